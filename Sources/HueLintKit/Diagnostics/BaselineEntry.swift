/// One accepted finding. Its identity is what survives unrelated edits: the rule, the file, the
/// offending text without whitespace, and how many identical findings precede it in the file.
/// Never the line number (an edit above would shift it) nor the message (wording changes).
package struct BaselineEntry: Hashable, Sendable {
    /// Relative to the repository root, so the baseline means the same from any folder.
    package var file: String
    package var rule: String
    package var text: String
    package var occurrence: Int

    package init(file: String, rule: String, text: String, occurrence: Int) {
        self.file = file
        self.rule = rule
        self.text = text
        self.occurrence = occurrence
    }

    /// Byte order of file, rule and text, then occurrence: the same on every platform.
    static func precedes(_ a: BaselineEntry, _ b: BaselineEntry) -> Bool {
        if a.file != b.file { return a.file.utf8Precedes(b.file) }
        if a.rule != b.rule { return a.rule.utf8Precedes(b.rule) }
        if a.text != b.text { return a.text.utf8Precedes(b.text) }
        return a.occurrence < b.occurrence
    }
}
