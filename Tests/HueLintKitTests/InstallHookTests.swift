import XCTest
@testable import HueLintCLI
@testable import HueLintKit

/// `huelint install-hook`, and the hook it writes running for real under `git commit`.
final class InstallHookTests: XCTestCase {
    func testWritesAnExecutableHookAndRefusesToReplaceAnotherWithoutForce() throws {
        let repo = try GitSandbox()
        let hook = repo.root + "/.git/hooks/pre-commit"
        XCTAssertEqual(repo.huelint(["install-hook"], executablePath: "/opt/hue lint/huelint"), 0, repo.stderr.text)
        XCTAssertEqual(repo.stdout.text, "Installed the pre-commit hook at \(hook): 'git commit' now runs 'huelint --staged'.\n")
        let script = try String(contentsOfFile: hook, encoding: .utf8)
        XCTAssertEqual(script, """
            #!/bin/sh
            # HueLint pre-commit hook, written by 'huelint install-hook' (HueLint \(HueLintVersion.current)).
            # Lints the staged content of the staged Swift and Kotlin files; 'git commit --no-verify' skips it.
            huelint='/opt/hue lint/huelint'
            [ -x "$huelint" ] || huelint=huelint
            if [ "$huelint" = huelint ] && ! command -v huelint >/dev/null 2>&1; then
                echo "huelint pre-commit hook: huelint not found; install it, or run 'huelint install-hook --force' again" >&2
                exit 1
            fi
            exec "$huelint" --staged

            """)
        let mode = try XCTUnwrap(FileManager.default.attributesOfItem(atPath: hook)[.posixPermissions] as? Int)
        XCTAssertEqual(mode & 0o777, 0o755)

        XCTAssertEqual(repo.huelint(["install-hook"], executablePath: "/opt/hue lint/huelint"), 0)
        XCTAssertEqual(repo.stdout.text, "The HueLint pre-commit hook is already installed at \(hook).\n")

        try "#!/bin/sh\nmake lint\n".write(toFile: hook, atomically: false, encoding: .utf8)
        XCTAssertEqual(repo.huelint(["install-hook"]), 2)
        XCTAssertEqual(repo.stderr.text, "error: a pre-commit hook already exists at '\(hook)'; rerun with '--force' to replace it, "
                       + "or add 'huelint --staged' to it yourself\n")
        XCTAssertEqual(try String(contentsOfFile: hook, encoding: .utf8), "#!/bin/sh\nmake lint\n", "left untouched")

        XCTAssertEqual(repo.huelint(["install-hook", "--force", "--baseline", "App/base.json", "--fail-on", "warning"], from: ""), 0)
        XCTAssertEqual(repo.stdout.text, "Replaced the pre-commit hook at \(hook): 'git commit' now runs "
                       + "'huelint --staged --baseline App/base.json --fail-on warning'.\n")
        XCTAssertTrue(try String(contentsOfFile: hook, encoding: .utf8).hasSuffix("exec \"$huelint\" --staged --baseline App/base.json --fail-on warning\n"))
    }

    func testHonoursCoreHooksPathAndWorktreesShareTheHook() throws {
        let repo = try GitSandbox()
        try repo.write("README.md", "x\n")
        try repo.git("add", ".")
        try repo.git("commit", "-q", "-m", "base")
        try repo.git("worktree", "add", "-q", "../" + URL(fileURLWithPath: repo.root).lastPathComponent + "-wt")
        let worktree = repo.root + "-wt"
        defer { try? FileManager.default.removeItem(atPath: worktree) }

        // From a subfolder of a linked worktree: the hook goes to the common hooks folder.
        try FileManager.default.createDirectory(atPath: worktree + "/Sub", withIntermediateDirectories: true)
        let out = CLIHarness.Capture(), err = CLIHarness.Capture()
        let environment = CLIEnvironment(currentDirectory: worktree + "/Sub", stdout: out, stderr: err)
        XCTAssertEqual(HueLintCLI.run(arguments: ["install-hook", "--config", "../ci.json"], environment: environment), 0, err.text)
        XCTAssertEqual(out.text, "Installed the pre-commit hook at \(repo.root)/.git/hooks/pre-commit: "
                       + "'git commit' now runs 'huelint --staged --config ci.json'.\n")

        // core.hooksPath (relative to the work tree top) wins, and its folder is created.
        try repo.git("config", "core.hooksPath", "tools/hooks")
        XCTAssertEqual(repo.huelint(["install-hook"], from: ""), 0, repo.stderr.text)
        XCTAssertEqual(repo.stdout.text, "Installed the pre-commit hook at \(repo.root)/tools/hooks/pre-commit: "
                       + "'git commit' now runs 'huelint --staged'.\n")
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: repo.root + "/tools/hooks/pre-commit"))
    }

    func testOutsideARepositoryIsAUsageError() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("huelint-nohook-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = CLIHarness.Capture(), err = CLIHarness.Capture()
        let environment = CLIEnvironment(currentDirectory: folder.resolvingSymlinksInPath().path, stdout: out, stderr: err)
        XCTAssertEqual(HueLintCLI.run(arguments: ["install-hook"], environment: environment), 2)
        XCTAssertTrue(err.text.hasPrefix("error: install-hook needs a git repository"), err.text)
    }

    /// The installed hook under a real `git commit`, with the built `huelint`.
    func testTheHookRejectsAndAcceptsCommitsOnTheirStagedContent() throws {
        let repo = try GitSandbox()
        let binary = try EndToEndTests.binaryPath()
        XCTAssertEqual(repo.huelint(["install-hook"], executablePath: binary), 0, repo.stderr.text)

        func commit() throws -> ReportingTestSupport.ProcessResult {
            try ReportingTestSupport.run("/usr/bin/env", ["git", "commit", "-q", "-m", "change"], in: repo.root,
                                         environment: GitSandbox.gitEnvironment)
        }
        try repo.write("App/Home.swift", GateSamples.rawColor)
        try repo.git("add", ".")
        var result = try commit()
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.contains("App/Home.swift:4:53: error: ") && result.stderr.contains("[raw-color-initializer]"),
                      "git shows the hook's output on standard error: \(result.stderr)")

        // Fixed in the work tree only: still rejected, the staged copy is what counts.
        try repo.write("App/Home.swift", GateSamples.tokenColor)
        XCTAssertEqual(try commit().status, 1)
        try repo.git("add", ".")
        result = try commit()
        XCTAssertEqual(result.status, 0, result.stderr)

        // A bad copy on disk does not block a clean staged one.
        try repo.write("App/Brand.kt", GateSamples.kotlinHex.replacingOccurrences(of: "Color(0xFF0066CC)", with: "MaterialTheme.colorScheme.primary"))
        try repo.git("add", ".")
        try repo.write("App/Brand.kt", GateSamples.kotlinHex)
        result = try commit()
        XCTAssertEqual(result.status, 0, result.stderr)
    }
}
