import Foundation

/// Turns per-file audits and the lint report into the audit's figures.
enum AuditAggregator {
    static func aggregate(lint: LintReport, audits: [AuditEngine.FileAudit], catalog: TokenCatalog, roots: [String],
                          settings: AuditEngine.Settings) -> AuditReport {
        var report = AuditReport()
        report.findings = lint.findings
        report.clusterDeltaE = settings.clusterDeltaE
        var rules: [String: Int] = [:], severities: [String: Int] = [:], languages: [String: Int] = [:]
        var contexts: [String: Int] = [:], folders: [String: Int] = [:], files: [String: Int] = [:]
        var modules: [String: UseCounts] = [:]
        for finding in lint.findings {
            rules[finding.ruleID, default: 0] += 1
            severities[finding.severity.rawValue, default: 0] += 1
            languages[Language(path: finding.path)?.rawValue ?? "other", default: 0] += 1
            contexts[finding.context.rawValue, default: 0] += 1
            folders[folder(of: finding.path), default: 0] += 1
            files[finding.path, default: 0] += 1
            let module = module(of: finding.path, roots: roots)
            modules[module, default: UseCounts()].findings += 1
            if AuditRules.hardcoded.contains(finding.ruleID) {
                modules[module, default: UseCounts()].hardcoded += 1
                report.total.hardcoded += 1
            }
        }
        report.total.findings = lint.findings.count
        var kinds: [DesignSystemKind: Int] = [:]
        var inventory: [String: InventoryColor] = [:]
        var pairs: [String: LightDarkPair] = [:]
        for audit in audits {
            if !audit.designSystem.isEmpty {
                modules[module(of: audit.path, roots: roots), default: UseCounts()].designSystem += audit.designSystem.count
                report.total.designSystem += audit.designSystem.count
                for kind in audit.designSystem { kinds[kind, default: 0] += 1 }
            }
            report.unreadValues += audit.unread
            // Changed in place: a copy out of the dictionary and back copied the locations array
            // on every append, quadratic in the uses of one colour.
            for value in audit.values {
                let key = value.color.hexString
                inventory[key, default: InventoryColor(color: quantized(value.color), locations: [], roles: [:])].add(value.location, value.role)
            }
            for pair in audit.pairs {
                let key = pair.light.hexString + "/" + pair.dark.hexString
                pairs[key, default: LightDarkPair(light: quantized(pair.light), dark: quantized(pair.dark), locations: [])]
                    .locations.append(pair.location)
            }
        }
        report.byRule = ranked(rules)
        report.bySeverity = Severity.allCases.reversed().compactMap { s in severities[s.rawValue].map { (s.rawValue, $0) } }
        report.byLanguage = ranked(languages)
        report.byContext = FindingContext.allCases.compactMap { c in contexts[c.rawValue].map { (c.rawValue, $0) } }
        report.topFolders = Array(ranked(folders).prefix(settings.topCount))
        report.topFiles = Array(ranked(files).prefix(settings.topCount))
        report.modules = modules.sorted { a, b in
            a.value.colorUses != b.value.colorUses ? a.value.colorUses > b.value.colorUses
                : a.value.findings != b.value.findings ? a.value.findings > b.value.findings : a.key < b.key
        }.map { (name: $0.key, counts: $0.value) }
        report.designSystemByKind = DesignSystemKind.allCases.compactMap { k in kinds[k].map { (k, $0) } }
        report.inventory = inventory.values.map { entry in
            var entry = entry
            entry.locations.sort(by: locationOrder)
            return entry
        }.sorted { $0.count != $1.count ? $0.count > $1.count : $0.hex < $1.hex }
        report.pairs = pairs.values.map { pair in
            var pair = pair
            pair.locations.sort(by: locationOrder)
            return pair
        }.sorted { $0.locations.count != $1.locations.count ? $0.locations.count > $1.locations.count
            : ($0.light.hexString, $0.dark.hexString) < ($1.light.hexString, $1.dark.hexString) }
        report.clusters = ColorClustering.clusters(report.inventory, catalog: catalog, maxDeltaE: settings.clusterDeltaE)
        return report
    }

    /// The colour as 8 bits per channel show it: inventory keys and swatches agree.
    static func quantized(_ color: RGBA) -> RGBA {
        let b = color.bytes
        return RGBA(bytes: Int(b.red), Int(b.green), Int(b.blue), alpha: Int(b.alpha))
    }

    static func locationOrder(_ a: AuditLocation, _ b: AuditLocation) -> Bool {
        if a.path != b.path { return a.path.utf8Precedes(b.path) }
        return (a.line, a.column) < (b.line, b.column)
    }

    /// Most first; ties by name.
    static func ranked(_ counts: [String: Int]) -> [(String, Int)] {
        counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key.utf8Precedes($1.key) }
            .map { ($0.key, $0.value) }
    }

    /// The folder holding `path` ("." for a file at the top).
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return String(path[..<slash])
    }

    /// The first folder of `path` below the audited root that holds it: `ios` for
    /// `Fixtures/demo/ios/App/View.swift` audited as `Fixtures/demo`; "." for a file directly in a root.
    static func module(of path: String, roots: [String]) -> String {
        var relative = path
        let candidates = roots.filter { !$0.isEmpty && $0 != "." }.sorted { $0.count > $1.count }
        for root in candidates where path == root || path.hasPrefix(root + "/") {
            relative = path == root ? "" : String(path.dropFirst(root.count + 1))
            break
        }
        guard let slash = relative.firstIndex(of: "/") else { return "." }
        return String(relative[..<slash])
    }
}

extension InventoryColor {
    mutating func add(_ location: AuditLocation, _ role: TokenRole?) {
        locations.append(location)
        if let role { roles[role, default: 0] += 1 }
    }
}
