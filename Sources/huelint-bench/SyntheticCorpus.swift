import HueLintKit

/// A deterministic corpus of realistic SwiftUI and Compose files: mostly clean code, with about one
/// line in twelve a violation (denser than the public apps measured, which have about one finding
/// per 100 KB, to keep the finding path in the figures).
enum SyntheticCorpus {
    struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    static func generate(files: Int) -> [SourceFile] {
        var random = Generator(state: 0x5EED)
        return (0..<files).map { index in
            if index % 2 == 0 {
                return SourceFile(path: "App/Views/Screen\(index).swift", text: swiftFile(index, &random), language: .swift)
            }
            return SourceFile(path: "app/src/main/java/com/example/Screen\(index).kt", text: kotlinFile(index, &random), language: .kotlin)
        }
    }

    static let swiftModifiers = [
        ".foregroundColor(.textPrimary)", ".background(Color.surface)", ".padding(.horizontal, 16)",
        ".font(.system(size: 15, weight: .semibold))", ".foregroundStyle(.secondary)", ".cornerRadius(12)",
        ".accessibilityLabel(\"Item \\(index) of \\(count)\")", ".frame(maxWidth: .infinity, alignment: .leading)",
        ".onTapGesture { viewModel.select(item, at: index) }", ".lineLimit(2)", ".opacity(isEnabled ? 1 : 0.4)",
        ".foregroundColor(.white)", ".background(Color(red: 0.95, green: 0.95, blue: 0.97))",
        ".foregroundColor(colorScheme == .dark ? .white : .black)", ".tint(Color(hex: \"0066CC\"))",
    ]
    /// The last `swiftViolations` modifiers are violations; they are picked one time in twelve.
    static let swiftViolations = 4

    static func swiftFile(_ index: Int, _ random: inout Generator) -> String {
        var out = "import SwiftUI\n\n/// Screen \(index): shows a list of items with a header.\nstruct Screen\(index): View {\n"
        out += "    @Environment(\\.colorScheme) private var colorScheme\n    let items: [Item]\n    let count: Int\n\n"
        out += "    var body: some View {\n        List(items) { item in\n            VStack(alignment: .leading) {\n"
        for row in 0..<(20 + random.next(30)) {
            out += "                Text(item.title\(row)) // row \(row)\n"
            for _ in 0..<(1 + random.next(3)) {
                let clean = swiftModifiers.count - swiftViolations
                let pick = random.next(12) == 0 ? clean + random.next(swiftViolations) : random.next(clean)
                out += "                    " + swiftModifiers[pick] + "\n"
            }
        }
        out += "            }\n        }\n    }\n\n    private func format(_ value: Double) -> String {\n"
        out += "        let mask = 0xFF00FF00\n        return String(format: \"%.2f\", value) + \"\\(mask)\"\n    }\n}\n"
        return out
    }

    static let kotlinLines = [
        "Text(text = item.title, color = MaterialTheme.colorScheme.onSurface)",
        "Spacer(modifier = Modifier.height(8.dp))",
        "Text(text = \"Total: ${item.count} items\", style = MaterialTheme.typography.bodyMedium)",
        "Row(horizontalArrangement = Arrangement.spacedBy(4.dp)) { Text(\"a\"); Text(\"b\") }",
        "Divider(color = MaterialTheme.colorScheme.outlineVariant, thickness = 1.dp)",
        "if (item.isSelected) onSelect(item.id) else onClear()",
        "val label = stringResource(R.string.item_label, item.position + 1)",
        "Box(modifier = Modifier.background(Color(0xFFF5F5F5)))",
        "Icon(imageVector = Icons.Default.Star, contentDescription = null, tint = Color.White)",
        "val subtitle = if (isSystemInDarkTheme()) Color.LightGray else Color.DarkGray",
    ]
    static let kotlinViolations = 3

    static func kotlinFile(_ index: Int, _ random: inout Generator) -> String {
        var out = "package com.example.ui\n\nimport androidx.compose.runtime.Composable\nimport androidx.compose.ui.graphics.Color\n\n"
        out += "/** Screen \(index). */\n@Composable\nfun Screen\(index)(items: List<Item>, modifier: Modifier = Modifier) {\n"
        out += "    LazyColumn(modifier = modifier) {\n        items(items) { item ->\n"
        for _ in 0..<(25 + random.next(35)) {
            let clean = kotlinLines.count - kotlinViolations
            let pick = random.next(12) == 0 ? clean + random.next(kotlinViolations) : random.next(clean)
            out += "            " + kotlinLines[pick] + "\n"
        }
        out += "        }\n    }\n}\n\nprivate const val MASK = 0x00FF_FF00L\n"
        return out
    }
}
