/// Colours that adapt by themselves: system semantic colours, theme roles and asset colours. An
/// appearance check that chooses only among these picks between two tokens; it hardcodes nothing.
package enum SemanticColors {
    /// UIKit, AppKit and SwiftUI semantic colours, read as implicit members or after a colour type.
    /// Not `systemGray`, which stays one mid grey in both appearances.
    package static let systemNames: Set<String> = ColorVocabulary.swiftAdaptiveMembers
        .subtracting(ColorVocabulary.systemHueMembers)
        .subtracting(["primary", "secondary", "tertiary", "quaternary", "systemGray"])
        .union([
            "labelColor", "secondaryLabelColor", "tertiaryLabelColor", "quaternaryLabelColor", "textBackgroundColor",
            "controlColor", "controlTextColor", "separatorColor", "gridColor", "selectedContentBackgroundColor",
            "controlAccentColor", "linkColor", "underPageBackgroundColor", "placeholderTextColor", "tintColor",
        ])

    /// SwiftUI's hierarchical styles: semantic after a colour type (`Color.primary`) or where a colour
    /// goes; elsewhere, as implicit members, as often weights or enum cases.
    package static let qualifiedSystemNames: Set<String> = ["primary", "secondary", "tertiary", "quaternary"]

    /// Whether `first…last` is one semantic colour, with at most an alpha or form change:
    /// `.secondarySystemBackground`, `Color.primary`, `Color(.label)`, `NSColor.textBackgroundColor`,
    /// `Color("Surface")`, `UIColor(named: "Card")`, `MaterialTheme.colorScheme.onSurface.copy(alpha = 0.6f)`,
    /// `theme.colors.surface`.
    package static func isSemanticColor(_ ctx: FileContext, _ first: Int, _ last: Int) -> Bool {
        var first = first, last = last
        while first < last {
            if ctx.is(first, "return") { first += 1 } else if ctx.kind(first) == .leftParen && ctx.partnerOf(first) == last {
                first += 1
                last -= 1
            } else { break }
        }
        guard first <= last else { return false }
        let implicit = ctx.isImplicitMemberDot(first)
        guard let segments = chain(ctx, implicit ? first + 1 : first, last) else { return false }
        var core = segments[...]
        while core.count >= 2, let end = core.last, ColorExpressions.colorAdjustments.contains(ctx.text(end.name)) { core = core.dropLast() }
        let names = core.map { ctx.text($0.name) }
        // Callers ask where a colour goes, so implicit `.primary` is SwiftUI's hierarchical style here.
        if implicit {
            return names.count == 1 && core[core.startIndex].call < 0
                && (systemNames.contains(names[0]) || qualifiedSystemNames.contains(names[0]))
        }
        if ColorVocabulary.swiftColorTypes.contains(names[0]) {
            if names.count == 2 && core.allSatisfy({ $0.call < 0 }) {
                return systemNames.contains(names[1]) || qualifiedSystemNames.contains(names[1])
            }
            let open = core[core.startIndex].call
            return names.count == 1 && open >= 0 && isSemanticArgument(ctx, open + 1, ctx.partnerOf(open) - 1)
        }
        return isThemeRole(ctx, core, names)
    }

    /// `.label`, `uiColor: .systemBackground`, `"Surface"`, `named: "Card"`: the one argument of a
    /// colour type's initialiser that names a semantic or asset colour.
    private static func isSemanticArgument(_ ctx: FileContext, _ first: Int, _ last: Int) -> Bool {
        var p = first
        var label = ""
        if ctx.isIdentifier(p) && ctx.kind(p + 1) == .colon {
            label = ctx.text(p)
            p += 2
        }
        guard p <= last else { return false }
        // An asset named for its purpose (`"CardBackground"`), not for a hue or an appearance (`"BrandBlack"`, `"Night"`).
        if let string = ctx.plainString(at: p) {
            return (label.isEmpty || label == "named") && string.close == last && !string.value.isEmpty
                && !HexColorText.isHexColor(string.value, requireHash: false) && !namesHueOrAppearance(string.value)
        }
        return (label.isEmpty || label == "uiColor" || label == "nsColor") && isSemanticColor(ctx, p, last)
    }

    /// `MaterialTheme.colorScheme.surface`, `theme.colors.onBackground`: a role read from a theme's
    /// colour set, named for its purpose rather than its hue (`Colors.red`, `palette.gray90` are palette picks).
    private static func isThemeRole(_ ctx: FileContext, _ core: ArraySlice<Segment>, _ names: [String]) -> Bool {
        guard names.count >= 2, core.allSatisfy({ $0.call < 0 }), let role = names.last else { return false }
        let throughColorSet = names.dropLast().contains { name in
            let lower = name.lowercased()
            return lower == "colorscheme" || lower == "colors" || lower == "colours"
        }
        guard throughColorSet, !role.utf8.contains(where: { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else { return false }
        return !paletteNames.contains(role.lowercased()) && !namesHueOrAppearance(role)
    }

    /// Whether any word of a name is a hue or grey (`BrandBlack`, `gray_90`, `redBackground`) or one
    /// appearance (`Night`, `iconDarkBackground`, `textLight`): a fixed value either way, not a purpose.
    private static func namesHueOrAppearance(_ name: String) -> Bool {
        NameWords.splitAcronyms(name).contains {
            paletteNames.contains($0) || AppearanceVocabulary.darkNameWords.contains($0) || AppearanceVocabulary.lightNameWords.contains($0)
        }
    }

    /// Hue and grey names in any platform's spelling, lowercased (`red`, `darkgray`, `grey`).
    private static let paletteNames: Set<String> = Set(
        ColorVocabulary.swiftPaletteMembers.union(ColorVocabulary.composePaletteMembers)
            .union(ColorVocabulary.androidPaletteMembers).map { $0.lowercased() })

    private struct Segment {
        var name: Int
        /// The `(` of a call on this name, or -1.
        var call: Int
    }

    /// `a.b(…).c` from `first` to exactly `last`, as names with their calls; nil for anything else.
    private static func chain(_ ctx: FileContext, _ first: Int, _ last: Int) -> [Segment]? {
        var segments: [Segment] = []
        var p = first
        while true {
            guard p <= last, ctx.isIdentifier(p) else { return nil }
            var segment = Segment(name: p, call: -1)
            var end = p
            if p + 1 <= last && ctx.kind(p + 1) == .leftParen {
                let close = ctx.partnerOf(p + 1)
                guard close > p + 1, close <= last else { return nil }
                segment.call = p + 1
                end = close
            }
            segments.append(segment)
            if end == last { return segments }
            guard ctx.kind(end + 1) == .dot else { return nil }
            p = end + 2
        }
    }
}
