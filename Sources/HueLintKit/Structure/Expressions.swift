/// Expression boundaries: where an expression starts, and the conditional or `switch`/`when` whose
/// branch it is. The engine reports colours that are branches of one choice once
/// (`x ? .black : .white` is one finding, not two).
extension FileContext {
    /// The position of the conditional expression whose branch holds the expression at `p`: the
    /// `?` of a ternary, or the `if` of a Kotlin `if (…) a else b` expression. Nil when `p` is not a
    /// branch at expression level (statements in braces are separate choices).
    func conditionalChoice(around p: Int) -> Int? {
        var q = p - 1
        var steps = 0
        while q >= 0 && steps < 64 {
            steps += 1
            switch kind(q) {
            case .rightParen, .rightBracket:
                let open = partnerOf(q)
                if open < 0 { return nil }
                // Kotlin `if (c) a else b`: the condition's parentheses follow `if`.
                if self.is(open - 1, "if") { return open - 1 }
                q = open - 1
            case .leftParen, .leftBracket, .leftBrace, .rightBrace, .comma, .semicolon:
                return nil
            case .operator:
                if self.is(q, "?") && hasTriviaBefore(q) { return q }
                if self.is(q, "=") || self.is(q, "->") { return nil }
                q -= 1
            case .identifier:
                if self.is(q, "return") || self.is(q, "let") || self.is(q, "var") || self.is(q, "val") { return nil }
                q -= 1
            default:
                q -= 1
            }
            if q >= 0 && startsStatement(q + 1) { return nil }
        }
        return nil
    }

    /// The `switch` or `when` whose arm the colour at `p` is the value of (`case .twitter: return
    /// #colorLiteral(…)`, `Site.A -> Color.Red`): its arms are one choice, like a ternary's branches.
    func switchChoice(around p: Int) -> Int? {
        // The arm's value itself (`case .a: return X`, `case .a: X`, `A -> X`), not a statement in its body.
        let before = p - 1
        guard self.is(before, "return") && kind(before - 1) == .colon || kind(before) == .colon || isOperator(before, "->") else {
            return nil
        }
        let open = Int(innermostOpener[p])
        guard open > 0, kind(open) == .leftBrace else { return nil }
        // Back from the body's brace over the subject, to the keyword.
        var q = open - 1
        var steps = 0
        while q >= 0 && steps < 48 {
            steps += 1
            switch kind(q) {
            case .rightParen, .rightBracket:
                let opener = partnerOf(q)
                guard opener >= 0 && opener < q else { return nil }
                q = opener - 1
                continue
            case .leftBrace, .rightBrace, .semicolon, .leftParen, .leftBracket:
                return nil
            default:
                if self.is(q, "switch") || self.is(q, "when") { return q }
                q -= 1
            }
        }
        return nil
    }

    /// Whether the name at `q` begins a new statement: on a new line, after a complete expression.
    private func startsStatement(_ q: Int) -> Bool {
        guard q > 0, kind(q) == .identifier, hasNewlineBefore(q), !self.is(q, "else") else { return false }
        switch kind(q - 1) {
        case .identifier, .number, .rightParen, .rightBracket, .rightBrace, .stringClose: return !self.is(q - 1, "else")
        default: return false
        }
    }

    /// The first token of the expression that ends at `last`: walks back over operands, operators
    /// and balanced groups to an assignment, `return`, an opening bracket, a comma or a label.
    func expressionStart(endingAt last: Int) -> Int {
        var q = last
        var steps = 0
        while q >= 0 && steps < 96 {
            steps += 1
            switch kind(q) {
            case .rightParen, .rightBracket, .rightBrace, .stringClose:
                let open = partnerOf(q)
                if open < 0 { return q + 1 }
                q = open - 1
                continue
            case .leftParen, .leftBracket, .leftBrace, .comma, .semicolon, .colon, .interpolationOpen:
                return q + 1
            case .operator:
                if self.is(q, "=") || self.is(q, "->") || self.is(q, "+=") { return q + 1 }
            case .identifier:
                if self.is(q, "return") || self.is(q, "in") || self.is(q, "let") || self.is(q, "var") || self.is(q, "val")
                    || self.is(q, "case") {
                    return q + 1
                }
                if startsStatement(q) { return q }
            default:
                break
            }
            q -= 1
        }
        return q + 1
    }

    /// For a value that is a branch of `c ? a : b` or the right side of `x ?? a`, the start of the
    /// whole expression, whose place decides whether it is a colour; nil otherwise.
    func enclosingChoiceStart(of start: Int) -> Int? {
        if isOperator(start - 1, "??") || isOperator(start - 1, "?:") { return expressionStart(endingAt: start - 2) }
        guard let choice = conditionalChoice(around: start), isOperator(choice, "?") else { return nil }
        return expressionStart(endingAt: choice - 1)
    }
}
