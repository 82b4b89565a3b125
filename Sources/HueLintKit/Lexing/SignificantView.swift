/// The tokens rules read, built while the lexer runs: the significant tokens (no spaces, newlines
/// or comments), the token index, and each bracket's partner.
///
/// The lexer hands every token it emits to `Builder.take`, where its kind is a constant: the work
/// each kind needs is chosen when the lexer is compiled, not per token (a pass over the lexer's
/// output would dispatch on each token's kind, and mispredict on most). The significant tokens are
/// the lexer's own buffer: comments go to a buffer of their own. State is in raw storage: `Array.append` checks, retains and captured
/// variables in closures each showed up in profiles at this scale (millions of tokens). The caller
/// owns and deallocates all the storage.
struct SignificantView {
    /// The significant tokens: the storage of the buffer the lexer filled.
    let tokens: UnsafeMutableBufferPointer<Token>
    /// For each significant position holding an opener or closer, the position of its partner, else
    /// -1. Pairs: `()`, `[]`, `{}`, interpolation open/close, string open/close.
    let partner: UnsafeMutableBufferPointer<Int32>
    /// Indices of the comments among the file's tokens with spaces and line breaks left out:
    /// suppressions and generated-file headers live there, and reading only them is cheaper than
    /// searching the whole file. Two comments with consecutive indices have nothing but spaces and
    /// line breaks between them.
    let comments: UnsafeMutableBufferPointer<Int32>
    /// The comments' tokens, in the order of `comments`.
    let commentTokens: UnsafeMutableBufferPointer<Token>
    let index: TokenIndex

    /// Lexes padded `bytes` in `language` and builds the view as it goes.
    init(lexing bytes: UnsafeBufferPointer<UInt8>, language: Language) {
        // Source averages a token per four or five bytes; one reservation avoids most regrowth.
        var lexed = TokenBuffer(capacity: bytes.count / 4 + 16)
        var builder = Builder(bytes: bytes, language: language, tokenEstimate: bytes.count / 4)
        withUnsafeMutablePointer(to: &builder) { view in
            switch language {
            case .swift: PaddedSource.lex(bytes, into: &lexed, with: SwiftScanner<Builder>.self, layout: false, view: view)
            case .kotlin: PaddedSource.lex(bytes, into: &lexed, with: KotlinScanner<Builder>.self, layout: false, view: view)
            }
        }
        let count = lexed.count
        let partner = UnsafeMutablePointer<Int32>.allocate(capacity: max(1, count))
        partner.initialize(repeating: -1, count: max(1, count))  // one fill, then the pairs
        for pair in UnsafeBufferPointer(start: builder.pairs.base, count: builder.pairs.count) {
            partner[Int(pair.open)] = pair.close
            partner[Int(pair.close)] = pair.open
        }
        builder.pairs.deallocate()
        builder.openers.deallocate()
        builder.index.adopt(parens: builder.parens.takeStorage(), strings: builder.strings.takeStorage(),
                            dots: builder.dots.takeStorage(), imports: builder.imports.takeStorage())
        comments = builder.comments.takeStorage()
        commentTokens = builder.commentTokens.takeStorage()
        tokens = lexed.takeStorage()
        self.partner = UnsafeMutableBufferPointer(start: partner, count: count)
        index = builder.index
    }

    /// What the view holds so far; the lexer calls `take` for every token in file order.
    struct Builder: TokenSink {
        static var isActive: Bool { true }
        var keptComments: UnsafeBufferPointer<Token> { UnsafeBufferPointer(start: commentTokens.base, count: commentTokens.count) }
        let bytes: UnsafeBufferPointer<UInt8>
        let language: Language
        /// Open brackets, strings and interpolations, innermost last.
        var openers = GrowableBuffer<(position: Int32, kind: TokenKind)>(capacity: 64)
        /// Matched opener and closer positions, written to `partner` once the count is known.
        var pairs: GrowableBuffer<(open: Int32, close: Int32)>
        // The three lists most tokens land in, in raw buffers; `index` files the rarer kinds.
        var parens: GrowableBuffer<Int32>
        var strings: GrowableBuffer<Int32>
        var dots: GrowableBuffer<Int32>
        var comments: GrowableBuffer<Int32>
        var commentTokens: GrowableBuffer<Token>
        var imports = GrowableBuffer<Int32>(capacity: 16)
        var index = TokenIndex()
        /// `indexedNamesTable`, read once: a global's lazy initialisation is checked at each read.
        private let indexedNames = Builder.indexedNamesTable

        init(bytes: UnsafeBufferPointer<UInt8>, language: Language, tokenEstimate: Int) {
            self.bytes = bytes
            self.language = language
            pairs = GrowableBuffer(capacity: tokenEstimate / 8)
            parens = GrowableBuffer(capacity: tokenEstimate / 8)
            strings = GrowableBuffer(capacity: tokenEstimate / 32)
            dots = GrowableBuffer(capacity: tokenEstimate / 8)
            comments = GrowableBuffer(capacity: tokenEstimate / 32)
            commentTokens = GrowableBuffer(capacity: tokenEstimate / 32)
        }

        /// Files `token`, about to become significant token `p`; a comment is kept apart and
        /// returns false (it is not a significant token). Inlined into each emitting site of the
        /// lexer, where the kind is known, so only that kind's case is compiled there.
        @inline(__always) mutating func take(_ token: Token, at p: Int) -> Bool {
            let position = Int32(truncatingIfNeeded: p)
            switch token.kind {
            case .whitespace, .newline:
                return false
            case .lineComment, .blockComment:
                comments.append(Int32(truncatingIfNeeded: p &+ commentTokens.count))
                commentTokens.append(token)
                return false
            case .dot:
                dots.append(position)
            case .leftParen, .leftBracket, .leftBrace, .interpolationOpen, .stringOpen:
                if token.kind == .leftParen { parens.append(position) }
                if token.kind == .stringOpen { strings.append(position) }
                if token.kind == .leftBracket { index.noteBracket(at: p) }
                openers.append((position, token.kind))
            case .rightParen, .rightBracket, .rightBrace, .interpolationClose, .stringClose:
                close(token.kind, at: position)
            case .identifier:
                // Most names are no name the index files: told by length and first byte, or by a
                // last `r` (`…Color`) and five bytes or more, before any is compared.
                let start = Int(token.start), end = Int(token.end), length = end &- start
                if indexedNames[min(length, 31) &<< 7 | Int(bytes[start] & 0x7F)] != 0
                    || bytes[end &- 1] == UInt8(ascii: "r") && length >= 5 {
                    index.noteIdentifier(token, at: p, bytes: bytes, language: language, imports: &imports)
                }
            default:
                index.note(token, at: p, bytes: bytes, language: language)
            }
            return true
        }

        /// The top opener usually matches. Otherwise pop to the nearest matching one; unmatched
        /// closers in broken code stay -1. The search is bounded, so that many unclosed strings in a
        /// broken file cannot make this quadratic.
        @inline(never) private mutating func close(_ closer: TokenKind, at position: Int32) {
            let opener = Self.opening(for: closer)
            var depth = openers.count - 1
            let floor = max(0, openers.count - 32)
            while depth >= floor && openers[depth].kind != opener { depth -= 1 }
            if depth >= floor && depth >= 0 {
                pairs.append((openers[depth].position, position))
                openers.truncate(to: depth)
            }
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

        /// Per length (up to 31) and first byte (its low seven bits), 1 when some name
        /// `TokenIndex.noteIdentifier` files has them: a superset, which that function narrows.
        private static let indexedNamesTable: UnsafePointer<UInt8> = {
            let table = UnsafeMutablePointer<UInt8>.allocate(capacity: 32 << 7)
            table.initialize(repeating: 0, count: 32 << 7)
            for name in TokenIndex.indexedNames {
                let utf8 = Array(name.utf8)
                table[min(utf8.count, 31) << 7 | Int(utf8[0] & 0x7F)] = 1
            }
            return UnsafePointer(table)
        }()
    }
}
