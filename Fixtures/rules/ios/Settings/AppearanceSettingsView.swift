import SwiftUI

struct AppearanceSettingsView: View {
    @AppStorage("isDark") private var isDark = false // expect: scattered-theme-storage
    @AppStorage("hasSeenOnboarding") private var hasSeenOnboarding = false

    var body: some View {
        Toggle("Dark mode", isOn: $isDark)
            .tint(Color.accentColor)
            .listRowBackground(Color(.secondarySystemGroupedBackground))
    }
}
