import SwiftUI

// Colours in comments are never findings: Color(red: 1, green: 0, blue: 0), Color(hex: "FF0000"), .white
/* Commented-out code:
   view.backgroundColor = .black
   let c = colorScheme == .dark ? Color.white : Color.black
   /* nested: UIColor(hex: 0x0066CC) */
*/
/// Doc comment: use `Color.white` only in the palette.
struct TrickyNegatives: View {
    let mask: UInt32 = 0xFF00FF00
    let unicode = "\u{1F3A8}"
    let issue = "Fixes #1234 and #ABCDEF in the tracker"
    let sha = "a1b2c3d4"
    let css = "color: #FF0000"
    let template = #"Color(hex: "0066CC") and \(not interpolated)"#
    let multiline = """
        UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 1)
        \(mask) .foregroundColor(.white)
        """
    let weight = Font.Weight.black
    let hash = 0xDEADBEEF
    let point = CGPoint(x: 0.5, y: 0.5)

    var body: some View {
        Text("Color.white and Color(hex: \"FFFFFF\")")
            .fontWeight(.black)
            .font(.system(size: 14, weight: .black, design: .rounded))
            .foregroundColor(Color(.label))
            .background(Color("CardBackground"))
            .foregroundStyle(.primary)
            .tint(.accentColor)
            .overlay(Color.clear)
            .preferredColorScheme(.dark) // expect: forced-appearance-override
            .statusBarHidden(false)
    }
}
