/// The examples of `raw-color-initializer`: they run as tests (`↓` marks where each finding starts) and render
/// into `huelint rules` and the Rules page.
extension RawColorInitializerRule {
    /// Kotlin channel colours are reported only with this option.
    private static let kotlinChannels = #"{"rules": {"raw-color-initializer": {"reportKotlinChannelColors": true}}}"#

    /// White and black in every spelling follow `direct-palette-reference`'s one setting.
    private static let blackAndWhite = #"{"rules": {"direct-palette-reference": {"reportBlackAndWhite": true}}}"#

    static let triggeringExamples: [Example] = [
        Example("themeLabel.textColor = ↓UIColor(red: 0.02, green: 0.1, blue: 0.2, alpha: 1)", configuration: #"{"reportSingleUseColors": true}"#),
        // The same value written twice, here as channels and as hex, is a palette colour outside the theme.
        Example("Text(\"Gold\").background(↓Color(red: 245 / 255, green: 197 / 255, blue: 66 / 255))\n"
                + "Badge().tint(Color(hex: \"F5C542\"))", configuration: #"{"reportSingleUseColors": false}"#),
        // Another view's layer set afterwards leaves this one drawn.
        Example("override func awakeFromNib() {\n    infoWrapper.layer?.backgroundColor = ↓#colorLiteral(red: 0.13, green: 0.13, blue: 0.13, alpha: 1)\n"
                + "    detailWrapper.layer?.backgroundColor = NSColor.controlBackgroundColor.cgColor\n}"),
        // The same style built where it is used is no preset.
        Example("func makeTag() -> BrandTagConfig {\n    BrandTagConfig(name: \"Mos\", bgColor: ↓NSColor(calibratedRed: 0.05, green: 0.07, blue: 0.16, alpha: 1),\n"
                + "                   textColor: .white, borderColor: .clear)\n}"),
        // A bright shadow is a glow: a visible brand colour.
        Example("cell.layer.shadowColor = ↓UIColor(red: 1, green: 0.16, blue: 0.6, alpha: 1).cgColor"),
        // Read by the view's body: drawn.
        Example("struct URLSymbol: View {\n    var tint: NSColor { ↓NSColor(red: 0.6, green: 0.8, blue: 0.47, alpha: 1) }\n"
                + "    var body: some View { Image(systemName: \"link\").foregroundColor(Color(nsColor: tint)) }\n}"),
        // An instance's computed property is read where it is drawn, like a literal there.
        Example("final class Ring: UIView {\n    var stroke: UIColor { ↓UIColor(red: 0.2, green: 0.3, blue: 0.9, alpha: 1) }\n}"),
        // White and black, when the palette rule reports them, in this spelling too.
        Example("func dim() {\n    cutOutView.fillColor = ↓UIColor(red: 0, green: 0, blue: 0, alpha: 1.0)\n}", configuration: blackAndWhite),
        // A switch's arms are one choice: one finding, at the first arm's colour.
        Example("var styleColor: UIColor {\n    switch self {\n    case .twitter: return ↓UIColor(red: 0.35, green: 0.69, blue: 0.94, alpha: 1)\n"
                + "    case .discord: return UIColor(red: 0.35, green: 0.69, blue: 0.94, alpha: 1)\n    case .other: return .label\n    }\n}"),
        // `Bitmap` is not a map.
        .kotlin("paint.color = ↓Color.rgb(30, 30, 30)", path: "app/src/main/java/com/example/BitmapUtils.kt", configuration: kotlinChannels),
        // One tinted glyph is not a picture: its colour is a UI choice.
        Example("struct SettingsIcon: View {\n    var body: some View { Image(systemName: \"gear\").foregroundColor(↓Color(red: 0.9, green: 0.2, blue: 0.1)) }\n}"),
        // Multiplying by a hue tints: a colour choice.
        .kotlin("icon.setColorFilter(↓Color.rgb(200, 0, 0), PorterDuff.Mode.MULTIPLY)", configuration: kotlinChannels),
        // A plain optional's fallback is a colour of its own.
        Example("Circle().stroke(customTint ?? ↓Color(red: 0.2, green: 0.5, blue: 1.0))"),
        // Translucent black text is still text.
        Example("label.textColor = ↓.init(red: 0.1, green: 0.1, blue: 0.1, alpha: 0.3)"),
        Example("Text(\"Hi\").foregroundColor(↓Color(red: 0.1, green: 0.4, blue: 0.8))"),
        Example("view.backgroundColor = ↓UIColor(red: 26/255, green: 26/255, blue: 26/255, alpha: 1)"),
        Example("func style() {\n    let ink = ↓Color(.sRGB, red: 0.1, green: 0.1, blue: 0.1, opacity: 0.9)\n}"),
        Example("Rectangle().fill(↓Color(white: 0.95))"),
        Example("label.textColor = ↓UIColor(hue: 0.6, saturation: 0.5, brightness: 0.9, alpha: 1)"),
        Example("layer.borderColor = ↓CGColor(gray: 0.5, alpha: 1)"),
        Example("func style() {\n    let p3 = ↓UIColor(displayP3Red: 1, green: 0.2, blue: 0.2, alpha: 1)\n}"),
        Example("button.tintColor = ↓#colorLiteral(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)"),
        Example("func style() {\n    let accent = ↓UIColor.init(red: CGFloat(0.5), green: 0.5, blue: 0.5, alpha: 1)\n}"),
        Example("animation.color = ↓LottieColor(r: 1, g: 0.5, b: 0, a: 1)"),
        Example("func style() {\n    let panel = ↓NSColor(calibratedRed: 0.1, green: 0.2, blue: 0.3, alpha: 1)\n}"),
        Example("badge.backgroundColor = ↓UIColor(colorLiteralRed: 0.2, green: 0.4, blue: 0.6, alpha: 1)"),
        // Where a colour goes, an implicit constructor is one.
        Example("Text(\"z\").foregroundColor(↓.rgb(12, 34, 56))"),
        Example("label.textColor = ↓.init(red: 0.2, green: 0.2, blue: 0.2, alpha: 1)"),
        .kotlin("Text(\"Hi\", color = ↓Color(red = 0.1f, green = 0.4f, blue = 0.8f))", configuration: kotlinChannels),
        .kotlin("fun style() {\n    val accent = ↓Color(0.1f, 0.4f, 0.8f)\n}", configuration: kotlinChannels),
        .kotlin("Box(Modifier.background(↓Color(255, 0, 0)))", configuration: kotlinChannels),
        .kotlin("paint.color = ↓android.graphics.Color.rgb(255, 0, 0)", configuration: kotlinChannels),
        .kotlin("paint.color = ↓Color.argb(128, 40, 40, 40)", configuration: kotlinChannels),
        .kotlin("fun style() {\n    val tint = ↓Color.hsv(210f, 0.8f, 0.9f)\n}", configuration: kotlinChannels),
        // With a token of the same colour in the catalog, the fix writes it.
        Example("Text(\"Hi\").foregroundColor(↓Color(red: 0, green: 0.4, blue: 0.8))",
                configuration: ##"{"tokens": [{"name": "accentPrimary", "swift": "Color.accentPrimary", "light": "#0066CC"}]}"##)
            .expecting("Hardcoded colour `Color(red:green:blue:)` built from channel values; use a semantic colour token",
                       endColumn: 64, fix: "Replace with `Color.accentPrimary`"),
    ]

    static let nonTriggeringExamples: [Example] = [
        // Building a theme object is defining the theme; so is an adaptive colour's `default:`/`dark:` pair.
        Example("let darkTheme = AppTheme(name: \"Dark\")\ndarkTheme.headerColor = UIColor(red: 0.02, green: 0.1, blue: 0.2, alpha: 0.5)"),
        Example("theme.bannerColor = dynamicColor(default: UIColor(red: 0.94, green: 0.99, blue: 1, alpha: 1),\n"
                + "                                 dark: UIColor(red: 0.06, green: 0, blue: 0, alpha: 1))"),
        // In a project, a value written at one place only, with no token near it, is a local choice (`reportSingleUseColors`).
        Example("Text(\"Gold\").background(Color(red: 0.96, green: 0.77, blue: 0.26))", configuration: #"{"reportSingleUseColors": false}"#),
        // Set again three lines on, through an optional chain: the first value is never drawn.
        Example("override func awakeFromNib() {\n    infoWrapper.layer?.backgroundColor = #colorLiteral(red: 0.13, green: 0.13, blue: 0.13, alpha: 1)\n"
                + "    infoWrapper.wantsLayer = true\n    infoWrapper.layer?.backgroundColor = NSColor.controlBackgroundColor.cgColor\n}"),
        // A constant bundling three or more colours defines a style preset, the component tier.
        Example("extension BrandTagConfig {\n    static let mos = BrandTagConfig(\n        name: \"Mos\",\n"
                + "        bgColor: NSColor(calibratedRed: 0.05, green: 0.07, blue: 0.16, alpha: 1),\n"
                + "        textColor: NSColor(calibratedRed: 0.92, green: 0.98, blue: 1, alpha: 1),\n"
                + "        gradientColors: [NSColor(calibratedRed: 0.06, green: 0.1, blue: 0.36, alpha: 1), NSColor(calibratedRed: 0.5, green: 0.22, blue: 0.85, alpha: 1)]\n"
                + "    )\n}"),
        // A gradient drawn in code and a shape layer's stroke are illustration.
        Example("let bevel = NSGradient(starting: NSColor(red: 0.57, green: 0.57, blue: 0.6, alpha: 1),\n"
                + "                       ending: NSColor(red: 0.56, green: 0.55, blue: 0.57, alpha: 1))"),
        Example("crossHairs.strokeColor = UIColor(red: 1.0, green: 1.0, blue: 0.5, alpha: 1.0).cgColor"),
        // A view's computed property that nothing reads is never drawn.
        Example("struct URLSymbol: View {\n    var tint: NSColor { NSColor(red: 0.6, green: 0.8, blue: 0.47, alpha: 1) }\n"
                + "    var body: some View { Image(systemName: \"link\").foregroundColor(.white) }\n}"),
        // Black in AppKit's grey spellings follows the black-and-white setting, like `.black`.
        Example("label.textColor = NSColor(calibratedWhite: 0, alpha: 1)"),
        // Translucent black in AppKit's spellings is a shade, as `UIColor(white: 0, alpha: 0.3)` is.
        Example("let shade = CAGradientLayer()\nshade.colors = [NSColor(deviceWhite: 0, alpha: 0).cgColor, NSColor(deviceWhite: 0, alpha: 0.3).cgColor]"),
        Example("override func draw(_ dirtyRect: NSRect) {\n    NSColor(calibratedWhite: 0, alpha: dimming).setFill()\n    bounds.fill(using: .sourceAtop)\n}"),
        // A grey on a screen filled with black is contrast with that fixed surface.
        Example("ZStack {\n    Color.black.ignoresSafeArea()\n    Text(caption).foregroundColor(Color(white: 0.7))\n}"),
        // A static computed property whose body is the colour names it, like a `static let`.
        Example("public enum AppConstants {\n    static let scheme = \"app://\"\n    static let groupID = \"group.app\"\n"
                + "    public static var darkerTint: UIColor {\n        UIColor(hue: 0.55, saturation: 0.99, brightness: 0.67, alpha: 1.0)\n    }\n}"),
        // Pure black and white are `UIColor.black` and `Color.white` spelled in channels: one policy for
        // every spelling, off by default.
        Example("func dim() {\n    cutOutView.fillColor = UIColor(red: 0, green: 0, blue: 0, alpha: 1.0)\n}"),
        Example("Text(\"Go\").foregroundColor(Color(white: 1))"),
        // A mask-named constant: its alpha cuts the blur, its colour is never seen.
        Example("let blurMaskColor = UIColor(white: 0, alpha: blurStrength * 0.5).cgColor"),
        // By default, Kotlin channel colours are drawing code: an outline over a page, a map circle.
        .kotlin("Text(\"12\", style = TextStyle(drawStyle = Stroke(4f)), color = Color(45, 45, 45))"),
        .kotlin("circlePaint.color = Color.argb(40, 128, 128, 128)"),
        // An icon drawn in three or more exact colours is a picture, not UI chrome.
        Example("struct WindowIconView: View {\n    var body: some View {\n        ZStack {\n"
                + "            Circle().fill(Color(red: 0.9, green: 0.2, blue: 0.1))\n"
                + "            Circle().fill(Color(red: 0.9, green: 0.7, blue: 0.2))\n"
                + "            Circle().fill(Color(red: 0.3, green: 0.8, blue: 0.4))\n        }\n    }\n}"),
        // Cartography drawn on a map.
        Example("layer.fillColor = UIColor(red: 0, green: 0, blue: 1, alpha: 0.1).cgColor", path: "Sources/Map/EditorMapLayer.swift"),
        // A colour map is a data visualisation's scale: it defines its colours.
        .kotlin("class GrayscaleElevationColorMap : RgbInterpolationColorMap(arrayOf(Color.rgb(75, 75, 75), Color.rgb(250, 250, 250)))", configuration: kotlinChannels),
        // So is a mascot or a logo, in any number of colours.
        Example("struct MascotView: View {\n    var body: some View { Circle().fill(Color(red: 0.07, green: 0.12, blue: 0.28)) }\n}"),
        // An overlay picked from a runtime colour's luma.
        Example("func overlay(for color: UIColor) -> UIColor {\n    let luma = color.perceivedLuma\n"
                + "    return (luma > 0.6) ? UIColor(white: 0, alpha: 0.1) : UIColor(white: 1, alpha: 0.1)\n}"),
        // Multiplying an image by grey dims it, as a scrim does.
        .kotlin("preview.setColorFilter(Color.rgb(123, 123, 123), PorterDuff.Mode.MULTIPLY)", configuration: kotlinChannels),
        // Translucent black written as Compose channels shades, like `Color.Black.copy(alpha = 0.3f)`.
        .kotlin("Box(Modifier.background(Color(0, 0, 0, 180)))", configuration: kotlinChannels),
        .kotlin("Box(Modifier.innerShadow(shape) { color = Color(0f, 0f, 0f, 0.2f) })", configuration: kotlinChannels),
        // The fallback of an optional theme token.
        Example("Circle().stroke(themeManager.currentPalette.tint?.swiftUIColor ?? Color(red: 0.2, green: 0.5, blue: 1.0))"),
        // The theme reached through an optional: the colour is only its fallback.
        Example("action.backgroundColor = view.theme?.tintColor ?? UIColor(red: 0.11, green: 0.45, blue: 0.96, alpha: 1)"),
        // Black whose alpha is computed, or translucent black as a shadow, shades: technique.
        Example("let fade = [CGColor(red: 0, green: 0, blue: 0, alpha: fadeIn ? 0 : 1), CGColor(red: 0, green: 0, blue: 0, alpha: fadeIn ? 1 : 0)]"),
        Example("view.layer.shadowColor = .init(red: 0, green: 0, blue: 0, alpha: 0.3)"),
        // A sealed type whose cases carry colours is one category table (`category-color-table`, opt-in).
        .kotlin("sealed class Region(val color: Int) {\n    data object Menu : Region(Color.argb(0xCC, 95, 89, 107))\n"
                + "    data object Prev : Region(Color.argb(0xCC, 255, 118, 104))\n    data object Next : Region(Color.argb(0xCC, 132, 255, 104))\n}", configuration: kotlinChannels),
        // A Core Image colour is a filter's input: image processing, not UI.
        Example("filter?.setValue(CIColor(red: 0.7, green: 0.7, blue: 0.7), forKey: \"inputColor\")"),
        // Translucent black spelled as Android channels dims what is under it.
        .kotlin("private val dimPaint = Paint().apply { color = Color.argb(160, 0, 0, 0) }", configuration: kotlinChannels),
        // A type whose static members are mostly colours is a palette, whatever it is called.
        Example("struct Branding {\n    static var ink: UIColor { UIColor(red: 0.1, green: 0.1, blue: 0.12, alpha: 1) }\n"
                + "    static let accent = UIColor(red: 0.9, green: 0.3, blue: 0.2, alpha: 1)\n}"),
        Example("enum CheckerboardConstants {\n    static let gridSize = 8\n    static let firstLight = Color(white: 0.98)\n"
                + "    static let firstDark = Color(white: 0.46)\n    static let first = Color(light: firstLight, dark: firstDark)\n}\n"
                + "struct CheckerboardView: View {\n    var size = 8\n    var clear = false\n"
                + "    var body: some View { Rectangle().fill(CheckerboardConstants.first) }\n}"),
        // Drawn into an image that becomes a view's mask: only its alpha counts.
        Example("func setUpFooter() {\n    let image = NSImage(size: footer.frame.size)\n    image.lockFocus()\n"
                + "    NSGradient(colors: alphas.map { NSColor(white: 0.925, alpha: $0) })!.draw(in: rect, angle: 90)\n"
                + "    image.unlockFocus()\n    footer.maskImage = image\n}"),
        // A near-black tint under a card is a shadow too; a bright one would be a glow.
        Example("card.shadow(color: Color(red: 0.03, green: 0.11, blue: 0.14), radius: 3)"),
        // Black spelled as channels is still a shadow.
        Example("let shadow = Color(.sRGB, red: 0, green: 0, blue: 0, opacity: 0.2)"),
        // A settings model named `Color`: `value` is not a channel when `id` and `title` come with it.
        .kotlin("val color = SettingValue.Color(id = \"color\", title = { \"Title\" }, value = 0xFFFF0000.toInt())", configuration: kotlinChannels),
        Example("Text(\"Hi\").foregroundColor(Color(\"TextPrimary\"))"),
        Example("let c = Color(red: r, green: g, blue: b)"),
        Example("Text(\"Hi\").foregroundColor(Color(.label))"),
        Example("let c = Color(uiColor: .systemBackground)"),
        Example("// Color(red: 0.1, green: 0.4, blue: 0.8)"),
        Example("let help = \"Color(red: 0.1, green: 0.4, blue: 0.8)\""),
        Example("extension Color {\n    static let brand = Color(red: 0.1, green: 0.4, blue: 0.8)\n}"),
        Example("enum BrandPalette {\n    static let blue = UIColor(red: 0, green: 0.4, blue: 0.8, alpha: 1)\n}"),
        Example("let c = Color(red: 0.1, green: 0.4, blue: 0.8)", path: "App/Theme/Colors.swift"),
        Example("let point = CGPoint(x: 0.5, y: 0.5)"),
        Example("let size = Size(.rgb(1, 2, 3))"),
        Example("let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)\nlet margin: UIEdgeInsets = .init(top: 1, left: 2, bottom: 3, right: 4)"),
        .kotlin("val c = Color(red, green, blue)", configuration: kotlinChannels),
        .kotlin("val c = MaterialTheme.colorScheme.primary", configuration: kotlinChannels),
        .kotlin("val size = Size(10f, 20f, 30f)", configuration: kotlinChannels),
        .kotlin("object AppColors {\n    val Brand = Color(0.1f, 0.4f, 0.8f)\n}", configuration: kotlinChannels),
    ]
}
