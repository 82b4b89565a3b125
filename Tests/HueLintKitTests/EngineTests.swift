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

/// The lint engine on real folders: what files it reads or skips and why, positions under every
/// line ending, deterministic order whatever the worker count, and how config shapes findings.
///
/// Findings are compared as exact "path:line:column rule" lists (in report order), never counts.
final class EngineTests: XCTestCase {
    // Statements with a known finding; see SuppressionTests for the columns.
    static let hex = #"Text("h").background(Color(hex: "0066CC"))"#                             // hex-color-literal at 22
    static let raw = #"Text("r").foregroundColor(Color(red: 0.1, green: 0.2, blue: 0.3))"#      // raw-color-initializer at 27
    static let both = #"Text("b").foregroundColor(Color(red: 0.1, green: 0.2, blue: 0.3)).background(Color(hex: "0066CC"))"#
    static let hexK = #"    Text("h", color = Color(0xFF0066CC))"#                            // hex-color-literal at 23

    private var root = ""

    override func setUpWithError() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("huelint-engine-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        root = url.resolvingSymlinksInPath().path
    }

    override func tearDownWithError() throws {
        // Restore permissions a test may have removed, so the folder can be deleted as any user.
        if let walker = FileManager.default.enumerator(atPath: root) {
            for case let relative as String in walker { chmod(root + "/" + relative, 0o755) }
        }
        try? FileManager.default.removeItem(atPath: root)
    }

    // MARK: Helpers

    private func write(_ path: String, _ text: String) throws {
        try write(path, bytes: Array(text.utf8))
    }

    private func write(_ path: String, bytes: [UInt8]) throws {
        let url = URL(fileURLWithPath: root + "/" + path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
    }

    private func lintTree(_ paths: [String] = [], config: String? = nil, jobs: Int = 4) throws -> LintReport {
        var configuration = try config.map { try Configuration.parse(Array($0.utf8), file: "test.json") } ?? .defaults
        // Unless a test says otherwise, its trees are a file or two, not a project: every colour counts.
        if !(config ?? "").contains("reportSingleUseColors") { configuration.reportsSingleUseColors = true }
        return LintEngine.run(paths: paths, currentDirectory: root, configuration: configuration, jobs: jobs)
    }

    private func list(_ findings: [Finding]) -> [String] {
        findings.map { "\($0.path):\($0.start.line):\($0.start.column) \($0.ruleID)" }
    }

    private func listWithSeverity(_ findings: [Finding]) -> [String] {
        findings.map { "\($0.path):\($0.start.line):\($0.start.column) \($0.ruleID) \($0.severity.rawValue)" }
    }

    private func lines(_ lines: [String], _ newline: String = "\n") -> String {
        lines.joined(separator: newline) + newline
    }

    // MARK: Project colours

    /// A screen filled with the project's own near-black is always dark, so its greys are not
    /// reported; the catalog that says so loads beside the lint, and files that asked before it
    /// loaded are linted again: the findings are the same at every worker count.
    func testAScreenFilledWithAProjectNearBlackIsDarkAtEveryWorkerCount() throws {
        try write("App/Theme/Retro.swift", "import SwiftUI\nextension Color {\n    static let retroBlack = Color(red: 0.05, green: 0.05, blue: 0.1)\n}\n")
        let dark = "import SwiftUI\nstruct SyncView: View {\n    var body: some View {\n        ZStack {\n"
            + "            Color.retroBlack.ignoresSafeArea()\n            Text(\"Last sync\").foregroundStyle(.gray)\n        }\n    }\n}\n"
        let plain = "import SwiftUI\nstruct ListView: View {\n    var body: some View {\n        Text(\"Last sync\").foregroundStyle(.gray)\n    }\n}\n"
        for index in 0..<40 { try write("App/Views/Sync\(index).swift", dark) }
        try write("App/Views/List.swift", plain)
        for jobs in [1, 2, 8] {
            XCTAssertEqual(list(try lintTree(jobs: jobs).findings), ["App/Views/List.swift:4:43 direct-palette-reference"], "jobs \(jobs)")
        }
    }

    /// The names of the project's near-black colours may not be known while a file is linted: the
    /// file is then marked to be linted again, and once they are known it is linted as if they had
    /// been from the start. A file that never needs them is not marked.
    func testAFileThatNeedsTheCatalogBeforeItLoadsIsLintedAgain() throws {
        let dark = SourceFile(path: "App/Sync.swift", text: "import SwiftUI\nstruct SyncView: View {\n    var body: some View {\n"
            + "        ZStack {\n            Color.retroBlack.ignoresSafeArea()\n            Text(\"Last sync\").foregroundStyle(.gray)\n"
            + "        }\n    }\n}\n", language: .swift)
        let plain = SourceFile(path: "App/List.swift", text: "import SwiftUI\nstruct ListView: View {\n    var body: some View {\n"
            + "        Text(\"Last sync\").foregroundStyle(.gray)\n    }\n}\n", language: .swift)
        var linter = FileLinter(configuration: .defaults)
        let loading = Eventually<TokenFixes?>()
        linter.eventualTokenFixes = loading
        let early = linter.lintFile(dark)
        XCTAssertEqual(early.lintAgain?.path, "App/Sync.swift")
        XCTAssertEqual(early.findings.map(\.ruleID), ["direct-palette-reference"], "without the names the screen is not known to be dark")
        XCTAssertNil(linter.lintFile(plain).lintAgain, "no project colour fills this screen: nothing to look up")
        let tokens = [DesignToken(name: "retroBlack", swift: "Color.retroBlack", light: RGBA(hex: "0D0D1A", order: .rgba)!, source: "Theme.swift:2")]
        loading.resolve(TokenFixes(catalog: TokenCatalog(tokens: tokens)))
        let again = linter.lintFile(dark)
        XCTAssertNil(again.lintAgain)
        XCTAssertEqual(again.findings.map(\.ruleID), [])
    }

    /// A system red beside the project's own status red is reported with that token, a system blue is
    /// not; files linted before the catalog loads are settled after the lint, not linted again, and the
    /// findings are the same at every worker count.
    func testASystemRedBesideTheProjectsStatusRedIsReportedAtEveryWorkerCount() throws {
        try write("App/Theme/UIColor+Status.swift", "import UIKit\nextension UIColor {\n"
            + "    static let statusColorRed = UIColor(red: 1, green: 0, blue: 0.18, alpha: 1)\n}\n")
        let red = "import SwiftUI\nstruct ErrorRow: View {\n    var body: some View {\n        Image(systemName: \"xmark\").foregroundStyle(.red)\n    }\n}\n"
        let blue = "import SwiftUI\nstruct LinkRow: View {\n    var body: some View {\n        Image(systemName: \"link\").foregroundStyle(.blue)\n    }\n}\n"
        for index in 0..<30 { try write("App/Views/Error\(index).swift", red) }
        try write("App/Views/Link.swift", blue)
        // A choice between a green the project has no token for and a grey: the grey is reported, whenever the catalog loads.
        try write("App/Views/Boost.swift", "import SwiftUI\nstruct Boost: View {\n    var boosted: Bool\n    var body: some View {\n"
            + "        Text(\"3\").foregroundColor(boosted ? Color.green : Color.gray)\n    }\n}\n")
        let expected = ((0..<30).map { "App/Views/Error\($0).swift:4:52 direct-palette-reference" }
            + ["App/Views/Boost.swift:5:59 direct-palette-reference"]).sorted()
        for jobs in [1, 2, 8] {
            let findings = try lintTree(jobs: jobs).findings
            XCTAssertEqual(list(findings), expected, "jobs \(jobs)")
            XCTAssertEqual(Set(findings.filter { $0.path != "App/Views/Boost.swift" }.map(\.message)),
                           ["System colour `.red` where the project has its own red, `statusColorRed`: use the project's token"], "jobs \(jobs)")
        }
    }

    /// A run over a folder of several repositories lints each with its own design system: Alpha's
    /// status red makes Alpha's `.red` a finding, not Beta's. A repository inside another (Alpha's
    /// vendored design system) is part of it, and a walked folder inside a repository sees no split.
    func testEachRepositoryOfARunIsLintedWithItsOwnTokens() throws {
        let red = "import SwiftUI\nstruct ErrorRow: View {\n    var body: some View {\n        Image(systemName: \"xmark\").foregroundStyle(.red)\n    }\n}\n"
        try write("Alpha/.git/HEAD", "ref: refs/heads/main\n")
        try write("Alpha/Vendor/DesignSystem/.git", "gitdir: ../../.git/modules/DesignSystem\n")
        try write("Alpha/Vendor/DesignSystem/UIColor+Status.swift", "import UIKit\nextension UIColor {\n"
            + "    static let statusColorRed = UIColor(red: 1, green: 0, blue: 0.18, alpha: 1)\n}\n")
        try write("Alpha/Views/Error.swift", red)
        try write("Beta/.git/HEAD", "ref: refs/heads/main\n")
        try write("Beta/Views/Error.swift", red)
        for jobs in [1, 4] {
            let report = try lintTree(jobs: jobs)
            XCTAssertEqual(list(report.findings), ["Alpha/Views/Error.swift:4:52 direct-palette-reference"], "jobs \(jobs)")
            XCTAssertEqual(report.filesLinted, 3)
        }
        let walk = ProjectScan.walk([root], currentDirectory: root, configuration: .defaults, jobs: 2)
        XCTAssertEqual(walk.byRepository().map(\.root), [root + "/Alpha", root + "/Beta"])
        XCTAssertEqual(walk.byRepository().map { $0.walk.files.map(\.path) },
                       [["Alpha/Vendor/DesignSystem/UIColor+Status.swift", "Alpha/Views/Error.swift"], ["Beta/Views/Error.swift"]])
        // Inside a repository, its nested one does not split the walk.
        let inside = ProjectScan.walk([root + "/Alpha/Vendor"], currentDirectory: root, configuration: .defaults, jobs: 2)
        XCTAssertEqual(inside.byRepository().count, 1)
        XCTAssertEqual(inside.repositoryRoots, [root + "/Alpha", root + "/Alpha/Vendor/DesignSystem"])
    }

    /// A system red or green met before the catalog has loaded sends its file to be linted again, as
    /// the dark surfaces do: once the catalog is known it is reported only with a token of its hue.
    func testASystemStatusHueLintedBeforeTheCatalogLoadsIsLintedAgain() {
        func file(_ hue: String) -> SourceFile {
            SourceFile(path: "App/Row.swift", text: "import SwiftUI\nstruct Row: View {\n    var body: some View {\n"
                + "        Image(systemName: \"xmark\").foregroundStyle(.\(hue))\n    }\n}\n", language: .swift)
        }
        var linter = FileLinter(configuration: .defaults)
        let loading = Eventually<TokenFixes?>()
        linter.eventualTokenFixes = loading
        let early = [linter.lintFile(file("red")), linter.lintFile(file("blue"))]
        XCTAssertEqual(early.map { $0.lintAgain?.path }, ["App/Row.swift", nil], "blue is no status hue: nothing to look up")
        XCTAssertEqual(early.flatMap(\.findings).count, 0)
        let token = DesignToken(name: "StatusColorRed", swift: "Color(\"StatusColorRed\")", light: RGBA(hex: "FF002E", order: .rgba)!,
                                source: "Assets.xcassets/StatusColorRed.colorset")
        loading.resolve(TokenFixes(catalog: TokenCatalog(tokens: [token])))
        let red = linter.lintFile(file("red"))
        XCTAssertNil(red.lintAgain)
        XCTAssertEqual(red.findings.map(\.message),
                       ["System colour `.red` where the project has its own red, `StatusColorRed`: use the project's token"])
        XCTAssertEqual(red.findings.first?.fix?.edits.last?.replacement, "Color(\"StatusColorRed\")")
        XCTAssertEqual(linter.lintFile(file("green")).findings.count, 0, "no green token")
        // A destructive button's red is the red its role stands for, project token or not.
        let swipe = SourceFile(path: "App/Row.swift", text: "import SwiftUI\nstruct Row: View {\n    var body: some View {\n"
            + "        Text(\"x\").swipeActions {\n            Button(role: .destructive) {\n                delete()\n"
            + "            } label: {\n                Label(\"Delete\", systemImage: \"trash\")\n            }\n            .tint(.red)\n"
            + "            Button(\"Flag\") { flag() }.tint(.red)\n        }\n    }\n}\n", language: .swift)
        XCTAssertEqual(linter.lintFile(swipe).findings.map { "\($0.start.line):\($0.start.column)" }, ["11:44"])
    }

    /// An app that forces dark mode on every window at launch has no light screen: its greys and
    /// whites are not reported anywhere. Forcing it behind the user's choice does not count. The
    /// setup files are read beside the lint, and a check that needs the answer waits for it: the
    /// findings are the same at every worker count.
    func testAnAppForcedDarkAtLaunchHasNoLightScreens() throws {
        let view = "import SwiftUI\nstruct ListView: View {\n    var body: some View {\n        Text(\"Last sync\").foregroundStyle(.gray)\n    }\n}\n"
        for index in 0..<30 { try write("App/Views/List\(index).swift", view) }
        try write("App/AppDelegate.swift", "import AppKit\nfinal class AppDelegate: NSObject, NSApplicationDelegate {\n"
            + "    func applicationDidFinishLaunching(_ notification: Notification) {\n        if Settings.dark {\n"
            + "            NSApp.appearance = NSAppearance(named: .darkAqua)\n        }\n    }\n}\n")
        for jobs in [1, 2, 8] {
            XCTAssertEqual(list(try lintTree(jobs: jobs).findings),
                           (0..<30).map { "App/Views/List\($0).swift:4:43 direct-palette-reference" }.sorted(), "jobs \(jobs)")
        }
        try write("App/AppDelegate.swift", "import AppKit\nfinal class AppDelegate: NSObject, NSApplicationDelegate {\n"
            + "    func applicationDidFinishLaunching(_ notification: Notification) {\n        NSApp.appearance = NSAppearance(named: .darkAqua)\n    }\n}\n")
        for jobs in [1, 2, 8] {
            XCTAssertEqual(list(try lintTree(jobs: jobs).findings), [], "jobs \(jobs)")
        }
    }

    func testAnImplicitMemberPassedToTheAppsOwnFunctionIsAProjectEnumsCase() throws {
        let screen = "import UIKit\nfinal class DoneViewController: UIViewController {\n    func done() {\n"
            + "        ToastManager.show(text: \"Saved\", color: .green)\n        view.backgroundColor = .red\n"
            + "        button.setTitleColor(.red, for: .normal)\n    }\n}\n"
        try write("App/DoneViewController.swift", screen)
        let everyReport = ["App/DoneViewController.swift:4:49 direct-palette-reference", "App/DoneViewController.swift:5:32 direct-palette-reference",
                           "App/DoneViewController.swift:6:30 direct-palette-reference"]
        XCTAssertEqual(list(try lintTree().findings), everyReport)
        // An enum of the project with a `green` case: `.green` there is `ToastColor.green`, at every worker count.
        try write("App/Toasts/ToastManager.swift", "import UIKit\nenum ToastColor: Int {\n    case green = 0, blue\n    case red\n}\n")
        for jobs in [1, 4] {
            XCTAssertEqual(list(try lintTree(jobs: jobs).findings), Array(everyReport.dropFirst()))
        }
        // Cases of a nested type are not the enum's.
        try write("App/Toasts/ToastManager.swift", "import UIKit\nenum Toasts {\n    struct Style { func pick() { switch x { case green: break } } }\n}\n")
        XCTAssertEqual(list(try lintTree().findings), everyReport)
    }

    // MARK: Files that cannot be linted

    func testBinaryFileNamedSwiftIsWarnedAndTheRunGoesOn() throws {
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52,
                            0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0x08, 0x06, 0x00, 0x00, 0x00, 0x1F, 0x15, 0xC4]
        try write("App/Image.swift", bytes: png)
        try write("App/Screen.swift", lines([Self.hex]))
        try write("Zed/Last.swift", lines(["let x = 1", Self.raw]))
        let report = try lintTree()
        XCTAssertEqual(report.warnings, [FileWarning(path: "App/Image.swift", message: "binary file (contains NUL bytes)")])
        XCTAssertEqual(list(report.findings), ["App/Screen.swift:1:22 hex-color-literal", "Zed/Last.swift:2:27 raw-color-initializer"])
        XCTAssertEqual(report.filesLinted, 2)
    }

    func testTextFileWithANULByteIsSkippedAsBinary() throws {
        try write("App/Nul.swift", bytes: Array((Self.hex + "\n").utf8) + [0] + Array("\n".utf8))
        try write("App/Nul.kt", bytes: [0])
        try write("App/Ok.swift", lines([Self.hex]))
        let report = try lintTree()
        XCTAssertEqual(report.warnings, [
            FileWarning(path: "App/Nul.kt", message: "binary file (contains NUL bytes)"),
            FileWarning(path: "App/Nul.swift", message: "binary file (contains NUL bytes)"),
        ])
        XCTAssertEqual(list(report.findings), ["App/Ok.swift:1:22 hex-color-literal"])
        XCTAssertEqual(report.filesLinted, 1)
    }

    func testInvalidUTF8IsSkippedWithTheByteOffset() throws {
        // "let a = 1\n" is 10 bytes; then a lead byte followed by a non-continuation byte.
        try write("Latin1.swift", bytes: Array("let a = 1\n".utf8) + [0xC3, 0x28] + Array(Self.hex.utf8))
        try write("Ok.swift", lines(["let ü = \"é\"", Self.hex]))
        let report = try lintTree()
        XCTAssertEqual(report.warnings, [FileWarning(path: "Latin1.swift", message: "not valid UTF-8 (byte offset 10)")])
        XCTAssertEqual(list(report.findings), ["Ok.swift:2:22 hex-color-literal"])
        XCTAssertEqual(report.filesLinted, 1)
    }

    /// One read asks for a byte beyond the size fstat gave; every size around the read and page
    /// boundaries comes back whole, and a file whose size fstat does not know (procfs reports 0)
    /// is read to its end.
    func testFilesAreReadWholeAtEverySizeAroundTheBoundaries() throws {
        for size in [0, 1, 2, 4095, 4096, 4097, 65_535, 65_536, 65_537, 1 << 20] {
            let bytes = (0..<size).map { UInt8(ascii: "a") + UInt8($0 % 26) }
            try write("Size\(size).swift", bytes: bytes)
            guard case .source(let read) = FileReader.read(root + "/Size\(size).swift") else { return XCTFail("size \(size)") }
            XCTAssertEqual(read, bytes, "size \(size)")
        }
        #if os(Linux)
        guard case .source(let status) = FileReader.read("/proc/self/status") else { return XCTFail("/proc/self/status") }
        XCTAssertTrue(String(decoding: status, as: UTF8.self).contains("\nPid:"))
        XCTAssertEqual(status.last, UInt8(ascii: "\n"))
        #endif
    }

    func testUTF8ValidationRejectsEveryMalformedSequence() {
        let cases: [(bytes: [UInt8], offset: Int?)] = [
            (Array("plain ascii".utf8), nil),
            (Array("é ü 中 🎨".utf8), nil),
            ([0x80], 0),                                  // stray continuation byte
            ([0x61, 0xC0, 0xAF], 1),                      // overlong "/"
            ([0xE0, 0x80, 0xAF], 0),                      // overlong 3-byte
            ([0xED, 0xA0, 0x80], 0),                      // UTF-16 surrogate
            ([0xF4, 0x90, 0x80, 0x80], 0),                // above U+10FFFF
            ([0x61, 0x62, 0xE2, 0x82], 2),                // truncated at end of file
            ([0xF8, 0x88, 0x80, 0x80, 0x80], 0),          // 5-byte form
            ([0x61, 0xFF], 1),
        ]
        for (bytes, offset) in cases {
            XCTAssertEqual(FileReader.firstInvalidUTF8(bytes), offset, "\(bytes)")
        }
    }

    /// The scan skips clean ASCII 32 and 8 bytes at a time: a NUL, a bad byte or a multi-byte
    /// character at any offset, near either end of a stride, is still found.
    func testUTF8ScanFindsEachProblemAtEveryOffset() {
        let ascii = [UInt8](repeating: UInt8(ascii: "a"), count: 100)
        for offset in 0..<ascii.count {
            var withNUL = ascii; withNUL[offset] = 0
            XCTAssertEqual(FileReader.scan(withNUL), .nul, "NUL at \(offset)")
            var withBadByte = ascii; withBadByte[offset] = 0xFF
            XCTAssertEqual(FileReader.scan(withBadByte), .invalidUTF8(offset), "0xFF at \(offset)")
            let withAccent = Array(ascii[..<offset]) + Array("é".utf8) + Array(ascii[offset...])
            XCTAssertEqual(FileReader.scan(withAccent), .valid, "é at \(offset)")
            let truncated = Array(ascii[..<offset]) + [0xC3]
            XCTAssertEqual(FileReader.scan(truncated), .invalidUTF8(offset), "cut é at \(offset)")
        }
    }

    func testUTF16WithByteOrderMarkIsWarned() throws {
        let text = Array("let a = 1\n".utf16)
        try write("LittleEndian.swift", bytes: [0xFF, 0xFE] + text.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
        try write("BigEndian.kt", bytes: [0xFE, 0xFF] + text.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] })
        try write("NoMark.swift", bytes: text.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
        try write("Ok.swift", lines([Self.hex]))
        let report = try lintTree()
        XCTAssertEqual(report.warnings, [
            FileWarning(path: "BigEndian.kt", message: "UTF-16 text is not supported; convert the file to UTF-8"),
            FileWarning(path: "LittleEndian.swift", message: "UTF-16 text is not supported; convert the file to UTF-8"),
            FileWarning(path: "NoMark.swift", message: "binary file (contains NUL bytes)"),
        ])
        XCTAssertEqual(list(report.findings), ["Ok.swift:1:22 hex-color-literal"])
        XCTAssertEqual(report.filesLinted, 1)
    }

    func testUnreadableFileIsWarnedOrLintedWhenPrivilegesAllowIt() throws {
        try write("App/Locked.swift", lines([Self.hex]))
        try write("App/Open.swift", lines(["let x = 1", Self.hex]))
        let locked = root + "/App/Locked.swift"
        XCTAssertEqual(chmod(locked, 0o000), 0)
        // Root (as in many CI containers) can read a mode-000 file; anyone else cannot.
        let fd = open(locked, O_RDONLY)
        let readable = fd >= 0
        if readable { close(fd) }
        let report = try lintTree()
        if readable {
            XCTAssertEqual(report.warnings, [])
            XCTAssertEqual(list(report.findings), ["App/Locked.swift:1:22 hex-color-literal", "App/Open.swift:2:22 hex-color-literal"])
            XCTAssertEqual(report.filesLinted, 2)
        } else {
            XCTAssertEqual(report.warnings, [FileWarning(path: "App/Locked.swift", message: "cannot open: Permission denied")])
            XCTAssertEqual(list(report.findings), ["App/Open.swift:2:22 hex-color-literal"])
            XCTAssertEqual(report.filesLinted, 1)
        }
    }

    func testMissingExplicitPathIsWarnedAndTheOtherPathsAreLinted() throws {
        try write("App/A.swift", lines([Self.hex]))
        let report = try lintTree(["Nope.swift", "App"])
        XCTAssertEqual(report.warnings, [FileWarning(path: "Nope.swift", message: "no such file or directory")])
        XCTAssertEqual(list(report.findings), ["App/A.swift:1:22 hex-color-literal"])
    }

    // MARK: Encodings and line endings

    func testUTF8ByteOrderMarkFileIsLintedWithCorrectLines() throws {
        let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
        try write("Bom.swift", bytes: bom + Array(lines(["import SwiftUI", Self.hex, "    " + Self.raw]).utf8))
        try write("Bom.kt", bytes: bom + Array(lines(["fun Screen() {", Self.hexK, "}"]).utf8))
        let report = try lintTree()
        XCTAssertEqual(report.warnings, [])
        XCTAssertEqual(list(report.findings), ["Bom.kt:2:23 hex-color-literal", "Bom.swift:2:22 hex-color-literal",
                                               "Bom.swift:3:31 raw-color-initializer"])
        XCTAssertEqual(report.findings.map(\.snippet), [Self.hexK, Self.hex, "    " + Self.raw])
    }

    func testUTF8ByteOrderMarkDoesNotShiftColumnsOnLineOne() throws {
        // Editors do not show a byte-order mark: the `C` of `Color` is column 22 with or without one.
        try write("Bom.swift", bytes: [0xEF, 0xBB, 0xBF] + Array(lines([Self.hex]).utf8))
        let report = try lintTree()
        XCTAssertEqual(report.warnings, [])
        XCTAssertEqual(list(report.findings), ["Bom.swift:1:22 hex-color-literal"])
    }

    func testUTF8ByteOrderMarkBeforeASuppression() throws {
        try write("Bom.swift", bytes: [0xEF, 0xBB, 0xBF] + Array(lines(["// huelint:disable-next-line hex-color-literal", Self.hex, Self.hex]).utf8))
        let report = try lintTree()
        XCTAssertEqual(report.warnings, [])
        XCTAssertEqual(list(report.findings), ["Bom.swift:3:22 hex-color-literal"])
    }

    func testCRLFAndLoneCRLineEndingsGiveCorrectLines() throws {
        let body = [
            "import SwiftUI",                               // 1
            "/* a block comment",                           // 2
            "   over three lines */",                       // 3
            #"let s = """"#,                                // 4
            "  a multi-line string",                        // 5
            #"  """"#,                                      // 6
            Self.hex,                                       // 7
            "// huelint:disable-next-line hex-color-literal", // 8: unused (line 9 has only raw)
            "    " + Self.raw,                              // 9
            "",                                             // 10
            Self.both,                                      // 11
        ]
        for (name, newline) in [("CRLF", "\r\n"), ("CR", "\r"), ("LF", "\n")] {
            try write("\(name).swift", lines(body, newline))
        }
        let report = try lintTree()
        XCTAssertEqual(report.warnings, [])
        var expected: [String] = []
        for name in ["CR", "CRLF", "LF"] {
            expected += ["\(name).swift:7:22 hex-color-literal", "\(name).swift:8:1 unused-suppression",
                         "\(name).swift:9:31 raw-color-initializer", "\(name).swift:11:27 raw-color-initializer",
                         "\(name).swift:11:78 hex-color-literal"]
        }
        XCTAssertEqual(list(report.findings), expected)
        for finding in report.findings {
            XCTAssertFalse(finding.snippet.contains("\r") || finding.snippet.contains("\n"), finding.snippet.debugDescription)
            XCTAssertEqual(finding.end.line, finding.start.line, "\(finding.path):\(finding.start.line)")
        }
        XCTAssertEqual(report.findings.filter { $0.path == "CR.swift" }.map(\.snippet), [
            Self.hex, "// huelint:disable-next-line hex-color-literal", "    " + Self.raw, Self.both, Self.both,
        ])
    }

    func testMixedLineEndingsInOneFile() throws {
        try write("Mixed.kt", "fun Screen() {\r\n" + Self.hexK + "\r" + "    val x = 1\n" + Self.hexK + "\r\n}")
        let report = try lintTree()
        XCTAssertEqual(list(report.findings), ["Mixed.kt:2:23 hex-color-literal", "Mixed.kt:4:23 hex-color-literal"])
    }

    /// Files without `\r` take a memchr path, the rest a byte loop: both give the same line starts.
    func testLineIndexStartsWithAndWithoutCarriageReturns() {
        func starts(_ text: String) -> [Int] { LineIndex(bytes: Array(text.utf8)).lineStarts }
        XCTAssertEqual(starts(""), [0])
        XCTAssertEqual(starts("a"), [0])
        XCTAssertEqual(starts("\n"), [0, 1])
        XCTAssertEqual(starts("ab\n\ncd\nef"), [0, 3, 4, 7])
        XCTAssertEqual(starts("ab\n\ncd\n"), [0, 3, 4, 7])
        XCTAssertEqual(starts("ab\r\n\r\ncd\r\nef"), [0, 4, 6, 10])
        XCTAssertEqual(starts("ab\r\rcd\ref\n"), [0, 3, 4, 7, 10])
        XCTAssertEqual(starts("\r"), [0, 1])
    }

    func testEmptyFolderLintsNothing() throws {
        try FileManager.default.createDirectory(atPath: root + "/Empty", withIntermediateDirectories: true)
        let report = try lintTree(["Empty"], jobs: 8)
        XCTAssertEqual(list(report.findings), [])
        XCTAssertEqual(report.warnings, [])
        XCTAssertEqual(report.filesLinted, 0)
    }

    func testEmptyAndWhitespaceOnlyFilesHaveNoFindingsAndNoWarnings() throws {
        try write("Empty.swift", bytes: [])
        try write("Empty.kt", bytes: [])
        try write("Blank.swift", "   \n\t\n\r\n  \r  ")
        try write("Blank.kts", "\n\n\n")
        let report = try lintTree()
        XCTAssertEqual(report.warnings, [])
        XCTAssertEqual(list(report.findings), [])
        XCTAssertEqual(report.filesLinted, 4)
    }

    func testColumnsCountUnicodeScalars() throws {
        try write("Wide.swift", lines(["let greeting = \"👋🏽 中文\"; " + Self.hex]))
        let report = try lintTree()
        // `let greeting = "👋🏽 中文"; ` is 24 scalars (👋🏽 is two), so `Color` starts at column 25 + 21.
        XCTAssertEqual(list(report.findings), ["Wide.swift:1:46 hex-color-literal"])
    }

    // MARK: Order and determinism

    func testFindingsAreSortedByPathBytesLineColumnAndRule() throws {
        for path in ["b.swift", "a/z.swift", "A.swift", "a.swift", "a-b.swift"] {
            try write(path, lines([Self.both, "// huelint:disable-next-line raw-color-initializer", Self.hex]))
        }
        let report = try lintTree()
        var expected: [String] = []
        for path in ["A.swift", "a-b.swift", "a.swift", "a/z.swift", "b.swift"] {
            expected += ["\(path):1:27 raw-color-initializer", "\(path):1:78 hex-color-literal",
                         "\(path):2:1 unused-suppression", "\(path):3:22 hex-color-literal"]
        }
        XCTAssertEqual(list(report.findings), expected)
    }

    func testReportOrderBreaksTiesByRuleThenMessage() {
        func finding(_ path: String, _ line: Int, _ column: Int, _ rule: String, _ message: String = "m") -> Finding {
            let location = SourceLocation(line: line, column: column, offset: 0)
            return Finding(ruleID: rule, severity: .error, path: path, range: ByteRange(0, 1), start: location,
                           end: location, message: message, snippet: "", context: .code)
        }
        let shuffled = [
            finding("b.swift", 1, 1, "a-rule"), finding("a.swift", 2, 1, "a-rule"), finding("a.swift", 1, 9, "a-rule"),
            finding("a.swift", 1, 2, "z-rule", "y"), finding("a.swift", 1, 2, "z-rule", "x"), finding("a.swift", 1, 2, "b-rule"),
            finding("a.swift", 10, 1, "a-rule"), finding("B.swift", 99, 99, "z-rule"),
        ]
        let sorted = shuffled.sorted(by: Finding.reportOrder)
        XCTAssertEqual(sorted.map { "\($0.path):\($0.start.line):\($0.start.column) \($0.ruleID) \($0.message)" }, [
            "B.swift:99:99 z-rule m", "a.swift:1:2 b-rule m", "a.swift:1:2 z-rule x", "a.swift:1:2 z-rule y",
            "a.swift:1:9 a-rule m", "a.swift:2:1 a-rule m", "a.swift:10:1 a-rule m", "b.swift:1:1 a-rule m",
        ])
    }

    /// Writes a tree of 200 files of several kinds and returns the findings they must produce.
    private func writeGeneratedTree() throws -> [String] {
        var expected: [String] = []
        for i in 0..<200 {
            let folder = "Mod\(i % 7)/Sub\(i % 3)"
            switch i % 8 {
            case 0:
                let path = "\(folder)/File\(i).swift"
                try write(path, lines(["import SwiftUI", Self.hex, Self.raw]))
                expected += ["\(path):2:22 hex-color-literal", "\(path):3:27 raw-color-initializer"]
            case 1:
                let path = "\(folder)/File\(i).swift"
                try write(path, lines(["// huelint:disable-next-line hex-color-literal -- ok", Self.hex, Self.both]))
                expected += ["\(path):3:27 raw-color-initializer", "\(path):3:78 hex-color-literal"]
            case 2:
                let path = "\(folder)/File\(i).swift"
                try write(path, lines(["let spacing = \(i) // huelint:disable-line raw-color-initializer"]))
                expected += ["\(path):1:\(i < 10 ? 17 : i < 100 ? 18 : 19) unused-suppression"]
            case 3:
                let path = "\(folder)/File\(i).kt"
                try write(path, lines(["fun Screen() {", Self.hexK, "}"], "\r\n"))
                expected += ["\(path):2:23 hex-color-literal"]
            case 4:
                try write("\(folder)/Clean\(i).swift", lines(["let value\(i) = \(i)"]))
            case 5:
                try write("\(folder)/Theme/Palette\(i).swift", lines([Self.hex, Self.raw]))
            case 6:
                let path = "\(folder)/Emoji\(i).swift"
                try write(path, lines(["// 🎨 颜色 couleur", "let s = \"🎨\"; " + Self.hex], "\r"))
                expected += ["\(path):2:35 hex-color-literal"]
            default:
                let path = "\(folder)/File\(i).swift"
                try write(path, lines(["/* huelint:disable */", Self.both, "/* huelint:enable */", Self.hex]))
                expected += ["\(path):4:22 hex-color-literal"]
            }
        }
        try write("Mod0/Settings.swift", lines(["struct SettingsView: View {", "    @AppStorage(\"isDark\") var isDark = false", "}"]))
        try write("Mod6/Profile.swift", lines(["func load() -> Bool {", "    UserDefaults.standard.bool(forKey: \"darkMode\")", "}"]))
        try write("Mod3/Broken.swift", bytes: [0x00, 0x01])
        expected += ["Mod0/Settings.swift:2:5 scattered-theme-storage", "Mod6/Profile.swift:2:5 scattered-theme-storage"]
        return expected.sorted { a, b in
            let (pa, ra) = split(a), (pb, rb) = split(b)
            if pa != pb { return pa.utf8.lexicographicallyPrecedes(pb.utf8) }
            return ra.lexicographicallyPrecedes(rb) { x, y in x < y }
        }
    }

    /// "path:line:column rule" → (path, [line, column]); rules never tie at one position here.
    private func split(_ entry: String) -> (String, [Int]) {
        let parts = entry.split(separator: " ")[0].split(separator: ":")
        return (String(parts[0]), [Int(parts[1])!, Int(parts[2])!])
    }

    func testOneWorkerAndEightWorkersGiveByteIdenticalReports() throws {
        let expected = try writeGeneratedTree()
        // The project-wide rule is opt-in: on here, so its cross-file conclusion is compared too.
        let one = try lintTree(config: SuppressionTests.themeOn, jobs: 1)
        XCTAssertEqual(list(one.findings), expected)
        XCTAssertEqual(one.warnings, [FileWarning(path: "Mod3/Broken.swift", message: "binary file (contains NUL bytes)")])
        XCTAssertEqual(one.filesLinted, 202)
        let context = ReportContext(workingDirectory: root, toolVersion: "test")
        for jobs in [8, 8, 3, 64, 0] {
            let many = try lintTree(config: SuppressionTests.themeOn, jobs: jobs)
            XCTAssertEqual(many.findings, one.findings, "jobs \(jobs)")
            XCTAssertEqual(many.warnings, one.warnings, "jobs \(jobs)")
            XCTAssertEqual(many.filesLinted, one.filesLinted, "jobs \(jobs)")
            for format in ReportFormat.allCases {
                XCTAssertEqual(format.render(many, context: context), format.render(one, context: context), "\(format) with \(jobs) jobs")
            }
        }
    }

    func testTokenFixesFromAPaletteInTheTreeAreTheSameForAnyJobCount() throws {
        // The catalog comes from a palette file the walk finds; every worker count fixes alike.
        try write("App/Theme/BrandColors.swift", lines([
            "import SwiftUI", "", "extension Color {", "    static let brandPrimary = Color(red: 0, green: 0.4, blue: 0.8)", "}",
        ]))
        try write("App/Home/HomeView.swift", lines([
            "import SwiftUI", "", "struct HomeView: View {", "    var body: some View {",
            "        Text(\"Hi\").foregroundColor(Color(hex: \"0066CC\"))", "    }", "}",
        ]))
        let one = try lintTree(jobs: 1)
        XCTAssertEqual(one.findings.map { "\($0.path):\($0.start.line):\($0.start.column) \($0.ruleID) \($0.fix?.title ?? "no fix")" },
                       ["App/Home/HomeView.swift:5:36 hex-color-literal Replace with `Color.brandPrimary`"])
        for jobs in [2, 4, 16] {
            let many = try lintTree(jobs: jobs)
            XCTAssertEqual(many.findings, one.findings, "jobs \(jobs)")
            XCTAssertEqual(many.warnings, one.warnings, "jobs \(jobs)")
            XCTAssertEqual(many.filesLinted, 2, "jobs \(jobs)")
        }
    }

    // MARK: Config

    func testOverridesChangeSeverityAndSwitchRulesOffPerGlob() throws {
        for path in ["App/A.swift", "Legacy/Old.swift", "Legacy/Keep.swift", "Legacy/Deep/Older.swift"] {
            try write(path, lines([Self.both]))
        }
        let config = """
            {"overrides": [
              {"files": ["Legacy/**"], "rules": {"hex-color-literal": "note", "raw-color-initializer": "off"}},
              {"files": ["Legacy/Keep.swift"], "rules": {"raw-color-initializer": {"severity": "warning"}}}
            ]}
            """
        let report = try lintTree(config: config)
        XCTAssertEqual(listWithSeverity(report.findings), [
            "App/A.swift:1:27 raw-color-initializer error",
            "App/A.swift:1:78 hex-color-literal error",
            "Legacy/Deep/Older.swift:1:78 hex-color-literal note",
            "Legacy/Keep.swift:1:27 raw-color-initializer warning",
            "Legacy/Keep.swift:1:78 hex-color-literal note",
            "Legacy/Old.swift:1:78 hex-color-literal note",
        ])
    }

    func testOverrideSwitchesOnARuleThatIsOffAtTopLevel() throws {
        try write("App/A.swift", lines([Self.both]))
        try write("Strict/B.swift", lines([Self.both]))
        let config = #"{"rules": {"hex-color-literal": "off"}, "overrides": [{"files": ["Strict/**"], "rules": {"hex-color-literal": "warning"}}]}"#
        let report = try lintTree(config: config)
        XCTAssertEqual(listWithSeverity(report.findings), [
            "App/A.swift:1:27 raw-color-initializer error",
            "Strict/B.swift:1:27 raw-color-initializer error",
            "Strict/B.swift:1:78 hex-color-literal warning",
        ])
    }

    func testSuppressionOfARuleAnOverrideSwitchesOffForThePathIsNotReported() throws {
        try write("Legacy/Old.swift", lines(["// huelint:disable-next-line hex-color-literal -- kept until the redesign", Self.hex]))
        let config = #"{"overrides": [{"files": ["Legacy/**"], "rules": {"hex-color-literal": "off"}}]}"#
        let report = try lintTree(config: config)
        XCTAssertEqual(list(report.findings), [])
    }

    private func writeContextFiles() throws {
        try write("App/Screen.swift", lines(["import SwiftUI", Self.both]))
        try write("App/Preview.swift", lines(["import SwiftUI", "#Preview {", "    " + Self.both, "}"]))
        try write("AppTests/ScreenTests.swift", lines(["import XCTest", "func testIt() {", "    " + Self.both, "}"]))
    }

    func testPreviewAndTestFindingsAreOffByDefault() throws {
        try writeContextFiles()
        let report = try lintTree(config: #"{"rules": {"raw-color-initializer": "note"}}"#)
        XCTAssertEqual(listWithSeverity(report.findings), [
            "App/Screen.swift:2:27 raw-color-initializer note",
            "App/Screen.swift:2:78 hex-color-literal error",
        ])
        XCTAssertEqual(report.findings.map(\.context), [.code, .code])
    }

    func testContextsTurnPreviewsAndTestsOnForEveryRule() throws {
        try writeContextFiles()
        let report = try lintTree(config: #"{"rules": {"raw-color-initializer": "note"}, "contexts": {"preview": "warning", "test": "warning"}}"#)
        XCTAssertEqual(listWithSeverity(report.findings), [
            "App/Preview.swift:3:31 raw-color-initializer note",
            "App/Preview.swift:3:82 hex-color-literal warning",
            "App/Screen.swift:2:27 raw-color-initializer note",
            "App/Screen.swift:2:78 hex-color-literal error",
            "AppTests/ScreenTests.swift:3:31 raw-color-initializer note",
            "AppTests/ScreenTests.swift:3:82 hex-color-literal warning",
        ])
        XCTAssertEqual(report.findings.map(\.context), [.preview, .preview, .code, .code, .test, .test])
    }

    func testContextsLowerPreviewSeverityAndOffDropsTestFindings() throws {
        try writeContextFiles()
        let report = try lintTree(config: #"{"contexts": {"preview": "note", "test": "off"}}"#)
        XCTAssertEqual(listWithSeverity(report.findings), [
            "App/Preview.swift:3:31 raw-color-initializer note",
            "App/Preview.swift:3:82 hex-color-literal note",
            "App/Screen.swift:2:27 raw-color-initializer error",
            "App/Screen.swift:2:78 hex-color-literal error",
        ])
    }

    func testContextsCanKeepPreviewFindingsAtError() throws {
        try writeContextFiles()
        let report = try lintTree(config: #"{"contexts": {"preview": "error"}}"#)
        XCTAssertEqual(listWithSeverity(report.findings), [
            "App/Preview.swift:3:31 raw-color-initializer error",
            "App/Preview.swift:3:82 hex-color-literal error",
            "App/Screen.swift:2:27 raw-color-initializer error",
            "App/Screen.swift:2:78 hex-color-literal error",
        ])
    }

    func testPaletteFilesGlobExemptsFiles() throws {
        // File names that do not look like palettes: only the globs and overrides decide here.
        for path in ["Brand/Screen.swift", "Sub/Brand/Deep/More.swift", "Theme/Screen.swift", "App/Special.swift",
                     "App/Screen.swift", "Brand/Leaky.swift"] {
            try write(path, lines([Self.both]))
        }
        let config = """
            {"paletteFiles": ["**/Brand/**"],
             "overrides": [{"files": ["App/Special.swift"], "paletteFile": true},
                           {"files": ["Brand/Leaky.swift"], "paletteFile": false}]}
            """
        let report = try lintTree(config: config)
        // `paletteFiles` replaces the default list, so Theme/ is no longer exempt.
        XCTAssertEqual(list(report.findings), [
            "App/Screen.swift:1:27 raw-color-initializer", "App/Screen.swift:1:78 hex-color-literal",
            "Brand/Leaky.swift:1:27 raw-color-initializer", "Brand/Leaky.swift:1:78 hex-color-literal",
            "Theme/Screen.swift:1:27 raw-color-initializer", "Theme/Screen.swift:1:78 hex-color-literal",
        ])
    }

    func testDefaultPaletteFoldersAreExempt() throws {
        for path in ["App/Theme/Screen.swift", "ui/theme/Home.kt", "DesignSystem/Buttons.swift", "App/Screen.swift"] {
            try write(path, path.hasSuffix(".kt") ? lines(["fun c() {", Self.hexK, "}"]) : lines([Self.both]))
        }
        let report = try lintTree()
        XCTAssertEqual(list(report.findings), ["App/Screen.swift:1:27 raw-color-initializer", "App/Screen.swift:1:78 hex-color-literal"])
    }

    func testGeneratedFileHeadersExemptTheFile() throws {
        try write("Gen/Assets.swift", lines(["// swiftlint:disable all", "// Generated using SwiftGen — https://github.com/SwiftGen/SwiftGen", "", Self.both]))
        try write("Gen/Marked.swift", lines(["// @generated by a script", Self.both]))
        try write("Gen/Proto.kt", lines(["// Code generated by protoc-gen-kotlin. DO NOT EDIT.", "fun c() {", Self.hexK, "}"]))
        try write("Gen/Icons.swift", lines(["//", "//  Icons.swift", "//  Generated by a vector-drawing tool", "//", Self.both]))
        try write("Gen/Handwritten.swift", lines(["// Written by hand", Self.both]))
        let report = try lintTree()
        XCTAssertEqual(report.warnings, [])
        XCTAssertEqual(list(report.findings), ["Gen/Handwritten.swift:2:27 raw-color-initializer", "Gen/Handwritten.swift:2:78 hex-color-literal"])
        XCTAssertEqual(report.filesLinted, 5)
    }

    func testIncludeAndExcludeGlobs() throws {
        for path in ["App/A.swift", "App/Deep/B.swift", "App/Legacy/C.swift", "App/SkipMe.swift", "App/G.kt",
                     "Shared/D.kt", "Shared/Deep/E.kt", "Other/F.swift"] {
            try write(path, path.hasSuffix(".kt") ? lines(["fun c() {", Self.hexK, "}"]) : lines([Self.hex]))
        }
        let config = #"{"include": ["App/**/*.swift", "Shared/*.kt"], "exclude": ["**/Legacy/**", "App/Skip*.swift"]}"#
        let report = try lintTree(config: config)
        XCTAssertEqual(list(report.findings), [
            "App/A.swift:1:22 hex-color-literal", "App/Deep/B.swift:1:22 hex-color-literal", "Shared/D.kt:2:23 hex-color-literal",
        ])
        XCTAssertEqual(report.filesLinted, 3)

        // A file named on the command line is linted whatever the globs say.
        let explicit = try lintTree(["App/SkipMe.swift", "Other/F.swift"], config: config)
        XCTAssertEqual(list(explicit.findings), ["App/SkipMe.swift:1:22 hex-color-literal", "Other/F.swift:1:22 hex-color-literal"])
    }

    // MARK: In memory

    func testFileLinterInMemoryMatchesTheEngine() throws {
        let code = lines(["import SwiftUI", "// huelint:disable-next-line raw-color-initializer", Self.both, "let x = 1 // huelint:disable-line", Self.hex])
        try write("App/Screen.swift", code)
        let onDisk = try lintTree().findings
        let inMemory = FileLinter(configuration: .reportingSingleUse).lint(SourceFile(path: "App/Screen.swift", text: code, language: .swift))
        XCTAssertEqual(list(inMemory), ["App/Screen.swift:3:78 hex-color-literal", "App/Screen.swift:4:11 unused-suppression",
                                        "App/Screen.swift:5:22 hex-color-literal"])
        XCTAssertEqual(inMemory, onDisk)
    }

    func testFileLinterFindingCarriesRangeSnippetAndFingerprint() {
        let code = "let x = 1\n" + Self.hex + "\n" + Self.hex + "\n"
        let found = FileLinter(configuration: .defaults).lint(SourceFile(path: "A.swift", text: code, language: .swift))
        XCTAssertEqual(list(found), ["A.swift:2:22 hex-color-literal", "A.swift:3:22 hex-color-literal"])
        XCTAssertEqual(found.map(\.message), ["Hardcoded hex colour `0066CC`; use a semantic colour token",
                                              "Hardcoded hex colour `0066CC`; use a semantic colour token"])
        let first = found[0]
        let bytes = Array(code.utf8)
        XCTAssertEqual(String(decoding: bytes[first.range.start..<first.range.end], as: UTF8.self), #"Color(hex: "0066CC")"#)
        XCTAssertEqual(first.start.offset, first.range.start)
        XCTAssertEqual(first.end.offset, first.range.end)
        XCTAssertEqual(first.end.column, 42)
        XCTAssertEqual(first.snippet, Self.hex)
        XCTAssertEqual(first.fingerprint.count, 16)
        // Same text twice: occurrence makes the fingerprints differ.
        XCTAssertNotEqual(found[0].fingerprint, found[1].fingerprint)
    }

    /// A hex or channel value written at one place only is left out unless the config asks; written
    /// twice, in any files and spellings, both are reported; near a project token, it is reported once too.
    func testSingleUseColoursCountOverTheLintedFiles() throws {
        try write("App/Gold.swift", "let a = Text(\"a\").background(Color(hex: \"F5C542\"))\n")
        try write("App/Badge.swift", "let b = Badge().tint(Color(red: 245 / 255, green: 197 / 255, blue: 66 / 255).opacity(0.3))\n"
                  + "let c = Text(\"c\").foregroundColor(Color(hex: \"7A3E9D\"))\n"
                  + "let d = Text(\"d\").foregroundColor(Color(hex: \"0066CD\"))\n")
        let counted = ##"{"reportSingleUseColors": false, "tokens": [{"name": "accent", "swift": "Color.accent", "light": "#0066CC"}]}"##
        XCTAssertEqual(list(try lintTree(config: counted).findings),
                       ["App/Badge.swift:1:22 raw-color-initializer", "App/Badge.swift:3:35 hex-color-literal", "App/Gold.swift:1:30 hex-color-literal"])
        // One file of the two: its value is written once there.
        XCTAssertEqual(list(try lintTree(["App/Gold.swift"], config: counted).findings), [])
        XCTAssertThrowsError(try Configuration.parse(Array(#"{"reportSingleUseColors": "sometimes"}"#.utf8), file: "c.json")) { error in
            XCTAssertTrue(String(describing: error).contains(#"$.reportSingleUseColors (line 1): expected true, false or "newCode""#),
                          String(describing: error))
        }
        let every = ##"{"reportSingleUseColors": true, "tokens": [{"name": "accent", "swift": "Color.accent", "light": "#0066CC"}]}"##
        XCTAssertEqual(list(try lintTree(config: every).findings),
                       ["App/Badge.swift:1:22 raw-color-initializer", "App/Badge.swift:2:35 hex-color-literal",
                        "App/Badge.swift:3:35 hex-color-literal", "App/Gold.swift:1:30 hex-color-literal"])
    }

    /// The lint reports a gradient's hardcoded stops once, at the first; `fix`, `audit` and `migrate`
    /// turn the grouping off and see every stop.
    func testGradientStopsAreOneFindingUnlessEveryStopIsAsked() {
        let code = "let fill = LinearGradient(colors: [Color(hex: \"03A9F4\"), Color(hex: \"50D0F1\"), Color(hex: \"0066CC\")], "
            + "startPoint: .top, endPoint: .bottom)"
        func sites(_ configuration: Configuration) -> [String] {
            RuleTestSupport.lint(code, language: .swift, path: "App/Banner.swift", configuration: configuration)
                .map { "\($0.start.line):\($0.start.column) \($0.ruleID)" }
        }
        XCTAssertEqual(sites(.reportingSingleUse), ["1:36 hex-color-literal"])
        var everyStop = Configuration.reportingSingleUse
        everyStop.groupsGradientStops = false
        XCTAssertEqual(sites(everyStop), ["1:36 hex-color-literal", "1:58 hex-color-literal", "1:80 hex-color-literal"])
        XCTAssertEqual(FileLinter.outermostCount([ByteRange(0, 10), ByteRange(2, 8), ByteRange(12, 20), ByteRange(14, 15)]), 2)
    }

    /// A colour named once as a constant at file or type level is a local token to the lint; the
    /// audit and migrations (which set `reportsNamedColorConstants`) list it as a hardcoded colour.
    /// A computed property or a local is a use.
    func testNamedColourConstantsAreTokensToTheLintAndColoursToTheAudit() throws {
        let code = """
            private let brandBlue = Color(hex: "0066CC")
            struct Badge: View {
                let title = "New"
                let padding = 8.0
                let radius = 4.0
                let lineWidth = 2.0
                private static let ring = Color(hex: "00AA00")
                private var fill: Color { Color(hex: "AA0000") }
                var body: some View {
                    let accent = Color(hex: "336699")
                    Circle().fill(fill).overlay(Circle().stroke(Badge.ring)).tint(accent)
                }
            }
            """
        func lines(_ configuration: Configuration) -> [Int] {
            RuleTestSupport.lint(code, language: .swift, path: "App/Badge.swift", configuration: configuration).map(\.start.line)
        }
        XCTAssertEqual(lines(.reportingSingleUse), [8, 10])
        var audit = Configuration.reportingSingleUse
        audit.reportsNamedColorConstants = true
        XCTAssertEqual(lines(audit), [1, 7, 8, 10])
        // The config key turns them on for the lint too; a wrong type names its JSON path.
        let configured = try Configuration.parse(Array(#"{"reportNamedConstants": true, "reportSingleUseColors": true}"#.utf8), file: "c.json")
        XCTAssertEqual(lines(configured), [1, 7, 8, 10])
        XCTAssertThrowsError(try Configuration.parse(Array(#"{"reportNamedConstants": "yes"}"#.utf8), file: "c.json")) { error in
            XCTAssertTrue(String(describing: error).contains("$.reportNamedConstants"), String(describing: error))
        }
    }
}
