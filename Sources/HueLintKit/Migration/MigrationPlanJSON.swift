/// The plan as JSON: keys in a fixed order, so the same tree gives the same bytes and a reviewed
/// plan diffs cleanly. Optional fields are written as `null` or `[]` so a person sees every field.
package enum MigrationPlanJSON {
    package static func render(_ plan: MigrationPlan) -> String {
        func target(_ target: TokenTarget?) -> JSONValue {
            target.map { .object([("format", .string($0.format.rawValue)), ("path", .string($0.path))]) } ?? .null
        }
        let entries: [JSONValue] = plan.entries.map { entry in
            .object([
                ("name", .string(entry.name)),
                ("role", entry.role.map { .string($0.rawValue) } ?? .null),
                ("light", .string(entry.light.hexString)),
                ("dark", entry.dark.map { .string($0.hexString) } ?? .null),
                ("members", .array(entry.members.map(JSONValue.string))),
                ("review", .array(entry.review.map(JSONValue.string))),
                ("sites", .array(entry.sites.map(site))),
            ])
        }
        return JSONWriter.render(.object([
            ("format", .string(MigrationPlan.format)),
            ("version", .number(Double(MigrationPlan.version))),
            ("targets", .object([("swift", target(plan.swiftTarget)), ("kotlin", target(plan.kotlinTarget))])),
            ("entries", .array(entries)),
        ]))
    }

    static func site(_ site: MigrationPlan.Site) -> JSONValue {
        .object([
            ("path", .string(site.path)), ("line", .number(Double(site.line))), ("column", .number(Double(site.column))),
            ("start", .number(Double(site.start))), ("end", .number(Double(site.end))), ("text", .string(site.text)),
            ("language", .string(site.language.rawValue)), ("type", .string(site.type.rawValue)),
            ("role", site.role.map { .string($0.rawValue) } ?? .null),
        ])
    }
}
