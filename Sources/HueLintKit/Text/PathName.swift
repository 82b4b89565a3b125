/// Byte-level checks on path components: `String` prefix/suffix tests (and generic
/// `elementsEqual`) cost thousands of instructions per call on Linux, and these run for every file.
enum PathName {
    /// The file name up to its first `.`: `UIColor+Brand.swift` → `UIColor+Brand`.
    static func stem(_ name: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        guard let dot = name.firstIndex(of: UInt8(ascii: ".")) else { return name }
        return name[name.startIndex..<dot]
    }

    static func hasSuffix(_ bytes: ArraySlice<UInt8>, _ suffix: StaticString) -> Bool {
        let count = suffix.utf8CodeUnitCount
        guard bytes.count >= count else { return false }
        let start = bytes.endIndex - count
        return suffix.withUTF8Buffer { s in
            for i in 0..<count where bytes[start + i] != s[i] { return false }
            return true
        }
    }

    static func hasPrefix(_ bytes: ArraySlice<UInt8>, _ prefix: StaticString) -> Bool {
        let count = prefix.utf8CodeUnitCount
        guard bytes.count >= count else { return false }
        let start = bytes.startIndex
        return prefix.withUTF8Buffer { s in
            for i in 0..<count where bytes[start + i] != s[i] { return false }
            return true
        }
    }

    static func equals(_ bytes: ArraySlice<UInt8>, _ word: StaticString) -> Bool {
        bytes.count == word.utf8CodeUnitCount && hasPrefix(bytes, word)
    }
}
