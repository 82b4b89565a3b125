/// Runs a program found on `PATH` with `posix_spawnp`, feeding it `input` and collecting its
/// standard output and error. One thread drives all three pipes with `poll`, so neither side can
/// block on a full pipe, and no thread pool or Foundation `Process` is started: spawning through
/// `Process` cost a hook tens of milliseconds per call.
///
/// The child inherits the environment and the working directory (callers pass git `-C`). It
/// starts with default signal dispositions and an empty signal mask, whatever this process
/// ignores or blocks (SIGPIPE is ignored here, and an interrupt may be held back).
enum ChildProcess {
    struct Result {
        /// The exit status, or 128 + the signal number when a signal ended the child.
        var status: Int32
        var stdout: [UInt8]
        var stderr: [UInt8]
    }

    struct SpawnError: Error {
        var code: Int32
        package var message: String { POSIXOutput.message(forErrno: code) }
    }

    package static func run(_ program: String, _ arguments: [String], input: [UInt8]?) throws -> Result {
        // Writing to a child that exited early must give EPIPE, not kill this process.
        POSIXOutput.ignoreBrokenPipeSignal()
        var outPipe: [Int32] = [-1, -1], errPipe: [Int32] = [-1, -1], inPipe: [Int32] = [-1, -1]
        defer { for fd in outPipe + errPipe + inPipe where fd >= 0 { close(fd) } }
        guard makePipe(&outPipe), makePipe(&errPipe), input == nil || makePipe(&inPipe) else { throw SpawnError(code: errno) }

        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t?
        var attributes: posix_spawnattr_t?
        #else
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if input != nil {
            posix_spawn_file_actions_adddup2(&actions, inPipe[0], 0)
        } else {
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        }
        posix_spawn_file_actions_adddup2(&actions, outPipe[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errPipe[1], 2)
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for number in [SIGPIPE, SIGINT, SIGTERM, SIGHUP, SIGQUIT] { sigaddset(&defaults, number) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var emptyMask = sigset_t()
        sigemptyset(&emptyMask)
        posix_spawnattr_setsigmask(&attributes, &emptyMask)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))

        let argv: [UnsafeMutablePointer<CChar>?] = ([program] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid = pid_t()
        let spawned = posix_spawnp(&pid, program, &actions, &attributes, argv, environment())
        guard spawned == 0 else { throw SpawnError(code: spawned) }
        // The child's ends belong to the child now.
        close(outPipe[1]); outPipe[1] = -1
        close(errPipe[1]); errPipe[1] = -1
        if input != nil { close(inPipe[0]); inPipe[0] = -1 }

        var result = Result(status: 0, stdout: [], stderr: [])
        pump(input: input, to: &inPipe[1], stdout: &outPipe[0], stderr: &errPipe[0], into: &result)
        result.status = wait(for: pid)
        return result
    }

    /// Writes `input` and reads both outputs until the child closes them.
    private static func pump(input: [UInt8]?, to inFD: inout Int32, stdout outFD: inout Int32, stderr errFD: inout Int32,
                             into result: inout Result) {
        var written = 0
        if inFD >= 0 { _ = fcntl(inFD, F_SETFL, fcntl(inFD, F_GETFL) | O_NONBLOCK) }
        if inFD >= 0 && input?.isEmpty != false { close(inFD); inFD = -1 }
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while outFD >= 0 || errFD >= 0 || inFD >= 0 {
            var fds: [pollfd] = []
            if outFD >= 0 { fds.append(pollfd(fd: outFD, events: Int16(POLLIN), revents: 0)) }
            if errFD >= 0 { fds.append(pollfd(fd: errFD, events: Int16(POLLIN), revents: 0)) }
            if inFD >= 0 { fds.append(pollfd(fd: inFD, events: Int16(POLLOUT), revents: 0)) }
            let ready = poll(&fds, nfds_t(fds.count), -1)
            if ready < 0 {
                if errno == EINTR { continue }
                break
            }
            for entry in fds where entry.revents != 0 {
                if entry.fd == inFD, let input {
                    let n = input.withUnsafeBytes { SystemCalls.write(inFD, $0.baseAddress! + written, $0.count - written) }
                    if n > 0 { written += n }
                    // Done, or the child stopped reading (EPIPE: it exited early, e.g. on a bad object name).
                    if written == input.count || n < 0 && errno != EINTR && errno != EAGAIN { close(inFD); inFD = -1 }
                    continue
                }
                let n = chunk.withUnsafeMutableBytes { SystemCalls.read(entry.fd, $0.baseAddress!, $0.count) }
                if n > 0 {
                    if entry.fd == outFD { result.stdout += chunk[0..<n] } else { result.stderr += chunk[0..<n] }
                } else if n == 0 || errno != EINTR && errno != EAGAIN {
                    close(entry.fd)
                    if entry.fd == outFD { outFD = -1 } else { errFD = -1 }
                }
            }
        }
    }

    private static func wait(for pid: pid_t) -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            if errno != EINTR { return 128 }
        }
        // WIFEXITED / WEXITSTATUS / WTERMSIG, spelled out: the C macros are not imported.
        let signal = status & 0x7F
        return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
    }

    /// A pipe whose ends are closed on exec (the child gets copies on 0, 1 and 2 only).
    private static func makePipe(_ ends: inout [Int32]) -> Bool {
        guard pipe(&ends) == 0 else { return false }
        for fd in ends { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        return true
    }

    private static func environment() -> UnsafePointer<UnsafeMutablePointer<CChar>?>? {
        #if canImport(Darwin)
        return UnsafePointer(_NSGetEnviron().pointee)
        #else
        return UnsafePointer(environ)
        #endif
    }
}
