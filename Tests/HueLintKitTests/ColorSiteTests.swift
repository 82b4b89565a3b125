import XCTest
@testable import HueLintCLI
@testable import HueLintKit

/// The colour-site model: where a colour stands decides whether, and how often, it is reported.
final class ColorSiteTests: XCTestCase {
    private func found(_ code: String, _ language: Language = .swift, path: String = "App/Views/A.swift",
                       configuration: Configuration = .defaults) -> [String] {
        RuleTestSupport.lint(code, language: language, path: path, configuration: configuration)
            .map { "\($0.start.line):\($0.start.column) \($0.ruleID)" }
    }

    /// Developer tools and campaign art are told by the file's name and its two nearest folders.
    func testDeveloperToolAndCampaignFilesByPath() {
        let code = "let c = UIColor(red: 1, green: 0, blue: 0, alpha: 1)"
        let reported = ["1:9 raw-color-initializer"]
        for path in ["App/DatabaseDebugView.swift", "App/Sync/Player+Debug.swift", "App/debug/Tools/A.swift",
                     "App//diagnostics/A.swift", "App/CloudKitDiagnosticView.swift", "promotions/FallGemsPromotion.swift",
                     "End of Year/Stories/A.swift", "App/YearInReview/A.swift", "App/PromoBanner.swift", "/abs/endOfYear/A.swift"] {
            XCTAssertEqual(found(code, path: path), [], path)
        }
        for path in ["debug/Tools/Views/A.swift", "App/debugger/A.swift", "App/Promotor/A.swift", "App/Views/A.swift",
                     "diagnostics/a/b/A.swift", "year/in/review.swift"] {
            XCTAssertEqual(found(code, path: path), reported, path)
        }
    }

    func testDebugBlocksArePreviewCode() throws {
        let code = """
            import UIKit
            #if DEBUG
            let fixture = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
            #else
            let shipped = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
            #endif
            """
        XCTAssertEqual(found(code), ["5:15 raw-color-initializer"])
        let withPreviews = try Configuration.parse(Array(#"{"contexts": {"preview": "warning"}}"#.utf8), file: "t.json")
        let findings = RuleTestSupport.lint(code, language: .swift, path: "App/Views/A.swift", configuration: withPreviews)
        XCTAssertEqual(findings.map { "\($0.start.line) \($0.context.rawValue)" }, ["3 preview", "5 code"])
        // Simulator-only code runs on no device.
        let simulator = "#if targetEnvironment(simulator)\nbutton.setTitleColor(UIColor.gray, for: .highlighted)\n#endif\nlabel.textColor = UIColor.gray"
        XCTAssertEqual(found(simulator), ["4:19 direct-palette-reference"])
        // Code switched off with `#if false` is compiled by no build.
        let disabled = "#if false\nlabel.textColor = UIColor.red\n#endif\nlabel.textColor = UIColor.red"
        XCTAssertEqual(found(disabled), ["4:19 direct-palette-reference"])
    }

    /// Android's layout-preview branches run only in the layout editor: preview code, and so is a
    /// private helper only they call. A negated flag is the shipped branch.
    func testLayoutPreviewBranchesArePreviewCode() throws {
        let code = """
            class Chips(context: Context) : LinearLayout(context) {
                init {
                    if (isInEditMode) {
                        setChips(listOf(Color.BLUE, Color.GREEN))
                    }
                    if (isInPreviewMode()) setChips(sampleChips())
                    if (!isInEditMode) setBackgroundColor(Color.RED)
                }
                private fun sampleChips() = listOf(Color.MAGENTA)
            }
            """
        let withPreviews = try Configuration.parse(Array(#"{"contexts": {"preview": "warning"}}"#.utf8), file: "t.json")
        let findings = RuleTestSupport.lint(code, language: .kotlin, path: "app/src/main/java/ui/Chips.kt", configuration: withPreviews)
        XCTAssertEqual(Set(findings.map { "\($0.start.line):\($0.start.column) \($0.context.rawValue)" }),
                       ["4:29 preview", "4:41 preview", "7:47 code", "9:40 preview"])
        XCTAssertEqual(found(code, .kotlin, path: "app/src/main/java/ui/Chips.kt"), ["7:47 direct-palette-reference"])
        // A member of a private companion object is as private as a private function.
        let companion = "class Chips(context: Context) : LinearLayout(context) {\n    init {\n        if (isInEditMode) setChips(samples())\n    }\n"
            + "    private companion object {\n        fun samples() = listOf(Color.CYAN)\n    }\n}"
        XCTAssertEqual(found(companion, .kotlin, path: "app/src/main/java/ui/Chips.kt"), [])
    }

    func testEachConditionalIsOneChoicePerRule() throws {
        let config = try Configuration.parse(Array(#"{"rules": {"direct-palette-reference": {"reportBlackAndWhite": true}}}"#.utf8), file: "t.json")
        XCTAssertEqual(found("label.textColor = isOn ? UIColor.white : UIColor.black", configuration: config), ["1:26 direct-palette-reference"])
        XCTAssertEqual(found("val ink = if (selected) Color.White else Color.Black", .kotlin, path: "app/src/main/java/A.kt", configuration: config),
                       ["1:25 direct-palette-reference"])
        // Two statements are two choices.
        XCTAssertEqual(found("label.textColor = UIColor.black\nlabel.backgroundColor = UIColor.white", configuration: config),
                       ["1:19 direct-palette-reference", "2:25 direct-palette-reference"])
    }

    func testATableCoversTheColoursInIt() throws {
        let code = "var tint: Color {\n    switch level {\n    case .error: return Color(red: 1, green: 0, blue: 0)\n"
            + "    case .warning: return .orange\n    default: return .white\n    }\n}"
        // The table's cases are never reported one by one; the opt-in rule reports the table once.
        XCTAssertEqual(found(code), [])
        let tables = try Configuration.parse(Array(#"{"rules": {"category-color-table": "warning"}}"#.utf8), file: "t.json")
        XCTAssertEqual(found(code, configuration: tables), ["2:5 category-color-table"])
    }

    func testAppWideDarkModeIsForcedOnlyUnconditionally() {
        func forces(_ code: String, _ language: Language = .swift, path: String = "App/AppDelegate.swift") -> Bool {
            let ctx = FileContext(file: SourceFile(path: path, text: code, language: language), paletteByPath: false, paletteNamespaces: [])
            let forces = AppAppearance.forcesDark(ctx)
            // The byte check that spares lexing the other setup files must pass every file that forces it.
            if forces { XCTAssertTrue(AppAppearance.mayForceDark(Array(code.utf8)), code) }
            return forces
        }
        XCTAssertTrue(forces("func applicationWillFinishLaunching(_ n: Notification) {\n    NSApplication.shared.appearance = NSAppearance(named: .darkAqua)\n}"))
        XCTAssertTrue(forces("func applicationDidFinishLaunching(_ n: Notification) {\n    NSApp?.appearance = NSAppearance(named: .darkAqua)\n}"))
        XCTAssertTrue(forces("func scene(_ s: UIScene) {\n    window?.overrideUserInterfaceStyle = .dark\n}", path: "App/SceneDelegate.swift"))
        XCTAssertTrue(forces("@main struct PlayerApp: App {\n    var body: some Scene {\n        WindowGroup {\n"
                             + "            ContentView().preferredColorScheme(.dark)\n        }\n    }\n}", path: "App/PlayerApp.swift"))
        XCTAssertTrue(forces("class App : Application() {\n    override fun onCreate() {\n"
                             + "        AppCompatDelegate.setDefaultNightMode(AppCompatDelegate.MODE_NIGHT_YES)\n    }\n}", .kotlin, path: "app/App.kt"))
        // The user's choice, a branch, or the light appearance.
        XCTAssertFalse(forces("func apply(_ theme: Theme) {\n    switch theme {\n    case .dark: NSApp.appearance = NSAppearance(named: .darkAqua)\n"
                              + "    default: NSApp.appearance = nil\n    }\n}"))
        XCTAssertFalse(forces("func launch() {\n    if prefs.dark {\n        window?.overrideUserInterfaceStyle = .dark\n    }\n}"))
        XCTAssertFalse(forces("func launch() {\n    NSApp.appearance = NSAppearance(named: .aqua)\n}"))
        XCTAssertFalse(forces("class App : Application() {\n    override fun onCreate() {\n        AppCompatDelegate.setDefaultNightMode(prefs.nightMode)\n    }\n}",
                              .kotlin, path: "app/App.kt"))
        XCTAssertFalse(AppAppearance.mayForceDark(Array("func launch() {\n    window?.tintColor = .systemBlue\n}".utf8)))
        XCTAssertTrue(AppAppearance.mayForceAppearance(path: "WWDC/Bootstrap/AppDelegate.swift"))
        XCTAssertFalse(AppAppearance.mayForceAppearance(path: "App/Views/Settings.swift"))
    }

    func testPurposesOfColours() {
        func purpose(_ code: String, at needle: String, _ language: Language = .swift, path: String? = nil) -> ColorPurpose {
            let file = SourceFile(path: path ?? (language == .swift ? "App/A.swift" : "app/A.kt"), text: code, language: language)
            let ctx = FileContext(file: file, paletteByPath: false, paletteNamespaces: [])
            let offset = Array(code.utf8).firstRange(of: Array(needle.utf8))!.lowerBound
            return ctx.colorPurpose(atOffset: offset)
        }
        XCTAssertEqual(purpose("let s = v.shadow(color: .black.opacity(0.3), radius: 2)", at: ".black"), .notUI(.shadow))
        XCTAssertEqual(purpose("view.backgroundColor = UIColor.black.withAlphaComponent(0.4)", at: "UIColor.black"), .notUI(.scrim))
        XCTAssertEqual(purpose("label.textColor = UIColor.black.withAlphaComponent(0.4)", at: "UIColor.black"), .styling)
        XCTAssertEqual(purpose("let hit = Color.white.opacity(0.001)", at: "Color.white"), .notUI(.hitTestShim))
        XCTAssertEqual(purpose("let hit = Color(.black).opacity(0.0001)", at: ".black"), .notUI(.hitTestShim))
        XCTAssertEqual(purpose("let c = UIColor(named: \"x\") ?? .white", at: ".white"), .notUI(.fallback))
        XCTAssertEqual(purpose("let c = tint ?? .white", at: ".white"), .styling)
        XCTAssertEqual(purpose("val c = ta.getColor(R.styleable.Badge_tint, Color.WHITE)", at: "Color.WHITE", .kotlin), .notUI(.fallback))
        XCTAssertEqual(purpose("val scrim = Color(0x66000000)", at: "Color(", .kotlin), .notUI(.scrim))
        XCTAssertEqual(purpose("val ink = if (bg.luminance() > 0.5f) Color.Black else Color.White", at: "Color.White", .kotlin),
                       .notUI(.contrastPick))
        let flagged = "val dark = bg.luminance() > 0.5f\nval ink = if (dark) {\n    Color.Black\n} else {\n    Color.White\n}"
        XCTAssertEqual(purpose("fun f() {\n" + flagged + "\n}", at: "Color.White", .kotlin), .notUI(.contrastPick))
        XCTAssertEqual(purpose("func f() -> UIColor {\n    guard let v = state else { return .black }\n"
                               + "    return UIColor(hue: v.h, saturation: v.s, brightness: v.b, alpha: 1)\n}", at: ".black"),
                       .notUI(.fallback))
        XCTAssertEqual(purpose("builder.setSmallIcon(R.drawable.ic)\nbuilder.setColor(Color.GREEN)", at: "Color.GREEN", .kotlin),
                       .notUI(.notificationTint))
        XCTAssertEqual(purpose("enum Pen { case red\n var color: NSColor { switch self { case .red: return NSColor.red } } }",
                               at: "NSColor.red"), .definition)
        // A colour mapped from a server's code, in the data layer; Swift's `Sources/` is not that.
        let warning = "fun color(level: String) = if (level == \"red\") Color.rgb(230, 0, 0) else Color.GRAY"
        XCTAssertEqual(purpose(warning, at: "Color.rgb", .kotlin, path: "app/src/main/java/org/w/sources/dwd/Alerts.kt"),
                       .notUI(.dataLayer))
        XCTAssertEqual(purpose(warning, at: "Color.rgb", .kotlin, path: "app/src/main/java/org/w/ui/Alerts.kt"), .styling)
        XCTAssertEqual(purpose("let c = Color(red: 1, green: 0, blue: 0)", at: "Color(", path: "Sources/App/A.swift"), .styling)
        XCTAssertEqual(purpose("let c = Color(red: 1, green: 0, blue: 0)", at: "Color(", path: "App/models/Label.swift"), .styling)
        // Campaign art keeps one look; a promoted post is a feed row.
        XCTAssertEqual(purpose("let c = Color(red: 1, green: 0, blue: 0)", at: "Color(", path: "App/models/Promo.swift"), .notUI(.artwork))
        XCTAssertEqual(purpose("let c = Color(red: 1, green: 0, blue: 0)", at: "Color(", path: "App/Promoted/PostRow.swift"), .styling)
        XCTAssertEqual(purpose("let c = Color(red: 1, green: 0, blue: 0)", at: "Color(", path: "App/data/Tag.swift"), .notUI(.dataLayer))
        XCTAssertEqual(purpose("let c = Color(red: 1, green: 0, blue: 0)", at: "Color(", path: "App/Setup/SkinRepository.swift"),
                       .notUI(.dataLayer))
        // Ink on a printed page: the file's name or its printing API says so; "Blueprint" is not printing.
        let ink = "if dark {\n    text.textColor = UIColor.darkText\n}"
        XCTAssertEqual(purpose(ink, at: "UIColor.darkText", path: "App/Export/NotePrintFormatter.swift"), .notUI(.print))
        XCTAssertEqual(purpose("final class Pages: UIPrintPageRenderer {}\n" + ink, at: "UIColor.darkText", path: "App/Export/Pages.swift"),
                       .notUI(.print))
        XCTAssertEqual(purpose(ink, at: "UIColor.darkText", path: "App/Blueprint/Cell.swift"), .styling)
        // A type whose static members are mostly colours is a palette, whatever its name.
        let branding = "struct Branding {\n    static var ink: UIColor { return UIColor(red: 0.1, green: 0.1, blue: 0.12, alpha: 1) }\n"
            + "    static let accent = UIColor(red: 0.9, green: 0.3, blue: 0.2, alpha: 1)\n}\n"
            + "final class Card: UIView {\n    func style() { layer.borderColor = UIColor(white: 0.8, alpha: 1).cgColor }\n}"
        XCTAssertEqual(purpose(branding, at: "UIColor(red: 0.9"), .definition)
        XCTAssertEqual(purpose(branding, at: "UIColor(white"), .styling)
        // A stored property the file replaces starts from a placeholder; a colour written as text is data.
        XCTAssertEqual(purpose("class G : View {\n    private var line = Color.GRAY\n    fun set(c: Int) { line = c }\n}",
                               at: "Color.GRAY", .kotlin), .notUI(.fallback))
        XCTAssertEqual(purpose("let s = NSColor.white.hexString", at: "NSColor.white"), .notUI(.userData))
    }
}
