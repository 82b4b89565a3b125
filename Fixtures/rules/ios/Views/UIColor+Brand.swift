import UIKit

extension UIColor {
    static let brandPrimary = UIColor(red: 0, green: 0.4, blue: 0.8, alpha: 1)
    static let brandSurface = UIColor(hex: 0xF5F5F7)
    static let textOnBrand = UIColor.white
    static let cardBackground = UIColor { traits in
        traits.userInterfaceStyle == .dark ? UIColor(white: 0.1, alpha: 1) : .white
    }
}

extension ShapeStyle where Self == Color {
    static var accentSoft: Color { Color(red: 0.9, green: 0.95, blue: 1) }
}
