/// What a rule reports for one file: where, what, and what the engine should know about it.
/// The engine turns it into a `Finding` (severity, location, context, fingerprint).
public struct RuleFinding: Sendable {
    public var range: ByteRange
    public var message: String
    /// Source that this finding already accounts for: other colour findings inside it are dropped
    /// (a scheme conditional covers the colours in its branches).
    public var covers: ByteRange?

    public init(range: ByteRange, message: String, covers: ByteRange? = nil) {
        self.range = range
        self.message = message
        self.covers = covers
    }
}

/// A lint rule. One rule, one file, one type: the file holds its description and its detection.
public protocol Rule: Sendable {
    static var description: RuleDescription { get }
    /// Builds the rule with its options, already validated and merged over the defaults.
    init(options: RuleOptions)
    func check(_ file: FileContext, into findings: inout [RuleFinding])
}

/// A rule's resolved options: the config's values over the rule's defaults.
public struct RuleOptions: Sendable {
    public var values: [String: JSONValue]

    public init(_ values: [String: JSONValue] = [:]) { self.values = values }

    public func strings(_ name: String) -> [String] { values[name]?.stringArrayValue ?? [] }
    public func bool(_ name: String) -> Bool { values[name]?.boolValue ?? false }
    public func string(_ name: String) -> String? { values[name]?.stringValue }
}
