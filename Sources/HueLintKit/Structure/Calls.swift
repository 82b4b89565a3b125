/// One argument of a call: its label (`red:` in Swift, `red =` in Kotlin) and value positions.
package struct CallArgument: Sendable {
    package var label: String?
    /// First and last significant positions of the value (inclusive). `first > last` when empty.
    package var first: Int
    package var last: Int
}

/// A call site `callee(arguments)`.
package struct CallSite: Sendable {
    /// The dotted callee chain, e.g. ["UIColor"], ["Color", "rgb"], ["android", "graphics", "Color", "parseColor"].
    package var callee: [String]
    /// Position of the first token of the callee chain (or of the implicit `.` for `.init(…)`-style calls).
    package var start: Int
    package var open: Int
    package var close: Int
    package var arguments: [CallArgument]

    package var name: String { callee.last ?? "" }
    package var labels: [String] { arguments.compactMap(\.label) }
}

extension FileContext {
    /// The call whose `(` is at `open`, if a callee name precedes it.
    package func call(openingAt open: Int) -> CallSite? {
        guard kind(open) == .leftParen, !hasNewlineBefore(open) else { return nil }
        let close = partnerOf(open)
        guard close > open else { return nil }
        var nameEnd = open - 1
        // Skip generic arguments: `Foo<Bar>(…)` is rare for colours; only plain names and `.init`.
        guard isIdentifier(nameEnd) else { return nil }
        if self.is(nameEnd, "init"), kind(nameEnd - 1) == .dot {
            // `.init(…)` with an implicit type: the callee is just `init`, starting at the dot.
            if isImplicitMemberDot(nameEnd - 1) {
                return CallSite(callee: ["init"], start: nameEnd - 1, open: open, close: close, arguments: arguments(open: open, close: close))
            }
            nameEnd = nameEnd - 2
        }
        let chainStart = memberChainStart(endingAt: nameEnd)
        var callee = (chainStart...nameEnd).filter { kind($0) != .dot }.map { text($0) }
        if nameEnd != open - 1 { callee.append("init") }
        return CallSite(callee: callee, start: chainStart, open: open, close: close,
                        arguments: arguments(open: open, close: close))
    }

    /// Where `call(openingAt: open)?.start` is, without building the call: its callee's Strings and
    /// every argument (a colour in `listOf(` with 50,000 others built all 50,000 per colour).
    package func callStart(openingAt open: Int) -> Int? {
        guard kind(open) == .leftParen, !hasNewlineBefore(open), partnerOf(open) > open else { return nil }
        var nameEnd = open - 1
        guard isIdentifier(nameEnd) else { return nil }
        if self.is(nameEnd, "init"), kind(nameEnd - 1) == .dot {
            if isImplicitMemberDot(nameEnd - 1) { return nameEnd - 1 }
            nameEnd = nameEnd - 2
        }
        return memberChainStart(endingAt: nameEnd)
    }

    /// Whether a top-level argument of the call at `open` could start with a string or number
    /// literal: every argument (and every value after a label) starts at a position this walk visits.
    /// Lets rules skip building a `CallSite`, with its Strings, for calls that pass only names.
    package func hasLiteralArgument(inCallOpeningAt open: Int) -> Bool {
        let close = partnerOf(open)
        var p = open + 1
        while p < close {
            let k = kind(p)
            if k == .stringOpen || k == .number { return true }
            let other = partnerOf(p)
            p = other > p ? other + 1 : p + 1
        }
        return false
    }

    /// Whether any number token lies inside the call's parentheses, at any depth.
    package func containsNumber(inCallOpeningAt open: Int) -> Bool {
        let close = partnerOf(open)
        var p = open + 1
        while p < close {
            if kind(p) == .number { return true }
            p += 1
        }
        return false
    }

    /// The top-level elements of `(…)` or `[…]` opening at `open` and closing at `close`: first and
    /// last positions, empty ones left out. No labels, no Strings (see `arguments` for those).
    package func elements(open: Int, close: Int) -> [(first: Int, last: Int)] {
        var out: [(first: Int, last: Int)] = []
        var start = open + 1
        var q = open + 1
        while q <= close {
            if q == close || kind(q) == .comma {
                if q > start { out.append((start, q - 1)) }
                start = q + 1
                q += 1
                continue
            }
            let other = partnerOf(q)
            q = other > q ? other + 1 : q + 1
        }
        return out
    }

    /// Splits `(…)` at top-level commas and reads each argument's label.
    package func arguments(open: Int, close: Int) -> [CallArgument] {
        var result: [CallArgument] = []
        var p = open + 1
        var argumentStart = p
        while p <= close {
            if p == close || kind(p) == .comma {
                if p > argumentStart || kind(p) == .comma {
                    result.append(argument(from: argumentStart, to: p - 1))
                }
                argumentStart = p + 1
                p += 1
                continue
            }
            let other = partnerOf(p)
            if other > p { p = other + 1 } else { p += 1 }
        }
        return result
    }

    private func argument(from first: Int, to last: Int) -> CallArgument {
        if isIdentifier(first) && first < last {
            if language == .swift && kind(first + 1) == .colon {
                return CallArgument(label: text(first), first: first + 2, last: last)
            }
            if language == .kotlin && isOperator(first + 1, "=") {
                return CallArgument(label: text(first), first: first + 2, last: last)
            }
        }
        return CallArgument(label: nil, first: first, last: last)
    }

    /// The SwiftUI modifier chain before the modifier named at `name` (after its `.`), walked back
    /// over calls and trailing closures: each earlier modifier's name, nearest first, and the view
    /// the chain starts from (`Image` in `Image(…).font(.caption).foregroundColor(…)`); the view is
    /// nil when the chain starts at something other than a name or has more than `limit` links.
    func modifierChain(before name: Int, limit: Int = 16) -> (modifiers: [Int], view: Int?) {
        var modifiers: [Int] = []
        var q = name - 2
        for _ in 0..<limit {
            if kind(q) == .rightBrace { q = partnerOf(q) - 1 }
            if kind(q) == .rightParen { q = partnerOf(q) - 1 }
            guard q >= 0, isIdentifier(q) else { return (modifiers, nil) }
            if q == 0 || kind(q - 1) != .dot { return (modifiers, q) }
            modifiers.append(q)
            q -= 2
        }
        return (modifiers, nil)
    }

    /// The last name of what a Kotlin scope function's lambda opening at `brace` is called on:
    /// `Paint` in `Paint(FLAG).apply {`, `intent` in `intent.also {`; nil when no `.name {` precedes it.
    package func lambdaReceiver(brace: Int) -> Int? {
        guard isIdentifier(brace - 1), kind(brace - 2) == .dot else { return nil }
        var q = brace - 3
        if kind(q) == .rightParen { q = partnerOf(q) - 1 }
        return isIdentifier(q) ? q : nil
    }

    /// The start of the dotted chain `a.b.c` whose last name is at `end`.
    package func memberChainStart(endingAt end: Int) -> Int {
        var start = end
        while kind(start - 1) == .dot && isIdentifier(start - 2) && !isImplicitMemberDot(start - 1) {
            start -= 2
        }
        return start
    }

    /// The names of the chain starting at `start` (`Color.white.opacity` → [Color, white, opacity]),
    /// and the position of its last name.
    package func memberChain(startingAt start: Int) -> (names: [String], end: Int) {
        var names = [text(start)]
        var end = start
        while kind(end + 1) == .dot && isIdentifier(end + 2) {
            names.append(text(end + 2))
            end += 2
        }
        return (names, end)
    }

    /// Whether the `.` at `dot` begins an implicit member expression (`.white`, `.init(…)`),
    /// rather than accessing a member of what precedes it.
    package func isImplicitMemberDot(_ dot: Int) -> Bool {
        guard kind(dot) == .dot, language == .swift else { return false }
        let before = dot - 1
        switch kind(before) {
        case .identifier:
            // Keywords that end an expression context: `return .white`, `case .dark`, `in .red`.
            return self.is(before, "return") || self.is(before, "case") || self.is(before, "in")
                || self.is(before, "else") || self.is(before, "try") || self.is(before, "await")
                || self.is(before, "throw") || self.is(before, "where")
        case .backtickIdentifier, .number, .rightParen, .rightBracket, .stringClose, .rightBrace:
            // `}` then a newline and `.modifier` chains onto a trailing closure.
            return false
        case .operator:
            // Postfix `?`/`!` glued to the dot (`x?.y`) is optional chaining.
            if !hasTriviaBefore(dot) && (self.is(before, "?") || self.is(before, "!")) { return false }
            return true
        default:
            return true
        }
    }

    /// The position just past the expression starting at `start`, stopping at a top-level `,`, `)`,
    /// `]`, `}`, `:` (ternary) or a line break that does not continue the expression.
    package func expressionEnd(from start: Int, limit: Int) -> Int {
        var p = start
        while p < limit {
            switch kind(p) {
            case .comma, .rightParen, .rightBracket, .rightBrace, .colon, .semicolon, .interpolationClose:
                return p
            default:
                break
            }
            // A line ending in an operator goes on; not one ending in a postfix `!` or `?` (`UIColor(named: "x")!`).
            if p > start && hasNewlineBefore(p) && kind(p) != .dot && kind(p) != .operator
                && (kind(p - 1) != .operator || isPostfixUnwrap(p - 1)) {
                return p
            }
            let other = partnerOf(p)
            p = other > p ? other + 1 : p + 1
        }
        return min(p, limit)
    }

    /// A `!` or `?` glued to what precedes it: a force unwrap or optional chain, not an infix operator.
    private func isPostfixUnwrap(_ q: Int) -> Bool {
        (self.is(q, "!") || self.is(q, "?")) && !hasTriviaBefore(q)
    }
}
