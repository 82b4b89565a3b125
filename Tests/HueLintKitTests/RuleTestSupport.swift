import XCTest
@testable import HueLintCLI
@testable import HueLintKit

/// Where a finding is, as rule tests compare it: exact line, column and rule.
struct FindingPosition: Hashable, CustomStringConvertible {
    var line: Int
    var column: Int
    var rule: String
    var description: String { "\(line):\(column) \(rule)" }
}

enum RuleTestSupport {
    /// A colour written `RRGGBB` or `RRGGBBAA`, for test catalogs and expectations.
    static func hex(_ text: String) -> RGBA { RGBA(hex: text, order: .rgba)! }

    static let marker = "↓"

    /// Removes `↓` markers, returning the clean code and the (line, column) of each marker.
    static func stripMarkers(_ code: String) -> (code: String, positions: [(line: Int, column: Int)]) {
        var clean = ""
        var positions: [(Int, Int)] = []
        var line = 1, column = 1
        for scalar in code.unicodeScalars {
            if scalar == "↓" {
                positions.append((line, column))
                continue
            }
            clean.unicodeScalars.append(scalar)
            if scalar == "\n" { line += 1; column = 1 } else { column += 1 }
        }
        return (clean, positions)
    }

    /// Lints one in-memory file. A test's file is not a project: its colours are reported whether
    /// or not their value is written twice, unless `countsSingleUse` (see `SingleUseColors`).
    static func lint(_ code: String, language: Language, path: String, configuration: Configuration = .defaults,
                     countsSingleUse: Bool = false) -> [Finding] {
        var configuration = configuration
        if !countsSingleUse { configuration.reportsSingleUseColors = true }
        var linter = FileLinter(configuration: configuration)
        // Tokens in the example's config are its catalog: colour findings get token fixes, as in a run.
        if !configuration.tokens.isEmpty {
            let catalog = TokenCatalogLoader.load(configuration: configuration, roots: [], paletteFiles: [], currentDirectory: "/")
            linter.tokenFixes = TokenFixes(catalog: catalog, configuration: configuration)
        }
        return linter.lint(SourceFile(path: path, text: code, language: language))
    }

    static func lint(_ example: Example, code: String? = nil) -> [Finding] {
        var configuration = Configuration.defaults
        if let text = example.configuration {
            do {
                configuration = try Configuration.parse(Array(text.utf8), file: "example.json")
            } catch {
                XCTFail("example configuration does not parse: \(error)")
            }
        }
        // Examples run with opt-in rules on, as SwiftLint's do, unless their config names the rule.
        for rule in RuleRegistry.descriptions where rule.isOptIn && !(example.configuration ?? "").contains(rule.id) {
            configuration.turnOn(rule)
        }
        // Single-use colours count only where the example's config names the setting.
        return lint(code ?? example.code, language: example.language, path: example.path, configuration: configuration,
                    countsSingleUse: (example.configuration ?? "").contains("reportSingleUseColors"))
    }

    static func positions(_ findings: [Finding], rule: String) -> Set<FindingPosition> {
        Set(findings.filter { $0.ruleID == rule }.map { FindingPosition(line: $0.start.line, column: $0.start.column, rule: $0.ruleID) })
    }

    /// Wraps code so every byte of it is inside a comment.
    static func inComment(_ code: String) -> String { "/*\n" + code + "\n*/\n" }

    /// Wraps code so every byte of it is inside a string literal.
    static func inString(_ code: String, language: Language) -> String {
        switch language {
        case .swift: return "let sample = ###\"\"\"\n" + code + "\n\"\"\"###\n"
        case .kotlin: return "val sample = \"\"\"\n" + code.replacingOccurrences(of: "$", with: "${'$'}") + "\n\"\"\"\n"
        }
    }

    /// Checks every triggering example of rule `id` that states its expected message, end column and
    /// fix title (`Example.expecting`) against the finding at its first marker; fails when none does.
    static func checkPinnedExamples(_ id: String, _ triggering: [Example],
                                    lint: (Example, String) throws -> [Finding]) rethrows {
        let pinned = triggering.filter { $0.expected != nil }
        XCTAssertFalse(pinned.isEmpty, "\(id): no triggering example states its message, end column and fix (Example.expecting)")
        for example in pinned {
            guard let expected = example.expected else { continue }
            let (code, markers) = stripMarkers(example.code)
            let found = try lint(example, code).filter { $0.ruleID == id }
            guard let first = markers.first,
                  let finding = found.first(where: { $0.start.line == first.line && $0.start.column == first.column }) else {
                XCTFail("\(id): no finding at the first marker of:\n\(code)")
                continue
            }
            XCTAssertEqual(finding.message, expected.message, "\(id) on:\n\(code)")
            XCTAssertEqual(finding.end.column, expected.endColumn, "\(id) end column on:\n\(code)")
            XCTAssertEqual(finding.fix?.title, expected.fixTitle, "\(id) fix on:\n\(code)")
        }
    }
}

extension Configuration {
    /// The defaults, with every hardcoded colour reported whether or not its value is written twice:
    /// for tests about something else (baselines, fixes, the gate) that lint a single colour.
    static var reportingSingleUse: Configuration {
        var configuration = Configuration.defaults
        configuration.reportsSingleUseColors = true
        return configuration
    }
}
