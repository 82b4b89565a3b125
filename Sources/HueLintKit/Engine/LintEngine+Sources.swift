import Dispatch
import Foundation

extension LintEngine {
    /// Lints sources already in memory (the git index for `--staged`, an editor buffer) as one
    /// session: the same `FileLinter.lintFile` per file, in parallel, and the same `settle`, so
    /// project rules, suppressions, fingerprints and order are exactly those of a folder run.
    /// `warnings` (files that could not be read) are merged into the report in path order.
    public static func run(sources: [SourceFile], warnings: [FileWarning] = [], configuration: Configuration, jobs: Int) -> LintReport {
        let linter = FileLinter(configuration: configuration)
        var results = [FileResult](repeating: FileResult(), count: sources.count)
        let workers = max(1, min(jobs, sources.count))
        let lock = NSLock()
        var next = 0
        results.withUnsafeMutableBufferPointer { slots in
            let slots = slots  // each index is written by exactly one worker
            DispatchQueue.concurrentPerform(iterations: workers) { _ in
                while true {
                    lock.lock()
                    let index = next
                    next += 1
                    lock.unlock()
                    guard index < sources.count else { return }
                    slots[index] = linter.lintFile(sources[index])
                }
            }
        }
        var report = settle(results, linter: linter)
        report.warnings = (warnings + report.warnings).sorted {
            $0.path != $1.path ? $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) : $0.message < $1.message
        }
        return report
    }
}
