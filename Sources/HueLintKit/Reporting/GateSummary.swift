/// What the gate filters hid and why, for the report's summary (text, GitHub, JSON, SARIF).
package struct GateSummary: Equatable, Sendable {
    /// `--baseline`, as given.
    package var baselinePath: String?
    package var hiddenByBaseline = 0
    /// Baseline entries whose file was linted but whose finding is gone.
    package var staleEntries: [BaselineEntry] = []
    /// `--diff-base`, as given, and the commit actually compared with.
    package var diffBase: String?
    package var diffCommit: String?
    /// Findings not in the baseline but on lines the change did not touch.
    package var hiddenByDiff = 0

    package init() {}

    package var hidden: Int { hiddenByBaseline + hiddenByDiff }

    /// The summary lines, after the totals:
    ///
    ///     Hidden by the baseline .huelint-baseline.json: 3 findings (recorded there as accepted).
    ///     Hidden by --diff-base origin/main: 2 findings (on lines not added or changed since commit 1a2b3c4d5e6f).
    ///     Stale in the baseline .huelint-baseline.json: 1 entry whose finding is gone; 'huelint baseline update .huelint-baseline.json' drops it:
    ///       App/Home.swift: hex-color-literal Color(hex:"FF0000") (occurrence 0)
    package func lines() -> [String] {
        var lines: [String] = []
        if let baselinePath {
            lines.append("Hidden by the baseline \(baselinePath): \(counted(hiddenByBaseline, "finding", "findings")) (recorded there as accepted).")
        }
        if let diffBase {
            let since = diffCommit.map { "commit " + $0 } ?? diffBase
            lines.append("Hidden by --diff-base \(diffBase): \(counted(hiddenByDiff, "finding", "findings")) (on lines not added or changed since \(since)).")
        }
        if let baselinePath, !staleEntries.isEmpty {
            let whose = staleEntries.count == 1 ? "whose finding is gone" : "whose findings are gone"
            lines.append("Stale in the baseline \(baselinePath): \(counted(staleEntries.count, "entry", "entries")) \(whose); "
                         + "'huelint baseline update \(baselinePath)' drops \(staleEntries.count == 1 ? "it" : "them"):")
            for entry in staleEntries {
                lines.append("  \(entry.file): \(entry.rule) \(entry.text) (occurrence \(entry.occurrence))")
            }
        }
        return lines
    }

    private func counted(_ count: Int, _ singular: String, _ plural: String) -> String {
        String(count) + " " + (count == 1 ? singular : plural)
    }
}
