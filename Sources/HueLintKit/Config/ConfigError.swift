/// One problem in a config file, located by JSON path (and line, when known).
/// Renders as `.huelint.json: $.rules["hex-colour-literal"] (line 4): unknown rule "hex-colour-literal"; did you mean "hex-color-literal"?`
public struct ConfigError: Error, Hashable, Sendable, CustomStringConvertible {
    public var file: String
    public var path: String
    public var line: Int?
    public var message: String
    /// The valid spelling the user probably meant, without quotes.
    public var suggestion: String?

    public init(file: String, path: String, line: Int?, message: String, suggestion: String? = nil) {
        self.file = file
        self.path = path
        self.line = line
        self.message = message
        self.suggestion = suggestion
    }

    public var description: String {
        var out = "\(file): \(path)"
        if let line { out += " (line \(line))" }
        out += ": \(message)"
        if let suggestion { out += "; did you mean \(JSONPath.quoted(suggestion))?" }
        return out
    }
}

/// Every problem found in one config file, in document order. Thrown as a whole so the user can
/// fix them all in one pass.
public struct ConfigErrors: Error, Sendable, CustomStringConvertible {
    public var errors: [ConfigError]

    public init(_ errors: [ConfigError]) { self.errors = errors }

    /// Parses a config or plan file, turning a JSON error into a `ConfigError` at its line and path.
    /// A duplicate key is well-formed JSON that we refuse; it has a path of its own.
    static func parseDocument(_ bytes: [UInt8], file: String) throws -> JSONDocument {
        do {
            return try JSONParser.parseDocument(bytes)
        } catch let error as JSONParseError {
            let message = error.path == nil ? "invalid JSON at \(error.line):\(error.column): \(error.message)" : error.message
            throw ConfigErrors([ConfigError(file: file, path: error.path ?? JSONPath.root, line: error.line, message: message)])
        }
    }

    /// One rendered error per line, no trailing newline.
    public var description: String { errors.map(\.description).joined(separator: "\n") }
}

/// "Did you mean" for misspelt keys, rule ids and enum values.
package enum Suggestion {
    /// The candidate closest to `word`: a case-insensitive match first, else the nearest by
    /// Damerau–Levenshtein distance (optimal string alignment) within 2, or within 1 for words of
    /// three characters or fewer, where 2 edits would match almost anything. Failing that, the
    /// shortest candidate that starts with a word of four or more characters ("warn" → "warning").
    /// Ties go to the earlier candidate, so results are deterministic.
    package static func closest(to word: String, in candidates: [String]) -> String? {
        let lowered = Array(word.lowercased().unicodeScalars)
        let limit = lowered.count <= 3 ? 1 : 2
        var best: (candidate: String, distance: Int)?
        var prefixed: String?
        for candidate in candidates where candidate != word {
            let other = Array(candidate.lowercased().unicodeScalars)
            // The distance is at least the difference in length: skip the quadratic table when that
            // already rules the candidate out (a 200,000-character key took seconds per candidate).
            if abs(other.count - lowered.count) <= limit {
                let d = distance(lowered, other)
                if d == 0 { return candidate }
                if d <= limit && (best == nil || d < best!.distance) { best = (candidate, d) }
            }
            if lowered.count >= 4 && other.starts(with: lowered) && candidate.count < (prefixed?.count ?? Int.max) {
                prefixed = candidate
            }
        }
        return best?.candidate ?? prefixed
    }

    /// Optimal string alignment distance: insertions, deletions, substitutions and adjacent swaps.
    package static func distance<T: Equatable>(_ a: [T], _ b: [T]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                    value = min(value, previous2[j - 2] + 1)
                }
                current[j] = value
            }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count]
    }
}
