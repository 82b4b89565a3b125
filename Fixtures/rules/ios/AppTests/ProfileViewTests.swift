import XCTest
@testable import App

final class ProfileViewTests: XCTestCase {
    func testBadgeColour() {
        let expected = UIColor(red: 1, green: 0.23, blue: 0.19, alpha: 1) // expect: raw-color-initializer
        XCTAssertEqual(Badge().color, expected)
        UserDefaults.standard.set(true, forKey: "isDark")
    }
}
