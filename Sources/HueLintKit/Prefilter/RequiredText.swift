/// Text a rule cannot report without. A rule that reports `Color(red: 1, …)` needs a `red:` label
/// and a colour type; one that reports `.fill(.red)` needs the name `red`. Like ripgrep's literal
/// prefilter, it lets the linter skip lexing files no enabled rule can report in: most files of an
/// app never name a colour. It must be a necessary condition (a file it rejects has no finding),
/// which tests and the fuzz target check by linting with and without it.
package struct RequiredText: Sendable, Hashable {
    /// One word looked for, and how it must stand in the file's bytes. Every test reads bytes, not
    /// tokens, so text in comments and strings counts too: a word may only ever be found where the
    /// lexer would not see it, never missed where it would.
    package struct Word: Sendable, Hashable {
        package enum Kind: Sendable, Hashable {
            /// In any ASCII letter case, anywhere: `color` in `backgroundColor`.
            case text
            /// Exactly, as a whole name: `red`, not the `red` in `shared` or `redraw`.
            case name
            /// A whole name followed by `:` or `=`, as an argument label is: `red:` (Swift), `red =` (Kotlin).
            case label
            /// Exactly, ending a name that is called or whose member is: `Color(`, `UIColor.init(`,
            /// `Color.rgb(`.
            case call
        }

        package var kind: Kind
        package var spelling: String

        package init(_ kind: Kind, _ spelling: String) {
            self.kind = kind
            self.spelling = spelling
        }

        package static func text(_ spelling: String) -> Word { Word(.text, spelling) }
        package static func name(_ spelling: String) -> Word { Word(.name, spelling) }
        package static func label(_ spelling: String) -> Word { Word(.label, spelling) }
        package static func call(_ spelling: String) -> Word { Word(.call, spelling) }
    }

    /// Alternatives. Each is a list of clauses that must all hold; a clause holds when one of its
    /// words occurs.
    package var groups: [[[Word]]]

    /// Any one of `words`, as text.
    package init(anyOf words: [String]) { groups = words.map { [[.text($0)]] } }
    /// Any one of `words`.
    package init(anyWordOf words: [Word]) { groups = words.map { [[$0]] } }
    /// Any one of the names, each whole and exactly as spelled.
    package init(anyNameOf names: [String]) { groups = names.map { [[.name($0)]] } }
    /// One of each list of words, as text.
    package init(oneOfEach clauses: [[String]]) { groups = [clauses.map { $0.map(Word.text) }] }
    /// One of each list of words.
    package init(oneWordOfEach clauses: [[Word]]) { groups = [clauses] }
    /// Every word of one of the groups, as text.
    package init(allOf groups: [[String]]) { self.groups = groups.map { $0.map { [.text($0)] } } }

    private init(groups: [[[Word]]]) { self.groups = groups }

    package static func + (lhs: RequiredText, rhs: RequiredText) -> RequiredText {
        RequiredText(groups: lhs.groups + rhs.groups)
    }
}
