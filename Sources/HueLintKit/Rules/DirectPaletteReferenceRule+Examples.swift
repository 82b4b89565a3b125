/// The examples of `direct-palette-reference`: they run as tests (`↓` marks where each finding starts) and render
/// into `huelint rules` and the Rules page.
extension DirectPaletteReferenceRule {
    /// White and black are reported only with `reportBlackAndWhite` (or, paired with a fixed surface, `reportFixedContrast`).
    private static let blackAndWhite = #"{"rules": {"direct-palette-reference": {"reportBlackAndWhite": true}}}"#

    static let triggeringExamples: [Example] = [
        // Other colours of such a mark, and marks' colours that are not a conventional hue, are still reported.
        .kotlin("Icon(Icons.Default.Favorite, contentDescription = null,\n    tint = if (item.favorite) ↓Color.Cyan else LocalContentColor.current)"),
        // A template image elsewhere in the file does not make every drawn colour a mask.
        Example("import UIKit\nlet appIcon = UIImage(named: \"Icon\")!.withRenderingMode(.alwaysTemplate)\n\n"
                + "func numberImage(_ number: Int) -> UIImage {\n    let attributes = [NSAttributedString.Key.foregroundColor: ↓UIColor.lightGray]\n"
                + "    number.description.draw(in: rect, withAttributes: attributes)\n    return UIGraphicsGetImageFromCurrentImageContext()!\n}"),
        // The release branch of a debug flag ships.
        .kotlin("fun bind(view: View) {\n    if (!BuildConfig.DEBUG) {\n        view.setBackgroundColor(↓Color.CYAN)\n    }\n}"),
        // A system hue where the project has a semantic token of that hue: the token is the team's red.
        Example("Text(\"Broken\").foregroundStyle(↓.red)",
                configuration: ##"{"tokens": [{"name": "StatusColorRed", "swift": "Color(\"StatusColorRed\")", "light": "#FF002E", "dark": "#FF5D6D"}]}"##)
            .expecting("System colour `.red` where the project has its own red, `StatusColorRed`: use the project's token", endColumn: 36,
                       fix: "Replace with nearest token `Color(\"StatusColorRed\")`, ΔE 4.7 (the token adapts: #FF5D6D in dark mode)"),
        Example("button.tintColor = ↓.systemGreen",
                configuration: ##"{"tokens": [{"name": "success.green", "swift": "UIColor(named: \"success.green\")", "light": "#2E9A4F"}]}"##),
        // A mid-grey fill is no dark surface: light grey text on it is still a fixed choice.
        Example("final class SaveStatesViewController: UIViewController {\n    override func viewDidLoad() {\n"
                + "        self.view.backgroundColor = UIColor.panelGray\n        placeholderLabel.textColor = ↓UIColor.lightGray\n    }\n}",
                configuration: ##"{"tokens": [{"name": "panelGray", "swift": "UIColor.panelGray", "light": "#5A5A5A"}]}"##),
        // A colour property takes a colour, whatever cases the project's enums declare.
        Example("enum ToastColor { case green, red }\n\nfunc failed() {\n    banner.backgroundColor = ↓.red\n}"),
        // The other branch of a debug flag is what ships.
        Example("func configureView() {\n    if kUseDebugColors {\n        titleLabel.backgroundColor = .blue\n    } else {\n"
                + "        titleLabel.backgroundColor = ↓.magenta\n    }\n}"),
        // A doc comment that names debugging without saying the type is only for it.
        Example("/// Shows the debug log to the user who opens it.\nfinal class LogCell: UITableViewCell {\n"
                + "    func style() { label.textColor = ↓UIColor.darkGray }\n}"),
        // A view's own layer is chrome, and so is a box's fill: only shapes drawn in code are illustration.
        Example("func style() {\n    card.layer.borderColor = ↓UIColor.gray.cgColor\n    box.fillColor = ↓NSColor.lightGray\n}"),
        // The same layer added to a view's layer is drawn.
        Example("final class Explore: NSViewController {\n    override func viewDidLoad() { view.layer?.addSublayer(fade) }\n"
                + "    private lazy var fade: CAGradientLayer = {\n        let l = CAGradientLayer()\n"
                + "        l.colors = [↓NSColor.red.cgColor, NSColor.clear.cgColor]\n        return l\n    }()\n}"),
        // The same view, created by another view of the file.
        Example("private struct OldBadge: View {\n    var body: some View { Text(\"New\").foregroundStyle(↓.gray) }\n}\n"
                + "struct Row: View {\n    var body: some View { OldBadge() }\n}"),
        // The project's background is near-black only in dark mode: the screen follows the appearance.
        Example("struct SyncView: View {\n    var body: some View {\n        ZStack {\n            Color.appBackground.ignoresSafeArea()\n"
                + "            Text(\"Last sync\").foregroundStyle(↓.gray)\n        }\n    }\n}",
                configuration: ##"{"tokens": [{"name": "appBackground", "swift": "Color.appBackground", "light": "#FFFFFF", "dark": "#0D0D1A"}]}"##),
        // A preview that forces dark mode shows one case; the view itself follows the appearance.
        Example("struct SyncLogView: View {\n    var body: some View { Text(message).foregroundColor(↓.gray) }\n}\n"
                + "#Preview {\n    SyncLogView().preferredColorScheme(.dark)\n}"),
        // A colour resolved for dark mode does not force a screen dark.
        Example("struct Legend: View {\n    var body: some View { Text(label).foregroundColor(↓.gray) }\n}\n"
                + "let swatch = UIColor.systemBlue.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))"),
        // The user's choice of appearance is no fixed surface.
        Example("struct SyncLogView: View {\n    var body: some View {\n        Text(message).foregroundColor(↓.gray)\n"
                + "            .preferredColorScheme(isDark ? .dark : .light)\n    }\n}"),
        // White on a button whose colours are the theme's is not a fixed pair: with dynamic colour the
        // primary container can be light.
        .kotlin("Button(onClick = onSave) {\n    Text(stringResource(R.string.save), color = ↓Color.White)\n}"),
        .kotlin("FloatingActionButton(onClick = onAdd) {\n    Row { Icon(Icons.Default.Add, null, tint = ↓Color.White) }\n}"),
        // A dialog's text button sits on the dialog's themed surface.
        .kotlin("AlertDialog(\n    onDismissRequest = onDismiss,\n    confirmButton = {},\n    dismissButton = {\n"
                + "        TextButton(onClick = onDismiss) { Text(stringResource(R.string.cancel), color = ↓Color.White) }\n    }\n)"),
        // Another view's property of the same name is another property.
        Example("func layout() {\n    readDot.layer?.backgroundColor = ↓NSColor.lightGray.cgColor\n"
                + "    writeDot.layer?.backgroundColor = ↓NSColor.lightGray.cgColor\n}"),
        // An early exit in between leaves the first value drawn.
        Example("func configure(_ drive: Drive) {\n    cover.backgroundColor = ↓.lightGray\n"
                + "    guard let image = drive.image else { return }\n    cover.backgroundColor = .white\n}"),
        // A slider's tint is drawn.
        .kotlin("ColorChannelSlider(tint = ↓Color.Red, value = color, onValueChange = onChange)"),
        // Alone, `systemGray` text is one grey in light and dark.
        Example("func show(_ issue: Issue) {\n    stateLabel.textColor = ↓.systemGray\n}"),
        // Only the file's own folders tell a debug tool: where the checkout lives does not.
        Example("label.textColor = ↓UIColor.darkGray", path: "DebugBuilds/checkout/App/Screens/TitleView.swift"),
        // A literal that fails to parse is not data: its fallback is a colour choice.
        Example("label.textColor = UIColor(hexString: \"#2E2F31\") ?? ↓.gray"),
        // A helper returning a component's colours styles that component where it is used.
        .kotlin("@Composable\nfun borderedColors(): ButtonColors {\n    return ButtonDefaults.outlinedButtonColors(disabledContentColor = ↓Color.LightGray)\n}"),
        // Only one branch sets it again: the grey is drawn on the other path.
        Example("func show(_ row: RouteView, late: Bool) {\n    row.valueLabel.textColor = ↓UIColor.darkGray\n"
                + "    if late {\n        row.valueLabel.textColor = UIColor.systemRed\n    }\n}"),
        // A condition on something other than a colour variable picks a UI colour.
        .kotlin("fun tint(enabled: Boolean, fallback: Int) = if (enabled) ↓Color.RED else fallback"),
        // A colour test earlier in the block is another statement.
        .kotlin("fun style() {\n    if (accentColor != Color.BLACK) { apply(accentColor) }\n    label.setTextColor(↓Color.RED)\n}"),
        // `#available(iOS 15, *)` leaves iOS 13 and 14, which have dark mode, in its `else`.
        Example("if #available(iOS 15.0, *) {\n    label.textColor = .label\n} else {\n    label.textColor = ↓.darkText\n}"),
        // Without a shadow, the same grey text is a choice.
        .kotlin("if (user.bannerUrl != null) {\n    userCreated.setTextColor(↓Color.LTGRAY)\n}"),
        // One arm keeps the grey: it is drawn.
        .kotlin("@Composable\nfun Amount(free: Boolean, flexible: Boolean) {\n    var color = ↓Color.DarkGray\n    when {\n"
                + "        free -> color = MaterialTheme.colorScheme.secondary\n        flexible -> {}\n"
                + "        else -> color = MaterialTheme.colorScheme.primary\n    }\n    Text(\"x\", color = color)\n}"),
        // `latest` is not a test.
        .kotlin("fun drawLatestBadge(canvas: Canvas) {\n    canvas.setColor(↓Color.YELLOW)\n}"),
        // A mini player sits on the app's own surface.
        .kotlin("Slider(value = v, onValueChange = {}, colors = SliderDefaults.colors(inactiveTrackColor = ↓Color.DarkGray))",
                path: "app/src/main/java/com/example/player/MiniPlayer.kt"),
        // `systemGray` as text, under any spelling, stays one mid grey in light and dark.
        Example("Text(\"Updated\").foregroundColor(Color(nsColor: ↓NSColor.systemGray))"),
        Example("detailLabel.textColor = ↓UIColor.systemGray")
            .expecting("`UIColor.systemGray` stays a mid grey in light and dark mode, not a text colour that adapts; use a semantic colour such as `.secondaryLabel`",
                       endColumn: 43, fix: "Replace with `UIColor.secondaryLabel`, which adapts to appearance (a slightly different grey)"),
        // A private or constant property is no parameter: its colour is the view's own choice.
        Example("struct ProgressBar: View {\n    private var playedColor: Color = ↓.red\n    var body: some View { Rectangle().fill(playedColor) }\n}"),
        // A state's colour beside a theme token is a choice, not a fallback.
        .kotlin("@Composable\nfun Label(on: Boolean) = Text(\"x\", color = if (on) MaterialTheme.colorScheme.onSurface else ↓Color.Gray)"),
        // A paint whose colour nothing replaces draws it.
        .kotlin("class Dot : View {\n    private val fill = Paint(Paint.ANTI_ALIAS_FLAG).apply { color = ↓Color.RED }\n"
                + "    override fun onDraw(canvas: Canvas) { canvas.drawCircle(8f, 8f, 8f, fill) }\n}"),
        // Grey text in one branch of a choice is still grey text.
        Example("Text(item.name).foregroundStyle(item.isDone ? ↓Color.gray : Color.primary)"),
        // Set up grey, and set grey or white again later: the grey is drawn.
        Example("final class Cell: UITableViewCell {\n    let detail = UILabel()\n    func setUpViews() {\n        detail.textColor = ↓UIColor.gray\n    }\n"
                + "    func select(_ on: Bool) {\n        detail.textColor = on ? UIColor.white : theme.secondaryText\n    }\n}"),
        // The release branch of a DEBUG flag ships.
        .kotlin("val overlay = if (BuildConfig.DEBUG) Modifier else Modifier.background(↓Color.Red)"),
        Example("Text(\"Hi\").background(↓.white)", configuration: blackAndWhite),
        Example("Text(\"Hi\").foregroundColor(↓.black)", configuration: blackAndWhite),
        Example("Text(\"Hi\").foregroundStyle(↓.black.opacity(0.6))", configuration: blackAndWhite),
        Example("view.backgroundColor = ↓.white", configuration: blackAndWhite),
        Example("var tint: UIColor = ↓.black", configuration: blackAndWhite),
        Example("label.textColor = ↓.darkText"),
        Example("hint.textColor = ↓UIColor.lightText"),
        // Ternaries, returns and `??` fallbacks are colours where the whole expression is.
        Example("label.textColor = color ?? ↓.black", configuration: blackAndWhite),
        Example("icon.tintColor = active ? ↓.white : .label", configuration: blackAndWhite),
        Example("var tint: UIColor { return isOn ? ↓.white : .black }", configuration: blackAndWhite),
        // One finding per conditional, not one per branch.
        Example("label.textColor = isOn ? ↓UIColor.white : UIColor.black", configuration: blackAndWhite),
        // Fixed platform colours, however they are spelled.
        Example("view.backgroundColor = ↓.red"),
        Example("func style() {\n    let accent = ↓NSColor.orange\n}"),
        Example("Text(\"Tag\").foregroundStyle(Color(nsColor: ↓.purple))"),
        Example("func style() {\n    let divider = ↓UIColor.gray\n}"),
        Example("Text(\"Hi\").shadow(color: ↓.white.opacity(0.6), radius: 4)", configuration: blackAndWhite),
        // White surfaces on a theme-filled screen: only a fixed brand fill makes white a contrast choice.
        .kotlin("Column(Modifier.background(MaterialTheme.colorScheme.primary)) {\n"
                + "    Button(onClick = {}, colors = ButtonDefaults.buttonColors(containerColor = ↓Color.White)) {}\n}", configuration: blackAndWhite),
        Example("controls.backgroundColor = ↓.white", path: "Sources/Settings/ControlsView.swift", configuration: blackAndWhite),
        // Another object's setter, outside an initialiser, is a colour choice.
        .kotlin("fun bind(chart: Chart) {\n    chart.setTextColors(↓Color.BLACK, ↓Color.GRAY)\n}", configuration: blackAndWhite),
        // A local that one branch keeps is drawn.
        Example("func apply(done: Bool) {\n    var check = ↓UIColor.black\n    if done {\n        check = theme.muted\n    }\n"
                + "    box.tintColor = check\n}", configuration: blackAndWhite),
        Example("let gradient = LinearGradient(colors: [↓.white, .clear], startPoint: .bottom, endPoint: .top)", configuration: blackAndWhite),
        // Adaptive system hues, when `reportSystemHues` is on: every spelling alike.
        Example("Circle().fill(isOn ? ↓.green : .red)", configuration: #"{"rules": {"direct-palette-reference": {"reportSystemHues": true}}}"#),
        Example("label.textColor = ↓UIColor.systemRed", configuration: #"{"rules": {"direct-palette-reference": {"reportSystemHues": true}}}"#),
        Example("Text(\"Hi\").foregroundStyle(Color(↓.systemBlue))", configuration: #"{"rules": {"direct-palette-reference": {"reportSystemHues": true}}}"#),
        Example("func style() {\n    let warning = ↓NSColor.systemOrange\n}", configuration: #"{"rules": {"direct-palette-reference": {"reportSystemHues": true}}}"#),
        Example("func style() {\n    let divider = ↓Color.gray\n}", configuration: #"{"rules": {"direct-palette-reference": {"reportSystemHues": true}}}"#),
        Example("label.textColor = ↓UIColor.darkGray"),
        // A dark grey spinner all but disappears on a dark background.
        Example("import UIKit\nactivityIndicator.color = ↓UIColor.darkGray"),
        Example("import UIKit\ndisclosureIndicator.tintColor = ↓.systemGray"),
        Example("// The badge is always visible\nbadge.backgroundColor = ↓UIColor.red"),
        // SwiftUI's gray stays a mid grey in both appearances: as text it is where `.secondary` goes.
        Example("Text(\"Shortcut\").foregroundStyle(↓.gray)")
            .expecting("`.gray` stays a mid grey in light and dark mode, not a text colour that adapts; use a semantic colour such as `.secondary`", endColumn: 39,
                       fix: "Replace with `.secondary`, which adapts to appearance (a slightly different grey)"),
        // In a colour wrapper the member alone cannot change: the message names the colour, no edit is offered.
        Example("Text(\"Draft\").foregroundColor(Color(↓.systemGray))")
            .expecting("`.systemGray` stays a mid grey in light and dark mode, not a text colour that adapts; use a semantic colour such as `.secondary`", endColumn: 48),
        // On a view's tint (an icon, or a system button's title) the message says icon.
        Example("chevronView.tintColor = ↓.systemGray")
            .expecting("`.systemGray` stays a mid grey in light and dark mode, not an icon colour that adapts; use a semantic colour such as `.secondary`", endColumn: 36),
        // A label shows its title: its grey is a text colour, unless it is styled `.iconOnly`.
        Example("Label(\"Search\", systemImage: \"magnifyingglass\")\n    .foregroundColor(↓.gray)"),
        // A menu picker's tint colours its label.
        Example("Picker(\"Model\", selection: $model) { Text(\"A\") }\n    .pickerStyle(.menu)\n    .tint(↓.gray)"),
        Example("let symbol = UIImage.SymbolConfiguration(paletteColors: [↓.lightGray, .systemBlue])"),
        Example("Text(\"Hi\").foregroundColor(↓FXColors.aColor)", configuration: #"{"paletteNamespaces": ["FXColors"]}"#),
        .kotlin("Text(\"Hi\", color = ↓Color.Primitive.blue500)", configuration: #"{"paletteNamespaces": ["Color.Primitive"]}"#),
        .kotlin("Text(\"Hi\", color = ↓Color.Black)", configuration: blackAndWhite),
        // White foregrounds and black backgrounds, when `reportFixedContrast` is on.
        Example("Text(\"Play\").foregroundColor(↓.white)", configuration: #"{"rules": {"direct-palette-reference": {"reportFixedContrast": true}}}"#),
        Example("playerView.backgroundColor = ↓.black", configuration: #"{"rules": {"direct-palette-reference": {"reportFixedContrast": true}}}"#),
        .kotlin("Text(\"Hi\", color = ↓Color.White)", configuration: #"{"rules": {"direct-palette-reference": {"reportFixedContrast": true}}}"#),
        .kotlin("paint.color = ↓android.graphics.Color.WHITE", configuration: blackAndWhite),
        .kotlin("Icon(icon, tint = ↓Color.Red)"),
        .kotlin("Button(onClick = {}, colors = ButtonDefaults.buttonColors(containerColor = ↓Color.Red)) {}"),
        .kotlin("Image(painter = ColorPainter(↓androidx.compose.ui.graphics.Color.Gray), contentDescription = null)"),
        .kotlin("data class ChipStyle(val tint: Color = ↓Color.Red)"),
        // A stored property the file never assigns again is the colour drawn.
        .kotlin("class Gauge(context: Context) : View(context) {\n    private var lineColor = ↓Color.GRAY\n"
                + "    override fun onDraw(canvas: Canvas) { paint.color = lineColor }\n}"),
        .kotlin("val fade = lerp(↓Color.White, ↓Color.Black, progress)", configuration: blackAndWhite),
        .kotlin("val icon = ColorUtils.blendARGB(iconColor, ↓Color.WHITE, scrollProgress)", configuration: blackAndWhite),
        .kotlin("fun badge() {\n    class LocalColors\n    draw(↓Color.Red)\n}"),
        // Another type's value built from palette colours is a use.
        Example("enum Styles {\n    static let banner = BannerStyle(textColor: ↓.black)\n}", configuration: blackAndWhite),
        // A view's own canvas draws UI.
        .kotlin("override fun onDraw(canvas: Canvas) {\n    canvas.drawColor(↓Color.RED)\n}"),
        // With a text token of the same colour in the catalog, the fix writes it.
        Example("Text(\"Hi\").foregroundColor(↓.black)",
                configuration: ##"{"rules": {"direct-palette-reference": {"reportBlackAndWhite": true}}, "tokens": [{"name": "textPrimary", "swift": "Color.textPrimary", "light": "#000000", "role": "foreground"}]}"##)
            .expecting("Fixed palette colour `.black` does not adapt to appearance or brand; use a semantic colour token",
                       endColumn: 34, fix: "Replace with `Color.textPrimary`"),
    ]

    static let nonTriggeringExamples: [Example] = [
        // A project red that names only a shade or a scale step is a primitive, not a purpose: `.red` stays accepted.
        Example("Text(\"Broken\").foregroundStyle(.red)",
                configuration: ##"{"tokens": [{"name": "loopRed", "swift": "Color.loopRed", "light": "#FF3B30"}, {"name": "Red40", "swift": "Color.Red40", "light": "#E02020"}]}"##),
        // A semantic token of another hue family does not make `.red` the project's red.
        Example("Text(\"Broken\").foregroundStyle(.red)",
                configuration: ##"{"tokens": [{"name": "StatusColorRed", "swift": "Color(\"StatusColorRed\")", "light": "#8E44AD"}]}"##),
        // A system mid grey on an SF Symbol keeps 3:1 against light and dark surfaces, as icons need.
        Example("Image(systemName: \"chevron.right\")\n    .font(.caption)\n    .foregroundColor(.gray)"),
        Example("Image(systemName: \"magnifyingglass\").foregroundStyle(Color(.systemGray))"),
        Example("Label(\"Search\", systemImage: \"magnifyingglass\")\n    .labelStyle(.iconOnly)\n    .foregroundColor(.gray)"),
        // The author's doc comment says users never see it.
        Example("/// This class is used only for debugging: it shows the tiles downloaded.\nfinal class TileDebugLayer: CALayer {\n"
                + "    func paint() { borderColor = UIColor.red.cgColor }\n}"),
        // Shapes drawn in code are illustration: a compass needle, a crosshair, a chart's dot.
        Example("override func draw(_ rect: CGRect) {\n    UIColor.lightGray.setFill()\n    needle.fill()\n"
                + "    (isSelected ? UIColor.red : UIColor.blue).setStroke()\n    ring.stroke()\n}"),
        Example("func makeNeedle() {\n    south.fillColor = UIColor.lightGray.cgColor\n"
                + "    ruler.strokeColor = isZero ? UIColor.green.cgColor : UIColor.white.cgColor\n}"),
        Example("func drawDot(in ctx: CGContext) {\n    ctx.setStrokeColor(UIColor.green.cgColor)\n    ctx.strokePath()\n}"),
        Example("Canvas { context, size in\n    context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.red))\n}"),
        // A layer added to a mask layer is part of the mask, also when a lazy property's closure builds it.
        Example("final class Explore: NSViewController {\n    override func viewDidLoad() { view.layer?.mask = contentMask }\n"
                + "    private lazy var contentMask: CALayer = {\n        let l = CALayer()\n        l.addSublayer(fade)\n        return l\n    }()\n"
                + "    private lazy var fade: CAGradientLayer = {\n        let l = CAGradientLayer()\n"
                + "        l.colors = [NSColor.red.withAlphaComponent(0).cgColor, NSColor.red.cgColor]\n        return l\n    }()\n}"),
        // A private view its file never creates is never drawn.
        Example("private struct OldBadge: View {\n    var body: some View { Text(\"New\").foregroundStyle(.gray) }\n}\n"
                + "#Preview { OldBadge() }"),
        // A screen filled with the project's own near-black, which stays near-black in dark mode: always dark.
        Example("struct SyncView: View {\n    var body: some View {\n        ZStack {\n            Color.retroBlack.ignoresSafeArea()\n"
                + "            Text(\"Last sync\").foregroundStyle(.gray)\n        }\n    }\n}",
                configuration: ##"{"tokens": [{"name": "retroBlack", "swift": "Color.retroBlack", "light": "#0D0D1A"}]}"##),
        // A controller filled with the project's own dark grey (a dark surface, darker than L* 25).
        Example("final class SaveStatesViewController: UIViewController {\n    override func viewDidLoad() {\n"
                + "        self.view.backgroundColor = UIColor.panelGray\n        placeholderLabel.textColor = UIColor.lightGray\n    }\n}",
                configuration: ##"{"tokens": [{"name": "panelGray", "swift": "UIColor.panelGray", "light": "#262626"}]}"##),
        // A prominent button's and a swipe action's tint is their fill, not a label colour.
        Example("Button(action: open) { label }\n    .buttonStyle(.borderedProminent)\n    .tint(isSelected ? accent : Color.gray.opacity(0.3))"),
        Example("Button(\"Mute\") { mute() }\n    .tint(.gray)\n    .buttonStyle(.borderedProminent)"),
        Example("row.swipeActions(edge: .trailing) {\n    Button { archive() } label: { Label(\"Archive\", systemImage: \"archivebox\") }\n        .tint(.gray)\n}"),
        // A 3D model's material renders the model, not the interface.
        Example("func highlight(_ node: SCNNode) {\n    node.geometry?.firstMaterial?.emission.contents = UIColor.orange\n}"),
        Example("let floor = ModelEntity(mesh: .generatePlane(width: 1, depth: 1), materials: [SimpleMaterial(color: .gray, isMetallic: false)])"),
        Example("func select(_ node: SCNNode) {\n    node.geometry?.firstMaterial?.multiply.contents = UIColor.yellow\n}"),
        Example("let marker = UnlitMaterial(color: UIColor.red)"),
        // A screen forced dark, or filled with black, fixes the surface: its greys are contrast with it.
        Example("struct SyncLogView: View {\n    var body: some View {\n        List(entries) { Text($0.message).foregroundColor(.gray) }\n"
                + "            .preferredColorScheme(.dark)\n    }\n}"),
        .kotlin("Box(Modifier.fillMaxSize().background(Color.Black)) {\n    Text(status, color = Color.LightGray)\n}"),
        // White on a button given a fixed container is a pair with that fill.
        .kotlin("Button(colors = ButtonDefaults.buttonColors(containerColor = Color(0xFFB00020)), onClick = onDelete) {\n"
                + "    Text(stringResource(R.string.delete), color = Color.White)\n}"),
        // An icon or text button has no container: its white icon sits on whatever is under it (a photo, a player).
        .kotlin("TextButton(onClick = onSkip) {\n    Text(stringResource(R.string.skip), color = Color.White)\n}"),
        // A container of the app's own colour, or a background in between, is the surface the white pairs with.
        .kotlin("Button(colors = ButtonDefaults.buttonColors(containerColor = colorResource(R.color.dark_green)), onClick = onJoin) {\n"
                + "    Text(text, color = Color.White)\n}"),
        .kotlin("Button(onClick = onConfirm) {\n    Box(Modifier.background(color = confirmRed)) {\n        Icon(check, null, tint = Color.Black)\n    }\n}"),
        .kotlin("IconButton(onClick = onClose) {\n    Icon(Icons.Default.Close, null, tint = Color.White)\n}"),
        // A Kotlin enum entry's colour is defined with its type.
        .kotlin("enum class PlayState(val code: Int, val color: Color) {\n    NEW(-1, Color.Green),\n    LATER(1, Color.Green),\n}"),
        // A debug-named object's paint is for developers.
        .kotlin("fun draw() {\n    debugLinePaint.color = Color.RED\n}"),
        // Systems without dark mode: nothing to adapt to in that branch.
        Example("if #available(iOS 13.0, *) {\n    label.textColor = .label\n} else {\n    label.textColor = .darkText\n}"),
        // Grey text given a shadow sits on a picture (a banner image).
        .kotlin("if (user.bannerUrl != null) {\n    userCreated.setTextColor(Color.LTGRAY)\n    userCreated.setShadowLayer(4f, 0f, 0f, Color.BLACK)\n}"),
        // A system grey on an external display's black placeholder.
        Example("placeholderView.textLabel.textColor = .systemGray", path: "Delta/Emulation/GameView+AirPlay.swift"),
        // Layout-debugging tints behind a debug flag.
        .kotlin("private const val DEBUG_LAYOUT = false\n\nfun bind(view: View) {\n    if (DEBUG_LAYOUT) {\n"
                + "        view.setBackgroundColor(Color.CYAN)\n    }\n}"),
        // An end-to-end test app, and a debug-named composable: developers' tools.
        Example("Text(\"Focused\", color = Color.Cyan)", path: "pass/autofill/e2e-app/src/main/kotlin/SessionScreen.kt"),
        Example("@Composable\nfun Row(score: Float) {\n    DebugScoreView(score)\n}\n\n"
                + "@Composable\nprivate fun DebugScoreView(score: Float) {\n    Text(\"Score: $score\", color = Color.Magenta)\n}",
                path: "app/src/main/java/com/example/overdue/ListItem.kt"),
        // Text on a photo under a black scrim (a hero banner) is contrast with the photo.
        .kotlin("@Composable\nfun Banner(item: Item) {\n    Box {\n        AsyncImage(model = item.backdrop, contentDescription = null)\n"
                + "        Box(Modifier.matchParentSize().background(Color.Black.copy(alpha = 0.5f)))\n"
                + "        Text(item.genres, color = Color.LightGray)\n    }\n}"),
        // A Touch Bar is always dark.
        Example("func touchBar(_ touchBar: NSTouchBar, makeItemForIdentifier id: NSTouchBarItem.Identifier) -> NSTouchBarItem? {\n"
                + "    button.bezelColor = NSColor.darkGray\n    return item\n}"),
        // A watch app's screen is black in every appearance.
        Example("Text(\"3 episodes\").foregroundColor(.gray)", path: "Podwave Watch App/EpisodeListView.swift"),
        // Grey on a full-screen player is contrast with the video under it.
        .kotlin("Slider(value = v, onValueChange = {}, colors = SliderDefaults.colors(inactiveTrackColor = Color.DarkGray))",
                path: "app/src/main/java/com/example/player/FullscreenPlayer.kt"),
        // In a SwiftUI-only file an assigned implicit colour is SwiftUI's adaptive hue.
        Example("import SwiftUI\n\nfinal class PasswordModel: ObservableObject {\n    @Published var messageColor: Color = .primary\n"
                + "    func tooShort() { messageColor = .red }\n}"),
        // A constructed object's placeholder colour, replaced through the same property.
        .kotlin("class Lyrics {\n    private var activeSpan = ForegroundColorSpan(Color.CYAN)\n"
                + "    fun update(highlight: Int) { activeSpan.color = highlight }\n}"),
        // A constant at file or type level names its colour once, a local token: its uses read the name.
        .kotlin("private const val DEFAULT_TINT = Color.RED\n\nclass Badge(ctx: Context, attrs: AttributeSet) : View(ctx, attrs) {\n"
                + "    private val ring = DEFAULT_TINT\n}"),
        Example("enum Tags {\n    static let native = NSColor.orange\n}"),
        // So does a list of colours the app derives from one (`mixColor`): the list is the palette.
        .kotlin("object Quotes {\n    val nestColors = intArrayOf(\n        mixColor(Color.GRAY, 0x0000ff),\n        mixColor(Color.GRAY, 0xff0000),\n    )\n}"),
        // A colour saved as a setting's value: the user's choice, not this screen's.
        .kotlin("when (preset) {\n    \"4\" -> subtitlesColor.saveValue(Color.YELLOW)\n}"),
        // As a fill, `systemGray` is a system neutral.
        Example("badge.backgroundColor = .systemGray"),
        // The default of a table lookup belongs to the table.
        .kotlin("text.setSpan(prioritySpan[entry.priority] ?: ForegroundColorSpan(Color.GRAY), 0, text.length, 0)"),
        // A parameter's default: each caller may pass its own colour, and those calls are what is checked.
        .kotlin("@Composable\nfun Badge(text: String, tint: Color = Color.Red) { Text(text, color = tint) }"),
        Example("func badge(tint: UIColor = .red) -> UIView { UIView() }"),
        // A struct's settable property is a parameter of its memberwise initialiser.
        Example("struct ProgressBar: View {\n    var playedColor: Color = .red\n    var body: some View { Rectangle().fill(playedColor) }\n}"),
        // What the app's own lookup helper returns when the theme has nothing.
        .kotlin("private fun resolveThemeColor(attr: Int): Int {\n    val tv = TypedValue()\n    context.theme.resolveAttribute(attr, tv, true)\n"
                + "    return tv.data.takeIf { it != 0 } ?: Color.GRAY\n}"),
        // The other branch looks the theme up: this one is its fallback.
        .kotlin("fun tint(context: Context, tv: TypedValue): Int =\n    if (tv.resourceId != 0) ContextCompat.getColor(context, tv.resourceId) else Color.GRAY"),
        // A developer's debug or diagnostics screen.
        Example("Text(\"rows: \\(count)\").foregroundColor(.gray)", path: "App/Tools/DatabaseDebugView.swift"),
        // The colour a debugging flag picks shows only while a developer debugs.
        Example("let debugOverlay = false\nfunc show(_ window: NSWindow) {\n    window.backgroundColor = debugOverlay ? .red : .clear\n}"),
        // A Room entity's colours are stored rows, not a screen's styling.
        .kotlin("@Entity(tableName = \"podcasts\")\ndata class Podcast(@ColumnInfo(name = \"tint\") var tint: Int = 0) {\n"
                + "    fun badgeTint(): Int = if (tint != 0) tint else Color.RED\n    fun placeholderTint(): Int = Color.GRAY\n}"),
        // A colour naming which channel a slider edits is an identifier.
        .kotlin("ColorChannelSlider(channel = Color.Red, value = color, onValueChange = onChange)"),
        Example("ChannelSlider(component: UIColor.red, value: $color)"),
        // Beside system hues for other states, `systemGray` is the neutral state of the set.
        Example("func show(_ issue: Issue) {\n    stateIcon.tintColor = issue.isOpen ? .systemGreen : .systemPurple\n"
                + "    stateLabel.textColor = .systemGray\n}"),
        // A flat colour standing in for an image that is loading or failed.
        .kotlin("AsyncImage(model = url, placeholder = ColorPainter(Color.Black), error = ColorPainter(Color.DarkGray), contentDescription = null)"),
        // Set again later in the same straight-line block: never drawn.
        Example("func configure(_ drive: Drive) {\n    cover.backgroundColor = .lightGray\n    title.text = drive.name\n"
                + "    cover.backgroundColor = .white\n}"),
        // A debug menu's folder.
        Example("Text(flag.cohort).foregroundColor(.gray)", path: "App/FeatureFlagsDebugSettings/FlagsMenuView.swift"),
        // A paint's placeholder, replaced by the colour the view is given.
        .kotlin("class Dot : View {\n    private val fill = Paint(Paint.ANTI_ALIAS_FLAG).apply { color = Color.RED }\n"
                + "    var fillColor: Int = 0\n        set(value) { fill.color = value }\n}"),
        // A placeholder while the view is set up, replaced from the theme by another function.
        Example("final class Cell: UITableViewCell {\n    let detail = UILabel()\n    func setUpViews() {\n        detail.textColor = UIColor.gray\n    }\n"
                + "    func apply(_ theme: Theme) {\n        detail.textColor = theme.secondaryText\n    }\n}"),
        // A view of a theming type is recoloured by the theme.
        Example("final class Alert: UIView {\n    var header: UILabel = ThemeCSSLabel(selectors: [.title])\n    func build() {\n        header.textColor = .gray\n    }\n}"),
        // Passed to the app's own function whose parameter is the app's enum: `.green` is `ToastColor.green`.
        Example("enum ToastColor { case green, red }\n\nfunc saved() {\n    ToastManager.show(text: \"Saved\", color: .green)\n}"),
        // Ink on a PDF page the app writes: white paper in every appearance.
        .kotlin("fun export(doc: PdfDocument) {\n    val page = doc.startPage(info)\n    val footer = Paint().apply { color = Color.GRAY }\n}"),
        // A grey shadow wrapped in a SwiftUI colour is still a shadow.
        Example("Color.accentColor.shadow(color: Color(nsColor: .darkGray), radius: 1, x: 0, y: 1)"),
        // Surfaces with one look in every appearance: the Touch Bar, a live camera preview, an Android TV screen.
        Example("class CPUBarItem: CustomButtonTouchBarItem {\n    func refresh(load: Double) {\n"
                + "        attributedTitle = title(color: load > 0.7 ? NSColor.red : NSColor.white)\n    }\n}"),
        Example("class BatteryBarItem: CustomButtonTouchBarItem {}\n\nclass BatteryInfo: NSObject {\n"
                + "    var color: NSColor { level <= 10 ? NSColor.red : NSColor.white }\n}"),
        Example("final class ScannerViewController: UIViewController {\n    let preview = AVCaptureVideoPreviewLayer()\n"
                + "    let frameView = UIView()\n    func found() {\n        frameView.layer.borderColor = UIColor.green.cgColor\n    }\n}"),
        .kotlin("import androidx.leanback.widget.Presenter\n\nclass GamePresenter : Presenter() {\n"
                + "    fun bind(card: ImageCardView) {\n        card.findViewById<TextView>(R.id.content_text).setTextColor(Color.LTGRAY)\n    }\n}"),
        // Debug drawing never ships: a debug-named function, or the branch of a DEBUG flag.
        .kotlin("private fun drawDebug(canvas: Canvas) {\n    val paint = Paint().apply { color = Color.RED }\n}"),
        Example("private let kUseDebugColors = false\n\nfunc configureView() {\n    if kUseDebugColors {\n"
                + "        titleLabel.backgroundColor = .red\n        backgroundColor = .magenta\n    }\n}"),
        // The default for a colour the user has not set (black is the "unset" sentinel here).
        .kotlin("shadeColors[1] = if (customBlend) if (fillColor != Color.BLACK) fillColor else Color.GREEN else foreground"),
        .kotlin("colors = if (gradientColor != Color.BLACK) {\n    intArrayOf(gradientColor, fillColor)\n} else {\n"
                + "    intArrayOf(Color.RED, Color.YELLOW)\n}"),
        Example("func apply() {\n    if customTintColor == nil {\n        button.tintColor = UIColor.red\n    }\n}"),
        // A property every branch of the following `if` sets again: the first value is never drawn.
        Example("func show(_ row: RouteView) {\n    row.valueLabel.textColor = UIColor.darkGray\n    if #available(iOS 13, *) {\n"
                + "        row.valueLabel.textColor = UIColor.label\n    } else {\n        row.valueLabel.textColor = UIColor.black\n    }\n}"),
        // The default when a colour sent by the server does not parse.
        Example("button.setTitleColor(UIColor(hexString: action.colorHex) ?? .gray, for: .normal)"),
        // A local that every arm of the following `when` overwrites is never drawn.
        .kotlin("@Composable\nfun Amount(free: Boolean, amount: String) {\n    var color = Color.DarkGray\n    var label = amount\n    when {\n"
                + "        free -> { color = MaterialTheme.colorScheme.secondary; label = \"Free\" }\n"
                + "        else -> color = MaterialTheme.colorScheme.primary\n    }\n    Text(label, color = color)\n}"),
        // A test image drawn by shipped code is for developers too.
        .kotlin("fun drawTestImage(canvas: Canvas) {\n    canvas.setColor(Color.YELLOW)\n}"),
        .kotlin("val overlay = if (BuildConfig.DEBUG && destroyed) {\n    Modifier.background(Color.Red)\n} else {\n    Modifier\n}"),
        // A seed: only its hash picks the generated colour.
        .kotlin("val hue = AvatarColors.randomColorFor(name, Color.BLUE)"),
        // SwiftUI's gray filling a shape (a loading placeholder) is an adaptive system hue, not grey text.
        Example("Rectangle()\n    .frame(width: 80, height: 120)\n    .foregroundColor(.gray)"),
        Example("ProgressView()\n    .tint(.gray)"),
        // A favourite or played mark's "on" colour: a red heart, a yellow star, by convention.
        .kotlin("Icon(Icons.Default.Favorite, contentDescription = null,\n    tint = if (item.favorite) Color.Red else LocalContentColor.current)"),
        Example("import UIKit\nfavoriteIconImage.tintColor = .red"),
        Example("Button(role: .destructive) {\n    delete(item)\n} label: {\n    Label(\"Delete\", systemImage: \"trash\")\n}\n.tint(.red)"),
        Example("import UIKit\nactivityIndicator.color = .gray\nspinner.tintColor = UIColor.systemGray"),
        // Drawn into a template image, whose colours the system replaces: only the shape counts.
        Example("import AppKit\nfunc icon() -> NSImage {\n    let image = NSImage(size: size, flipped: true) { rect in\n"
                + "        NSAttributedString(string: \"12\", attributes: [.foregroundColor: NSColor.red]).draw(in: rect)\n"
                + "        return true\n    }\n    image.isTemplate = true\n    return image\n}"),
        // A gradient only the file's own mask helper draws (`BlendMode.DstIn`): its alpha counts, not its hue.
        .kotlin("fun Modifier.fade(p: Float) = this.fadingEdge(\n    Brush.verticalGradient(0f to Color.Transparent, p to Color.Red)\n)\n\n"
                + "fun Modifier.fadingEdge(brush: Brush) = this\n    .graphicsLayer(compositingStrategy = CompositingStrategy.Offscreen)\n"
                + "    .drawWithContent {\n        drawContent()\n        drawRect(brush = brush, blendMode = BlendMode.DstIn)\n    }"),
        // The author's word that the colour never shows: a placeholder.
        .kotlin("Modifier.background(\n    // this color won't be visible, drawWithContent replaces it\n    color = Color.Red,\n    shape = CircleShape\n)"),
        Example("view.backgroundColor = .red // never shown: the image covers it"),
        Example("import MapKit\nmarker.markerTintColor = rental.isOperative ? .rentalPurple : .systemGray"),
        // A Compose layout-preview branch, also through a flag read from `LocalInspectionMode`, is preview code.
        .kotlin("@Composable\nfun Avatar(url: String?) {\n    val inPreview = LocalInspectionMode.current\n"
                + "    if (inPreview) {\n        Box(Modifier.background(Color.LightGray))\n    }\n}"),
        // The starting value of a colour the user changes, and a colour turned into the app's own model
        // (an editor's or a filter's stored value), are data.
        .kotlin("var stopColor by remember { mutableStateOf(Color.Red) }"),
        .kotlin("override val value = Color.Magenta.toModel()"),
        // White and black, by default: whether they suit depends on the surface beside them.
        Example("Text(\"Hi\").background(.white)"),
        Example("view.backgroundColor = UIColor.white"),
        .kotlin("Text(\"Hi\", color = Color.Black)"),
        .kotlin("paint.color = android.graphics.Color.WHITE"),
        // White text and icons pair with a fixed dark or coloured surface, black backgrounds sit behind
        // media, and a faint white wash lightens what is under it: reported with `reportFixedContrast`.
        Example("Text(\"Play\").foregroundColor(.white)"),
        Example("button.setTitleColor(.white, for: .normal)"),
        Example("label.textColor = UIColor.white"),
        Example("Text(\"Tag\").foregroundStyle(Color(nsColor: .white))"),
        Example("playerView.backgroundColor = .black"),
        Example("window.backgroundColor = NSColor.black"),
        Example("row.layer?.backgroundColor = NSColor.white.withAlphaComponent(0.1).cgColor"),
        .kotlin("Text(\"Hi\", color = Color.White)"),
        .kotlin("icon.setColorFilter(Color.WHITE)"),
        .kotlin("Box(Modifier.fillMaxSize().background(Color.Black))"),
        // A `when` branch on a colour tests it; `takeOrElse` is the colour when none was given; a
        // mask keeps only alpha.
        .kotlin("val part = when (channel) {\n    Color.Red -> value.red\n    else -> value.blue\n}"),
        .kotlin("val textColor = color.takeOrElse { style.color.takeOrElse { Color.Black } }"),
        .kotlin("val mask = createRoundedRect(Color.WHITE, radius)"),
        // A colour turned into text for a setting or a file; a text style's colour is text.
        Example("let defaults = [Key.subtitleBorder: NSColor.black.usingColorSpace(.deviceRGB)!.hexString]"),
        .kotlin("Text(name, style = TextStyle(color = Color.White, fontSize = 26.sp))"),
        .kotlin("ProvideTextStyle(MaterialTheme.typography.bodyLarge.copy(color = Color.White)) {}"),
        // A type's own named preset defines it, as a palette does.
        Example("struct MarkdownStyle {\n    let textColor: UIColor\n    let linkColor: UIColor\n"
                + "    static let plain = MarkdownStyle(textColor: .black, linkColor: .blue)\n}"),
        // A type's own presets, even with colour names: `.white` there is `Swatch.white`.
        Example("extension Swatch: CaseIterable {\n    static var white: Swatch { Swatch(key: \"white\", value: NSColor.white) }\n"
                + "    static var red: Swatch { Swatch(key: \"red\", value: NSColor.red) }\n"
                + "    static var allCases: [Swatch] { [.white, .red] }\n}"),
        // Over a video or camera feed, and on a screen filled with fixed brand colours, white and
        // black are contrast with that surface: reported with `reportFixedContrast`.
        Example("controls.backgroundColor = .black\nscrubber.layer.borderColor = UIColor.white.cgColor",
                path: "Sources/Player/PlayerControlsView.swift"),
        .kotlin("Column(Modifier.background(Brush.verticalGradient(listOf(colorResource(R.color.brand_300), "
                + "colorResource(R.color.brand_200))))) {\n"
                + "    Button(onClick = {}, colors = ButtonDefaults.buttonColors(containerColor = Color.White)) {}\n}"),
        // The fallback of a theme lookup through an aliased R (`import androidx.appcompat.R as appcompatR`).
        .kotlin("val stroke = context.getThemeColor(appcompatR.attr.colorPrimary, Color.BLACK)"),
        // SwiftUI cut-outs and silhouettes keep only shape.
        Example("Image(\"notch\").foregroundStyle(.black).frame(width: 27).blendMode(.destinationOut)"),
        Example("thumbnail.colorMultiply(.black)"),
        // Boxed fallbacks and placeholders: `ColorStateList.valueOf(…)` after `?:` on a lookup, or as a
        // property's starting value that the class replaces.
        .kotlin("private var text = (context.getThemeColorStateList(materialR.attr.colorOnSurface)\n"
                + "    ?: ColorStateList.valueOf(Color.BLACK)).withAlpha(200)"),
        .kotlin("class Dots : View {\n    private var dotsColor: ColorStateList = ColorStateList.valueOf(Color.DKGRAY)\n"
                + "    fun setDots(c: ColorStateList) { dotsColor = c }\n}"),
        // A named fallback of a style-attribute lookup, decided like a literal one.
        .kotlin("private const val DEFAULT_TINT = Color.RED\n\nclass Badge(ctx: Context, attrs: AttributeSet) : View(ctx, attrs) {\n"
                + "    private val tint = ctx.obtainStyledAttributes(attrs, R.styleable.Badge).getColor(R.styleable.Badge_tint, DEFAULT_TINT)\n}"),
        // A component's configurable default: its users set it.
        Example("final class ProgressBar: UIView {\n    var barColor: UIColor = .black {\n        didSet { setNeedsDisplay() }\n    }\n}"),
        .kotlin("class Gauge : View {\n    var needleColor: Int = Color.BLACK\n        set(value) {\n            field = value\n"
                + "            invalidate()\n        }\n}"),
        .kotlin("class Chart(ctx: Context) : View(ctx) {\n    private val lineColors = intArrayOf(Color.BLACK, Color.GRAY)\n"
                + "    init {\n        setTextColors(Color.BLACK, Color.GRAY)\n    }\n"
                + "    fun setTextColors(main: Int, secondary: Int) { mainPaint.color = main; secondaryPaint.color = secondary }\n"
                + "    fun setLineColors(first: Int) { lineColors[0] = first }\n}"),
        // Black or white picked by a brightness computed by hand.
        Example("if red * 0.299 + green * 0.587 + blue * 0.114 > 0.73 {\n    label.textColor = .black\n} else {\n"
                + "    label.textColor = .white\n}"),
        // An emoji text style's colour: emoji draw in their own colours.
        .kotlin("val emojiHeaderStyle = remember(density) {\n    TextStyle(fontSize = 96.sp, color = Color.Magenta)\n}"),
        // A local overwritten by every branch before it is read.
        Example("func apply(done: Bool) {\n    var check = UIColor.white\n    if done {\n        check = theme.muted\n    } else {\n"
                + "        check = theme.accent\n    }\n    box.tintColor = check\n}"),
        // The owner of a plain `color` and a composition local name the role.
        Example("contentConfig.textProperties.color = .white"),
        .kotlin("CompositionLocalProvider(LocalContentColor provides Color.White) {}"),
        // A grey shadow is a shadow; a font colour is text (white text: fixed contrast).
        Example("imagesShadowColor = .gray.withAlphaComponent(0.8)"),
        Example("fontColor = .white.withAlphaComponent(0.85)"),
        // The blank page a bitmap is rendered onto.
        .kotlin("fun render(bitmap: Bitmap) { bitmap.eraseColor(Color.WHITE) }"),
        .kotlin("fun letterbox(w: Int, h: Int): Bitmap {\n    val out = Bitmap.createBitmap(w, h, Bitmap.Config.ARGB_8888)\n"
                + "    val c = Canvas(out)\n    c.drawColor(Color.BLACK)\n    return out\n}"),
        // A seed a tonal palette is generated from; black dimming by a running alpha.
        .kotlin("val successPalettes = Color.Green.toTonalPalettes()"),
        .kotlin("Canvas(Modifier.fillMaxSize()) { drawRect(Color.Black, alpha = dimming) }"),
        // A stored property's placeholder, replaced from a style attribute or by the caller.
        .kotlin("class Gauge(context: Context) : View(context) {\n    private var lineColor = Color.GRAY\n    init { lineColor = context.getColor(R.color.line) }\n}"),
        .kotlin("class Trend(context: Context) : View(context) {\n    private val shaderColors = intArrayOf(Color.GRAY, Color.WHITE)\n    fun apply(c: Int) { shaderColors[0] = c }\n}"),
        Example("@IBDesignable final class GradientView: UIView {\n    @IBInspectable var endColor: UIColor = .white\n}"),
        Example("final class Badge: UIView {\n    var tint: UIColor = .gray\n    func apply(_ theme: Theme) { tint = theme.accent }\n}"),
        // Adaptive system hues follow dark mode and increased contrast: not reported by default.
        Example("Circle().fill(isOn ? .green : .red)"),
        Example("let divider = Color.gray"),
        Example("label.textColor = UIColor.systemRed"),
        Example("Text(\"Hi\").foregroundStyle(Color(.systemBlue))"),
        Example("let warning = NSColor.systemOrange"),
        // Black shadows and translucent black scrims are drawing technique, the same in every appearance.
        Example("Text(\"Hi\").shadow(color: .black.opacity(0.2), radius: 4)"),
        Example("layer.shadowColor = UIColor.black.cgColor"),
        Example("let scrim = LinearGradient(colors: [.black.opacity(0.6), .clear], startPoint: .bottom, endPoint: .top)"),
        Example("let fade = LinearGradient(stops: [.init(color: .black.opacity(0.8), location: 1)], startPoint: .top, endPoint: .bottom)"),
        .kotlin("Box(Modifier.background(Color.Black.copy(alpha = 0.5f)))"),
        // A hit-test shim: nearly transparent, only there so taps land.
        Example("Rectangle().fill(Color.white.opacity(0.001))"),
        // Black or white picked from the measured brightness of a runtime colour.
        Example("let ink: Color = background.luminance > 0.5 ? .black : .white"),
        .kotlin("val ink = if (ColorUtils.calculateLuminance(avatar) > 0.5) Color.BLACK else Color.WHITE"),
        // Fallbacks of a runtime lookup: a theme attribute, an asset by name, a stored setting.
        Example("layer.backgroundColor = UIColor(named: \"barBackground\")?.cgColor ?? UIColor.white.cgColor"),
        Example("let tint = UserDefaults.standard.color(forKey: \"tint\") ?? .orange"),
        Example("let stored = settings.value(for: key) as? NSColor ?? NSColor.lightGray"),
        .kotlin("val accent = context.getThemeColor(R.attr.colorAccent, Color.BLACK)"),
        .kotlin("val tint = stateList?.defaultColor ?: Color.GRAY"),
        .kotlin("val chosen = getPersistedInt(Color.WHITE)"),
        .kotlin("val chosen = prefs.getInt(KEY_HIGHLIGHT, Color.YELLOW)"),
        // Pens and brushes the user draws with, a saved configuration's defaults, a picker's swatches.
        .kotlin("fun reset() {\n    penColor = Color.BLACK\n}"),
        .kotlin("val brushColor = MutableStateFlow(Color.BLACK)"),
        .kotlin("val brushes = listOf(BrushInfo(color = Color.WHITE, width = 4f))"),
        Example("struct Appearance: Codable { var tint: CGColor }\nlet fallback = Appearance(tint: .black)"),
        Example("struct AccentColorPicker: View {\n    var body: some View { Swatch(color: .orange) }\n}"),
        // Android draws a notification's LED and accent, not the app's UI.
        .kotlin("fun notify(builder: NotificationCompat.Builder) {\n    builder.setLights(Color.BLUE, 1000, 1000)\n}"),
        .kotlin("fun failed(builder: NotificationCompat.Builder) {\n    builder.color = Color.RED\n}"),
        .kotlin("enableEdgeToEdge(navigationBarStyle = SystemBarStyle.dark(Color.argb(0x80, 0x1b, 0x1b, 0x1b)))"),
        .kotlin("view.setBackgroundColor(Color.argb(1, 0, 0, 0))"),
        // Defaults of colours the user picks and the app stores.
        Example("struct Settings: Codable {\n    var accent: Color = .orange\n}"),
        Example("@AppStorage(\"accent\") private var accent: Color = .orange"),
        Example("struct PenPicker: View {\n    @State private var pen: Color = .black\n"
                + "    var body: some View { ColorPicker(\"Pen\", selection: $pen) }\n}"),
        // The app's own palette enum has cases named like colours.
        Example("var cpuColor: SColor = .orange"),
        // Defining an adaptive colour from a light and a dark value is the fix.
        Example("let card = UIColor(light: .white, dark: .black)"),
        Example("let ink = NSColor(name: nil) { appearance in appearance.name == .darkAqua ? .white : .black }"),
        // Scrims by name, and the seed a dynamic palette is generated from.
        .kotlin("enableEdgeToEdge(statusBarStyle = SystemBarStyle.auto(lightScrim = Color.WHITE, darkScrim = Color.BLACK))"),
        .kotlin("val scheme = dynamicColorScheme(seedColor = Color.Green, isDark = dark)"),
        Example("Text(\"Hi\").foregroundColor(.clear)"),
        Example("Text(\"Hi\").foregroundColor(Color(.label))"),
        Example("Text(\"Hi\").foregroundStyle(.secondary)"),
        Example("Text(\"Hi\").foregroundColor(.accentColor)"),
        Example("view.backgroundColor = .systemBackground"),
        Example("Text(\"Hi\").foregroundColor(Color(\"BrandBlue\"))"),
        Example("Text(\"Hi\").foregroundStyle(theme.colors.textPrimary)"),
        Example("Text(\"Hi\").fontWeight(.black)"),
        // A project's palette function (`static func gray(_ shade: Shade) -> UIColor`), not the system grey.
        Example("label.textColor = .gray(.shade40)"),
        Example("let border = UIColor.gray(.shade5)"),
        // No such member in SwiftUI: a project's own `extension Color { static let lightGray = … }`.
        Example("Rectangle().fill(Color.lightGray)"),
        // Neither SwiftUI nor UIKit has a `grey`: `.grey` is the project's own member.
        Example("Text(\"Hi\").foregroundColor(.grey)"),
        // A project's call may take its own enum with a `red` case.
        Example("let filters = TagFilter(colors: [.red, .blue])"),
        Example("var color: Color {\n    switch preset {\n    case .brand: .brandPurple\n    case .red: .red\n    case .blue: .blue\n    }\n}"),
        Example("var weight: Font.Weight {\n    switch style {\n    case .heavy: .black\n    default: .regular\n    }\n}"),
        // Lightening or darkening a colour chosen elsewhere.
        Example("let pressed = accent.mix(with: .black, by: 0.2)"),
        .kotlin("fun lighten(color: Int) = ColorUtils.blendARGB(color, Color.WHITE, 0.3f)"),
        .kotlin("val pressed = lerp(containerColor, Color.Black, 0.12f)"),
        // Masks: their black and white are alpha and luminance, not colours.
        Example("let faded = content.mask(LinearGradient(colors: [.black, .clear], startPoint: .top, endPoint: .bottom))"),
        Example("let cutout = Rectangle().inverseMask {\n    Color.black.frame(height: 4)\n}"),
        Example("func composeMaskView() -> UIView {\n    let fill = UIView()\n    fill.backgroundColor = .black\n    return fill\n}"),
        // A fallback for a theme attribute that did not resolve: the theme decides what is drawn.
        .kotlin("val surface = MaterialColors.getColor(view, R.attr.colorSurface, Color.BLACK)"),
        .kotlin("val tint = typedArray?.getColor(0, Color.BLACK) ?: Color.BLACK"),
        // A comparison tests a colour someone else chose.
        Example("let lightIcons = tint != .white && color == UIColor.black"),
        .kotlin("fun isDark(color: Int) = color == Color.BLACK || Color.WHITE != color"),
        // Only the alpha of a mask is drawn: the colour cuts a hole, it is not seen.
        .kotlin("fun Modifier.badgeCutout() = drawWithContent {\n    drawContent()\n    drawCircle(color = Color.Black, radius = 4f, blendMode = BlendMode.Clear)\n}"),
        Example("Text(\"Hi\").font(.system(size: 12, weight: .black))"),
        Example("navigationBar.barStyle = .black"),
        Example("let blur = UIBlurEffect(style: .dark)"),
        Example("let weight = Font.Weight.black"),
        Example("// view.backgroundColor = .black"),
        Example("let s = \"Color.white\""),
        Example("extension Color {\n    static let textOnAccent = Color.white\n}"),
        Example("Text(\"Hi\").foregroundColor(FXColors.aColor)", path: "App/DesignSystem/Text.swift",
                configuration: #"{"paletteNamespaces": ["FXColors"]}"#),
        Example("Text(\"Hi\").foregroundColor(FXColors.aColor)"),
        .kotlin("Text(\"Hi\", color = MaterialTheme.colorScheme.onSurface)"),
        .kotlin("Box(Modifier.background(Color.Transparent))"),
        .kotlin("val c = Color.Unspecified"),
        .kotlin("private val DarkColors = darkColorScheme(primary = Color.White, background = Color.Black)"),
        .kotlin("val x = FontWeight.Black"),
        // A palette type's constructor declares component colours: definitions, like its members.
        .kotlin("data class SegmentedTabColors(\n    val selected: Color = Color.White,\n    val text: Color = Color.Black,\n)"),
    ]
}
