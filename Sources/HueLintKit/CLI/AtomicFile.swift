#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `--output`: write a temporary file in the target's folder, then rename it over the target, so
/// readers see the old report or the new one, never half of one.
///
/// A target that exists and is not a regular file (`/dev/null`, `/dev/stdout`, a FIFO) is written in
/// place: renaming over it would replace the device or pipe with a plain file.
enum AtomicFile {
    static func write(_ text: String, to path: String) throws {
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
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        let temporary = folder + "." + name + ".huelint-" + String(getpid()) + "-"
            + String(UInt32.random(in: 0...UInt32.max), radix: 16) + ".tmp"

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
}
