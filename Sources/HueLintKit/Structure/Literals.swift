extension FileContext {
    /// Whether `first…last` is a numeric literal expression: numbers joined by arithmetic,
    /// parentheses, and numeric conversions (`CGFloat(0.5)`, `200/255`, `-1`, `0.5f`).
    /// A name anywhere (a variable, a function) means the value is computed, not hardcoded.
    package func isNumericLiteralExpression(_ first: Int, _ last: Int) -> Bool {
        guard first <= last else { return false }
        var sawNumber = false
        var p = first
        while p <= last {
            switch kind(p) {
            case .number:
                sawNumber = true
            case .leftParen, .rightParen:
                break
            case .operator:
                let op = text(p)
                if op != "/" && op != "*" && op != "+" && op != "-" { return false }
            case .identifier:
                let name = text(p)
                let isConversion = ["CGFloat", "Double", "Float", "Int", "UInt8", "UInt32"].contains(name) && kind(p + 1) == .leftParen
                let isKotlinConversion = language == .kotlin && kind(p - 1) == .dot
                    && ["toFloat", "toInt", "toDouble", "toLong", "toUInt", "toULong"].contains(name)
                if !isConversion && !isKotlinConversion { return false }
            case .dot:
                if language != .kotlin { return false }
            default:
                return false
            }
            p += 1
        }
        return sawNumber
    }

    /// The hex digits of a `0x…` integer literal at `p` (suffixes `L`, `u`, `U` and `_` removed).
    package func hexIntegerDigits(at p: Int) -> String? {
        guard kind(p) == .number else { return nil }
        let range = self.range(p)
        let bytes = UnsafeBufferPointer(raw)
        guard range.length >= 2, bytes[range.start] == UInt8(ascii: "0"), bytes[range.start + 1] | 0x20 == UInt8(ascii: "x") else {
            return nil
        }
        var digits: [UInt8] = []
        digits.reserveCapacity(range.length - 2)
        for byte in bytes[(range.start + 2)..<range.end] {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "f"), UInt8(ascii: "A")...UInt8(ascii: "F"):
                digits.append(byte)
            case UInt8(ascii: "_"), UInt8(ascii: "L"), UInt8(ascii: "u"), UInt8(ascii: "U"): continue
            default: return nil  // a hex float such as 0x1p3
            }
        }
        return String(decoding: digits, as: UTF8.self)
    }
}

/// Hex colour strings: `#RGB`, `#RGBA`, `#RRGGBB`, `#RRGGBBAA`, with or without the `#`.
package enum HexColorText {
    /// Whether `text` is a hex colour. `requireHash` demands the leading `#`.
    /// How a hex integer literal starts, as prefilter text: `0x` and a digit (`_` may separate Swift's
    /// digits). Three bytes each, so the prefilter finds them at every second byte, as it would `0x`
    /// alone only at every one.
    package static let integerStarts = Array("0123456789abcdef_").map { "0x\($0)" }
    /// How a hex colour string written with its `#` starts, as prefilter text: `"#` and a digit (of
    /// `#FFF` or `#0xFFF`).
    package static let hashedStringStarts = Array("0123456789abcdef").map { "\"#\($0)" }

    package static func isHexColor(_ text: String, requireHash: Bool) -> Bool {
        var body = Substring(text)
        if body.hasPrefix("#") { body = body.dropFirst() } else if requireHash { return false }
        if body.hasPrefix("0x") || body.hasPrefix("0X") { body = body.dropFirst(2) }
        guard [3, 4, 6, 8].contains(body.utf8.count) else { return false }
        return body.utf8.allSatisfy { isHexDigit($0) }
    }

    @inline(__always) static func isHexDigit(_ b: UInt8) -> Bool {
        (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")) || (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "f"))
            || (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "F"))
    }
}
