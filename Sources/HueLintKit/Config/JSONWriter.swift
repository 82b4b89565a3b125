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

    /// Appends `text` JSON-escaped. Works on UTF-8 bytes and copies clean runs whole: reports
    /// escape every message and snippet, and a scalar at a time cost a third of a JSON run.
    static func appendEscaped(_ text: String, to out: inout String) {
        var text = text
        let cleanTail: Int = text.withUTF8 { bytes in
            var clean = 0
            for i in 0..<bytes.count {
                let byte = bytes[i]
                guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == 0x7F else { continue }
                if clean < i { out += String(decoding: UnsafeBufferPointer(rebasing: bytes[clean..<i]), as: UTF8.self) }
                out += escaped(byte)
                clean = i + 1
            }
            if clean > 0 && clean < bytes.count {
                out += String(decoding: UnsafeBufferPointer(rebasing: bytes[clean...]), as: UTF8.self)
            }
            return clean
        }
        if cleanTail == 0 { out += text }
    }

    private static func escaped(_ byte: UInt8) -> String {
        switch byte {
        case UInt8(ascii: "\""): return "\\\""
        case UInt8(ascii: "\\"): return "\\\\"
        case UInt8(ascii: "\n"): return "\\n"
        case UInt8(ascii: "\r"): return "\\r"
        case UInt8(ascii: "\t"): return "\\t"
        case 0x08: return "\\b"
        case 0x0C: return "\\f"
        default:
            let hex = String(byte, radix: 16)
            return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
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
