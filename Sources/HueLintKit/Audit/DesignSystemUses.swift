/// How a colour use goes through the design system.
package enum DesignSystemKind: String, Sendable, CaseIterable {
    /// A catalog token by its member name: `Color.surface`, `.textPrimary`, `AppColors.brand`.
    case token
    /// A named asset colour: `Color("Brand")`, `UIColor(named: "Brand")`, `NSColor(named: "Brand")`.
    case asset
    /// A platform semantic colour: `Color(.label)`, `.systemBackground`, `UIColor.separator`, `Color.primary`.
    case system
    /// An Android colour resource: `R.color.x` (in `colorResource(R.color.x)`, `getColor(R.color.x)`, …).
    case resource
    /// A theme colour: Compose `MaterialTheme.colorScheme.x`, `MaterialTheme.colors.x`; a View-system
    /// theme attribute `R.attr.x` (`MaterialColors.getColor(view, R.attr.colorSurface)`, `getColorFromAttr`).
    case theme
}

/// One design-system colour use in a file: where it starts (a byte offset) and how it is written.
struct DesignSystemSite: Sendable {
    var offset: Int
    var kind: DesignSystemKind
}

/// Finds design-system colour uses from the token index's lists (`(` and `.` tokens), never by
/// scanning text. A site is counted once: `Color(.label)` is one `system` use at `.label`;
/// `Color("X")` is one `asset` use at `Color`.
struct DesignSystemUses: Sendable {
    /// Member names of catalog tokens per language, with the name before the last dot
    /// (`Color.surface` → "surface" qualified by "Color"); nil qualifier for a bare `.name`.
    private var swiftTokens: [String: Set<String>] = [:]
    private var kotlinTokens: [String: Set<String>] = [:]
    private var tokenNameLengths: Set<Int> = []
    /// Token namespaces the catalog cannot see (`--design-system lumo,LumoTheme.colors`),
    /// each split on `.`: a member read from one is a `token` use.
    private var namespaces: [[String]] = []
    private var namespaceLengths: Set<Int> = []

    /// UIKit/AppKit/SwiftUI semantic colours, read as implicit members or after a colour type.
    static let systemNames: Set<String> = [
        "label", "secondaryLabel", "tertiaryLabel", "quaternaryLabel", "placeholderText", "link",
        "separator", "opaqueSeparator", "systemBackground", "secondarySystemBackground", "tertiarySystemBackground",
        "systemGroupedBackground", "secondarySystemGroupedBackground", "tertiarySystemGroupedBackground",
        "systemFill", "secondarySystemFill", "tertiarySystemFill", "quaternarySystemFill",
        "labelColor", "secondaryLabelColor", "tertiaryLabelColor", "quaternaryLabelColor", "textColor",
        "textBackgroundColor", "windowBackgroundColor", "controlBackgroundColor", "controlColor", "controlTextColor",
        "separatorColor", "gridColor", "selectedContentBackgroundColor", "controlAccentColor", "linkColor",
        "underPageBackgroundColor", "placeholderTextColor", "accentColor", "tintColor",
    ]
    /// Names that are semantic only when written after a colour type (`Color.primary`): as implicit
    /// members they are as often styles, weights or enum cases.
    static let qualifiedSystemNames: Set<String> = ["primary", "secondary", "tertiary", "quaternary"]
    static let colorTypes = ColorVocabulary.uiFrameworkColorTypes

    init(catalog: TokenCatalog, namespaces: [String] = []) {
        self.namespaces = namespaces.map { $0.split(separator: ".").map(String.init) }.filter { !$0.isEmpty }
        namespaceLengths = Set(self.namespaces.map { $0.last!.utf8.count })
        for token in catalog.tokens {
            if let swift = token.swift, let (name, qualifier) = Self.member(swift) { swiftTokens[name, default: []].insert(qualifier) }
            if let kotlin = token.kotlin, let (name, qualifier) = Self.member(kotlin) { kotlinTokens[name, default: []].insert(qualifier) }
            // Xcode's generated asset symbols: colour set `Brand Blue` is `Color.brandBlue`, `UIColor.brandBlue`,
            // `NSColor.brandBlue`, and `.brandBlue` where a colour goes.
            if token.source.hasSuffix(".colorset"), let symbol = Self.generatedSymbol(token.name) {
                swiftTokens[symbol, default: []].formUnion(ColorVocabulary.uiFrameworkColorTypes.union([""]))
            }
        }
        tokenNameLengths = Set((Array(swiftTokens.keys) + Array(kotlinTokens.keys)).map(\.utf8.count))
    }

    /// The symbol Xcode generates for an asset name: words joined in lower camel case
    /// (`TextPrimary` → `textPrimary`, `brand-blue` → `brandBlue`, `Slate` → `slate`).
    static func generatedSymbol(_ name: String) -> String? {
        var words: [String] = []
        var current = ""
        for scalar in name.unicodeScalars {
            if scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                current.unicodeScalars.append(scalar)
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        guard let first = words.first, let head = first.first, !head.isNumber else { return nil }
        let rest = words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }
        return first.prefix(1).lowercased() + first.dropFirst() + rest.joined()
    }

    /// `A.b.c` → ("c", "b"); `.c` → ("c", ""); nil for calls and anything but a dotted name.
    static func member(_ expression: String) -> (String, String)? {
        let parts = expression.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard parts.count >= 2, let name = parts.last, !name.isEmpty,
              parts.allSatisfy({ $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } }),
              parts.dropFirst().allSatisfy({ !$0.isEmpty }) else { return nil }
        return (name, parts[parts.count - 2])
    }

    /// Every design-system site of the file, in offset order.
    package func sites(in ctx: FileContext) -> [DesignSystemSite] {
        var sites: [DesignSystemSite] = []
        let swift = ctx.language == .swift
        if swift {
            for open in ctx.index.parens {
                let open = Int(open)
                guard let callee = ctx.calleeName(beforeParen: open) else { continue }
                // `Color("Brand")`, `UIColor(named: "Brand")`; `Color(uiColor: UIColor(named:))` counts the inner call.
                if ctx.is(callee, "Color") && ctx.kind(open + 1) == .stringOpen
                    || (ctx.is(callee, "UIColor") || ctx.is(callee, "NSColor")) && ctx.is(open + 1, "named") && ctx.kind(open + 2) == .colon {
                    sites.append(DesignSystemSite(offset: Int(ctx.token(callee).start), kind: .asset))
                }
            }
        }
        let tokens = swift ? swiftTokens : kotlinTokens
        for dot in ctx.index.dots {
            let dot = Int(dot)
            guard ctx.isIdentifier(dot + 1) else { continue }
            let before = dot - 1
            let qualifier = ctx.isIdentifier(before) && !ctx.isImplicitMemberDot(dot) ? before : nil
            // `R.color.x`: counted at the dot before `color`.
            if let qualifier, ctx.is(qualifier, "R"), ctx.is(dot + 1, "color"), ctx.kind(dot + 2) == .dot, ctx.isIdentifier(dot + 3) {
                sites.append(DesignSystemSite(offset: Int(ctx.token(qualifier).start), kind: .resource))
                continue
            }
            // `R.attr.colorSurface`, `android.R.attr.textColorPrimary`: a theme attribute.
            if !swift, let qualifier, ctx.is(qualifier, "R"), ctx.is(dot + 1, "attr"), ctx.kind(dot + 2) == .dot, ctx.isIdentifier(dot + 3) {
                sites.append(DesignSystemSite(offset: Int(ctx.token(qualifier).start), kind: .theme))
                continue
            }
            if !swift, let qualifier, ctx.is(qualifier, "MaterialTheme"), ctx.is(dot + 1, "colorScheme") || ctx.is(dot + 1, "colors"),
               ctx.kind(dot + 2) == .dot, ctx.isIdentifier(dot + 3) {
                sites.append(DesignSystemSite(offset: Int(ctx.token(qualifier).start), kind: .theme))
                continue
            }
            // `LumoTheme.colors.textPrimary`, `.lumo.textPrimary`: counted at the member's dot.
            if let qualifier, namespaceLengths.contains(Int(ctx.token(qualifier).length)), isInNamespace(ctx, qualifier) {
                sites.append(DesignSystemSite(offset: Int(ctx.token(dot).start), kind: .token))
                continue
            }
            let length = Int(ctx.token(dot + 1).length)
            // Most dots name neither a token nor a system colour: decide by length before making a string.
            guard length >= 4 else { continue }
            let name = ctx.text(dot + 1)
            let qualifierName = qualifier.map { ctx.text($0) }
            if tokenNameLengths.contains(length), let qualifiers = tokens[name] {
                if let qualifierName, qualifiers.contains(qualifierName) || qualifierName == "Color" && qualifiers.contains("") {
                    sites.append(DesignSystemSite(offset: Int(ctx.token(before).start), kind: .token))
                    continue
                }
                if qualifier == nil && swift && ctx.isImplicitMemberDot(dot) {
                    sites.append(DesignSystemSite(offset: Int(ctx.token(dot).start), kind: .token))
                    continue
                }
            }
            guard swift else { continue }
            let colorQualified = qualifierName.map(Self.colorTypes.contains) ?? false
            if Self.systemNames.contains(name) && (colorQualified || qualifier == nil && ctx.isImplicitMemberDot(dot))
                || Self.qualifiedSystemNames.contains(name) && colorQualified {
                sites.append(DesignSystemSite(offset: Int(ctx.token(qualifier ?? dot).start), kind: .system))
            }
        }
        return sites.sorted { $0.offset < $1.offset }
    }

    /// Whether the names ending at `last` (`LumoTheme` `.` `colors`) spell a configured namespace.
    private func isInNamespace(_ ctx: FileContext, _ last: Int) -> Bool {
        namespaces.contains { names in
            var p = last
            for (index, name) in names.reversed().enumerated() {
                if index > 0 {
                    guard ctx.kind(p + 1) == .dot, ctx.isIdentifier(p) else { return false }
                }
                guard ctx.isIdentifier(p), ctx.text(p) == name else { return false }
                p -= 2
            }
            return true
        }
    }
}
