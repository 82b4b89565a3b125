import Foundation
import HueLintKit

/// `huelint audit [PATH…]`: run the audit, print text, markdown or JSON, and optionally write
/// the HTML report. Exit 0 whatever is found (an audit describes; `huelint` gates), 2 on misuse.
enum AuditCommand {
    static let formats = ["text", "markdown", "json"]
    /// Trees smaller than this finish before a bar would be worth drawing.
    static let progressThreshold = 500

    static func check(_ options: CommandLineOptions) throws {
        guard formats.contains(options.formatName) else {
            throw UsageError("'huelint audit' writes text, markdown or json, not '\(options.formatName)'")
        }
        try checkClusterDeltaE(options)
    }

    static func checkClusterDeltaE(_ options: CommandLineOptions) throws {
        guard options.clusterDeltaE >= 0, options.clusterDeltaE.isFinite, options.clusterDeltaE <= 100 else {
            throw UsageError("'--cluster-delta-e' needs a number from 0 to 100")
        }
    }

    static func run(_ options: CommandLineOptions, _ environment: CLIEnvironment) -> Int32 {
        let paths = options.pathArguments
        guard environment.allPathsExist(paths) else { return ExitStatus.usageError }
        guard let configuration = environment.loadConfiguration(options) else { return ExitStatus.usageError }
        let bar = !options.quiet && environment.stderrIsTerminal ? ProgressBar(sink: environment.stderr, threshold: progressThreshold) : nil
        var settings = AuditEngine.Settings(clusterDeltaE: options.clusterDeltaE, jobs: options.jobs ?? environment.processorCount)
        settings.designSystemNamespaces = options.designSystemNamespaces
        if options.htmlPath != nil {
            let folder = environment.currentDirectory, deltaE = settings.clusterDeltaE, jobs = settings.jobs
            // Paths in the plan are relative to the current folder, as the report's are.
            settings.planMigration = { walk, catalog, lint, configuration in
                MigrationPlanner.plan(walked: walk, catalog: catalog, lint: lint, planFolder: folder, configuration: configuration,
                                      clusterDeltaE: deltaE, jobs: jobs).plan.plannedTokens
            }
        }
        var progress: (@Sendable (Int, Int) -> Void)?
        if let bar { progress = { @Sendable done, total in bar.update(done, of: total) } }
        let report = AuditEngine.run(paths: paths, currentDirectory: environment.currentDirectory, configuration: configuration,
                                     settings: settings, progress: progress)
        bar?.finish()
        if !options.quiet {
            for warning in report.warnings { try? environment.stderr.write("warning: \(warning.path): \(warning.message)\n") }
        }
        if let htmlPath = options.htmlPath {
            do {
                try AtomicFile.write(AuditHTML.render(report), to: environment.resolve(htmlPath))
            } catch {
                environment.printError("cannot write '\(htmlPath)': \(error)")
                return ExitStatus.usageError
            }
        }
        let rendered: String
        switch options.formatName {
        case "json": rendered = AuditJSON.render(report)
        case "markdown": rendered = AuditMarkdown.render(report)
        default:
            let truecolor = ["truecolor", "24bit"].contains((environment.variables["COLORTERM"] ?? "").lowercased())
            let swatches = options.outputPath == nil && environment.stdoutIsTerminal && truecolor && !options.noColor
                && (environment.variables["NO_COLOR"] ?? "").isEmpty
            rendered = AuditText.render(report, swatches: swatches)
        }
        guard let outputPath = options.outputPath else { return HueLintCLI.emit(rendered, environment) }
        do {
            try AtomicFile.write(rendered, to: environment.resolve(outputPath))
        } catch {
            environment.printError("cannot write '\(outputPath)': \(error)")
            return ExitStatus.usageError
        }
        return ExitStatus.success
    }
}

/// A one-line progress bar on standard error, redrawn in place, at most once per percent.
final class ProgressBar: @unchecked Sendable {
    private let sink: OutputSink
    private let threshold: Int
    private var lastPercent = -1
    private var drawn = false

    init(sink: OutputSink, threshold: Int) {
        self.sink = sink
        self.threshold = threshold
    }

    /// Called serially (the engine holds a lock).
    func update(_ done: Int, of total: Int) {
        guard total >= threshold else { return }
        let percent = done * 100 / max(1, total)
        guard percent != lastPercent else { return }
        lastPercent = percent
        let width = 30
        let filled = percent * width / 100
        let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled)
        try? sink.write("\rauditing [\(bar)] \(percent)% \(done)/\(total) files")
        drawn = true
    }

    /// Clears the line so the report starts clean.
    func finish() {
        guard drawn else { return }
        try? sink.write("\r\u{1B}[2K")
    }
}
