import XCTest
@testable import HueLintCLI
@testable import HueLintKit

/// `huelint --staged` in real temporary git repositories: the index is linted, not the work tree.
final class StagedLintTests: XCTestCase {
    func testStagedContentIsLintedNotTheWorkTree() throws {
        let repo = try GitSandbox()
        try repo.write("App/Home.swift", GateSamples.rawColor)
        try repo.git("add", "App/Home.swift")
        try repo.write("App/Home.swift", GateSamples.tokenColor)  // fixed on disk, not staged

        XCTAssertEqual(repo.huelint(["--staged", "--quiet"]), 1)
        XCTAssertEqual(repo.stdout.text, """
            App/Home.swift:4:53: error: \(try XCTUnwrap(message(GateSamples.rawColor))) [raw-color-initializer]
                var body: some View { Text("a").foregroundColor(Color(red: 0.1, green: 0.2, blue: 0.3)) }
                                                                ^\(String(repeating: "~", count: 37))


            """)
        XCTAssertEqual(repo.huelint(["--quiet"]), 0, "the work tree itself is clean")

        // The other way round: a clean index and a dirty work tree pass.
        try repo.git("add", "App/Home.swift")
        try repo.write("App/Home.swift", GateSamples.rawColor)
        XCTAssertEqual(repo.huelint(["--staged"]), 0)
        XCTAssertEqual(repo.stdout.text, "No findings in 1 file.\n")
    }

    /// A colour written once is left out of a plain lint of folders, and reported by every run that
    /// checks new code: staged files, files named one by one (the pre-commit framework), gates.
    func testSingleUseColoursAreReportedWhereNewCodeIsChecked() throws {
        let repo = try GitSandbox()
        try FileManager.default.removeItem(atPath: repo.root + "/.huelint.json")
        try repo.write("App/Old.swift", GateSamples.view("Old", "Color.primary"))
        try repo.git("add", ".")
        try repo.git("commit", "-q", "-m", "base")
        try repo.git("checkout", "-q", "-b", "feature")
        try repo.write("App/Home.swift", GateSamples.rawColor)
        try repo.git("add", "App/Home.swift")
        XCTAssertEqual(repo.huelint(["--quiet"]), 0, "a plain lint of the tree: \(repo.stdout.text)")
        XCTAssertEqual(repo.huelint(["--staged", "--quiet"]), 1, repo.stdout.text)
        XCTAssertEqual(repo.huelint(["--quiet", "App/Home.swift"]), 1, repo.stdout.text)
        XCTAssertEqual(repo.huelint(["--quiet", "--diff-base", "main", "."]), 1, repo.stdout.text)
        XCTAssertTrue(repo.stdout.text.contains("App/Home.swift:4:53"), repo.stdout.text)
        // The config's word holds for every run.
        try repo.write(".huelint.json", #"{"reportSingleUseColors": false}"#)
        XCTAssertEqual(repo.huelint(["--staged", "--quiet"]), 0, repo.stdout.text)
        try repo.write(".huelint.json", #"{"reportSingleUseColors": true}"#)
        XCTAssertEqual(repo.huelint(["--quiet"]), 1, repo.stdout.text)
    }

    func testOnlyStagedSwiftAndKotlinFilesAreRead() throws {
        let repo = try GitSandbox()
        try repo.write("Committed.swift", GateSamples.rawColor)
        try repo.write("Gone.swift", GateSamples.tokenColor)
        try repo.git("add", ".")
        try repo.git("commit", "-q", "-m", "base")
        try repo.write("Untracked.swift", GateSamples.rawColor)
        try repo.write("android/Brand.kt", GateSamples.kotlinHex)
        try repo.write("android/build.gradle.kts", "val tint = Color(0xFF0066CC)\n")
        try repo.write("notes.txt", "Color(red: 1, green: 0, blue: 0)\n")
        try repo.git("add", "android", "notes.txt")
        try repo.git("rm", "-q", "Gone.swift")

        XCTAssertEqual(repo.huelint(["--staged", "--format", "json"]), 1)
        let json = try ReportingTestSupport.jsonObject(repo.stdout.text)
        let files = try XCTUnwrap(json["findings"] as? [[String: Any]]).compactMap { $0["file"] as? String }
        XCTAssertEqual(files, ["android/Brand.kt", "android/build.gradle.kts"])
        XCTAssertEqual((json["summary"] as? [String: Any])?["files"] as? Int, 2)

        // Nothing staged: nothing to lint, success.
        try repo.git("commit", "-q", "-m", "more")
        XCTAssertEqual(repo.huelint(["--staged"]), 0)
        XCTAssertEqual(repo.stdout.text, "No findings in 0 files.\n")
    }

    func testPathsFromASubfolderAndPathArgumentsLimitTheFiles() throws {
        let repo = try GitSandbox()
        try repo.write("App/Views/Home View.swift", GateSamples.rawColor)
        try repo.write("Lib/Brand.kt", GateSamples.kotlinHex)
        try repo.git("add", ".")

        XCTAssertEqual(repo.huelint(["--staged", "--format", "json"], from: "App"), 1)
        var json = try ReportingTestSupport.jsonObject(repo.stdout.text)
        var files = try XCTUnwrap(json["findings"] as? [[String: Any]]).compactMap { $0["file"] as? String }
        XCTAssertEqual(files, [repo.root + "/Lib/Brand.kt", "Views/Home View.swift"],
                       "relative to the current folder when inside it, else absolute, as in a folder walk")

        XCTAssertEqual(repo.huelint(["--staged", "--format", "json", "Views"], from: "App"), 1)
        json = try ReportingTestSupport.jsonObject(repo.stdout.text)
        files = try XCTUnwrap(json["findings"] as? [[String: Any]]).compactMap { $0["file"] as? String }
        XCTAssertEqual(files, ["Views/Home View.swift"])

        XCTAssertEqual(repo.huelint(["--staged", "--format", "sarif", "--sarif-category", "ios"], from: "App"), 1)
        let sarif = repo.stdout.text
        XCTAssertTrue(sarif.contains(#""uri": "App/Views/Home%20View.swift""#), "SARIF paths are repo-relative from any folder")
        XCTAssertTrue(sarif.contains(#""uri": "Lib/Brand.kt""#))
        XCTAssertTrue(sarif.contains(#""id": "ios/""#))
        let file = repo.root + "/staged.sarif"
        try sarif.write(toFile: file, atomically: false, encoding: .utf8)
        try ReportingTestSupport.assertValidSARIF(file)
    }

    func testAConfigExcludeAppliesAndBinaryFilesAreWarnings() throws {
        let repo = try GitSandbox()
        try repo.write(".huelint.json", #"{"version": 1, "exclude": ["Generated/**"]}"#)
        try repo.write("Generated/Colors.swift", GateSamples.rawColor)
        try repo.write("Bad.swift", "let a = 1\u{0}\n")
        try repo.git("add", ".")
        XCTAssertEqual(repo.huelint(["--staged"]), 0)
        XCTAssertEqual(repo.stdout.text, "warning: Bad.swift: binary file (contains NUL bytes)\n\nNo findings in 0 files.\n")
    }

    func testOutsideAGitRepositoryIsAUsageError() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("huelint-nogit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = CLIHarness.Capture(), err = CLIHarness.Capture()
        let environment = CLIEnvironment(currentDirectory: folder.resolvingSymlinksInPath().path, stdout: out, stderr: err)
        XCTAssertEqual(HueLintCLI.run(arguments: ["--staged"], environment: environment), 2)
        XCTAssertTrue(err.text.hasPrefix("error: --staged needs a git repository, and '"), err.text)
        XCTAssertEqual(out.text, "")
    }

    func testInMemorySourcesGoThroughTheSameEngineAsFiles() throws {
        let repo = try GitSandbox()
        try repo.write("A.swift", GateSamples.rawColor)
        try repo.write("B.swift", "// huelint:disable-next-line hex-color-literal\nlet a = 1\n")
        let fromFiles = LintEngine.run(paths: ["."], currentDirectory: repo.root, configuration: .reportingSingleUse, jobs: 2)
        let sources = ["A.swift", "B.swift"].map { SourceFile(path: $0, text: try! repo.read($0), language: .swift) }
        let fromMemory = LintEngine.run(sources: sources, configuration: .reportingSingleUse, jobs: 2)
        XCTAssertEqual(fromMemory.findings, fromFiles.findings)
        XCTAssertEqual(fromMemory.findings.map(\.ruleID), ["raw-color-initializer", "unused-suppression"])
        XCTAssertEqual(fromMemory.filesLinted, 2)
    }

    private func message(_ text: String) -> String? {
        FileLinter(configuration: .reportingSingleUse).lint(SourceFile(path: "x.swift", text: text, language: .swift)).first?.message
    }
}
