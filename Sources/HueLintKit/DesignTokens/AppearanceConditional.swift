/// The two colour branches of an appearance conditional (`colorScheme == .dark ? a : b`,
/// `if (isSystemInDarkTheme()) a else b`, `if isDark { return a } else { return b }`), sorted
/// into light and dark by reading the condition. `switch`/`when` and compound conditions are not
/// read: their fix is left to a person.
struct AppearanceConditional {
    var light: (first: Int, last: Int)
    var dark: (first: Int, last: Int)
    /// The branches were `return x` statements: the replacement must return too.
    var returns: Bool

    init?(_ ctx: FileContext, condition: ByteRange, covers: ByteRange) {
        let conditionFirst = ctx.position(atOffset: condition.start)
        let conditionEnd = ctx.position(atOffset: condition.end)  // first position after the condition
        let coversLast = ctx.position(atOffset: covers.end) - 1
        guard conditionEnd <= coversLast else { return nil }
        var conditionStart = conditionFirst
        var branches: [(first: Int, last: Int)] = []
        var returns = false
        if ctx.isOperator(conditionEnd, "?") {
            guard let colon = Self.ternaryColon(ctx, after: conditionEnd, last: coversLast) else { return nil }
            branches = [(conditionEnd + 1, colon - 1), (colon + 1, coversLast)]
        } else if ctx.is(conditionFirst, "if") {
            conditionStart = conditionFirst + 1
            var p = conditionEnd
            guard let first = Self.branch(ctx, at: &p, last: coversLast), ctx.is(p, "else"), !ctx.is(p + 1, "if") else { return nil }
            p += 1
            guard let second = Self.branch(ctx, at: &p, last: coversLast), p == coversLast + 1 else { return nil }
            returns = ctx.is(first.first, "return") && ctx.is(second.first, "return")
            guard returns || !ctx.is(first.first, "return") && !ctx.is(second.first, "return") else { return nil }
            if returns { branches = [(first.first + 1, first.last), (second.first + 1, second.last)] } else { branches = [first, second] }
        } else {
            return nil
        }
        guard let firstIsDark = Self.firstBranchIsDark(ctx, conditionStart, conditionEnd - 1) else { return nil }
        dark = firstIsDark ? branches[0] : branches[1]
        light = firstIsDark ? branches[1] : branches[0]
        self.returns = returns
        guard light.first <= light.last, dark.first <= dark.last else { return nil }
    }

    /// A Swift/Kotlin `{ single expression }` block or a Kotlin bare expression up to `else`.
    private static func branch(_ ctx: FileContext, at p: inout Int, last: Int) -> (first: Int, last: Int)? {
        if ctx.kind(p) == .leftBrace {
            let close = ctx.partnerOf(p)
            guard close > p + 1, close <= last else { return nil }
            let inner = (p + 1, close - 1)
            // One statement only: no line break between significant tokens at the top level.
            var q = inner.0 + 1
            while q <= inner.1 {
                if ctx.hasNewlineBefore(q) || ctx.kind(q) == .semicolon { return nil }
                let other = ctx.partnerOf(q)
                q = other > q ? other + 1 : q + 1
            }
            p = close + 1
            return inner
        }
        let start = p
        while p <= last && !ctx.is(p, "else") {
            let other = ctx.partnerOf(p)
            p = other > p ? other + 1 : p + 1
        }
        return p > start ? (start, p - 1) : nil
    }

    private static func ternaryColon(_ ctx: FileContext, after question: Int, last: Int) -> Int? {
        var p = question + 1
        while p <= last {
            if ctx.kind(p) == .colon { return p }
            if ctx.isOperator(p, "?") { return nil }  // nested ternaries are left alone
            let other = ctx.partnerOf(p)
            p = other > p ? other + 1 : p + 1
        }
        return nil
    }

    /// `colorScheme == .dark`, `isDark`, `isSystemInDarkTheme()`, `darkTheme` → true;
    /// `colorScheme == .light`, `isLight`, `!isDark`, `colorScheme != .dark` → false.
    /// Nil for compound conditions (`&&`, `||`) and anything without a dark/light word.
    private static func firstBranchIsDark(_ ctx: FileContext, _ first: Int, _ last: Int) -> Bool? {
        guard first <= last else { return nil }
        var negated = false
        var mentionsDark = false
        var mentionsLight = false
        for p in first...last {
            switch ctx.kind(p) {
            case .operator:
                if ctx.is(p, "&&") || ctx.is(p, "||") { return nil }
                if ctx.is(p, "!") || ctx.is(p, "!=") || ctx.is(p, "!==") { negated.toggle() }
            case .identifier:
                let words = NameWords.split(ctx.text(p))
                if words.contains("dark") || words.contains("night") { mentionsDark = true }
                if words.contains("light") || words.contains("day") { mentionsLight = true }
            default:
                break
            }
        }
        guard mentionsDark != mentionsLight else { return nil }
        return mentionsDark != negated
    }
}
