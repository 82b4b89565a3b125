import XCTest
@testable import HueLintCLI
@testable import HueLintKit

/// The token index lists the positions rules start from; a position missing here is a finding
/// missed, so each list is checked name by name.
final class TokenIndexTests: XCTestCase {
    private func names(_ positions: [Int32], in ctx: FileContext) -> [String] {
        positions.map { "\(ctx.text(Int($0)))@\(ctx.file.location(of: ctx.range(Int($0)).start).line)" }
    }

    func testSwiftColourTypesInitsAndModules() {
        let ctx = FileContext(file: SourceFile(path: "A.swift", text: """
        import SwiftUI
        let a = Color(red: 1, green: 0, blue: 0)
        let b = UIColor.init(white: 1, alpha: 1)
        let c: Color = .init(hex: 0xFF0000)
        let d = SwiftUI.Color.red
        let e = LottieColor(r: 1, g: 0, b: 0, a: 1)
        let f = color.primary; let g = Colors.main; let h = MyColorful(); let i = ColorScheme.dark
        if x { } else if y { }
        switch scheme { default: break }
        """, language: .swift))
        XCTAssertEqual(names(ctx.index.colorTypeNames, in: ctx),
                       ["Color@2", "UIColor@3", "Color@4", "Color@5", "LottieColor@6"])
        XCTAssertEqual(names(ctx.index.initNames, in: ctx), ["init@3", "init@4"])
        XCTAssertEqual(names(ctx.index.moduleNames, in: ctx), ["SwiftUI@1", "SwiftUI@5"])
        XCTAssertEqual(names(ctx.index.conditionals, in: ctx), ["if@8", "if@8", "switch@9"])
    }

    func testKotlinHasNoInitNamesButItsModules() {
        let ctx = FileContext(file: SourceFile(path: "A.kt", text: """
        import androidx.compose.ui.graphics.Color
        val a = Color(0xFF0066CC)
        val b = android.graphics.Color.rgb(1, 2, 3)
        init { when (x) { else -> Unit } }
        """, language: .kotlin))
        XCTAssertEqual(names(ctx.index.colorTypeNames, in: ctx), ["Color@1", "Color@2", "Color@3"])
        XCTAssertEqual(names(ctx.index.initNames, in: ctx), [])
        XCTAssertEqual(names(ctx.index.moduleNames, in: ctx), ["androidx@1", "android@3"])
        XCTAssertEqual(names(ctx.index.conditionals, in: ctx), ["when@4"])
        XCTAssertFalse(ctx.index.hasKotlinCaseTypes)
        for declaration in ["enum class Level { LOW }", "sealed interface Region", "private sealed class Region"] {
            XCTAssertTrue(FileContext(file: SourceFile(path: "A.kt", text: declaration, language: .kotlin)).index.hasKotlinCaseTypes, declaration)
        }
        XCTAssertFalse(FileContext(file: SourceFile(path: "A.kt", text: "// an enum\nval s = \"sealed\"", language: .kotlin)).index.hasKotlinCaseTypes)
    }

    /// The significant-token pass hands `noteIdentifier` only names whose length and first byte (or
    /// last `r`) some filed name has. `TokenIndex.indexedNames` must be exactly the names that
    /// function spells out, and every such name, and every fixture, must come out as if each
    /// identifier had been handed over.
    func testSkippedIdentifiersAreNeverOnesTheIndexFiles() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let indexSource = try String(contentsOf: root.appendingPathComponent("Sources/HueLintKit/Lexing/TokenIndex.swift"), encoding: .utf8)
        let body = try XCTUnwrap(indexSource.components(separatedBy: "func noteIdentifier(").last)
        let spelled = body.components(separatedBy: "spells(\"").dropFirst().map { $0.prefix { $0 != "\"" } }.map(String.init)
        XCTAssertEqual(Set(spelled), Set(TokenIndex.indexedNames))
        var sources = [
            SourceFile(path: "A.swift", text: TokenIndex.indexedNames.map { "let x = \($0).\($0)Color" }.joined(separator: "\n"), language: .swift),
            SourceFile(path: "A.kt", text: TokenIndex.indexedNames.map { "val x = \($0).My\($0)Color" }.joined(separator: "\n"), language: .kotlin),
        ]
        let fixtures = root.appendingPathComponent("Fixtures")
        let walk = FileWalker().walk([fixtures.path], currentDirectory: fixtures.path)
        XCTAssertGreaterThan(walk.files.count, 20)
        for file in walk.files {
            sources.append(SourceFile(path: file.path, bytes: Array(try Data(contentsOf: URL(fileURLWithPath: file.absolutePath))),
                                      language: file.language))
        }
        for source in sources {
            let ctx = FileContext(file: source)
            var reference = TokenIndex()
            var imports = GrowableBuffer<Int32>(capacity: 16)
            for p in 0..<ctx.count where ctx.kind(p) == .identifier {
                reference.noteIdentifier(ctx.token(p), at: p, bytes: UnsafeBufferPointer(ctx.raw), language: source.language,
                                         imports: &imports)
            }
            let filed = ctx.index
            XCTAssertEqual(filed.conditionals, reference.conditionals, source.path)
            XCTAssertEqual(filed.initNames, reference.initNames, source.path)
            XCTAssertEqual(filed.enumKeywords, reference.enumKeywords, source.path)
            XCTAssertEqual(filed.moduleNames, reference.moduleNames, source.path)
            XCTAssertEqual(filed.appearanceNames, reference.appearanceNames, source.path)
            XCTAssertEqual(filed.platformColorNames, reference.platformColorNames, source.path)
            XCTAssertEqual(filed.colorTypeNames, reference.colorTypeNames, source.path)
            XCTAssertEqual(filed.hasKotlinCaseTypes, reference.hasKotlinCaseTypes, source.path)
            XCTAssertEqual(Array(filed.imports), Array(UnsafeBufferPointer(start: imports.base, count: imports.count)), source.path)
            imports.deallocate()
        }
    }

    /// A test framework's import makes a file a test file wherever it lives; one in a comment or a
    /// string, or another module, does not.
    func testImportsOfTestFrameworksMarkTestFiles() {
        func isTest(_ text: String, _ language: Language) -> Bool {
            FileContext(file: SourceFile(path: language == .swift ? "Checks.swift" : "Checks.kt", text: text,
                                         language: language)).isTestFile
        }
        XCTAssertTrue(isTest("import Foundation\nimport XCTest\nfinal class A {}", .swift))
        XCTAssertTrue(isTest("import Testing\n@Test func a() {}", .swift))
        XCTAssertTrue(isTest("#if DEBUG\nimport Quick\n#endif", .swift))
        XCTAssertFalse(isTest("import Foundation\n// import XCTest\nlet s = \"import XCTest\"", .swift))
        XCTAssertTrue(isTest("package a\n\nimport org.junit.Test\nclass A {}", .kotlin))
        XCTAssertTrue(isTest("package a\nimport kotlin.test.assertEquals", .kotlin))
        XCTAssertFalse(isTest("package a\nimport kotlin.math.max\nimport org.example.Tests", .kotlin))
        let ctx = FileContext(file: SourceFile(path: "A.kt", text: "import a.B\nimport c.D\nval x = 1", language: .kotlin))
        XCTAssertEqual(names(Array(ctx.index.imports), in: ctx), ["import@1", "import@2"])
    }

    /// Preview files by path: Android's singular `preview` package and `…Preview.kt` names count;
    /// in Swift only `Previews`, Xcode's `Preview Content` and `…Previews` names do, because a
    /// singular `Preview` there names features (`AddProduct/Preview/`, `LinkPreview.swift`). Kotlin
    /// files under a `debug` folder (the `src/debug/` source set) never ship, so they count too, and so
    /// do Xcode playgrounds (`….playground/`), which are scratchpads.
    func testPreviewFilesByPath() {
        let previews = ["App/Previews/Sample.swift", "App/Preview Content/Fakes.swift", "App/ProfileView+Previews.swift",
                        "app/src/main/java/ui/preview/Fakes.kt", "app/ui/ProfilePreview.kt", "app/ui/ProfilePreviews.kt",
                        "app/src/debug/java/com/example/DebugMenu.kt", "Playgrounds/TextViews.playground/Contents.swift",
                        "App/Layout.playground/Sources/Helpers.swift"]
        let code = ["App/AddProduct/Preview/ProductDetailPreviewView.swift", "App/Chat/LinkPreview.swift", "App/Playground/Sandbox.swift",
                    "app/ui/PreviewScreen.kt", "App/Previewer.swift", "App/debug/DebugMenu.swift", "app/ui/DebugScreen.kt"]
        for path in previews { XCTAssertTrue(FileContext.pathKind(path).isPreview, path) }
        for path in code { XCTAssertFalse(FileContext.pathKind(path).isPreview, path) }
    }

    /// Test support by folder: `_test-support`, `TestSupport`, `Mocks`; not a `Mockups` feature.
    func testTestSupportFoldersAreTests() {
        for path in ["src/_test-support/Mocks.swift", "App/TestSupport/Fakes.swift", "App/Mocks/Store.swift", "app/test_support/F.kt"] {
            XCTAssertTrue(FileContext.pathKind(path).isTest, path)
        }
        for path in ["App/Mockups/Screen.swift", "App/Support/Help.swift"] { XCTAssertFalse(FileContext.pathKind(path).isTest, path) }
    }

    /// Mock data files are test support wherever they live (`MockPost.swift`, `Post+Mock.swift`,
    /// `ApiMocks.kt`); `Mockingbird.swift` and `MockupView.swift` are not mocks.
    func testMockFilesAreTests() {
        for path in ["App/Models/MockPost.swift", "App/Models/Post+Mock.swift", "app/src/main/java/data/ApiMocks.kt"] {
            XCTAssertTrue(FileContext.pathKind(path).isTest, path)
        }
        for path in ["App/Birds/Mockingbird.swift", "App/Design/Mockup.swift"] { XCTAssertFalse(FileContext.pathKind(path).isTest, path) }
        XCTAssertTrue(FileContext.pathKind("App/Feed/FeedPreviewData.swift").isPreview)
        XCTAssertTrue(FileContext.pathKind("App/UI/DesignTime/Publishers.swift").isPreview)
    }

    /// Sample apps shipped beside the product count with tests; Android's `com.example` package and a
    /// demo tree do not.
    func testSampleAppsAreTests() {
        for path in ["sampleapps/SearchSampleApp/Models.swift", "Sample/App.swift", "samples/app/src/main/java/Main.kt",
                     "External/Reachability/ReachabilitySample/ViewController.swift", "Charts/ChartsDemo/Sources/A.swift",
                     "Kit/SwiftEntryKitExample/A.swift", "tokenAutoComplete/tokenAutoComplete-example/src/main/kotlin/A.kt"] {
            XCTAssertTrue(FileContext.pathKind(path).isTest, path)
        }
        for path in ["app/src/main/java/com/example/shop/Main.kt", "Fixtures/demo/App.swift", "App/Resampler/Filter.swift",
                     "App/Features/Demo/DemoView.swift", "App/Example/A.swift"] {
            XCTAssertFalse(FileContext.pathKind(path).isTest, path)
        }
    }
    /// Names are looked up by scanning the file for the first few, then in the sorted index: both
    /// must give every identifier spelled alike, in source order, and one key per spelling.
    func testNameLookupsAgreeBeforeAndAfterTheIndex() {
        let source = """
        let tint = Color.red; let tintColor = tint
        func shade(_ tint: Color) -> Color { tint.opacity(0.5) }
        let veryLongIdentifierNameA = 1, veryLongIdentifierNameB = veryLongIdentifierNameA
        var body: some View { Text("tint").foregroundColor(shade(tint)) }
        """
        func answers(_ ctx: FileContext) -> [String] {
            (0..<ctx.count).filter { ctx.kind($0) == .identifier }.map { p in
                let uses = ctx.uses(of: p).map { String($0) }.joined(separator: ",")
                return "\(ctx.text(p)): \(uses) key \(ctx.nameKey(of: p))"
            }
        }
        let scanned = FileContext(file: SourceFile(path: "A.swift", text: source, language: .swift))
        let indexed = FileContext(file: SourceFile(path: "A.swift", text: source, language: .swift))
        indexed.nameLookups = 1_000  // past the scans: every lookup reads the sorted index
        let expected = answers(indexed)
        XCTAssertEqual(answers(scanned), expected)
        XCTAssertTrue(expected.contains("tint: 1,10,15,22,54 key 1"), "\(expected)")
        XCTAssertTrue(expected.contains("veryLongIdentifierNameA: 30,36 key 30"), "\(expected)")
        XCTAssertEqual(scanned.nameKey(of: 2), 2, "a token no identifier spells (`=`) is its own key")
    }
}
