import Foundation

/// Where a design token is defined, down to the bytes: the file as reported and a half-open range
/// in it. Line and column are computed only when the finding is reported.
package struct DefinitionLocation: Hashable, Sendable {
    package var path: String
    package var range: ByteRange

    package init(path: String, range: ByteRange) {
        self.path = path
        self.range = range
    }
}

/// Finds a token's definition in its source file by reading that file's bytes: the `"color"` entry
/// of a `.colorset`'s Contents.json (the dark one for the dark appearance), the `<color name=…>`
/// element of colors.xml (in values-night for dark), the `"name"` of a config or DTCG entry, or the
/// recorded line of a palette declaration.
package struct TokenDefinitionLocator {
    /// Reads a file by its reported path; nil when it cannot be read.
    package let read: (String) -> [UInt8]?
    /// The config file as reported, where config tokens live.
    let configPath: String?

    package init(configPath: String?, read: @escaping (String) -> [UInt8]?) {
        self.configPath = configPath
        self.read = read
    }

    package func locate(_ token: DesignToken, dark: Bool) -> DefinitionLocation {
        let source = dark ? token.darkSource ?? token.source : token.source
        if source.hasSuffix(".colorset") {
            let path = source + "/Contents.json"
            guard let bytes = read(path) else { return DefinitionLocation(path: path, range: ByteRange(0, 0)) }
            return DefinitionLocation(path: path, range: Self.colorSetEntry(bytes, dark: dark))
        }
        if source.hasSuffix(".xml") {
            if dark, let nightPath = Self.nightPath(source), let bytes = read(nightPath),
               let range = Self.xmlColor(bytes, name: token.name) {
                return DefinitionLocation(path: nightPath, range: range)
            }
            let range = read(source).flatMap { Self.xmlColor($0, name: token.name) } ?? ByteRange(0, 0)
            return DefinitionLocation(path: source, range: range)
        }
        if let colon = source.lastIndex(of: ":"), let line = Int(source[source.index(after: colon)...]) {
            let path = String(source[..<colon])
            guard let bytes = read(path) else { return DefinitionLocation(path: path, range: ByteRange(0, 0)) }
            let index = LineIndex(bytes: bytes)
            var range = index.contentRange(ofLine: line, in: bytes)
            // Skip the indentation: the finding starts at the declaration.
            while range.start < range.end, bytes[range.start] == 0x20 || bytes[range.start] == 0x09 { range = ByteRange(range.start + 1, range.end) }
            return DefinitionLocation(path: path, range: range)
        }
        guard let bytes = read(source) else { return DefinitionLocation(path: source, range: ByteRange(0, 0)) }
        if source == configPath {
            return DefinitionLocation(path: source, range: Self.jsonNameEntry(bytes, name: token.name) ?? ByteRange(0, 0))
        }
        return DefinitionLocation(path: source, range: Self.jsonPath(bytes, segments: token.name.split(separator: ".").map(String.init)) ?? ByteRange(0, 0))
    }

    /// `res/values/colors.xml` → `res/values-night/colors.xml`.
    static func nightPath(_ path: String) -> String? {
        guard let range = path.range(of: "/values/", options: .backwards) else {
            return path.hasPrefix("values/") ? "values-night/" + path.dropFirst("values/".count) : nil
        }
        return path.replacingCharacters(in: range, with: "/values-night/")
    }

    /// The `"color"` key of the universal entry, or of the dark-luminosity entry for `dark`.
    static func colorSetEntry(_ bytes: [UInt8], dark: Bool) -> ByteRange {
        let keys = occurrences(of: Array("\"color\"".utf8), in: bytes)
        var previous = 0
        var first: ByteRange?
        for start in keys {
            let segment = ByteRange(previous, start)
            previous = start + 7
            // Only keys that open an object are entries (`"color" : {`), not e.g. an idiom value.
            var q = start + 7
            while q < bytes.count, bytes[q] == 0x20 || bytes[q] == 0x09 || bytes[q] == 0x0A || bytes[q] == 0x0D { q += 1 }
            guard q < bytes.count, bytes[q] == UInt8(ascii: ":") else { continue }
            let range = ByteRange(start, start + 7)
            if first == nil { first = range }
            let variant = contains(bytes, segment, "\"luminosity\"")
            if dark ? variant && contains(bytes, segment, "\"dark\"") : !variant { return range }
        }
        return first ?? ByteRange(0, 0)
    }

    /// `<color name="on_primary">…</color>`: from `<color` to the end of the name attribute.
    static func xmlColor(_ bytes: [UInt8], name: String) -> ByteRange? {
        let needle = Array("name=\"\(name)\"".utf8)
        for start in occurrences(of: needle, in: bytes) {
            var open = start
            while open > 0 && bytes[open] != UInt8(ascii: "<") { open -= 1 }
            let tag = Array("<color".utf8)
            guard open + tag.count <= bytes.count, Array(bytes[open..<open + tag.count]) == tag else { continue }
            // Skip commented-out elements.
            if let comment = lastOccurrence(of: Array("<!--".utf8), in: bytes, before: open),
               lastOccurrence(of: Array("-->".utf8), in: bytes, before: open).map({ $0 < comment }) ?? true {
                continue
            }
            return ByteRange(open, start + needle.count)
        }
        return nil
    }

    /// `"name": "text"` in a config's `tokens`: the quoted name.
    static func jsonNameEntry(_ bytes: [UInt8], name: String) -> ByteRange? {
        let quoted = Array(Self.quoted(name).utf8)
        for start in occurrences(of: quoted, in: bytes) {
            var q = start - 1
            while q >= 0, bytes[q] == 0x20 || bytes[q] == 0x09 || bytes[q] == 0x0A || bytes[q] == 0x0D { q -= 1 }
            guard q >= 0, bytes[q] == UInt8(ascii: ":") else { continue }
            q -= 1
            while q >= 0, bytes[q] == 0x20 || bytes[q] == 0x09 || bytes[q] == 0x0A || bytes[q] == 0x0D { q -= 1 }
            let key = Array("\"name\"".utf8)
            guard q + 1 >= key.count, Array(bytes[(q + 1 - key.count)...q]) == key else { continue }
            return ByteRange(start, start + quoted.count)
        }
        return nil
    }

    /// A DTCG token path (`color.text.primary`): each segment's key found after the previous one.
    static func jsonPath(_ bytes: [UInt8], segments: [String]) -> ByteRange? {
        var from = 0
        var found: ByteRange?
        for segment in segments {
            let quoted = Array(Self.quoted(segment).utf8)
            guard let start = occurrences(of: quoted, in: bytes).first(where: { $0 >= from && isKey(bytes, $0 + quoted.count) }) else {
                return found
            }
            found = ByteRange(start, start + quoted.count)
            from = start + quoted.count
        }
        return found
    }

    private static func quoted(_ text: String) -> String {
        var out = "\""
        JSONWriter.appendEscaped(text, to: &out)
        return out + "\""
    }

    private static func isKey(_ bytes: [UInt8], _ after: Int) -> Bool {
        var q = after
        while q < bytes.count, bytes[q] == 0x20 || bytes[q] == 0x09 || bytes[q] == 0x0A || bytes[q] == 0x0D { q += 1 }
        return q < bytes.count && bytes[q] == UInt8(ascii: ":")
    }

    static func occurrences(of needle: [UInt8], in bytes: [UInt8]) -> [Int] {
        guard !needle.isEmpty, bytes.count >= needle.count else { return [] }
        var out: [Int] = []
        var i = 0
        let first = needle[0]
        while i <= bytes.count - needle.count {
            if bytes[i] == first && bytes[i..<i + needle.count].elementsEqual(needle) { out.append(i) }
            i += 1
        }
        return out
    }

    private static func lastOccurrence(of needle: [UInt8], in bytes: [UInt8], before end: Int) -> Int? {
        occurrences(of: needle, in: Array(bytes[0..<end])).last
    }

    private static func contains(_ bytes: [UInt8], _ range: ByteRange, _ needle: StaticString) -> Bool {
        FileContext.bytes(bytes, range, contain: needle)
    }
}
