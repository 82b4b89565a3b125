/// `low-contrast-token-pair`: a foreground token that is hard to read on its background token.
package struct LowContrastTokenPairRule: CatalogRule {
    package static let description = RuleDescription(
        id: "low-contrast-token-pair",
        summary: "A foreground colour token and its background token fall below the WCAG contrast minimum, in light or dark.",
        rationale: "Every screen that pairs these tokens inherits their contrast. Text below 4.5:1 (3:1 for large text) "
            + "is hard or impossible to read for people with low vision, in sunlight or on a dim display, and a dark "
            + "palette is often tuned less carefully than the light one. The check reads the design system itself, so "
            + "the finding lands on the token's definition (the colorset's Contents.json, the colors.xml line, the config "
            + "entry or the palette line) and shows up in review of the change that broke it.",
        howToFix: "Darken or lighten the foreground (or the background) in the failing appearance until the ratio meets the "
            + "minimum. Pairs are the `contrastPairs` in config and the pairs naming conventions imply: `onX` on `X`, "
            + "`textPrimary` on `background`, `textSecondary` on `surface`. Mark a pair `large` or give it its own `min` "
            + "when it is only used for large text or icons.",
        before: "<!-- res/values-night/colors.xml -->\n<color name=\"on_primary\">#FFFFFF</color>\n<color name=\"primary\">#9FA8DA</color>",
        after: "<!-- res/values-night/colors.xml -->\n<color name=\"on_primary\">#1A237E</color>\n<color name=\"primary\">#9FA8DA</color>",
        defaultSeverity: .warning,
        options: Options.descriptions,
        skipsDefinitions: false,
        triggering: triggeringExamples,
        nonTriggering: nonTriggeringExamples)

    private let inferPairs: Bool

    package init(_ options: Options) {
        inferPairs = options.inferPairs
    }

    /// One pair to check and what it must reach.
    private struct Pair {
        var foreground: DesignToken
        var background: DesignToken
        var required: Double
        var requirement: String
    }

    package func check(_ catalog: TokenCatalog, in run: CatalogRun, into findings: inout [CatalogFinding]) {
        var pairs: [Pair] = []
        var seen = Set<String>()
        func add(_ foreground: DesignToken, _ background: DesignToken, _ required: Double, _ requirement: String) {
            let key = Self.identity(foreground) + "\u{0}" + Self.identity(background)
            guard foreground != background, seen.insert(key).inserted else { return }
            pairs.append(Pair(foreground: foreground, background: background, required: required, requirement: requirement))
        }
        for (index, configured) in run.configuration.contrastPairs.enumerated() {
            let foregrounds = Self.tokens(named: configured.foreground, in: catalog)
            let backgrounds = Self.tokens(named: configured.background, in: catalog)
            for (name, found) in [(configured.foreground, foregrounds), (configured.background, backgrounds)] where found.isEmpty {
                run.warn(run.configPath, "contrastPairs[\(index)]: no token named \"\(name)\" in the token catalog")
            }
            for foreground in foregrounds {
                guard let background = Self.partner(for: foreground, among: backgrounds) else { continue }
                add(foreground, background, configured.requiredRatio, configured.requirementName)
            }
        }
        if inferPairs {
            // Each token's words and source group once: large catalogs hold thousands of tokens.
            let tokens = catalog.tokens
            let words = tokens.map { Self.words($0.name) }
            var groups = [String?](repeating: nil, count: tokens.count)
            func group(_ i: Int) -> String {
                if let known = groups[i] { return known }
                let found = Self.sourceGroup(tokens[i].source)
                groups[i] = found
                return found
            }
            var byKey: [String: [Int]] = [:]
            for i in tokens.indices { byKey[Self.key(words[i]), default: []].append(i) }
            for i in tokens.indices {
                for backgroundWords in Self.inferredBackgrounds(words[i]) {
                    // A name alone pairs tokens of one source: another module's `background` is not this one's.
                    guard let candidates = byKey[Self.key(backgroundWords)],
                          let background = candidates.first(where: { group($0) == group(i) && tokens[$0] != tokens[i] })
                    else { continue }
                    add(tokens[i], tokens[background], 4.5, "the WCAG AA minimum for normal text")
                }
            }
        }
        // A scheme built from named constants holds the same pairs twice (`onPrimaryLight` and the
        // scheme's `onPrimary`): each failing pair of values is reported once, at its first definition.
        var reported = Set<String>()
        for pair in pairs { check(pair, run, reported: &reported, into: &findings) }
    }

    private func check(_ pair: Pair, _ run: CatalogRun, reported: inout Set<String>, into findings: inout [CatalogFinding]) {
        let fg = pair.foreground, bg = pair.background
        let adapts = fg.dark != nil || bg.dark != nil
        var failures: [(label: String, dark: Bool, ratio: Double, fg: RGBA, bg: RGBA)] = []
        // Without dark variants the colours show in both appearances, unless the names say which
        // one they belong to (`onPrimaryDark`, `md_theme_light_primary`, `night_text`).
        let nameWords = Self.words(fg.name)
        let singleLabel = nameWords.contains(where: AppearanceVocabulary.darkNameWords.contains) ? "dark"
            : nameWords.contains(where: AppearanceVocabulary.lightNameWords.contains) ? "light" : "every appearance"
        let lightRatio = Contrast.ratio(fg.light, on: bg.light, canvas: !adapts && singleLabel == "dark" ? .black : .white)
        // A foreground the very colour of its background is a placeholder (an unused scheme filled with
        // one colour), not text anyone reads: only distinct colours are judged.
        if lightRatio < pair.required && fg.light != bg.light {
            failures.append((adapts ? "light" : singleLabel, false, lightRatio, fg.light, bg.light))
        }
        if adapts {
            let darkFG = fg.dark ?? fg.light, darkBG = bg.dark ?? bg.light
            let darkRatio = Contrast.ratio(darkFG, on: darkBG, canvas: .black)
            if darkRatio < pair.required && darkFG != darkBG { failures.append(("dark", true, darkRatio, darkFG, darkBG)) }
        }
        guard !failures.isEmpty else { return }
        let keys = failures.map { "\($0.fg.hexString) \($0.bg.hexString) \(Int(pair.required * 100))" }
        guard !keys.allSatisfy(reported.contains) else { return }
        reported.formUnion(keys)
        // Point at the definition of the failing appearance: the dark entry when only dark fails.
        let darkOnly = failures.count == 1 && failures[0].dark
        // In Android's `#AARRGGBB` for colors.xml and Kotlin tokens, as their authors write them.
        let android = fg.source.contains(".xml") || fg.source.contains(".kt")
        let measured = failures.map {
            "\(Contrast.format($0.ratio)) in \($0.label) (\($0.fg.hexString(android: android)) on \($0.bg.hexString(android: android)))"
        }
        let fails = failures.map(\.label).joined(separator: " and ")
        let message = "\"\(fg.name)\" on \"\(bg.name)\" has contrast \(measured.joined(separator: " and ")), below "
            + "\(pair.requirement) (\(JSONWriter.format(pair.required)):1). Text in this colour is hard to read for people "
            + "with low vision"
        findings.append(CatalogFinding(
            location: run.definition(of: fg, dark: darkOnly), message: message,
            key: "\(fg.name) on \(bg.name) \(fails)",
            related: [(run.definition(of: bg, dark: darkOnly), "background \"\(bg.name)\" is defined here")]))
    }

    /// Lowercase words of a token name, from its last path segment (`Brand/onPrimary`, `color.text.primary`
    /// keeps every segment: DTCG paths are the name).
    static func words(_ name: String) -> [String] {
        let last = name.split(separator: "/").last.map(String.init) ?? name
        return NameWords.split(last)
    }

    private static func key(_ words: [String]) -> String { words.joined(separator: " ") }

    /// The backgrounds a foreground's name implies: `P on X` → `P X`; `P text primary` → `P background`;
    /// `P text secondary` → `P surface`.
    static func inferredBackgrounds(_ words: [String]) -> [[String]] {
        var out: [[String]] = []
        if let on = words.lastIndex(of: "on"), on + 1 < words.count {
            out.append(Array(words[..<on]) + Array(words[(on + 1)...]))
        }
        if words.count >= 2 && words[words.count - 2] == "text" {
            let prefix = Array(words[..<(words.count - 2)])
            if words.last == "primary" { out.append(prefix + ["background"]) }
            if words.last == "secondary" { out.append(prefix + ["surface"]) }
        }
        return out
    }

    /// Tokens with exactly this name, else with the same words (`text_primary` for `textPrimary`).
    private static func tokens(named name: String, in catalog: TokenCatalog) -> [DesignToken] {
        let exact = catalog.tokens.filter { $0.name == name }
        if !exact.isEmpty { return exact }
        let wanted = key(words(name))
        return catalog.tokens.filter { key(words($0.name)) == wanted }
    }

    /// The background a configured pair judges `foreground` on: one from the same source (asset
    /// catalog, resource folder, palette file, config), else one spelled in the same language.
    private static func partner(for foreground: DesignToken, among backgrounds: [DesignToken]) -> DesignToken? {
        let group = sourceGroup(foreground.source)
        if let same = backgrounds.first(where: { sourceGroup($0.source) == group && $0 != foreground }) { return same }
        return backgrounds.first { $0 != foreground && ($0.swift != nil && foreground.swift != nil || $0.kotlin != nil && foreground.kotlin != nil) }
    }

    /// `App/Assets.xcassets/Brand/onPrimary.colorset` → `App/Assets.xcassets`; `Theme/Color.kt:12` → `Theme/Color.kt`.
    static func sourceGroup(_ source: String) -> String {
        if let range = source.range(of: ".xcassets/") { return String(source[..<range.lowerBound]) + ".xcassets" }
        return TokenCatalog.file(of: source)
    }

    private static func identity(_ token: DesignToken) -> String { token.name + "\u{0}" + token.source }
}

extension LowContrastTokenPairRule {
    package struct Options: RuleOptionSet {
        package var inferPairs = true

        package init() {}

        package static var fields: [RuleOptionField<Options>] {
            [.bool("inferPairs", \.inferPairs,
                   "Also check the pairs naming conventions imply (`onX`/`X`, `textPrimary`/`background`, "
                       + "`textSecondary`/`surface`), at the WCAG AA minimum for normal text.")]
        }
    }
}
