import Foundation
import HueLintKit

/// `huelint fix [PATH…] [--unsafe] [--diff]`: applies token fixes. Safe fixes by default, unsafe
/// ones too with `--unsafe`; `--diff` prints a unified diff and changes nothing. Exit status 0 when
/// every file was fixed or needed nothing, 1 when a file's fixes failed verification or it could
/// not be written (it is then left untouched), 2 for usage and configuration errors.
enum FixCommand {
    static func run(_ options: CommandLineOptions, _ environment: CLIEnvironment) -> Int32 {
        // Before any worker thread exists: this thread writes, an interrupt is forwarded to it.
        if !options.diffOnly { InterruptGuard.install() }
        let paths = options.pathArguments
        guard environment.allPathsExist(paths) else { return ExitStatus.usageError }
        guard var configuration = environment.loadConfiguration(options) else { return ExitStatus.usageError }
        configuration.groupsGradientStops = false  // every stop gets its fix
        let jobs = options.jobs ?? environment.processorCount
        let scan = ProjectScan(paths: paths, currentDirectory: environment.currentDirectory, configuration: configuration, jobs: jobs,
                               catalogFromProject: true)
        let discovered = scan.walk, catalog = scan.catalog
        for warning in (discovered.warnings + catalog.warnings).sorted(by: { ($0.path, $0.message) < ($1.path, $1.message) }) {
            try? environment.stderr.write("warning: " + warning.path + ": " + warning.message + "\n")
        }

        // Each repository of the walk is fixed from its own design system (see `byRepository`).
        let repositories = discovered.byRepository()
        let roots = repositories.compactMap(\.root)
        var outcomes: [String: Outcome?] = [:]
        for part in repositories {
            var linter = FileLinter(configuration: configuration)
            let tokens = catalog.restricted(to: part.root, among: roots, currentDirectory: environment.currentDirectory, keepsWarnings: false)
            linter.tokenFixes = TokenFixes(catalog: tokens, configuration: configuration)
            linter.appForcesDarkAppearance = LintEngine.appForcesDark(part.walk.files)
            let fixed = fixInParallel(part.walk.files, linter: linter, includeUnsafe: options.unsafeFixes, jobs: jobs)
            for (file, outcome) in zip(part.walk.files, fixed) { outcomes[file.absolutePath] = outcome }
        }
        let results = discovered.files.map { outcomes[$0.absolutePath] ?? nil }
        var out = ""
        var failed = 0
        var fixedFindings = 0
        var fixedFiles = 0
        var waitingUnsafe = 0
        for (file, result) in zip(discovered.files, results) {
            guard let result else { continue }
            waitingUnsafe += result.unsafeLeft
            if let failure = result.fix.failure {
                environment.printError(file.path + ": " + failure + "; file left unchanged")
                failed += 1
                continue
            }
            guard result.fix.changed else { continue }
            if options.diffOnly {
                out += UnifiedDiff.render(path: file.path, old: result.fix.original, new: result.fix.fixed)
            } else if let failure = AtomicFile.replace(file.absolutePath, expecting: result.fix.original, with: result.fix.fixed) {
                environment.printError(file.path + ": " + failure.description)
                failed += 1
                continue
            } else {
                let rules = Set(result.fix.applied.map(\.ruleID)).sorted().joined(separator: ", ")
                out += file.path + ": fixed " + counted(result.fix.applied.count, "finding") + " (" + rules + ")\n"
            }
            fixedFindings += result.fix.applied.count
            fixedFiles += 1
        }
        var summary = (options.diffOnly ? "Would fix " : "Fixed ") + counted(fixedFindings, "finding") + " in " + counted(fixedFiles, "file") + "."
        if waitingUnsafe > 0 && !options.unsafeFixes { summary += " " + counted(waitingUnsafe, "unsafe fix") + " available with --unsafe." }
        return finish(out, summary: summary, diffOnly: options.diffOnly, failed: failed, environment)
    }

    /// Ends a rewriting command (`fix`, `migrate apply`): the summary goes after the report, or to
    /// standard error beside a diff; exit 1 when a file failed.
    static func finish(_ report: String, summary: String, diffOnly: Bool, failed: Int, _ environment: CLIEnvironment) -> Int32 {
        var out = report
        if diffOnly {
            try? environment.stderr.write(summary + "\n")
        } else {
            out += summary + "\n"
        }
        let status = HueLintCLI.emit(out, environment)
        return failed > 0 ? ExitStatus.findings : status
    }

    struct Outcome: Sendable {
        var fix: FileFixResult
        /// Unsafe fixes not applied (without `--unsafe`).
        var unsafeLeft: Int
    }

    static func fixInParallel(_ files: [DiscoveredFile], linter: FileLinter, includeUnsafe: Bool, jobs: Int) -> [Outcome?] {
        ParallelMap.map(count: files.count, jobs: jobs, empty: nil) { index -> Outcome? in
            let file = files[index]
            guard case .source(let bytes) = FileReader.read(file.absolutePath) else { return nil }
            let source = SourceFile(path: file.path, bytes: bytes, language: file.language)
            let fix = FixEngine.fix(source, linter: linter, includeUnsafe: includeUnsafe)
            var unsafeLeft = 0
            if !includeUnsafe && fix.failure == nil {
                let remaining = fix.changed ? linter.lint(SourceFile(path: file.path, bytes: fix.fixed, language: file.language)) : linter.lint(source)
                unsafeLeft = remaining.filter { $0.fix?.applicability == .unsafe }.count
            }
            return Outcome(fix: fix, unsafeLeft: unsafeLeft)
        }
    }

    static func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : noun.hasSuffix("x") ? "es" : "s")"
    }
}
