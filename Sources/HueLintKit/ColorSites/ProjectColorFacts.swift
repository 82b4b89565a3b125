/// What the project's token catalog says about its colours that no single file can: which of its
/// colours are dark surfaces in both appearances, and which system hues it has tokens of its own for.
/// Built once per run (`TokenFixes`), read by files through `FileContext.projectColors`.
package struct ProjectColorFacts: Sendable {
    /// The names code reaches the project's dark-surface colours by (`retroBlack`, `panelGray`).
    package var fixedDarkNames: Set<String> = []
    /// By system hue (`red`, `green`, `indigo`), the project's own tokens of that hue, nearest first:
    /// `StatusColorRed` for `red`. A system hue where the project has its own is reported.
    package var hueTokens: [String: [HueToken]] = [:]

    package struct HueToken: Sendable, Equatable {
        package var name: String
        package var role: TokenRole?
        package init(name: String, role: TokenRole?) {
            self.name = name
            self.role = role
        }
    }

    package init() {}

    /// How `direct-palette-reference` starts the message of an adaptive system hue (`.red`,
    /// `UIColor.systemRed`): the token fixes offer the project's token of that hue for it.
    package static let systemHueMessagePrefix = "System colour `"

    /// The project's token for the system hue spelled `member` (`red`, `systemRed`), preferring one
    /// made for `role`; nil when it has none.
    package func token(forSystemHue member: String, role: TokenRole?) -> HueToken? {
        var hue = member
        if hue.hasPrefix("system") && hue.count > 6 { hue = String(hue.dropFirst(6)).lowercased() }
        guard let tokens = hueTokens[hue] else { return nil }
        return tokens.first { $0.role != nil && $0.role == role } ?? tokens.first
    }
}
