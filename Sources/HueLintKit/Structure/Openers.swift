/// Walking out from a position to the bracket that encloses it, remembered per file (see
/// `BackwardWalkMemo`): the call or array literal an argument or element belongs to.
extension FileContext {
    /// The innermost unclosed `(` before `p` in the same statement, skipping balanced groups.
    package func enclosingOpenParen(before p: Int) -> Int? {
        enclosingOpener(before: p, of: .leftParen)
    }

    /// The `[` of the array literal `p` is an element of, when `p` follows its `[` or a comma in it.
    func enclosingOpenBracket(before p: Int) -> Int? {
        enclosingOpener(before: p, of: .leftBracket)
    }

    /// The innermost unclosed `opener` (`(` or `[`) before `p`, skipping balanced groups; nil when
    /// another opener, a `;` or an interpolation comes first.
    /// At most 400 steps. The walk ends at the first opening token whatever `opener` is, so one
    /// memo serves `(` and `[` (see `BackwardWalkMemo`).
    private func enclosingOpener(before p: Int, of opener: TokenKind) -> Int? {
        // A finding's checks ask this about the same position many times in a row.
        let end: Int?
        if lastOpenerWalk.from == p {
            end = lastOpenerWalk.end
        } else {
            end = walkToOpener(before: p)
            lastOpenerWalk = (p, end)
        }
        guard let end, kind(end) == opener else { return nil }
        return end
    }

    private func walkToOpener(before p: Int) -> Int? {
        openerWalks.walk(from: p - 1, budget: 400, boundary: 0, positions: count) { q in
            guard q >= 0 else { return .end(nil) }
            switch kind(q) {
            case .leftParen, .leftBrace, .leftBracket, .semicolon, .interpolationOpen: return .end(q)
            case .rightParen, .rightBracket, .rightBrace, .stringClose, .interpolationClose:
                let open = partnerOf(q)
                return open < 0 ? .end(nil) : .next(open - 1)
            default:
                return .next(q - 1)
            }
        }
    }
}
