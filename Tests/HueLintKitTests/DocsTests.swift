import Foundation
import XCTest
@testable import HueLintCLI
@testable import HueLintKit

/// The docs are part of the product: the README is the user's page, the DocC catalog the reference.
/// Their rule tables, config examples and links must stay true.
final class DocsTests: XCTestCase {
    static let catalog = "Sources/HueLintKit/HueLintKit.docc"

    static func read(_ path: String) throws -> String {
        try String(contentsOfFile: RuleFixtureTests.packageRoot + "/" + path, encoding: .utf8)
    }

    static func readme() throws -> String { try read("README.md") }

    /// The first ```json block of a doc.
    static func firstJSONBlock(_ text: String) -> String? {
        guard let start = text.range(of: "```json\n"),
              let end = text.range(of: "\n```", range: start.upperBound..<text.endIndex) else { return nil }
        return String(text[start.upperBound..<end.lowerBound])
    }

    func testReadmeNamesEveryRule() throws {
        let text = try Self.readme()
        for id in RuleRegistry.ids {
            XCTAssertTrue(text.contains("| `\(id)` |"), "README rule table lacks \(id)")
        }
    }

    /// Issue 20: a page a user reads in five minutes, holding the two commands.
    func testReadmeIsShortAndHoldsTheTwoCommands() throws {
        let text = try Self.readme()
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count
        XCTAssertLessThanOrEqual(lines, 250, "the README is a user's page; reference material goes in \(Self.catalog)")
        XCTAssertTrue(text.contains("swift run huelint Fixtures/demo"))
        XCTAssertTrue(text.contains("swift test"))
    }

    /// The README's smallest config is valid and does what it shows.
    func testReadmeConfigExampleIsAValidConfig() throws {
        let json = try XCTUnwrap(Self.firstJSONBlock(try Self.readme()), "README has no ```json block")
        let configuration = try Configuration.parse(Array(json.utf8), file: "README.md")
        XCTAssertTrue(configuration.isPaletteFile("App/BrandKit/Colors.swift"))
        XCTAssertNil(configuration.severity(forRule: "direct-palette-reference", path: "App/Legacy/Old.swift", context: .code))
        XCTAssertEqual(configuration.severity(forRule: "direct-palette-reference", path: "App/New.swift", context: .code), .warning)
        XCTAssertEqual(configuration.options(for: DirectPaletteReferenceRule.self).allowedMembers, ["black"])
        XCTAssertNil(configuration.severity(forRule: "hex-color-literal", path: "App/New.swift", context: .test),
                     "tests are off by default")
    }

    /// The Configuration article's full example uses every kind of key, and is valid.
    func testConfigurationArticleExampleIsAValidConfig() throws {
        let text = try Self.read(Self.catalog + "/Configuring.md")
        let json = try XCTUnwrap(Self.firstJSONBlock(text), "Configuring.md has no ```json block")
        let configuration = try Configuration.parse(Array(json.utf8), file: "Configuring.md")
        XCTAssertEqual(configuration.paletteNamespaces, ["FXColors", "Color.Primitive"])
        XCTAssertNil(configuration.severity(forRule: "direct-palette-reference", path: "App/Legacy/Old.swift", context: .code))
        XCTAssertEqual(configuration.severity(forRule: "direct-palette-reference", path: "App/New.swift", context: .code), .warning)
        XCTAssertNil(configuration.severity(forRule: "hex-color-literal", path: "App/New.swift", context: .test))
        XCTAssertTrue(configuration.isPaletteFile("App/BrandKit/Colors.swift"))
    }

    /// The policies the README and "What is reported" state, with their config snippets.
    func testWhatIsReportedConfigSnippetsAreValid() throws {
        let text = try Self.read(Self.catalog + "/WhatIsReported.md")
        var blocks: [String] = []
        var rest = text[...]
        while let start = rest.range(of: "```json\n"), let end = rest.range(of: "\n```", range: start.upperBound..<rest.endIndex) {
            blocks.append(String(rest[start.upperBound..<end.lowerBound]))
            rest = rest[end.upperBound...]
        }
        XCTAssertEqual(blocks.count, 2)
        let hues = try Configuration.parse(Array(blocks[0].utf8), file: "WhatIsReported.md")
        XCTAssertEqual(hues.options(forRule: "direct-palette-reference").values["reportSystemHues"], .bool(true))
        let contexts = try Configuration.parse(Array(blocks[1].utf8), file: "WhatIsReported.md")
        XCTAssertEqual(contexts.severity(forRule: "hex-color-literal", path: "App/New.swift", context: .test), .warning)
        XCTAssertEqual(contexts.severity(forRule: "direct-palette-reference", path: "App/New.swift", context: .preview), .warning)
    }

    /// The Rules article is generated; it fails here when a rule's docs or examples change without it.
    func testRulesArticleIsGenerated() throws {
        let onDisk = (try? Self.read(RulesCommand.articlePath)) ?? "<missing>"
        XCTAssertTrue(onDisk == RulesCommand.article(RuleRegistry.descriptions), """
            \(RulesCommand.articlePath) is out of date with the rules. Regenerate it from the package root with:
                swift run huelint rules --format markdown > \(RulesCommand.articlePath)
            """)
    }

    /// Every article is reachable from the catalog's root page and from the README, and every
    /// article the README links to exists.
    func testEveryArticleIsLinked() throws {
        let root = RuleFixtureTests.packageRoot + "/" + Self.catalog
        let articles = try FileManager.default.contentsOfDirectory(atPath: root)
            .filter { $0.hasSuffix(".md") && $0 != "HueLintKit.md" }.sorted()
        XCTAssertTrue(articles.contains("Rules.md"))
        let home = try Self.read(Self.catalog + "/HueLintKit.md")
        let readme = try Self.readme()
        for article in articles {
            let name = String(article.dropLast(3))
            XCTAssertTrue(home.contains("<doc:\(name)>"), "HueLintKit.md does not list \(name)")
            XCTAssertTrue(readme.contains("(\(Self.catalog)/\(article))"), "README does not link \(article)")
        }
        var rest = readme[...]
        while let link = rest.range(of: "(" + Self.catalog + "/") {
            let end = try XCTUnwrap(rest[link.upperBound...].firstIndex(of: ")"))
            let article = String(rest[link.upperBound..<end])
            XCTAssertTrue(articles.contains(article), "README links to a missing article \(article)")
            rest = rest[end...]
        }
    }

    /// Issue 20: history belongs in git, not in the docs; and no doc or comment names an app HueLint
    /// was tuned on.
    func testDocsKeepNoNotebook() throws {
        let root = RuleFixtureTests.packageRoot + "/" + Self.catalog
        let docs = ["README.md"] + (try FileManager.default.contentsOfDirectory(atPath: root)).map { Self.catalog + "/" + $0 }
        let notebook = ["November 2026", "tried and reverted", "callgrind"]
        var texts: [(where: String, text: String)] = []
        for doc in docs {
            let text = try Self.read(doc)
            for word in notebook { XCTAssertFalse(text.contains(word), "\(doc) mentions \(word)") }
            texts.append((doc, text))
        }
        for folder in ["Sources", "Tests"] {
            texts += try Self.swiftComments(under: folder)
        }
        for (place, text) in texts {
            for app in Self.tunedOnApps {
                if let match = app.pattern.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)),
                   let range = Range(match.range, in: text) {
                    XCTFail("\(place) names \(app.name): \"\(text[range])\"")
                }
            }
        }
    }

    /// Apps HueLint was tuned on, each matched in any letter case, with or without spaces, hyphens
    /// or underscores between its words (`Lumo Pad` as `lumo-pad` or `LumoPad`), and not as
    /// the end of a longer word.
    static let tunedOnApps: [(name: String, pattern: NSRegularExpression)] = [
        "element x", "Swiftfin", "Home Assistant", "isowords", "WordPress", "Pocket Casts", "WooCommerce",
        "DuckDuckGo", "Aidoku", "Ice Cubes", "Now in Android", "Mastodon", "Wikipedia", "Firefox", "Bitwarden",
        "Kickstarter", "Tusky", "NetNewsWire", "Damus", "Mullvad", "DAVx5", "AnkiDroid", "openHAB", "MyBrain",
        "KeePassDX", "Jellyfin", "EhPanda", "Kiwix", "Nextcloud", "Thunderbird", "Habitica", "DroidKaigi",
        "Nostur", "anytype", "MonitorControl",
    ].map { name in
        let words = name.lowercased().split(separator: " ").map { NSRegularExpression.escapedPattern(for: String($0)) }
        let pattern = "(?<![a-z])" + words.joined(separator: "[\\s_-]*")
        return (name, try! NSRegularExpression(pattern: pattern, options: [.caseInsensitive]))
    }

    /// The comments of every Swift file under `folder`, one entry per file (named `path:line`).
    static func swiftComments(under folder: String) throws -> [(where: String, text: String)] {
        let root = RuleFixtureTests.packageRoot + "/" + folder
        let paths = try XCTUnwrap(FileManager.default.subpathsOfDirectory(atPath: root)).filter { $0.hasSuffix(".swift") }.sorted()
        var comments: [(where: String, text: String)] = []
        for path in paths {
            let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: root + "/" + path)))
            let lines = LineIndex(bytes: bytes)
            for token in Lexer.tokenize(bytes, language: .swift) where token.kind == .lineComment || token.kind == .blockComment {
                let text = String(decoding: bytes[Int(token.start)..<Int(token.end)], as: UTF8.self)
                comments.append(("\(folder)/\(path):\(lines.lineIndex(of: Int(token.start)) + 1)", text))
            }
        }
        return comments
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
