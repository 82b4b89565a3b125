/// A code sample for a rule. In triggering examples, `↓` marks where each finding starts;
/// the markers are removed before linting. Examples run as tests and render into the docs.
public struct Example: Sendable {
    public var code: String
    public var language: Language
    /// The path the sample pretends to live at (palette and test exemptions depend on it).
    public var path: String
    /// A `.huelint.json` body the example needs (e.g. palette namespaces), or nil for the defaults.
    public var configuration: String?
    /// What the finding at the first `↓` must say, besides where it starts; nil when not pinned.
    public var expected: ExpectedFinding?

    public init(_ code: String, language: Language = .swift, path: String? = nil, configuration: String? = nil) {
        self.code = code
        self.language = language
        self.configuration = configuration
        self.path = path ?? Self.defaultPath(language)
    }

    /// Where a sample lives unless it says otherwise: an ordinary view file of the language.
    public static func defaultPath(_ language: Language) -> String {
        language == .swift ? "App/Views/Example.swift" : "app/src/main/java/com/example/Example.kt"
    }

    public static func kotlin(_ code: String, path: String? = nil, configuration: String? = nil) -> Example {
        Example(code, language: .kotlin, path: path, configuration: configuration)
    }

    /// This example with its first finding pinned: its message, the column its span ends at, and the
    /// title of the fix it offers (nil: none). The example tests check them.
    public func expecting(_ message: String, endColumn: Int, fix: String? = nil) -> Example {
        var copy = self
        copy.expected = ExpectedFinding(message: message, endColumn: endColumn, fixTitle: fix)
        return copy
    }
}

/// What a triggering example's first finding says, beyond where it starts.
public struct ExpectedFinding: Sendable {
    public var message: String
    /// The column just past the flagged span, on the line it ends on.
    public var endColumn: Int
    /// The title of the fix the finding offers, or nil when it offers none.
    public var fixTitle: String?
}

/// One option a rule accepts in config, with its default. The default's JSON type is the option's type.
public struct RuleOption: Sendable {
    public var name: String
    public var summary: String
    package var defaultValue: JSONValue

    package init(_ name: String, _ summary: String, default defaultValue: JSONValue) {
        self.name = name
        self.summary = summary
        self.defaultValue = defaultValue
    }
}

/// Everything HueLint knows about a rule besides its detection code: identity, docs, defaults, examples.
public struct RuleDescription: Sendable {
    public var id: String
    /// One line: what the rule flags.
    public var summary: String
    /// Why it is bad.
    public var rationale: String
    /// How to fix it.
    public var howToFix: String
    public var before: String
    public var after: String
    public var languages: [Language]
    /// The level the rule reports at once enabled.
    public var defaultSeverity: Severity
    /// Off unless the config gives it a severity, as SwiftLint's opt-in rules: on code nobody tuned
    /// HueLint for, hand reading found its findings mostly design choices rather than problems.
    public var isOptIn: Bool
    /// Its findings cover other rules' findings (a category table covers its cases), so it runs even
    /// when off, to decide those, and reports nothing itself.
    package var coversWhenOff: Bool
    public var options: [RuleOption]
    public var triggering: [Example]
    public var nonTriggering: [Example]
    /// Colour rules stay silent inside palette definitions (palette files, colour extensions,
    /// palette-named types, generated files). Storage rules read everything.
    public var skipsDefinitions: Bool

    public init(id: String, summary: String, rationale: String, howToFix: String,
                before: String, after: String, languages: [Language] = [.swift, .kotlin],
                defaultSeverity: Severity, isOptIn: Bool = false, coversWhenOff: Bool = false, options: [RuleOption] = [],
                skipsDefinitions: Bool = true,
                triggering: [Example], nonTriggering: [Example]) {
        self.skipsDefinitions = skipsDefinitions
        self.id = id
        self.summary = summary
        self.rationale = rationale
        self.howToFix = howToFix
        self.before = before
        self.after = after
        self.languages = languages
        self.defaultSeverity = defaultSeverity
        self.isOptIn = isOptIn
        self.coversWhenOff = coversWhenOff
        self.options = options
        self.triggering = triggering
        self.nonTriggering = nonTriggering
    }

    /// The default severity as `huelint rules` and the docs show it: `off (opt-in)` for an opt-in rule.
    public var defaultSeverityName: String { isOptIn ? "off (opt-in)" : defaultSeverity.rawValue }

    /// The rule's documentation as Markdown (SARIF `help.markdown`, `huelint rules <id>`).
    public var markdown: String {
        var out = "## \(id)\n\n\(summary)\n\n"
        if isOptIn { out += "**Opt-in:** off unless the config gives it a severity.\n\n" }
        out += "**Why:** \(rationale)\n\n**Fix:** \(howToFix)\n\n"
        let fence = languages == [.kotlin] ? "kotlin" : "swift"
        out += "Before:\n```\(fence)\n\(before)\n```\n\nAfter:\n```\(fence)\n\(after)\n```\n"
        if !options.isEmpty {
            out += "\nOptions:\n"
            for option in options { out += "- `\(option.name)`: \(option.summary)\n" }
        }
        return out
    }

    /// The rule's documentation as plain text (SARIF `help.text`).
    public var plainText: String {
        "\(summary)\n\nWhy: \(rationale)\n\nFix: \(howToFix)\n\nBefore:\n\(before)\n\nAfter:\n\(after)\n"
    }
}
