/// `huelint migrate plan`: lints like the audit, reads every hardcoded colour site, clusters the
/// single colours with the audit's clustering and the appearance conditionals by their light and
/// dark pair, names each entry from the role its sites give it and detects where tokens go.
package enum MigrationPlanner {
    package struct Result: Sendable {
        package var plan: MigrationPlan
        /// Findings not in the plan and why, as `path:line:column: reason`.
        package var warnings: [String] = []
    }

    /// - Parameter planFolder: absolute folder of the plan file; site and target paths are relative to it.
    package static func plan(paths: [String], currentDirectory: String, planFolder: String, configuration: Configuration,
                            clusterDeltaE: Double = 2, jobs: Int = 1) -> Result {
        let scan = ProjectScan(paths: paths.isEmpty ? ["."] : paths, currentDirectory: currentDirectory, configuration: configuration,
                               jobs: jobs)
        let discovered = scan.walk, catalog = scan.catalog
        var everyStop = configuration
        everyStop.listEveryHardcodedColor()
        let lint = LintEngine.run(walked: discovered, catalog: catalog, currentDirectory: currentDirectory,
                                  configuration: everyStop, jobs: jobs)
        return plan(walked: discovered, catalog: catalog, lint: lint, planFolder: planFolder, configuration: configuration,
                    clusterDeltaE: clusterDeltaE, jobs: jobs)
    }

    /// The plan from a walk, its catalog and a lint that listed every hardcoded colour
    /// (`Configuration.listEveryHardcodedColor`): what `huelint audit` shows in its HTML report.
    package static func plan(walked discovered: FileWalker.Result, catalog: TokenCatalog, lint: LintReport, planFolder: String,
                            configuration: Configuration, clusterDeltaE: Double, jobs: Int) -> Result {
        // Tests and previews keep their colours: they are expected values and sample data.
        let byPath = Dictionary(grouping: lint.findings.filter { MigrationSites.rules.contains($0.ruleID) && $0.context == .code }, by: \.path)
        let files = discovered.files.filter { byPath[$0.path] != nil }
        let read = ParallelMap.map(count: files.count, jobs: jobs,
                                   empty: ([MigrationPlan.Site](), [RGBA?](), [RGBA](), [MigrationNaming.SiteFacts](), [String]())) { index in
            readFile(files[index], findings: byPath[files[index].path]!, configuration: configuration,
                     catalog: catalog, planFolder: planFolder)
        }
        var sites: [(site: MigrationPlan.Site, light: RGBA, dark: RGBA?)] = []
        var facts: [String: MigrationNaming.SiteFacts] = [:]
        var warnings: [String] = []
        for (fileSites, darks, lights, fileFacts, fileWarnings) in read {
            for (index, site) in fileSites.enumerated() {
                sites.append((site, lights[index], darks[index]))
                facts[MigrationNaming.key(site)] = fileFacts[index]
            }
            warnings += fileWarnings
        }
        var result = Result(plan: MigrationPlan(), warnings: warnings)
        result.plan.entries = entries(sites, catalog: catalog, clusterDeltaE: clusterDeltaE, facts: facts,
                                      warnings: &result.warnings)
        let languages = Set(result.plan.entries.flatMap { $0.sites.map(\.language) })
        if languages.contains(.swift) {
            result.plan.swiftTarget = MigrationTargets.swift(discovered.assetCatalogs, sites: sites.map(\.site), planFolder: planFolder)
            if result.plan.swiftTarget == nil {
                result.warnings.append("no .xcassets folder found: add targets.swift to the plan (an asset catalog) before applying")
            }
        }
        if languages.contains(.kotlin) {
            result.plan.kotlinTarget = MigrationTargets.kotlin(discovered.resourceFolders, sites: sites.map(\.site), planFolder: planFolder)
            if result.plan.kotlinTarget == nil {
                result.warnings.append("no Android res folder found: add targets.kotlin to the plan (a res folder) before applying")
            } else if let target = result.plan.kotlinTarget {
                // Another Gradle module (a KMP module without `res`) cannot read the target's `R`: say so now, not at apply.
                let outside = result.plan.entries.flatMap(\.sites).filter {
                    $0.language == .kotlin && !MigrationTargets.reaches($0.path, target, extensions: AppExtensions())
                }
                if !outside.isEmpty {
                    result.warnings.append("\(outside.count) Kotlin site\(outside.count == 1 ? " is" : "s are") outside the module "
                                           + "\(MigrationTargets.ownerFolder(of: target.path))/ whose res folder gets the tokens: apply will skip "
                                           + "\(outside.count == 1 ? "it" : "them") (set targets.kotlin to another res folder to migrate "
                                           + "\(outside.count == 1 ? "it" : "them"))")
                }
            }
        }
        return result
    }

    private static func readFile(_ file: DiscoveredFile, findings: [Finding], configuration: Configuration, catalog: TokenCatalog,
                                 planFolder: String) -> ([MigrationPlan.Site], [RGBA?], [RGBA], [MigrationNaming.SiteFacts], [String]) {
        guard case .source(let bytes) = FileReader.read(file.absolutePath) else { return ([], [], [], [], []) }
        let source = SourceFile(path: file.path, bytes: bytes, language: file.language)
        let ctx = FileContext(file: source, paletteByPath: configuration.isPaletteFile(file.path),
                              paletteNamespaces: configuration.paletteNamespaces)
        ctx.namedConstantsAreDefinitions = false  // a migration moves named constants into the theme too
        let (found, leftOut) = MigrationSites.read(ctx, findings: findings, catalog: catalog)
        let path = MigrationTargets.relative(file.absolutePath, to: planFolder)
        let sites = found.map { item -> MigrationPlan.Site in
            let at = source.location(of: item.range.start)
            return MigrationPlan.Site(path: path, line: at.line, column: at.column, start: item.range.start, end: item.range.end,
                                      text: String(decoding: bytes[item.range.start..<item.range.end], as: UTF8.self),
                                      language: file.language, type: item.type, role: item.role)
        }
        let warnings = leftOut.map { "\($0.finding.path):\($0.finding.start.line):\($0.finding.start.column): not in the plan: \($0.reason)" }
        let facts = found.map { MigrationNaming.SiteFacts(subject: $0.subject, saysStatus: $0.saysStatus, paintsIcon: $0.paintsIcon) }
        return (sites, found.map(\.dark), found.map(\.light), facts, warnings)
    }

    /// Single colours clustered as the audit clusters them; conditionals grouped by their exact
    /// light and dark values. A cluster or pair a catalog token already carries is left to `huelint fix`.
    /// - Parameters:
    ///   - facts: what the code says of each site (`MigrationNaming.SiteFacts`), by `MigrationNaming.key`.
    static func entries(_ sites: [(site: MigrationPlan.Site, light: RGBA, dark: RGBA?)], catalog: TokenCatalog,
                        clusterDeltaE: Double, facts: [String: MigrationNaming.SiteFacts] = [:],
                        warnings: inout [String]) -> [MigrationPlan.Entry] {
        var inventory: [String: InventoryColor] = [:]
        var singles: [String: [MigrationPlan.Site]] = [:]
        var pairs: [String: (light: RGBA, dark: RGBA, sites: [MigrationPlan.Site])] = [:]
        for (site, light, dark) in sites {
            let location = AuditLocation(path: site.path, line: site.line, column: site.column)
            if let dark {
                let key = light.hexString + "/" + dark.hexString
                pairs[key, default: (AuditAggregator.quantized(light), AuditAggregator.quantized(dark), [])].sites.append(site)
            } else {
                inventory[light.hexString, default: InventoryColor(color: AuditAggregator.quantized(light), locations: [], roles: [:])]
                    .add(location, site.role)
                singles[light.hexString, default: []].append(site)
            }
        }
        let ordered = inventory.values.sorted { $0.count != $1.count ? $0.count > $1.count : $0.hex < $1.hex }
        var entries: [MigrationPlan.Entry] = []
        for cluster in ColorClustering.clusters(ordered, catalog: catalog, maxDeltaE: clusterDeltaE) {
            let clusterSites = cluster.members.flatMap { singles[$0] ?? [] }.sorted(by: siteOrder)
            // No proposal: a catalog token lies within the limit, and `huelint fix` points there.
            guard cluster.proposal != nil else {
                warnings.append("\(clusterSites.count) site\(clusterSites.count == 1 ? "" : "s") of \(cluster.representative.hexString) "
                                + "not in the plan: token `\(cluster.nearestToken?.name ?? "")` is near (run 'huelint fix')")
                continue
            }
            // Each exact value is its own entry, so apply keeps the look; near-equal ones are flagged
            // for a person to merge (move the sites into one entry) if they are one token.
            for member in cluster.members {
                let others = cluster.members.filter { $0 != member }
                for roleSites in splitByRole(singles[member] ?? []) {
                    var entry = MigrationPlan.Entry(name: "", role: nil, light: inventory[member]!.color, dark: nil, sites: roleSites)
                    if !others.isEmpty {
                        entry.review.append("near-equal to \(others.joined(separator: ", ")) (ΔE ≤ \(JSONWriter.format(clusterDeltaE))): "
                                            + "merge the entries if they are one token")
                    }
                    entries.append(entry)
                }
            }
        }
        for pair in pairs.values {
            if let token = catalog.tokens.first(where: { $0.light.isSameColor(as: pair.light) && $0.dark.map { $0.isSameColor(as: pair.dark) } ?? false }) {
                warnings.append("\(pair.sites.count) conditional\(pair.sites.count == 1 ? "" : "s") of \(pair.light.hexString)/\(pair.dark.hexString) "
                                + "not in the plan: token `\(token.name)` has both values (run 'huelint fix')")
                continue
            }
            for roleSites in splitByRole(pair.sites) {
                entries.append(MigrationPlan.Entry(name: "", role: nil, light: pair.light, dark: pair.dark, sites: roleSites))
            }
        }
        entries.sort { a, b in
            if a.sites.count != b.sites.count { return a.sites.count > b.sites.count }
            return (a.light.hexString, a.dark?.hexString ?? "") < (b.light.hexString, b.dark?.hexString ?? "")
        }
        MigrationNaming.name(&entries, taken: Set(catalog.tokens.map { $0.name.lowercased() }), facts: facts)
        // A Kotlin-only entry is named as the project names its colour resources: most write `text_secondary`.
        let resourceNames = catalog.tokens.filter { $0.source.hasSuffix("colors.xml") }.map(\.name)
        if !resourceNames.isEmpty && resourceNames.filter({ $0.contains("_") || $0 == $0.lowercased() }).count * 2 >= resourceNames.count {
            for index in entries.indices where entries[index].sites.allSatisfy({ $0.language == .kotlin }) {
                entries[index].name = TokenNaming.snakeCase(entries[index].name)
            }
        }
        return entries
    }

    /// One value used in several roles is several tokens (a grey border is not a grey label, and
    /// a redesign moves them apart): one group per role, most sites first; sites whose role the code
    /// does not say join the largest group.
    static func splitByRole(_ sites: [MigrationPlan.Site]) -> [[MigrationPlan.Site]] {
        let byRole = Dictionary(grouping: sites.filter { $0.role != nil }, by: { $0.role! })
        guard byRole.count > 1 else { return [sites.sorted(by: siteOrder)] }
        let roles = byRole.keys.sorted { a, b in
            byRole[a]!.count != byRole[b]!.count ? byRole[a]!.count > byRole[b]!.count : a.rawValue < b.rawValue
        }
        var groups = roles.map { byRole[$0]! }
        groups[0] += sites.filter { $0.role == nil }
        return groups.map { $0.sorted(by: siteOrder) }
    }

    static func siteOrder(_ a: MigrationPlan.Site, _ b: MigrationPlan.Site) -> Bool {
        a.path != b.path ? a.path.utf8Precedes(b.path) : a.start < b.start
    }
}
