import SwiftUI

struct HomeView: View {
    @Environment(\.colorScheme) private var colorScheme
    @AppStorage("isDarkMode") private var isDarkMode = false

    var body: some View {
        VStack(spacing: 16) {
            Text("Welcome")
                .font(.largeTitle)
                .foregroundColor(.textPrimary)
            Text("Your week at a glance")
                .foregroundColor(colorScheme == .dark ? .white : .black)
            PromoBanner()
            Toggle("Dark mode", isOn: $isDarkMode)
        }
        .padding()
        .background(Color.surface)
    }
}

struct PromoBanner: View {
    var body: some View {
        Text("50% off")
            .fontWeight(.black)
            .foregroundColor(.white)
            .padding(8)
            .background(Color(hex: "FF3B30"))
            .cornerRadius(8)
            .shadow(color: Color(red: 0, green: 0, blue: 0, opacity: 0.2), radius: 4)
    }
}

struct SyncFooter: View {
    var body: some View {
        Text("Last synced today")
            .padding(8)
            .background(Color.white)
    }
}

#Preview {
    HomeView()
}
