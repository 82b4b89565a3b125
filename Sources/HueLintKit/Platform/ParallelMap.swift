import Dispatch
import Foundation

/// Maps `count` items on up to `jobs` workers. Workers take the next index from a shared counter
/// (so one large file does not hold back a fixed share of the others), and every result lands in
/// its own slot, so the output order is the input order whatever the worker count.
package enum ParallelMap {
    package static func map<Result>(count: Int, jobs: Int, empty: Result, _ transform: (Int) -> Result) -> [Result] {
        map(count: count, jobs: jobs, empty: empty, state: {}) { _, index in transform(index) }
    }

    /// `map` where each worker carries its own `State` (scratch buffers, caches) from item to item.
    package static func map<State, Result>(count: Int, jobs: Int, empty: Result, state makeState: () -> State,
                                   _ transform: (inout State, Int) -> Result) -> [Result] {
        if count <= 1 || jobs <= 1 {
            var state = makeState()
            return (0..<count).map { transform(&state, $0) }
        }
        var results = [Result](repeating: empty, count: count)
        let workers = min(jobs, count)
        let lock = NSLock()
        var next = 0
        results.withUnsafeMutableBufferPointer { slots in
            let slots = slots  // each index is written by exactly one worker
            DispatchQueue.concurrentPerform(iterations: workers) { _ in
                lock.lock()  // so `makeState` need not be thread-safe
                var state = makeState()
                lock.unlock()
                while true {
                    lock.lock()
                    let index = next
                    next += 1
                    lock.unlock()
                    guard index < count else { return }
                    slots[index] = transform(&state, index)
                }
            }
        }
        return results
    }
}
