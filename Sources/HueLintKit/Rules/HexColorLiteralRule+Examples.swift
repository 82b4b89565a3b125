/// The examples of `hex-color-literal`: they run as tests (`↓` marks where each finding starts) and render
/// into `huelint rules` and the Rules page.
extension HexColorLiteralRule {
    static let triggeringExamples: [Example] = [
        .kotlin("RadioButton(\n    selected = isTotp,\n    enabled = false,\n    onClick = {},\n"
                + "    colors = RadioButtonDefaults.colors(disabledUnselectedColor = ↓Color(0xFF585858))\n)"),
        // The same value written twice is a palette colour outside the theme, in any spelling.
        Example("Text(\"Gold\").background(↓Color(hex: \"F5C542\"))\nBadge().tint(↓Color(hex: 0xF5C542).opacity(0.3))",
                configuration: #"{"reportSingleUseColors": false}"#),
        // Written once but near a project token: the token it should be.
        Example("Text(\"Hi\").foregroundColor(↓Color(hex: \"0066CD\"))",
                configuration: ##"{"reportSingleUseColors": false, "tokens": [{"name": "accentPrimary", "swift": "Color.accentPrimary", "light": "#0066CC"}]}"##),
        // A lazy property is no stored preference.
        .kotlin("class ReaderView {\n    val divider by lazy { ↓\"#cccccc\".toColorInt() }\n}"),
        // The same style built in a function is used where it stands.
        .kotlin("fun tag() = TagStyle(bgColor = ↓Color(0xFF0D1229), textColor = ↓Color(0xFFEBFAFF), borderColor = ↓Color(0xFF0F1A5C))"),
        // A click handler that styles a view is no colour choice.
        .kotlin("red.setOnClickListener {\n    label.setTextColor(↓Color.parseColor(\"#f1948a\"))\n}"),
        // A Compose text colour with an exact token: the fix writes the token, and its import when missing.
        .kotlin("import androidx.compose.material3.Text\n@Composable\nfun Title() {\n    Text(\"Hi\", color = ↓Color(0xFF1C1B1F))\n}",
                configuration: ##"{"tokens": [{"name": "onSurface", "kotlin": "MaterialTheme.colorScheme.onSurface", "light": "#1C1B1F", "dark": "#E6E1E5"}]}"##)
            .expecting("Hardcoded hex colour `0xFF1C1B1F`; use a semantic colour token", endColumn: 41,
                       fix: "Replace with `MaterialTheme.colorScheme.onSurface`"),
        // Promoted posts are a feed's rows, not a campaign.
        .kotlin("Text(label, color = ↓Color(0xFFFEE2B6))", path: "app/src/main/java/com/example/promoted/PromotedPostRow.kt"),
        // White and black, when the palette rule reports them, in this spelling too.
        Example("Text(\"Go\").foregroundColor(↓Color(hex: \"#FFFFFF\"))",
                configuration: #"{"rules": {"direct-palette-reference": {"reportBlackAndWhite": true}}}"#),
        // A share sheet's own screen is app UI.
        .kotlin("Text(text = title, color = ↓Color(0xFFBBBEC3))", path: "app/src/main/java/com/example/ui/ShareActivity.kt"),
        // `Logout` is not a logo.
        .kotlin("@Composable\nfun LogoutButton() {\n    Box(Modifier.background(↓Color(0xFF6200EE)))\n}"),
        // A chromatic colour over media is still a choice.
        .kotlin("Text(\"LIVE\", color = ↓Color(0xFFE53935))", path: "app/src/main/java/com/example/player/LiveBadge.kt"),
        // The same call where a view is built passes a colour to draw.
        Example("func header() -> some View {\n    let badge = Badge(title: \"News\", accentColor: ↓\"#545452\")\n    return badge\n}",
                configuration: #"{"rules": {"hex-color-literal": {"reportColorStrings": true}}}"#),
        Example("Text(\"y\").background(↓.hex(0x1F8A70))"),
        Example("Text(\"x\").foregroundStyle(↓.init(0x2A6CE0, alpha: 1))"),
        Example("Text(\"Hi\").foregroundColor(↓Color(hex: \"0066CC\"))"),
        Example("view.backgroundColor = ↓UIColor(hex: 0x0066CC)"),
        Example("label.textColor = ↓UIColor(hexString: \"#1A1A1A\")"),
        Example("func style() {\n    let accent = ↓UIColor(\"#FF9500\")\n}"),
        Example("func style() {\n    let brand = ↓Color.fromHex(\"#336699\")\n}"),
        Example("Badge(title: \"New\", backgroundColor: ↓\"#FF0000\")", configuration: #"{"rules": {"hex-color-literal": {"reportColorStrings": true}}}"#),
        Example("banner.accentColor = ↓\"#FF0000\"", configuration: #"{"rules": {"hex-color-literal": {"reportColorStrings": true}}}"#),
        .kotlin("Text(\"Hi\", color = ↓Color(0xFF0066CC))"),
        .kotlin("paint.color = ↓Color.parseColor(\"#0066CC\")"),
        .kotlin("fun style(view: TextView) {\n    view.setTextColor(↓\"#0066CC\".toColorInt())\n}"),
        .kotlin("Box(Modifier.background(↓Color(0xFF101010.toInt())))"),
        .kotlin("fun draw(paint: Paint) {\n    val backgroundColor: Int = ↓0xFF101010.toInt()\n    paint.color = backgroundColor\n}"),
        Example("Text(\"Hi\").background(↓.init(hex: 0xF0F1F2))"),
        // One finding per colour: the hex string inside a reported call is part of it.
        // A gradient is one design element: reported once, at its first hardcoded stop.
        Example("let fill = LinearGradient(colors: [↓.init(hex: \"03A9F4\"), .init(hex: \"50D0F1\")], startPoint: .top, endPoint: .bottom)")
            .expecting("Hardcoded hex colour `03A9F4`; use a semantic colour token (the first of 2 hardcoded stops of this gradient)",
                       endColumn: 56),
        // With a token of the same colour in the catalog, the fix writes it.
        Example("Text(\"Hi\").foregroundColor(↓Color(hex: \"0066CC\"))", configuration: ##"{"tokens": [{"name": "accentPrimary", "swift": "Color.accentPrimary", "light": "#0066CC"}]}"##)
            .expecting("Hardcoded hex colour `0066CC`; use a semantic colour token", endColumn: 48,
                       fix: "Replace with `Color.accentPrimary`"),
    ]

    static let nonTriggeringExamples: [Example] = [
        // A swatch previewing a theme the user can pick looks the same whatever theme is showing.
        .kotlin("ColourChip(\n    color = Color(0xfff7f7f7),\n    selected = settings.theme == Theme.Light,\n) {\n"
                + "    viewModel.saveNewTheme(Theme.Light)\n}"),
        // A control that is never enabled paints its disabled colours only.
        .kotlin("RadioButton(\n    selected = isTotp,\n    enabled = false,\n    onClick = {},\n"
                + "    colors = RadioButtonDefaults.colors(unselectedColor = Color(0xFF585858))\n)"),
        // In a project, a value written at one place only, with no token near it, is a local choice (`reportSingleUseColors`).
        Example("Text(\"Gold\").background(Color(hex: \"F5C542\"))", configuration: #"{"reportSingleUseColors": false}"#),
        // The default of a property kept in the user's preferences: the user's colour.
        .kotlin("class ReaderViewModel {\n    var textColor by PreferenceDelegateLiveView(EPUB_TEXT_COLOR, \"#cccccc\".toColorInt(), Int::class, live)\n}"),
        // A constant bundling three or more colours defines a style preset, the component tier.
        .kotlin("object Tags {\n    val New = TagStyle(bgColor = Color(0xFF0D1229), textColor = Color(0xFFEBFAFF), borderColor = Color(0xFF0F1A5C))\n}"),
        // The colour handed to a callback that reports the user's pick is their data.
        .kotlin("red.setOnClickListener {\n    callback?.onColorClicked(Color.parseColor(\"#f1948a\"))\n    dismiss()\n}"),
        // A call naming three or more scheme roles defines a theme preset, whatever its type is called.
        .kotlin("fun addPreset() {\n    val preset = ColorTuple(\n        primary = Color(0xFF6D216D),\n        secondary = Color(0xFF240A95),\n"
                + "        tertiary = Color(0xFFFFFFA0),\n    )\n    setColorTuple(preset)\n}"),
        // Campaign art keeps one designed look.
        .kotlin("Text(duration, color = Color(0xFFFEE2B6))", path: "app/src/main/java/com/example/models/promotions/FallGemsPromotion.kt"),
        // Pure white and black in hex are `Color.white` and `Color.Black`: one policy for every spelling.
        Example("Text(\"Go\").foregroundColor(Color(hex: \"#FFFFFF\"))"),
        .kotlin("Text(\"Go\", color = Color(0xFF000000))"),
        // A card rendered as an image to share looks the same in light and dark mode.
        .kotlin("Text(text = value.id, fontSize = 12.sp, color = Color(0xFFBBBEC3))", path: "app/src/main/java/one/mixin/ui/ShareCard.kt"),
        // A named gradient style defined for the app, used as `.fill(.spectrum)`.
        Example("extension ShapeStyle where Self == LinearGradient {\n    static var spectrum: Self {\n"
                + "        LinearGradient(colors: [Color(hex: 0x0894FF), Color(hex: 0xFF9004)], startPoint: .leading, endPoint: .trailing)\n    }\n}"),
        // The arms of a category table are the table's (`category-color-table`, opt-in), not one finding each.
        .kotlin("val tint = when (state) {\n    is Download.Done -> Color(0xFF2E7D32)\n    else -> Color(0xFF1565C0)\n}"),
        // A hex string not turned into a colour here is text for something else (a drawing's saved style).
        Example("let style = ElementStyle(strokeColor: \"#1d4ed8\", backgroundColor: \"#dbeafe\")"),
        Example("document.appState.viewBackgroundColor = \"#ffffff\""),
        // A parameter's default, an ARGB integer too: callers choose the colour.
        .kotlin("class PlayerBar(val backgroundColor: Int = 0xFF101010.toInt())"),
        .kotlin("class ChipDrawable(context: Context, startColor: Int = 0xFF0000, strokeColor: Int = 0x000000) : Drawable()"),
        // A logo drawn in code keeps its brand colours.
        .kotlin("@Composable\nfun AppLogo() {\n    Box(Modifier.background(Color(0xFF6200EE)))\n}"),
        // A Kotlin file-level `val` names a colour once: a local token, listed by the audit.
        .kotlin("val HighlightBackground = Color(0xFFE8F3E8)\n\n@Composable\nfun Highlight() {}"),
        .kotlin("private val blueHeart = Color(0xFF03A9F4) to Color(0xFF50D0F1)"),
        .kotlin("class Podcast {\n    private val defaultTint = \"#1E1F1E\".toColorInt()\n}"),
        // Grey, white or black over a video or a photo is contrast with the picture.
        .kotlin("Text(\"1/3\", color = Color(0xAAFFFFFF))", path: "app/src/main/java/com/example/viewer/LightboxOverlay.kt"),
        // The same in an extension of the Codable model.
        Example("struct Group: Codable {\n    var name: String\n    var color: String\n}\n"
                + "extension Group {\n    static func empty() -> Group { Group(name: \"Untitled\", color: \"#000\") }\n}"),
        // A type's own presets in its companion object define the type's looks.
        .kotlin("data class LibraryTile(val title: String, val containerColor: Color) {\n    companion object {\n"
                + "        val Favorite = LibraryTile(title = \"Favorite\", containerColor = Color(0xFFFF99AE))\n    }\n}"),
        // A `Codable` model's default values: hex strings the model stores and the user edits.
        Example("struct Configuration: Codable {\n    var groups: [Group]\n    static func standard() -> Configuration {\n"
                + "        Configuration(groups: [Group(name: \"Mail\", color: \"#3984F7\")])\n    }\n}"),
        // A named constant at file level is a local token, drawn or compared through its name.
        .kotlin("private val Bronze = Color(0xFFCD7F32)\nprivate val medals = listOf(Color(0xFFFFD700), Color(0xFFC0C0C0))"),
        // The presets of a colour preference: choices offered to the user.
        .kotlin("val staticColors = listOf(ColorOption.CustomColor(0xFFF32020), ColorOption.CustomColor(0xFF7452FF))",
                path: "app/src/main/java/ui/preferences/colorpreference/ColorOptions.kt"),
        // A colour the code recognises in a drawable, compared and never drawn.
        .kotlin("private val handleColor = 0xFF49494B.toInt()\nfun recolor(d: GradientDrawable, c: Int) {\n    when (c) {\n        handleColor -> d.setColor(OLED_HANDLE)\n    }\n}"),
        // Translucent black as a bare ARGB integer shades, whatever it is called.
        .kotlin("private const val SHADOW_COLOR = 0xE0000000.toInt()"),
        // A state's initial value, replaced by the code that builds the state.
        .kotlin("data class PlayerState(val isPlaying: Boolean = false, val backgroundColor: Int = 0xFF101010.toInt())"),
        // Translucent black as an ARGB integer dims what is under it: a scrim.
        .kotlin("private const val DRAWER_SCRIM_COLOR = 0x99000000.toInt()"),
        // A stored model value keeps a colour string as a server sends it.
        Example("let sampleChannel = Channel(id: \"news\", title: \"News\", accentColor: \"#545452\")"),
        // An extension of the theme adds tokens to it.
        Example("extension AppTheme {\n    var premiumAccent: Color {\n        Color(hex: \"FEB525\")\n    }\n}"),
        // An image pipeline's input, not a colour on screen.
        Example("let tinted = image.process(with: BlendImageProcessor(blendMode: .color, backgroundColor: UIColor(hex: \"#119B00\")))"),
        // A declared hex string is a value (a server colour, a stored default, a lookup key) until
        // something turns it into a colour; that call is reported.
        Example("let brandColor = \"#0066CC\""),
        Example("struct Badge {\n    var tintHex = \"FF9500\"\n}"),
        .kotlin("private const val AQUA_BASE_COLOR = \"#5ec7b7\""),
        Example("label.backgroundColor = UIColor(hex: brandColor)"),
        // A mask named after the colour it keeps is a mask.
        .kotlin("private const val WHITE_COLOR_MASK = 0xFFFFFF\nfun Int.toHex() = String.format(\"#%06X\", WHITE_COLOR_MASK and this)"),
        // Building a value of a palette type defines that palette.
        .kotlin("val forest = PlanetPalette(\n    shadow = Color(0xFF152119),\n    base = Color(0xFF44745A),\n    highlight = Color(0xFF9BD08D),\n)"),
        // `withExtension` contains the letters h-e-x, not the word.
        Example("let url = Bundle.main.url(forResource: \"Knock\", withExtension: \"caf\")"),
        Example("let mask = Flags(.init(0xFF00FF, shift: 2))"),
        Example("let mask = 0xFF00FF00"),
        // A palette type's constructor declares its colours: definitions.
        .kotlin("data class PlayerColors(val backgroundColor: Int = 0xFF000000.toInt())"),
        Example("let smile: Character = \"\\u{1F600}\""),
        Example("let title = \"Fixes #1234\""),
        Example("let commit = \"a1b2c3\""),
        Example("// Color(hex: \"0066CC\")"),
        Example("let doc = \"use Color(hex: \\\"0066CC\\\")\""),
        Example("let c = Color(hex: value)"),
        Example("extension Color {\n    static let brand = Color(hex: \"0066CC\")\n}"),
        Example("enum AppColors {\n    static let accent = UIColor(hex: 0x0066CC)\n}"),
        Example("enum StateColorProvider {\n    static let locked = Color(hex: \"#4CAF50\")\n}"),
        Example("let flags = Options(rawValue: 0x000100)"),
        .kotlin("val mask = 0xFF00FF00"),
        .kotlin("const val ALPHA_MASK = 0xFF000000"),
        .kotlin("fun DrawScope.fade() = drawRect(color = Color(0xFF000000), blendMode = BlendMode.DstOut)"),
        .kotlin("@Preview(showBackground = true, backgroundColor = 0xFF000000)\n@Composable\nfun P() {}"),
        .kotlin("private val LightColors = lightColorScheme(primary = Color(0xFF0066CC))"),
        .kotlin("val star = ImageVector.Builder(name = \"Star\").apply { path(fill = SolidColor(Color(0xFF000000))) {} }.build()"),
        // The same path data through a project's own icon builder.
        .kotlin("internal val Reply: ImageVector by lazy {\n    icon(name = \"Reply\") {\n        iconPath(fill = SolidColor(Color(0xFF45474A))) { moveTo(x = 19f, y = 19f) }\n    }\n}"),
        Example("let stop = Gradient.Stop(color: .init(white: 0.5), location: 0)"),
        .kotlin("val id = \"#1234\""),
        .kotlin("val c = Color(argb)"),
        .kotlin("val Purple80 = Color(0xFFD0BCFF)", path: "app/src/main/java/com/example/ui/theme/Color.kt"),
    ]
}
