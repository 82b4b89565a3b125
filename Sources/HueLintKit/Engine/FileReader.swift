import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a file once into bytes and decides whether HueLint can lint it.
enum FileReader {
    enum Outcome {
        case source([UInt8])
        case skipped(String)
    }

    static func read(_ absolutePath: String) -> Outcome {
        let fd = open(absolutePath, O_RDONLY)
        guard fd >= 0 else { return .skipped("cannot open: \(String(cString: strerror(errno)))") }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { return .skipped("cannot stat: \(String(cString: strerror(errno)))") }
        guard (info.st_mode & S_IFMT) == S_IFREG else { return .skipped("not a regular file") }
        var bytes = [UInt8](repeating: 0, count: max(0, Int(info.st_size)))
        var filled = 0
        while true {
            if filled == bytes.count { bytes.append(contentsOf: [UInt8](repeating: 0, count: max(4096, bytes.count / 2))) }
            let n = bytes.withUnsafeMutableBytes { buffer in
                Glibcless.read(fd, buffer.baseAddress! + filled, buffer.count - filled)
            }
            if n < 0 {
                if errno == EINTR { continue }
                return .skipped("cannot read: \(String(cString: strerror(errno)))")
            }
            if n == 0 { break }
            filled += n
        }
        bytes.removeSubrange(filled...)
        return classify(bytes)
    }

    /// Binary (a NUL byte), UTF-16 and invalid UTF-8 files are skipped with a reason.
    static func classify(_ bytes: [UInt8]) -> Outcome {
        if bytes.count >= 2 && (bytes[0] == 0xFF && bytes[1] == 0xFE || bytes[0] == 0xFE && bytes[1] == 0xFF) {
            return .skipped("UTF-16 text is not supported; convert the file to UTF-8")
        }
        if bytes.contains(0) { return .skipped("binary file (contains NUL bytes)") }
        if let offset = firstInvalidUTF8(bytes) { return .skipped("not valid UTF-8 (byte offset \(offset))") }
        return .source(bytes)
    }

    /// The offset of the first byte that breaks UTF-8, or nil.
    static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int? {
        var i = 0
        let n = bytes.count
        while i < n {
            let b = bytes[i]
            if b < 0x80 { i += 1; continue }
            let length: Int
            let minimum: UInt32
            if b & 0xE0 == 0xC0 { length = 2; minimum = 0x80 } else if b & 0xF0 == 0xE0 { length = 3; minimum = 0x800 } else if b & 0xF8 == 0xF0 { length = 4; minimum = 0x10000 } else { return i }
            guard i + length <= n else { return i }
            var scalar = UInt32(b) & (0xFF >> (length + 1))
            for k in 1..<length {
                let c = bytes[i + k]
                guard c & 0xC0 == 0x80 else { return i }
                scalar = scalar << 6 | UInt32(c & 0x3F)
            }
            if scalar < minimum || scalar > 0x10FFFF || (scalar >= 0xD800 && scalar <= 0xDFFF) { return i }
            i += length
        }
        return nil
    }
}

/// `read(2)` under a name that does not clash with the enum's own `read`.
private enum Glibcless {
    static func read(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
        return Glibc.read(fd, buffer, count)
        #elseif canImport(Musl)
        return Musl.read(fd, buffer, count)
        #else
        return Darwin.read(fd, buffer, count)
        #endif
    }
}
