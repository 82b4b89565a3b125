/// What linting one file produced, before project-wide rules and unused suppressions are settled.
struct FileResult: Sendable {
    var findings: [Finding] = []
    var candidates: [ProjectCandidate] = []
    var suppressions = SuppressionMap()
    var source: SourceFile?
    var warning: FileWarning?
    /// `.test` for test files, else `.code`: the context unused suppressions are judged in.
    var fileContext: FindingContext = .code
    /// Findings linted before the token fixes were ready, to annotate once they are.
    var pendingFixes: PendingFixes?
    /// The file, when a check asked for the project's colours before the catalog had loaded: its
    /// result is replaced by a lint made once the catalog is known, so output does not depend on timing.
    var lintAgain: SourceFile?
    /// The palette-named cases the file's enums declare (`ProjectEnumCases`).
    var enumColorCases: Set<String> = []
}

/// Findings of one file whose token fixes were still loading, with what annotating them needs.
/// Only the files linted while the catalog loads keep their context this way.
final class PendingFixes: @unchecked Sendable {  // read by one thread after the lint
    let context: FileContext
    /// Indices of the findings to annotate.
    var items: [Int] = []

    init(_ context: FileContext) { self.context = context }

    /// Annotates every pending finding in `results` with `fixes`, and drops the contexts.
    static func complete(_ results: inout [FileResult], in range: Range<Int>? = nil, with fixes: TokenFixes?) {
        // Through the array itself: an `inout` slice of it is a copy, and so would be every findings
        // array the annotations then change.
        for index in range ?? results.indices {
            guard let pending = results[index].pendingFixes else { continue }
            results[index].pendingFixes = nil
            for item in pending.items { fixes?.annotate(&results[index].findings[item], in: pending.context) }
        }
    }
}

/// Lints one file with a fixed set of rules: lex once, build the structure once, run every rule,
/// then drop what definitions, conditionals and suppressions account for.
package struct FileLinter: Sendable {
    package let configuration: Configuration
    let rules: [any Rule]
    /// Per rule, what the per-file loop needs, read once (descriptions are large to copy).
    let ruleFacts: [(id: String, skipsDefinitions: Bool, isProject: Bool, countsWrittenValues: Bool)]
    /// Indices in `rules` of the rules for each language, so the per-file loop neither asks every
    /// rule nor copies its facts to decide.
    let swiftRules: [Int]
    let kotlinRules: [Int]
    /// Indices of the rules that run only because their findings cover others' (`coversWhenOff`):
    /// they come last in `swiftRules` and `kotlinRules`.
    let coverOnlyRules: Set<Int>
    let enabledIDs: Set<String>
    let knownIDs: Set<String>
    /// The enabled rules' descriptions in registry order, for reports (built once: they are large).
    let enabledDescriptions: [RuleDescription]
    /// The registry's project rules with their ids, in registry order: settling asked each rule
    /// type `as? ProjectRule.Type`, a runtime conformance lookup, per linted file in `lint(_:)`.
    let projectRules: [(id: String, type: any ProjectRule.Type)]
    /// Per language, the text some enabled rule or a suppression needs (see `RequiredText`); nil
    /// when every file must be linted.
    let swiftPrefilter: Prefilter?
    let kotlinPrefilter: Prefilter?
    /// Whether the app forces dark mode on every window (`AppAppearance`).
    package var appForcesDarkAppearance: Bool {
        get { eventualAppForcesDark.value }
        set { eventualAppForcesDark = Eventually(newValue) }
    }
    /// The same, perhaps still being read from the app's setup files when linting starts.
    var eventualAppForcesDark = Eventually(false)
    /// Off only to check the prefilter (`--no-prefilter`): output must be the same either way.
    package var usesPrefilter: Bool
    /// Token fixes for colour findings; nil when the run has no token catalog.
    package var tokenFixes: TokenFixes? {
        get { eventualTokenFixes?.value ?? nil }
        set { eventualTokenFixes = Eventually(newValue) }
    }
    /// The same, perhaps still loading when linting starts.
    var eventualTokenFixes: Eventually<TokenFixes?>?

    /// White and black in any spelling follow `direct-palette-reference`'s policy (one setting).
    let reportsBlackAndWhite: Bool

    package init(configuration: Configuration) {
        self.configuration = configuration
        let enabled = Set(configuration.enabledRuleIDs)
        // A table's finding covers the colours in it even when the table rule is off: it runs, and
        // `report` drops its own findings by severity.
        rules = RuleRegistry.ruleTypes.filter { enabled.contains($0.description.id) || $0.description.coversWhenOff }.map {
            $0.init(options: configuration.options(forRule: $0.description.id))
        }
        ruleFacts = rules.map { rule in
            let d = type(of: rule).description
            // Where single-use colours are left out, the run counts each literal colour's value.
            let countsValues = !configuration.reportsSingleUseColors && SingleUseColors.ruleIDs.contains(d.id)
            return (d.id, d.skipsDefinitions, rule is any ProjectRule, countsValues)
        }
        let languages = rules.map { type(of: $0).description.languages }
        // A rule that runs only to cover (off, `coversWhenOff`) runs after the enabled ones, and only
        // when they found something to cover.
        let ids = ruleFacts.map(\.id)
        let coversOnly = Set(ids.indices.filter { !enabled.contains(ids[$0]) })
        let swift = languages.indices.filter { languages[$0].contains(.swift) }
        let kotlin = languages.indices.filter { languages[$0].contains(.kotlin) }
        swiftRules = swift.filter { !coversOnly.contains($0) } + swift.filter { coversOnly.contains($0) }
        kotlinRules = kotlin.filter { !coversOnly.contains($0) } + kotlin.filter { coversOnly.contains($0) }
        coverOnlyRules = coversOnly
        enabledIDs = enabled
        let palette = DirectPaletteReferenceRule.Options(configuration.options(forRule: DirectPaletteReferenceRule.description.id))
        reportsBlackAndWhite = palette.reportBlackAndWhite || palette.reportFixedContrast
        knownIDs = Set(RuleRegistry.ids)
        enabledDescriptions = RuleRegistry.descriptions.filter { enabled.contains($0.id) }
        let built = rules
        func prefilter(_ language: Language, _ indices: [Int]) -> Prefilter? {
            // `huelint:` comments are read in every file the rules read; an unused one is reported.
            // A cover-only rule needs no file of its own: it covers what the enabled rules find.
            Prefilter.cached(indices.filter { !coversOnly.contains($0) }.map { built[$0].requiredText(language, configuration) }
                + [RequiredText(anyOf: ["huelint"])])
        }
        usesPrefilter = configuration.usesPrefilter
        swiftPrefilter = prefilter(.swift, swiftRules)
        kotlinPrefilter = prefilter(.kotlin, kotlinRules)
        projectRules = RuleRegistry.ruleTypes.compactMap { ruleType in
            (ruleType as? any ProjectRule.Type).map { (ruleType.description.id, $0) }
        }
    }

    /// Lints in-memory source (tests, examples, stdin). Project rules see only this file.
    package func lint(_ file: SourceFile) -> [Finding] {
        LintEngine.settle([lintFile(file)][...], linter: self).findings
    }

    /// Lints one file: skip it if no enabled rule can report in it, lex it, read its suppressions,
    /// run the rules, and turn what they found into located, fingerprinted findings.
    func lintFile(_ file: SourceFile) -> FileResult {
        // Most files name no colour: no enabled rule can report in them, so they are not lexed.
        if !mayReport(in: file) { return FileResult() }
        let ctx = FileContext(file: file, paletteByPath: configuration.isPaletteFile(file.path),
                              paletteNamespaces: configuration.paletteNamespaces)
        ctx.namedConstantsAreDefinitions = !configuration.reportsNamedColorConstants
        ctx.reportsBlackAndWhite = reportsBlackAndWhite
        if let known = eventualAppForcesDark.valueIfResolved {
            ctx.appForcesDarkAppearance = known
        } else {
            // Read only by the rare check that needs it, which waits for it there.
            let eventual = eventualAppForcesDark
            ctx.appForcesDarkProvider = { eventual.value }
        }
        if let eventual = eventualTokenFixes {
            // Nil while the catalog loads: the file is linted again once it has (`lintAgain`).
            ctx.projectColorsProvider = {
                guard let resolved = eventual.valueIfResolved else { return nil }
                return resolved?.projectColors ?? ProjectColorFacts()
            }
        }
        var result = FileResult()
        readSuppressions(ctx, into: &result)
        let raw = runRules(ctx)
        if ctx.askedBeforeProjectColorsWereKnown { result.lintAgain = file }
        result.enumColorCases = ProjectEnumCases.declared(in: ctx)
        // Most files have no findings: nothing to sort, cover or count.
        if raw.isEmpty { return result }
        report(raw, ctx, into: &result)
        return result
    }

    /// Whether the prefilter lets `file` through (always, with the prefilter off).
    package func mayReport(in file: SourceFile) -> Bool {
        guard usesPrefilter, let prefilter = file.language == .swift ? swiftPrefilter : kotlinPrefilter else { return true }
        return file.bytes.withUnsafeBufferPointer { prefilter.admits($0) }
    }

    /// The file's `huelint:` directives, read only when a comment holds one.
    private func readSuppressions(_ ctx: FileContext, into result: inout FileResult) {
        let file = ctx.file
        if SuppressionMap.anyDirective(comments: ctx.commentTokens, bytes: UnsafeBufferPointer(ctx.raw)) {
            result.suppressions = SuppressionMap(tokens: ctx.commentTokens, file: file,
                                                 knownRuleIDs: knownIDs)
        }
        // Kept only when needed to locate unused suppressions later; most files have none.
        if !result.suppressions.isEmpty {
            result.source = file
            result.fileContext = ctx.isTestFile ? .test : .code
        }
    }

    /// What the file's language's rules find, without what falls in colour definitions.
    private func runRules(_ ctx: FileContext) -> [(rule: Int, finding: RuleFinding)] {
        var raw: [(rule: Int, finding: RuleFinding)] = []
        // By index: `for rule in rules` copied each existential (and retained it) per file.
        for index in ctx.file.language == .swift ? swiftRules : kotlinRules {
            // Nothing found, nothing to cover.
            if raw.isEmpty && coverOnlyRules.contains(index) { break }
            let skipsDefinitions = ruleFacts[index].skipsDefinitions
            if skipsDefinitions && ctx.isPaletteFile { continue }
            var found: [RuleFinding] = []
            rules[index].check(ctx, into: &found)
            // Asked only now: whether a file is mostly colour declarations needs its scopes built.
            if found.isEmpty || skipsDefinitions && ctx.isDefinitionFile { continue }
            for finding in found {
                if skipsDefinitions && ctx.isNotAColorChoice(offset: finding.range.start) {
                    continue
                }
                raw.append((index, finding))
            }
        }
        return raw
    }

    /// Turns the rules' findings, in source order, into findings or project candidates: drops those a
    /// conditional covers and repeats within one choice, applies severity, fingerprints, suppresses,
    /// and attaches token fixes.
    private func report(_ raw: [(rule: Int, finding: RuleFinding)], _ ctx: FileContext, into result: inout FileResult) {
        let file = ctx.file
        // A conditional covers the colours in its branches: report the choice once.
        let covered = ByteRangeCover(raw.compactMap(\.finding.covers))
        var occurrences: [String: Int] = [:]
        // The branches of one conditional expression are one choice: one finding per rule.
        var choices: Set<Int> = []
        // One finding per expression: `.init(hex: "03A9F4")` is reported, not also its string.
        var lastKept: [Int: ByteRange] = [:]
        // Built only for the first literal colour: most files have none.
        var parser: SourceColorParser?
        // A gradient's stops are one design element: one finding per rule, at its first stop, which
        // says how many there are.
        var gradients: Set<Int> = []
        // Each finding's gradient is found once, by where it starts, and read again below.
        var stopsPerGradient: [Int: [ByteRange]] = [:]
        var gradientAt: [Int: Int] = [:]
        for item in raw where configuration.groupsGradientStops && ruleFacts[item.rule].skipsDefinitions && item.finding.covers == nil {
            if let gradient = ctx.enclosingGradient(around: ctx.position(atOffset: item.finding.range.start)) {
                gradientAt[item.finding.range.start] = gradient
                stopsPerGradient[gradient &* 64 &+ item.rule, default: []].append(item.finding.range)
            }
        }
        // Outermost first, so that an expression comes before the parts it contains.
        let ordered = raw.sorted { a, b in
            a.finding.range.start != b.finding.range.start ? a.finding.range.start < b.finding.range.start
                : a.finding.range.end > b.finding.range.end
        }
        for var item in ordered {
            let facts = ruleFacts[item.rule]
            let range = item.finding.range
            if let outer = lastKept[item.rule], outer.contains(range) { continue }
            if facts.skipsDefinitions && item.finding.covers == nil {
                if covered.containsRange(range) { continue }
                let position = ctx.position(atOffset: range.start)
                if let choice = ctx.conditionalChoice(around: position) ?? ctx.switchChoice(around: position),
                   !choices.insert(choice &* 64 &+ item.rule).inserted {
                    continue
                }
                if let gradient = gradientAt[range.start] {
                    let key = gradient &* 64 &+ item.rule
                    guard gradients.insert(key).inserted else { continue }
                    let stops = FileLinter.outermostCount(stopsPerGradient[key] ?? [])
                    if stops > 1 { item.finding.message += " (the first of \(stops) hardcoded stops of this gradient)" }
                }
            }
            lastKept[item.rule] = range
            let context = ctx.context(atOffset: range.start)
            guard let severity = configuration.severity(forRule: facts.id, path: file.path, context: context) else { continue }
            var finding = makeFinding(facts.id, severity, item.finding, context, file)
            finding.fix = item.finding.fix
            finding.covers = item.finding.covers
            finding.isSystemHue = item.finding.isSystemHue
            finding.ownCallMember = item.finding.ownCallMember
            if facts.countsWrittenValues {
                if parser == nil { parser = SourceColorParser(ctx) }
                finding.writtenValue = parser!.color(in: range).map(SingleUseColors.key) ?? "text:" + FileLinter.normalized(file.text(range))
            }
            fingerprint(&finding, facts.id, file.text(range), &occurrences)
            if facts.isProject {
                result.candidates.append(ProjectCandidate(finding: finding, siteKey: item.finding.siteKey ?? finding.normalizedText))
            } else if !result.suppressions.suppresses(ruleID: facts.id, line: finding.start.line) {
                attachTokenFix(&finding, ctx, &result)
                result.findings.append(finding)
            }
        }
    }

    /// How many of `ranges` no other contains: stops, not findings (`.init(hex: "03A9F4")` and its
    /// string are one stop). One sort and one sweep, so a generated gradient of 50,000 stops stays linear.
    static func outermostCount(_ ranges: [ByteRange]) -> Int {
        let sorted = ranges.sorted { $0.start != $1.start ? $0.start < $1.start : $0.end > $1.end }
        var count = 0
        var outerEnd = Int.min
        for range in sorted where range.end > outerEnd || range.start >= outerEnd {
            count += 1
            outerEnd = range.end
        }
        return count
    }

    /// Gives `finding` its fingerprint: the rule, its text without whitespace, and which occurrence
    /// of that text in the file it is.
    private func fingerprint(_ finding: inout Finding, _ id: String, _ text: String, _ occurrences: inout [String: Int]) {
        let normalized = FileLinter.normalized(text)
        let key = id + "\u{0}" + normalized
        let index = occurrences[key, default: 0]
        occurrences[key] = index + 1
        finding.fingerprint = Fingerprint.of(ruleID: id, text: normalized, occurrence: index)
        finding.normalizedText = normalized
        finding.occurrence = index
    }

    /// Adds the token fix to `finding` when the catalog is loaded, or queues it when it is still loading.
    private func attachTokenFix(_ finding: inout Finding, _ ctx: FileContext, _ result: inout FileResult) {
        guard let eventualTokenFixes else { return }
        if let ready = eventualTokenFixes.valueIfResolved {
            ready?.annotate(&finding, in: ctx)
        } else {
            // Still loading: lint on, and annotate after the lint instead of waiting.
            if result.pendingFixes == nil { result.pendingFixes = PendingFixes(ctx) }
            result.pendingFixes?.items.append(result.findings.count)
        }
    }

    func makeFinding(_ id: String, _ severity: Severity, _ found: RuleFinding, _ context: FindingContext, _ file: SourceFile) -> Finding {
        let start = file.location(of: found.range.start)
        let end = file.location(of: found.range.end)
        let snippet = file.snippet(at: start)
        var finding = Finding(ruleID: id, severity: severity, path: file.path, range: found.range, start: start, end: end,
                              message: found.message, snippet: snippet.text, context: context)
        finding.snippetColumn = snippet.column
        finding.snippetCutAfter = snippet.cutAfter
        return finding
    }

    /// The offending text without whitespace, so reformatting keeps a fingerprint.
    static func normalized(_ text: String) -> String {
        String(decoding: text.utf8.filter { $0 != 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D }, as: UTF8.self)
    }
}

/// Stable 64-bit FNV-1a fingerprints, printed as 16 hex digits.
package enum Fingerprint {
    package static func of(ruleID: String, text: String, occurrence: Int) -> String {
        // The hash of "ruleID NUL text NUL occurrence", fed piece by piece without building it.
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        @inline(__always) func feed(_ byte: UInt8) {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        for byte in ruleID.utf8 { feed(byte) }
        feed(0)
        for byte in text.utf8 { feed(byte) }
        feed(0)
        if occurrence < 0 {
            for byte in String(occurrence).utf8 { feed(byte) }
        } else {
            var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                         UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
                (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
            var count = 0
            withUnsafeMutableBytes(of: &digits) { buffer in
                var n = occurrence
                repeat {
                    buffer[count] = UInt8(ascii: "0") + UInt8(n % 10)
                    n /= 10
                    count += 1
                } while n > 0
                for i in stride(from: count - 1, through: 0, by: -1) { feed(buffer[i]) }
            }
        }
        // Sixteen lower-case hex digits, leading zeros included.
        let hexDigits: StaticString = "0123456789abcdef"
        return String(unsafeUninitializedCapacity: 16) { out in
            for i in 0..<16 { out[i] = hexDigits.utf8Start[Int((hash >> UInt64(60 - 4 * i)) & 0xF)] }
            return 16
        }
    }
}
