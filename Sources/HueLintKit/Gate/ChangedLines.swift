/// The lines a change added or modified, per repository-relative path: what `--diff-base` keeps.
struct ChangedLines: Equatable {
    /// Path -> sorted, non-overlapping 1-based line ranges of the new side.
    var ranges: [String: [ClosedRange<Int>]] = [:]
    /// Files that count as changed throughout: untracked files, which `git diff` does not show.
    var wholeFiles: Set<String> = []

    package func contains(path: String, lines: ClosedRange<Int>) -> Bool {
        if wholeFiles.contains(path) { return true }
        guard let changed = ranges[path] else { return false }
        return changed.contains { $0.overlaps(lines) }
    }

    mutating func add(_ path: String, _ range: ClosedRange<Int>) {
        var list = ranges[path, default: []]
        list.append(range)
        list.sort { $0.lowerBound < $1.lowerBound }
        var merged: [ClosedRange<Int>] = []
        for item in list {
            if let last = merged.last, item.lowerBound <= last.upperBound + 1 {
                merged[merged.count - 1] = last.lowerBound...max(last.upperBound, item.upperBound)
            } else {
                merged.append(item)
            }
        }
        ranges[path] = merged
    }
}

/// Reads the output of `git diff -U0 --src-prefix=a/ --dst-prefix=b/` into `ChangedLines`.
///
/// Only hunk headers carry what is needed: `@@ -a,b +c,d @@` added or changed `d` lines starting at
/// line `c` of the new file (`d` omitted means 1; `d = 0` is a pure deletion and adds nothing).
/// Hunk bodies are skipped by counting their `b` removed and `d` added lines, so an added line
/// that itself begins with `++ ` or `@@` is never mistaken for a header; `\ No newline at end of
/// file` markers are skipped wherever they fall. The new path comes from the `+++ b/…` header:
/// `/dev/null` (a deleted file) drops the file's hunks; a renamed or copied file appears under
/// its new name; a pure rename or mode change has no hunks and so no changed lines. Paths are
/// C-quoted by git when they contain a quote, backslash or control character (and non-ASCII
/// bytes unless `core.quotepath=false`), and carry a trailing tab when they contain a space.
enum DiffHunkParser {
    static func parse(_ bytes: [UInt8]) -> ChangedLines {
        var changed = ChangedLines()
        var path: String?
        var removedLeft = 0
        var addedLeft = 0
        var inHeader = false
        for rawLine in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            let line = rawLine.last == UInt8(ascii: "\r") ? rawLine.dropLast() : rawLine
            if removedLeft > 0 || addedLeft > 0 {
                switch line.first {
                case UInt8(ascii: "-"): removedLeft -= 1; continue
                case UInt8(ascii: "+"): addedLeft -= 1; continue
                case UInt8(ascii: "\\"): continue
                case UInt8(ascii: " "): removedLeft -= 1; addedLeft -= 1; continue  // context, were -U0 not used
                default: removedLeft = 0; addedLeft = 0  // a truncated hunk: read the line as a header
                }
            }
            if starts(line, "diff ") {
                path = nil
                inHeader = true
            } else if inHeader && starts(line, "+++ ") {
                path = newPath(String(decoding: line.dropFirst(4), as: UTF8.self))
            } else if starts(line, "@@ "), let hunk = hunkHeader(String(decoding: line, as: UTF8.self)) {
                inHeader = false
                removedLeft = hunk.removed
                addedLeft = hunk.added
                if let path, hunk.added > 0 { changed.add(path, hunk.start...(hunk.start + hunk.added - 1)) }
            }
        }
        return changed
    }

    /// `@@ -a[,b] +c[,d] @@ …` -> (removed: b, start: c, added: d).
    static func hunkHeader(_ line: String) -> (removed: Int, start: Int, added: Int)? {
        let fields = line.split(separator: " ")
        guard fields.count >= 4, fields[0] == "@@", fields[1].hasPrefix("-"), fields[2].hasPrefix("+"), fields[3] == "@@",
              let old = span(fields[1].dropFirst()), let new = span(fields[2].dropFirst()) else { return nil }
        return (old.count, new.start, new.count)
    }

    private static func span(_ text: Substring) -> (start: Int, count: Int)? {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard let start = Int(parts[0]), start >= 0 else { return nil }
        if parts.count == 1 { return (start, 1) }
        guard parts.count == 2, let count = Int(parts[1]), count >= 0 else { return nil }
        return (start, count)
    }

    /// The repository path in a `+++ ` header, or nil for `/dev/null`.
    static func newPath(_ field: String) -> String? {
        var name = field
        if name.hasPrefix("\"") {
            guard let unquoted = unquoted(name) else { return nil }
            name = unquoted
        } else if name.hasSuffix("\t") {
            name.removeLast()
        }
        if name == "/dev/null" { return nil }
        return name.hasPrefix("b/") ? String(name.dropFirst(2)) : name
    }

    /// Undoes git's C-style quoting: `"b/caf\303\251 \"x\".swift"` -> `b/café "x".swift`.
    static func unquoted(_ quoted: String) -> String? {
        let bytes = Array(quoted.utf8)
        guard bytes.count >= 2, bytes.first == UInt8(ascii: "\""), let close = bytes.lastIndex(of: UInt8(ascii: "\"")), close > 0
        else { return nil }
        var out: [UInt8] = []
        var index = 1
        while index < close {
            let byte = bytes[index]
            index += 1
            guard byte == UInt8(ascii: "\\"), index < close else { out.append(byte); continue }
            let escape = bytes[index]
            index += 1
            switch escape {
            case UInt8(ascii: "a"): out.append(0x07)
            case UInt8(ascii: "b"): out.append(0x08)
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "v"): out.append(0x0B)
            case UInt8(ascii: "f"): out.append(0x0C)
            case UInt8(ascii: "r"): out.append(0x0D)
            case UInt8(ascii: "0")...UInt8(ascii: "7"):
                var value = Int(escape - UInt8(ascii: "0"))
                var digits = 1
                while digits < 3, index < close, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(bytes[index]) {
                    value = value * 8 + Int(bytes[index] - UInt8(ascii: "0"))
                    index += 1
                    digits += 1
                }
                out.append(UInt8(truncatingIfNeeded: value))
            default: out.append(escape)  // \" and \\ and anything unforeseen
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    private static func starts(_ line: ArraySlice<UInt8>, _ prefix: String) -> Bool {
        line.starts(with: prefix.utf8)
    }
}
