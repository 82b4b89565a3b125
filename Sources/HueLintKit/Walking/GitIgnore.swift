/// The rules of one `.gitignore` (or `.git/info/exclude`) file, with git's semantics:
///
/// - Blank lines and lines starting with `#` are skipped; `\#` and `\!` start literal text.
/// - Trailing spaces are dropped unless escaped as `\ `; a trailing `\r` is dropped too.
/// - `!` negates: a later match re-includes what an earlier rule ignored. The last matching
///   rule wins. (A file inside an ignored folder stays ignored: the walker never enters it.)
/// - A trailing `/` matches folders only.
/// - A pattern with a `/` at the start or in the middle is anchored to the file's folder and
///   matched against the whole relative path; otherwise it matches the basename at any depth.
/// - `**/x`, `x/**` and `a/**/b` work as in git; `*`, `?` and `[...]` never match `/`.
///
/// To stay fast with thousands of rules, wildcard-free basenames, wildcard-free anchored
/// paths and `*.ext` rules are looked up by hash, and the rest by their literal prefix; only
/// rules starting with a wildcard are tried one by one.
package final class GitIgnore: Sendable {
    package enum Decision: Sendable, Hashable {
        case ignored
        /// Re-included by a `!` rule.
        case included
    }

    // Rules are numbered in file order and every list is newest first, so a lookup can stop
    // at the first hit that beats the best so far. A class, so chains share it without copies.
    private let basenames: [Int: [IgnoreEntry]]
    private let paths: [Int: [IgnoreEntry]]
    private let extensions: [Int: [IgnoreEntry]]
    /// The rules that need pattern matching.
    private let others: WildcardRules
    package let ruleCount: Int

    package convenience init(_ text: String) {
        self.init(bytes: Array(text.utf8))
    }

    package init(bytes: [UInt8]) {
        var body = bytes[...]
        if body.starts(with: [0xEF, 0xBB, 0xBF]) { body = body.dropFirst(3) }  // git skips a BOM
        var builder = GitIgnoreBuilder()
        for line in body.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: true) {
            builder.addRule(line)
        }
        builder.finish()
        basenames = builder.basenames
        paths = builder.paths
        extensions = builder.extensions
        others = builder.others
        ruleCount = builder.ruleCount
    }

    package var isEmpty: Bool { ruleCount == 0 }

    /// The decision of the last rule matching `relativePath` (relative to this file's
    /// folder), or nil when no rule matches.
    package func decision(for relativePath: String, isDirectory: Bool) -> Decision? {
        var path = relativePath
        return path.withUTF8 { decision($0, $0.startIndex, $0.endIndex, isDirectory: isDirectory) }
    }

    func decision(_ text: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, isDirectory: Bool) -> Decision? {
        guard ruleCount > 0 else { return nil }
        var bestIndex = -1
        var bestNegated = false
        func consider(_ entries: [IgnoreEntry]?, _ accepts: (IgnoreEntry) -> Bool) {
            guard let entries else { return }
            for entry in entries {
                if entry.index <= bestIndex { return }
                if entry.directoryOnly && !isDirectory { continue }
                if accepts(entry) {
                    bestIndex = entry.index
                    bestNegated = entry.negated
                    return
                }
            }
        }
        let nameStart = text.lastSegmentStart(start, end)
        consider(basenames[PathBytes.hash(text, nameStart, end)]) { entry in
            end - nameStart == entry.bytes.count && text.hasBytes(entry.bytes, at: nameStart)
        }
        if !paths.isEmpty {
            consider(paths[PathBytes.hash(text, start, end)]) { entry in
                end - start == entry.bytes.count && text.hasBytes(entry.bytes, at: start)
            }
        }
        if !extensions.isEmpty, let dot = lastDot(text, nameStart, end) {
            consider(extensions[PathBytes.hash(text, dot, end)]) { entry in
                end - nameStart >= entry.bytes.count && text.hasBytes(entry.bytes, at: end - entry.bytes.count)
            }
        }
        others.bestMatch(text, start, nameStart, end, isDirectory: isDirectory,
                         beating: &bestIndex, negated: &bestNegated)
        guard bestIndex >= 0 else { return nil }
        return bestNegated ? .included : .ignored
    }

    private func lastDot(_ text: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Int? {
        var index = end
        while index > start {
            index -= 1
            if text[index] == UInt8(ascii: ".") { return index }
        }
        return nil
    }
}

private struct IgnoreEntry: Sendable {
    let index: Int
    let negated: Bool
    let directoryOnly: Bool
    /// Bytes to compare after a hash hit (for `*.ext` rules: the whole suffix).
    let bytes: [UInt8]
}

/// Sorts each parsed line into the bucket that can find it fastest.
private struct GitIgnoreBuilder {
    var basenames: [Int: [IgnoreEntry]] = [:]
    var paths: [Int: [IgnoreEntry]] = [:]
    var extensions: [Int: [IgnoreEntry]] = [:]
    var others = WildcardRules()
    var ruleCount = 0

    mutating func finish() {
        others.finish()
        for key in basenames.keys { basenames[key]!.reverse() }
        for key in paths.keys { paths[key]!.reverse() }
        for key in extensions.keys { extensions[key]!.reverse() }
    }

    mutating func addRule(_ rawLine: ArraySlice<UInt8>) {
        var line = rawLine
        if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
        guard let first = line.first, first != UInt8(ascii: "#") else { return }
        line = GitIgnoreBuilder.trimTrailingSpaces(line)
        var negated = false
        if line.first == UInt8(ascii: "!") {
            negated = true
            line = line.dropFirst()
        }
        var directoryOnly = false
        if line.last == UInt8(ascii: "/") {
            directoryOnly = true
            line = line.dropLast()
        }
        guard !line.isEmpty else { return }
        let index = ruleCount
        ruleCount += 1
        let anchored = line.contains(UInt8(ascii: "/"))
        if anchored {
            let pattern = PathPattern(line)
            if let literal = GitIgnoreBuilder.literalPath(pattern) {
                let entry = IgnoreEntry(index: index, negated: negated, directoryOnly: directoryOnly, bytes: literal)
                paths[PathBytes.hash(literal), default: []].append(entry)
            } else {
                others.add(WildcardRules.Rule(index: index, negated: negated, directoryOnly: directoryOnly,
                                              matcher: .path(pattern)))
            }
            return
        }
        let segment = SegmentPattern(line)
        switch segment.shape {
        case .exact(let literal):
            let entry = IgnoreEntry(index: index, negated: negated, directoryOnly: directoryOnly, bytes: literal)
            basenames[PathBytes.hash(literal), default: []].append(entry)
        case .suffix(let suffix) where suffix.contains(UInt8(ascii: ".")):
            let key = suffix[suffix.lastIndex(of: UInt8(ascii: "."))!...]
            let entry = IgnoreEntry(index: index, negated: negated, directoryOnly: directoryOnly, bytes: suffix)
            extensions[PathBytes.hash(Array(key)), default: []].append(entry)
        default:
            others.add(WildcardRules.Rule(index: index, negated: negated, directoryOnly: directoryOnly,
                                          matcher: .basename(segment)))
        }
    }

    /// The path when every segment is wildcard-free, joined with `/`.
    private static func literalPath(_ pattern: PathPattern) -> [UInt8]? {
        var bytes: [UInt8] = []
        for element in pattern.elements {
            guard case .segment(let segment) = element, let literal = segment.literal else { return nil }
            if !bytes.isEmpty { bytes.append(UInt8(ascii: "/")) }
            bytes += literal
        }
        return bytes
    }

    /// Drops unescaped trailing spaces, as git does; `\ ` keeps its space.
    private static func trimTrailingSpaces(_ line: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var trimEnd: Int?
        var index = line.startIndex
        while index < line.endIndex {
            switch line[index] {
            case UInt8(ascii: " "):
                if trimEnd == nil { trimEnd = index }
                index += 1
            case UInt8(ascii: "\\"):
                trimEnd = nil
                index += 2
            default:
                trimEnd = nil
                index += 1
            }
        }
        guard let trimEnd else { return line }
        return line[..<trimEnd]
    }
}
