import Foundation
import XCTest
@testable import HueLintKit

/// The README is part of the product: its rule table and its config example must stay true.
final class DocsTests: XCTestCase {
    static func readme() throws -> String {
        try String(contentsOfFile: RuleFixtureTests.packageRoot + "/README.md", encoding: .utf8)
    }

    func testReadmeNamesEveryRule() throws {
        let text = try Self.readme()
        for id in RuleRegistry.ids {
            XCTAssertTrue(text.contains("| `\(id)` |"), "README rule table lacks \(id)")
        }
    }

    func testReadmeConfigExampleIsAValidConfig() throws {
        let text = try Self.readme()
        guard let start = text.range(of: "```json\n"), let end = text.range(of: "\n```", range: start.upperBound..<text.endIndex) else {
            return XCTFail("README has no ```json block")
        }
        let json = String(text[start.upperBound..<end.lowerBound])
        let configuration = try Configuration.parse(Array(json.utf8), file: "README.md")
        XCTAssertEqual(configuration.paletteNamespaces, ["FXColors", "Color.Primitive"])
        XCTAssertNil(configuration.severity(forRule: "direct-palette-reference", path: "App/Legacy/Old.swift", context: .code))
        XCTAssertEqual(configuration.severity(forRule: "direct-palette-reference", path: "App/New.swift", context: .code), .warning)
        XCTAssertNil(configuration.severity(forRule: "hex-color-literal", path: "App/New.swift", context: .test))
        XCTAssertTrue(configuration.isPaletteFile("App/BrandKit/Colors.swift"))
    }
}

final class NameWordsTests: XCTestCase {
    func testLastWordOfEveryNamingStyle() {
        XCTAssertEqual(NameWords.lastWord("darkThemeTint"), "tint")
        XCTAssertEqual(NameWords.lastWord("COLOR_SCHEME_DARK"), "dark")
        XCTAssertEqual(NameWords.lastWord("textColor"), "color")
        XCTAssertEqual(NameWords.lastWord("background"), "background")
        XCTAssertEqual(NameWords.lastWord("DarkColorScheme"), "scheme")
        XCTAssertEqual(NameWords.lastWord("night-mode"), "mode")
        XCTAssertEqual(NameWords.lastWord("URLColor"), "color")
        XCTAssertEqual(NameWords.lastWord("couleurÉtat"), "état")
    }

    func testSplitIntoWords() {
        XCTAssertEqual(NameWords.split("isDarkMode"), ["is", "dark", "mode"])
        XCTAssertEqual(NameWords.split("swipeactions-use-theme-color"), ["swipeactions", "use", "theme", "color"])
        XCTAssertEqual(NameWords.split("dark_theme"), ["dark", "theme"])
    }
}
