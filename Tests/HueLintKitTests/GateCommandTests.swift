import XCTest
@testable import HueLintCLI
@testable import HueLintKit

/// `--fail-on`, `--baseline`, `baseline create|update`, `--diff-base` and their summary lines,
/// end to end in temporary git repositories.
final class GateCommandTests: XCTestCase {
    // MARK: --fail-on

    func testFailOnEveryLevel() throws {
        // The sample report has one error, one warning and one note.
        let report = ReportSample.report
        XCTAssertEqual(report.findings.map(\.severity), [.error, .warning, .note])
        let withoutError = LintReport(findings: report.findings.filter { $0.severity != .error }, warnings: [], filesLinted: 3, rules: report.rules)
        let notesOnly = LintReport(findings: report.findings.filter { $0.severity == .note }, warnings: [], filesLinted: 3, rules: report.rules)
        let empty = LintReport(findings: [], warnings: report.warnings, filesLinted: 3, rules: report.rules)
        let expectations: [(level: String, all: Int32, withoutError: Int32, notesOnly: Int32, empty: Int32)] = [
            ("error", 1, 0, 0, 0),
            ("warning", 1, 1, 0, 0),
            ("note", 1, 1, 1, 0),
            ("never", 0, 0, 0, 0),
        ]
        for expected in expectations {
            for (sample, status) in [(report, expected.all), (withoutError, expected.withoutError),
                                     (notesOnly, expected.notesOnly), (empty, expected.empty)] {
                let harness = CLIHarness()
                let environment = CLIEnvironment(currentDirectory: harness.directory, stdout: harness.stdout, stderr: harness.stderr) { _, _, _, _ in sample }
                XCTAssertEqual(HueLintCLI.run(arguments: ["--fail-on", expected.level, "--quiet"], environment: environment), status,
                               "--fail-on \(expected.level) with \(sample.findings.map(\.severity.rawValue))")
            }
        }
        XCTAssertEqual(try CommandLineParser.parse([]).failOn, .error, "error by default")
        XCTAssertNil(try CommandLineParser.parse(["--fail-on", "never"]).failOn)
        XCTAssertThrowsError(try CommandLineParser.parse(["--fail-on", "warnings"])) { error in
            XCTAssertEqual((error as? UsageError)?.description,
                           "invalid value 'warnings' for '--fail-on' (one of: error, warning, note, never); did you mean 'warning'?")
        }
    }

    // MARK: Baselines

    func testBaselineCreateHidesKnownFindingsAndReportsNewAndStaleOnes() throws {
        let repo = try GitSandbox()
        try repo.write("App/Home.swift", GateSamples.rawColor)
        try repo.write("App/Brand.kt", GateSamples.kotlinHex)
        XCTAssertEqual(repo.huelint(["baseline", "create", "huelint-baseline.json"]), 0, repo.stderr.text)
        XCTAssertEqual(repo.stdout.text, "Recorded 2 findings in huelint-baseline.json.\n")
        XCTAssertEqual(try repo.read("huelint-baseline.json"), """
            {
              "version": 1,
              "tool": "HueLint",
              "entries": [
                {"file": "App/Brand.kt", "rule": "hex-color-literal", "text": "Color(0xFF0066CC)", "occurrence": 0},
                {"file": "App/Home.swift", "rule": "raw-color-initializer", "text": "Color(red:0.1,green:0.2,blue:0.3)", "occurrence": 0}
              ]
            }

            """)
        XCTAssertEqual(repo.huelint(["baseline", "create", "huelint-baseline.json"]), 2, "create never overwrites by accident")
        XCTAssertTrue(repo.stderr.text.contains("already exists"), repo.stderr.text)

        XCTAssertEqual(repo.huelint(["--baseline", "huelint-baseline.json"]), 0)
        XCTAssertEqual(repo.stdout.text, """
            No findings in 2 files.
            Hidden by the baseline huelint-baseline.json: 2 findings (recorded there as accepted).

            """)

        // Move the Swift colour 30 lines down, fix the Kotlin one, add a second identical Swift colour.
        try repo.write("App/Home.swift", GateSamples.blank(30) + GateSamples.rawColor + """
            func again() -> Color { Color(red: 0.1, green: 0.2, blue: 0.3) }

            """)
        try repo.write("App/Brand.kt", GateSamples.kotlinHex.replacingOccurrences(of: "Color(0xFF0066CC)", with: "MaterialTheme.colorScheme.primary"))
        XCTAssertEqual(repo.huelint(["--baseline", "../huelint-baseline.json", "--format", "github"], from: "App"), 1, repo.stderr.text)
        XCTAssertEqual(repo.stdout.text.split(separator: "\n").filter { !$0.hasPrefix("::") && !$0.hasPrefix("  1") }, [
            "Found 1 finding (1 error) in 2 files.",
            "Hidden by the baseline ../huelint-baseline.json: 1 finding (recorded there as accepted).",
            "Stale in the baseline ../huelint-baseline.json: 1 entry whose finding is gone; "
                + "'huelint baseline update ../huelint-baseline.json' drops it:",
            "  App/Brand.kt: hex-color-literal Color(0xFF0066CC) (occurrence 0)",
        ])
        XCTAssertTrue(repo.stdout.text.hasPrefix("::error file=App/Home.swift,line=36,"), repo.stdout.text)
    }

    func testBaselineUpdateIsARatchet() throws {
        let repo = try GitSandbox()
        try repo.write("A.swift", GateSamples.rawColor)
        try repo.write("B.kt", GateSamples.kotlinHex)
        XCTAssertEqual(repo.huelint(["baseline", "create", "b.json"]), 0)
        let created = try repo.read("b.json")

        // A new finding appears and an old one is fixed: update drops the fixed one only.
        try repo.write("B.kt", "package app\n")  // fixed
        try repo.write("C.swift", GateSamples.rawColor)
        XCTAssertEqual(repo.huelint(["baseline", "update", "b.json"]), 0)
        XCTAssertEqual(repo.stdout.text, """
            Updated b.json: removed 1 stale entry, added 0; 1 entry remains.
            1 finding not in the baseline was left out; fix it, or record it with 'huelint baseline update b.json --add'.

            """)
        XCTAssertEqual(try repo.read("b.json"), try Baseline(entries: Baseline.parse(Array(created.utf8), file: "b.json").entries.filter { $0.file == "A.swift" }).rendered())
        XCTAssertEqual(repo.huelint(["--baseline", "b.json", "--quiet"]), 1, "the new finding is still reported")

        // Entries of files outside the linted paths are kept.
        try repo.write("A.swift", GateSamples.tokenColor)
        XCTAssertEqual(repo.huelint(["baseline", "update", "b.json", "C.swift"]), 0)
        XCTAssertEqual(repo.stdout.text.split(separator: "\n").first, "Updated b.json: removed 0 stale entries, added 0; 1 entry remains.")

        XCTAssertEqual(repo.huelint(["baseline", "update", "b.json", "--add"]), 0)
        XCTAssertEqual(repo.stdout.text, "Updated b.json: removed 1 stale entry, added 1; 1 entry remains.\n")
        XCTAssertEqual(try Baseline.load(fromFile: repo.root + "/b.json").entries.map(\.file), ["C.swift"])
        XCTAssertEqual(repo.huelint(["--baseline", "b.json", "--quiet"]), 0)

        XCTAssertEqual(repo.huelint(["baseline", "update", "missing.json"]), 2)
        XCTAssertEqual(repo.stderr.text, "error: no baseline 'missing.json' to update; 'huelint baseline create missing.json' makes one\n")
        XCTAssertEqual(repo.huelint(["baseline", "creat", "x.json"]), 2)
        XCTAssertEqual(repo.stderr.text, "error: unknown baseline action 'creat' (one of: create, update); did you mean 'huelint baseline create'?\n"
                       + "Run 'huelint --help' for usage.\n")
        XCTAssertEqual(repo.huelint(["baseline", "create", "x.json", "--add"]), 2)
        XCTAssertEqual(repo.huelint(["--baseline", "nope.json"]), 2)
        XCTAssertEqual(repo.stderr.text, "error: cannot read the baseline '\(repo.root)/nope.json'\n")
    }

    // MARK: --diff-base

    func testDiffBaseReportsOnlyLinesAddedOrChangedSinceTheMergeBase() throws {
        let repo = try GitSandbox()
        try repo.write("App/Old.swift", GateSamples.rawColor)
        try repo.write("App/Moved.swift", GateSamples.rawColor.replacingOccurrences(of: "Home", with: "Moved"))
        try repo.git("add", ".")
        try repo.git("commit", "-q", "-m", "base")
        try repo.git("checkout", "-q", "-b", "feature")

        // On the branch: one new colour in an old file, a renamed file, a new committed file,
        // an untracked file; meanwhile main gains a colour the branch must not be blamed for.
        try repo.write("App/Old.swift", GateSamples.rawColor + GateSamples.view("Extra", "Color(hex: \"FF0000\")"))
        try repo.git("mv", "App/Moved.swift", "App/Renamed View.swift")
        try repo.write("App/New.kt", GateSamples.kotlinHex)
        try repo.git("add", ".")
        try repo.git("commit", "-q", "-m", "feature")
        try repo.write("App/Untracked.swift", GateSamples.view("Untracked", "Color(hex: \"00FF00\")"))
        try repo.git("checkout", "-q", "main")
        try repo.write("App/Main.swift", GateSamples.view("Main", "Color(hex: \"0000FF\")"))
        try repo.git("add", "App/Main.swift")
        try repo.git("commit", "-q", "-m", "main moves on")
        try repo.git("checkout", "-q", "feature")

        XCTAssertEqual(repo.huelint(["--diff-base", "main", "--format", "json"], from: "App"), 1, repo.stderr.text)
        let json = try ReportingTestSupport.jsonObject(repo.stdout.text)
        let findings = try XCTUnwrap(json["findings"] as? [[String: Any]])
        XCTAssertEqual(findings.map { "\($0["file"] ?? ""):\(($0["start"] as? [String: Any])?["line"] ?? 0)" },
                       ["New.kt:5", "Old.swift:7", "Untracked.swift:2"])
        let gate = try XCTUnwrap(json["gate"] as? [String: Any])
        XCTAssertEqual(gate["diffBase"] as? String, "main")
        XCTAssertEqual(gate["hiddenByDiff"] as? Int, 2, "the old colour in Old.swift and the one in the renamed file")
        let mergeBase = try repo.git("merge-base", "main", "feature").trimmingCharacters(in: .whitespacesAndNewlines)
        XCTAssertEqual(gate["diffCommit"] as? String, String(mergeBase.prefix(12)))

        // Text summary, with a baseline too: the baseline is applied first.
        XCTAssertEqual(repo.huelint(["baseline", "create", "b.json", "Untracked.swift"], from: "App"), 0)
        XCTAssertEqual(repo.huelint(["--diff-base", "main", "--baseline", "b.json", "--quiet"], from: "App"), 1)
        XCTAssertEqual(repo.stdout.text.components(separatedBy: "\n").filter { $0.contains(": error: ") }.map { String($0.prefix(11)) },
                       ["New.kt:5:24", "Old.swift:7"])
        XCTAssertEqual(repo.huelint(["--diff-base", "main", "--baseline", "b.json"], from: "App"), 1)
        XCTAssertTrue(repo.stdout.text.hasSuffix("""
            Hidden by the baseline b.json: 1 finding (recorded there as accepted).
            Hidden by --diff-base main: 2 findings (on lines not added or changed since commit \(mergeBase.prefix(12))).

            """), repo.stdout.text)

        // --staged with --diff-base compares the index, where the untracked file is not.
        XCTAssertEqual(repo.huelint(["--staged", "--diff-base", "main", "--quiet"], from: "App"), 0)

        XCTAssertEqual(repo.huelint(["--diff-base", "no-such-branch"]), 2)
        XCTAssertEqual(repo.stderr.text, "error: --diff-base: unknown revision 'no-such-branch' (fetch it first, e.g. 'git fetch origin main')\n")
    }

    /// Run from outside the repository on a path inside it: git is asked from the path's folder
    /// (or the folder of a file), not from the current folder, which is in no repository.
    func testDiffBaseFindsTheRepositoryOfTheLintedPath() throws {
        let repo = try GitSandbox()
        try repo.write("App/Old.swift", GateSamples.rawColor)
        try repo.git("add", ".")
        try repo.git("commit", "-q", "-m", "base")
        try repo.git("checkout", "-q", "-b", "feature")
        try repo.write("App/Old.swift", GateSamples.rawColor + GateSamples.view("Extra", "Color(hex: \"FF0000\")"))
        let outside = FileManager.default.temporaryDirectory.appendingPathComponent("huelint-outside-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: outside) }
        let outsidePath = outside.resolvingSymlinksInPath().path

        for path in [repo.root + "/App", repo.root + "/App/Old.swift", repo.root] {
            let stdout = CLIHarness.Capture(), stderr = CLIHarness.Capture()
            let environment = CLIEnvironment(currentDirectory: outsidePath, stdout: stdout, stderr: stderr, processorCount: 2)
            let status = HueLintCLI.run(arguments: ["--diff-base", "main", "--format", "json", "--config", repo.root + "/.huelint.json", path],
                                        environment: environment)
            XCTAssertEqual(status, 1, "\(path): \(stderr.text)")
            XCTAssertEqual(stderr.text, "", path)
            let json = try ReportingTestSupport.jsonObject(stdout.text)
            let findings = try XCTUnwrap(json["findings"] as? [[String: Any]])
            XCTAssertEqual(findings.map { "\($0["file"] ?? ""):\(($0["start"] as? [String: Any])?["line"] ?? 0)" },
                           [repo.root + "/App/Old.swift:7"], path)
            XCTAssertEqual((json["gate"] as? [String: Any])?["hiddenByDiff"] as? Int, 1, path)
        }
    }

    // MARK: Formats

    func testCheckstyleIsWellFormedAndRepositoryRelative() throws {
        var report = ReportSample.report
        report.findings[0].message = "Hex <\"0066CC\"> & more\nline two"
        let xml = CheckstyleReporter.render(report, context: ReportSample.context)
        XCTAssertEqual(xml, """
            <?xml version="1.0" encoding="UTF-8"?>
            <checkstyle version="4.3">
              <file name="ios/App/Views/Home.swift">
                <error line="12" column="35" severity="error" message="Hex &lt;&quot;0066CC&quot;&gt; &amp; more&#10;line two" source="huelint.hex-color-literal"/>
                <error line="20" column="21" severity="warning" message="Colour from channel values; use a semantic token" source="huelint.raw-color-initializer"/>
              </file>
              <file name="ios/App/Views/Profile View.swift">
                <error line="4" column="16" severity="info" message="`Color.white` at 50%, fixed: it stays white in dark mode" source="huelint.direct-palette-reference"/>
              </file>
            </checkstyle>

            """)
        XCTAssertEqual(CheckstyleReporter.render(LintReport(findings: [], warnings: [], filesLinted: 0, rules: []), context: ReportSample.context),
                       "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n</checkstyle>\n")
        var control = ""
        CheckstyleReporter.appendEscaped("a\u{01}b\tc", to: &control)
        XCTAssertEqual(control, "a\u{FFFD}b&#9;c")
        let parser = XMLWellFormedness(xml)
        XCTAssertTrue(parser.isWellFormed, parser.problem)
    }

    func testSARIFCarriesTheCategoryAndTheGateNotes() throws {
        var summary = GateSummary()
        summary.baselinePath = "b.json"
        summary.hiddenByBaseline = 4
        let context = ReportContext(workingDirectory: "/work/app/ios", repositoryRoot: "/work/app", category: "huelint/ios", gate: summary)
        let sarif = SARIFReporter.render(ReportSample.report, context: context)
        XCTAssertTrue(sarif.contains(#""id": "huelint/ios/""#))
        XCTAssertTrue(sarif.contains(#""text": "Hidden by the baseline b.json: 4 findings (recorded there as accepted).""#))
        XCTAssertTrue(sarif.contains(#""uri": "ios/App/Views/Home.swift""#))
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("gate-\(UUID().uuidString).sarif").path
        defer { try? FileManager.default.removeItem(atPath: file) }
        try sarif.write(toFile: file, atomically: false, encoding: .utf8)
        try ReportingTestSupport.assertValidSARIF(file)
    }

    func testSummaryLinesSayWhatWasHiddenAndWhy() {
        var summary = GateSummary()
        XCTAssertEqual(summary.lines(), [])
        summary.baselinePath = ".huelint-baseline.json"
        summary.hiddenByBaseline = 1
        summary.diffBase = "origin/main"
        summary.diffCommit = "1a2b3c4d5e6f"
        summary.hiddenByDiff = 0
        summary.staleEntries = [BaselineEntry(file: "A.swift", rule: "hex-color-literal", text: "Color(hex:\"F00\")", occurrence: 2),
                                BaselineEntry(file: "B.kt", rule: "direct-palette-reference", text: "Color.Red", occurrence: 0)]
        XCTAssertEqual(summary.lines(), [
            "Hidden by the baseline .huelint-baseline.json: 1 finding (recorded there as accepted).",
            "Hidden by --diff-base origin/main: 0 findings (on lines not added or changed since commit 1a2b3c4d5e6f).",
            "Stale in the baseline .huelint-baseline.json: 2 entries whose findings are gone; "
                + "'huelint baseline update .huelint-baseline.json' drops them:",
            "  A.swift: hex-color-literal Color(hex:\"F00\") (occurrence 2)",
            "  B.kt: direct-palette-reference Color.Red (occurrence 0)",
        ])
        let quiet = TextReporter.render(ReportSample.report, context: ReportContext(workingDirectory: "/w", quiet: true, gate: summary))
        XCTAssertFalse(quiet.contains("Hidden"), "--quiet prints findings only")
    }
}
