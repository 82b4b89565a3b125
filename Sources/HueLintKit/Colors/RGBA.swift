/// A colour as gamma-encoded sRGB channels plus alpha, each nominally in 0…1. Channels of an
/// extended-range colour (a Display P3 colour outside sRGB) may fall outside 0…1.
package struct RGBA: Hashable, Sendable {
    package var red: Double
    package var green: Double
    package var blue: Double
    package var alpha: Double

    package init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// From 0–255 channel values.
    package init(bytes red: Int, _ green: Int, _ blue: Int, alpha: Int = 255) {
        self.init(red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255, alpha: Double(alpha) / 255)
    }

    package init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    package static let white = RGBA(red: 1, green: 1, blue: 1)
    package static let black = RGBA(red: 0, green: 0, blue: 0)

    /// Each channel clamped to 0…1 and rounded to the nearest of 256 steps, as an 8-bit display shows it.
    package var bytes: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        (Self.byte(red), Self.byte(green), Self.byte(blue), Self.byte(alpha))
    }

    static func byte(_ value: Double) -> UInt8 {
        guard value.isFinite else { return 0 }
        return UInt8((min(1, max(0, value)) * 255).rounded(.toNearestOrAwayFromZero))
    }

    /// Black at any opacity: every channel within half an 8-bit step of 0.
    package var isBlackAtAnyAlpha: Bool { abs(red) < 0.5 / 255 && abs(green) < 0.5 / 255 && abs(blue) < 0.5 / 255 }

    /// White at any opacity: every channel within half an 8-bit step of 1.
    package var isWhiteAtAnyAlpha: Bool { abs(red - 1) < 0.5 / 255 && abs(green - 1) < 0.5 / 255 && abs(blue - 1) < 0.5 / 255 }

    /// Two colours are the same colour when they show identically at 8 bits per channel: that is
    /// what "exact" means for a fix, so `Color(red: 0.1, …)` equals `#1A…` (0.1 × 255 = 25.5 → 26).
    package func isSameColor(as other: RGBA) -> Bool {
        let a = bytes, b = other.bytes
        return a.red == b.red && a.green == b.green && a.blue == b.blue && a.alpha == b.alpha
    }

    /// `#RRGGBB`, or `#RRGGBBAA` when not opaque (CSS order), upper-case.
    package var hexString: String {
        let b = bytes
        var out = "#" + Self.hex(b.red) + Self.hex(b.green) + Self.hex(b.blue)
        if b.alpha != 255 { out += Self.hex(b.alpha) }
        return out
    }

    /// Android's notation, `#AARRGGBB` (alpha first), as colors.xml and `Color(0xAARRGGBB)` write it;
    /// `#RRGGBB` when opaque.
    package var androidHexString: String {
        let b = bytes
        let rgb = Self.hex(b.red) + Self.hex(b.green) + Self.hex(b.blue)
        return b.alpha == 255 ? "#" + rgb : "#" + Self.hex(b.alpha) + rgb
    }

    /// The notation of the code the colour was found in: Android's for Kotlin and resource XML.
    package func hexString(android: Bool) -> String { android ? androidHexString : hexString }

    static func hex(_ byte: UInt8) -> String {
        String(decoding: [hexDigits[Int(byte >> 4)], hexDigits[Int(byte & 0xF)]], as: UTF8.self)
    }

    /// Bytes, made once: splitting the digits into `Character`s on every call made a catalog's
    /// conflict warnings cost 16,000 instructions each.
    private static let hexDigits = Array("0123456789ABCDEF".utf8)

    /// The colour with alpha multiplied by `factor` (`.opacity(0.5)` on an already translucent colour).
    package func multiplyingAlpha(_ factor: Double) -> RGBA {
        RGBA(red: red, green: green, blue: blue, alpha: alpha * factor)
    }
}

extension RGBA: CustomStringConvertible {
    package var description: String { hexString }
}
