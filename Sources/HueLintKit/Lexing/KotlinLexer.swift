/// Lexes Kotlin source into tokens (see `TokenKind` for what each token covers).
///
/// Lossless and total: the tokens are non-empty, contiguous and cover every byte, for any input
/// (invalid UTF-8, NUL bytes, unterminated anything). Bytes it cannot explain become `.unknown`.
/// Linear time and no recursion, so deeply nested strings and interpolations are safe.
package enum KotlinLexer {
    package static func tokenize(_ bytes: [UInt8], layout: Bool = true) -> [Token] {
        PaddedSource.tokenize(bytes, with: KotlinScanner<NoSink>.self, layout: layout)
    }
}

/// The Kotlin lexer's state: the cursor plus a stack of open strings and `${…}` templates.
/// Each step lexes one token in the mode on top of the stack; nothing recurses.
struct KotlinScanner<Sink: TokenSink>: LanguageScanner {
    var cursor: LexCursor<Sink>
    var frames: [LexFrame] = []

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
            case .digit: outOfLine(&hot) { $0.cursor.scanNumber(hexFloats: false) }
            case .space: hot.scanHorizontalSpace()
            case .lineEnd: hot.scanNewline()  // `${…}` may span lines, even in a one-line string
            case .slash:
                let next = hot.peek(1)
                if next == Byte.slash {
                    hot.scanLineComment()
                } else if next == Byte.star {
                    outOfLine(&hot) { $0.cursor.scanBlockComment() }
                } else {
                    Self.scanOperator(&hot)
                }
            case .dot:
                if hot.has(ByteClass.decimalDigit, hot.peek(1)) {
                    outOfLine(&hot) { $0.cursor.scanNumber(hexFloats: false) }  // a fraction like `.5f`
                } else {
                    Self.scanDotOrRange(&hot)
                }
            case .question:
                let next = hot.peek(1)
                if next == Byte.dot {
                    hot.emitSeen(.dot, length: 2)  // safe call `?.`
                } else if next == Byte.colon {
                    hot.emitSeen(.operator, length: 2)  // elvis `?:`
                } else {
                    Self.scanOperator(&hot)
                }
            case .colon:
                if hot.peek(1) == Byte.colon {
                    hot.emitSeen(.operator, length: 2)  // `::` references
                } else {
                    hot.emitSeen(.colon)
                    hot.passSpace()
                }
            case .quote: outOfLine(&hot) { $0.openString() }
            case .apostrophe: outOfLine(&hot) { $0.scanCharLiteral() }
            case .at:
                if hot.has(ByteClass.identifierStart, hot.peek(1)) {
                    hot.scanSigilName(.attribute)
                } else {
                    hot.emitSeen(.operator)  // a label's `@`: `loop@ for (…)`
                }
            case .backtick: outOfLine(&hot) { $0.cursor.scanBacktickIdentifier() }
            case .operatorCharacter:
                Self.scanOperator(&hot)
                hot.passSpace()
            case .leftBrace:
                if frames.last?.kind == .interpolation { frames[frames.count - 1].depth += 1 }
                hot.emitSeen(.leftBrace)
            case .rightBrace:
                if frames.isEmpty {
                    hot.emitSeen(.rightBrace)
                } else {
                    outOfLine(&hot) { $0.scanRightBrace() }
                }
            case .leftParen: hot.emitSeen(.leftParen)
            case .rightParen: hot.emitSeen(.rightParen)
            case .leftBracket: hot.emitSeen(.leftBracket)
            case .rightBracket: hot.emitSeen(.rightBracket)
            case .comma:
                hot.emitSeen(.comma)
                hot.passSpace()
            case .semicolon: hot.emitSeen(.semicolon)
            case .nul:
                if hot.isAtEnd { break lexing }
                outOfLine(&hot) { $0.cursor.emitUnknown() }
            case .pound, .backslash, .other: outOfLine(&hot) { $0.cursor.emitUnknown() }  // `#` past a shebang, control bytes
            }
        }
        cursor = hot
    }

    // MARK: Code

    @inline(__always) private static func scanOperator(_ cursor: inout LexCursor<Sink>) {
        cursor.scanOperatorRun(alsoDots: false, stopBeforeQuestionDotOrColon: true)
    }

    /// `.` member access, or the `..` and `..<` ranges.
    @inline(__always) private static func scanDotOrRange(_ cursor: inout LexCursor<Sink>) {
        if cursor.peek(1) == Byte.dot {
            cursor.emitSeen(.operator, length: cursor.peek(2) == Byte.less ? 3 : 2)
        } else {
            cursor.emitSeen(.dot)
        }
    }

    /// A `}` closes the innermost `${` when no brace opened inside it is still open.
    private mutating func scanRightBrace() {
        if let top = frames.last, top.kind == .interpolation {
            if top.depth == 0 {
                cursor.emit(.interpolationClose, length: 1)
                frames.removeLast()
                return
            }
            frames[frames.count - 1].depth -= 1
        }
        cursor.emit(.rightBrace, length: 1)
    }

    /// `'a'`, `'\''`, `'\u0041'`. Like Kotlin's own lexer, an unclosed literal runs to the line end.
    private mutating func scanCharLiteral() {
        let start = cursor.position
        cursor.position += 1
        while cursor.position < cursor.count {
            let current = cursor.bytes[cursor.position]
            if current == Byte.apostrophe {
                cursor.position += 1
                break
            }
            if cursor.isLineEnd(current) { break }
            let escapes = current == Byte.backslash && !cursor.isLineEnd(cursor.peek(1))
            cursor.position += escapes ? 2 : 1
        }
        cursor.position = min(cursor.position, cursor.count)
        cursor.emit(.charLiteral, from: start)
    }

    // MARK: Strings

    /// `"` or the raw `"""`.
    private mutating func openString() {
        let multiline = cursor.peek(1) == Byte.quote && cursor.peek(2) == Byte.quote
        cursor.emit(.stringOpen, length: multiline ? 3 : 1)
        frames.append(.string(multiline: multiline))
    }

    /// Text up to the next template, closing delimiter or (one-line strings) line end.
    /// `"""` strings have no escapes; both kinds have `$name` and `${…}` templates.
    mutating func scanStringContent(_ frame: LexFrame) {
        let start = cursor.position
        while cursor.position < cursor.count {
            // Only quotes, `$`, backslashes and line ends need a look. A skip may run past the end;
            // the position is clamped after the loop.
            cursor.position = cursor.firstMarked(from: cursor.position) {
                LexCursor<Sink>.marks(of: Byte.quote, in: $0) | LexCursor<Sink>.marks(of: Byte.dollar, in: $0)
                    | LexCursor<Sink>.marks(of: Byte.backslash, in: $0) | LexCursor<Sink>.lineEndMarks(in: $0)
            }
            guard cursor.position < cursor.count else { break }
            let current = cursor.bytes[cursor.position]
            if current == Byte.quote {
                if !frame.isMultiline {
                    cursor.emitText(from: start)
                    cursor.emit(.stringClose, length: 1)
                    frames.removeLast()
                    return
                }
                // In `"""` text, a run of four or more quotes closes with its last three.
                let quotes = cursor.countQuotes(from: cursor.position)
                if quotes >= 3 {
                    cursor.position += quotes - 3
                    cursor.emitText(from: start)
                    cursor.emit(.stringClose, length: 3)
                    frames.removeLast()
                    return
                }
                cursor.position += quotes
            } else if current == Byte.dollar {
                let next = cursor.peek(1)
                if next == Byte.leftBrace {
                    cursor.emitText(from: start)
                    cursor.emit(.interpolationOpen, length: 2)
                    frames.append(.interpolation(inMultiline: frame.isMultiline))
                    return
                }
                if next != Byte.dollar && cursor.has(ByteClass.identifierStart, next) {
                    cursor.emitText(from: start)
                    scanTemplateName()
                    return
                }
                cursor.position += 1  // a `$` that starts no template is text
            } else if current == Byte.backslash && !frame.isMultiline {
                // An escape takes the byte after it, so `\"` and `\$` stay text.
                let escapesNext = !cursor.isLineEnd(cursor.peek(1)) && cursor.position + 1 < cursor.count
                cursor.position += escapesNext ? 2 : 1
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

    /// `$name`: Kotlin names hold no `$`, so `"$a$b"` is two templates.
    private mutating func scanTemplateName() {
        let start = cursor.position
        cursor.position += 1
        while cursor.position < cursor.count {
            let current = cursor.bytes[cursor.position]
            guard current != Byte.dollar && cursor.has(ByteClass.identifierPart, current) else { break }
            cursor.position += 1
        }
        cursor.emit(.templateName, from: start)
    }
}

extension LexCursor {
    /// How many `"` follow `index` directly, `index` included.
    func countQuotes(from index: Int) -> Int {
        var end = index
        while end < count && bytes[end] == Byte.quote { end += 1 }
        return end - index
    }
}
