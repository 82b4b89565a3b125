/// The colour-site model's state for one file: its two settings and what its checks remember per
/// file. It lives in the file's `FileContext.colorSiteSlot`, created on first ask, so `Structure/`
/// holds none of it and a file no colour check reads allocates nothing.
final class ColorSiteState {
    /// See `FileContext.namedConstantsAreDefinitions`.
    var namedConstantsAreDefinitions = true
    /// See `FileContext.reportsBlackAndWhite`.
    var reportsBlackAndWhite = false
    /// See `FileContext.appForcesDarkAppearance`; the provider, when set, answers on first ask.
    var appForcesDarkAppearance = false
    var appForcesDarkProvider: (() -> Bool)?
    /// See `FileContext.projectColors`: asked only when a finding needs it, then kept.
    var projectColorsProvider: (() -> ProjectColorFacts?)?
    var projectColors: ProjectColorFacts?
    /// See `FileContext.askedBeforeProjectColorsWereKnown`.
    var askedBeforeProjectColorsWereKnown = false

    /// Per call site of an opener, whether it only masks.
    var maskOnlyCalls: [Int: Bool] = [:]
    /// Per call site of an opener, whether it takes a light and a dark colour.
    var adaptiveCalls: [Int: Bool] = [:]
    /// Per call site of an opener, whether its arguments name a theme attribute or an asset.
    var lookupArgumentCalls: [Int: Bool] = [:]
    /// `isThemedView`, by the name (`nameKey`): every assignment to `view.x` asked it of all of `view`'s uses.
    var themedViewNames: [Int: Bool] = [:]
    /// `isConversionFallback`, per function by its brace: whether one of its returns builds a colour from a value.
    var conversionFunctions: [Int: Bool] = [:]
    /// `isMeasuredFlag`, per function and name: where the name is first declared in it, and whether its value measures brightness.
    var flagDeclarations: [ScopedName: (position: Int, measures: Bool)] = [:]
    /// `memberAssignments`, by receiver (as `scope`) and property: every `receiver.property = value` in the file.
    var memberAssignments: [ScopedName: [(member: Int, first: Int, last: Int)]] = [:]
    /// Per call site of an opener, whether it labels three or more arguments with scheme roles.
    var schemeRoleCalls: [Int: Bool] = [:]
    /// Scopes, by id, that hold three or more hardcoded colours (`isDrawnArt`).
    var manyColorScopes: [Int: Bool] = [:]
    /// Per function, by its brace, whether it draws a loaded image under a black scrim.
    var scrimmedImageScopes: [Int: Bool] = [:]
    /// Per type or function, by scope id, whether its doc comment says it is for debugging only.
    var debugDocumentedScopes: [Int: Bool] = [:]
    /// See `FileContext.hardcodedColorConstantNames`.
    var hardcodedColorConstantNames: Set<String>?
    /// Per block, by scope id, the names it gives a text shadow (`isShadowedText`).
    var shadowedNames: [Int: Set<String>] = [:]
    /// `ownFunctionDrawsMask`, by the callee's name (`nameKey`): whether a function of the file so named draws a mask.
    var maskHelperNames: [Int: Bool] = [:]
    /// `isStateColorOfDisabledControl`, per call site of an opener: whether it passes `enabled = false`.
    var disabledControlCalls: [Int: Bool] = [:]
    /// `isThemeChoiceSwatch`, per call site of an opener: whether its arguments or trailing closure set the theme.
    var themeSettingCalls: [Int: Bool] = [:]
    /// `isDrawnIntoTemplateImage`, per function by its brace: whether it draws into an image it (or a caller) marks template.
    var templateDrawingFunctions: [Int: Bool] = [:]
    /// The per-file facts of `FileFacts.swift`, each computed on first ask.
    var fileFactMemos: [FileContext.FileFact: Bool] = [:]

    /// The file's path as bytes, and where its last component, the file's name, lies in them.
    var pathBytes: [UInt8]?
    var fileNameRange: ByteRange?

    // What the `FileContext` properties of the same names compute on first ask.
    var isDefinitionFile: Bool?
    var colorDefinitions: ColorDefinitions?
    var mentionsMeasuredBrightness: Bool?
    var colorPickerBindings: Set<String>?
    var namesAssignedToMask: Set<String>?
    var paletteTypeScopes: Set<Int>?
    var ownPresetNamesByScope: [Int: Set<String>]?
}

extension FileContext {
    /// This file's colour-site state, created on first ask.
    var colorSite: ColorSiteState {
        if let slot = colorSiteSlot { return unsafeDowncast(slot, to: ColorSiteState.self) }
        let state = ColorSiteState()
        colorSiteSlot = state
        return state
    }

    /// The state if a check or a setting has created it; reading a setting never creates it.
    private var colorSiteIfCreated: ColorSiteState? {
        colorSiteSlot.map { unsafeDowncast($0, to: ColorSiteState.self) }
    }

    /// Whether a colour named once as a constant at file or type level is a definition (the lint's
    /// view) or a hardcoded colour (the audit's and migration's); see `isNamedColorConstant`.
    package var namedConstantsAreDefinitions: Bool {
        get { colorSiteIfCreated?.namedConstantsAreDefinitions ?? true }
        set { if newValue != namedConstantsAreDefinitions { colorSite.namedConstantsAreDefinitions = newValue } }
    }

    /// Whether pure white and black are reported in every spelling (`direct-palette-reference`'s
    /// `reportBlackAndWhite` or `reportFixedContrast`); see `isQuietBlackOrWhite`.
    package var reportsBlackAndWhite: Bool {
        get { colorSiteIfCreated?.reportsBlackAndWhite ?? false }
        set { if newValue != reportsBlackAndWhite { colorSite.reportsBlackAndWhite = newValue } }
    }

    /// Whether the app forces dark mode on every window (`AppAppearance.forcesDark`): every surface is dark.
    package var appForcesDarkAppearance: Bool {
        get {
            guard let state = colorSiteIfCreated else { return false }
            if let provider = state.appForcesDarkProvider {
                state.appForcesDarkAppearance = provider()
                state.appForcesDarkProvider = nil
            }
            return state.appForcesDarkAppearance
        }
        set {
            colorSiteIfCreated?.appForcesDarkProvider = nil
            if newValue != appForcesDarkAppearance { colorSite.appForcesDarkAppearance = newValue }
        }
    }

    /// Where `appForcesDarkAppearance` comes from while the engine is still reading the app's setup
    /// files: asked (and waited for) only by a check that needs it, which few files reach.
    package var appForcesDarkProvider: (() -> Bool)? {
        get { colorSiteIfCreated?.appForcesDarkProvider }
        set { colorSite.appForcesDarkProvider = newValue }
    }

    /// What the project's token catalog tells about its colours (see `ProjectColorFacts`), from a
    /// provider the engine sets. It answers nil while the catalog is still loading: the lint goes on
    /// without the facts, and the engine lints the file again once they are known
    /// (`askedBeforeProjectColorsWereKnown`). Most files never ask.
    package var projectColorsProvider: (() -> ProjectColorFacts?)? {
        get { colorSiteIfCreated?.projectColorsProvider }
        set { colorSite.projectColorsProvider = newValue }
    }

    /// Whether a check asked for the project's colours before the catalog had loaded: what it decided
    /// may change once it has.
    package var askedBeforeProjectColorsWereKnown: Bool { colorSiteIfCreated?.askedBeforeProjectColorsWereKnown ?? false }

    /// The facts, or nil when they are not known yet (the file is then linted again). Without a
    /// catalog (a provider was never set) there are none.
    package var projectColors: ProjectColorFacts? {
        let state = colorSite
        if let known = state.projectColors { return known }
        guard let provider = state.projectColorsProvider else { return ProjectColorFacts() }
        guard let facts = provider() else {
            state.askedBeforeProjectColorsWereKnown = true
            return nil
        }
        state.projectColors = facts
        return facts
    }

    /// The names of the project's colours that are dark surfaces in both appearances, or nil while unknown.
    var fixedDarkColorNames: Set<String>? { projectColors?.fixedDarkNames }

    /// The file's path as bytes: for the per-file facts that read the path (pickers, media, artwork, maps).
    var pathBytes: [UInt8] {
        let state = colorSite
        if let known = state.pathBytes { return known }
        let bytes = Array(file.path.utf8)
        state.pathBytes = bytes
        return bytes
    }

    /// Where the file's name, the last component of `pathBytes`, lies in them.
    var fileNameRange: ByteRange {
        let state = colorSite
        if let known = state.fileNameRange { return known }
        let path = pathBytes
        let range = ByteRange((path.lastIndex(of: UInt8(ascii: "/")) ?? -1) + 1, path.count)
        state.fileNameRange = range
        return range
    }
}

/// A name within a scope, for memos: the scope by its opening brace, the name by `nameKey(of:)`.
struct ScopedName: Hashable {
    var scope: Int
    var name: Int
}
