/// The examples of `color-rebuilt-in-body`: they run as tests (`↓` marks where each finding starts) and render
/// into `huelint rules` and the Rules page.
extension ColorRebuiltInBodyRule {
    static let triggeringExamples: [Example] = [
        Example("struct Badge: View {\n    var body: some View {\n        Text(\"New\")\n"
                + "            .foregroundColor(↓Color(UIColor { traits in traits.userInterfaceStyle == .dark ? .white : .black }))\n    }\n}"),
        Example("struct Card: View {\n    var body: some View {\n        let fill = ↓UIColor(dynamicProvider: { $0.userInterfaceStyle == .dark ? .black : .white })\n"
                + "        return Rectangle().fill(Color(fill))\n    }\n}")
            .expecting("UIColor(dynamicProvider:) is built in `body`, so a new colour and closure are made on every render. "
                           + "Hoist it to a static let on a UIColor extension and reference that",
                       endColumn: 98, fix: "Hoist to `UIColor.fill`"),
        Example("final class Dial: NSView {\n    override func draw(_ dirtyRect: NSRect) {\n"
                + "        let ink = ↓NSColor(name: nil) { $0.name == .darkAqua ? .white : .black }\n        ink.setFill()\n    }\n}"),
        Example("final class Ring: UIView {\n    override func draw(_ rect: CGRect) {\n"
                + "        let stroke = ↓UIColor { $0.userInterfaceStyle == .dark ? .lightGray : .darkGray }\n        stroke.setStroke()\n    }\n}"),
        Example("final class Feed: UITableViewController {\n"
                + "    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {\n"
                + "        let cell = tableView.dequeueReusableCell(withIdentifier: \"c\", for: indexPath)\n"
                + "        cell.backgroundColor = ↓UIColor { $0.userInterfaceStyle == .dark ? .black : .white }\n        return cell\n    }\n}"),
        .kotlin("@Composable\nfun AppTheme(darkTheme: Boolean = isSystemInDarkTheme(), content: @Composable () -> Unit) {\n"
                + "    val colors = if (darkTheme) ↓darkColorScheme(primary = Color(0xFF90CAF9)) else ↓lightColorScheme(primary = Color(0xFF1565C0))\n"
                + "    MaterialTheme(colorScheme = colors, content = content)\n}"),
    ]

    static let nonTriggeringExamples: [Example] = [
        // A scheme read from the composition (tonal palettes, resources) cannot be hoisted.
        .kotlin("@Composable\nfun dynamicColorScheme(isLight: Boolean): ColorScheme =\n"
                + "    if (isLight) lightColorScheme(primary = 40.a1, onPrimary = 100.a1) else darkColorScheme(primary = 80.a1, onPrimary = 20.a1)"),
        .kotlin("@Composable\nfun AppTheme(content: @Composable () -> Unit) {\n"
                + "    MaterialTheme(colorScheme = darkColorScheme(primary = colorResource(R.color.brand)), content = content)\n}"),
        // The app's own function of that name, building from resources through a context.
        .kotlin("@Composable\nfun AppTheme(content: @Composable () -> Unit) {\n    val context = LocalContext.current\n"
                + "    MaterialTheme(colorScheme = darkColorScheme(context), content = content)\n}"),
        Example("extension UIColor {\n    static let cardFill = UIColor { $0.userInterfaceStyle == .dark ? .black : .white }\n}\n"
                + "struct Card: View {\n    var body: some View { Rectangle().fill(Color(uiColor: .cardFill)) }\n}"),
        Example("final class Ring: UIView {\n    private static let stroke = UIColor { $0.userInterfaceStyle == .dark ? .lightGray : .darkGray }\n"
                + "    override func draw(_ rect: CGRect) { Ring.stroke.setStroke() }\n}"),
        Example("struct Card: View {\n    var fill: UIColor { UIColor.systemBackground }\n    var body: some View { Rectangle().fill(Color(fill)) }\n}"),
        Example("override func layoutSubviews() {\n    super.layoutSubviews()\n    layer.borderColor = UIColor.separator.cgColor\n}"),
        .kotlin("private val DarkColors = darkColorScheme(primary = Color(0xFF90CAF9))\n"
                + "private val LightColors = lightColorScheme(primary = Color(0xFF1565C0))\n\n@Composable\n"
                + "fun AppTheme(darkTheme: Boolean = isSystemInDarkTheme(), content: @Composable () -> Unit) {\n"
                + "    MaterialTheme(colorScheme = if (darkTheme) DarkColors else LightColors, content = content)\n}"),
        .kotlin("@Composable\nfun AppTheme(content: @Composable () -> Unit) {\n"
                + "    val colors = remember { darkColorScheme(primary = Color(0xFF90CAF9)) }\n    MaterialTheme(colorScheme = colors, content = content)\n}"),
    ]
}
