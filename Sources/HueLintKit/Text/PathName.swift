/// Byte-level checks on path components: `String` prefix/suffix tests on Linux cost microseconds
/// per call, and these run for every file.
enum PathName {
    /// The file name up to its first `.`: `UIColor+Brand.swift` → `UIColor+Brand`.
    static func stem(_ name: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        guard let dot = name.firstIndex(of: UInt8(ascii: ".")) else { return name }
        return name[name.startIndex..<dot]
    }

    static func hasSuffix(_ bytes: ArraySlice<UInt8>, _ suffix: String) -> Bool {
        let count = suffix.utf8.count
        return bytes.count >= count && bytes.suffix(count).elementsEqual(suffix.utf8)
    }

    static func hasPrefix(_ bytes: ArraySlice<UInt8>, _ prefix: String) -> Bool {
        let count = prefix.utf8.count
        return bytes.count >= count && bytes.prefix(count).elementsEqual(prefix.utf8)
    }
}
