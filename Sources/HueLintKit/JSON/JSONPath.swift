/// JSON paths as config errors show them: `$.rules["hex-color-literal"].severity`, `$.tokens[2].light`.
/// Keys that are plain identifiers use dot notation; anything else is quoted in brackets.
package enum JSONPath {
    package static let root = "$"

    package static func member(_ base: String, _ key: String) -> String {
        isIdentifier(key) ? base + "." + key : base + "[" + quoted(key) + "]"
    }

    package static func index(_ base: String, _ index: Int) -> String {
        base + "[" + String(index) + "]"
    }

    /// `key` as a JSON string literal, for messages: `"hex-color-literal"`.
    package static func quoted(_ key: String) -> String {
        var out = "\""
        JSONWriter.appendEscaped(key, to: &out)
        out += "\""
        return out
    }

    static func isIdentifier(_ key: String) -> Bool {
        guard let first = key.utf8.first, isLetter(first) else { return false }
        return key.utf8.allSatisfy { isLetter($0) || ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) }
    }

    private static func isLetter(_ b: UInt8) -> Bool {
        (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z")) || (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z"))
            || b == UInt8(ascii: "_")
    }
}
