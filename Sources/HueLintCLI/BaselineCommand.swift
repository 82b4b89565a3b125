import HueLintKit

/// `huelint baseline create FILE [PATH…]` records the current findings as accepted;
/// `huelint baseline update FILE [PATH…]` drops entries whose findings are gone and, only with
/// `--add`, records new ones, so without it the baseline can only shrink (a ratchet).
enum BaselineCommand {
    static func run(_ options: CommandLineOptions, _ environment: CLIEnvironment) -> Int32 {
        let action = options.arguments[0]
        let file = options.arguments[1]
        let absoluteFile = environment.resolve(file)
        var lintOptions = options
        lintOptions.arguments = Array(options.arguments.dropFirst(2))
        guard environment.allPathsExist(lintOptions.arguments) else { return ExitStatus.usageError }
        let exists = FileSystem.exists(Array(absoluteFile.utf8))
        if action == "create" && exists && !options.force {
            environment.printError("the baseline '\(file)' already exists; 'huelint baseline update \(file)' keeps it in step "
                                   + "(with '--add' to record new findings), or '--force' starts it afresh")
            return ExitStatus.usageError
        }
        if action == "update" && !exists {
            environment.printError("no baseline '\(file)' to update; 'huelint baseline create \(file)' makes one")
            return ExitStatus.usageError
        }
        guard var configuration = environment.loadConfiguration(lintOptions) else { return ExitStatus.usageError }
        // A baseline serves gates, which report every colour (`checksNewCode`).
        configuration.checkingNewCode()

        let run: GatedRun
        let old: Baseline
        do {
            old = action == "update" ? try Baseline.load(fromFile: absoluteFile) : Baseline(entries: [])
            run = try GatedRun.run(LintCommand.gatedRequest(lintOptions, environment, configuration)) {
                environment.lint($0, environment.currentDirectory, configuration, options.jobs ?? environment.processorCount)
            }
        } catch {
            environment.printError(String(describing: error))
            return ExitStatus.usageError
        }
        for warning in run.report.warnings {
            try? environment.stderr.write("warning: " + warning.path + ": " + warning.message + "\n")
        }

        let root = environment.repositoryRoot()
        let match = old.match(run.report.findings, repositoryPath: { finding in
            ReportPaths.repositoryRelative(finding.path, context: ReportContext(workingDirectory: environment.currentDirectory,
                                                                                repositoryRoot: root)).path
        }, inScope: run.lintedScope.contains)
        let stale = Set(match.stale)
        var entries = old.entries.filter { !stale.contains($0) }
        let fresh = match.new.map { finding in
            Baseline.entry(for: finding, repositoryPath: ReportPaths.repositoryRelative(
                finding.path, context: ReportContext(workingDirectory: environment.currentDirectory, repositoryRoot: root)).path)
        }
        let adds = action == "create" || options.addToBaseline
        if adds { entries += fresh }
        let updated = Baseline(entries: entries)

        if action == "create" || updated != old {
            do {
                try AtomicFile.write(updated.rendered(), to: absoluteFile)
            } catch {
                environment.printError("cannot write '\(file)': \(error)")
                return ExitStatus.usageError
            }
        }
        var message: String
        if action == "create" {
            message = "Recorded \(counted(updated.entries.count, "finding")) in \(file).\n"
        } else {
            message = "Updated \(file): removed \(counted(stale.count, "stale entry", "stale entries")), "
                + "added \(adds ? fresh.count : 0); \(counted(updated.entries.count, "entry", "entries")) "
                + (updated.entries.count == 1 ? "remains.\n" : "remain.\n")
            if !adds && !fresh.isEmpty {
                message += "\(counted(fresh.count, "finding")) not in the baseline \(fresh.count == 1 ? "was" : "were") left out; "
                    + "fix \(fresh.count == 1 ? "it" : "them"), or record \(fresh.count == 1 ? "it" : "them") with "
                    + "'huelint baseline update \(file) --add'.\n"
            }
        }
        return HueLintCLI.emit(message, environment)
    }

    private static func counted(_ count: Int, _ singular: String, _ plural: String? = nil) -> String {
        String(count) + " " + (count == 1 ? singular : plural ?? singular + "s")
    }
}
