/// Recognising code that asks "is it dark?": `colorScheme`, `userInterfaceStyle`,
/// `isSystemInDarkTheme()`, `Theme.current`, and flags derived from them.
package struct AppearanceVocabulary: Sendable {
    /// Names whose mention means the appearance is being checked.
    package static let indicatorNames: Set<String> = [
        "colorScheme", "userInterfaceStyle", "isSystemInDarkTheme", "isLight", "effectiveAppearance",
    ]

    /// Words that tie a name to the dark or the light appearance (`onPrimaryDark`, `night_text`,
    /// `md_theme_light_primary`). Not `day`: it names calendar days more often than an appearance.
    package static let darkNameWords: Set<String> = ["dark", "night"]
    package static let lightNameWords: Set<String> = ["light"]

    /// Flag names that hold the appearance (configurable), plus those derived in the file.
    package private(set) var flags: Set<String>
    /// The flag names' bytes, indexed by length (the last slot holds every longer name): an
    /// identifier is compared only with the flags of its length, as bytes, without making a String.
    private var flagsByLength: [[[UInt8]]]
    private static let longFlagLength = 64

    package init(flags: [String]) {
        self.flags = Set(flags)
        flagsByLength = Self.byLength(self.flags)
    }

    private static func byLength(_ names: Set<String>) -> [[[UInt8]]] {
        var table = [[[UInt8]]](repeating: [], count: longFlagLength + 1)
        for name in names.sorted() { table[min(name.utf8.count, longFlagLength)].append(Array(name.utf8)) }
        return table
    }

    /// Adds one name to both views; rebuilding the length table per insert showed up as a fifth of
    /// the time on files full of derived flags.
    private mutating func insertFlag(_ name: String) {
        guard flags.insert(name).inserted else { return }
        flagsByLength[min(name.utf8.count, Self.longFlagLength)].append(Array(name.utf8))
    }

    private func isFlag(_ ctx: FileContext, _ p: Int, length: Int) -> Bool {
        if length >= Self.longFlagLength { return !flagsByLength[Self.longFlagLength].isEmpty && flags.contains(ctx.text(p)) }
        for name in flagsByLength[length] where ctx.is(p, bytes: name) { return true }
        return false
    }

    /// Adds names assigned from an appearance check in this file: `let isDark = colorScheme == .dark`,
    /// `val darkTheme: Boolean = isSystemInDarkTheme()`, `@Environment(\.colorScheme) var scheme`.
    package mutating func learnDerivedFlags(_ ctx: FileContext) {
        for name in ctx.index.appearanceNames {
            let p = Int(name)
            var q = ctx.memberChainStart(endingAt: p) - 1
            if ctx.kind(q) == .dot && ctx.text(q - 1) == "\\" {
                // A key path `\.colorScheme` inside `@Environment(…)`: the property that follows.
                let close = q + 1 < ctx.count ? q + 2 : q
                var r = close
                while r < min(ctx.count, close + 6) && !ctx.is(r, "var") { r += 1 }
                if ctx.is(r, "var") && ctx.isIdentifier(r + 1) { insertFlag(ctx.text(r + 1)) }
                continue
            }
            // `val surface = Theme.colorScheme.background.primary` reads a token out of the scheme;
            // only the appearance itself (`= colorScheme == .dark`, `= isSystemInDarkTheme()`) makes a flag.
            if ctx.kind(p + 1) == .dot { continue }
            if ctx.isOperator(q, "!") { q -= 1 }
            guard ctx.isOperator(q, "=") else { continue }
            var nameAt = q - 1
            if ctx.isIdentifier(nameAt) && ctx.kind(nameAt - 1) == .colon { nameAt -= 2 }  // `name: Bool =`
            if ctx.isIdentifier(nameAt) { insertFlag(ctx.text(nameAt)) }
        }
    }

    /// Whether the tokens `first…last` check the appearance: an indicator name, `Theme.current`, or a flag.
    package func mentionsAppearance(_ ctx: FileContext, _ first: Int, _ last: Int) -> Bool {
        guard first <= last else { return false }
        for p in first...last where ctx.kind(p) == .identifier {
            let length = ctx.token(p).length
            switch length {
            case 7:
                if ctx.is(p, "isLight") && !Self.isLuminanceCall(ctx, p) && !ctx.isColorBrightnessProperty(p)
                    && !contentFlags.contains("isLight") { return true }
                if ctx.is(p, "current") && ctx.kind(p - 1) == .dot && (ctx.is(p - 2, "Theme") || ctx.is(p - 2, "theme")) { return true }
            // `MaterialTheme.colorScheme.surface` is the theme's scheme of colours, not the appearance.
            case 11: if ctx.is(p, "colorScheme") && ctx.kind(p + 1) != .dot && !Self.comparesWithOtherString(ctx, p) { return true }
            case 18: if ctx.is(p, "userInterfaceStyle") { return true }
            case 19: if ctx.is(p, "isSystemInDarkTheme") || ctx.is(p, "effectiveAppearance") { return true }
            default: break
            }
            if isFlag(ctx, p, length: length) && !Self.isLuminanceCall(ctx, p) && !Self.isContentMember(ctx, p)
                && !contentFlags.contains(ctx.text(p)) { return true }
        }
        return Self.comparesThemeType(ctx, first, last)
    }

    /// `colorScheme == "dynamic"`: a setting's value named by a string other than the appearance's
    /// (`"dark"`, `"light"`, `"night"`) chooses a palette mode, not light or dark.
    private static func comparesWithOtherString(_ ctx: FileContext, _ p: Int) -> Bool {
        guard ctx.isOperator(p + 1, "==") || ctx.isOperator(p + 1, "!="), ctx.kind(p + 2) == .stringOpen else { return false }
        guard ctx.kind(p + 3) == .stringText else { return true }
        let value = ctx.range(p + 3)
        return !(ctx.bytes(value, containIgnoringCase: "dark") || ctx.bytes(value, containIgnoringCase: "light")
                 || ctx.bytes(value, containIgnoringCase: "night"))
    }

    /// Flags that hold the brightness of content, not the appearance: `let isDark = page.luminance < 0.5`.
    private var contentFlags: Set<String> = []

    /// Drops the flags this file computes from measured brightness (a wallpaper, a photo, a reader
    /// page): `isDark = image.averageBrightness < 0.4` is content, whatever it is called.
    package mutating func forgetContentFlags(_ ctx: FileContext) {
        // Most files measure no brightness: one vectorised search rules the token walk out.
        guard ctx.mentionsMeasuredBrightness else { return }
        var p = 0
        var passedOn: [(flag: Int, value: Int)] = []
        while p + 2 < ctx.count {
            defer { p += 1 }
            guard ctx.kind(p) == .identifier else { continue }
            let isFlagName = isFlag(ctx, p, length: ctx.token(p).length) || ctx.is(p, "isLight")
            // `val isLightSquare = (rank + file) % 2 == 0`: a name of its own, passed on as a flag below.
            let namesShade = ctx.bytes(ctx.range(p), start: "is")
                && (ctx.bytes(ctx.range(p), containIgnoringCase: "light") || ctx.bytes(ctx.range(p), containIgnoringCase: "dark"))
            guard isFlagName || namesShade else { continue }
            // `isLight = isLightSquare` (a named argument), `isLight: isLightSquare`: judged after the walk.
            if isFlagName, ctx.isOperator(p + 1, "=") || ctx.kind(p + 1) == .colon, ctx.isIdentifier(p + 2),
               ctx.kind(p + 3) == .comma || ctx.kind(p + 3) == .rightParen {
                passedOn.append((p, p + 2))
            }
            var equals = p + 1
            if ctx.kind(equals) == .colon { equals += 2 }  // `isDark: Bool =`
            // `var isLight: Bool? { dominantColor?.isLight }`: a computed flag, read from its getter.
            if ctx.isOperator(equals, "?") || ctx.isOperator(equals, "!") { equals += 1 }
            if ctx.kind(equals) == .leftBrace, ctx.is(p - 1, "var") {
                let close = ctx.partnerOf(equals)
                if close > equals, (equals + 1..<close).contains(where: { ctx.measuresBrightness(at: $0) }) {
                    contentFlags.insert(ctx.text(p))
                }
                continue
            }
            guard ctx.isOperator(equals, "=") else { continue }
            let end = ctx.expressionEnd(from: equals + 1, limit: ctx.count)
            var q = equals + 1
            while q < end {
                // `isLight = (row + column) % 2 == 0`: a chequerboard's square, not the appearance.
                if ctx.measuresBrightness(at: q) || ctx.isOperator(q, "%") {
                    contentFlags.insert(ctx.text(p))
                    break
                }
                q += 1
            }
        }
        // A flag parameter given a square's shade (`ChessSquare(isLight = isLightSquare)`) is that shade.
        for (flag, value) in passedOn where contentFlags.contains(ctx.text(value)) {
            contentFlags.insert(ctx.text(flag))
        }
    }

    /// `theme == .dark`, `themeManager.currentTheme != .light`, `theme.type == .dark`,
    /// `mode == ThemeMode.DARK`: choosing colours by a theme object's type checks the appearance.
    static func comparesThemeType(_ ctx: FileContext, _ first: Int, _ last: Int) -> Bool {
        guard first < last else { return false }
        for p in first...last where ctx.isOperator(p, "==") || ctx.isOperator(p, "!=") {
            let right = p + 1
            var rightEnd = right
            while ctx.kind(rightEnd + 1) == .dot && ctx.isIdentifier(rightEnd + 2) { rightEnd += 2 }
            if ctx.kind(right) == .dot { rightEnd = right + 1 }
            guard rightEnd <= last + 1, isAppearanceCaseName(ctx, rightEnd) else { continue }
            // The left operand's chain, or a qualified right side (`ThemeMode.DARK`), names a theme.
            var q = p - 1
            while q >= first && (ctx.isIdentifier(q) || ctx.kind(q) == .dot) {
                if namesTheme(ctx, q) { return true }
                q -= 1
            }
            if ctx.kind(right) != .dot && namesThemeType(ctx, right, rightEnd - 1) { return true }
        }
        return false
    }

    /// Whether the condition `first…last` reads the app's own theme setting (`ThemeType.currentTheme().isDark`,
    /// `themeManager.theme == .dark`) and not the system's appearance (`colorScheme`, a trait
    /// collection, `isSystemInDarkTheme()`): an adaptive asset would not follow that setting, the theme
    /// object should carry the colour.
    package static func readsAppThemeOnly(_ ctx: FileContext, _ first: Int, _ last: Int) -> Bool {
        // A theme object read or called (`currentTheme.isDark`, `getCurrentTheme()`), not a bare flag
        // (`isDarkTheme`), which may hold the system's appearance.
        guard first <= last, (first...last).contains(where: { q in
            namesTheme(ctx, q) && (ctx.kind(q + 1) == .dot || ctx.kind(q + 1) == .leftParen || ctx.kind(q - 1) == .dot)
        }) else { return false }
        for p in first...last where ctx.kind(p) == .identifier {
            if ctx.is(p, "colorScheme") && ctx.kind(p + 1) != .dot || ctx.is(p, "userInterfaceStyle") || ctx.is(p, "traitCollection")
                || ctx.is(p, "isSystemInDarkTheme") || ctx.is(p, "effectiveAppearance") || ctx.is(p, "uiMode")
                || ctx.bytes(ctx.range(p), start: "UI_MODE_NIGHT") || ctx.is(p, "NSAppearance") {
                return false
            }
        }
        return true
    }

    /// Whether a name among `first…last` says theme or appearance (`themeType`, `currentTheme`, `Appearance`).
    static func namesThemeType(_ ctx: FileContext, _ first: Int, _ last: Int) -> Bool {
        guard first <= last else { return false }
        return (first...last).contains { ctx.isIdentifier($0) && namesTheme(ctx, $0) }
    }

    private static func namesTheme(_ ctx: FileContext, _ q: Int) -> Bool {
        guard ctx.isIdentifier(q) else { return false }
        let r = ctx.range(q)
        return ctx.bytes(r, contain: "theme") || ctx.bytes(r, contain: "Theme") || ctx.bytes(r, contain: "appearance")
            || ctx.bytes(r, contain: "Appearance")
    }

    /// The cases that name an appearance: `.dark`, `ThemeMode.LIGHT`.
    package static let appearanceCaseNames = ["dark", "light", "Dark", "Light", "DARK", "LIGHT"]
    private static let appearanceCaseNameBytes = appearanceCaseNames.map { Array($0.utf8) }

    private static func isAppearanceCaseName(_ ctx: FileContext, _ q: Int) -> Bool {
        appearanceCaseNameBytes.contains { ctx.is(q, bytes: $0) }
    }

    /// Whether a switch body has a `case .dark` / `.light` arm (`DARK ->` in Kotlin).
    static func hasAppearanceCase(_ ctx: FileContext, _ open: Int, _ close: Int) -> Bool {
        var q = open + 1
        while q < close {
            if isAppearanceCaseName(ctx, q) && (ctx.kind(q - 1) == .dot) && (ctx.kind(q + 1) == .colon || ctx.kind(q + 1) == .comma
                || ctx.isOperator(q + 1, "->")) {
                return true
            }
            q += 1
        }
        return false
    }

    /// `regionDarkness.isDark`, `wallpaper.isDark`, `page.isDark`: a flag read from content (a
    /// sampled region, a wallpaper, an image, a reader page), not from the app's appearance.
    private static func isContentMember(_ ctx: FileContext, _ p: Int) -> Bool {
        guard ctx.kind(p - 1) == .dot else { return false }
        var receiver = p - 2
        if ctx.isOperator(receiver, "?") || ctx.isOperator(receiver, "!") { receiver -= 1 }
        guard ctx.isIdentifier(receiver) else { return false }
        let r = ctx.range(receiver)
        return ctx.bytes(r, containIgnoringCase: "darkness") || ctx.bytes(r, containIgnoringCase: "brightness")
            || ctx.bytes(r, containIgnoringCase: "luminance") || ctx.bytes(r, containIgnoringCase: "region")
            || ctx.bytes(r, containIgnoringCase: "wallpaper") || ctx.bytes(r, containIgnoringCase: "image")
            || ctx.bytes(r, containIgnoringCase: "bitmap") || ctx.bytes(r, containIgnoringCase: "photo")
            || ctx.bytes(r, containIgnoringCase: "artwork") || ctx.bytes(r, containIgnoringCase: "page")
            || ctx.isColorBrightnessProperty(p)
    }

    /// `color.isLight()`, `avatarColor.isDark()`, `ColorUtils.isDark(toolbarColor)`: a call asking how
    /// bright a colour is (to pick readable text on it), not which appearance is showing. Compose's
    /// `colors.isLight` is a property, and `context.isDarkMode()` has no colour for a receiver or
    /// argument: both still count.
    private static func isLuminanceCall(_ ctx: FileContext, _ p: Int) -> Bool {
        guard ctx.kind(p + 1) == .leftParen else { return false }
        func namesAColor(_ q: Int) -> Bool {
            ctx.isIdentifier(q) && (ctx.bytes(ctx.range(q), endIgnoringCase: "color") || ctx.bytes(ctx.range(q), endIgnoringCase: "colour"))
        }
        // The argument: `isDark(color)`, `isLight(toolbarColor)`.
        if namesAColor(p + 2) && ctx.kind(p + 3) == .rightParen { return true }
        guard ctx.kind(p - 1) == .dot else { return false }
        var receiver = p - 2
        if ctx.isOperator(receiver, "?") || ctx.isOperator(receiver, "!") { receiver -= 1 }  // `avatarColor?.isLight()`
        guard ctx.isIdentifier(receiver) else { return false }
        // A colour helper's namespace: `ColorUtils.isDark(…)`, not `ColorUtils.isDarkTheme(context)`.
        return namesAColor(receiver) || ctx.bytes(ctx.range(receiver), startIgnoringCase: "color") && ctx.kind(receiver - 1) != .dot
            && (ctx.is(p, "isDark") || ctx.is(p, "isLight"))
    }
}
