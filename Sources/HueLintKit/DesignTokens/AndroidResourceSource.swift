/// Android colour resources: `<color name="x">#AARRGGBB</color>` in `res/values/colors.xml`, dark
/// values from `res/values-night/colors.xml`, with `@color/y` references (and the platform's
/// `@android:color/white`, `black`, `transparent`) resolved.
package enum AndroidResourceSource {
    /// `name → value` as written, in file order, from one colors.xml. A byte scan: Foundation's
    /// substring search made this a sixth of the catalog's load on apps with large palettes.
    package static func parseColors(_ bytes: [UInt8]) -> [(name: String, value: String)] {
        var out: [(String, String)] = []
        var i = 0
        while let open = find("<", in: bytes, from: i) {
            i = open + 1
            if starts("!--", in: bytes, at: i) {
                guard let end = find("-->", in: bytes, from: i + 3) else { break }
                i = end + 3
                continue
            }
            let afterName = i + 5
            guard starts("color", in: bytes, at: i), afterName < bytes.count,
                  [0x20, 0x09, 0x0A, 0x0D].contains(bytes[afterName]),
                  let tagEnd = find(">", in: bytes, from: afterName) else { continue }
            i = tagEnd + 1
            // `<color name="x"/>` has no value: the next `</color>` belongs to another colour.
            guard bytes[tagEnd - 1] != UInt8(ascii: "/"), let name = attribute("name", in: bytes[afterName..<tagEnd]),
                  let close = find("</color>", in: bytes, from: i) else { continue }
            out.append((name, String(decoding: bytes[i..<close], as: UTF8.self).trimmingASCIIWhitespace()))
            i = close + 8
        }
        return out
    }

    private static func starts(_ literal: StaticString, in bytes: [UInt8], at i: Int) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard i + count <= bytes.count else { return false }
        let start = literal.utf8Start
        for k in 0..<count where bytes[i + k] != start[k] { return false }
        return true
    }

    private static func find(_ literal: StaticString, in bytes: [UInt8], from: Int) -> Int? {
        guard literal.utf8CodeUnitCount > 0 else { return nil }
        let first = literal.utf8Start[0]
        var i = from
        while i < bytes.count {
            if bytes[i] == first && starts(literal, in: bytes, at: i) { return i }
            i += 1
        }
        return nil
    }

    /// The quoted value of `key="…"` in a tag's attribute bytes.
    private static func attribute(_ key: StaticString, in tag: ArraySlice<UInt8>) -> String? {
        let bytes = Array(tag)
        var i = 0
        while let found = find(key, in: bytes, from: i) {
            i = found + key.utf8CodeUnitCount
            var k = i
            while k < bytes.count && bytes[k] == 0x20 { k += 1 }
            guard k < bytes.count, bytes[k] == UInt8(ascii: "=") else { continue }
            k += 1
            while k < bytes.count && bytes[k] == 0x20 { k += 1 }
            guard k < bytes.count, bytes[k] == UInt8(ascii: "\"") || bytes[k] == UInt8(ascii: "'") else { return nil }
            let quote = bytes[k]
            guard let end = bytes[(k + 1)...].firstIndex(of: quote) else { return nil }
            return String(decoding: bytes[(k + 1)..<end], as: UTF8.self)
        }
        return nil
    }

    static let platformColors: [String: RGBA] = ["white": .white, "black": .black, "transparent": RGBA(red: 0, green: 0, blue: 0, alpha: 0)]

    /// Resolves values and references within one configuration (`values` or `values-night`,
    /// which falls back to `values` for names it does not define). References to names not in these
    /// files, theme attributes and dynamic system colours are skipped silently: they are not fixed
    /// colours. Returns the colours and problems (reference cycles, malformed `#` values).
    package static func resolve(_ values: [(name: String, value: String)], fallback: [String: String] = [:])
        -> (colors: [String: RGBA], problems: [String]) {
        var raw = fallback
        for (name, value) in values { raw[name] = value }
        var colors: [String: RGBA] = [:]
        var problems: [String] = []
        for (name, _) in values {
            var seen: Set<String> = [name]
            var current = raw[name] ?? ""
            while true {
                if current.hasPrefix("@color/") {
                    let target = String(current.dropFirst(7))
                    guard seen.insert(target).inserted else { problems.append("color \"\(name)\": reference cycle through @color/\(target)"); break }
                    // Usually defined in another values file or module: not a token here, and not an error.
                    guard let next = raw[target] else { break }
                    current = next
                } else if current.hasPrefix("@android:color/") {
                    // Dynamic system colours (`system_accent1_600`) have no fixed value.
                    if let c = platformColors[String(current.dropFirst(15))] { colors[name] = c }
                    break
                } else {
                    // Theme attributes (`?attr/…`) have no fixed value; a malformed `#` value is a mistake.
                    if let c = RGBA(hex: current, order: .argb), current.hasPrefix("#") {
                        colors[name] = c
                    } else if current.hasPrefix("#") {
                        problems.append("color \"\(name)\": invalid colour \"\(current)\"")
                    }
                    break
                }
            }
        }
        return (colors, problems)
    }
}
