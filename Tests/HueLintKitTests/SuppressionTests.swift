import Foundation
import XCTest
@testable import HueLintCLI
@testable import HueLintKit

/// `huelint:` suppression comments: every form in Swift and Kotlin, rule lists, reasons, ranges,
/// malformed and unused directives, and proof that only comment tokens are read.
///
/// Findings are compared as exact sets of (line, column, rule), and messages exactly.
final class SuppressionTests: XCTestCase {
    // Statements with a known finding. Swift lines are top-level statements; Kotlin lines sit in a
    // function body, indented by four spaces.
    static let hex = #"Text("h").background(Color(hex: "0066CC"))"#                             // hex-color-literal at 22
    static let raw = #"Text("r").foregroundColor(Color(red: 0.1, green: 0.2, blue: 0.3))"#      // raw-color-initializer at 27
    static let both = #"Text("b").foregroundColor(Color(red: 0.1, green: 0.2, blue: 0.3)).background(Color(hex: "0066CC"))"#
    // `both`: raw-color-initializer at 27, hex-color-literal at 78
    static let hexK = #"    Text("h", color = Color(0xFF0066CC))"#                            // hex-color-literal at 23
    static let rawK = #"    Box(Modifier.background(Color(255, 0, 0)))"#                      // raw-color-initializer at 29

    static let hexID = "hex-color-literal"
    static let rawID = "raw-color-initializer"
    static let unusedID = "unused-suppression"
    static let themeID = "scattered-theme-storage"
    /// `scattered-theme-storage` is opt-in: its tests turn it on.
    static let themeOn = #"{"rules": {"scattered-theme-storage": "warning"}}"#
    static var themeOnConfiguration: Configuration { try! Configuration.parse(Array(themeOn.utf8), file: "test.json") }

    // MARK: Helpers

    /// The Kotlin tests suppress channel colours too, which the rule reports only when asked.
    static let kotlinChannelsOn = #"{"rules": {"raw-color-initializer": {"reportKotlinChannelColors": true}}}"#

    private func lint(_ lines: [String], _ language: Language = .swift, path: String? = nil,
                      config: String? = nil) throws -> [Finding] {
        var configuration = try (config ?? (language == .kotlin ? Self.kotlinChannelsOn : nil))
            .map { try Configuration.parse(Array($0.utf8), file: "test.json") } ?? .defaults
        configuration.reportsSingleUseColors = true  // one file, not a project: every colour counts
        let defaultPath = language == .swift ? "App/Screen.swift" : "app/src/main/java/app/Screen.kt"
        return RuleTestSupport.lint(lines.joined(separator: "\n") + "\n", language: language, path: path ?? defaultPath,
                                    configuration: configuration)
    }

    /// Kotlin body lines wrapped in `fun Screen() {` … `}`: body line k is file line k + 1.
    private func lintKotlin(_ body: [String], config: String? = nil) throws -> [Finding] {
        try lint(["fun Screen() {"] + body + ["}"], .kotlin, config: config)
    }

    private func at(_ line: Int, _ column: Int, _ rule: String) -> FindingPosition {
        FindingPosition(line: line, column: column, rule: rule)
    }

    private func positions(_ findings: [Finding]) -> Set<FindingPosition> {
        Set(findings.map { FindingPosition(line: $0.start.line, column: $0.start.column, rule: $0.ruleID) })
    }

    private func messages(_ findings: [Finding], rule: String) -> [String] {
        findings.filter { $0.ruleID == rule }.map { "\($0.start.line):\($0.start.column) \($0.message)" }
    }

    private func unusedMessage(_ verb: String, _ names: String) -> String {
        "Suppression \"huelint:\(verb)\" silences nothing (\(names)); delete it"
    }

    // MARK: disable-next-line

    func testDisableNextLineSwift() throws {
        let found = try lint([
            "// huelint:disable-next-line hex-color-literal",
            Self.hex,
            Self.hex,
        ])
        XCTAssertEqual(positions(found), [at(3, 22, Self.hexID)])
    }

    func testDisableNextLineKotlin() throws {
        let found = try lintKotlin([
            "    // huelint:disable-next-line hex-color-literal",
            Self.hexK,
            Self.hexK,
        ])
        XCTAssertEqual(positions(found), [at(4, 23, Self.hexID)])
    }

    func testDisableNextLineSilencesOnlyTheNamedRule() throws {
        let found = try lint([
            "// huelint:disable-next-line hex-color-literal",
            Self.raw,
        ])
        XCTAssertEqual(positions(found), [at(2, 27, Self.rawID), at(1, 1, Self.unusedID)])
        XCTAssertEqual(messages(found, rule: Self.unusedID), ["1:1 " + unusedMessage("disable-next-line", Self.hexID)])
    }

    func testDisableNextLineDoesNotReachPastABlankLine() throws {
        let found = try lint([
            "// huelint:disable-next-line hex-color-literal",
            "",
            Self.hex,
        ])
        XCTAssertEqual(positions(found), [at(1, 1, Self.unusedID), at(3, 22, Self.hexID)])
    }

    func testDisableNextLineOnTheLastLineIsUnused() throws {
        let code = Self.hex + "\n// huelint:disable-next-line hex-color-literal"   // no newline after it
        let found = RuleTestSupport.lint(code, language: .swift, path: "App/Screen.swift")
        XCTAssertEqual(positions(found), [at(1, 22, Self.hexID), at(2, 1, Self.unusedID)])
    }

    // MARK: disable-line

    func testTrailingDisableLineSwift() throws {
        let found = try lint([
            Self.hex + " // huelint:disable-line hex-color-literal",
            Self.hex,
        ])
        XCTAssertEqual(positions(found), [at(2, 22, Self.hexID)])
    }

    func testTrailingDisableLineKotlin() throws {
        let found = try lintKotlin([
            Self.hexK + " // huelint:disable-line hex-color-literal",
            Self.hexK,
        ])
        XCTAssertEqual(positions(found), [at(3, 23, Self.hexID)])
    }

    func testDisableLineDoesNotReachTheNextLine() throws {
        let found = try lint([
            "let spacing = 8 // huelint:disable-line hex-color-literal",
            Self.hex,
        ])
        XCTAssertEqual(positions(found), [at(1, 17, Self.unusedID), at(2, 22, Self.hexID)])
    }

    // MARK: disable … enable

    func testDisableEnableRangeSwift() throws {
        let found = try lint([
            Self.hex,                                   // 1: before the range
            "// huelint:disable hex-color-literal",     // 2
            Self.hex,                                   // 3
            Self.raw,                                   // 4: other rule, not silenced
            Self.hex,                                   // 5
            "// huelint:enable hex-color-literal",      // 6
            Self.hex,                                   // 7: after the range
        ])
        XCTAssertEqual(positions(found), [at(1, 22, Self.hexID), at(4, 27, Self.rawID), at(7, 22, Self.hexID)])
    }

    func testDisableEnableRangeKotlin() throws {
        let found = try lintKotlin([
            "    // huelint:disable hex-color-literal",     // 2
            Self.hexK,                                      // 3
            Self.rawK,                                      // 4
            "    // huelint:enable hex-color-literal",      // 5
            Self.hexK,                                      // 6
        ])
        XCTAssertEqual(positions(found), [at(4, 29, Self.rawID), at(6, 23, Self.hexID)])
    }

    func testDisableWithoutEnableRunsToTheEndOfTheFile() throws {
        let found = try lint([
            Self.hex,
            "// huelint:disable hex-color-literal",
            Self.hex,
            Self.hex,
        ])
        XCTAssertEqual(positions(found), [at(1, 22, Self.hexID)])
    }

    func testEnableNamingAnotherRuleDoesNotEndTheRange() throws {
        let found = try lint([
            "// huelint:disable hex-color-literal",     // 1
            Self.hex,                                   // 2
            "// huelint:enable raw-color-initializer",  // 3: names a rule this range does not silence
            Self.hex,                                   // 4: still silenced
            Self.raw,                                   // 5: never silenced
        ])
        XCTAssertEqual(positions(found), [at(5, 27, Self.rawID)])
    }

    func testEnableOfOneRuleEndsOnlyThatRuleOfAMultiRuleRange() throws {
        let found = try lint([
            "// huelint:disable hex-color-literal, raw-color-initializer",  // 1
            Self.both,                                                      // 2: both silenced
            "// huelint:enable hex-color-literal",                          // 3
            Self.both,                                                      // 4: only raw still silenced
            "// huelint:enable raw-color-initializer",                      // 5
            Self.both,                                                      // 6: neither silenced
        ])
        XCTAssertEqual(positions(found), [at(4, 78, Self.hexID), at(6, 27, Self.rawID), at(6, 78, Self.hexID)])
    }

    func testEnableOfOneRuleInsideABareDisableKeepsTheOtherRulesOff() throws {
        let found = try lint([
            "// huelint:disable",                       // 1: every rule
            Self.both,                                  // 2
            "// huelint:enable raw-color-initializer",  // 3
            Self.both,                                  // 4: hex still silenced
            "// huelint:enable",                        // 5
            Self.both,                                  // 6
        ])
        XCTAssertEqual(positions(found), [at(4, 27, Self.rawID), at(6, 27, Self.rawID), at(6, 78, Self.hexID)])
    }

    func testBareEnableEndsEveryRange() throws {
        let found = try lint([
            "// huelint:disable hex-color-literal",     // 1
            "// huelint:disable raw-color-initializer", // 2
            Self.both,                                  // 3
            "// huelint:enable",                        // 4
            Self.both,                                  // 5
        ])
        XCTAssertEqual(positions(found), [at(5, 27, Self.rawID), at(5, 78, Self.hexID)])
    }

    func testOverlappingRangesOfDifferentRules() throws {
        let found = try lint([
            "// huelint:disable hex-color-literal",     // 1
            Self.both,                                  // 2: hex silenced
            "// huelint:disable raw-color-initializer", // 3
            Self.both,                                  // 4: both silenced
            "// huelint:enable hex-color-literal",      // 5
            Self.both,                                  // 6: raw silenced
            "// huelint:enable raw-color-initializer",  // 7
            Self.both,                                  // 8: nothing silenced
        ])
        XCTAssertEqual(positions(found), [
            at(2, 27, Self.rawID), at(6, 78, Self.hexID), at(8, 27, Self.rawID), at(8, 78, Self.hexID),
        ])
    }

    func testNestedRangesOfTheSameRuleEndAtTheFirstEnable() throws {
        let found = try lint([
            "// huelint:disable hex-color-literal",     // 1
            Self.hex,                                   // 2
            "// huelint:disable hex-color-literal",     // 3: nested
            Self.hex,                                   // 4
            "// huelint:enable hex-color-literal",      // 5: ends both
            Self.hex,                                   // 6
            "// huelint:enable hex-color-literal",      // 7: ends nothing more
            Self.hex,                                   // 8
        ])
        XCTAssertEqual(positions(found), [at(6, 22, Self.hexID), at(8, 22, Self.hexID)])
    }

    func testDisableRangeThatCoversNoFindingIsUnused() throws {
        let found = try lint([
            Self.hex,
            "    // huelint:disable hex-color-literal",
            "let spacing = 8",
            "    // huelint:enable hex-color-literal",
            Self.hex,
        ])
        XCTAssertEqual(positions(found), [at(1, 22, Self.hexID), at(2, 5, Self.unusedID), at(5, 22, Self.hexID)])
        XCTAssertEqual(messages(found, rule: Self.unusedID), ["2:5 " + unusedMessage("disable", Self.hexID)])
    }

    // MARK: disable-file

    func testDisableFileSwiftAnywhereInTheFile() throws {
        let found = try lint([
            Self.both,
            Self.hex,
            "// huelint:disable-file hex-color-literal",
            Self.both,
        ])
        XCTAssertEqual(positions(found), [at(1, 27, Self.rawID), at(4, 27, Self.rawID)])
    }

    func testDisableFileKotlin() throws {
        let found = try lint([
            "// huelint:disable-file raw-color-initializer -- generated from Figma",
            "fun Screen() {",
            Self.rawK,
            Self.hexK,
            "}",
        ], .kotlin)
        XCTAssertEqual(positions(found), [at(4, 23, Self.hexID)])
    }

    // MARK: Rule lists, no ids, reasons

    func testSeveralIDsSeparatedByCommas() throws {
        let found = try lint([
            "// huelint:disable-next-line hex-color-literal, raw-color-initializer",
            Self.both,
            "// huelint:disable-next-line raw-color-initializer,hex-color-literal",
            Self.both,
            Self.both,
        ])
        XCTAssertEqual(positions(found), [at(5, 27, Self.rawID), at(5, 78, Self.hexID)])
    }

    func testSeveralIDsInKotlinTrailingComment() throws {
        let found = try lintKotlin([
            "    Box(Modifier.background(Color(255, 0, 0)).border(1.dp, Color(0xFF0066CC))) // huelint:disable-line raw-color-initializer, hex-color-literal",
            "    Box(Modifier.background(Color(255, 0, 0)).border(1.dp, Color(0xFF0066CC)))",
        ])
        XCTAssertEqual(positions(found), [at(3, 29, Self.rawID), at(3, 60, Self.hexID)])
    }

    func testNoIDsSilencesEveryRuleInEachForm() throws {
        let found = try lint([
            "// huelint:disable-next-line",                 // 1
            Self.both,                                      // 2
            Self.both + " // huelint:disable-line",         // 3
            "// huelint:disable",                           // 4
            Self.both,                                      // 5
            "// huelint:enable",                            // 6
            Self.both,                                      // 7: reported
        ])
        XCTAssertEqual(positions(found), [at(7, 27, Self.rawID), at(7, 78, Self.hexID)])

        let wholeFile = try lint([Self.both, "// huelint:disable-file", Self.both])
        XCTAssertEqual(positions(wholeFile), [])
    }

    func testNoIDsInKotlin() throws {
        let found = try lintKotlin([
            "    // huelint:disable-next-line",
            "    Box(Modifier.background(Color(255, 0, 0)).border(1.dp, Color(0xFF0066CC)))",
            Self.hexK,
        ])
        XCTAssertEqual(positions(found), [at(4, 23, Self.hexID)])
    }

    func testUnusedSuppressionWithoutIDsNamesAnyRule() throws {
        let found = try lint(["// huelint:disable-next-line", "let spacing = 8"])
        XCTAssertEqual(messages(found, rule: Self.unusedID), ["1:1 " + unusedMessage("disable-next-line", "any rule")])
        XCTAssertEqual(positions(found), [at(1, 1, Self.unusedID)])
    }

    func testReasonTextIsNotReadAsRuleIDs() throws {
        let found = try lint([
            "// huelint:disable-next-line hex-color-literal -- brand colour, approved by design (see #123)",
            Self.both,
            "// huelint:disable-next-line -- legacy screen, raw-color-initializer too",
            Self.both,
        ])
        // The first reason is not an id list (no "unknown rule"); the second directive names no rule, so it silences all.
        XCTAssertEqual(positions(found), [at(2, 27, Self.rawID)])
    }

    func testReasonIsRecordedOnTheDirective() throws {
        let code = """
            // huelint:disable-next-line hex-color-literal, raw-color-initializer -- approved by design
            /* huelint:disable-file -- generated */
            let a = 1 // huelint:disable-line hex-color-literal
            // huelint:disable raw-color-initializer
            // huelint:enable raw-color-initializer

            """
        let file = SourceFile(path: "App/A.swift", text: code, language: .swift)
        let map = SuppressionMap(tokens: Lexer.tokenize(file.bytes, language: .swift), file: file,
                                 knownRuleIDs: Set(RuleRegistry.ids))
        XCTAssertEqual(map.malformed.map(\.message), [])
        let summary = map.directives.map { d in
            "\(d.line) \(d.kind.rawValue) [\(d.ruleIDs.joined(separator: "|"))] \(d.reason ?? "<none>")"
        }
        XCTAssertEqual(summary, [
            "1 disable-next-line [hex-color-literal|raw-color-initializer] approved by design",
            "2 disable-file [] generated",
            "3 disable-line [hex-color-literal] <none>",
            "4 disable [raw-color-initializer] <none>",
            "5 enable [raw-color-initializer] <none>",
        ])
        XCTAssertEqual(map.directives.map { file.text($0.range) }, [
            "// huelint:disable-next-line hex-color-literal, raw-color-initializer -- approved by design",
            "/* huelint:disable-file -- generated */",
            "// huelint:disable-line hex-color-literal",
            "// huelint:disable raw-color-initializer",
            "// huelint:enable raw-color-initializer",
        ])
    }

    // MARK: Block comments

    func testBlockCommentDirectivesSwift() throws {
        let found = try lint([
            "/* huelint:disable-next-line hex-color-literal */",
            Self.hex,
            Self.hex + " /* huelint:disable-line hex-color-literal */",
            "/** huelint:disable raw-color-initializer */",
            Self.raw,
            "/* huelint:enable raw-color-initializer */",
            Self.raw,
            Self.hex,
        ])
        XCTAssertEqual(positions(found), [at(7, 27, Self.rawID), at(8, 22, Self.hexID)])
    }

    func testBlockCommentDirectiveBeforeCodeOnTheSameLine() throws {
        let found = try lint([
            "/* huelint:disable-line hex-color-literal */ " + Self.hex,
            Self.hex,
        ])
        XCTAssertEqual(positions(found), [at(2, 22, Self.hexID)])
    }

    func testBlockCommentDirectivesKotlin() throws {
        let found = try lintKotlin([
            "    /* huelint:disable-next-line hex-color-literal -- brand */",
            Self.hexK,
            Self.rawK + " /* huelint:disable-line raw-color-initializer */",
            Self.hexK,
        ])
        XCTAssertEqual(positions(found), [at(5, 23, Self.hexID)])
    }

    func testDisableNextLineInAMultiLineBlockCommentCoversTheLineAfterTheComment() throws {
        let found = try lint([
            "/* huelint:disable-next-line hex-color-literal -- approved",   // 1
            "   by design in the 2024 review */",                           // 2
            Self.hex,                                                       // 3: silenced
            Self.hex,                                                       // 4
        ])
        XCTAssertEqual(positions(found), [at(4, 22, Self.hexID)])
    }

    func testDirectiveOnALaterLineOfABlockComment() throws {
        for newline in ["\n", "\r\n"] {
            let code = [
                "/*",                                                   // 1
                " * huelint:disable-file hex-color-literal,",           // 2
                " *   raw-color-initializer",                           // 3
                " * -- generated from the Figma export",                // 4
                " */",                                                  // 5
                Self.both,                                              // 6
                "/**",                                                  // 7
                " * huelint:disable-next-line scattered-theme-storage", // 8: names an idle rule
                " */",                                                  // 9
                "let spacing = 8",                                      // 10
            ].joined(separator: newline) + newline
            let found = RuleTestSupport.lint(code, language: .swift, path: "App/Screen.swift", configuration: Self.themeOnConfiguration)
            XCTAssertEqual(positions(found), [at(7, 1, Self.unusedID)], newline.debugDescription)
            XCTAssertEqual(messages(found, rule: Self.unusedID),
                           ["7:1 " + unusedMessage("disable-next-line", Self.themeID)], newline.debugDescription)

            let file = SourceFile(path: "App/Screen.swift", text: code, language: .swift)
            let map = SuppressionMap(tokens: Lexer.tokenize(file.bytes, language: .swift), file: file,
                                     knownRuleIDs: Set(RuleRegistry.ids))
            XCTAssertEqual(map.directives.map(\.ruleIDs), [[Self.hexID, Self.rawID], [Self.themeID]], newline.debugDescription)
            XCTAssertEqual(map.directives.map(\.reason), ["generated from the Figma export", nil], newline.debugDescription)
        }
    }

    func testKDocDirectiveKotlin() throws {
        let found = try lintKotlin([
            "    /**",
            "     * huelint:disable-next-line hex-color-literal -- brand",
            "     */",
            Self.hexK,
            Self.hexK,
        ])
        XCTAssertEqual(positions(found), [at(6, 23, Self.hexID)])
    }

    func testDocLineCommentDirective() throws {
        let found = try lint(["/// huelint:disable-next-line hex-color-literal", Self.hex, Self.hex])
        XCTAssertEqual(positions(found), [at(3, 22, Self.hexID)])
    }

    // MARK: Unknown ids and verbs

    func testUnknownRuleIDIsReportedWithDidYouMeanAndSilencesNothing() throws {
        let found = try lint([
            "    // huelint:disable-next-line hex-colour-literal",
            Self.hex,
        ])
        XCTAssertEqual(positions(found), [at(1, 5, Self.unusedID), at(2, 22, Self.hexID)])
        XCTAssertEqual(messages(found, rule: Self.unusedID),
                       ["1:5 unknown rule \"hex-colour-literal\" in suppression; did you mean \"hex-color-literal\"?"])
        XCTAssertEqual(found.first { $0.ruleID == Self.unusedID }?.severity, .warning)
    }

    func testUnknownRuleIDWithoutACloseMatchHasNoSuggestion() throws {
        let found = try lintKotlin([
            "    // huelint:disable-next-line banana",
            Self.hexK,
        ])
        XCTAssertEqual(positions(found), [at(2, 5, Self.unusedID), at(3, 23, Self.hexID)])
        XCTAssertEqual(messages(found, rule: Self.unusedID), ["2:5 unknown rule \"banana\" in suppression"])
    }

    func testUnknownRuleIDBesideAKnownOneInvalidatesTheDirective() throws {
        // A directive with a typo silences nothing, so the typo cannot hide a finding unnoticed.
        let found = try lint([
            "// huelint:disable-next-line hex-color-literal, raw-colour-initializer",
            Self.both,
        ])
        XCTAssertEqual(positions(found), [at(1, 1, Self.unusedID), at(2, 27, Self.rawID), at(2, 78, Self.hexID)])
        XCTAssertEqual(messages(found, rule: Self.unusedID),
                       ["1:1 unknown rule \"raw-colour-initializer\" in suppression; did you mean \"raw-color-initializer\"?"])
    }

    func testUnknownVerbIsReportedWithDidYouMean() throws {
        let found = try lint([
            "// huelint:disabel-next-line hex-color-literal",
            Self.hex,
        ])
        XCTAssertEqual(positions(found), [at(1, 1, Self.unusedID), at(2, 22, Self.hexID)])
        XCTAssertEqual(messages(found, rule: Self.unusedID),
                       ["1:1 unknown huelint directive \"disabel-next-line\"; did you mean \"disable-next-line\"?"])
    }

    func testUnknownVerbInKotlinBlockComment() throws {
        let found = try lintKotlin([
            "    /* huelint:ignore */",
            Self.hexK,
        ])
        XCTAssertEqual(positions(found), [at(2, 5, Self.unusedID), at(3, 23, Self.hexID)])
        XCTAssertEqual(messages(found, rule: Self.unusedID), ["2:5 unknown huelint directive \"ignore\""])
    }

    func testEmptyDirective() throws {
        let found = try lint(["// huelint:", Self.hex])
        XCTAssertEqual(positions(found), [at(1, 1, Self.unusedID), at(2, 22, Self.hexID)])
        XCTAssertEqual(messages(found, rule: Self.unusedID), ["1:1 empty huelint directive"])
    }

    // MARK: Unused suppressions

    func testUnusedSuppressionIsReportedAtTheCommentsLineAndColumn() throws {
        let found = try lint([
            "struct V {",
            "    func f() {",
            "        let spacing = 8 // huelint:disable-line raw-color-initializer",
            "        // huelint:disable-next-line hex-color-literal -- stale",
            "        let padding = 4",
            "    }",
            "}",
        ])
        XCTAssertEqual(positions(found), [at(3, 25, Self.unusedID), at(4, 9, Self.unusedID)])
        XCTAssertEqual(messages(found, rule: Self.unusedID), [
            "3:25 " + unusedMessage("disable-line", Self.rawID),
            "4:9 " + unusedMessage("disable-next-line", Self.hexID),
        ])
        let unused = found.first { $0.start.line == 4 }
        XCTAssertEqual(unused?.end.line, 4)
        XCTAssertEqual(unused?.end.column, 64, "the finding spans the whole comment")
        XCTAssertEqual(unused?.snippet, "        // huelint:disable-next-line hex-color-literal -- stale")
    }

    func testUnusedSuppressionKotlin() throws {
        let found = try lintKotlin([
            "    val spacing = 8 /* huelint:disable-line hex-color-literal */",
            "    // huelint:disable-file raw-color-initializer",
        ])
        XCTAssertEqual(positions(found), [at(2, 21, Self.unusedID), at(3, 5, Self.unusedID)])
        XCTAssertEqual(messages(found, rule: Self.unusedID), [
            "2:21 " + unusedMessage("disable-line", Self.hexID),
            "3:5 " + unusedMessage("disable-file", Self.rawID),
        ])
    }

    func testUsedSuppressionIsNotReported() throws {
        let found = try lint(["// huelint:disable-next-line hex-color-literal -- reviewed", Self.hex])
        XCTAssertEqual(positions(found), [])
    }

    func testSuppressionForARuleSwitchedOffInConfigIsNotReported() throws {
        let config = #"{"rules": {"hex-color-literal": "off"}}"#
        let found = try lint([
            "// huelint:disable-next-line hex-color-literal",
            Self.hex,
            "// huelint:disable-next-line hex-color-literal",
            "let spacing = 8",
            "// huelint:disable hex-color-literal",
            "// huelint:enable hex-color-literal",
            "let padding = 4 // huelint:disable-line hex-color-literal",
            "// huelint:disable-file hex-color-literal",
        ], config: config)
        XCTAssertEqual(positions(found), [])
    }

    func testSuppressionNamingAnOffRuleAndAnIdleEnabledRuleIsReported() throws {
        let config = #"{"rules": {"hex-color-literal": {"severity": "off"}}}"#
        let found = try lint([
            "// huelint:disable-next-line hex-color-literal, raw-color-initializer",
            "let spacing = 8",
            "// huelint:disable-next-line",
            "let padding = 4",
        ], config: config)
        XCTAssertEqual(positions(found), [at(1, 1, Self.unusedID), at(3, 1, Self.unusedID)])
        XCTAssertEqual(messages(found, rule: Self.unusedID), [
            "1:1 " + unusedMessage("disable-next-line", "hex-color-literal, raw-color-initializer"),
            "3:1 " + unusedMessage("disable-next-line", "any rule"),
        ])
    }

    func testUnusedSuppressionRuleCanBeSwitchedOffOrRaised() throws {
        let lines = ["// huelint:disable-next-line hex-color-literal", "let spacing = 8", "// huelint:disabel", Self.hex]
        let off = try lint(lines, config: #"{"rules": {"unused-suppression": "off"}}"#)
        XCTAssertEqual(positions(off), [at(4, 22, Self.hexID)])

        let raised = try lint(lines, config: #"{"rules": {"unused-suppression": "error"}}"#)
        XCTAssertEqual(positions(raised), [at(1, 1, Self.unusedID), at(3, 1, Self.unusedID), at(4, 22, Self.hexID)])
        XCTAssertEqual(raised.filter { $0.ruleID == Self.unusedID }.map(\.severity), [.error, .error])
    }

    // MARK: Only comment tokens

    func testDirectiveInsideAStringDoesNothingSwift() throws {
        let found = try lint([
            #"let help = "// huelint:disable-next-line hex-color-literal""#,
            Self.hex,
            #"let more = "/* huelint:disable-file */""#,
            #"let doc = """"#,
            "    // huelint:disable-next-line",
            #"    """"#,
            Self.hex,
            ##"let raw = #"// huelint:disable-line hex-color-literal"#; "## + Self.hex,
        ])
        XCTAssertEqual(positions(found), [at(2, 22, Self.hexID), at(7, 22, Self.hexID), at(8, 79, Self.hexID)])
    }

    func testDirectiveInsideAStringDoesNothingKotlin() throws {
        let found = try lintKotlin([
            #"    val help = "// huelint:disable-next-line hex-color-literal""#,
            Self.hexK,
            #"    val doc = """"#,
            "    /* huelint:disable-file */",
            #"    """"#,
            Self.rawK,
        ])
        XCTAssertEqual(positions(found), [at(3, 23, Self.hexID), at(7, 29, Self.rawID)])
    }

    func testProseMentioningTheSyntaxIsNotADirective() throws {
        // A directive starts the comment; prose that mentions the syntax further in is not one.
        let found = try lint([
            "// To silence it, write huelint:disable-next-line hex-color-literal above the line.",
            Self.hex,
        ])
        XCTAssertEqual(positions(found), [at(2, 22, Self.hexID)])
    }

    // MARK: Line endings

    func testDirectivesWithCRLFAndLoneCRLineEndings() throws {
        for newline in ["\r\n", "\r"] {
            let code = ["// huelint:disable-next-line hex-color-literal", Self.hex, Self.hex,
                        Self.raw + " // huelint:disable-line raw-color-initializer", Self.raw].joined(separator: newline) + newline
            let found = RuleTestSupport.lint(code, language: .swift, path: "App/Screen.swift")
            XCTAssertEqual(positions(found), [at(3, 22, Self.hexID), at(5, 27, Self.rawID)], newline.debugDescription)
        }
    }

    // MARK: Project-wide rule

    func testScatteredThemeStorageCanBeSuppressedInOneFile() throws {
        let sites = [
            "struct SettingsView: View {",
            "    @AppStorage(\"isDark\") var isDark = false",
            "    var body: some View { Text(\"x\") }",
            "}",
            "func load() -> Bool {",
            "    UserDefaults.standard.bool(forKey: \"darkMode\")",
            "}",
        ]
        let unsuppressed = try lint(sites, config: Self.themeOn)
        XCTAssertEqual(positions(unsuppressed), [at(2, 5, Self.themeID), at(6, 5, Self.themeID)])

        var oneSuppressed = sites
        oneSuppressed.insert("    // huelint:disable-next-line scattered-theme-storage -- migrating to ThemeManager", at: 5)
        let found = try lint(oneSuppressed, config: Self.themeOn)
        XCTAssertEqual(positions(found), [at(2, 5, Self.themeID)])
        XCTAssertEqual(found.first?.message,
                       "Theme preference held in 2 places; this one is @AppStorage(\"isDark\"). Keep one stored preference behind a single theme manager")

        let wholeFile = try lint(["// huelint:disable-file scattered-theme-storage"] + sites, config: Self.themeOn)
        XCTAssertEqual(positions(wholeFile), [])
    }

    func testScatteredThemeStorageSuppressedAcrossFilesWithTheEngine() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("huelint-suppress-\(UUID().uuidString)")
            .resolvingSymlinksInPath().path
        try FileManager.default.createDirectory(atPath: root + "/App", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: root) }
        try """
            struct SettingsView: View {
                @AppStorage("isDark") var isDark = false // huelint:disable-line scattered-theme-storage
                var body: some View { Text("x") }
            }

            """.write(toFile: root + "/App/Settings.swift", atomically: false, encoding: .utf8)
        try """
            func load() -> Bool {
                UserDefaults.standard.bool(forKey: "darkMode")
            }

            """.write(toFile: root + "/App/Profile.swift", atomically: false, encoding: .utf8)
        let report = LintEngine.run(paths: [], currentDirectory: root, configuration: Self.themeOnConfiguration, jobs: 4)
        XCTAssertEqual(report.warnings, [])
        XCTAssertEqual(report.findings.map { "\($0.path):\($0.start.line):\($0.start.column) \($0.ruleID)" },
                       ["App/Profile.swift:2:5 scattered-theme-storage"])
        XCTAssertEqual(report.findings.first?.message,
                       "Theme preference held in 2 places; this one is UserDefaults key \"darkMode\". Keep one stored preference behind a single theme manager")
        XCTAssertEqual(report.findings.first?.related.map { "\($0.path):\($0.start.line):\($0.start.column) \($0.message)" },
                       ["App/Settings.swift:2:5 also stored here: @AppStorage(\"isDark\")"])
    }

    func testScatteredThemeStorageKotlin() throws {
        let found = try lint([
            "// huelint:disable-next-line scattered-theme-storage",
            "val darkKey = booleanPreferencesKey(\"dark_theme\")",
            "fun read(prefs: SharedPreferences) = prefs.getBoolean(\"night_mode\", false)",
        ], .kotlin, config: Self.themeOn)
        XCTAssertEqual(positions(found), [at(3, 38, Self.themeID)])
    }

    // MARK: Unused suppressions judged in the file's own context

    func testSuppressionInATestFileWithTestContextOffIsNotReported() throws {
        let found = try lint(["import XCTest", "func testX() {",
                              "    // huelint:disable-next-line hex-color-literal", "    " + Self.hex, "}"],
                             path: "AppTests/ScreenTests.swift", config: #"{"contexts": {"test": "off"}}"#)
        XCTAssertEqual(positions(found), [])
    }

    func testUnusedSuppressionCanBeSilencedForAMalformedDirective() throws {
        let found = try lint(["// huelint:disable-file unused-suppression",
                              "// huelint:disable-next-line hex-colr-literal",
                              Self.hex])
        XCTAssertEqual(positions(found), [at(3, 22, Self.hexID)])
    }
}
