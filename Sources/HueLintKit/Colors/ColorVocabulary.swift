/// The names HueLint knows: colour types, fixed palette members, system semantic colours, colour
/// words, channel labels, and the modifiers and labels that take a colour. Kept in one place so
/// every rule agrees: other folders derive their lists from these, the palette members are the names
/// `PaletteColors` gives values for, and `ColorVocabularyTests` ties the lists that cannot be
/// derived (the byte switches of `direct-palette-reference`) to these.
package enum ColorVocabulary {
    /// Swift colour types whose initialisers make a colour.
    package static let swiftColorTypes: Set<String> = platformColorTypes.union(["Color"])

    /// UIKit, AppKit, Core Graphics, Core Image and SpriteKit colour types: not SwiftUI's `Color`.
    package static let platformColorTypes: Set<String> = platformPaletteTypes.union(["CIColor"])

    /// UIKit's and AppKit's colour classes.
    package static let systemColorClasses: Set<String> = ["UIColor", "NSColor"]

    /// SwiftUI's, UIKit's and AppKit's colour types: they hold the system's semantic colours
    /// (`Color.primary`, `UIColor.label`) and read asset colours (`Color("Brand")`, `UIColor(named:)`).
    package static let uiFrameworkColorTypes: Set<String> = systemColorClasses.union(["Color"])

    /// The platform classes with named colour members (`UIColor.red`, `extension NSColor`): UIKit's,
    /// AppKit's, and SpriteKit's `SKColor`, which is one of them under another name.
    package static let platformColorClasses: Set<String> = systemColorClasses.union(["SKColor"])

    /// The platform types a palette declares its colours as: those classes and `CGColor` (not Core
    /// Image's `CIColor`).
    package static let platformPaletteTypes: Set<String> = platformColorClasses.union(["CGColor"])

    /// A type name that makes colours: a known one, or any UpperCamel name ending in `Color`
    /// (`LottieColor`, `RGBColor`). Not `ColorScheme`, `ColorSpace`: they do not end in `Color`.
    package static func isColorTypeName(_ name: String) -> Bool {
        if swiftColorTypes.contains(name) { return true }
        guard name.hasSuffix("Color"), name.count > 5, let first = name.utf8.first else { return false }
        return first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z")
    }

    /// The palette members SwiftUI, UIKit and AppKit define (`.red`, `UIColor.darkGray`): every
    /// name with a value in `PaletteColors`, and UIKit's text colours, which have none there.
    package static let swiftPlatformPaletteMembers: Set<String> =
        Set(PaletteColors.uiKit.keys).union(PaletteColors.swiftUI.keys).union(uiKitTextColors)

    /// The members SwiftUI's `Color` defines: the names `PaletteColors.swiftUI` gives values for.
    package static let swiftUIPaletteMembers: Set<String> = Set(PaletteColors.swiftUI.keys)

    /// UIKit's `darkText` and `lightText`: fixed, but text colours with no entry in `PaletteColors`.
    static let uiKitTextColors: Set<String> = ["darkText", "lightText"]

    /// Palette-like member names in Swift: the platforms' fixed palette members and `grey`, which no
    /// platform defines but projects do (`.grey` in a colour place reads as a palette pick). Where
    /// only the platforms' own members count, use `swiftPlatformPaletteMembers`.
    package static let swiftPaletteMembers: Set<String> = swiftPlatformPaletteMembers.union(["grey"])

    /// SwiftUI's named colours but its fixed white and black: the system colours, which adapt.
    package static let swiftUISystemHues: Set<String> = swiftUIPaletteMembers.subtracting(["white", "black"])

    /// UIKit's and AppKit's adaptive hues (not the system greys, which are neutrals for fills).
    package static let systemHueMembers: Set<String> = [
        "systemRed", "systemGreen", "systemBlue", "systemOrange", "systemYellow", "systemPink", "systemPurple",
        "systemTeal", "systemIndigo", "systemBrown", "systemMint", "systemCyan",
    ]

    /// Compose `Color.X` constants that are fixed colours (not `Transparent`, `Unspecified`): the
    /// names `PaletteColors.compose` gives values for.
    package static let composePaletteMembers: Set<String> = Set(PaletteColors.compose.keys)

    /// `android.graphics.Color` constants that are fixed colours (not `TRANSPARENT`): the names
    /// `PaletteColors.android` gives values for.
    package static let androidPaletteMembers: Set<String> = Set(PaletteColors.android.keys)

    /// The members a fixed colour ends at (`FileContext.hardcodedColorEnd`): in Swift the platforms'
    /// palette and system hues (`white`, `systemRed`), in Kotlin Compose's and Android's fixed colours.
    package static func fixedColorMembers(_ language: Language) -> Set<String> {
        language == .swift ? swiftFixedColorMembers : kotlinFixedColorMembers
    }
    private static let swiftFixedColorMembers = swiftPlatformPaletteMembers.union(systemHueMembers)
    private static let kotlinFixedColorMembers = composePaletteMembers.union(androidPaletteMembers)

    /// Implicit members that are colours in a colour context but are never hardcoded palette picks:
    /// system semantic colours, the system hues and the clear colour. Used to recognise
    /// colour-valued branches.
    package static let swiftAdaptiveMembers: Set<String> = systemHueMembers.union([
        "clear", "primary", "secondary", "accentColor", "label", "secondaryLabel", "tertiaryLabel",
        "quaternaryLabel", "placeholderText", "separator", "opaqueSeparator", "link", "systemBackground",
        "secondarySystemBackground", "tertiarySystemBackground", "systemGroupedBackground",
        "secondarySystemGroupedBackground", "tertiarySystemGroupedBackground", "systemFill",
        "secondarySystemFill", "tertiarySystemFill", "quaternarySystemFill", "tint", "systemGray",
        "systemGray2", "systemGray3", "systemGray4", "systemGray5", "systemGray6", "windowBackgroundColor",
        "controlBackgroundColor", "textColor", "labelColor", "tertiary", "quaternary",
    ])

    /// SwiftUI and UIKit modifiers whose first unlabelled argument is a colour or colour style.
    package static let swiftColorModifiers: Set<String> = [
        "foregroundColor", "foregroundStyle", "background", "backgroundStyle", "fill", "stroke", "strokeBorder",
        "tint", "accentColor", "border", "listRowBackground", "listRowSeparatorTint", "listSectionSeparatorTint",
        "scrollContentBackground", "toolbarBackground", "containerBackground", "presentationBackground",
        "overlay", "setTitleColor", "colorMultiply", "shadowColor", "setBackgroundColor", "underline",
        "strikethrough", "textColor", "backgroundColor", "tintColor", "navigationBarColor",
    ]

    /// Lowercased fragments that make an argument label or property name colour-named.
    package static let colorNameFragments: [String] = ["color", "colour", "tint", "background"]

    /// Last words that make a name a colour (`darkThemeTint`, `cardBackground`, `accentStroke`).
    package static let colorNameLastWords: Set<String> = Set(colorNameFragments).union(["foreground", "fill", "stroke"])

    /// Lower-case colour words that are neutrals.
    package static let neutralColorWords: Set<String> = ["black", "white", "gray", "grey"]

    /// Lower-case words for the hues of the spectrum.
    package static let hueWords: Set<String> = [
        "red", "orange", "yellow", "green", "blue", "purple", "pink", "teal", "indigo", "violet", "cyan", "magenta",
    ]

    /// Lower-case words that name a colour, as the words of a name (`brandOrange`, `text_white`, `Gray40`).
    package static let colorWords: Set<String> = neutralColorWords.union(hueWords)
        .union(["brown", "mint", "amber", "lime", "navy", "silver", "gold"])

    /// Initialiser labels that carry a colour channel (`red:`, `white:`, `hue:`, `displayP3Red:`,
    /// AppKit's `calibratedRed:`, Compose's `red =`).
    package static let channelLabels: Set<String> = [
        "red", "green", "blue", "white", "hue", "saturation", "brightness", "displayP3Red", "gray", "srgbRed", "colorLiteralRed",
        "r", "g", "b", "h", "s", "l", "v", "lightness", "value",
        "calibratedRed", "deviceRed", "calibratedWhite", "deviceWhite", "calibratedHue", "deviceHue",
        "deviceCyan", "magenta", "yellow", "black",
    ]

    /// Other labels a colour initialiser takes beside its channels.
    package static let channelCompanionLabels: Set<String> = ["alpha", "opacity", "a", "colorSpace", "space"]

    /// Whether a label or property name is colour-named (`textColor`, `tintColor`, `background`).
    package static func isColorName(_ name: String, extraFragments: [String] = []) -> Bool {
        let lower = name.lowercased()
        // `colorScheme` and `appColors` hold many colours; `WHITE_COLOR_MASK` and `colorMask` are masks.
        if lower.containsBytes("colorscheme") || lower.hasSuffix("colors") && lower != "colors" || lower.hasSuffix("mask") { return false }
        for fragment in colorNameFragments where lower.containsBytes(fragment) { return true }
        for fragment in extraFragments where lower.containsBytes(fragment) { return true }
        return false
    }

    /// Type names that hold a whole palette or theme: declarations inside are definitions
    /// (`StateColorProvider`: a palette of entity states; `ElevationColorMap`: a
    /// data visualisation's scale).
    package static func isPaletteTypeName(_ name: String) -> Bool {
        for suffix in ["Colors", "Colours", "Palette", "Theme", "ColorScheme", "Tokens", "Color", "Colour", "Palettes", "Themes",
                       "ColorProvider", "ColourProvider", "ColorMap", "ColourMap", "ColorScale", "ColourScale"]
        where name.hasSuffix(suffix) {
            return true
        }
        return false
    }

    /// Compose calls whose arguments define a whole scheme (Material 2 and 3, Glance).
    package static func isSchemeBuilder(_ name: String) -> Bool {
        name == "lightColors" || name == "darkColors" || name == "Colors" || name == "ColorProviders"
            || name == "ColorScheme" || name.hasSuffix("ColorScheme") && name.first?.isLowercase == true
    }

    /// File names teams give palettes: `BrandColors.kt`, `AppTheme.swift`, `Palette.kt`,
    /// `DesignTokens.swift`, `UIColor+Brand.swift`.
    package static func isPaletteFileName(_ path: String) -> Bool {
        let bytes = Array(path.utf8)
        let nameStart = (bytes.lastIndex(of: UInt8(ascii: "/")) ?? -1) + 1
        let stem = PathName.stem(bytes[nameStart...])
        return PathName.hasPrefix(stem, "Color+") || PathName.hasPrefix(stem, "UIColor+") || PathName.hasPrefix(stem, "NSColor+")
            || PathName.hasPrefix(stem, "Colors+") || PathName.hasSuffix(stem, "Colors") || PathName.hasSuffix(stem, "Colours")
            || PathName.hasSuffix(stem, "Palette") || PathName.hasSuffix(stem, "Theme") || PathName.hasSuffix(stem, "Tokens")
            || PathName.hasSuffix(stem, "Color")
    }

    /// Extension targets whose members define colours.
    package static let colorExtensionTargets: Set<String> = platformPaletteTypes.union(["Color", "ShapeStyle"])

    /// Names that choose a whole theme rather than one colour (`DarkTheme()`, `darkColorScheme(…)`).
    package static func isWholeThemeName(_ name: String) -> Bool {
        for suffix in ["Theme", "ColorScheme", "Colors", "Colours", "Palette", "Scheme", "Typography"] where name.hasSuffix(suffix) {
            return true
        }
        return false
    }
}
