/// Another place that explains a finding (SARIF `relatedLocations`).
public struct RelatedLocation: Hashable, Sendable {
    public var path: String
    public var start: SourceLocation
    public var end: SourceLocation
    public var message: String

    public init(path: String, start: SourceLocation, end: SourceLocation, message: String) {
        self.path = path
        self.start = start
        self.end = end
        self.message = message
    }
}

/// One problem found in one file, ready for any reporter.
public struct Finding: Hashable, Sendable {
    public var ruleID: String
    public var severity: Severity
    public var path: String
    public var range: ByteRange
    public var start: SourceLocation
    public var end: SourceLocation
    public var message: String
    /// The source line of `start`, without its terminator; on a line longer than
    /// `Snippet.maximumBytes`, only about that many bytes of it around `start` (see `Snippet`).
    public var snippet: String
    /// The column of the snippet's first scalar in its line: 1 unless the line was cut before it.
    public var snippetColumn = 1
    /// Whether the line goes on after the snippet.
    public var snippetCutAfter = false
    public var context: FindingContext
    public var related: [RelatedLocation]
    /// A hash of the offending text and its occurrence index in the file, stable under edits elsewhere.
    public var fingerprint: String
    /// The fingerprint's inputs besides the rule: the offending text without whitespace, and how
    /// many findings of the same rule with the same text come before it in the file. Baselines key
    /// on them (with the path); "" and 0 on hand-built findings.
    public var normalizedText = ""
    public var occurrence = 0
    /// A token replacement for the offending code, when the catalog offers one.
    public var fix: Fix?
    /// Source the finding accounts for: a conditional's branches, a table's entries. The audit and
    /// the migration read the colours in it without running the rule again.
    public var covers: ByteRange?
    /// An adaptive system hue (`.red`, `UIColor.systemRed`): its fix is the project's token of that
    /// hue, when it has one.
    package var isSystemHue = false
    /// For a hardcoded hex or channel colour: the value it writes (`#RRGGBB`, any alpha; its text
    /// when no value can be read), by which a run counts where each value is written. Nil for other findings.
    package var writtenValue: String?
    /// Whether a project token has this colour or lies near it (fix or not): such a colour is reported
    /// even where it is written once (`SingleUseColors`).
    package var hasNearToken = false
    /// For an implicit palette member passed to one of the app's own functions (`show(color: .red)`):
    /// its name, which a project enum may declare as a case (`ProjectEnumCases`). Nil otherwise.
    package var ownCallMember: String?

    public init(ruleID: String, severity: Severity, path: String, range: ByteRange,
                start: SourceLocation, end: SourceLocation, message: String, snippet: String,
                context: FindingContext, related: [RelatedLocation] = [], fingerprint: String = "") {
        self.ruleID = ruleID
        self.severity = severity
        self.path = path
        self.range = range
        self.start = start
        self.end = end
        self.message = message
        self.snippet = snippet
        self.context = context
        self.related = related
        self.fingerprint = fingerprint
    }

    /// The snippet as reports show it: each cut marked with `Snippet.cutMark`.
    public var displayedSnippet: String {
        guard snippetColumn > 1 || snippetCutAfter else { return snippet }
        return (snippetColumn > 1 ? Snippet.cutMark : "") + snippet + (snippetCutAfter ? Snippet.cutMark : "")
    }

    /// What to add to a column of the line to get its column in `displayedSnippet`.
    var displayedColumnShift: Int {
        snippetColumn > 1 ? 2 - snippetColumn : 0
    }

    /// The order every reporter sees: path, line, column, rule.
    public static func reportOrder(_ a: Finding, _ b: Finding) -> Bool {
        if a.path != b.path { return a.path.utf8Precedes(b.path) }
        if a.start.line != b.start.line { return a.start.line < b.start.line }
        if a.start.column != b.start.column { return a.start.column < b.start.column }
        if a.ruleID != b.ruleID { return a.ruleID < b.ruleID }
        return a.message < b.message
    }
}

/// A problem with an input that is not a finding: unreadable, binary, not UTF-8.
public struct FileWarning: Hashable, Sendable {
    public var path: String
    public var message: String

    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }
}

/// Everything a run produced, sorted, for the reporters.
public struct LintReport: Sendable {
    public var findings: [Finding]
    public var warnings: [FileWarning]
    public var filesLinted: Int
    /// The rules that were enabled, in registry order (SARIF `tool.driver.rules`).
    public var rules: [RuleDescription]

    public init(findings: [Finding], warnings: [FileWarning], filesLinted: Int, rules: [RuleDescription]) {
        self.findings = findings
        self.warnings = warnings
        self.filesLinted = filesLinted
        self.rules = rules
    }

    /// The reports of runs over separate parts of one walk, as one report.
    package init(merging reports: [LintReport]) {
        // One report's findings are sorted already: a second array of 50,000 findings costs 30 MB.
        findings = reports.count == 1 ? reports[0].findings : reports.flatMap(\.findings).sorted(by: Finding.reportOrder)
        var seen = Set<FileWarning>()
        warnings = reports.flatMap(\.warnings).filter { seen.insert($0).inserted }.sorted {
            $0.path != $1.path ? $0.path.utf8Precedes($1.path) : $0.message < $1.message
        }
        filesLinted = reports.reduce(0) { $0 + $1.filesLinted }
        rules = reports.first?.rules ?? []
    }
}
