import XCTest
@testable import HueLintCLI
@testable import HueLintKit

/// The prefilter skips files no enabled rule can report in. It must never change a finding: every
/// test here lints with and without it, or checks the scanner against a plain search.
final class PrefilterTests: XCTestCase {
    private func admits(_ required: [RequiredText?], _ text: String) -> Bool? {
        guard let prefilter = Prefilter(required) else { return nil }
        return Array(text.utf8).withUnsafeBufferPointer { prefilter.admits($0) }
    }

    func testWordsMatchWithoutRegardToASCIICase() {
        let color = [RequiredText(anyOf: ["color"])]
        XCTAssertEqual(admits(color, "let c = UIColor.red"), true)
        XCTAssertEqual(admits(color, "val COLOR_KEY = 1"), true)
        XCTAssertEqual(admits(color, "let count = items.count"), false)
        XCTAssertEqual(admits(color, ""), false)
        XCTAssertEqual(admits(color, "c"), false)
        XCTAssertEqual(admits(color, "colo"), false, "a word cut off by the end of the file is not there")
        XCTAssertEqual(admits(color, "color"), true, "a word ending the file is")
    }

    func testEveryWordOfAGroupMustOccur() {
        let nightMode = [RequiredText(allOf: [["nigh", "mode"]])]
        XCTAssertEqual(admits(nightMode, "prefs.getBoolean(\"night_mode\", false)"), true)
        XCTAssertEqual(admits(nightMode, "let mode = 1"), false)
        XCTAssertEqual(admits(nightMode, "// nightly build"), false)
    }

    func testAnyGroupIsEnough() {
        let required = [RequiredText(anyOf: ["tint"]), RequiredText(allOf: [["appe", "ance"]])]
        XCTAssertEqual(admits(required, "view.tintColor = x"), true)
        XCTAssertEqual(admits(required, "let appearance = 1"), true)
        XCTAssertEqual(admits(required, "func append(instance: X)"), true, "both words, in different places")
        XCTAssertEqual(admits(required, "func append(x: X)"), false)
    }

    func testWordsHoldingAOneWordGroupsWordAreDropped() {
        // `colorscheme` holds `color`: a file with it is admitted by `color` anyway, so the second
        // group needs only `hue`.
        let required = [RequiredText(anyOf: ["color", "colorScheme"]), RequiredText(oneOfEach: [["colorScheme", "hue"], ["lint"]])]
        XCTAssertEqual(admits(required, "@Environment(\\.colorScheme) var s"), true)
        XCTAssertEqual(admits(required, "let hue = lint()"), true)
        XCTAssertEqual(admits(required, "let hue = 1"), false)
    }

    func testAnyRuleWithoutRequiredTextTurnsThePrefilterOff() {
        XCTAssertNil(admits([RequiredText(anyOf: ["color"]), nil], "x"))
        XCTAssertNil(admits([RequiredText(anyOf: ["c"])], "x"), "one-byte words do not fit the pair table")
        XCTAssertNil(admits([RequiredText(anyOf: ["farbé"])], "x"), "non-ASCII words fold differently")
        XCTAssertNil(admits([RequiredText(anyOf: (0..<257).map { "w\($0)x" })], "x"), "more than 256 words")
    }

    func testTheKelvinSignAlwaysAdmits() {
        // `"DAR\u{212A}".lowercased()` is "dark": the rules' Unicode lower-casing would see it.
        XCTAssertEqual(admits([RequiredText(anyOf: ["dark"])], "let key = \"DAR\u{212A}\""), true)
    }

    func testADottedCapitalIAdmitsWhenAWordEndsInI() {
        // `"WASABİ".lowercased()` is "wasabi" and a combining dot: a word ending in `i` matches it.
        XCTAssertEqual(admits([RequiredText(anyOf: ["wasabi"])], "let key = \"WASABİ\""), true)
        XCTAssertEqual(admits([RequiredText(anyOf: ["dark"])], "let key = \"WASABİ\""), false)
    }

    func testScannerAgreesWithAPlainSearchOnManyInputs() {
        // Seeded, so a failure can be replayed: HUELINT_TEST_SEED=<seed> swift test --filter PrefilterTests
        let seed = ProcessInfo.processInfo.environment["HUELINT_TEST_SEED"].flatMap { UInt64($0) } ?? UInt64.random(in: .min ... .max)
        var generator = SplitMix64(state: seed)
        let alphabet = Array("aAcColLrRoO.dDkK_ \n\"".utf8)
        // Words of three bytes or more are scanned every second byte; a two-byte word makes it every byte.
        for shortest in ["col", "co"] {
            let required = [RequiredText(anyOf: [shortest + "or", ".red"]), RequiredText(allOf: [["dark", "look"]]),
                            RequiredText(anyOf: [String(shortest.reversed())]),
                            RequiredText(oneOfEach: [["dac", "ok."], ["rd", "kc"]])]
            let prefilter = Prefilter(required)!
            for _ in 0..<3000 {
                let bytes = (0..<Int.random(in: 0...40, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
                let lower = String(decoding: bytes, as: UTF8.self).lowercased()
                let expected = lower.contains(shortest + "or") || lower.contains(".red") || lower.contains("dark") && lower.contains("look")
                    || lower.contains(String(shortest.reversed()))
                    || (lower.contains("dac") || lower.contains("ok.")) && (lower.contains("rd") || lower.contains("kc"))
                XCTAssertEqual(bytes.withUnsafeBufferPointer { prefilter.admits($0) }, expected,
                               "\(lower.debugDescription) (replay with HUELINT_TEST_SEED=\(seed))")
            }
        }
    }

    func testANameMatchesWholeAndAsSpelled() {
        let red = [RequiredText(anyNameOf: ["red"])]
        XCTAssertEqual(admits(red, "x.foregroundColor(.red)"), true)
        XCTAssertEqual(admits(red, "red"), true, "at both ends of the file")
        XCTAssertEqual(admits(red, "let c = Color.red\n"), true)
        XCTAssertEqual(admits(red, "let shared = 1; redraw(); let stored_red2 = 0"), false)
        XCTAssertEqual(admits(red, "let c = Color.Red"), false, "another spelling is another name")
        XCTAssertEqual(admits(red, "let c = é.red"), true, "a byte no ASCII name holds ends one")
    }

    func testALabelNeedsAColonAfterIt() {
        let label = [RequiredText(oneWordOfEach: [[.text("color")], [.label("r"), .label("hue")]])]
        XCTAssertEqual(admits(label, "LottieColor(r: 1, g: 0, b: 0)"), true)
        XCTAssertEqual(admits(label, "Color(hue : 0.5)"), true)
        XCTAssertEqual(admits(label, "Color(hue /* angle */: 0.5)"), true, "a comment may stand between")
        XCTAssertEqual(admits(label, "Color(hue\n    : 0.5)"), true)
        XCTAssertEqual(admits(label, "let color = r + hue * 2; for r in rows {}"), false)
        XCTAssertEqual(admits(label, "Color(bar: 1, hues: 2)"), false)
    }

    func testACallNeedsAParenOrAMemberCall() {
        let call = [RequiredText(anyWordOf: [.call("Color")])]
        for code in ["Color(0.1, 0.2, 0.3)", "UIColor (white: 1)", "Color.rgb(1, 2, 3)", "UIColor\n    .init(red: 1)",
                     "Color /* c */ (1)", "Color. init(1)", "let x = Color.é(1)"] {
            XCTAssertEqual(admits(call, code), true, code)
        }
        for code in ["let c: Color = x", "Color.red", "ColorView(x)", "color(1)", "Color.red.opacity(0.5)", "Color"] {
            XCTAssertEqual(admits(call, code), false, code)
        }
    }

    func testWordKindsAgreeWithAPlainSearchOnManyInputs() {
        // Seeded, so a failure can be replayed: HUELINT_TEST_SEED=<seed> swift test --filter PrefilterTests
        let seed = ProcessInfo.processInfo.environment["HUELINT_TEST_SEED"].flatMap { UInt64($0) } ?? UInt64.random(in: .min ... .max)
        var generator = SplitMix64(state: seed)
        let pieces = ["red", "Red", "r", "ed", "Color", "color", "C", "(", ".", ":", " ", "\n", "/", "_", "x", "init", "0x", "1", "\""]
        let required = [RequiredText(anyNameOf: ["red"]), RequiredText(anyWordOf: [.call("Color")]),
                        RequiredText(oneWordOfEach: [[.text("init"), .name("red")], [.label("r"), .label("xr")]]),
                        RequiredText(oneOfEach: [["col"], HexColorText.integerStarts])]
        let prefilter = Prefilter(required)!
        for _ in 0..<4000 {
            let text = (0..<Int.random(in: 0...14, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            let bytes = Array(text.utf8)
            let expected = Plain.name("red", bytes) || Plain.call("Color", bytes)
                || (Plain.text("init", bytes) || Plain.name("red", bytes)) && (Plain.label("r", bytes) || Plain.label("xr", bytes))
                || Plain.text("col", bytes) && HexColorText.integerStarts.contains { Plain.text($0, bytes) }
            XCTAssertEqual(bytes.withUnsafeBufferPointer { prefilter.admits($0) }, expected,
                           "\(text.debugDescription) (replay with HUELINT_TEST_SEED=\(seed))")
        }
    }

    /// The word kinds as `RequiredText.Word` defines them, by the slowest reading: every offset.
    private enum Plain {
        static func isNameByte(_ b: UInt8) -> Bool { b < 0x80 && (Character(UnicodeScalar(b)).isLetter || Character(UnicodeScalar(b)).isNumber || b == 95) }
        static func starts(_ word: String, _ bytes: [UInt8], foldingCase: Bool) -> [Int] {
            let w = Array((foldingCase ? word.lowercased() : word).utf8)
            let b = foldingCase ? Array(String(decoding: bytes, as: UTF8.self).lowercased().utf8) : bytes
            guard b.count == bytes.count, b.count >= w.count else { return [] }
            return (0...(b.count - w.count)).filter { Array(b[$0..<($0 + w.count)]) == w }
        }
        static func afterSpace(_ bytes: [UInt8], _ i: Int) -> Int {
            var i = i
            while i < bytes.count && [0x20, 0x09, 0x0A, 0x0D].contains(bytes[i]) { i += 1 }
            return i
        }
        static func whole(_ word: String, _ bytes: [UInt8]) -> [Int] {
            starts(word, bytes, foldingCase: false).filter { start in
                let end = start + word.utf8.count
                return (start == 0 || !isNameByte(bytes[start - 1])) && (end == bytes.count || !isNameByte(bytes[end]))
            }
        }
        static func text(_ word: String, _ bytes: [UInt8]) -> Bool { !starts(word, bytes, foldingCase: true).isEmpty }
        static func name(_ word: String, _ bytes: [UInt8]) -> Bool { !whole(word, bytes).isEmpty }
        static func label(_ word: String, _ bytes: [UInt8]) -> Bool {
            whole(word, bytes).contains { start in
                let i = afterSpace(bytes, start + word.utf8.count)
                return i < bytes.count && (bytes[i] == UInt8(ascii: ":") || bytes[i] == UInt8(ascii: "/"))
            }
        }
        static func call(_ word: String, _ bytes: [UInt8]) -> Bool {
            starts(word, bytes, foldingCase: false).contains { start in
                var i = afterSpace(bytes, start + word.utf8.count)
                guard i < bytes.count else { return false }
                if bytes[i] == UInt8(ascii: "(") || bytes[i] == UInt8(ascii: "/") { return true }
                guard bytes[i] == UInt8(ascii: ".") else { return false }
                i = afterSpace(bytes, i + 1)
                guard i < bytes.count else { return false }
                if bytes[i] == UInt8(ascii: "/") || bytes[i] >= 0x80 || bytes[i] == UInt8(ascii: "`") { return true }
                guard isNameByte(bytes[i]) else { return false }
                while i < bytes.count && (isNameByte(bytes[i]) || bytes[i] >= 0x80) { i += 1 }
                i = afterSpace(bytes, i)
                return i < bytes.count && (bytes[i] == UInt8(ascii: "(") || bytes[i] == UInt8(ascii: "/"))
            }
        }
    }

    func testARuleThatOnlyCoversOthersDoesNotWidenThePrefilter() throws {
        // `category-color-table` runs while off, to cover what the enabled rules find in a table;
        // a file none of them can report in has nothing to cover. Here only the scheme rule is on.
        let text = Array("let swatches = [Color(0.1, 0.2, 0.3), Color(0.4, 0.5, 0.6)]".utf8)
        let others = #""raw-color-initializer": "off", "hex-color-literal": "off", "direct-palette-reference": "off", "color-rebuilt-in-body": "off""#
        let schemeOnly = try Configuration.parse(Array("{\"rules\": {\(others)}}".utf8), file: "t.json")
        XCTAssertEqual(text.withUnsafeBufferPointer { FileLinter(configuration: schemeOnly).swiftPrefilter?.admits($0) }, false)
        let withTables = try Configuration.parse(Array("{\"rules\": {\(others), \"category-color-table\": \"warning\"}}".utf8), file: "t.json")
        XCTAssertEqual(text.withUnsafeBufferPointer { FileLinter(configuration: withTables).swiftPrefilter?.admits($0) }, true)
    }

    // MARK: Linting with and without it

    private func findings(_ code: String, _ language: Language, path: String, configuration: Configuration, prefilter: Bool) -> [String] {
        var configuration = configuration
        configuration.usesPrefilter = prefilter
        return FileLinter(configuration: configuration).lint(SourceFile(path: path, text: code, language: language)).map {
            "\($0.start.line):\($0.start.column) \($0.ruleID) \($0.message)"
        }
    }

    func testEveryRuleExampleLintsTheSameWithAndWithoutThePrefilter() throws {
        for type in RuleRegistry.ruleTypes {
            for example in type.description.triggering + type.description.nonTriggering {
                let configuration = try example.configuration.map { try Configuration.parse(Array($0.utf8), file: "example.json") } ?? .defaults
                let code = RuleTestSupport.stripMarkers(example.code).code
                for variant in [code, RuleTestSupport.inComment(code), RuleTestSupport.inString(code, language: example.language)] {
                    XCTAssertEqual(findings(variant, example.language, path: example.path, configuration: configuration, prefilter: true),
                                   findings(variant, example.language, path: example.path, configuration: configuration, prefilter: false),
                                   "\(type.description.id):\n\(variant)")
                }
            }
        }
    }

    func testEveryTriggeringExampleIsAdmitted() {
        var everyRule = Configuration.defaults
        for rule in RuleRegistry.descriptions where rule.isOptIn { everyRule.turnOn(rule) }
        let linter = FileLinter(configuration: everyRule)
        for type in RuleRegistry.ruleTypes {
            for example in type.description.triggering where example.configuration == nil {
                let code = Array(RuleTestSupport.stripMarkers(example.code).code.utf8)
                let prefilter = example.language == .swift ? linter.swiftPrefilter : linter.kotlinPrefilter
                XCTAssertNotNil(prefilter)
                XCTAssertEqual(code.withUnsafeBufferPointer { prefilter?.admits($0) }, true, "\(type.description.id): \(example.code)")
            }
        }
    }

    func testFixtureTreesLintTheSameWithAndWithoutThePrefilter() {
        for tree in ["Fixtures/rules", "Fixtures/demo", "Fixtures/fixes"] {
            var without = Configuration.defaults
            without.usesPrefilter = false
            let on = LintEngine.run(paths: [tree], currentDirectory: RuleFixtureTests.packageRoot, configuration: .defaults, jobs: 2)
            let off = LintEngine.run(paths: [tree], currentDirectory: RuleFixtureTests.packageRoot, configuration: without, jobs: 2)
            func lines(_ report: LintReport) -> [String] {
                report.findings.map { "\($0.path):\($0.start.line):\($0.start.column) \($0.ruleID) \($0.severity) \($0.message) related \($0.related.count)" }
            }
            XCTAssertFalse(on.findings.isEmpty, tree)
            XCTAssertEqual(lines(on), lines(off), tree)
        }
    }

    func testConfiguredNamesJoinTheRequiredText() throws {
        let config = try Configuration.parse(Array(#"""
            {"paletteNamespaces": ["FXPalette.Primitive"], "reportSingleUseColors": true,
             "rules": {"raw-color-initializer": {"colorTypes": ["Gradient"]},
                       "hex-color-literal": {"colorNameFragments": ["accent"], "reportColorStrings": true},
                       "color-scheme-conditional": {"darkFlagNames": ["usesNightLook"]},
                       "scattered-theme-storage": {"severity": "warning", "keyWords": ["skin"]}}}
            """#.utf8), file: "c.json")
        let cases: [(String, String)] = [
            ("let x = FXPalette.Primitive.blue500", "direct-palette-reference"),
            ("let g = Gradient(red: 1, green: 0, blue: 0)", "raw-color-initializer"),
            ("banner.accent = \"#FF0000\"", "hex-color-literal"),
            ("let v = usesNightLook ? Theme.a : Theme.b\nlet w = Text(\"\").foregroundColor(usesNightLook ? .white : .black)", "color-scheme-conditional"),
            ("@AppStorage(\"skin\") var skin = \"\"\nfunc f() { UserDefaults.standard.set(true, forKey: \"appSkin\") }", "scattered-theme-storage"),
        ]
        for (code, rule) in cases {
            let on = findings(code, .swift, path: "A.swift", configuration: config, prefilter: true)
            XCTAssertEqual(on, findings(code, .swift, path: "A.swift", configuration: config, prefilter: false), code)
            XCTAssertTrue(on.contains { $0.contains(rule) }, "\(rule) on \(code): \(on)")
        }
    }

    func testAFileNamingNoColourIsSkippedAndOneWithAnUnusedSuppressionIsNot() {
        let plain = "struct Counter {\n    var count = 0\n    mutating func add() { count += 1 }\n}\n"
        let linter = FileLinter(configuration: .defaults)
        XCTAssertEqual(Array(plain.utf8).withUnsafeBufferPointer { linter.swiftPrefilter?.admits($0) }, false)
        let suppressed = "// huelint:disable-next-line hex-color-literal\nlet spacing = 8\n"
        XCTAssertEqual(findings(suppressed, .swift, path: "A.swift", configuration: .defaults, prefilter: true),
                       ["1:1 unused-suppression Suppression \"huelint:disable-next-line\" silences nothing (hex-color-literal); delete it"])
    }

    func testAStorageKeyFragmentSpansTwoWordsOnlyAtItsUnderscore() {
        XCTAssertTrue(ScatteredThemeStorageRule.spans("nightmode", at: [5], "night", "mode"))
        XCTAssertTrue(ScatteredThemeStorageRule.spans("interfacestyle", at: [9], "userinterface", "style"))
        XCTAssertTrue(ScatteredThemeStorageRule.spans("colorscheme", at: [5], "color", "schemekey"))
        XCTAssertFalse(ScatteredThemeStorageRule.spans("nightmode", at: [5], "nigh", "tmode"))
        XCTAssertFalse(ScatteredThemeStorageRule.spans("theme", at: [], "the", "me"))
    }
}

/// Inputs the fuzz target once failed on, kept as regression fixtures: each lints the same with and
/// without the prefilter, as Swift and as Kotlin.
final class FuzzRegressionTests: XCTestCase {
    func testEveryFuzzRegressionLintsTheSameWithAndWithoutThePrefilter() throws {
        let folder = RuleFixtureTests.packageRoot + "/Fixtures/fuzz-regressions"
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        XCTAssertFalse(names.isEmpty)
        // Every rule on, the opt-in ones too.
        var configuration = Configuration.defaults
        for rule in RuleRegistry.descriptions where rule.isOptIn { configuration.turnOn(rule) }
        var unfilteredConfiguration = configuration
        unfilteredConfiguration.usesPrefilter = false
        let linter = FileLinter(configuration: configuration), unfiltered = FileLinter(configuration: unfilteredConfiguration)
        for name in names {
            let bytes = try XCTUnwrap(FileManager.default.contents(atPath: folder + "/" + name))
            for language in Language.allCases {
                let file = SourceFile(path: language == .swift ? "Fuzz/Input.swift" : "fuzz/Input.kt", bytes: [UInt8](bytes), language: language)
                func summary(_ found: [Finding]) -> [String] { found.map { "\($0.ruleID) \($0.range.start) \($0.range.end)" } }
                XCTAssertEqual(summary(linter.lint(file)), summary(unfiltered.lint(file)), "\(name) as \(language)")
            }
        }
        // The first of them: `@AppStorage` twice in a Kotlin file is two theme-storage sites.
        let kotlin = SourceFile(path: "a/Settings.kt", text: "@AppStorage(\"appTheme\") val a = 1\n@AppStorage(\"isDark\") val b = 2\n",
                                language: .kotlin)
        XCTAssertEqual(linter.lint(kotlin).map(\.ruleID), ["scattered-theme-storage", "scattered-theme-storage"])
    }
}

