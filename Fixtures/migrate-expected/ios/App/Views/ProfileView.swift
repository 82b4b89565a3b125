import SwiftUI

struct ProfileView: View {
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        VStack {
            Text("Name")
                .foregroundColor(Color("textPrimary"))
            Text("Bio")
                .foregroundColor(Color("textSecondary"))
            Text("Joined")
                .foregroundColor(Color("textSecondary"))
        }
        .background(Color("surface"))
    }
}
