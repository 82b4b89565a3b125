/// `huelint audit` on a terminal or in a log: a compact summary. With `swatches`, each colour gets
/// a true-colour block (`ESC[48;2;r;g;bm`); the command turns them on only on a terminal that
/// announces true colour (`COLORTERM=truecolor` or `24bit`), never with `NO_COLOR` or `--no-color`.
package enum AuditText {
    static let inventoryLimit = 20

    package static func render(_ report: AuditReport, swatches: Bool) -> String {
        func swatch(_ color: RGBA) -> String {
            guard swatches else { return "" }
            let b = color.bytes
            return "\u{1B}[48;2;\(b.red);\(b.green);\(b.blue)m  \u{1B}[0m "
        }
        func line(_ pairs: [(String, Int)]) -> String { pairs.map { "\($0.0) \($0.1)" }.joined(separator: ", ") }
        let total = report.total
        var out = "HueLint audit: \(report.filesAudited) files, \(report.findings.count) findings\n\n"
        out += "Token coverage: \(percent(total.coverage)) (\(total.designSystem) design-system of \(total.colorUses) colour uses, \(total.hardcoded) hardcoded)\n"
        if !report.designSystemByKind.isEmpty {
            out += "  design-system uses: " + report.designSystemByKind.map { "\($0.0.rawValue) \($0.1)" }.joined(separator: ", ") + "\n"
        }
        out += "\nBy rule:     " + line(report.byRule) + "\n"
        out += "By severity: " + line(report.bySeverity) + "\n"
        out += "By language: " + line(report.byLanguage) + "\n"
        out += "By context:  " + line(report.byContext) + "\n"
        if !report.modules.isEmpty {
            out += "\nModules (colour uses, coverage, findings):\n"
            for m in report.modules {
                out += "  \(m.name): \(m.counts.colorUses) uses, \(percent(m.counts.coverage)), \(m.counts.findings) findings\n"
            }
        }
        if !report.topFiles.isEmpty {
            out += "\nTop files:\n" + report.topFiles.map { "  \($0.1)  \($0.0)\n" }.joined()
        }
        if !report.inventory.isEmpty {
            out += "\nColours (\(report.inventory.count) distinct):\n"
            for entry in report.inventory.prefix(inventoryLimit) {
                let first = entry.locations.first.map { "\($0.path):\($0.line)" } ?? ""
                out += "  " + swatch(entry.color) + entry.displayHex + "  ×\(entry.count)  " + first + "\n"
            }
            if report.inventory.count > inventoryLimit { out += "  … \(report.inventory.count - inventoryLimit) more\n" }
        }
        if !report.clusters.isEmpty {
            out += "\nClusters (ΔE ≤ \(JSONWriter.format(report.clusterDeltaE))):\n"
            for c in report.clusters {
                out += "  #\(c.id) " + swatch(c.representative) + c.representative.hexString + " ×\(c.count)"
                if c.members.count > 1 { out += " (\(c.members.joined(separator: " ")))" }
                if let t = c.nearestToken { out += " → " + t.name + " " + t.hex + " ΔE " + TokenMatcher.format(t.deltaE) }
                if let p = c.proposal { out += "; propose " + p.name }
                out += "\n"
            }
        }
        if !report.pairs.isEmpty {
            out += "\nLight/dark pairs:\n"
            for p in report.pairs {
                let android = AuditLocation.allAndroid(p.locations)
                out += "  " + swatch(p.light) + p.light.hexString(android: android) + " / " + swatch(p.dark) + p.dark.hexString(android: android)
                out += "  ×\(p.locations.count)  " + p.locations.map { "\($0.path):\($0.line)" }.prefix(3).joined(separator: ", ") + "\n"
            }
        }
        if report.unreadValues > 0 {
            out += "\n\(report.unreadValues) hardcoded colour value(s) could not be read exactly and are not in the inventory.\n"
        }
        return out
    }

    static func percent(_ share: Double?) -> String {
        guard let share else { return "n/a" }
        let tenths = (share * 1000).rounded()
        return "\(Int(tenths) / 10).\(Int(tenths) % 10)%"
    }
}
