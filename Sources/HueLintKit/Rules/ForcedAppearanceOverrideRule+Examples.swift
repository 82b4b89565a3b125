/// The examples of `forced-appearance-override`: they run as tests (`↓` marks where each finding starts) and render
/// into `huelint rules` and the Rules page.
extension ForcedAppearanceOverrideRule {
    static let triggeringExamples: [Example] = [
        Example("final class SceneDelegate: UIResponder, UIWindowSceneDelegate {\n    var window: UIWindow?\n"
                + "    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {\n"
                + "        guard let scene = scene as? UIWindowScene else { return }\n        window = UIWindow(windowScene: scene)\n"
                + "        window?.↓overrideUserInterfaceStyle = .dark\n    }\n}"),
        Example("override func viewDidLoad() {\n    super.viewDidLoad()\n    if #available(iOS 13.0, *) {\n"
                + "        ↓overrideUserInterfaceStyle = UIUserInterfaceStyle.light\n    }\n}"),
        Example("func applicationDidFinishLaunching(_ notification: Notification) {\n    ↓NSApp.appearance = NSAppearance(named: .darkAqua)\n}"),
        Example("override func windowDidLoad() {\n    ↓playerWindow.appearance = NSAppearance(named: .vibrantDark)\n}"),
        Example("func applicationDidFinishLaunching(_ notification: Notification) {\n    if let window = NSApp.windows.first {\n"
                + "        ↓window.appearance = NSAppearance(named: .aqua)\n    }\n}"),
        Example("@main\nstruct DemoApp: App {\n    var body: some Scene {\n        WindowGroup {\n"
                + "            ContentView()\n                .↓preferredColorScheme(.dark)\n        }\n    }\n}"),
        Example("func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {\n"
                + "    ↓Theme.current = .dark\n    return true\n}")
            .expecting("Theme.current = .dark at launch forces dark appearance, ignoring the light or dark mode the user chose "
                           + "system-wide. Start from the stored preference, defaulting to following the system", endColumn: 18),
        .kotlin("class App : Application() {\n    override fun onCreate() {\n        super.onCreate()\n"
                + "        AppCompatDelegate.↓setDefaultNightMode(AppCompatDelegate.MODE_NIGHT_YES)\n    }\n}"),
        .kotlin("class MainActivity : AppCompatActivity() {\n    override fun onCreate(savedInstanceState: Bundle?) {\n"
                + "        ↓setDefaultNightMode(MODE_NIGHT_NO)\n        super.onCreate(savedInstanceState)\n    }\n}"),
    ]

    static let nonTriggeringExamples: [Example] = [
        // A vibrant appearance on one view is a HUD material over media.
        Example("func setUpControls() {\n    controlsView.appearance = NSAppearance(named: .vibrantDark)\n}"),
        Example("func apply(_ appearance: Appearance, to window: UIWindow) {\n    switch appearance {\n"
                + "    case .system: window.overrideUserInterfaceStyle = .unspecified\n"
                + "    case .light: window.overrideUserInterfaceStyle = .light\n"
                + "    case .dark: window.overrideUserInterfaceStyle = .dark\n    }\n}"),
        Example("override func viewDidLoad() {\n    super.viewDidLoad()\n    overrideUserInterfaceStyle = settings.interfaceStyle\n}"),
        Example("func apply(_ dark: Bool) {\n    if dark {\n        NSApp.appearance = NSAppearance(named: .darkAqua)\n    } else {\n"
                + "        NSApp.appearance = nil\n    }\n}"),
        Example("func apply(_ choice: Choice) {\n    if let name = choice.appearanceName {\n        NSApp.appearance = NSAppearance(named: name)\n    }\n}"),
        Example("var body: some Scene {\n    WindowGroup {\n        ContentView().preferredColorScheme(theme.colorScheme)\n    }\n}"),
        Example("#Preview {\n    ProfileView().preferredColorScheme(.dark)\n}"),
        Example("struct ProfileView_Previews: PreviewProvider {\n    static var previews: some View {\n"
                + "        ProfileView().preferredColorScheme(.dark)\n    }\n}"),
        Example("func testDarkSnapshot() {\n    let vc = ProfileViewController()\n    vc.overrideUserInterfaceStyle = .dark\n}",
                path: "AppTests/ProfileSnapshotTests.swift"),
        Example("Button(\"Dark\") { settings.theme = .dark }\nfunc select() { isDark ? (theme = .dark) : (theme = .light) }"),
        .kotlin("fun apply(mode: ThemeMode) {\n    AppCompatDelegate.setDefaultNightMode(\n        when (mode) {\n"
                + "            ThemeMode.LIGHT -> AppCompatDelegate.MODE_NIGHT_NO\n            ThemeMode.DARK -> AppCompatDelegate.MODE_NIGHT_YES\n"
                + "            ThemeMode.SYSTEM -> AppCompatDelegate.MODE_NIGHT_FOLLOW_SYSTEM\n        }\n    )\n}"),
        .kotlin("fun apply(mode: String) {\n    when (mode) {\n        \"dark\" -> AppCompatDelegate.setDefaultNightMode(AppCompatDelegate.MODE_NIGHT_YES)\n"
                + "        else -> AppCompatDelegate.setDefaultNightMode(AppCompatDelegate.MODE_NIGHT_FOLLOW_SYSTEM)\n    }\n"
                + "    if (forceDark) AppCompatDelegate.setDefaultNightMode(AppCompatDelegate.MODE_NIGHT_YES)\n}"),
        .kotlin("override fun onCreate() {\n    super.onCreate()\n    AppCompatDelegate.setDefaultNightMode(settings.nightMode)\n}"),
    ]
}
