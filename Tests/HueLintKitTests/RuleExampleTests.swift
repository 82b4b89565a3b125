import XCTest
@testable import HueLintCLI
@testable import HueLintKit

/// Every rule's documented examples run as tests: triggering examples produce findings exactly at
/// their `↓` markers, and no finding survives being commented out or quoted.
final class RuleExampleTests: XCTestCase {
    func testEveryRuleHasDocsAndExamples() {
        for type in RuleRegistry.ruleTypes {
            let d = type.description
            XCTAssertFalse(d.summary.isEmpty, d.id)
            XCTAssertFalse(d.rationale.isEmpty, d.id)
            XCTAssertFalse(d.howToFix.isEmpty, d.id)
            XCTAssertFalse(d.triggering.isEmpty, "\(d.id) needs a triggering example")
            XCTAssertFalse(d.nonTriggering.isEmpty, "\(d.id) needs a non-triggering example")
            for language in d.languages {
                XCTAssertTrue(d.triggering.contains { $0.language == language }, "\(d.id) needs a \(language) triggering example")
            }
        }
    }

    func testTriggeringExamplesFindExactlyTheMarkers() {
        for type in RuleRegistry.ruleTypes {
            let id = type.description.id
            for example in type.description.triggering {
                let (code, markers) = RuleTestSupport.stripMarkers(example.code)
                XCTAssertFalse(markers.isEmpty, "\(id): example has no ↓ marker: \(example.code)")
                let expected = Set(markers.map { FindingPosition(line: $0.line, column: $0.column, rule: id) })
                let found = RuleTestSupport.positions(RuleTestSupport.lint(example, code: code), rule: id)
                XCTAssertEqual(found, expected, "\(id) on:\n\(code)")
            }
        }
    }

    /// At least one example per rule pins its message, where its span ends and its fix.
    func testExamplesPinMessageEndColumnAndFix() {
        for type in RuleRegistry.ruleTypes {
            let id = type.description.id
            RuleTestSupport.checkPinnedExamples(id, type.description.triggering) { example, code in
                RuleTestSupport.lint(example, code: code)
            }
        }
    }

    func testNonTriggeringExamplesFindNothing() {
        for type in RuleRegistry.ruleTypes {
            let id = type.description.id
            for example in type.description.nonTriggering {
                let found = RuleTestSupport.positions(RuleTestSupport.lint(example), rule: id)
                XCTAssertEqual(found, [], "\(id) should not trigger on:\n\(example.code)")
            }
        }
    }

    func testTriggeringExamplesInCommentsAndStringsFindNothing() {
        for type in RuleRegistry.ruleTypes {
            let id = type.description.id
            for example in type.description.triggering {
                let code = RuleTestSupport.stripMarkers(example.code).code
                for wrapped in [RuleTestSupport.inComment(code), RuleTestSupport.inString(code, language: example.language)] {
                    let found = RuleTestSupport.lint(example, code: wrapped)
                    XCTAssertEqual(found.map(\.ruleID), [], "\(id) must read tokens, not text:\n\(wrapped)")
                }
            }
        }
    }

    func testUnicodeLineAbovePositionsShiftByOneLine() {
        for type in RuleRegistry.ruleTypes {
            let id = type.description.id
            for example in type.description.triggering {
                let code = RuleTestSupport.stripMarkers(example.code).code
                let before = RuleTestSupport.positions(RuleTestSupport.lint(example, code: code), rule: id)
                let shifted = RuleTestSupport.positions(
                    RuleTestSupport.lint(example, code: "// 🎨 颜色 couleur\n" + code), rule: id)
                XCTAssertEqual(shifted, Set(before.map { FindingPosition(line: $0.line + 1, column: $0.column, rule: id) }), id)
            }
        }
    }

    func testDisableNextLineSilencesEachMarkedFindingAndIsUsed() {
        for type in RuleRegistry.ruleTypes {
            let id = type.description.id
            for example in type.description.triggering {
                let (code, markers) = RuleTestSupport.stripMarkers(example.code)
                let markedLines = Set(markers.map(\.line))
                var lines = code.components(separatedBy: "\n")
                for line in markedLines.sorted(by: >) {
                    lines.insert("// huelint:disable-next-line \(id) -- reviewed", at: line - 1)
                }
                let found = RuleTestSupport.lint(example, code: lines.joined(separator: "\n"))
                XCTAssertEqual(found.filter { $0.ruleID == id || $0.ruleID == "unused-suppression" }.map(\.description), [],
                               "\(id):\n\(lines.joined(separator: "\n"))")
            }
        }
    }
}

extension Finding: CustomStringConvertible {
    public var description: String { "\(path):\(start.line):\(start.column): \(ruleID): \(message)" }
}

/// What `direct-palette-reference` says depends on what the colour does in dark mode.
final class PaletteMessageTests: XCTestCase {
    func testSwiftUISystemHuesAreOneClassAndFixedColoursAnother() throws {
        let code = """
            import SwiftUI; import UIKit
            let a = Text("x").foregroundColor(.red)
            let b = Text("x").foregroundColor(Color.blue)
            let c = Text("x").background(.white)
            func f(_ view: UIView) { view.backgroundColor = .red }
            let d = UIColor.red
            """
        func messages(_ configuration: String?) throws -> [String] {
            let parsed = try configuration.map { try Configuration.parse(Array($0.utf8), file: "test.json") } ?? .defaults
            return RuleTestSupport.lint(code, language: .swift, path: "App/A.swift", configuration: parsed)
                .filter { $0.ruleID == "direct-palette-reference" }.map { "\($0.start.line) \($0.message.prefix(13))" }
        }
        // By default the adaptive hues, white and black are accepted; the fixed hues are reported either way.
        XCTAssertEqual(try messages(nil), ["5 Fixed palette", "6 Fixed palette"])
        XCTAssertEqual(try messages(#"{"rules": {"direct-palette-reference": {"reportSystemHues": true}}}"#),
                       ["2 System colour", "3 System colour", "5 Fixed palette", "6 Fixed palette"])
        XCTAssertEqual(try messages(#"{"rules": {"direct-palette-reference": {"reportBlackAndWhite": true}}}"#),
                       ["4 Fixed palette", "5 Fixed palette", "6 Fixed palette"])
    }
}
