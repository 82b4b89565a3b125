import Foundation
import XCTest
@testable import HueLintCLI
@testable import HueLintKit

/// `huelint migrate plan` and `apply` on `Fixtures/migrate` (SwiftUI, UIKit and Compose files, an
/// asset catalog and Android resources), against the files in `Fixtures/migrate-expected`
/// (`HUELINT_UPDATE_GOLDEN=1` rewrites them).
final class MigrateTests: XCTestCase {
    static let fixture = RuleFixtureTests.packageRoot + "/Fixtures/migrate"
    static let expected = RuleFixtureTests.packageRoot + "/Fixtures/migrate-expected"

    func testPlanOnTheFixtureIsExact() throws {
        let tree = try copyOfFixture()
        let (status, out, err) = run(["migrate", "plan", ".", "-o", "plan.json"], in: tree)
        XCTAssertEqual(status, 0, err)
        XCTAssertEqual(out, "Planned 4 tokens for 12 sites in plan.json.\n")
        // The top-level Compose colour is planned; apply reports it, since only a @Composable can read a resource.
        XCTAssertEqual(err, "")
        try assertGolden(tree + "/plan.json", "plan.json")
        let plan = try MigrationPlanDecoder.decode(try bytes(tree + "/plan.json"), file: "plan.json")
        XCTAssertEqual(plan.entries.map(\.name), ["textPrimary", "textSecondary", "surface", "border"])
        XCTAssertEqual(plan.entries[1].dark?.hexString, "#CCCCCC", "the conditional pairs two colours into one adaptive entry")
        XCTAssertFalse(plan.entries.flatMap(\.sites).contains { $0.path.contains("Tests") }, "tests keep their colours")
    }

    func testApplyWritesTheTokensAndSitesAndASecondApplyChangesNothing() throws {
        let tree = try plannedCopy()
        let before = try snapshot(tree)
        let (status, out, err) = run(["migrate", "apply", "plan.json"], in: tree)
        XCTAssertEqual(status, 0, err)
        XCTAssertTrue(out.hasSuffix("Migrated 11 sites in 3 files; 6 token files written. 1 site skipped.\n"), out)
        XCTAssertEqual(err, "warning: android/app/src/main/java/com/shop/ui/CartScreen.kt:13:18: skipped: "
                       + "a Compose colour outside a @Composable cannot call colorResource\n")
        let after = try snapshot(tree)
        let changed = Set(after.keys.filter { after[$0] != before[$0] })
        let golden = try expectedFiles()
        XCTAssertEqual(changed, Set(golden.keys), "exactly the expected files are created or changed")
        for name in golden.keys.sorted() { try assertGolden(tree + "/" + name, name) }

        // A lint of the migrated tree reports no migrated site. The colour apply left is a file-level
        // `val`, a named constant the lint leaves to the audit by default: no finding at all.
        let lint = LintEngine.run(paths: ["."], currentDirectory: tree, configuration: .defaults, jobs: 1)
        let colourFindings = lint.findings.filter { MigrationSites.rules.contains($0.ruleID) }
        XCTAssertEqual(colourFindings.map { "\($0.path):\($0.start.line)" }, [])
        var withConstants = Configuration.defaults
        withConstants.reportsNamedColorConstants = true
        let strict = LintEngine.run(paths: ["."], currentDirectory: tree, configuration: withConstants, jobs: 1)
        XCTAssertEqual(strict.findings.filter { MigrationSites.rules.contains($0.ruleID) }.map { "\($0.path):\($0.start.line)" },
                       ["android/app/src/main/java/com/shop/ui/CartScreen.kt:13"])

        let (again, againOut, againErr) = run(["migrate", "apply", "plan.json"], in: tree)
        XCTAssertEqual(again, 0)
        XCTAssertEqual(againOut, "Migrated 0 sites in 0 files; 0 token files written. 12 sites skipped.\n")
        XCTAssertTrue(againErr.contains("ios/App/Views/ProfileView.swift:9:34: skipped: the text there is no longer"), againErr)
        XCTAssertEqual(try snapshot(tree), after, "a second apply changes nothing")
    }

    /// A widget extension beside the app does not include the app's asset catalog: its sites are
    /// skipped, not rewritten to a colour its bundle lacks. A Kotlin site in another module is too.
    func testSitesOutsideTheTargetThatOwnsTheCatalogAreSkipped() throws {
        let tree = try copyOfFixture()
        let widget = "import SwiftUI\n\nstruct WidgetView: View {\n    var body: some View {\n"
            + "        Text(\"Now\").foregroundColor(Color(red: 0.2, green: 0.2, blue: 0.2))\n    }\n}\n"
        try FileManager.default.createDirectory(atPath: tree + "/ios/Widget/Supporting Files", withIntermediateDirectories: true)
        try widget.write(toFile: tree + "/ios/Widget/WidgetView.swift", atomically: false, encoding: .utf8)
        try "<plist><dict><key>NSExtension</key><dict/></dict></plist>\n"
            .write(toFile: tree + "/ios/Widget/Supporting Files/Info.plist", atomically: false, encoding: .utf8)
        // A framework beside the app runs inside it and finds the app's assets: migrated.
        try FileManager.default.createDirectory(atPath: tree + "/ios/Kit", withIntermediateDirectories: true)
        try widget.replacingOccurrences(of: "WidgetView", with: "KitView")
            .write(toFile: tree + "/ios/Kit/KitView.swift", atomically: false, encoding: .utf8)
        XCTAssertEqual(run(["migrate", "plan", ".", "-o", "plan.json"], in: tree).status, 0)
        let (status, _, err) = run(["migrate", "apply", "plan.json"], in: tree)
        XCTAssertEqual(status, 0)
        XCTAssertTrue(err.contains("warning: ios/Widget/WidgetView.swift:5:37: skipped: the file runs in an app extension "
                                   + "(its own code or a framework it embeds), whose bundle does not include ios/App/Assets.xcassets"), err)
        XCTAssertEqual(try text(tree + "/ios/Widget/WidgetView.swift"), widget)
        XCTAssertTrue(try text(tree + "/ios/Kit/KitView.swift").contains(".foregroundColor(Color(\"textPrimary\"))"))
    }

    /// Target membership from `project.pbxproj`: an extension's sources, those of the frameworks it
    /// depends on, and its synchronised folders run in the extension; the app's own sources do not.
    func testXcodeProjectsNameTheFilesThatRunInAnExtension() throws {
        let tree = try copyOfFixture()
        try FileManager.default.createDirectory(atPath: tree + "/ios/App.xcodeproj", withIntermediateDirectories: true)
        let project = """
            // !$*UTF8*$!
            {
                objects = {
                    MAIN /* group */ = {isa = PBXGroup; children = (APPGROUP, KITGROUP, ); sourceTree = "<group>"; };
                    APPGROUP = {isa = PBXGroup; children = (APPFILE, CATALOG, ); path = App; sourceTree = "<group>"; };
                    KITGROUP = {isa = PBXGroup; children = (KITFILE, ); path = "Kit Sources"; sourceTree = "<group>"; };
                    APPFILE = {isa = PBXFileReference; path = ProfileView.swift; sourceTree = "<group>"; };
                    KITFILE = {isa = PBXFileReference; path = Chart.swift; sourceTree = "<group>"; };
                    WIDGETFILE = {isa = PBXFileReference; path = Widget/Entry.swift; sourceTree = SOURCE_ROOT; };
                    CATALOG = {isa = PBXFileReference; path = Assets.xcassets; sourceTree = "<group>"; };
                    SYNCED = {isa = PBXFileSystemSynchronizedRootGroup; path = Intents; sourceTree = "<group>"; };
                    APPBUILD = {isa = PBXBuildFile; fileRef = APPFILE; };
                    KITBUILD = {isa = PBXBuildFile; fileRef = KITFILE; };
                    WIDGETBUILD = {isa = PBXBuildFile; fileRef = WIDGETFILE; };
                    APPSOURCES = {isa = PBXSourcesBuildPhase; files = (APPBUILD, ); };
                    KITSOURCES = {isa = PBXSourcesBuildPhase; files = (KITBUILD, ); };
                    WIDGETSOURCES = {isa = PBXSourcesBuildPhase; files = (WIDGETBUILD, ); };
                    APPTARGET = {isa = PBXNativeTarget; buildPhases = (APPSOURCES, ); productType = "com.apple.product-type.application"; };
                    KITTARGET = {isa = PBXNativeTarget; buildPhases = (KITSOURCES, ); productType = "com.apple.product-type.framework"; };
                    KITDEPENDENCY = {isa = PBXTargetDependency; target = KITTARGET; };
                    WIDGETTARGET = {isa = PBXNativeTarget; buildPhases = (WIDGETSOURCES, ); dependencies = (KITDEPENDENCY, );
                        fileSystemSynchronizedGroups = (SYNCED, ); productType = "com.apple.product-type.app-extension"; };
                };
                rootObject = PROJECT;
            }
            """
        try project.write(toFile: tree + "/ios/App.xcodeproj/project.pbxproj", atomically: false, encoding: .utf8)
        let targets = AppExtensions(under: tree)
        XCTAssertEqual(targets.files.keys.sorted(), ["ios/Kit Sources/Chart.swift", "ios/Widget/Entry.swift"])
        XCTAssertEqual(targets.folders.map(\.path).sorted(), ["ios/Intents"])
        XCTAssertTrue(targets.reaches("ios/App/ProfileView.swift", catalog: "ios/App/Assets.xcassets"))
        XCTAssertFalse(targets.reaches("ios/Kit Sources/Chart.swift", catalog: "ios/App/Assets.xcassets"))
        XCTAssertFalse(targets.reaches("ios/Intents/Handler.swift", catalog: "ios/App/Assets.xcassets"))
    }

    func testKotlinSitesInAnotherModuleAreSkipped() throws {
        let tree = try copyOfFixture()
        let feature = "package com.shop.feature\n\nimport androidx.compose.material3.Text\nimport androidx.compose.runtime.Composable\n"
            + "import androidx.compose.ui.graphics.Color\n\n@Composable\nfun Banner() {\n    Text(\"Sale\", color = Color(0xFF333333))\n}\n"
        let folder = tree + "/android/feature/src/main/java/com/shop/feature"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try feature.write(toFile: folder + "/Banner.kt", atomically: false, encoding: .utf8)
        let planned = run(["migrate", "plan", ".", "-o", "plan.json"], in: tree)
        XCTAssertEqual(planned.status, 0)
        XCTAssertTrue(planned.stderr.contains("warning: 1 Kotlin site is outside the module android/app/ whose res folder gets the tokens: "
                                              + "apply will skip it (set targets.kotlin to another res folder to migrate it)"), planned.stderr)
        let (status, _, err) = run(["migrate", "apply", "plan.json"], in: tree)
        XCTAssertEqual(status, 0)
        XCTAssertTrue(err.contains("warning: android/feature/src/main/java/com/shop/feature/Banner.kt:9:26: skipped: "
                                   + "the file is outside the module android/app/, whose R holds the tokens"), err)
        XCTAssertEqual(try text(folder + "/Banner.kt"), feature)
        XCTAssertTrue(try text(tree + "/ios/App/Views/ProfileView.swift").contains(".foregroundColor(Color(\"textPrimary\"))"))
    }

    func testARenamedEntryIsHonoured() throws {
        let tree = try plannedCopy()
        let plan = try String(contentsOfFile: tree + "/plan.json", encoding: .utf8)
        try plan.replacingOccurrences(of: "\"name\": \"textPrimary\"", with: "\"name\": \"inkStrong\"")
            .write(toFile: tree + "/plan.json", atomically: false, encoding: .utf8)
        XCTAssertEqual(run(["migrate", "apply", "plan.json"], in: tree).status, 0)
        XCTAssertTrue(FileManager.default.fileExists(atPath: tree + "/ios/App/Assets.xcassets/inkStrong.colorset/Contents.json"))
        XCTAssertFalse(FileManager.default.fileExists(atPath: tree + "/ios/App/Assets.xcassets/textPrimary.colorset"))
        XCTAssertTrue(try text(tree + "/ios/App/Views/ProfileView.swift").contains(".foregroundColor(Color(\"inkStrong\"))"))
        XCTAssertTrue(try text(tree + "/ios/App/Views/SettingsViewController.swift").contains("titleLabel.textColor = UIColor(named: \"inkStrong\")!"))
        XCTAssertTrue(try text(tree + "/android/app/src/main/java/com/shop/ui/CartScreen.kt").contains("Text(\"Cart\", color = colorResource(R.color.inkStrong))"))
        XCTAssertTrue(try text(tree + "/android/app/src/main/res/values/colors.xml").contains("    <color name=\"inkStrong\">#333333</color>\n"))
    }

    func testAStaleSiteIsSkippedAndTheRestMigrated() throws {
        let tree = try plannedCopy()
        let path = tree + "/ios/App/Views/ProfileView.swift"
        // Same length, so only the text differs: the plan's site no longer holds what it recorded.
        let edited = try text(path).replacingOccurrences(of: "Color(red: 0.2, green: 0.2, blue: 0.2)", with: "Color(red: 0.3, green: 0.2, blue: 0.2)")
        try edited.write(toFile: path, atomically: false, encoding: .utf8)
        let (status, _, err) = run(["migrate", "apply", "plan.json"], in: tree)
        XCTAssertEqual(status, 0)
        XCTAssertTrue(err.contains("warning: ios/App/Views/ProfileView.swift:9:34: skipped: the text there is no longer "
                                   + "`Color(red: 0.2, green: 0.2, blue: 0.2)`"), err)
        let after = try text(path)
        XCTAssertTrue(after.contains(".foregroundColor(Color(red: 0.3, green: 0.2, blue: 0.2))"))
        XCTAssertTrue(after.contains(".background(Color(\"surface\"))"), "the file's other sites are migrated")
    }

    func testDiffPrintsTheChangesAndChangesNothing() throws {
        let tree = try plannedCopy()
        let before = try snapshot(tree)
        let (status, out, err) = run(["migrate", "apply", "plan.json", "--diff"], in: tree)
        XCTAssertEqual(status, 0)
        XCTAssertEqual(try snapshot(tree), before)
        XCTAssertTrue(out.contains("+++ b/ios/App/Assets.xcassets/textSecondary.colorset/Contents.json\n@@ -0,0 +1,38 @@\n"), out)
        XCTAssertTrue(out.contains("-                .foregroundColor(Color(red: 0.2, green: 0.2, blue: 0.2))\n"
                                   + "+                .foregroundColor(Color(\"textPrimary\"))\n"), out)
        XCTAssertTrue(out.contains("+    <color name=\"textSecondary\">#CCCCCC</color>\n"), out)
        XCTAssertTrue(err.hasSuffix("Would migrate 11 sites in 3 files; 6 token files to write. 1 site skipped.\n"), err)
    }

    func testCRLFAndByteOrderMarkSurvive() throws {
        let tree = try copyOfFixture()
        let path = tree + "/ios/App/Views/ProfileView.swift"
        let dressed = [0xEF, 0xBB, 0xBF] + Array(try text(path).replacingOccurrences(of: "\n", with: "\r\n").utf8)
        try Data(dressed).write(to: URL(fileURLWithPath: path))
        XCTAssertEqual(run(["migrate", "plan", ".", "-o", "plan.json"], in: tree).status, 0)
        XCTAssertEqual(run(["migrate", "apply", "plan.json"], in: tree).status, 0)
        let expected = try text(Self.expected + "/ios/App/Views/ProfileView.swift").replacingOccurrences(of: "\n", with: "\r\n")
        XCTAssertEqual(try bytes(path), [0xEF, 0xBB, 0xBF] + Array(expected.utf8))
    }

    func testAFileWhoseRewriteFailsVerificationIsLeftUnchanged() throws {
        let tree = try plannedCopy()
        // A hand-edited site that leaves the closing parenthesis behind would unbalance the file.
        var plan = try text(tree + "/plan.json")
        let site = try XCTUnwrap(MigrationPlanDecoder.decode(Array(plan.utf8), file: "plan.json").entries
            .flatMap(\.sites).first { $0.text == "Color(hex: \"F5F5F7\")" })
        plan = plan.replacingOccurrences(of: "\"end\": \(site.end),\n          \"text\": \"Color(hex: \\\"F5F5F7\\\")\"",
                                         with: "\"end\": \(site.end - 1),\n          \"text\": \"Color(hex: \\\"F5F5F7\\\"\"")
        try plan.write(toFile: tree + "/plan.json", atomically: false, encoding: .utf8)
        let original = try bytes(tree + "/ios/App/Views/ProfileView.swift")
        let (status, _, err) = run(["migrate", "apply", "plan.json"], in: tree)
        XCTAssertEqual(status, 1)
        XCTAssertTrue(err.contains("error: ios/App/Views/ProfileView.swift: the migration would unbalance brackets or strings; file left unchanged"), err)
        XCTAssertEqual(try bytes(tree + "/ios/App/Views/ProfileView.swift"), original)
        XCTAssertTrue(try text(tree + "/ios/App/Views/SettingsViewController.swift").contains("UIColor(named: \"surface\")!"))
    }

    func testABadPlanExitsTwoNamingTheFileAndJSONPath() throws {
        let tree = try plannedCopy()
        let good = try text(tree + "/plan.json")
        let cases: [(String, String)] = [
            (good.replacingOccurrences(of: "\"light\": \"#333333\"", with: "\"light\": \"#3333\""),
             "error: plan.json: $.entries[0].light (line 18): expected a colour as \"#RRGGBB\" or \"#RRGGBBAA\", found \"#3333\"\n"),
            (good.replacingOccurrences(of: "\"name\": \"surface\"", with: "\"name\": \"text secondary\""),
             "error: plan.json: $.entries[2].name (line 113): \"text secondary\" is not a token name: use letters, digits and '_', not starting with a digit\n"),
            (good.replacingOccurrences(of: "\"name\": \"surface\"", with: "\"name\": \"TextPrimary\""),
             "error: plan.json: $.entries[2].name (line 113): the name \"TextPrimary\" is taken by $.entries[0]; merge the entries or rename one\n"),
            (good.replacingOccurrences(of: "\"type\": \"uiColor\",\n          \"role\": \"foreground\"",
                                       with: "\"type\": \"uiColour\",\n          \"role\": \"foreground\""),
             "error: plan.json: $.entries[0].sites[3].type (line 64): unknown site type \"uiColour\" (one of: swiftUIColor, uiColor, nsColor, "
                + "composeColor, androidColorInt); did you mean \"uiColor\"?\n"),
            (good.replacingOccurrences(of: "\"version\": 1", with: "\"version\": 2"),
             "error: plan.json: $.version (line 3): unsupported version 2; this HueLint reads version 1\n"),
            (good.replacingOccurrences(of: "\"sites\": [", with: "\"sties\": ["),
             "error: plan.json: $.entries[0].sties (line 22): unknown key \"sties\"; did you mean \"sites\"?\n"),
            ("{\"format\": \"huelint-migration\", \"version\": 1, \"entries\": [}",
             "error: plan.json: $ (line 1): invalid JSON at 1:59: unexpected character '}'; expected a value\n"),
        ]
        for (plan, expected) in cases {
            try plan.write(toFile: tree + "/plan.json", atomically: false, encoding: .utf8)
            let before = try snapshot(tree)
            let (status, out, err) = run(["migrate", "apply", "plan.json"], in: tree)
            XCTAssertEqual(status, 2, expected)
            XCTAssertEqual(out, "")
            XCTAssertTrue(err.hasPrefix(expected), "\(err) is not \(expected)")
            XCTAssertEqual(try snapshot(tree), before)
        }
        XCTAssertEqual(run(["migrate", "apply", "missing.json"], in: tree).stderr, "error: cannot read the plan 'missing.json'\n")
    }

    /// `if isDark { return a } else { return b }` keeps its `return`; View-system colour ints take
    /// `ContextCompat.getColor` where a `context` is declared, and are left alone elsewhere.
    func testReturningConditionalsAndViewSystemColours() throws {
        let tree = try copyOfFixture()
        try FileManager.default.createDirectory(atPath: tree + "/android/app/src/main/java/com/shop/chart", withIntermediateDirectories: true)
        try """
            import SwiftUI

            struct Badge: View {
                @Environment(\\.colorScheme) var colorScheme
                var fill: Color {
                    if colorScheme == .dark { return Color(hex: "222222") } else { return Color(hex: "EEEEEE") }
                }
                var body: some View { Text("x").background(fill) }
            }

            """.write(toFile: tree + "/ios/App/Views/Badge.swift", atomically: false, encoding: .utf8)
        let chart = tree + "/android/app/src/main/java/com/shop/chart/Chart.kt"
        try """
            package com.shop.chart

            import android.content.Context
            import android.graphics.Color
            import com.shop.R

            class Chart(private val context: Context) {
                fun tint(): Int = Color.rgb(255, 136, 0)
            }

            class Legend {
                fun tint(): Int = Color.rgb(255, 136, 0)
            }

            class LogsFragment : Fragment() {
                fun swipe(): Int = Color.rgb(255, 136, 0)
            }

            class MainActivity : AppCompatActivity() {
                val callback = object : Callback {
                    fun swipe(): Int = Color.rgb(255, 136, 0)
                }
            }

            class Gauge(ctx: Context, attrs: AttributeSet) : FrameLayout(ctx, attrs) {
                fun needle(): Int = Color.rgb(255, 136, 0)
            }

            """.write(toFile: chart, atomically: false, encoding: .utf8)
        XCTAssertEqual(run(["migrate", "plan", ".", "-o", "plan.json"], in: tree).status, 0)
        let (status, _, err) = run(["migrate", "apply", "plan.json"], in: tree)
        XCTAssertEqual(status, 0, err)
        XCTAssertTrue(try text(tree + "/ios/App/Views/Badge.swift").contains("    var fill: Color {\n        return Color(\"color2\")\n    }"))
        let kotlin = try text(chart)
        XCTAssertTrue(kotlin.contains("import androidx.core.content.ContextCompat\nimport com.shop.R\n"), kotlin)
        XCTAssertTrue(kotlin.contains("class Chart(private val context: Context) {\n    fun tint(): Int = ContextCompat.getColor(context, R.color.color1)"), kotlin)
        XCTAssertTrue(kotlin.contains("class Legend {\n    fun tint(): Int = Color.rgb(255, 136, 0)"), kotlin)
        XCTAssertTrue(err.contains("Chart.kt:12:23: skipped: no `context` in scope for ContextCompat.getColor"), err)
        // A fragment, an activity (also from an object inside it) and a view reach their context themselves.
        XCTAssertTrue(kotlin.contains("fun swipe(): Int = ContextCompat.getColor(requireContext(), R.color.color1)"), kotlin)
        XCTAssertTrue(kotlin.contains("fun swipe(): Int = ContextCompat.getColor(this@MainActivity, R.color.color1)"), kotlin)
        XCTAssertTrue(kotlin.contains("fun needle(): Int = ContextCompat.getColor(context, R.color.color1)"), kotlin)
    }

    /// A file of a Swift package target gets its token in the target's own catalog (an existing one,
    /// else a new `Resources/Colors.xcassets`) and reads it through `Bundle.module`: the app's catalog
    /// is not there in previews, tests or an App Clip. The app's own files keep the app's catalog.
    func testSwiftPackageTargetsReadTheirOwnCatalog() throws {
        let tree = TemporaryTree("migrate-packages")
        defer { tree.remove() }
        try tree.write("Package.swift", "// swift-tools-version:5.9\n")
        try tree.write("App/Assets.xcassets/Contents.json", "{}\n")
        try tree.write("App/AppView.swift", "import SwiftUI\nlet title = Text(\"a\").foregroundColor(Color(hex: \"123456\"))\n")
        try tree.write("Sources/Feature/FeatureView.swift", """
            import SwiftUI
            let name = Text("b").foregroundColor(Color(hex: "123456"))
            let card = Text("c").background(Color(hex: "EEEEEE"))

            """)
        try tree.write("Sources/Legacy/Resources/Media.xcassets/Contents.json", "{}\n")
        try tree.write("Sources/Legacy/Badge.swift", "import UIKit\nfunc paint(_ v: UILabel) { v.textColor = UIColor(red: 0x12 / 255, green: 0x34 / 255, blue: 0x56 / 255, alpha: 1) }\n")
        XCTAssertEqual(run(["migrate", "plan", ".", "-o", "plan.json"], in: tree.root).status, 0)
        let (status, out, err) = run(["migrate", "apply", "plan.json"], in: tree.root)
        XCTAssertEqual(status, 0, err)
        XCTAssertEqual(try text(tree.root + "/App/AppView.swift"), "import SwiftUI\nlet title = Text(\"a\").foregroundColor(Color(\"textPrimary\"))\n")
        XCTAssertEqual(try text(tree.root + "/Sources/Feature/FeatureView.swift"), """
            import SwiftUI
            let name = Text("b").foregroundColor(Color("textPrimary", bundle: .module))
            let card = Text("c").background(Color("surface", bundle: .module))

            """)
        XCTAssertTrue(try text(tree.root + "/Sources/Legacy/Badge.swift")
            .contains("v.textColor = UIColor(named: \"textPrimary\", in: .module, compatibleWith: nil)!"))
        for path in ["App/Assets.xcassets/textPrimary.colorset", "Sources/Feature/Resources/Colors.xcassets/textPrimary.colorset",
                     "Sources/Feature/Resources/Colors.xcassets/surface.colorset", "Sources/Legacy/Resources/Media.xcassets/textPrimary.colorset"] {
            XCTAssertTrue(FileManager.default.fileExists(atPath: tree.root + "/" + path + "/Contents.json"), path)
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: tree.root + "/App/Assets.xcassets/surface.colorset"), "only tokens a site of that catalog uses")
        XCTAssertTrue(out.contains("created Sources/Feature/Resources/Colors.xcassets/Contents.json\n"), out)
        XCTAssertTrue(err.contains("note: Sources/Feature/Resources/Colors.xcassets is new: Xcode bundles it with its target; "
                                   + "a `swift build` of the package needs `resources: [.process(\"Resources\")]` on target Feature"), err)
        XCTAssertFalse(err.contains("Media.xcassets is new"), err)
        let again = run(["migrate", "apply", "plan.json"], in: tree.root)
        XCTAssertTrue(again.stdout.contains("Migrated 0 sites in 0 files; 0 token files written."), again.stdout)
    }

    /// `Color(nsColor: .purple)` wraps AppKit's fixed purple (#800080, not SwiftUI's system purple),
    /// and its token is written as an `NSColor` inside the wrapper.
    func testAWrappedPlatformColourKeepsItsValueAndType() throws {
        let tree = TemporaryTree("migrate-wrapped")
        defer { tree.remove() }
        try tree.write("App/Assets.xcassets/Contents.json", "{}\n")
        try tree.write("App/Tag.swift", "import SwiftUI\nlet tag = Text(\"v1\").background(Color(nsColor: .purple).opacity(0.2))\n")
        XCTAssertEqual(run(["migrate", "plan", ".", "-o", "plan.json"], in: tree.root).status, 0)
        let plan = try MigrationPlanDecoder.decode(try bytes(tree.root + "/plan.json"), file: "plan.json")
        XCTAssertEqual(plan.entries.map { "\($0.light.hexString) \($0.sites.map(\.type.rawValue))" }, ["#800080 [\"nsColor\"]"])
        let (status, _, err) = run(["migrate", "apply", "plan.json"], in: tree.root)
        XCTAssertEqual(status, 0, err)
        XCTAssertEqual(try text(tree.root + "/App/Tag.swift"),
                       "import SwiftUI\nlet tag = Text(\"v1\").background(Color(nsColor: NSColor(named: \"\(plan.entries[0].name)\")!).opacity(0.2))\n")
    }

    /// Entries with Kotlin sites only are named as the project's colour resources are (`text_secondary`).
    func testKotlinOnlyEntriesFollowTheResourceNamingStyle() throws {
        let tree = TemporaryTree("migrate-snake")
        defer { tree.remove() }
        try tree.write("app/src/main/res/values/colors.xml",
                       "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<resources>\n    <color name=\"text_primary\">#FF111111</color>\n</resources>\n")
        try tree.write("app/src/main/java/com/shop/Row.kt", """
            package com.shop

            import androidx.compose.material3.Text
            import androidx.compose.runtime.Composable
            import androidx.compose.ui.graphics.Color

            @Composable
            fun Row() {
                Text("x", color = Color(0xFF666666))
                Text("y", color = Color(0xFF999999))
            }

            """)
        XCTAssertEqual(run(["migrate", "plan", ".", "-o", "plan.json"], in: tree.root).status, 0)
        let plan = try MigrationPlanDecoder.decode(try bytes(tree.root + "/plan.json"), file: "plan.json")
        XCTAssertEqual(plan.entries.map(\.name), ["text_secondary", "text_tertiary"])
    }

    /// A Kotlin file loses the imports whose every use was migrated (`…graphics.Color`,
    /// `isSystemInDarkTheme`): ktlint and detekt fail on an unused import. One that still names
    /// `Color` keeps it, and `R`, which the tokens use, stays.
    func testAColorImportLeftUnusedIsRemoved() throws {
        let tree = try copyOfFixture()
        let folder = tree + "/android/app/src/main/java/com/shop/ui"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try """
            package com.shop.ui

            import androidx.compose.foundation.isSystemInDarkTheme
            import androidx.compose.material3.Text
            import androidx.compose.runtime.Composable
            import androidx.compose.ui.graphics.Color
            import com.shop.R

            @Composable
            fun Badge() {
                Text("x", color = Color(0xFF0066CC))
                Text("y", color = if (isSystemInDarkTheme()) Color(0xFFCCCCCC) else Color(0xFF666666))
            }

            """.write(toFile: folder + "/Badge.kt", atomically: false, encoding: .utf8)
        try """
            package com.shop.ui

            import androidx.compose.material3.Text
            import androidx.compose.runtime.Composable
            import androidx.compose.ui.graphics.Color
            import com.shop.R

            @Composable
            fun Tag(fill: Color) {
                Text("x", color = Color(0xFF0066CC))
            }

            """.write(toFile: folder + "/Tag.kt", atomically: false, encoding: .utf8)
        XCTAssertEqual(run(["migrate", "plan", ".", "-o", "plan.json"], in: tree).status, 0)
        let (status, _, err) = run(["migrate", "apply", "plan.json"], in: tree)
        XCTAssertEqual(status, 0, err)
        let badge = try text(folder + "/Badge.kt"), tag = try text(folder + "/Tag.kt")
        XCTAssertTrue(badge.hasPrefix("package com.shop.ui\n\nimport androidx.compose.material3.Text\nimport androidx.compose.runtime.Composable\n"
                                      + "import androidx.compose.ui.res.colorResource\nimport com.shop.R\n\n"), badge)
        XCTAssertTrue(tag.contains("import androidx.compose.ui.graphics.Color\n"), tag)
        XCTAssertTrue(tag.contains("Text(\"x\", color = colorResource(R.color."), tag)
    }

    /// One value in two roles is two tokens; text ladders climb from the darkest colour, surfaces from
    /// the lightest; a status colour used as a fill is `…Background`; a conditional between the
    /// palette's own colours is read from the palette; a grouped conditional takes the role of the
    /// property it is assigned to or of the drawing call made with it. What the code says a colour is
    /// for (a palette member's name, a declared name) names its entry.
    func testEntriesAreSplitByRoleAndNamedAlongTheirLadder() throws {
        let tree = TemporaryTree("migrate-roles")
        defer { tree.remove() }
        try tree.write("App/Assets.xcassets/Contents.json", "{}\n")
        try tree.write("App/Styleguide/Colors.swift", """
            import SwiftUI

            extension Color {
              public static let brandBlack = hex(0x121212)
              public static let solo = hex(0xEAA980)
            }

            """)
        try tree.write("App/Views/Card.swift", """
            import SwiftUI

            struct ErrorCard: View {
                @Environment(\\.colorScheme) var colorScheme
                var body: some View {
                    VStack {
                        Text("a").foregroundColor(Color(hex: "999999"))
                        Text("b").foregroundColor(Color(hex: "999999"))
                        Text("c").foregroundColor(Color(hex: "222222"))
                        Text("d").foregroundColor(Color(hex: "FAFAFA"))
                        Text("e").foregroundColor(colorScheme == .dark ? .white : .brandBlack)
                        Text("f").foregroundColor(colorScheme == .dark ? .solo : .brandBlack)
                        Text("g").foregroundColor(Color(hex: "999A99"))
                        Image(systemName: "star").foregroundColor(Color(hex: "555555"))
                    }
                    .background(Color(hex: "999999"))
                    .overlay(Color(hex: "FF3B30"))
                    .background(Color(hex: "FF3B30"))
                }
                func idle() -> Color {
                    let inactiveColor = Color(hex: "ABABAB")
                    return inactiveColor
                }
            }

            """)
        try tree.write("App/Views/Meter.swift", """
            import AppKit

            final class Meter: NSView {
                var isDarkMode = false
                func paint() {
                    layer?.backgroundColor = (isDarkMode ? NSColor(white: 0.1, alpha: 1) : NSColor(white: 0.9, alpha: 1)).cgColor
                    (isDarkMode ? NSColor(white: 0.8, alpha: 1) : NSColor(white: 0.3, alpha: 1)).setStroke()
                    needle.color = NSColor(red: 0.9, green: 0.1, blue: 0.1, alpha: 1)
                }
            }

            """)
        let (status, _, err) = run(["migrate", "plan", ".", "-o", "plan.json"], in: tree.root)
        XCTAssertEqual(status, 0, err)
        let plan = try MigrationPlanDecoder.decode(try bytes(tree.root + "/plan.json"), file: "plan.json")
        let named = Dictionary(uniqueKeysWithValues: plan.entries.map { entry in
            (entry.name, "\(entry.role?.rawValue ?? "-") \(entry.light.hexString)/\(entry.dark?.hexString ?? "-") \(entry.sites.map { String($0.line) }.joined(separator: ","))")
        })
        XCTAssertEqual(named, [
            "textPrimary": "foreground #121212/#FFFFFF 11",
            "textSecondary": "foreground #222222/- 9",
            "textTertiary": "foreground #999999/- 7,8",
            "textOnColor": "foreground #FAFAFA/- 10",
            "surface": "background #E6E6E6/#1A1A1A 6",
            "surfaceSecondary": "background #999999/- 16",
            // The overlay has no role of its own and joins the fill of the same red.
            "statusErrorBackground": "background #FF3B30/- 17,18",
            "border": "border #4D4D4D/#CCCCCC 7",
            // Named for what the code says: the palette member shown only in dark mode, the declared name.
            "soloInverseText": "foreground #121212/#EAA980 12",
            "inactive": "- #ABABAB/- 21",
            // A near-equal grey keeps its exact value, flagged for a person to merge.
            "textQuaternary": "foreground #999A99/- 13",
            // An icon's colour is an icon token.
            "iconPrimary": "foreground #555555/- 14",
            // A red is a status colour only where the code speaks of one (the error card above), not in a meter.
            "color1": "- #E61A1A/- 8",
        ], err)
        let review = Dictionary(uniqueKeysWithValues: plan.entries.map { ($0.name, $0.review) })
        XCTAssertEqual(review["textQuaternary"], ["near-equal to #999999 (ΔE ≤ 2): merge the entries if they are one token"])
        XCTAssertEqual(review["textTertiary"], ["near-equal to #999A99 (ΔE ≤ 2): merge the entries if they are one token"])
        XCTAssertEqual(review["textPrimary"], [])
    }

    /// The plan shown in Fixing.md is a valid plan, and its site is the fixture's.
    func testTheDocumentedPlanIsValid() throws {
        let article = try DocsTests.read(DocsTests.catalog + "/Fixing.md")
        let section = try XCTUnwrap(article.range(of: "## Migration"))
        let json = try XCTUnwrap(DocsTests.firstJSONBlock(String(article[section.upperBound...])))
        let plan = try MigrationPlanDecoder.decode(Array(json.utf8), file: "Fixing.md")
        let documented = try XCTUnwrap(plan.entries.first?.sites.first)
        let planned = try MigrationPlanDecoder.decode(try bytes(Self.expected + "/plan.json"), file: "plan.json")
        XCTAssertTrue(planned.entries.contains { $0.name == "textSecondary" && $0.sites.contains(documented) })
    }

    func testUsage() {
        XCTAssertThrowsError(try CommandLineParser.parse(["migrate"]))
        XCTAssertThrowsError(try CommandLineParser.parse(["migrate", "aply", "plan.json"])) { error in
            XCTAssertEqual(String(describing: error), "unknown migrate action 'aply' (one of: plan, apply); did you mean 'huelint migrate apply'?")
        }
        XCTAssertThrowsError(try CommandLineParser.parse(["migrate", "plan", "--diff"]))
        XCTAssertThrowsError(try CommandLineParser.parse(["migrate", "apply"]))
        XCTAssertNoThrow(try CommandLineParser.parse(["migrate", "apply", "plan.json", "--diff"]))
        XCTAssertTrue(HelpText.render().contains("huelint migrate plan"))
    }

    // MARK: Helpers

    private func copyOfFixture() throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("huelint-migrate-\(UUID().uuidString)")
        try FileManager.default.copyItem(atPath: Self.fixture, toPath: url.path)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url.resolvingSymlinksInPath().path
    }

    private func plannedCopy() throws -> String {
        let tree = try copyOfFixture()
        XCTAssertEqual(run(["migrate", "plan", ".", "-o", "plan.json"], in: tree).status, 0)
        return tree
    }

    private func run(_ arguments: [String], in directory: String) -> (status: Int32, stdout: String, stderr: String) {
        let out = CLIHarness.Capture(), err = CLIHarness.Capture()
        let environment = CLIEnvironment(currentDirectory: directory, stdout: out, stderr: err, processorCount: 2)
        let status = HueLintCLI.run(arguments: arguments, environment: environment)
        return (status, out.text, err.text)
    }

    private func bytes(_ path: String) throws -> [UInt8] { Array(try Data(contentsOf: URL(fileURLWithPath: path))) }

    private func text(_ path: String) throws -> String { try String(contentsOfFile: path, encoding: .utf8) }

    /// Every file under `root` by relative path.
    private func snapshot(_ root: String) throws -> [String: [UInt8]] {
        var out: [String: [UInt8]] = [:]
        for case let path as String in FileManager.default.enumerator(atPath: root)! {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: root + "/" + path, isDirectory: &isDirectory), !isDirectory.boolValue {
                out[path] = try bytes(root + "/" + path)
            }
        }
        return out
    }

    /// The expected files after apply (the plan aside), by relative path.
    private func expectedFiles() throws -> [String: [UInt8]] {
        try snapshot(Self.expected).filter { $0.key != "plan.json" }
    }

    private func assertGolden(_ path: String, _ name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let golden = Self.expected + "/" + name
        if ProcessInfo.processInfo.environment["HUELINT_UPDATE_GOLDEN"] == "1" {
            try FileManager.default.createDirectory(atPath: (golden as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(try bytes(path)).write(to: URL(fileURLWithPath: golden))
            return
        }
        XCTAssertEqual(try text(path), try text(golden), name, file: file, line: line)
    }

    /// The asset catalog of the folder with the most sites is the target; a catalog in `Resources/`
    /// belongs to the folder above it (otherwise an app's catalog can lose to its watch app's).
    func testTheTargetCatalogIsTheOneOfTheFolderWithTheMostSites() {
        func site(_ path: String) -> MigrationPlan.Site {
            MigrationPlan.Site(path: path, line: 1, column: 1, start: 0, end: 1, text: "x", language: .swift, type: .swiftUIColor, role: nil)
        }
        let sites = ["Sources/App/Views/A.swift", "Sources/App/Views/B.swift", "Sources/App/C.swift", "Sources/WatchApp/D.swift"].map(site)
        let target = MigrationTargets.swift(["/p/Sources/WatchApp/Assets.xcassets", "/p/Sources/App/Resources/Assets.xcassets"],
                                            sites: sites, planFolder: "/p")
        XCTAssertEqual(target?.path, "Sources/App/Resources/Assets.xcassets")
        XCTAssertEqual(MigrationTargets.ownerFolder(of: "Sources/App/Resources/Assets.xcassets"), "Sources/App")
        XCTAssertEqual(MigrationTargets.ownerFolder(of: "android/app/src/main/res"), "android/app")
    }

    /// Text starts on the rung its lightness earns; a status name needs code that speaks of one.
    func testTextRungsFollowLightnessAndStatusNeedsItsWords() {
        func rgb(_ hex: String) -> RGBA { RGBA(hex: hex, order: .rgba)! }
        XCTAssertEqual(TokenNaming.names([TokenNaming.Proposal(role: .foreground, light: rgb("8E8E93"))], taken: []), ["textSecondary"])
        XCTAssertEqual(TokenNaming.names([TokenNaming.Proposal(role: .foreground, light: rgb("C7C7CC")),
                                          TokenNaming.Proposal(role: .foreground, light: rgb("1C1C1E"))], taken: []),
                       ["textTertiary", "textPrimary"])
        XCTAssertEqual(TokenNaming.names([TokenNaming.Proposal(role: .foreground, light: rgb("FF3B30")),
                                          TokenNaming.Proposal(role: .foreground, light: rgb("FF3B30"), saysStatus: true)], taken: ["textsecondary"]),
                       ["textTertiary", "statusError"])
        XCTAssertEqual(TokenNaming.names([TokenNaming.Proposal(role: .foreground, light: rgb("8E8E93"), paintsIcon: true),
                                          TokenNaming.Proposal(role: .foreground, light: rgb("1C1C1E"), paintsIcon: true)], taken: []),
                       ["iconSecondary", "iconPrimary"])
        XCTAssertEqual(["textSecondary", "statusErrorBackground", "surface5", "brand"].map(TokenNaming.snakeCase),
                       ["text_secondary", "status_error_background", "surface5", "brand"])
        XCTAssertEqual(TokenNaming.names([TokenNaming.Proposal(role: .foreground, light: rgb("8E8E93"))], taken: ["text_secondary"]),
                       ["textTertiary"], "a resource text_secondary takes the name textSecondary")
        // Only a placeholder is marked as one: a status name without a role is a name.
        XCTAssertEqual(["color12", "colorful", "statusError", "color"].map(TokenNaming.isPlaceholder), [true, false, false, false])
    }

    /// Saturated reds, oranges and greens are status colours by convention; neutrals and blues take their role's name.
    func testStatusColoursAreNamedByTheirConventionalMeaning() {
        XCTAssertEqual(TokenNaming.statusName(RGBA(hex: "FF3B30", order: .rgba)!), "statusError")
        XCTAssertEqual(TokenNaming.statusName(RGBA(hex: "FF8800", order: .rgba)!), "statusWarning")
        XCTAssertEqual(TokenNaming.statusName(RGBA(hex: "00FF00", order: .rgba)!), "statusSuccess")
        XCTAssertNil(TokenNaming.statusName(RGBA(hex: "0066CC", order: .rgba)!))
        XCTAssertNil(TokenNaming.statusName(RGBA(hex: "777777", order: .rgba)!))
        XCTAssertNil(TokenNaming.statusName(RGBA(hex: "1A2A1A", order: .rgba)!))
    }
}
