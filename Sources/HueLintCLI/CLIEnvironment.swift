import Foundation
import HueLintKit

/// Everything the CLI takes from the process, injectable so tests run it in-process.
struct CLIEnvironment {
    typealias Linter = (_ paths: [String], _ currentDirectory: String, _ configuration: Configuration, _ jobs: Int) -> LintReport

    /// Absolute.
    var currentDirectory: String
    /// Environment variables; from the process, only `readVariables`.
    var variables: [String: String]
    var stdout: OutputSink
    var stderr: OutputSink
    var stdoutIsTerminal: Bool
    /// For progress bars: drawn only on a terminal.
    var stderrIsTerminal = false
    var processorCount: Int
    /// The running `huelint`, absolute, for `install-hook` to call; nil when unknown (tests).
    var executablePath: String? { findExecutablePath() }
    /// Asked only by `install-hook`: finding the main bundle lists the executable's folder.
    private var findExecutablePath: () -> String?
    var lint: Linter

    init(currentDirectory: String, variables: [String: String] = [:], stdout: OutputSink, stderr: OutputSink,
         stdoutIsTerminal: Bool = false, processorCount: Int = 1, executablePath: String? = nil,
         lint: @escaping Linter = LintEngine.run) {
        self.currentDirectory = currentDirectory
        self.variables = variables
        self.stdout = stdout
        self.stderr = stderr
        self.stdoutIsTerminal = stdoutIsTerminal
        self.processorCount = processorCount
        findExecutablePath = { executablePath }
        self.lint = lint
    }

    /// The variables the CLI reads; copying the whole environment into a dictionary cost more.
    static let readVariables = ["NO_COLOR", "COLORTERM"]

    static func process() -> CLIEnvironment {
        var variables: [String: String] = [:]
        for name in readVariables {
            if let value = getenv(name) { variables[name] = String(cString: value) }
        }
        var environment = CLIEnvironment(
            currentDirectory: FileManager.default.currentDirectoryPath,
            variables: variables,
            stdout: FileDescriptorSink(descriptor: 1),
            stderr: FileDescriptorSink(descriptor: 2),
            stdoutIsTerminal: POSIXOutput.isTerminal(1),
            processorCount: ProcessInfo.processInfo.activeProcessorCount)
        environment.findExecutablePath = { Bundle.main.executableURL?.path }
        environment.stderrIsTerminal = POSIXOutput.isTerminal(2)
        return environment
    }

    /// `path` made absolute against the current directory.
    func resolve(_ path: String) -> String {
        ReportPaths.absolute(path, in: currentDirectory)
    }

    /// Colour only for a text report on a terminal, and never under `--no-color` or a non-empty
    /// `NO_COLOR` (https://no-color.org).
    func usesColor(_ options: CommandLineOptions) -> Bool {
        options.format == .text && options.outputPath == nil && !options.noColor && stdoutIsTerminal
            && (variables["NO_COLOR"] ?? "").isEmpty
    }

    /// The nearest folder at or above the current directory holding `.git` (a folder in a clone,
    /// a file in a worktree or submodule); else the current directory.
    func repositoryRoot() -> String {
        let start = PathBytes.asDirectory(PathBytes.normalize(Array(currentDirectory.utf8), base: [PathBytes.slash]))
        let root = ([start] + PathBytes.ancestors(of: start)).first { FileSystem.exists($0 + Array(".git".utf8)) } ?? start
        return String(decoding: root.count > 1 ? root.dropLast() : root[...], as: UTF8.self)
    }

    /// `--config FILE`, else the nearest `.huelint.json`, else the defaults; nil after reporting a bad one.
    func loadConfiguration(_ options: CommandLineOptions) -> Configuration? {
        do {
            var configuration = try Configuration.discover(explicitPath: options.configPath, from: currentDirectory)
            configuration.usesPrefilter = !options.noPrefilter
            return configuration
        } catch let problems as ConfigErrors {
            for problem in problems.errors { printError(problem.description) }
        } catch {
            printError(String(describing: error))
        }
        return nil
    }

    /// Reports a problem on standard error; if even that fails there is nobody left to tell.
    func printError(_ message: String) {
        try? stderr.write("error: " + message + "\n")
    }
}

extension CLIEnvironment {
    /// Reports the first of `paths` that does not exist as a usage error (with `suggestion`'s hint,
    /// if any); true when all exist.
    func allPathsExist(_ paths: [String], suggestion: (String) -> String? = { _ in nil }) -> Bool {
        for path in paths where !FileSystem.exists(Array(resolve(path).utf8)) {
            printError(UsageError("no such file or folder '\(path)'", suggestion: suggestion(path)).description)
            return false
        }
        return true
    }
}
