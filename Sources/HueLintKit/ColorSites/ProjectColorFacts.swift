/// What the project's token catalog says about its colours that no single file can: which of its
/// colours are dark surfaces in both appearances, and which system hues it has tokens of its own for.
/// Built once per run (`TokenFixes`), read by files through `FileContext.projectColors`.
package struct ProjectColorFacts: Sendable {
    /// The names code reaches the project's dark-surface colours by (`retroBlack`, `panelGray`).
    package var fixedDarkNames: Set<String> = []
    /// By status hue (`red`, `green`; see `TokenFixes.statusHues`), the project's semantic tokens of
    /// that hue, nearest first: `StatusColorRed` for `red`. Where the project has one, the system hue is reported.
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

    /// The message of a system hue where the project has `token` of that hue.
    package static func hueTokenMessage(_ text: String, member: String, token: String) -> String {
        "System colour `\(text)` where the project has its own \(hue(of: member)), `\(token)`: use the project's token"
    }

    /// `red` for `.red` and `systemRed`.
    package static func hue(of member: String) -> String {
        member.hasPrefix("system") && member.count > 6 ? String(member.dropFirst(6)).lowercased() : member
    }

    /// The project's token for the system hue spelled `member` (`red`, `systemRed`), preferring one
    /// made for `role`; nil when it has none.
    package func token(forSystemHue member: String, role: TokenRole?) -> HueToken? {
        guard let tokens = hueTokens[Self.hue(of: member)] else { return nil }
        return tokens.first { $0.role != nil && $0.role == role } ?? tokens.first
    }
}
