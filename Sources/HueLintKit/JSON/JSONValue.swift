/// A parsed JSON value. Objects keep their key order (so errors and output follow the file),
/// and every value remembers the 1-based line it started on, for error messages.
package indirect enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([(key: String, value: JSONValue)])

    package static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): return true
        case let (.bool(a), .bool(b)): return a == b
        case let (.number(a), .number(b)): return a == b
        case let (.string(a), .string(b)): return a == b
        case let (.array(a), .array(b)): return a == b
        case let (.object(a), .object(b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: return false
        }
    }

    package func hash(into hasher: inout Hasher) {
        switch self {
        case .null: hasher.combine(0)
        case .bool(let b): hasher.combine(b)
        case .number(let n): hasher.combine(n)
        case .string(let s): hasher.combine(s)
        case .array(let a): hasher.combine(a)
        case .object(let o):
            for (k, v) in o { hasher.combine(k); hasher.combine(v) }
        }
    }

    /// The JSON type name used in error messages: "a string", "an array of strings", …
    package var typeDescription: String {
        switch self {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }

    package subscript(key: String) -> JSONValue? {
        if case .object(let members) = self { return members.first { $0.key == key }?.value }
        return nil
    }

    package var stringValue: String? { if case .string(let s) = self { return s }; return nil }
    package var boolValue: Bool? { if case .bool(let b) = self { return b }; return nil }
    package var numberValue: Double? { if case .number(let n) = self { return n }; return nil }
    package var arrayValue: [JSONValue]? { if case .array(let a) = self { return a }; return nil }
    package var objectValue: [(key: String, value: JSONValue)]? { if case .object(let o) = self { return o }; return nil }
    package var stringArrayValue: [String]? {
        guard let items = arrayValue else { return nil }
        var strings: [String] = []
        for item in items {
            guard let s = item.stringValue else { return nil }
            strings.append(s)
        }
        return strings
    }
}
