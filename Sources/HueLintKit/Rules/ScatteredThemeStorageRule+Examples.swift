/// The examples of `scattered-theme-storage`: they run as tests (`↓` marks where each finding starts) and render
/// into `huelint rules` and the Rules page.
extension ScatteredThemeStorageRule {
    static let triggeringExamples: [Example] = [
        Example("struct SettingsView: View {\n    ↓@AppStorage(\"isDark\") var isDark = false\n    var body: some View { Text(\"x\") }\n}\nfunc load() -> Bool {\n    ↓UserDefaults.standard.bool(forKey: \"darkMode\")\n}"),
        .kotlin("val darkKey = ↓booleanPreferencesKey(\"dark_theme\")\nfun read(prefs: SharedPreferences) = ↓prefs.getBoolean(\"night_mode\", false)")
            .expecting(#"Theme preference held in 2 places; this one is DataStore key "dark_theme". "#
                           + "Keep one stored preference behind a single theme manager", endColumn: 50),
        Example("struct PreviewPane: View {\n    ↓@State private var isDarkMode = false\n    var body: some View { Text(\"x\") }\n}\n"
                + "final class SettingsModel: ObservableObject {\n    ↓@Published var theme: AppTheme = .system\n}"),
    ]

    static let nonTriggeringExamples: [Example] = [
        // A view's copy of material settings computed by a call is not a stored light/dark choice.
        Example("@AppStorage(\"isDark\") var isDark = false\n@State private var backgroundAppearance: BackgroundAppearance = .resolve()"),
        // The theme's colours and named colour themes are settings of their own beside the light/dark choice.
        .kotlin("fun save(e: SharedPreferences.Editor) {\n    e.putString(\"theme_mode\", mode)\n    e.putInt(\"primary_color_dark\", color)\n"
                + "    e.putString(\"theme_name\", name)\n}"),
        Example("final class ThemeManager {\n    @AppStorage(\"appTheme\") var theme: AppTheme = .system\n    func reset() { UserDefaults.standard.removeObject(forKey: \"appTheme\") }\n}"),
        Example("@AppStorage(\"onboardingDone\") var done = false\nlet name = UserDefaults.standard.string(forKey: \"userName\")"),
        Example("let help = \"@AppStorage(\\\"isDark\\\") and UserDefaults(forKey: \\\"theme\\\")\""),
        .kotlin("val themeKey = stringPreferencesKey(\"theme\")\nfun read(p: Preferences) = p[themeKey]"),
        // A reader's page theme is a setting of its own.
        .kotlin("fun save(e: SharedPreferences.Editor) {\n    e.putInt(\"night_mode\", mode)\n    e.putInt(\"reader_theme\", page)\n}"),
        // One store's keys, declared together: one place.
        .kotlin("object SettingsKeys {\n    val forceTheme = booleanPreferencesKey(\"force_theme\")\n    val darkMode = booleanPreferencesKey(\"dark_mode\")\n}"),
        // A colour of the theme written as one word (`PRIMARYDARK`) is a setting of its own.
        .kotlin("fun save(e: SharedPreferences.Editor) {\n    e.putString(\"theme_mode\", mode)\n    e.putBoolean(\"KEY_AUTO_GENERATE_PRIMARYDARK\", on)\n}"),
        // A variant of the theme (pure black, dynamic colour) is a setting of its own.
        .kotlin("val themeKey = stringPreferencesKey(\"theme\")\nval pureKey = booleanPreferencesKey(\"pure_theme\")\n"
                + "val dynamicKey = booleanPreferencesKey(\"key_dynamic_theme\")"),
        // A remote feature flag and a fragment's arguments are not stored preferences.
        .kotlin("fun darkModeOn(env: Environment) = env.featureFlagClient()?.getBoolean(FlagKey.ANDROID_DARK_MODE_ENABLED)\n"
                + "fun dark(fragment: Fragment) = fragment.arguments?.getBoolean(\"dark_mode\", false)"),
        // Site themes of a web platform, and a flag about installing one: not the appearance.
        Example("final class ThemesViewModel: ObservableObject {\n    @Published var currentThemeID: String?\n"
                + "    @Published var installingTheme: Bool = false\n    @Published var currentThemeName: String = \"\"\n}"),
        .kotlin("class ThemePickerViewModel {\n    val loadingTheme = MutableStateFlow(false)\n}\n"
                + "class StoreViewModel {\n    var installingTheme by mutableStateOf(false)\n}"),
    ]
}
