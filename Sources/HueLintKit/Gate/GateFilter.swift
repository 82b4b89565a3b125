/// The CI and pre-commit gate around a lint run: which findings to report, which to hide and why.
///
/// The baseline is matched first, against every finding, so that an entry counts as stale only
/// when its finding is really gone (not merely outside the changed lines). The diff filter then
/// hides, of the findings the baseline did not hold, those on lines the change did not touch.
struct GateFilter {
    var baseline: (path: String, baseline: Baseline)?
    var diff: DiffBase?
    /// Finding paths are relative to it (or absolute).
    var currentDirectory: String
    /// Baseline files are relative to it.
    var repositoryRoot: String
    /// The diff's paths are relative to it: git's top of the work tree.
    var diffRoot: String

    var isActive: Bool { baseline != nil || diff != nil }

    func repositoryPath(_ path: String, root: String) -> String {
        ReportPaths.repositoryRelative(path, context: ReportContext(workingDirectory: currentDirectory, repositoryRoot: root)).path
    }

    /// The report with hidden findings removed, and what was hidden. `linted(file)` says whether a
    /// repository-relative path was linted in this run (stale entries are judged only there).
    func apply(to report: LintReport, linted: (String) -> Bool) -> (report: LintReport, summary: GateSummary) {
        var summary = GateSummary()
        var kept = report.findings
        if let (path, baseline) = baseline {
            let match = baseline.match(kept, repositoryPath: { repositoryPath($0.path, root: repositoryRoot) }, inScope: linted)
            kept = match.new
            summary.baselinePath = path
            summary.hiddenByBaseline = match.known.count
            summary.staleEntries = match.stale
        }
        if let diff {
            let before = kept.count
            kept = kept.filter { finding in
                diff.changed.contains(path: repositoryPath(finding.path, root: diffRoot),
                                      lines: finding.start.line...max(finding.start.line, finding.end.line))
            }
            summary.diffBase = diff.reference
            summary.diffCommit = diff.commit
            summary.hiddenByDiff = before - kept.count
        }
        var filtered = report
        filtered.findings = kept
        return (filtered, summary)
    }
}
