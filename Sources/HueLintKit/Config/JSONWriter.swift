/// Renders a `JSONValue` as pretty-printed JSON: 2-space indent, keys in stored order, one array
/// element per line, `{}`/`[]` for empty containers, and a trailing newline. The output depends on
/// nothing but the value, so files written with it (rules.json) are byte-stable across platforms.
public enum JSONWriter {
    public static func render(_ value: JSONValue) -> String {
        var out = ""
        write(value, indent: 0, to: &out)
        out += "\n"
        return out
    }

    /// Integral values (up to 2^53) print without a fraction; others use Swift's shortest
    /// round-trip form, which is the same on every platform. Non-finite values have no JSON
    /// spelling and print as `null`.
    public static func format(_ number: Double) -> String {
        guard number.isFinite else { return "null" }
        if number == number.rounded(.towardZero) && abs(number) <= 9_007_199_254_740_992 {
            return String(Int64(number))
        }
        return String(number)
    }

    static func appendEscaped(_ text: String, to out: inout String) {
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{08}": out += "\\b"
            case "\u{0C}": out += "\\f"
            case "\u{00}"..."\u{1F}", "\u{7F}":
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
    }

    private static func write(_ value: JSONValue, indent: Int, to out: inout String) {
        switch value {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let n): out += format(n)
        case .string(let s):
            out += "\""
            appendEscaped(s, to: &out)
            out += "\""
        case .array(let items):
            guard !items.isEmpty else { out += "[]"; return }
            let inner = String(repeating: " ", count: indent + 2)
            out += "[\n"
            for (i, item) in items.enumerated() {
                out += inner
                write(item, indent: indent + 2, to: &out)
                out += i + 1 < items.count ? ",\n" : "\n"
            }
            out += String(repeating: " ", count: indent) + "]"
        case .object(let members):
            guard !members.isEmpty else { out += "{}"; return }
            let inner = String(repeating: " ", count: indent + 2)
            out += "{\n"
            for (i, member) in members.enumerated() {
                out += inner + "\""
                appendEscaped(member.key, to: &out)
                out += "\": "
                write(member.value, indent: indent + 2, to: &out)
                out += i + 1 < members.count ? ",\n" : "\n"
            }
            out += String(repeating: " ", count: indent) + "}"
        }
    }
}
