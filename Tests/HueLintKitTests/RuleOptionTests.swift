import XCTest
@testable import HueLintCLI
@testable import HueLintKit

/// Every rule option changes what its rule reports, exactly as documented.
final class RuleOptionTests: XCTestCase {
    private func positions(_ code: String, _ language: Language = .swift, config: String, rule: String) throws -> Set<FindingPosition> {
        let configuration = try Configuration.parse(Array(config.utf8), file: "options.json")
        let path = language == .swift ? "App/Views/Screen.swift" : "app/src/main/java/app/Screen.kt"
        return RuleTestSupport.positions(RuleTestSupport.lint(code, language: language, path: path, configuration: configuration), rule: rule)
    }

    func testColorTypesAddsATypeThatDoesNotEndInColor() throws {
        let code = "let c = Brand.RGB(red: 0.1, green: 0.2, blue: 0.3)\nlet d = RGB(red: 0.1, green: 0.2, blue: 0.3)\n"
        XCTAssertEqual(try positions(code, config: "{}", rule: "raw-color-initializer"), [])
        XCTAssertEqual(try positions(code, config: #"{"rules": {"raw-color-initializer": {"colorTypes": ["RGB"]}}}"#, rule: "raw-color-initializer"),
                       [FindingPosition(line: 1, column: 9, rule: "raw-color-initializer"), FindingPosition(line: 2, column: 9, rule: "raw-color-initializer")])
    }

    func testHexLabelsDecidesWhichLabelsTakeBareHex() throws {
        let code = "let c = UIColor(code: \"0066CC\")\n"
        XCTAssertEqual(try positions(code, config: "{}", rule: "hex-color-literal"), [])
        XCTAssertEqual(try positions(code, config: #"{"rules": {"hex-color-literal": {"hexLabels": ["code"]}}}"#, rule: "hex-color-literal"),
                       [FindingPosition(line: 1, column: 9, rule: "hex-color-literal")])
    }

    func testColorNameFragmentsMakeMoreNamesColourNamed() throws {
        let code = "header.brandInk = \"#1A1A1A\"\n"
        XCTAssertEqual(try positions(code, config: "{}", rule: "hex-color-literal"), [])
        XCTAssertEqual(try positions(code, config: #"{"rules": {"hex-color-literal": {"colorNameFragments": ["ink"], "reportColorStrings": true}}}"#,
                                     rule: "hex-color-literal"),
                       [FindingPosition(line: 1, column: 19, rule: "hex-color-literal")])
    }

    /// An accessor that takes the appearance as a parameter is the app's adaptive token; a parameter
    /// that only contains "light" in another word (`isHighlighted`) makes none.
    func testAppearanceAccessorsNeedAnAppearanceParameter() throws {
        func accessor(_ parameter: String) -> String {
            "fun toIconColor(\(parameter): Boolean): Int {\n    return if (isDarkTheme) {\n        R.color.colorIconDark\n    } else {\n"
                + "        R.color.colorIcon\n    }.let(resourceRepo::getColor)\n}\n"
        }
        XCTAssertEqual(try positions(accessor("isDarkTheme"), .kotlin, config: "{}", rule: "color-scheme-conditional"), [])
        let highlighted = accessor("isHighlighted")
        XCTAssertEqual(try positions(highlighted, .kotlin, config: "{}", rule: "color-scheme-conditional"),
                       [FindingPosition(line: 2, column: 12, rule: "color-scheme-conditional")])
    }

    func testDarkFlagNamesAreTheFlagsConditionsAreReadFrom() throws {
        let code = "Text(\"x\").foregroundColor(nightOn ? Color.white : Color.black)\n"
        XCTAssertEqual(try positions(code, config: "{}", rule: "color-scheme-conditional"), [])
        XCTAssertEqual(try positions(code, config: #"{"rules": {"color-scheme-conditional": {"darkFlagNames": ["nightOn"]}}}"#,
                                     rule: "color-scheme-conditional"),
                       [FindingPosition(line: 1, column: 27, rule: "color-scheme-conditional")])
    }

    func testAllowedMembersAreNeverFlagged() throws {
        let code = "Text(\"x\").foregroundColor(.black).background(Color.white)\n"
        XCTAssertEqual(try positions(code, config: #"{"rules": {"direct-palette-reference": {"reportBlackAndWhite": true, "allowedMembers": ["black"]}}}"#,
                                     rule: "direct-palette-reference"),
                       [FindingPosition(line: 1, column: 46, rule: "direct-palette-reference")])
    }

    func testKeyWordsDecideWhichStorageKeysAreTheThemePreference() throws {
        let code = "@AppStorage(\"nightLook\") var a = false\nlet b = UserDefaults.standard.bool(forKey: \"nightLook\")\nstruct V { @AppStorage(\"look\") var c = false }\n"
        // The rule is opt-in: a severity turns it on.
        XCTAssertEqual(try positions(code, config: #"{"rules": {"scattered-theme-storage": "warning"}}"#, rule: "scattered-theme-storage"), [])
        XCTAssertEqual(try positions(code, config: #"{"rules": {"scattered-theme-storage": {"severity": "warning", "keyWords": ["look"]}}}"#,
                                     rule: "scattered-theme-storage"),
                       [FindingPosition(line: 1, column: 1, rule: "scattered-theme-storage"), FindingPosition(line: 3, column: 12, rule: "scattered-theme-storage")])
    }
}
