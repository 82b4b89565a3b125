#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Replaces a source file's bytes without ever leaving it half written: the new bytes go to a
/// temporary file in the same folder, which takes the original's permission bits and is renamed
/// over it. The file is re-read first; if it no longer holds the bytes the fix was computed from,
/// nothing is written. SIGINT, SIGTERM and SIGHUP wait while the temporary file exists (see
/// `InterruptGuard`), so an interrupted run leaves no temporary file.
enum AtomicRewrite {
    enum Failure: Error, Equatable, CustomStringConvertible {
        case changedOnDisk
        case failed(String)

        var description: String {
            switch self {
            case .changedOnDisk: return "the file changed on disk since it was read; not overwritten"
            case .failed(let message): return message
            }
        }
    }

    static func replace(_ path: String, expecting original: [UInt8], with bytes: [UInt8]) -> Failure? {
        guard let current = FileSystem.read(Array(path.utf8)) else { return .failed("cannot read the file again") }
        guard current == original else { return .changedOnDisk }
        var info = stat()
        guard stat(path, &info) == 0 else { return .failed(POSIXOutput.message(forErrno: errno)) }
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        let temporary = folder + "." + name + ".huelint-fix-" + String(getpid()) + "-"
            + String(UInt32.random(in: 0...UInt32.max), radix: 16) + ".tmp"
        // From creating the temporary file to renaming or removing it, an interrupt waits.
        return InterruptGuard.deferringSignals { () -> Failure? in
            let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o600)
            guard descriptor >= 0 else { return .failed(POSIXOutput.message(forErrno: errno)) }
            var written = 0
            var failure: Failure?
            bytes.withUnsafeBytes { buffer in
                while written < buffer.count {
                    let n = write(descriptor, buffer.baseAddress! + written, buffer.count - written)
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
