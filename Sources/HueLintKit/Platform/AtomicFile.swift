/// Writes a file without ever leaving it half written: the new bytes go to a temporary file in the
/// target's folder, which is then renamed over the target, so readers see the old file or the new
/// one. SIGINT, SIGTERM and SIGHUP wait while the temporary file exists (see `InterruptGuard`), so
/// an interrupted run leaves no temporary file.
package enum AtomicFile {
    /// `--output` and other generated files: write `text` to `path`.
    ///
    /// A target that exists and is not a regular file (`/dev/null`, `/dev/stdout`, a FIFO) is written
    /// in place: renaming over it would replace the device or pipe with a plain file.
    package static func write(_ text: String, to path: String) throws {
        var status = stat()
        if stat(path, &status) == 0 && (status.st_mode & S_IFMT) != S_IFREG && (status.st_mode & S_IFMT) != S_IFDIR {
            let descriptor = open(path, O_WRONLY | O_TRUNC)
            guard descriptor >= 0 else { throw OutputError.failed(POSIXOutput.message(forErrno: errno)) }
            let writeFailure = POSIXOutput.writeAll(text, to: descriptor)
            let closeFailed = close(descriptor) != 0
            if let writeFailure { throw writeFailure }
            if closeFailed { throw OutputError.failed(POSIXOutput.message(forErrno: errno)) }
            return
        }
        let temporary = temporaryPath(beside: path, tag: "huelint")

        // An interrupt waits until the temporary file is renamed or removed (see InterruptGuard).
        try InterruptGuard.deferringSignals {
            let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o666)
            guard descriptor >= 0 else { throw OutputError.failed(POSIXOutput.message(forErrno: errno)) }
            let writeFailure = POSIXOutput.writeAll(text, to: descriptor)
            let closeFailed = close(descriptor) != 0
            if let writeFailure {
                unlink(temporary)
                throw writeFailure
            }
            if closeFailed || rename(temporary, path) != 0 {
                let failure = OutputError.failed(POSIXOutput.message(forErrno: errno))
                unlink(temporary)
                throw failure
            }
        }
    }

    /// A fresh hidden name in `path`'s folder: `.<name>.<tag>-<pid>-<random>.tmp`.
    private static func temporaryPath(beside path: String, tag: String) -> String {
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        return folder + "." + name + "." + tag + "-" + String(getpid()) + "-"
            + String(UInt32.random(in: 0...UInt32.max), radix: 16) + ".tmp"
    }

    package enum Failure: Error, Equatable, CustomStringConvertible {
        case changedOnDisk
        case failed(String)

        package var description: String {
            switch self {
            case .changedOnDisk: return "the file changed on disk since it was read; not overwritten"
            case .failed(let message): return message
            }
        }
    }

    /// `huelint fix` and `migrate`: replace a source file's bytes. The temporary file takes the
    /// original's permission bits. The file is re-read first; if it no longer holds the bytes the
    /// fix was computed from, nothing is written.
    package static func replace(_ path: String, expecting original: [UInt8], with bytes: [UInt8]) -> Failure? {
        guard let current = FileSystem.read(Array(path.utf8)) else { return .failed("cannot read the file again") }
        guard current == original else { return .changedOnDisk }
        var info = stat()
        guard stat(path, &info) == 0 else { return .failed(POSIXOutput.message(forErrno: errno)) }
        let temporary = temporaryPath(beside: path, tag: "huelint-fix")
        // From creating the temporary file to renaming or removing it, an interrupt waits.
        return InterruptGuard.deferringSignals { () -> Failure? in
            let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o600)
            guard descriptor >= 0 else { return .failed(POSIXOutput.message(forErrno: errno)) }
            var written = 0
            var failure: Failure?
            bytes.withUnsafeBytes { buffer in
                while written < buffer.count {
                    let n = SystemCalls.write(descriptor, buffer.baseAddress! + written, buffer.count - written)
                    if n < 0 {
                        if errno == EINTR { continue }
                        failure = .failed(POSIXOutput.message(forErrno: errno))
                        return
                    }
                    written += n
                }
            }
            if failure == nil && fchmod(descriptor, info.st_mode & 0o7777) != 0 { failure = .failed(POSIXOutput.message(forErrno: errno)) }
            if failure == nil && fsync(descriptor) != 0 { failure = .failed(POSIXOutput.message(forErrno: errno)) }
            if close(descriptor) != 0 && failure == nil { failure = .failed(POSIXOutput.message(forErrno: errno)) }
            if failure == nil {
                // Last look: a write that raced in after the first check is not overwritten.
                if FileSystem.read(Array(path.utf8)) != original {
                    failure = .changedOnDisk
                } else if rename(temporary, path) != 0 {
                    failure = .failed(POSIXOutput.message(forErrno: errno))
                }
            }
            if failure != nil { unlink(temporary) }
            return failure
        }
    }
}
