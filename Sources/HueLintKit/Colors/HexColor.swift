/// Hex colour notations and the byte order each API gives them.
package enum HexOrder: Sendable {
    /// `#RGB`, `#RGBA`, `#RRGGBB`, `#RRGGBBAA`: CSS, Swift hex initialisers, token files.
    case rgba
    /// `#RRGGBB`, `#AARRGGBB`: Android `Color.parseColor`, `colors.xml`, Compose `Color(0xAARRGGBB)`.
    case argb
}

extension RGBA {
    /// Parses hex digits, with or without `#` or `0x`, in `order`. Three and four digits are CSS
    /// shorthand (each digit doubled; Android also reads `#RGB` and `#ARGB` in colors.xml).
    package init?(hex text: String, order: HexOrder) {
        var digits = Substring(text)
        if digits.hasPrefix("#") { digits = digits.dropFirst() } else if digits.hasPrefix("0x") || digits.hasPrefix("0X") { digits = digits.dropFirst(2) }
        var values: [Int] = []
        for byte in digits.utf8 {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): values.append(Int(byte - UInt8(ascii: "0")))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): values.append(Int(byte - UInt8(ascii: "a")) + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): values.append(Int(byte - UInt8(ascii: "A")) + 10)
            default: return nil
            }
        }
        var channels: [Int]
        switch values.count {
        case 3, 4: channels = values.map { $0 * 17 }
        case 6, 8: channels = stride(from: 0, to: values.count, by: 2).map { values[$0] * 16 + values[$0 + 1] }
        default: return nil
        }
        if channels.count == 4 && order == .argb { channels = Array(channels[1...]) + [channels[0]] }
        self.init(bytes: channels[0], channels[1], channels[2], alpha: channels.count == 4 ? channels[3] : 255)
    }

    /// A hex integer's digits as an API reads the number: Compose and Android take `0xAARRGGBB`,
    /// where six digits leave alpha 0 (transparent), as the platform does; Swift initialisers
    /// taking an integer read six digits as RGB and eight as RRGGBBAA.
    package init?(hexInteger digits: String, order: HexOrder) {
        guard digits.utf8.count == 6 || digits.utf8.count == 8 else { return nil }
        if order == .argb && digits.utf8.count == 6 {
            self.init(hex: "00" + digits, order: .argb)
        } else {
            self.init(hex: digits, order: order)
        }
    }
}
