/// The editable plan `huelint migrate plan` writes and `huelint migrate apply` reads: one entry
/// per new semantic token, each with the sites it replaces. Format `huelint-migration` version 1,
/// specified in the DocC article Fixing.md ("Migration"). Paths are relative to the plan file's folder.
public struct MigrationPlan: Equatable, Sendable {
    public static let format = "huelint-migration"
    public static let version = 1

    /// Where the tokens go, per language: a plan for a mixed tree has both.
    public var swiftTarget: TokenTarget?
    public var kotlinTarget: TokenTarget?
    public var entries: [Entry] = []

    public init(swiftTarget: TokenTarget? = nil, kotlinTarget: TokenTarget? = nil, entries: [Entry] = []) {
        self.swiftTarget = swiftTarget
        self.kotlinTarget = kotlinTarget
        self.entries = entries
    }

    public struct Entry: Equatable, Sendable {
        /// The token's name: a Swift identifier and an Android resource name.
        public var name: String
        public var role: TokenRole?
        public var light: RGBA
        /// Set when appearance conditionals chose between two colours: one adaptive token.
        public var dark: RGBA?
        /// The distinct colours merged into this entry, when near-equal ones were (ΔE within the limit).
        public var members: [String] = []
        /// Why a person should look before applying (a guessed name, a cluster spanning two roles).
        public var review: [String] = []
        public var sites: [Site] = []
    }

    public struct Site: Equatable, Sendable {
        public var path: String
        public var line: Int
        public var column: Int
        /// Half-open UTF-8 byte offsets of `text` in the file.
        public var start: Int
        public var end: Int
        /// The exact source text replaced; a file whose bytes there differ is not touched at this site.
        public var text: String
        public var language: Language
        public var type: SiteType
        public var role: TokenRole?
    }
}

/// What a site's expression is, which decides how the token is written there.
public enum SiteType: String, CaseIterable, Sendable {
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
public struct TokenTarget: Equatable, Sendable {
    public enum Format: String, CaseIterable, Sendable {
        /// An Xcode `.xcassets` folder: one `NAME.colorset/Contents.json` per token, Any and Dark appearances.
        case assetCatalog
        /// An Android `res` folder: `values/colors.xml`, dark values in `values-night/colors.xml`.
        case androidResources
    }

    public var format: Format
    /// The `.xcassets` or `res` folder, relative to the plan file's folder.
    public var path: String

    public init(format: Format, path: String) {
        self.format = format
        self.path = path
    }
}
