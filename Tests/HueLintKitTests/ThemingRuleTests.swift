import Foundation
import XCTest
@testable import HueLintCLI
@testable import HueLintKit

/// The contrast maths, the contrast fixtures (asset catalogs, colors.xml with night values, palette
/// files, config tokens and pairs), `contrastPairs` config errors, and the hoist fix.
final class ThemingRuleTests: XCTestCase {
    private func hex(_ text: String) -> RGBA { RuleTestSupport.hex(text) }

    // MARK: WCAG maths

    func testPublishedRatios() {
        XCTAssertEqual(Contrast.ratio(.black, on: .white), 21, accuracy: 1e-9)
        XCTAssertEqual(Contrast.ratio(.white, on: .white), 1, accuracy: 1e-9)
        // #777777 on white is the classic "just fails AA" grey: 4.478…:1.
        XCTAssertEqual(Contrast.ratio(hex("#777777"), on: .white), 4.478089, accuracy: 1e-6)
        XCTAssertLessThan(Contrast.ratio(hex("#777777"), on: .white), 4.5)
        // #767676 is the lightest grey that passes: 4.542…:1.
        XCTAssertEqual(Contrast.ratio(hex("#767676"), on: .white), 4.542225, accuracy: 1e-6)
        XCTAssertEqual(Contrast.format(Contrast.ratio(hex("#777777"), on: .white)), "4.47:1")
        XCTAssertEqual(Contrast.format(21), "21.00:1")
    }

    /// Expected values from an independent implementation (Python, the WCAG 2.x formula written out:
    /// channel/255, c/12.92 at or below 0.04045 else ((c+0.055)/1.055)^2.4, 0.2126 R + 0.7152 G + 0.0722 B).
    func testRatiosAgainstAnIndependentImplementation() {
        XCTAssertEqual(Contrast.ratio(hex("#0066CC"), on: .white), 5.566637, accuracy: 1e-6)
        XCTAssertEqual(Contrast.ratio(.white, on: hex("#6200EE")), 7.625429, accuracy: 1e-6)
        XCTAssertEqual(Contrast.ratio(hex("#E6E1E5"), on: hex("#1C1B1F")), 13.268340, accuracy: 1e-6)
        XCTAssertEqual(Contrast.ratio(.white, on: hex("#FFC107")), 1.630048, accuracy: 1e-6)
        // Order does not matter: the lighter colour is always L1.
        XCTAssertEqual(Contrast.ratio(hex("#1C1B1F"), on: hex("#E6E1E5")), 13.268340, accuracy: 1e-6)
    }

    /// Black at 60% over white is #666666 (0.4 × 255 = 102): 5.7418…:1. Translucent backgrounds are
    /// first composited over the canvas (white in light, black in dark).
    func testAlphaIsCompositedOverTheBackground() {
        XCTAssertEqual(Contrast.ratio(RGBA(red: 0, green: 0, blue: 0, alpha: 0.6), on: .white), 5.741836, accuracy: 1e-6)
        // #3C3C43 at 60% on #F2F2F7 (iOS secondary label on grouped background): 3.2953…:1.
        XCTAssertEqual(Contrast.ratio(hex("#3C3C4399"), on: hex("#F2F2F7")), 3.295321, accuracy: 1e-3)
        // White at 30% (#4D alpha) on #1E1E1E: 2.7307…:1.
        XCTAssertEqual(Contrast.ratio(RGBA(bytes: 255, 255, 255, alpha: 0x4D), on: hex("#1E1E1E"), canvas: .black), 2.730655, accuracy: 1e-6)
        // A half-transparent black background over a white canvas is #808080; white on it: 3.949…:1.
        XCTAssertEqual(Contrast.ratio(.white, on: RGBA(red: 0, green: 0, blue: 0, alpha: 0.5)),
                       Contrast.ratio(.white, on: RGBA(white: 0.5)), accuracy: 1e-9)
    }

    func testRequiredRatiosFromLevelAndSize() {
        XCTAssertEqual(ContrastPair(foreground: "a", background: "b").requiredRatio, 4.5)
        XCTAssertEqual(ContrastPair(foreground: "a", background: "b", large: true).requiredRatio, 3)
        XCTAssertEqual(ContrastPair(foreground: "a", background: "b", level: .AAA).requiredRatio, 7)
        XCTAssertEqual(ContrastPair(foreground: "a", background: "b", large: true, level: .AAA).requiredRatio, 4.5)
        XCTAssertEqual(ContrastPair(foreground: "a", background: "b", min: 2.5, level: .AAA).requiredRatio, 2.5)
    }

    func testInferredBackgroundsFromNames() {
        XCTAssertEqual(LowContrastTokenPairRule.inferredBackgrounds(["on", "surface", "variant"]), [["surface", "variant"]])
        XCTAssertEqual(LowContrastTokenPairRule.inferredBackgrounds(["md", "theme", "dark", "on", "primary"]), [["md", "theme", "dark", "primary"]])
        XCTAssertEqual(LowContrastTokenPairRule.inferredBackgrounds(["text", "primary"]), [["background"]])
        XCTAssertEqual(LowContrastTokenPairRule.inferredBackgrounds(["text", "secondary"]), [["surface"]])
        XCTAssertEqual(LowContrastTokenPairRule.inferredBackgrounds(["primary"]), [])
        XCTAssertEqual(LowContrastTokenPairRule.inferredBackgrounds(["on"]), [])
    }

    // MARK: Fixtures

    /// Every finding in Fixtures/contrast, exactly: path, line, column and the measured ratios.
    func testContrastFixturesFindExactlyTheFailingPairsAtTheirDefinitions() throws {
        let root = RuleFixtureTests.packageRoot + "/Fixtures/contrast"
        let configuration = try Configuration.parse(Array(try Data(contentsOf: URL(fileURLWithPath: root + "/.huelint.json"))),
                                                    file: root + "/.huelint.json")
        let report = LintEngine.run(paths: ["."], currentDirectory: root, configuration: configuration, jobs: 3)
        XCTAssertEqual(report.warnings, [])
        let found = report.findings.filter { $0.ruleID == "low-contrast-token-pair" }.map {
            "\($0.path):\($0.start.line):\($0.start.column) \($0.message.components(separatedBy: ", below").first!)"
        }
        XCTAssertEqual(found, [
            ".huelint.json:3:15 \"link\" on \"card\" has contrast 2.62:1 in light (#4DA3FF on #FFFFFF) and 3.82:1 in dark (#0A84FF on #2C2C2E)",
            "android/app/src/main/java/com/example/theme/Color.kt:8:1 \"md_theme_dark_onPrimaryContainer\" on \"md_theme_dark_primaryContainer\" has contrast 1.44:1 in dark (#6750A4 on #4F378B)",
            "android/app/src/main/res/values-night/colors.xml:7:5 \"text_secondary\" on \"surface\" has contrast 2.73:1 in dark (#4DFFFFFF on #1E1E1E)",
            "android/app/src/main/res/values/colors.xml:4:5 \"on_primary\" on \"primary\" has contrast 2.31:1 in dark (#FFFFFF on #9FA8DA)",
            "android/app/src/main/res/values/colors.xml:6:5 \"on_secondary\" on \"secondary\" has contrast 1.63:1 in every appearance (#FFFFFF on #FFC107)",
            "ios/App/Assets.xcassets/onAccent.colorset/Contents.json:22:7 \"onAccent\" on \"accent\" has contrast 1.72:1 in dark (#FFFFFF on #64D2FF)",
            "ios/App/Assets.xcassets/textPrimary.colorset/Contents.json:22:7 \"textPrimary\" on \"background\" has contrast 6.44:1 in dark (#8E8E93 on #000000)",
            "ios/App/Assets.xcassets/textSecondary.colorset/Contents.json:4:7 \"textSecondary\" on \"surface\" has contrast 3.29:1 in light (#3C3C4399 on #F2F2F7)",
            "ios/App/Theme/BrandColors.swift:5:5 \"onSurfaceVariant\" on \"surfaceVariant\" has contrast 2.44:1 in every appearance (#948F9E on #E6E0ED)",
        ])
        let aaa = try XCTUnwrap(report.findings.first { $0.path.hasPrefix("ios/App/Assets.xcassets/textPrimary") })
        XCTAssertTrue(aaa.message.contains("below the WCAG AAA minimum for normal text (7:1)"), aaa.message)
        XCTAssertEqual(aaa.snippet, "      \"color\" : {")
        XCTAssertEqual(aaa.related.map { "\($0.path):\($0.start.line)" }, ["ios/App/Assets.xcassets/background.colorset/Contents.json:22"])
        let night = try XCTUnwrap(report.findings.first { $0.path.hasSuffix("values/colors.xml") && $0.start.line == 4 })
        XCTAssertEqual(night.related.map { "\($0.path):\($0.start.line)" }, ["android/app/src/main/res/values-night/colors.xml:3"])
        XCTAssertEqual(Set(report.findings.map(\.fingerprint)).count, report.findings.count)
    }

    func testOverridesSilenceAVendoredCatalogByPath() throws {
        let root = RuleFixtureTests.packageRoot + "/Fixtures/contrast"
        var text = try String(contentsOfFile: root + "/.huelint.json", encoding: .utf8)
        text = text.replacingOccurrences(of: "\"tokens\": [", with: "\"overrides\": [{ \"files\": [\"ios/**\"], \"rules\": { \"low-contrast-token-pair\": \"off\" } }],\n  \"tokens\": [")
        let configuration = try Configuration.parse(Array(text.utf8), file: root + "/.huelint.json")
        let report = LintEngine.run(paths: ["."], currentDirectory: root, configuration: configuration, jobs: 2)
        XCTAssertEqual(report.findings.filter { $0.path.hasPrefix("ios/") }.map(\.description), [])
        XCTAssertEqual(report.findings.count, 5)
    }

    func testSARIFLocatesCatalogFindingsInTheirDefinitionFiles() throws {
        let root = RuleFixtureTests.packageRoot + "/Fixtures/contrast"
        let configuration = try Configuration.parse(Array(try Data(contentsOf: URL(fileURLWithPath: root + "/.huelint.json"))),
                                                    file: root + "/.huelint.json")
        let report = LintEngine.run(paths: ["."], currentDirectory: root, configuration: configuration, jobs: 2)
        let sarif = SARIFReporter.render(report, context: ReportContext(workingDirectory: root, repositoryRoot: root))
        XCTAssertTrue(sarif.contains("\"uri\": \"ios/App/Assets.xcassets/onAccent.colorset/Contents.json\""), sarif)
        XCTAssertTrue(sarif.contains("\"uri\": \"android/app/src/main/res/values-night/colors.xml\""))
        XCTAssertTrue(sarif.contains("\"id\": \"low-contrast-token-pair\""))
    }

    func testAPairNamingNoTokenIsAWarning() throws {
        let text = ##"{"tokens": [{"name": "ink", "swift": "Color.ink", "light": "#111111"}], "contrastPairs": [{"foreground": "ink", "background": "paper"}]}"##
        let configuration = try Configuration.parse(Array(text.utf8), file: "/tmp/x/.huelint.json")
        let catalog = TokenCatalog(tokens: [DesignToken(name: "ink", swift: "Color.ink", light: hex("#111111"), source: ".huelint.json")])
        let result = CatalogLinter.run(catalog, configuration: configuration, currentDirectory: "/tmp/x")
        XCTAssertEqual(result.findings.map(\.description), [])
        XCTAssertEqual(result.warnings, [FileWarning(path: ".huelint.json", message: "contrastPairs[0]: no token named \"paper\" in the token catalog")])
    }

    /// Tokens without dark values whose names say `night` belong to the dark appearance and are
    /// reported for it. `day` (a calendar's) says nothing of the appearance.
    func testNightAndDayInATokenNameNameTheAppearance() throws {
        let text = ##"{"contrastPairs": [{"foreground": "night_caption", "background": "night_surface"}, {"foreground": "day_caption", "background": "day_surface"}]}"##
        let configuration = try Configuration.parse(Array(text.utf8), file: "/tmp/x/.huelint.json")
        let catalog = TokenCatalog(tokens: [
            DesignToken(name: "night_caption", kotlin: "R.color.night_caption", light: hex("#5A5A5A"), source: "colors.xml"),
            DesignToken(name: "night_surface", kotlin: "R.color.night_surface", light: hex("#1E1E1E"), source: "colors.xml"),
            DesignToken(name: "day_caption", kotlin: "R.color.day_caption", light: hex("#AAAAAA"), source: "colors.xml"),
            DesignToken(name: "day_surface", kotlin: "R.color.day_surface", light: hex("#FFFFFF"), source: "colors.xml"),
        ])
        let result = CatalogLinter.run(catalog, configuration: configuration, currentDirectory: "/tmp/x")
        XCTAssertEqual(result.findings.map { $0.message.components(separatedBy: ", below").first! }, [
            "\"night_caption\" on \"night_surface\" has contrast 2.41:1 in dark (#5A5A5A on #1E1E1E)",
            "\"day_caption\" on \"day_surface\" has contrast 2.32:1 in every appearance (#AAAAAA on #FFFFFF)",
        ])
    }

    // MARK: Config

    func testContrastPairsAreValidatedWithPathsAndSuggestions() {
        XCTAssertEqual(configErrors(#"{"contrastPairs": [{"foreground": "text", "background": "surface", "min": 4.5, "large": true, "level": "AAA"}]}"#), [])
        XCTAssertEqual(configErrors("""
        {
          "contrastPairs": [
            { "foreground": "text", "backgroud": "surface" },
            { "foreground": "", "background": "surface", "min": 30, "large": "yes", "level": "AA+" },
            "text/surface"
          ]
        }
        """), [
            ".huelint.json: $.contrastPairs[0].backgroud (line 3): unknown key \"backgroud\"; did you mean \"background\"?",
            ".huelint.json: $.contrastPairs[0] (line 3): missing required key \"background\"",
            ".huelint.json: $.contrastPairs[1].foreground (line 4): \"foreground\" must not be empty",
            ".huelint.json: $.contrastPairs[1].min (line 4): a contrast ratio is between 1 and 21, not 30",
            ".huelint.json: $.contrastPairs[1].large (line 4): expected a boolean, got a string",
            ".huelint.json: $.contrastPairs[1].level (line 4): unknown level \"AA+\"; expected \"AA\" or \"AAA\"; did you mean \"AA\"?",
            ".huelint.json: $.contrastPairs[2] (line 5): expected an object, got a string",
        ])
    }

    func testContrastPairsRoundTripThroughTheResolvedConfig() throws {
        let config = try Configuration.parse(Array(#"{"contrastPairs": [{"foreground": "a", "background": "b", "large": true}]}"#.utf8), file: "c.json")
        XCTAssertEqual(config.contrastPairs, [ContrastPair(foreground: "a", background: "b", large: true)])
        let again = try Configuration.parse(Array(JSONWriter.render(config.resolvedJSON()).utf8), file: "c.json")
        XCTAssertEqual(again.contrastPairs, config.contrastPairs)
    }

    // MARK: Hoist fix

    func testHoistFixMovesTheDynamicColourToAnExtension() throws {
        let source = """
        struct Badge: View {
            var body: some View {
                let tint = Color(UIColor { $0.userInterfaceStyle == .dark ? .white : .black })
                Text("New").foregroundColor(tint)
            }
        }

        """
        let configuration = try Configuration.parse(Array(#"{"rules": {"color-scheme-conditional": "off"}}"#.utf8), file: "c.json")
        let linter = FileLinter(configuration: configuration)
        let file = SourceFile(path: "App/Badge.swift", text: source, language: .swift)
        let finding = try XCTUnwrap(linter.lint(file).first { $0.ruleID == "color-rebuilt-in-body" })
        XCTAssertEqual(finding.fix?.applicability, .unsafe)
        XCTAssertEqual(finding.fix?.title, "Hoist to `Color.tint`")
        XCTAssertEqual(FixEngine.fix(file, linter: linter, includeUnsafe: false).fixed, file.bytes)
        let fixed = FixEngine.fix(file, linter: linter, includeUnsafe: true)
        XCTAssertNil(fixed.failure)
        XCTAssertEqual(String(decoding: fixed.fixed, as: UTF8.self), """
        struct Badge: View {
            var body: some View {
                let tint = Color.tint
                Text("New").foregroundColor(tint)
            }
        }

        extension Color {
            static let tint = Color(UIColor { $0.userInterfaceStyle == .dark ? .white : .black })
        }

        """)
        let again = SourceFile(path: "App/Badge.swift", bytes: fixed.fixed, language: .swift)
        XCTAssertEqual(linter.lint(again).filter { $0.ruleID == "color-rebuilt-in-body" }.map(\.description), [])
    }

    /// No hoist when the file already holds `static let <name>` (anywhere, the name ending at a space,
    /// `:`, `=` or a line end): `static let tint= …` takes the name too.
    func testNoHoistFixWhenTheNameIsTaken() throws {
        func fix(_ extra: String) throws -> Fix? {
            let source = "struct Badge: View {\n    var body: some View {\n        let tint = Color(UIColor { $0.userInterfaceStyle == .dark ? .white : .black })\n"
                + "        Text(\"New\").foregroundColor(tint)\n    }\n}\n" + extra
            let configuration = try Configuration.parse(Array(#"{"rules": {"color-scheme-conditional": "off"}}"#.utf8), file: "c.json")
            let file = SourceFile(path: "App/Badge.swift", text: source, language: .swift)
            return try XCTUnwrap(FileLinter(configuration: configuration).lint(file).first { $0.ruleID == "color-rebuilt-in-body" }).fix
        }
        XCTAssertNil(try fix("extension Color { static let tint = Color.red }\n"))
        XCTAssertNil(try fix("// static let tint here\n"))
        XCTAssertNil(try fix("extension Color { static let tinted = Color.red; static let tint= Color.red }\n"))
        XCTAssertNil(try fix("extension Color { static let tint: Color = .red }\n"))
        XCTAssertNotNil(try fix("extension Color { static let tinted = Color.red }\n"))
        XCTAssertNotNil(try fix("// static let tint"))
    }

    func testNoHoistFixWhenTheClosureReadsSelf() throws {
        let source = "struct Badge: View {\n    var body: some View {\n        Text(\"x\").foregroundColor(Color(UIColor { _ in self.base }))\n    }\n}\n"
        let finding = try XCTUnwrap(RuleTestSupport.lint(source, language: .swift, path: "App/Badge.swift").first { $0.ruleID == "color-rebuilt-in-body" })
        XCTAssertNil(finding.fix)
    }
}
