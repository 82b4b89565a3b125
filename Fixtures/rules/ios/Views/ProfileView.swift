import SwiftUI

struct ProfileView: View {
    @Environment(\.colorScheme) private var colorScheme
    let user: User

    private var brandBlue: Color { Color(hex: "0066CC") } // expect: hex-color-literal

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text(user.name)
                .font(.system(size: 20, weight: .black))
                .foregroundColor(colorScheme == .dark ? .white : .black) // expect: color-scheme-conditional
            Text(user.bio)
                .foregroundStyle(.secondary)
            Text("Member since \(user.year)")
                .foregroundColor(Color(red: 0.2, green: 0.2, blue: 0.25)) // expect: raw-color-initializer
            Divider()
                .background(Color.gray) // SwiftUI grey adapts: accepted unless reportSystemHues
            Button("Follow") { follow() }
                .tint(brandBlue)
                .background(Color("AccentBackground"))
            Label("Verified", systemImage: "checkmark.seal")
                .foregroundStyle(.white.opacity(0.9)) // white over the header photo: fixed contrast
                .fontWeight(.black)
        }
        .padding()
        .background(cardBackground)
        .shadow(color: Color(white: 0, opacity: 0.15), radius: 8) // a black shadow is technique, not a UI colour
    }

    private var cardBackground: Color {
        if colorScheme == .dark { // expect: color-scheme-conditional
            return Color(white: 0.12)
        } else {
            return Color(white: 0.98)
        }
    }

    private func follow() {}
}

#Preview {
    ProfileView(user: .sample)
        .background(Color.white) // expect: direct-palette-reference
}

#Preview("Tinted") {
    ProfileView(user: .sample)
        .tint(previewTint())
}

// Only the preview above reads it: preview code.
private func previewTint() -> Color { Color(red: 0.9, green: 0.2, blue: 0.4) } // expect: raw-color-initializer
