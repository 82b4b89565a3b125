/// Recognising code that asks "is it dark?": `colorScheme`, `userInterfaceStyle`,
/// `isSystemInDarkTheme()`, `Theme.current`, and flags derived from them.
public struct AppearanceVocabulary: Sendable {
    /// Names whose mention means the appearance is being checked.
    public static let indicatorNames: Set<String> = [
        "colorScheme", "userInterfaceStyle", "isSystemInDarkTheme", "isLight", "effectiveAppearance",
    ]

    /// Flag names that hold the appearance (configurable), plus those derived in the file.
    public var flags: Set<String> { didSet { flagLengths = Self.lengthMask(flags) } }
    /// Bit n set when a flag name is n bytes long (bit 63: 63 or longer), so most identifiers are
    /// rejected with one bit test instead of a hash lookup and a String.
    private var flagLengths: UInt64

    public init(flags: [String]) {
        self.flags = Set(flags)
        flagLengths = Self.lengthMask(self.flags)
    }

    private static func lengthMask(_ names: Set<String>) -> UInt64 {
        names.reduce(0) { $0 | 1 << UInt64(min($1.utf8.count, 63)) }
    }

    private func mayBeFlag(length: Int) -> Bool {
        flagLengths & (1 << UInt64(min(length, 63))) != 0
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

    /// Whether the tokens `first…last` check the appearance: an indicator name, `Theme.current`, or a flag.
    public func mentionsAppearance(_ ctx: FileContext, _ first: Int, _ last: Int) -> Bool {
        guard first <= last else { return false }
        for p in first...last where ctx.kind(p) == .identifier {
            let length = ctx.token(p).length
            switch length {
            case 7:
                if ctx.is(p, "isLight") { return true }
                if ctx.is(p, "current") && ctx.kind(p - 1) == .dot && (ctx.is(p - 2, "Theme") || ctx.is(p - 2, "theme")) { return true }
            case 11: if ctx.is(p, "colorScheme") { return true }
            case 18: if ctx.is(p, "userInterfaceStyle") { return true }
            case 19: if ctx.is(p, "isSystemInDarkTheme") || ctx.is(p, "effectiveAppearance") { return true }
            default: break
            }
            if mayBeFlag(length: length) && flags.contains(ctx.text(p)) { return true }
        }
        return false
    }
}
