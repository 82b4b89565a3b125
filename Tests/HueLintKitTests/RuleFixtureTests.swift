import Foundation
import XCTest
@testable import HueLintCLI
@testable import HueLintKit

/// Lints `Fixtures/rules` as one project and compares the exact set of (file, line, rule) with the
/// `// expect: rule-id, …` comments in the files.
final class RuleFixtureTests: XCTestCase {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    struct Expectation: Hashable, CustomStringConvertible {
        var path: String
        var line: Int
        var rule: String
        var description: String { "\(path):\(line) \(rule)" }
    }

    static func expectations(in report: LintReport, root: String) throws -> Set<Expectation> {
        var expected = Set<Expectation>()
        let enumerator = FileManager.default.enumerator(atPath: root)
        while let relative = enumerator?.nextObject() as? String {
            guard Language(path: relative) != nil else { continue }
            let text = try String(contentsOfFile: root + "/" + relative, encoding: .utf8)
            for (index, line) in text.components(separatedBy: "\n").enumerated() {
                guard let marker = line.range(of: "// expect: ") else { continue }
                for rule in line[marker.upperBound...].split(separator: ",") {
                    expected.insert(Expectation(path: "Fixtures/rules/" + relative, line: index + 1,
                                                rule: rule.trimmingCharacters(in: .whitespaces)))
                }
            }
        }
        return expected
    }

    /// The fixtures mark preview and test findings, opt-in rules' findings, white and black and colours
    /// written once too, so they are linted with all of those on.
    static func withPreviewsAndTests() throws -> Configuration {
        let text = #"{"contexts": {"preview": "warning", "test": "warning"}, "reportSingleUseColors": true, "#
            + #""rules": {"direct-palette-reference": {"reportBlackAndWhite": true}}}"#
        var configuration = try Configuration.parse(Array(text.utf8), file: "test.json")
        for rule in RuleRegistry.descriptions where rule.isOptIn { configuration.turnOn(rule) }
        return configuration
    }

    func testFixturesProduceExactlyTheMarkedFindings() throws {
        let root = Self.packageRoot + "/Fixtures/rules"
        let report = LintEngine.run(paths: ["Fixtures/rules"], currentDirectory: Self.packageRoot,
                                    configuration: try Self.withPreviewsAndTests(), jobs: 4)
        let found = Set(report.findings.map { Expectation(path: $0.path, line: $0.start.line, rule: $0.ruleID) })
        let expected = try Self.expectations(in: report, root: root)
        XCTAssertEqual(report.warnings, [])
        XCTAssertEqual(found.subtracting(expected).sorted { $0.description < $1.description }, [], "unexpected findings")
        XCTAssertEqual(expected.subtracting(found).sorted { $0.description < $1.description }, [], "missed findings")
    }

    func testPreviewAndTestFindingsAreOffByDefault() {
        let report = LintEngine.run(paths: ["Fixtures/rules"], currentDirectory: Self.packageRoot, configuration: .defaults, jobs: 2)
        XCTAssertEqual(report.findings.filter { $0.context != .code }.map(\.description), [])
    }

    func testPreviewAndTestFindingsCarryTheirContext() throws {
        let report = LintEngine.run(paths: ["Fixtures/rules"], currentDirectory: Self.packageRoot,
                                    configuration: try Self.withPreviewsAndTests(), jobs: 2)
        let contexts = Set(report.findings.map { "\($0.path):\($0.start.line):\($0.context.rawValue)" })
        XCTAssertTrue(contexts.contains("Fixtures/rules/ios/Views/ProfileView.swift:45:preview"))
        XCTAssertTrue(contexts.contains("Fixtures/rules/ios/Views/ProfileView.swift:54:preview"))
        XCTAssertTrue(contexts.contains("Fixtures/rules/ios/AppTests/ProfileViewTests.swift:6:test"))
        XCTAssertTrue(contexts.contains("Fixtures/rules/android/app/src/main/java/com/example/ui/profile/ProfileScreen.kt:47:preview"))
        // A `PreviewParameterProvider` feeds previews only.
        XCTAssertTrue(contexts.contains("Fixtures/rules/android/app/src/main/java/com/example/ui/profile/ProfileScreen.kt:54:preview"))
        XCTAssertTrue(contexts.contains("Fixtures/rules/android/app/src/main/java/com/example/ui/profile/ProfileScreen.kt:64:code"))
        // An expression-bodied preview ends where the next declaration starts.
        XCTAssertTrue(contexts.contains("Fixtures/rules/android/app/src/main/java/com/example/ui/profile/ProfileScreen.kt:70:preview"))
        XCTAssertTrue(contexts.contains("Fixtures/rules/android/app/src/main/java/com/example/ui/profile/ProfileScreen.kt:73:code"))
        // A private helper only previews call is preview code; one the screen calls too is not.
        XCTAssertTrue(contexts.contains("Fixtures/rules/android/app/src/main/java/com/example/ui/profile/ProfileScreen.kt:81:preview"))
        XCTAssertTrue(contexts.contains("Fixtures/rules/android/app/src/main/java/com/example/ui/profile/ProfileScreen.kt:84:code"))
        XCTAssertTrue(contexts.contains("Fixtures/rules/ios/Views/ProfileView.swift:7:code"))
    }

    func testScatteredStorageFindingsPointAtEachOther() throws {
        // The rule is opt-in; the fixture configuration turns every opt-in rule on.
        let report = LintEngine.run(paths: ["Fixtures/rules"], currentDirectory: Self.packageRoot,
                                    configuration: try Self.withPreviewsAndTests(), jobs: 2)
        let swiftSites = report.findings.filter { $0.ruleID == "scattered-theme-storage" && $0.path.hasSuffix(".swift") }
        XCTAssertEqual(swiftSites.count, 3)
        for site in swiftSites {
            XCTAssertEqual(Set(site.related.map { "\($0.path):\($0.start.line)" }),
                           Set(swiftSites.filter { $0.path != site.path }.map { "\($0.path):\($0.start.line)" }))
        }
    }
}
