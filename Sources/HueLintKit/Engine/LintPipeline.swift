import Dispatch
import Foundation

/// Lints files while the walk is still finding them. Walking a tree is one thread's work (a third
/// of a whole run on large apps), so linting only after it left the other cores idle that long.
///
/// `jobs` worker threads take files from a queue the walking thread fills; the walk never waits
/// for them (a blocked walk would starve the workers in turn). Results are keyed by absolute path,
/// so the caller puts them in the walk's sorted order and the report is the same as a
/// walk-then-lint run's, whatever the timing.
final class LintPipeline: @unchecked Sendable {
    /// The most files a worker takes at once: enough to make locking negligible, few enough to
    /// spread the tail of the walk over every worker.
    static let batchSize = 16

    private let linter: FileLinter
    private let workers = DispatchGroup()
    /// Guards `queue`, `taken` and `walkIsDone`; workers wait on it for files.
    private let queueCondition = NSCondition()
    private var queue: [DiscoveredFile] = []
    private var taken = 0
    private var walkIsDone = false
    private let resultsLock = NSLock()
    private var results: [String: FileResult] = [:]

    init(linter: FileLinter, jobs: Int) {
        self.linter = linter
        for _ in 0..<max(1, jobs) {
            workers.enter()
            // Threads of their own, not the shared pool: a worker waiting for the walk must not
            // hold a slot another part of the run needs.
            Thread { [self] in
                work()
                workers.leave()
            }.start()
        }
    }

    /// Takes a file the walk found. Call from the walking thread.
    func submit(_ file: DiscoveredFile) {
        queueCondition.lock()
        queue.append(file)
        queueCondition.signal()
        queueCondition.unlock()
    }

    /// Ends the walk, waits for the workers and returns the results by absolute path. Call once.
    func finish() -> [String: FileResult] {
        queueCondition.lock()
        walkIsDone = true
        queueCondition.broadcast()
        queueCondition.unlock()
        workers.wait()
        resultsLock.lock()
        defer { resultsLock.unlock() }
        return results
    }

    private func work() {
        var linted: [(path: String, result: FileResult)] = []
        while let files = nextFiles() {
            for file in files { linted.append((file.absolutePath, LintEngine.lintOne(file, linter: linter))) }
        }
        resultsLock.lock()
        for (path, result) in linted { results[path] = result }
        resultsLock.unlock()
    }

    /// The next files to lint, waiting for the walk to find some; nil once it is done and they are all taken.
    private func nextFiles() -> [DiscoveredFile]? {
        queueCondition.lock()
        defer { queueCondition.unlock() }
        while taken == queue.count && !walkIsDone { queueCondition.wait() }
        guard taken < queue.count else { return nil }
        let end = min(queue.count, taken + Self.batchSize)
        defer { taken = end }
        // A copy, not a slice: a slice would share the queue's storage, and the walk's next
        // append would then copy the whole queue.
        return Array(queue[taken..<end])
    }
}
