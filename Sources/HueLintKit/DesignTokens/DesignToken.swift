/// One design token: its name, how each language spells it, its colours and where it came from.
package struct DesignToken: Hashable, Sendable {
    package var name: String
    /// The Swift expression a fix writes, e.g. `Color.textPrimary`, `Color("TextPrimary")`.
    package var swift: String?
    /// The Kotlin expression a fix writes, e.g. `colorResource(R.color.text_primary)`.
    package var kotlin: String?
    /// The colour in the light (any) appearance.
    package var light: RGBA
    /// The dark-appearance colour, when the token adapts.
    package var dark: RGBA?
    package var role: TokenRole?
    /// Where it was defined: `.huelint.json`, `App/Assets.xcassets/TextPrimary.colorset`, `res/values/colors.xml`, `Theme/Tokens.swift:4`.
    package var source: String
    /// Where the dark value is defined, when not at `source` (a Compose `darkColorScheme(` beside the light one).
    package var darkSource: String?
    /// A UIKit/AppKit colour or an Android colour int rather than a SwiftUI/Compose `Color`.
    package var isPlatformType = false
    /// Declared `private`/`fileprivate`: listed and resolved, never written by a fix.
    package var isPrivate = false
    /// A member of the app's theme types (`struct LightColors: ThemeColors { let layer1 = … }` with its
    /// `DarkColors` twin), reached through an instance: the types' shared name (`Colors`). A fix spells
    /// it the way the file already reaches the theme's other members (`theme.colors.layer1`).
    package var themeGroup: String?

    package init(name: String, swift: String? = nil, kotlin: String? = nil, light: RGBA, dark: RGBA? = nil,
                role: TokenRole? = nil, source: String) {
        self.name = name
        self.swift = swift
        self.kotlin = kotlin
        self.light = light
        self.dark = dark
        self.role = role
        self.source = source
    }

    package func expression(for language: Language) -> String? {
        switch language {
        case .swift: return swift
        case .kotlin: return kotlin
        }
    }

    /// Whether both tokens are written the same way in some language (or neither names an expression).
    func isSpelledLike(_ other: DesignToken) -> Bool {
        if swift == nil && kotlin == nil && other.swift == nil && other.kotlin == nil { return true }
        return swift != nil && swift == other.swift || kotlin != nil && kotlin == other.kotlin
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
package struct TokenCatalog: Sendable {
    package private(set) var tokens: [DesignToken] = []
    /// Problems found loading the tokens, conflicts included (one warning per pair of files).
    package var warnings: [FileWarning] { plainWarnings + conflictWarnings }
    private var plainWarnings: [FileWarning] = []
    /// Definitions dropped for an earlier one with other values, in the order met.
    private var conflicts: [(dropped: DesignToken, kept: DesignToken)] = []
    /// Token indices by name: a linear search per added token made large generated palettes quadratic.
    private var indicesByName: [String: [Int]] = [:]

    package init(tokens: [DesignToken] = [], warnings: [FileWarning] = []) {
        plainWarnings = warnings
        for token in tokens { add(token) }
    }

    package var isEmpty: Bool { tokens.isEmpty }

    /// Every token called `name` (spelled in one or more ways).
    package func tokens(named name: String) -> [DesignToken] { indicesByName[name, default: []].map { tokens[$0] } }

    /// Adds a token. A second definition of a name with the same spelling in some language and the
    /// same values is a duplicate and dropped; one with different values is a conflict: the first
    /// definition wins and a warning names both places. Same-named tokens spelled differently
    /// (`DarkColorTokens.blue100`, `LightColorTokens.blue100`) are different tokens.
    package mutating func add(_ token: DesignToken) {
        let sameName = indicesByName[token.name, default: []].map { tokens[$0] }
        if let existing = sameName.first(where: { $0.isSpelledLike(token) }) {
            if !existing.hasSameValues(as: token) { conflicts.append((token, existing)) }
            return
        }
        indicesByName[token.name, default: []].append(tokens.count)
        tokens.append(token)
    }

    package mutating func warn(_ path: String, _ message: String) {
        plainWarnings.append(FileWarning(path: path, message: message))
    }

    /// One warning per pair of files, at the first conflicting definition: a generated palette
    /// redefined wholesale elsewhere gave hundreds of lines, one per token.
    private var conflictWarnings: [FileWarning] {
        var order: [String] = []
        var byFiles: [String: [(dropped: DesignToken, kept: DesignToken)]] = [:]
        for conflict in conflicts {
            let key = Self.file(of: conflict.dropped.source) + "\u{0}" + Self.file(of: conflict.kept.source)
            if byFiles[key] == nil { order.append(key) }
            byFiles[key, default: []].append(conflict)
        }
        return order.map { key in
            let group = byFiles[key]!
            let (token, existing) = group[0]
            var message = "token \"\(token.name)\" is \(Self.describe(token)) here but \(Self.describe(existing)) in \(existing.source)"
            if group.count > 1 {
                let more = group.count - 1
                message += ", and \(more) more token\(more == 1 ? "" : "s") of this file \(more == 1 ? "has" : "have") other values in "
                    + Self.file(of: existing.source)
            }
            return FileWarning(path: token.source, message: message + "; keeping the first")
        }
    }

    /// `Theme/Color.kt:12` → `Theme/Color.kt`; other sources are files or folders already.
    static func file(of source: String) -> String {
        let bytes = Array(source.utf8)
        guard let colon = bytes.lastIndex(of: UInt8(ascii: ":")), colon + 1 < bytes.count,
              bytes[(colon + 1)...].allSatisfy({ $0 &- UInt8(ascii: "0") < 10 }) else { return source }
        return String(decoding: bytes[..<colon], as: UTF8.self)
    }

    static func describe(_ token: DesignToken) -> String {
        token.dark.map { "\(token.light.hexString)/\($0.hexString)" } ?? token.light.hexString
    }
}
