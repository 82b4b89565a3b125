/// Implicit members whose type a project's own function decides (see `ProjectEnumCases`).
extension FileContext {
    /// Whether the implicit member at `dot` is an argument of one of the app's own functions, where
    /// the parameter's type decides what `.red` is: not a colour type's initialiser, not a colour
    /// modifier or setter (`.tint(.red)`, `setTitleColor(.red, for:)`).
    func isOwnCallArgument(dot: Int) -> Bool {
        var q = dot - 1
        if kind(q) == .colon && isIdentifier(q - 1) { q -= 2 }
        guard kind(q) == .leftParen || kind(q) == .comma,
              let open = enclosingOpenParen(before: dot), let callee = calleeName(beforeParen: open),
              !isColorTypeToken(callee) else { return false }
        // UIKit's and AppKit's colour setters (`setTitleColor(_:for:)`, `setFillColor`).
        let name = token(callee).range
        if bytes(name, start: "set") && bytes(name, end: "Color") { return false }
        return !ColorVocabulary.swiftColorModifiers.contains(text(callee))
    }
}
