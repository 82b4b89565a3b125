import SwiftUI

struct ProfileView: View {
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        VStack {
            Text("Name")
                .foregroundColor(Color(red: 0.2, green: 0.2, blue: 0.2))
            Text("Bio")
                .foregroundColor(colorScheme == .dark ? Color(hex: "CCCCCC") : Color(hex: "666666"))
            Text("Joined")
                .foregroundColor(colorScheme == .dark ? Color(hex: "CCCCCC") : Color(hex: "666666"))
        }
        .background(Color(hex: "F5F5F7"))
    }
}
