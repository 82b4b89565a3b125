/// How each reporter shows a finding's fix. Kept here so the wire formats of fixes are in one place.
enum FixReporting {
    /// Text: `help: Replace with `Color.textPrimary` (safe fix)`, after the caret line.
    static func helpLine(_ fix: Fix) -> String {
        "help: " + fix.title + " (" + (fix.applicability == .safe ? "safe fix" : "unsafe fix: huelint fix --unsafe") + ")"
    }

    /// JSON: `"fix": { "title": …, "applicability": "safe" | "unsafe",
    /// "edits": [ { "start": offset, "end": offset, "replacement": … } ] }`, offsets being
    /// half-open UTF-8 byte offsets in the file. Absent when the finding has no fix.
    static func jsonMembers(_ finding: Finding) -> [(key: String, value: JSONValue)] {
        guard let fix = finding.fix else { return [] }
        return [("fix", .object([
            ("title", .string(fix.title)),
            ("applicability", .string(fix.applicability.rawValue)),
            ("edits", .array(fix.edits.map { edit in
                .object([("start", .int(edit.range.start)), ("end", .int(edit.range.end)), ("replacement", .string(edit.replacement))])
            })),
        ]))]
    }

    /// SARIF: `fixes[].artifactChanges[].replacements[]` with byte-offset regions (SARIF §3.30.2
    /// allows `byteOffset`/`byteLength`). Unsafe fixes are still listed; their description says so.
    static func sarifMembers(_ finding: Finding, artifactLocation: JSONValue) -> [(key: String, value: JSONValue)] {
        guard let fix = finding.fix else { return [] }
        let description = fix.applicability == .safe ? fix.title : fix.title + " (unsafe: review before applying)"
        return [("fixes", .array([.object([
            ("description", .object([("text", .string(description))])),
            ("artifactChanges", .array([.object([
                ("artifactLocation", artifactLocation),
                ("replacements", .array(fix.edits.map { edit in
                    .object([
                        ("deletedRegion", .object([("byteOffset", .int(edit.range.start)), ("byteLength", .int(edit.range.length))])),
                        ("insertedContent", .object([("text", .string(edit.replacement))])),
                    ])
                })),
            ])])),
        ])]))]
    }
}
