/// `huelint [lint] [PATH…]`: load the config, lint, render, write, and map the report to an exit status.
enum LintCommand {
    static func run(_ options: CommandLineOptions, _ environment: CLIEnvironment) -> Int32 {
        let paths = options.arguments.isEmpty ? ["."] : options.arguments
        for path in paths where !FileSystem.exists(Array(environment.resolve(path).utf8)) {
            // `huelint rulse` is more likely a mistyped command than a missing folder.
            let command = Suggestion.closest(to: path, in: CLICommand.allCases.map(\.rawValue))
            environment.printError(UsageError("no such file or folder '\(path)'", suggestion: command.map { "huelint " + $0 }).description)
            return ExitStatus.usageError
        }

        let configuration: Configuration
        do {
            configuration = try Configuration.discover(explicitPath: options.configPath, from: environment.currentDirectory)
        } catch let problems as ConfigErrors {
            for problem in problems.errors { environment.printError(problem.description) }
            return ExitStatus.usageError
        } catch {
            environment.printError(String(describing: error))
            return ExitStatus.usageError
        }

        let report = environment.lint(paths, environment.currentDirectory, configuration,
                                      options.jobs ?? environment.processorCount)
        let context = ReportContext(
            useColor: environment.usesColor(options),
            workingDirectory: environment.currentDirectory,
            repositoryRoot: environment.repositoryRoot(),
            toolVersion: HueLintVersion.current,
            category: options.sarifCategory,
            quiet: options.quiet)
        let rendered = options.format.render(report, context: context)
        let status = ExitStatus.forReport(report)

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
}
