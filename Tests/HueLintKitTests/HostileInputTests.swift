import Foundation
import XCTest
@testable import HueLintCLI
@testable import HueLintKit
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Inputs a hook or CI job meets in the wild (issue 7, "Hostile inputs"): huge files, a minified
/// blob, a huge tree, a huge `.gitignore`, a file that vanishes mid-run, hostile path names,
/// an interrupted `fix` and a reader that hangs up. Each is one test, asserting exact findings,
/// warnings and exit statuses, never timing. Binary, NUL, UTF-16, BOM, CRLF, symlink loops,
/// unreadable files and unusual names are covered in EngineTests and WalkerTests.
final class HostileInputTests: XCTestCase {
    private var root = ""

    override func setUpWithError() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("huelint-hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        root = url.resolvingSymlinksInPath().path
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: root)
    }

    // MARK: Huge inputs

    /// 50 MiB: long indented blank lines with a statement every 4,096 lines; one finding on line
    /// 2, one on the second-to-last line.
    func testFiftyMegabyteFileHasItsFindingsAtTheRightPositions() throws {
        let size = 50 << 20
        var bytes: [UInt8] = []
        bytes.reserveCapacity(size + 256)
        bytes += Array("import SwiftUI\n".utf8)
        bytes += Array((EngineTests.hex + "\n").utf8)
        let blank = [UInt8](repeating: UInt8(ascii: " "), count: 127) + [UInt8(ascii: "\n")]
        var line = 3
        while bytes.count < size {
            if line.isMultiple(of: 4096) {
                bytes += Array("let value\(line) = \(line)\n".utf8)
            } else {
                bytes += blank
            }
            line += 1
        }
        let lastLine = line
        bytes += Array(("    " + EngineTests.raw + "\n").utf8)
        bytes += Array("// end\n".utf8)
        try write("Big.swift", bytes)

        let report = LintEngine.run(paths: ["Big.swift"], currentDirectory: root, configuration: .reportingSingleUse, jobs: 2)
        XCTAssertEqual(list(report), ["Big.swift:2:22 hex-color-literal", "Big.swift:\(lastLine):31 raw-color-initializer"])
        XCTAssertEqual(report.warnings, [])
        XCTAssertEqual(report.filesLinted, 1)
    }

    /// A 1 MiB minified line, no final newline: columns are exact far into the line.
    func testOneMegabyteSingleLineBlob() throws {
        var blob = ""
        var index = 0
        while blob.utf8.count < 700_000 { blob += "let a\(index)=\(index);"; index += 1 }
        let hexColumn = blob.utf8.count + 22
        blob += EngineTests.hex + ";"
        while blob.utf8.count < 1 << 20 { blob += "f(a\(index % 97),[1,2,3]);"; index += 1 }
        let rawColumn = blob.utf8.count + 27
        blob += EngineTests.raw
        try write("min/Blob.swift", Array(blob.utf8))

        let report = LintEngine.run(paths: ["min"], currentDirectory: root, configuration: .reportingSingleUse, jobs: 2)
        XCTAssertEqual(list(report), ["min/Blob.swift:1:\(hexColumn) hex-color-literal",
                                      "min/Blob.swift:1:\(rawColumn) raw-color-initializer"])
        XCTAssertEqual(report.findings.map(\.end.line), [1, 1])
        XCTAssertEqual(report.warnings, [])
    }

    /// A 1 MB line of 50,000 Kotlin colours (a design-tool export): every finding at its exact
    /// column, every snippet cut to about 200 bytes around its finding with the caret on it, the
    /// JSON and SARIF complete, the text showing 100 and counting the rest.
    func testOneMegabyteLineWithFiftyThousandFindings() throws {
        let count = 50_000
        let prefix = "fun c() = /* Grüße 👋 */ listOf("
        let item = "Color(0xFF0066CC)"
        var line = prefix + Array(repeating: item, count: count).joined(separator: ", ") + ")"
        while line.utf8.count < 1_000_000 { line += " " }
        try write("gen/Export.kt", Array((line + "\n").utf8))

        let report = LintEngine.run(paths: ["gen"], currentDirectory: root, configuration: .reportingSingleUse, jobs: 2)
        let firstColumn = prefix.unicodeScalars.count + 1
        let step = (item + ", ").unicodeScalars.count
        XCTAssertEqual(report.findings.count, count)
        XCTAssertEqual(list(report), (0..<count).map { "gen/Export.kt:1:\(firstColumn + $0 * step) hex-color-literal" })
        XCTAssertEqual(report.findings.map(\.end.column), (0..<count).map { firstColumn + $0 * step + item.unicodeScalars.count })
        XCTAssertEqual(Set(report.findings.map(\.fingerprint)).count, count, "occurrences keep fingerprints apart")
        for finding in report.findings {
            XCTAssertLessThanOrEqual(finding.snippet.utf8.count, Snippet.maximumBytes)
            XCTAssertEqual(finding.spanTextOnOneLine, item)
        }
        for index in [0, 1, 2, count / 2, count - 2, count - 1] {
            let finding = report.findings[index]
            let shown = Array(finding.displayedSnippet.unicodeScalars)
            let caret = Array(TextReporter.caretLine(for: finding).unicodeScalars)
            let at = try XCTUnwrap(caret.firstIndex(of: "^"))
            XCTAssertEqual(String(String.UnicodeScalarView(shown[at..<at + item.unicodeScalars.count])), item, "finding \(index)")
            XCTAssertEqual(caret.count - at, item.unicodeScalars.count, "carets under the span, finding \(index)")
            XCTAssertEqual(finding.displayedSnippet.hasPrefix(Snippet.cutMark), finding.start.offset > Snippet.leadBytes, "finding \(index)")
            XCTAssertTrue(finding.displayedSnippet.hasSuffix(Snippet.cutMark), "finding \(index)")
        }

        let context = ReportContext(workingDirectory: root, repositoryRoot: root)
        let json = try ReportingTestSupport.jsonObject(JSONReporter.render(report, context: context))
        let findings = try XCTUnwrap(json["findings"] as? [[String: Any]])
        XCTAssertEqual(findings.count, count)
        XCTAssertEqual(findings.compactMap { ($0["start"] as? [String: Any])?["column"] as? Int },
                       report.findings.map(\.start.column))
        XCTAssertEqual(findings.filter { (($0["snippet"] as? String)?.utf8.count ?? .max) <= Snippet.maximumBytes + 6 }.count, count)

        let sarif = try ReportingTestSupport.jsonObject(SARIFReporter.render(report, context: context))
        let results = try XCTUnwrap(((sarif["runs"] as? [[String: Any]])?.first)?["results"] as? [[String: Any]])
        XCTAssertEqual(results.count, count)
        let lineScalars = Array(line.unicodeScalars)
        for index in [0, count / 3, count - 1] {
            let physical = try XCTUnwrap(((results[index]["locations"] as? [[String: Any]])?.first)?["physicalLocation"] as? [String: Any])
            let region = try XCTUnwrap(physical["region"] as? [String: Any])
            XCTAssertEqual((region["snippet"] as? [String: Any])?["text"] as? String, item)
            // The context region's snippet is exactly the text between its columns.
            let contextRegion = try XCTUnwrap(physical["contextRegion"] as? [String: Any])
            let from = try XCTUnwrap(contextRegion["startColumn"] as? Int), to = try XCTUnwrap(contextRegion["endColumn"] as? Int)
            XCTAssertEqual((contextRegion["snippet"] as? [String: Any])?["text"] as? String,
                           String(String.UnicodeScalarView(lineScalars[(from - 1)..<(to - 1)])))
            XCTAssertLessThanOrEqual(from, try XCTUnwrap(region["startColumn"] as? Int))
            XCTAssertGreaterThanOrEqual(to, try XCTUnwrap(region["endColumn"] as? Int))
        }

        let text = TextReporter.render(report, context: context)
        let diagnostics = text.split(separator: "\n").filter { $0.hasPrefix("gen/Export.kt:1:") }
        XCTAssertEqual(diagnostics.count, TextReporter.shownPerFileAndRule + 1)
        XCTAssertEqual(diagnostics.last, "gen/Export.kt:1:\(firstColumn + 100 * step): note: \(count - 100) more hex-color-literal "
                       + "findings in this file are not shown; the json and sarif formats list them all")
        XCTAssertTrue(text.hasSuffix("Found 50000 findings (50000 errors) in 1 file.\n"), String(text.suffix(200)))
        XCTAssertLessThan(text.utf8.count, 100_000)
    }

    /// 20,000 findings on 20,000 lines, each line short: all reported, each snippet its whole line.
    /// The same list as a named constant at file level is a local palette: none of it is reported,
    /// to its last element (the decision does not walk back over the list).
    func testTwentyThousandFindingsOnTwentyThousandLines() throws {
        let count = 20_000
        let items = String(repeating: "    Color(0xFF0066CC),\n", count: count)
        try write("Constant.kt", Array(("private val c = listOf(\n" + items + ")\n").utf8))
        let constant = LintEngine.run(paths: ["Constant.kt"], currentDirectory: root, configuration: .reportingSingleUse, jobs: 2)
        XCTAssertEqual(list(constant), [])
        let text = "fun c() = listOf(\n" + items + ")\n"
        try write("Gen.kt", Array(text.utf8))
        let report = LintEngine.run(paths: ["Gen.kt"], currentDirectory: root, configuration: .reportingSingleUse, jobs: 2)
        XCTAssertEqual(list(report), (0..<count).map { "Gen.kt:\($0 + 2):5 hex-color-literal" })
        XCTAssertEqual(Set(report.findings.map(\.snippet)), ["    Color(0xFF0066CC),"])
        XCTAssertEqual(Set(report.findings.map(\.displayedSnippet)), ["    Color(0xFF0066CC),"])
        XCTAssertEqual(Set(report.findings.map(\.fingerprint)).count, count)
        let context = ReportContext(workingDirectory: root, repositoryRoot: root)
        let json = try ReportingTestSupport.jsonObject(JSONReporter.render(report, context: context))
        XCTAssertEqual((json["findings"] as? [[String: Any]])?.count, count)
        let rendered = TextReporter.render(report, context: context)
        XCTAssertTrue(rendered.contains("Gen.kt:102:5: note: 19900 more hex-color-literal findings in this file are not shown"))
        XCTAssertEqual(rendered.components(separatedBy: ": error: ").count - 1, 100)
    }

    /// 100,000 files in 100 folders; every 10,000th has a finding, every 1,000th is Kotlin.
    /// Built in /dev/shm where there is one: on a busy disk, creating and deleting 100,000 files
    /// took minutes, linting them seconds.
    func testHundredThousandFileTree() throws {
        if FileManager.default.isWritableFile(atPath: "/dev/shm") {
            let memory = "/dev/shm/huelint-hostile-\(UUID().uuidString)"
            XCTAssertEqual(mkdir(memory, 0o755), 0)
            try? FileManager.default.removeItem(atPath: root)
            root = memory
        }
        var expected: [String] = []
        for folder in 0..<100 {
            let name = String(format: "d%03d", folder)
            XCTAssertEqual(mkdir(root + "/" + name, 0o755), 0)
            for file in 0..<1000 {
                let number = folder * 1000 + file
                let isKotlin = file == 500
                let path = name + String(format: "/F%04d.", file) + (isKotlin ? "kt" : "swift")
                let text: String
                if isKotlin {
                    text = "fun f\(number)() = \(number)\n"
                } else if number.isMultiple(of: 10_000) {
                    text = "import SwiftUI\n" + EngineTests.hex + "\n"
                    expected.append(path + ":2:22 hex-color-literal")
                } else {
                    text = "import SwiftUI\nlet v\(number) = \(number)\n"
                }
                try writeQuickly(path, text)
            }
        }
        let report = LintEngine.run(paths: [], currentDirectory: root, configuration: .reportingSingleUse, jobs: 2)
        XCTAssertEqual(report.filesLinted, 100_000)
        XCTAssertEqual(list(report), expected)
        XCTAssertEqual(expected.count, 10)
        XCTAssertEqual(report.warnings, [])
    }

    /// 10,000 patterns: literal names (at any depth), a glob, a folder, an anchored name, and a
    /// negation after them.
    func testGitIgnoreWithTenThousandPatterns() throws {
        var patterns = (0..<9_996).map { "Gen\($0).swift" }
        patterns += ["*.pb.swift", "Vendor/", "/Root.swift", "!Gen42.swift"]
        XCTAssertEqual(patterns.count, 10_000)
        try write(".gitignore", Array((patterns.joined(separator: "\n") + "\n").utf8))
        let files = ["Gen0.swift", "Gen42.swift", "Gen9995.swift", "Gen9996.swift", "Gen10000.kt", "Models.pb.swift",
                     "Vendor/Lib.swift", "Sources/Vendor/Deep.kt", "Root.swift", "Sub/Root.swift", "Sub/Gen7.swift",
                     "Sub/Gen7.swiftx", "Keep.swift"]
        for file in files { try write(file, Array("let v = 1\n".utf8)) }

        let result = FileWalker().collect([], currentDirectory: root)
        XCTAssertEqual(result.files.map(\.path), ["Gen10000.kt", "Gen42.swift", "Gen9996.swift", "Keep.swift", "Sub/Root.swift"])
        XCTAssertEqual(result.warnings, [])
    }

    // MARK: Files that change under the run

    /// A file found by the walk but deleted before it is read: a warning naming it, the other
    /// files linted, and the exit status the remaining findings decide.
    func testFileDeletedAfterTheWalkIsWarnedAndTheRunGoesOn() throws {
        try write("A.swift", Array((EngineTests.hex + "\n").utf8))
        try write("B.swift", Array("let b = 1\n".utf8))
        try write("C.swift", Array("let c = 1\n".utf8))
        try write(".huelint.json", Array(#"{"reportSingleUseColors": true}"#.utf8))  // A.swift writes its colour once

        func run(deleting name: String) -> (status: Int32, stdout: String, stderr: String) {
            let stdout = CLIHarness.Capture(), stderr = CLIHarness.Capture()
            let environment = CLIEnvironment(currentDirectory: root, stdout: stdout, stderr: stderr) { paths, directory, configuration, jobs in
                let walked = FileWalker(include: configuration.include, exclude: configuration.exclude)
                    .walk(paths, currentDirectory: directory)
                unlink(directory + "/" + name)
                return LintEngine.run(walked: walked, currentDirectory: directory, configuration: configuration, jobs: jobs)
            }
            let status = HueLintCLI.run(arguments: ["--format", "json", "."], environment: environment)
            return (status, stdout.text, stderr.text)
        }

        let first = run(deleting: "B.swift")
        XCTAssertEqual(first.status, 1, first.stderr)
        var report = try ReportingTestSupport.jsonObject(first.stdout)
        XCTAssertEqual((report["findings"] as? [[String: Any]])?.compactMap { $0["file"] as? String }, ["A.swift"])
        XCTAssertEqual(report["warnings"] as? [[String: String]],
                       [["file": "B.swift", "message": "cannot open: No such file or directory"]])
        XCTAssertEqual((report["summary"] as? [String: Any])?["files"] as? Int, 2)

        // With the only finding's file gone, nothing fails the run: the warning alone does not.
        let second = run(deleting: "A.swift")
        XCTAssertEqual(second.status, 0, second.stderr)
        report = try ReportingTestSupport.jsonObject(second.stdout)
        XCTAssertEqual((report["findings"] as? [[String: Any]])?.count, 0)
        XCTAssertEqual(report["warnings"] as? [[String: String]],
                       [["file": "A.swift", "message": "cannot open: No such file or directory"]])
    }

    /// A file made unreadable between the walk and the read: a warning naming it when the
    /// permissions hold (root reads it anyway, and then it is linted), the other files linted.
    func testFileMadeUnreadableAfterTheWalk() throws {
        try write("A.swift", Array((EngineTests.hex + "\n").utf8))
        try write("B.swift", Array((EngineTests.hex + "\n").utf8))
        let walked = FileWalker().walk([], currentDirectory: root)
        XCTAssertEqual(chmod(root + "/B.swift", 0), 0)
        defer { chmod(root + "/B.swift", 0o644) }
        let report = LintEngine.run(walked: walked, currentDirectory: root, configuration: .reportingSingleUse, jobs: 2)
        if access(root + "/B.swift", R_OK) == 0 {
            XCTAssertEqual(list(report), ["A.swift:1:22 hex-color-literal", "B.swift:1:22 hex-color-literal"])
            XCTAssertEqual(report.warnings, [])
        } else {
            XCTAssertEqual(list(report), ["A.swift:1:22 hex-color-literal"])
            XCTAssertEqual(report.warnings, [FileWarning(path: "B.swift", message: "cannot open: Permission denied")])
        }
    }

    // MARK: Hostile path names in reports

    /// A newline in a file name stays one field in every machine-read format.
    func testPathWithANewlineIsEscapedInEveryMachineFormat() throws {
        try write("odd\nname.swift", Array((EngineTests.hex + "\n").utf8))
        let report = LintEngine.run(paths: [], currentDirectory: root, configuration: .reportingSingleUse, jobs: 1)
        XCTAssertEqual(list(report), ["odd\nname.swift:1:22 hex-color-literal"])
        let context = ReportContext(workingDirectory: root, repositoryRoot: root)

        let json = try ReportingTestSupport.jsonObject(JSONReporter.render(report, context: context))
        XCTAssertEqual((json["findings"] as? [[String: Any]])?.first?["file"] as? String, "odd\nname.swift")
        let github = GitHubReporter.render(report, context: context)
        XCTAssertTrue(github.hasPrefix("::error file=odd%0Aname.swift,line=1,col=22,"), github)
        let checkstyle = CheckstyleReporter.render(report, context: context)
        XCTAssertTrue(checkstyle.contains("odd&#10;name.swift\""), checkstyle)
        XCTAssertFalse(checkstyle.contains("odd\nname"), checkstyle)
        let sarif = SARIFReporter.render(report, context: context)
        XCTAssertTrue(sarif.contains("\"uri\" : \"odd%0Aname.swift\"") || sarif.contains("\"uri\": \"odd%0Aname.swift\""), sarif)
    }

    // MARK: Signals

    /// SIGINT while `huelint fix` writes: every file is its original or its fully fixed bytes,
    /// and no temporary file is left. The signal is sent once the first file has been written.
    func testInterruptedFixLeavesEveryFileOldOrNew() throws {
        try write("Theme/Palette.swift", Array("""
            import SwiftUI
            extension Color {
                static let brand = Color(red: 0.0, green: 0.4, blue: 0.8)
            }

            """.utf8))
        let count = 1500
        let original = { (index: Int) in
            "import SwiftUI\nstruct V\(index): View {\n    var body: some View { Text(\"\(index)\").background(Color(hex: \"0066CC\")) }\n}\n"
        }
        let fixed = { (index: Int) in original(index).replacingOccurrences(of: "Color(hex: \"0066CC\")", with: "Color.brand") }
        let paths = (0..<count).map { String(format: "Views/V%04d.swift", $0) }
        XCTAssertEqual(mkdir(root + "/Views", 0o755), 0)
        for (index, path) in paths.enumerated() { try writeQuickly(path, original(index)) }

        let process = Process()
        process.executableURL = URL(fileURLWithPath: try EndToEndTests.binaryPath())
        process.arguments = ["fix", "--jobs", "2", "."]
        process.currentDirectoryURL = URL(fileURLWithPath: root)
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let first = root + "/" + paths[0]
        while process.isRunning && (try? String(contentsOfFile: first, encoding: .utf8)) == original(0) {
            usleep(200)
        }
        process.interrupt()
        process.waitUntilExit()

        var fixedCount = 0
        for (index, path) in paths.enumerated() {
            let text = try String(contentsOfFile: root + "/" + path, encoding: .utf8)
            XCTAssertTrue(text == original(index) || text == fixed(index), "\(path) is neither old nor new:\n\(text)")
            if text == fixed(index) { fixedCount += 1 }
        }
        XCTAssertGreaterThan(fixedCount, 0)
        if process.terminationReason == .uncaughtSignal {
            XCTAssertEqual(process.terminationStatus, SIGINT)
        } else {
            // The run finished before the signal landed: then every file is fixed.
            XCTAssertEqual(process.terminationStatus, 0)
            XCTAssertEqual(fixedCount, count)
        }
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: root + "/Views").filter { $0.hasPrefix(".") }
        XCTAssertEqual(leftovers, [])
    }

    /// `huelint … | head -1` and `huelint fix --diff | head -1`: the first line, nothing on
    /// standard error, and huelint's own exit status rather than death by SIGPIPE.
    func testPipedIntoHeadPrintsTheFirstLineAndExitsQuietly() throws {
        try write("Theme/Palette.swift", Array("import SwiftUI\nextension Color {\n    static let brand = Color(red: 0.0, green: 0.4, blue: 0.8)\n}\n".utf8))
        XCTAssertEqual(mkdir(root + "/Views", 0o755), 0)
        for index in 0..<400 {
            try writeQuickly(String(format: "Views/V%03d.swift", index), "import SwiftUI\n" + EngineTests.hex + "\n")
        }
        let binary = try EndToEndTests.binaryPath()
        let errors = root + "/stderr.txt"
        let script = "\"$0\" $2 2>\"$1\" | head -1; echo \"status ${PIPESTATUS[0]}\""
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"

        let lint = try ReportingTestSupport.run("/usr/bin/env", ["bash", "-c", script, binary, errors, "."],
                                                in: root, environment: environment)
        XCTAssertEqual(lint.stdoutText, "Views/V000.swift:2:22: error: Hardcoded hex colour `0066CC`; use a semantic colour token [hex-color-literal]\nstatus 1\n")
        XCTAssertEqual(try String(contentsOfFile: errors, encoding: .utf8), "")

        let diff = try ReportingTestSupport.run("/usr/bin/env", ["bash", "-c", script, binary, errors, "fix --diff ."],
                                                in: root, environment: environment)
        XCTAssertEqual(diff.stdoutText, "--- a/Views/V000.swift\nstatus 0\n")
        // The summary goes to standard error before or after the pipe closes; nothing else does.
        let diffErrors = try String(contentsOfFile: errors, encoding: .utf8)
        XCTAssertEqual(diffErrors, "Would fix 400 findings in 400 files.\n")
    }

    // MARK: Helpers

    private func list(_ report: LintReport) -> [String] {
        report.findings.map { "\($0.path):\($0.start.line):\($0.start.column) \($0.ruleID)" }
    }

    private func write(_ path: String, _ bytes: [UInt8]) throws {
        let url = URL(fileURLWithPath: root + "/" + path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
    }

    /// One open, write and close: for trees of many files (the folder must exist).
    private func writeQuickly(_ path: String, _ text: String) throws {
        let descriptor = open(root + "/" + path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        defer { close(descriptor) }
        var text = text
        let written = text.withUTF8 { SystemCalls.write(descriptor, $0.baseAddress!, $0.count) }
        guard written == text.utf8.count else { throw POSIXError(.EIO) }
    }
}
