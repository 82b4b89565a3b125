/// Recognising code that asks "is it dark?": `colorScheme`, `userInterfaceStyle`,
/// `isSystemInDarkTheme()`, `Theme.current`, and flags derived from them.
public struct AppearanceVocabulary: Sendable {
    /// Names whose mention means the appearance is being checked.
    public static let indicatorNames: Set<String> = [
        "colorScheme", "userInterfaceStyle", "isSystemInDarkTheme", "isLight", "effectiveAppearance",
    ]

    /// Flag names that hold the appearance (configurable), plus those derived in the file.
    public var flags: Set<String> { didSet { flagLengths = Set(flags.map { $0.utf8.count }) } }
    /// Lengths of the flag names, so most identifiers are rejected without making a String.
    private var flagLengths: Set<Int>

    public init(flags: [String]) {
        self.flags = Set(flags)
        flagLengths = Set(flags.map { $0.utf8.count })
    }

    /// Adds names assigned from an appearance check in this file: `let isDark = colorScheme == .dark`,
    /// `val darkTheme: Boolean = isSystemInDarkTheme()`, `@Environment(\.colorScheme) var scheme`.
    public mutating func learnDerivedFlags(_ ctx: FileContext) {
        for name in ctx.index.appearanceNames {
            let p = Int(name)
            var q = ctx.memberChainStart(endingAt: p) - 1
            if ctx.kind(q) == .dot && ctx.text(q - 1) == "\\" {
                // A key path `\.colorScheme` inside `@Environment(…)`: the property that follows.
                let close = q + 1 < ctx.count ? q + 2 : q
                var r = close
                while r < min(ctx.count, close + 6) && !ctx.is(r, "var") { r += 1 }
                if ctx.is(r, "var") && ctx.isIdentifier(r + 1) { flags.insert(ctx.text(r + 1)) }
                continue
            }
            if ctx.isOperator(q, "!") { q -= 1 }
            guard ctx.isOperator(q, "=") else { continue }
            var nameAt = q - 1
            if ctx.isIdentifier(nameAt) && ctx.kind(nameAt - 1) == .colon { nameAt -= 2 }  // `name: Bool =`
            if ctx.isIdentifier(nameAt) { flags.insert(ctx.text(nameAt)) }
        }
    }

    func isIndicator(_ ctx: FileContext, _ p: Int) -> Bool {
        ctx.is(p, "colorScheme") || ctx.is(p, "userInterfaceStyle") || ctx.is(p, "isSystemInDarkTheme") || ctx.is(p, "isLight")
            || ctx.is(p, "effectiveAppearance")
    }

    /// Whether the tokens `first…last` check the appearance.
    public func mentionsAppearance(_ ctx: FileContext, _ first: Int, _ last: Int) -> Bool {
        guard first <= last else { return false }
        for p in first...last where ctx.kind(p) == .identifier {
            if isIndicator(ctx, p) { return true }
            if ctx.is(p, "current") && ctx.kind(p - 1) == .dot && (ctx.is(p - 2, "Theme") || ctx.is(p - 2, "theme")) { return true }
            if flagLengths.contains(ctx.token(p).length) && flags.contains(ctx.text(p)) { return true }
        }
        return false
    }
}
