/// Byte-level path helpers. Paths stay bytes until a file is accepted, because names on disk
/// need not be valid UTF-8 and most entries are never reported.
package enum PathBytes {
    package static let slash = UInt8(ascii: "/")

    /// `path` made absolute against `base` and normalised lexically: no `.`, `..` or empty
    /// segments and no trailing `/` (except for the root itself). Symlinks are not resolved,
    /// so reported paths keep the names the user typed.
    package static func normalize(_ path: [UInt8], base: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(base.count + path.count + 1)
        if path.first != slash { appendSegments(of: base, to: &result) }
        appendSegments(of: path, to: &result)
        return result.isEmpty ? [slash] : result
    }

    /// Appends `/segment` for each segment of `path` to `result`, in one pass without splitting:
    /// `.` and empty segments are dropped, and `..` removes the segment before it.
    private static func appendSegments(of path: [UInt8], to result: inout [UInt8]) {
        let dot = UInt8(ascii: ".")
        path.withUnsafeBufferPointer { bytes in
            var start = 0
            while start < bytes.count {
                var end = start
                while end < bytes.count && bytes[end] != slash { end += 1 }
                switch end - start {
                case 0: break
                case 1 where bytes[start] == dot: break
                case 2 where bytes[start] == dot && bytes[start + 1] == dot:
                    while let last = result.popLast(), last != slash {}
                default:
                    result.append(slash)
                    result.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<end]))
                }
                start = end + 1
            }
        }
    }

    /// `directory` with exactly one trailing `/`, ready for appending names.
    package static func asDirectory(_ directory: [UInt8]) -> [UInt8] {
        directory.last == slash ? directory : directory + [slash]
    }

    /// The folders above `directory` (which ends with `/`), nearest first, each ending with `/`.
    package static func ancestors(of directory: [UInt8]) -> [[UInt8]] {
        var result: [[UInt8]] = []
        var end = directory.count - 1  // the trailing slash
        while end > 0 {
            end -= 1
            while end > 0 && directory[end] != slash { end -= 1 }
            result.append(Array(directory[...end]))
        }
        return result
    }

    static func isValidUTF8(_ text: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
        var index = start
        while index < end && text[index] < 0x80 { index += 1 }
        if index == end { return true }
        var decoder = UTF8()
        var iterator = text[index..<end].makeIterator()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue: continue
            case .emptyInput: return true
            case .error: return false
            }
        }
    }

    /// FNV-1a over a byte range: lets the hashed buckets be probed straight from a path buffer.
    @inline(__always)
    static func hash(_ text: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        var index = start
        while index < end {
            hash = (hash ^ UInt64(text[index])) &* 0x100_0000_01b3
            index += 1
        }
        return Int(truncatingIfNeeded: hash)
    }

    static func hash(_ bytes: [UInt8]) -> Int {
        bytes.withUnsafeBufferPointer { hash($0, 0, $0.count) }
    }
}

/// Caches `Language(path:)` by extension so that a walk makes no string per entry.
/// (Valid while every language is recognised by a suffix with one dot.)
struct LanguageCache {
    private var table: [Int: [(key: [UInt8], language: Language?)]] = [:]

    mutating func language(_ text: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Language? {
        var keyStart = end
        while keyStart > start && text[keyStart - 1] != UInt8(ascii: ".") { keyStart -= 1 }
        keyStart = keyStart > start ? keyStart - 1 : start
        let hash = PathBytes.hash(text, keyStart, end)
        if let candidates = table[hash] {
            for candidate in candidates
            where candidate.key.count == end - keyStart && text.hasBytes(candidate.key, at: keyStart) {
                return candidate.language
            }
        }
        let key = Array(text[keyStart..<end])
        let language = Language(path: String(decoding: key, as: UTF8.self))
        table[hash, default: []].append((key, language))
        return language
    }
}
