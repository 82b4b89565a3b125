import Dispatch
import Foundation

extension LintEngine {
    /// Lints sources already in memory (the git index for `--staged`, an editor buffer) as one
    /// session: the same `FileLinter.lintFile` per file, in parallel, and the same `settle`, so
    /// project rules, suppressions, fingerprints and order are exactly those of a folder run.
    /// `warnings` (files that could not be read) are merged into the report in path order.
    package static func run(sources: [SourceFile], warnings: [FileWarning] = [], configuration: Configuration, jobs: Int) -> LintReport {
        let linter = FileLinter(configuration: configuration)
        let results = ParallelMap.map(count: sources.count, jobs: jobs, empty: FileResult()) { linter.lintFile(sources[$0]) }
        var report = settle(results[...], linter: linter)
        report.warnings = (warnings + report.warnings).sorted {
            $0.path != $1.path ? $0.path.utf8Precedes($1.path) : $0.message < $1.message
        }
        return report
    }
}
