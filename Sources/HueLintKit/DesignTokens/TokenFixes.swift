import Foundation

/// Turns colour findings into token fixes: reads the exact colour at the finding, matches it to the
/// catalog and, when a token fits, attaches a `Fix` (safe for an exact match, unsafe for a near
/// one). Runs only for findings, once each; the catalog and matchers are built once per run.
package struct TokenFixes: Sendable {
    package static let fixableRules: Set<String> = [
        "raw-color-initializer", "hex-color-literal", "direct-palette-reference", "color-scheme-conditional",
    ]

    let swift: TokenMatcher
    let kotlin: TokenMatcher
    /// The members of each group of theme types (`DesignToken.themeGroup`).
    let themeMembers: [String: Set<String>]
    /// How many same-colour tokens a message names before counting the rest (`huelint tokens`
    /// lists every token with its colour).
    static let candidatesShown = 3

    /// How code spells the project's own tokens, per language: an app may declare a token under a
    /// platform colour's name (`extension UIColor { static let gray = UIColor(red: 0.01, …) }`).
    let swiftSpellings: Set<String>
    let kotlinSpellings: Set<String>
    /// What files ask of the whole catalog: the names of its dark surfaces (a screen filled with one
    /// is always dark) and its tokens of system hues.
    package let projectColors: ProjectColorFacts
    /// The tokens of `projectColors.hueTokens`, by name: the fix a system hue gets, even when the
    /// token is named for its hue (`StatusColorRed`), which other fixes never offer.
    let hueTokenDefinitions: [String: DesignToken]

    package init(catalog: TokenCatalog, maxDeltaE: Double = 2, distance: ColorDistance = .ciede2000,
                primitiveNamespaces: [String] = []) {
        swiftSpellings = Set(catalog.tokens.compactMap(\.swift))
        kotlinSpellings = Set(catalog.tokens.compactMap(\.kotlin))
        swift = TokenMatcher(catalog: catalog, language: .swift, maxDeltaE: maxDeltaE, distance: distance,
                             primitiveNamespaces: primitiveNamespaces)
        kotlin = TokenMatcher(catalog: catalog, language: .kotlin, maxDeltaE: maxDeltaE, distance: distance,
                              primitiveNamespaces: primitiveNamespaces)
        var members: [String: Set<String>] = [:]
        for token in catalog.tokens { if let group = token.themeGroup { members[group, default: []].insert(token.name) } }
        themeMembers = members
        var facts = ProjectColorFacts()
        facts.fixedDarkNames = Self.fixedDarkNames(catalog.tokens)
        facts.hueTokens = Self.hueTokens(catalog.tokens, primitiveNamespaces: primitiveNamespaces)
        projectColors = facts
        let hueNames = Set(facts.hueTokens.values.flatMap { $0.map(\.name) })
        var definitions: [String: DesignToken] = [:]
        for token in catalog.tokens where hueNames.contains(token.name) && !token.isPrivate && definitions[token.name] == nil {
            definitions[token.name] = token
        }
        hueTokenDefinitions = definitions
    }

    /// The project's semantic tokens of each status hue (`statusHues`): a name that spells the hue as a word
    /// and a purpose (`StatusColorRed`, `IconColorGreen`, `success.green`; not `redditGray`), with a
    /// colour of the hue's family (CIEDE2000 within 20 of the system hue in light mode). Not a
    /// palette's primitive: a configured namespace's member (`FXColors.red`), a tonal step
    /// (`Red40`) or a name of shades alone (`darkOrange`, `loopRed`).
    static func hueTokens(_ tokens: [DesignToken], primitiveNamespaces: [String]) -> [String: [ProjectColorFacts.HueToken]] {
        var found: [String: [(token: ProjectColorFacts.HueToken, distance: Double)]] = [:]
        // Only Swift has adaptive system hues: a token must be one Swift code can write.
        for token in tokens where token.light.alpha >= 0.9 && !token.isPrivate && token.swift != nil {
            let words = NameWords.splitAcronyms(token.name)
            guard words.contains(where: { Self.namesStatusPurpose($0) }),
                  !token.name.utf8.contains(where: { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else { continue }
            let name = token.name.lowercased()
            if let spelling = token.swift, primitiveNamespaces.contains(where: { spelling == $0 || spelling.hasPrefix($0 + ".") }) {
                continue
            }
            for hue in Self.statusHues where name != hue {
                guard let value = PaletteColors.swiftUI[hue] else { continue }
                guard let range = name.range(of: hue) else { continue }
                // The hue ends a word: the name ends there or goes on with a capital, digit or separator.
                let original = Array(token.name.unicodeScalars)
                let end = name.distance(from: name.startIndex, to: range.upperBound)
                if end < original.count, CharacterSet.lowercaseLetters.contains(original[end]) { continue }
                let distance = ColorDistance.ciede2000.delta(token.light, value)
                guard distance <= 20 else { continue }
                found[hue, default: []].append((ProjectColorFacts.HueToken(name: token.name, role: token.role), distance))
            }
        }
        return found.mapValues { $0.sorted { $0.distance != $1.distance ? $0.distance < $1.distance : $0.token.name < $1.token.name }.map(\.token) }
    }

    /// A word that gives a hue token a purpose a status can have: a status (`error`) or what it paints
    /// (`text`, `icon`, `background`). An accent or tint is the app's identity colour, not a status:
    /// the system red beside `redAccentColor`, one optional theme's accent, was not a status red.
    static func namesStatusPurpose(_ word: String) -> Bool {
        if statusWords.contains(word) || word == "on" { return true }
        // `ContextRole.isRoleWord`, asked once, without its accent and tint.
        guard word != "tint", let role = ContextRole.role(ofName: word) else { return false }
        return role != .accent
    }

    /// The hues that signal a status (failure, success). Read by hand, the system blue, orange, yellow
    /// or purple beside a project's token of that hue was an identity or decoration colour (none of 12
    /// judged worth changing); red and green beside the project's red or green were status (9 of 11).
    static let statusHues = ["red", "green"]

    /// Words that name a status a colour signals.
    static let statusWords: Set<String> = [
        "status", "error", "success", "warning", "danger", "critical", "positive", "negative", "destructive",
        "alert", "info", "caution", "failure", "valid", "invalid",
    ]

    /// A dark surface is darker than L* 25: the surfaces of dark mode lie below it (UIKit's tertiary
    /// dark background is L* 18, Material's most elevated dark surface L* 23), and white on it has
    /// a contrast of at least 10:1.
    static func fixedDarkNames(_ tokens: [DesignToken]) -> Set<String> {
        func isNearBlack(_ color: RGBA) -> Bool { color.alpha >= 0.9 && ColorSpaces.lab(color).l < 25 }
        var names: Set<String> = []
        for token in tokens where isNearBlack(token.light) && (token.dark.map(isNearBlack) ?? true) {
            names.insert(token.name)
            // `RetroTheme.retroBlack`, `colorResource(R.color.bg_dark)`: the last name of each spelling.
            for spelling in [token.swift, token.kotlin].compactMap({ $0 }) {
                let name = spelling.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }).last
                if let name { names.insert(String(name)) }
            }
        }
        return names
    }

    /// How the file reaches a theme token: through the path it already uses for the theme's other
    /// members (`theme.colors.layer2` → `theme.colors.layer1`, `currentTheme().colors.layer1`). Nil
    /// when the file reaches none: a fix there would name a theme it has no handle on.
    /// `inScope`: the file reaches it so inside the site's own function (or type-level code), so the
    /// path is in scope there.
    func themeSpelling(_ token: DesignToken, in ctx: FileContext, site: Int) -> (expression: String, inScope: Bool)? {
        guard let group = token.themeGroup, let members = themeMembers[group] else { return nil }
        let siteFunction = ctx.scopes.enclosing(at: site, kinds: [.function, .property]).map { Int($0.open) } ?? -1
        var elsewhere: String?
        for q in 2..<max(2, ctx.count) where ctx.kind(q - 1) == .dot && ctx.isIdentifier(q) && !ctx.isImplicitMemberDot(q - 1) {
            guard members.contains(ctx.text(q)) else { continue }
            var start = ctx.memberChainStart(endingAt: q)
            // Through calls: `currentTheme().colors.layer2`.
            while ctx.kind(start - 1) == .dot && ctx.kind(start - 2) == .rightParen {
                let open = ctx.partnerOf(start - 2)
                guard open > 0 && open < start - 2, ctx.isIdentifier(open - 1) else { break }
                start = ctx.memberChainStart(endingAt: open - 1)
            }
            guard start < q - 1 else { continue }
            let expression = ctx.text(start, through: q - 2) + "." + token.name
            let function = ctx.scopes.enclosing(at: q, kinds: [.function, .property]).map { Int($0.open) } ?? -1
            if function == siteFunction { return (expression, true) }
            if elsewhere == nil { elsewhere = expression }
        }
        return elsewhere.map { ($0, false) }
    }

    package var isEmpty: Bool { swift.tokens.isEmpty && kotlin.tokens.isEmpty }

    /// Whether a palette finding names one of the project's own tokens: `UIColor.gray` where the app
    /// declares `static let gray` in `extension UIColor` is its token, not UIKit's grey.
    package func namesProjectToken(_ finding: Finding) -> Bool {
        guard finding.ruleID == "direct-palette-reference" else { return false }
        let spellings = finding.path.hasSuffix(".swift") ? swiftSpellings : kotlinSpellings
        return spellings.contains(finding.normalizedText)
    }

    /// Adds a fix (or, without one, what the catalog says) to `finding`.
    package func annotate(_ finding: inout Finding, in ctx: FileContext) {
        let ruleID = finding.ruleID, covers = finding.covers
        // A test's colours are its data (expected values, fixtures): a token there changes what it tests.
        guard Self.fixableRules.contains(ruleID), finding.context != .test else { return }
        let matcher = ctx.language == .swift ? swift : kotlin
        // The tokens of system hues are named for their hue, which `matcher` never offers; nor does it
        // offer primitives, which a message may name.
        guard !matcher.tokens.isEmpty || !hueTokenDefinitions.isEmpty || matcher.hasPrimitives else { return }
        let parser = SourceColorParser(ctx)
        if ruleID == "color-scheme-conditional" {
            guard let covers, let site = AppearanceConditional(ctx, condition: finding.range, covers: covers),
                  let light = parser.color(site.light.first, site.light.last),
                  let dark = parser.color(site.dark.first, site.dark.last) else { return }
            let start = ctx.position(atOffset: covers.start)
            let role = ContextRole.role(ctx, before: start)
            apply(matcher.match(light: light, dark: dark, role: role), role: role, to: &finding, range: covers,
                  prefix: site.returns ? "return " : "", kind: .color, spelling: .value, ctx: ctx, site: start)
            return
        }
        let first = ctx.position(atOffset: finding.range.start)
        // A shadow's tint is a technique: no text, surface or accent token is its colour (a 10% black
        // shadow is not the accent).
        guard !ctx.standsAsShadowColor(first) else { return }
        guard let color = parser.color(in: finding.range), let kind = SiteKind(ctx, first) else { return }
        let role = ContextRole.role(ctx, before: first)
        // A system hue where the project has its own token of that hue: that token, whatever its distance.
        if finding.isSystemHue, let member = finding.normalizedText.split(separator: ".").last,
           let hueToken = projectColors.token(forSystemHue: String(member), role: role),
           let token = hueTokenDefinitions[hueToken.name], token.expression(for: ctx.language) != nil {
            apply(.near(token, deltaE: matcher.distance.delta(color, token.light)), role: role, to: &finding, range: finding.range,
                  prefix: "", kind: kind, spelling: .paletteMember, ctx: ctx, site: first)
            return
        }
        let spelling: SiteSpelling = ruleID == "direct-palette-reference" ? .paletteMember : .value
        let match = matcher.tokens.isEmpty ? TokenMatch.none : matcher.match(color, role: role)
        // A written-out value no semantic token has may still be a palette primitive exactly
        // (`Color(hex: 0x2A2A2A)` where the palette declares `gray5`): saying "no token near" would be untrue.
        if spelling == .value, match.isFarOrNone, let primitive = matcher.primitive(exactly: color),
           let named = Self.named(primitive, ctx.language) {
            finding.message += "; no semantic token has this colour, but the palette's \(named) is exactly it: "
                + "name it, or better a semantic token over it"
            return
        }
        guard !matcher.tokens.isEmpty else { return }
        // A plain palette colour coincides with tokens of every kind: only one named for a purpose in
        // the interface (`textSecondary`, `ColorDisabled`) replaces it, not a data scale's step
        // (`RelayStatusColors.Unknown`, `IAQColors.IAQLightlyPolluted`).
        if spelling == .paletteMember, let token = match.offered, token.themeGroup == nil, !Self.namesInterfacePurpose(token.name) {
            return
        }
        apply(match, role: role, to: &finding, range: finding.range, prefix: "", kind: kind, spelling: spelling, ctx: ctx, site: first)
    }

    /// How a message names a token: its expression in the language (`Color.gray5`), or for an asset
    /// catalog colour, which each framework loads its own way, its colour set (colour set `Gold`).
    static func named(_ token: DesignToken, _ language: Language) -> String? {
        guard let expression = token.expression(for: language) else { return nil }
        if let asset = assetColorName(expression) { return "colour set `\(asset)`" }
        return "`\(expression)`"
    }

    /// The replacement, and the import it needs when the file lacks it (`colorResource`).
    private func edits(_ range: ByteRange, _ replacement: String, _ ctx: FileContext) -> [Edit] {
        let replace = Edit(range: range, replacement: replacement)
        guard ctx.language == .kotlin, let path = KotlinImports.required(by: replacement),
              let addImport = KotlinImports.edit(adding: path, to: ctx),
              // Only where it cannot touch the replacement (an `import` inside the call in a mangled file).
              addImport.range.start < range.start || addImport.range.start >= range.end else { return [replace] }
        return [addImport, replace]
    }

    /// The UIKit or AppKit colour class a Swift site takes: the one it names (`UIColor.red`), else the
    /// one framework of the two the file imports; nil when that is unclear.
    static func platformColorClass(_ ctx: FileContext, site: Int) -> String? {
        guard ctx.language == .swift else { return nil }
        if ctx.is(site, "UIColor") { return "UIColor" }
        if ctx.is(site, "NSColor") { return "NSColor" }
        guard ctx.kind(site) == .dot else { return nil }
        let uiKit = ctx.uiFrameworks.contains(.uiKit), appKit = ctx.uiFrameworks.contains(.appKit)
        return uiKit == appKit ? nil : uiKit ? "UIColor" : "NSColor"
    }

    /// `Brand` from an asset catalog colour's SwiftUI spelling, `Color("Brand")`; nil for any other expression.
    static func assetColorName(_ expression: String) -> String? {
        guard expression.hasPrefix("Color(\""), expression.hasSuffix("\")") else { return nil }
        let name = expression.dropFirst("Color(\"".count).dropLast(2)
        return name.isEmpty || name.contains("\"") || name.contains("\\") ? nil : String(name)
    }

    /// `R.color.brand` from `colorResource(R.color.brand)`.
    static func resource(in expression: String) -> String? {
        guard expression.hasPrefix("colorResource("), expression.hasSuffix(")") else { return nil }
        return String(expression.dropFirst("colorResource(".count).dropLast())
    }

    /// The largest ΔE at which a far match still names the nearest token.
    static let farHintLimit = 10.0

    /// Whether a token's name ties it to light or dark: a word `dark`, `light`, `night`, or a
    /// `…theme` word starting with one (`lighttheme_background`, `primaryIcon03LightContrast`).
    static func namesOneAppearance(_ name: String) -> Bool { namesOneAppearance(words: NameWords.splitAcronyms(name)) }

    static func namesOneAppearance(words: [String]) -> Bool {
        words.contains { word in
            AppearanceVocabulary.darkNameWords.contains(word) || AppearanceVocabulary.lightNameWords.contains(word)
                || word.hasSuffix("theme") && (word.hasPrefix("light") || word.hasPrefix("dark") || word.hasPrefix("extradark"))
        }
    }

    /// Whether a token is named for its colour alone (`black`, `lumo_white`, `grey_04`, `Gray40`): its
    /// last word is a colour.
    static func namesOnlyAColor(_ name: String) -> Bool {
        let words = NameWords.splitAcronyms(name)
        guard let last = words.last else { return false }
        if ColorVocabulary.colorWords.contains(last) { return true }
        // A tonal step (`Neutral80`, `primary40`, `brand_500`): a palette scale's primitive, where
        // `layer1` or `surface2` is an elevation.
        let digits = name.utf8.reversed().prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }.count
        return digits >= 2 && tonalPaletteWords.contains(last) && !words.contains(where: ContextRole.isRoleWord)
    }

    private static let tonalPaletteWords: Set<String> = [
        "neutral", "variant", "primary", "secondary", "tertiary", "error", "brand", "accent",
    ]

    /// Whether a token's name says what it is for in the interface: a role (`text`, `surface`,
    /// `border`), a tier or brand (`primary`, `accent`), a state or status (`disabled`, `error`), or a
    /// component (`button`).
    static func namesInterfacePurpose(_ name: String) -> Bool {
        NameWords.splitAcronyms(name).contains { word in
            ContextRole.isRoleWord(word) || tonalPaletteWords.contains(word) || componentWords.contains(word)
                || interfacePurposeWords.contains(word)
        }
    }

    /// Beyond the role words (`ContextRole.isRoleWord`), the tiers and the components.
    private static let interfacePurposeWords: Set<String> = [
        "success", "warning", "danger", "destructive", "info", "positive", "negative", "critical", "alert", "caution",
        "disabled", "enabled", "selected", "selection", "highlight", "highlighted", "pressed", "focus", "focused",
        "hover", "active", "inactive", "placeholder", "link", "shadow", "overlay", "scrim", "dim", "muted", "subtle",
        "emphasis", "hint", "caption", "heading", "body", "headline", "subtitle", "control", "window", "page",
        "app", "theme", "main", "base", "default", "chevron", "indicator",
    ]

    /// Words naming a component, whose tokens (the third tier) belong in that component only.
    static let componentWords: Set<String> = [
        "button", "tab", "tabbar", "toolbar", "navbar", "navigation", "card", "chip", "badge", "banner", "dialog",
        "sheet", "field", "textfield", "cell", "toggle", "switch", "slider", "snackbar", "tooltip", "fab", "pill", "avatar",
    ]

    /// The component a token is for (`primaryButtonTitle` → `button`), when the file at `path` is not
    /// about it (`NavigationTitleView.swift`): nil for semantic tokens and for files of that component.
    static func foreignComponent(of name: String, in path: String) -> String? {
        foreignComponent(words: NameWords.splitAcronyms(name), in: path)
    }

    static func foreignComponent(words: [String], in path: String) -> String? {
        guard let component = words.first(where: componentWords.contains) else { return nil }
        let file = path.split(separator: "/").last.map { $0.lowercased() } ?? ""
        return file.contains(component) ? nil : component
    }

    /// Compose spellings that only a `@Composable` may read: `colorResource(…)`, `MaterialTheme.…`.
    static func needsComposable(_ expression: String) -> Bool {
        expression.hasPrefix("colorResource(") || expression.hasPrefix("MaterialTheme.")
    }

    /// Why writing `token` at `site` needs a look: none when nothing speaks against it. `spelling`:
    /// whether the site is a named palette colour (`Color.White`, `.black`); `role`: the one the code
    /// around it gives; `kind`: whether the site takes a UIKit/AppKit colour or an Android colour int;
    /// `themeInScope`: for a theme member, whether the path written is the site's function's own.
    private func caveats(_ token: DesignToken, _ expression: String, kind: SiteKind, spelling: SiteSpelling,
                         role: TokenRole?, themeInScope: Bool?, ctx: FileContext, site: Int) -> [FixCaveat] {
        var caveats: [FixCaveat] = []
        let words = NameWords.splitAcronyms(token.name)  // read once for the name checks below
        let paletteColor = spelling == .paletteMember
        if kind == .platformType && !token.isPlatformType {
            if Self.platformColorClass(ctx, site: site) == nil {
                caveats.append(.platformSiteTakesPlatformType)
            } else {
                caveats.append(Self.assetColorName(token.swift ?? "") == nil ? .convertedFromSwiftUIColor : .assetLookedUpByName)
            }
        }
        // A brand value such as #1A1A1F written out is that token's light value by intent; plain white
        // serves text on photos, hazard stripes and page backgrounds alike. Matched to a token that
        // turns black at night it changes how dark mode looks: offered, never applied unasked.
        if paletteColor, let dark = token.dark, dark.hexString != token.light.hexString {
            caveats.append(.tokenAdapts(dark: dark.hexString))
        } else if paletteColor && (role == nil || token.role == nil) {
            // The only white token is a button title's: a navigation title's white is not that token.
            caveats.append(.paletteColorServesManyRoles)
        }
        // `lighttheme_background`, `gradient02EDark`: one appearance's value, not a semantic token.
        if Self.namesOneAppearance(words: words) { caveats.append(.namedForOneAppearance) }
        // A button's title colour is white today; a navigation title that shares the value is not a button.
        if let component = Self.foreignComponent(words: words, in: ctx.file.path) {
            caveats.append(.componentTokenElsewhere(component))
        }
        // Outside a @Composable, `colorResource(…)` does not compile: offered, never applied unasked.
        // Asked last: finding the enclosing lambdas is the costly part.
        if ctx.language == .kotlin && Self.needsComposable(expression) && !ctx.canCallComposable(at: site) {
            caveats.append(.needsComposableContext)
        }
        // `ThemeColor.x = "#…".toColorInt()` or `UIColor.brand` where a SwiftUI or Compose `Color` goes.
        if kind != .platformType && token.isPlatformType { caveats.append(.platformColorWrapped) }
        if ctx.language == .kotlin, let visibility = Self.kotlinVisibility(of: token, expression, in: ctx) {
            caveats.append(visibility)
        }
        if ctx.language == .swift, let catalog = Self.catalogOfAnotherTarget(token, sitePath: ctx.file.path) {
            caveats.append(.assetOfAnotherTarget(catalog))
        }
        if themeInScope == false {
            caveats.append(.themeReachedElsewhere)
        }
        return caveats
    }

    /// The asset catalog of a colour-set token, when the Swift file at `sitePath` lies outside the
    /// folder that owns it (`App/` for `App/Assets.xcassets` or `App/Resources/Assets.xcassets`): a
    /// widget, an extension or a package is another target, which may not copy that catalog.
    static func catalogOfAnotherTarget(_ token: DesignToken, sitePath: String) -> String? {
        guard let end = token.source.range(of: ".xcassets")?.upperBound else { return nil }
        let catalog = String(token.source[..<end])
        var owner = catalog.split(separator: "/", omittingEmptySubsequences: false).dropLast()
        if let last = owner.last, ["Resources", "Assets", "Supporting Files", "SupportingFiles"].contains(last) { owner = owner.dropLast() }
        let folder = owner.joined(separator: "/")
        guard !folder.isEmpty, !folder.hasPrefix(".."), !folder.hasPrefix("/") else { return nil }
        return sitePath.hasPrefix(folder + "/") ? nil : catalog
    }

    /// Why a Kotlin token may not compile where it is written. A resource (`R.color.x`): defined in
    /// another Gradle module (this one's `R` is another package's, if the module depends on it at
    /// all), or `R` neither used bare nor imported in this file. Anything else (`BrandColors.Accent`,
    /// a top-level `Purple80`, `MaterialTheme.colorScheme.primary`): its first name neither used
    /// nor imported here, in a file outside the token's folder.
    static func kotlinVisibility(of token: DesignToken, _ expression: String, in ctx: FileContext) -> FixCaveat? {
        if writesResource(expression) {
            if let tokenModule = gradleModule(of: token.source), let fileModule = gradleModule(of: ctx.file.path),
               tokenModule != fileModule {
                return .definedInAnotherModule(tokenModule)
            }
            return ctx.usesOwnR ? nil : .fileDoesNotUseR
        }
        let owner = expression.utf8.prefix(while: isNameByte)
        guard !owner.isEmpty else { return nil }
        if let path = KotlinImports.required(by: expression) {
            // The fix adds the import itself (`MaterialTheme` from Material 3 for `MaterialTheme.colorScheme.x`),
            // unless the file imports the same name from elsewhere.
            let simpleName = "." + String(decoding: owner, as: UTF8.self)
            return ctx.importLines.contains { $0.path != path && $0.path.hasSuffix(simpleName) } ? .importsAnother(path) : nil
        }
        if ctx.mentions(identifier: Array(owner)) { return nil }
        let folder = { (path: String) in path.split(separator: "/").dropLast().joined(separator: "/") }
        return folder(token.source) == folder(ctx.file.path) ? nil : .needsImport(String(decoding: owner, as: UTF8.self))
    }

    /// Whether a Kotlin expression names a resource through a bare `R` (`colorResource(R.color.x)`,
    /// `colorResource(id = R.color.x)`), not `android.R` or some `FooR`.
    static func writesResource(_ expression: String) -> Bool {
        let bytes = Array(expression.utf8)
        for i in bytes.indices where bytes[i] == UInt8(ascii: "R") && i + 1 < bytes.count && bytes[i + 1] == UInt8(ascii: ".") {
            if i == 0 { return true }
            let before = bytes[i - 1]
            if before != UInt8(ascii: ".") && !isNameByte(before) { return true }
        }
        return false
    }

    /// A byte an identifier may continue with, as the lexers see it.
    private static func isNameByte(_ byte: UInt8) -> Bool { ByteClass.table[Int(byte)] & ByteClass.identifierPart != 0 }

    /// The Gradle module of a path by Android's layout (`wear/src/main/…` → `wear`, `src/main/…` → the
    /// root module, ""): the folders before the last `src` that holds a source set (`main`, `debug`,
    /// `commonMain`, `androidTest`, …); nil when there is none.
    static func gradleModule(of path: String) -> String? {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        func isSourceSet(_ name: Substring) -> Bool {
            ["main", "debug", "release", "test"].contains(name) || name.hasSuffix("Main") || name.hasSuffix("Test")
                || name.hasSuffix("Debug") || name.hasSuffix("Release")
        }
        guard let src = parts.indices.last(where: { $0 + 2 < parts.count && parts[$0] == "src" && isSourceSet(parts[$0 + 1]) }) else {
            return nil
        }
        return parts[..<src].joined(separator: "/")
    }

    private func apply(_ match: TokenMatch, role: TokenRole?, to finding: inout Finding, range: ByteRange, prefix: String,
                       kind: SiteKind, spelling: SiteSpelling, ctx: FileContext, site: Int) {
        let language = ctx.language
        switch match {
        case .exact, .near, .ambiguous: finding.hasNearToken = true
        case .far, .none: break
        }
        let theme = match.offered.flatMap { $0.themeGroup == nil ? nil : themeSpelling($0, in: ctx, site: site) }
        func spelled(_ token: DesignToken) -> String {
            if token.themeGroup != nil { return theme?.expression ?? token.name }
            return token.expression(for: language) ?? token.name
        }
        // A View-system file (no Compose import) cannot read a Compose spelling (`colorResource(…)`).
        func composeOnlyHere(_ spelling: String) -> Bool {
            language == .kotlin && Self.needsComposable(spelling) && !ctx.importsCompose
        }
        // How a message's lists and hints spell a token: there, a resource by itself (`R.color.x`),
        // which View code reads with `ContextCompat.getColor`.
        func listed(_ token: DesignToken) -> String {
            let spelling = spelled(token)
            return composeOnlyHere(spelling) ? Self.resource(in: spelling) ?? spelling : spelling
        }
        // A theme token the file has no handle on: name it, write nothing.
        if case let token? = match.offered, token.themeGroup != nil, theme == nil {
            finding.message += "; the theme's `\(token.name)` has this colour: reach it through the app's theme"
            return
        }
        // Both SwiftUI and Compose build a `Color` from a platform colour: `Color(UIColor.brand)`,
        // `Color(ThemeColor.accentInt)`.
        // And a UIKit or AppKit colour from a SwiftUI one: `UIColor(Color("Brand"))` where a `UIColor` goes;
        // an asset catalog's colour by its name, `UIColor(named: "Brand")!`, which needs no SwiftUI import.
        func written(_ token: DesignToken) -> String {
            if kind != .platformType && token.isPlatformType { return "Color(" + spelled(token) + ")" }
            if kind == .platformType && !token.isPlatformType, let platform = Self.platformColorClass(ctx, site: site) {
                if let asset = Self.assetColorName(spelled(token)) { return platform + "(named: \"" + asset + "\")!" }
                return platform + "(" + spelled(token) + ")"
            }
            return spelled(token)
        }
        // There, name the resource for `ContextCompat.getColor` instead of offering an edit that would not build.
        if case let token? = match.offered, composeOnlyHere(spelled(token)) {
            if let resource = Self.resource(in: spelled(token)) {
                let which: String
                if case .near(_, let deltaE) = match { which = "the nearest token, ΔE \(TokenMatcher.format(deltaE)), is" } else { which = "the token is" }
                finding.message += "; \(which) `\(resource)` (in View code, `ContextCompat.getColor(context, \(resource))`)"
            }
            return
        }
        // `UIColor(named:)!` and `Color("Brand")` look in the main bundle: where another target owns the
        // catalog the first traps at run time and the second draws nothing. Name the colour set, write nothing.
        func looksUpAnotherTargetsAsset(_ token: DesignToken, _ expression: String, _ caveats: [FixCaveat]) -> Bool {
            guard expression.hasSuffix(")!") || Self.assetColorName(expression) != nil else { return false }
            for case .assetOfAnotherTarget(let catalog) in caveats {
                finding.message += "; the token is the colour set `\(token.name)` of `\(catalog)`, another target's catalog: "
                    + "load it from that target's bundle"
                return true
            }
            return false
        }
        switch match {
        case .exact(let token):
            let expression = written(token)
            var caveats = caveats(token, expression, kind: kind, spelling: spelling, role: role, themeInScope: theme?.inScope, ctx: ctx, site: site)
            if looksUpAnotherTargetsAsset(token, expression, caveats) { return }
            // The only token with this colour is meant for another role (a background token for text).
            // Accent colours serve as text, fills and borders alike.
            if let role, let tokenRole = token.role, tokenRole != role, tokenRole != .accent, role != .accent {
                caveats.append(.roleMismatch(token: tokenRole, site: role))
            }
            // An exact match is safe unless something speaks against it.
            finding.fix = Fix(title: "Replace with `\(expression)`" + FixCaveat.notes(caveats),
                              applicability: caveats.isEmpty ? .safe : .unsafe,
                              edits: edits(range, prefix + expression, ctx))
        case .near(let token, let deltaE):
            let expression = written(token)
            // A near match changes the colour: never safe, whatever else is true.
            let caveats = caveats(token, expression, kind: kind, spelling: spelling, role: role, themeInScope: theme?.inScope, ctx: ctx, site: site)
            if looksUpAnotherTargetsAsset(token, expression, caveats) { return }
            let title = "Replace with nearest token `\(expression)`, ΔE \(TokenMatcher.format(deltaE))" + FixCaveat.notes(caveats)
            finding.fix = Fix(title: title, applicability: .unsafe, edits: edits(range, prefix + expression, ctx))
        case .ambiguous(let tokens) where tokens.count == 1:
            finding.message += "; other tokens share this colour, and the only one code can use is `\(listed(tokens[0]))`"
        case .ambiguous(let tokens):
            // A large palette gives white or black dozens of tokens: name the few that fit the
            // role best, in catalog order, and count the rest.
            let ordered = role.map { role in tokens.filter { $0.role == role } + tokens.filter { $0.role != role } } ?? tokens
            let count = tokens.count <= Self.candidatesShown + 1 ? tokens.count : Self.candidatesShown  // never "and 1 more"
            let shown = ordered.prefix(count).map { "`\(listed($0))`" }.joined(separator: ", ")
            finding.message += "; several tokens have this colour: " + shown
                + (tokens.count > count ? " and \(tokens.count - count) more" : "")
        case .far(let token, let deltaE):
            // Beyond ΔE 10 the nearest token is another colour altogether: naming it misleads.
            finding.message += deltaE <= Self.farHintLimit
                ? "; no token near this colour (the nearest, `\(listed(token))`, is ΔE \(TokenMatcher.format(deltaE)) away, "
                    + "beyond the ΔE \(TokenMatcher.format(swift.maxDeltaE)) a fix allows)"
                : "; no token near this colour"
        case .none:
            break
        }
    }

    /// How the site writes its colour, which decides how freely a token may replace it.
    enum SiteSpelling {
        /// A named palette colour (`Color.White`, `.black`, `UIColor.red`): plain colours serve many roles.
        case paletteMember
        /// A value written out (hex, channels, an appearance conditional): the author chose this colour.
        case value
    }

    /// What kind of value the finding's expression is; nil for values a token cannot replace
    /// (a bare hex string or integer bound to a variable: its type is not a colour).
    enum SiteKind {
        /// SwiftUI `Color` or Compose `Color`: what token expressions are written for.
        case color
        /// UIKit/AppKit/Core Graphics colours and Android `@ColorInt` ints: a token may need converting.
        case platformType

        init?(_ ctx: FileContext, _ p: Int) {
            switch ctx.kind(p) {
            case .stringOpen, .number:
                return nil
            case .pound:
                self = .platformType  // `#colorLiteral` is a UIColor/NSColor outside SwiftUI
            case .dot:
                // `view.backgroundColor = .red` is UIKit; a passed `.red` is SwiftUI, unless the file
                // imports UIKit or AppKit and not SwiftUI (`button.setTitleColor(.black, for: .normal)`).
                self = ctx.isOperator(p - 1, "=") || ctx.importsPlatformUIOnly || SourceColorParser.isPlatformColorLabel(ctx, before: p)
                    ? .platformType : .color
            default:
                let names = ctx.memberChain(startingAt: p).names
                if names.contains(where: { ColorVocabulary.platformColorTypes.contains($0) || $0 == "android" }) {
                    self = .platformType
                    return
                }
                if ctx.language == .kotlin, names.count >= 2, names[0] == "Color",
                   ["rgb", "argb", "valueOf", "parseColor"].contains(names[1]) || names[1].allSatisfy({ $0.isUppercase }) {
                    self = .platformType
                    return
                }
                self = .color
            }
        }
    }
}

/// Why a token fix needs a look before it is applied. Any caveat makes an exact match unsafe; each
/// renders as a parenthesised note on the fix's title, in the order found.
enum FixCaveat: Equatable, Sendable {
    /// The site takes a UIKit/AppKit colour or an Android colour int, and the token is a `Color`.
    case platformSiteTakesPlatformType
    /// Written as `UIColor(…)`/`NSColor(…)` around a SwiftUI `Color` token.
    case convertedFromSwiftUIColor
    /// Written as `UIColor(named: "…")!`: an asset catalog colour looked up by name at run time.
    case assetLookedUpByName
    /// A palette colour matched to a token that has another value in dark mode.
    case tokenAdapts(dark: String)
    /// A palette colour with no role around it, or a token without one.
    case paletteColorServesManyRoles
    /// The token's name ties it to light or dark.
    case namedForOneAppearance
    /// A component's token (`button`) outside that component's file.
    case componentTokenElsewhere(String)
    /// `colorResource(…)` or `MaterialTheme.…` outside a `@Composable`.
    case needsComposableContext
    /// A platform colour where a SwiftUI or Compose `Color` goes: written wrapped in `Color(…)`.
    case platformColorWrapped
    /// A Kotlin resource defined in another Gradle module ("" is the root module).
    case definedInAnotherModule(String)
    /// A Kotlin resource in a file that neither uses nor imports `R`.
    case fileDoesNotUseR
    /// A Kotlin token whose first name this file neither uses nor imports.
    case needsImport(String)
    /// A Kotlin token whose first name the file imports from another package (Material 2's
    /// `MaterialTheme` where the token is Material 3's): the name means something else here.
    case importsAnother(String)
    /// The token is meant for another role than the site gives (a background token for text).
    case roleMismatch(token: TokenRole, site: TokenRole)
    /// A colour set from an asset catalog another target owns.
    case assetOfAnotherTarget(String)
    /// A theme member spelled the way another function of the file reaches the theme.
    case themeReachedElsewhere

    /// The note on the fix's title, with its leading space.
    var note: String {
        switch self {
        case .platformSiteTakesPlatformType: return " (this site takes a platform colour type; check the token's type)"
        case .convertedFromSwiftUIColor: return " (converted from a SwiftUI `Color`, which needs iOS 14 or macOS 11)"
        case .assetLookedUpByName: return " (looked up by name: the app's target must include the colour set)"
        case .tokenAdapts(let dark): return " (the token adapts: \(dark) in dark mode)"
        case .paletteColorServesManyRoles: return " (plain palette colours serve many roles; check this is the token's)"
        case .namedForOneAppearance: return " (the token is named for one appearance)"
        case .componentTokenElsewhere(let component): return " (a \(component) token outside a \(component))"
        case .needsComposableContext: return " (needs a @Composable context)"
        case .platformColorWrapped: return " (a platform colour, wrapped in `Color(…)`)"
        case .definedInAnotherModule(let module):
            return " (defined in another module, `\(module.isEmpty ? "the root module" : module)`)"
        case .fileDoesNotUseR: return " (this file does not use `R`: check its import)"
        case .needsImport(let owner): return " (needs an import of `\(owner)`)"
        case .importsAnother(let path): return " (this file imports another `\(path.split(separator: ".").last ?? "")`; the token is `\(path)`'s)"
        case .roleMismatch(let token, let site): return " (a \(token.rawValue) token in a \(site.rawValue) role)"
        case .themeReachedElsewhere: return " (spelled as another function reaches the theme: check it is in scope here)"
        case .assetOfAnotherTarget(let catalog): return " (a colour set of `\(catalog)`, outside this file's folder: check its target includes the catalog)"
        }
    }

    /// The notes of `caveats`, joined in order.
    package static func notes(_ caveats: [FixCaveat]) -> String { caveats.map(\.note).joined() }
}
