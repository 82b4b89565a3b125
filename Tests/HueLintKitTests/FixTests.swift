import XCTest
@testable import HueLintCLI
@testable import HueLintKit

final class FixTests: XCTestCase {
    static let fixtures = RuleFixtureTests.packageRoot + "/Fixtures/fixes"

    static func linter(_ configPath: String = fixtures + "/tokens.json", reportingTests: Bool = false) throws -> FileLinter {
        var configuration = try Configuration.load(fromFile: configPath)
        // Fix tests use white and black as plain palette colours.
        configuration.ruleOptions["direct-palette-reference", default: [:]]["reportBlackAndWhite"] = .bool(true)
        configuration.ruleOptions["raw-color-initializer", default: [:]]["reportKotlinChannelColors"] = .bool(true)
        if reportingTests { configuration.contextCaps[.test] = .level(.warning) }
        configuration.reportsSingleUseColors = true  // fix tests write each colour once
        let catalog = TokenCatalogLoader.load(configuration: configuration, roots: [], paletteFiles: [], currentDirectory: fixtures)
        var linter = FileLinter(configuration: configuration)
        linter.tokenFixes = TokenFixes(catalog: catalog, configuration: configuration)
        return linter
    }

    /// The defaults, with white and black reported where no fixed surface pairs them.
    /// Fix tests write each colour once: those are reported too.
    static let reportingBlackAndWhite = try! Configuration.parse(
        Array(#"{"reportSingleUseColors": true, "rules": {"direct-palette-reference": {"reportBlackAndWhite": true}}}"#.utf8), file: "t.json")

    /// The defaults, with every white and black reported: fix tests use them as plain palette colours.
    static let reportingFixedContrast = try! Configuration.parse(
        Array(#"{"reportSingleUseColors": true, "rules": {"direct-palette-reference": {"reportBlackAndWhite": true, "reportFixedContrast": true}}}"#.utf8),
        file: "t.json")

    /// A linter with `configuration` whose fixes come from `catalog` alone.
    static func linter(fixingFrom catalog: TokenCatalog, _ configuration: Configuration = reportingBlackAndWhite) -> FileLinter {
        var linter = FileLinter(configuration: configuration)
        linter.tokenFixes = TokenFixes(catalog: catalog)
        return linter
    }

    static func source(_ name: String, _ bytes: [UInt8]? = nil) throws -> SourceFile {
        let data = try bytes ?? Array(Data(contentsOf: URL(fileURLWithPath: fixtures + "/" + name)))
        return SourceFile(path: "App/" + name, bytes: data, language: Language(path: name)!)
    }

    /// Material's `on…` roles are content drawn on a surface: a text site takes them with no role caveat.
    func testMaterialOnRolesAreForegroundRoles() {
        for name in ["onSurface", "onPrimaryContainer", "colorOnSurfaceVariant", "md_theme_on_error", "on_background"] {
            XCTAssertEqual(ContextRole.role(ofName: name), .foreground, name)
        }
        for name in ["surfaceContainer", "onboardingBackground", "iconContainer", "buttonBorder", "borderOnFocus", "backgroundOnDark",
                     "containerColorOnPressed", "surfaceOnHover"] {
            XCTAssertNotEqual(ContextRole.role(ofName: name), .foreground, name)
        }
        XCTAssertEqual(ContextRole.role(ofName: "contentColor"), .foreground)
    }

    func testEachFixtureBecomesItsFixedFileAndFixingAgainChangesNothing() throws {
        let linter = try Self.linter()
        for name in ["Fixes.swift", "Fixes.kt"] {
            let file = try Self.source(name)
            let expected = try String(contentsOfFile: Self.fixtures + "/" + name + ".fixed", encoding: .utf8)
            let result = FixEngine.fix(file, linter: linter, includeUnsafe: false)
            XCTAssertNil(result.failure, name)
            XCTAssertEqual(String(decoding: result.fixed, as: UTF8.self), expected, name)
            // Idempotent: a second run has nothing safe left to do.
            let again = FixEngine.fix(try Self.source(name, result.fixed), linter: linter, includeUnsafe: false)
            XCTAssertEqual(again.fixed, result.fixed, name)
            XCTAssertTrue(again.applied.isEmpty, name)
            // The fixed findings are gone: what remains has no safe fix.
            let remaining = linter.lint(try Self.source(name, result.fixed))
            XCTAssertFalse(remaining.contains { $0.fix?.applicability == .safe }, name)
            // The fixed file re-lexes byte for byte.
            let tokens = Lexer.tokenize(result.fixed, language: file.language)
            XCTAssertEqual(tokens.flatMap { result.fixed[Int($0.start)..<Int($0.end)] }, result.fixed, name)
        }
    }

    func testFixesAndMessagesOnFindings() throws {
        let findings = try Self.linter().lint(try Self.source("Fixes.swift"))
        let summary = findings.map { finding -> String in
            var line = "\(finding.start.line):\(finding.start.column) \(finding.ruleID)"
            if let fix = finding.fix { line += " [\(fix.applicability.rawValue)] \(fix.title) -> \(fix.edits.map(\.replacement))" }
            if finding.message.contains("; ") { line += " | " + finding.message.components(separatedBy: "; ").dropFirst(2).joined(separator: "; ") }
            return line
        }
        XCTAssertEqual(summary, [
            "8:43 raw-color-initializer [safe] Replace with `Color.textPrimary` -> [\"Color.textPrimary\"] | ",
            "9:42 hex-color-literal [safe] Replace with `Color.textPrimary` -> [\"Color.textPrimary\"] | ",
            "11:42 raw-color-initializer [safe] Replace with `Color.accent` -> [\"Color.accent\"] | ",
            "12:46 color-scheme-conditional [safe] Replace with `Color.textPrimary` -> [\"Color.textPrimary\"] | ",
            "13:42 hex-color-literal [unsafe] Replace with nearest token `Color.textPrimary`, ΔE 0.7 -> [\"Color.textPrimary\"] | ",
            "14:41 hex-color-literal | no token near this colour",
            "16:21 direct-palette-reference [unsafe] Replace with `Color.surface` (the token adapts: #1C1C1E in dark mode) -> [\"Color.surface\"] | ",
        ])
    }

    /// A Material theme token in a file that does not import `MaterialTheme`: the safe fix adds the
    /// import once, in sorted place, and every site is replaced.
    func testMaterialThemeFixAddsItsImport() throws {
        let folder = NSTemporaryDirectory() + "huelint-material-import-\(getpid())"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let config = folder + "/.huelint.json"
        try ##"{"tokens": [{"name": "onSurface", "kotlin": "MaterialTheme.colorScheme.onSurface", "light": "#1C1B1F", "dark": "#E6E1E5"}]}"##
            .write(toFile: config, atomically: true, encoding: .utf8)
        let linter = try Self.linter(config)
        let source = "package a\n\nimport androidx.compose.material3.Text\nimport androidx.compose.ui.graphics.Color\n\n"
            + "@Composable\nfun Title() {\n    Text(\"A\", color = Color(0xFF1C1B1F))\n    Text(\"B\", color = Color(0xFF1C1B1F))\n}\n"
        let result = FixEngine.fix(SourceFile(path: "App/Title.kt", bytes: Array(source.utf8), language: .kotlin), linter: linter, includeUnsafe: false)
        XCTAssertEqual(String(decoding: result.fixed, as: UTF8.self),
                       "package a\n\nimport androidx.compose.material3.MaterialTheme\nimport androidx.compose.material3.Text\n"
                       + "import androidx.compose.ui.graphics.Color\n\n@Composable\nfun Title() {\n"
                       + "    Text(\"A\", color = MaterialTheme.colorScheme.onSurface)\n    Text(\"B\", color = MaterialTheme.colorScheme.onSurface)\n}\n")
        // A file on Material 2's `MaterialTheme`: the name means the other theme, so the fix is not safe.
        let material2 = "package a\n\nimport androidx.compose.material.MaterialTheme\nimport androidx.compose.ui.graphics.Color\n\n"
            + "@Composable\nfun Title() {\n    Text(\"A\", color = Color(0xFF1C1B1F))\n}\n"
        let findings = linter.lint(SourceFile(path: "App/Title.kt", bytes: Array(material2.utf8), language: .kotlin))
        XCTAssertEqual(findings.map { $0.fix?.title }, ["Replace with `MaterialTheme.colorScheme.onSurface` (this file imports another "
                                                        + "`MaterialTheme`; the token is `androidx.compose.material3.MaterialTheme`'s)"])
        XCTAssertEqual(findings.map { $0.fix?.applicability }, [Applicability.unsafe])
    }

    func testUnsafeFixesOnlyWhenAsked() throws {
        let linter = try Self.linter()
        let result = FixEngine.fix(try Self.source("Fixes.swift"), linter: linter, includeUnsafe: true)
        let text = String(decoding: result.fixed, as: UTF8.self)
        XCTAssertTrue(text.contains("Text(\"Near\").foregroundColor(Color.textPrimary)"))
        XCTAssertTrue(text.contains("Text(\"Far\").foregroundColor(Color(hex: \"FF00FF\"))"))
        let kotlin = String(decoding: FixEngine.fix(try Self.source("Fixes.kt"), linter: linter, includeUnsafe: true).fixed, as: UTF8.self)
        XCTAssertTrue(kotlin.contains("Text(\"Near\", color = AppTheme.colors.textPrimary)"))
    }

    func testCRLFBOMAndMissingFinalNewlineSurvive() throws {
        let linter = try Self.linter()
        let original = try String(contentsOfFile: Self.fixtures + "/Fixes.swift", encoding: .utf8)
        let expected = try String(contentsOfFile: Self.fixtures + "/Fixes.swift.fixed", encoding: .utf8)
        func dress(_ text: String) -> [UInt8] {
            [0xEF, 0xBB, 0xBF] + Array(String(text.dropLast()).replacingOccurrences(of: "\n", with: "\r\n").utf8)
        }
        let result = FixEngine.fix(try Self.source("Fixes.swift", dress(original)), linter: linter, includeUnsafe: false)
        XCTAssertEqual(result.fixed, dress(expected))
    }

    func testAFixThatDoesNotRemoveItsFindingLeavesTheFileUntouched() throws {
        let folder = try temporaryFolder()
        let config = folder + "/bad.json"
        // A token spelled as a palette colour: its fix would be flagged again.
        try ##"{"version": 1, "tokens": [{"name": "canvas", "swift": "Color.white", "light": "#FFFFFF"}]}"##
            .write(toFile: config, atomically: false, encoding: .utf8)
        let file = SourceFile(path: "A.swift", text: "let v = Text(\"a\").background(Color(white: 1))\n", language: .swift)
        let result = FixEngine.fix(file, linter: try Self.linter(config), includeUnsafe: false)
        XCTAssertEqual(result.fixed, file.bytes)
        XCTAssertEqual(result.failure, "the fix of raw-color-initializer at line 1 wrote code that direct-palette-reference reports")
    }

    func testOverlappingEditsAreNeverAppliedTogether() {
        func finding(_ start: Int, _ end: Int) -> Finding {
            var finding = Finding(ruleID: "r", severity: .error, path: "p", range: ByteRange(start, end),
                                  start: SourceLocation(line: 1, column: 1, offset: start),
                                  end: SourceLocation(line: 1, column: 1, offset: end), message: "", snippet: "", context: .code)
            finding.fix = Fix(title: "t", applicability: .safe, edits: [Edit(range: ByteRange(start, end), replacement: "x")])
            return finding
        }
        let chosen = FixEngine.choose([finding(0, 5), finding(3, 8), finding(8, 9)], includeUnsafe: false)
        XCTAssertEqual(chosen.map(\.range), [ByteRange(0, 5), ByteRange(8, 9)])
    }

    // MARK: Catalog sources

    func testColorSetsInEveryNotationAndSpace() {
        func colorSet(_ space: String, _ components: String, dark: String? = nil) -> [UInt8] {
            var entries = #"{ "idiom": "universal", "color": { "color-space": "\#(space)", "components": \#(components) } }"#
            if let dark {
                entries += #", { "idiom": "universal", "appearances": [ { "appearance": "luminosity", "value": "dark" } ], "color": { "color-space": "\#(space)", "components": \#(dark) } }"#
            }
            return Array(#"{ "colors": [ \#(entries) ], "info": { "author": "xcode", "version": 1 } }"#.utf8)
        }
        func parsed(_ bytes: [UInt8]) -> String {
            switch AssetCatalogSource.parseColorSet(bytes) {
            case .success(let value): return value.light.hexString + (value.dark.map { "/" + $0.hexString } ?? "")
            case .failure(let error): return "error: " + error.message
            }
        }
        XCTAssertEqual(parsed(colorSet("srgb", #"{ "red": "0.102", "green": "0.400", "blue": "0.800", "alpha": "1.000" }"#)), "#1A66CC")
        XCTAssertEqual(parsed(colorSet("srgb", #"{ "red": "26", "green": "102", "blue": "204", "alpha": "1.000" }"#)), "#1A66CC")
        XCTAssertEqual(parsed(colorSet("srgb", #"{ "red": "0x1A", "green": "0x66", "blue": "0xCC", "alpha": "0.500" }"#,
                                       dark: #"{ "red": "0xF2", "green": "0xF2", "blue": "0xF2", "alpha": "1.000" }"#)), "#1A66CC80/#F2F2F2")
        XCTAssertEqual(parsed(colorSet("srgb", #"{ "red": "1", "green": "1", "blue": "1", "alpha": "1" }"#)), "#FFFFFF")
        XCTAssertEqual(parsed(colorSet("display-p3", #"{ "red": "0.9175", "green": "0.2003", "blue": "0.1386", "alpha": "1.000" }"#)), "#FF0000")
        XCTAssertEqual(parsed(colorSet("extended-srgb", #"{ "red": "0.000", "green": "0.400", "blue": "0.800", "alpha": "1.000" }"#)), "#0066CC")
        XCTAssertEqual(parsed(colorSet("extended-linear-srgb", #"{ "red": "0.0513", "green": "0.0513", "blue": "0.0513", "alpha": "1.000" }"#)), "#404040")
        XCTAssertEqual(parsed(colorSet("gray", #"{ "white": "0.600", "alpha": "1.000" }"#)), "#999999")
        XCTAssertEqual(parsed(colorSet("extended-gray", #"{ "white": "0.000", "alpha": "0.200" }"#)), "#00000033")
        // Xcode's gray-gamma-22: a 2.2-gamma grey, re-encoded as sRGB (0.5 → 128.49).
        XCTAssertEqual(parsed(colorSet("gray-gamma-22", #"{ "white": "0.500", "alpha": "1.000" }"#)), "#808080")
        XCTAssertEqual(parsed(colorSet("gray-gamma-22", #"{ "white": "1.000", "alpha": "1.000" }"#)), "#FFFFFF")
        XCTAssertEqual(parsed(colorSet("cmyk", #"{ "cyan": "1" }"#)), "error: unsupported color-space \"cmyk\"")
        XCTAssertEqual(parsed(Array(#"{ "colors": [ { "idiom": "universal", "color": { "platform": "ios", "reference": "systemBlueColor" } } ] }"#.utf8)),
                       "error: no fixed colour for the any/light appearance")
    }

    func testAssetCatalogTreeWithNamespacesAndTemplate() throws {
        let folder = try temporaryFolder()
        let assets = folder + "/App/Assets.xcassets"
        try write(assets + "/Contents.json", #"{ "info": { "author": "xcode", "version": 1 } }"#)
        try write(assets + "/Brand/Contents.json", #"{ "properties": { "provides-namespace": true } }"#)
        try write(assets + "/Brand/Primary.colorset/Contents.json",
                  #"{ "colors": [ { "idiom": "universal", "color": { "color-space": "srgb", "components": { "red": "0x00", "green": "0x66", "blue": "0xCC", "alpha": "1" } } } ] }"#)
        try write(assets + "/Text.colorset/Contents.json", #"{ "colors": [ { "idiom": "universal", "color": { "color-space": "gray", "components": { "white": "0.1", "alpha": "1" } } } ] }"#)
        try write(folder + "/.huelint.json", #"{ "version": 1, "tokenSources": { "assetExpression": "Color(.{name})" } }"#)
        let configuration = try Configuration.load(fromFile: folder + "/.huelint.json")
        let catalog = TokenCatalogLoader.load(configuration: configuration, roots: [folder], paletteFiles: [], currentDirectory: folder)
        XCTAssertEqual(TokensCommand.render(catalog, swatches: false), """
            Brand/Primary  #0066CC
                swift:  Color(.Brand/Primary)
                from:   App/Assets.xcassets/Brand/Primary.colorset
            Text  #1A1A1A  foreground
                swift:  Color(.Text)
                from:   App/Assets.xcassets/Text.colorset
            2 tokens.

            """)
    }

    func testColorsXMLWithNightValuesAndReferences() throws {
        let folder = try temporaryFolder()
        try write(folder + "/app/src/main/res/values/colors.xml", """
            <?xml version="1.0" encoding="utf-8"?>
            <resources>
                <!-- <color name="commented">#FF000000</color> -->
                <color name="gray_900">#FF1A1A1A</color>
                <color name="gray_50">#F2F2F2</color>
                <color name='text_primary'>@color/gray_900</color>
                <color name="scrim">#33000000</color>
                <color name="short">#F0C</color>
                <color name="white">@android:color/white</color>
                <color name="themed">?attr/colorPrimary</color>
                <color name="broken">#GG0000</color>
                <color name="loop_a">@color/loop_b</color>
                <color name="loop_b">@color/loop_a</color>
            </resources>
            """)
        try write(folder + "/app/src/main/res/values-night/colors.xml", """
            <resources>
                <color name="text_primary">@color/gray_50</color>
            </resources>
            """)
        let catalog = TokenCatalogLoader.load(configuration: .defaults, roots: [folder], paletteFiles: [], currentDirectory: folder)
        XCTAssertEqual(TokensCommand.render(catalog, swatches: false), """
            gray_900  #1A1A1A
                kotlin: colorResource(R.color.gray_900)
                from:   app/src/main/res/values/colors.xml
            gray_50  #F2F2F2
                kotlin: colorResource(R.color.gray_50)
                from:   app/src/main/res/values/colors.xml
            text_primary  #1A1A1A / #F2F2F2 (dark)  foreground
                kotlin: colorResource(R.color.text_primary)
                from:   app/src/main/res/values/colors.xml
            scrim  #33000000
                kotlin: colorResource(R.color.scrim)
                from:   app/src/main/res/values/colors.xml
            short  #FF00CC
                kotlin: colorResource(R.color.short)
                from:   app/src/main/res/values/colors.xml
            white  #FFFFFF
                kotlin: colorResource(R.color.white)
                from:   app/src/main/res/values/colors.xml
            warning: app/src/main/res/values/colors.xml: color "broken": invalid colour "#GG0000"
            warning: app/src/main/res/values/colors.xml: color "loop_a": reference cycle through @color/loop_a
            warning: app/src/main/res/values/colors.xml: color "loop_b": reference cycle through @color/loop_b
            6 tokens, 3 warnings.

            """)
    }

    func testDesignTokensWithGroupsAliasesModesAndDarkFile() throws {
        let folder = try temporaryFolder()
        try write(folder + "/tokens/light.json", """
            {
              "color": {
                "$type": "color",
                "base": { "gray": { "900": { "$value": "#1A1A1A" }, "50": { "$value": "#F2F2F2" } },
                          "blue": { "$value": { "colorSpace": "display-p3", "components": [0.9175, 0.2003, 0.1386], "alpha": 1 } } },
                "text": {
                  "primary": { "$value": "{color.base.gray.900}" },
                  "link": { "$value": "#0066CC", "$extensions": { "mode": { "dark": "#4D9FFF" } } }
                },
                "bad": { "$value": "{color.missing}" }
              },
              "size": { "small": { "$type": "dimension", "$value": "4px" } }
            }
            """)
        try write(folder + "/tokens/dark.json", #"{ "color": { "$type": "color", "text": { "primary": { "$value": "{color.base.gray.50}" } } } }"#)
        try write(folder + "/.huelint.json", """
            { "version": 1, "tokenSources": { "designTokens": [
              { "file": "tokens/light.json", "darkFile": "tokens/dark.json", "swift": "Theme.{name}", "kotlin": "Tokens.{path}" } ] } }
            """)
        let configuration = try Configuration.load(fromFile: folder + "/.huelint.json")
        let catalog = TokenCatalogLoader.load(configuration: configuration, roots: [], paletteFiles: [], currentDirectory: folder)
        XCTAssertEqual(TokensCommand.render(catalog, swatches: false), """
            color.base.gray.900  #1A1A1A
                swift:  Theme.colorBaseGray900
                kotlin: Tokens.color.base.gray.900
                from:   tokens/light.json
            color.base.gray.50  #F2F2F2
                swift:  Theme.colorBaseGray50
                kotlin: Tokens.color.base.gray.50
                from:   tokens/light.json
            color.base.blue  #FF0000
                swift:  Theme.colorBaseBlue
                kotlin: Tokens.color.base.blue
                from:   tokens/light.json
            color.text.primary  #1A1A1A / #F2F2F2 (dark)  foreground
                swift:  Theme.colorTextPrimary
                kotlin: Tokens.color.text.primary
                from:   tokens/light.json
            color.text.link  #0066CC / #4D9FFF (dark)  foreground
                swift:  Theme.colorTextLink
                kotlin: Tokens.color.text.link
                from:   tokens/light.json
            warning: tokens/light.json: token "color.bad": unknown alias {color.missing}
            5 tokens, 1 warning.

            """)
    }

    func testPaletteDeclarationsAndConflicts() throws {
        let swift = FileContext(file: SourceFile(path: "Theme/Colors.swift", text: """
            extension Color {
                static let textPrimary = Color(hex: "1A1A1A")
                static let card = Color(light: Color(white: 1), dark: Color(hex: "1C1C1E"))
                static var accent: Color { Color(red: 0, green: 0.4, blue: 0.8) }
                let notStatic = Color.white
                #if os(tvOS)
                static let systemFill = Color.white
                #else
                static let systemFill = Color(UIColor.systemFill)
                #endif
            }
            """, language: .swift))
        XCTAssertEqual(PaletteDeclarationSource.declarations(in: swift).map { "\($0.expression) \($0.value) \(String(describing: $0.dark))" }, [
            "Color.textPrimary color(#1A1A1A, dark: nil) nil",
            "Color.card color(#FFFFFF, dark: nil) Optional(HueLintKit.PaletteDeclarationSource.Value.color(#1C1C1E, dark: nil))",
            "Color.accent color(#0066CC, dark: nil) nil",
        ])
        let kotlin = FileContext(file: SourceFile(path: "ui/theme/Color.kt", text: """
            val Blue40 = Color(0xFF0066CC)
            val Blue80 = Color(0xFF9CC8FF)
            object AppColors { val Divider = Color(0x1F000000) }
            class TvColorScheme(val backgroundBase: Color = Color(0xFF292B2E))
            class MentionTheme(val userId: String) { var mentionTextColor: Int = Color.BLACK }
            val Color.Companion.Brand: Color get() = Color(0xFF00FF00)
            private val Light = lightColorScheme(primary = Blue40)
            private val Dark = darkColorScheme(primary = Blue80)
            """, language: .kotlin))
        XCTAssertEqual(PaletteDeclarationSource.declarations(in: kotlin).map { "\($0.expression) \($0.value)" }, [
            "Blue40 color(#0066CC, dark: nil)", "Blue80 color(#9CC8FF, dark: nil)", "AppColors.Divider color(#0000001F, dark: nil)",
            "MaterialTheme.colorScheme.primary reference(\"Blue40\")",
        ])
        var catalog = TokenCatalog()
        catalog.add(DesignToken(name: "a", swift: "A", light: .white, source: "one.json"))
        catalog.add(DesignToken(name: "a", swift: "A", light: .white, source: "two.json"))
        catalog.add(DesignToken(name: "a", swift: "A", light: .black, source: "three.json"))
        XCTAssertEqual(catalog.tokens.count, 1)
        XCTAssertEqual(catalog.warnings, [FileWarning(path: "three.json", message: "token \"a\" is #000000 here but #FFFFFF in one.json; keeping the first")])
    }

    /// A force-unwrapped asset lookup aliases the asset, and does not swallow the next declaration.
    func testForceUnwrappedAssetLookupsAreAliases() {
        let swift = FileContext(file: SourceFile(path: "App/UIColor+Delta.swift", text: """
            extension UIColor
            {
                static let panelGray = UIColor(named: "DarkGray")!
                static let accent = UIColor(named: "Purple")
            }
            """, language: .swift))
        XCTAssertEqual(PaletteDeclarationSource.declarations(in: swift).map { "\($0.expression) \($0.value)" }, [
            "UIColor.panelGray asset(\"DarkGray\")",
            "UIColor.accent asset(\"Purple\")",
        ])
    }

    func testNestedPaletteDeclarationsAreQualifiedByEveryEnclosingType() {
        let kotlin = FileContext(file: SourceFile(path: "theme/ProfileCardTheme.kt", text: """
            sealed interface ProfileCardTheme {
                data object Orange : ProfileCardTheme {
                    override val primaryColor = Color(0xFFFEB258)
                }
            }
            """, language: .kotlin))
        XCTAssertEqual(PaletteDeclarationSource.declarations(in: kotlin).map { "\($0.name) \($0.expression)" },
                       ["primaryColor ProfileCardTheme.Orange.primaryColor"])
        let swift = FileContext(file: SourceFile(path: "Theme/Brand.swift", text: """
            extension Color {
                enum Brand {
                    static let accent = Color(hex: "0066CC")
                }
            }
            """, language: .swift))
        XCTAssertEqual(PaletteDeclarationSource.declarations(in: swift).map { "\($0.name) \($0.expression)" },
                       ["accent Color.Brand.accent"])
    }

    func testSameNamedTokensSpelledDifferentlyAreDifferentTokens() {
        // Generated palettes repeat names per variant (`DarkColorTokens.blue100`, `LightColorTokens.blue100`).
        var catalog = TokenCatalog()
        catalog.add(DesignToken(name: "blue100", kotlin: "DarkColorTokens.blue100", light: .black, source: "Dark.kt:3"))
        catalog.add(DesignToken(name: "blue100", kotlin: "LightColorTokens.blue100", light: .white, source: "Light.kt:3"))
        catalog.add(DesignToken(name: "blue100", swift: "Color.blue100", light: .white, source: "Colors.swift:3"))
        XCTAssertEqual(catalog.tokens.map { $0.kotlin ?? $0.swift ?? "" },
                       ["DarkColorTokens.blue100", "LightColorTokens.blue100", "Color.blue100"])
        XCTAssertEqual(catalog.warnings, [])
    }

    func testConflictsBetweenTwoFilesAreOneWarning() {
        var catalog = TokenCatalog()
        for (line, name) in ["primary", "onPrimary", "surface"].enumerated() {
            catalog.add(DesignToken(name: name, kotlin: name, light: .white, source: "Jetcaster/Color.kt:\(line + 1)"))
        }
        for (line, name) in ["primary", "onPrimary", "surface"].enumerated() {
            catalog.add(DesignToken(name: name, kotlin: name, light: .black, source: "Reply/Color.kt:\(line + 10)"))
        }
        catalog.add(DesignToken(name: "primary", kotlin: "primary", light: .black, source: "Owl/Color.kt:4"))
        XCTAssertEqual(catalog.tokens.count, 3)
        XCTAssertEqual(catalog.warnings, [
            FileWarning(path: "Reply/Color.kt:10", message: "token \"primary\" is #000000 here but #FFFFFF in Jetcaster/Color.kt:1, "
                + "and 2 more tokens of this file have other values in Jetcaster/Color.kt; keeping the first"),
            FileWarning(path: "Owl/Color.kt:4", message: "token \"primary\" is #000000 here but #FFFFFF in Jetcaster/Color.kt:1; keeping the first"),
        ])
    }

    func testRoleBreaksTies() throws {
        let catalog = TokenCatalog(tokens: [
            DesignToken(name: "surface", swift: "Color.surface", light: .white, role: .background, source: "c"),
            DesignToken(name: "onAccent", swift: "Color.onAccent", light: .white, role: .foreground, source: "c"),
        ])
        let linter = Self.linter(fixingFrom: catalog, Self.reportingFixedContrast)
        let code = """
            let a = Text("x").foregroundColor(Color.white)
            let b = Text("x").background(Color.white)
            let c = Text("x").overlay(Color.white)
            """
        let fixes = linter.lint(SourceFile(path: "A.swift", text: code, language: .swift)).map { $0.fix?.edits.first?.replacement ?? $0.message }
        XCTAssertEqual(fixes, ["Color.onAccent", "Color.surface",
                               "Fixed palette colour `Color.white` does not adapt to appearance or brand; use a semantic colour token; several tokens have this colour: `Color.surface`, `Color.onAccent`"])
    }

    /// A `colorResource(…)` fix brings its import, in sorted place, once.
    func testColorResourceFixesAddTheirImport() {
        func imported(_ text: String) -> String {
            let ctx = FileContext(file: SourceFile(path: "A.kt", text: text, language: .kotlin))
            guard let edit = KotlinImports.edit(adding: "androidx.compose.ui.res.colorResource", to: ctx) else { return text }
            var bytes = Array(text.utf8)
            bytes.replaceSubrange(edit.range.start..<edit.range.end, with: Array(edit.replacement.utf8))
            return String(decoding: bytes, as: UTF8.self)
        }
        XCTAssertEqual(imported("package a\n\nimport androidx.compose.ui.Modifier\nimport androidx.compose.ui.unit.dp\n\nval x = 1\n"),
                       "package a\n\nimport androidx.compose.ui.Modifier\nimport androidx.compose.ui.res.colorResource\nimport androidx.compose.ui.unit.dp\n\nval x = 1\n")
        XCTAssertEqual(imported("package a\n\nimport a.B\n\nval x = 1\n"),
                       "package a\n\nimport a.B\nimport androidx.compose.ui.res.colorResource\n\nval x = 1\n")
        XCTAssertEqual(imported("package a\n\nval x = 1\n"), "package a\n\nimport androidx.compose.ui.res.colorResource\n\nval x = 1\n")
        XCTAssertEqual(imported("val x = 1\n"), "import androidx.compose.ui.res.colorResource\n\nval x = 1\n")
        XCTAssertEqual(imported("import androidx.compose.ui.res.colorResource\nval x = 1\n"), "import androidx.compose.ui.res.colorResource\nval x = 1\n")
        XCTAssertEqual(imported("import androidx.compose.ui.res.*\nval x = 1\n"), "import androidx.compose.ui.res.*\nval x = 1\n")
        // After an aliased import, past its alias.
        XCTAssertEqual(imported("import android.graphics.Color as PlatformColor\n\nval x = 1\n"),
                       "import android.graphics.Color as PlatformColor\nimport androidx.compose.ui.res.colorResource\n\nval x = 1\n")
    }

    func testComposeOnlySpellingsAreSafeOnlyWhereAComposableMayRun() {
        // `colorResource(…)` outside a @Composable does not compile: offered, but only as unsafe.
        let catalog = TokenCatalog(tokens: [DesignToken(name: "brand_primary", kotlin: "colorResource(R.color.brand_primary)",
                                                        light: RGBA(hex: "FF0066CC", order: .argb)!, source: "res/values/colors.xml")])
        let linter = Self.linter(fixingFrom: catalog)
        let code = """
            import androidx.compose.runtime.Composable
            import com.example.R
            class Chart {
                fun fill() = Color(0xFF0066CC)
            }
            @Composable
            fun Badge() = Box(Modifier.background(Color(0xFF0066CC)))
            @Composable
            fun Card(items: List<String>) {
                Column { Box(Modifier.background(Color(0xFF0066CC))) }
                if (items.isEmpty()) { Text("None", color = Color(0xFF0066CC)) }
                items.forEach { Text(it, color = Color(0xFF0066CC)) }
                val remembered = remember { Color(0xFF0066CC) }
                Button(onClick = { tint = Color(0xFF0066CC) }) {}
                Canvas(Modifier) { drawRect(Color(0xFF0066CC)) }
                LazyColumn { items(items) { Text(it, color = Color(0xFF0066CC)) } }
                Scaffold(topBar = { TopAppBar(title = {}, colors = TopAppBarDefaults.topAppBarColors(containerColor = Color(0xFF0066CC))) }) {}
            }
            """
        let found = linter.lint(SourceFile(path: "Chart.kt", text: code, language: .kotlin))
        XCTAssertEqual(found.map { "\($0.start.line) \($0.fix?.applicability == .safe ? "safe" : "unsafe")" }, [
            "4 unsafe", "7 safe", "10 safe", "11 safe", "12 safe", "13 unsafe", "14 unsafe", "15 unsafe", "16 safe", "17 safe",
        ])
        XCTAssertEqual(found.first?.fix?.title, "Replace with `colorResource(R.color.brand_primary)` (needs a @Composable context)")
        // A View-system file cannot call it at all: the message names the resource instead.
        let view = linter.lint(SourceFile(path: "Badge.kt", text: "import android.graphics.Color\nfun tint(paint: Paint) { paint.color = Color.parseColor(\"#0066CC\") }",
                                          language: .kotlin))
        XCTAssertNil(view.first?.fix)
        XCTAssertTrue(view.first?.message.hasSuffix("; the token is `R.color.brand_primary` (in View code, `ContextCompat.getColor(context, R.color.brand_primary)`)") ?? false,
                      view.first?.message ?? "no finding")
        // A near match says it is one.
        let near = linter.lint(SourceFile(path: "Badge.kt", text: "import android.graphics.Color\nfun tint(paint: Paint) { paint.color = Color.parseColor(\"#0067CC\") }",
                                          language: .kotlin))
        XCTAssertTrue(near.first?.message.contains("; the nearest token, ΔE ") ?? false, near.first?.message ?? "no finding")
        XCTAssertTrue(near.first?.message.hasSuffix(", is `R.color.brand_primary` (in View code, `ContextCompat.getColor(context, R.color.brand_primary)`)") ?? false,
                      near.first?.message ?? "no finding")
        // Lists of tokens name resources the same way there, and as Compose spells them in Compose code.
        let twins = TokenCatalog(tokens: ["brand_primary", "link_text"].map {
            DesignToken(name: $0, kotlin: "colorResource(R.color.\($0))", light: RGBA(hex: "FF0066CC", order: .argb)!, source: "res/values/colors.xml")
        })
        let shared = Self.linter(fixingFrom: twins)
        let viewCode = "import android.graphics.Color\nfun tint(paint: Paint) { paint.color = Color.parseColor(\"#0066CC\") }"
        XCTAssertEqual(shared.lint(SourceFile(path: "Badge.kt", text: viewCode, language: .kotlin)).map(\.message),
                       ["Hardcoded hex colour `#0066CC`; use a semantic colour token; several tokens have this colour: `R.color.brand_primary`, `R.color.link_text`"])
        let composeCode = "import androidx.compose.runtime.Composable\n@Composable\nfun Badge() = Box(Modifier.background(Color(0xFF0066CC)))"
        XCTAssertEqual(shared.lint(SourceFile(path: "Badge.kt", text: composeCode, language: .kotlin)).map(\.message).first?
                        .hasSuffix("several tokens have this colour: `colorResource(R.color.brand_primary)`, `colorResource(R.color.link_text)`"), true)
        let far = linter.lint(SourceFile(path: "Badge.kt", text: "import android.graphics.Color\nfun tint(paint: Paint) { paint.color = Color.parseColor(\"#3366AA\") }",
                                         language: .kotlin))
        XCTAssertTrue(far.first?.message.contains("(the nearest, `R.color.brand_primary`, is ΔE") ?? false, far.first?.message ?? "no finding")
    }

    /// Plain white matched to a token that turns dark at night is never a safe fix, whatever the
    /// site's role; a written-out brand value is the token's light value by intent. Far matches name
    /// the nearest token only while it is still a similar colour.
    func testPaletteColoursMatchedToAdaptiveTokensAndFarHints() {
        let catalog = TokenCatalog(tokens: [
            DesignToken(name: "windowBackground", swift: "Color.windowBackground", light: .white,
                        dark: RuleTestSupport.hex("000000"), role: .background, source: "c"),
            DesignToken(name: "ink", swift: "Color.ink", light: RuleTestSupport.hex("1A1A1F"),
                        dark: RuleTestSupport.hex("F2F2F2"), source: "c"),
            DesignToken(name: "textStrong", swift: "Color.textStrong", light: RuleTestSupport.hex("000000"),
                        role: .foreground, source: "c"),
        ])
        let linter = Self.linter(fixingFrom: catalog)
        let code = """
            let a = Text("x").background(Color.white)
            let b = Badge(ring: Color.white)
            let c = Text("x").foregroundColor(Color(hex: "1A1A1F"))
            let d = Text("x").foregroundColor(Color(hex: "2A2A30"))
            let e = Text("x").foregroundColor(Color(hex: "FF00FF"))
            let f = Text("x").foregroundColor(Color.black)
            let g = Badge(ring: Color.black)
            """
        let summary = linter.lint(SourceFile(path: "A.swift", text: code, language: .swift)).map { finding in
            finding.fix.map { "\($0.applicability.rawValue) \($0.title)" } ?? String(finding.message.split(separator: ";").last ?? "")
        }
        XCTAssertEqual(summary, [
            "unsafe Replace with `Color.windowBackground` (the token adapts: #000000 in dark mode)",
            "unsafe Replace with `Color.windowBackground` (the token adapts: #000000 in dark mode)",
            "safe Replace with `Color.ink`",
            " no token near this colour (the nearest, `Color.ink`, is ΔE 5.1 away, beyond the ΔE 2.0 a fix allows)",
            " no token near this colour",
            "safe Replace with `Color.textStrong`",
            "unsafe Replace with `Color.textStrong` (plain palette colours serve many roles; check this is the token's)",
        ])
    }

    /// A written-out value that only a palette primitive has (`gray5`) gets no fix, as primitives are
    /// never offered, but the message names the primitive instead of saying no token is near. A value
    /// no token has at all keeps "no token near"; a palette colour spelled by name gets neither.
    func testValuesThatOnlyAPrimitiveHasNameThePrimitive() {
        let catalog = TokenCatalog(tokens: [
            DesignToken(name: "gray5", swift: "Color.gray5", light: RuleTestSupport.hex("2A2A2A"), source: "Colors.swift"),
            // An asset colour with the same value in both appearances is one colour too, named by its colour set.
            DesignToken(name: "Gold", swift: "Color(\"Gold\")", light: RuleTestSupport.hex("DFA856"),
                        dark: RuleTestSupport.hex("DFA856"), source: "Assets.xcassets/Gold.colorset"),
            DesignToken(name: "textPrimary", swift: "Color.textPrimary", light: RuleTestSupport.hex("0B1F4D"),
                        role: .foreground, source: "Colors.swift"),
        ])
        var linter = Self.linter(fixingFrom: catalog)
        let code = """
            let a = Text("x").foregroundColor(Color(hex: 0x2A2A2A))
            let b = Text("x").foregroundColor(Color(hex: 0xFF00FF))
            let c = UIColor(red: 223.0 / 255, green: 168.0 / 255, blue: 86.0 / 255, alpha: 1.0)
            """
        let findings = linter.lint(SourceFile(path: "A.swift", text: code, language: .swift))
        XCTAssertEqual(findings.map { "\($0.start.line) \($0.fix == nil)" }, ["1 true", "2 true", "3 true"])
        XCTAssertEqual(findings.map { String($0.message.split(separator: ";").last ?? "") }, [
            " no semantic token has this colour, but the palette's `Color.gray5` is exactly it: name it, or better a semantic token over it",
            " no token near this colour",
            " no semantic token has this colour, but the palette's colour set `Gold` is exactly it: name it, or better a semantic token over it",
        ])
        // A palette of primitives alone is named the same way.
        linter.tokenFixes = TokenFixes(catalog: TokenCatalog(tokens: [catalog.tokens[0]]))
        XCTAssertTrue(linter.lint(SourceFile(path: "B.swift", text: "let a = Text(\"x\").foregroundColor(Color(hex: 0x2A2A2A))", language: .swift))
            .first?.message.hasSuffix("the palette's `Color.gray5` is exactly it: name it, or better a semantic token over it") ?? false)
    }

    func testTokensNamedForOneAppearanceAreNeverSafe() {
        for name in ["lighttheme_background", "extradarktheme_background", "primaryIcon03LightContrast", "gradient02EDark",
                     "backgroundNight", "lightGray", "TEXT_DARK", "onSurfaceLight2"] {
            XCTAssertTrue(TokenFixes.namesOneAppearance(name), name)
        }
        for name in ["highlight", "textPrimary", "darkness", "surfaceContainerHighest", "HIGHLIGHT_COLOR"] {
            XCTAssertFalse(TokenFixes.namesOneAppearance(name), name)
        }
        let catalog = TokenCatalog(tokens: [DesignToken(name: "lighttheme_background", kotlin: "colorResource(R.color.lighttheme_background)",
                                                        light: .white, role: .background, source: "res/values/colors.xml")])
        let linter = Self.linter(fixingFrom: catalog)
        let fix = linter.lint(SourceFile(path: "A.kt", text: "import androidx.compose.runtime.Composable\nimport com.example.R\n@Composable\nfun A() = Box(Modifier.background(Color.White))",
                                         language: .kotlin)).first?.fix
        XCTAssertEqual(fix?.applicability, .unsafe)
        XCTAssertEqual(fix?.title, "Replace with `colorResource(R.color.lighttheme_background)` (the token is named for one appearance)")
    }

    /// A shadow's tint is technique: no token is offered for it, however near; the same colour as
    /// a fill still gets its token. A near-black shadow is a shade and not reported; a bright one is a glow.
    func testShadowColoursGetNoTokenFix() {
        let catalog = TokenCatalog(tokens: [DesignToken(name: "accent", swift: "Color.accent", light: RuleTestSupport.hex("FF2999"),
                                                        source: "Theme.swift:3")])
        let linter = Self.linter(fixingFrom: catalog)
        let text = "import SwiftUI\nstruct A: View {\n  var body: some View {\n    Text(\"a\")\n"
            + "      .shadow(color: Color(red: 1, green: 0.16, blue: 0.6).opacity(0.5), radius: 12)\n"
            + "      .background(Color(red: 1, green: 0.16, blue: 0.6))\n"
            + "      .shadow(color: Color(red: 0.11, green: 0.11, blue: 0.13).opacity(0.1), radius: 12)\n  }\n}\n"
        let findings = linter.lint(SourceFile(path: "A.swift", text: text, language: .swift))
        XCTAssertEqual(findings.map { "\($0.start.line):\($0.start.column) \($0.ruleID) \($0.fix?.title ?? "-")" }, [
            "5:22 raw-color-initializer -",
            "6:19 raw-color-initializer Replace with `Color.accent`",
        ])
    }

    /// A colour set belongs to the target whose folder holds its catalog: a widget or a package
    /// elsewhere may not copy that catalog, so its fix is offered, never applied unasked.
    func testAssetTokensFromAnotherTargetsCatalogAreNeverSafe() {
        let catalog = TokenCatalog(tokens: [
            DesignToken(name: "slate", swift: "Color(.slate)", light: RGBA(bytes: 0x33, 0x44, 0x55), role: .foreground,
                        source: "App/Resources/Assets.xcassets/slate.colorset"),
        ])
        let linter = Self.linter(fixingFrom: catalog, .reportingSingleUse)
        func fix(_ path: String) -> String {
            let text = "import SwiftUI\nstruct A: View {\n    var body: some View { Text(\"a\").foregroundColor(Color(red: 0.2, green: 0.2667, blue: 0.3333)) }\n}\n"
            guard let fix = linter.lint(SourceFile(path: path, text: text, language: .swift)).first?.fix else { return "none" }
            return "\(fix.applicability.rawValue): \(fix.title)"
        }
        XCTAssertEqual(fix("App/Views/Card.swift"), "safe: Replace with `Color(.slate)`")
        XCTAssertEqual(fix("Widget/Card.swift"), "unsafe: Replace with `Color(.slate)` (a colour set of `App/Resources/Assets.xcassets`, "
                       + "outside this file's folder: check its target includes the catalog)")
        XCTAssertNil(TokenFixes.catalogOfAnotherTarget(DesignToken(name: "x", swift: "Color(.x)", light: .white,
                                                                    source: "Assets.xcassets/x.colorset"), sitePath: "Widget/A.swift"))
    }

    /// A Kotlin token must be visible where it is written: from the file's own Gradle module, with
    /// `R` in use (or imported) for a resource, and a palette object named or imported. Otherwise
    /// the fix is offered, never applied unasked (applied, it would not build).
    func testKotlinTokensFromAnotherModuleOrWithoutTheirImportAreNeverSafe() {
        let catalog = TokenCatalog(tokens: [
            DesignToken(name: "activity_background", kotlin: "colorResource(R.color.activity_background)", light: .black,
                        role: .background, source: "wear/src/main/res/values/colors.xml"),
            DesignToken(name: "scrim", kotlin: "colorResource(R.color.scrim)", light: RGBA(bytes: 0x11, 0x22, 0x33),
                        role: .background, source: "app/src/main/res/values/colors.xml"),
            DesignToken(name: "Background", kotlin: "BrandColors.Background", light: RGBA(bytes: 0x44, 0x55, 0x66),
                        role: .background, source: "app/src/main/kotlin/com/example/brand/BrandColors.kt"),
        ])
        let linter = Self.linter(fixingFrom: catalog)
        func fix(_ imports: String, _ color: String, path: String = "app/src/main/kotlin/com/example/ui/Screen.kt") -> String {
            let text = "import androidx.compose.runtime.Composable\n\(imports)@Composable\nfun A() = Box(Modifier.background(\(color)))"
            guard let fix = linter.lint(SourceFile(path: path, text: text, language: .kotlin)).first?.fix else { return "none" }
            return "\(fix.applicability.rawValue): \(fix.title)"
        }
        XCTAssertEqual(fix("import com.example.R\n", "Color(0xFF000000)"),
                       "unsafe: Replace with `colorResource(R.color.activity_background)` (defined in another module, `wear`)")
        XCTAssertEqual(fix("import com.example.R\n", "Color(0xFF112233)"), "safe: Replace with `colorResource(R.color.scrim)`")
        XCTAssertEqual(fix("", "Color(0xFF112233)"),
                       "unsafe: Replace with `colorResource(R.color.scrim)` (this file does not use `R`: check its import)")
        XCTAssertEqual(fix("import com.example.R as AppR\n", "Color(0xFF112233)"),
                       "unsafe: Replace with `colorResource(R.color.scrim)` (this file does not use `R`: check its import)")
        XCTAssertEqual(fix("", "Color(0xFF445566)"), "unsafe: Replace with `BrandColors.Background` (needs an import of `BrandColors`)")
        XCTAssertEqual(fix("import com.example.brand.BrandColors\n", "Color(0xFF445566)"), "safe: Replace with `BrandColors.Background`")
        XCTAssertEqual(fix("", "Color(0xFF445566)", path: "app/src/main/kotlin/com/example/brand/Badge.kt"),
                       "safe: Replace with `BrandColors.Background`")
        // `import android.R` makes `R` Android's; a fully qualified `com.example.R.string.x` leaves bare `R` unresolved.
        XCTAssertEqual(fix("import android.R\n", "Color(0xFF112233)"),
                       "unsafe: Replace with `colorResource(R.color.scrim)` (this file does not use `R`: check its import)")
        XCTAssertEqual(fix("val t = com.example.R.string.title\n", "Color(0xFF112233)"),
                       "unsafe: Replace with `colorResource(R.color.scrim)` (this file does not use `R`: check its import)")
        XCTAssertEqual(fix("val t = R.string.title\n", "Color(0xFF112233)"), "safe: Replace with `colorResource(R.color.scrim)`")
        XCTAssertEqual(TokenFixes.gradleModule(of: "feature/home/src/main/java/A.kt"), "feature/home")
        XCTAssertEqual(TokenFixes.gradleModule(of: "src/main/res/values/colors.xml"), "")
        XCTAssertEqual(TokenFixes.gradleModule(of: "src/wear/src/main/res/values/colors.xml"), "src/wear")
        XCTAssertEqual(TokenFixes.gradleModule(of: "shared/src/commonMain/kotlin/com/example/src/Theme.kt"), "shared")
        XCTAssertNil(TokenFixes.gradleModule(of: ".huelint.json"))
        XCTAssertTrue(TokenFixes.writesResource("colorResource(id = R.color.scrim)"))
        XCTAssertFalse(TokenFixes.writesResource("ContextCompat.getColor(context, android.R.color.white)"))
        XCTAssertFalse(TokenFixes.writesResource("AppR.color.scrim"))
    }

    /// The import check covers every Kotlin token, not resources only: a top-level palette value
    /// (`AccentContainer`) and a design-system object from another module, which is fine once imported.
    func testKotlinPaletteValuesNeedTheirImportFromAnyModule() {
        let catalog = TokenCatalog(tokens: [
            DesignToken(name: "AccentContainer", kotlin: "AccentContainer", light: RGBA(bytes: 0xD0, 0xBC, 0xFF), role: .accent,
                        source: "app/src/main/kotlin/com/example/theme/Color.kt"),
            DesignToken(name: "Accent", kotlin: "BrandColors.Accent", light: RGBA(bytes: 0x12, 0x34, 0x56), role: .accent,
                        source: "core/designsystem/src/main/kotlin/com/example/ds/BrandColors.kt"),
        ])
        let linter = Self.linter(fixingFrom: catalog)
        func fix(_ imports: String, _ color: String) -> String {
            let text = "import androidx.compose.runtime.Composable\n\(imports)@Composable\nfun A() = Icon(tint = \(color))"
            let path = "app/src/main/kotlin/com/example/ui/Screen.kt"
            guard let fix = linter.lint(SourceFile(path: path, text: text, language: .kotlin)).first?.fix else { return "none" }
            return "\(fix.applicability.rawValue): \(fix.title)"
        }
        XCTAssertEqual(fix("", "Color(0xFFD0BCFF)"), "unsafe: Replace with `AccentContainer` (needs an import of `AccentContainer`)")
        XCTAssertEqual(fix("import com.example.theme.AccentContainer\n", "Color(0xFFD0BCFF)"), "safe: Replace with `AccentContainer`")
        XCTAssertEqual(fix("", "Color(0xFF123456)"), "unsafe: Replace with `BrandColors.Accent` (needs an import of `BrandColors`)")
        XCTAssertEqual(fix("import com.example.ds.BrandColors\n", "Color(0xFF123456)"), "safe: Replace with `BrandColors.Accent`")
    }

    /// A test's colours are its data: no token fix is offered there, only the finding.
    func testNoTokenFixInTests() throws {
        let linter = try Self.linter()
        let code = "import SwiftUI\nstruct Home: View {\n    var body: some View { Text(\"x\").foregroundColor(Color(hex: \"1A1A1A\")) }\n}\n"
        let inCode = linter.lint(SourceFile(path: "App/HomeView.swift", text: code, language: .swift))
        let withTests = try Self.linter(reportingTests: true)
        let inTests = withTests.lint(SourceFile(path: "AppTests/HomeViewTests.swift", text: code, language: .swift))
        XCTAssertEqual(inCode.map { "\($0.context) \($0.fix?.applicability.rawValue ?? "none")" }, ["code safe"])
        XCTAssertEqual(inTests.map { "\($0.context) \($0.fix?.applicability.rawValue ?? "none")" }, ["test none"])
    }

    /// A component token fits its component's files only; an implicit colour in a UIKit-only file is
    /// a UIKit colour.
    func testComponentTokensAndUIKitOnlyFiles() {
        XCTAssertEqual(TokenFixes.foreignComponent(of: "primaryButtonTitle", in: "App/NavigationTitleView.swift"), "button")
        XCTAssertNil(TokenFixes.foreignComponent(of: "primaryButtonTitle", in: "App/PrimaryButton.swift"))
        XCTAssertEqual(TokenFixes.foreignComponent(of: "Colors/TextField/invalid", in: "App/ComposeContentView.swift"), "field")
        XCTAssertNil(TokenFixes.foreignComponent(of: "textPrimary", in: "App/NavigationTitleView.swift"))
        XCTAssertEqual(NameWords.splitAcronyms("Colors/TextField/invalid"), ["colors", "text", "field", "invalid"])
        // A primitive renames a palette colour: never a safe fix for one.
        for name in ["black", "lumo_white", "grey_04", "Gray40", "LumoAmber40", "Neutral80", "primary40", "brand_500"] {
            XCTAssertTrue(TokenFixes.namesOnlyAColor(name), name)
        }
        for name in ["textPrimary", "whiteOverlay", "onBlueContainer", "layer1", "surface2", "primary", "textSecondary10"] {
            XCTAssertFalse(TokenFixes.namesOnlyAColor(name), name)
        }

        var token = DesignToken(name: "primaryButtonTitle", swift: "UIColor.primaryButtonTitle", light: .white,
                                role: .foreground, source: "UIColor+Woo.swift:3")
        token.isPlatformType = true
        let linter = Self.linter(fixingFrom: TokenCatalog(tokens: [token]), Self.reportingFixedContrast)
        func fix(_ path: String, _ code: String) -> String {
            let fix = linter.lint(SourceFile(path: path, text: code, language: .swift)).first?.fix
            return "\(fix?.applicability.rawValue ?? "-") \(fix?.title ?? "")"
        }
        let uikit = "import UIKit\nfunc style(_ button: UIButton) { button.setTitleColor(.white, for: .normal) }"
        XCTAssertEqual(fix("App/PrimaryButton.swift", uikit), "safe Replace with `UIColor.primaryButtonTitle`")
        XCTAssertEqual(fix("App/NavigationTitleView.swift", uikit),
                       "unsafe Replace with `UIColor.primaryButtonTitle` (a button token outside a button)")
        XCTAssertEqual(fix("App/PrimaryButton.swift", "import SwiftUI\nlet t = Text(\"x\").foregroundColor(.white)"),
                       "unsafe Replace with `Color(UIColor.primaryButtonTitle)` (a platform colour, wrapped in `Color(…)`)")
    }

    /// A SwiftUI token where UIKit or AppKit takes the colour is converted, so the fix compiles where
    /// it stands: an asset catalog's colour by its name (no SwiftUI import needed), another token through
    /// `UIColor(_:)`; where the framework is unclear it is named, with a caveat.
    func testSwiftUITokensAreConvertedWhereAPlatformColorGoes() {
        let token = DesignToken(name: "ErrorText", swift: "Color(\"ErrorText\")", light: RuleTestSupport.hex("FF0000"),
                                role: .foreground, source: "Assets.xcassets/ErrorText.colorset")
        let linter = Self.linter(fixingFrom: TokenCatalog(tokens: [token]), Self.reportingFixedContrast)
        func fix(_ code: String) -> String {
            let fix = linter.lint(SourceFile(path: "App/Cell.swift", text: code, language: .swift)).first?.fix
            return "\(fix?.applicability.rawValue ?? "-") \(fix?.edits.last?.replacement ?? "")"
        }
        XCTAssertEqual(fix("import AppKit\nfunc style() { cell.resultLabel.textColor = .red }"),
                       "unsafe NSColor(named: \"ErrorText\")!")
        XCTAssertEqual(fix("import UIKit\nfunc style() { label.textColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1) }"),
                       "unsafe UIColor(named: \"ErrorText\")!")
        let title = linter.lint(SourceFile(path: "App/Cell.swift", text: "import UIKit\nfunc style() { label.textColor = .red }",
                                           language: .swift)).first?.fix?.title
        XCTAssertEqual(title, "Replace with `UIColor(named: \"ErrorText\")!` (looked up by name: the app's target must include the colour set)")
        var palette = FileLinter(configuration: Self.reportingFixedContrast)
        palette.tokenFixes = TokenFixes(catalog: TokenCatalog(tokens: [DesignToken(
            name: "errorText", swift: "Color.errorText", light: RuleTestSupport.hex("FF0000"), role: .foreground, source: "Theme.swift")]))
        XCTAssertEqual(palette.lint(SourceFile(path: "App/Cell.swift", text: "import UIKit\nfunc style() { label.textColor = .red }",
                                               language: .swift)).first?.fix?.edits.last?.replacement, "UIColor(Color.errorText)")
        let both = linter.lint(SourceFile(path: "App/Cell.swift", text: "import UIKit\nimport AppKit\nfunc style() { label.textColor = .red }",
                                          language: .swift)).first?.fix
        XCTAssertEqual(both?.title, "Replace with `Color(\"ErrorText\")` (this site takes a platform colour type; check the token's type)")
        // Another target's catalog: `UIColor(named:)!` would trap at run time, so no edit is written.
        var framework = FileLinter(configuration: Self.reportingFixedContrast)
        framework.tokenFixes = TokenFixes(catalog: TokenCatalog(tokens: [DesignToken(
            name: "ErrorText", swift: "Color(\"ErrorText\")", light: RuleTestSupport.hex("FF0000"), role: .foreground,
            source: "DesignSystem/Resources/Colors.xcassets/ErrorText.colorset")]))
        let elsewhere = framework.lint(SourceFile(path: "App/Cell.swift", text: "import UIKit\nfunc style() { label.textColor = .red }",
                                                  language: .swift)).first
        XCTAssertNil(elsewhere?.fix)
        XCTAssertTrue(elsewhere?.message.hasSuffix("; the token is the colour set `ErrorText` of `DesignSystem/Resources/Colors.xcassets`, "
                                                   + "another target's catalog: load it from that target's bundle") ?? false, elsewhere?.message ?? "")
    }

    /// A plain palette colour is replaced only by a token named for a purpose in the interface, not by a
    /// data scale's step that happens to share its value.
    func testPaletteColoursAreReplacedOnlyByInterfaceTokens() {
        func fix(_ tokenName: String, _ expression: String) -> String? {
            var linter = FileLinter(configuration: Self.reportingFixedContrast)
            linter.tokenFixes = TokenFixes(catalog: TokenCatalog(tokens: [DesignToken(
                name: tokenName, kotlin: expression, light: RuleTestSupport.hex("FF0000"), source: "ui/Theme.kt")]))
            return linter.lint(SourceFile(path: "ui/Cell.kt", text: "@Composable\nfun Cell() {\n    Text(\"x\", color = Color.Red)\n}",
                                          language: .kotlin)).first?.fix?.edits.last?.replacement
        }
        XCTAssertEqual(fix("errorText", "Color.errorText"), "Color.errorText")
        XCTAssertNil(fix("Disconnected", "RelayStatusColors.Disconnected"))
        XCTAssertNil(fix("IAQHeavilyPolluted", "IAQColors.IAQHeavilyPolluted"))
        XCTAssertTrue(TokenFixes.namesInterfacePurpose("ColorDisabled"))
        XCTAssertTrue(TokenFixes.namesInterfacePurpose("Launchscreen-background"))
        XCTAssertFalse(TokenFixes.namesInterfacePurpose("Unknown"))
    }

    /// The tokens of status hues are the ones Swift code can write, named for a purpose and of the
    /// hue's family: not an Android resource, a scale step, a shade's name, another hue, or an accent
    /// or tint (an identity colour).
    func testStatusHueTokensAreSemanticSwiftTokensOfTheHuesFamily() {
        func token(_ name: String, swift: String? = nil, kotlin: String? = nil, _ hex: String) -> DesignToken {
            DesignToken(name: name, swift: swift, kotlin: kotlin, light: RGBA(hex: hex, order: .rgba)!, source: "t")
        }
        let tokens = [
            token("StatusColorRed", swift: "Color(\"StatusColorRed\")", "FF002E"),
            token("text_red", kotlin: "colorResource(R.color.text_red)", "FF0000"),
            token("Red40", swift: "Color.Red40", "E02020"),
            token("darkRed", swift: "Color.darkRed", "FF3B30"),
            token("errorRed", swift: "Color.errorRed", "8E44AD"),
            token("success.green", swift: "Color(\"success.green\")", "2E9A4F"),
            token("IconColorBlue", swift: "Color(\"IconColorBlue\")", "007AFF"),
            token("redAccentColor", swift: "Color(\"redAccentColor\")", "FF3B30"),
            token("greenTint", swift: "Color.greenTint", "34C759"),
        ]
        let hues = TokenFixes.hueTokens(tokens, primitiveNamespaces: []).mapValues { $0.map(\.name) }
        XCTAssertEqual(hues, ["red": ["StatusColorRed"], "green": ["success.green"]])
    }

    /// A file that declares its own `struct Color` (a picker's model) extends it, not SwiftUI's.
    func testExtensionsOfTheProjectsOwnColorTypeAreNotTokens() {
        let swift = FileContext(file: SourceFile(path: "Picker/Color.swift", text: """
            struct Color: Codable {
                var hue: CGFloat
            }
            extension Color {
                static let `default` = Color(hue: 0, saturation: 1, brightness: 1, alpha: 1)
            }
            """, language: .swift))
        XCTAssertEqual(PaletteDeclarationSource.declarations(in: swift).count, 0)
    }

    func testPlatformTypedTokensAreNotSafeWhereAColorGoes() {
        let kotlin = FileContext(file: SourceFile(path: "theme/ThemeColor.kt", text: """
            object ThemeColor {
                val filter09 = "#9BA2FF".toColorInt()
                val accentInt: Int = 0xFF0066CC.toInt()
                val accent = Color(0xFF0066CC)
            }
            """, language: .kotlin))
        XCTAssertEqual(PaletteDeclarationSource.declarations(in: kotlin).map { "\($0.expression) \($0.isPlatformType)" },
                       ["ThemeColor.filter09 true", "ThemeColor.accentInt true", "ThemeColor.accent false"])
        let swift = FileContext(file: SourceFile(path: "Theme/Brand.swift", text: """
            extension UIColor {
                static let brand = UIColor(red: 0, green: 0.4, blue: 0.8, alpha: 1)
            }
            extension Color {
                static let brand = Color(red: 0, green: 0.4, blue: 0.8)
            }
            """, language: .swift))
        XCTAssertEqual(PaletteDeclarationSource.declarations(in: swift).map { "\($0.expression) \($0.isPlatformType)" },
                       ["UIColor.brand true", "Color.brand false"])
        var token = DesignToken(name: "filter09", kotlin: "ThemeColor.filter09", light: RGBA(hex: "FF9BA2FF", order: .argb)!, source: "T.kt:2")
        token.isPlatformType = true
        var linter = Self.linter(fixingFrom: TokenCatalog(tokens: [token]))
        let fix = linter.lint(SourceFile(path: "A.kt", text: "@Composable\nfun A() { Text(\"x\", color = Color(0xFF9BA2FF)) }",
                                         language: .kotlin)).first?.fix
        XCTAssertEqual(fix?.applicability, .unsafe)
        XCTAssertEqual(fix?.title, "Replace with `Color(ThemeColor.filter09)` (a platform colour, wrapped in `Color(…)`)")
        XCTAssertEqual(fix?.edits.map(\.replacement), ["Color(ThemeColor.filter09)"])
        // A UIKit token where UIKit takes it needs nothing; where SwiftUI does, it is wrapped.
        var brand = DesignToken(name: "brand", swift: "UIColor.brand", light: RuleTestSupport.hex("0066CC"), source: "B.swift:2")
        brand.isPlatformType = true
        linter.tokenFixes = TokenFixes(catalog: TokenCatalog(tokens: [brand]))
        let uikit = linter.lint(SourceFile(path: "A.swift", text: """
            func style() { label.textColor = UIColor(red: 0, green: 0.4, blue: 0.8, alpha: 1) }
            let t = Text("x").foregroundColor(Color(red: 0, green: 0.4, blue: 0.8))
            """, language: .swift)).map { "\($0.fix?.applicability.rawValue ?? "-") \($0.fix?.title ?? "")" }
        XCTAssertEqual(uikit, ["safe Replace with `UIColor.brand`",
                               "unsafe Replace with `Color(UIColor.brand)` (a platform colour, wrapped in `Color(…)`)"])
    }

    func testPrivateDeclarationsAreListedButNeverOffered() {
        let swift = FileContext(file: SourceFile(path: "Theme/AppTheme.swift", text: """
            enum AppTheme {
                private static let tint = Color(hex: "F44336")
                static let accent = Color(hex: "0066CC")
            }
            """, language: .swift))
        let declarations = PaletteDeclarationSource.declarations(in: swift)
        XCTAssertEqual(declarations.map { "\($0.expression) \($0.isPrivate)" }, ["AppTheme.tint true", "AppTheme.accent false"])
        var tint = DesignToken(name: "tint", swift: "AppTheme.tint", light: RuleTestSupport.hex("F44336"), source: "AppTheme.swift:2")
        tint.isPrivate = true
        var linter = Self.linter(fixingFrom: TokenCatalog(tokens: [tint]))
        let code = "let a = Text(\"x\").foregroundColor(Color(hex: \"F44336\"))"
        XCTAssertNil(linter.lint(SourceFile(path: "A.swift", text: code, language: .swift)).first?.fix)
        // A writable token of a colour a private one shares too is a candidate, not a safe fix.
        let alert = DesignToken(name: "alert", swift: "Color(\"Alert\")", light: tint.light, source: "Assets.xcassets/Alert.colorset")
        linter.tokenFixes = TokenFixes(catalog: TokenCatalog(tokens: [tint, alert]))
        let shared = linter.lint(SourceFile(path: "A.swift", text: code, language: .swift)).first
        XCTAssertNil(shared?.fix)
        XCTAssertEqual(shared.map { $0.message.hasSuffix("other tokens share this colour, and the only one code can use is `Color(\"Alert\")`") }, true)
    }

    func testPrimitivesOfAConfiguredPaletteNamespaceAreNeverOffered() throws {
        // Writing `FXColors.blue` would trade a hex literal for a direct-palette-reference.
        var configuration = Configuration.defaults
        configuration.paletteNamespaces = ["FXColors"]
        let primitive = DesignToken(name: "blue", swift: "FXColors.blue", light: RuleTestSupport.hex("0066CC"), source: "P.swift:3")
        let semantic = DesignToken(name: "textAccent", swift: "Color.textAccent", light: primitive.light, source: "P.swift:6")
        let code = "let a = Text(\"x\").foregroundColor(Color(hex: \"0066CC\"))"
        func offered(_ tokens: [DesignToken]) -> String? {
            var linter = FileLinter(configuration: configuration)
            linter.tokenFixes = TokenFixes(catalog: TokenCatalog(tokens: tokens), configuration: configuration)
            return linter.lint(SourceFile(path: "A.swift", text: code, language: .swift)).first?.fix?.edits.first?.replacement
        }
        XCTAssertNil(offered([primitive]))
        XCTAssertEqual(offered([primitive, semantic]), "Color.textAccent")
        XCTAssertEqual(offered([DesignToken(name: "link", swift: "FXColorsLegacy.link", light: primitive.light, source: "P.swift:9")]),
                       "FXColorsLegacy.link", "a namespace is matched by whole names")
        // A token named for its colour alone is a primitive wherever it is declared: never offered.
        XCTAssertNil(offered([DesignToken(name: "Blue40", swift: "BrandColors.Blue40", light: primitive.light, source: "B.swift:2")]))
    }

    /// Files linted while the catalog still loads get their fixes after the lint: the same fixes and
    /// messages as when the catalog was ready from the start.
    func testFixesPendingDuringTheLintAreCompletedAfterIt() throws {
        let catalog = TokenCatalog(tokens: [
            DesignToken(name: "brand", swift: "Color.brand", light: RuleTestSupport.hex("0066CC"), source: "c"),
            DesignToken(name: "surface", swift: "Color.surface", light: .white, role: .background, source: "c"),
            DesignToken(name: "paper", swift: "Color.paper", light: .white, role: .background, source: "c"),
        ])
        let file = SourceFile(path: "A.swift", text: """
            let a = Text("x").foregroundColor(Color(hex: "0066CC"))
            let b = Text("x").background(Color.white)
            let c = Text("x").foregroundColor(Color(red: 0, green: 0.41, blue: 0.8))
            """, language: .swift)
        var ready = FileLinter(configuration: Self.reportingBlackAndWhite)
        ready.tokenFixes = TokenFixes(catalog: catalog)
        let expected = ready.lintFile(file)
        XCTAssertNil(expected.pendingFixes)
        XCTAssertEqual(expected.findings.compactMap { $0.fix?.edits.first?.replacement }, ["Color.brand", "Color.brand"])

        var loading = FileLinter(configuration: Self.reportingBlackAndWhite)
        let eventual = Eventually<TokenFixes?>()
        loading.eventualTokenFixes = eventual
        var results = [loading.lintFile(file)]
        XCTAssertEqual(results[0].pendingFixes?.items, [0, 1, 2])
        XCTAssertTrue(results[0].findings.allSatisfy { $0.fix == nil })
        eventual.resolve(TokenFixes(catalog: catalog))
        PendingFixes.complete(&results, with: eventual.value)
        XCTAssertNil(results[0].pendingFixes)
        XCTAssertEqual(results[0].findings, expected.findings)
    }

    /// A palette with many tokens of one colour names the three fitting the role best and counts the rest.
    func testManySameColourTokensAreCountedNotListed() throws {
        let catalog = TokenCatalog(tokens: (1...6).map { i in
            DesignToken(name: "paper\(i)", swift: "Color.paper\(i)", light: .white, role: i == 2 || i == 5 ? .foreground : nil, source: "c")
        })
        var linter = Self.linter(fixingFrom: catalog, Self.reportingFixedContrast)
        let code = """
            let a = Text("x").foregroundColor(Color.white)
            let b = Text("x").overlay(Color.white)
            """
        let messages = linter.lint(SourceFile(path: "A.swift", text: code, language: .swift)).map(\.message)
        let stem = "Fixed palette colour `Color.white` does not adapt to appearance or brand; use a semantic colour token; several tokens have this colour: "
        XCTAssertEqual(messages, [
            stem + "`Color.paper2`, `Color.paper5`, `Color.paper1` and 3 more",
            stem + "`Color.paper1`, `Color.paper2`, `Color.paper3` and 3 more",
        ])
        // Four are all named: "and 1 more" would save nothing.
        linter.tokenFixes = TokenFixes(catalog: TokenCatalog(tokens: Array(catalog.tokens.prefix(4))))
        XCTAssertEqual(linter.lint(SourceFile(path: "B.swift", text: "let b = Text(\"x\").overlay(Color.white)",
                                              language: .swift)).map(\.message),
                       [stem + "`Color.paper1`, `Color.paper2`, `Color.paper3`, `Color.paper4`"])
    }

    func testConfigValidatesTokenSources() {
        let text = #"{"version": 1, "tokenSources": {"assetExpresion": "x", "androidExpression": "R.color.x", "designTokens": [{"swift": "T.{name}"}]}, "fixes": {"maxDeltaE": -1, "distance": "oklap"}}"#
        XCTAssertThrowsError(try Configuration.parse(Array(text.utf8), file: "c.json")) { error in
            XCTAssertEqual((error as? ConfigErrors)?.errors.map(\.description), [
                "c.json: $.tokenSources.assetExpresion (line 1): unknown key \"assetExpresion\"; did you mean \"assetExpression\"?",
                "c.json: $.tokenSources.androidExpression (line 1): expression template \"R.color.x\" must contain \"{name}\"",
                "c.json: $.tokenSources.designTokens[0] (line 1): missing required key \"file\"",
                "c.json: $.fixes.maxDeltaE (line 1): maxDeltaE must be between 0 and 100, not -1",
                "c.json: $.fixes.distance (line 1): unknown distance \"oklap\"; expected \"ciede2000\" or \"oklab\"; did you mean \"oklab\"?",
            ])
        }
    }

    // MARK: End to end

    func testFixDiffThenFixOnACopyOfTheDemo() throws {
        let folder = try temporaryFolder()
        try FileManager.default.copyItem(atPath: RuleFixtureTests.packageRoot + "/Fixtures/demo", toPath: folder + "/demo")
        let harness = CLIHarness()
        var environment = harness.environment
        environment.currentDirectory = folder
        environment.lint = LintEngine.run
        let before = LintEngine.run(paths: ["demo"], currentDirectory: folder, configuration: .defaults, jobs: 2)
        let fixable = before.findings.filter { $0.fix?.applicability == .safe }
        XCTAssertEqual(fixable.count, 3)

        XCTAssertEqual(HueLintCLI.run(arguments: ["fix", "--diff", "demo"], environment: environment), 0)
        XCTAssertEqual(harness.stdout.text, try String(contentsOfFile: Self.fixtures + "/demo.diff", encoding: .utf8))
        XCTAssertEqual(harness.stderr.text, "Would fix 3 findings in 2 files. 1 unsafe fix available with --unsafe.\n")
        let untouched = LintEngine.run(paths: ["demo"], currentDirectory: folder, configuration: .defaults, jobs: 2)
        XCTAssertEqual(untouched.findings, before.findings)

        harness.stdout.text = ""
        let mode = try FileManager.default.attributesOfItem(atPath: folder + "/demo/ios/DemoApp/Views/HomeView.swift")[.posixPermissions]
        XCTAssertEqual(HueLintCLI.run(arguments: ["fix", "demo"], environment: environment), 0)
        XCTAssertEqual(harness.stdout.text, """
            demo/android/app/src/main/java/com/demo/ui/home/HomeScreen.kt: fixed 2 findings (color-scheme-conditional, hex-color-literal)
            demo/ios/DemoApp/Views/HomeView.swift: fixed 1 finding (hex-color-literal)
            Fixed 3 findings in 2 files. 1 unsafe fix available with --unsafe.

            """)
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: folder + "/demo/ios/DemoApp/Views/HomeView.swift")[.posixPermissions] as? Int,
                       mode as? Int)
        let after = LintEngine.run(paths: ["demo"], currentDirectory: folder, configuration: .defaults, jobs: 2)
        for finding in fixable {
            XCTAssertFalse(after.findings.contains { $0.fingerprint == finding.fingerprint && $0.path == finding.path }, finding.message)
        }
        XCTAssertEqual(after.findings.count, before.findings.count - 3)

        harness.stdout.text = ""
        XCTAssertEqual(HueLintCLI.run(arguments: ["fix", "demo"], environment: environment), 0)
        XCTAssertEqual(harness.stdout.text, "Fixed 0 findings in 0 files. 1 unsafe fix available with --unsafe.\n")
    }

    /// `huelint fix FILE` reads the tokens of the whole project (here the git root), so one file
    /// gets the fix a run on the tree gives it.
    func testFixingOneFileUsesTheProjectsTokens() throws {
        let folder = try temporaryFolder()
        try FileManager.default.copyItem(atPath: RuleFixtureTests.packageRoot + "/Fixtures/demo", toPath: folder + "/demo")
        try FileManager.default.createDirectory(atPath: folder + "/demo/.git", withIntermediateDirectories: true)
        let harness = CLIHarness()
        var environment = harness.environment
        environment.currentDirectory = folder + "/demo/ios/DemoApp/Views"
        environment.lint = LintEngine.run
        XCTAssertEqual(HueLintCLI.run(arguments: ["fix", "--diff", "HomeView.swift"], environment: environment), 0)
        XCTAssertEqual(harness.stderr.text, "Would fix 1 finding in 1 file.\n")
        XCTAssertTrue(harness.stdout.text.hasPrefix("--- a/HomeView.swift\n+++ b/HomeView.swift\n"), harness.stdout.text)
    }

    func testAFileChangedOnDiskIsNotOverwritten() throws {
        let folder = try temporaryFolder()
        let path = folder + "/A.swift"
        try write(path, "new content\n")
        XCTAssertEqual(AtomicFile.replace(path, expecting: Array("old content\n".utf8), with: Array("fixed\n".utf8)), .changedOnDisk)
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "new content\n")
        XCTAssertNil(AtomicFile.replace(path, expecting: Array("new content\n".utf8), with: Array("fixed\n".utf8)))
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "fixed\n")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder), ["A.swift"])
    }

    func testSARIFWithFixesValidates() throws {
        let folder = try temporaryFolder()
        try FileManager.default.copyItem(atPath: RuleFixtureTests.packageRoot + "/Fixtures/demo", toPath: folder + "/demo")
        let report = LintEngine.run(paths: ["demo"], currentDirectory: folder, configuration: .defaults, jobs: 1)
        let sarif = SARIFReporter.render(report, context: ReportContext(workingDirectory: folder, repositoryRoot: folder))
        XCTAssertTrue(sarif.contains("\"artifactChanges\""))
        try sarif.write(toFile: folder + "/out.sarif", atomically: false, encoding: .utf8)
        try ReportingTestSupport.assertValidSARIF(folder + "/out.sarif")
        let json = JSONReporter.render(report, context: ReportContext(workingDirectory: folder, repositoryRoot: folder))
        XCTAssertTrue(json.contains("\"applicability\": \"safe\""))
    }

    // MARK: Helpers

    private func temporaryFolder() throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("huelint-fix-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url.resolvingSymlinksInPath().path
    }

    private func write(_ path: String, _ text: String) throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: path, atomically: false, encoding: .utf8)
    }
}
