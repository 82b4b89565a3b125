import Foundation

/// A value one thread resolves and others wait for, or look at without waiting. The token fixes
/// reach the lint workers through it while the catalog is still loading on a thread of its own.
final class Eventually<Value>: @unchecked Sendable {
    private let condition = NSCondition()
    private var stored: Value?
    private var isResolved = false

    init() {}

    init(_ value: Value) {
        stored = value
        isResolved = true
    }

    func resolve(_ value: Value) {
        condition.lock()
        precondition(!isResolved, "resolved twice")
        stored = value
        isResolved = true
        condition.broadcast()
        condition.unlock()
    }

    /// The value, once resolved.
    var value: Value {
        condition.lock()
        defer { condition.unlock() }
        while !isResolved { condition.wait() }
        return stored!
    }

    /// The value if it is resolved already, without waiting.
    var valueIfResolved: Value? {
        condition.lock()
        defer { condition.unlock() }
        return isResolved ? stored : nil
    }

    /// Runs `work` on a new thread, not a Dispatch pool thread: workers waiting for a value hold pool
    /// threads, and the work that resolves it must never queue behind them.
    static func detach(_ work: @escaping @Sendable () -> Void) {
        let thread = Thread(block: work)
        thread.stackSize = 8 << 20  // the main thread's size: with one job the same work runs there
        thread.start()
    }
}
