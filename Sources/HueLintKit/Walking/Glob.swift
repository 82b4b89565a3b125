/// A shell-style glob over `/`-separated relative paths, compiled once and matched many times.
///
/// Syntax (case-sensitive, matched on UTF-8 bytes):
/// - `*` matches any run of characters except `/`; `?` matches one character except `/`.
/// - `[abc]`, `[a-z]`, `[!a]` (or `[^a]`) and `[[:digit:]]` match one character from a set.
///   A `[` that never closes is a literal `[`.
/// - `**` as a whole segment matches zero or more segments: `**/*.swift`, `a/**/b`.
///   A trailing `/**` matches everything inside the folder (one or more segments).
/// - `{a,b}` matches either alternative; braces nest. Unbalanced braces are literal.
/// - `\x` matches `x` literally.
/// - A pattern without any `/` matches the file's *basename* in any folder, like `.gitignore`:
///   `*.kt` matches `app/src/Main.kt`. Use `./*.kt` to mean the top folder only.
/// - A leading `/` or `./` anchors at the root, which it would be anyway once there is a `/`.
/// - A trailing `/` means a folder: `Generated/` matches every path inside any folder named
///   `Generated`, and `Sources/Generated/` every path inside that one.
package struct Glob: Sendable, Hashable, CustomStringConvertible {
    /// The source text, for messages.
    package let pattern: String
    private let alternatives: [Alternative]
    /// The longest run of plain characters every match must contain (`Theme` in `**/Theme/**`),
    /// tested first: most paths fail on it in a few instructions instead of a full match.
    private let requiredLiteral: [UInt8]
    /// The plain characters the pattern ends with (`.swift` in `**/*.swift`): every match ends with
    /// them, so most paths are rejected by comparing a few bytes at their end.
    private let requiredSuffix: [UInt8]
    /// The longest literal is the suffix, so checking the suffix checks both.
    private let literalIsSuffix: Bool
    /// The name when the whole pattern is `**/name/**` (or `name/`) with a plain name: then a path
    /// matches exactly when one of its folders has that name.
    let folderName: [UInt8]?

    private enum Alternative: Sendable, Hashable {
        case basename(SegmentPattern)
        /// `**/name`: the last segment of a non-empty path, without the segment-by-segment walk.
        case lastSegment(SegmentPattern)
        case path(PathPattern)
    }

    /// Compiles `pattern`. Never fails: malformed pieces are taken literally.
    package init(_ pattern: String) {
        self.pattern = pattern
        alternatives = Glob.expandBraces(Array(pattern.utf8)).map(Glob.compile)
        requiredLiteral = Glob.longestLiteral(Array(pattern.utf8))
        requiredSuffix = Glob.trailingLiteral(Array(pattern.utf8))
        literalIsSuffix = requiredLiteral == requiredSuffix
        folderName = alternatives.count == 1 ? Glob.folderName(of: alternatives[0]) : nil
    }

    private static func folderName(of alternative: Alternative) -> [UInt8]? {
        guard case .path(let path) = alternative, path.elements.count == 4,
              case .globstar = path.elements[0], case .segment(let folder) = path.elements[1],
              case .exact(let name) = folder.shape, !name.isEmpty,
              case .globstar = path.elements[2], case .segment(let inside) = path.elements[3],
              case .anything = inside.shape else {
            return nil
        }
        return name
    }

    /// The run of plain characters at the end of the pattern. A wildcard, class, escape or `/`
    /// before it ends the run; a trailing `/` (a folder) or any brace means no suffix.
    private static func trailingLiteral(_ bytes: [UInt8]) -> [UInt8] {
        if bytes.contains(UInt8(ascii: "{")) { return [] }
        var start = bytes.count
        while start > 0 {
            switch bytes[start - 1] {
            case UInt8(ascii: "*"), UInt8(ascii: "?"), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "\\"), UInt8(ascii: "/"):
                return Array(bytes[start...])
            default:
                start -= 1
            }
        }
        return Array(bytes[start...])
    }

    /// Brace alternatives have no common literal; wildcards, escapes, separators and whole
    /// bracket expressions (`[abc]` is one unknown character) end a run.
    private static func longestLiteral(_ bytes: [UInt8]) -> [UInt8] {
        if bytes.contains(UInt8(ascii: "{")) { return [] }
        var best: ArraySlice<UInt8> = []
        var runStart = 0
        var i = 0
        func endRun(at end: Int) { if end - runStart > best.count { best = bytes[runStart..<end] } }
        while i < bytes.count {
            switch bytes[i] {
            case UInt8(ascii: "["):
                endRun(at: i)
                // Skip the class; an unclosed `[` is literal, but treating it as a break is only cautious.
                var j = i + 1
                if j < bytes.count && (bytes[j] == UInt8(ascii: "!") || bytes[j] == UInt8(ascii: "^")) { j += 1 }
                if j < bytes.count && bytes[j] == UInt8(ascii: "]") { j += 1 }  // `[]a]`: a leading `]` is a member
                while j < bytes.count && bytes[j] != UInt8(ascii: "]") { j += 1 }
                i = j + 1
                runStart = i
                continue
            case UInt8(ascii: "*"), UInt8(ascii: "?"), UInt8(ascii: "]"), UInt8(ascii: "\\"), UInt8(ascii: "/"):
                endRun(at: i)
                runStart = i + 1
            default:
                break
            }
            i += 1
        }
        endRun(at: bytes.count)
        return best.count >= 2 ? Array(best) : []
    }

    /// Jumps between occurrences of the literal's first byte with libc's vectorised `memchr`.
    private func containsRequiredLiteral(_ text: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
        let n = requiredLiteral.count
        guard n > 0 else { return true }
        guard end - start >= n, let base = text.baseAddress else { return false }
        return requiredLiteral.withUnsafeBufferPointer { literal in
            var position = start
            let last = end - n
            while position <= last {
                guard let hit = memchr(base + position, Int32(literal[0]), last - position + 1) else { return false }
                let offset = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                if memcmp(base + offset, literal.baseAddress!, n) == 0 { return true }
                position = offset + 1
            }
            return false
        }
    }

    private func hasRequiredSuffix(_ text: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
        let n = requiredSuffix.count
        guard n > 0 else { return true }
        guard end - start >= n else { return false }
        return requiredSuffix.withUnsafeBufferPointer { suffix in
            var i = 0
            while i < n {
                if text[end - n + i] != suffix[i] { return false }
                i += 1
            }
            return true
        }
    }

    package var description: String { pattern }

    /// Whether `relativePath` (`/`-separated, no leading `./`) matches.
    package func matches(_ relativePath: String) -> Bool {
        var path = relativePath
        return path.withUTF8 { matches($0, 0, $0.count) }
    }

    func matches(_ text: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
        guard hasRequiredSuffix(text, start, end) else { return false }
        if !literalIsSuffix && !containsRequiredLiteral(text, start, end) { return false }
        for alternative in alternatives {
            switch alternative {
            case .basename(let segment):
                if segment.matches(text, text.lastSegmentStart(start, end), end) { return true }
            case .lastSegment(let segment):
                if start < end && segment.matches(text, text.lastSegmentStart(start, end), end) { return true }
            case .path(let path):
                if path.matches(text, start, end) { return true }
            }
        }
        return false
    }

    private static func compile(_ bytes: [UInt8]) -> Alternative {
        let slash = UInt8(ascii: "/")
        var body = bytes[...]
        var anchored = false
        while body.starts(with: [UInt8(ascii: "."), slash]) {
            body = body.dropFirst(2)
            anchored = true
        }
        while body.first == slash {
            body = body.dropFirst()
            anchored = true
        }
        var folderOnly = false
        while body.count > 1 && body.last == slash {
            body = body.dropLast()
            folderOnly = true
        }
        let hasInnerSlash = body.contains(slash)
        if !anchored && !hasInnerSlash && !folderOnly {
            return .basename(SegmentPattern(body))
        }
        var full = Array(body)
        if !anchored && !hasInnerSlash { full = Array("**/".utf8) + full }  // `name/`: any folder called name
        if folderOnly { full += Array("/**".utf8) }
        let globstar = Array("**/".utf8)
        if full.starts(with: globstar) {
            let name = full[globstar.count...]
            if !name.isEmpty && !name.contains(slash) && !(name.count == 2 && name.allSatisfy { $0 == UInt8(ascii: "*") }) {
                return .lastSegment(SegmentPattern(name))
            }
        }
        return .path(PathPattern(full[...]))
    }

    /// Expands `{a,b}` alternatives (nested too) into plain patterns, capped so that a
    /// pathological pattern cannot explode.
    static func expandBraces(_ bytes: [UInt8]) -> [[UInt8]] {
        guard let (open, close, commas) = firstBraceGroup(bytes) else { return [bytes] }
        let prefix = bytes[..<open]
        let suffix = bytes[(close + 1)...]
        var results: [[UInt8]] = []
        var optionStart = open + 1
        for boundary in commas + [close] {
            let option = bytes[optionStart..<boundary]
            for expanded in expandBraces(Array(prefix) + option + suffix) {
                results.append(expanded)
                if results.count >= maximumAlternatives { return results }
            }
            optionStart = boundary + 1
        }
        return results
    }

    private static let maximumAlternatives = 1024

    /// The first balanced `{...}` with at least one top-level comma, skipping escapes and
    /// bracket expressions; nil when there is none (so the braces stay literal).
    private static func firstBraceGroup(_ bytes: [UInt8]) -> (Int, Int, [Int])? {
        var searchFrom = 0
        while let open = nextUnescaped(UInt8(ascii: "{"), in: bytes, from: searchFrom) {
            var depth = 0
            var commas: [Int] = []
            var index = open
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\\") { index += 2; continue }
                if byte == UInt8(ascii: "{") { depth += 1 }
                if byte == UInt8(ascii: "}") {
                    depth -= 1
                    if depth == 0 { break }
                }
                if byte == UInt8(ascii: ","), depth == 1 { commas.append(index) }
                index += 1
            }
            if index < bytes.count, !commas.isEmpty { return (open, index, commas) }
            searchFrom = open + 1
        }
        return nil
    }

    private static func nextUnescaped(_ target: UInt8, in bytes: [UInt8], from start: Int) -> Int? {
        var index = start
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "\\") { index += 2; continue }
            if bytes[index] == target { return index }
            index += 1
        }
        return nil
    }
}

/// A list of globs; a path matches the set when it matches any of them.
package struct GlobSet: Sendable, Hashable {
    package let globs: [Glob]
    /// Set when every glob is a folder name (`**/Theme/**`, as the default palette globs are): one
    /// pass over a path's folders then decides, instead of a search per glob.
    private let folderNames: [[UInt8]]?
    /// A bit per length of those names below 64: most folders are rejected by their length alone.
    private let folderNameLengths: UInt64

    package init(_ patterns: [String]) {
        self.init(globs: patterns.map(Glob.init))
    }

    package init(globs: [Glob]) {
        self.globs = globs
        let names = globs.compactMap(\.folderName)
        folderNames = names.count == globs.count ? names : nil
        folderNameLengths = names.reduce(0) { $0 | ($1.count < 64 ? 1 << $1.count : 0) }
    }

    package var isEmpty: Bool { globs.isEmpty }

    package func matches(_ relativePath: String) -> Bool {
        var path = relativePath
        return path.withUTF8 { matches($0, 0, $0.count) }
    }

    func matches(_ text: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
        if let names = folderNames { return GlobSet.hasFolder(namedAnyOf: names, lengths: folderNameLengths, text, start, end) }
        // By index: `for glob in globs` copied each Glob (retaining its arrays) per path.
        for i in globs.indices where globs[i].matches(text, start, end) { return true }
        return false
    }

    /// Whether a folder of the path (a segment followed by `/`) is one of `names`, whose lengths
    /// below 64 have their bits set in `lengths`.
    private static func hasFolder(namedAnyOf names: [[UInt8]], lengths: UInt64, _ text: UnsafeBufferPointer<UInt8>,
                                  _ start: Int, _ end: Int) -> Bool {
        PathName.forEachFolder(in: text, start, end) { folder in
            let length = folder.count
            guard length >= 64 || lengths &>> UInt64(length) & 1 != 0 else { return false }
            for n in names.indices where names[n].count == length {
                var k = 0
                while k < length && names[n][k] == folder[folder.startIndex + k] { k += 1 }
                if k == length { return true }
            }
            return false
        } == nil
    }
}
