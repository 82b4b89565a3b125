import Foundation
import XCTest
@testable import HueLintKit

/// Tokens a team defines as the members of a light and a dark theme type (`struct LightColors:
/// ThemeColors`, `struct DarkColors: ThemeColors`): one adaptive token per member, written the way
/// the file already reaches the theme.
final class ThemeTokenTests: XCTestCase {
    private let tree = TemporaryTree("theme")
    private var root: String { tree.root }

    override func setUpWithError() throws {
        try write("App/Theme/Palette.swift", """
            import UIKit

            enum Palette {
                static let grey10 = UIColor(red: 0.95, green: 0.95, blue: 0.96, alpha: 1)
                static let grey90 = UIColor(red: 0.10, green: 0.10, blue: 0.12, alpha: 1)
            }

            """)
        try write("App/Theme/ThemeColors.swift", """
            import UIKit

            protocol ThemeColors {
                var layer1: UIColor { get }
                var textPrimary: UIColor { get }
            }

            struct LightColors: ThemeColors {
                let layer1 = Palette.grey10
                let textPrimary = Palette.grey90
            }

            struct DarkColors: ThemeColors {
                let layer1 = Palette.grey90
                let textPrimary = Palette.grey10
            }

            """)
    }

    override func tearDownWithError() throws { tree.remove() }

    private func write(_ relative: String, _ text: String) throws { try tree.write(relative, text) }

    func testLightAndDarkThemeTypesGiveOneAdaptiveTokenPerMember() {
        let walk = FileWalker().walk(["."], currentDirectory: root)
        let catalog = TokenCatalogLoader.load(configuration: .defaults, walk: walk, currentDirectory: root)
        let layer1 = catalog.tokens.first { $0.name == "layer1" }
        XCTAssertEqual(layer1?.light.hexString, "#F2F2F5")
        XCTAssertEqual(layer1?.dark?.hexString, "#1A1A1F")
        XCTAssertEqual(layer1?.themeGroup, "Colors")
        XCTAssertEqual(layer1?.isPlatformType, true)
        XCTAssertEqual(catalog.tokens.filter { $0.themeGroup != nil }.map(\.name), ["layer1", "textPrimary"])
    }

    /// A Compose scheme naming an alias declared in another file (`md_theme_dark_onSurface =
    /// background_dark`) resolves through the alias to its colour.
    /// An app that declares its own `UIColor.gray` uses a token where it writes `UIColor.gray`;
    /// UIKit's grey, spelled the same in an app without one, is reported.
    func testAPlatformNameTheProjectRedefinesIsItsToken() throws {
        try write("App/Views/Banner.swift", """
            import UIKit

            final class Banner: UIView {
                func style() {
                    layer.borderColor = UIColor.gray.cgColor
                }
            }

            """)
        func palettePositions() -> [String] {
            LintEngine.run(paths: ["App/Views"], currentDirectory: root, configuration: .defaults, jobs: 1).findings
                .filter { $0.ruleID == "direct-palette-reference" }.map { "\($0.start.line):\($0.start.column)" }
        }
        XCTAssertEqual(palettePositions(), ["5:29"])
        try write("App/Views/UIColor+Brand.swift", """
            import UIKit

            extension UIColor {
                static let gray = UIColor(red: 0.01, green: 0.05, blue: 0.11, alpha: 1)
            }

            """)
        XCTAssertEqual(palettePositions(), [])
    }

    func testSchemeMembersResolveAliasesAcrossFiles() throws {
        try write("app/src/main/java/ui/theme/Color.kt", """
            val background_dark = Color(0xFF19161E)
            val md_theme_light_inverseOnSurface = Color(0xFFF5EFF4)
            val md_theme_dark_inverseOnSurface = background_dark

            """)
        try write("app/src/main/java/ui/theme/Theme.kt", """
            private val LightColors = lightColorScheme(inverseOnSurface = md_theme_light_inverseOnSurface)
            private val DarkColors = darkColorScheme(inverseOnSurface = md_theme_dark_inverseOnSurface)

            """)
        let walk = FileWalker().walk(["."], currentDirectory: root)
        let catalog = TokenCatalogLoader.load(configuration: .defaults, walk: walk, currentDirectory: root)
        let darkAlias = catalog.tokens.first { $0.name == "md_theme_dark_inverseOnSurface" }
        XCTAssertEqual(darkAlias?.light.hexString, "#19161E")
        let scheme = catalog.tokens.first { $0.name == "inverseOnSurface" }
        XCTAssertEqual(scheme?.light.hexString, "#F5EFF4")
        XCTAssertEqual(scheme?.dark?.hexString, "#19161E")
    }

    /// Where the function reaches the theme, the fix uses that path; where only another function of
    /// the file does, the fix needs a look; where nothing does, the message names the member.
    func testFixesSpellTheMemberAsTheFileReachesTheTheme() throws {
        let site = "UIColor(red: 0.95, green: 0.95, blue: 0.96, alpha: 1)"
        try write("App/Views/Card.swift", """
            final class Card: UIView {
                func apply(_ theme: Theme) {
                    title.textColor = theme.colors.textPrimary
                    backgroundColor = \(site)
                }
            }

            """)
        try write("App/Views/Row.swift", """
            final class Row: UIView {
                func setUp() {
                    backgroundColor = \(site)
                }
                func apply(_ theme: Theme) {
                    title.textColor = currentTheme().colors.textPrimary
                }
            }

            """)
        try write("App/Views/Badge.swift", "final class Badge: UIView {\n    func style() {\n        backgroundColor = \(site)\n    }\n}\n")
        let report = LintEngine.run(paths: ["."], currentDirectory: root, configuration: .defaults, jobs: 2)
        XCTAssertEqual(report.findings.map { "\($0.path):\($0.start.line) \($0.fix.map { "\($0.applicability.rawValue): \($0.title)" } ?? $0.message)" }, [
            "App/Views/Badge.swift:3 Hardcoded colour `UIColor(red:green:blue:alpha:)` built from channel values; use a semantic "
                + "colour token; the theme's `layer1` has this colour: reach it through the app's theme",
            "App/Views/Card.swift:4 safe: Replace with `theme.colors.layer1`",
            "App/Views/Row.swift:3 unsafe: Replace with `currentTheme().colors.layer1` (spelled as another function reaches the "
                + "theme: check it is in scope here)",
        ])
    }

    func testThemeVariantNames() {
        XCTAssertEqual(PaletteDeclarationSource.themeVariant("LightColors")?.group, "Colors")
        XCTAssertEqual(PaletteDeclarationSource.themeVariant("DarkTheme")?.isDark, true)
        XCTAssertEqual(PaletteDeclarationSource.themeVariant("AppNightPalette")?.group, "AppPalette")
        XCTAssertNil(PaletteDeclarationSource.themeVariant("HighlightColors"))
        XCTAssertNil(PaletteDeclarationSource.themeVariant("BrandColors"))
        XCTAssertNil(PaletteDeclarationSource.themeVariant("LightweightButton"))
    }
}
