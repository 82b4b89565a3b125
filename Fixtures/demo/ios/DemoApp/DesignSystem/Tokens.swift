import SwiftUI

/// Semantic tokens: the only colours views should use.
extension Color {
    static let textPrimary = Color("TextPrimary")
    static let textSecondary = Color("TextSecondary")
    static let surface = Color("Surface")
    static let accentPrimary = Color("AccentPrimary")
    static let textOnAccent = Color("TextOnAccent")
}

final class ThemeManager: ObservableObject {
    @AppStorage("appearance") var appearance: String = "system"
}
