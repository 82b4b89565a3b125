/// The values of the fixed palette names each platform defines.
package enum PaletteColors {
    /// UIKit / AppKit class colours (`UIColor.red`): exact component values from the documentation.
    package static let uiKit: [String: RGBA] = [
        "black": .black, "white": .white,
        "darkGray": RGBA(white: 1.0 / 3), "lightGray": RGBA(white: 2.0 / 3), "gray": RGBA(white: 0.5),
        "red": RGBA(red: 1, green: 0, blue: 0), "green": RGBA(red: 0, green: 1, blue: 0), "blue": RGBA(red: 0, green: 0, blue: 1),
        "cyan": RGBA(red: 0, green: 1, blue: 1), "yellow": RGBA(red: 1, green: 1, blue: 0), "magenta": RGBA(red: 1, green: 0, blue: 1),
        "orange": RGBA(red: 1, green: 0.5, blue: 0), "purple": RGBA(red: 0.5, green: 0, blue: 0.5),
        "brown": RGBA(red: 0.6, green: 0.4, blue: 0.2),
    ]

    /// SwiftUI `Color.white` and `Color.black` are fixed. Its other named colours are the adaptive
    /// system colours; these are their light-appearance values from Apple's Human Interface
    /// Guidelines (iOS), which is what a hardcoded `.red` shows in light mode.
    package static let swiftUI: [String: RGBA] = [
        "black": .black, "white": .white,
        "gray": RGBA(bytes: 142, 142, 147),  // no `grey`: that is a project's own member
        "red": RGBA(bytes: 255, 59, 48), "orange": RGBA(bytes: 255, 149, 0), "yellow": RGBA(bytes: 255, 204, 0),
        "green": RGBA(bytes: 52, 199, 89), "mint": RGBA(bytes: 0, 199, 190), "teal": RGBA(bytes: 48, 176, 199),
        "cyan": RGBA(bytes: 50, 173, 230), "blue": RGBA(bytes: 0, 122, 255), "indigo": RGBA(bytes: 88, 86, 214),
        "purple": RGBA(bytes: 175, 82, 222), "pink": RGBA(bytes: 255, 45, 85), "brown": RGBA(bytes: 162, 132, 94),
    ]

    /// Jetpack Compose `Color.X` constants.
    package static let compose: [String: RGBA] = [
        "Black": .black, "White": .white,
        "DarkGray": RGBA(bytes: 0x44, 0x44, 0x44), "Gray": RGBA(bytes: 0x88, 0x88, 0x88), "LightGray": RGBA(bytes: 0xCC, 0xCC, 0xCC),
        "Red": RGBA(bytes: 255, 0, 0), "Green": RGBA(bytes: 0, 255, 0), "Blue": RGBA(bytes: 0, 0, 255),
        "Yellow": RGBA(bytes: 255, 255, 0), "Cyan": RGBA(bytes: 0, 255, 255), "Magenta": RGBA(bytes: 255, 0, 255),
    ]

    /// `android.graphics.Color` constants.
    package static let android: [String: RGBA] = [
        "BLACK": .black, "WHITE": .white,
        "DKGRAY": RGBA(bytes: 0x44, 0x44, 0x44), "GRAY": RGBA(bytes: 0x88, 0x88, 0x88), "LTGRAY": RGBA(bytes: 0xCC, 0xCC, 0xCC),
        "RED": RGBA(bytes: 255, 0, 0), "GREEN": RGBA(bytes: 0, 255, 0), "BLUE": RGBA(bytes: 0, 0, 255),
        "YELLOW": RGBA(bytes: 255, 255, 0), "CYAN": RGBA(bytes: 0, 255, 255), "MAGENTA": RGBA(bytes: 255, 0, 255),
    ]
}
