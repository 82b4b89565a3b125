/// A place in the source: a display path and a 1-based line and column.
package struct AuditLocation: Hashable, Sendable {
    package var path: String
    package var line: Int
    package var column: Int

    /// Whether every location is Kotlin or Android resource XML, whose authors write `#AARRGGBB`.
    static func allAndroid(_ locations: [AuditLocation]) -> Bool {
        !locations.isEmpty && locations.allSatisfy { $0.path.hasSuffix(".kt") || $0.path.hasSuffix(".kts") || $0.path.hasSuffix(".xml") }
    }
}

/// One distinct raw colour (8-bit sRGB plus alpha) and every place it is written.
package struct InventoryColor: Sendable {
    package var color: RGBA
    /// `#RRGGBBAA`: the key the JSON report and clusters use.
    package var hex: String { color.hexString }
    /// As its authors write it: `#AARRGGBB` when every use is in Kotlin or Android resources.
    package var displayHex: String { color.hexString(android: AuditLocation.allAndroid(locations)) }
    /// Uses, in report order; `locations.count` is how often it occurs.
    package var locations: [AuditLocation]
    /// How often each role (foreground, background, border, accent) was read from the code around it.
    package var roles: [TokenRole: Int]
    package var count: Int { locations.count }
}

/// Near-identical colours: every member is within `clusterDeltaE` of the representative.
package struct ColorCluster: Sendable {
    /// 1-based, in order of use count.
    package var id: Int
    /// The most-used member (ties: the smaller hex).
    package var representative: RGBA
    /// Member hex values, most used first.
    package var members: [String]
    package var count: Int
    package var nearestToken: (name: String, hex: String, deltaE: Double)?
    /// The nearest token's light colour, for swatches and per-member distances.
    package var nearestTokenColor: RGBA?
    package var proposal: ProposedToken?
}

package struct ProposedToken: Sendable {
    package var name: String
    package var color: RGBA
    package var role: TokenRole?
    package var cluster: Int
    package var count: Int
}

/// A light/dark choice written as an appearance conditional (`color-scheme-conditional`).
package struct LightDarkPair: Sendable {
    package var light: RGBA
    package var dark: RGBA
    package var locations: [AuditLocation]
}

/// Counts for one group (a module): design-system and hardcoded colour uses and findings.
package struct UseCounts: Sendable, Equatable {
    package var designSystem = 0
    package var hardcoded = 0
    package var findings = 0
    package var colorUses: Int { designSystem + hardcoded }
    /// The share of colour uses that go through the design system; nil with no colour use.
    package var coverage: Double? { colorUses == 0 ? nil : Double(designSystem) / Double(colorUses) }
}

/// Everything `huelint audit` computed.
package struct AuditReport: Sendable {
    package var filesAudited = 0
    package var findings: [Finding] = []
    package var warnings: [FileWarning] = []
    package var clusterDeltaE = 2.0
    package var byRule: [(String, Int)] = []
    package var bySeverity: [(String, Int)] = []
    package var byLanguage: [(String, Int)] = []
    package var byContext: [(String, Int)] = []
    package var topFolders: [(String, Int)] = []
    package var topFiles: [(String, Int)] = []
    package var modules: [(name: String, counts: UseCounts)] = []
    package var total = UseCounts()
    package var designSystemByKind: [(DesignSystemKind, Int)] = []
    package var inventory: [InventoryColor] = []
    package var clusters: [ColorCluster] = []
    package var pairs: [LightDarkPair] = []
    package var proposals: [ProposedToken] { clusters.compactMap(\.proposal) }
    /// What `huelint migrate plan` would write for these paths (the HTML report shows it); nil unless asked for.
    package var plannedTokens: [PlannedToken]?
    /// Hardcoded-colour findings whose value could not be read exactly (a variable, a computed value).
    package var unreadValues = 0
    package var seconds = 0.0
}

/// One entry of a migration plan, as the HTML report shows it (`huelint migrate plan` makes them).
package struct PlannedToken: Sendable {
    package var name: String
    package var role: TokenRole?
    package var light: RGBA
    package var dark: RGBA?
    /// Why a person should decide before applying (a placeholder name, near-equal colours to merge).
    package var review: [String]
    package var locations: [AuditLocation]

    package init(name: String, role: TokenRole?, light: RGBA, dark: RGBA?, review: [String], locations: [AuditLocation]) {
        self.name = name
        self.role = role
        self.light = light
        self.dark = dark
        self.review = review
        self.locations = locations
    }
}

/// Which findings are hardcoded colour uses (each finding is one use); the other rules
/// (appearance overrides, theme storage, contrast, suppressions) count in totals only.
package enum AuditRules {
    package static let hardcoded: Set<String> = [
        "raw-color-initializer", "hex-color-literal", "direct-palette-reference", "color-scheme-conditional",
        "category-color-table",
    ]
}
