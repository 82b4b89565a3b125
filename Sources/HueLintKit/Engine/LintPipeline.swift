import Dispatch
import Foundation

/// Lints files while the walk is still finding them. Walking a tree is one thread's work (a third
/// of a whole run on large apps), so linting only after it left the other cores idle that long.
///
/// Worker threads take files from a queue the walking thread fills; the walk never waits for them
/// (a blocked walk would starve the workers in turn). Results come back in the order the walk
/// found the files; `FileWalker.Result.walkOrder` puts them in its sorted order, so the report is
/// the same as a walk-then-lint run's, whatever the timing.
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
    /// By place in `queue`, filled in as workers finish (one append per worker, not per file).
    private var linted: [(place: Int, result: FileResult)] = []

    private let jobs: Int

    /// Starts `jobs - 1` workers: the walking thread keeps a core of its own (sharing one with a
    /// worker slowed the walk, and with it every worker, more than the extra worker gained).
    /// `finish` starts the last.
    init(linter: FileLinter, jobs: Int) {
        self.linter = linter
        self.jobs = max(1, jobs)
        for _ in 0..<max(1, self.jobs - 1) { startWorker() }
    }

    private func startWorker() {
        workers.enter()
        // A thread of its own, not the shared pool: a worker waiting for the walk must not hold a
        // slot another part of the run needs.
        Thread { [self] in
            work()
            workers.leave()
        }.start()
    }

    /// Takes a file the walk found. Call from the walking thread.
    func submit(_ file: DiscoveredFile) {
        queueCondition.lock()
        queue.append(file)
        queueCondition.signal()
        queueCondition.unlock()
    }

    /// Ends the walk, waits for the workers and returns the results in the order files were
    /// submitted. Call once.
    func finish() -> [FileResult] {
        queueCondition.lock()
        walkIsDone = true
        queueCondition.broadcast()
        queueCondition.unlock()
        if jobs > 1 { startWorker() }
        workers.wait()
        resultsLock.lock()
        defer { resultsLock.unlock() }
        var results = [FileResult](repeating: FileResult(), count: queue.count)
        for (place, result) in linted { results[place] = result }
        return results
    }

    private func work() {
        var done: [(place: Int, result: FileResult)] = []
        while let (first, files) = nextFiles() {
            for (offset, file) in files.enumerated() { done.append((first + offset, LintEngine.lintOne(file, linter: linter))) }
        }
        resultsLock.lock()
        linted += done
        resultsLock.unlock()
    }

    /// The next files to lint and the place of the first, waiting for the walk to find some; nil
    /// once it is done and they are all taken.
    private func nextFiles() -> (Int, [DiscoveredFile])? {
        queueCondition.lock()
        defer { queueCondition.unlock() }
        while taken == queue.count && !walkIsDone { queueCondition.wait() }
        guard taken < queue.count else { return nil }
        let first = taken
        taken = min(queue.count, taken + Self.batchSize)
        // A copy, not a slice: a slice would share the queue's storage, and the walk's next
        // append would then copy the whole queue.
        return (first, Array(queue[first..<taken]))
    }
}
