/// Keeps SIGINT, SIGTERM and SIGHUP from ending the process while a temporary file exists, so
/// an interrupted `huelint fix` (or `--output`) leaves every file old or new and no temporary
/// file behind.
///
/// Writers run their temp-file-then-rename step inside `deferringSignals`, which blocks the
/// three signals on the writing thread. A signal that arrives meanwhile waits until the step has
/// renamed or removed its temporary file; then the process dies of it, as it would without a
/// handler (status 128 + n in a shell). The handler is needed only because the kernel hands a
/// process-wide signal to a thread that does not block it, such as an idle worker: there it is
/// forwarded to the writing thread. Nothing is cleaned up inside a handler, so no file name has
/// to be shared with one.
package enum InterruptGuard {
    static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    /// Installs the handlers (once per process); the first caller's thread becomes the writing
    /// thread, so call it from the thread that will write (the main thread in the CLI).
    package static func install() {
        _ = installed
    }

    private static let installed: Bool = {
        interruptOwner = pthread_self()
        for number in signals { _ = signal(number, forwardOrDie) }
        return true
    }()

    /// Runs `body` with the signals held back on this thread.
    static func deferringSignals<T>(_ body: () throws -> T) rethrows -> T {
        install()
        var blocked = sigset_t()
        sigemptyset(&blocked)
        for number in signals { sigaddset(&blocked, number) }
        var previous = sigset_t()
        pthread_sigmask(SIG_BLOCK, &blocked, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        return try body()
    }
}

/// The writing thread, set once before any handler is installed.
nonisolated(unsafe) private var interruptOwner: pthread_t?

/// Async-signal-safe: `pthread_self`, `pthread_kill`, `signal`, `raise` and `pthread_sigmask` only.
private func forwardOrDie(_ number: Int32) {
    if let owner = interruptOwner, pthread_equal(owner, pthread_self()) == 0 {
        // Not the writing thread: let the writer take it, after its current write if any.
        _ = pthread_kill(owner, number)
        return
    }
    // The writing thread, outside any write: die of the signal, as without a handler.
    _ = signal(number, SIG_DFL)
    _ = raise(number)
    var pending = sigset_t()
    sigemptyset(&pending)
    sigaddset(&pending, number)
    _ = pthread_sigmask(SIG_UNBLOCK, &pending, nil)
}
