/// `scattered-theme-storage`: the theme preference persisted or held in more than one place.
package struct ScatteredThemeStorageRule: ProjectRule {
    package static let description = RuleDescription(
        id: "scattered-theme-storage",
        summary: "Theme or appearance preference stored or held in more than one place.",
        rationale: "When `@AppStorage(\"isDark\")` lives in one view and `UserDefaults` in another, the copies drift: "
            + "the app shows one appearance while settings show another, and migrations miss a copy.",
        howToFix: "Keep one ThemeManager (or settings repository) that owns the stored preference, and have every "
            + "screen read it from there.",
        before: "// SettingsView.swift\n@AppStorage(\"isDark\") var isDark = false\n// ProfileView.swift\nlet dark = UserDefaults.standard.bool(forKey: \"darkMode\")",
        after: "// ThemeManager.swift\n@AppStorage(\"appearance\") var appearance: Appearance = .system\n// Views read ThemeManager.shared.appearance",
        defaultSeverity: .warning,
        isOptIn: true,
        options: Options.descriptions,
        skipsDefinitions: false,
        triggering: triggeringExamples,
        nonTriggering: nonTriggeringExamples)

    /// One configured key word, read once into what matching needs.
    private struct KeyWord {
        /// Without underscores, so `night_mode` matches the words of `nightMode` and `night-mode`.
        let letters: String
        /// `letters` as bytes, for `mayHoldFragment`.
        let bytes: [UInt8]
        /// Offsets in `letters` where its `_`s were: the only places it may span two words.
        let breaks: [Int]
        /// Its text before the first `_` and after the last (the whole of it without one), for the prefilter.
        let first: String
        let last: String

        init(_ word: String) {
            letters = String(word.unicodeScalars.filter { $0 != "_" }.map(Character.init))
            bytes = Array(letters.utf8)
            var offsets: [Int] = []
            var count = 0
            for byte in word.utf8 {
                if byte == UInt8(ascii: "_") { offsets.append(count) } else { count += 1 }
            }
            breaks = offsets.filter { $0 > 0 && $0 < count }
            let parts = word.split(separator: "_")
            first = String(parts.first ?? "")
            last = String(parts.last ?? "")
        }
    }

    private let keyWords: [KeyWord]

    package init(_ options: Options) {
        keyWords = options.keyWords.map { KeyWord($0.lowercased()) }
    }

    package func check(_ ctx: FileContext, into findings: inout [RuleFinding]) {
        for attribute in ctx.index.attributes {
            let p = Int(attribute)
            if ctx.is(p, "@AppStorage"), ctx.kind(p + 1) == .leftParen, let key = keyValue(ctx, p + 2) {
                findings.append(site(ctx, p, ctx.partnerOf(p + 1), key: key, what: "@AppStorage(\"\(key)\")"))
            } else if ctx.is(p, "@State") || ctx.is(p, "@Published") || ctx.is(p, "@SceneStorage") {
                stateHolder(ctx, after: p, into: &findings)
            }
        }
        for open in ctx.index.parens {
            let p = Int(open)
            // Keys are string literals or constants; `getString(R.string.title)` reads a resource.
            guard ctx.kind(p - 1) == .identifier, isStorageMethod(ctx, p - 1),
                  ctx.kind(p + 1) == .stringOpen || ctx.isIdentifier(p + 1) && !ctx.is(p + 1, "R"),
                  ctx.calleeName(beforeParen: p) != nil, let call = ctx.call(openingAt: p) else { continue }
            storageCall(ctx, call, into: &findings)
        }
        // Migration code reads the old key once to move it into the one store: not another copy.
        findings.removeAll { isMigration(ctx, at: $0.range.start) }
    }

    /// In a function or file about migrating or importing settings (`migrateLegacyTheme()`,
    /// `AppSettings+ImportUserDefaults.swift`).
    private func isMigration(_ ctx: FileContext, at offset: Int) -> Bool {
        func names(_ text: String) -> Bool {
            text.containsBytes("igrat") || text.containsBytes("Import") || text.hasPrefix("import") || text.containsBytes("Legacy")
        }
        let fileName = ctx.file.path.split(separator: "/").last.map(String.init) ?? ""
        if names(fileName) { return true }
        guard let function = ctx.scopes.enclosing(at: ctx.position(atOffset: offset), kinds: [.function]) else { return false }
        return names(function.name(in: ctx))
    }

    /// Words that may follow the theme word in a key that still names the theme preference
    /// (`dark_mode`, `themeSetting`); anything else (`use-theme-color`) is a different setting.
    private static let trailingWords: Set<String> = [
        "mode", "modes", "preference", "preferences", "pref", "setting", "settings", "style", "key", "enabled", "on",
        "option", "type", "id", "selected", "value", "raw", "rawvalue", "override", "scheme", "theme",
    ]

    /// Words naming a variant of the theme (pure black, dynamic colour, an accent), which is a
    /// setting of its own beside the light/dark preference, not another copy of it.
    static let variantWords: Set<String> = [
        "pure", "amoled", "oled", "black", "dynamic", "accent", "contrast", "monet", "material", "custom", "font", "icon",
        // A colour of the theme (`KEY_PRIMARY_COLOR_DARK`, `wallpaper_color_dark`) is not its appearance.
        "color", "colour", "colors", "colours", "primary", "secondary", "wallpaper",
        // Other things called a theme: a sound set, an editor's, a map's or a reader's page styling.
        "sound", "sounds", "audio", "editor", "syntax", "code", "map", "keyboard", "chart", "reader",
        // Darkening a wallpaper or an image by a percentage is not the appearance.
        "darken", "darkens", "darkening", "darker", "darkness",
    ]

    /// Variant words that, run together with a key word (`primarydark`, `amoleddark`), still name a variant.
    private static let variantPrefixes = ["primary", "secondary", "accent", "color", "colour", "amoled", "pure", "wallpaper"]

    private func matches(_ key: String) -> Bool {
        guard mayHoldFragment(key) else { return false }
        let words = NameWords.split(key)
        for index in words.indices {
            // A fragment may span two words: `night_mode`, `colorScheme`.
            if index + 1 < words.count,
               keyWords.contains(where: { Self.spans($0.letters, at: $0.breaks, words[index], words[index + 1]) }) {
                return words[(index + 2)...].allSatisfy { Self.trailingWords.contains($0) }
            }
            // `pure_theme`, `key_dynamic_theme`, `amoled_dark`, `primary_color_dark`: a variant of the
            // theme or a colour of it, a setting of its own.
            if Self.variantWords.contains(words[index]) { return false }
            if keyWords.contains(where: { words[index].containsBytes($0.letters) }) {
                // `PRIMARYDARK` written as one word is still a colour of the theme.
                if Self.variantPrefixes.contains(where: { words[index].hasPrefix($0) }) { return false }
                return words[(index + 1)...].allSatisfy { Self.trailingWords.contains($0) }
            }
        }
        return false
    }

    /// Whether `fragment` runs from the end of `first` into the start of `second`, broken at one of `breaks`.
    static func spans(_ fragment: String, at breaks: [Int], _ first: String, _ second: String) -> Bool {
        let count = fragment.utf8.count
        return breaks.contains { split in
            split <= first.utf8.count && count - split <= second.utf8.count
                && first.utf8.suffix(split).elementsEqual(fragment.utf8.prefix(split))
                && second.utf8.prefix(count - split).elementsEqual(fragment.utf8.suffix(count - split))
        }
    }

    /// A site is a storage call or holder whose key or name holds a fragment: the fragment's first
    /// and last parts (both inside it, or one each side of the break it spans) and the call's name.
    package func requiredText(_ language: Language, _ configuration: Configuration) -> RequiredText? {
        // The attributes are looked for in Kotlin too (the fuzz target found a Kotlin file with two).
        let attributes = ["@AppStorage", "@SceneStorage", "@State", "@Published"]
        let sites = attributes + (language == .swift ? ["forKey"]
            : ["getBoolean", "putBoolean", "getString", "putString", "getInt", "putInt", "PreferencesKey", "mutableStateOf",
               "MutableStateFlow"])
        return keyWords.reduce(RequiredText(anyOf: [])) { $0 + RequiredText(oneOfEach: [[$1.first], [$1.last], sites]) }
    }

    /// Whether `key`'s letters and digits, lower-cased and run together, hold a fragment. Every
    /// word and word pair `matches` tries is a run of them, so this rejects almost every key
    /// without splitting it into words (thousands of instructions a key). Non-ASCII keys pass.
    private func mayHoldFragment(_ key: String) -> Bool {
        var key = key
        return key.withUTF8 { bytes in
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: bytes.count) { compact in
                var count = 0
                for byte in bytes {
                    if byte >= 0x80 { return true }
                    if (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122) || (byte >= 48 && byte <= 57) {
                        compact[count] = Byte.lowercased(byte)
                        count += 1
                    }
                }
                let letters = UnsafeBufferPointer(rebasing: compact[0..<count])
                return keyWords.contains { word in word.bytes.withUnsafeBufferPointer { letters.containsBytes($0) } }
            }
        }
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

    /// By length first: almost every callee is rejected without comparing bytes.
    private func isStorageMethod(_ ctx: FileContext, _ p: Int) -> Bool {
        switch (ctx.language, ctx.token(p).length) {
        case (.swift, 3): return ctx.is(p, "set")
        case (.swift, 4): return ctx.is(p, "bool")
        case (.swift, 5): return ctx.is(p, "value")
        case (.swift, 6): return ctx.is(p, "string") || ctx.is(p, "object") || ctx.is(p, "double")
        case (.swift, 7): return ctx.is(p, "integer")
        case (.swift, 8): return ctx.is(p, "setValue")
        case (.swift, 12): return ctx.is(p, "removeObject")
        case (.kotlin, 6): return ctx.is(p, "getInt") || ctx.is(p, "putInt")
        case (.kotlin, 9): return ctx.is(p, "getString") || ctx.is(p, "putString")
        case (.kotlin, 10): return ctx.is(p, "getBoolean") || ctx.is(p, "putBoolean")
        case (.kotlin, 14): return ctx.is(p, "mutableStateOf")
        case (.kotlin, 16): return ctx.is(p, "MutableStateFlow")
        case (.kotlin, 17): return ctx.is(p, "intPreferencesKey")
        case (.kotlin, 20): return ctx.is(p, "stringPreferencesKey")
        case (.kotlin, 21): return ctx.is(p, "booleanPreferencesKey")
        default: return false
        }
    }

    private func storageCall(_ ctx: FileContext, _ call: CallSite, into findings: inout [RuleFinding]) {
        let name = call.name
        switch ctx.language {
        case .swift:
            guard Self.defaultsMethods.contains(name),
                  let keyArgument = call.arguments.first(where: { $0.label == "forKey" }),
                  let key = keyValue(ctx, keyArgument.first) else { return }
            let receiver = call.callee.dropLast().joined(separator: ".").lowercased()
            guard receiver.containsBytes("default") || receiver.containsBytes("store") else { return }
            findings.append(site(ctx, call.start, call.close, key: key, what: "UserDefaults key \"\(key)\""))
        case .kotlin:
            if Self.preferenceMethods.contains(name) && !readsStorage(ctx, beforeCallee: call.start) { return }
            // `getString(Contract.EXTRA_THEME)`: an intent extra or a fragment argument, by Android's naming.
            if let key = call.arguments.first, ctx.bytes(ctx.range(key.last), start: "EXTRA_") || ctx.bytes(ctx.range(key.last), start: "ARG_") {
                return
            }
            if Self.preferenceMethods.contains(name) || Self.dataStoreKeys.contains(name),
               let first = call.arguments.first, let key = keyValue(ctx, first.first) {
                let what = Self.dataStoreKeys.contains(name) ? "DataStore key \"\(key)\"" : "SharedPreferences key \"\(key)\""
                findings.append(site(ctx, call.start, call.close, key: key, what: what))
            } else if name == "mutableStateOf" || name == "MutableStateFlow", let first = call.arguments.first,
                      first.first == first.last, Self.literalValue(ctx, first.first) != nil {
                holderAssignedFrom(ctx, call, into: &findings)
            }
        }
    }

    /// Whether the receiver of `getBoolean`/`getString`/… at `start` may be stored preferences: not a
    /// feature flag or remote config (`featureFlagClient()?.getBoolean(FlagKey.DARK_MODE)`), nor a
    /// `Bundle` of arguments or extras (`arguments?.getBoolean(ARG_DARK)`), which hold no preference.
    private func readsStorage(_ ctx: FileContext, beforeCallee start: Int) -> Bool {
        // `Bundle().apply { putString(KEY_THEME, theme) }`, `intent.apply { putString(EXTRA_THEME, …) }`:
        // a message to another component, not a store.
        if ctx.kind(start - 1) != .dot, let lambda = ctx.scopes.scope(ctx.scopes.innermost(at: start)),
           ctx.is(Int(lambda.open) - 1, "apply") || ctx.is(Int(lambda.open) - 1, "also"),
           let receiver = ctx.lambdaReceiver(brace: Int(lambda.open)), isTransient(ctx, receiver) {
            return false
        }
        var q = start - 1
        for _ in 0..<8 {
            guard ctx.kind(q) == .dot else { break }
            q -= 1
            if ctx.kind(q) == .rightParen { q = ctx.partnerOf(q) - 1 }
            guard ctx.isIdentifier(q) else { break }
            if isTransient(ctx, q) { return false }
            q -= 1
        }
        return true
    }

    /// A flag, a config, a bundle, an intent: a name that holds no stored preference.
    private func isTransient(_ ctx: FileContext, _ name: Int) -> Bool {
        let lower = ctx.text(name).lowercased()
        return Self.transientReceivers.contains { lower.containsBytes($0) }
    }

    private static let transientReceivers = ["flag", "feature", "config", "experiment", "bundle", "arguments", "extras",
                                             "intent", "savedinstancestate"]

    /// `@State private var isDarkMode = false`: a view-local copy of the preference.
    private func stateHolder(_ ctx: FileContext, after attribute: Int, into findings: inout [RuleFinding]) {
        var q = attribute + 1
        while q < min(ctx.count, attribute + 5) && !ctx.is(q, "var") { q += 1 }
        guard ctx.is(q, "var"), ctx.isIdentifier(q + 1) else { return }
        let name = ctx.text(q + 1)
        guard isPreferenceName(name), let value = ownValue(ctx, afterName: q + 1), Self.holdsPreference(name, value) else { return }
        findings.append(site(ctx, attribute, q + 1, key: name, what: "state \"\(name)\""))
    }

    /// `var isDark by remember { mutableStateOf(false) }`, `val darkTheme = MutableStateFlow(false)`.
    private func holderAssignedFrom(_ ctx: FileContext, _ call: CallSite, into findings: inout [RuleFinding]) {
        var q = call.start - 1
        var steps = 0
        while q > 0 && steps < 8 && !(ctx.is(q, "var") || ctx.is(q, "val")) { q -= 1; steps += 1 }
        guard ctx.is(q, "var") || ctx.is(q, "val"), ctx.isIdentifier(q + 1) else { return }
        let name = ctx.text(q + 1)
        guard isPreferenceName(name), let first = call.arguments.first,
              Self.holdsPreference(name, Self.literalValue(ctx, first.first)) else { return }
        findings.append(site(ctx, q, q + 1, key: name, what: "state \"\(name)\""))
    }

    /// What a state holder starts from, as far as telling a theme preference apart needs.
    enum HolderValue: Equatable {
        case flag                  // `= false`, `: Bool`
        case text(String?)         // `= "dark"`, `: String` (the literal when there is one)
        case number                // `= 0`, `: Int`
        case appearance            // `: ColorScheme`, `= .dark`, an enum of its own
    }

    /// A holder with its own value (`= false`, `= .dark`, `: Bool`), not a reference to a shared
    /// manager (`@State var theme = Theme.shared`), which is the good pattern; nil for the latter.
    private func ownValue(_ ctx: FileContext, afterName p: Int) -> HolderValue? {
        var q = p + 1
        var typed: HolderValue?
        if ctx.kind(q) == .colon {
            switch ctx.text(q + 1) {
            case "Bool": typed = .flag
            case "String": typed = .text(nil)
            case "Int": typed = .number
            case "ColorScheme": typed = .appearance
            default: break
            }
            q += 2
            while q < ctx.count && !ctx.isOperator(q, "=") && !ctx.hasNewlineBefore(q) { q += 1 }
        }
        guard ctx.isOperator(q, "=") else { return typed }
        if let literal = Self.literalValue(ctx, q + 1) { return literal }
        // `= .dark`, not `= .resolve()`: a value computed by a call (from settings of another kind).
        if ctx.kind(q + 1) == .dot && ctx.isImplicitMemberDot(q + 1) && ctx.kind(q + 3) != .leftParen { return typed ?? .appearance }
        return typed
    }

    /// `true`/`false`, a string literal or a number at `p`; nil for anything else.
    private static func literalValue(_ ctx: FileContext, _ p: Int) -> HolderValue? {
        if ctx.is(p, "true") || ctx.is(p, "false") { return .flag }
        if ctx.kind(p) == .number { return .number }
        if ctx.kind(p) == .stringOpen { return .text(ctx.plainString(at: p)?.value) }
        return nil
    }

    /// Words that say a holder is about light and dark, not some other theme.
    private static let appearanceWords = AppearanceVocabulary.darkNameWords.union(AppearanceVocabulary.lightNameWords)
        .union(["appearance", "darkmode", "nightmode"])
    /// Values a stored appearance string takes.
    private static let appearanceValues: Set<String> = ["dark", "light", "system", "auto", "automatic", "night", "day"]

    /// Whether a holder named `name` starting from `value` is the appearance preference. "Theme"
    /// alone also names other things: a website's theme (`currentThemeID: String?`), a flag
    /// about one (`installingTheme: Bool`). A flag or a plain string or number counts only when its
    /// name or value speaks of light and dark; an enum or `ColorScheme` counts as it is.
    static func holdsPreference(_ name: String, _ value: HolderValue?) -> Bool {
        guard let value else { return false }
        if value == .appearance { return true }
        if NameWords.split(name).contains(where: appearanceWords.contains) { return true }
        if case .text(let literal?) = value { return appearanceValues.contains(literal.lowercased()) }
        return false
    }

    /// A holder name about the theme preference (`isDarkMode`, `selectedTheme`), not a scheme reader.
    private func isPreferenceName(_ name: String) -> Bool {
        matches(name) && !name.lowercased().hasSuffix("colorscheme")
    }

    private func site(_ ctx: FileContext, _ first: Int, _ last: Int, key: String, what: String) -> RuleFinding {
        let normalized = String(key.lowercased().unicodeScalars.filter { $0.properties.isAlphabetic || ("0"..."9").contains($0) }.map(Character.init))
        // A key read or written through a store (UserDefaults, SharedPreferences, `@AppStorage`, which
        // keeps its value in the defaults under its key) is one place wherever that happens; a state
        // holder owns a copy in each file that declares it.
        let isStorageKey = !what.hasPrefix("state ")
        // DataStore keys declared together (`force_theme`, `dark_mode`) are one store's keys: one place
        // per declaring type, or per file.
        var owner = ""
        if what.hasPrefix("DataStore key") {
            owner = Self.ownerMark + String(ctx.scopes.enclosing(at: first, kinds: [.type, .extension]).map { Int($0.open) } ?? -1)
        }
        return RuleFinding(range: ctx.range(first, through: max(first, last)), message: what,
                           siteKey: (isStorageKey ? Self.storeKeyMark : "") + normalized + owner)
    }

    /// How many of the other places each finding names as related locations. Every place is a
    /// finding of its own; naming all the others on each would make the output grow with the
    /// square of the places (2,000 copies of one view: 4 million related locations).
    package static let maxRelated = 4

    /// Two or more distinct sites in ordinary code (not tests or previews) make every one a finding,
    /// each pointing at the first few others in report order, with a count of the rest.
    /// Swift and Kotlin are separate apps, so each language is judged alone.
    package static func conclude(_ candidates: [ProjectCandidate]) -> [Finding] {
        var byLanguage: [Language: [ProjectCandidate]] = [:]
        for candidate in candidates where candidate.finding.context == .code {
            byLanguage[Language(path: candidate.finding.path) ?? .swift, default: []].append(candidate)
        }
        return Language.allCases.flatMap { concludeOneApp(byLanguage[$0] ?? []) }
    }

    /// Marks the site key of a key read or written through a store.
    private static let storeKeyMark = "store:"
    /// Separates a declared DataStore key from the position of the type declaring it.
    private static let ownerMark = "\u{2}"

    private static func concludeOneApp(_ candidates: [ProjectCandidate]) -> [Finding] {
        var seen = Set<String>()
        var sites: [ProjectCandidate] = []
        for candidate in candidates {
            // One key is one place in a file, and one store's declared keys are one place; a key read
            // through a store is one place in the app.
            let isStoreKey = candidate.siteKey.hasPrefix(storeKeyMark)
            let parts = candidate.siteKey.split(separator: Character(ownerMark), maxSplits: 1, omittingEmptySubsequences: false)
            let key = String(parts[0].dropFirst(isStoreKey ? storeKeyMark.count : 0))
            let place = parts.count > 1 ? ownerMark + String(parts[1]) : key
            let inFile = seen.insert(candidate.finding.path + "\u{0}" + place).inserted
            let inApp = isStoreKey ? seen.insert("\u{1}" + key).inserted : true
            if inFile && inApp { sites.append(candidate) }
        }
        guard sites.count >= 2 else { return [] }
        let others = sites.count - 1
        let more = others > maxRelated ? " (\(maxRelated) of the \(grouped(others)) other places are listed)" : ""
        return sites.map { site in
            var finding = site.finding
            finding.message = "Theme preference held in \(grouped(sites.count)) places; this one is \(finding.message). "
                + "Keep one stored preference behind a single theme manager" + more
            // The first other places in report order: the lazy filter stops after `maxRelated`.
            finding.related = Array(sites.lazy.filter { $0.finding.path != site.finding.path || $0.finding.range != site.finding.range }
                .prefix(maxRelated).map {
                    RelatedLocation(path: $0.finding.path, start: $0.finding.start, end: $0.finding.end, message: "also stored here: \($0.finding.message)")
                })
            return finding
        }
    }

    /// `1,999`: thousands grouped, so a large count reads at a glance.
    static func grouped(_ n: Int) -> String {
        let digits = Array(String(n))
        var out = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0 && (digits.count - offset) % 3 == 0 { out.append(",") }
            out.append(digit)
        }
        return out
    }
}

extension ScatteredThemeStorageRule {
    package struct Options: RuleOptionSet {
        package var keyWords = ["theme", "dark", "appearance", "color_scheme", "night_mode", "interface_style"]

        package init() {}

        package static var fields: [RuleOptionField<Options>] {
            [.strings("keyWords", \.keyWords,
                      "Lowercase fragments that mark a storage key or state name as the theme preference. "
                          + "A fragment matches inside one word of the name; with `_` it may also span two words at the `_` "
                          + "(`night_mode` matches `nightmode`, `nightMode`, `NIGHT_MODE` and `night-mode`).")]
        }
    }
}
