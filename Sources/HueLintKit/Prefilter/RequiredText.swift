/// Text a rule cannot report without, compared without regard to ASCII case. A rule that reports
/// `Color(red: 1, …)` needs `color`; one that reports `.fill(.red)` needs a palette name (`red`) and
/// a colour context (`fill`). Like ripgrep's literal prefilter, it lets the linter skip lexing
/// files no enabled rule can report in: most files of an app never name a colour. It must be a
/// necessary condition (a file it rejects has no finding), which tests and the fuzz target check
/// by linting with and without it.
package struct RequiredText: Sendable, Hashable {
    /// Alternatives. Each is a list of clauses that must all hold; a clause holds when one of its
    /// words occurs.
    package var groups: [[[String]]]

    /// Any one of `words`.
    package init(anyOf words: [String]) { groups = words.map { [[$0]] } }
    /// One of each list of words.
    package init(oneOfEach clauses: [[String]]) { groups = [clauses] }
    /// Every word of one of the groups.
    package init(allOf groups: [[String]]) { self.groups = groups.map { $0.map { [$0] } } }

    private init(groups: [[[String]]]) { self.groups = groups }

    package static func + (lhs: RequiredText, rhs: RequiredText) -> RequiredText {
        RequiredText(groups: lhs.groups + rhs.groups)
    }
}
