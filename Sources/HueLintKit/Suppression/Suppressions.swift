/// A `huelint:` directive read from a comment token. Strings cannot fake one: only comments are read.
package struct SuppressionDirective: Sendable {
    package enum Kind: String, Sendable {
        case disableNextLine = "disable-next-line"
        case disableLine = "disable-line"
        case disable
        case enable
        case disableFile = "disable-file"
    }

    package var kind: Kind
    /// Rule ids named; empty means every rule.
    package var ruleIDs: [String]
    package var reason: String?
    /// The comment holding the directive.
    package var range: ByteRange
    package var line: Int
}

/// A problem with a directive itself: an unknown verb or an unknown rule id.
package struct MalformedSuppression: Sendable {
    package var range: ByteRange
    package var message: String
}

/// The suppressions of one file: which lines each directive silences, and which were used.
package final class SuppressionMap: @unchecked Sendable {
    package private(set) var directives: [SuppressionDirective] = []
    package private(set) var malformed: [MalformedSuppression] = []
    /// Per directive: the 1-based line range it covers (inclusive). For `disable` the last line is
    /// the file's end; the `enable` that ends it depends on the rule (see `endLine(ofDisableAt:ruleID:)`).
    private var coverage: [(first: Int, last: Int)] = []
    private var used: [Bool] = []

    package var isEmpty: Bool { directives.isEmpty && malformed.isEmpty }

    package init() {}

    package init<Tokens: Sequence>(tokens: Tokens, file: SourceFile, knownRuleIDs: Set<String>) where Tokens.Element == Token {
        for token in tokens where token.kind.isComment {
            guard let parsed = SuppressionMap.parse(token, file: file, knownRuleIDs: knownRuleIDs) else { continue }
            switch parsed {
            case .directive(let directive): directives.append(directive)
            case .malformed(let problem): malformed.append(problem)
            }
        }
        guard !directives.isEmpty else { return }
        let lastLine = file.lineIndex.lineCount
        coverage = directives.map { directive in
            switch directive.kind {
            case .disableNextLine:
                // The line after the comment: a block comment may run over several lines.
                let next = file.location(of: max(directive.range.start, directive.range.end - 1)).line + 1
                return (next, next)
            case .disableLine: return (directive.line, directive.line)
            case .disableFile: return (1, lastLine)
            case .enable: return (0, -1)
            case .disable: return (directive.line, lastLine)
            }
        }
        used = Array(repeating: false, count: directives.count)
    }

    /// Where the `disable` at `index` stops silencing `ruleID`: at the next `enable` naming that rule
    /// or naming none. Each rule ends on its own, so `disable a, b` then `enable a` keeps `b` off,
    /// and a bare `disable` then `enable a` keeps every other rule off.
    private func endLine(ofDisableAt index: Int, ruleID: String) -> Int {
        let disable = directives[index]
        for other in directives[(index + 1)...] where other.kind == .enable && other.line > disable.line {
            if other.ruleIDs.isEmpty || other.ruleIDs.contains(ruleID) { return other.line }
        }
        return coverage[index].last
    }

    /// Whether a finding of `ruleID` on `line` is silenced; marks the silencing directive used.
    package func suppresses(ruleID: String, line: Int) -> Bool {
        var silenced = false
        for index in directives.indices {
            let directive = directives[index]
            guard directive.kind != .enable, line >= coverage[index].first, line <= coverage[index].last else { continue }
            if directive.kind == .disable && line > endLine(ofDisableAt: index, ruleID: ruleID) { continue }
            if directive.ruleIDs.isEmpty || directive.ruleIDs.contains(ruleID) {
                used[index] = true
                silenced = true
            }
        }
        return silenced
    }

    /// Directives that silenced nothing, limited to those naming at least one enabled rule
    /// (a suppression for a rule switched off in config is not stale, just idle).
    package func unusedDirectives(enabledRuleIDs: Set<String>) -> [SuppressionDirective] {
        directives.indices.compactMap { index in
            let directive = directives[index]
            guard directive.kind != .enable, !used[index] else { return nil }
            if !directive.ruleIDs.isEmpty && directive.ruleIDs.allSatisfy({ !enabledRuleIDs.contains($0) }) { return nil }
            return directive
        }
    }

    private enum Parsed {
        case directive(SuppressionDirective)
        case malformed(MalformedSuppression)
    }

    private static let marker: StaticString = "huelint:"

    /// Where the text after the marker starts and where the comment's text ends, when comment
    /// `token` holds a directive: past `//` or `/*`, spaces, `/`, `*` and line breaks, comes `huelint:`.
    private static func directiveBody<Bytes: RandomAccessCollection>(of token: Token, in bytes: Bytes) -> (start: Int, end: Int)?
    where Bytes.Element == UInt8, Bytes.Index == Int {
        var i = Int(token.start) + 2   // past `//` or `/*`
        var end = Int(token.end)
        if token.kind == .blockComment && end - 2 >= i && bytes[end - 2] == UInt8(ascii: "*") && bytes[end - 1] == UInt8(ascii: "/") {
            end -= 2
        }
        // Block comments may put the directive on a later line: `/*\n * huelint:disable-file */`.
        while i < end && (bytes[i] == UInt8(ascii: " ") || bytes[i] == UInt8(ascii: "\t") || bytes[i] == UInt8(ascii: "/")
                          || bytes[i] == UInt8(ascii: "*") || bytes[i] == UInt8(ascii: "\n") || bytes[i] == UInt8(ascii: "\r")) { i += 1 }
        let length = marker.utf8CodeUnitCount
        guard end - i >= length else { return nil }
        let matches = marker.withUTF8Buffer { m in
            for k in 0..<length where bytes[i + k] != m[k] { return false }
            return true
        }
        return matches ? (i + length, end) : nil
    }

    /// Whether any of the comments holds a directive: most files have none, and this reads only
    /// the start of each comment.
    static func anyDirective(comments: UnsafeBufferPointer<Token>, bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        comments.contains { directiveBody(of: $0, in: bytes) != nil }
    }

    private static func parse(_ token: Token, file: SourceFile, knownRuleIDs: Set<String>) -> Parsed? {
        let bytes = file.bytes
        guard let (i, end) = directiveBody(of: token, in: bytes) else { return nil }
        let body = String(decoding: bytes[i..<end], as: UTF8.self)
        var reason: String?
        var directiveText = Substring(body)
        if let separator = body.range(of: " -- ") {
            reason = String(body[separator.upperBound...]).trimmingCharacters(in: .whitespacesAndNewlines)
            directiveText = body[..<separator.lowerBound]
        }
        // `*` separates too: the margin of a block comment's later lines (` * hex-color-literal`).
        let words = directiveText.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "," || $0 == "\n" || $0 == "\r"
                                                            || $0 == "\r\n" || $0 == "*" })
        let range = token.range
        let line = file.location(of: range.start).line
        guard let verb = words.first else {
            return .malformed(MalformedSuppression(range: range, message: "empty huelint directive"))
        }
        guard let kind = SuppressionDirective.Kind(rawValue: String(verb)) else {
            let verbs = ["disable-next-line", "disable-line", "disable", "enable", "disable-file"]
            let hint = Suggestion.closest(to: String(verb), in: verbs).map { "; did you mean \"\($0)\"?" } ?? ""
            return .malformed(MalformedSuppression(range: range, message: "unknown huelint directive \"\(verb)\"\(hint)"))
        }
        let ids = words.dropFirst().map(String.init)
        for id in ids where !knownRuleIDs.contains(id) {
            let hint = Suggestion.closest(to: id, in: Array(knownRuleIDs).sorted()).map { "; did you mean \"\($0)\"?" } ?? ""
            return .malformed(MalformedSuppression(range: range, message: "unknown rule \"\(id)\" in suppression\(hint)"))
        }
        return .directive(SuppressionDirective(kind: kind, ruleIDs: ids, reason: reason, range: range, line: line))
    }
}
