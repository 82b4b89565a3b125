/// `huelint audit --format json`. Wire format `huelint-audit` version 1 (specified in the DocC
/// article OutputFormats.md): one pretty-printed object, keys in a fixed order, lists in a fixed order, no
/// timings, so identical trees give identical bytes.
package enum AuditJSON {
    static let version = 1
    /// How many locations each inventory colour and pair lists (the count is always complete).
    static let locationLimit = 5

    package static func render(_ report: AuditReport) -> String {
        JSONWriter.render(value(report))
    }

    static func value(_ report: AuditReport, locationLimit: Int = locationLimit) -> JSONValue {
        func counts(_ pairs: [(String, Int)]) -> JSONValue { .object(pairs.map { ($0.0, .number(Double($0.1))) }) }
        func ranked(_ pairs: [(String, Int)]) -> JSONValue {
            .array(pairs.map { .object([("path", .string($0.0)), ("findings", .number(Double($0.1)))]) })
        }
        func locations(_ list: [AuditLocation]) -> JSONValue {
            .array(list.prefix(locationLimit).map {
                .object([("file", .string($0.path)), ("line", .number(Double($0.line))), ("column", .number(Double($0.column)))])
            })
        }
        func uses(_ c: UseCounts) -> [(key: String, value: JSONValue)] {
            [("colorUses", .number(Double(c.colorUses))), ("designSystem", .number(Double(c.designSystem))),
             ("hardcoded", .number(Double(c.hardcoded))), ("coverage", c.coverage.map { .number(rounded($0, 4)) } ?? .null)]
        }
        let inventory: [JSONValue] = report.inventory.map { entry in
            .object([("hex", .string(entry.hex)), ("count", .number(Double(entry.count))),
                     ("roles", .object(TokenRole.allCases.compactMap { r in entry.roles[r].map { (r.rawValue, .number(Double($0))) } })),
                     ("locations", locations(entry.locations))])
        }
        let clusters: [JSONValue] = report.clusters.map { cluster in
            .object([("id", .number(Double(cluster.id))), ("representative", .string(cluster.representative.hexString)),
                     ("count", .number(Double(cluster.count))), ("members", .array(cluster.members.map(JSONValue.string))),
                     ("nearestToken", cluster.nearestToken.map {
                         .object([("name", .string($0.name)), ("hex", .string($0.hex)), ("deltaE", .number(rounded($0.deltaE, 2)))])
                     } ?? .null),
                     ("proposedToken", cluster.proposal.map { .string($0.name) } ?? .null)])
        }
        let proposals: [JSONValue] = report.proposals.map { p in
            .object([("name", .string(p.name)), ("hex", .string(p.color.hexString)), ("role", p.role.map { .string($0.rawValue) } ?? .null),
                     ("cluster", .number(Double(p.cluster))), ("count", .number(Double(p.count)))])
        }
        let pairs: [JSONValue] = report.pairs.map { pair in
            .object([("light", .string(pair.light.hexString)), ("dark", .string(pair.dark.hexString)),
                     ("count", .number(Double(pair.locations.count))), ("locations", locations(pair.locations))])
        }
        return .object([
            ("format", .string("huelint-audit")),
            ("version", .number(Double(version))),
            ("files", .number(Double(report.filesAudited))),
            ("settings", .object([("clusterDeltaE", .number(report.clusterDeltaE)), ("locationLimit", .number(Double(locationLimit)))])),
            ("totals", .object([
                ("findings", .number(Double(report.findings.count))),
                ("byRule", counts(report.byRule)), ("bySeverity", counts(report.bySeverity)),
                ("byLanguage", counts(report.byLanguage)), ("byContext", counts(report.byContext)),
            ])),
            ("topFolders", ranked(report.topFolders)),
            ("topFiles", ranked(report.topFiles)),
            ("coverage", .object(uses(report.total) + [
                ("designSystemByKind", .object(report.designSystemByKind.map { ($0.0.rawValue, .number(Double($0.1))) })),
                ("unreadValues", .number(Double(report.unreadValues))),
            ])),
            ("modules", .array(report.modules.map { m in
                .object([("name", .string(m.name)), ("findings", .number(Double(m.counts.findings)))] + uses(m.counts))
            })),
            ("inventory", .array(inventory)),
            ("clusters", .array(clusters)),
            ("proposedTokens", .array(proposals)),
            ("lightDarkPairs", .array(pairs)),
        ])
    }

    static func rounded(_ value: Double, _ digits: Int) -> Double {
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        return (value * scale).rounded() / scale
    }
}
