/// The one list of rules. Config validation, docs, SARIF and rules.json all read it.
public enum RuleRegistry {
    /// Rules that inspect source files, in documentation order.
    package static let ruleTypes: [any Rule.Type] = [
        RawColorInitializerRule.self,
        HexColorLiteralRule.self,
        ColorSchemeConditionalRule.self,
        DirectPaletteReferenceRule.self,
        CategoryColorTableRule.self,
        ScatteredThemeStorageRule.self,
        ForcedAppearanceOverrideRule.self,
        ColorRebuiltInBodyRule.self,
    ]

    /// Rules that check the design system once per run, from the token catalog, in documentation order.
    package static let catalogRuleTypes: [any CatalogRule.Type] = [
        LowContrastTokenPairRule.self,
    ]

    /// Reported by the engine itself: a suppression naming an unknown rule or silencing nothing.
    public static let unusedSuppression = RuleDescription(
        id: "unused-suppression",
        summary: "A `huelint:` suppression comment that names an unknown rule or silences nothing.",
        rationale: "Stale suppressions hide future problems and mislead readers about what the code does.",
        howToFix: "Delete the comment, or correct the rule id it names.",
        before: "// huelint:disable-next-line hex-color-literal\nlet spacing = 8",
        after: "let spacing = 8",
        defaultSeverity: .warning,
        triggering: [],
        nonTriggering: [])

    public static var descriptions: [RuleDescription] {
        ruleTypes.map { $0.description } + catalogRuleTypes.map { $0.description } + [unusedSuppression]
    }

    public static var ids: [String] { descriptions.map(\.id) }

    public static func description(for id: String) -> RuleDescription? {
        descriptions.first { $0.id == id }
    }
}
