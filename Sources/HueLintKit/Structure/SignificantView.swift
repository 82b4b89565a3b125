/// The tokens rules read, built in one pass over the lexer's output: the significant tokens (no
/// spaces, newlines or comments), the token index, and each bracket's partner.
///
/// The pass works on raw storage with its state in locals: `Array.append` checks, retains and
/// captured variables in closures each showed up in profiles at this scale (millions of tokens).
/// The caller owns and deallocates all the storage.
struct SignificantView {
    /// The significant tokens. One raw allocation holds them and `partner` (an allocation each
    /// cost more than the pass itself on a small file): deallocate it as a raw pointer, through
    /// `tokens.baseAddress`.
    let tokens: UnsafeMutableBufferPointer<Token>
    /// For each significant position holding an opener or closer, the position of its partner, else
    /// -1. Pairs: `()`, `[]`, `{}`, interpolation open/close, string open/close.
    let partner: UnsafeMutableBufferPointer<Int32>
    /// Indices in the file's tokens of the comments: suppressions and generated-file headers live
    /// there, and reading only them is cheaper than searching the whole file.
    let comments: UnsafeMutableBufferPointer<Int32>
    let index: TokenIndex

    init(_ lexed: TokenBuffer, bytes: UnsafeBufferPointer<UInt8>, language: Language) {
        let all = lexed.base
        let total = lexed.count
        let capacity = max(1, total)
        let tokenBytes = capacity * MemoryLayout<Token>.stride
        let block = UnsafeMutableRawPointer.allocate(byteCount: tokenBytes + capacity * MemoryLayout<Int32>.stride,
                                                     alignment: MemoryLayout<Token>.alignment)
        let tokens = block.bindMemory(to: Token.self, capacity: capacity)
        let partner = (block + tokenBytes).bindMemory(to: Int32.self, capacity: capacity)
        partner.initialize(repeating: -1, count: capacity)  // one fill beats a store per token
        // Open brackets, strings and interpolations, innermost last.
        var openers = GrowableBuffer<(position: Int32, kind: TokenKind)>(capacity: 64)
        // The three lists most tokens land in, in raw buffers; `index` files the rarer kinds.
        var parens = GrowableBuffer<Int32>(capacity: total / 8)
        var strings = GrowableBuffer<Int32>(capacity: total / 32)
        var dots = GrowableBuffer<Int32>(capacity: total / 8)
        var comments = GrowableBuffer<Int32>(capacity: total / 32)
        var imports = GrowableBuffer<Int32>(capacity: 16)
        var index = TokenIndex()
        var p = 0
        for i in 0..<total {
            let token = all[i]
            // Stored before the kind is known: a trivia token is overwritten by the next one.
            tokens[p] = token
            switch token.kind {
            case .whitespace, .newline:
                continue
            case .lineComment, .blockComment:
                comments.append(Int32(truncatingIfNeeded: i))
                continue
            case .dot:
                dots.append(Int32(truncatingIfNeeded: p))
            case .leftParen, .leftBracket, .leftBrace, .interpolationOpen, .stringOpen:
                if token.kind == .leftParen { parens.append(Int32(truncatingIfNeeded: p)) }
                if token.kind == .stringOpen { strings.append(Int32(truncatingIfNeeded: p)) }
                if token.kind == .leftBracket { index.noteBracket(at: p) }
                openers.append((Int32(truncatingIfNeeded: p), token.kind))
            case .rightParen, .rightBracket, .rightBrace, .interpolationClose, .stringClose:
                // The top opener usually matches. Otherwise pop to the nearest matching one;
                // unmatched closers in broken code stay -1. The search is bounded, so that many
                // unclosed strings in a broken file cannot make this quadratic.
                let opener = SignificantView.opening(for: token.kind)
                var depth = openers.count - 1
                let floor = max(0, openers.count - 32)
                while depth >= floor && openers[depth].kind != opener { depth -= 1 }
                if depth >= floor && depth >= 0 {
                    let open = Int(openers[depth].position)
                    partner[open] = Int32(truncatingIfNeeded: p)
                    partner[p] = Int32(truncatingIfNeeded: open)
                    openers.truncate(to: depth)
                }
            case .identifier:
                index.noteIdentifier(token, at: p, bytes: bytes, language: language, imports: &imports)
            default:
                index.note(token, at: p, bytes: bytes, language: language)
            }
            p += 1
        }
        openers.deallocate()
        index.adopt(parens: parens.takeStorage(), strings: strings.takeStorage(), dots: dots.takeStorage(),
                    imports: imports.takeStorage())
        self.comments = comments.takeStorage()
        self.tokens = UnsafeMutableBufferPointer(start: tokens, count: p)
        self.partner = UnsafeMutableBufferPointer(start: partner, count: p)
        self.index = index
    }

    private static func opening(for closer: TokenKind) -> TokenKind {
        switch closer {
        case .rightParen: return .leftParen
        case .rightBracket: return .leftBracket
        case .rightBrace: return .leftBrace
        case .interpolationClose: return .interpolationOpen
        default: return .stringOpen
        }
    }
}
