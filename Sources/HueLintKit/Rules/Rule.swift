/// What a rule reports for one file: where, what, and what the engine should know about it.
/// The engine turns it into a `Finding` (severity, location, context, fingerprint).
package struct RuleFinding: Sendable {
    package var range: ByteRange
    package var message: String
    /// Source that this finding already accounts for: other colour findings inside it are dropped
    /// (a scheme conditional covers the colours in its branches).
    package var covers: ByteRange?
    /// For project-wide rules: what makes this site distinct (sites sharing a key in one file are one).
    package var siteKey: String?
    /// The rule's own fix for this site, as data (token fixes are added later by the engine).
    package var fix: Fix?
    /// See `Finding.isSystemHue`.
    package var isSystemHue = false
    /// See `Finding.ownCallMember`.
    package var ownCallMember: String?

    package init(range: ByteRange, message: String, covers: ByteRange? = nil, siteKey: String? = nil, fix: Fix? = nil) {
        self.range = range
        self.message = message
        self.covers = covers
        self.siteKey = siteKey
        self.fix = fix
    }
}

/// A lint rule. One rule, one file, one type: the file holds its description and its detection.
package protocol Rule: OptionedRule {
    static var description: RuleDescription { get }
    func check(_ file: FileContext, into findings: inout [RuleFinding])
    /// Text this rule cannot report a `language` file without, under `configuration` (see
    /// `RequiredText`); nil when it may report in any file. Files no enabled rule needs are not lexed.
    func requiredText(_ language: Language, _ configuration: Configuration) -> RequiredText?
}

/// A rule that judges the whole project: each file reports candidate sites, and `conclude`
/// decides, once every file is read, which sites are findings.
package protocol ProjectRule: Rule {
    /// Receives every candidate in report order and returns the findings to report.
    static func conclude(_ candidates: [ProjectCandidate]) -> [Finding]
}

/// A candidate site of a project-wide rule, already located, waiting for `conclude`.
package struct ProjectCandidate: Sendable {
    package var finding: Finding
    package var siteKey: String
}

/// A rule that judges the design system itself rather than source code: it runs once per run over
/// the token catalog and reports at token definitions (a `.colorset`'s Contents.json, a colors.xml
/// line, a config entry, a palette file line). The engine locates, sorts and reports its findings
/// like any other, so SARIF, baselines and overrides work on those files too.
package protocol CatalogRule: OptionedRule {
    static var description: RuleDescription { get }
    func check(_ catalog: TokenCatalog, in run: CatalogRun, into findings: inout [CatalogFinding])
}

/// A catalog rule's finding: a byte range in a definition file, located by `CatalogRun.definition`.
package struct CatalogFinding: Sendable {
    package var location: DefinitionLocation
    package var message: String
    /// What identifies this finding across edits (the fingerprint's text): e.g. the pair and appearance.
    package var key: String
    package var related: [(location: DefinitionLocation, message: String)]

    package init(location: DefinitionLocation, message: String, key: String,
                related: [(location: DefinitionLocation, message: String)] = []) {
        self.location = location
        self.message = message
        self.key = key
        self.related = related
    }
}

extension FileContext {
    /// Drops the white and black findings a rule appended from index `start` on, unless reported.
    func dropQuietBlackAndWhite(_ findings: inout [RuleFinding], from start: Int) {
        guard findings.count > start, !reportsBlackAndWhite else { return }
        var kept = start
        for i in start..<findings.count where !isQuietBlackOrWhite(findings[i].range) {
            findings[kept] = findings[i]
            kept += 1
        }
        findings.removeSubrange(kept...)
    }
}
