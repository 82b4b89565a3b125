import HueLintKit

/// `huelint install-hook`: writes `.git/hooks/pre-commit` (or the `core.hooksPath` one) running
/// `huelint --staged`, with `--config`, `--baseline` and `--fail-on` carried over.
enum InstallHookCommand {
    static func run(_ options: CommandLineOptions, _ environment: CLIEnvironment) -> Int32 {
        var baked: [String] = []
        // The hook runs at the top of the work tree; files inside it are named from there, so the
        // one hook serves every worktree.
        let top: String
        do {
            top = try Git.workTree(containing: environment.currentDirectory, for: "install-hook").top
        } catch {
            environment.printError(String(describing: error))
            return ExitStatus.usageError
        }
        func hookPath(_ path: String) -> String {
            let absolute = environment.resolve(path)
            return ReportPaths.relative(absolute, to: top) ?? absolute
        }
        if let config = options.configPath { baked += ["--config", hookPath(config)] }
        if let baseline = options.baselinePath { baked += ["--baseline", hookPath(baseline)] }
        if options.failOn != .error { baked += ["--fail-on", options.failOn?.rawValue ?? "never"] }

        let installer = HookInstaller(executablePath: environment.executablePath, options: baked)
        let outcome: HookInstaller.Outcome
        do {
            outcome = try installer.install(from: environment.currentDirectory, force: options.force)
        } catch {
            environment.printError(String(describing: error))
            return ExitStatus.usageError
        }
        switch outcome {
        case .unchanged(let path):
            return HueLintCLI.emit("The HueLint pre-commit hook is already installed at \(path).\n", environment)
        case .installed(let path, let replaced):
            let verb = replaced ? "Replaced the pre-commit hook at" : "Installed the pre-commit hook at"
            return HueLintCLI.emit("\(verb) \(path): 'git commit' now runs 'huelint --staged"
                                   + baked.map { " " + HookInstaller.shellQuoted($0) }.joined() + "'.\n", environment)
        }
    }
}
