/// Swift regex literals, `/[a-z]+/` and `#/ … /#`. They are lexed like strings (open, text, close)
/// because the token vocabulary has no regex kind, and so that their `"`, `#` or `//` cannot
/// start a string, a pound or a comment.
extension SwiftScanner {
    /// Whether the `/` at the cursor starts a bare regex literal rather than being division.
    /// Deliberately cautious, like Swift's own rule: the `/` must stand where an expression starts
    /// (after an operator, an opening bracket, `,`, `:` or `;`), must not be followed by a space,
    /// tab, `)` or `,`, and its closing `/` must be on the same line with no unbalanced `)` before it.
    mutating func bareRegexLength() -> Int? {
        let first = cursor.peek(1)
        switch first {
        case Byte.space, Byte.tab, Byte.newline, Byte.carriageReturn, Byte.star, Byte.rightParen, Byte.comma:
            return nil  // `f(/, x)` passes the operator; `/*` is a comment
        default:
            if cursor.position + 1 >= cursor.count { return nil }
        }
        guard cursor.position >= noRegexBefore, expressionCanStartHere() else { return nil }
        var index = cursor.position + 1
        var parens = 0
        while index < cursor.count {
            let current = cursor.bytes[index]
            if cursor.isLineEnd(current) { break }
            if current == Byte.backslash {
                if cursor.isLineEnd(cursor.byte(at: index + 1)) { break }
                index += 2
                continue
            }
            if current == Byte.slash { return index + 1 - cursor.position }
            if current == Byte.leftParen { parens += 1 }
            if current == Byte.rightParen {
                parens -= 1
                if parens < 0 { break }
            }
            index += 1
        }
        // Any `/` before `index` would fail the same way (it is escaped in this scan, and its own
        // scan sees the same bytes after it), so skip those: a line of `(/(/(/…` stays linear.
        noRegexBefore = index
        return nil
    }

    /// Whether the last token before the cursor, skipping spaces and comments, leaves the parser
    /// expecting an expression. A line break in between means no: a statement may end there.
    private func expressionCanStartHere() -> Bool {
        var index = cursor.tokens.count - 1
        // The lint pass's view keeps the comments (see `LexCursor.append`): read them in order too.
        let comments = cursor.view.map { $0.pointee.keptComments }
        var comment = (comments?.count ?? 0) - 1
        var boundary = cursor.position
        while index >= 0 || comment >= 0 {
            let takesComment = comment >= 0 && (index < 0 || comments![comment].start > cursor.tokens[index].start)
            let token = takesComment ? comments![comment] : cursor.tokens[index]
            // Without layout tokens (see `PaddedSource.lex`) line breaks live in the gaps.
            if Byte.lineEnd(in: cursor.bytes, from: Int(token.end), to: boundary) { return false }
            switch token.kind {
            case .whitespace, .lineComment, .blockComment:
                if takesComment { comment -= 1 } else { index -= 1 }
                boundary = Int(token.start)
            case .operator, .leftParen, .leftBracket, .leftBrace, .comma, .colon, .semicolon,
                 .interpolationOpen:
                return true
            default:
                return false
            }
        }
        return !Byte.lineEnd(in: cursor.bytes, from: 0, to: boundary)  // the start of the file
    }

    /// Lexes a bare regex of `length` bytes, its delimiters included.
    mutating func scanBareRegex(length: Int) {
        let end = cursor.position + length
        cursor.emit(.stringOpen, length: 1)
        let start = cursor.position
        cursor.position = end - 1
        cursor.emitText(from: start)
        cursor.emit(.stringClose, length: 1)
    }

    /// `#/ … /#` with any number of `#`, the cursor at the first `#`. When the line ends right after
    /// the opening, the literal may span lines; otherwise an unclosed one ends at the line end.
    mutating func scanExtendedRegex(hashes: Int) {
        cursor.emit(.stringOpen, length: hashes + 1)
        let multiline = cursor.isAtEnd || cursor.isLineEnd(cursor.peek())
        let start = cursor.position
        while cursor.position < cursor.count {
            let current = cursor.bytes[cursor.position]
            if current == Byte.slash && cursor.countHashes(from: cursor.position + 1) >= hashes {
                cursor.emitText(from: start)
                cursor.emit(.stringClose, length: hashes + 1)
                return
            }
            if !multiline && cursor.isLineEnd(current) { break }
            let escapes = current == Byte.backslash && cursor.position + 1 < cursor.count
                && !cursor.isLineEnd(cursor.bytes[cursor.position + 1])
            cursor.position += escapes ? 2 : 1
        }
        cursor.emitText(from: start)  // unterminated
    }
}
