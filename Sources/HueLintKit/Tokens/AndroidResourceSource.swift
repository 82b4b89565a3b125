import Foundation

/// Android colour resources: `<color name="x">#AARRGGBB</color>` in `res/values/colors.xml`, dark
/// values from `res/values-night/colors.xml`, with `@color/y` references (and the platform's
/// `@android:color/white`, `black`, `transparent`) resolved.
public enum AndroidResourceSource {
    /// `name → value` as written, in file order, from one colors.xml.
    public static func parseColors(_ bytes: [UInt8]) -> [(name: String, value: String)] {
        let text = String(decoding: bytes, as: UTF8.self)
        var out: [(String, String)] = []
        var rest = Substring(text)
        while let open = rest.range(of: "<") {
            rest = rest[open.upperBound...]
            if rest.hasPrefix("!--") {
                guard let end = rest.range(of: "-->") else { break }
                rest = rest[end.upperBound...]
                continue
            }
            guard rest.hasPrefix("color"), let tagEnd = rest.range(of: ">") else { continue }
            let afterName = rest.dropFirst(5)
            guard let first = afterName.first, first == " " || first == "\t" || first == "\n" || first == "\r" else { continue }
            let attributes = rest[rest.startIndex..<tagEnd.lowerBound]
            rest = rest[tagEnd.upperBound...]
            guard let name = attribute("name", in: attributes), let close = rest.range(of: "</color>") else { continue }
            let value = rest[..<close.lowerBound].trimmingCharacters(in: .whitespacesAndNewlines)
            rest = rest[close.upperBound...]
            out.append((name, value))
        }
        return out
    }

    private static func attribute(_ key: String, in tag: Substring) -> String? {
        var rest = tag
        while let found = rest.range(of: key) {
            rest = rest[found.upperBound...]
            let trimmed = rest.drop { $0 == " " }
            guard trimmed.first == "=" else { continue }
            let value = trimmed.dropFirst().drop { $0 == " " }
            guard let quote = value.first, quote == "\"" || quote == "'" else { return nil }
            let body = value.dropFirst()
            guard let end = body.firstIndex(of: quote) else { return nil }
            return String(body[..<end])
        }
        return nil
    }

    static let platformColors: [String: RGBA] = ["white": .white, "black": .black, "transparent": RGBA(red: 0, green: 0, blue: 0, alpha: 0)]

    /// Resolves values and references within one configuration (`values` or `values-night`,
    /// which falls back to `values` for names it does not define). References to names not in these
    /// files, theme attributes and dynamic system colours are skipped silently: they are not fixed
    /// colours. Returns the colours and problems (reference cycles, malformed `#` values).
    public static func resolve(_ values: [(name: String, value: String)], fallback: [String: String] = [:])
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
