import Dispatch
import Foundation

/// Lints a session: walk, read and lint files in parallel, settle project-wide rules and unused
/// suppressions, then sort so every reporter sees the same order whatever the worker count.
public enum LintEngine {
    public static func run(paths: [String], currentDirectory: String, configuration: Configuration, jobs: Int) -> LintReport {
        run(walked: ProjectScan.walk(paths, currentDirectory: currentDirectory, configuration: configuration, jobs: jobs),
            currentDirectory: currentDirectory, configuration: configuration, jobs: jobs)
    }

    /// Lints what a walk found, with the walk's token catalog (loaded here unless the caller has
    /// it already). A file that vanished or changed kind since the walk saw it gets a warning from
    /// `FileReader` (`cannot open: …`), and the run goes on.
    ///
    /// With more than one job the catalog loads, and the catalog rules run, on a thread of their own
    /// while files are linted (after it has read whether the app forces dark mode); findings linted
    /// before the fixes are ready get them after the lint. Output does not depend on the timing.
    package static func run(walked discovered: FileWalker.Result, catalog known: TokenCatalog? = nil, currentDirectory: String,
                    configuration: Configuration, jobs: Int) -> LintReport {
        // A walk over several repositories lints each with its own design system (`byRepository`):
        // one linter, catalog and set of project facts per part, every file in one parallel pass.
        let parts = discovered.byRepository()
        let roots = parts.compactMap(\.root)
        let projects = parts.indices.map { _ in ProjectState() }
        let prepare: @Sendable () -> Void = {
            // Whether each app forces dark mode is read first, from a few setup files: the rare check
            // that needs it waits for it, rather than the whole lint before it starts.
            for (part, project) in zip(parts, projects) { project.forcesDark.resolve(appForcesDark(part.walk.files)) }
            for (index, (part, project)) in zip(parts, projects).enumerated() {
                // Serial beside the lint: the lint workers already use the cores asked for.
                let catalog: TokenCatalog
                if let known {
                    catalog = known.restricted(to: part.root, among: roots, currentDirectory: currentDirectory, keepsWarnings: index == 0)
                } else {
                    catalog = TokenCatalogLoader.load(configuration: configuration, walk: part.walk, currentDirectory: currentDirectory, jobs: 1)
                }
                project.fixes.resolve(TokenFixes(catalog: catalog, configuration: configuration))
                // Catalog rules judge the design system once per run and report at token definitions.
                project.designSystem.resolve((catalog, CatalogLinter.run(catalog, configuration: configuration,
                                                                         currentDirectory: currentDirectory)))
            }
        }
        if jobs > 1 { Eventually<Void>.detach(prepare) } else { prepare() }
        // In boxes: a linter taken out of an array is a copy, which retains every rule and setting.
        let linters = projects.map { project in
            var linter = FileLinter(configuration: configuration)
            linter.eventualTokenFixes = project.fixes
            linter.eventualAppForcesDark = project.forcesDark
            return LinterBox(linter)
        }
        // Every part's files in one pass, part after part: `ranges[k]` are the k-th part's, and
        // `owner[i]` is the part of the i-th file.
        let files = parts.count == 1 ? discovered.files : parts.flatMap(\.walk.files)
        var ranges: [Range<Int>] = []
        for part in parts { ranges.append((ranges.last?.upperBound ?? 0)..<((ranges.last?.upperBound ?? 0) + part.walk.files.count)) }
        let owner = parts.count == 1 ? [] : ranges.indices.flatMap { Array(repeating: $0, count: ranges[$0].count) }
        func linter(_ index: Int) -> LinterBox { owner.isEmpty ? linters[0] : linters[owner[index]] }
        var results = ParallelMap.map(count: files.count, jobs: jobs, empty: FileResult()) { lintOne(files[$0], linter: linter($0).linter) }
        // Files whose checks needed the catalog before it had loaded: lint them again now that it has.
        let again = results.indices.filter { results[$0].lintAgain != nil }
        if !again.isEmpty {
            for project in projects { _ = project.fixes.value }
            let relinted = ParallelMap.map(count: again.count, jobs: jobs, empty: FileResult()) {
                linter(again[$0]).linter.lintFile(results[again[$0]].lintAgain!)
            }
            for (index, result) in zip(again, relinted) { results[index] = result }
        }
        var reports: [LintReport] = []
        for (range, (part, project)) in zip(ranges, zip(parts, projects)) {
            // In place: a copy of a part's results would retain every array in them.
            PendingFixes.complete(&results, in: range, with: project.fixes.value)
            if let tokenFixes = project.fixes.value {
                for index in range where !results[index].findings.isEmpty {
                    results[index].findings.removeAll(where: tokenFixes.namesProjectToken)
                }
            }
            var report = settle(results[range], linter: linters[0].linter)
            let (catalog, checked) = project.designSystem.value
            if !checked.findings.isEmpty { report.findings = (report.findings + checked.findings).sorted(by: Finding.reportOrder) }
            report.warnings = part.walk.warnings + catalog.warnings + checked.warnings + report.warnings
            reports.append(report)
        }
        return LintReport(merging: reports)
    }

    private final class LinterBox: Sendable {
        let linter: FileLinter
        init(_ linter: FileLinter) { self.linter = linter }
    }

    /// What one repository of a run learns beside the lint: its token fixes, its catalog and the
    /// catalog rules' findings, and whether its app forces dark mode.
    private final class ProjectState: Sendable {
        let fixes = Eventually<TokenFixes?>()
        let designSystem = Eventually<(catalog: TokenCatalog, checked: (findings: [Finding], warnings: [FileWarning]))>()
        let forcesDark = Eventually<Bool>()
    }

    /// Whether one of the files that set the app up forces dark mode on every window: read on the
    /// catalog thread beside the lint, and awaited by the rare check that needs it. A handful of
    /// files, by name.
    package static func appForcesDark(_ files: [DiscoveredFile]) -> Bool {
        for file in files where AppAppearance.mayForceAppearance(path: file.path) {
            guard case .source(let bytes) = FileReader.read(file.absolutePath) else { continue }
            if AppAppearance.forcesDark(SourceFile(path: file.path, bytes: bytes, language: file.language)) { return true }
        }
        return false
    }

    static func lintOne(_ file: DiscoveredFile, linter: FileLinter) -> FileResult {
        switch FileReader.read(file.absolutePath) {
        case .skipped(let reason):
            var result = FileResult()
            result.warning = FileWarning(path: file.path, message: reason)
            return result
        case .source(let bytes):
            return linter.lintFile(SourceFile(path: file.path, bytes: bytes, language: file.language))
        }
    }

    /// Concludes project rules over all files, applies suppressions to their findings, reports
    /// unused suppressions, and sorts.
    static func settle(_ results: ArraySlice<FileResult>, linter: FileLinter) -> LintReport {
        var findings: [Finding] = []
        var warnings: [FileWarning] = []
        var suppressionsByPath: [String: Int] = [:]
        var candidatesByRule: [String: [ProjectCandidate]] = [:]
        var linted = 0
        var enumColorCases: Set<String> = []
        // By index, reading fields in place: a copy of each result retained every array in it.
        for index in results.indices {
            if !results[index].enumColorCases.isEmpty { enumColorCases.formUnion(results[index].enumColorCases) }
            if let warning = results[index].warning { warnings.append(warning); continue }
            linted += 1
            if !results[index].findings.isEmpty { findings.append(contentsOf: results[index].findings) }
            if let source = results[index].source { suppressionsByPath[source.path] = index }
            for candidate in results[index].candidates { candidatesByRule[candidate.finding.ruleID, default: []].append(candidate) }
        }
        ProjectEnumCases.drop(from: &findings, cases: enumColorCases)
        if !linter.configuration.reportsSingleUseColors { SingleUseColors.drop(from: &findings) }
        for (id, projectRule) in linter.projectRules {
            guard let candidates = candidatesByRule[id] else { continue }
            let ordered = candidates.sorted { Finding.reportOrder($0.finding, $1.finding) }
            for finding in projectRule.conclude(ordered) {
                if let index = suppressionsByPath[finding.path],
                   results[index].suppressions.suppresses(ruleID: finding.ruleID, line: finding.start.line) {
                    continue
                }
                findings.append(finding)
            }
        }
        findings.append(contentsOf: unusedSuppressions(results, linter: linter))
        findings.sort(by: Finding.reportOrder)
        return LintReport(findings: findings, warnings: warnings, filesLinted: linted, rules: linter.enabledDescriptions)
    }

    static func unusedSuppressions(_ results: ArraySlice<FileResult>, linter: FileLinter) -> [Finding] {
        let id = RuleRegistry.unusedSuppression.id
        var findings: [Finding] = []
        for index in results.indices where results[index].source != nil {  // most files hold no directive
            let result = results[index]
            let context = result.fileContext
            guard let source = result.source,
                  let severity = linter.configuration.severity(forRule: id, path: source.path, context: context) else { continue }
            // Malformed directives can themselves be silenced (`huelint:disable-file unused-suppression`);
            // that use counts before idle directives are looked for.
            var problems: [RuleFinding] = result.suppressions.malformed.compactMap { problem in
                let line = source.location(of: problem.range.start).line
                if result.suppressions.suppresses(ruleID: id, line: line) { return nil }
                return RuleFinding(range: problem.range, message: problem.message)
            }
            // A rule switched off for this path or context leaves its suppressions idle, not stale.
            let enabledHere = linter.enabledIDs.filter {
                linter.configuration.severity(forRule: $0, path: source.path, context: context) != nil
            }
            for directive in result.suppressions.unusedDirectives(enabledRuleIDs: enabledHere) {
                let names = directive.ruleIDs.isEmpty ? "any rule" : directive.ruleIDs.joined(separator: ", ")
                problems.append(RuleFinding(range: directive.range,
                                            message: "Suppression \"huelint:\(directive.kind.rawValue)\" silences nothing (\(names)); delete it"))
            }
            // Identical directives are told apart by their order in the file, as rule findings are.
            var occurrences: [String: Int] = [:]
            for problem in problems.sorted(by: { $0.range < $1.range }) {
                var finding = linter.makeFinding(id, severity, problem, context, source)
                finding.normalizedText = FileLinter.normalized(source.text(problem.range))
                finding.occurrence = occurrences[finding.normalizedText, default: 0]
                occurrences[finding.normalizedText] = finding.occurrence + 1
                finding.fingerprint = Fingerprint.of(ruleID: id, text: finding.normalizedText, occurrence: finding.occurrence)
                findings.append(finding)
            }
        }
        return findings
    }
}
