import Foundation
import XCTest
import HueLintKit

/// Lexer tests: exact token sequences for every construct, then properties that must hold for any
/// input at all (lossless, total, no recursion), checked on tricky, deep and random inputs.
final class LexerTests: XCTestCase {
    typealias Expected = [(TokenKind, String)]

    // MARK: Helpers

    private func tokens(_ source: String, _ language: Language) -> [(TokenKind, String)] {
        let bytes = Array(source.utf8)
        return Lexer.tokenize(bytes, language: language).map { token in
            (token.kind, String(decoding: bytes[Int(token.start)..<Int(token.end)], as: UTF8.self))
        }
    }

    private func describe(_ tokens: [(TokenKind, String)]) -> [String] {
        tokens.map { "\($0.0) \($0.1.debugDescription)" }
    }

    /// Checks the exact tokens, leaving out `.whitespace` and `.newline` unless `trivia` is set.
    private func assertTokens(_ source: String, _ language: Language, _ expected: Expected,
                              trivia: Bool = false, file: StaticString = #filePath, line: UInt = #line) {
        let all = tokens(source, language)
        let shown = trivia ? all : all.filter { $0.0 != .whitespace && $0.0 != .newline }
        XCTAssertEqual(describe(shown), describe(expected), file: file, line: line)
        assertLossless(Array(source.utf8), language, file: file, line: line)
    }

    private func assertSwift(_ source: String, _ expected: Expected, trivia: Bool = false,
                             file: StaticString = #filePath, line: UInt = #line) {
        assertTokens(source, .swift, expected, trivia: trivia, file: file, line: line)
    }

    private func assertKotlin(_ source: String, _ expected: Expected, trivia: Bool = false,
                              file: StaticString = #filePath, line: UInt = #line) {
        assertTokens(source, .kotlin, expected, trivia: trivia, file: file, line: line)
    }

    /// Tokens are non-empty, contiguous from 0 to the end, and so give back the file exactly.
    private func assertLossless(_ bytes: [UInt8], _ language: Language, _ label: String = "",
                                file: StaticString = #filePath, line: UInt = #line) {
        let tokens = Lexer.tokenize(bytes, language: language)
        if let problem = losslessProblem(tokens, count: bytes.count) {
            XCTFail("\(language) \(label): \(problem)", file: file, line: line)
            return
        }
        XCTAssertEqual(tokens.flatMap { bytes[Int($0.start)..<Int($0.end)] }, bytes, file: file, line: line)
        assertLintTokensSkipOnlyLayout(bytes, language, tokens, label, file: file, line: line)
    }

    /// The lint pass lexes without spaces and line breaks; everything else must come out the same.
    private func assertLintTokensSkipOnlyLayout(_ bytes: [UInt8], _ language: Language, _ tokens: [Token], _ label: String,
                                                file: StaticString = #filePath, line: UInt = #line) {
        let expected = tokens.filter { $0.kind != .whitespace && $0.kind != .newline }
        let lint = Lexer.tokenize(bytes, language: language, layout: false)
        if lint != expected {
            let index = (0..<min(lint.count, expected.count)).first { lint[$0] != expected[$0] } ?? min(lint.count, expected.count)
            XCTFail("\(language) \(label): without layout, token \(index) differs", file: file, line: line)
        }
        // The lint pass's view, built as the lexer goes: the same tokens, comments kept apart
        // with their places among the others.
        let ctx = FileContext(file: SourceFile(path: language == .swift ? "A.swift" : "A.kt", bytes: bytes, language: language))
        let significant = expected.filter { !$0.kind.isComment }
        XCTAssertEqual((0..<ctx.count).map { ctx.token($0) }, significant, "\(language) \(label): significant tokens", file: file, line: line)
        XCTAssertEqual(Array(ctx.commentTokens), expected.filter(\.kind.isComment), "\(language) \(label): comments", file: file, line: line)
        XCTAssertEqual(ctx.comments.map(Int.init), expected.indices.filter { expected[$0].kind.isComment },
                       "\(language) \(label): comment places", file: file, line: line)
    }

    /// Every prefix of `bytes` lexes into contiguous, non-empty tokens covering it; this is where
    /// end-of-input bugs hide. (Contiguous ranges from 0 to the end rebuild the input by construction.)
    private func assertEveryPrefixLossless(_ bytes: [UInt8], _ language: Language, _ label: String,
                                           file: StaticString = #filePath, line: UInt = #line) {
        for end in 0...bytes.count {
            let prefix = Array(bytes[..<end])
            if let problem = losslessProblem(Lexer.tokenize(prefix, language: language), count: end) {
                XCTFail("\(language) \(label), prefix of \(end) bytes: \(problem)", file: file, line: line)
                return
            }
        }
    }

    private func losslessProblem(_ tokens: [Token], count: Int) -> String? {
        var position = 0
        for token in tokens {
            if Int(token.start) != position { return "token \(token) does not start at \(position)" }
            if token.end <= token.start { return "token \(token) is empty" }
            position = Int(token.end)
        }
        return position == count ? nil : "tokens stop at \(position) of \(count)"
    }

    // MARK: Swift

    func testSwiftTriviaAndComments() {
        assertSwift("a // x\n/// doc\r\n/* a /* b */ c */b\r", [
            (.identifier, "a"), (.whitespace, " "), (.lineComment, "// x"), (.newline, "\n"),
            (.lineComment, "/// doc"), (.newline, "\r\n"), (.blockComment, "/* a /* b */ c */"),
            (.identifier, "b"), (.newline, "\r"),
        ], trivia: true)
        assertSwift("x /* a /* b */ still open", [(.identifier, "x"), (.blockComment, "/* a /* b */ still open")])
        assertSwift("\u{FEFF}\t\u{0C}let", [(.whitespace, "\u{FEFF}"), (.whitespace, "\t\u{0C}"), (.identifier, "let")],
                    trivia: true)
        assertSwift("#!/usr/bin/env swift\nprint(1)", [
            (.lineComment, "#!/usr/bin/env swift"), (.identifier, "print"), (.leftParen, "("),
            (.number, "1"), (.rightParen, ")"),
        ])
    }

    func testSwiftStringsAndEscapes() {
        assertSwift(#"s = "a\"b\\" + """#, [
            (.identifier, "s"), (.operator, "="), (.stringOpen, "\""), (.stringText, #"a\"b\\"#),
            (.stringClose, "\""), (.operator, "+"), (.stringOpen, "\""), (.stringClose, "\""),
        ])
        // Unterminated at the line end: the text stops there and the next line is code again.
        assertSwift("let s = \"abc\nlet t = 1", [
            (.identifier, "let"), (.identifier, "s"), (.operator, "="), (.stringOpen, "\""),
            (.stringText, "abc"), (.identifier, "let"), (.identifier, "t"), (.operator, "="), (.number, "1"),
        ])
        assertSwift("\"abc\\", [(.stringOpen, "\""), (.stringText, "abc\\")])
    }

    func testSwiftInterpolation() {
        assertSwift(#""a \(f("b)", (1)))c""#, [
            (.stringOpen, "\""), (.stringText, "a "), (.interpolationOpen, "\\("), (.identifier, "f"),
            (.leftParen, "("), (.stringOpen, "\""), (.stringText, "b)"), (.stringClose, "\""), (.comma, ","),
            (.leftParen, "("), (.number, "1"), (.rightParen, ")"), (.rightParen, ")"),
            (.interpolationClose, ")"), (.stringText, "c"), (.stringClose, "\""),
        ])
        assertSwift(#""\("\(x)")""#, [
            (.stringOpen, "\""), (.interpolationOpen, "\\("), (.stringOpen, "\""), (.interpolationOpen, "\\("),
            (.identifier, "x"), (.interpolationClose, ")"), (.stringClose, "\""), (.interpolationClose, ")"),
            (.stringClose, "\""),
        ])
        // A line end inside a one-line string's interpolation abandons both; the next line is code.
        assertSwift("\"a \\(b\nc)", [
            (.stringOpen, "\""), (.stringText, "a "), (.interpolationOpen, "\\("), (.identifier, "b"),
            (.identifier, "c"), (.rightParen, ")"),
        ])
    }

    func testSwiftMultilineStrings() {
        assertSwift("\"\"\"\n  say \"hi\" \\(x)\n  \"\"\" + y", [
            (.stringOpen, "\"\"\""), (.stringText, "\n  say \"hi\" "), (.interpolationOpen, "\\("),
            (.identifier, "x"), (.interpolationClose, ")"), (.stringText, "\n  "), (.stringClose, "\"\"\""),
            (.operator, "+"), (.identifier, "y"),
        ])
        assertSwift("\"\"\"\nline \\\nnext", [(.stringOpen, "\"\"\""), (.stringText, "\nline \\\nnext")])
        // A multi-line string's interpolation may span lines.
        assertSwift("\"\"\"\n\\(a\n+ b)\"\"\"", [
            (.stringOpen, "\"\"\""), (.stringText, "\n"), (.interpolationOpen, "\\("), (.identifier, "a"),
            (.operator, "+"), (.identifier, "b"), (.interpolationClose, ")"), (.stringClose, "\"\"\""),
        ])
    }

    func testSwiftRawStrings() {
        assertSwift(##"#"a \(x) \#(y) "b" c"#"##, [
            (.stringOpen, "#\""), (.stringText, #"a \(x) "#), (.interpolationOpen, ##"\#("##), (.identifier, "y"),
            (.interpolationClose, ")"), (.stringText, #" "b" c"#), (.stringClose, "\"#"),
        ])
        assertSwift(###"##"a"#b\#(c)"##"###, [
            (.stringOpen, "##\""), (.stringText, ##"a"#b\#(c)"##), (.stringClose, "\"##"),
        ])
        assertSwift(##"#"\#n\#\"#"##, [(.stringOpen, "#\""), (.stringText, ##"\#n\#\"##), (.stringClose, "\"#")])
        assertSwift("#\"\"\"\n \"\"\" \\#(x) \"#\n\"\"\"#", [
            (.stringOpen, "#\"\"\""), (.stringText, "\n \"\"\" "), (.interpolationOpen, "\\#("),
            (.identifier, "x"), (.interpolationClose, ")"), (.stringText, " \"#\n"), (.stringClose, "\"\"\"#"),
        ])
        // `#"""` closed on its own line is a one-line raw string whose text starts with `""`.
        assertSwift(##"#"""a"#"##, [(.stringOpen, "#\""), (.stringText, "\"\"a"), (.stringClose, "\"#")])
        assertSwift("#\"open\nx", [(.stringOpen, "#\""), (.stringText, "open"), (.identifier, "x")])
    }

    func testSwiftNumbers() {
        let source = "0xFF 0b1010 0o17 1_000 1.5e-3 2E+4 0x1.8p3 0x1p-2 7abc"
        assertSwift(source, source.split(separator: " ").map { (.number, String($0)) })
        assertSwift("1...5 0xFF.description 0xFF.cgColor t.0.1 1..<2", [
            (.number, "1"), (.operator, "..."), (.number, "5"), (.number, "0xFF"), (.dot, "."),
            (.identifier, "description"), (.number, "0xFF"), (.dot, "."), (.identifier, "cgColor"),
            (.identifier, "t"), (.dot, "."), (.number, "0"), (.dot, "."), (.number, "1"),
            (.number, "1"), (.operator, "..<"), (.number, "2"),
        ])
    }

    func testSwiftWordsPoundsAndAttributes() {
        assertSwift("@State var `class` = #colorLiteral(red: 1) // x", [
            (.attribute, "@State"), (.identifier, "var"), (.backtickIdentifier, "`class`"), (.operator, "="),
            (.pound, "#colorLiteral"), (.leftParen, "("), (.identifier, "red"), (.colon, ":"), (.number, "1"),
            (.rightParen, ")"), (.lineComment, "// x"),
        ])
        assertSwift("#Preview { } #if os(iOS) #available(iOS 17, *) @available(*, deprecated)", [
            (.pound, "#Preview"), (.leftBrace, "{"), (.rightBrace, "}"), (.pound, "#if"), (.identifier, "os"),
            (.leftParen, "("), (.identifier, "iOS"), (.rightParen, ")"), (.pound, "#available"), (.leftParen, "("),
            (.identifier, "iOS"), (.number, "17"), (.comma, ","), (.operator, "*"), (.rightParen, ")"),
            (.attribute, "@available"), (.leftParen, "("), (.operator, "*"), (.comma, ","),
            (.identifier, "deprecated"), (.rightParen, ")"),
        ])
        assertSwift("$0.x + $foo; café 色 `a b`", [
            (.identifier, "$0"), (.dot, "."), (.identifier, "x"), (.operator, "+"), (.identifier, "$foo"),
            (.semicolon, ";"), (.identifier, "café"), (.identifier, "色"), (.backtickIdentifier, "`a b`"),
        ])
    }

    func testSwiftOperatorsAndPunctuation() {
        assertSwift("a?.b ?? c!.d; x...y..<z -> [k: v] a+/* c */b a//c", [
            (.identifier, "a"), (.operator, "?"), (.dot, "."), (.identifier, "b"), (.operator, "??"),
            (.identifier, "c"), (.operator, "!"), (.dot, "."), (.identifier, "d"), (.semicolon, ";"),
            (.identifier, "x"), (.operator, "..."), (.identifier, "y"), (.operator, "..<"), (.identifier, "z"),
            (.operator, "->"), (.leftBracket, "["), (.identifier, "k"), (.colon, ":"), (.identifier, "v"),
            (.rightBracket, "]"), (.identifier, "a"), (.operator, "+"), (.blockComment, "/* c */"),
            (.identifier, "b"), (.identifier, "a"), (.lineComment, "//c"),
        ])
        assertSwift(#"a !== b &&= .red \.self"#, [
            (.identifier, "a"), (.operator, "!=="), (.identifier, "b"), (.operator, "&&="), (.dot, "."),
            (.identifier, "red"), (.operator, "\\"), (.dot, "."), (.identifier, "self"),
        ])
    }

    func testSwiftRegexLiterals() {
        assertSwift(#"let r = /"[a-z]+\/"/"#, [
            (.identifier, "let"), (.identifier, "r"), (.operator, "="), (.stringOpen, "/"),
            (.stringText, #""[a-z]+\/""#), (.stringClose, "/"),
        ])
        assertSwift("f(#/a\"b/#)", [
            (.identifier, "f"), (.leftParen, "("), (.stringOpen, "#/"), (.stringText, "a\"b"),
            (.stringClose, "/#"), (.rightParen, ")"),
        ])
        // Division stays division: after a name or `)`, or with a space after the slash.
        assertSwift("a / b / c; (x)/2/3; y = / 4 /", [
            (.identifier, "a"), (.operator, "/"), (.identifier, "b"), (.operator, "/"), (.identifier, "c"),
            (.semicolon, ";"), (.leftParen, "("), (.identifier, "x"), (.rightParen, ")"), (.operator, "/"),
            (.number, "2"), (.operator, "/"), (.number, "3"), (.semicolon, ";"), (.identifier, "y"),
            (.operator, "="), (.operator, "/"), (.number, "4"), (.operator, "/"),
        ])
    }

    /// Decisions that look back at earlier tokens must not change when spaces and line breaks
    /// are not stored (the lint pass): a line break still stops a regex, a space still ends a tuple index.
    func testLookBehindIsTheSameWithoutLayoutTokens() {
        for source in ["x = 1\n/a/", "f(\n/a/)", "f( /a/)", "\n/a/", "t.0.1", "t. 0.1", "t .0.1", "x // c\n/a/",
                       "(/* c */ /a/)", "\u{FEFF}/a/", "\u{FEFF}\n/a/", "x\r/a/", "f(/* a\n b */ /a/)", "x = 1 /* c\n */ /a/",
                       "f(// c\n/* d */ /a/)"] {
            let bytes = Array(source.utf8)
            assertLintTokensSkipOnlyLayout(bytes, .swift, Lexer.tokenize(bytes, language: .swift), source.debugDescription)
            assertLintTokensSkipOnlyLayout(bytes, .kotlin, Lexer.tokenize(bytes, language: .kotlin), source.debugDescription)
        }
        assertSwift("f( /a/)", [(.identifier, "f"), (.leftParen, "("), (.stringOpen, "/"), (.stringText, "a"),
                                (.stringClose, "/"), (.rightParen, ")")])
        assertSwift("f(\n/a/)", [(.identifier, "f"), (.leftParen, "("), (.operator, "/"), (.identifier, "a"),
                                  (.operator, "/"), (.rightParen, ")")])
    }

    func testSwiftUnknownBytes() {
        assertSwift("a 'b' \u{0}\u{1}c @ ## `d", [
            (.identifier, "a"), (.unknown, "'"), (.identifier, "b"), (.unknown, "'"), (.unknown, "\u{0}\u{1}"),
            (.identifier, "c"), (.unknown, "@"), (.unknown, "##"), (.unknown, "`"), (.identifier, "d"),
        ])
    }

    func testInvalidUTF8AndNonASCIIAreNames() {
        let bytes: [UInt8] = [0xFF, 0xC3, 0x28, 0x80, 0x20, 0xE2, 0x82]  // broken sequences, cut at the end
        for language in Language.allCases {
            let kinds = Lexer.tokenize(bytes, language: language).map(\.kind)
            XCTAssertEqual(kinds, [.identifier, .leftParen, .identifier, .whitespace, .identifier])
            assertLossless(bytes, language)
        }
    }

    // MARK: Kotlin

    func testKotlinTriviaAndComments() {
        assertKotlin("a // x\r\n/** doc /* inner */ */ b /* open", [
            (.identifier, "a"), (.whitespace, " "), (.lineComment, "// x"), (.newline, "\r\n"),
            (.blockComment, "/** doc /* inner */ */"), (.whitespace, " "), (.identifier, "b"),
            (.whitespace, " "), (.blockComment, "/* open"),
        ], trivia: true)
        assertKotlin("#!/usr/bin/env kotlin\nx # y \\ z", [
            (.lineComment, "#!/usr/bin/env kotlin"), (.identifier, "x"), (.unknown, "#"), (.identifier, "y"),
            (.unknown, "\\"), (.identifier, "z"),
        ])
    }

    func testKotlinStringsAndTemplates() {
        assertKotlin(#""a\"b $name$x.y ${a + "c$d"} \$e $ 5 $1""#, [
            (.stringOpen, "\""), (.stringText, #"a\"b "#), (.templateName, "$name"), (.templateName, "$x"),
            (.stringText, ".y "), (.interpolationOpen, "${"), (.identifier, "a"), (.operator, "+"),
            (.stringOpen, "\""), (.stringText, "c"), (.templateName, "$d"), (.stringClose, "\""),
            (.interpolationClose, "}"), (.stringText, #" \$e $ 5 $1"#), (.stringClose, "\""),
        ])
        assertKotlin(#""${list.map { "${it}" }.size}""#, [
            (.stringOpen, "\""), (.interpolationOpen, "${"), (.identifier, "list"), (.dot, "."),
            (.identifier, "map"), (.leftBrace, "{"), (.stringOpen, "\""), (.interpolationOpen, "${"),
            (.identifier, "it"), (.interpolationClose, "}"), (.stringClose, "\""), (.rightBrace, "}"),
            (.dot, "."), (.identifier, "size"), (.interpolationClose, "}"), (.stringClose, "\""),
        ])
        assertKotlin("val s = \"abc\nval t = 1", [
            (.identifier, "val"), (.identifier, "s"), (.operator, "="), (.stringOpen, "\""), (.stringText, "abc"),
            (.identifier, "val"), (.identifier, "t"), (.operator, "="), (.number, "1"),
        ])
    }

    func testKotlinRawStrings() {
        assertKotlin("\"\"\"a \"b\" \\n $c ${d}\n\"\"\"", [
            (.stringOpen, "\"\"\""), (.stringText, "a \"b\" \\n "), (.templateName, "$c"), (.stringText, " "),
            (.interpolationOpen, "${"), (.identifier, "d"), (.interpolationClose, "}"), (.stringText, "\n"),
            (.stringClose, "\"\"\""),
        ])
        // Extra quotes before the closing three are text; a backslash escapes nothing.
        assertKotlin(#""""a"""" + """\""""#, [
            (.stringOpen, "\"\"\""), (.stringText, "a\""), (.stringClose, "\"\"\""), (.operator, "+"),
            (.stringOpen, "\"\"\""), (.stringText, "\\"), (.stringClose, "\"\"\""),
        ])
        assertKotlin("\"\"\"\nopen", [(.stringOpen, "\"\"\""), (.stringText, "\nopen")])
    }

    func testKotlinCharLiterals() {
        assertKotlin(#"'a' '\'' '\u0041' '"' 'x"#, [
            (.charLiteral, "'a'"), (.charLiteral, #"'\''"#), (.charLiteral, #"'\u0041'"#),
            (.charLiteral, "'\"'"), (.charLiteral, "'x"),
        ])
    }

    func testKotlinNumbers() {
        let source = "0xFF 0b1010 1_000L 1u 0xFFu 1uL 1.5f 2F 1e10 1.5E-3 .5f 0xFF_00_00_00"
        assertKotlin(source, source.split(separator: " ").map { (.number, String($0)) })
        assertKotlin("1..10 16.dp 1.0.toInt() 1..<n", [
            (.number, "1"), (.operator, ".."), (.number, "10"), (.number, "16"), (.dot, "."), (.identifier, "dp"),
            (.number, "1.0"), (.dot, "."), (.identifier, "toInt"), (.leftParen, "("), (.rightParen, ")"),
            (.number, "1"), (.operator, "..<"), (.identifier, "n"),
        ])
    }

    func testKotlinOperatorsWordsAndAttributes() {
        assertKotlin("a?.b ?: c!!.d A::class x -> y a?:b s?.let{}", [
            (.identifier, "a"), (.dot, "?."), (.identifier, "b"), (.operator, "?:"), (.identifier, "c"),
            (.operator, "!!"), (.dot, "."), (.identifier, "d"), (.identifier, "A"), (.operator, "::"),
            (.identifier, "class"), (.identifier, "x"), (.operator, "->"), (.identifier, "y"), (.identifier, "a"),
            (.operator, "?:"), (.identifier, "b"), (.identifier, "s"), (.dot, "?."), (.identifier, "let"),
            (.leftBrace, "{"), (.rightBrace, "}"),
        ])
        assertKotlin("@file:JvmName(\"X\")\n@Composable fun `my test`() { loop@ for (i in x) return@forEach }", [
            (.attribute, "@file"), (.colon, ":"), (.identifier, "JvmName"), (.leftParen, "("), (.stringOpen, "\""),
            (.stringText, "X"), (.stringClose, "\""), (.rightParen, ")"), (.attribute, "@Composable"),
            (.identifier, "fun"), (.backtickIdentifier, "`my test`"), (.leftParen, "("), (.rightParen, ")"),
            (.leftBrace, "{"), (.identifier, "loop"), (.operator, "@"), (.identifier, "for"), (.leftParen, "("),
            (.identifier, "i"), (.identifier, "in"), (.identifier, "x"), (.rightParen, ")"),
            (.identifier, "return"), (.attribute, "@forEach"), (.rightBrace, "}"),
        ])
        assertKotlin("Map<String, Int?>= x", [
            (.identifier, "Map"), (.operator, "<"), (.identifier, "String"), (.comma, ","), (.identifier, "Int"),
            (.operator, "?>="), (.identifier, "x"),
        ])
    }

    // MARK: Properties of every input

    private static let trickySwift = [
        #"let c = Color(red: 1, green: 0.5, blue: 0) // "not a string"#,
        ##"Text("\(a ? "x\(b)" : #"raw \#(c) "# )") /* /* */ "##,
        "\"\"\"\n\\(\"\"\"\n\\(x)\n\"\"\")\n\"\"\"",
        ##"#"""\#(a)"""#"##, "##\"a\"#\\##(b)\"##", "\"\\(", "\"\\(\"", "#\"\\#(", "\"\"\"\\(\"", "`", "#", "@",
        "0x", "0x1.", "0x1p", "1e", "1.e5", "..<", "/*/", "/**/", "// \r", "\r\r\n\n", "\u{FEFF}", "\u{FEFF}#!",
        "x = /a\\/b/ + #/c/#", "#/\nmulti\n/#", "\u{0}\u{7F}\u{1B}", "é\u{301}", "\\(", "$", "'a'",
    ]

    private static let trickyKotlin = [
        #"val c = Color(0xFF00FF00) // "not a string"#,
        #"val s = "a${b + "c${d}e$f"}g" + """raw $h ${"i"}""""#,
        "'", "'\\", "'\\u00", "\"$", "\"${", "\"${\"", "\"\"\"$", "\"\"\"${", "\"\"\"\"\"", "$$name", "a?.",
        "?", "::", "..", "..<", "1.", ".5", "0x", "1uL", "@", "`", "`a", "#!", "/*/*/", "\r\n\r", "\u{0}",
    ]

    /// Control bytes, invalid UTF-8 and every delimiter: the bytes most likely to break a lexer.
    private static let hostileBytes: [UInt8] = [0, 0x0D, 0x0A, 0x80, 0xBF, 0xC3, 0xE2, 0xEF, 0xFF] + Array("\"\\()#{}$'`/*@.?:_aZ09 ".utf8)

    func testTrickyInputsAndAllTheirPrefixesAreLossless() {
        for (language, samples) in [(Language.swift, Self.trickySwift), (.kotlin, Self.trickyKotlin)] {
            for sample in samples + (language == .swift ? Self.trickyKotlin : Self.trickySwift) {
                assertLossless(Array(sample.utf8), language, sample.debugDescription)
                assertEveryPrefixLossless(Array(sample.utf8), language, sample.debugDescription)
            }
        }
    }

    func testEveryPrefixOfALongMixedInputIsLossless() {
        let swift = (Self.trickySwift + Self.trickyKotlin).joined(separator: "\n")
        let kotlin = (Self.trickyKotlin + Self.trickySwift).joined(separator: "\n")
        for (language, source) in [(Language.swift, swift), (.kotlin, kotlin)] {
            let bytes = Array(source.utf8)
            XCTAssertGreaterThan(bytes.count, 300)
            assertEveryPrefixLossless(bytes, language, "all tricky samples")
        }
    }

    func testFixturesAreLossless() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fixtures")
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return }
        for case let url as URL in walker {
            guard let language = Language(path: url.path), let data = FileManager.default.contents(atPath: url.path)
            else { continue }
            let bytes = [UInt8](data)
            assertLossless(bytes, language, url.lastPathComponent)
            assertEveryPrefixLossless(bytes, language, url.lastPathComponent)
            assertStringInvariants(bytes, language, url.lastPathComponent)
            XCTAssertFalse(Lexer.tokenize(bytes, language: language).contains { $0.kind == .unknown },
                           "\(url.lastPathComponent) has bytes the lexer cannot explain")
        }
    }

    func testDeepNestingNeedsNoRecursion() {
        let depth = 10_000
        let parens = String(repeating: "(", count: depth) + "x" + String(repeating: ")", count: depth)
        let swiftNest = String(repeating: "\"\\(", count: depth) + "x" + String(repeating: ")\"", count: depth)
        let kotlinNest = String(repeating: "\"${", count: depth) + "x" + String(repeating: "}\"", count: depth)
        let rawNest = String(repeating: "#\"\\#(", count: depth) + "x" + String(repeating: ")\"#", count: depth)
        for (language, source) in [(Language.swift, swiftNest), (.kotlin, kotlinNest), (.swift, rawNest)] {
            let found = Lexer.tokenize(Array(source.utf8), language: language)
            XCTAssertEqual(found.filter { $0.kind == .interpolationOpen }.count, depth)
            XCTAssertEqual(found.filter { $0.kind == .interpolationClose }.count, depth)
            XCTAssertEqual(found.filter { $0.kind == .stringClose }.count, depth)
            assertLossless(Array(source.utf8), language)
        }
        for language in Language.allCases {
            assertLossless(Array(parens.utf8), language)
            // Unclosed: everything still ends cleanly.
            assertLossless(Array(String(repeating: "\"\\(\"${(", count: depth).utf8), language)
            assertLossless(Array(String(repeating: "/*", count: depth).utf8), language)
        }
    }

    /// Inputs that would make a look-ahead scan quadratic: each must lex in a blink, not minutes.
    func testLongLinesOfOpenersStayLinear() {
        let count = 100_000
        for piece in ["(/", "`", "#\"\"\"", "\"\\##", "'", "/*", "@", "\"${", "\"\\("] {
            let source = Array(String(repeating: piece, count: count).utf8)
            for language in Language.allCases { assertLossless(source, language, piece) }
        }
    }

    func testRandomBytesAreLossless() {
        var random = XorShift(seed: 0x5EED_1234_ABCD_0001)
        for round in 0..<3_000 {
            let length = Int(random.next() % 120)
            let bytes: [UInt8] = (0..<length).map { _ in
                // Mostly delimiters and control bytes, sometimes any byte at all.
                random.next() % 4 == 0 ? UInt8(truncatingIfNeeded: random.next())
                    : Self.hostileBytes[Int(random.next() % UInt64(Self.hostileBytes.count))]
            }
            for language in Language.allCases {
                assertLossless(bytes, language, "round \(round)")
                assertStringInvariants(bytes, language, "round \(round)")
            }
        }
    }

    func testStringTextNeverHoldsItsDelimiters() {
        for (language, samples) in [(Language.swift, Self.trickySwift), (.kotlin, Self.trickyKotlin)] {
            for sample in samples { assertStringInvariants(Array(sample.utf8), language, sample) }
        }
    }

    /// In a one-line, non-raw string (`"` open), text holds no line end and no unescaped `"`; a
    /// template name starts with `$`. The open strings and interpolations are tracked as the lexer
    /// does, including the ones it abandons at a line end.
    private func assertStringInvariants(_ bytes: [UInt8], _ language: Language, _ label: String,
                                        file: StaticString = #filePath, line: UInt = #line) {
        var opens: [(delimiter: String, isString: Bool, multiline: Bool)] = []
        for token in Lexer.tokenize(bytes, language: language) {
            let piece = Array(bytes[Int(token.start)..<Int(token.end)])
            let pieceText = String(decoding: piece, as: UTF8.self)
            switch token.kind {
            case .stringOpen:
                opens.append((pieceText, true, pieceText.hasSuffix("\"\"\"")))
            case .interpolationOpen:
                opens.append((pieceText, false, opens.last?.multiline ?? false))
            case .stringClose, .interpolationClose:
                _ = opens.popLast()
            case .stringText where opens.last?.delimiter == "\"":
                XCTAssertFalse(piece.contains(0x0A) || piece.contains(0x0D), "\(label): line end in text",
                               file: file, line: line)
                var backslashes = 0
                for byte in piece {
                    if byte == UInt8(ascii: "\""), backslashes % 2 == 0 {
                        XCTFail("\(label): unescaped quote in \(pieceText.debugDescription)", file: file, line: line)
                    }
                    backslashes = byte == UInt8(ascii: "\\") ? backslashes + 1 : 0
                }
            case .templateName:
                XCTAssertEqual(piece.first, UInt8(ascii: "$"), file: file, line: line)
            case .newline:
                // A newline token inside a string means a one-line string ended unclosed.
                if opens.last?.isString == true { opens.removeLast() }
                // Swift also abandons the interpolations of one-line strings (and those strings).
                while language == .swift, let last = opens.last, !last.isString, !last.multiline {
                    opens.removeLast(2)
                }
            default:
                break
            }
        }
    }
}

/// A tiny deterministic generator (xorshift64), so random tests fail the same way every run.
private struct XorShift {
    var state: UInt64
    init(seed: UInt64) { state = seed == 0 ? 1 : seed }
    mutating func next() -> UInt64 {
        state ^= state << 13
        state ^= state >> 7
        state ^= state << 17
        return state
    }
}
