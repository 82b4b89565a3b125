import XCTest
@testable import HueLintCLI
@testable import HueLintKit

final class JSONParserTests: XCTestCase {
    private func parse(_ text: String) throws -> JSONValue { try JSONParser.parse(Array(text.utf8)) }

    private func parseError(_ bytes: [UInt8], file: StaticString = #filePath, line: UInt = #line) -> JSONParseError? {
        do {
            let value = try JSONParser.parse(bytes)
            XCTFail("expected an error, got \(value)", file: file, line: line)
        } catch let error as JSONParseError {
            return error
        } catch {
            XCTFail("unexpected error type \(error)", file: file, line: line)
        }
        return nil
    }

    private func parseError(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> JSONParseError? {
        parseError(Array(text.utf8), file: file, line: line)
    }

    func testScalarsAndContainers() throws {
        XCTAssertEqual(try parse("null"), .null)
        XCTAssertEqual(try parse(" true "), .bool(true))
        XCTAssertEqual(try parse("false"), .bool(false))
        XCTAssertEqual(try parse("-12.5e1"), .number(-125))
        XCTAssertEqual(try parse("0"), .number(0))
        XCTAssertEqual(try parse("1E+2"), .number(100))
        XCTAssertEqual(try parse("\"hi\""), .string("hi"))
        XCTAssertEqual(try parse("[]"), .array([]))
        XCTAssertEqual(try parse("{}"), .object([]))
        XCTAssertEqual(try parse("[1, [2, {\"a\": null}]]"),
                       .array([.number(1), .array([.number(2), .object([("a", .null)])])]))
    }

    func testObjectsKeepKeyOrder() throws {
        let value = try parse("{\"z\": 1, \"a\": 2, \"m\": 3}")
        XCTAssertEqual(value.objectValue?.map(\.key), ["z", "a", "m"])
    }

    func testStringEscapesAndUnicode() throws {
        XCTAssertEqual(try parse(#""a\"b\\c\/d\b\f\n\r\t""#), .string("a\"b\\c/d\u{08}\u{0C}\n\r\t"))
        XCTAssertEqual(try parse(#""\u00e9\u4E2D""#), .string("é中"))
        XCTAssertEqual(try parse(#""\ud83c\udfa8""#), .string("🎨"))
        XCTAssertEqual(try parse("\"é中🎨\""), .string("é中🎨"))
        XCTAssertEqual(try parse(#""\u0000""#), .string("\u{0}"))
    }

    func testByteOrderMarkIsSkipped() throws {
        XCTAssertEqual(try JSONParser.parse([0xEF, 0xBB, 0xBF] + Array("[1]".utf8)), .array([.number(1)]))
    }

    func testRejectsNonStandardJSON() {
        let cases: [(String, String)] = [
            ("", "unexpected end of input"),
            ("   ", "unexpected end of input"),
            ("[1,]", "trailing comma"),
            ("{\"a\": 1,}", "trailing comma"),
            ("01", "leading zeros"),
            ("-", "expected a digit"),
            ("1.", "expected a digit after '.'"),
            (".5", "unexpected character '.'"),
            ("1e", "expected a digit in exponent"),
            ("+1", "unexpected character '+'"),
            ("'a'", "unexpected character '''"),
            ("[1 2]", "expected ',' or ']'"),
            ("{a: 1}", "expected a string key"),
            ("{\"a\" 1}", "expected ':'"),
            ("{\"a\": 1 \"b\": 2}", "expected ',' or '}'"),
            (#""\x""#, "invalid escape"),
            (#""\u12""#, "four hex digits"),
            (#""\ud800""#, "unpaired surrogate"),
            (#""\udc00""#, "unpaired surrogate"),
            (#""\ud800\u0041""#, "unpaired surrogate"),
            ("\"a\tb\"", "control character"),
            ("\"abc", "unterminated string"),
            ("tru", "expected 'true'"),
            ("nul", "expected 'null'"),
            ("True", "unexpected character 'T'"),
            ("NaN", "unexpected character 'N'"),
            ("Infinity", "unexpected character 'I'"),
            ("1e400", "out of range"),
            ("[1] x", "after the JSON value"),
            ("{} {}", "after the JSON value"),
            ("// c\n1", "unexpected character '/'"),
            ("[1] /* c */", "after the JSON value"),
        ]
        for (input, fragment) in cases {
            guard let error = parseError(input) else { continue }
            XCTAssertTrue(error.message.contains(fragment), "\(input.debugDescription): \(error.message)")
        }
    }

    func testRejectsInvalidUTF8() {
        let cases: [[UInt8]] = [
            [0x22, 0xC0, 0x80, 0x22],        // overlong
            [0x22, 0xED, 0xA0, 0x80, 0x22],  // encoded surrogate
            [0x22, 0xF4, 0x90, 0x80, 0x80, 0x22],  // past U+10FFFF
            [0x22, 0xE4, 0xB8, 0x22],        // truncated
            [0x22, 0xFF, 0x22],
            [0x22, 0xE4],
        ]
        for bytes in cases {
            guard let error = parseError(bytes) else { continue }
            XCTAssertTrue(error.message.contains("UTF-8"), "\(bytes): \(error.message)")
        }
    }

    func testErrorPositions() {
        let error = parseError("{\n  \"a\": 1,\n  \"b\" 2\n}")
        XCTAssertEqual(error?.line, 3)
        XCTAssertEqual(error?.column, 7)
        XCTAssertEqual(error?.description, "3:7: unexpected character '2'; expected ':' after object key")
        // Columns count scalars, and CRLF or a lone CR ends a line.
        XCTAssertEqual(parseError("[\"é🎨\", x]")?.column, 8)
        XCTAssertEqual(parseError("[1,\r\n2,\r3 4]").map { [$0.line, $0.column] }, [3, 3])
        XCTAssertEqual(parseError("[1,\n")?.line, 2)
    }

    func testDeepNestingIsAnErrorNotACrash() {
        let deepArray = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        XCTAssertTrue(parseError(deepArray)?.message.contains("nesting deeper than") == true)
        let deepObject = String(repeating: "{\"a\":", count: 10_000) + "1" + String(repeating: "}", count: 10_000)
        XCTAssertTrue(parseError(deepObject)?.message.contains("nesting deeper than") == true)
        let limit = JSONParser.maxDepth
        let allowed = String(repeating: "[", count: limit) + String(repeating: "]", count: limit)
        XCTAssertNoThrow(try parse(allowed))
        let tooDeep = String(repeating: "[", count: limit + 1) + String(repeating: "]", count: limit + 1)
        XCTAssertNotNil(parseError(tooDeep))
    }

    func testDuplicateKeysNameTheirPath() {
        let error = parseError("{\n  \"rules\": {\n    \"hex-color-literal\": \"off\",\n    \"hex-color-literal\": \"error\"\n  }\n}")
        XCTAssertEqual(error?.path, "$.rules[\"hex-color-literal\"]")
        XCTAssertEqual(error?.line, 4)
        XCTAssertEqual(error?.column, 5)
        XCTAssertEqual(error?.message, "duplicate key \"hex-color-literal\" (first defined on line 3)")
        // The same key in different objects is fine.
        XCTAssertNoThrow(try parse("[{\"a\": 1}, {\"a\": 2}]"))
    }

    func testDocumentRecordsLinesByPath() throws {
        let text = "{\n  \"version\": 1,\n  \"tokens\": [\n    {\n      \"light\":\n        \"#fff\"\n    }\n  ],\n  \"a b\": 2\n}"
        let document = try JSONParser.parseDocument(Array(text.utf8))
        XCTAssertEqual(document.lines["$"], 1)
        XCTAssertEqual(document.lines["$.version"], 2)
        XCTAssertEqual(document.lines["$.tokens"], 3)
        XCTAssertEqual(document.lines["$.tokens[0]"], 4)
        XCTAssertEqual(document.lines["$.tokens[0].light"], 5, "a member's line is its key's line")
        XCTAssertEqual(document.lines["$[\"a b\"]"], 9)
    }

    func testPaths() {
        XCTAssertEqual(JSONPath.member("$", "rules"), "$.rules")
        XCTAssertEqual(JSONPath.member("$.rules", "hex-color-literal"), "$.rules[\"hex-color-literal\"]")
        XCTAssertEqual(JSONPath.member("$", "_a1"), "$._a1")
        XCTAssertEqual(JSONPath.member("$", "1a"), "$[\"1a\"]")
        XCTAssertEqual(JSONPath.member("$", "q\"uote"), "$[\"q\\\"uote\"]")
        XCTAssertEqual(JSONPath.index("$.tokens", 2), "$.tokens[2]")
    }

    // MARK: Writer

    func testWriterLayout() {
        let value: JSONValue = .object([
            ("name", .string("x")),
            ("list", .array([.number(1), .number(2.5), .bool(true), .null])),
            ("empty", .array([])),
            ("nested", .object([("inner", .object([]))])),
        ])
        let expected = """
        {
          "name": "x",
          "list": [
            1,
            2.5,
            true,
            null
          ],
          "empty": [],
          "nested": {
            "inner": {}
          }
        }

        """
        XCTAssertEqual(JSONWriter.render(value), expected)
        XCTAssertEqual(JSONWriter.render(.string("a")), "\"a\"\n")
    }

    func testWriterNumbers() {
        XCTAssertEqual(JSONWriter.format(3), "3")
        XCTAssertEqual(JSONWriter.format(-0.0), "0")
        XCTAssertEqual(JSONWriter.format(-42), "-42")
        XCTAssertEqual(JSONWriter.format(0.1), "0.1")
        XCTAssertEqual(JSONWriter.format(9_007_199_254_740_992), "9007199254740992")
        XCTAssertEqual(JSONWriter.format(1e20), "1e+20")
        XCTAssertEqual(JSONWriter.format(1.5e-7), "1.5e-07")
        XCTAssertEqual(JSONWriter.format(.infinity), "null")
    }

    func testWriterEscapes() {
        XCTAssertEqual(JSONWriter.render(.string("q\"b\\n\n\t\u{1}é/")), "\"q\\\"b\\\\n\\n\\t\\u0001é/\"\n")
    }

    func testRoundTripIsByteStable() throws {
        let text = """
        {"b": [1, 2.25, -3e-3, "s\\u0007\\"", {"k": [true, false, null]}], "a": {}, "c": "é🎨", "d": 1e300}
        """
        let value = try parse(text)
        let rendered = JSONWriter.render(value)
        let reparsed = try parse(rendered)
        XCTAssertEqual(reparsed, value)
        XCTAssertEqual(JSONWriter.render(reparsed), rendered)
    }
}
