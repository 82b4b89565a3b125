/// The canonical default configuration, built from the rule registry. The repository's rules.json
/// is exactly `rendered()`; a test fails when they drift (regenerate with
/// `huelint config --print-defaults > rules.json`).
public enum DefaultConfiguration {
    public static let include = ["**/*.swift", "**/*.kt", "**/*.kts"]
    public static let paletteFiles = ["**/Theme/**", "**/theme/**", "**/Themes/**", "**/themes/**", "**/Theming/**", "**/theming/**",
                                      "**/DesignSystem/**", "**/designsystem/**", "**/Styles/**", "**/styles/**"]
    /// Previews and tests are not reported unless the config turns them on: their colours are
    /// fixtures, and every one read on real apps was noise to the app's developers.
    public static let contexts: [FindingContext: ConfiguredSeverity] = [.preview: .off, .test: .off]
}
