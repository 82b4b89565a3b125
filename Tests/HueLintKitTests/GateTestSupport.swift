import Foundation
import XCTest
@testable import HueLintCLI
@testable import HueLintKit

/// A temporary git repository for the gate tests, with the CLI run in-process on the real engine.
final class GitSandbox {
    let root: String
    let stdout = CLIHarness.Capture()
    let stderr = CLIHarness.Capture()

    init() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("huelint-gate-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        root = url.resolvingSymlinksInPath().path
        try git("init", "-q", "-b", "main")
        try git("config", "user.email", "dev@example.com")
        try git("config", "user.name", "Dev")
        try git("config", "commit.gpgsign", "false")
        // The samples write each colour once: report them anyway (`reportSingleUseColors`).
        try write(".huelint.json", #"{"reportSingleUseColors": true}"#)
    }

    deinit { try? FileManager.default.removeItem(atPath: root) }

    /// Git's environment without anything an outer git (a hook running the tests) may have set.
    static var gitEnvironment: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        for key in environment.keys where key.hasPrefix("GIT_") { environment[key] = nil }
        environment["GIT_CONFIG_NOSYSTEM"] = "1"
        environment["GIT_CONFIG_GLOBAL"] = "/dev/null"
        return environment
    }

    /// Runs git in `root` (or `directory`); fails the test on a non-zero exit.
    @discardableResult
    func git(_ arguments: String..., in directory: String? = nil, file: StaticString = #filePath, line: UInt = #line) throws -> String {
        let result = try ReportingTestSupport.run("/usr/bin/env", ["git"] + arguments, in: directory ?? root,
                                                  environment: GitSandbox.gitEnvironment)
        XCTAssertEqual(result.status, 0, "git \(arguments.joined(separator: " ")): \(result.stderr)", file: file, line: line)
        return result.stdoutText
    }

    func write(_ relativePath: String, _ text: String) throws {
        let url = URL(fileURLWithPath: root + "/" + relativePath)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func read(_ relativePath: String) throws -> String {
        try String(contentsOfFile: root + "/" + relativePath, encoding: .utf8)
    }

    /// Runs `huelint <arguments>` in-process from `directory` (relative to root), with the real engine.
    func huelint(_ arguments: [String], from directory: String = "", executablePath: String? = nil) -> Int32 {
        stdout.text = ""
        stderr.text = ""
        let environment = CLIEnvironment(currentDirectory: directory.isEmpty ? root : root + "/" + directory,
                                         stdout: stdout, stderr: stderr, processorCount: 2, executablePath: executablePath)
        return HueLintCLI.run(arguments: arguments, environment: environment)
    }
}

/// Swift and Kotlin sources with known findings, shared by the gate tests.
enum GateSamples {
    /// `raw-color-initializer` on line 4, column 35.
    static let rawColor = """
        import SwiftUI

        struct Home: View {
            var body: some View { Text("a").foregroundColor(Color(red: 0.1, green: 0.2, blue: 0.3)) }
        }

        """
    static let tokenColor = """
        import SwiftUI

        struct Home: View {
            var body: some View { Text("a").foregroundColor(Color.textPrimary) }
        }

        """
    /// `hex-color-literal` on line 5.
    static let kotlinHex = """
        package app

        @Composable
        fun Greeting() {
            Text("Hi", color = Color(0xFF0066CC))
        }

        """

    /// A SwiftUI view using `expression` as a colour on line 2 (after `prefix` lines).
    static func view(_ name: String, _ expression: String) -> String {
        "struct \(name): View {\n    var body: some View { Text(\"x\").background(\(expression)) }\n}\n"
    }

    /// `count` blank lines, to move code down.
    static func blank(_ count: Int) -> String { String(repeating: "\n", count: count) }
}

#if canImport(FoundationXML)
import FoundationXML
#endif

/// Whether text parses as XML, with Foundation's parser.
final class XMLWellFormedness: NSObject, XMLParserDelegate {
    private(set) var isWellFormed = false
    private(set) var problem = ""

    init(_ text: String) {
        super.init()
        let parser = XMLParser(data: Data(text.utf8))
        parser.delegate = self
        isWellFormed = parser.parse()
        if !isWellFormed { problem = parser.parserError.map { String(describing: $0) } ?? "unknown XML error" }
    }
}
