/// The machine format for scripts and dashboards.
///
/// Wire format, version 1. A single UTF-8 object, pretty-printed with two-space indentation,
/// keys always in the order below, one trailing newline; byte-identical for identical input.
/// Non-ASCII text is written as is; only `"`, `\` and control characters are escaped.
///
///     {
///       "version": 1,
///       "tool": { "name": "HueLint", "version": "0.1.0" },
///       "summary": {
///         "files": 40,            // files linted
///         "findings": 12,         // = errors + warnings + notes
///         "errors": 3,
///         "warnings": 8,
///         "notes": 1,
///         "fileWarnings": 1,      // entries in "warnings"
///         "rules": { "hex-color-literal": 3, "raw-color-initializer": 9 }   // rule id -> findings, ids sorted
///       },
///       "findings": [             // sorted by file, line, column, rule
///         {
///           "rule": "hex-color-literal",
///           "severity": "error",  // "error" | "warning" | "note": the effective severity after config
///           "file": "App/Views/Home.swift",   // relative to the working directory when inside it
///           "start": { "line": 12, "column": 25, "offset": 311 },
///           "end": { "line": 12, "column": 46, "offset": 332 },
///           "message": "…",
///           "snippet": "…",       // the source line of "start", tabs kept, no line terminator; a line
///                                 // over 200 bytes is cut around the finding, each cut marked "…"
///           "snippetColumn": 940, // only on a cut line: the column of the snippet's first source scalar
///           "context": "code",    // "code" | "preview" | "test"
///           "fingerprint": "3f1c0a9be2d4e871",  // 16 hex digits, stable under edits elsewhere in the file
///           "related": [ { "file": "…", "start": {…}, "end": {…}, "message": "…" } ]   // may be empty
///         }
///       ],
///       "warnings": [ { "file": "…", "message": "…" } ],  // files that could not be linted
///       "gate": {                 // only with --baseline and/or --diff-base
///         "baseline": "…", "hiddenByBaseline": 3,        // when --baseline was given
///         "staleBaselineEntries": [ { "file": "…", "rule": "…", "text": "…", "occurrence": 0 } ],
///         "diffBase": "origin/main", "diffCommit": "1a2b3c4d5e6f", "hiddenByDiff": 2   // when --diff-base was given
///       }
///     }
///
/// Positions: `line` is 1-based; `column` is 1-based and counts Unicode scalars (so an emoji is
/// one column); `offset` is the 0-based UTF-8 byte offset in the file. `end` is exclusive: it is
/// the position just after the last character of the span. Consumers should ignore keys they
/// do not know; keys are only added within a version, never removed or retyped.
public enum JSONReporter {
    public static let formatVersion = 1

    public static func render(_ report: LintReport, context: ReportContext) -> String {
        let summary = ReportSummary(report)
        var members: [(key: String, value: JSONValue)] = [
            ("version", .int(formatVersion)),
            ("tool", .object([("name", .string("HueLint")), ("version", .string(context.toolVersion))])),
            ("summary", .object([
                ("files", .int(report.filesLinted)),
                ("findings", .int(summary.total)),
                ("errors", .int(summary.errors)),
                ("warnings", .int(summary.warnings)),
                ("notes", .int(summary.notes)),
                ("fileWarnings", .int(report.warnings.count)),
                ("rules", .object(summary.perRule.map { ($0.ruleID, .int($0.count)) })),
            ])),
            ("findings", JSONWriter.streamedArray),
            ("warnings", .array(report.warnings.map {
                .object([("file", .string($0.path)), ("message", .string($0.message))])
            })),
        ]
        if let gate = context.gate { members.append(("gate", gateObject(gate))) }
        return JSONWriter.render(.object(members), streaming: report.findings.count) { findingObject(report.findings[$0]) }
    }

    private static func gateObject(_ gate: GateSummary) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = []
        if let baseline = gate.baselinePath {
            members.append(("baseline", .string(baseline)))
            members.append(("hiddenByBaseline", .int(gate.hiddenByBaseline)))
            members.append(("staleBaselineEntries", .array(gate.staleEntries.map { entry in
                .object([("file", .string(entry.file)), ("rule", .string(entry.rule)),
                         ("text", .string(entry.text)), ("occurrence", .int(entry.occurrence))])
            })))
        }
        if let diffBase = gate.diffBase {
            members.append(("diffBase", .string(diffBase)))
            if let commit = gate.diffCommit { members.append(("diffCommit", .string(commit))) }
            members.append(("hiddenByDiff", .int(gate.hiddenByDiff)))
        }
        return .object(members)
    }

    private static func findingObject(_ finding: Finding) -> JSONValue {
        var snippet: [(key: String, value: JSONValue)] = [("snippet", .string(finding.displayedSnippet))]
        // Only on a cut line: where the snippet's first source scalar sits, after any leading `…`.
        if finding.snippetColumn > 1 { snippet.append(("snippetColumn", .int(finding.snippetColumn))) }
        return .object([
            ("rule", .string(finding.ruleID)),
            ("severity", .string(finding.severity.rawValue)),
            ("file", .string(finding.path)),
            ("start", position(finding.start)),
            ("end", position(finding.end)),
            ("message", .string(finding.message)),
        ] + snippet + [
            ("context", .string(finding.context.rawValue)),
            ("fingerprint", .string(finding.reportedFingerprint)),
            ("related", .array(finding.related.map { related in
                .object([
                    ("file", .string(related.path)),
                    ("start", position(related.start)),
                    ("end", position(related.end)),
                    ("message", .string(related.message)),
                ])
            })),
        ] + FixReporting.jsonMembers(finding))
    }

    private static func position(_ location: SourceLocation) -> JSONValue {
        .object([("line", .int(location.line)), ("column", .int(location.column)), ("offset", .int(location.offset))])
    }
}

extension JSONValue {
    /// Integers are exact in a JSON number up to 2^53, far beyond any line, column or offset.
    static func int(_ value: Int) -> JSONValue { .number(Double(value)) }
}
