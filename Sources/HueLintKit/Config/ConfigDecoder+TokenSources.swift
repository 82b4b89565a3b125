/// `tokenSources` and `fixes`: decoded member by member, every problem reported with its path.
extension ConfigDecoder {
    static let tokenSourceKeys = ["assetCatalogs", "assetExpression", "androidResources", "androidExpression",
                                  "paletteDeclarations", "designTokens"]
    static let designTokenKeys = ["file", "darkFile", "swift", "kotlin"]
    static let fixKeys = ["maxDeltaE", "distance"]

    /// Applies the members present over `base`.
    mutating func tokenSources(_ value: JSONValue, at path: String, over base: TokenSourceSettings) -> TokenSourceSettings {
        var out = base
        guard let members = object(value, at: path) else { return out }
        for (key, v) in members {
            let keyPath = JSONPath.member(path, key)
            switch key {
            case "assetCatalogs", "androidResources", "paletteDeclarations":
                guard let b = v.boolValue else { mismatch(v, expected: "a boolean", at: keyPath); continue }
                if key == "assetCatalogs" { out.assetCatalogs = b } else if key == "androidResources" { out.androidResources = b } else { out.paletteDeclarations = b }
            case "assetExpression", "androidExpression":
                guard let template = expressionTemplate(v, at: keyPath) else { continue }
                if key == "assetExpression" { out.assetExpression = template } else { out.androidExpression = template }
            case "designTokens":
                if let files = designTokenFiles(v, at: keyPath) { out.designTokens = files }
            default:
                unknown("key", key, at: keyPath, among: Self.tokenSourceKeys)
            }
        }
        return out
    }

    /// A non-empty expression containing `{name}`.
    mutating func expressionTemplate(_ value: JSONValue, at path: String, placeholders: [String] = ["{name}"]) -> String? {
        guard let text = value.stringValue else {
            mismatch(value, expected: "a string", at: path)
            return nil
        }
        guard placeholders.contains(where: { text.contains($0) }) else {
            fail(path, "expression template \(JSONPath.quoted(text)) must contain \(Self.list(placeholders))")
            return nil
        }
        return text
    }

    mutating func designTokenFiles(_ value: JSONValue, at path: String) -> [DesignTokenFile]? {
        guard let items = array(value, at: path) else { return nil }
        var out: [DesignTokenFile] = []
        var valid = true
        for (i, item) in items.enumerated() {
            let itemPath = JSONPath.index(path, i)
            guard let members = object(item, at: itemPath) else { valid = false; continue }
            var fields: [String: String] = [:]
            for (key, v) in members {
                let keyPath = JSONPath.member(itemPath, key)
                guard Self.designTokenKeys.contains(key) else {
                    unknown("key", key, at: keyPath, among: Self.designTokenKeys)
                    valid = false
                    continue
                }
                if key == "swift" || key == "kotlin" {
                    guard let template = expressionTemplate(v, at: keyPath, placeholders: ["{name}", "{path}"]) else { valid = false; continue }
                    fields[key] = template
                } else if let text = v.stringValue, !text.isEmpty {
                    fields[key] = text
                } else {
                    if v.stringValue != nil { fail(keyPath, "\(JSONPath.quoted(key)) must not be empty") } else { mismatch(v, expected: "a string", at: keyPath) }
                    valid = false
                }
            }
            if members.first(where: { $0.key == "file" }) == nil {
                fail(itemPath, "missing required key \"file\"")
                valid = false
            }
            if !members.contains(where: { $0.key == "swift" || $0.key == "kotlin" }) {
                fail(itemPath, "a design token file needs \"swift\", \"kotlin\" or both")
                valid = false
            }
            if let file = fields["file"] {
                out.append(DesignTokenFile(file: file, darkFile: fields["darkFile"], swift: fields["swift"], kotlin: fields["kotlin"]))
            }
        }
        return valid ? out : nil
    }

    mutating func fixSettings(_ value: JSONValue, at path: String, over base: FixSettings) -> FixSettings {
        var out = base
        guard let members = object(value, at: path) else { return out }
        for (key, v) in members {
            let keyPath = JSONPath.member(path, key)
            switch key {
            case "maxDeltaE":
                guard let n = v.numberValue else { mismatch(v, expected: "a number", at: keyPath); continue }
                if n < 0 || n > 100 { fail(keyPath, "maxDeltaE must be between 0 and 100, not \(JSONWriter.format(n))"); continue }
                out.maxDeltaE = n
            case "distance":
                let names = ColorDistance.allCases.map(\.rawValue)
                guard let text = v.stringValue else { mismatch(v, expected: "a string", at: keyPath); continue }
                guard let distance = ColorDistance(rawValue: text) else {
                    fail(keyPath, "unknown distance \(JSONPath.quoted(text)); expected \(Self.list(names))",
                         suggestion: Suggestion.closest(to: text, in: names))
                    continue
                }
                out.distance = distance
            default:
                unknown("key", key, at: keyPath, among: Self.fixKeys)
            }
        }
        return out
    }
}
