/// Byte-level checks on path components: `String` prefix/suffix tests (and generic
/// `elementsEqual`) cost thousands of instructions per call on Linux, and these run for every file.
/// They take array slices or slices of a path's own UTF-8 storage (no copy).
enum PathName {
    /// Calls `visit` with each folder name of `path[start..<end]` (each segment a `/` follows),
    /// jumping between slashes with `memchr`, until `visit` returns true. Returns where the last
    /// segment, the file name, starts, or nil when `visit` stopped early.
    @inline(__always) @discardableResult
    static func forEachFolder(in path: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int,
                              _ visit: (Slice<UnsafeBufferPointer<UInt8>>) -> Bool) -> Int? {
        guard let base = path.baseAddress else { return start }
        var segmentStart = start
        while let hit = memchr(base + segmentStart, Int32(UInt8(ascii: "/")), end - segmentStart) {
            let slash = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
            if visit(path[segmentStart..<slash]) { return nil }
            segmentStart = slash + 1
        }
        return segmentStart
    }

    /// The ranges of the last `count` non-empty components of `path` (split on `/`), the last first:
    /// the file and the folders nearest it, without splitting the path into `String`s.
    static func lastComponents(of path: [UInt8], _ count: Int) -> [ByteRange] {
        var components: [ByteRange] = []
        var end = path.count
        var index = path.count
        while components.count < count && index > 0 {
            index -= 1
            guard path[index] == UInt8(ascii: "/") else { continue }
            if end > index + 1 { components.append(ByteRange(index + 1, end)) }
            end = index
        }
        if components.count < count && end > 0 && path[0] != UInt8(ascii: "/") { components.append(ByteRange(0, end)) }
        return components
    }

    /// The file name up to its first `.`: `UIColor+Brand.swift` → `UIColor+Brand`.
    static func stem<Bytes: RandomAccessCollection>(_ name: Bytes) -> Bytes.SubSequence
    where Bytes.Element == UInt8, Bytes.Index == Int {
        guard let dot = name.firstIndex(of: UInt8(ascii: ".")) else { return name[...] }
        return name[name.startIndex..<dot]
    }

    static func hasSuffix<Bytes: RandomAccessCollection>(_ bytes: Bytes, _ suffix: StaticString) -> Bool
    where Bytes.Element == UInt8, Bytes.Index == Int {
        let count = suffix.utf8CodeUnitCount
        guard bytes.count >= count else { return false }
        let start = bytes.endIndex - count
        return suffix.withUTF8Buffer { s in
            for i in 0..<count where bytes[start + i] != s[i] { return false }
            return true
        }
    }

    static func hasPrefix<Bytes: RandomAccessCollection>(_ bytes: Bytes, _ prefix: StaticString) -> Bool
    where Bytes.Element == UInt8, Bytes.Index == Int {
        let count = prefix.utf8CodeUnitCount
        guard bytes.count >= count else { return false }
        let start = bytes.startIndex
        return prefix.withUTF8Buffer { s in
            for i in 0..<count where bytes[start + i] != s[i] { return false }
            return true
        }
    }

    static func equals<Bytes: RandomAccessCollection>(_ bytes: Bytes, _ word: StaticString) -> Bool
    where Bytes.Element == UInt8, Bytes.Index == Int {
        bytes.count == word.utf8CodeUnitCount && hasPrefix(bytes, word)
    }
}
