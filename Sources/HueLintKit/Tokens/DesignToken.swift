/// What a colour is for: used to choose between tokens that share a value.
public enum TokenRole: String, Sendable, CaseIterable {
    case foreground, background, border, accent
}

/// One design token: its name, how each language spells it, its colours and where it came from.
public struct DesignToken: Hashable, Sendable {
    public var name: String
    /// The Swift expression a fix writes, e.g. `Color.textPrimary`, `Color("TextPrimary")`.
    public var swift: String?
    /// The Kotlin expression a fix writes, e.g. `colorResource(R.color.text_primary)`.
    public var kotlin: String?
    /// The colour in the light (any) appearance.
    public var light: RGBA
    /// The dark-appearance colour, when the token adapts.
    public var dark: RGBA?
    public var role: TokenRole?
    /// Where it was defined: `.huelint.json`, `App/Assets.xcassets/TextPrimary.colorset`, `res/values/colors.xml`, `Theme/Tokens.swift:4`.
    public var source: String

    public init(name: String, swift: String? = nil, kotlin: String? = nil, light: RGBA, dark: RGBA? = nil,
                role: TokenRole? = nil, source: String) {
        self.name = name
        self.swift = swift
        self.kotlin = kotlin
        self.light = light
        self.dark = dark
        self.role = role
        self.source = source
    }

    public func expression(for language: Language) -> String? {
        switch language {
        case .swift: return swift
        case .kotlin: return kotlin
        }
    }

    /// Whether both tokens show the same colours in both appearances.
    func hasSameValues(as other: DesignToken) -> Bool {
        light.isSameColor(as: other.light) && (dark ?? light).isSameColor(as: other.dark ?? other.light)
    }

    /// Fills `{name}` in an expression template.
    static func expand(_ template: String, name: String) -> String {
        template.replacingBytes("{name}", with: name)
    }
}

/// Every token of a run, loaded once, with the problems found loading it.
public struct TokenCatalog: Sendable {
    public private(set) var tokens: [DesignToken] = []
    public private(set) var warnings: [FileWarning] = []
    /// Token indices by name: a linear search per added token made large generated palettes quadratic.
    private var indicesByName: [String: [Int]] = [:]

    public init(tokens: [DesignToken] = [], warnings: [FileWarning] = []) {
        self.warnings = warnings
        for token in tokens { add(token) }
    }

    public var isEmpty: Bool { tokens.isEmpty }

    /// Adds a token. A second definition of a name with the same expressions and values is a
    /// duplicate and dropped; one with different values is a conflict: the first definition wins
    /// and a warning names both places.
    public mutating func add(_ token: DesignToken) {
        let sameName = indicesByName[token.name, default: []].map { tokens[$0] }
        if let existing = sameName.first(where: { $0.swift == token.swift || $0.kotlin == token.kotlin }) {
            if !existing.hasSameValues(as: token) {
                warnings.append(FileWarning(path: token.source, message:
                    "token \"\(token.name)\" is \(Self.describe(token)) here but \(Self.describe(existing)) in \(existing.source); keeping the first"))
            }
            return
        }
        indicesByName[token.name, default: []].append(tokens.count)
        tokens.append(token)
    }

    public mutating func warn(_ path: String, _ message: String) {
        warnings.append(FileWarning(path: path, message: message))
    }

    static func describe(_ token: DesignToken) -> String {
        token.dark.map { "\(token.light.hexString)/\($0.hexString)" } ?? token.light.hexString
    }
}
