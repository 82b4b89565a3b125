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

final class WalkerTests: XCTestCase {
    private var root = ""
    /// Folders whose permissions a test removed, restored before cleanup.
    private var lockedFolders: [String] = []

    override func setUpWithError() throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("huelint-walker-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        root = folder.path
    }

    override func tearDownWithError() throws {
        for folder in lockedFolders { chmod(folder, 0o755) }
        try? FileManager.default.removeItem(atPath: root)
    }

    // MARK: - Helpers

    /// Creates each file (with a little content); a path ending in `/` creates a folder.
    private func make(_ paths: [String], in base: String? = nil) throws {
        let base = base ?? root
        for path in paths {
            let full = base + "/" + path
            if path.hasSuffix("/") {
                try FileManager.default.createDirectory(atPath: full, withIntermediateDirectories: true)
            } else {
                try FileManager.default.createDirectory(
                    atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                XCTAssertTrue(FileManager.default.createFile(atPath: full, contents: Data("let x = 1\n".utf8)))
            }
        }
    }

    private func write(_ path: String, _ text: String) throws {
        let full = root + "/" + path
        try FileManager.default.createDirectory(
            atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: full))
    }

    private func collect(_ paths: [String] = [], in directory: String? = nil,
                         _ walker: FileWalker = FileWalker()) -> (files: [String], warnings: [FileWarning]) {
        let result = walker.collect(paths, currentDirectory: directory ?? root)
        return (result.files.map(\.path), result.warnings)
    }

    // MARK: - Ignore files

    func testNestedGitIgnoreWithNegation() throws {
        try make(["App.swift", "Theme.generated.swift", "Generated/Model.swift",
                  "Feature/Keep.generated.swift", "Feature/Drop.generated.swift", "Feature/Local.swift",
                  "Feature/Deeper/Local.swift", "Local.swift", "Vendor/Keep.swift", "Vendor/Drop.swift"])
        try write(".gitignore", "*.generated.swift\nGenerated/\nVendor/\n!Vendor/Keep.swift\n")
        try write("Feature/.gitignore", "!Keep.generated.swift\nLocal.swift\n")
        // Vendor/Keep.swift stays out: git cannot re-include a file inside an excluded folder.
        XCTAssertEqual(collect().files, ["App.swift", "Feature/Keep.generated.swift", "Local.swift"])
    }

    func testDirectoryOnlyPatterns() throws {
        try make(["Cache.swift/Inner.swift", "Sources/Cache.swift", "Output/A.kt", "Sources/Output.kt"])
        try write(".gitignore", "Cache.swift/\nOutput/\n")
        XCTAssertEqual(collect().files, ["Sources/Cache.swift", "Sources/Output.kt"])
    }

    func testAnchoredPatterns() throws {
        try make(["Top.swift", "Sub/Top.swift", "src/Mid.swift", "x/src/Mid.swift",
                  "Sub/Local.swift", "Sub/Deeper/Local.swift", "docs/a/Old.kt", "docs/b/c/Old.kt"])
        try write(".gitignore", "/Top.swift\nsrc/Mid.swift\ndocs/**/Old.kt\n")
        try write("Sub/.gitignore", "/Local.swift\n")
        XCTAssertEqual(collect().files, ["Sub/Deeper/Local.swift", "Sub/Top.swift", "x/src/Mid.swift"])
    }

    func testGitInfoExcludeRanksBelowGitIgnore() throws {
        try make([".git/HEAD", "Keep.kt", "Other.kt", "Excluded.swift", "App.swift"])
        try write(".git/info/exclude", "# local\n*.kt\nExcluded.swift\n")
        try write(".gitignore", "!Keep.kt\n")
        XCTAssertEqual(collect().files, ["App.swift", "Keep.kt"])
    }

    func testGitFileOfAWorktreePointsAtTheExcludeFile() throws {
        try make(["checkout/App.swift", "checkout/Local.swift", "store/worktrees/one/HEAD", "store/info/"])
        try write("checkout/.git", "gitdir: ../store/worktrees/one\n")
        try write("store/worktrees/one/commondir", "../..\n")
        try write("store/info/exclude", "Local.swift\n")
        XCTAssertEqual(collect(["checkout"]).files, ["checkout/App.swift"])
    }

    func testWalkingASubfolderAppliesTheRepositoryRulesAbove() throws {
        try make([".git/HEAD", "Module/Sub/Ignored.swift", "Module/Sub/Kept.swift", "Module/Sub/Local.kt",
                  "Module/Sub/Excluded.swift"])
        try write(".git/info/exclude", "Excluded.swift\n")
        try write(".gitignore", "Ignored.swift\n")
        try write("Module/.gitignore", "Sub/Local.kt\n")
        XCTAssertEqual(collect(["Module/Sub"]).files, ["Module/Sub/Kept.swift"])
        XCTAssertEqual(collect(in: root + "/Module/Sub").files, ["Kept.swift"])
    }

    func testNestedRepositoryStartsAfresh() throws {
        try make(["Top.kt", "Nested/.git/HEAD", "Nested/Inner.kt", "Nested/Skip.swift", "Nested/App.swift"])
        try write(".gitignore", "*.kt\n")
        try write("Nested/.gitignore", "Skip.swift\n")
        XCTAssertEqual(collect().files, ["Nested/App.swift", "Nested/Inner.kt"])
    }

    func testGitIgnoreIsHonouredOutsideARepository() throws {
        try make(["A.swift", "B.swift"])
        try write(".gitignore", "B.swift\n")
        XCTAssertEqual(collect().files, ["A.swift"])
        XCTAssertEqual(collect([], FileWalker(respectsGitIgnore: false)).files, ["A.swift", "B.swift"])
    }

    // MARK: - Skipped and hidden folders

    func testDefaultSkippedFolders() throws {
        try make([".build/A.swift", "build/A.kt", "Pods/A.swift", "Carthage/A.swift", "DerivedData/A.swift",
                  "node_modules/A.kt", "Build/A.swift", "buildSrc/A.kt", "app/build/generated/A.kt", "App.swift"])
        XCTAssertEqual(collect().files, ["App.swift", "Build/A.swift", "buildSrc/A.kt"])
        // Named explicitly, a skipped folder is walked.
        XCTAssertEqual(collect(["app/build"]).files, ["app/build/generated/A.kt"])
        XCTAssertEqual(collect([], FileWalker(skippedFolderNames: [])).files, [
            "App.swift", "Build/A.swift", "Carthage/A.swift", "DerivedData/A.swift", "Pods/A.swift",
            "app/build/generated/A.kt", "build/A.kt", "buildSrc/A.kt", "node_modules/A.kt",
        ])
    }

    func testHiddenFilesAndFolders() throws {
        try make([".hidden/A.swift", ".Hidden.swift", ".github/Script.kts", "Visible.swift", ".git/Stray.swift"])
        XCTAssertEqual(collect().files, ["Visible.swift"])
        XCTAssertEqual(collect([".hidden"]).files, [".hidden/A.swift"])
        XCTAssertEqual(collect([], FileWalker(includesHidden: true)).files,
                       [".Hidden.swift", ".github/Script.kts", ".hidden/A.swift", "Visible.swift"])
    }

    // MARK: - Explicit files, include and exclude

    func testExplicitFilesAreAlwaysLinted() throws {
        try make(["Ignored.swift", ".Hidden.kt", "build/Gen.swift", "Excluded.swift", "README.md", "Kept.kts"])
        try write(".gitignore", "Ignored.swift\n")
        let walker = FileWalker(include: ["Kept.*"], exclude: ["Excluded.swift"])
        let result = collect(["Ignored.swift", ".Hidden.kt", "build/Gen.swift", "Excluded.swift", "README.md",
                              "Missing.swift", "Gone/"], walker)
        XCTAssertEqual(result.files, [".Hidden.kt", "Excluded.swift", "Ignored.swift", "build/Gen.swift"])
        XCTAssertEqual(result.warnings, [
            FileWarning(path: "Gone/", message: "no such file or directory"),
            FileWarning(path: "Missing.swift", message: "no such file or directory"),
        ])
        XCTAssertEqual(collect(["."], walker).files, ["Kept.kts"])
    }

    func testIncludeAndExcludeSeePathsRelativeToTheCurrentDirectory() throws {
        try make(["Sources/App/Theme.swift", "Sources/App/Generated/Colors.swift", "Sources/App/AppTests.swift",
                  "Scripts/Tool.swift", "Package.swift"])
        let walker = FileWalker(include: ["Sources/**", "/Package.swift"], exclude: ["**/Generated/**", "*Tests.swift"])
        XCTAssertEqual(collect([], walker).files, ["Package.swift", "Sources/App/Theme.swift"])
        XCTAssertEqual(collect(["Sources/App"], walker).files, ["Sources/App/Theme.swift"])
        // From inside Sources, `Sources/**` no longer applies.
        XCTAssertEqual(collect([], in: root + "/Sources", walker).files, [])
    }

    // MARK: - Symlinks and robustness

    func testSymlinkLoopTerminates() throws {
        try make(["a/A.swift", "a/b/B.swift"])
        try FileManager.default.createSymbolicLink(atPath: root + "/a/b/up", withDestinationPath: "..")
        try FileManager.default.createSymbolicLink(atPath: root + "/a/self", withDestinationPath: ".")
        try FileManager.default.createSymbolicLink(atPath: root + "/a/b/loop1", withDestinationPath: "loop2")
        try FileManager.default.createSymbolicLink(atPath: root + "/a/b/loop2.swift", withDestinationPath: "loop1")
        let result = collect()
        XCTAssertEqual(result.files, ["a/A.swift", "a/b/B.swift"])
        XCTAssertEqual(result.warnings, [])
        // A symlinked folder named on the command line is followed, and the loop still ends.
        XCTAssertEqual(collect(["a/self"]).files, ["a/self/A.swift", "a/self/b/B.swift"])
        // A folder already walked under another path is not walked again.
        XCTAssertEqual(collect(["a", "a/self"]).files, ["a/A.swift", "a/b/B.swift"])
    }

    func testSymlinkedFoldersAreNotFollowedButSymlinkedFilesAreLinted() throws {
        let outside = root + "/outside"
        try make(["Outside.swift"], in: outside)
        try make(["tree/Real.swift"])
        try FileManager.default.createSymbolicLink(atPath: root + "/tree/Linked", withDestinationPath: outside)
        try FileManager.default.createSymbolicLink(atPath: root + "/tree/Alias.swift", withDestinationPath: "Real.swift")
        try FileManager.default.createSymbolicLink(atPath: root + "/tree/Broken.swift", withDestinationPath: "Nowhere.swift")
        let result = collect(["tree"])
        XCTAssertEqual(result.files, ["tree/Alias.swift", "tree/Real.swift"])
        XCTAssertEqual(result.warnings, [])
    }

    func testUnreadableDirectory() throws {
        try make(["Locked/Secret.swift", "Open.swift"])
        XCTAssertEqual(chmod(root + "/Locked", 0), 0)
        lockedFolders.append(root + "/Locked")
        // As root (common in containers) chmod does not stop reading; ask the system.
        let readable = (try? FileManager.default.contentsOfDirectory(atPath: root + "/Locked")) != nil
        let result = collect()
        if readable {
            XCTAssertEqual(result.files, ["Locked/Secret.swift", "Open.swift"])
            XCTAssertEqual(result.warnings, [])
        } else {
            XCTAssertEqual(result.files, ["Open.swift"])
            XCTAssertEqual(result.warnings, [FileWarning(path: "Locked", message: "cannot read directory: permission denied")])
        }
    }

    func testUnusualNames() throws {
        try make(["My Folder/A B.swift", "Thème/Couleur.swift", "日本/色.kt", "new\nline.swift", "tab\there.kts"])
        XCTAssertEqual(collect().files, ["My Folder/A B.swift", "Thème/Couleur.swift", "new\nline.swift",
                                         "tab\there.kts", "日本/色.kt"])
    }

    func testNamesThatAreNotUTF8AreReported() throws {
        try make(["Good.swift"])
        let badName: [UInt8] = Array("Bad".utf8) + [0xFF] + Array(".swift".utf8)
        let badFolder: [UInt8] = Array("Dir".utf8) + [0xC3]
        let created = createRaw(badName, isFolder: false) && createRaw(badFolder, isFolder: true)
        let result = collect()
        XCTAssertEqual(result.files, ["Good.swift"])
        // Some file systems (APFS) refuse such names; then there is nothing to report.
        XCTAssertEqual(result.warnings, created ? [
            FileWarning(path: "Bad\u{FFFD}.swift", message: "file name is not valid UTF-8; skipped"),
            FileWarning(path: "Dir\u{FFFD}", message: "file name is not valid UTF-8; skipped"),
        ] : [])
    }

    private func createRaw(_ name: [UInt8], isFolder: Bool) -> Bool {
        let path = Array(root.utf8) + [UInt8(ascii: "/")] + name + [0]
        return path.withUnsafeBufferPointer { buffer in
            let cPath = UnsafeRawPointer(buffer.baseAddress!).assumingMemoryBound(to: CChar.self)
            if isFolder { return mkdir(cPath, 0o755) == 0 }
            let descriptor = open(cPath, O_CREAT | O_WRONLY, 0o644)
            guard descriptor >= 0 else { return false }
            close(descriptor)
            return true
        }
    }

    func testDeepTreeDoesNotOverflowTheStack() throws {
        let depth = 800
        let folder = Array(repeating: "d", count: depth).joined(separator: "/")
        try make([folder + "/Deep.swift", "Top.swift"])
        XCTAssertEqual(collect().files, ["Top.swift", folder + "/Deep.swift"])
    }

    // MARK: - Reported paths and order

    /// Folders are listed on several threads; what the walk reports must not depend on how many.
    func testWalkIsTheSameOnOneThreadAndOnMany() throws {
        var paths: [String] = []
        for a in 0..<6 {
            for b in 0..<5 {
                paths += ["m\(a)/s\(b)/V\(b).swift", "m\(a)/s\(b)/deep/er/K\(a).kt", "m\(a)/s\(b)/build/Skip.swift"]
            }
            paths += ["m\(a)/src/main/res/values/colors.xml", "m\(a)/App.xcassets/Brand.colorset/Contents.json"]
        }
        try make(paths)
        try write("m2/.gitignore", "s1/\n*.kt\n")
        try write("m3/s4/.gitignore", "V4.swift\n")
        _ = createRaw(Array("Bad".utf8) + [0xFF] + Array(".swift".utf8), isFolder: false)
        func walk(_ jobs: Int) -> FileWalker.Result {
            var walker = FileWalker()
            walker.jobs = jobs
            return walker.walk([], currentDirectory: root)
        }
        let one = walk(1)
        XCTAssertEqual(one.files.count, 6 * 5 * 2 - 6 - 1)  // m2: s1 and every .kt ignored (6 files); m3/s4/V4.swift
        XCTAssertEqual(one.resourceFolders.count, 6)
        XCTAssertEqual(one.assetCatalogs.count, 6)
        for jobs in [2, 3, 8] {
            let many = walk(jobs)
            XCTAssertEqual(many.files, one.files, "jobs \(jobs)")
            XCTAssertEqual(many.warnings, one.warnings, "jobs \(jobs)")
            XCTAssertEqual(many.resourceFolders, one.resourceFolders, "jobs \(jobs)")
            XCTAssertEqual(many.assetCatalogs, one.assetCatalogs, "jobs \(jobs)")
        }
    }

    func testOutputIsSortedByBytesAndDeduplicated() throws {
        try make(["a.swift", "a/b.swift", "B.swift", "a-b.swift", "é.swift", "Z/z.kt"])
        let result = collect([".", "a", "a/b.swift", "./a/../a/b.swift", root + "/a.swift", "Z", "."])
        XCTAssertEqual(result.files, ["B.swift", "Z/z.kt", "a-b.swift", "a.swift", "a/b.swift", "é.swift"])
        XCTAssertEqual(result.warnings, [])
    }

    func testPathsOutsideTheCurrentDirectoryAreAbsolute() throws {
        try make(["work/Inside.swift", "other/Outside.kt"])
        let walker = FileWalker()
        let result = walker.collect(["..", "../other/Outside.kt", "Inside.swift"], currentDirectory: root + "/work")
        XCTAssertEqual(result.files, [
            DiscoveredFile(path: root + "/other/Outside.kt", absolutePath: root + "/other/Outside.kt", language: .kotlin),
            DiscoveredFile(path: "Inside.swift", absolutePath: root + "/work/Inside.swift", language: .swift),
        ])
    }
}
