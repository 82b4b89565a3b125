/// A 1-based line and column, plus the byte offset they came from.
/// Columns count Unicode scalars (SARIF `unicodeCodePoints`), so emoji and CJK count as one.
public struct SourceLocation: Hashable, Comparable, Sendable {
    public var line: Int
    public var column: Int
    public var offset: Int

    public init(line: Int, column: Int, offset: Int) {
        self.line = line
        self.column = column
        self.offset = offset
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        lhs.offset < rhs.offset
    }
}

/// Start offsets of every line, built once per file. `\n`, `\r\n` and a lone `\r` all end a line.
///
/// A column is counted by scanning the line from its start. In a file with a line longer than
/// `longLine` bytes (minified or generated code), the index also keeps the number of scalars before
/// every `checkpointStride`-byte boundary, so a column costs at most that many bytes of scanning:
/// without it, 50,000 findings on a 1 MB line scanned 25 GB.
public struct LineIndex: Sendable {
    public let lineStarts: [Int]
    public let byteCount: Int
    /// Scalars in `bytes[0 ..< k * checkpointStride]` at index `k`; empty when every line is short.
    let scalarCheckpoints: [Int]
    static let longLine = 1024
    static let checkpointStride = 256

    public init(bytes: [UInt8]) {
        var starts = [0]
        starts.reserveCapacity(bytes.count / 32 + 1)
        let n = bytes.count
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress, n > 0 else { return }
            let raw = UnsafeRawPointer(base)
            if memchr(raw, 0x0D, n) == nil {
                // No carriage return, as in almost every file: libc's vectorised memchr finds each `\n`.
                var from = 0
                while from < n, let hit = memchr(raw + from, 0x0A, n - from) {
                    from = raw.distance(to: UnsafeRawPointer(hit)) + 1
                    starts.append(from)
                }
                return
            }
            var i = 0
            while i < n {
                let b = buffer[i]
                if b == 0x0A {
                    starts.append(i + 1)
                } else if b == 0x0D {
                    if i + 1 < n && buffer[i + 1] == 0x0A { i += 1 }
                    starts.append(i + 1)
                }
                i += 1
            }
        }
        lineStarts = starts
        byteCount = n
        var longest = 0
        var previous = 0
        for start in starts.dropFirst() {
            longest = max(longest, start - previous)
            previous = start
        }
        longest = max(longest, n - previous)
        scalarCheckpoints = longest > Self.longLine ? Self.checkpoints(bytes) : []
    }

    private static func checkpoints(_ bytes: [UInt8]) -> [Int] {
        var result: [Int] = []
        result.reserveCapacity(bytes.count / checkpointStride + 1)
        var scalars = 0
        bytes.withUnsafeBufferPointer { buffer in
            var blockStart = 0
            while blockStart < buffer.count {
                result.append(scalars)
                let blockEnd = min(blockStart + checkpointStride, buffer.count)
                var count = 0
                for i in blockStart..<blockEnd where buffer[i] & 0xC0 != 0x80 { count += 1 }
                scalars += count
                blockStart = blockEnd
            }
        }
        result.append(scalars)
        return result
    }

    /// Scalars (UTF-8 bytes that are not continuation bytes) in `bytes[0 ..< offset]`, from the checkpoints.
    private func scalars(before offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        let block = offset / Self.checkpointStride
        var count = scalarCheckpoints[block]
        var i = block * Self.checkpointStride
        while i < offset {
            if bytes[i] & 0xC0 != 0x80 { count += 1 }
            i += 1
        }
        return count
    }

    public var lineCount: Int { lineStarts.count }

    /// The 0-based index of the line holding `offset` (binary search).
    public func lineIndex(of offset: Int) -> Int {
        var lo = 0, hi = lineStarts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if lineStarts[mid] <= offset { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }

    public func location(of offset: Int, in bytes: [UInt8]) -> SourceLocation {
        let clamped = max(0, min(offset, byteCount))
        let line = lineIndex(of: clamped)
        var column = 1
        var i = lineStarts[line]
        if clamped - i > Self.longLine && !scalarCheckpoints.isEmpty && bytes.count == byteCount {
            let lineStart = i
            column += bytes.withUnsafeBufferPointer { scalars(before: clamped, in: $0) - scalars(before: lineStart, in: $0) }
            // The byte-order mark (one scalar) is not a column.
            if lineStart == 0 && bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF { column -= 1 }
            return SourceLocation(line: line + 1, column: column, offset: clamped)
        }
        // A UTF-8 byte-order mark is invisible in every editor: it is not a column.
        if i == 0 && bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF { i = min(3, clamped) }
        while i < clamped {
            // Count scalars: skip UTF-8 continuation bytes.
            if bytes[i] & 0xC0 != 0x80 { column += 1 }
            i += 1
        }
        return SourceLocation(line: line + 1, column: column, offset: clamped)
    }

    /// The bytes of 1-based `line` without its terminator.
    public func contentRange(ofLine line: Int, in bytes: [UInt8]) -> ByteRange {
        let index = max(0, min(line - 1, lineStarts.count - 1))
        let start = lineStarts[index]
        var end = index + 1 < lineStarts.count ? lineStarts[index + 1] : byteCount
        while end > start && (bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D) { end -= 1 }
        return ByteRange(start, end)
    }
}
