import Foundation
import XCTest
@testable import HueLintCLI
@testable import HueLintKit

final class ConfigTests: XCTestCase {
    /// The package root, found from this file: Tests/HueLintKitTests/ConfigTests.swift.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    private func parse(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> Configuration? {
        do {
            return try Configuration.parse(Array(text.utf8), file: ".huelint.json")
        } catch {
            XCTFail("unexpected errors:\n\(error)", file: file, line: line)
            return nil
        }
    }


    /// A registry rule with at least one option, if any exists yet.
    private var ruleWithOptions: RuleDescription? { RuleRegistry.descriptions.first { !$0.options.isEmpty } }

    // MARK: Defaults

    func testDefaultsComeFromTheRegistry() {
        let config = Configuration.defaults
        XCTAssertNil(config.sourcePath)
        XCTAssertEqual(config.include, ["**/*.swift", "**/*.kt", "**/*.kts"])
        XCTAssertEqual(config.exclude, [])
        XCTAssertEqual(config.paletteFiles, ["**/Theme/**", "**/theme/**", "**/Themes/**", "**/themes/**", "**/Theming/**", "**/theming/**",
                                             "**/DesignSystem/**", "**/designsystem/**", "**/Styles/**", "**/styles/**"])
        XCTAssertEqual(config.paletteNamespaces, [])
        XCTAssertEqual(config.tokens, [])
        XCTAssertEqual(config.enabledRuleIDs, RuleRegistry.descriptions.filter { !$0.isOptIn }.map(\.id))
        XCTAssertEqual(RuleRegistry.descriptions.filter(\.isOptIn).map(\.id),
                       ["category-color-table", "scattered-theme-storage", "forced-appearance-override"])
        for description in RuleRegistry.descriptions {
            XCTAssertEqual(config.severity(forRule: description.id, path: "App/A.swift", context: .code),
                           description.isOptIn ? nil : description.defaultSeverity)
            let options = config.options(forRule: description.id)
            XCTAssertEqual(options.values.count, description.options.count)
            for option in description.options { XCTAssertEqual(options.values[option.name], option.defaultValue) }
        }
    }

    func testRulesJSONMatchesTheRegistry() throws {
        let url = Self.packageRoot.appendingPathComponent("rules.json")
        let onDisk = (try? String(contentsOf: url, encoding: .utf8)) ?? "<missing>"
        XCTAssertTrue(onDisk == DefaultConfiguration.rendered(), """
            rules.json is out of date with the rule registry. Regenerate it from the package root with:
                swift run huelint config --print-defaults > rules.json
            """)
    }

    func testDefaultConfigFileParsesBackToTheDefaults() throws {
        let rendered = DefaultConfiguration.rendered()
        let config = try XCTUnwrap(parse(rendered))
        XCTAssertEqual(config.resolvedJSON(), DefaultConfiguration.json())
        XCTAssertEqual(JSONWriter.render(config.resolvedJSON()), rendered)
        XCTAssertEqual(DefaultConfiguration.rendered(), rendered, "rendering is deterministic")
        let keys = DefaultConfiguration.json().objectValue?.map(\.key)
        XCTAssertEqual(keys, ConfigDecoder.topLevelKeys)
    }

    func testEmptyFileKeepsEveryDefault() throws {
        let config = try XCTUnwrap(parse("{}"))
        XCTAssertEqual(config.sourcePath, ".huelint.json")
        XCTAssertEqual(config.resolvedJSON(), DefaultConfiguration.json())
    }

    // MARK: Merging

    func testRulesNotMentionedKeepTheirDefaults() throws {
        let first = RuleRegistry.descriptions[0]
        let config = try XCTUnwrap(parse("{\"rules\": {\"\(first.id)\": \"off\"}}"))
        XCTAssertNil(config.severity(forRule: first.id, path: "a.swift", context: .code))
        XCTAssertFalse(config.enabledRuleIDs.contains(first.id))
        for other in RuleRegistry.descriptions.dropFirst() {
            XCTAssertEqual(config.severity(forRule: other.id, path: "a.swift", context: .code), other.isOptIn ? nil : other.defaultSeverity)
        }
    }

    func testAnOptInRuleRunsOnceTheConfigGivesItASeverity() throws {
        let config = try XCTUnwrap(parse(#"{"rules": {"forced-appearance-override": {"severity": "error"}}}"#))
        XCTAssertEqual(config.severity(forRule: "forced-appearance-override", path: "a.swift", context: .code), .error)
        XCTAssertTrue(config.enabledRuleIDs.contains("forced-appearance-override"))
        XCTAssertFalse(config.enabledRuleIDs.contains("category-color-table"))
        // `huelint rules` and the Rules page say which rules are opt-in.
        let table = RulesCommand.table(RuleRegistry.descriptions)
        XCTAssertTrue(table.contains("forced-appearance-override  off (opt-in)  swift, kotlin"), table)
        XCTAssertTrue(table.contains("color-scheme-conditional    warning       swift, kotlin"), table)
    }

    func testSeverityOnlyEntryKeepsDefaultOptions() throws {
        let rule = try XCTUnwrap(ruleWithOptions, "no registry rule has options yet")
        let config = try XCTUnwrap(parse("{\"rules\": {\"\(rule.id)\": {\"severity\": \"note\"}}}"))
        XCTAssertEqual(config.severity(forRule: rule.id, path: "a.swift", context: .code), .note)
        for option in rule.options { XCTAssertEqual(config.options(forRule: rule.id).values[option.name], option.defaultValue) }
    }

    func testOptionsMergeOverDefaults() throws {
        let rule = try XCTUnwrap(RuleRegistry.description(for: "raw-color-initializer"))
        let config = try XCTUnwrap(parse(#"{"rules": {"raw-color-initializer": {"colorTypes": ["BrandColor"]}}}"#))
        XCTAssertEqual(config.options(for: RawColorInitializerRule.self).colorTypes, ["BrandColor"])
        XCTAssertEqual(config.severity(forRule: rule.id, path: "a.swift", context: .code), rule.defaultSeverity)
        XCTAssertEqual(config.options(forRule: "no-such-rule").values, [:])
    }

    /// An inventory lists Kotlin channel colours whatever the config says, and keeps the config's other options.
    func testAnInventoryTurnsOnKotlinChannelColoursThroughTheTypedOption() throws {
        var config = try XCTUnwrap(parse(#"{"rules": {"raw-color-initializer": {"colorTypes": ["BrandColor"], "reportKotlinChannelColors": false}}}"#))
        XCTAssertFalse(config.options(for: RawColorInitializerRule.self).reportKotlinChannelColors)
        config.listEveryHardcodedColor()
        let options = config.options(for: RawColorInitializerRule.self)
        XCTAssertTrue(options.reportKotlinChannelColors)
        XCTAssertEqual(options.colorTypes, ["BrandColor"])
        XCTAssertEqual(config.options(forRule: "raw-color-initializer").values["reportKotlinChannelColors"], .bool(true))
        XCTAssertFalse(config.groupsGradientStops)
        XCTAssertTrue(config.reportsNamedColorConstants)
    }

    func testListsReplaceTheDefaults() throws {
        let config = try XCTUnwrap(parse(#"{"include": ["Sources/**/*.swift"], "paletteFiles": ["**/Palette.swift"], "paletteNamespaces": ["FXColors", "Color.Primitive"]}"#))
        XCTAssertEqual(config.include, ["Sources/**/*.swift"])
        XCTAssertEqual(config.paletteFiles, ["**/Palette.swift"])
        XCTAssertEqual(config.paletteNamespaces, ["FXColors", "Color.Primitive"])
        XCTAssertEqual(config.exclude, [])
    }

    func testContextsCapSeverity() throws {
        let id = try XCTUnwrap(RuleRegistry.descriptions.first { $0.defaultSeverity == .error }?.id, "no error-level rule yet")
        let defaults = Configuration.defaults
        XCTAssertEqual(defaults.severity(forRule: id, path: "a.swift", context: .code), .error)
        XCTAssertNil(defaults.severity(forRule: id, path: "a.swift", context: .preview), "previews are off by default")
        XCTAssertNil(defaults.severity(forRule: id, path: "a.swift", context: .test), "tests are off by default")
        let config = try XCTUnwrap(parse(#"{"contexts": {"test": "warning"}}"#))
        XCTAssertEqual(config.severity(forRule: id, path: "a.swift", context: .test), .warning)
        XCTAssertNil(config.severity(forRule: id, path: "a.swift", context: .preview), "unmentioned context keeps its default")
        let noted = try XCTUnwrap(parse("{\"rules\": {\"\(id)\": \"note\"}, \"contexts\": {\"preview\": \"error\"}}"))
        XCTAssertEqual(noted.severity(forRule: id, path: "a.swift", context: .preview), .note, "a cap never raises")
    }

    func testOverridesApplyInOrder() throws {
        let id = RuleRegistry.ids[0]
        let config = try XCTUnwrap(parse("""
            {"overrides": [
              {"files": ["Legacy/**"], "rules": {"\(id)": "off"}},
              {"files": ["Legacy/Keep/**"], "rules": {"\(id)": {"severity": "note"}}},
              {"files": ["**/Colors.swift"], "paletteFile": true},
              {"files": ["App/Theme/Preview/**"], "paletteFile": false}
            ]}
            """))
        XCTAssertNil(config.severity(forRule: id, path: "Legacy/A.swift", context: .code))
        XCTAssertEqual(config.severity(forRule: id, path: "Legacy/Keep/A.swift", context: .code), .note)
        XCTAssertEqual(config.severity(forRule: id, path: "App/A.swift", context: .code), RuleRegistry.descriptions[0].defaultSeverity)
        XCTAssertTrue(config.isPaletteFile("App/Colors.swift"))
        XCTAssertTrue(config.isPaletteFile("App/Theme/Brand.swift"))
        XCTAssertFalse(config.isPaletteFile("App/Theme/Preview/Sample.swift"))
        XCTAssertFalse(config.isPaletteFile("App/Views/Home.swift"))
    }

    func testRuleOffAtTopButOnInAnOverrideStaysEnabled() throws {
        let id = RuleRegistry.ids[0]
        let config = try XCTUnwrap(parse("""
            {"rules": {"\(id)": "off"}, "overrides": [{"files": ["New/**"], "rules": {"\(id)": "error"}}]}
            """))
        XCTAssertTrue(config.enabledRuleIDs.contains(id))
        XCTAssertNil(config.severity(forRule: id, path: "Old/A.swift", context: .code))
        XCTAssertEqual(config.severity(forRule: id, path: "New/A.swift", context: .code), .error)
    }

    func testUnknownRuleHasNoSeverity() {
        XCTAssertNil(Configuration.defaults.severity(forRule: "no-such-rule", path: "a.swift", context: .code))
    }

    func testTokensAreParsed() throws {
        let config = try XCTUnwrap(parse(#"""
            {"tokens": [
              {"name": "textPrimary", "swift": "Color.textPrimary", "light": "#111", "dark": "#EEEEEE", "role": "foreground"},
              {"name": "scrim", "kotlin": "AppColors.scrim", "light": "#00000080"}
            ]}
            """#))
        XCTAssertEqual(config.tokens, [
            TokenDefinition(name: "textPrimary", swift: "Color.textPrimary", light: "#111", dark: "#EEEEEE", role: "foreground"),
            TokenDefinition(name: "scrim", kotlin: "AppColors.scrim", light: "#00000080"),
        ])
    }

    // MARK: Errors

    func testRenderedErrorFormat() {
        let error = ConfigError(file: ".huelint.json", path: "$.rules[\"hex-colour-literal\"]", line: 4,
                                message: "unknown rule \"hex-colour-literal\"", suggestion: "hex-color-literal")
        XCTAssertEqual(error.description,
                       ".huelint.json: $.rules[\"hex-colour-literal\"] (line 4): unknown rule \"hex-colour-literal\"; did you mean \"hex-color-literal\"?")
        XCTAssertEqual(ConfigError(file: "f", path: "$", line: nil, message: "m").description, "f: $: m")
    }

    func testRuleIDTypoSuggestsTheRule() {
        XCTAssertEqual(configErrors("{\n  \"rules\": {\n\n    \"hex-colour-literal\": \"off\"\n  }\n}"), [
            ".huelint.json: $.rules[\"hex-colour-literal\"] (line 4): unknown rule \"hex-colour-literal\"; did you mean \"hex-color-literal\"?",
        ])
    }

    func testEveryErrorIsReportedNotJustTheFirst() {
        let found = configErrors("""
            {
              "version": 2,
              "includes": ["**/*.swift"],
              "exclude": "Pods/**",
              "PaletteNamespaces": [],
              "contexts": {"tests": "off", "preview": "warn"},
              "tokens": [{"name": "a", "light": "#12345"}]
            }
            """)
        XCTAssertEqual(found, [
            ".huelint.json: $.version (line 2): unsupported version 2; this HueLint reads version 1",
            ".huelint.json: $.includes (line 3): unknown key \"includes\"; did you mean \"include\"?",
            ".huelint.json: $.exclude (line 4): expected an array of strings, got a string",
            ".huelint.json: $.PaletteNamespaces (line 5): unknown key \"PaletteNamespaces\"; did you mean \"paletteNamespaces\"?",
            ".huelint.json: $.contexts.tests (line 6): unknown context \"tests\"; did you mean \"test\"?",
            ".huelint.json: $.contexts.preview (line 6): invalid severity \"warn\"; expected \"error\", \"warning\", \"note\" or \"off\"; did you mean \"warning\"?",
            ".huelint.json: $.tokens[0].light (line 7): invalid colour \"#12345\"; expected #RGB, #RRGGBB or #RRGGBBAA",
            ".huelint.json: $.tokens[0] (line 7): a token needs \"swift\", \"kotlin\" or both",
        ])
    }

    func testUnknownKeyWithoutNearMissListsTheValidKeys() {
        XCTAssertEqual(configErrors(#"{"overrides": [{"files": ["a"], "banana": 1}]}"#), [
            ".huelint.json: $.overrides[0].banana (line 1): unknown key \"banana\"; expected \"files\", \"rules\" or \"paletteFile\"",
        ])
    }

    func testRuleEntryErrors() throws {
        let id = RuleRegistry.ids[0]
        XCTAssertEqual(configErrors("{\"rules\": {\"\(id)\": 3}}"), [
            ".huelint.json: $.rules[\"\(id)\"] (line 1): expected a severity string or an object, got an integer",
        ])
        XCTAssertEqual(configErrors("{\"rules\": {\"\(id)\": {\"severity\": \"eror\", \"sevrity\": \"off\"}}}").count, 2)
        XCTAssertEqual(configErrors("{\"rules\": {\"\(id)\": {\"severity\": \"eror\"}}}"), [
            ".huelint.json: $.rules[\"\(id)\"].severity (line 1): invalid severity \"eror\"; expected \"error\", \"warning\", \"note\" or \"off\"; did you mean \"error\"?",
        ])
    }

    func testOptionTypesComeFromTheirDefaults() throws {
        for rule in RuleRegistry.descriptions {
            for option in rule.options {
                let wrong: String = option.defaultValue.stringValue != nil ? "true" : "\"text\""
                let found = configErrors("{\"rules\": {\"\(rule.id)\": {\"\(option.name)\": \(wrong)}}}")
                XCTAssertEqual(found.count, 1, "\(rule.id).\(option.name): \(found)")
                XCTAssertTrue(found.first?.contains("expected \(ConfigDecoder.typeName(option.defaultValue))") == true, "\(found)")
            }
        }
        XCTAssertEqual(configErrors(#"{"rules": {"raw-color-initializer": {"colorTypes": ["A", 1, "B", false]}}}"#), [
            ".huelint.json: $.rules[\"raw-color-initializer\"].colorTypes[1] (line 1): expected a string, got an integer",
            ".huelint.json: $.rules[\"raw-color-initializer\"].colorTypes[3] (line 1): expected a string, got a boolean",
        ])
    }

    func testOverridesCannotSetOptions() throws {
        let rule = try XCTUnwrap(ruleWithOptions, "no registry rule has options yet")
        let option = rule.options[0].name
        let found = configErrors("{\"overrides\": [{\"files\": [\"a/**\"], \"rules\": {\"\(rule.id)\": {\"\(option)\": []}}}]}")
        XCTAssertEqual(found.count, 1)
        XCTAssertTrue(found.first?.contains("rule options cannot vary per file") == true, "\(found)")
    }

    func testOverrideNeedsFiles() {
        XCTAssertEqual(configErrors(#"{"overrides": [{"paletteFile": true}, {"files": []}, {"files": [""]}]}"#), [
            ".huelint.json: $.overrides[0] (line 1): missing required key \"files\"",
            ".huelint.json: $.overrides[1].files (line 1): \"files\" must list at least one glob",
            ".huelint.json: $.overrides[2].files[0] (line 1): empty glob pattern",
        ])
    }

    func testTokenValidation() {
        let found = configErrors("""
            {"tokens": [
              {"swift": "Color.a", "light": "#abc"},
              {"name": "b", "kotlin": "B", "light": "fff", "dark": "#GGGGGG", "role": "foregroud", "colour": 1},
              {"name": "b", "swift": "B", "light": "#FFFFFFFF"},
              "c"
            ]}
            """)
        XCTAssertEqual(found, [
            ".huelint.json: $.tokens[0] (line 2): missing required key \"name\"",
            ".huelint.json: $.tokens[1].light (line 3): invalid colour \"fff\"; expected #RGB, #RRGGBB or #RRGGBBAA",
            ".huelint.json: $.tokens[1].dark (line 3): invalid colour \"#GGGGGG\"; expected #RGB, #RRGGBB or #RRGGBBAA",
            ".huelint.json: $.tokens[1].role (line 3): invalid role \"foregroud\"; expected \"foreground\", \"background\", \"border\" or \"accent\"; did you mean \"foreground\"?",
            ".huelint.json: $.tokens[1].colour (line 3): unknown key \"colour\"; expected \"name\", \"swift\", \"kotlin\", \"light\", \"dark\" or \"role\"",
            ".huelint.json: $.tokens[2].name (line 4): duplicate token name \"b\"; first defined at $.tokens[1]",
            ".huelint.json: $.tokens[3] (line 5): expected an object, got a string",
        ])
    }

    func testVersionAndRootType() {
        XCTAssertEqual(configErrors(#"{"version": 1}"#), [])
        XCTAssertEqual(configErrors(#"{"version": "1"}"#), [".huelint.json: $.version (line 1): expected the number 1, got a string"])
        XCTAssertEqual(configErrors("[]"), [".huelint.json: $ (line 1): expected an object, got an array"])
        XCTAssertEqual(configErrors(#"{"paletteNamespaces": ["Color.Primitive", "Bad Name", "9Lives"]}"#).count, 2)
    }

    func testInvalidJSONGivesOneErrorWithLineAndColumn() {
        XCTAssertEqual(configErrors("{\n  \"rules\": {,\n}"), [
            ".huelint.json: $ (line 2): invalid JSON at 2:13: unexpected character ','; expected a string key",
        ])
    }

    // MARK: Fixtures

    /// Each Fixtures/configs/NAME.json sits next to NAME.expected: its rendered errors, one a line
    /// (empty for a valid config).
    func testConfigFixtures() throws {
        let folder = Self.packageRoot.appendingPathComponent("Fixtures/configs")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }.sorted()
        XCTAssertGreaterThanOrEqual(names.count, 9)
        for name in names {
            let bytes = [UInt8](try Data(contentsOf: folder.appendingPathComponent(name)))
            let expectedURL = folder.appendingPathComponent(String(name.dropLast(5)) + ".expected")
            guard let expected = try? String(contentsOf: expectedURL, encoding: .utf8) else {
                XCTFail("\(name) has no .expected file next to it")
                continue
            }
            var actual = ""
            do {
                _ = try Configuration.parse(bytes, file: name)
            } catch let errors as ConfigErrors {
                actual = errors.description + "\n"
            }
            XCTAssertEqual(actual, expected, "Fixtures/configs/\(name)")
        }
    }

    // MARK: Discovery

    private func makeTree(_ files: [String: String]) throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("huelint-config-\(UUID().uuidString)")
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        addTeardownBlock { try? FileManager.default.removeItem(at: root) }
        return root.path
    }

    func testDiscoverySearchesUpwardToTheGitRoot() throws {
        let root = try makeTree([
            ".huelint.json": #"{"exclude": ["outer"]}"#,
            "repo/.git/HEAD": "ref: refs/heads/main",
            "repo/.huelint.json": #"{"exclude": ["repo"]}"#,
            "repo/App/Views/Home.swift": "",
            "other/.git": "gitdir: elsewhere",
            "other/App/A.swift": "",
            "custom.json": #"{"exclude": ["custom"]}"#,
        ])
        let found = try Configuration.discover(explicitPath: nil, from: root + "/repo/App/Views")
        XCTAssertEqual(found.exclude, ["repo"])
        XCTAssertEqual(found.sourcePath, root + "/repo/.huelint.json")
        // A .git file (worktree) also stops the search, so the outer config is not used.
        let stopped = try Configuration.discover(explicitPath: nil, from: root + "/other/App")
        XCTAssertNil(stopped.sourcePath)
        XCTAssertEqual(stopped.exclude, [])
        let explicit = try Configuration.discover(explicitPath: root + "/custom.json", from: root + "/repo")
        XCTAssertEqual(explicit.exclude, ["custom"])
        XCTAssertThrowsError(try Configuration.discover(explicitPath: root + "/missing.json", from: root)) { error in
            XCTAssertEqual((error as? ConfigErrors)?.description, "\(root)/missing.json: $: config file not found")
        }
    }

    func testDiscoveredErrorsNameTheFile() throws {
        let root = try makeTree([".git/HEAD": "", ".huelint.json": #"{"exclud": []}"#])
        XCTAssertThrowsError(try Configuration.discover(explicitPath: nil, from: root)) { error in
            XCTAssertEqual((error as? ConfigErrors)?.description,
                           "\(root)/.huelint.json: $.exclud (line 1): unknown key \"exclud\"; did you mean \"exclude\"?")
        }
    }

    // MARK: Suggestions

    func testSuggestions() {
        XCTAssertEqual(Suggestion.closest(to: "paletteFile", in: ConfigDecoder.topLevelKeys), "paletteFiles")
        XCTAssertEqual(Suggestion.closest(to: "INCLUDE", in: ConfigDecoder.topLevelKeys), "include")
        XCTAssertEqual(Suggestion.closest(to: "incldue", in: ConfigDecoder.topLevelKeys), "include", "a swap is one edit")
        XCTAssertNil(Suggestion.closest(to: "colour", in: ConfigDecoder.topLevelKeys))
        XCTAssertNil(Suggestion.closest(to: "ab", in: ["note", "off"]), "short words need a closer match")
        XCTAssertEqual(Suggestion.closest(to: "of", in: ["note", "off"]), "off")
        XCTAssertEqual(Suggestion.distance(Array("kitten"), Array("sitting")), 3)
        XCTAssertEqual(Suggestion.distance(Array("ca"), Array("ac")), 1)
        XCTAssertEqual(Suggestion.distance(Array(""), Array("abc")), 3)
    }
}

/// The rendered errors for `text` as `.huelint.json`, or [] when it is valid.
func configErrors(_ text: String) -> [String] {
    do {
        _ = try Configuration.parse(Array(text.utf8), file: ".huelint.json")
        return []
    } catch let errors as ConfigErrors {
        return errors.errors.map(\.description)
    } catch {
        return ["unexpected \(error)"]
    }
}
