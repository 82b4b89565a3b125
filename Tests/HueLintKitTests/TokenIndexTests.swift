import XCTest
@testable import HueLintKit

/// The token index lists the positions rules start from; a position missing here is a finding
/// missed, so each list is checked name by name.
final class TokenIndexTests: XCTestCase {
    private func names(_ positions: [Int32], in ctx: FileContext) -> [String] {
        positions.map { "\(ctx.text(Int($0)))@\(ctx.file.location(of: ctx.range(Int($0)).start).line)" }
    }

    func testSwiftColourTypesInitsAndModules() {
        let ctx = FileContext(file: SourceFile(path: "A.swift", text: """
        import SwiftUI
        let a = Color(red: 1, green: 0, blue: 0)
        let b = UIColor.init(white: 1, alpha: 1)
        let c: Color = .init(hex: 0xFF0000)
        let d = SwiftUI.Color.red
        let e = LottieColor(r: 1, g: 0, b: 0, a: 1)
        let f = color.primary; let g = Colors.main; let h = MyColorful(); let i = ColorScheme.dark
        if x { } else if y { }
        switch scheme { default: break }
        """, language: .swift))
        XCTAssertEqual(names(ctx.index.colorTypeNames, in: ctx),
                       ["Color@2", "UIColor@3", "Color@4", "Color@5", "LottieColor@6"])
        XCTAssertEqual(names(ctx.index.initNames, in: ctx), ["init@3", "init@4"])
        XCTAssertEqual(names(ctx.index.moduleNames, in: ctx), ["SwiftUI@1", "SwiftUI@5"])
        XCTAssertEqual(names(ctx.index.conditionals, in: ctx), ["if@8", "if@8", "switch@9"])
    }

    func testKotlinHasNoInitNamesButItsModules() {
        let ctx = FileContext(file: SourceFile(path: "A.kt", text: """
        import androidx.compose.ui.graphics.Color
        val a = Color(0xFF0066CC)
        val b = android.graphics.Color.rgb(1, 2, 3)
        init { when (x) { else -> Unit } }
        """, language: .kotlin))
        XCTAssertEqual(names(ctx.index.colorTypeNames, in: ctx), ["Color@1", "Color@2", "Color@3"])
        XCTAssertEqual(names(ctx.index.initNames, in: ctx), [])
        XCTAssertEqual(names(ctx.index.moduleNames, in: ctx), ["androidx@1", "android@3"])
        XCTAssertEqual(names(ctx.index.conditionals, in: ctx), ["when@4"])
    }
}
