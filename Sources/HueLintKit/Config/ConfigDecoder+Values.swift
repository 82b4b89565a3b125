/// Type checks shared by every key: each reports its own error and returns nil on a mismatch.
extension ConfigDecoder {
    mutating func object(_ value: JSONValue, at path: String) -> [(key: String, value: JSONValue)]? {
        if let members = value.objectValue { return members }
        mismatch(value, expected: "an object", at: path)
        return nil
    }

    mutating func array(_ value: JSONValue, at path: String) -> [JSONValue]? {
        if let items = value.arrayValue { return items }
        mismatch(value, expected: "an array", at: path)
        return nil
    }

    /// An array of non-empty strings. Returns nil if any element is bad, after reporting all of them.
    mutating func strings(_ value: JSONValue, at path: String, what: String) -> [String]? {
        guard let items = value.arrayValue else {
            mismatch(value, expected: "an array of strings", at: path)
            return nil
        }
        var out: [String] = []
        var valid = true
        for (i, item) in items.enumerated() {
            let itemPath = JSONPath.index(path, i)
            if let s = item.stringValue, !s.isEmpty {
                out.append(s)
            } else if item.stringValue != nil {
                fail(itemPath, "empty \(what)")
                valid = false
            } else {
                mismatch(item, expected: "a string", at: itemPath)
                valid = false
            }
        }
        return valid ? out : nil
    }

    mutating func globs(_ value: JSONValue, at path: String) -> [String]? {
        strings(value, at: path, what: "glob pattern")
    }

    /// Type names such as `FXColors` or `Color.Primitive`: dot-separated identifiers.
    mutating func typeNames(_ value: JSONValue, at path: String) -> [String]? {
        guard let names = strings(value, at: path, what: "type name") else { return nil }
        var valid = true
        for (i, name) in names.enumerated() where !Self.isTypeName(name) {
            fail(JSONPath.index(path, i), "invalid type name \(JSONPath.quoted(name)); expected a name such as \"FXColors\" or \"Color.Primitive\"")
            valid = false
        }
        return valid ? names : nil
    }

    static func isTypeName(_ name: String) -> Bool {
        name.split(separator: ".", omittingEmptySubsequences: false).allSatisfy { part in
            guard let first = part.unicodeScalars.first, !(first >= "0" && first <= "9") else { return false }
            return part.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isAlphabetic || ($0 >= "0" && $0 <= "9") }
        }
    }

    /// Whether `value` has the type of a rule option's default, reporting the first mismatch inside
    /// it. An array default's first element sets the element type; an empty one means strings.
    mutating func conforms(_ value: JSONValue, to model: JSONValue, at path: String) -> Bool {
        switch model {
        case .null:
            return true
        case .string:
            if value.stringValue != nil { return true }
        case .bool:
            if value.boolValue != nil { return true }
        case .number(let n):
            if let v = value.numberValue, !Self.isInteger(n) || Self.isInteger(v) { return true }
        case .object:
            if value.objectValue != nil { return true }
        case .array(let models):
            guard let items = value.arrayValue else { break }
            let element = models.first ?? .string("")
            var valid = true
            for (i, item) in items.enumerated() where !conforms(item, to: element, at: JSONPath.index(path, i)) {
                valid = false
            }
            return valid
        }
        mismatch(value, expected: Self.typeName(model), at: path)
        return false
    }

    static func isInteger(_ n: Double) -> Bool { n == n.rounded(.towardZero) }

    /// "a string", "an integer", "an array of strings", …
    static func typeName(_ model: JSONValue) -> String {
        switch model {
        case .null: return "any value"
        case .string: return "a string"
        case .bool: return "a boolean"
        case .number(let n): return isInteger(n) ? "an integer" : "a number"
        case .object: return "an object"
        case .array(let models):
            let model = models.first ?? .string("")
            if model.arrayValue != nil { return "an array of arrays" }
            let element = typeName(model)
            let plural = element.split(separator: " ", maxSplits: 1).last.map { String($0) + "s" } ?? element
            return "an array of " + plural
        }
    }

    mutating func mismatch(_ value: JSONValue, expected: String, at path: String) {
        let got: String
        if case .number(let n) = value, Self.isInteger(n) { got = "an integer" } else { got = value.typeDescription }
        fail(path, "expected \(expected), got \(got)")
    }

    /// Reports an unknown key, rule, option or context, suggesting the nearest valid spelling or,
    /// when none is close, listing the valid ones.
    mutating func unknown(_ what: String, _ name: String, at path: String, among valid: [String], detail: String = "") {
        let suggestion = Suggestion.closest(to: name, in: valid)
        var message = "unknown \(what) \(JSONPath.quoted(name))\(detail)"
        if suggestion == nil { message += valid.isEmpty ? "" : "; expected \(Self.list(valid))" }
        fail(path, message, suggestion: suggestion)
    }

    /// `"a", "b" or "c"`
    static func list(_ names: [String]) -> String {
        let quoted = names.map(JSONPath.quoted)
        guard quoted.count > 1 else { return quoted.first ?? "" }
        return quoted.dropLast().joined(separator: ", ") + " or " + quoted.last!
    }
}
