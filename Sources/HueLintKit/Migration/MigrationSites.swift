/// Reads the sites a migration can rewrite from a file's hardcoded-colour findings: the exact
/// colour (two for an appearance conditional), the role the code gives it and the type it is.
enum MigrationSites {
    /// One rewritable place: a single colour, or an appearance conditional's light and dark.
    struct Found {
        var range: ByteRange
        var light: RGBA
        var dark: RGBA?
        var type: SiteType
        var role: TokenRole?
        /// What the code says the colour is for, beyond its role: a palette member a conditional
        /// picks (`.solo`), or the property it initialises (`inactiveColor` → `inactive`).
        var subject: String?
        /// The code around says error, warning or success: a status colour by its use, not only its hue.
        var saysStatus = false
        /// It paints an icon, a symbol or a spinner rather than text.
        var paintsIcon = false
    }

    /// Why a finding is not in the plan, for the warning `migrate plan` prints.
    struct LeftOut {
        var finding: Finding
        var reason: String
    }

    static let rules: Set<String> = [
        "raw-color-initializer", "hex-color-literal", "direct-palette-reference", "color-scheme-conditional",
    ]

    /// - Parameter catalog: the project's tokens, read for a conditional that picks between two of
    ///   its palette's colours (`colorScheme == .dark ? .brandInk : .white`).
    package static func read(_ ctx: FileContext, findings: [Finding], catalog: TokenCatalog = TokenCatalog()) -> (found: [Found], leftOut: [LeftOut]) {
        var found: [Found] = []
        var leftOut: [LeftOut] = []
        let parser = SourceColorParser(ctx)
        for finding in findings {
            let first = ctx.position(atOffset: finding.range.start)
            if finding.ruleID == ColorSchemeConditionalRule.description.id {
                guard let covers = finding.covers,
                      let site = AppearanceConditional(ctx, condition: finding.range, covers: covers),
                      let light = parser.color(site.light.first, site.light.last)
                        ?? catalogColor(ctx, site.light.first, site.light.last, catalog)?.light,
                      let dark = parser.color(site.dark.first, site.dark.last)
                        ?? catalogColor(ctx, site.dark.first, site.dark.last, catalog).map({ $0.dark ?? $0.light }) else {
                    leftOut.append(LeftOut(finding: finding, reason: "the conditional's two colours could not be read"))
                    continue
                }
                guard let type = type(ctx, at: site.light.first), type == self.type(ctx, at: site.dark.first) else {
                    leftOut.append(LeftOut(finding: finding, reason: "the conditional's colours are not of one known colour type"))
                    continue
                }
                let start = ctx.position(atOffset: covers.start)
                // The member shown in light mode names the token; one shown in dark mode only, its inverse.
                let lightSubject = memberSubject(ctx, site.light.first, site.light.last, catalog)
                let darkSubject = memberSubject(ctx, site.dark.first, site.dark.last, catalog)
                let subject = lightSubject == nil ? darkSubject.map { $0 + "Inverse" } : darkSubject == nil ? lightSubject : nil
                found.append(Found(range: covers, light: light, dark: dark, type: type, role: ContextRole.role(ctx, before: start),
                                   subject: subject, saysStatus: saysStatus(ctx, at: start), paintsIcon: paintsIcon(ctx, at: start)))
                continue
            }
            guard let color = parser.color(in: finding.range) else {
                leftOut.append(LeftOut(finding: finding, reason: "its exact value could not be read"))
                continue
            }
            guard let type = type(ctx, at: first) else {
                leftOut.append(LeftOut(finding: finding, reason: "it is not a SwiftUI, UIKit, AppKit, Compose or Android colour"))
                continue
            }
            found.append(Found(range: finding.range, light: color, dark: nil, type: type, role: ContextRole.role(ctx, before: first),
                               subject: declaredSubject(ctx, before: first), saysStatus: saysStatus(ctx, at: first),
                               paintsIcon: paintsIcon(ctx, at: first)))
        }
        return (found, leftOut)
    }

    /// Whether a name on the site's line, or of a function or type around it, speaks of a status:
    /// `errorLabel.textColor = .red`, `func showFailure()`, `isValid ? … : …`. Reviewers rejected
    /// status names given by hue alone (a red heart, an orange star).
    static func saysStatus(_ ctx: FileContext, at p: Int) -> Bool {
        var first = p, last = p
        while first > 0 && !ctx.hasNewlineBefore(first) { first -= 1 }
        while last + 1 < ctx.count && !ctx.hasNewlineBefore(last + 1) { last += 1 }
        var names = (first...last).filter { ctx.isIdentifier($0) }.map { ctx.text($0) }
        var id = ctx.scopes.innermost(at: p)
        while let scope = ctx.scopes.scope(id) {
            if scope.kind == .function || scope.kind == .type { names.append(scope.name(in: ctx)) }
            id = Int(scope.parent)
        }
        return names.contains { name in NameWords.splitAcronyms(name).contains(where: statusWords.contains) }
    }

    /// Whether the colour paints an icon: the name it is given (`tintColor`, `iconColor`,
    /// `contentTintColor`) or a view on its line (`Image(systemName:)`, `Icon(…)`, a progress spinner).
    static func paintsIcon(_ ctx: FileContext, at p: Int) -> Bool {
        if (ctx.kind(p - 1) == .colon || ctx.isOperator(p - 1, "=")) && ctx.isIdentifier(p - 2),
           NameWords.splitAcronyms(ctx.text(p - 2)).contains(where: iconWords.contains) {
            return true
        }
        var first = p
        while first > 0 && !ctx.hasNewlineBefore(first) { first -= 1 }
        return (first..<p).contains { ctx.isIdentifier($0) && iconViews.contains(ctx.text($0)) }
    }

    static let iconWords: Set<String> = ["tint", "icon", "glyph", "symbol", "image", "spinner", "progress", "indicator", "checkmark"]
    static let iconViews: Set<String> = [
        "Image", "Icon", "ImageView", "ProgressView", "CircularProgressIndicator", "LinearProgressIndicator", "systemName",
        "painterResource", "imageVector", "UIImageView", "NSImageView", "UIActivityIndicatorView",
    ]

    static let statusWords: Set<String> = [
        "error", "errors", "warning", "warnings", "warn", "success", "successful", "succeeded", "failure", "failed", "fail",
        "invalid", "valid", "validation", "destructive", "danger", "critical", "alert", "delete", "overdue", "offline",
    ]

    /// A conditional's branch naming a palette member that says what it is for (`.solo`,
    /// `Palette.multiplayer`), not what colour it is (`.lumoOrange`, `Gray40`).
    static func memberSubject(_ ctx: FileContext, _ first: Int, _ last: Int, _ catalog: TokenCatalog) -> String? {
        guard catalogColor(ctx, first, last, catalog) != nil else { return nil }
        return subject(ofName: ctx.text(last))
    }

    /// `let inactiveColor = …`, `var unreadBadgeColor: UIColor = …`: the declared name, when it says more than a role.
    static func declaredSubject(_ ctx: FileContext, before p: Int) -> String? {
        guard ctx.isOperator(p - 1, "=") else { return nil }
        var name = p - 2
        if !ctx.isIdentifier(name) || ctx.kind(name - 1) == .colon {
            // `name: Type =`
            var q = p - 2
            while q > 0 && q > p - 8 && ctx.kind(q) != .colon { q -= 1 }
            name = q - 1
        }
        guard ctx.isIdentifier(name), ctx.is(name - 1, "let") || ctx.is(name - 1, "var") || ctx.is(name - 1, "val") else { return nil }
        return subject(ofName: ctx.text(name))
    }

    /// The words of a name left when role, colour and hue words are dropped, in camelCase; nil when
    /// nothing of four letters or more is left (`textColor`, `lumoOrange`, `defaultBackground`).
    static func subject(ofName name: String) -> String? {
        guard !TokenFixes.namesOnlyAColor(name) else { return nil }
        let dropped: Set<String> = ["color", "colour", "colors", "default", "main", "base", "value", "light", "dark", "night",
                                    "first", "second", "third", "fourth", "other", "new", "old", "temp", "my", "custom",
                                    "mode", "theme", "appearance", "system", "primary", "secondary", "tertiary"]
        let words = NameWords.splitAcronyms(name).filter { !dropped.contains($0) && !ContextRole.isRoleWord($0) && !ColorVocabulary.colorWords.contains($0) }
        guard let head = words.first, words.joined().count >= 4 else { return nil }
        return head + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// A branch that names a catalog colour (`.brandInk`, `Color.brandInk`, `Palette.ink`): its
    /// values, when every token of that name has the same ones. A palette member declared on the
    /// other platform type than the site's (`UIColor.x` passed as a SwiftUI `.x`) is not read.
    static func catalogColor(_ ctx: FileContext, _ first: Int, _ last: Int, _ catalog: TokenCatalog) -> (light: RGBA, dark: RGBA?)? {
        let implicit = ctx.kind(first) == .dot
        var q = implicit ? first + 1 : first
        while q < last, ctx.isIdentifier(q), ctx.kind(q + 1) == .dot { q += 2 }
        guard q == last, ctx.isIdentifier(last) else { return nil }
        let named = catalog.tokens(named: ctx.text(last))
        guard let token = named.first, named.allSatisfy({ $0.hasSameValues(as: token) }) else { return nil }
        if implicit, let type = type(ctx, at: first), (type == .swiftUIColor) == token.isPlatformType { return nil }
        return (token.light, token.dark)
    }

    /// The colour type of the expression starting at `p`; nil for values a token cannot replace
    /// (a bare hex string or number, `CGColor`, a custom colour type).
    static func type(_ ctx: FileContext, at p: Int) -> SiteType? {
        guard let kind = TokenFixes.SiteKind(ctx, p) else { return nil }
        if ctx.language == .kotlin { return kind == .platformType ? .androidColorInt : .composeColor }
        switch ctx.kind(p) {
        case .dot, .pound:
            // `.white` or `#colorLiteral`: SwiftUI where the file uses it, else the platform's type.
            guard kind == .platformType else { return .swiftUIColor }
            if ctx.kind(p - 1) == .colon && ctx.is(p - 2, "nsColor") { return .nsColor }
            if ctx.kind(p - 1) == .colon && ctx.is(p - 2, "uiColor") { return .uiColor }
            let appKit = imports(ctx, "AppKit") || imports(ctx, "Cocoa"), uiKit = imports(ctx, "UIKit")
            if appKit != uiKit { return appKit ? .nsColor : .uiColor }
            // Neither or both imported: the platform type the file itself names, if only one.
            let namesNS = ctx.index.colorTypeNames.contains { ctx.is(Int($0), "NSColor") }
            let namesUI = ctx.index.colorTypeNames.contains { ctx.is(Int($0), "UIColor") }
            return namesNS == namesUI ? nil : namesNS ? .nsColor : .uiColor
        default:
            let names = ctx.memberChain(startingAt: p).names
            if names.contains("UIColor") { return .uiColor }
            if names.contains("NSColor") { return .nsColor }
            return names.first == "Color" ? .swiftUIColor : nil
        }
    }

    static func imports(_ ctx: FileContext, _ module: StaticString) -> Bool {
        ctx.index.imports.contains { ctx.is(Int($0) + 1, module) }
    }
}
