/// `scattered-theme-storage`: the theme preference persisted or held in more than one place.
public struct ScatteredThemeStorageRule: ProjectRule {
    public static let description = RuleDescription(
        id: "scattered-theme-storage",
        summary: "Theme or appearance preference stored or held in more than one place.",
        rationale: "When `@AppStorage(\"isDark\")` lives in one view and `UserDefaults` in another, the copies drift: "
            + "the app shows one appearance while settings show another, and migrations miss a copy.",
        howToFix: "Keep one ThemeManager (or settings repository) that owns the stored preference, and have every "
            + "screen read it from there.",
        before: "// SettingsView.swift\n@AppStorage(\"isDark\") var isDark = false\n// ProfileView.swift\nlet dark = UserDefaults.standard.bool(forKey: \"darkMode\")",
        after: "// ThemeManager.swift\n@AppStorage(\"appearance\") var appearance: Appearance = .system\n// Views read ThemeManager.shared.appearance",
        defaultSeverity: .warning,
        options: [RuleOption("keyWords", "Lowercase fragments that mark a storage key or state name as the theme preference.",
                             default: .array(["theme", "dark", "appearance", "colorscheme", "color_scheme", "nightmode",
                                              "night_mode", "interfacestyle"].map(JSONValue.string)))],
        skipsDefinitions: false,
        triggering: [
            Example("struct SettingsView: View {\n    ↓@AppStorage(\"isDark\") var isDark = false\n    var body: some View { Text(\"x\") }\n}\nfunc load() -> Bool {\n    ↓UserDefaults.standard.bool(forKey: \"darkMode\")\n}"),
            .kotlin("val darkKey = ↓booleanPreferencesKey(\"dark_theme\")\nfun read(prefs: SharedPreferences) = ↓prefs.getBoolean(\"night_mode\", false)"),
        ],
        nonTriggering: [
            Example("final class ThemeManager {\n    @AppStorage(\"appTheme\") var theme: AppTheme = .system\n    func reset() { UserDefaults.standard.removeObject(forKey: \"appTheme\") }\n}"),
            Example("@AppStorage(\"onboardingDone\") var done = false\nlet name = UserDefaults.standard.string(forKey: \"userName\")"),
            Example("let help = \"@AppStorage(\\\"isDark\\\") and UserDefaults(forKey: \\\"theme\\\")\""),
            .kotlin("val themeKey = stringPreferencesKey(\"theme\")\nfun read(p: Preferences) = p[themeKey]"),
        ])

    private let keyWords: [String]

    public init(options: RuleOptions) {
        keyWords = options.strings("keyWords")
    }

    public func check(_ ctx: FileContext, into findings: inout [RuleFinding]) {
        for p in 0..<ctx.count {
            switch ctx.kind(p) {
            case .attribute:
                if ctx.is(p, "@AppStorage"), ctx.kind(p + 1) == .leftParen, let key = keyValue(ctx, p + 2) {
                    findings.append(site(ctx, p, ctx.partnerOf(p + 1), key: key, what: "@AppStorage(\"\(key)\")"))
                } else if ctx.is(p, "@State") || ctx.is(p, "@Published") || ctx.is(p, "@SceneStorage") {
                    stateHolder(ctx, after: p, into: &findings)
                }
            case .leftParen:
                guard let call = ctx.call(openingAt: p) else { continue }
                storageCall(ctx, call, into: &findings)
            default:
                continue
            }
        }
    }

    private func matches(_ key: String) -> Bool {
        let lower = key.lowercased()
        return keyWords.contains { lower.contains($0) }
    }

    /// A storage key at `p`: a string literal, or a constant whose name says theme (`Keys.theme`).
    private func keyValue(_ ctx: FileContext, _ p: Int) -> String? {
        if let string = ctx.plainString(at: p) { return matches(string.value) ? string.value : nil }
        if ctx.isIdentifier(p) {
            let (names, end) = ctx.memberChain(startingAt: p)
            let next = ctx.kind(end + 1)
            guard next == .comma || next == .rightParen || next == .rightBracket, let last = names.last else { return nil }
            return matches(last) && last.lowercased().hasSuffix("key") || names.count > 1 && matches(last) ? names.joined(separator: ".") : nil
        }
        return nil
    }

    private static let defaultsMethods: Set<String> = ["set", "bool", "string", "integer", "object", "value", "double", "removeObject", "setValue"]
    private static let preferenceMethods: Set<String> = ["getBoolean", "putBoolean", "getString", "putString", "getInt", "putInt"]
    private static let dataStoreKeys: Set<String> = ["booleanPreferencesKey", "stringPreferencesKey", "intPreferencesKey"]

    private func storageCall(_ ctx: FileContext, _ call: CallSite, into findings: inout [RuleFinding]) {
        let name = call.name
        switch ctx.language {
        case .swift:
            guard Self.defaultsMethods.contains(name),
                  let keyArgument = call.arguments.first(where: { $0.label == "forKey" }),
                  let key = keyValue(ctx, keyArgument.first) else { return }
            let receiver = call.callee.dropLast().joined(separator: ".").lowercased()
            guard receiver.contains("default") || receiver.contains("store") else { return }
            findings.append(site(ctx, call.start, call.close, key: key, what: "UserDefaults key \"\(key)\""))
        case .kotlin:
            if Self.preferenceMethods.contains(name) || Self.dataStoreKeys.contains(name),
               let first = call.arguments.first, let key = keyValue(ctx, first.first) {
                let what = Self.dataStoreKeys.contains(name) ? "DataStore key \"\(key)\"" : "SharedPreferences key \"\(key)\""
                findings.append(site(ctx, call.start, call.close, key: key, what: what))
            } else if name == "mutableStateOf" || name == "MutableStateFlow" {
                holderAssignedFrom(ctx, call, into: &findings)
            }
        }
    }

    /// `@State private var isDarkMode = false`: a view-local copy of the preference.
    private func stateHolder(_ ctx: FileContext, after attribute: Int, into findings: inout [RuleFinding]) {
        var q = attribute + 1
        while q < min(ctx.count, attribute + 5) && !ctx.is(q, "var") { q += 1 }
        guard ctx.is(q, "var"), ctx.isIdentifier(q + 1) else { return }
        let name = ctx.text(q + 1)
        guard isPreferenceName(name) else { return }
        findings.append(site(ctx, attribute, q + 1, key: name, what: "state \"\(name)\""))
    }

    /// `var isDark by remember { mutableStateOf(false) }`, `val darkTheme = MutableStateFlow(false)`.
    private func holderAssignedFrom(_ ctx: FileContext, _ call: CallSite, into findings: inout [RuleFinding]) {
        var q = call.start - 1
        var steps = 0
        while q > 0 && steps < 8 && !(ctx.is(q, "var") || ctx.is(q, "val")) { q -= 1; steps += 1 }
        guard ctx.is(q, "var") || ctx.is(q, "val"), ctx.isIdentifier(q + 1) else { return }
        let name = ctx.text(q + 1)
        guard isPreferenceName(name) else { return }
        findings.append(site(ctx, q, q + 1, key: name, what: "state \"\(name)\""))
    }

    /// A holder name about the theme preference (`isDarkMode`, `selectedTheme`), not a scheme reader.
    private func isPreferenceName(_ name: String) -> Bool {
        let lower = name.lowercased()
        return matches(name) && !lower.contains("colorscheme") && !lower.hasSuffix("color")
    }

    private func site(_ ctx: FileContext, _ first: Int, _ last: Int, key: String, what: String) -> RuleFinding {
        let normalized = String(key.lowercased().unicodeScalars.filter { $0.properties.isAlphabetic || ("0"..."9").contains($0) }.map(Character.init))
        return RuleFinding(range: ctx.range(first, through: max(first, last)), message: what, siteKey: normalized)
    }

    /// Two or more distinct sites in ordinary code (not tests or previews) make every one a finding,
    /// each pointing at the others. Swift and Kotlin are separate apps, so each language is judged alone.
    public static func conclude(_ candidates: [ProjectCandidate]) -> [Finding] {
        var byLanguage: [Language: [ProjectCandidate]] = [:]
        for candidate in candidates where candidate.finding.context == .code {
            byLanguage[Language(path: candidate.finding.path) ?? .swift, default: []].append(candidate)
        }
        return Language.allCases.flatMap { concludeOneApp(byLanguage[$0] ?? []) }
    }

    private static func concludeOneApp(_ candidates: [ProjectCandidate]) -> [Finding] {
        var seen = Set<String>()
        var sites: [ProjectCandidate] = []
        for candidate in candidates {
            if seen.insert(candidate.finding.path + "\u{0}" + candidate.siteKey).inserted { sites.append(candidate) }
        }
        guard sites.count >= 2 else { return [] }
        return sites.map { site in
            var finding = site.finding
            let what = finding.message
            finding.message = "Theme preference held in \(sites.count) places; this one is \(what). Keep one stored preference behind a single theme manager"
            finding.related = sites.filter { $0.finding.path != site.finding.path || $0.finding.range != site.finding.range }.map {
                RelatedLocation(path: $0.finding.path, start: $0.finding.start, end: $0.finding.end, message: "also stored here: \($0.finding.message)")
            }
            return finding
        }
    }
}
