import Foundation
import XCTest
@testable import HueLintCLI
@testable import HueLintKit

/// `scattered-theme-storage` over many places: one finding per place, each naming a bounded number
/// of the others, so output grows with the places and not with their square.
final class ScatteredThemeStorageTests: XCTestCase {
    /// Ten keys that each name the appearance preference: ten stored copies of it.
    private static let keys = ["isDark", "darkMode", "appTheme", "themeMode", "appearance", "colorScheme", "nightMode",
                               "darkTheme", "interfaceStyle", "useDarkTheme"]

    private func lintTree(sites: Int) throws -> LintReport {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("huelint-scattered-\(UUID().uuidString)")
            .resolvingSymlinksInPath().path
        defer { try? FileManager.default.removeItem(atPath: root) }
        for i in 0..<sites {
            try FileManager.default.createDirectory(atPath: root + "/Mod\(i)", withIntermediateDirectories: true)
            try "struct SettingsView: View {\n    @AppStorage(\"\(Self.keys[i])\") var isDark = false\n}\n"
                .write(toFile: root + "/Mod\(i)/Settings.swift", atomically: false, encoding: .utf8)
        }
        return LintEngine.run(paths: [], currentDirectory: root, configuration: SuppressionTests.themeOnConfiguration, jobs: 2)
    }

    /// What the finding in `Mod<i>/Settings.swift` calls its place.
    private func place(_ path: String) -> String {
        let index = Int(path.dropFirst(3).prefix { $0.isNumber }) ?? 0
        return "@AppStorage(\"\(Self.keys[index])\")"
    }

    func testTenPlacesGiveTenFindingsEachWithBoundedRelatedLocations() throws {
        let report = try lintTree(sites: 10)
        let paths = (0..<10).map { "Mod\($0)/Settings.swift" }.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        XCTAssertEqual(report.findings.map { "\($0.path):\($0.start.line):\($0.start.column) \($0.ruleID)" },
                       paths.map { "\($0):2:5 scattered-theme-storage" })
        XCTAssertEqual(ScatteredThemeStorageRule.maxRelated, 4)
        for finding in report.findings {
            XCTAssertEqual(finding.message, "Theme preference held in 10 places; this one is \(place(finding.path)). "
                           + "Keep one stored preference behind a single theme manager (4 of the 9 other places are listed)")
            // The first places in report order, never the finding itself.
            XCTAssertEqual(finding.related.map { "\($0.path):\($0.start.line):\($0.start.column) \($0.message)" },
                           paths.filter { $0 != finding.path }.prefix(4).map { "\($0):2:5 also stored here: \(place($0))" })
        }
        let json = JSONReporter.render(report, context: ReportContext(workingDirectory: "/"))
        XCTAssertEqual(json.components(separatedBy: "also stored here").count - 1, 10 * 4)
    }

    func testAllOthersAreListedWhenTheyFitTheBound() throws {
        let report = try lintTree(sites: 5)
        XCTAssertEqual(report.findings.count, 5)
        for finding in report.findings {
            XCTAssertEqual(finding.related.count, 4)
            XCTAssertFalse(finding.related.contains { $0.path == finding.path })
            XCTAssertEqual(finding.message, "Theme preference held in 5 places; this one is \(place(finding.path)). "
                           + "Keep one stored preference behind a single theme manager")
        }
    }

    /// One key read and written through the store in several files is one stored preference; a sound
    /// theme is another setting. A second key is a second place.
    func testOneStoreKeyIsOnePlaceWhereverItIsRead() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("huelint-scattered-\(UUID().uuidString)")
            .resolvingSymlinksInPath().path
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/App", withIntermediateDirectories: true)
        func write(_ name: String, _ text: String) throws { try text.write(toFile: root + "/App/" + name, atomically: false, encoding: .utf8) }
        try write("Theme.kt", "fun mode(p: SharedPreferences) = p.getString(\"theme_mode\", \"system\")\n")
        try write("Logout.kt", "fun keep(p: SharedPreferences, e: Editor) { e.putString(\"theme_mode\", p.getString(\"theme_mode\", null)) }\n")
        try write("Sound.kt", "fun sound(p: SharedPreferences) = p.getString(\"soundTheme\", \"default\")\n")
        // `@AppStorage` keeps its value in the same defaults under its key: one key in several views is one place.
        try write("SettingsView.swift", "struct SettingsView: View {\n    @AppStorage(\"colorScheme\") var scheme = 0\n}\n")
        try write("RootView.swift", "struct RootView: View {\n    @AppStorage(\"colorScheme\") var scheme = 0\n}\n")
        XCTAssertEqual(LintEngine.run(paths: [], currentDirectory: root, configuration: SuppressionTests.themeOnConfiguration, jobs: 2).findings.map(\.description), [])
        try write("Old.kt", "fun old(p: SharedPreferences) = p.getBoolean(\"dark_mode\", false)\n")
        let report = LintEngine.run(paths: [], currentDirectory: root, configuration: SuppressionTests.themeOnConfiguration, jobs: 2)
        XCTAssertEqual(report.findings.map { "\($0.path):\($0.start.line) \($0.ruleID)" },
                       ["App/Logout.kt:1 scattered-theme-storage", "App/Old.kt:1 scattered-theme-storage"])
    }

    /// A wallpaper's darkening amount is not the appearance preference, though its key says "dark".
    func testDarkeningKeysAreNotTheThemePreference() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("huelint-scattered-\(UUID().uuidString)")
            .resolvingSymlinksInPath().path
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/App", withIntermediateDirectories: true)
        try """
            fun read(prefs: Preferences) = Settings(
                darkMode = prefs[booleanPreferencesKey(PreferenceKeys.DARK_MODE)],
                enableDarken = prefs[booleanPreferencesKey(PreferenceKeys.HOME_ENABLE_DARKEN)] ?: false,
                darkenPercentage = prefs[intPreferencesKey(PreferenceKeys.HOME_DARKEN)] ?: 0,
            )

            """.write(toFile: root + "/App/Prefs.kt", atomically: false, encoding: .utf8)
        XCTAssertEqual(LintEngine.run(paths: [], currentDirectory: root, configuration: SuppressionTests.themeOnConfiguration, jobs: 1).findings.map(\.description), [])
    }

    /// Code that moves an old key into the one store reads it once on the way: not another copy.
    func testMigrationCodeIsNotAPlace() throws {
        let tree = TemporaryTree("scattered")
        defer { tree.remove() }
        try tree.write("App/ThemeStore.swift", "struct ThemeStore {\n    @AppStorage(\"appTheme\") var theme = 0\n}\n")
        try tree.write("App/Upgrade.swift", "func migrateOldThemeKey(store: ThemeStore) {\n    let old = UserDefaults.standard.integer(forKey: \"darkMode\")\n}\n")
        try tree.write("App/Settings+ImportUserDefaults.swift", "func load() -> Bool {\n    UserDefaults.standard.bool(forKey: \"isDark\")\n}\n")
        XCTAssertEqual(LintEngine.run(paths: [], currentDirectory: tree.root, configuration: SuppressionTests.themeOnConfiguration, jobs: 1).findings.map(\.description), [])
        // The same read outside migration code is a second place.
        try tree.write("App/Profile.swift", "func isDark() -> Bool {\n    UserDefaults.standard.bool(forKey: \"isDark\")\n}\n")
        XCTAssertEqual(LintEngine.run(paths: [], currentDirectory: tree.root, configuration: SuppressionTests.themeOnConfiguration, jobs: 1).findings
                        .map { "\($0.path):\($0.start.line) \($0.ruleID)" },
                       ["App/Profile.swift:2 scattered-theme-storage", "App/ThemeStore.swift:2 scattered-theme-storage"])
    }

    /// A bundle or an intent built to message another component carries the theme; it stores nothing.
    func testBundlesAndIntentsAreNotPlaces() throws {
        let tree = TemporaryTree("scattered")
        defer { tree.remove() }
        try tree.write("App/Send.kt", "fun send(theme: String, prefs: SharedPreferences) {\n    val data = Bundle().apply {\n        putString(Contract.KEY_THEME, theme)\n    }\n"
            .appending("    val i = Intent().apply { putString(Contract.EXTRA_THEME, theme) }\n    prefs.edit().putString(\"theme_mode\", theme).apply()\n")
            .appending("    val received = message.getString(Contract.EXTRA_THEME)\n}\n"))
        XCTAssertEqual(LintEngine.run(paths: [], currentDirectory: tree.root, configuration: SuppressionTests.themeOnConfiguration, jobs: 1).findings.map(\.description), [])
    }

    func testLargeCountsAreGrouped() {
        XCTAssertEqual(ScatteredThemeStorageRule.grouped(7), "7")
        XCTAssertEqual(ScatteredThemeStorageRule.grouped(999), "999")
        XCTAssertEqual(ScatteredThemeStorageRule.grouped(1_999), "1,999")
        XCTAssertEqual(ScatteredThemeStorageRule.grouped(100_000), "100,000")
        XCTAssertEqual(ScatteredThemeStorageRule.grouped(1_234_567), "1,234,567")
    }
}
