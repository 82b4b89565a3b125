/// Names plan entries with `TokenNaming`, from what the code says of their sites: the role most
/// sites have, a subject every site agrees on, and whether a site's code speaks of a status.
enum MigrationNaming {
    /// What the code around one site says of its colour.
    struct SiteFacts {
        /// What it is for (`solo`, `inactive`): an entry whose sites all say the same is named for it
        /// and its role (`soloText`, `inactiveSurface`).
        var subject: String?
        /// The code speaks of an error, warning or success: a saturated red, orange or green is named a
        /// status colour only when one of its entry's sites does.
        var saysStatus = false
        /// It paints an icon, a symbol or a spinner: an entry whose sites all do is an `icon` token.
        var paintsIcon = false
    }

    /// The key of a site in the facts naming reads.
    static func key(_ site: MigrationPlan.Site) -> String { site.path + "#" + String(site.start) }

    /// - Parameter facts: what the code says of each site, by `key`.
    static func name(_ entries: inout [MigrationPlan.Entry], taken: Set<String>, facts: [String: SiteFacts] = [:]) {
        var proposals: [TokenNaming.Proposal] = []
        for index in entries.indices {
            var roles: [TokenRole: Int] = [:]
            for site in entries[index].sites { if let role = site.role { roles[role, default: 0] += 1 } }
            // The planner split entries by role: one at most.
            entries[index].role = TokenRole.allCases.filter { roles[$0] != nil }.max { roles[$0]! < roles[$1]! }
            let siteFacts = entries[index].sites.map { facts[key($0)] ?? SiteFacts() }
            let said = Set(siteFacts.map(\.subject))
            proposals.append(TokenNaming.Proposal(role: entries[index].role, light: entries[index].light, dark: entries[index].dark,
                                                  subject: said.count == 1 ? said.first! : nil,
                                                  saysStatus: siteFacts.contains(where: \.saysStatus),
                                                  paintsIcon: !siteFacts.isEmpty && siteFacts.allSatisfy(\.paintsIcon)))
        }
        for (index, name) in TokenNaming.names(proposals, taken: taken).enumerated() {
            entries[index].name = name
            if TokenNaming.isPlaceholder(name) { entries[index].review.append("no role read from the code: the name is a placeholder") }
        }
    }
}
