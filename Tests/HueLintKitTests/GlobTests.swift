import Foundation
import XCTest
@testable import HueLintCLI
@testable import HueLintKit

final class GlobTests: XCTestCase {
    /// Checks every path against `pattern`: `matching` must match, `notMatching` must not.
    private func check(_ pattern: String, matching: [String], notMatching: [String],
                       file: StaticString = #filePath, line: UInt = #line) {
        let glob = Glob(pattern)
        for path in matching where !glob.matches(path) {
            XCTFail("\(pattern) should match \(path.debugDescription)", file: file, line: line)
        }
        for path in notMatching where glob.matches(path) {
            XCTFail("\(pattern) should not match \(path.debugDescription)", file: file, line: line)
        }
    }

    func testPatternWithoutSlashMatchesTheBasenameAnywhere() {
        check("*.kt", matching: ["Main.kt", "app/src/main/Main.kt", ".kt"],
              notMatching: ["Main.kts", "Main.kt.orig", "Main.kt/Readme.md", "Main.KT"])
        check("Colors.swift", matching: ["Colors.swift", "a/b/Colors.swift"],
              notMatching: ["MyColors.swift", "Colors.swift/x.kt"])
        check("*Tests.swift", matching: ["FooTests.swift", "Tests/FooTests.swift", "Tests.swift"],
              notMatching: ["FooTests.swiftx", "FooTests/a.swift"])
    }

    func testStarDoesNotCrossSlashes() {
        check("Sources/*.swift", matching: ["Sources/a.swift", "Sources/.swift"],
              notMatching: ["Sources/x/a.swift", "Other/Sources/a.swift", "Sources/a.swift/b"])
        check("*a*b*.kt", matching: ["ab.kt", "xaybz.kt", "aab.kt", "abab.kt"],
              notMatching: ["xbya.kt", "a/b.kt", "a.kt"])
    }

    func testDoubleStarMatchesZeroOrMoreSegments() {
        check("**/*.swift", matching: ["a.swift", "a/b/c.swift", "/abs/a.swift"],
              notMatching: ["a.swiftx", "a.swift/b.kt"])
        check("**/Theme/**", matching: ["Theme/a.swift", "x/Theme/y/a.swift", "/abs/Theme/a.swift"],
              notMatching: ["Theme", "x/Themes/a.swift", "x/MyTheme/a.swift", "x/Theme"])
        check("Sources/**/Generated/*.swift",
              matching: ["Sources/Generated/a.swift", "Sources/A/B/Generated/a.swift"],
              notMatching: ["Sources/Generated/sub/a.swift", "Other/Sources/Generated/a.swift",
                            "Sources/Generated/a.kt", "Sources/A/Generated"])
        check("**/designsystem/**", matching: ["core/designsystem/src/Color.kt", "designsystem/Color.kt"],
              notMatching: ["core/designsystem", "core/designsystems/Color.kt"])
        check("a/**/b", matching: ["a/b", "a/x/b", "a/x/y/b"], notMatching: ["a/xb", "a", "b", "x/a/b"])
        check("**/a/**/b/*.kt", matching: ["a/b/c.kt", "x/a/y/a/b/c.kt", "a/a/a/b/c.kt"],
              notMatching: ["a/b/c/d.kt", "b/c.kt"])
        check("**", matching: ["a", "a/b/c.swift"], notMatching: [])
        check("a/**/**/b", matching: ["a/b", "a/x/y/b"], notMatching: ["a/x/c"])
    }

    func testDoubleStarInsideASegmentIsASingleStar() {
        check("Gen**.swift", matching: ["Generated.swift", "x/Gen.swift"], notMatching: ["Gen/x.swift"])
    }

    func testQuestionMarkMatchesOneCharacterNotOneByte() {
        check("File?.swift", matching: ["File1.swift", "Fileé.swift", "File日.swift", "a/FileX.swift"],
              notMatching: ["File.swift", "File12.swift", "File/.swift"])
        check("??.kt", matching: ["éé.kt", "ab.kt"], notMatching: ["é.kt", "abc.kt"])
    }

    func testBracketExpressions() {
        check("[abc].kt", matching: ["a.kt", "c.kt", "x/b.kt"], notMatching: ["d.kt", "ab.kt", "A.kt"])
        check("[!a].kt", matching: ["b.kt", "é.kt"], notMatching: ["a.kt", "bb.kt"])
        check("[^a].kt", matching: ["b.kt"], notMatching: ["a.kt"])
        check("File[0-9].swift", matching: ["File0.swift", "File9.swift"], notMatching: ["FileA.swift", "File.swift"])
        check("[]]x", matching: ["]x"], notMatching: ["x", "]]x"])
        check("[a-]x", matching: ["ax", "-x"], notMatching: ["bx"])
        check("[éa]x", matching: ["éx", "ax"], notMatching: ["ex", "x"])
        check("[[:digit:]]*.kt", matching: ["1a.kt", "9.kt"], notMatching: ["a1.kt", ".kt"])
        check("[[:upper:]_]*", matching: ["Abc", "_x"], notMatching: ["abc"])
        check("[\\]]x", matching: ["]x"], notMatching: ["\\x"])
    }

    func testMalformedPatternsAreLiteral() {
        check("[abc", matching: ["[abc", "x/[abc"], notMatching: ["a", "abc"])
        check("{a,b", matching: ["{a,b"], notMatching: ["a", "b"])
        check("{a}.kt", matching: ["{a}.kt"], notMatching: ["a.kt"])
        check("a\\", matching: ["a\\"], notMatching: ["a"])
        check("", matching: [], notMatching: ["a", "a/b"])
    }

    func testBraceAlternation() {
        check("*.{kt,kts}", matching: ["a.kt", "b/a.kts"], notMatching: ["a.swift", "a.{kt,kts}"])
        check("{Sources,Tests/{Unit,UI}}/**", matching: ["Sources/a.swift", "Tests/UI/a.swift", "Tests/Unit/x/a.swift"],
              notMatching: ["Tests/Other/a.swift", "Other/Sources/a.swift"])
        check("\\{a,b}", matching: ["{a,b}"], notMatching: ["a", "b"])
    }

    func testEscapes() {
        check("\\*.swift", matching: ["*.swift"], notMatching: ["a.swift"])
        check("What\\?.kt", matching: ["What?.kt"], notMatching: ["Whats.kt"])
    }

    func testAnchoringAndTrailingSlash() {
        check("/Package.swift", matching: ["Package.swift"], notMatching: ["x/Package.swift"])
        check("./*.kt", matching: ["a.kt"], notMatching: ["x/a.kt"])
        check("./Sources/*.swift", matching: ["Sources/a.swift"], notMatching: ["x/Sources/a.swift"])
        check("Generated/", matching: ["Generated/a.swift", "x/Generated/b/a.swift"],
              notMatching: ["Generated", "GeneratedX/a.swift", "x/Generated"])
        check("Sources/Generated/", matching: ["Sources/Generated/a.swift", "Sources/Generated/b/a.swift"],
              notMatching: ["x/Sources/Generated/a.swift", "Sources/Generated"])
    }

    func testCaseSensitiveUnicodeAndSpaces() {
        check("*.Swift", matching: ["a.Swift"], notMatching: ["a.swift"])
        check("Thème/*.swift", matching: ["Thème/a.swift"], notMatching: ["Theme/a.swift"])
        check("*é.swift", matching: ["Café.swift", "x/é.swift"], notMatching: ["Cafe.swift"])
        check("My Folder/**", matching: ["My Folder/A B.swift"], notMatching: ["MyFolder/a.swift"])
        check("*.swift", matching: ["new\nline.swift"], notMatching: [])
    }

    func testGlobSetMatchesAny() {
        let set = GlobSet(["**/Generated/**", "*.kts"])
        XCTAssertTrue(set.matches("a/Generated/b.swift"))
        XCTAssertTrue(set.matches("build.gradle.kts"))
        XCTAssertFalse(set.matches("a/b.swift"))
        XCTAssertFalse(GlobSet([]).matches("a.swift"))
        XCTAssertEqual(set.globs.map(\.pattern), ["**/Generated/**", "*.kts"])
    }

    // MARK: - .gitignore rules

    /// The decision for each path, written as "ignored", "included" or "-" (no rule matched).
    private func decisions(_ gitignore: String, _ paths: [(String, Bool)]) -> [String] {
        let rules = GitIgnore(gitignore)
        return paths.map { path, isDirectory in
            switch rules.decision(for: path, isDirectory: isDirectory) {
            case .ignored?: return "ignored"
            case .included?: return "included"
            case nil: return "-"
            }
        }
    }

    func testGitIgnoreCommentsBlanksAndEscapes() {
        XCTAssertEqual(decisions("# comment\n\n\\#hash\n\\!bang\n", [
            ("# comment", false), ("#hash", false), ("!bang", false), ("bang", false),
        ]), ["-", "ignored", "ignored", "-"])
    }

    func testGitIgnoreTrailingSpacesCRLFAndBOM() {
        XCTAssertEqual(decisions("\u{FEFF}first   \r\nkeep\\ \r\n", [
            ("first", false), ("first   ", false), ("keep ", false), ("keep", false),
        ]), ["ignored", "-", "ignored", "-"])
    }

    func testGitIgnoreNegationAndLastRuleWins() {
        XCTAssertEqual(decisions("*.log\n!keep.log\n", [("a.log", false), ("x/keep.log", false), ("a.txt", false)]),
                       ["ignored", "included", "-"])
        // Rules land in different buckets (literal, extension, general); order must still hold.
        XCTAssertEqual(decisions("*.swift\n!Keep.swift\nKeep.swift\n!Gen*.swift\n", [
            ("Keep.swift", false), ("Generated.swift", false), ("Other.swift", false),
        ]), ["ignored", "included", "ignored"])
        XCTAssertEqual(decisions("!x.swift\n*.swift\n", [("x.swift", false)]), ["ignored"])
    }

    func testGitIgnoreDirectoryOnlyPatterns() {
        XCTAssertEqual(decisions("build/\nout/*.kt\n", [
            ("build", true), ("build", false), ("a/build", true), ("out/a.kt", false), ("x/out/a.kt", false),
        ]), ["ignored", "-", "ignored", "ignored", "-"])
    }

    func testGitIgnoreAnchoring() {
        XCTAssertEqual(decisions("/TODO\ndoc/frotz\n/a/*.kt\n", [
            ("TODO", false), ("x/TODO", false), ("doc/frotz", true), ("a/doc/frotz", true),
            ("a/b.kt", false), ("a/b/c.kt", false),
        ]), ["ignored", "-", "ignored", "-", "ignored", "-"])
    }

    func testGitIgnoreDoubleStarForms() {
        XCTAssertEqual(decisions("**/foo\nabc/**\na/**/b\n", [
            ("foo", false), ("x/y/foo", true), ("abc/x", false), ("abc/x/y", false), ("abc", true),
            ("a/b", false), ("a/x/y/b", false), ("z/a/b", false),
        ]), ["ignored", "ignored", "ignored", "ignored", "-", "ignored", "ignored", "-"])
    }

    func testGitIgnoreWithTenThousandRulesStaysFast() {
        var lines: [String] = []
        for index in 0..<10_000 {
            switch index % 4 {
            case 0: lines.append("Literal\(index).swift")
            case 1: lines.append("*.ext\(index)")
            case 2: lines.append("/anchored/path\(index)/File.kt")
            default: lines.append("Glob\(index)*.kt")
            }
        }
        lines.append("!Literal0.swift")
        let rules = GitIgnore(lines.joined(separator: "\n"))
        XCTAssertEqual(rules.ruleCount, 10_001)
        let start = Date()
        var ignored: [String] = []
        for index in 0..<20_000 {
            let path = ["x/Literal\(index).swift", "a.ext\(index)", "anchored/path\(index)/File.kt",
                        "y/Glob\(index)Z.kt"][index % 4]
            if rules.decision(for: path, isDirectory: false) == .ignored { ignored.append(path) }
        }
        let elapsed = Date().timeIntervalSince(start)
        // Every path below 10,000 but the re-included one, plus the `Glob…Z.kt` paths above it
        // that an earlier prefix rule catches (Glob1999* takes Glob19991Z.kt). Checked with fnmatch.
        XCTAssertEqual(ignored.count, 11_530)
        XCTAssertEqual(Array(ignored.prefix(4)), ["a.ext1", "anchored/path2/File.kt", "y/Glob3Z.kt", "x/Literal4.swift"])
        XCTAssertEqual(Array(ignored.suffix(3)), ["y/Glob19991Z.kt", "y/Glob19995Z.kt", "y/Glob19999Z.kt"])
        XCTAssertEqual(rules.decision(for: "x/Literal0.swift", isDirectory: false), .included)
        // Generous, for debug builds on slow machines; a release build takes a few milliseconds.
        XCTAssertLessThan(elapsed, 10, "20,000 lookups against 10,000 rules took \(elapsed)s")
    }
}

final class GlobLiteralPrefilterTests: XCTestCase {
    /// The required-literal shortcut must never reject a path the full matcher accepts.
    func testPrefilterAgreesWithTheMatcher() {
        let cases: [(String, String, Bool)] = [
            ("**/Theme/**", "App/Theme/Colors.swift", true), ("**/Theme/**", "Theme/Colors.swift", true),
            ("**/Theme/**", "App/Themes/Colors.swift", false), ("[]ab]cd.kt", "acd.kt", true), ("[]ab]cd.kt", "]cd.kt", true),
            ("[!x]yz.kt", "ayz.kt", true), ("a\\*b.kt", "a*b.kt", true), ("{Theme,Palette}/*.kt", "Palette/A.kt", true),
            ("**/design?ystem/**", "x/designSystem/y.kt", true),
        ]
        for (pattern, path, expected) in cases {
            XCTAssertEqual(Glob(pattern).matches(path), expected, "\(pattern) vs \(path)")
        }
    }
}
