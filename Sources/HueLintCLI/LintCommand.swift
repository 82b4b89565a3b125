import Foundation
import HueLintKit

/// `huelint [lint] [PATH…]`: load the config, lint, render, write, and map the report to an exit status.
enum LintCommand {
    static func run(_ options: CommandLineOptions, _ environment: CLIEnvironment) -> Int32 {
        // Staged files may be gone from the work tree: their paths are checked against the index.
        // `huelint rulse` is more likely a mistyped command than a missing folder.
        guard options.staged || environment.allPathsExist(options.pathArguments, suggestion: { path in
            Suggestion.closest(to: path, in: CLICommand.allCases.map(\.rawValue)).map { "huelint " + $0 }
        }) else { return ExitStatus.usageError }

        guard var configuration = environment.loadConfiguration(options) else { return ExitStatus.usageError }
        if checksNewCode(options, environment) { configuration.checkingNewCode() }
        let run: GatedRun
        do {
            run = try GatedRun.run(gatedRequest(options, environment, configuration)) {
                environment.lint($0, environment.currentDirectory, configuration, options.jobs ?? environment.processorCount)
            }
        } catch {
            environment.printError(String(describing: error))
            return ExitStatus.usageError
        }
        for note in run.notes { try? environment.stderr.write("note: " + note + "\n") }
        let report = run.report
        let context = ReportContext(
            useColor: environment.usesColor(options),
            workingDirectory: environment.currentDirectory,
            repositoryRoot: environment.repositoryRoot(),
            toolVersion: HueLintVersion.current,
            category: options.sarifCategory,
            quiet: options.quiet,
            gate: run.summary)
        let rendered = options.format.render(report, context: context)
        let status = ExitStatus.forReport(report, failingAt: options.failOn)

        guard let outputPath = options.outputPath else {
            return HueLintCLI.emit(rendered, environment, status: status)
        }
        do {
            try AtomicFile.write(rendered, to: environment.resolve(outputPath))
        } catch {
            environment.printError("cannot write '\(outputPath)': \(error)")
            return ExitStatus.usageError
        }
        return status
    }

    /// Whether the run checks new code: a gate (`--staged`, `--diff-base`, `--baseline`) or files
    /// named one by one (the pre-commit framework passes the staged files; an editor, the open one).
    /// A plain lint of folders reads the code as it stands.
    static func checksNewCode(_ options: CommandLineOptions, _ environment: CLIEnvironment) -> Bool {
        if options.staged || options.diffBase != nil || options.baselinePath != nil { return true }
        return !options.pathArguments.contains { path in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: environment.resolve(path), isDirectory: &isDirectory) && isDirectory.boolValue
        }
    }

    static func gatedRequest(_ options: CommandLineOptions, _ environment: CLIEnvironment,
                             _ configuration: Configuration) -> GatedRun.Request {
        GatedRun.Request(paths: options.arguments, staged: options.staged, baselinePath: options.baselinePath,
                         diffBase: options.diffBase, currentDirectory: environment.currentDirectory,
                         repositoryRoot: environment.repositoryRoot(), configuration: configuration,
                         jobs: options.jobs ?? environment.processorCount)
    }
}
