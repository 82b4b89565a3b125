import HueLintKit

/// The `huelint` command line. The executable only calls `main`; everything else lives here, where
/// tests can reach it.
public enum HueLintCLI {
    /// Runs `huelint` with `arguments` (without the executable name) and returns the exit status.
    public static func main(arguments: [String]) -> Int32 {
        POSIXOutput.ignoreBrokenPipeSignal()
        return run(arguments: arguments, environment: .process())
    }

    static func run(arguments: [String], environment: CLIEnvironment) -> Int32 {
        let options: CommandLineOptions
        do {
            options = try CommandLineParser.parse(arguments)
        } catch {
            environment.printError(String(describing: error))
            try? environment.stderr.write("Run 'huelint --help' for usage.\n")
            return ExitStatus.usageError
        }
        if options.showVersion { return emit(HueLintVersion.current + "\n", environment) }
        if options.showHelp || options.command == .help { return emit(HelpText.render(), environment) }
        switch options.command {
        case .lint: return LintCommand.run(options, environment)
        case .rules: return RulesCommand.run(options, environment)
        case .config: return emit(DefaultConfiguration.rendered(), environment)
        case .fix: return FixCommand.run(options, environment)
        case .tokens: return TokensCommand.run(options, environment)
        case .audit: return AuditCommand.run(options, environment)
        case .migrate: return MigrateCommand.run(options, environment)
        case .baseline: return BaselineCommand.run(options, environment)
        case .installHook: return InstallHookCommand.run(options, environment)
        case .help: return emit(HelpText.render(), environment)
        }
    }

    /// Writes a command's whole output at once. A closed pipe is a quiet success.
    static func emit(_ text: String, _ environment: CLIEnvironment, status: Int32 = ExitStatus.success) -> Int32 {
        do {
            try environment.stdout.write(text)
        } catch OutputError.closed {
            return status
        } catch {
            environment.printError("cannot write to standard output: \(error)")
            return ExitStatus.usageError
        }
        return status
    }
}

/// Exit statuses, and the one policy that maps a report to one.
enum ExitStatus {
    static let success: Int32 = 0
    static let findings: Int32 = 1
    static let usageError: Int32 = 2

    /// 1 when any finding is at `threshold` or above (error, until `--fail-on` changes it), else 0.
    /// A nil threshold (`--fail-on never`) is always 0.
    static func forReport(_ report: LintReport, failingAt threshold: Severity? = .error) -> Int32 {
        guard let threshold else { return success }
        return report.findings.contains { $0.severity >= threshold } ? findings : success
    }
}
