// swiftlint:disable all
// Generated using SwiftGen — https://github.com/SwiftGen/SwiftGen

import UIKit

internal enum Asset {
  internal static let brand = UIColor(red: 0.0, green: 0.4, blue: 0.8, alpha: 1.0)
  internal static let background = UIColor.white
}
