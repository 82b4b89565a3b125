import Foundation
import XCTest
@testable import HueLintCLI
@testable import HueLintKit

/// Config fuzzing (issue 7): a few thousand deterministic mutations of the real `rules.json` and
/// the config fixtures. Every mutant must either load as a configuration (which then renders back
/// to itself and lints a small tree) or fail with errors that each name the file, a JSON path and a
/// line; through the CLI, exactly the failing ones exit 2 with those errors on stderr. Mutation
/// classes whose outcome is predictable (a misspelt key, a type change, a truncation, 10,000 `[`,
/// invalid UTF-8, an out-of-range number) also assert that exact outcome.
///
/// The PRNG is seeded, so every run sees the same mutants; `HUELINT_FUZZ_SEED` and
/// `HUELINT_FUZZ_SCALE` (a multiplier on the mutant counts) explore further by hand.
final class ConfigFuzzTests: XCTestCase {
    static let root = ConfigTests.packageRoot

    // MARK: The run

    func testEveryMutantLoadsOrFailsClearly() throws {
        let environment = ProcessInfo.processInfo.environment
        let seed = environment["HUELINT_FUZZ_SEED"].flatMap { UInt64($0) } ?? 0x4875_654C_696E_7437
        let scale = environment["HUELINT_FUZZ_SCALE"].flatMap { Int($0) } ?? 1
        var generator = MutantGenerator(seed: seed, seeds: try Self.seedFiles())
        let mutants = generator.generate(scale: scale)

        let runner = try FuzzCLIRunner()
        var tally: [String: [String: Int]] = [:]
        for mutant in mutants {
            let (outcome, result) = check(mutant)
            tally[mutant.kind.rawValue, default: [:]][outcome, default: 0] += 1
            if let result { runner.check(mutant, loaded: result) }
        }
        for kind in MutationKind.allCases {
            XCTAssertNotNil(tally[kind.rawValue], "no mutant of kind \(kind)")
        }
        XCTAssertGreaterThanOrEqual(mutants.count, 2000 * scale)
        if environment["HUELINT_FUZZ_VERBOSE"] != nil {
            print("config fuzz: seed \(seed), \(mutants.count) mutants, \(runner.linted) distinct valid configs linted")
            for (kind, outcomes) in tally.sorted(by: { $0.key < $1.key }) {
                print("  \(kind): " + outcomes.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))
            }
        }
    }

    /// Loads one mutant, checks the general contract and the mutant's own expectation, and returns
    /// its outcome class ("valid", "invalid JSON" or "config errors") and what loading gave.
    private func check(_ mutant: Mutant) -> (String, Result<Configuration, ConfigErrors>?) {
        let name = FuzzCLIRunner.fileName
        let context = "\(mutant.kind) mutant \(mutant.index) of \(mutant.seedName): \(mutant.preview)"
        let result: Result<Configuration, ConfigErrors>
        do {
            result = .success(try Configuration.parse(mutant.bytes, file: name))
        } catch let errors as ConfigErrors {
            result = .failure(errors)
        } catch {
            XCTFail("\(context): threw \(type(of: error)) instead of ConfigErrors: \(error)")
            return ("crash", nil)
        }

        switch result {
        case .success(let config):
            XCTAssertEqual(config.sourcePath, name, context)
            // What loaded renders back to a file that loads to the same configuration.
            let rendered = JSONWriter.render(config.resolvedJSON())
            do {
                let again = try Configuration.parse(Array(rendered.utf8), file: name)
                XCTAssertEqual(again.resolvedJSON(), config.resolvedJSON(), context)
            } catch {
                XCTFail("\(context): the resolved config does not load back:\n\(error)")
            }
        case .failure(let problems):
            XCTAssertFalse(problems.errors.isEmpty, context)
            let lineCount = Self.lineCount(mutant.bytes)
            for problem in problems.errors {
                XCTAssertEqual(problem.file, name, context)
                XCTAssertTrue(problem.path.hasPrefix("$"), "\(context): \(problem)")
                if let line = problem.line {
                    XCTAssertTrue((1...lineCount).contains(line), "\(context): line \(line) of \(lineCount): \(problem)")
                } else {
                    XCTFail("\(context): error without a line: \(problem)")
                }
                XCTAssertFalse(problem.message.isEmpty, context)
                XCTAssertFalse(problem.message.contains("Optional("), "\(context): \(problem)")
                XCTAssertFalse(problem.message.contains("\u{FFFD}"), "\(context): \(problem)")
                XCTAssertTrue(problem.description.hasPrefix("\(name): \(problem.path) (line "), "\(context): \(problem)")
            }
            XCTAssertEqual(Set(problems.errors).count, problems.errors.count, "\(context): repeated errors\n\(problems)")
        }
        mutant.expectation.verify(result, context: context)

        switch result {
        case .success: return ("valid", result)
        case .failure(let problems):
            let invalidJSON = problems.errors.count == 1 && problems.errors[0].message.hasPrefix("invalid JSON at ")
            return (invalidJSON ? "invalid JSON" : "config errors", result)
        }
    }

    // MARK: Regressions and fixed cases

    /// Hand-picked hostile files with their exact errors.
    func testHostileConfigFilesGiveExactErrors() {
        let long = String(repeating: "k", count: 200_000)
        let cases: [(String, [UInt8], [String])] = [
            ("empty file", [], ["c.json: $ (line 1): invalid JSON at 1:1: unexpected end of input; expected a value"]),
            ("only a BOM", [0xEF, 0xBB, 0xBF], ["c.json: $ (line 1): invalid JSON at 1:1: unexpected end of input; expected a value"]),
            ("only whitespace", Array(" \n\t\r\n ".utf8), ["c.json: $ (line 3): invalid JSON at 3:2: unexpected end of input; expected a value"]),
            ("null", Array("null".utf8), ["c.json: $ (line 1): expected an object, got null"]),
            ("10,000 [", [UInt8](repeating: UInt8(ascii: "["), count: 10_000),
             ["c.json: $ (line 1): invalid JSON at 1:513: nesting deeper than 512 levels"]),
            ("10,000 {\"a\":", Array(String(repeating: "{\"a\":", count: 10_000).utf8),
             ["c.json: $ (line 1): invalid JSON at 1:2561: nesting deeper than 512 levels"]),
            ("1e309", Array("{\"fixes\": {\"maxDeltaE\": 1e309}}".utf8),
             ["c.json: $ (line 1): invalid JSON at 1:25: number out of range"]),
            ("NUL outside a string", Array("{\"version\": 1,\u{0}}".utf8),
             ["c.json: $ (line 1): invalid JSON at 1:15: unexpected control character U+0000; expected a string key"]),
            ("0xFF outside a string", [UInt8]("{\n  ".utf8) + [0xFF] + [UInt8]("\"version\": 1}".utf8),
             ["c.json: $ (line 2): invalid JSON at 2:3: unexpected invalid UTF-8 byte 0xFF; expected a string key"]),
            ("smart quotes", Array("{“version”: 1}".utf8),
             ["c.json: $ (line 1): invalid JSON at 1:2: unexpected character '“' (U+201C); expected a string key"]),
            ("0xFF in a string", [UInt8]("{\"exclude\": [\"a".utf8) + [0xFF] + [UInt8]("\"]}".utf8),
             ["c.json: $ (line 1): invalid JSON at 1:16: invalid UTF-8 byte 0xFF"]),
            ("an encoded surrogate in a string", [UInt8]("{\"exclude\": [\"".utf8) + [0xED, 0xA0, 0x80] + [UInt8]("\"]}".utf8),
             ["c.json: $ (line 1): invalid JSON at 1:15: invalid UTF-8 sequence"]),
            ("version 1e308", Array("{\"version\": 1e308}".utf8),
             ["c.json: $.version (line 1): unsupported version 1e+308; this HueLint reads version 1"]),
            // Found by fuzzing with long keys: the suggestion's edit-distance table made this take seconds.
            ("a 200,000-character key", Array("{\"\(long)\": 1}".utf8),
             ["c.json: $.\(long) (line 1): unknown key \"\(long)\"; expected \"version\", \"include\", \"exclude\", "
                + "\"paletteFiles\", \"paletteNamespaces\", \"reportNamedConstants\", \"reportSingleUseColors\", \"rules\", \"overrides\", \"contexts\", \"tokens\", "
                + "\"tokenSources\", \"fixes\" or \"contrastPairs\""]),
        ]
        for (label, bytes, expected) in cases {
            do {
                _ = try Configuration.parse(bytes, file: "c.json")
                XCTFail("\(label): loaded")
            } catch let problems as ConfigErrors {
                XCTAssertEqual(problems.errors.map(\.description), expected, label)
            } catch {
                XCTFail("\(label): \(error)")
            }
        }
    }

    // MARK: Seeds

    static func seedFiles() throws -> [(name: String, bytes: [UInt8])] {
        var seeds = [("rules.json", [UInt8](try Data(contentsOf: root.appendingPathComponent("rules.json"))))]
        let folder = root.appendingPathComponent("Fixtures/configs")
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path).filter({ $0.hasSuffix(".json") }).sorted() {
            seeds.append(("Fixtures/configs/" + name, [UInt8](try Data(contentsOf: folder.appendingPathComponent(name)))))
        }
        return seeds
    }

    /// Lines as the parser counts them: LF, CRLF and a lone CR each end one.
    static func lineCount(_ bytes: [UInt8]) -> Int {
        var lines = 1
        var i = 0
        while i < bytes.count {
            if bytes[i] == 0x0A { lines += 1 } else if bytes[i] == 0x0D {
                lines += 1
                if i + 1 < bytes.count && bytes[i + 1] == 0x0A { i += 1 }
            }
            i += 1
        }
        return lines
    }
}

// MARK: - Mutants

enum MutationKind: String, CaseIterable {
    case byteFlip, deletion, duplication, insertion, truncation, lineEndings
    case swapValues, changeType, unknownKey, misspelledKey, weirdString
    case hugeNumber, deepNesting, invalidUTF8, emptyish
}

struct Mutant {
    var kind: MutationKind
    var index: Int
    var seedName: String
    var bytes: [UInt8]
    var expectation: Expectation

    var preview: String {
        let text = String(decoding: bytes.prefix(160), as: UTF8.self)
        return (bytes.count > 160 ? text + "…" : text).debugDescription
    }
}

/// What one mutant must do, beyond the general contract.
enum Expectation {
    /// Only the general contract.
    case any
    /// Loads.
    case valid
    /// Exactly these rendered errors (file `fuzz.json`).
    case exactly([String])
    /// Exactly one invalid-JSON error on `line`, whose message contains one of `oneOf` (when not empty).
    case invalidJSON(line: Int, oneOf: [String])
    /// Exactly one error, at `path` or inside it, on the line of `path`.
    case oneErrorAt(path: String, line: Int, messagePrefix: String?)
    /// Valid, or exactly one error at or inside `path`.
    case validOrOneErrorAt(path: String)
    /// Valid, or errors only at, inside or above (but not at the root of) these paths.
    case errorsOnlyNear([String])
    /// One `unknown …` error at `path` suggesting `original` or a spelling as near.
    case misspelt(path: String, word: String, original: String)

    func verify(_ result: Result<Configuration, ConfigErrors>, context: String) {
        let errors: [ConfigError]
        switch result {
        case .success: errors = []
        case .failure(let problems): errors = problems.errors
        }
        let rendered = errors.map(\.description).joined(separator: "\n")
        switch self {
        case .any:
            break
        case .valid:
            XCTAssertTrue(errors.isEmpty, "\(context): expected a valid config, got\n\(rendered)")
        case .exactly(let expected):
            XCTAssertEqual(errors.map(\.description), expected, context)
        case .invalidJSON(let line, let oneOf):
            XCTAssertEqual(errors.count, 1, "\(context)\n\(rendered)")
            guard let error = errors.first else { return }
            XCTAssertEqual(error.path, "$", context)
            XCTAssertEqual(error.line, line, "\(context)\n\(rendered)")
            XCTAssertTrue(error.message.hasPrefix("invalid JSON at \(line):"), "\(context)\n\(rendered)")
            if !oneOf.isEmpty { XCTAssertTrue(oneOf.contains { error.message.contains($0) }, "\(context)\n\(rendered)") }
        case .oneErrorAt(let path, let line, let prefix):
            XCTAssertEqual(errors.count, 1, "\(context)\n\(rendered)")
            guard let error = errors.first else { return }
            XCTAssertTrue(Self.isAtOrInside(error.path, path), "\(context): expected an error at \(path)\n\(rendered)")
            if error.path == path { XCTAssertEqual(error.line, line, "\(context)\n\(rendered)") }
            if let prefix { XCTAssertTrue(error.message.hasPrefix(prefix), "\(context)\n\(rendered)") }
        case .validOrOneErrorAt(let path):
            XCTAssertLessThanOrEqual(errors.count, 1, "\(context)\n\(rendered)")
            if let error = errors.first {
                XCTAssertTrue(Self.isAtOrInside(error.path, path), "\(context): expected an error at \(path)\n\(rendered)")
            }
        case .errorsOnlyNear(let paths):
            for error in errors {
                let near = paths.contains { Self.isAtOrInside(error.path, $0) || (error.path != "$" && Self.isAtOrInside($0, error.path)) }
                XCTAssertTrue(near, "\(context): error away from \(paths)\n\(rendered)")
            }
        case .misspelt(let path, let word, let original):
            let atPath = errors.filter { $0.path == path }
            XCTAssertEqual(atPath.count, 1, "\(context)\n\(rendered)")
            // A misspelt required key (a token's "name") also reports the key as missing.
            XCTAssertTrue(errors.allSatisfy { $0.path == path || $0.message.hasPrefix("missing required key") || $0.message.contains(" needs ") },
                          "\(context)\n\(rendered)")
            guard let error = atPath.first else { return }
            XCTAssertTrue(error.message.hasPrefix("unknown "), "\(context)\n\(rendered)")
            guard let suggestion = error.suggestion else {
                return XCTFail("\(context): no suggestion for \(word.debugDescription) (was \(original.debugDescription))\n\(rendered)")
            }
            let distance = { (a: String, b: String) in
                Suggestion.distance(Array(a.lowercased().unicodeScalars), Array(b.lowercased().unicodeScalars))
            }
            XCTAssertTrue(suggestion == original || distance(word, suggestion) <= distance(word, original),
                          "\(context): suggested \(suggestion) for \(word), a misspelling of \(original)")
        }
    }

    /// Whether JSON path `path` is `base` or names something inside it.
    static func isAtOrInside(_ path: String, _ base: String) -> Bool {
        path == base || (path.hasPrefix(base) && (path.dropFirst(base.count).first == "." || path.dropFirst(base.count).first == "["))
    }
}

/// SplitMix64: tiny, fast, and the same sequence on every platform.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// One step of a path into a JSON document.
enum PathStep: Hashable {
    case key(String)
    case index(Int)
}

struct MutantGenerator {
    var rng: SplitMix64
    let seeds: [(name: String, bytes: [UInt8])]
    /// The seeds that load, parsed: the structural mutations start from these.
    let trees: [(name: String, value: JSONValue)]
    var mutants: [Mutant] = []

    init(seed: UInt64, seeds: [(name: String, bytes: [UInt8])]) {
        rng = SplitMix64(state: seed)
        self.seeds = seeds
        trees = seeds.compactMap { seed in
            guard (try? Configuration.parse(seed.bytes, file: seed.name)) != nil, let value = try? JSONParser.parse(seed.bytes) else { return nil }
            return (seed.name, value)
        }
    }

    /// Every key a valid config may contain anywhere, so a misspelling that lands on one is skipped.
    static let knownKeys: Set<String> = {
        var keys = Set(ConfigDecoder.topLevelKeys + ConfigDecoder.overrideKeys + ConfigDecoder.tokenKeys + ConfigDecoder.contextKeys)
        keys.formUnion(ConfigDecoder.tokenSourceKeys + ConfigDecoder.designTokenKeys + ConfigDecoder.fixKeys + ConfigDecoder.contrastPairKeys)
        keys.formUnion(RuleRegistry.ids + ["severity"])
        for description in RuleRegistry.descriptions { keys.formUnion(description.options.map(\.name)) }
        return keys
    }()

    /// Replacement values of every JSON type.
    static let values: [JSONValue] = [
        .null, .bool(true), .bool(false), .number(0), .number(1), .number(-1), .number(2.5), .number(1e300),
        .string(""), .string("x"), .string("error"), .string("off"), .string("**/*.swift"), .string("#FFF"),
        .array([]), .array([.string("x")]), .array([.number(1)]), .array([.null]), .object([]),
        .object([(key: "x", value: .number(1))]), .object([(key: "severity", value: .string("note"))]),
    ]

    static let unknownNames = ["banana", "colours", "x-y", "", " ", "日本語", "\u{0}", "a\"b\\c", "$", "🎨", "ignore",
                               "exclude ", "rule", "enabled", "Severity2", "__proto__", String(repeating: "k", count: 300)]

    static let weirdStrings = ["", " ", "{", "}", "[", "]", "[!", "[]", "[z-a]", "[[:nope:]]", "**", "***/", "**/**/**",
                               "{a,{b,c}}", "{,}", "{{{{{{{{", "}}}}", String(repeating: "{a,b}", count: 30), "\\", "a\\",
                               "../..", "/", "./", String(repeating: "*", count: 200), String(repeating: "*a", count: 60) + "b",
                               "\u{0}", "\u{1F}", "日本", "\u{FEFF}", "🎨", "{name}", "{path}", "#", "#GGG", "\n", "a/b/",
                               String(repeating: "x", count: 5_000)]

    static let numberTexts = ["1e308", "-1e308", "1e309", "-1e309", "1e-400", "123456789012345678901234567890",
                              "9007199254740993", "-0", "0.0000001", "1E+2", "4.9e-324", "1.0", "100", "100.0000001",
                              "1" + String(repeating: "0", count: 400), "0." + String(repeating: "0", count: 400) + "1"]

    static let badUTF8: [[UInt8]] = [[0xFF], [0xFE], [0xC0, 0x80], [0x80], [0xBF], [0xE2, 0x82], [0xED, 0xA0, 0x80],
                                     [0xF4, 0x90, 0x80, 0x80], [0xF8, 0x88, 0x80, 0x80, 0x80], [0xC3]]

    mutating func generate(scale: Int) -> [Mutant] {
        let counts: [(MutationKind, Int)] = [
            (.byteFlip, 300), (.deletion, 200), (.duplication, 150), (.insertion, 150), (.truncation, 150),
            (.lineEndings, 12), (.swapValues, 200), (.changeType, 250), (.unknownKey, 120), (.misspelledKey, 200),
            (.weirdString, 180), (.hugeNumber, 100), (.deepNesting, 40), (.invalidUTF8, 120), (.emptyish, 8),
        ]
        for (kind, count) in counts {
            for i in 0..<(count * scale) { make(kind, i) }
        }
        return mutants
    }

    // MARK: Random helpers

    mutating func int(_ range: Range<Int>) -> Int { Int.random(in: range, using: &rng) }
    mutating func pick<T>(_ items: [T]) -> T { items[int(0..<items.count)] }
    mutating func chance(_ percent: Int) -> Bool { int(0..<100) < percent }

    mutating func add(_ kind: MutationKind, _ index: Int, _ seedName: String, _ bytes: [UInt8], _ expectation: Expectation) {
        mutants.append(Mutant(kind: kind, index: index, seedName: seedName, bytes: bytes, expectation: expectation))
    }

    // MARK: Mutations

    mutating func make(_ kind: MutationKind, _ index: Int) {
        switch kind {
        case .byteFlip, .deletion, .duplication, .insertion:
            let seed = pick(seeds)
            var bytes = seed.bytes
            let rounds = chance(70) ? 1 : int(2..<6)
            for _ in 0..<rounds { mutateBytes(&bytes, kind) }
            add(kind, index, seed.name, bytes, .any)
        case .truncation:
            let tree = pick(trees)
            let bytes = seeds.first { $0.name == tree.name }!.bytes
            let end = bytes.lastIndex(of: UInt8(ascii: "}"))!
            let cut = int(0..<end + 1)
            let prefix = Array(bytes[..<cut])
            add(kind, index, tree.name, prefix, .invalidJSON(line: ConfigFuzzTests.lineCount(prefix), oneOf: []))
        case .lineEndings:
            let tree = pick(trees)
            let bytes = seeds.first { $0.name == tree.name }!.bytes
            let ending: [UInt8] = pick([[0x0D, 0x0A], [0x0D], [0x0A, 0x0A], [0x20, 0x09, 0x0A]])
            var out: [UInt8] = chance(50) ? [0xEF, 0xBB, 0xBF] : []
            for b in bytes { if b == 0x0A { out += ending } else { out.append(b) } }
            add(kind, index, tree.name, out, .valid)
        case .swapValues: swapValues(index)
        case .changeType: changeType(index)
        case .unknownKey: unknownKey(index)
        case .misspelledKey: misspelledKey(index)
        case .weirdString: weirdString(index)
        case .hugeNumber: hugeNumber(index)
        case .deepNesting: deepNesting(index)
        case .invalidUTF8: invalidUTF8(index)
        case .emptyish:
            let files: [([UInt8], [String])] = [
                ([], ["\(FuzzCLIRunner.fileName): $ (line 1): invalid JSON at 1:1: unexpected end of input; expected a value"]),
                ([0xEF, 0xBB, 0xBF], ["\(FuzzCLIRunner.fileName): $ (line 1): invalid JSON at 1:1: unexpected end of input; expected a value"]),
                (Array("\n\n".utf8), ["\(FuzzCLIRunner.fileName): $ (line 3): invalid JSON at 3:1: unexpected end of input; expected a value"]),
                (Array("{}".utf8), []),
                (Array("[]".utf8), ["\(FuzzCLIRunner.fileName): $ (line 1): expected an object, got an array"]),
                (Array("\"rules\"".utf8), ["\(FuzzCLIRunner.fileName): $ (line 1): expected an object, got a string"]),
                (Array("0".utf8), ["\(FuzzCLIRunner.fileName): $ (line 1): expected an object, got an integer"]),
                (Array("{} {}".utf8), ["\(FuzzCLIRunner.fileName): $ (line 1): invalid JSON at 1:4: unexpected character '{' after the JSON value"]),
            ]
            let (bytes, expected) = files[index % files.count]
            add(kind, index, "-", bytes, expected.isEmpty ? .valid : .exactly(expected))
        }
    }

    mutating func mutateBytes(_ bytes: inout [UInt8], _ kind: MutationKind) {
        guard !bytes.isEmpty else { bytes = [UInt8(ascii: "{")]; return }
        let at = int(0..<bytes.count)
        switch kind {
        case .byteFlip:
            if chance(50) { bytes[at] ^= UInt8(1) << UInt8(int(0..<8)) } else { bytes[at] = UInt8(int(0..<256)) }
        case .deletion:
            let length = chance(60) ? 1 : int(1..<min(200, bytes.count - at) + 1)
            bytes.removeSubrange(at..<min(bytes.count, at + length))
        case .duplication:
            let length = int(1..<min(300, bytes.count - at) + 1)
            let copy = Array(bytes[at..<at + length])
            let times = chance(90) ? 1 : int(2..<50)
            bytes.insert(contentsOf: Array([[UInt8]](repeating: copy, count: times).joined()), at: int(0..<bytes.count + 1))
        default:
            let structural = Array("{}[],:\"\\ 0-e.tfn/*\n".utf8)
            let piece: [UInt8] = chance(70) ? [pick(structural)] : (0..<int(1..<8)).map { _ in UInt8(int(0..<256)) }
            bytes.insert(contentsOf: piece, at: at)
        }
    }

    // MARK: Structural mutations

    /// A random loadable seed, parsed.
    mutating func tree() -> (name: String, value: JSONValue) { pick(trees) }

    mutating func swapValues(_ index: Int) {
        let (name, root) = tree()
        let paths = Self.paths(in: root)
        let a = pick(paths)
        let others = paths.filter { !$0.starts(with: a) && !a.starts(with: $0) }
        guard let b = others.isEmpty ? nil : pick(others) else { return }
        var value = Self.set(root, at: a, to: Self.get(root, at: b)!)
        value = Self.set(value, at: b, to: Self.get(root, at: a)!)
        let bytes = Array(JSONWriter.render(value).utf8)
        add(.swapValues, index, name, bytes, .errorsOnlyNear([Self.jsonPath(a), Self.jsonPath(b)]))
    }

    mutating func changeType(_ index: Int) {
        let (name, root) = tree()
        let path = pick(Self.paths(in: root))
        let old = Self.get(root, at: path)!
        let candidates = Self.values.filter { $0.typeDescription != old.typeDescription }
        let new = pick(candidates)
        let bytes = Array(JSONWriter.render(Self.set(root, at: path, to: new)).utf8)
        let jsonPath = Self.jsonPath(path)
        // A rule entry may be a bare severity; everything else in a loadable seed has one type.
        let isRuleEntry = path.count >= 2 && path[path.count - 2] == .key("rules")
        // `reportSingleUseColors` takes a boolean or the string "newCode".
        let isSingleUsePolicy = path == [.key("reportSingleUseColors")] && (new.boolValue != nil || new.stringValue == "newCode")
        if isRuleEntry, let s = new.stringValue, ConfiguredSeverity(s) != nil {
            add(.changeType, index, name, bytes, .valid)
        } else if isSingleUsePolicy {
            add(.changeType, index, name, bytes, .valid)
        } else if name == "rules.json" {
            add(.changeType, index, name, bytes, .oneErrorAt(path: jsonPath, line: Self.line(of: jsonPath, in: bytes), messagePrefix: nil))
        } else {
            add(.changeType, index, name, bytes, .errorsOnlyNear([jsonPath]))
        }
    }

    mutating func unknownKey(_ index: Int) {
        let (name, root) = tree()
        let objects = [[]] + Self.paths(in: root).filter { Self.get(root, at: $0)?.objectValue != nil }
        let path = pick(objects)
        let key = pick(Self.unknownNames)
        guard var members = Self.get(root, at: path)?.objectValue, !members.contains(where: { $0.key == key }) else { return }
        members.insert((key: key, value: pick(Self.values)), at: int(0..<members.count + 1))
        let bytes = Array(JSONWriter.render(Self.set(root, at: path, to: .object(members))).utf8)
        let memberPath = Self.jsonPath(path + [.key(key)])
        add(.unknownKey, index, name, bytes, .oneErrorAt(path: memberPath, line: Self.line(of: memberPath, in: bytes), messagePrefix: "unknown "))
    }

    mutating func misspelledKey(_ index: Int) {
        let (name, root) = tree()
        let members = Self.paths(in: root).filter { if case .key = $0.last { return true } else { return false } }
        let path = pick(members)
        guard case .key(let original) = path.last!, !original.isEmpty else { return }
        var scalars = Array(original.unicodeScalars)
        let letters = Array("abcdefghijklmnopqrstuvwxyz-_".unicodeScalars)
        let at = int(0..<scalars.count)
        switch int(0..<5) {
        case 0: scalars.insert(pick(letters), at: int(0..<scalars.count + 1))
        case 1: scalars.remove(at: at)
        case 2: scalars[at] = pick(letters)
        case 3: if at + 1 < scalars.count { scalars.swapAt(at, at + 1) } else { scalars.insert("s", at: at + 1) }
        default: scalars = Array((chance(50) ? original.uppercased() : original.capitalized).unicodeScalars)
        }
        var word = ""
        word.unicodeScalars.append(contentsOf: scalars)
        let parent = Array(path.dropLast())
        guard !Self.knownKeys.contains(word), let siblings = Self.get(root, at: parent)?.objectValue,
              !siblings.contains(where: { $0.key == word }) else { return }
        let renamed = JSONValue.object(siblings.map { $0.key == original ? (key: word, value: $0.value) : $0 })
        let bytes = Array(JSONWriter.render(Self.set(root, at: parent, to: renamed)).utf8)
        add(.misspelledKey, index, name, bytes, .misspelt(path: Self.jsonPath(parent + [.key(word)]), word: word, original: original))
    }

    mutating func weirdString(_ index: Int) {
        let (name, root) = tree()
        let strings = Self.paths(in: root).filter { Self.get(root, at: $0)?.stringValue != nil }
        guard !strings.isEmpty else { return }
        let path = pick(strings)
        let bytes = Array(JSONWriter.render(Self.set(root, at: path, to: .string(pick(Self.weirdStrings)))).utf8)
        add(.weirdString, index, name, bytes, .validOrOneErrorAt(path: Self.jsonPath(path)))
    }

    /// A number written as text the writer cannot produce, at any value's place.
    mutating func hugeNumber(_ index: Int) {
        let (name, root) = tree()
        let path = pick(Self.paths(in: root))
        let text = pick(Self.numberTexts)
        let (bytes, line, column) = Self.splice(root, at: path, raw: Array(text.utf8))
        guard let value = Double(text), value.isFinite else {
            let expected = "\(FuzzCLIRunner.fileName): $ (line \(line)): invalid JSON at \(line):\(column): number out of range"
            return add(.hugeNumber, index, name, bytes, .exactly([expected]))
        }
        let jsonPath = Self.jsonPath(path)
        if path == [.key("version")] || path == [.key("fixes"), .key("maxDeltaE")] {
            add(.hugeNumber, index, name, bytes, .validOrOneErrorAt(path: jsonPath))
        } else if name == "rules.json" {
            add(.hugeNumber, index, name, bytes, .oneErrorAt(path: jsonPath, line: line, messagePrefix: "expected "))
        } else {
            add(.hugeNumber, index, name, bytes, .errorsOnlyNear([jsonPath]))
        }
    }

    /// Brackets nested 1 to 10,000 deep at a value's place, or as the whole file.
    mutating func deepNesting(_ index: Int) {
        if index < 4 {
            let unit = ["[", "{\"a\":", "[{\"a\":", " [\n"][index]
            let bytes = Array(String(repeating: unit, count: 10_000).utf8)
            let (line, column): (Int, Int)
            switch index {
            case 0: (line, column) = (1, 513)
            case 1: (line, column) = (1, 5 * 512 + 1)
            case 2: (line, column) = (1, 6 * 256 + 1)
            default: (line, column) = (513, 2)
            }
            let expected = "\(FuzzCLIRunner.fileName): $ (line \(line)): invalid JSON at \(line):\(column): nesting deeper than 512 levels"
            return add(.deepNesting, index, "-", bytes, .exactly([expected]))
        }
        let (name, root) = tree()
        let path = pick(Self.paths(in: root))
        let depth = pick([1, 2, 100, 509, 510, 511, 512, 513, 10_000])
        let closed = depth <= 1_000
        let raw = Array(String(repeating: "[", count: depth).utf8) + (closed ? Array(String(repeating: "]", count: depth).utf8) : [])
        let (bytes, line, column) = Self.splice(root, at: path, raw: raw)
        // The value sits inside path.count containers; its first bracket is one level deeper.
        let overflowAt = JSONParser.maxDepth - path.count
        if depth > overflowAt {
            let expected = "\(FuzzCLIRunner.fileName): $ (line \(line)): invalid JSON at \(line):\(column + overflowAt): nesting deeper than 512 levels"
            add(.deepNesting, index, name, bytes, .exactly([expected]))
        } else if depth == 1 {
            add(.deepNesting, index, name, bytes, .validOrOneErrorAt(path: Self.jsonPath(path)))  // `[]` is a fine empty list
        } else if name == "rules.json" {
            add(.deepNesting, index, name, bytes, .oneErrorAt(path: Self.jsonPath(path), line: line, messagePrefix: "expected "))
        } else {
            add(.deepNesting, index, name, bytes, .errorsOnlyNear([Self.jsonPath(path)]))
        }
    }

    mutating func invalidUTF8(_ index: Int) {
        let (name, root) = tree()
        let original = seeds.first { $0.name == name }!.bytes
        // Anywhere before the closing brace: in a key, a string, a number, a literal or whitespace.
        let end = original.lastIndex(of: UInt8(ascii: "}"))!
        let at = int(0..<end + 1)
        let bad = pick(Self.badUTF8)
        let bytes = Array(original[..<at]) + bad + Array(original[at...])
        let line = ConfigFuzzTests.lineCount(Array(original[..<at]))
        _ = root
        // In a literal or right after a backslash, the literal or the escape is what is wrong.
        add(.invalidUTF8, index, name, bytes, .invalidJSON(line: line, oneOf: ["UTF-8", "invalid literal", "invalid escape"]))
    }

    // MARK: Tree helpers

    /// Every path to a value below the root, parents before children.
    static func paths(in value: JSONValue, prefix: [PathStep] = []) -> [[PathStep]] {
        var out: [[PathStep]] = []
        switch value {
        case .object(let members):
            for member in members {
                let path = prefix + [.key(member.key)]
                out.append(path)
                out += paths(in: member.value, prefix: path)
            }
        case .array(let items):
            for (i, item) in items.enumerated() {
                let path = prefix + [.index(i)]
                out.append(path)
                out += paths(in: item, prefix: path)
            }
        default: break
        }
        return out
    }

    static func get(_ value: JSONValue, at path: [PathStep]) -> JSONValue? {
        guard let step = path.first else { return value }
        switch (step, value) {
        case (.key(let key), .object(let members)):
            return members.first { $0.key == key }.flatMap { get($0.value, at: Array(path.dropFirst())) }
        case (.index(let i), .array(let items)) where i < items.count:
            return get(items[i], at: Array(path.dropFirst()))
        default: return nil
        }
    }

    static func set(_ value: JSONValue, at path: [PathStep], to new: JSONValue) -> JSONValue {
        guard let step = path.first else { return new }
        let rest = Array(path.dropFirst())
        switch (step, value) {
        case (.key(let key), .object(let members)):
            return .object(members.map { $0.key == key ? (key: key, value: set($0.value, at: rest, to: new)) : $0 })
        case (.index(let i), .array(var items)) where i < items.count:
            items[i] = set(items[i], at: rest, to: new)
            return .array(items)
        default: return value
        }
    }

    static func jsonPath(_ path: [PathStep]) -> String {
        path.reduce(JSONPath.root) { base, step in
            switch step {
            case .key(let key): return JSONPath.member(base, key)
            case .index(let i): return JSONPath.index(base, i)
            }
        }
    }

    /// The line the writer put `jsonPath` on, found by the parser that records it.
    static func line(of jsonPath: String, in bytes: [UInt8]) -> Int {
        (try? JSONParser.parseDocument(bytes))?.lines[jsonPath] ?? 0
    }

    /// Renders `root` with `raw` bytes written in place of the value at `path`; returns the bytes
    /// and the 1-based line and column (in Unicode scalars) where `raw` starts.
    static func splice(_ root: JSONValue, at path: [PathStep], raw: [UInt8]) -> ([UInt8], Int, Int) {
        let marker = "\u{1}HOLE\u{1}"
        let rendered = Array(JSONWriter.render(set(root, at: path, to: .string(marker))).utf8)
        let needle = Array("\"\\u0001HOLE\\u0001\"".utf8)
        var start = 0
        while !rendered[start...].starts(with: needle) { start += 1 }
        let before = Array(rendered[..<start])
        let lineStart = (before.lastIndex(of: 0x0A).map { $0 + 1 }) ?? 0
        let column = String(decoding: before[lineStart...], as: UTF8.self).unicodeScalars.count + 1
        let bytes = before + raw + Array(rendered[(start + needle.count)...])
        return (bytes, ConfigFuzzTests.lineCount(before), column)
    }
}

// MARK: - Through the CLI

/// Runs `huelint --config FILE --format json .` in-process on a small tree for each mutant: exit 2
/// with exactly the loader's errors on stderr, or a lint with the real engine. Each distinct valid
/// configuration is linted once.
final class FuzzCLIRunner {
    /// The name mutants are loaded under, and so the file the expected errors name. The CLI run
    /// writes each mutant to its own config-N.json and expects the same errors naming that path.
    static let fileName = "fuzz.json"
    let directory: String
    private var serial = 0
    let stdout = CLIHarness.Capture()
    let stderr = CLIHarness.Capture()
    private var seen: Set<String> = []
    private(set) var linted = 0

    init() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("huelint-config-fuzz-\(UUID().uuidString)")
        directory = url.resolvingSymlinksInPath().path
        let files = [
            "App/Home.swift": """
                import SwiftUI
                struct Home: View {
                    @Environment(\\.colorScheme) var colorScheme
                    var body: some View {
                        Text("Hi").foregroundColor(Color(red: 0.1, green: 0.4, blue: 0.8))
                            .background(colorScheme == .dark ? Color.white : Color.black)
                        // huelint:disable-next-line hex-color-literal
                        Text("B").foregroundColor(Color(hex: "E30613"))
                    }
                }

                """,
            "App/Theme/Palette.swift": "extension Color { static let brand = Color(red: 0.9, green: 0.1, blue: 0.2) }\n",
            "app/src/Main.kt": "val tint = if (isSystemInDarkTheme()) Color.White else Color(0xFF0066CC)\n",
            "app/src/main/res/values/colors.xml": """
                <resources><color name="primary">#9FA8DA</color><color name="on_primary">#FFFFFF</color></resources>

                """,
        ]
        for (path, text) in files {
            let file = url.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
        }
    }

    deinit { try? FileManager.default.removeItem(atPath: directory) }

    /// Plain open/write/close: Foundation's file writes cost milliseconds each here, times thousands of mutants.
    private func write(_ bytes: [UInt8], to configPath: String) -> Bool {
        let fd = open(configPath, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        return bytes.withUnsafeBytes { buffer in
            var done = 0
            while done < buffer.count {
                let n = Foundation.write(fd, buffer.baseAddress! + done, buffer.count - done)
                if n <= 0 { return false }
                done += n
            }
            return true
        }
    }

    /// Runs the CLI on `mutant`, which loaded as `expected` when named `fileName`.
    func check(_ mutant: Mutant, loaded expected: Result<Configuration, ConfigErrors>) {
        let context = "CLI, \(mutant.kind) mutant \(mutant.index) of \(mutant.seedName): \(mutant.preview)"
        var key = ""
        if case .success(let config) = expected {
            key = JSONWriter.render(config.resolvedJSON())
            // The engine has seen this configuration already: loading is what the mutant changes.
            if seen.contains(key) { return }
        }
        // A new file each time: rewriting one file in place made ext4 flush it on every close.
        serial += 1
        let configPath = directory + "/config-\(serial).json"
        guard write(mutant.bytes, to: configPath) else { return XCTFail("\(context): cannot write \(configPath)") }
        defer { unlink(configPath) }
        stdout.text = ""
        stderr.text = ""
        let environment = CLIEnvironment(currentDirectory: directory, stdout: stdout, stderr: stderr, processorCount: 2)
        let status = HueLintCLI.run(arguments: ["--config", configPath, "--format", "json", "."], environment: environment)
        switch expected {
        case .failure(let problems):
            XCTAssertEqual(status, 2, context)
            // `--config` names the file by the path given.
            let named = problems.errors.map { error -> ConfigError in
                var error = error
                error.file = configPath
                return error
            }
            XCTAssertEqual(stderr.text, named.map { "error: \($0)\n" }.joined(), context)
            XCTAssertEqual(stdout.text, "", context)
        case .success:
            seen.insert(key)
            linted += 1
            XCTAssertTrue(status == 0 || status == 1, "\(context): exit \(status)\n\(stderr.text)")
            XCTAssertFalse(stderr.text.contains("error: "), "\(context)\n\(stderr.text)")
            XCTAssertNoThrow(try JSONParser.parse(Array(stdout.text.utf8)), context)
        }
    }
}
