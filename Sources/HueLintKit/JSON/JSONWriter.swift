/// Renders a `JSONValue` as pretty-printed JSON: 2-space indent, keys in stored order, one array
/// element per line, `{}`/`[]` for empty containers, and a trailing newline. The output depends on
/// nothing but the value, so files written with it (rules.json) are byte-stable across platforms.
package enum JSONWriter {
    package static func render(_ value: JSONValue) -> String {
        var out = Output()
        write(value, indent: 0, to: &out, stream: nil)
        out.append(0x0A)
        return out.finish()
    }

    /// Where `render(_:streaming:_:)` writes its array: a value no report holds.
    static let streamedArray: JSONValue = .array([.string("\u{0}huelint:streamed-array\u{0}")])

    /// Renders `value` as `render(_:)` does, with the one `streamedArray` in it written as an
    /// array of `count` elements made by `element` one at a time, each dropped once written:
    /// a report's findings are never all held as values at once (50,000 SARIF results as
    /// values took more memory than the report they render).
    package static func render(_ value: JSONValue, streaming count: Int, _ element: (Int) -> JSONValue) -> String {
        withoutActuallyEscaping(element) { element in
            var out = Output()
            write(value, indent: 0, to: &out, stream: (count, element))
            out.append(0x0A)
            return out.finish()
        }
    }

    /// The text being written: bytes gathered in a small buffer and moved into the String a chunk
    /// at a time. Appending each bracket, indent and key to a String cost about 150 instructions
    /// per byte of a SARIF report, a third of them making indentation strings.
    package struct Output {
        private var text = ""
        /// A raw chunk: `Array.append(contentsOf:)` and `repeatElement` went through generic
        /// copies for every bracket, key and indent.
        private let buffer: UnsafeMutablePointer<UInt8>
        private var used = 0
        private static let chunk = 1 << 16
        /// Owns `buffer`; frees it when the last copy of this output goes.
        private let storage: Storage

        private final class Storage {
            let pointer: UnsafeMutablePointer<UInt8>
            init(_ capacity: Int) { pointer = .allocate(capacity: capacity) }
            deinit { pointer.deallocate() }
        }

        init() {
            storage = Storage(Self.chunk)
            buffer = storage.pointer
        }

        mutating func append(_ byte: UInt8) {
            if used == Self.chunk { flush() }
            buffer[used] = byte
            used += 1
        }

        mutating func append(_ string: StaticString) {
            append(UnsafeBufferPointer(start: string.utf8Start, count: string.utf8CodeUnitCount))
        }

        mutating func append(_ string: String) {
            var string = string
            string.withUTF8 { append($0) }
        }

        mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
            guard let base = bytes.baseAddress, bytes.count > 0 else { return }
            if used + bytes.count > Self.chunk {
                flush()
                if bytes.count > Self.chunk {
                    text += String(decoding: bytes, as: UTF8.self)
                    return
                }
            }
            (buffer + used).update(from: base, count: bytes.count)
            used += bytes.count
        }

        /// Bytes written so far.
        var count: Int { text.utf8.count + used }

        mutating func reserve(_ total: Int) {
            text.reserveCapacity(total)
        }

        mutating func spaces(_ count: Int) {
            var left = count
            while left > 0 {
                if used == Self.chunk { flush() }
                let n = min(left, Self.chunk - used)
                (buffer + used).update(repeating: 0x20, count: n)
                used += n
                left -= n
            }
        }

        mutating func flush() {
            guard used > 0 else { return }
            text += String(decoding: UnsafeBufferPointer(start: buffer, count: used), as: UTF8.self)
            used = 0
        }

        mutating func finish() -> String {
            flush()
            return text
        }

        /// `text` JSON-escaped: clean runs copied whole.
        mutating func appendEscaped(_ text: String) {
            var text = text
            text.withUTF8 { bytes in
                var clean = 0
                for i in 0..<bytes.count {
                    let byte = bytes[i]
                    guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == 0x7F else { continue }
                    if clean < i { append(UnsafeBufferPointer(rebasing: bytes[clean..<i])) }
                    append(JSONWriter.escaped(byte))
                    clean = i + 1
                }
                if clean < bytes.count { append(UnsafeBufferPointer(rebasing: bytes[clean...])) }
            }
        }
    }

    /// Integral values (up to 2^53) print without a fraction; others use Swift's shortest
    /// round-trip form, which is the same on every platform. Non-finite values have no JSON
    /// spelling and print as `null`.
    package static func format(_ number: Double) -> String {
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

    fileprivate static func escaped(_ byte: UInt8) -> String {
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

    private static func write(_ value: JSONValue, indent: Int, to out: inout Output,
                              stream: (count: Int, element: (Int) -> JSONValue)?) {
        if let stream, value == streamedArray {
            guard stream.count > 0 else { out.append("[]"); return }
            out.append("[\n")
            for i in 0..<stream.count {
                let before = out.count
                out.spaces(indent + 2)
                write(stream.element(i), indent: indent + 2, to: &out, stream: nil)
                out.append(i + 1 < stream.count ? ",\n" : "\n")
                // Room for the rest, judged from the first element: growing a String of tens of
                // megabytes by doubling held the old and the new storage at once.
                if i == 0 && stream.count > 64 { out.reserve(out.count + (out.count - before) * (stream.count - 1) * 21 / 20 + 4096) }
            }
            out.spaces(indent)
            out.append(UInt8(ascii: "]"))
            return
        }
        switch value {
        case .null: out.append("null")
        case .bool(let b): out.append(b ? "true" : "false")
        case .number(let n): out.append(format(n))
        case .string(let s):
            out.append(UInt8(ascii: "\""))
            out.appendEscaped(s)
            out.append(UInt8(ascii: "\""))
        case .array(let items):
            guard !items.isEmpty else { out.append("[]"); return }
            out.append("[\n")
            for (i, item) in items.enumerated() {
                out.spaces(indent + 2)
                write(item, indent: indent + 2, to: &out, stream: stream)
                out.append(i + 1 < items.count ? ",\n" : "\n")
            }
            out.spaces(indent)
            out.append(UInt8(ascii: "]"))
        case .object(let members):
            guard !members.isEmpty else { out.append("{}"); return }
            out.append("{\n")
            for (i, member) in members.enumerated() {
                out.spaces(indent + 2)
                out.append(UInt8(ascii: "\""))
                out.appendEscaped(member.key)
                out.append("\": ")
                write(member.value, indent: indent + 2, to: &out, stream: stream)
                out.append(i + 1 < members.count ? ",\n" : "\n")
            }
            out.spaces(indent)
            out.append(UInt8(ascii: "}"))
        }
    }
}
