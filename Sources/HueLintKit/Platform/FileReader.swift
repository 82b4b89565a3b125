import Foundation

/// Reads a file once into bytes and decides whether HueLint can lint it.
package enum FileReader {
    package enum Outcome {
        case source([UInt8])
        case skipped(String)
    }

    package static func read(_ absolutePath: String) -> Outcome {
        let fd = open(absolutePath, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return .skipped("cannot open: \(String(cString: strerror(errno)))") }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { return .skipped("cannot stat: \(String(cString: strerror(errno)))") }
        guard (info.st_mode & S_IFMT) == S_IFREG else { return .skipped("not a regular file") }
        // Read the size fstat reported straight into the array's storage (no zero-fill), then keep
        // reading in case the file grew since.
        let expected = max(0, Int(info.st_size))
        var failure: Int32 = 0
        // An empty file gets a plain empty array: with capacity 0 the initializer below writes the
        // count into the runtime's shared empty-array storage, a race ThreadSanitizer reports when
        // two workers read empty files at once.
        // One byte more than fstat reported is asked for: when a read stops short at exactly that
        // size, the file has not grown, so the usual file needs no second read to find its end.
        var atEnd = false
        var bytes = expected == 0 ? [] : [UInt8](unsafeUninitializedCapacity: expected + 1) { buffer, initialized in
            var filled = 0
            while filled <= expected {
                let n = SystemCalls.read(fd, buffer.baseAddress! + filled, expected + 1 - filled)
                if n < 0 { if errno == EINTR { continue }; failure = errno; break }
                if n == 0 { atEnd = true; break }
                filled += n
                if filled == expected { atEnd = true; break }
            }
            initialized = filled
        }
        if failure != 0 { return .skipped("cannot read: \(String(cString: strerror(failure)))") }
        if atEnd { return classify(bytes) }
        // A file that grew since fstat is read to its end.
        let grew: String? = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 4096) { chunk in
            while true {
                let n = SystemCalls.read(fd, chunk.baseAddress!, chunk.count)
                if n < 0 { if errno == EINTR { continue }; return "cannot read: \(String(cString: strerror(errno)))" }
                if n == 0 { return nil }
                bytes.append(contentsOf: chunk[0..<n])
            }
        }
        if let problem = grew { return .skipped(problem) }
        return classify(bytes)
    }

    /// Binary (a NUL byte), UTF-16 and invalid UTF-8 files are skipped with a reason.
    static func classify(_ bytes: [UInt8]) -> Outcome {
        if bytes.count >= 2 && (bytes[0] == 0xFF && bytes[1] == 0xFE || bytes[0] == 0xFE && bytes[1] == 0xFF) {
            return .skipped("UTF-16 text is not supported; convert the file to UTF-8")
        }
        switch scan(bytes) {
        case .valid: return .source(bytes)
        case .nul: return .skipped("binary file (contains NUL bytes)")
        case .invalidUTF8(let offset): return .skipped("not valid UTF-8 (byte offset \(offset))")
        }
    }

    enum ScanResult: Equatable { case valid, nul, invalidUTF8(Int) }

    /// One pass for both checks. Source is nearly all ASCII, so 32 bytes, then eight, are tested at
    /// a time for "no high bit and no zero byte"; only other words are decoded byte by byte.
    static func scan(_ bytes: [UInt8]) -> ScanResult {
        /// The high bit of each byte that is zero or has its high bit set (exact when no byte is
        /// both; any mark sends the caller to the byte-by-byte path, which decides).
        @inline(__always) func marks(_ word: UInt64) -> UInt64 {
            ((word &- 0x0101_0101_0101_0101) & ~word | word) & 0x8080_8080_8080_8080
        }
        return bytes.withUnsafeBytes { raw in
            let n = raw.count
            var i = 0
            var invalid: Int?
            var sawNUL = false
            while i < n {
                while i + 32 <= n {
                    let any = marks(raw.loadUnaligned(fromByteOffset: i, as: UInt64.self))
                        | marks(raw.loadUnaligned(fromByteOffset: i + 8, as: UInt64.self))
                        | marks(raw.loadUnaligned(fromByteOffset: i + 16, as: UInt64.self))
                        | marks(raw.loadUnaligned(fromByteOffset: i + 24, as: UInt64.self))
                    if any != 0 { break }
                    i += 32
                }
                if i + 8 <= n && marks(raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)) == 0 {
                    i += 8
                    continue
                }
                guard i < n else { break }
                let b = raw[i]
                if b == 0 { sawNUL = true; break }
                if b < 0x80 { i += 1; continue }
                let length: Int
                let minimum: UInt32
                if b & 0xE0 == 0xC0 { length = 2; minimum = 0x80 } else if b & 0xF0 == 0xE0 { length = 3; minimum = 0x800 } else if b & 0xF8 == 0xF0 { length = 4; minimum = 0x10000 } else { invalid = i; break }
                guard i + length <= n else { invalid = i; break }
                var scalar = UInt32(b) & (0xFF >> (length + 1))
                var ok = true
                for k in 1..<length {
                    let c = raw[i + k]
                    if c & 0xC0 != 0x80 { ok = false; break }
                    scalar = scalar << 6 | UInt32(c & 0x3F)
                }
                if !ok || scalar < minimum || scalar > 0x10FFFF || (scalar >= 0xD800 && scalar <= 0xDFFF) { invalid = i; break }
                i += length
            }
            if sawNUL { return .nul }
            if let offset = invalid {
                // A NUL later in the file still makes it binary rather than badly encoded.
                return raw[offset...].contains(0) ? .nul : .invalidUTF8(offset)
            }
            return .valid
        }
    }

    /// The offset of the first byte that breaks UTF-8, or nil.
    static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int? {
        if case .invalidUTF8(let offset) = scan(bytes.map { $0 == 0 ? 0x20 : $0 }) { return offset }
        return nil
    }
}
