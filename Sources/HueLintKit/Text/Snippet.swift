/// The part of a finding's line that reports show. A line of up to `maximumBytes` bytes is shown
/// whole; a longer one (minified or generated code) is cut to about that many bytes around the
/// finding's start, on scalar boundaries, and reports mark each cut with `…`. A report then grows
/// with the number of findings, not with findings times line length.
package enum Snippet {
    package static let maximumBytes = 200
    /// When a line is cut, how much of it is kept before the finding's start.
    static let leadBytes = 60
    /// What reports put where a line was cut.
    package static let cutMark = "\u{2026}"

    /// The bytes of `line` to show for a finding starting at byte `start`.
    static func window(line: ByteRange, start: Int, in bytes: [UInt8]) -> ByteRange {
        guard line.length > maximumBytes else { return line }
        let anchor = max(line.start, min(start, line.end))
        var from = max(line.start, anchor - leadBytes)
        var to = min(line.end, from + maximumBytes)
        if to == line.end { from = max(line.start, to - maximumBytes) }
        // Whole scalars only: never start or end inside a UTF-8 sequence.
        while from < anchor && from > line.start && bytes[from] & 0xC0 == 0x80 { from += 1 }
        while to > from && to < line.end && bytes[to] & 0xC0 == 0x80 { to -= 1 }
        return ByteRange(from, to)
    }
}

extension SourceFile {
    /// The snippet of a finding that starts at `start`: its text, the column of its first scalar,
    /// and whether the line goes on after it.
    func snippet(at start: SourceLocation) -> (text: String, column: Int, cutAfter: Bool) {
        Self.snippet(at: start, lines: lineIndex, bytes: bytes)
    }

    static func snippet(at start: SourceLocation, lines: LineIndex, bytes: [UInt8]) -> (text: String, column: Int, cutAfter: Bool) {
        let line = lines.contentRange(ofLine: start.line, in: bytes)
        let window = Snippet.window(line: line, start: start.offset, in: bytes)
        let text = String(decoding: bytes[min(window.start, bytes.count)..<min(window.end, bytes.count)], as: UTF8.self)
        guard window != line else { return (text, 1, false) }
        guard window.start > line.start else { return (text, 1, true) }
        // The window starts at most `leadBytes` before the finding: count back from its column.
        var column = start.column
        var i = window.start
        while i < start.offset {
            if bytes[i] & 0xC0 != 0x80 { column -= 1 }
            i += 1
        }
        return (text, column, window.end < line.end)
    }
}
