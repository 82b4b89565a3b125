/// A project's own enums with colour-named cases (`enum ToastColor { case red, green, purple }`).
///
/// Swift resolves an implicit member by the parameter's type: `ToastManager.show(text, color: .red)`
/// passes `ToastColor.red` when `color` is a `ToastColor`, not `UIColor.red`. That type lives in
/// another file, so each file lists the colour-named cases its enums declare, and the run drops a
/// palette finding whose implicit member was passed to one of the app's own functions when some
/// enum of the project has a case of that name. Colour APIs (`.foregroundColor(.red)`,
/// `setTitleColor(.red, for:)`) and assignments take colours whatever the project declares.
package enum ProjectEnumCases {
    /// The palette-named cases declared by the Swift enums of the file (`red`, `green`, …).
    static func declared(in ctx: FileContext) -> Set<String> {
        guard ctx.language == .swift, ctx.fileContains("enum"), ctx.fileContains("case") else { return [] }
        var names: Set<String> = []
        for scope in ctx.scopes.scopes where scope.kind == .type && scope.keyword >= 0 && ctx.is(Int(scope.keyword), "enum") {
            let close = Int(scope.close)
            var q = Int(scope.open) + 1
            var inCaseList = false
            while q < close {
                switch ctx.kind(q) {
                case .leftBrace:
                    // A nested type or a method: its cases are not this enum's.
                    q = max(q, ctx.partnerOf(q))
                    inCaseList = false
                case .leftParen, .leftBracket:
                    // Associated values or a raw value's call: skipped as one.
                    q = max(q, ctx.partnerOf(q))
                default:
                    if ctx.is(q, "case") {
                        inCaseList = true
                        if DirectPaletteReferenceRule.isSwiftPaletteMember(ctx, q + 1) { names.insert(ctx.text(q + 1)) }
                    } else if inCaseList && ctx.kind(q) == .comma {
                        if DirectPaletteReferenceRule.isSwiftPaletteMember(ctx, q + 1) { names.insert(ctx.text(q + 1)) }
                    } else if ctx.hasNewlineBefore(q) && !ctx.is(q, "case") && ctx.kind(q) != .comma {
                        inCaseList = ctx.kind(q - 1) == .comma  // a case list continued on the next line
                    }
                }
                q += 1
            }
        }
        return names
    }

    /// Whether the implicit member at `dot` is an argument of one of the app's own functions, where
    /// the parameter's type decides what `.red` is: not a colour type's initialiser, not a colour
    /// modifier or setter (`.tint(.red)`, `setTitleColor(.red, for:)`).
    static func isOwnCallArgument(_ ctx: FileContext, dot: Int) -> Bool {
        var q = dot - 1
        if ctx.kind(q) == .colon && ctx.isIdentifier(q - 1) { q -= 2 }
        guard ctx.kind(q) == .leftParen || ctx.kind(q) == .comma,
              let open = ctx.enclosingOpenParen(before: dot), let callee = ctx.calleeName(beforeParen: open),
              !ctx.isColorTypeToken(callee) else { return false }
        // UIKit's and AppKit's colour setters (`setTitleColor(_:for:)`, `setFillColor`).
        let name = ctx.token(callee).range
        if ctx.bytes(name, start: "set") && ctx.bytes(name, end: "Color") { return false }
        return !ColorVocabulary.swiftColorModifiers.contains(ctx.text(callee))
    }

    /// Removes the palette findings whose member is a case of one of the project's enums.
    static func drop(from findings: inout [Finding], cases: Set<String>) {
        guard !cases.isEmpty else { return }
        findings.removeAll { finding in finding.ownCallMember.map(cases.contains) ?? false }
    }
}
