/// A design token declared in config: its names in each language and its colours.
/// Parsed and validated now; the token catalog uses it later.
package struct TokenDefinition: Hashable, Sendable {
    package var name: String
    /// How Swift code spells it, e.g. `Color.textPrimary`.
    package var swift: String?
    /// How Kotlin code spells it, e.g. `AppTheme.colors.textPrimary`.
    package var kotlin: String?
    /// `#RGB`, `#RRGGBB` or `#RRGGBBAA`, as written in the config.
    package var light: String
    package var dark: String?
    /// One of `TokenDefinition.roles`.
    package var role: String?

    package init(name: String, swift: String? = nil, kotlin: String? = nil, light: String,
                dark: String? = nil, role: String? = nil) {
        self.name = name
        self.swift = swift
        self.kotlin = kotlin
        self.light = light
        self.dark = dark
        self.role = role
    }

    package static let roles = ["foreground", "background", "border", "accent"]

    /// Whether `text` is `#RGB`, `#RRGGBB` or `#RRGGBBAA`.
    package static func isValidColor(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard bytes.first == UInt8(ascii: "#"), [4, 7, 9].contains(bytes.count) else { return false }
        return bytes.dropFirst().allSatisfy { b in
            (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")) || (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "f"))
                || (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "F"))
        }
    }

    var json: JSONValue {
        var members: [(key: String, value: JSONValue)] = [("name", .string(name))]
        if let swift { members.append(("swift", .string(swift))) }
        if let kotlin { members.append(("kotlin", .string(kotlin))) }
        members.append(("light", .string(light)))
        if let dark { members.append(("dark", .string(dark))) }
        if let role { members.append(("role", .string(role))) }
        return .object(members)
    }
}

/// What one `rules` entry sets. Absent fields keep the value underneath.
struct RuleSetting: Sendable {
    var severity: ConfiguredSeverity?
    var options: [String: JSONValue] = [:]
}

/// One entry of `overrides`: files it applies to, the severities it sets there, and whether those
/// files are palette definitions.
struct ConfigOverride: Sendable {
    package var files: [String]
    var globs: GlobSet
    var rules: [String: ConfiguredSeverity]
    var paletteFile: Bool?

    init(files: [String], rules: [String: ConfiguredSeverity], paletteFile: Bool?) {
        self.files = files
        self.globs = GlobSet(files)
        self.rules = rules
        self.paletteFile = paletteFile
    }

    func json(ruleIDs: [String]) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = [("files", .array(files.map(JSONValue.string)))]
        let ruleMembers = ruleIDs.compactMap { id in rules[id].map { (key: id, value: JSONValue.string($0.name)) } }
        if !ruleMembers.isEmpty { members.append(("rules", .object(ruleMembers))) }
        if let paletteFile { members.append(("paletteFile", .bool(paletteFile))) }
        return .object(members)
    }
}

/// Everything one config file sets; nil or empty means "not mentioned, keep the default".
struct ConfigFile: Sendable {
    var include: [String]?
    var exclude: [String]?
    var paletteFiles: [String]?
    var paletteNamespaces: [String]?
    var reportNamedConstants: Bool?
    var reportSingleUseColors: Configuration.SingleUseColorPolicy?
    var rules: [String: RuleSetting] = [:]
    var overrides: [ConfigOverride]?
    var contexts: [FindingContext: ConfiguredSeverity] = [:]
    var tokens: [TokenDefinition]?
    var tokenSources: TokenSourceSettings?
    var fixes: FixSettings?
    var contrastPairs: [ContrastPair]?
}
