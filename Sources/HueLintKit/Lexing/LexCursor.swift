/// One level of a lexer's mode stack. Strings hold interpolations, which hold code, which can
/// hold strings again; an explicit stack instead of recursion keeps deep nesting off the call stack.
struct LexFrame {
    enum Kind { case string, interpolation }

    var kind: Kind
    /// For a string: whether it is `"""`. For an interpolation: whether its string is.
    var isMultiline: Bool
    /// Swift raw strings: the number of `#` around the delimiter (0 for a plain string).
    var hashes: Int
    /// For an interpolation: parentheses (Swift) or braces (Kotlin) opened inside and not yet closed.
    var depth: Int

    static func string(multiline: Bool, hashes: Int = 0) -> LexFrame {
        LexFrame(kind: .string, isMultiline: multiline, hashes: hashes, depth: 0)
    }

    static func interpolation(inMultiline multiline: Bool) -> LexFrame {
        LexFrame(kind: .interpolation, isMultiline: multiline, hashes: 0, depth: 0)
    }
}

/// What a lexer feeds besides its token buffer: nothing (`NoSink`, every caller but the lint pass)
/// or the lint pass's view (`SignificantView.Builder`). The lexers take it as a type parameter, so
/// each is compiled once per sink and the plain lexer carries none of the view's work.
protocol TokenSink {
    /// False only for `NoSink`, whose `take` is never called.
    static var isActive: Bool { get }
    /// Files `token`, about to become token `p` of the buffer; false when the sink keeps it instead
    /// (a comment), and the buffer does not get it.
    mutating func take(_ token: Token, at p: Int) -> Bool
    /// The comments the sink kept, in order.
    var keptComments: UnsafeBufferPointer<Token> { get }
}

/// The sink of a lexer that only fills its token buffer.
struct NoSink: TokenSink {
    static var isActive: Bool { false }
    func take(_ token: Token, at p: Int) -> Bool { true }
    var keptComments: UnsafeBufferPointer<Token> { UnsafeBufferPointer(start: nil, count: 0) }
}

/// A language's lexer: it owns a cursor and lexes until the cursor reaches the end.
protocol LanguageScanner {
    associatedtype Sink: TokenSink
    init(cursor: LexCursor<Sink>)
    var cursor: LexCursor<Sink> { get set }
    var frames: [LexFrame] { get }
    mutating func run()
    /// String text up to the next delimiter, interpolation or template, with the string on top.
    mutating func scanStringContent(_ frame: LexFrame)
}

extension LanguageScanner {
    /// Runs `scan`, a scanner that is not inlined, on `hot`: the run loop's own copy of the cursor,
    /// which the compiler keeps in registers only while its address never escapes. The copy goes to
    /// `cursor` and back; a reload per token from memory cost more than this copy per rare token.
    /// Only the position and the tokens move: the other fields are constants, and copying them too
    /// made the compiler keep two of them in a vector register, unpacked on every token.
    ///
    /// Strings are opened and resumed (an interpolation closing) only here, so their content is
    /// lexed here too, until code resumes or the file ends: the run loop lexes code only.
    @inline(__always) mutating func outOfLine(_ hot: inout LexCursor<Sink>, _ scan: (inout Self) -> Void) {
        cursor.position = hot.position
        cursor.tokens = hot.tokens
        scan(&self)
        while let top = frames.last, top.kind == .string, !cursor.isAtEnd {
            scanStringContent(top)
        }
        hot.position = cursor.position
        hot.tokens = cursor.tokens
    }
}

/// Lexer input: a file's bytes followed by `padding` zero bytes. The zeros are a sentinel: no
/// identifier or space byte is 0, so the hottest loops stop at the end without a bounds check, and
/// eight-byte loads that start at or before the end stay inside the allocation.
enum PaddedSource {
    static let padding = 8

    /// Runs `body` over a padded copy of `bytes`.
    static func withCopy<R>(of bytes: [UInt8], _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        let storage = UnsafeMutablePointer<UInt8>.allocate(capacity: bytes.count + padding)
        defer { storage.deallocate() }
        bytes.withUnsafeBufferPointer { source in
            if let base = source.baseAddress { storage.initialize(from: base, count: bytes.count) }
        }
        (storage + bytes.count).initialize(repeating: 0, count: padding)
        return body(UnsafeBufferPointer(start: storage, count: bytes.count))
    }

    /// Runs a language's scanner over padded `bytes`, appending to `tokens`. Without `layout`, spaces
    /// and line breaks are skipped, not stored: the lint pass never reads them, and storing then
    /// filtering them out cost about a tenth of a lint. What is left is still in order, and
    /// every gap between two tokens holds only spaces and line breaks.
    ///
    /// With a `view`, each token also goes to it as it is emitted, and comments go only there.
    static func lex<Scanner: LanguageScanner>(_ bytes: UnsafeBufferPointer<UInt8>, into tokens: inout TokenBuffer,
                                              with _: Scanner.Type, layout: Bool = true,
                                              view: UnsafeMutablePointer<Scanner.Sink>? = nil) {
        precondition(view == nil || !layout, "the lint pass's view is built without layout tokens")
        ByteTables.classesThenStarts.withUnsafeBufferPointer { tables in
            var scanner = Scanner(cursor: LexCursor(bytes: bytes, tables: tables.baseAddress!, tokens: tokens,
                                                    keepsLayout: layout, view: view))
            scanner.run()
            tokens = scanner.cursor.tokens
        }
    }

    /// The tokens of `bytes` as an array (tests, the fuzzer, fixes: everything but the lint pass).
    static func tokenize<Scanner: LanguageScanner>(_ bytes: [UInt8], with scanner: Scanner.Type,
                                                   layout: Bool = true) -> [Token] {
        withCopy(of: bytes) { padded in
            // Source averages a token per four or five bytes; one reservation avoids most regrowth.
            var buffer = TokenBuffer(capacity: bytes.count / 4 + 16)
            lex(padded, into: &buffer, with: scanner, layout: layout)
            return buffer.finish()
        }
    }
}

/// The position in a file and the tokens so far, with the scanners both languages share.
///
/// Every scanner starts at `position` and appends exactly the token(s) it covered, so the token
/// stream stays contiguous. Each step of a lexer either advances or pops a mode (a one-line string
/// ending at a line end), so lexing always finishes. Reads past the end yield 0, which no scanner
/// treats as a terminator: loops that stop on a byte also check `position < count`, except the
/// identifier and space loops and the lexers' code loops, which rely on `PaddedSource`'s zero
/// sentinel (the code loops stop at a NUL byte that is the end).
struct LexCursor<Sink: TokenSink> {
    /// The file's bytes, followed by `PaddedSource.padding` zero bytes.
    let base: UnsafePointer<UInt8>
    /// `ByteTables.classesThenStarts`, held as a pointer so lookups skip array checks.
    let tables: UnsafePointer<UInt8>
    let count: Int
    /// Whether spaces and line breaks become tokens (see `PaddedSource.lex`).
    let keepsLayout: Bool
    /// The lint pass's view, fed every token as it is emitted; comments go there, not to `tokens`.
    let view: UnsafeMutablePointer<Sink>?
    var position = 0
    var tokens: TokenBuffer

    init(bytes: UnsafeBufferPointer<UInt8>, tables: UnsafePointer<UInt8>, tokens: TokenBuffer, keepsLayout: Bool = true,
         view: UnsafeMutablePointer<Sink>? = nil) {
        self.base = bytes.baseAddress!
        self.tables = tables
        self.count = bytes.count
        self.tokens = tokens
        self.keepsLayout = keepsLayout
        self.view = view
    }

    // MARK: Reading

    /// The file's bytes, read through `base` so the loop keeps one pointer to them in a register.
    @inline(__always) var bytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: base, count: count) }

    /// What the byte at the cursor can start in code.
    @inline(__always) var codeStart: CodeStart {
        // The table holds raw values of `CodeStart` only, so the cast skips `init(rawValue:)`'s check.
        unsafeBitCast(tables[ByteTables.startsOffset + Int(base[position])], to: CodeStart.self)
    }

    @inline(__always) var isAtEnd: Bool { position >= count }

    /// The byte at `index`, or 0 past the end.
    @inline(__always) func byte(at index: Int) -> UInt8 {
        index < count ? bytes[index] : 0
    }

    /// The byte `offset` bytes after the current position, or 0 past the end.
    @inline(__always) func peek(_ offset: Int = 0) -> UInt8 { byte(at: position + offset) }

    @inline(__always) func has(_ flags: UInt8, _ byte: UInt8) -> Bool {
        tables[Int(byte)] & flags != 0
    }

    @inline(__always) func isLineEnd(_ byte: UInt8) -> Bool {
        byte == Byte.newline || byte == Byte.carriageReturn
    }

    /// How many `#` follow `index` directly.
    func countHashes(from index: Int) -> Int {
        var end = index
        while end < count && bytes[end] == Byte.pound { end += 1 }
        return end - index
    }

    /// The kind of the token ending at `offset`, if any; numbers after `.` use it to read `t.0.1`
    /// as tuple access. (Without layout tokens the last token may end before a space; with the
    /// lint's view, a comment is never the last token, which only a `.` needs to be.)
    func kind(endingAt offset: Int) -> TokenKind? {
        guard let last = tokens.last, Int(last.end) == offset else { return nil }
        return last.kind
    }

    // MARK: Writing

    /// Appends `token`, handing it to the view first (which keeps comments for itself).
    @inline(__always) mutating func append(_ token: Token) {
        if Sink.isActive, let view, !view.pointee.take(token, at: tokens.count) { return }
        tokens.append(token)
    }

    /// Appends a token from `start` to the current position.
    @inline(__always) mutating func emit(_ kind: TokenKind, from start: Int) {
        append(Token(kind, start, position))
    }

    /// Advances over `length` bytes the caller has read, so all before the end, and appends them
    /// as one token; unlike `emit(_:length:)`, no clamp to the end.
    @inline(__always) mutating func emitSeen(_ kind: TokenKind, length: Int = 1) {
        let start = position
        position &+= length
        append(Token(kind, start, position))
    }

    /// Advances by `length` bytes, or to the end, and appends them as one token.
    @inline(__always) mutating func emit(_ kind: TokenKind, length: Int) {
        let start = position
        position = min(position + length, count)
        append(Token(kind, start, position))
    }

    /// Appends `.stringText` from `start`, unless the text is empty (a delimiter right after another).
    @inline(__always) mutating func emitText(from start: Int) {
        if position > start { emit(.stringText, from: start) }
    }

    /// Covers `length` bytes with `.unknown`, joining a directly preceding unknown token.
    mutating func emitUnknown(length: Int = 1) {
        let start = position
        position = min(position + length, count)
        if let last = tokens.last, last.kind == .unknown, Int(last.end) == start {
            tokens.extendLast(to: position)
        } else {
            append(Token(.unknown, start, position))
        }
    }

    // MARK: Scanners shared by both languages

    /// A UTF-8 byte-order mark, then a `#!` line (scripts), at the very start of the file.
    mutating func scanFileStart() {
        if count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF {
            if keepsLayout { emit(.whitespace, length: 3) } else { position = 3 }
        }
        if peek() == Byte.pound && peek(1) == Byte.exclamation {
            scanLineComment()
        }
    }

    @inline(__always) mutating func scanHorizontalSpace() {
        let start = position
        position &+= 1
        // Between tokens, most runs are one space: one table test ends them.
        if has(ByteClass.horizontalSpace, base[position]) {
            // Runs of spaces (indentation) eight at a time: the first non-space byte of a word is
            // found by counting equal bytes, which spares a mispredicted branch at the end of most
            // runs. The zero padding differs from a space, so the word loop stops at the end by itself.
            while true {
                let difference = word(at: position) ^ 0x2020_2020_2020_2020
                if difference != 0 {
                    position &+= difference.trailingZeroBitCount / 8
                    break
                }
                position &+= 8
            }
            while has(ByteClass.horizontalSpace, base[position]) { position &+= 1 }
        }
        if keepsLayout { emit(.whitespace, from: start) }
    }

    /// For the lint pass's view (never with layout tokens), passes over one space after a token:
    /// the commonest gap between two tokens then costs no trip through the lexer's dispatch, which
    /// mispredicts. (A longer run, or another kind of space, is left to the dispatch; nothing is
    /// stored for either.)
    @inline(__always) mutating func passSpace() {
        if Sink.isActive && base[position] == Byte.space { position &+= 1 }
    }

    /// `\n`, `\r\n` or a lone `\r`, then any indentation. Call only at a line end.
    @inline(__always) mutating func scanNewline() {
        let start = position
        if bytes[position] == Byte.carriageReturn && byte(at: position + 1) == Byte.newline {
            position += 2
        } else {
            position += 1
        }
        if keepsLayout { emit(.newline, from: start) }
        // Most lines start with indentation; taking it here saves a trip through the dispatch.
        if position < count && bytes[position] == Byte.space { scanHorizontalSpace() }
    }

    /// From `//` (or `#!`) up to, not including, the line end.
    @inline(__always) mutating func scanLineComment() {
        let start = position
        position = min(firstMarked(from: position + 2, Self.lineEndMarks), count)
        emit(.lineComment, from: start)
    }

    /// The first index from `index` whose byte `marks` marks, reading eight bytes a round; at or
    /// past `count` when there is none before the end (callers clamp). Each load starts before the
    /// end, so it stays within the padding, whose zeros no scanner marks.
    @inline(__always) func firstMarked(from index: Int, _ marks: (UInt64) -> UInt64) -> Int {
        var index = index
        while index < count {
            let marked = marks(word(at: index))
            if marked != 0 { return index &+ marked.trailingZeroBitCount / 8 }
            index &+= 8
        }
        return index
    }

    /// The eight bytes from `index`, the first in the lowest bits. Start at or before the end, so
    /// the load stays within the padding.
    @inline(__always) func word(at index: Int) -> UInt64 {
        UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
    }

    /// The high bit set in each byte of `word` equal to `byte`. Bytes above the lowest match may be
    /// marked wrongly (a borrow), so only the lowest mark is exact, which is all the scanners use.
    @inline(__always) static func marks(of byte: UInt8, in word: UInt64) -> UInt64 {
        let zeroWhereEqual = word ^ (0x0101_0101_0101_0101 &* UInt64(byte))
        return (zeroWhereEqual &- 0x0101_0101_0101_0101) & ~zeroWhereEqual & 0x8080_8080_8080_8080
    }

    /// `marks(of:in:)` for `\n` and `\r`.
    @inline(__always) static func lineEndMarks(in word: UInt64) -> UInt64 {
        marks(of: Byte.newline, in: word) | marks(of: Byte.carriageReturn, in: word)
    }

    /// From `/*` to the `*/` closing it, counting nested `/* */` pairs; to the end if unterminated.
    mutating func scanBlockComment() {
        let start = position
        position += 2
        var depth = 1
        while position < count {
            // Only `*` and `/` need a look.
            position = firstMarked(from: position) { Self.marks(of: Byte.star, in: $0) | Self.marks(of: Byte.slash, in: $0) }
            guard position < count else { break }
            let current = bytes[position]
            if current == Byte.star && byte(at: position + 1) == Byte.slash {
                position += 2
                depth -= 1
                if depth == 0 { break }
            } else if current == Byte.slash && byte(at: position + 1) == Byte.star {
                position += 2
                depth += 1
            } else {
                position += 1
            }
        }
        position = min(position, count)
        emit(.blockComment, from: start)
    }

    /// Advances over identifier bytes (letters, digits, `_`, `$`, non-ASCII).
    @inline(__always) mutating func skipIdentifierPart() {
        // Four bytes a round, so the position moves once per four table tests. Each read is at most
        // one past an identifier byte, so at most at the first padding byte, whose 0 stops the run.
        var next = base + position
        while true {
            guard has(ByteClass.identifierPart, next[0]) else { break }
            guard has(ByteClass.identifierPart, next[1]) else { next += 1; break }
            guard has(ByteClass.identifierPart, next[2]) else { next += 2; break }
            guard has(ByteClass.identifierPart, next[3]) else { next += 3; break }
            next += 4
        }
        position = next - base
    }

    /// A name, keywords included. Call at an identifier-start byte.
    @inline(__always) mutating func scanIdentifier() {
        let start = position
        position &+= 1
        skipIdentifierPart()
        emit(.identifier, from: start)
    }

    /// `@name` → attribute, `#name` → pound: the sigil plus the name. Call when a name follows.
    @inline(__always) mutating func scanSigilName(_ kind: TokenKind) {
        let start = position
        position += 1
        skipIdentifierPart()
        emit(kind, from: start)
    }

    /// `` `name` `` on one line (names may hold spaces in both languages). A backtick with no
    /// partner on its line is unknown.
    mutating func scanBacktickIdentifier() {
        // Kotlin test names run to fifty bytes and more.
        let end = min(firstMarked(from: position + 1) { Self.marks(of: Byte.backtick, in: $0) | Self.lineEndMarks(in: $0) }, count)
        if end < count && bytes[end] == Byte.backtick && end > position + 1 {
            let start = position
            position = end + 1
            emit(.backtickIdentifier, from: start)
        } else {
            emitUnknown()
        }
    }

    /// A maximal run of operator characters from the current one, which must be an operator
    /// character that does not start a comment. Stops before `//` and `/*` so comments win.
    /// `alsoDots` lets the run include `.` (Swift operators that begin with a dot, like `..<`).
    /// `stopBeforeQuestionDotOrColon` ends the run before Kotlin's `?.` and `?:`.
    @inline(__always) mutating func scanOperatorRun(alsoDots: Bool, stopBeforeQuestionDotOrColon: Bool) {
        let start = position
        position += 1
        while position < count {
            let current = bytes[position]
            if current == Byte.slash {
                let next = byte(at: position + 1)
                if next == Byte.slash || next == Byte.star { break }
            } else if !(has(ByteClass.operatorCharacter, current) || (alsoDots && current == Byte.dot)) {
                break
            }
            if stopBeforeQuestionDotOrColon && current == Byte.question {
                let next = byte(at: position + 1)
                if next == Byte.dot || next == Byte.colon { break }
            }
            position += 1
        }
        emit(.operator, from: start)
    }
}
