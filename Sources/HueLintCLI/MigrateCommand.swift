import Foundation
import HueLintKit

/// `huelint migrate plan [PATH…] [-o FILE]` writes the migration plan (standard output without
/// `-o`); `huelint migrate apply FILE [--diff]` carries it out. Exit status: 0 done (skipped sites
/// are warnings), 1 when a file failed verification, a token conflicted or a write failed,
/// 2 for usage errors and a bad plan file.
enum MigrateCommand {
    static let actions = ["plan", "apply"]

    static func check(_ options: CommandLineOptions) throws {
        guard let action = options.arguments.first else {
            throw UsageError("'huelint migrate' needs an action (plan or apply)", suggestion: "huelint migrate plan . -o plan.json")
        }
        guard actions.contains(action) else {
            throw UsageError("unknown migrate action '\(action)' (one of: plan, apply)",
                             suggestion: Suggestion.closest(to: action, in: actions).map { "huelint migrate " + $0 })
        }
        if action == "plan" && options.diffOnly { throw UsageError("'--diff' is an option of 'huelint migrate apply'") }
        if action == "apply" {
            guard options.arguments.count == 2 else { throw UsageError("'huelint migrate apply' needs exactly one plan file") }
            if options.outputPath != nil { throw UsageError("'--output' is an option of 'huelint migrate plan'") }
        }
        try AuditCommand.checkClusterDeltaE(options)
    }

    static func run(_ options: CommandLineOptions, _ environment: CLIEnvironment) -> Int32 {
        options.arguments[0] == "plan" ? plan(options, environment) : apply(options, environment)
    }

    static func plan(_ options: CommandLineOptions, _ environment: CLIEnvironment) -> Int32 {
        var lintOptions = options
        lintOptions.arguments = Array(options.arguments.dropFirst())
        let paths = lintOptions.pathArguments
        guard environment.allPathsExist(paths) else { return ExitStatus.usageError }
        guard let configuration = environment.loadConfiguration(lintOptions) else { return ExitStatus.usageError }
        let output = options.outputPath.map(environment.resolve)
        let planFolder = output.map(folder) ?? environment.currentDirectory
        let result = MigrationPlanner.plan(paths: paths, currentDirectory: environment.currentDirectory, planFolder: planFolder,
                                           configuration: configuration, clusterDeltaE: options.clusterDeltaE,
                                           jobs: options.jobs ?? environment.processorCount)
        for warning in result.warnings { try? environment.stderr.write("warning: " + warning + "\n") }
        let text = MigrationPlanJSON.render(result.plan)
        guard let output else { return HueLintCLI.emit(text, environment) }
        do {
            try AtomicFile.write(text, to: output)
        } catch {
            environment.printError("cannot write '\(options.outputPath!)': \(error)")
            return ExitStatus.usageError
        }
        let sites = result.plan.entries.reduce(0) { $0 + $1.sites.count }
        return HueLintCLI.emit("Planned \(FixCommand.counted(result.plan.entries.count, "token")) for "
                               + "\(FixCommand.counted(sites, "site")) in \(options.outputPath!).\n", environment)
    }

    static func apply(_ options: CommandLineOptions, _ environment: CLIEnvironment) -> Int32 {
        if !options.diffOnly { InterruptGuard.install() }
        let file = options.arguments[1]
        let absolute = environment.resolve(file)
        guard let bytes = FileSystem.read(Array(absolute.utf8)) else {
            environment.printError("cannot read the plan '\(file)'")
            return ExitStatus.usageError
        }
        let plan: MigrationPlan
        do {
            plan = try MigrationPlanDecoder.decode(bytes, file: file)
            try checkTargets(plan, file: file)
        } catch {
            environment.printError(String(describing: error).replacingOccurrences(of: "\n", with: "\nerror: "))
            return ExitStatus.usageError
        }
        guard let configuration = environment.loadConfiguration(options) else { return ExitStatus.usageError }
        var everyStop = configuration
        everyStop.groupsGradientStops = false
        everyStop.reportsNamedColorConstants = true
        let outcome = MigrationApplier.prepare(plan, planFolder: folder(absolute), currentDirectory: environment.currentDirectory,
                                               linter: FileLinter(configuration: everyStop))
        var failed = outcome.conflicts.count
        for conflict in outcome.conflicts { environment.printError(conflict.message) }
        var out = ""
        var skipped = outcome.skipped
        var migratedSites = 0, migratedFiles = 0
        let changedFiles = outcome.files.filter { $0.failure == nil && $0.new != $0.original }
        for file in outcome.files {
            skipped += file.skipped
            if let failure = file.failure {
                environment.printError(file.path + ": " + failure)
                failed += 1
            }
        }
        if options.diffOnly {
            for change in outcome.tokenChanges { out += UnifiedDiff.render(path: change.displayPath, old: change.old ?? [], new: change.new) }
            for file in changedFiles { out += UnifiedDiff.render(path: file.path, old: file.original, new: file.new) }
            migratedSites = changedFiles.reduce(0) { $0 + $1.sites }
            migratedFiles = changedFiles.count
        } else {
            // Tokens first: a site is never rewritten to a token that could not be written.
            for change in outcome.tokenChanges {
                if let failure = write(change) {
                    environment.printError(change.displayPath + ": " + failure + "; no source file was changed")
                    return ExitStatus.findings
                }
                out += (change.old == nil ? "created " : "updated ") + change.displayPath + "\n"
            }
            for file in changedFiles {
                if let failure = AtomicFile.replace(file.absolutePath, expecting: file.original, with: file.new) {
                    environment.printError(file.path + ": " + failure.description)
                    failed += 1
                    continue
                }
                out += file.path + ": migrated " + FixCommand.counted(file.sites, "site") + "\n"
                migratedSites += file.sites
                migratedFiles += 1
            }
        }
        for line in skipped { try? environment.stderr.write("warning: " + line + "\n") }
        for line in outcome.notes { try? environment.stderr.write("note: " + line + "\n") }
        var summary = (options.diffOnly ? "Would migrate " : "Migrated ") + FixCommand.counted(migratedSites, "site") + " in "
            + FixCommand.counted(migratedFiles, "file") + "; " + FixCommand.counted(outcome.tokenChanges.count, "token file")
            + (options.diffOnly ? " to write." : " written.")
        if !skipped.isEmpty { summary += " " + FixCommand.counted(skipped.count, "site") + " skipped." }
        return FixCommand.finish(out, summary: summary, diffOnly: options.diffOnly, failed: failed, environment)
    }

    /// Every language with sites needs somewhere to put its tokens.
    static func checkTargets(_ plan: MigrationPlan, file: String) throws {
        var errors: [ConfigError] = []
        let languages = Set(plan.entries.flatMap { $0.sites.map(\.language) })
        for (language, target) in [(Language.swift, plan.swiftTarget), (.kotlin, plan.kotlinTarget)]
        where languages.contains(language) && target == nil {
            errors.append(ConfigError(file: file, path: "$.targets." + language.rawValue, line: nil,
                                      message: "the plan has \(language == .swift ? "Swift" : "Kotlin") sites but no target for their tokens"))
        }
        if !errors.isEmpty { throw ConfigErrors(errors) }
    }

    private static func write(_ change: MigrationTokenFiles.Change) -> String? {
        if let old = change.old { return AtomicFile.replace(change.absolutePath, expecting: old, with: change.new)?.description }
        do {
            try FileManager.default.createDirectory(atPath: folder(change.absolutePath), withIntermediateDirectories: true)
            try AtomicFile.write(String(decoding: change.new, as: UTF8.self), to: change.absolutePath)
        } catch {
            return "cannot write: \(error)"
        }
        return nil
    }

    static func folder(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
