/// Why a byte sequence is not acceptable JSON, and where (1-based line, column in Unicode scalars).
package struct JSONParseError: Error, Hashable, Sendable, CustomStringConvertible {
    package var message: String
    package var line: Int
    package var column: Int
    package var offset: Int
    /// The JSON path of the offending member, for errors about a well-formed value (duplicate keys).
    package var path: String?

    package init(message: String, line: Int, column: Int, offset: Int, path: String? = nil) {
        self.message = message
        self.line = line
        self.column = column
        self.offset = offset
        self.path = path
    }

    package var description: String { "\(line):\(column): \(message)" }
}

/// A parsed document plus the line each value starts on, keyed by JSON path. For an object member
/// the line is the key's line, which is where a reader looks for it.
package struct JSONDocument: Sendable {
    package var root: JSONValue
    package var lines: [String: Int]

    package init(root: JSONValue, lines: [String: Int]) {
        self.root = root
        self.lines = lines
    }
}

/// A strict RFC 8259 parser over UTF-8 bytes. Rejects trailing commas, comments, leading zeros,
/// lone surrogates, invalid UTF-8, raw control characters in strings and duplicate keys.
/// Nesting is capped at `maxDepth`, so hostile input gives an error, not a stack overflow.
/// A leading UTF-8 byte order mark is skipped (RFC 8259 §8.1 allows ignoring it).
package enum JSONParser {
    package static let maxDepth = 512

    package static func parse(_ bytes: [UInt8]) throws -> JSONValue {
        var parser = Parser(bytes: bytes, recordLines: false)
        do {
            return try parser.parseDocument()
        } catch {
            // That parse made no paths; the error's path comes from parsing again with them.
            var withPaths = Parser(bytes: bytes, recordLines: true)
            _ = try withPaths.parseDocument()
            throw error
        }
    }

    package static func parseDocument(_ bytes: [UInt8]) throws -> JSONDocument {
        var parser = Parser(bytes: bytes, recordLines: true)
        let root = try parser.parseDocument()
        return JSONDocument(root: root, lines: parser.lines)
    }

    package static func parse(_ text: String) throws -> JSONValue { try parse(Array(text.utf8)) }
}

private struct Parser {
    let bytes: [UInt8]
    let recordLines: Bool
    var pos = 0
    var line = 1
    var lineStart = 0
    var depth = 0
    var lines: [String: Int] = [:]

    init(bytes: [UInt8], recordLines: Bool) {
        self.bytes = bytes
        self.recordLines = recordLines
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { pos = 3; lineStart = 3 }
    }

    mutating func parseDocument() throws -> JSONValue {
        skipWhitespace()
        let value = try parseValue(path: JSONPath.root)
        skipWhitespace()
        if pos < bytes.count { throw error("unexpected \(describeCurrent()) after the JSON value") }
        return value
    }

    // MARK: Values

    mutating func parseValue(path: String) throws -> JSONValue {
        if recordLines { lines[path] = line }
        guard pos < bytes.count else { throw error("unexpected end of input; expected a value") }
        switch bytes[pos] {
        case UInt8(ascii: "{"): return try parseObject(path: path)
        case UInt8(ascii: "["): return try parseArray(path: path)
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): try expectLiteral("true"); return .bool(true)
        case UInt8(ascii: "f"): try expectLiteral("false"); return .bool(false)
        case UInt8(ascii: "n"): try expectLiteral("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
        default: throw error("unexpected \(describeCurrent()); expected a value")
        }
    }

    mutating func enter() throws {
        depth += 1
        if depth > JSONParser.maxDepth { throw error("nesting deeper than \(JSONParser.maxDepth) levels") }
    }

    mutating func parseObject(path: String) throws -> JSONValue {
        try enter()
        pos += 1
        var members: [(key: String, value: JSONValue)] = []
        // Duplicate keys are found by a scan while the object is small, by a dictionary after.
        var keyLines: [Int] = []
        var lineOfKey: [String: Int]?
        skipWhitespace()
        if peek(UInt8(ascii: "}")) { pos += 1; depth -= 1; return .object(members) }
        while true {
            guard peek(UInt8(ascii: "\"")) else { throw error("unexpected \(describeCurrent()); expected a string key") }
            let keyLine = line, keyOffset = pos
            let key = try parseString()
            // Paths are made only when lines are recorded (config files): parsing colour sets and
            // token files made a String per value.
            let memberPath = recordLines ? JSONPath.member(path, key) : path
            if let first = lineOfKey.map({ $0[key] }) ?? members.firstIndex(where: { $0.key == key }).map({ keyLines[$0] }) {
                var err = error("duplicate key \(JSONPath.quoted(key)) (first defined on line \(first))", at: keyOffset)
                err.path = recordLines ? memberPath : nil
                throw err
            }
            keyLines.append(keyLine)
            if lineOfKey != nil {
                lineOfKey?[key] = keyLine
            } else if keyLines.count == 16 {
                lineOfKey = Dictionary(zip(members.map(\.key) + [key], keyLines), uniquingKeysWith: { first, _ in first })
            }
            skipWhitespace()
            guard peek(UInt8(ascii: ":")) else { throw error("unexpected \(describeCurrent()); expected ':' after object key") }
            pos += 1
            skipWhitespace()
            let value = try parseValue(path: memberPath)
            if recordLines { lines[memberPath] = keyLine }  // a member is where its key is
            members.append((key, value))
            skipWhitespace()
            if peek(UInt8(ascii: ",")) {
                pos += 1
                skipWhitespace()
                if peek(UInt8(ascii: "}")) { throw error("trailing comma before '}'") }
                continue
            }
            if peek(UInt8(ascii: "}")) { pos += 1; depth -= 1; return .object(members) }
            throw error("unexpected \(describeCurrent()); expected ',' or '}' after object member")
        }
    }

    mutating func parseArray(path: String) throws -> JSONValue {
        try enter()
        pos += 1
        var items: [JSONValue] = []
        skipWhitespace()
        if peek(UInt8(ascii: "]")) { pos += 1; depth -= 1; return .array(items) }
        while true {
            let itemPath = recordLines ? JSONPath.index(path, items.count) : path
            items.append(try parseValue(path: itemPath))
            skipWhitespace()
            if peek(UInt8(ascii: ",")) {
                pos += 1
                skipWhitespace()
                if peek(UInt8(ascii: "]")) { throw error("trailing comma before ']'") }
                continue
            }
            if peek(UInt8(ascii: "]")) { pos += 1; depth -= 1; return .array(items) }
            throw error("unexpected \(describeCurrent()); expected ',' or ']' after array element")
        }
    }

    mutating func expectLiteral(_ word: StaticString) throws {
        let start = pos
        let text = word.withUTF8Buffer { Array($0) }
        if bytes.count - pos >= text.count && bytes[pos..<pos + text.count].elementsEqual(text) {
            pos += text.count
            return
        }
        throw error("invalid literal; expected '\(word)'", at: start)
    }

    mutating func parseNumber() throws -> Double {
        let start = pos
        if peek(UInt8(ascii: "-")) { pos += 1 }
        guard pos < bytes.count, isDigit(bytes[pos]) else { throw error("expected a digit in number") }
        if bytes[pos] == UInt8(ascii: "0") {
            pos += 1
            if pos < bytes.count && isDigit(bytes[pos]) { throw error("leading zeros are not allowed in numbers", at: start) }
        } else {
            while pos < bytes.count && isDigit(bytes[pos]) { pos += 1 }
        }
        if peek(UInt8(ascii: ".")) {
            pos += 1
            guard pos < bytes.count, isDigit(bytes[pos]) else { throw error("expected a digit after '.'") }
            while pos < bytes.count && isDigit(bytes[pos]) { pos += 1 }
        }
        if peek(UInt8(ascii: "e")) || peek(UInt8(ascii: "E")) {
            pos += 1
            if peek(UInt8(ascii: "+")) || peek(UInt8(ascii: "-")) { pos += 1 }
            guard pos < bytes.count, isDigit(bytes[pos]) else { throw error("expected a digit in exponent") }
            while pos < bytes.count && isDigit(bytes[pos]) { pos += 1 }
        }
        guard let value = Double(String(decoding: bytes[start..<pos], as: UTF8.self)), value.isFinite else {
            throw error("number out of range", at: start)
        }
        return value
    }

    // MARK: Strings

    mutating func parseString() throws -> String {
        pos += 1  // opening quote
        var out: [UInt8] = []
        while true {
            guard pos < bytes.count else { throw error("unterminated string") }
            let b = bytes[pos]
            switch b {
            case UInt8(ascii: "\""):
                pos += 1
                return String(decoding: out, as: UTF8.self)
            case UInt8(ascii: "\\"):
                try parseEscape(into: &out)
            case 0x00..<0x20:
                throw error("control character U+00\(hex2(b)) must be escaped in a string")
            case 0x80...:
                try copyScalar(into: &out)
            default:
                out.append(b)
                pos += 1
            }
        }
    }

    mutating func parseEscape(into out: inout [UInt8]) throws {
        let start = pos
        pos += 1
        guard pos < bytes.count else { throw error("unterminated string") }
        let c = bytes[pos]
        pos += 1
        switch c {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(c)
        case UInt8(ascii: "b"): out.append(0x08)
        case UInt8(ascii: "f"): out.append(0x0C)
        case UInt8(ascii: "n"): out.append(0x0A)
        case UInt8(ascii: "r"): out.append(0x0D)
        case UInt8(ascii: "t"): out.append(0x09)
        case UInt8(ascii: "u"):
            var scalar = try hex4()
            if scalar >= 0xD800 && scalar <= 0xDBFF {
                guard bytes.count - pos >= 6, bytes[pos] == UInt8(ascii: "\\"), bytes[pos + 1] == UInt8(ascii: "u") else {
                    throw error("unpaired surrogate in \\u escape", at: start)
                }
                pos += 2
                let low = try hex4()
                guard low >= 0xDC00 && low <= 0xDFFF else { throw error("unpaired surrogate in \\u escape", at: start) }
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            } else if scalar >= 0xDC00 && scalar <= 0xDFFF {
                throw error("unpaired surrogate in \\u escape", at: start)
            }
            UTF8.encode(Unicode.Scalar(scalar)!) { out.append($0) }
        default:
            let what = c >= 0x20 && c < 0x7F ? "'\\\(String(UnicodeScalar(c)))'" : "'\\' followed by \(describe(at: pos - 1))"
            throw error("invalid escape \(what)", at: start)
        }
    }

    mutating func hex4() throws -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard pos < bytes.count, let digit = hexValue(bytes[pos]) else { throw error("expected four hex digits after \\u") }
            value = value << 4 | UInt32(digit)
            pos += 1
        }
        return value
    }

    /// Copies one multi-byte UTF-8 scalar, rejecting overlong forms, surrogates and values past U+10FFFF.
    mutating func copyScalar(into out: inout [UInt8]) throws {
        switch utf8Sequence(at: pos) {
        case .valid(let length):
            out.append(contentsOf: bytes[pos..<pos + length])
            pos += length
        case .badLead: throw error("invalid UTF-8 byte 0x\(hex2(bytes[pos]))")
        case .truncated: throw error("truncated UTF-8 sequence")
        case .invalid: throw error("invalid UTF-8 sequence")
        }
    }

    enum UTF8Sequence { case valid(length: Int), badLead, truncated, invalid }

    /// Checks the multi-byte UTF-8 scalar starting at `offset`, rejecting overlong forms,
    /// surrogates and values past U+10FFFF.
    func utf8Sequence(at offset: Int) -> UTF8Sequence {
        let lead = bytes[offset]
        let count: Int
        var low: UInt8 = 0x80, high: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: count = 1
        case 0xE0: count = 2; low = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: count = 2
        case 0xED: count = 2; high = 0x9F
        case 0xF0: count = 3; low = 0x90
        case 0xF1...0xF3: count = 3
        case 0xF4: count = 3; high = 0x8F
        default: return .badLead
        }
        guard bytes.count - offset > count else { return .truncated }
        for i in 1...count {
            let b = bytes[offset + i]
            let ok = i == 1 ? (b >= low && b <= high) : (b >= 0x80 && b <= 0xBF)
            if !ok { return .invalid }
        }
        return .valid(length: count + 1)
    }

    // MARK: Whitespace and errors

    mutating func skipWhitespace() {
        while pos < bytes.count {
            switch bytes[pos] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"): pos += 1
            case UInt8(ascii: "\n"): pos += 1; line += 1; lineStart = pos
            case UInt8(ascii: "\r"):
                pos += 1
                if pos < bytes.count && bytes[pos] == UInt8(ascii: "\n") { pos += 1 }
                line += 1
                lineStart = pos
            default: return
            }
        }
    }

    func peek(_ b: UInt8) -> Bool { pos < bytes.count && bytes[pos] == b }

    func describeCurrent() -> String { describe(at: pos) }

    /// What starts at `offset`, for messages: `character ','`, `character '“' (U+201C)`,
    /// `control character U+0000`, `invalid UTF-8 byte 0xFF` or `end of input`. A byte of a
    /// multi-byte character is never shown on its own, and raw control bytes never reach a terminal.
    func describe(at offset: Int) -> String {
        guard offset < bytes.count else { return "end of input" }
        let b = bytes[offset]
        if b < 0x20 || b == 0x7F { return "control character U+00\(hex2(b))" }
        if b < 0x80 { return "character '\(String(UnicodeScalar(b)))'" }
        guard case .valid(let length) = utf8Sequence(at: offset),
              let scalar = String(decoding: bytes[offset..<offset + length], as: UTF8.self).unicodeScalars.first else {
            return "invalid UTF-8 byte 0x\(hex2(b))"
        }
        let code = String(scalar.value, radix: 16, uppercase: true)
        let shown: String
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .decimalNumber,
             .letterNumber, .otherNumber, .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
             .initialPunctuation, .finalPunctuation, .otherPunctuation, .mathSymbol, .currencySymbol, .modifierSymbol,
             .otherSymbol:
            shown = "'\(scalar)' "
        default:
            shown = ""  // spaces, format characters, marks: invisible or confusing between quotes
        }
        return "character \(shown)(U+\(String(repeating: "0", count: max(0, 4 - code.count)) + code))"
    }

    /// Newlines only occur in whitespace (strings reject raw control characters), so `line` and
    /// `lineStart` are exact for any offset on the current line.
    func error(_ message: String, at offset: Int? = nil) -> JSONParseError {
        let at = min(offset ?? pos, bytes.count)
        var column = 1
        var i = lineStart
        while i < at {
            if bytes[i] & 0xC0 != 0x80 { column += 1 }
            i += 1
        }
        return JSONParseError(message: message, line: line, column: column, offset: at)
    }
}

private func isDigit(_ b: UInt8) -> Bool { b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }

private func hexValue(_ b: UInt8) -> UInt8? {
    switch b {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return b - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return b - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return b - UInt8(ascii: "A") + 10
    default: return nil
    }
}

private func hex2(_ b: UInt8) -> String {
    let digits = Array("0123456789ABCDEF")
    return String([digits[Int(b >> 4)], digits[Int(b & 0x0F)]])
}
