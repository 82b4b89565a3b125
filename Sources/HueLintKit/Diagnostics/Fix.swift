/// How sure a fix is: `safe` fixes keep the meaning the author intended and `huelint fix` applies
/// them; `unsafe` ones are suggestions applied only with `--unsafe`.
public enum Applicability: String, Hashable, Sendable, Comparable {
    case unsafe, safe

    public static func < (lhs: Applicability, rhs: Applicability) -> Bool { lhs == .unsafe && rhs == .safe }
}

/// One replacement of a half-open byte range of the file.
public struct Edit: Hashable, Sendable {
    public var range: ByteRange
    public var replacement: String

    public init(range: ByteRange, replacement: String) {
        self.range = range
        self.replacement = replacement
    }
}

/// A fix is data on a finding: what to replace, a title, and how sure it is. The fixer applies it;
/// nothing else knows how a rule's fix is made.
public struct Fix: Hashable, Sendable {
    /// "Replace with `Color.textPrimary`".
    public var title: String
    public var applicability: Applicability
    /// Non-overlapping edits, sorted by range.
    public var edits: [Edit]

    public init(title: String, applicability: Applicability, edits: [Edit]) {
        self.title = title
        self.applicability = applicability
        self.edits = edits.sorted { $0.range < $1.range }
    }
}
