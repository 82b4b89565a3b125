/// The examples of `low-contrast-token-pair`: they run as tests (`↓` marks where each finding starts) and render
/// into `huelint rules` and the Rules page.
extension LowContrastTokenPairRule {
    static let triggeringExamples: [Example] = [
        .kotlin("<resources>\n    ↓<color name=\"on_primary\">#FFFFFF</color>\n    <color name=\"primary\">#FFC107</color>\n"
                + "    ↓<color name=\"text_primary\">#777777</color>\n    <color name=\"background\">#FFFFFF</color>\n</resources>",
                path: "app/src/main/res/values/colors.xml"),
        .kotlin("package com.example.theme\n\nimport androidx.compose.ui.graphics.Color\n\n"
                + "↓val OnSurfaceVariant = Color(0xFF8A8A8A)\nval SurfaceVariant = Color(0xFFE7E0EC)\n",
                path: "app/src/main/java/com/example/theme/Color.kt")
            .expecting(#""OnSurfaceVariant" on "SurfaceVariant" has contrast 2.67:1 in every appearance (#8A8A8A on #E7E0EC), "#
                           + "below the WCAG AA minimum for normal text (4.5:1). Text in this colour is hard to read for people with low vision",
                       endColumn: 41),
        Example("import SwiftUI\n\nextension Color {\n    ↓static let textSecondary = Color(red: 0.6, green: 0.6, blue: 0.6)\n"
                + "    static let surface = Color(red: 0.95, green: 0.95, blue: 0.95)\n}\n",
                path: "App/Theme/Colors.swift"),
        // A scheme built from named constants: the pair is reported once, at the constant.
        .kotlin("package com.example.theme\n\nimport androidx.compose.material3.lightColorScheme\nimport androidx.compose.ui.graphics.Color\n\n"
                + "↓val onPrimaryLight = Color(0xFFFFFFFF)\nval primaryLight = Color(0xFF7CB342)\n\n"
                + "val lightScheme = lightColorScheme(\n    primary = primaryLight,\n    onPrimary = onPrimaryLight,\n)\n",
                path: "app/src/main/java/com/example/theme/Theme.kt"),
        // A pair that fails in light mode is reported at the light scheme, wherever the dark one is declared.
        .kotlin("package com.example.theme\n\nimport androidx.compose.material3.darkColorScheme\nimport androidx.compose.material3.lightColorScheme\n"
                + "import androidx.compose.ui.graphics.Color\n\nval darkScheme = darkColorScheme(\n    primary = Color(0xFF325CA8),\n"
                + "    onPrimary = Color.White,\n)\n\n↓val lightScheme = lightColorScheme(\n    primary = Color(0xFF9BB1E3),\n    onPrimary = Color.White,\n)\n",
                path: "app/src/main/java/com/example/theme/Theme.kt"),
        // A pair that fails only in dark mode is reported at the dark scheme.
        .kotlin("package com.example.theme\n\nimport androidx.compose.material3.darkColorScheme\nimport androidx.compose.material3.lightColorScheme\n"
                + "import androidx.compose.ui.graphics.Color\n\nval lightScheme = lightColorScheme(\n    primary = Color(0xFF325CA8),\n"
                + "    onPrimary = Color.White,\n)\n\n↓val darkScheme = darkColorScheme(\n    primary = Color(0xFF9BB1E3),\n    onPrimary = Color.White,\n)\n",
                path: "app/src/main/java/com/example/theme/Theme.kt"),
        Example("{\n  \"colors\" : [\n    {\n      \"color\" : {\n        \"color-space\" : \"srgb\",\n"
                + "        \"components\" : { \"alpha\" : \"1.000\", \"blue\" : \"0x00\", \"green\" : \"0x00\", \"red\" : \"0x00\" }\n"
                + "      },\n      \"idiom\" : \"universal\"\n    },\n    {\n      \"appearances\" : [\n"
                + "        { \"appearance\" : \"luminosity\", \"value\" : \"dark\" }\n      ],\n      ↓\"color\" : {\n"
                + "        \"color-space\" : \"srgb\",\n"
                + "        \"components\" : { \"alpha\" : \"1.000\", \"blue\" : \"0x33\", \"green\" : \"0x33\", \"red\" : \"0x33\" }\n"
                + "      },\n      \"idiom\" : \"universal\"\n    }\n  ],\n  \"info\" : { \"author\" : \"xcode\", \"version\" : 1 }\n}\n",
                path: "App/Assets.xcassets/onBrand.colorset/Contents.json",
                configuration: ##"{"tokens": [{"name": "brand", "swift": "Color.brand", "light": "#FFFFFF", "dark": "#1C1C1E"}], "contrastPairs": [{"foreground": "onBrand", "background": "brand"}]}"##),
    ]

    static let nonTriggeringExamples: [Example] = [
        // A scheme filled with one placeholder colour: nobody reads text the colour of its background.
        .kotlin("package com.example.theme\n\nimport androidx.compose.ui.graphics.Color\n\n"
                + "val OnPrimary = Color(0xFF000000)\nval Primary = Color(0xFF000000)\n",
                path: "app/src/main/java/com/example/theme/Color.kt"),
        .kotlin("<resources>\n    <color name=\"on_primary\">#FFFFFF</color>\n    <color name=\"primary\">#3F51B5</color>\n"
                + "    <color name=\"text_primary\">#767676</color>\n    <color name=\"background\">#FFFFFF</color>\n</resources>",
                path: "app/src/main/res/values/colors.xml"),
        .kotlin("package com.example.theme\n\nimport androidx.compose.ui.graphics.Color\n\n"
                + "val OnSurfaceVariant = Color(0xFF49454F)\nval SurfaceVariant = Color(0xFFE7E0EC)\nval Outline = Color(0xFFEEEEEE)\n",
                path: "app/src/main/java/com/example/theme/Color.kt"),
        Example("import SwiftUI\n\nextension Color {\n    static let textSecondary = Color(red: 0.6, green: 0.6, blue: 0.6)\n"
                + "    static let surface = Color(red: 0.95, green: 0.95, blue: 0.95)\n}\n",
                path: "App/Theme/Colors.swift", configuration: #"{"rules": {"low-contrast-token-pair": {"inferPairs": false}}}"#),
        Example("import SwiftUI\n\nextension Color {\n    static let caption = Color(red: 0.6, green: 0.6, blue: 0.6)\n"
                + "    static let surface = Color(red: 0.95, green: 0.95, blue: 0.95)\n}\n",
                path: "App/Theme/Colors.swift",
                configuration: #"{"contrastPairs": [{"foreground": "caption", "background": "surface", "min": 2.5}]}"#),
    ]
}
