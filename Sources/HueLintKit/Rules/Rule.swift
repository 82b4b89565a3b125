/// What a rule reports for one file: where, what, and what the engine should know about it.
/// The engine turns it into a `Finding` (severity, location, context, fingerprint).
public struct RuleFinding: Sendable {
    public var range: ByteRange
    public var message: String
    /// Source that this finding already accounts for: other colour findings inside it are dropped
    /// (a scheme conditional covers the colours in its branches).
    public var covers: ByteRange?
    /// For project-wide rules: what makes this site distinct (sites sharing a key in one file are one).
    public var siteKey: String?

    public init(range: ByteRange, message: String, covers: ByteRange? = nil, siteKey: String? = nil) {
        self.range = range
        self.message = message
        self.covers = covers
        self.siteKey = siteKey
    }
}

/// A lint rule. One rule, one file, one type: the file holds its description and its detection.
public protocol Rule: Sendable {
    static var description: RuleDescription { get }
    /// Builds the rule with its options, already validated and merged over the defaults.
    init(options: RuleOptions)
    func check(_ file: FileContext, into findings: inout [RuleFinding])
}

/// A rule that judges the whole project: each file reports candidate sites, and `conclude`
/// decides, once every file is read, which sites are findings.
public protocol ProjectRule: Rule {
    /// Receives every candidate in report order and returns the findings to report.
    static func conclude(_ candidates: [ProjectCandidate]) -> [Finding]
}

/// A candidate site of a project-wide rule, already located, waiting for `conclude`.
public struct ProjectCandidate: Sendable {
    public var finding: Finding
    public var siteKey: String
}

/// A rule's resolved options: the config's values over the rule's defaults.
public struct RuleOptions: Sendable {
    public var values: [String: JSONValue]

    public init(_ values: [String: JSONValue] = [:]) { self.values = values }

    public func strings(_ name: String) -> [String] { values[name]?.stringArrayValue ?? [] }
    public func bool(_ name: String) -> Bool { values[name]?.boolValue ?? false }
    public func string(_ name: String) -> String? { values[name]?.stringValue }
}
