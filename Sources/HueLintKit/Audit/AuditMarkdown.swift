/// `huelint audit --format markdown`: GitHub-flavoured markdown for a pull-request comment or a
/// wiki page. Table cells escape `|`, `<`, `>`, `&`, `` ` `` and `*`/`_` so paths and hex stay literal.
package enum AuditMarkdown {
    static let locationLimit = 3

    package static func render(_ report: AuditReport) -> String {
        var out = "# HueLint audit\n\n"
        let total = report.total
        out += "\(report.filesAudited) files, \(report.findings.count) findings. "
        out += "Token coverage: **\(AuditText.percent(total.coverage))** "
        out += "(\(total.designSystem) of \(total.colorUses) colour uses go through the design system; \(total.hardcoded) are hardcoded).\n\n"
        out += "## Findings\n\n"
        out += table(["Rule", "Findings"], report.byRule.map { [code($0.0), "\($0.1)"] })
        out += table(["Severity", "Findings"], report.bySeverity.map { [$0.0, "\($0.1)"] })
        out += table(["Language", "Findings"], report.byLanguage.map { [$0.0, "\($0.1)"] })
        out += table(["Context", "Findings"], report.byContext.map { [$0.0, "\($0.1)"] })
        out += "## Hotspots\n\n"
        out += table(["Folder", "Findings"], report.topFolders.map { [code($0.0), "\($0.1)"] })
        out += table(["File", "Findings"], report.topFiles.map { [code($0.0), "\($0.1)"] })
        out += "## Coverage by module\n\n"
        out += table(["Module", "Colour uses", "Design system", "Hardcoded", "Coverage", "Findings"], report.modules.map {
            [code($0.name), "\($0.counts.colorUses)", "\($0.counts.designSystem)", "\($0.counts.hardcoded)",
             AuditText.percent($0.counts.coverage), "\($0.counts.findings)"]
        })
        if !report.designSystemByKind.isEmpty {
            out += table(["Design-system use", "Count"], report.designSystemByKind.map { [$0.0.rawValue, "\($0.1)"] })
        }
        out += "## Colour inventory\n\n"
        out += table(["Colour", "Uses", "Where"], report.inventory.map {
            [code($0.displayHex), "\($0.count)", places($0.locations)]
        })
        out += "## Clusters (CIEDE2000 ΔE ≤ \(JSONWriter.format(report.clusterDeltaE)))\n\n"
        out += table(["#", "Representative", "Members", "Uses", "Nearest token", "ΔE", "Proposed token"], report.clusters.map { c in
            ["\(c.id)", code(c.representative.hexString), c.members.map(code).joined(separator: " "), "\(c.count)",
             c.nearestToken.map { code($0.name) + " " + code($0.hex) } ?? "–",
             c.nearestToken.map { TokenMatcher.format($0.deltaE) } ?? "–", c.proposal.map { code($0.name) } ?? "–"]
        })
        out += "## Light/dark pairs\n\n"
        out += table(["Light", "Dark", "Uses", "Where"], report.pairs.map {
            [code($0.light.hexString(android: AuditLocation.allAndroid($0.locations))),
             code($0.dark.hexString(android: AuditLocation.allAndroid($0.locations))), "\($0.locations.count)", places($0.locations)]
        })
        out += "## Proposed tokens\n\n"
        out += table(["Name", "Value", "Role", "Cluster", "Uses"], report.proposals.map {
            [code($0.name), code($0.color.hexString), $0.role?.rawValue ?? "–", "\($0.cluster)", "\($0.count)"]
        })
        return out
    }

    static func places(_ locations: [AuditLocation]) -> String {
        var text = locations.prefix(locationLimit).map { code("\($0.path):\($0.line)") }.joined(separator: ", ")
        if locations.count > locationLimit { text += ", … \(locations.count - locationLimit) more" }
        return text
    }

    static func table(_ header: [String], _ rows: [[String]]) -> String {
        guard !rows.isEmpty else { return "_None._\n\n" }
        var out = "| " + header.joined(separator: " | ") + " |\n"
        out += "|" + header.map { _ in " --- |" }.joined() + "\n"
        for row in rows { out += "| " + row.joined(separator: " | ") + " |\n" }
        return out + "\n"
    }

    /// Inline code that stays one cell: backticks in the text widen the fence, pipes are escaped.
    static func code(_ text: String) -> String {
        let escaped = text.replacingOccurrences(of: "|", with: "\\|")
        let fence = escaped.contains("`") ? "`` " : "`"
        return fence + escaped + (fence == "`` " ? " ``" : "`")
    }
}
