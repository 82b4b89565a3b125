/// The examples of `category-color-table`: they run as tests (`↓` marks where each finding starts) and render
/// into `huelint rules` and the Rules page.
extension CategoryColorTableRule {
    static let triggeringExamples: [Example] = [
        // An if-chain of returns is a table too.
        Example("func healthColor(_ health: Int?) -> UIColor {\n    guard let health else { ↓return .red }\n"
                + "    if health < 40 { return .green }\n    if health < 70 { return .yellow }\n    return .red\n}"),
        // A chart's series colours, added one by one.
        .kotlin("val colors = buildList {\n    if (\"A\" in keys) ↓add(Color.Green)\n    if (\"B\" in keys) add(Color.Blue)\n"
                + "    if (\"C\" in keys) add(Color.Red)\n}"),
        Example("var tint: Color {\n    ↓switch state {\n    case .on: .green\n    case .off: .gray\n    }\n}"),
        // In a `when` or `switch` two fixed colours make a table, beside token arms.
        .kotlin("val tint = ↓when (state) {\n    is Download.Done -> Color(0xFF2E7D32)\n    is Download.Failed -> MaterialTheme.colorScheme.error\n"
                + "    else -> Color(0xFF1565C0)\n}"),
        // Arms of several statements: the colour each assigns to a colour-named property.
        Example("init(state: State) {\n    ↓switch state {\n    case .pending:\n        systemImage = \"clock\"\n        tint = .orange\n"
                + "    case .success:\n        systemImage = \"checkmark\"\n        tint = .green\n    case .failure:\n"
                + "        systemImage = \"xmark\"\n        tint = .red\n    }\n}"),
        // A map whose values wrap each colour (a text span, a drawable).
        .kotlin("private val prioritySpan = ↓mapOf(\n    Log.DEBUG to ForegroundColorSpan(Color.GRAY),\n    Log.WARN to ForegroundColorSpan(Color.YELLOW),\n"
                + "    Log.ERROR to ForegroundColorSpan(Color.RED),\n)\nfun span(level: Int) = prioritySpan[level]"),
        // Entries built by a type's constructor, each with its colour.
        .kotlin("val feeds = ↓listOf(\n    FeedUi(Feed.DM, R.string.dm, Color(0xFF2563EB)),\n    FeedUi(Feed.GROUP, R.string.group, Color(0xFFB45309)),\n"
                + "    FeedUi(Feed.PUBLIC, R.string.pub, Color(0xFF4F46E5)),\n)"),
        .kotlin("enum ↓class Channel(val title: String, val color: Int) {\n    MESSAGES(title = \"Messages\", color = 0xFF2196F3.toInt()),\n"
                + "    REPLIES(title = \"Replies\", color = 0xFF7C4DFF.toInt()),\n    ZAPS(title = \"Zaps\", color = 0xFFF7931A.toInt()),\n}"),
        Example("var tint: Color {\n    ↓switch category {\n    case .work: return .blue\n    case .home: return .green\n"
                + "    case .travel: return .orange\n    }\n}"),
        Example("var tint: Color {\n    ↓switch level {\n    case .error: .red\n    case .warning, .notice: .orange\n"
                + "    default: .gray.opacity(0.7)\n    }\n}"),
        Example("func color(for type: FileType) -> UIColor {\n    ↓switch type {\n    case .image: return UIColor(red: 0.9, green: 0.3, blue: 0.2, alpha: 1)\n"
                + "    case .video: return UIColor(red: 0.2, green: 0.5, blue: 0.9, alpha: 1)\n"
                + "    case .audio: return UIColor(red: 0.3, green: 0.7, blue: 0.3, alpha: 1)\n    default: return .secondaryLabel\n    }\n}"),
        Example("let fileColors: [FileType: Color] = ↓[.swift: .orange, .kotlin: .purple, .json: .green]")
            .expecting("Category palette of 3 colours outside the theme (3 distinct); move it into the theme as named tokens",
                       endColumn: 38),
        Example("private let avatarPalette: [Color] = ↓[.red, .orange, .teal, .indigo]\n"
                + "func avatar(_ id: String) -> Color { avatarPalette[abs(id.hashValue) % avatarPalette.count] }"),
        Example("let ratings = ↓[(\"17+\", Color.orange.opacity(0.3)), (\"18+\", Color.red.opacity(0.3)), (\"12+\", Color.yellow)]"),
        Example("func apply(_ status: Status) {\n    ↓switch status {\n    case .ok: label.textColor = .green\n"
                + "    case .slow: label.textColor = .orange\n    case .down: label.textColor = .red\n    }\n}"),
        .kotlin("fun priorityColor(priority: Priority) = ↓when (priority) {\n    Priority.High -> Color.Red\n"
                + "    Priority.Medium -> Color(0xFFFFA000)\n    Priority.Low -> Color.Green\n    else -> Color.Unspecified\n}"),
        // The cases of an enum or sealed type, each built with its colour.
        .kotlin("enum ↓class Level(val color: Int) { LOW(Color.GREEN), MID(Color.YELLOW), HIGH(Color.RED) }"),
        .kotlin("sealed ↓class Region(val color: Int) {\n    data object Menu : Region(Color.argb(0xCC, 95, 89, 107))\n"
                + "    data object Prev : Region(Color.argb(0xCC, 255, 118, 104))\n    data object Next : Region(Color.argb(0xCC, 132, 255, 104))\n}"),
        .kotlin("val avatarColors = ↓listOf(Color(0xFFE57373), Color(0xFF64B5F6), Color(0xFF81C784))"),
        .kotlin("val tagColors = ↓mapOf(\"work\" to Color.RED, \"home\" to Color.BLUE, \"misc\" to Color.GRAY)"),
        // Each category's gradient: its stops are the entry, also from a block that returns them.
        .kotlin("fun cover(id: String): List<Color> = ↓when (id) {\n    Cover.SUNSET -> {\n        return listOf(Color(0xFFE51CA0), Color(0xFFF55522))\n    }\n"
                + "    Cover.SEA -> listOf(Color(0xFF0FC8BA), Color(0xFF2AA7EE))\n    else -> emptyList()\n}"),
        Example("func stops(_ mood: Mood) -> [Color] {\n    ↓switch mood {\n    case .calm: [.teal, .blue]\n    case .warm: [.orange, .red]\n    }\n}"),
    ]

    static let nonTriggeringExamples: [Example] = [
        // Two returns are an if/else, not a table.
        Example("func tint(_ on: Bool) -> UIColor {\n    if on { return .systemGreen }\n    return .gray\n}"),
        // Returns chosen by the appearance are a conditional.
        Example("var fill: Color {\n    if colorScheme == .dark { return Color(white: 0.2) }\n    if isPressed { return .blue }\n"
                + "    return Color(white: 0.9)\n}"),
        // The stops of one gradient, named before they are handed to it.
        Example("let stops = [UIColor.white.cgColor, UIColor.gray.cgColor, UIColor.black.cgColor]\n"
                + "let gradient = CGGradient(colorsSpace: nil, colors: stops as CFArray, locations: [0, 0.5, 1])"),
        // A list of a type's own presets named after colours (`Swatch.white`), not of colours.
        Example("extension Swatch {\n    static var white: Swatch { Swatch(key: \"white\") }\n    static var red: Swatch { Swatch(key: \"red\") }\n"
                + "    static var blue: Swatch { Swatch(key: \"blue\") }\n    static var all: [Swatch] { [.white, .red, .blue] }\n}"),
        // A scale keyed by value encodes numbers: data visualisation, not categories.
        .kotlin("val humidityScale = persistentMapOf(\n    0f to Color(255, 255, 255),\n    50f to Color(60, 116, 160),\n    100f to Color(20, 40, 90),\n)"),
        Example("let heat: [Double: Color] = [0: Color(red: 0, green: 0, blue: 1), 0.5: .yellow, 1: Color(red: 1, green: 0, blue: 0)]"),
        // Two arms of the same colour: no table.
        Example("var tint: Color {\n    switch state {\n    case .on: .green\n    case .off: .green.opacity(0.5)\n    }\n}"),
        // A `when` on the appearance is a conditional (`color-scheme-conditional`), not a table.
        .kotlin("val dot = when {\n    isSystemInDarkTheme() -> Color.LightGray\n    else -> Color.DarkGray\n}"),
        // Semantic tokens and system semantic colours are the right table.
        Example("var tint: Color {\n    switch level {\n    case .error: theme.statusError\n    case .warning: theme.statusWarning\n"
                + "    default: .secondary\n    }\n}"),
        // A colour enum naming its cases after their colours defines a palette (a colour picker's presets).
        Example("var color: Color {\n    switch self {\n    case .red: .red\n    case .green: .green\n    case .blue: .blue\n    }\n}"),
        // A gradient is one visual, not a table of categories.
        Example("let spectrum = Gradient(colors: [.red, .yellow, .green, .blue])"),
        // A colour picker's swatches are choices offered to the user.
        .kotlin("@Composable\nfun ColorPickerDialog() {\n    val colors = listOf(Color(0xFFE57373), Color(0xFF64B5F6), Color(0xFF81C784))\n}"),
        // The same colour repeated is no palette.
        .kotlin("val stripes = listOf(Color(0xFF0066CC), Color(0xFF0066CC), Color(0xFF0066CC))"),
        // Lists of theme colours per case hold no fixed colour.
        .kotlin("fun brush(id: String) = when (id) {\n    Cover.SEA -> listOf(MaterialTheme.colorScheme.primary, MaterialTheme.colorScheme.secondary)\n"
                + "    else -> listOf(MaterialTheme.colorScheme.surface, MaterialTheme.colorScheme.primary)\n}"),
        // Inside the theme, a table is where tokens are defined.
        Example("enum StatusPalette {\n    static let all: [Color] = [.red, .orange, .green]\n}"),
        .kotlin("val lightScheme = lightColorScheme(primary = Color(0xFF6750A4), secondary = Color(0xFF625B71), tertiary = Color(0xFF7D5260))"),
        Example("switch category {\ncase .work: return .blue\ncase .home: return .green\ncase .travel: return .orange\n}",
                path: "App/Theme/CategoryColors.swift"),
    ]
}
