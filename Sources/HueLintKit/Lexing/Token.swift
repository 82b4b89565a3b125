/// What a token is. The lexer is lossless: every byte of a file belongs to exactly one token.
package enum TokenKind: UInt8, Sendable, CaseIterable {
    // Trivia
    case whitespace          // spaces, tabs, form feeds, a UTF-8 byte-order mark
    case newline             // \n, \r\n or a lone \r
    /// Also a `#!` script line at the very start of the file (after a byte-order mark, if any).
    case lineComment         // `// …` and `/// …` up to (not including) the line end
    case blockComment        // `/* … */`, `/** … */`, nested in both languages; may be unterminated at EOF

    // Words and literals
    case identifier          // names and keywords alike, `_`, `$0` in Swift
    case backtickIdentifier  // `` `name` `` (Swift and Kotlin)
    case number              // 12, 0xFF, 0b1010, 1_000, 1.5e3, 0x1p-2, 12L, 0xFFu, 1.5f
    case attribute           // `@State`, `@Composable`, `@file:JvmName` (just `@` + name)
    case pound               // `#if`, `#colorLiteral`, `#Preview`, `#selector` (just `#` + name)
    case charLiteral         // Kotlin `'a'`, `'\n'`, `'\u0041'`

    // Strings: open, then text / interpolation pieces, then close.
    /// Swift regex literals lex like strings too: `/…/` and `#/…/#` open with `/` or `#/`, their
    /// pattern is one `stringText`, and `/` or `/#` closes. A string left open at the end of its line
    /// (one-line strings) or of the file has no `stringClose`.
    case stringOpen          // `"`, `"""`, `#"`, `##"""` …
    case stringText          // literal content between delimiters and interpolations, escapes included
    case stringClose         // the closing delimiter matching `stringOpen`
    case interpolationOpen   // Swift `\(` or `\#(`; Kotlin `${`
    case interpolationClose  // the `)` or `}` ending an interpolation
    case templateName        // Kotlin `$name` inside a string

    // Punctuation
    case leftParen, rightParen
    case leftBracket, rightBracket
    case leftBrace, rightBrace
    case comma, colon, semicolon
    case dot                 // `.`; in Kotlin also `?.`
    /// Also Swift's key-path `\` and a Kotlin label's lone `@` (`loop@ for …`).
    case `operator`          // any other operator run: `==`, `?`, `->`, `...`, `!`, `::`

    case unknown             // bytes no rule of the language explains; never stops the lexer

    @inlinable package var isTrivia: Bool {
        switch self {
        case .whitespace, .newline, .lineComment, .blockComment: return true
        default: return false
        }
    }

    @inlinable package var isComment: Bool { self == .lineComment || self == .blockComment }
}

/// A token: its kind and the half-open byte range it covers. 12 bytes, so a file's tokens stay small.
package struct Token: Hashable, Sendable {
    package var kind: TokenKind
    package var start: Int32
    package var end: Int32

    @inlinable package init(_ kind: TokenKind, _ start: Int, _ end: Int) {
        self.kind = kind
        self.start = Int32(truncatingIfNeeded: start)
        self.end = Int32(truncatingIfNeeded: end)
    }

    @inlinable package var range: ByteRange { ByteRange(Int(start), Int(end)) }
    @inlinable package var length: Int { Int(end - start) }

    /// Whether the token's bytes in `bytes`, its file, are exactly `word`. Compares bytes and
    /// allocates nothing: rules ask this millions of times.
    @inline(__always) func spells(_ word: StaticString, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let length = self.length
        guard length == word.utf8CodeUnitCount else { return false }
        let start = Int(self.start)
        return word.withUTF8Buffer { w in
            var i = 0
            while i < length {
                if bytes[start + i] != w[i] { return false }
                i += 1
            }
            return true
        }
    }

    /// Whether the token's bytes are an UpperCamel name ending in `Color` (`Color`, `UIColor`,
    /// `LottieColor`); the kind is the caller's to check. From the last byte back: it rejects
    /// almost every name.
    @inline(__always) func isColorTypeShaped(in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let start = Int(self.start), end = Int(self.end)
        return end - start >= 5 && bytes[end - 1] == UInt8(ascii: "r") && bytes[end - 2] == UInt8(ascii: "o")
            && bytes[end - 3] == UInt8(ascii: "l") && bytes[end - 4] == UInt8(ascii: "o") && bytes[end - 5] == UInt8(ascii: "C")
            && bytes[start] >= UInt8(ascii: "A") && bytes[start] <= UInt8(ascii: "Z")
    }
}

/// Lexes a file in its language.
package enum Lexer {
    /// Every token of the file; with `layout: false`, all but spaces and line breaks (`.whitespace`
    /// and `.newline`), as the lint pass reads them.
    package static func tokenize(_ bytes: [UInt8], language: Language, layout: Bool = true) -> [Token] {
        switch language {
        case .swift: return SwiftLexer.tokenize(bytes, layout: layout)
        case .kotlin: return KotlinLexer.tokenize(bytes, layout: layout)
        }
    }
}
