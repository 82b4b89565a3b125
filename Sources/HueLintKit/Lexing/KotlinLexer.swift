/// Lexes Kotlin source into tokens (see `TokenKind` for what each token covers).
///
/// Lossless and total: the tokens are non-empty, contiguous and cover every byte, for any input
/// (invalid UTF-8, NUL bytes, unterminated anything). Bytes it cannot explain become `.unknown`.
/// Linear time and no recursion, so deeply nested strings and interpolations are safe.
public enum KotlinLexer {
    public static func tokenize(_ bytes: [UInt8]) -> [Token] {
        PaddedSource.tokenize(bytes, with: KotlinScanner.self)
    }
}

/// The Kotlin lexer's state: the cursor plus a stack of open strings and `${…}` templates.
/// Each step lexes one token in the mode on top of the stack; nothing recurses.
struct KotlinScanner: LanguageScanner {
    var cursor: LexCursor
    var frames: [LexFrame] = []

    init(cursor: LexCursor) {
        self.cursor = cursor
    }

    mutating func run() {
        cursor.scanFileStart()
        while !cursor.isAtEnd {
            if let top = frames.last, top.kind == .string {
                scanStringContent(top)
            } else {
                scanCodeToken()
            }
        }
    }

    // MARK: Code

    /// One token of code. Inlined into `run`, with the common scanners, so the hot loop keeps the
    /// cursor in registers: about a quarter fewer instructions than a call per token.
    @inline(__always) private mutating func scanCodeToken() {
        switch cursor.codeStart {
        case .identifier: cursor.scanIdentifier()
        case .digit: cursor.scanNumber(hexFloats: false)
        case .space: cursor.scanHorizontalSpace()
        case .lineEnd: cursor.scanNewline()  // `${…}` may span lines, even in a one-line string
        case .slash:
            let next = cursor.peek(1)
            if next == Byte.slash {
                cursor.scanLineComment()
            } else if next == Byte.star {
                cursor.scanBlockComment()
            } else {
                scanOperator()
            }
        case .dot: scanDot()
        case .question:
            let next = cursor.peek(1)
            if next == Byte.dot {
                cursor.emit(.dot, length: 2)  // safe call `?.`
            } else if next == Byte.colon {
                cursor.emit(.operator, length: 2)  // elvis `?:`
            } else {
                scanOperator()
            }
        case .colon:
            if cursor.peek(1) == Byte.colon {
                cursor.emit(.operator, length: 2)  // `::` references
            } else {
                cursor.emit(.colon, length: 1)
            }
        case .quote: openString()
        case .apostrophe: scanCharLiteral()
        case .at:
            if cursor.has(ByteClass.identifierStart, cursor.peek(1)) {
                cursor.scanSigilName(.attribute)
            } else {
                cursor.emit(.operator, length: 1)  // a label's `@`: `loop@ for (…)`
            }
        case .backtick: cursor.scanBacktickIdentifier()
        case .operatorCharacter: scanOperator()
        case .leftBrace:
            if frames.last?.kind == .interpolation { frames[frames.count - 1].depth += 1 }
            cursor.emit(.leftBrace, length: 1)
        case .rightBrace: scanRightBrace()
        case .leftParen: cursor.emit(.leftParen, length: 1)
        case .rightParen: cursor.emit(.rightParen, length: 1)
        case .leftBracket: cursor.emit(.leftBracket, length: 1)
        case .rightBracket: cursor.emit(.rightBracket, length: 1)
        case .comma: cursor.emit(.comma, length: 1)
        case .semicolon: cursor.emit(.semicolon, length: 1)
        case .pound, .backslash, .other: cursor.emitUnknown()  // `#` past a shebang, control bytes, NUL
        }
    }

    private mutating func scanOperator() {
        cursor.scanOperatorRun(alsoDots: false, stopBeforeQuestionDotOrColon: true)
    }

    /// `.` member access, `..` and `..<` ranges, or a fraction like `.5f`.
    @inline(__always) private mutating func scanDot() {
        let next = cursor.peek(1)
        if next == Byte.dot {
            cursor.emit(.operator, length: cursor.peek(2) == Byte.less ? 3 : 2)
        } else if cursor.has(ByteClass.decimalDigit, next) {
            cursor.scanNumber(hexFloats: false)
        } else {
            cursor.emit(.dot, length: 1)
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
    private mutating func scanStringContent(_ frame: LexFrame) {
        let start = cursor.position
        while cursor.position < cursor.count {
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
