import Foundation
import XCTest
@testable import HueLintCLI
@testable import HueLintKit

final class CLITests: XCTestCase {
    // MARK: Parsing

    func testDefaultsToLintingTheCurrentFolder() throws {
        let options = try CommandLineParser.parse([])
        XCTAssertEqual(options, CommandLineOptions())
        XCTAssertEqual(options.command, .lint)
        XCTAssertEqual(options.arguments, [])
    }

    func testPathsWithAndWithoutTheLintCommand() throws {
        XCTAssertEqual(try CommandLineParser.parse(["lint", "App", "Lib"]).arguments, ["App", "Lib"])
        XCTAssertEqual(try CommandLineParser.parse(["App", "--quiet", "Lib"]).arguments, ["App", "Lib"])
        XCTAssertEqual(try CommandLineParser.parse(["--", "--odd-name", "-"]).arguments, ["--odd-name", "-"])
        XCTAssertEqual(try CommandLineParser.parse(["lint", "rules"]).arguments, ["rules"], "a folder named like a command")
    }

    func testEveryLintFlag() throws {
        for format in ReportFormat.allCases {
            XCTAssertEqual(try CommandLineParser.parse(["--format", format.rawValue]).format, format)
        }
        XCTAssertEqual(try CommandLineParser.parse(["--format=json"]).format, .json)
        XCTAssertEqual(try CommandLineParser.parse(["-o", "out.txt"]).outputPath, "out.txt")
        XCTAssertEqual(try CommandLineParser.parse(["--output=r.sarif"]).outputPath, "r.sarif")
        XCTAssertEqual(try CommandLineParser.parse(["--config", "ci.json"]).configPath, "ci.json")
        XCTAssertEqual(try CommandLineParser.parse(["--jobs", "4"]).jobs, 4)
        XCTAssertEqual(try CommandLineParser.parse(["-j", "8"]).jobs, 8)
        XCTAssertTrue(try CommandLineParser.parse(["--quiet"]).quiet)
        XCTAssertTrue(try CommandLineParser.parse(["-q"]).quiet)
        XCTAssertTrue(try CommandLineParser.parse(["--no-color"]).noColor)
        XCTAssertEqual(try CommandLineParser.parse(["--format", "sarif", "--sarif-category", "ios"]).sarifCategory, "ios")
        XCTAssertEqual(try CommandLineParser.parse(["--format", "json", "--format", "text"]).format, .text, "last one wins")
    }

    func testOtherCommandsAndGeneralFlags() throws {
        XCTAssertEqual(try CommandLineParser.parse(["rules"]).command, .rules)
        XCTAssertEqual(try CommandLineParser.parse(["rules", "hex-color-literal"]).arguments, ["hex-color-literal"])
        let config = try CommandLineParser.parse(["config", "--print-defaults"])
        XCTAssertEqual(config.command, .config)
        XCTAssertTrue(config.printDefaults)
        XCTAssertTrue(try CommandLineParser.parse(["--help"]).showHelp)
        XCTAssertTrue(try CommandLineParser.parse(["-h"]).showHelp)
        XCTAssertTrue(try CommandLineParser.parse(["rules", "-h"]).showHelp)
        XCTAssertEqual(try CommandLineParser.parse(["help"]).command, .help)
        XCTAssertEqual(try CommandLineParser.parse(["help", "rules"]).command, .help)
        XCTAssertTrue(try CommandLineParser.parse(["--version"]).showVersion)
        XCTAssertTrue(try CommandLineParser.parse(["config", "--help"]).showHelp, "help needs no --print-defaults")
    }

    func testEveryFlagInTheTableParsesAndIsInTheHelp() throws {
        let help = HelpText.render()
        for flag in CLIFlag.all {
            XCTAssertTrue(help.contains(flag.synopsis), "help lacks \(flag.synopsis)")
            var arguments = [flag.commands[0].rawValue, flag.name]
            switch flag.value {
            case .none: break
            case .choice(_, let choices): arguments.append(choices[0])
            case .positiveInteger: arguments.append("3")
            case .text: arguments.append("x")
            }
            if flag.name == "--sarif-category" { arguments += ["--format", "sarif"] }
            if flag.name == "--cluster-delta-e" { arguments[2] = "3" }
            if flag.commands == [.config] && flag.name != "--print-defaults" { arguments.append("--print-defaults") }
            if flag.commands.first == .baseline { arguments += [flag.name == "--force" ? "create" : "update", "b.json"] }
            XCTAssertNoThrow(try CommandLineParser.parse(arguments), flag.name)
        }
        XCTAssertFalse(help.split(separator: "\n").contains { $0.count > 100 }, "help lines fit in 100 columns")
    }

    func testUsageErrorsSuggestTheNearestSpelling() {
        assertUsageError(["--formt", "json"], "unknown option '--formt'; did you mean '--format'?")
        assertUsageError(["--no-colour"], "unknown option '--no-colour'; did you mean '--no-color'?")
        assertUsageError(["-format", "json"], "unknown option '-format'; did you mean '--format'?")
        assertUsageError(["-x"], "unknown option '-x'")
        assertUsageError(["--format", "jsno"], "invalid value 'jsno' for '--format' (one of: text, json, sarif, github, checkstyle, markdown); did you mean 'json'?")
        assertUsageError(["--format", "xml"], "invalid value 'xml' for '--format' (one of: text, json, sarif, github, checkstyle, markdown)")
        assertUsageError(["--jobs", "0"], "invalid value '0' for '--jobs' (a positive integer)")
        assertUsageError(["--jobs", "many"], "invalid value 'many' for '--jobs' (a positive integer)")
        assertUsageError(["--format"], "'--format' needs a value (one of: text, json, sarif, github, checkstyle, markdown)")
        assertUsageError(["--output", "--quiet"], "'--output' needs a value (<file>)")
        assertUsageError(["--output="], "'--output' needs a non-empty value")
        assertUsageError(["--quiet=yes"], "'--quiet' does not take a value")
        assertUsageError(["rules", "--format", "json"], "'huelint rules' writes text or markdown, not 'json'")
        assertUsageError(["rules", "--output", "x.md"], "'--output' is not an option of 'huelint rules'")
        assertUsageError(["rules", "a", "b"], "'huelint rules' takes at most one rule id, not 2")
        assertUsageError(["config"], "'huelint config' needs an action; did you mean 'huelint config --print-defaults'?")
        assertUsageError(["config", "x", "--print-defaults"], "unexpected argument 'x' for 'huelint config'")
        assertUsageError(["help", "rulez"], "unknown command 'rulez'; did you mean 'rules'?")
        assertUsageError(["--sarif-category", "ios"], "'--sarif-category' needs '--format sarif'")
    }

    // MARK: Exit status and colour

    func testExitPolicy() {
        let warnings = LintReport(findings: [ReportSample.finding(snippet: "a", mark: "a", severity: .warning)],
                                  warnings: [], filesLinted: 1, rules: [])
        XCTAssertEqual(ExitStatus.forReport(warnings), 0)
        XCTAssertEqual(ExitStatus.forReport(warnings, failingAt: .warning), 1)
        XCTAssertEqual(ExitStatus.forReport(ReportSample.report), 1)
        XCTAssertEqual(ExitStatus.forReport(LintReport(findings: [], warnings: [], filesLinted: 0, rules: [])), 0)
    }

    func testColourOnlyOnATerminalWithoutNoColor() throws {
        let text = try CommandLineParser.parse([])
        var environment = CLIHarness().environment
        XCTAssertFalse(environment.usesColor(text), "not a terminal")
        environment.stdoutIsTerminal = true
        XCTAssertTrue(environment.usesColor(text))
        XCTAssertFalse(environment.usesColor(try CommandLineParser.parse(["--no-color"])))
        XCTAssertFalse(environment.usesColor(try CommandLineParser.parse(["--format", "json"])))
        XCTAssertFalse(environment.usesColor(try CommandLineParser.parse(["-o", "report.txt"])))
        environment.variables["NO_COLOR"] = ""
        XCTAssertTrue(environment.usesColor(text), "an empty NO_COLOR does not count")
        environment.variables["NO_COLOR"] = "1"
        XCTAssertFalse(environment.usesColor(text))
    }

    func testRepositoryRootIsTheNearestFolderWithGit() throws {
        let harness = CLIHarness()
        XCTAssertEqual(harness.environment.repositoryRoot(), harness.directory, "no .git anywhere above a temp dir")
        let nested = harness.directory + "/a/b"
        try FileManager.default.createDirectory(atPath: nested, withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: harness.directory + "/a/.git", contents: Data("gitdir: x\n".utf8))
        var environment = harness.environment
        environment.currentDirectory = nested
        XCTAssertEqual(environment.repositoryRoot(), harness.directory + "/a")
    }

    // MARK: Running in-process

    func testLintWritesTheReportAndPassesJobsThrough() {
        let harness = CLIHarness()
        XCTAssertEqual(harness.run(["--format", "json", "-j", "3"]), 1)
        XCTAssertEqual(harness.linted?.jobs, 3)
        XCTAssertEqual(harness.linted?.paths, ["."])
        XCTAssertEqual(harness.stdout.text, JSONReporter.render(ReportSample.report, context: harness.context))
        XCTAssertEqual(harness.stderr.text, "")
        XCTAssertEqual(harness.run(["."]), 1)
        XCTAssertEqual(harness.linted?.jobs, 6, "defaults to the processor count")
    }

    func testOutputFileIsWrittenAndNoTemporaryFileIsLeft() throws {
        let harness = CLIHarness()
        _ = FileManager.default.createFile(atPath: harness.directory + "/report.sarif", contents: Data("old".utf8))
        XCTAssertEqual(harness.run(["--format", "sarif", "--output", "report.sarif", "--sarif-category", "ios"]), 1)
        XCTAssertEqual(harness.stdout.text, "")
        var context = harness.context
        context.category = "ios"
        let written = try String(contentsOfFile: harness.directory + "/report.sarif", encoding: .utf8)
        XCTAssertEqual(written, SARIFReporter.render(ReportSample.report, context: context))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: harness.directory).sorted(), ["report.sarif"])
    }

    /// `--output /dev/null` or a pipe: written in place, never replaced by a plain file.
    func testOutputToAPipeWritesIntoIt() throws {
        let harness = CLIHarness()
        let fifo = harness.directory + "/report.pipe"
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        final class Received: @unchecked Sendable { var data = Data() }  // written before `done` signals
        let received = Received()
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            // Read the pipe with POSIX calls: Foundation reads a file by its size, which a pipe has not.
            let descriptor = open(fifo, O_RDONLY)
            var buffer = [UInt8](repeating: 0, count: 65_536)
            while descriptor >= 0 {
                let count = read(descriptor, &buffer, buffer.count)
                if count <= 0 { break }
                received.data.append(contentsOf: buffer[0..<count])
            }
            if descriptor >= 0 { close(descriptor) }
            done.signal()
        }
        XCTAssertEqual(harness.run(["--format", "json", "--output", "report.pipe"]), 1)
        var attributes = stat()
        XCTAssertEqual(lstat(fifo, &attributes), 0)
        XCTAssertEqual(attributes.st_mode & S_IFMT, S_IFIFO, "the pipe is still a pipe")
        XCTAssertEqual(done.wait(timeout: .now() + 10), .success)
        XCTAssertEqual(String(decoding: received.data, as: UTF8.self), JSONReporter.render(ReportSample.report, context: harness.context))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: harness.directory).sorted(), ["report.pipe"])
    }

    func testUnwritableOutputIsAnError() {
        let harness = CLIHarness()
        XCTAssertEqual(harness.run(["-o", "missing/folder/report.json"]), 2)
        XCTAssertTrue(harness.stderr.text.hasPrefix("error: cannot write 'missing/folder/report.json': "), harness.stderr.text)
    }

    func testClosedStandardOutputIsAQuietExit() {
        let harness = CLIHarness()
        harness.stdout.closed = true
        XCTAssertEqual(harness.run([]), 1, "the lint result still decides the status")
        XCTAssertEqual(harness.stderr.text, "")
    }

    func testMissingPathAndBadConfigExitTwo() throws {
        let harness = CLIHarness()
        XCTAssertEqual(harness.run(["rulse"]), 2)
        XCTAssertEqual(harness.stderr.text, "error: no such file or folder 'rulse'; did you mean 'huelint rules'?\n")
        XCTAssertNil(harness.linted)

        try Data("{\"rules\": {\"hex-colour-literal\": \"error\"}}".utf8)
            .write(to: URL(fileURLWithPath: harness.directory + "/.huelint.json"))
        harness.stderr.text = ""
        XCTAssertEqual(harness.run([]), 2)
        XCTAssertTrue(harness.stderr.text.hasPrefix("error: "), harness.stderr.text)
        XCTAssertTrue(harness.stderr.text.contains(".huelint.json"), harness.stderr.text)
        XCTAssertTrue(harness.stderr.text.contains("hex-colour-literal"), harness.stderr.text)
        XCTAssertNil(harness.linted)
    }

    func testUsageErrorPrintsAHint() {
        let harness = CLIHarness()
        XCTAssertEqual(harness.run(["--jbos", "2"]), 2)
        XCTAssertEqual(harness.stderr.text, "error: unknown option '--jbos'; did you mean '--jobs'?\nRun 'huelint --help' for usage.\n")
    }

    func testRulesVersionHelpAndConfigCommands() {
        let harness = CLIHarness()
        XCTAssertEqual(harness.run(["rules"]), 0)
        for id in RuleRegistry.ids { XCTAssertTrue(harness.stdout.text.contains(id), id) }

        harness.stdout.text = ""
        let documented = RuleRegistry.descriptions.first { !$0.triggering.isEmpty } ?? RuleRegistry.unusedSuppression
        XCTAssertEqual(harness.run(["rules", documented.id]), 0)
        XCTAssertTrue(harness.stdout.text.contains(documented.summary))
        XCTAssertFalse(harness.stdout.text.contains("↓"))
        XCTAssertFalse(harness.stdout.text.contains("**"))
        XCTAssertFalse(harness.stdout.text.contains("```"))

        XCTAssertEqual(harness.run(["rules", "hex-colour-literal"]), 2)
        XCTAssertTrue(harness.stderr.text.contains("unknown rule 'hex-colour-literal'; did you mean 'hex-color-literal'?"),
                      harness.stderr.text)

        harness.stdout.text = ""
        XCTAssertEqual(harness.run(["--version"]), 0)
        XCTAssertEqual(harness.stdout.text, HueLintVersion.current + "\n")
        harness.stdout.text = ""
        XCTAssertEqual(harness.run(["help"]), 0)
        XCTAssertEqual(harness.stdout.text, HelpText.render())
        harness.stdout.text = ""
        XCTAssertEqual(harness.run(["config", "--print-defaults"]), 0)
        XCTAssertEqual(harness.stdout.text, DefaultConfiguration.rendered())
    }

    /// `rules --format markdown` is the DocC Rules article; with an id, that rule's section of it.
    func testRulesAsMarkdown() {
        let harness = CLIHarness()
        XCTAssertEqual(harness.run(["rules", "--format", "markdown"]), 0)
        XCTAssertEqual(harness.stdout.text, RulesCommand.article(RuleRegistry.descriptions))
        XCTAssertTrue(harness.stdout.text.hasPrefix("# Rules\n"))
        for id in RuleRegistry.ids {
            XCTAssertTrue(harness.stdout.text.contains("\n## \(id)\n"), id)
            XCTAssertTrue(harness.stdout.text.contains("| `\(id)` |"), id)
        }

        harness.stdout.text = ""
        let rule = DirectPaletteReferenceRule.description
        XCTAssertEqual(harness.run(["rules", rule.id, "--format", "markdown"]), 0)
        XCTAssertEqual(harness.stdout.text, RulesCommand.section(rule))
        XCTAssertTrue(harness.stdout.text.contains("↓"), "markers show where findings start")
        XCTAssertTrue(harness.stdout.text.contains("""
            ```swift
            // in App/DesignSystem/Text.swift
            // with .huelint.json {"paletteNamespaces": ["FXColors"]}
            Text("Hi").foregroundColor(FXColors.aColor)
            ```
            """))
        for example in rule.triggering + rule.nonTriggering {
            XCTAssertTrue(harness.stdout.text.contains(example.code), example.code)
        }
    }

    func testMarkdownBecomesTerminalText() {
        let text = RulesCommand.terminalText(fromMarkdown: "## id\n\n**Why:** x\n```swift\nlet a = 1\n```\n")
        XCTAssertEqual(text, "id\n\nWhy: x\n    let a = 1\n")
    }

    /// An example that depends on its path or its config says so, or the same line would appear to
    /// both trigger and not trigger.
    func testRuleDocsNameAnExamplesPathAndConfig() {
        let docs = RulesCommand.documentation(DirectPaletteReferenceRule.description)
        XCTAssertTrue(docs.contains("""
                // in App/DesignSystem/Text.swift
                // with .huelint.json {"paletteNamespaces": ["FXColors"]}
                Text("Hi").foregroundColor(FXColors.aColor)
            """))
        XCTAssertTrue(docs.contains("\n\n    Text(\"Hi\").foregroundColor(FXColors.aColor)\n"), "the plain example has no note")
    }

    private func assertUsageError(_ arguments: [String], _ expected: String, line: UInt = #line) {
        XCTAssertThrowsError(try CommandLineParser.parse(arguments), line: line) { error in
            XCTAssertEqual((error as? UsageError)?.description, expected, line: line)
        }
    }
}

/// Runs the CLI in-process in a fresh temp folder, with captured output and a stand-in engine
/// that returns `ReportSample.report` and records how it was called.
final class CLIHarness {
    final class Capture: OutputSink {
        var text = ""
        var closed = false
        func write(_ text: String) throws {
            if closed { throw OutputError.closed }
            self.text += text
        }
    }

    let directory: String
    let stdout = Capture()
    let stderr = Capture()
    var linted: (paths: [String], jobs: Int)?

    init() {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("huelint-cli-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        directory = url.resolvingSymlinksInPath().path
    }

    deinit { try? FileManager.default.removeItem(atPath: directory) }

    var environment: CLIEnvironment {
        CLIEnvironment(currentDirectory: directory, variables: [:], stdout: stdout, stderr: stderr,
                       stdoutIsTerminal: false, processorCount: 6) { [unowned self] paths, _, _, jobs in
            self.linted = (paths, jobs)
            return ReportSample.report
        }
    }

    var context: ReportContext { ReportContext(workingDirectory: directory, repositoryRoot: directory) }

    func run(_ arguments: [String]) -> Int32 {
        HueLintCLI.run(arguments: arguments, environment: environment)
    }
}
