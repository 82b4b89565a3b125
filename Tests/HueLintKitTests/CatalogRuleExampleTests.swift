import Foundation
import XCTest
@testable import HueLintCLI
@testable import HueLintKit

/// Catalog rules' documented examples run as tests: each example is a definition file (colors.xml, a
/// colorset's Contents.json, a palette source file) written into a fresh project and linted as a run.
final class CatalogRuleExampleTests: XCTestCase {
    private func lint(_ example: Example, code: String, allowWarnings: Bool = false) throws -> [Finding] {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("huelint-catalog-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        let file = root + "/" + example.path
        try FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(code.utf8).write(to: URL(fileURLWithPath: file))
        var configuration = Configuration.defaults
        if let text = example.configuration {
            try Data(text.utf8).write(to: URL(fileURLWithPath: root + "/.huelint.json"))
            configuration = try Configuration.parse(Array(text.utf8), file: root + "/.huelint.json")
        }
        let report = LintEngine.run(paths: ["."], currentDirectory: root, configuration: configuration, jobs: 2)
        if !allowWarnings { XCTAssertEqual(report.warnings, [], example.path) }
        return report.findings
    }

    func testEveryCatalogRuleHasDocsAndExamplesInBothLanguages() {
        for type in RuleRegistry.catalogRuleTypes {
            let d = type.description
            XCTAssertFalse(d.summary.isEmpty || d.rationale.isEmpty || d.howToFix.isEmpty, d.id)
            for language in d.languages {
                XCTAssertTrue(d.triggering.contains { $0.language == language }, "\(d.id) needs a \(language) triggering example")
                XCTAssertTrue(d.nonTriggering.contains { $0.language == language }, "\(d.id) needs a \(language) non-triggering example")
            }
        }
    }

    func testTriggeringExamplesFindExactlyTheMarkers() throws {
        for type in RuleRegistry.catalogRuleTypes {
            let id = type.description.id
            for example in type.description.triggering {
                let (code, markers) = RuleTestSupport.stripMarkers(example.code)
                XCTAssertFalse(markers.isEmpty, "\(id): example has no ↓ marker")
                let found = try lint(example, code: code).filter { $0.ruleID == id && $0.path == example.path }
                XCTAssertEqual(Set(found.map { FindingPosition(line: $0.start.line, column: $0.start.column, rule: id) }),
                               Set(markers.map { FindingPosition(line: $0.line, column: $0.column, rule: id) }), "\(id) on:\n\(code)")
            }
        }
    }

    /// At least one example per catalog rule pins its message, where its span ends and its fix.
    func testExamplesPinMessageEndColumnAndFix() throws {
        for type in RuleRegistry.catalogRuleTypes {
            let id = type.description.id
            try RuleTestSupport.checkPinnedExamples(id, type.description.triggering) { example, code in
                try lint(example, code: code).filter { $0.path == example.path }
            }
        }
    }

    func testNonTriggeringExamplesFindNothing() throws {
        for type in RuleRegistry.catalogRuleTypes {
            let id = type.description.id
            for example in type.description.nonTriggering {
                XCTAssertEqual(try lint(example, code: example.code).filter { $0.ruleID == id }.map(\.description), [], example.code)
            }
        }
    }

    /// Commented out (XML, Swift, Kotlin) or moved into a string (JSON), a definition defines nothing.
    func testTriggeringExamplesCommentedOutOrQuotedFindNothing() throws {
        for type in RuleRegistry.catalogRuleTypes {
            let id = type.description.id
            for example in type.description.triggering {
                let code = RuleTestSupport.stripMarkers(example.code).code
                let wrapped: [String]
                if example.path.hasSuffix(".xml") {
                    wrapped = ["<resources>\n<!--\n" + code.replacingOccurrences(of: "<resources>", with: "").replacingOccurrences(of: "</resources>", with: "") + "\n-->\n</resources>\n"]
                } else if example.path.hasSuffix(".json") {
                    var quoted = "\""
                    JSONWriter.appendEscaped(code, to: &quoted)
                    wrapped = ["{ \"colors\" : [], \"sample\" : " + quoted + "\" }\n"]
                } else {
                    wrapped = [RuleTestSupport.inComment(code), RuleTestSupport.inString(code, language: example.language)]
                }
                for text in wrapped {
                    // A colorset whose colours moved into a string is reported as empty: a warning, not a finding.
                    XCTAssertEqual(try lint(example, code: text, allowWarnings: true).filter { $0.ruleID == id }.map(\.description), [], text)
                }
            }
        }
    }

    /// A line of emoji and CJK text after the first line moves every finding down one line, same column.
    func testUnicodeLineShiftsPositionsByOneLine() throws {
        for type in RuleRegistry.catalogRuleTypes {
            let id = type.description.id
            for example in type.description.triggering {
                let code = RuleTestSupport.stripMarkers(example.code).code
                var lines = code.components(separatedBy: "\n")
                let extra: String
                if example.path.hasSuffix(".xml") { extra = "<!-- 🎨 颜色 couleur -->" }
                else if example.path.hasSuffix(".json") { extra = "  \"_note\" : \"🎨 颜色 couleur\"," }
                else { extra = "// 🎨 颜色 couleur" }
                lines.insert(extra, at: 1)
                let before = try lint(example, code: code).filter { $0.ruleID == id }.map { FindingPosition(line: $0.start.line + 1, column: $0.start.column, rule: id) }
                let after = try lint(example, code: lines.joined(separator: "\n")).filter { $0.ruleID == id }.map { FindingPosition(line: $0.start.line, column: $0.start.column, rule: id) }
                XCTAssertEqual(Set(after), Set(before), id)
                XCTAssertFalse(before.isEmpty, id)
            }
        }
    }
}
