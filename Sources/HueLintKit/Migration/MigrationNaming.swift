/// Names plan entries with `TokenNaming`, from what the code says of their sites: the role most
/// sites have, a subject every site agrees on, and whether a site's code speaks of a status.
enum MigrationNaming {
    /// The key of a site in the `subjects` and `statusSites` naming reads.
    static func key(_ site: MigrationPlan.Site) -> String { site.path + "#" + String(site.start) }

    /// - Parameters:
    ///   - subjects: what the code says a site's colour is for (`solo`, `inactive`), by `key`; an entry
    ///     whose sites all say the same is named for it and its role (`soloText`, `inactiveSurface`).
    ///   - statusSites: sites whose code speaks of an error, warning or success (by `key`); a saturated
    ///     red, orange or green is named a status colour only when one of its sites is such.
    static func name(_ entries: inout [MigrationPlan.Entry], taken: Set<String>, subjects: [String: String] = [:],
                     statusSites: Set<String> = []) {
        var proposals: [TokenNaming.Proposal] = []
        for index in entries.indices {
            var roles: [TokenRole: Int] = [:]
            for site in entries[index].sites { if let role = site.role { roles[role, default: 0] += 1 } }
            // The planner split entries by role: one at most.
            entries[index].role = TokenRole.allCases.filter { roles[$0] != nil }.max { roles[$0]! < roles[$1]! }
            let said = Set(entries[index].sites.map { subjects[key($0)] })
            proposals.append(TokenNaming.Proposal(role: entries[index].role, light: entries[index].light, dark: entries[index].dark,
                                                  subject: said.count == 1 ? said.first! : nil,
                                                  saysStatus: entries[index].sites.contains { statusSites.contains(key($0)) }))
        }
        for (index, name) in TokenNaming.names(proposals, taken: taken).enumerated() {
            entries[index].name = name
            if TokenNaming.isPlaceholder(name) { entries[index].review.append("no role read from the code: the name is a placeholder") }
        }
    }
}
