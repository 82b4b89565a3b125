import SwiftUI

struct FixesView: View {
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        VStack {
            Text("Title").foregroundColor(Color(red: 26/255, green: 26/255, blue: 26/255))
            Text("Body").foregroundColor(Color(hex: "1A1A1A"))
            Text("On accent").foregroundColor(.white)
            Text("Link").foregroundStyle(Color(red: 0, green: 0.4, blue: 0.8))
            Text("Adaptive").foregroundColor(colorScheme == .dark ? Color(hex: "F2F2F2") : Color(hex: "1A1A1A"))
            Text("Near").foregroundColor(Color(hex: "1B1A1A"))
            Text("Far").foregroundColor(Color(hex: "FF00FF"))
        }
        .background(Color.white)
        .shadow(color: Color(.sRGB, red: 0, green: 0, blue: 0, opacity: 0.2), radius: 4)
    }
}
