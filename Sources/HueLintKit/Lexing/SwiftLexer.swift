/// Lexes Swift source into tokens (see `TokenKind` for what each token covers).
///
/// Lossless and total: the tokens are non-empty, contiguous and cover every byte, for any input
/// (invalid UTF-8, NUL bytes, unterminated anything). Bytes it cannot explain become `.unknown`.
/// Linear time and no recursion, so deeply nested strings and interpolations are safe.
package enum SwiftLexer {
    package static func tokenize(_ bytes: [UInt8], layout: Bool = true) -> [Token] {
        PaddedSource.tokenize(bytes, with: SwiftScanner<NoSink>.self, layout: layout)
    }
}

/// The Swift lexer's state: the cursor plus a stack of open strings and interpolations.
/// Each step lexes one token in the mode on top of the stack; nothing recurses.
struct SwiftScanner<Sink: TokenSink>: LanguageScanner {
    var cursor: LexCursor<Sink>
    var frames: [LexFrame] = []
    /// No bare regex literal starts before this offset (see `bareRegexLength`).
    var noRegexBefore = 0

    init(cursor: LexCursor<Sink>) {
        self.cursor = cursor
    }

    /// One code token per round. String content is lexed out of line (see `outOfLine`), so this
    /// loop checks no mode, and the zero after the last byte ends it, so it checks no position.
    package mutating func run() {
        cursor.scanFileStart()
        var hot = cursor
        lexing: while true {
            switch hot.codeStart {
            case .identifier:
                hot.scanIdentifier()
                hot.passSpace()
            case .digit: outOfLine(&hot) { $0.cursor.scanNumber(hexFloats: true) }
            case .space: hot.scanHorizontalSpace()
            case .lineEnd:
                hot.scanNewline()
                if !frames.isEmpty { leaveSingleLineInterpolations() }  // a call per line end showed in profiles
            case .slash:
                if hot.peek(1) == Byte.slash {
                    hot.scanLineComment()
                } else {
                    outOfLine(&hot) { $0.scanSlash() }
                }
            case .dot: Self.scanDot(&hot)
            case .quote: outOfLine(&hot) { $0.openString(hashes: 0) }
            case .pound: outOfLine(&hot) { $0.scanPound() }
            case .at:
                if hot.has(ByteClass.identifierStart, hot.peek(1)) {
                    hot.scanSigilName(.attribute)
                } else {
                    outOfLine(&hot) { $0.cursor.emitUnknown() }
                }
            case .backtick: outOfLine(&hot) { $0.cursor.scanBacktickIdentifier() }
            case .backslash: hot.emitSeen(.operator)  // a key path: `\.self`, `\Model.name`
            case .question, .operatorCharacter:
                Self.scanOperator(&hot)
                hot.passSpace()
            case .colon:
                hot.emitSeen(.colon)
                hot.passSpace()
            case .leftParen:
                if frames.last?.kind == .interpolation { frames[frames.count - 1].depth += 1 }
                hot.emitSeen(.leftParen)
            case .rightParen:
                if frames.isEmpty {
                    hot.emitSeen(.rightParen)
                } else {
                    outOfLine(&hot) { $0.scanRightParen() }
                }
            case .leftBrace: hot.emitSeen(.leftBrace)
            case .rightBrace: hot.emitSeen(.rightBrace)
            case .leftBracket: hot.emitSeen(.leftBracket)
            case .rightBracket: hot.emitSeen(.rightBracket)
            case .comma:
                hot.emitSeen(.comma)
                hot.passSpace()
            case .semicolon: hot.emitSeen(.semicolon)
            case .nul:
                if hot.isAtEnd { break lexing }
                outOfLine(&hot) { $0.cursor.emitUnknown() }
            case .apostrophe, .other: outOfLine(&hot) { $0.cursor.emitUnknown() }  // no character literals; control bytes
            }
        }
        cursor = hot
    }

    // MARK: Code

    /// `/*`, a bare regex or a division operator (the cursor at a `/` that does not start `//`).
    private mutating func scanSlash() {
        if cursor.peek(1) == Byte.star {
            cursor.scanBlockComment()
        } else if let length = bareRegexLength() {
            scanBareRegex(length: length)
        } else {
            Self.scanOperator(&cursor)
        }
    }

    /// `?` stays alone before `.` (`x?.y`) because a run that does not start with `.` takes no dots.
    @inline(__always) private static func scanOperator(_ cursor: inout LexCursor<Sink>) {
        cursor.scanOperatorRun(alsoDots: false, stopBeforeQuestionDotOrColon: false)
    }

    /// `.` alone is a dot; an operator that starts with a dot may hold more dots (`...`, `..<`, `.==`).
    @inline(__always) private static func scanDot(_ cursor: inout LexCursor<Sink>) {
        let next = cursor.peek(1)
        let startsComment = next == Byte.slash
            && (cursor.peek(2) == Byte.slash || cursor.peek(2) == Byte.star)
        if next == Byte.dot || (cursor.has(ByteClass.operatorCharacter, next) && !startsComment) {
            cursor.scanOperatorRun(alsoDots: true, stopBeforeQuestionDotOrColon: false)
        } else {
            cursor.emitSeen(.dot)
        }
    }

    /// `#if`, `#Preview`…; `#"`, `##"""` open raw strings, `#/` a regex. Any other `#` is unknown.
    private mutating func scanPound() {
        let hashes = cursor.countHashes(from: cursor.position)
        let after = cursor.byte(at: cursor.position + hashes)
        if after == Byte.quote {
            openString(hashes: hashes)
        } else if after == Byte.slash {
            scanExtendedRegex(hashes: hashes)
        } else if hashes == 1 && cursor.has(ByteClass.identifierStart, after) {
            cursor.scanSigilName(.pound)
        } else {
            cursor.emitUnknown(length: hashes)
        }
    }

    /// A `)` closes the innermost interpolation when no parenthesis opened inside it is still open.
    private mutating func scanRightParen() {
        if let top = frames.last, top.kind == .interpolation {
            if top.depth == 0 {
                cursor.emit(.interpolationClose, length: 1)
                frames.removeLast()
                return
            }
            frames[frames.count - 1].depth -= 1
        }
        cursor.emit(.rightParen, length: 1)
    }

    /// Swift forbids line breaks inside the interpolations of a single-line string, so a line end
    /// there means the interpolation (and its string) were never closed: drop both and go on with
    /// the next line as code, rather than swallowing the rest of the file.
    private mutating func leaveSingleLineInterpolations() {
        while let top = frames.last, top.kind == .interpolation, !top.isMultiline {
            frames.removeLast()  // the interpolation
            if frames.last?.kind == .string { frames.removeLast() }  // its string
        }
    }

    // MARK: Strings

    /// Opens `"`, `"""` or their raw forms `#"`, `##"""`, with the cursor at the first `#` or `"`.
    private mutating func openString(hashes: Int) {
        let quote = cursor.position + hashes
        var multiline = cursor.byte(at: quote + 1) == Byte.quote && cursor.byte(at: quote + 2) == Byte.quote
        // Swift's own rule: `#"""` whose closing `"#` is on the same line is a one-line raw string
        // whose text starts with `""`.
        if multiline && hashes > 0 && closingQuoteOnSameLine(from: quote + 3, hashes: hashes) {
            multiline = false
        }
        cursor.emit(.stringOpen, length: hashes + (multiline ? 3 : 1))
        frames.append(.string(multiline: multiline, hashes: hashes))
    }

    private func closingQuoteOnSameLine(from start: Int, hashes: Int) -> Bool {
        var index = start
        while index < cursor.count && !cursor.isLineEnd(cursor.bytes[index]) {
            if cursor.bytes[index] == Byte.quote && cursor.countHashes(from: index + 1) >= hashes {
                return true
            }
            index += 1
        }
        return false
    }

    /// Text up to the next interpolation, closing delimiter or (single-line strings) line end.
    /// Escapes stay inside the text; in a raw string only `\` plus its `#`s escapes or interpolates.
    mutating func scanStringContent(_ frame: LexFrame) {
        let start = cursor.position
        while cursor.position < cursor.count {
            // Only quotes, backslashes and line ends need a look. A skip may run past the end; the
            // position is clamped after the loop.
            cursor.position = cursor.firstMarked(from: cursor.position) {
                LexCursor<Sink>.marks(of: Byte.quote, in: $0) | LexCursor<Sink>.marks(of: Byte.backslash, in: $0) | LexCursor<Sink>.lineEndMarks(in: $0)
            }
            guard cursor.position < cursor.count else { break }
            let current = cursor.bytes[cursor.position]
            if current == Byte.quote {
                let length = closingDelimiterLength(frame)
                if length > 0 {
                    cursor.emitText(from: start)
                    cursor.emit(.stringClose, length: length)
                    frames.removeLast()
                    return
                }
                cursor.position += 1
            } else if current == Byte.backslash {
                let afterHashes = cursor.position + 1 + frame.hashes
                guard cursor.countHashes(from: cursor.position + 1) >= frame.hashes else {
                    cursor.position += 1  // too few `#`: a plain backslash in a raw string
                    continue
                }
                if cursor.byte(at: afterHashes) == Byte.leftParen {
                    cursor.emitText(from: start)
                    cursor.emit(.interpolationOpen, length: frame.hashes + 2)
                    frames.append(.interpolation(inMultiline: frame.isMultiline))
                    return
                }
                // An escape takes the byte after it, so `\"` and `\\` cannot end the string. A line
                // end stays: it ends a single-line string, or continues a multi-line one as text.
                cursor.position = afterHashes
                if cursor.position < cursor.count && !cursor.isLineEnd(cursor.bytes[cursor.position]) {
                    cursor.position += 1
                }
            } else if !frame.isMultiline && cursor.isLineEnd(current) {
                cursor.emitText(from: start)  // unterminated: the line end goes back to code
                frames.removeLast()
                return
            } else {
                cursor.position += 1
            }
        }
        cursor.position = min(cursor.position, cursor.count)
        cursor.emitText(from: start)  // unterminated at the end of the file
    }

    /// The length of the closing delimiter at the cursor (a `"`), or 0 when it does not close.
    private func closingDelimiterLength(_ frame: LexFrame) -> Int {
        let quote = cursor.position
        var end = quote + 1
        if frame.isMultiline {
            guard cursor.byte(at: quote + 1) == Byte.quote && cursor.byte(at: quote + 2) == Byte.quote else {
                return 0
            }
            end = quote + 3
        }
        for offset in 0..<frame.hashes where cursor.byte(at: end + offset) != Byte.pound {
            return 0
        }
        return end + frame.hashes - quote
    }
}
