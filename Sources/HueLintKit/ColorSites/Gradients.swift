/// Where several colour sites are one design element: a gradient's stops, reported once.
extension FileContext {
    /// A name that says gradient (`LinearGradient`, `verticalGradient`, `tier.gradient`).
    func namesGradient(_ q: Int) -> Bool {
        isIdentifier(q) && (bytes(range(q), contain: "Gradient") || bytes(range(q), contain: "gradient"))
    }

    /// The `(` of the gradient whose colours hold the expression at `p`: `LinearGradient(colors: [a, b])`,
    /// `Gradient(stops: [.init(color: a, location: 0)])`, `Brush.verticalGradient(listOf(a, b))`,
    /// `GradientDrawable(…, intArrayOf(a, b))`. Its stops are one design element, reported once.
    /// Nil outside one; looks through at most four enclosing groups of the same statement.
    func enclosingGradient(around p: Int) -> Int? {
        var q = p - 1
        var groups = 0
        var steps = 0
        while q >= 0 && steps < 256 && groups < 4 {
            steps += 1
            switch kind(q) {
            case .rightParen, .rightBracket:
                let open = partnerOf(q)
                if open < 0 { return nil }
                q = open - 1
                continue
            case .leftBrace, .rightBrace, .semicolon:
                return nil
            case .leftBracket:
                groups += 1
            case .leftParen:
                groups += 1
                if namesGradient(q - 1) { return q }
            default:
                break
            }
            q -= 1
        }
        return nil
    }
}
