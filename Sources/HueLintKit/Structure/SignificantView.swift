/// The tokens rules read, built in one pass over the lexer's output: the significant tokens (no
/// spaces, newlines or comments), the token index, and each bracket's partner.
///
/// The pass works on raw storage with its state in locals: `Array.append` checks, retains and
/// captured variables in closures each showed up in profiles at this scale (millions of tokens).
/// The significant tokens are the lexer's own buffer, compacted in place: a second buffer of
/// them cost a page fault every 340 tokens and a store to memory no cache held. The caller owns
/// and deallocates all the storage.
struct SignificantView {
    /// The significant tokens: the storage of the buffer the lexer filled (its comments moved out).
    let tokens: UnsafeMutableBufferPointer<Token>
    /// For each significant position holding an opener or closer, the position of its partner, else
    /// -1. Pairs: `()`, `[]`, `{}`, interpolation open/close, string open/close.
    let partner: UnsafeMutableBufferPointer<Int32>
    /// Indices in the lexer's tokens of the comments: suppressions and generated-file headers live
    /// there, and reading only them is cheaper than searching the whole file. Two comments with
    /// consecutive indices have nothing but spaces and line breaks between them.
    let comments: UnsafeMutableBufferPointer<Int32>
    /// The comments' tokens, in the order of `comments`.
    let commentTokens: UnsafeMutableBufferPointer<Token>
    let index: TokenIndex

    /// Takes `lexed`'s storage, which must not be used afterwards.
    init(_ lexed: consuming TokenBuffer, bytes: UnsafeBufferPointer<UInt8>, language: Language) {
        let all = lexed.base
        let total = lexed.count
        let tokens = all  // written at `p`, never past the token being read
        let partner = UnsafeMutablePointer<Int32>.allocate(capacity: max(1, total))
        partner.initialize(repeating: -1, count: max(1, total))  // one fill beats a store per token
        // Open brackets, strings and interpolations, innermost last.
        var openers = GrowableBuffer<(position: Int32, kind: TokenKind)>(capacity: 64)
        // `(` and `.`, the lists most tokens land in: every position is written to both, and kept
        // where the token is one. A branch per kind was mispredicted on most tokens.
        let parens = UnsafeMutablePointer<Int32>.allocate(capacity: total + 1)
        let dots = UnsafeMutablePointer<Int32>.allocate(capacity: total + 1)
        var parenCount = 0, dotCount = 0
        var strings = GrowableBuffer<Int32>(capacity: total / 32)
        var comments = GrowableBuffer<Int32>(capacity: total / 32)
        var commentTokens = GrowableBuffer<Token>(capacity: total / 32)
        var imports = GrowableBuffer<Int32>(capacity: 16)
        var index = TokenIndex()
        var p = 0
        Self.indexedNames.withUnsafeBufferPointer { indexedNames in
            for i in 0..<total {
                let token = all[i]
                // Stored before the kind is known: a comment is overwritten by the next token.
                tokens[p] = token
                let kind = token.kind
                let position = Int32(truncatingIfNeeded: p)
                parens[parenCount] = position
                parenCount &+= kind == .leftParen ? 1 : 0
                dots[dotCount] = position
                dotCount &+= kind == .dot ? 1 : 0
                // Most tokens need nothing more: a name the index files is rare, and told by its
                // length and first byte, or by a last `r` (`…Color`) and five bytes or more.
                let start = Int(token.start), end = Int(token.end), length = end &- start
                let named = indexedNames[min(length, 31) &<< 7 | Int(bytes[start] & 0x7F)]
                    | (bytes[end &- 1] == UInt8(ascii: "r") && length >= 5 ? 1 : 0)
                let rareName = kind == .identifier && named != 0
                guard rareName || Self.kindsNeedingWork & (1 &<< UInt64(kind.rawValue)) != 0 else {
                    p &+= 1
                    continue
                }
                switch kind {
                case .whitespace, .newline:
                    continue
                case .lineComment, .blockComment:
                    comments.append(Int32(truncatingIfNeeded: i))
                    commentTokens.append(token)
                    continue
                case .leftParen, .leftBracket, .leftBrace, .interpolationOpen, .stringOpen:
                    if kind == .stringOpen { strings.append(position) }
                    if kind == .leftBracket { index.noteBracket(at: p) }
                    openers.append((position, kind))
                case .rightParen, .rightBracket, .rightBrace, .interpolationClose, .stringClose:
                    // The top opener usually matches. Otherwise pop to the nearest matching one;
                    // unmatched closers in broken code stay -1. The search is bounded, so that many
                    // unclosed strings in a broken file cannot make this quadratic.
                    let opener = SignificantView.opening(for: kind)
                    var depth = openers.count - 1
                    let floor = max(0, openers.count - 32)
                    while depth >= floor && openers[depth].kind != opener { depth -= 1 }
                    if depth >= floor && depth >= 0 {
                        let open = Int(openers[depth].position)
                        partner[open] = position
                        partner[p] = Int32(truncatingIfNeeded: open)
                        openers.truncate(to: depth)
                    }
                case .identifier:
                    index.noteIdentifier(token, at: p, bytes: bytes, language: language, imports: &imports)
                default:
                    index.note(token, at: p, bytes: bytes, language: language)
                }
                p &+= 1
            }
        }
        openers.deallocate()
        index.adopt(parens: UnsafeMutableBufferPointer(start: parens, count: parenCount), strings: strings.takeStorage(),
                    dots: UnsafeMutableBufferPointer(start: dots, count: dotCount), imports: imports.takeStorage())
        self.comments = comments.takeStorage()
        self.commentTokens = commentTokens.takeStorage()
        self.tokens = UnsafeMutableBufferPointer(start: tokens, count: p)
        self.partner = UnsafeMutableBufferPointer(start: partner, count: p)
        self.index = index
    }

    /// Kinds the pass does more for than store them: trivia, brackets, strings and interpolations,
    /// and the kinds `TokenIndex.note` files.
    private static let kindsNeedingWork: UInt64 = {
        let kinds: [TokenKind] = [.whitespace, .newline, .lineComment, .blockComment,
                                  .leftParen, .leftBracket, .leftBrace, .interpolationOpen, .stringOpen,
                                  .rightParen, .rightBracket, .rightBrace, .interpolationClose, .stringClose,
                                  .attribute, .pound, .number, .operator]
        return kinds.reduce(0) { $0 | 1 << UInt64($1.rawValue) }
    }()

    /// Per length (up to 31) and first byte (its low seven bits), 1 when some name
    /// `TokenIndex.noteIdentifier` files has them: a superset, which that function narrows.
    private static let indexedNames: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 32 << 7)
        for name in TokenIndex.indexedNames {
            let utf8 = Array(name.utf8)
            table[min(utf8.count, 31) << 7 | Int(utf8[0] & 0x7F)] = 1
        }
        return table
    }()

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
