/// The editable plan `huelint migrate plan` writes and `huelint migrate apply` reads: one entry
/// per new semantic token, each with the sites it replaces. Format `huelint-migration` version 1,
/// specified in the DocC article Fixing.md ("Migration"). Paths are relative to the plan file's folder.
package struct MigrationPlan: Equatable, Sendable {
    package static let format = "huelint-migration"
    package static let version = 1

    /// Where the tokens go, per language: a plan for a mixed tree has both.
    package var swiftTarget: TokenTarget?
    package var kotlinTarget: TokenTarget?
    package var entries: [Entry] = []

    package init(swiftTarget: TokenTarget? = nil, kotlinTarget: TokenTarget? = nil, entries: [Entry] = []) {
        self.swiftTarget = swiftTarget
        self.kotlinTarget = kotlinTarget
        self.entries = entries
    }

    package struct Entry: Equatable, Sendable {
        /// The token's name: a Swift identifier and an Android resource name.
        package var name: String
        package var role: TokenRole?
        package var light: RGBA
        /// Set when appearance conditionals chose between two colours: one adaptive token.
        package var dark: RGBA?
        /// The distinct colours merged into this entry, when near-equal ones were (ΔE within the limit).
        package var members: [String] = []
        /// Why a person should look before applying (a guessed name, a cluster spanning two roles).
        package var review: [String] = []
        package var sites: [Site] = []
    }

    package struct Site: Equatable, Sendable {
        package var path: String
        package var line: Int
        package var column: Int
        /// Half-open UTF-8 byte offsets of `text` in the file.
        package var start: Int
        package var end: Int
        /// The exact source text replaced; a file whose bytes there differ is not touched at this site.
        package var text: String
        package var language: Language
        package var type: SiteType
        package var role: TokenRole?
    }
}

extension MigrationPlan {
    /// The entries as the audit's HTML report shows them.
    package var plannedTokens: [PlannedToken] {
        entries.map { entry in
            PlannedToken(name: entry.name, role: entry.role, light: entry.light, dark: entry.dark, review: entry.review,
                         locations: entry.sites.map { AuditLocation(path: $0.path, line: $0.line, column: $0.column) })
        }
    }
}

/// What a site's expression is, which decides how the token is written there.
package enum SiteType: String, CaseIterable, Sendable {
    /// SwiftUI `Color`: `Color("name")`.
    case swiftUIColor
    /// `UIColor(named: "name")!`.
    case uiColor
    /// `NSColor(named: "name")!`.
    case nsColor
    /// Jetpack Compose `Color`: `colorResource(R.color.name)`, inside a `@Composable` only.
    case composeColor
    /// An Android `@ColorInt`: `ContextCompat.getColor(context, R.color.name)` where a `context` is in scope.
    case androidColorInt
}

/// Where new tokens are written.
package struct TokenTarget: Equatable, Sendable {
    package enum Format: String, CaseIterable, Sendable {
        /// An Xcode `.xcassets` folder: one `NAME.colorset/Contents.json` per token, Any and Dark appearances.
        case assetCatalog
        /// An Android `res` folder: `values/colors.xml`, dark values in `values-night/colors.xml`.
        case androidResources
    }

    package var format: Format
    /// The `.xcassets` or `res` folder, relative to the plan file's folder.
    package var path: String

    package init(format: Format, path: String) {
        self.format = format
        self.path = path
    }
}
