import Dispatch
import Foundation

/// `huelint audit`: lints exactly as `huelint` does, then reads each file once more (lex and token
/// index, no text scan) to count design-system colour uses and to read the exact value of every
/// hardcoded colour finding, and aggregates totals, coverage, the inventory, clusters and pairs.
package enum AuditEngine {
    package struct Settings: Sendable {
        package var clusterDeltaE = 2.0
        package var jobs = 1
        /// How many entries the top-folder and top-file lists keep.
        package var topCount = 10
        /// Token namespaces outside the catalog (`lumo`, `LumoTheme.colors`).
        package var designSystemNamespaces: [String] = []
        /// Plans the migration (`huelint migrate plan`) from the audit's walk, catalog, lint and
        /// configuration, for the HTML report; nil plans nothing.
        package var planMigration: (@Sendable (FileWalker.Result, TokenCatalog, LintReport, Configuration) -> [PlannedToken])?
        package init(clusterDeltaE: Double = 2, jobs: Int = 1) {
            self.clusterDeltaE = clusterDeltaE
            self.jobs = jobs
        }
    }

    /// What one file contributed, before aggregation.
    struct FileAudit: Sendable {
        package var path = ""
        var designSystem: [DesignSystemKind] = []
        var values: [(color: RGBA, location: AuditLocation, role: TokenRole?)] = []
        var pairs: [(light: RGBA, dark: RGBA, location: AuditLocation)] = []
        var unread = 0
    }

    /// - Parameter progress: called with (files done, files in all) from worker threads, serially.
    package static func run(paths: [String], currentDirectory: String, configuration: Configuration, settings: Settings,
                           progress: (@Sendable (Int, Int) -> Void)? = nil) -> AuditReport {
        let started = DispatchTime.now().uptimeNanoseconds
        let paths = paths.isEmpty ? ["."] : paths
        // An audit is an inventory: it lists category tables whether or not the lint reports them.
        var configuration = configuration
        configuration.turnOn(CategoryColorTableRule.description)
        configuration.listEveryHardcodedColor()
        // One walk and one catalog serve the lint and the audit.
        let scan = ProjectScan(paths: paths, currentDirectory: currentDirectory, configuration: configuration, jobs: settings.jobs)
        let discovered = scan.walk, catalog = scan.catalog
        let lint = LintEngine.run(walked: discovered, catalog: catalog, currentDirectory: currentDirectory,
                                  configuration: configuration, jobs: settings.jobs)
        let uses = DesignSystemUses(catalog: catalog, namespaces: settings.designSystemNamespaces)
        let hardcodedByPath = Dictionary(grouping: lint.findings.filter { AuditRules.hardcoded.contains($0.ruleID) }, by: \.path)

        let files = discovered.files
        let progressLock = NSLock()
        var done = 0
        let audits = ParallelMap.map(count: files.count, jobs: settings.jobs, empty: FileAudit()) { index -> FileAudit in
            let audit = auditFile(files[index], hardcoded: hardcodedByPath[files[index].path] ?? [],
                                  uses: uses, configuration: configuration)
            if let progress {
                progressLock.lock()
                done += 1
                progress(done, files.count)
                progressLock.unlock()
            }
            return audit
        }
        let roots = paths.map { ReportPaths.displayPath(ReportPaths.absolute($0, in: currentDirectory), in: currentDirectory) }
        var report = AuditAggregator.aggregate(lint: lint, audits: audits, catalog: catalog, roots: roots, settings: settings)
        report.plannedTokens = settings.planMigration?(discovered, catalog, lint, configuration)
        report.filesAudited = lint.filesLinted
        report.warnings = lint.warnings
        report.seconds = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
        return report
    }

    static func auditFile(_ file: DiscoveredFile, hardcoded: [Finding], uses: DesignSystemUses,
                          configuration: Configuration) -> FileAudit {
        var audit = FileAudit()
        audit.path = file.path
        guard case .source(let bytes) = FileReader.read(file.absolutePath) else { return audit }
        let source = SourceFile(path: file.path, bytes: bytes, language: file.language)
        let ctx = FileContext(file: source, paletteByPath: configuration.isPaletteFile(file.path),
                              paletteNamespaces: configuration.paletteNamespaces)
        ctx.namedConstantsAreDefinitions = false  // an inventory lists named constants too
        func location(_ offset: Int) -> AuditLocation {
            let at = source.location(of: offset)
            return AuditLocation(path: file.path, line: at.line, column: at.column)
        }
        // A use inside a hardcoded finding (a token in a scheme conditional) is counted by the finding;
        // a use inside a colour definition (`static let surface = Color("Surface")`) defines, it does not use.
        let hardcodedRanges = ByteRangeCover(hardcoded.lazy.map(\.range))
        for site in uses.sites(in: ctx) {
            if hardcodedRanges.containsOffset(site.offset) { continue }
            if ctx.isPaletteFile || ctx.isInDefinition(offset: site.offset) { continue }
            // Previews and tests count only when the configuration reports them.
            if !configuration.reports(ctx.context(atOffset: site.offset)) { continue }
            audit.designSystem.append(site.kind)
        }
        guard !hardcoded.isEmpty else { return audit }
        let parser = SourceColorParser(ctx)
        for finding in hardcoded {
            let first = ctx.position(atOffset: finding.range.start)
            if finding.ruleID == ColorSchemeConditionalRule.description.id {
                guard let covers = finding.covers,
                      let site = AppearanceConditional(ctx, condition: finding.range, covers: covers),
                      let light = parser.color(site.light.first, site.light.last),
                      let dark = parser.color(site.dark.first, site.dark.last) else {
                    audit.unread += 1
                    continue
                }
                let role = ContextRole.role(ctx, before: ctx.position(atOffset: covers.start))
                audit.values.append((light, location(Int(ctx.token(site.light.first).start)), role))
                audit.values.append((dark, location(Int(ctx.token(site.dark.first).start)), role))
                audit.pairs.append((light, dark, AuditLocation(path: file.path, line: finding.start.line, column: finding.start.column)))
                continue
            }
            if finding.ruleID == CategoryColorTableRule.description.id {
                // A table is one finding; its colours are each in the inventory.
                guard let covers = finding.covers else {
                    audit.unread += 1
                    continue
                }
                var q = first
                while q < ctx.count && Int(ctx.token(q).start) < covers.end {
                    if let end = ctx.hardcodedColorEnd(at: q) {
                        if let color = parser.color(q, end) {
                            audit.values.append((color, location(Int(ctx.token(q).start)), ContextRole.role(ctx, before: q)))
                        } else {
                            audit.unread += 1
                        }
                        q = end + 1
                    } else {
                        q += 1
                    }
                }
                continue
            }
            guard let color = parser.color(in: finding.range) else {
                audit.unread += 1
                continue
            }
            audit.values.append((color, AuditLocation(path: file.path, line: finding.start.line, column: finding.start.column),
                                 ContextRole.role(ctx, before: first)))
        }
        return audit
    }
}
