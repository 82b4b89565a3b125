import SwiftUI

// Palette definitions under a Theme folder are the source of truth: never findings.
enum BrandPalette {
    static let blue500 = Color(hex: "0066CC")
    static let gray900 = Color(red: 0.1, green: 0.1, blue: 0.1)
    static let white = Color.white
}

final class ThemeManager: ObservableObject {
    @AppStorage("appTheme") var theme: String = "system" // expect: scattered-theme-storage
    func isDark(_ scheme: ColorScheme) -> Bool { scheme == .dark }
}
