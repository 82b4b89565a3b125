/// How serious a finding is. Ordered: `note < warning < error`.
public enum Severity: String, Sendable, Comparable, CaseIterable, Codable {
    case note, warning, error

    private var rank: Int {
        switch self {
        case .note: return 0
        case .warning: return 1
        case .error: return 2
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}

/// A severity as config spells it: a level, or `off`.
public enum ConfiguredSeverity: Hashable, Sendable {
    case off
    case level(Severity)

    public init?(_ text: String) {
        if text == "off" { self = .off } else if let s = Severity(rawValue: text) { self = .level(s) } else { return nil }
    }

    public var name: String {
        switch self {
        case .off: return "off"
        case .level(let s): return s.rawValue
        }
    }

    public static let allNames = ["error", "warning", "note", "off"]
}

/// Where a finding sits: ordinary code, a preview, or a test. Config can lower or skip by context.
public enum FindingContext: String, Sendable, CaseIterable, Codable {
    case code, preview, test
}
