import Foundation
import XCTest
@testable import HueLintCLI
@testable import HueLintKit

/// Runs the built `huelint` executable against temporary projects. Findings come from the real
/// rules `raw-color-initializer` and `hex-color-literal`.
final class EndToEndTests: XCTestCase {
    static let homeView = """
        import SwiftUI

        struct HomeView: View {
            var body: some View {
                Text("Grüße 👋")
                    .foregroundColor(Color(red: 0.1, green: 0.2, blue: 0.3))
                    .background(Color(hex: "0066CC"))
            }
        }

        """
    static let cleanView = """
        import SwiftUI

        struct CleanView: View {
            var body: some View { Text("Hi").foregroundColor(.accentColor) }
        }

        """

    private var project = ""

    override func setUpWithError() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("huelint-e2e-\(UUID().uuidString)")
        project = url.resolvingSymlinksInPath().path
        try FileManager.default.createDirectory(atPath: project + "/.git", withIntermediateDirectories: true)
        try write("App/Views/Home.swift", Self.homeView)
        try write("App/Views/Clean.swift", Self.cleanView)
        try write("Generated/Ignored.swift", Self.homeView)
        try write(".gitignore", "Generated/\n")
        // The views write each colour once: report them anyway (`reportSingleUseColors`).
        try write(".huelint.json", #"{"reportSingleUseColors": true}"#)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: project)
    }

    func testExitStatusesZeroOneTwo() throws {
        let clean = try huelint(["App/Views/Clean.swift"])
        XCTAssertEqual(clean.status, 0, clean.stderr)
        XCTAssertEqual(clean.stdoutText, "No findings in 1 file.\n")

        let dirty = try huelint([])
        XCTAssertEqual(dirty.status, 1, dirty.stderr)
        XCTAssertTrue(dirty.stdoutText.contains("App/Views/Home.swift:6:30: error: "), dirty.stdoutText)
        XCTAssertTrue(dirty.stdoutText.contains("[raw-color-initializer]"), dirty.stdoutText)
        XCTAssertTrue(dirty.stdoutText.contains("[hex-color-literal]"), dirty.stdoutText)
        XCTAssertFalse(dirty.stdoutText.contains("\u{1B}["), "no colour when stdout is not a terminal")

        let usage = try huelint(["--formt", "json"])
        XCTAssertEqual(usage.status, 2)
        XCTAssertTrue(usage.stderr.contains("did you mean '--format'?"), usage.stderr)
        XCTAssertEqual(usage.stdout.count, 0)
    }

    func testGitIgnoredFilesAreSkipped() throws {
        let result = try huelint(["--format", "json"])
        let report = try ReportingTestSupport.jsonObject(result.stdoutText)
        let files = Set((report["findings"] as? [[String: Any]] ?? []).compactMap { $0["file"] as? String })
        XCTAssertEqual(files, ["App/Views/Home.swift"])
        XCTAssertEqual((report["summary"] as? [String: Any])?["files"] as? Int, 2)
    }

    func testEveryFormatParses() throws {
        let json = try huelint(["--format", "json"])
        XCTAssertEqual(json.status, 1)
        let report = try ReportingTestSupport.jsonObject(json.stdoutText)
        XCTAssertEqual(report["version"] as? Int, 1)
        let rules = (report["findings"] as? [[String: Any]] ?? []).compactMap { $0["rule"] as? String }
        XCTAssertEqual(rules, ["raw-color-initializer", "hex-color-literal"])

        let sarifPath = project + "/report.sarif"
        let sarif = try huelint(["--format", "sarif", "--output", sarifPath, "--sarif-category", "ios", "App"])
        XCTAssertEqual(sarif.status, 1, sarif.stderr)
        XCTAssertEqual(sarif.stdout.count, 0)
        let sarifText = try String(contentsOfFile: sarifPath, encoding: .utf8)
        let run = try XCTUnwrap((try ReportingTestSupport.jsonObject(sarifText)["runs"] as? [[String: Any]])?.first)
        let uris = (run["results"] as? [[String: Any]] ?? []).compactMap {
            (($0["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
                .flatMap { $0["artifactLocation"] as? [String: Any] }?["uri"] as? String
        }
        XCTAssertEqual(uris, ["App/Views/Home.swift", "App/Views/Home.swift"])
        try ReportingTestSupport.assertValidSARIF(sarifPath)

        let github = try huelint(["--format", "github", "--quiet"])
        let lines = github.stdoutText.split(separator: "\n")
        XCTAssertEqual(lines.count, 2, github.stdoutText)
        XCTAssertTrue(lines.allSatisfy { $0.hasPrefix("::error file=App/Views/Home.swift,line=") }, github.stdoutText)
    }

    func testBadConfigExitsTwoNamingFileAndPath() throws {
        try write(".huelint.json", "{\n  \"rules\": {\n    \"hex-colour-literal\": \"error\"\n  }\n}\n")
        let result = try huelint([])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains(".huelint.json"), result.stderr)
        XCTAssertTrue(result.stderr.contains("$.rules[\"hex-colour-literal\"]"), result.stderr)
        XCTAssertTrue(result.stderr.contains("hex-color-literal"), "did you mean: \(result.stderr)")

        let missing = try huelint(["--config", "nope.json"])
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.stderr.contains("nope.json"), missing.stderr)
    }

    func testOneJobAndEightJobsGiveIdenticalBytes() throws {
        for index in 0..<40 {
            try write("Many/View\(index).swift", index.isMultiple(of: 3) ? Self.cleanView : Self.homeView)
        }
        for format in ["text", "json", "sarif", "github"] {
            let one = try huelint(["--format", format, "--jobs", "1"])
            let eight = try huelint(["--format", format, "--jobs", "8"])
            XCTAssertEqual(one.status, 1, one.stderr)
            XCTAssertEqual(one.stdout, eight.stdout, format)
        }
    }

    func testClosedPipeDoesNotCrash() throws {
        for index in 0..<150 { try write("Many/View\(index).swift", Self.homeView) }
        let binary = try Self.binaryPath()
        // Enough output to fill the pipe; `head` exits after a few bytes, so huelint meets EPIPE.
        let script = "\"$0\" --format json . 2>\"$1\" | head -c 64 >/dev/null; echo \"${PIPESTATUS[0]}\""
        let errors = project + "/stderr.txt"
        let result = try ReportingTestSupport.run("/usr/bin/env", ["bash", "-c", script, binary, errors], in: project)
        XCTAssertEqual(result.stdoutText, "1\n", "huelint's own status, not a signal death (141)")
        XCTAssertEqual(try String(contentsOfFile: errors, encoding: .utf8), "")
    }

    func testRulesCommand() throws {
        let list = try huelint(["rules"])
        XCTAssertEqual(list.status, 0)
        XCTAssertTrue(list.stdoutText.contains("raw-color-initializer"))
        let one = try huelint(["rules", "hex-color-literal"])
        XCTAssertEqual(one.status, 0)
        XCTAssertFalse(one.stdoutText.contains("↓"))
        let unknown = try huelint(["rules", "hex-colour-literal"])
        XCTAssertEqual(unknown.status, 2)
        XCTAssertTrue(unknown.stderr.contains("did you mean 'hex-color-literal'?"), unknown.stderr)
        XCTAssertEqual(try huelint(["--version"]).stdoutText, HueLintVersion.current + "\n")
    }

    // MARK: Helpers

    private func write(_ relativePath: String, _ text: String) throws {
        let url = URL(fileURLWithPath: project + "/" + relativePath)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    private func huelint(_ arguments: [String]) throws -> ReportingTestSupport.ProcessResult {
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = nil
        return try ReportingTestSupport.run(try Self.binaryPath(), arguments, in: project, environment: environment)
    }

    /// The `huelint` built alongside the tests: `HUELINT_BINARY` if set, else the products folder,
    /// which holds the test bundle (macOS: `…/debug/X.xctest`) or is where the test runner
    /// lives (Linux: `…/debug/X.xctest` is itself the executable). This follows `--scratch-path`.
    static func binaryPath() throws -> String {
        if let explicit = ProcessInfo.processInfo.environment["HUELINT_BINARY"] { return explicit }
        let bundle = Bundle(for: EndToEndTests.self).bundleURL
        let runner = URL(fileURLWithPath: CommandLine.arguments.first ?? "").deletingLastPathComponent()
        let candidates = [bundle.deletingLastPathComponent(), bundle, runner]
            .map { $0.appendingPathComponent("huelint").path }
        guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            throw BinaryNotFound("huelint binary not found next to the tests; looked at \(candidates)")
        }
        return found
    }
}

private struct BinaryNotFound: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
