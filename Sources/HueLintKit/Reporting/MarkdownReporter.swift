/// GitHub-flavoured markdown for a pull-request comment or a job summary (`$GITHUB_STEP_SUMMARY`):
///
///     # HueLint
///
///     Found 2 findings (1 error, 1 warning) in 40 files.
///
///     | File | Line | Column | Severity | Rule | Message |
///     | --- | --- | --- | --- | --- | --- |
///     | `App/Views/Home.swift` | 12 | 25 | error | `hex-color-literal` | Hex colour "0066CC"; use `brandPrimary` |
///
/// Findings in report order, a file's findings of one rule capped as in the text format (one row
/// counts the rest); then per-rule counts, file warnings and what the gate hid. Cells escape `|`,
/// `<` and `&`, and line breaks become spaces, so every finding stays one row.
public enum MarkdownReporter {
    public static func render(_ report: LintReport, context: ReportContext) -> String {
        var out = "# HueLint\n\n"
        let summary = ReportSummary(report)
        var total = ""
        TextReporter.appendSummary(summary, filesLinted: report.filesLinted, style: TextReporter.Style(enabled: false), to: &total)
        // The summary's last line is the sentence; the lines before it are the per-rule counts.
        out += (total.split(separator: "\n").last.map(String.init) ?? "") + "\n\n"
        if !report.findings.isEmpty {
            out += "| File | Line | Column | Severity | Rule | Message |\n| --- | --- | --- | --- | --- | --- |\n"
            var shown: [String: (count: Int, firstHidden: Finding?)] = [:]
            func appendHidden() {
                for (ruleID, entry) in shown.sorted(by: { $0.key.utf8Precedes($1.key) }) {
                    guard let first = entry.firstHidden else { continue }
                    out += row([code(first.path), String(first.start.line), String(first.start.column), "", code(ruleID),
                                "… \(entry.count - TextReporter.shownPerFileAndRule) more in this file (the json and sarif formats list them all)"])
                }
                shown.removeAll(keepingCapacity: true)
            }
            for (index, finding) in report.findings.enumerated() {
                if index > 0 && report.findings[index - 1].path != finding.path { appendHidden() }
                let seen = shown[finding.ruleID, default: (0, nil)]
                let isHidden = seen.count >= TextReporter.shownPerFileAndRule
                shown[finding.ruleID] = (seen.count + 1, seen.firstHidden ?? (isHidden ? finding : nil))
                if isHidden { continue }
                out += row([code(finding.path), String(finding.start.line), String(finding.start.column),
                            finding.severity.rawValue, code(finding.ruleID), cell(finding.message)])
            }
            appendHidden()
            out += "\n| Rule | Findings |\n| --- | --- |\n"
            for (ruleID, count) in summary.perRule { out += row([code(ruleID), String(count)]) }
            out += "\n"
        }
        if !report.warnings.isEmpty {
            out += "## Warnings\n\n"
            for warning in report.warnings { out += "- " + code(warning.path) + ": " + cell(warning.message) + "\n" }
            out += "\n"
        }
        for line in context.gate?.lines() ?? [] { out += cell(line) + "\n\n" }
        return out
    }

    private static func row(_ cells: [String]) -> String {
        "| " + cells.joined(separator: " | ") + " |\n"
    }

    /// Text that stays in its cell and is not read as markup it does not mean.
    static func cell(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "|": out += "\\|"
            case "<": out += "&lt;"
            case "&": out += "&amp;"
            case "\n", "\r": out += " "
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// A path or rule id as inline code, one cell whatever it holds.
    /// (Inside code, `<` and `&` are literal; the audit's helper escapes the pipes.)
    static func code(_ text: String) -> String {
        AuditMarkdown.code(String(text.unicodeScalars.map { $0 == "\n" || $0 == "\r" ? " " : Character($0) }))
    }
}
