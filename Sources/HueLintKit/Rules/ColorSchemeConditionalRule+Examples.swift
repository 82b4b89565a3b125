/// The examples of `color-scheme-conditional`: they run as tests (`↓` marks where each finding starts) and render
/// into `huelint rules` and the Rules page.
extension ColorSchemeConditionalRule {
    static let triggeringExamples: [Example] = [
        // The app's own theme setting: an adaptive asset would not follow it, so the theme should carry the colour.
        Example("titleLabel.textColor = ↓ThemeType.currentTheme().isDark ? UIColor(red: 0.9, green: 0.9, blue: 0.9, alpha: 1) "
                + ": UIColor(red: 0.1, green: 0.1, blue: 0.1, alpha: 1)")
            .expecting("Colour chosen by checking whether the app's theme is dark or light; give the theme this colour as one of "
                       + "its tokens instead", endColumn: 55),
        // Two names the file gives hardcoded colours are hardcoded colours.
        Example("struct ScreenshotView: View {\n    @Environment(\\.colorScheme) private var colorScheme\n    let screenshot: Image\n"
                + "    let title: String\n    let caption: String\n    var isSelected = false\n"
                + "    private let darkOverlay = Color(red: 75 / 255, green: 74 / 255, blue: 77 / 255)\n"
                + "    private let lightOverlay = Color(red: 230 / 255, green: 229 / 255, blue: 235 / 255)\n"
                + "    var body: some View {\n        ZStack {\n            screenshot.resizable()\n            Rectangle()\n"
                + "                .fill(↓colorScheme == .dark ? darkOverlay : lightOverlay)\n        }\n        .frame(maxWidth: .infinity)\n    }\n}"),
        // A plain name as an alpha is no user's setting: the two colours are still hardcoded.
        Example("Text(title).foregroundColor(↓colorScheme == .dark ? Color.white.opacity(dim) : .black)"),
        // Clear against opaque black: a divider drawn black in one appearance only, not a scrim.
        Example("Divider().overlay(Color(nsColor: ↓colorScheme == .dark ? .black : .clear))"),
        // Clear against a hue is a colour chosen per appearance, not a shade.
        Example("Text(title).background(↓colorScheme == .dark ? .clear : Color.red)"),
        // A near-black against black is a text colour per appearance, not a shade.
        Example("Text(title).foregroundColor(↓colorScheme == .dark ? Color(white: 0.1) : .black)"),
        // A style declared beside a screen is that screen's styling.
        Example("struct PrimaryButtonStyle: ButtonStyle {\n    @Environment(\\.colorScheme) private var colorScheme\n"
                + "    func makeBody(configuration: Configuration) -> some View {\n"
                + "        configuration.label.foregroundColor(↓colorScheme == .light ? .white : .black)\n    }\n}\n"
                + "struct CheckoutView: View {\n    var body: some View { Button(\"Pay\") {}.buttonStyle(PrimaryButtonStyle()) }\n}"),
        // Read by the style's body: drawn.
        Example("struct GhostBadge: View {\n    @Environment(\\.colorScheme) private var colorScheme\n"
                + "    private var fill: Color { ↓colorScheme == .light ? .white : .gray70 }\n"
                + "    var body: some View { Text(\"New\").background(fill) }\n}"),
        // A function returning one colour picks it at a use site.
        Example("func badgeFill() -> Color {\n    ↓colorScheme == .dark ? Color(white: 0.2) : Color(white: 0.9)\n}"),
        // A lambda's parameter named for the system appearance.
        .kotlin("val provider = BitmapProvider(colorProvider = { isSystemInDarkMode ->\n    ↓if (isSystemInDarkMode) Color.BLACK else Color.WHITE\n})"),
        // A gradient's colours picked by appearance, and a colour's alpha.
        Example("LinearGradient(colors: ↓colorScheme == .dark ? [darkBaseColor.opacity(0.5), .clear] : [lightBaseColor, .clear],\n"
                + "               startPoint: .leading, endPoint: .trailing)"),
        Example("Rectangle().fill(Color.white.opacity(↓colorScheme == .dark ? 0.08 : 0.38))"),
        // A fixed colour against a runtime one is still a choice by appearance.
        .kotlin("val tint = ↓if (isDarkTheme) Color(0xFF101010) else base"),
        // A view whose content is masked still draws its icons.
        .kotlin("class MaskedImageView(context: Context) : View(context) {\n    init { loadIcon() }\n    private fun loadIcon() {\n"
                + "        val iconColor = ↓if (isDarkTheme) Color.WHITE else Color.BLACK\n    }\n}"),
        // Hex strings chosen by appearance, then parsed.
        .kotlin("val card = Color.parseColor(↓if (isDark) \"#353535\" else \"#FFFFFF\")"),
        // Android's own night-mode query.
        .kotlin("val tint = ↓if (resources.configuration.isNightModeActive) Color(0xFFEEEEEE) else Color(0xFF111111)"),
        // The project's own colours, as implicit members where a colour goes.
        Example("Text(\"Score\").foregroundColor(↓colorScheme == .dark ? .brandInk : .brandPaper)"),
        // Two values the type holds: an adaptive token split by hand.
        Example("struct Card {\n    let darkFill = Color.black\n    let lightFill = Color.white\n    var fill: Color { ↓colorScheme == .dark ? darkFill : lightFill }\n}"),
        Example("Text(\"Hi\").foregroundColor(↓colorScheme == .dark ? .white : .black)"),
        Example("view.backgroundColor = ↓traitCollection.userInterfaceStyle == .dark ? .black : .white"),
        Example("let isDark = colorScheme == .dark\nlet fill = ↓isDark ? Color.gray : Color.white"),
        Example("var background: Color {\n    ↓if colorScheme == .dark {\n        return Color(\"Night\")\n    } else {\n        return Color(\"Day\")\n    }\n}"),
        Example("var text: Color {\n    ↓switch colorScheme {\n    case .dark: return .white\n    default: return .black\n    }\n}"),
        // A theme object's type is the appearance too.
        Example("label.textColor = ↓themeManager.currentTheme == .dark ? .white : .black"),
        Example("let border = ↓theme.type == .dark ? UIColor.white : UIColor.black"),
        Example("var tint: UIColor {\n    ↓switch themeType {\n    case .dark: return .white\n    case .light: return .black\n    }\n}"),
        .kotlin("val ink = ↓if (mode == ThemeMode.DARK) Color.White else Color.Black"),
        Example("Text(\"Hi\").foregroundStyle(↓colorScheme == .dark ? theme.colors.textLight : theme.colors.textDark)"),
        Example("private var iconColor: Color {\n    return ↓colorScheme == .light ? .lumo.iconOnSolid : .lumo.icon\n}\n"
                + "var icon: some View { Image(systemName: \"bell\").foregroundStyle(iconColor) }"),
        .kotlin("val textColor = ↓if (isSystemInDarkTheme()) Color.White else Color.Black"),
        .kotlin("val darkTheme = isSystemInDarkTheme()\nval fill = ↓if (darkTheme) MaterialTheme.colorScheme.surface else Color(0xFFF5F5F5)"),
        .kotlin("fun tint(): Int {\n    return ↓if (isDarkTheme) darkThemeTint() else lightThemeTint()\n}"),
        .kotlin("val border = when {\n    ↓isDarkMode -> Color.DarkGray\n    else -> Color.LightGray\n}"),
        .kotlin("val divider = ↓if (MaterialTheme.colors.isLight) Color(0xFFE0E0E0) else Color(0xFF3A3A3A)"),
        .kotlin("val scrim = ↓if (context.isDarkMode()) Color.Black else Color.White"),
        .kotlin("val ink = ↓if (ThemeUtils.isDark(context)) Color.White else Color.Black"),
        .kotlin("val dots = ↓if (ColorUtils.isDarkTheme(context)) Color.LTGRAY else Color.DKGRAY"),
        // Written-out colours in such an accessor are still chosen by hand.
        .kotlin("fun ink(isDark: Boolean) = ↓if (isDark) Color(0xFFEEEEEE) else Color(0xFF111111)"),
        .kotlin("val outline = ↓if (themeColors.isDark()) Color.DarkGray else Color.LightGray"),
        // A branch that is not a semantic colour keeps the choice reported, whether it is a literal or
        // a value the rule cannot read.
        Example("func style(_ label: UILabel) {\n    ↓if traitCollection.userInterfaceStyle == .dark {\n        label.textColor = .label\n"
                + "    } else {\n        label.textColor = UIColor(red: 0.2, green: 0.2, blue: 0.2, alpha: 1)\n    }\n}"),
        Example("func style(_ title: UILabel, _ detail: UILabel) {\n    ↓if traitCollection.userInterfaceStyle == .dark {\n"
                + "        title.textColor = .label\n        detail.textColor = .secondaryLabel\n"
                + "    } else {\n        title.textColor = shade(0x333333)\n    }\n}"),
        // Assets named for a hue are fixed colours: the pair reimplements a text colour.
        Example("Label(\"Repost\").foregroundColor(↓colorScheme == .light ? Color(\"BrandBlack\") : Color(\"BrandWhite\"))"),
        // Choosing between two semantic colours, when the team asks for one adaptive token per purpose.
        Example("Rectangle().fill(↓colorScheme == .dark ? Color(.secondarySystemBackground) : Color(.systemBackground))",
                configuration: #"{"rules": {"color-scheme-conditional": {"reportChoicesBetweenSemanticColors": true}}}"#),
        // With a token that is the light branch in light mode and the dark one in dark, the fix writes it.
        Example("Text(\"Hi\").foregroundColor(↓colorScheme == .dark ? .white : .black)",
                configuration: ##"{"tokens": [{"name": "textPrimary", "swift": "Color.textPrimary", "light": "#000000", "dark": "#FFFFFF"}]}"##)
            .expecting("Colour chosen by checking dark/light appearance; use an adaptive colour token instead", endColumn: 48,
                       fix: "Replace with `Color.textPrimary`"),
    ]

    static let nonTriggeringExamples: [Example] = [
        // Names given the theme's colours are no hardcoded choice (unless the option asks for one token per purpose).
        Example("struct ScreenshotView: View {\n    @Environment(\\.colorScheme) private var colorScheme\n    let screenshot: Image\n"
                + "    private let darkOverlay = Theme.current.overlayDark\n    private let lightOverlay = Theme.current.overlayLight\n"
                + "    var body: some View {\n        ZStack {\n            screenshot.resizable()\n            Rectangle()\n"
                + "                .fill(colorScheme == .dark ? darkOverlay : lightOverlay)\n        }\n        .frame(maxWidth: .infinity)\n    }\n}"),
        // A scrim for the system bars tuned per appearance (clear, or black at a low alpha) is technique.
        .kotlin("fun setSystemBars(isDark: Boolean) {\n    window.statusBarColor = (if (isDark) Color.Transparent else Color.Black.copy(alpha = 0.2f)).toArgb()\n}"),
        Example("plot.background(colorScheme == .dark ? .clear : Color.black.opacity(0.2))"),
        // A layer's gradient of black shades, stronger in dark mode.
        Example("overlay.colors = window.effectiveAppearance.isDark ?\n    [NSColor.black.withAlphaComponent(0.4).cgColor, NSColor.black.withAlphaComponent(0).cgColor] :\n"
                + "    [NSColor.black.withAlphaComponent(0.1).cgColor, NSColor.black.withAlphaComponent(0).cgColor]"),
        // A shadow's colour, also when the choice is grouped inside another.
        Example("card.shadow(\n    color: isHighlighted ?\n        (\n            colorScheme == .dark ? Color(red: 0.03, green: 0.11, blue: 0.14) :\n"
                + "                Color.black.opacity(0.33)\n        ) : Color.clear,\n    radius: 3\n)"),
        // A night reading mode whose colours come from the user's brightness settings.
        .kotlin("val lineColor = if (settings.isNightMode) {\n    Color.White.copy(alpha = textBrightness / 255f)\n} else {\n    Color.Black\n}"),
        .kotlin("val page = if (isNightMode) Modifier.background(Color(brightness, brightness, brightness)) else Modifier"),
        // A dynamic provider is how an adaptive colour is built.
        Example("func attributes(for kind: TokenKind) -> [NSAttributedString.Key: Any] {\n"
                + "    [.foregroundColor: UIColor { $0.userInterfaceStyle == .dark ? .systemTeal : .systemIndigo }]\n}"),
        Example("let rule = NSColor(name: nil) { appearance in\n    if appearance.bestMatch(from: [.darkAqua, .aqua]) == .darkAqua {\n"
                + "        return NSColor(white: 0.3, alpha: 1)\n    } else {\n        return NSColor(white: 0.8, alpha: 1)\n    }\n}"),
        // Every branch is already a semantic colour (a system colour, a theme role, an asset named
        // for its purpose): nothing is hardcoded.
        Example("Rectangle().fill(Color(uiColor: colorScheme == .dark ? .tertiarySystemFill : .systemBackground))"),
        Example("Image(systemName: \"square\").foregroundStyle(colorScheme == .dark ? .primary : .secondary)"),
        Example("func style(_ title: UILabel) {\n    if traitCollection.userInterfaceStyle == .dark {\n        title.textColor = .label\n"
                + "    } else {\n        title.textColor = .secondaryLabel\n    }\n}"),
        Example("Text(\"Hi\").background(colorScheme == .dark ? Color(\"CardElevated\") : Color(\"Card\"))"),
        .kotlin("val fill = if (isSystemInDarkTheme()) MaterialTheme.colorScheme.surfaceVariant else MaterialTheme.colorScheme.surface.copy(alpha = 0.9f)"),
        // Black at two strengths is a shadow or a scrim tuned per appearance.
        Example("struct Key: View {\n    @Environment(\\.colorScheme) var colorScheme\n    var body: some View {\n"
                + "        RoundedRectangle(cornerRadius: 4)\n            .fill(colorScheme == .dark ? Color.black.opacity(0.5) : Color.black.opacity(0.2))\n"
                + "            .blur(radius: 2)\n    }\n}"),
        // A file of styles only is the component tier of the design system, where components' colours are defined.
        Example("struct PrimaryButtonStyle: ButtonStyle {\n    @Environment(\\.colorScheme) private var colorScheme\n"
                + "    func makeBody(configuration: Configuration) -> some View {\n"
                + "        configuration.label.foregroundColor(colorScheme == .light ? .white : .black)\n    }\n}\n"
                + "extension ButtonStyle where Self == PrimaryButtonStyle {\n    static var primary: PrimaryButtonStyle { .init() }\n}"),
        // A private property the file never reads is dead code.
        Example("struct GhostBadge: View {\n    @Environment(\\.colorScheme) private var colorScheme\n"
                + "    private var fill: Color { colorScheme == .light ? .white : .gray70 }\n"
                + "    var body: some View { Text(\"New\") }\n}"),
        // A function that returns a palette builds it: its appearance checks define the palette's values.
        .kotlin("private fun fromSystem(context: Context): AreaPalette {\n    val background = if (isDarkTheme) Color.BLACK else Color.WHITE\n"
                + "    return AreaPalette(background = background)\n}"),
        // A widget's palette mode named by a setting's string is not light or dark.
        .kotlin("fun backgroundColor(colorScheme: String, context: Context): Int =\n"
                + "    if (colorScheme == \"dynamic\") context.getColor(R.color.widget_bg_dynamic) else Color.WHITE"),
        // A chequerboard's square shade, passed on to the square as its flag.
        .kotlin("@Composable\nfun Board() {\n    for (rank in 0..7) for (file in 0..7) {\n        val isLightSquare = (rank + file) % 2 == 0\n"
                + "        Square(isLight = isLightSquare)\n    }\n}\n\n@Composable\nfun Square(isLight: Boolean) {\n"
                + "    Box(Modifier.background(if (isLight) MaterialTheme.colorScheme.surface else MaterialTheme.colorScheme.surfaceVariant))\n}"),
        // A theme picker previews each theme, dark or light, in its own colours.
        .kotlin("val swatch = if (item.isDarkTheme) Color.Black else Color.White", path: "app/src/main/java/com/example/settings/ThemePreference.kt"),
        // A shadow tuned per appearance is drawing technique, like a black shadow.
        Example("card.shadow(color: colorScheme == .light ? .gray.opacity(0.3) : .black.opacity(0.6), radius: 4)"),
        Example("card.shadow(color: .black.opacity(colorScheme == .dark ? 0.25 : 0.1), radius: 2)"),
        Example("card.background(.white.shadow(.drop(color: .black.opacity(colorScheme == .dark ? 0.5 : 0.2), radius: 10)))"),
        // A token's border shown in one appearance only: clear is no colour.
        Example("card.strokeBorder(colorScheme == .light ? Color(.separator) : .clear, lineWidth: 2)"),
        // The same value in both branches: the appearance chooses nothing.
        Example("if theme.isDark {\n    badge.backgroundColor = UIColor.yellow10\n} else {\n    badge.backgroundColor = UIColor.yellow10\n}"),
        Example("key.border(colorScheme == .light ? Color.gray.opacity(0.5) : Color.gray.opacity(0.5), width: 1)"),
        // A token's alpha tuned per appearance is the token's own business.
        Example("Rectangle().fill(Color.primary.opacity(colorScheme == .dark ? 0.04 : 0.02))"),
        // Two local values a plugin sent, picked in a computed property: the pair came with the data.
        Example("var color: NSColor? {\n    let lightColor = colors.first\n    let darkColor = colors.last\n"
                + "    return NSColor.webColor(from: isDarkTheme ? darkColor : lightColor)\n}"),
        // The appearance passed to a lookup whose result is bound: nothing is chosen here by it.
        Example("func color(for id: String, isDark: Bool) -> Color {\n    if let color = palette.color(for: id, isDark: isDark) {\n"
                + "        return color\n    }\n    return .gray\n}"),
        // The appearance changed: the layer's colours are set again from their tokens.
        Example("override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {\n"
                + "    if traitCollection.userInterfaceStyle != previousTraitCollection?.userInterfaceStyle {\n"
                + "        circle.strokeColor = Theme.Colors.accent.cgColor\n    }\n}"),
        // One runtime colour (a category's) adjusted for the appearance: no token can stand for it.
        .kotlin("fun tint(base: Int, isDarkTheme: Boolean): Int = base.let { if (isDarkTheme) darkenColor(it) else it }"),
        // The darkness of a sampled wallpaper region is content, not the appearance.
        .kotlin("fun foreground(): Int = if (regionDarkness.isDark) lightForegroundColor else darkForegroundColor"),
        // Choosing a whole palette by appearance is the theme manager's job.
        Example("let palette = isDarkMode ? AppThemes.dark.palette : AppThemes.light.palette"),
        // A chequerboard's light square, not the light appearance.
        .kotlin("val isLight = (row + column) % 2 == 0\nBox(Modifier.background(if (isLight) Color(0xFFF0D9B5) else Color(0xFFB58863)))"),
        // Strings that are not colours.
        .kotlin("val label = if (isDark) \"#dark\" else \"#light\""),
        // Materials are not colours.
        Example("Text(\"Score\").background(colorScheme == .dark ? .ultraThinMaterial : .regularMaterial)"),
        // A button style whose cases are named after colours.
        Example("SignInWithAppleButton(.signIn) { _ in } onCompletion: { _ in }\n    .signInWithAppleButtonStyle(colorScheme == .dark ? .white : .black)"),
        // Two colours that came with the data, one per appearance: no token can stand for them.
        Example("func tint(for collection: Collection) -> UIColor {\n    let darkColor = UIColor(hex: collection.darkHex)\n"
                + "    let lightColor = UIColor(hex: collection.lightHex)\n    return Theme.isDarkTheme() ? darkColor : lightColor\n}"),
        .kotlin("val tint = if (theme.isDarkTheme) Color.parseColor(list.darkTint) else Color.parseColor(list.lightTint)"),
        // A solid fill in one appearance and a gradient in the other: a choice of looks, not of colours.
        Example("var background: some View {\n    Group {\n        if colorScheme == .dark {\n            Color.Shape.tertiary\n"
                + "        } else {\n            tier.gradient\n        }\n    }\n}"),
        .kotlin("val fill = if (isSystemInDarkTheme()) Color(0xFF101010) else Brush.verticalGradient(stops)"),
        // Comparing a colour with a theme colour tests the colour, not the appearance.
        .kotlin("val tonal = if (color == MaterialTheme.colorScheme.surface) Color(0xFF202124) else color"),
        // A dynamic provider defines an adaptive colour: that is the fix, not the problem.
        Example("let tint = UIColor { $0.userInterfaceStyle == .dark ? .lightGray : .darkGray }"),
        // Unwrapping an optional appearance override tests that one was given, not which.
        Example("var body: some View {\n    if let colorScheme {\n        glass.environment(\\.colorScheme, colorScheme)\n"
                + "    } else {\n        glass.background(Color.black.opacity(0.2))\n    }\n}"),
        // A flag computed from the brightness of content (a page, a photo) is not the appearance.
        Example("let isLightBar = barColor.isLight()\ntitleColor = isLightBar ? UIColor.black : UIColor.white"),
        Example("let isDark = page.averageLuminance < 0.5\nlet ink: UIColor = isDark ? .white : .black"),
        // Choosing a whole theme by its type is the right pattern.
        Example("let colors = theme.type == .dark ? DarkColors() : LightColors()"),
        Example("let theme = colorScheme == .dark ? DarkTheme() : LightTheme()"),
        Example("Image(colorScheme == .dark ? \"logo-dark\" : \"logo\")"),
        Example("view.preferredColorScheme(isDark ? .dark : .light)"),
        Example("Text(\"Hi\").fontWeight(colorScheme == .dark ? .black : .regular)"),
        Example("let blur = UIBlurEffect(style: colorScheme == .dark ? .dark : .light)"),
        Example("if colorScheme == .dark {\n    analytics.log(\"dark\")\n}"),
        Example("let c = isSelected ? Color.white : Color.black"),
        // How bright a colour is, to pick readable text on it: not the appearance.
        Example("var initialsColor: Color {\n    avatarColor.isLight() ? .black : .white\n}"),
        Example("let initials: Color = avatarColor?.isLight() == true ? .black : .white"),
        // The "follow the system" swatch of a theme picker shows what that choice resolves to.
        .kotlin("ColourChip(\n    color = if (isSystemInDarkTheme()) Color(0xff191919) else Color(0xfff7f7f7),\n"
                + "    selected = settings.theme == Theme.None,\n) {\n    viewModel.saveNewTheme(Theme.None)\n}"),
        // The app's own adaptive accessor: it takes the appearance and returns one of two named colours.
        .kotlin("fun toIconColor(isDarkTheme: Boolean): Int {\n    return if (isDarkTheme) {\n        R.color.colorIconDark\n"
                + "    } else {\n        R.color.colorIcon\n    }.let(resourceRepo::getColor)\n}"),
        Example("func separator(isDark: Bool) -> UIColor {\n    isDark ? .separatorDark : .separatorLight\n}"),
        // A debug-named composable draws for developers (a score readout behind a feature flag).
        .kotlin("@Composable\nfun DebugMenuItem(isNightMode: Boolean) {\n    val tint = if (isNightMode) Color.White else Color.Black\n}"),
        // The project's own brightness property on a colour, read directly or through a computed flag.
        Example("Image(systemName: icon).foregroundStyle(color.isLight == true ? .black : .white)"),
        Example("Circle().fill((configuration.background.isLight ?? false) ? .black : .white)"),
        Example("private var isLight: Bool? {\n    viewModel.dominantColor?.isLight\n}\n"
                + "var body: some View {\n    Text(title).foregroundStyle(isLight == true ? Color.black : .white)\n}"),
        .kotlin("toolbarColor?.let { color ->\n    if (!ColorUtils.isDark(color)) {\n        icon.setColorFilter(Color.BLACK)\n    }\n}"),
        .kotlin("val ink = if (isDark(barColor)) Color.WHITE else Color.BLACK"),
        Example("// colorScheme == .dark ? .white : .black"),
        Example("extension UIColor {\n    static let card = UIColor { $0.userInterfaceStyle == .dark ? .black : .white }\n}"),
        .kotlin("val colors = if (darkTheme) DarkColorScheme else LightColorScheme"),
        .kotlin("val scheme = when {\n    darkTheme -> darkColorScheme()\n    else -> lightColorScheme()\n}"),
        .kotlin("if (isSystemInDarkTheme()) {\n    log(\"dark\")\n}"),
        // Adjusting colours taken from an image at run time: no token could stand in for them.
        .kotlin("var color1 = palette.getDominantColor(0)\nif (isDarkTheme) {\n    color1 = darkenColor(color1)\n}"),
        // Tokens read out of the theme's scheme are not appearance flags.
        .kotlin("val surfaceColor = AppTheme.colorScheme.background.primary\n"
            + "val onSurfaceColor = AppTheme.colorScheme.text.primary\nval lightColor: Color\n"
            + "if (surfaceColor.luminance() > onSurfaceColor.luminance()) {\n    lightColor = surfaceColor\n"
            + "} else {\n    lightColor = onSurfaceColor\n}"),
    ]
}
