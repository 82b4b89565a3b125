/// W3C Design Tokens (DTCG) files: nested groups, tokens with `$value`, `$type: color` set on the
/// token or inherited from a group, aliases `{group.token}`, and colour values as hex strings or
/// as `{ "colorSpace": "srgb" | "display-p3", "components": [r, g, b], "alpha": a }` objects.
/// Dark values come from a second file, or from `$extensions.mode.dark` (or `modes.dark`) on a token.
package enum DesignTokenSource {
    package struct Entry: Equatable, Sendable {
        /// The dotted path, e.g. `color.text.primary`.
        package var path: String
        package var light: RGBA
        package var dark: RGBA?
    }

    /// The colour tokens of a parsed file, plus problems (bad values, unknown or circular aliases).
    package static func entries(_ root: JSONValue, dark darkRoot: JSONValue? = nil) -> (entries: [Entry], problems: [String]) {
        var raw: [(path: String, value: JSONValue, darkValue: JSONValue?)] = []
        collect(root, path: [], inheritedType: nil, into: &raw)
        var rawDark: [(path: String, value: JSONValue, darkValue: JSONValue?)] = []
        if let darkRoot { collect(darkRoot, path: [], inheritedType: nil, into: &rawDark) }
        let values = Dictionary(raw.map { ($0.path, $0.value) }, uniquingKeysWith: { a, _ in a })
        let darkValues = Dictionary(rawDark.map { ($0.path, $0.value) }, uniquingKeysWith: { a, _ in a })
        var problems: [String] = []
        var entries: [Entry] = []
        for token in raw {
            guard let light = resolve(token.value, in: values, path: token.path, problems: &problems) else { continue }
            var dark: RGBA?
            if let modeValue = token.darkValue {
                dark = resolve(modeValue, in: values, path: token.path, problems: &problems)
            } else if let darkValue = darkValues[token.path] {
                dark = resolve(darkValue, in: darkValues.merging(values) { a, _ in a }, path: token.path, problems: &problems)
            }
            entries.append(Entry(path: token.path, light: light, dark: dark))
        }
        return (entries, problems)
    }

    private static func collect(_ node: JSONValue, path: [String], inheritedType: String?,
                                into out: inout [(path: String, value: JSONValue, darkValue: JSONValue?)]) {
        guard let members = node.objectValue else { return }
        let type = node["$type"]?.stringValue ?? inheritedType
        if let value = node["$value"] {
            guard type == "color" else { return }
            let extensions = node["$extensions"]
            let darkValue = extensions?["mode"]?["dark"] ?? extensions?["modes"]?["dark"]
            out.append((path.joined(separator: "."), value, darkValue))
            return
        }
        for (key, child) in members where !key.hasPrefix("$") {
            collect(child, path: path + [key], inheritedType: type, into: &out)
        }
    }

    private static func resolve(_ value: JSONValue, in values: [String: JSONValue], path: String, problems: inout [String]) -> RGBA? {
        var current = value
        var seen: Set<String> = [path]
        while let text = current.stringValue, text.hasPrefix("{"), text.hasSuffix("}") {
            let target = String(text.dropFirst().dropLast())
            guard seen.insert(target).inserted else { problems.append("token \"\(path)\": circular alias \(text)"); return nil }
            guard let next = values[target] else { problems.append("token \"\(path)\": unknown alias \(text)"); return nil }
            current = next
        }
        if let text = current.stringValue {
            if let c = RGBA(hex: text, order: .rgba), text.hasPrefix("#") { return c }
            problems.append("token \"\(path)\": unsupported colour \"\(text)\"")
            return nil
        }
        if let space = current["colorSpace"]?.stringValue, let components = current["components"]?.arrayValue,
           components.count == 3, let r = components[0].numberValue, let g = components[1].numberValue, let b = components[2].numberValue {
            let alpha = current["alpha"]?.numberValue ?? 1
            switch space {
            case "srgb": return RGBA(red: r, green: g, blue: b, alpha: alpha)
            case "display-p3": return ColorSpaces.srgb(fromDisplayP3: r, g, b, alpha: alpha)
            case "srgb-linear": return ColorSpaces.srgb(fromLinear: r, g, b, alpha: alpha)
            default: break
            }
        }
        if let hex = current["hex"]?.stringValue, let c = RGBA(hex: hex, order: .rgba) {
            return current["alpha"]?.numberValue.map { c.multiplyingAlpha($0) } ?? c
        }
        problems.append("token \"\(path)\": unsupported colour value")
        return nil
    }

    /// `color.text.primary` → `colorTextPrimary`; `brand-blue.500` → `brandBlue500`.
    package static func camelName(_ path: String) -> String {
        let words = NameWords.split(path)
        guard let first = words.first else { return path }
        return first + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }
}
