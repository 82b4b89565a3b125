/// How strongly an expression reads as a colour.
package enum ColorValueKind: Sendable {
    /// Certainly a colour: a constructor, `Color.x`, a colour token chain, a colour-named variable.
    case color
    /// A colour only in a colour context: an implicit member such as `.black` (also a font weight).
    case implicitColor
    /// Another implicit member chain (`.lumo.iconPrimary`): a colour only in a colour context.
    case implicitMember
    /// A whole theme or scheme (`DarkTheme()`, `darkColorScheme(…)`): choosing one is the right pattern.
    case wholeTheme
    case other
}

/// Recognising colour-valued expressions and colour contexts from tokens.
package enum ColorExpressions {
    /// Whether the expression starting at `p` begins with a colour value (`Color(`, `UIColor.red`,
    /// `#colorLiteral(`, `.blue`). Cheap; used to spot palette declarations.
    package static func startsColorValue(_ ctx: FileContext, _ p: Int) -> Bool {
        switch ctx.kind(p) {
        case .identifier:
            guard ctx.isColorTypeToken(p) else { return false }
            let next = ctx.kind(p + 1)
            return next == .leftParen || next == .dot || next == .leftBrace
        case .pound:
            return ctx.is(p, "#colorLiteral")
        case .dot:
            guard ctx.language == .swift, ctx.isIdentifier(p + 1) else { return false }
            let name = ctx.text(p + 1)
            return ColorVocabulary.swiftPaletteMembers.contains(name) || ColorVocabulary.swiftAdaptiveMembers.contains(name)
        default:
            return false
        }
    }

    /// Classifies the expression `first…last` (a branch of a conditional).
    package static func classify(_ ctx: FileContext, first: Int, last: Int) -> ColorValueKind {
        guard first <= last else { return .other }
        var p = first
        // Look through `return`, `try`, `!`, parentheses.
        while p < last && (ctx.is(p, "return") || ctx.kind(p) == .leftParen && ctx.partnerOf(p) == last) { p += 1 }
        switch ctx.kind(p) {
        case .pound:
            return ctx.is(p, "#colorLiteral") ? .color : .other
        case .stringOpen:
            // `"#353535"`: a whole hex colour string (`Color.parseColor(if (isDark) "#353535" else "#FFFFFF")`).
            guard let string = ctx.plainString(at: p), string.close == last else { return .other }
            return HexColorText.isHexColor(string.value, requireHash: true) ? .color : .other
        case .dot:
            guard ctx.isImplicitMemberDot(p), ctx.isIdentifier(p + 1) else { return .other }
            let name = ctx.text(p + 1)
            if ColorVocabulary.swiftPaletteMembers.contains(name) || ColorVocabulary.swiftAdaptiveMembers.contains(name) {
                return .implicitColor
            }
            // `.lumo.iconPrimary`: a token namespace reached through an implicit member.
            if ctx.kind(p + 2) == .dot && ctx.isIdentifier(p + 3) {
                return classifyChain(ctx.memberChain(startingAt: p + 1).names, isCall: false) == .wholeTheme ? .wholeTheme : .implicitMember
            }
            // `.brandInk`: the project's own colour, where a colour goes. Not a call (`.font(.body)`),
            // a material or a visibility.
            if ctx.kind(p + 2) == .leftParen || name.hasSuffix("Material") || notColorMembers.contains(name) { return .other }
            return .implicitMember
        case .identifier, .backtickIdentifier:
            let chain = ctx.memberChain(startingAt: p)
            let kind = classifyChain(chain.names, isCall: ctx.kind(chain.end + 1) == .leftParen || ctx.kind(chain.end + 1) == .leftBrace)
            // `darkOverlay`, `darkOverlay.opacity(0.5)`: a name the file gives a hardcoded colour.
            if kind == .other && ctx.kind(p) == .identifier && (chain.names.count == 1 || colorAdjustments.contains(chain.names[1]))
                && ctx.hardcodedColorConstantNames.contains(chain.names[0]) {
                return .color
            }
            return kind
        case .leftBracket:
            // `[darkBase.opacity(0.5), .clear]`: a gradient's colours, judged by their elements.
            let close = ctx.partnerOf(p)
            guard close == last else { return .other }
            var kinds: [ColorValueKind] = []
            var start = p + 1
            var q = p + 1
            while q <= close && kinds.count < 16 {
                if q == close || ctx.kind(q) == .comma {
                    if start < q { kinds.append(classify(ctx, first: start, last: q - 1)) }
                    start = q + 1
                    q += 1
                    continue
                }
                let other = ctx.partnerOf(q)
                q = other > q ? other + 1 : q + 1
            }
            if kinds.contains(.wholeTheme) { return .wholeTheme }
            if kinds.contains(.color) { return .color }
            return !kinds.isEmpty && kinds.allSatisfy { $0 == .implicitColor } ? .implicitColor : .other
        default:
            return .other
        }
    }

    /// Calls that change a colour's alpha or form, not which colour it is.
    static let colorAdjustments: Set<String> = ["opacity", "withAlphaComponent", "withAlpha", "copy", "cgColor"]

    /// Implicit members that many style parameters share with colours: never a colour of their own.
    private static let notColorMembers: Set<String> = ["none", "automatic", "hidden", "visible", "never", "always", "default"]

    static func classifyChain(_ names: [String], isCall: Bool) -> ColorValueKind {
        // `darkBaseColor.opacity(0.5)`, `accent.cgColor`: the colour being adjusted.
        if names.count >= 2, let last = names.last, colorAdjustments.contains(last) {
            return classifyChain(Array(names.dropLast()), isCall: false)
        }
        guard let last = names.last else { return .other }
        let lowerLast = last.lowercased()
        // Judge a name by its last word: `darkThemeTint` is a colour, `COLOR_SCHEME_DARK` and
        // `DarkColorScheme` a whole scheme, `DarkTheme` a whole theme.
        let lastWord = NameWords.lastWord(last)
        if ColorVocabulary.colorNameLastWords.contains(lastWord) { return .color }
        if ColorVocabulary.isWholeThemeName(last) || lowerLast.containsBytes("scheme") || lowerLast.containsBytes("theme") { return .wholeTheme }
        // `Themes.dark.palette`, `DarkColors.colors`: a whole palette.
        if lowerLast == "palette" || lowerLast == "colors" || lowerLast == "colours" { return .wholeTheme }
        if names.count >= 2, last == "dark" || last == "light" || last == "Dark" || last == "Light",
           ColorVocabulary.isWholeThemeName(names[names.count - 2]) {
            return .wholeTheme
        }
        // A chain through a colour type or a colour namespace: `Color.white`, `theme.colors.primary`.
        for name in names {
            if ColorVocabulary.isColorTypeName(name) { return .color }
            let lower = name.lowercased()
            if lower == "colors" || lower == "colours" || lower == "palette" || lower == "colorscheme" && name != last {
                return .color
            }
        }
        if names.count == 1 && !isCall && ColorVocabulary.isColorName(last) { return .color }
        if names.count > 1 && ColorVocabulary.isColorName(last) { return .color }
        return .other
    }

    /// `.init(color: .black.opacity(0.8), location: 1)` in a gradient's `stops: [...]`: a `Gradient.Stop`.
    static func isGradientStop(_ ctx: FileContext, _ call: CallSite) -> Bool {
        guard call.name == "init", let bracket = ctx.enclosingOpenBracket(before: call.start), ctx.kind(bracket - 1) == .colon,
              ctx.is(bracket - 2, "stops"), let open = ctx.enclosingOpenParen(before: bracket - 2),
              let gradient = ctx.call(openingAt: open) else { return false }
        return gradientNames.contains(gradient.name)
    }

    /// SwiftUI gradients, whose `colors:` arrays hold nothing but colours.
    private static let gradientNames: Set<String> = [
        "Gradient", "LinearGradient", "RadialGradient", "AngularGradient", "EllipticalGradient",
        "linearGradient", "radialGradient", "angularGradient", "ellipticalGradient", "conicGradient",
    ]

    /// Whether an expression starting at `start` is where a colour goes: the argument of a colour
    /// modifier or constructor, a colour-labelled argument, an assignment to a colour-named or
    /// colour-typed variable, or the body of a computed property or function returning a colour.
    package static func isColorContext(_ ctx: FileContext, expressionStart start: Int) -> Bool {
        // `isOn ? .white : .black`, `color ?? .black`: the whole expression's place decides.
        if ctx.language == .swift, let whole = ctx.enclosingChoiceStart(of: start), whole < start {
            return isColorContext(ctx, expressionStart: whole)
        }
        let before = start - 1
        // Labelled argument `color: x`, trusted only when the callee is a known modifier or a named
        // type or function: in `.unsignedDevice(color: .red)` the parameter is often the project's own enum.
        if ctx.kind(before) == .colon && ctx.isIdentifier(before - 1) && ctx.language == .swift {
            if ColorVocabulary.isColorName(ctx.text(before - 1)) {
                guard let open = ctx.enclosingOpenParen(before: before - 1), let call = ctx.call(openingAt: open) else { return false }
                if ColorVocabulary.swiftColorModifiers.contains(call.name) || call.name == "shadow" { return true }
                let isImplicitCall = ctx.kind(call.start - 1) == .dot && ctx.isImplicitMemberDot(call.start - 1)
                if call.name == "init" || isImplicitCall { return isGradientStop(ctx, call) }
                return true
            }
            // A type annotation `let x: Color` is not a label; fall through to the paren check.
        }
        // An arm of a Swift 5.9 `switch` expression (`case .error: .red`) in a property or function
        // that returns a colour: the arm's value is what it returns.
        if ctx.kind(before) == .colon && ctx.language == .swift && endsCaseLabel(ctx, colon: before) {
            return returnsColor(ctx, at: start)
        }
        if ctx.isOperator(before, "=") && ctx.isIdentifier(before - 1) {
            // `var state: SColor = .orange`: a declared type decides. The app's own palette enum
            // (`SColor`, `BrandColor`) has a case `.orange`, which is not `UIColor.orange`.
            if ctx.kind(before - 2) == .colon && ctx.language == .swift {
                return ColorVocabulary.swiftColorTypes.contains(ctx.text(before - 1)) || ctx.is(before - 1, "ShapeStyle")
            }
            let name = ctx.text(before - 1)
            if ColorVocabulary.isColorName(name) || ColorVocabulary.isColorTypeName(name) { return true }
            if ctx.language == .kotlin, let open = ctx.enclosingOpenParen(before: before - 1), ctx.call(openingAt: open) != nil {
                return false  // a Kotlin named argument whose name is not colour-named
            }
            return false
        }
        if let open = ctx.enclosingOpenParen(before: start), let call = ctx.call(openingAt: open) {
            if ColorVocabulary.swiftColorModifiers.contains(call.name) || ColorVocabulary.isColorTypeName(call.name) {
                return true
            }
            return false
        }
        if ctx.kind(before) == .leftBrace || ctx.is(before, "return") {
            return returnsColor(ctx, at: start)
        }
        // An element of a gradient's `colors: [.black, .clear]` or a symbol's `paletteColors: [.red]`.
        if ctx.language == .swift, ctx.kind(before) == .leftBracket || ctx.kind(before) == .comma,
           let bracket = ctx.enclosingOpenBracket(before: start), ctx.kind(bracket - 1) == .colon,
           let open = ctx.enclosingOpenParen(before: bracket - 2), let call = ctx.call(openingAt: open) {
            if ctx.is(bracket - 2, "colors") { return gradientNames.contains(call.name) }
            if ctx.is(bracket - 2, "paletteColors") { return call.name == "SymbolConfiguration" }
        }
        return false
    }

    /// Whether the `:` at `colon` ends a `case …:` or `default:` label on its line.
    static func endsCaseLabel(_ ctx: FileContext, colon: Int) -> Bool {
        var q = colon - 1
        while q >= 0 && q > colon - 40 {
            if ctx.is(q, "case") || ctx.is(q, "default") { return true }
            switch ctx.kind(q) {
            case .leftBrace, .rightBrace, .semicolon, .operator, .colon: return false
            default: break
            }
            if ctx.hasNewlineBefore(q) { return false }
            q -= 1
        }
        return false
    }

    /// Whether the function or computed property around `p` is declared to return a colour.
    static func returnsColor(_ ctx: FileContext, at p: Int) -> Bool {
        guard let scope = ctx.scopes.enclosing(at: p, kinds: [.property, .function]) else { return false }
        var q = Int(scope.keyword) + 1
        while q < Int(scope.open) {
            if ctx.isIdentifier(q) && ColorVocabulary.isColorTypeName(ctx.text(q)) { return true }
            q += 1
        }
        return false
    }
}
