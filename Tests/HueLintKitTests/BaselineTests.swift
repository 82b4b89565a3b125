import XCTest
@testable import HueLintCLI
@testable import HueLintKit

final class BaselineTests: XCTestCase {
    private let linter = FileLinter(configuration: .reportingSingleUse)

    private func findings(_ text: String, path: String = "App/Home.swift") -> [Finding] {
        linter.lint(SourceFile(path: path, text: text, language: Language(path: path) ?? .swift))
    }

    private func baseline(of findings: [Finding]) -> Baseline {
        Baseline(entries: findings.map { Baseline.entry(for: $0, repositoryPath: $0.path) })
    }

    private func match(_ baseline: Baseline, _ findings: [Finding], scope: Set<String> = ["App/Home.swift"]) -> Baseline.Match {
        baseline.match(findings, repositoryPath: \.path, inScope: scope.contains)
    }

    func testEntriesKeyOnRuleFileNormalisedTextAndOccurrence() throws {
        let found = findings(GateSamples.rawColor)
        XCTAssertEqual(found.count, 1)
        XCTAssertEqual(baseline(of: found).entries, [
            BaselineEntry(file: "App/Home.swift", rule: "raw-color-initializer", text: "Color(red:0.1,green:0.2,blue:0.3)", occurrence: 0),
        ])
        XCTAssertEqual(found[0].fingerprint, Fingerprint.of(ruleID: "raw-color-initializer", text: "Color(red:0.1,green:0.2,blue:0.3)", occurrence: 0),
                       "the baseline key holds exactly the fingerprint's inputs")
    }

    func testMovingAColour30LinesDownKeepsItBaselined() {
        let recorded = baseline(of: findings(GateSamples.rawColor))
        let moved = findings(GateSamples.blank(30) + GateSamples.rawColor.replacingOccurrences(of: "Color(red: 0.1,", with: "Color(red:  0.1,"))
        XCTAssertEqual(moved.map(\.start.line), [34])
        let result = match(recorded, moved)
        XCTAssertEqual(result.known.map(\.start.line), [34])
        XCTAssertEqual(result.new, [])
        XCTAssertEqual(result.stale, [])
    }

    func testAChangedMessageKeepsItBaselined() {
        let recorded = baseline(of: findings(GateSamples.rawColor))
        var renamed = findings(GateSamples.rawColor)
        renamed[0].message = "A reworded message"
        XCTAssertEqual(match(recorded, renamed).known.count, 1)
    }

    func testASecondIdenticalColourElsewhereIsNew() {
        let recorded = baseline(of: findings(GateSamples.rawColor))
        let doubled = GateSamples.rawColor + """
            struct Other: View {
                var body: some View { Text("b").background(Color(red: 0.1, green: 0.2, blue: 0.3)) }
            }

            """
        let found = findings(doubled)
        XCTAssertEqual(found.map(\.occurrence), [0, 1])
        let result = match(recorded, found)
        XCTAssertEqual(result.known.map(\.start.line), [4])
        XCTAssertEqual(result.new.map(\.start.line), [7])
    }

    func testAFixedFindingLeavesAStaleEntryOnlyWhenItsFileWasLinted() {
        let recorded = baseline(of: findings(GateSamples.rawColor))
        let fixed = findings(GateSamples.tokenColor)
        XCTAssertEqual(fixed, [])
        XCTAssertEqual(match(recorded, fixed).stale, recorded.entries)
        XCTAssertEqual(match(recorded, fixed, scope: ["App/Other.swift"]).stale, [], "files not linted have no stale entries")
    }

    func testSameTextInAnotherFileOrRuleDoesNotMatch() {
        let recorded = baseline(of: findings(GateSamples.rawColor))
        XCTAssertEqual(match(recorded, findings(GateSamples.rawColor, path: "App/Other.swift")).new.count, 1)
    }

    func testRenderingIsSortedStableAndRoundTrips() throws {
        let entries = [
            BaselineEntry(file: "b.swift", rule: "hex-color-literal", text: "Color(hex:\"0066CC\")", occurrence: 1),
            BaselineEntry(file: "a.kt", rule: "raw-color-initializer", text: "Color(0.1f,0.2f,0.3f)", occurrence: 0),
            BaselineEntry(file: "b.swift", rule: "hex-color-literal", text: "Color(hex:\"0066CC\")", occurrence: 0),
            BaselineEntry(file: "b.swift", rule: "hex-color-literal", text: "Color(hex:\"0066CC\")", occurrence: 0),
        ]
        let text = Baseline(entries: entries).rendered()
        XCTAssertEqual(text, """
            {
              "version": 1,
              "tool": "HueLint",
              "entries": [
                {"file": "a.kt", "rule": "raw-color-initializer", "text": "Color(0.1f,0.2f,0.3f)", "occurrence": 0},
                {"file": "b.swift", "rule": "hex-color-literal", "text": "Color(hex:\\"0066CC\\")", "occurrence": 0},
                {"file": "b.swift", "rule": "hex-color-literal", "text": "Color(hex:\\"0066CC\\")", "occurrence": 1}
              ]
            }

            """)
        XCTAssertEqual(Baseline(entries: entries.reversed()).rendered(), text, "order of input does not matter")
        XCTAssertEqual(try Baseline.parse(Array(text.utf8), file: "b.json"), Baseline(entries: entries))
        XCTAssertEqual(Baseline(entries: []).rendered(), "{\n  \"version\": 1,\n  \"tool\": \"HueLint\",\n  \"entries\": []\n}\n")
    }

    func testReadingIsStrict() {
        func error(_ json: String) -> String? {
            do {
                _ = try Baseline.parse(Array(json.utf8), file: "b.json")
                return nil
            } catch {
                return String(describing: error)
            }
        }
        XCTAssertEqual(error(#"{"version": 2, "entries": []}"#), "baseline b.json: $.version: unsupported version 2; this HueLint reads version 1")
        XCTAssertEqual(error(#"{"entries": []}"#), "baseline b.json: $.version: missing")
        XCTAssertEqual(error(#"{"version": 1, "entries": [], "extra": 1}"#), "baseline b.json: $.extra: unknown key (expected version, tool, entries)")
        XCTAssertEqual(error(#"{"version": 1, "entries": [{"file": "a", "rule": "r", "text": "t", "occurrence": -1}]}"#),
                       "baseline b.json: $.entries[0].occurrence: expected a whole number from 0")
        XCTAssertEqual(error(#"{"version": 1, "entries": [{"file": "a", "rule": "r", "text": 3, "occurrence": 0}]}"#),
                       "baseline b.json: $.entries[0].text: expected a string, found a number")
        XCTAssertEqual(error(#"{"version": 1, "entries": [{"file": "a", "rule": "r", "text": "t", "occurrence": 0, "line": 3}]}"#),
                       "baseline b.json: $.entries[0].line: unknown key (expected file, rule, text, occurrence)")
        XCTAssertEqual(error(#"{"version": 1,}"#), "baseline b.json: 1:15: trailing comma before '}'")
    }
}
