import Foundation

/// Xcode asset catalogs: `*.xcassets/**/NAME.colorset/Contents.json`.
///
/// A colour set lists colours per idiom and appearance. The entry without a luminosity
/// appearance (or with `light`) is the light value, `dark` the dark one; high-contrast variants
/// are ignored. Components are strings or numbers: `"0.102"` (0–1), `"26"` (0–255 when every
/// channel is an integer and one exceeds 1) or `"0x1A"`; colour spaces `srgb`, `display-p3`
/// (converted to sRGB through XYZ), `extended-srgb`, `extended-linear-srgb`, `gray-gamma-22`, `gray` and
/// `extended-gray` (a `white` component). A folder whose Contents.json sets `provides-namespace`
/// prefixes its colours' names (`Brand/Primary`).
package enum AssetCatalogSource {
    /// The light and dark colours of one colour set's Contents.json, or why it cannot be read.
    package static func parseColorSet(_ bytes: [UInt8]) -> Result<(light: RGBA, dark: RGBA?), TokenSourceError> {
        let root: JSONValue
        do { root = try JSONParser.parse(bytes) } catch { return .failure(TokenSourceError("invalid JSON: \(error)")) }
        guard let colors = root["colors"]?.arrayValue, !colors.isEmpty else { return .failure(TokenSourceError("no \"colors\" entries")) }
        var light: RGBA?
        var dark: RGBA?
        // Universal entries first; an idiom-specific set is read only when there is no universal one.
        let universal = colors.filter { ($0["idiom"]?.stringValue ?? "universal") == "universal" }
        for entry in universal.isEmpty ? colors : universal {
            var luminosity: String?
            var other = false
            for appearance in entry["appearances"]?.arrayValue ?? [] {
                if appearance["appearance"]?.stringValue == "luminosity" { luminosity = appearance["value"]?.stringValue } else { other = true }
            }
            // A system colour reference (`"reference": "systemBlueColor"`) has no fixed value.
            guard !other, let colorValue = entry["color"], colorValue["reference"] == nil else { continue }
            let color: RGBA
            switch components(colorValue) {
            case .success(let c): color = c
            case .failure(let error): return .failure(error)
            }
            switch luminosity {
            case nil, "light": if light == nil || luminosity == nil { light = color }
            case "dark": dark = color
            default: continue
            }
        }
        // Only a dark variant, or only system references: nothing to match, nothing wrong.
        guard let light else { return .failure(TokenSourceError("no fixed colour for the any/light appearance", silent: true)) }
        return .success((light, dark))
    }

    static func components(_ color: JSONValue) -> Result<RGBA, TokenSourceError> {
        let space = color["color-space"]?.stringValue ?? "srgb"
        guard let members = color["components"] else { return .failure(TokenSourceError("a colour has no \"components\"")) }
        func value(_ key: String) -> Channel? { members[key].flatMap(Channel.init) }
        let alpha = value("alpha")?.unit ?? 1
        switch space {
        case "gray", "extended-gray":
            guard let white = value("white") else { return .failure(TokenSourceError("a \(space) colour needs a \"white\" component")) }
            return .success(RGBA(white: white.unit, alpha: alpha))
        case "gray-gamma-22":
            // A grey encoded with a plain 2.2 gamma: decode to linear light, then encode as sRGB.
            guard let white = value("white") else { return .failure(TokenSourceError("a \(space) colour needs a \"white\" component")) }
            let linear = pow(max(0, white.unit), 2.2)
            return .success(ColorSpaces.srgb(fromLinear: linear, linear, linear, alpha: alpha))
        case "srgb", "display-p3", "extended-srgb", "extended-linear-srgb":
            guard let r = value("red"), let g = value("green"), let b = value("blue") else {
                return .failure(TokenSourceError("a colour needs \"red\", \"green\" and \"blue\" components"))
            }
            // Xcode writes 8-bit components as plain integers ("26"); "0" and "1" alone stay 0–1.
            let bytes = [r, g, b].allSatisfy(\.isInteger) && [r, g, b].contains { $0.value > 1 }
            let (red, green, blue) = bytes ? (r.value / 255, g.value / 255, b.value / 255)
                : (r.isHex ? r.value / 255 : r.value, g.isHex ? g.value / 255 : g.value, b.isHex ? b.value / 255 : b.value)
            switch space {
            case "display-p3": return .success(ColorSpaces.srgb(fromDisplayP3: red, green, blue, alpha: alpha))
            case "extended-linear-srgb": return .success(ColorSpaces.srgb(fromLinear: red, green, blue, alpha: alpha))
            default: return .success(RGBA(red: red, green: green, blue: blue, alpha: alpha))
            }
        default:
            return .failure(TokenSourceError("unsupported color-space \"\(space)\""))
        }
    }

    /// One component as written: `"0.102"`, `"26"`, `"0x1A"`, or a JSON number.
    struct Channel {
        var value: Double
        var isInteger: Bool
        var isHex: Bool

        init?(_ json: JSONValue) {
            if let n = json.numberValue {
                value = n
                isInteger = false
                isHex = false
                return
            }
            guard let text = json.stringValue?.trimmingASCIIWhitespace(), !text.isEmpty else { return nil }
            if text.hasPrefix("0x") || text.hasPrefix("0X") {
                guard let n = Int(text.dropFirst(2), radix: 16) else { return nil }
                value = Double(n)
                isInteger = true
                isHex = true
                return
            }
            guard let n = Double(text) else { return nil }
            value = n
            isInteger = !text.contains(".") && !text.contains("e")
            isHex = false
        }

        /// As 0–1: hex bytes are divided by 255.
        var unit: Double { isHex ? value / 255 : value }
    }
}

/// A token source that could not be read: the catalog warns and goes on.
package struct TokenSourceError: Error, Hashable, Sendable, CustomStringConvertible {
    package var message: String
    /// Not a mistake in the file, just nothing to read: no warning.
    package var silent: Bool
    package init(_ message: String, silent: Bool = false) {
        self.message = message
        self.silent = silent
    }
    package var description: String { message }
}
