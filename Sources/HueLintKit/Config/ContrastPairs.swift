/// One `contrastPairs` entry: a foreground token that must stay readable on a background token.
package struct ContrastPair: Hashable, Sendable {
    package enum Level: String, Sendable, CaseIterable { case AA, AAA }

    package var foreground: String
    package var background: String
    /// The minimum as written; nil means "from `large` and `level`".
    package var min: Double?
    /// Large text (18pt, or 14pt bold) and UI components need less contrast.
    package var large: Bool
    package var level: Level

    package init(foreground: String, background: String, min: Double? = nil, large: Bool = false, level: Level = .AA) {
        self.foreground = foreground
        self.background = background
        self.min = min
        self.large = large
        self.level = level
    }

    /// WCAG 2.x: AA needs 4.5:1 (3:1 for large text), AAA 7:1 (4.5:1 for large text). An explicit `min` wins.
    package var requiredRatio: Double {
        if let min { return min }
        switch level {
        case .AA: return large ? 3 : 4.5
        case .AAA: return large ? 4.5 : 7
        }
    }

    /// What the requirement is, for messages: "the WCAG AA minimum for normal text", "the configured minimum".
    package var requirementName: String {
        if min != nil { return "the configured minimum" }
        return "the WCAG \(level.rawValue) minimum for \(large ? "large" : "normal") text"
    }

    var json: JSONValue {
        var members: [(key: String, value: JSONValue)] = [("foreground", .string(foreground)), ("background", .string(background))]
        if let min { members.append(("min", .number(min))) }
        if large { members.append(("large", .bool(true))) }
        if level != .AA { members.append(("level", .string(level.rawValue))) }
        return .object(members)
    }
}

/// `contrastPairs`: every entry checked on its own, every problem reported with its JSON path.
extension ConfigDecoder {
    static let contrastPairKeys = ["foreground", "background", "min", "large", "level"]

    mutating func contrastPairs(_ value: JSONValue, at path: String) -> [ContrastPair]? {
        guard let items = array(value, at: path) else { return nil }
        var out: [ContrastPair] = []
        for (i, item) in items.enumerated() {
            if let pair = contrastPair(item, at: JSONPath.index(path, i)) { out.append(pair) }
        }
        return out
    }

    mutating func contrastPair(_ value: JSONValue, at path: String) -> ContrastPair? {
        guard let members = object(value, at: path) else { return nil }
        var names: [String: String] = [:]
        var pair = ContrastPair(foreground: "", background: "")
        var valid = true
        for (key, v) in members {
            let keyPath = JSONPath.member(path, key)
            switch key {
            case "foreground", "background":
                guard let text = v.stringValue else { mismatch(v, expected: "a token name", at: keyPath); valid = false; continue }
                if text.isEmpty { fail(keyPath, "\(JSONPath.quoted(key)) must not be empty"); valid = false; continue }
                names[key] = text
            case "min":
                guard let n = v.numberValue else { mismatch(v, expected: "a number", at: keyPath); valid = false; continue }
                if n < 1 || n > 21 {
                    fail(keyPath, "a contrast ratio is between 1 and 21, not \(JSONWriter.format(n))")
                    valid = false
                    continue
                }
                pair.min = n
            case "large":
                guard let b = v.boolValue else { mismatch(v, expected: "a boolean", at: keyPath); valid = false; continue }
                pair.large = b
            case "level":
                let levels = ContrastPair.Level.allCases.map(\.rawValue)
                guard let text = v.stringValue else { mismatch(v, expected: "a string", at: keyPath); valid = false; continue }
                guard let level = ContrastPair.Level(rawValue: text) else {
                    fail(keyPath, "unknown level \(JSONPath.quoted(text)); expected \(Self.list(levels))",
                         suggestion: Suggestion.closest(to: text, in: levels))
                    valid = false
                    continue
                }
                pair.level = level
            default:
                unknown("key", key, at: keyPath, among: Self.contrastPairKeys)
                valid = false
            }
        }
        for key in ["foreground", "background"] where members.first(where: { $0.key == key }) == nil {
            fail(path, "missing required key \(JSONPath.quoted(key))")
            valid = false
        }
        guard valid, let foreground = names["foreground"], let background = names["background"] else { return nil }
        pair.foreground = foreground
        pair.background = background
        return pair
    }
}
