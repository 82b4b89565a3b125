/// Where the token catalog comes from besides `tokens`, and how fixes pick a token.
/// Config keys `tokenSources` and `fixes`; each member not given keeps its default.
package struct TokenSourceSettings: Hashable, Sendable {
    /// Read `*.xcassets/**/NAME.colorset` in the linted folders.
    package var assetCatalogs = true
    /// The Swift expression for an asset colour; `{name}` is the colour set's name.
    package var assetExpression = "Color(\"{name}\")"
    /// Read `res/values/colors.xml` and `res/values-night/colors.xml` in the linted folders.
    package var androidResources = true
    /// The Kotlin expression for a colour resource; `{name}` is the resource name.
    package var androidExpression = "colorResource(R.color.{name})"
    /// Turn colour declarations in `paletteFiles` into tokens named after the declaration.
    package var paletteDeclarations = true
    /// W3C Design Tokens (DTCG) files, relative to the config file's folder.
    package var designTokens: [DesignTokenFile] = []

    package init() {}

    var json: JSONValue {
        .object([
            ("assetCatalogs", .bool(assetCatalogs)),
            ("assetExpression", .string(assetExpression)),
            ("androidResources", .bool(androidResources)),
            ("androidExpression", .string(androidExpression)),
            ("paletteDeclarations", .bool(paletteDeclarations)),
            ("designTokens", .array(designTokens.map(\.json))),
        ])
    }
}

/// One DTCG token file: light values, optional dark values in a second file, and the expressions
/// to write (`{name}` is the token path in lowerCamelCase, `{path}` the dotted path).
package struct DesignTokenFile: Hashable, Sendable {
    package var file: String
    package var darkFile: String?
    package var swift: String?
    package var kotlin: String?

    package init(file: String, darkFile: String? = nil, swift: String? = nil, kotlin: String? = nil) {
        self.file = file
        self.darkFile = darkFile
        self.swift = swift
        self.kotlin = kotlin
    }

    var json: JSONValue {
        var members: [(key: String, value: JSONValue)] = [("file", .string(file))]
        if let darkFile { members.append(("darkFile", .string(darkFile))) }
        if let swift { members.append(("swift", .string(swift))) }
        if let kotlin { members.append(("kotlin", .string(kotlin))) }
        return .object(members)
    }
}

/// How fixes choose a token for a colour no token matches exactly.
package struct FixSettings: Hashable, Sendable {
    /// The largest perceptual difference for which the nearest token is suggested (an unsafe fix).
    package var maxDeltaE = 2.0
    /// `ciede2000` or `oklab` (OKLab distance × 100).
    package var distance = ColorDistance.ciede2000

    package init() {}

    var json: JSONValue {
        .object([("maxDeltaE", .number(maxDeltaE)), ("distance", .string(distance.rawValue))])
    }
}
