import SwiftUI

extension Color {
    static let surfaceVariant = Color(red: 0.90, green: 0.88, blue: 0.93)
    static let onSurfaceVariant = Color(red: 0.58, green: 0.56, blue: 0.62)
    static let chip = Color(red: 0.2, green: 0.2, blue: 0.2)
    static let onChip = Color(red: 0.95, green: 0.95, blue: 0.95)
}
