import Foundation
import XCTest
@testable import HueLintCLI
@testable import HueLintKit

final class ReporterTests: XCTestCase {
    // MARK: Golden files

    func testTextGolden() throws {
        try ReportingTestSupport.assertGolden(TextReporter.render(ReportSample.report, context: ReportSample.context), "report.txt")
    }

    func testColoredTextGolden() throws {
        var context = ReportSample.context
        context.useColor = true
        try ReportingTestSupport.assertGolden(TextReporter.render(ReportSample.report, context: context), "report-color.txt")
    }

    func testJSONGolden() throws {
        let rendered = JSONReporter.render(ReportSample.report, context: ReportSample.context)
        try ReportingTestSupport.assertGolden(rendered, "report.json")
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(rendered.utf8)) as? [String: Any])
        XCTAssertEqual(object["version"] as? Int, 1)
        let summary = try XCTUnwrap(object["summary"] as? [String: Any])
        XCTAssertEqual(summary["findings"] as? Int, 3)
        XCTAssertEqual(summary["errors"] as? Int, 1)
        XCTAssertEqual(summary["fileWarnings"] as? Int, 1)
    }

    func testSARIFGoldenIsValidAgainstTheSchema() throws {
        try ReportingTestSupport.assertGolden(SARIFReporter.render(ReportSample.report, context: ReportSample.context), "report.sarif")
        try ReportingTestSupport.assertValidSARIF(ReportingTestSupport.goldenDirectory + "/report.sarif")
    }

    func testGitHubGolden() throws {
        try ReportingTestSupport.assertGolden(GitHubReporter.render(ReportSample.report, context: ReportSample.context), "report-github.txt")
    }

    /// Every format is byte-identical across processes and worker counts: the built binary lints
    /// the fixture trees with one worker and with four, in separate processes, and must print the
    /// same bytes. (Rendering twice in one process could not catch hash-seeded or thread-order output.)
    func testEveryFormatIsDeterministic() throws {
        let binary = try EndToEndTests.binaryPath()
        let root = ReportingTestSupport.packageRoot
        for format in ReportFormat.allCases {
            let runs = try ["1", "4", "4"].map { jobs in
                try ReportingTestSupport.run(binary, ["--format", format.rawValue, "--jobs", jobs, "Fixtures/demo", "Fixtures/rules"],
                                             in: root)
            }
            XCTAssertFalse(runs[0].stdout.isEmpty, "\(format.rawValue): no output; stderr: \(runs[0].stderr)")
            XCTAssertEqual(Set(runs.map(\.status)), [runs[0].status], format.rawValue)
            XCTAssertEqual(runs[0].stdoutText, runs[1].stdoutText, "\(format.rawValue): --jobs 1 and --jobs 4 differ")
            XCTAssertEqual(runs[1].stdoutText, runs[2].stdoutText, "\(format.rawValue): two runs with --jobs 4 differ")
        }
    }

    // MARK: Text

    func testCaretCopiesTabsAndCountsScalars() {
        let finding = ReportSample.finding(snippet: "\tlet x = \"👋ü\"; Color.red", mark: "Color.red")
        XCTAssertEqual(TextReporter.caretLine(for: finding), "\t" + String(repeating: " ", count: 14) + "^" + String(repeating: "~", count: 8))
    }

    func testCaretRunsToLineEndWhenSpanContinues() {
        var finding = ReportSample.finding(snippet: "  .background(Color(red: 0.1,", mark: "Color(")
        finding.end = SourceLocation(line: finding.start.line + 2, column: 5, offset: finding.end.offset + 40)
        XCTAssertEqual(TextReporter.caretLine(for: finding), String(repeating: " ", count: 14) + "^" + String(repeating: "~", count: 14))
    }

    func testEmptySpanGetsOneCaret() {
        var finding = ReportSample.finding(snippet: "abc", mark: "b")
        finding.end = finding.start
        XCTAssertEqual(TextReporter.caretLine(for: finding), " ^")
    }

    func testSummaryWordsAndQuiet() {
        let empty = LintReport(findings: [], warnings: [], filesLinted: 1, rules: [])
        XCTAssertEqual(TextReporter.render(empty, context: ReportSample.context), "No findings in 1 file.\n")
        var quiet = ReportSample.context
        quiet.quiet = true
        XCTAssertEqual(TextReporter.render(empty, context: quiet), "")
        let text = TextReporter.render(ReportSample.report, context: quiet)
        XCTAssertFalse(text.contains("Found "))
        XCTAssertFalse(text.contains("warning: Assets/"))
        XCTAssertFalse(TextReporter.render(ReportSample.report, context: ReportSample.context).contains("\u{1B}"))
    }

    // MARK: Markdown

    func testMarkdownIsATableOfFindingsWithTheSummary() {
        var report = ReportSample.report
        report.findings[2].message = "a | b <c> & d\nsecond line"
        XCTAssertEqual(MarkdownReporter.render(report, context: ReportSample.context), """
            # HueLint

            Found 3 findings (1 error, 1 warning, 1 note) in 3 files.

            | File | Line | Column | Severity | Rule | Message |
            | --- | --- | --- | --- | --- | --- |
            | `App/Views/Home.swift` | 12 | 35 | error | `hex-color-literal` | Hex colour "0066CC"; use `brandPrimary` |
            | `App/Views/Home.swift` | 20 | 21 | warning | `raw-color-initializer` | Colour from channel values; use a semantic token |
            | `App/Views/Profile View.swift` | 4 | 16 | note | `direct-palette-reference` | a \\| b &lt;c> &amp; d second line |

            | Rule | Findings |
            | --- | --- |
            | `direct-palette-reference` | 1 |
            | `hex-color-literal` | 1 |
            | `raw-color-initializer` | 1 |

            ## Warnings

            - `Assets/Broken.swift`: not valid UTF-8; skipped


            """)
        let empty = LintReport(findings: [], warnings: [], filesLinted: 2, rules: [])
        XCTAssertEqual(MarkdownReporter.render(empty, context: ReportSample.context), "# HueLint\n\nNo findings in 2 files.\n\n")
    }

    func testLintTakesMarkdownFromTheCommandLine() throws {
        let options = try CommandLineParser.parse(["lint", "--format", "markdown", "App"])
        XCTAssertEqual(options.format, .markdown)
        XCTAssertTrue(HelpText.render().contains("markdown"))
    }

    // MARK: SARIF

    func testSARIFListsRulesFindingsNameAndKeepsRuleIndexValid() throws {
        var report = ReportSample.report
        report.findings[0].ruleID = "zz-unregistered"
        let object = try ReportingTestSupport.jsonObject(SARIFReporter.render(report, context: ReportSample.context))
        let run = try XCTUnwrap((object["runs"] as? [[String: Any]])?.first)
        let rules = try XCTUnwrap((run["tool"] as? [String: Any]).flatMap { $0["driver"] as? [String: Any] }?["rules"] as? [[String: Any]])
        for result in try XCTUnwrap(run["results"] as? [[String: Any]]) {
            let index = try XCTUnwrap(result["ruleIndex"] as? Int)
            XCTAssertEqual(rules[index]["id"] as? String, result["ruleId"] as? String)
        }
        XCTAssertNil(run["automationDetails"] as Any?, "the sample context has no category")
    }

    func testSARIFCategoryEndsWithSlash() throws {
        var context = ReportSample.context
        context.category = "ios"
        let run = try XCTUnwrap((try ReportingTestSupport.jsonObject(SARIFReporter.render(ReportSample.report, context: context))["runs"]
            as? [[String: Any]])?.first)
        XCTAssertEqual((run["automationDetails"] as? [String: Any])?["id"] as? String, "ios/")
    }

    func testUpperCamelNames() {
        XCTAssertEqual(SARIFReporter.upperCamelName("hex-color-literal"), "HexColorLiteral")
        XCTAssertEqual(SARIFReporter.upperCamelName("a"), "A")
    }

    func testPathsAndURIs() {
        XCTAssertEqual(ReportPaths.absolute("./a/../b//c.swift", in: "/r/x"), "/r/x/b/c.swift")
        XCTAssertEqual(ReportPaths.absolute("/abs/./f", in: "/ignored"), "/abs/f")
        XCTAssertEqual(ReportPaths.relative("/r/x/f", to: "/r"), "x/f")
        XCTAssertNil(ReportPaths.relative("/rx/f", to: "/r"))
        XCTAssertEqual(ReportPaths.percentEncoded("App/My View+Grüße.swift"), "App/My%20View%2BGr%C3%BC%C3%9Fe.swift")
        XCTAssertEqual(ReportPaths.directoryURI("/work/my app"), "file:///work/my%20app/")
        let outside = ReportPaths.repositoryRelative("../../elsewhere/f.swift", context: ReportSample.context)
        XCTAssertEqual(outside.path, "/work/elsewhere/f.swift")
        XCTAssertFalse(outside.insideRoot)
    }

    func testFallbackFingerprintIgnoresIndentation() {
        let a = ReportSample.finding(snippet: "  Color.red", mark: "Color.red")
        let b = ReportSample.finding(snippet: "\t\tColor.red", mark: "Color.red")
        XCTAssertEqual(a.reportedFingerprint, b.reportedFingerprint)
        XCTAssertEqual(a.reportedFingerprint.utf8.count, 16)
        XCTAssertNotEqual(a.reportedFingerprint, ReportSample.finding(snippet: "Color.blue", mark: "Color.blue").reportedFingerprint)
    }

    // MARK: GitHub

    func testGitHubEscaping() {
        var property = "", data = ""
        GitHubReporter.appendEscaped("a:b,c%d\r\ne", property: true, to: &property)
        GitHubReporter.appendEscaped("a:b,c%d\r\ne", property: false, to: &data)
        XCTAssertEqual(property, "a%3Ab%2Cc%25d%0D%0Ae")
        XCTAssertEqual(data, "a:b,c%25d%0D%0Ae")
        var plain = ""
        GitHubReporter.appendEscaped("Grüße 👋", property: true, to: &plain)
        XCTAssertEqual(plain, "Grüße 👋")
    }

    func testCheckstyleEscaping() {
        var out = ""
        CheckstyleReporter.appendEscaped("a&b<c>\"d\n\r\t\u{1}ü\u{FFFF}👋\u{FFFE}", to: &out)
        XCTAssertEqual(out, "a&amp;b&lt;c&gt;&quot;d&#10;&#13;&#9;\u{FFFD}ü\u{FFFD}👋\u{FFFD}")
    }
}

/// A hand-built report: three findings in two files (tabs, emoji and a multi-line span), a related
/// location, a finding without a fingerprint, a path with a space, and a file warning.
enum ReportSample {
    static let context = ReportContext(useColor: false, workingDirectory: "/work/app/ios", repositoryRoot: "/work/app",
                                       toolVersion: "0.1.0", category: nil, quiet: false)

    static let rules = [
        RuleDescription(id: "hex-color-literal", summary: "Colour written as a hex literal.",
                        rationale: "A hex colour has one fixed value: no dark mode, no single source of truth.",
                        howToFix: "Use the design token with this value.", before: "Color(hex: \"0066CC\")",
                        after: "Color.brandPrimary", defaultSeverity: .error, triggering: [], nonTriggering: []),
        RuleDescription(id: "raw-color-initializer", summary: "Colour built from channel values.",
                        rationale: "Channel values ignore dark mode and drift from the palette.",
                        howToFix: "Use a semantic token.", before: "Color(red: 0.1, green: 0.2, blue: 0.3)",
                        after: "Color.surface", defaultSeverity: .error, triggering: [], nonTriggering: []),
        RuleDescription(id: "direct-palette-reference", summary: "Fixed palette colour used directly.",
                        rationale: "`Color.white` is white in dark mode too.", howToFix: "Use a semantic token.",
                        before: "Color.white", after: "Color.background", languages: [.swift],
                        defaultSeverity: .warning, triggering: [], nonTriggering: []),
    ]

    static var report: LintReport {
        var hex = finding(path: "App/Views/Home.swift", line: 12, lineStart: 300,
                          snippet: "\t\tText(\"Grüße 👋\").foregroundColor(Color(hex: \"0066CC\"))",
                          mark: "Color(hex: \"0066CC\")", rule: "hex-color-literal", severity: .error,
                          message: "Hex colour \"0066CC\"; use `brandPrimary`")
        hex.fingerprint = "1a2b3c4d5e6f7081"
        hex.related = [RelatedLocation(path: "App/Theme/Palette.swift",
                                       start: SourceLocation(line: 3, column: 16, offset: 70),
                                       end: SourceLocation(line: 3, column: 28, offset: 82),
                                       message: "`brandPrimary` is defined here")]
        var raw = finding(path: "App/Views/Home.swift", line: 20, lineStart: 480,
                          snippet: "        .background(Color(red: 0.1,", mark: "Color(red: 0.1,",
                          rule: "raw-color-initializer", severity: .warning,
                          message: "Colour from channel values; use a semantic token", context: .preview)
        raw.end = SourceLocation(line: 22, column: 32, offset: 560)
        let palette = finding(path: "App/Views/Profile View.swift", line: 4, lineStart: 61,
                              snippet: "    let tint = Color.white // 50%, on purpose: see design",
                              mark: "Color.white", rule: "direct-palette-reference", severity: .note,
                              message: "`Color.white` at 50%, fixed: it stays white in dark mode", context: .test)
        return LintReport(findings: [hex, raw, palette],
                          warnings: [FileWarning(path: "Assets/Broken.swift", message: "not valid UTF-8; skipped")],
                          filesLinted: 3, rules: rules)
    }

    /// A finding whose span is the first occurrence of `mark` in `snippet`, with scalar columns
    /// and UTF-8 offsets worked out the way the engine does.
    static func finding(path: String = "App/F.swift", line: Int = 1, lineStart: Int = 0, snippet: String,
                        mark: String, rule: String = "hex-color-literal", severity: Severity = .error,
                        message: String = "message", context: FindingContext = .code) -> Finding {
        let scalars = Array(snippet.unicodeScalars), wanted = Array(mark.unicodeScalars)
        let first = (0...(scalars.count - wanted.count)).first { Array(scalars[$0..<$0 + wanted.count]) == wanted }!
        let startColumn = first + 1, endColumn = first + wanted.count + 1
        let startOffset = lineStart + scalars[..<first].reduce(0) { $0 + String($1).utf8.count }
        let endOffset = startOffset + mark.utf8.count
        return Finding(ruleID: rule, severity: severity, path: path, range: ByteRange(startOffset, endOffset),
                       start: SourceLocation(line: line, column: startColumn, offset: startOffset),
                       end: SourceLocation(line: line, column: endColumn, offset: endOffset),
                       message: message, snippet: snippet, context: context)
    }
}

/// Golden files, SARIF validation and process helpers shared by the reporting, CLI and end-to-end tests.
enum ReportingTestSupport {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path
    static let goldenDirectory = packageRoot + "/Fixtures/golden"

    /// Compares with `Fixtures/golden/<name>` byte for byte; `HUELINT_UPDATE_GOLDEN=1` rewrites it instead.
    static func assertGolden(_ actual: String, _ name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let path = goldenDirectory + "/" + name
        if ProcessInfo.processInfo.environment["HUELINT_UPDATE_GOLDEN"] == "1" {
            try FileManager.default.createDirectory(atPath: goldenDirectory, withIntermediateDirectories: true)
            try Data(actual.utf8).write(to: URL(fileURLWithPath: path))
            return
        }
        guard let expected = FileManager.default.contents(atPath: path) else {
            XCTFail("missing golden file \(name); run the tests with HUELINT_UPDATE_GOLDEN=1", file: file, line: line)
            return
        }
        guard expected != Data(actual.utf8) else { return }
        let expectedLines = String(decoding: expected, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let first = (0..<min(expectedLines.count, actualLines.count)).first { expectedLines[$0] != actualLines[$0] }
            ?? min(expectedLines.count, actualLines.count)
        let shown = { (lines: [Substring]) in first < lines.count ? String(lines[first]) : "<end of file>" }
        XCTFail("\(name) differs at line \(first + 1):\n  expected: \(shown(expectedLines))\n  actual:   \(shown(actualLines))\n"
                + "If the change is intended, rerun with HUELINT_UPDATE_GOLDEN=1.", file: file, line: line)
    }

    static func jsonObject(_ text: String) throws -> [String: Any] {
        try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    /// Runs `.ci/validate-sarif.py`; when python3 or jsonschema is missing, says so and checks nothing.
    static func assertValidSARIF(_ path: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let probe = try run("/usr/bin/env", ["python3", "-c", "import jsonschema"])
        guard probe.status == 0 else {
            print("note: python3 with jsonschema is not available; SARIF schema validation not run")
            return
        }
        let result = try run("/usr/bin/env", ["python3", packageRoot + "/.ci/validate-sarif.py", path])
        XCTAssertEqual(result.status, 0, "SARIF schema errors:\n\(result.stderr)", file: file, line: line)
    }

    struct ProcessResult {
        var status: Int32
        var stdout: Data
        var stderr: String
        var stdoutText: String { String(decoding: stdout, as: UTF8.self) }
    }

    /// Runs a program to completion. Output goes through files, so a full pipe can never block it.
    static func run(_ executable: String, _ arguments: [String], in directory: String? = nil,
                    environment: [String: String]? = nil) throws -> ProcessResult {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("huelint-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outURL = scratch.appendingPathComponent("out"), errURL = scratch.appendingPathComponent("err")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let out = try FileHandle(forWritingTo: outURL), err = try FileHandle(forWritingTo: errURL)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        if let environment { process.environment = environment }
        process.standardOutput = out
        process.standardError = err
        try process.run()
        process.waitUntilExit()
        try out.close()
        try err.close()
        return ProcessResult(status: process.terminationStatus, stdout: try Data(contentsOf: outURL),
                             stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self))
    }
}
