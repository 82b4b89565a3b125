import Foundation
import XCTest
@testable import HueLintCLI
@testable import HueLintKit

final class AuditTests: XCTestCase {
    static let root = ReportingTestSupport.packageRoot

    static func demo(clusterDeltaE: Double = 2) -> AuditReport {
        AuditEngine.run(paths: ["Fixtures/demo"], currentDirectory: root, configuration: .defaults,
                        settings: AuditEngine.Settings(clusterDeltaE: clusterDeltaE, jobs: 3))
    }

    /// A colour written only in Kotlin is shown as its authors write it, alpha first; JSON keeps one notation.
    func testAndroidColoursUseAndroidNotation() throws {
        XCTAssertEqual(RGBA(red: 1, green: 0, blue: 0, alpha: 0.4).androidHexString, "#66FF0000")
        XCTAssertEqual(RGBA(red: 1, green: 0, blue: 0, alpha: 0.4).hexString, "#FF000066")
        XCTAssertEqual(RGBA(red: 1, green: 0, blue: 0, alpha: 1).androidHexString, "#FF0000")
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("huelint-audit-\(UUID().uuidString)")
            .resolvingSymlinksInPath().path
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/app/ui", withIntermediateDirectories: true)
        try "@Composable\nfun Badge() {\n    Text(\"New\", color = Color(0x66FF0000))\n}\n"
            .write(toFile: root + "/app/ui/Badge.kt", atomically: false, encoding: .utf8)
        try FileManager.default.createDirectory(atPath: root + "/ios", withIntermediateDirectories: true)
        try "let tint = Text(\"x\").foregroundColor(Color(red: 0, green: 0, blue: 1, opacity: 0.4))\n"
            .write(toFile: root + "/ios/Badge.swift", atomically: false, encoding: .utf8)
        // Each colour is written once, which the lint leaves out; the inventory lists it.
        XCTAssertEqual(LintEngine.run(paths: ["."], currentDirectory: root, configuration: .defaults, jobs: 1).findings, [])
        let report = AuditEngine.run(paths: ["."], currentDirectory: root, configuration: .defaults,
                                     settings: AuditEngine.Settings(clusterDeltaE: 2, jobs: 1))
        XCTAssertEqual(report.inventory.map(\.displayHex).sorted(), ["#0000FF66", "#66FF0000"])
        XCTAssertEqual(report.inventory.map(\.hex).sorted(), ["#0000FF66", "#FF000066"])
        XCTAssertTrue(AuditText.render(report, swatches: false).contains("#66FF0000"))
        XCTAssertTrue(AuditMarkdown.render(report).contains("`#66FF0000`"))
    }

    func testDemoTotalsAndCoverage() {
        let report = Self.demo()
        XCTAssertEqual(report.filesAudited, 5)
        // `scattered-theme-storage` is opt-in: the demo's two stored preferences are not findings.
        XCTAssertEqual(report.findings.count, 6)
        XCTAssertEqual(report.byRule.map { "\($0.0)=\($0.1)" }, [
            "hex-color-literal=3", "color-scheme-conditional=2", "direct-palette-reference=1",
        ])
        XCTAssertEqual(report.bySeverity.map { "\($0.0)=\($0.1)" }, ["error=3", "warning=3"])
        XCTAssertEqual(report.byLanguage.map { "\($0.0)=\($0.1)" }, ["kotlin=4", "swift=2"])
        XCTAssertEqual(report.byContext.map { "\($0.0)=\($0.1)" }, ["code=6"])
        XCTAssertEqual(report.topFiles.map { "\($0.0)=\($0.1)" }, [
            "Fixtures/demo/android/app/src/main/java/com/demo/ui/home/HomeScreen.kt=4",
            "Fixtures/demo/ios/DemoApp/Views/HomeView.swift=2",
        ])
        // `.textPrimary` and `Color.surface` (tokens), `MaterialTheme.colorScheme.surface` and `.onSurface`
        // (theme); the `Color("…")` calls in Tokens.swift define tokens and are not uses.
        XCTAssertEqual(report.total, UseCounts(designSystem: 4, hardcoded: 6, findings: 6))
        XCTAssertEqual(report.total.coverage, 4.0 / 10.0)
        XCTAssertEqual(report.designSystemByKind.map { "\($0.0.rawValue)=\($0.1)" }, ["token=2", "theme=2"])
        XCTAssertEqual(report.modules.map { "\($0.name): \($0.counts.designSystem)/\($0.counts.colorUses), \($0.counts.findings)" },
                       ["android: 2/6, 4", "ios: 2/4, 2"])
        XCTAssertEqual(report.unreadValues, 0)
    }

    func testDemoInventoryClustersPairsAndProposals() {
        let report = Self.demo()
        XCTAssertEqual(report.inventory.map { "\($0.hex)×\($0.count)" },
                       ["#CCCCCC×2", "#FF3B30×2", "#000000×1", "#33994D×1", "#444444×1", "#FFFFFF×1"])
        XCTAssertEqual(report.inventory[0].locations.map { "\($0.path):\($0.line):\($0.column)" }, [
            "Fixtures/demo/android/app/src/main/java/com/demo/ui/home/HomeScreen.kt:15:52",
            "Fixtures/demo/android/app/src/main/java/com/demo/ui/home/HomeScreen.kt:21:62",
        ])
        XCTAssertEqual(report.clusters.map { c in
            "#\(c.id) \(c.representative.hexString) [\(c.members.joined(separator: " "))] ×\(c.count) → "
                + (c.nearestToken.map { "\($0.name) \($0.hex) \(TokenMatcher.format($0.deltaE))" } ?? "-")
                + (c.proposal.map { " propose \($0.name)" } ?? "")
        }, [
            "#1 #CCCCCC [#CCCCCC] ×2 → gray_200 #CCCCCC 0.0",
            "#2 #FF3B30 [#FF3B30] ×2 → promo #FF3B30 0.0",
            "#3 #000000 [#000000] ×1 → textPrimary #1A1A1A 5.5 propose textTertiary",
            "#4 #33994D [#33994D] ×1 → success #34994D 0.1",
            "#5 #444444 [#444444] ×1 → gray_700 #444444 0.0",
            "#6 #FFFFFF [#FFFFFF] ×1 → surface #FFFFFF 0.0",
        ])
        XCTAssertEqual(report.pairs.map { "\($0.light.hexString)/\($0.dark.hexString) \($0.locations.map { "\($0.path):\($0.line)" })" }, [
            "#000000/#FFFFFF [\"Fixtures/demo/ios/DemoApp/Views/HomeView.swift:13\"]",
            "#444444/#CCCCCC [\"Fixtures/demo/android/app/src/main/java/com/demo/ui/home/HomeScreen.kt:15\"]",
        ])
        XCTAssertEqual(report.proposals.map { "\($0.name) \($0.color.hexString) \($0.role?.rawValue ?? "-")" }, ["textTertiary #000000 foreground"])
        // A wider threshold merges greys of the same alpha; clusters of equal use order by representative hex.
        let wide = Self.demo(clusterDeltaE: 30)
        XCTAssertEqual(wide.clusters.map { $0.members.joined(separator: " ") },
                       ["#CCCCCC #FFFFFF", "#000000 #444444", "#FF3B30", "#33994D"])
    }

    func testClustersAreGreedyAroundTheMostUsedColour() {
        func entry(_ hex: String, _ count: Int) -> InventoryColor {
            InventoryColor(color: RGBA(hex: hex, order: .rgba)!, locations: Array(repeating: AuditLocation(path: "a.swift", line: 1, column: 1), count: count),
                           roles: [.background: count])
        }
        let inventory = [entry("777777", 5), entry("787878", 2), entry("7A7A7A", 1), entry("FF0000", 1)]
        let catalog = TokenCatalog(tokens: [DesignToken(name: "grey", light: RGBA(hex: "767676", order: .rgba)!, source: "x")])
        let clusters = ColorClustering.clusters(inventory, catalog: catalog, maxDeltaE: 2)
        XCTAssertEqual(clusters.map(\.members), [["#777777", "#787878", "#7A7A7A"], ["#FF0000"]])
        XCTAssertEqual(clusters.map(\.count), [8, 1])
        XCTAssertEqual(clusters[0].nearestToken?.name, "grey")
        XCTAssertNil(clusters[0].proposal)
        XCTAssertEqual(clusters[1].proposal?.name, "surface", "named by role, not hue (backgroundRed)")
        XCTAssertEqual(ColorNaming.hueName(RGBA(hex: "0066CC", order: .rgba)!), "Blue")
        XCTAssertEqual(ColorNaming.hueName(RGBA(hex: "D9D9D9", order: .rgba)!), "LightGray")
    }

    /// The audit names a nearest token only as far as the lint does (ΔE 10): black is not "near" purple.
    func testNearestTokenIsNamedOnlyWithinTheLintsLimit() {
        func entry(_ hex: String) -> InventoryColor {
            InventoryColor(color: RGBA(hex: hex, order: .rgba)!, locations: [AuditLocation(path: "a.swift", line: 1, column: 1)],
                           roles: [.foreground: 1])
        }
        let purple = RGBA(hex: "6A1B9A", order: .rgba)!
        let catalog = TokenCatalog(tokens: [DesignToken(name: "purple", light: purple, source: "x")])
        let near = RGBA(hex: "7A2BA0", order: .rgba)!
        let clusters = ColorClustering.clusters([entry("000000"), entry("7A2BA0")], catalog: catalog, maxDeltaE: 2)
        XCTAssertGreaterThan(ColorDistance.ciede2000.delta(.black, purple), TokenFixes.farHintLimit)
        XCTAssertLessThanOrEqual(ColorDistance.ciede2000.delta(near, purple), TokenFixes.farHintLimit)
        XCTAssertEqual(clusters.map(\.representative.hexString), ["#000000", "#7A2BA0"])
        XCTAssertNil(clusters[0].nearestToken)
        XCTAssertNil(clusters[0].nearestTokenColor)
        XCTAssertEqual(clusters[0].proposal?.name, "textPrimary")
        XCTAssertEqual(clusters[1].nearestToken?.name, "purple")
    }

    func testDesignSystemUsesAreReadFromTokensNotText() {
        let catalog = TokenCatalog(tokens: [
            DesignToken(name: "brand", swift: "Color.brand", kotlin: "AppColors.brand", light: .black, source: "x"),
        ])
        let uses = DesignSystemUses(catalog: catalog)
        func kinds(_ text: String, _ language: Language) -> [String] {
            let ctx = FileContext(file: SourceFile(path: language == .swift ? "a.swift" : "a.kt", bytes: Array(text.utf8), language: language))
            return uses.sites(in: ctx).map(\.kind.rawValue)
        }
        let swift = """
        let a = Color("Brand"); let b = UIColor(named: "Brand"); let c = Color(.label); let d = UIColor.systemBackground
        let e = Color.primary; let f = Text("x").foregroundStyle(.primary); let g = cell.label; let h = Color.brand
        view.backgroundColor = .secondarySystemBackground; let i = .brand
        // Color("NotAUse") .systemBackground
        let s = "Color.brand .label"
        """
        XCTAssertEqual(kinds(swift, .swift), ["asset", "asset", "system", "system", "system", "token", "system", "token"])
        let kotlin = """
        val a = colorResource(R.color.brand); val b = MaterialTheme.colorScheme.primary; val c = MaterialTheme.colors.surface
        val d = AppColors.brand; val e = android.R.color.white; val f = MaterialTheme.typography.body1
        val g = MaterialColors.getColor(view, R.attr.colorSurface); val h = context.getColorFromAttr(android.R.attr.textColorPrimary)
        val i = R.string.title
        // R.color.notAUse
        """
        XCTAssertEqual(kinds(kotlin, .kotlin), ["resource", "theme", "theme", "token", "resource", "theme", "theme"])
        let assets = DesignSystemUses(catalog: TokenCatalog(tokens: [
            DesignToken(name: "Slate", swift: "Color(\"Slate\")", light: .black, source: "App/Assets.xcassets/Slate.colorset"),
        ]))
        let generated = FileContext(file: SourceFile(path: "a.swift", text: "let a = Color.slate; let b = UIColor.slate\nv.fill(.slate)",
                                                     language: .swift))
        XCTAssertEqual(assets.sites(in: generated).map(\.kind.rawValue), ["token", "token", "token"])
        XCTAssertEqual(["TextPrimary", "brand-blue", "Slate", "Accent Color 2", "2x"].map { DesignSystemUses.generatedSymbol($0) ?? "-" },
                       ["textPrimary", "brandBlue", "slate", "accentColor2", "-"])
        let namespaced = DesignSystemUses(catalog: TokenCatalog(), namespaces: ["lumo", "LumoTheme.colors"])
        func namespacedKinds(_ text: String, _ language: Language) -> [Int] {
            let ctx = FileContext(file: SourceFile(path: language == .swift ? "a.swift" : "a.kt", bytes: Array(text.utf8), language: language))
            return namespaced.sites(in: ctx).map(\.offset)
        }
        // At the member's dot: `.lumo.textPrimary` (offset 13), `Color.lumo.bg` (45);
        // `other.colors.x` and a bare `lumo` are not uses.
        XCTAssertEqual(namespacedKinds("let a = .lumo.textPrimary; let b = Color.lumo.bg; let c = lumo", .swift), [13, 45])
        XCTAssertEqual(namespacedKinds("val a = LumoTheme.colors.textPrimary; val b = other.colors.x", .kotlin), [24])
    }

    func testJSONGolden() throws {
        try ReportingTestSupport.assertGolden(AuditJSON.render(Self.demo()), "audit.json")
    }

    func testMarkdownGolden() throws {
        try ReportingTestSupport.assertGolden(AuditMarkdown.render(Self.demo()), "audit.md")
    }

    func testTextSwatchesOnlyWhenAskedFor() {
        let report = Self.demo()
        XCTAssertFalse(AuditText.render(report, swatches: false).contains("\u{1B}"))
        XCTAssertTrue(AuditText.render(report, swatches: true).contains("\u{1B}[48;2;255;59;48m  \u{1B}[0m #FF3B30"))
    }

    func testHTMLIsSelfContainedAndEscapesEverything() throws {
        var report = Self.demo()
        report.findings[0].path = "</script><img src=x onerror=alert(1)>.swift"
        report.findings[0].message = "<b>&amp;</b>"
        let html = AuditHTML.render(report)
        XCTAssertFalse(html.contains("<img"))
        XCTAssertFalse(html.contains("<b>&amp;"))
        XCTAssertTrue(html.contains("\\u003c/script\\u003e\\u003cimg src=x onerror=alert(1)\\u003e.swift"))
        XCTAssertFalse(html.contains("http://") || html.contains("https://") || html.contains(" src=\"") || html.contains("<link"))
        XCTAssertEqual(html.components(separatedBy: "<script").count - 1, 2)
        // The embedded data parses back to the JSON report's figures, with every location.
        let start = try XCTUnwrap(html.range(of: "id=\"audit-data\">")).upperBound
        let end = try XCTUnwrap(html.range(of: "</script>", range: start..<html.endIndex)).lowerBound
        let data = try ReportingTestSupport.jsonObject(String(html[start..<end]))
        XCTAssertEqual((data["colours"] as? [Any])?.count, 6)
        XCTAssertEqual((data["findingRows"] as? [Any])?.count, 6)
    }

    func testCommandLine() throws {
        XCTAssertEqual(try CommandLineParser.parse(["audit", "App", "--format", "markdown", "--html", "a.html"]).htmlPath, "a.html")
        XCTAssertThrowsError(try CommandLineParser.parse(["audit", "--format", "sarif"])) {
            XCTAssertEqual(String(describing: $0), "'huelint audit' writes text, markdown or json, not 'sarif'")
        }
        // `--help` lists markdown for both commands, and both take it.
        XCTAssertEqual(try CommandLineParser.parse(["--format", "markdown"]).format, .markdown)
        XCTAssertThrowsError(try CommandLineParser.parse(["audit", "--cluster-delta-e", "x"]))
        XCTAssertTrue(HelpText.render().contains("huelint audit"))

        let out = CLIHarness.Capture(), err = CLIHarness.Capture()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("huelint-audit-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let environment = CLIEnvironment(currentDirectory: Self.root, stdout: out, stderr: err, processorCount: 2)
        XCTAssertEqual(HueLintCLI.run(arguments: ["audit", "Fixtures/demo", "--format", "json", "--html", folder + "/a.html"],
                                      environment: environment), 0)
        XCTAssertEqual(out.text, AuditJSON.render(Self.demo()))
        XCTAssertEqual(err.text, "", "no progress bar when standard error is not a terminal")
        let html = try String(contentsOfFile: folder + "/a.html", encoding: .utf8)
        XCTAssertTrue(html.hasPrefix("<!DOCTYPE html>"))
        // The page shows the migration plan: the demo's one conditional without a token, as `migrate plan` names it.
        let start = try XCTUnwrap(html.range(of: "id=\"audit-data\">")).upperBound
        let end = try XCTUnwrap(html.range(of: "</script>", range: start..<html.endIndex)).lowerBound
        let plan = try XCTUnwrap(try ReportingTestSupport.jsonObject(String(html[start..<end]))["migrationPlan"] as? [[String: Any]])
        XCTAssertEqual(plan.map { "\($0["name"]!) \($0["light"]!)/\($0["dark"]!) \($0["sites"]!) \($0["locations"]!)" },
                       ["textTertiary #000000/#FFFFFF 1 [\"Fixtures/demo/ios/DemoApp/Views/HomeView.swift:13\"]"])
        XCTAssertTrue(html.contains("<h2>Migration plan</h2>"))
    }

    func testProgressBarDrawsOnlyForLargeTrees() {
        let sink = CLIHarness.Capture()
        let small = ProgressBar(sink: sink, threshold: 10)
        small.update(1, of: 5)
        small.finish()
        XCTAssertEqual(sink.text, "")
        let large = ProgressBar(sink: sink, threshold: 10)
        large.update(1, of: 20)
        large.update(1, of: 20)
        large.update(20, of: 20)
        large.finish()
        XCTAssertEqual(sink.text, "\rauditing [#-----------------------------] 5% 1/20 files"
                       + "\rauditing [##############################] 100% 20/20 files\r\u{1B}[2K")
    }

    /// A category table is one finding, but each of its colours is in the inventory; a test file's
    /// token uses count toward coverage only when tests are reported.
    func testTablesFillTheInventoryAndTestsStayOutOfCoverage() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("huelint-audit-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder + "/App", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder + "/AppTests", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "import SwiftUI\nfunc tint(_ s: Status) -> Color {\n    switch s {\n    case .ok: return Color(red: 0, green: 1, blue: 0)\n"
            .appending("    case .slow: return Color(red: 1, green: 0.5, blue: 0)\n    case .down: return Color(red: 1, green: 0, blue: 0)\n    }\n}\n")
            .write(toFile: folder + "/App/Status.swift", atomically: true, encoding: .utf8)
        try "import XCTest\nlet a = Text(\"x\").foregroundStyle(Color(.label))\nlet b = Color(red: 1, green: 0.9, blue: 0.8)\n"
            .write(toFile: folder + "/AppTests/StatusTests.swift", atomically: true, encoding: .utf8)
        let report = AuditEngine.run(paths: ["."], currentDirectory: folder, configuration: .defaults,
                                     settings: AuditEngine.Settings(clusterDeltaE: 2, jobs: 1))
        XCTAssertEqual(report.byRule.map { "\($0.0)=\($0.1)" }, ["category-color-table=1"])
        XCTAssertEqual(report.inventory.map { "\($0.hex)×\($0.count)" }.sorted(), ["#00FF00×1", "#FF0000×1", "#FF8000×1"])
        XCTAssertEqual(report.total.designSystem, 0)
        let withTests = try Configuration.parse(Array(#"{"contexts": {"test": "warning"}}"#.utf8), file: "t.json")
        let all = AuditEngine.run(paths: ["."], currentDirectory: folder, configuration: withTests,
                                  settings: AuditEngine.Settings(clusterDeltaE: 2, jobs: 1))
        XCTAssertEqual(all.total.designSystem, 1)
        XCTAssertEqual(all.byContext.map { "\($0.0)=\($0.1)" }, ["code=1", "test=1"])
    }
}
