import XCTest
import SwiftUI

final class ProfileViewTests: XCTestCase {
    func testTitleColor() {
        XCTAssertEqual(Color(red: 0.2, green: 0.2, blue: 0.2), Color(red: 0.2, green: 0.2, blue: 0.2))
    }
}
