/// A place in the source: a display path and a 1-based line and column.
public struct AuditLocation: Hashable, Sendable {
    public var path: String
    public var line: Int
    public var column: Int

    /// Whether every location is Kotlin or Android resource XML, whose authors write `#AARRGGBB`.
    static func allAndroid(_ locations: [AuditLocation]) -> Bool {
        !locations.isEmpty && locations.allSatisfy { $0.path.hasSuffix(".kt") || $0.path.hasSuffix(".kts") || $0.path.hasSuffix(".xml") }
    }
}

/// One distinct raw colour (8-bit sRGB plus alpha) and every place it is written.
public struct InventoryColor: Sendable {
    public var color: RGBA
    /// `#RRGGBBAA`: the key the JSON report and clusters use.
    public var hex: String { color.hexString }
    /// As its authors write it: `#AARRGGBB` when every use is in Kotlin or Android resources.
    public var displayHex: String { color.hexString(android: AuditLocation.allAndroid(locations)) }
    /// Uses, in report order; `locations.count` is how often it occurs.
    public var locations: [AuditLocation]
    /// How often each role (foreground, background, border, accent) was read from the code around it.
    public var roles: [TokenRole: Int]
    public var count: Int { locations.count }
}

/// Near-identical colours: every member is within `clusterDeltaE` of the representative.
public struct ColorCluster: Sendable {
    /// 1-based, in order of use count.
    public var id: Int
    /// The most-used member (ties: the smaller hex).
    public var representative: RGBA
    /// Member hex values, most used first.
    public var members: [String]
    public var count: Int
    public var nearestToken: (name: String, hex: String, deltaE: Double)?
    /// The nearest token's light colour, for swatches and per-member distances.
    public var nearestTokenColor: RGBA?
    public var proposal: ProposedToken?
}

public struct ProposedToken: Sendable {
    public var name: String
    public var color: RGBA
    public var role: TokenRole?
    public var cluster: Int
    public var count: Int
}

/// A light/dark choice written as an appearance conditional (`color-scheme-conditional`).
public struct LightDarkPair: Sendable {
    public var light: RGBA
    public var dark: RGBA
    public var locations: [AuditLocation]
}

/// Counts for one group (a module): design-system and hardcoded colour uses and findings.
public struct UseCounts: Sendable, Equatable {
    public var designSystem = 0
    public var hardcoded = 0
    public var findings = 0
    public var colorUses: Int { designSystem + hardcoded }
    /// The share of colour uses that go through the design system; nil with no colour use.
    public var coverage: Double? { colorUses == 0 ? nil : Double(designSystem) / Double(colorUses) }
}

/// Everything `huelint audit` computed.
public struct AuditReport: Sendable {
    public var filesAudited = 0
    public var findings: [Finding] = []
    public var warnings: [FileWarning] = []
    public var clusterDeltaE = 2.0
    public var byRule: [(String, Int)] = []
    public var bySeverity: [(String, Int)] = []
    public var byLanguage: [(String, Int)] = []
    public var byContext: [(String, Int)] = []
    public var topFolders: [(String, Int)] = []
    public var topFiles: [(String, Int)] = []
    public var modules: [(name: String, counts: UseCounts)] = []
    public var total = UseCounts()
    public var designSystemByKind: [(DesignSystemKind, Int)] = []
    public var inventory: [InventoryColor] = []
    public var clusters: [ColorCluster] = []
    public var pairs: [LightDarkPair] = []
    public var proposals: [ProposedToken] { clusters.compactMap(\.proposal) }
    /// Hardcoded-colour findings whose value could not be read exactly (a variable, a computed value).
    public var unreadValues = 0
    public var seconds = 0.0
}

/// Which findings are hardcoded colour uses (each finding is one use); the other rules
/// (appearance overrides, theme storage, contrast, suppressions) count in totals only.
public enum AuditRules {
    public static let hardcoded: Set<String> = [
        "raw-color-initializer", "hex-color-literal", "direct-palette-reference", "color-scheme-conditional",
        "category-color-table",
    ]
}
