/// Where colours are defined rather than used: palette files by path or structure, the component
/// tier of a design system, colour extensions and palette types, and scheme builders. Colour rules
/// skip definitions (`skipsDefinitions`), and `colorPurpose(atOffset:)` names them.
extension FileContext {
    /// Whether colour rules should treat `offset` as part of a palette definition: a definition
    /// file, a colour extension or palette-named type, or the arguments of a Compose scheme builder.
    package func isInDefinition(offset: Int) -> Bool {
        isDefinitionFile || isDefinition(at: position(atOffset: offset), offset: offset)
    }

    func isDefinition(at p: Int, offset: Int) -> Bool {
        colorDefinitions.contains(scope: scopes.innermost(at: p), offset: offset) || isInsideSchemeBuilder(p)
    }

    /// The scopes and braceless declarations of the file that define colours, read on first ask.
    var colorDefinitions: ColorDefinitions {
        let state = colorSite
        if let known = state.colorDefinitions { return known }
        let value = ColorDefinitions(self)
        state.colorDefinitions = value
        return value
    }

    /// `darkTheme.labelColor = UIColor(white: 0.9, alpha: 1)`, `palette.accent = dynamicColor(…)`: a value
    /// given to a member of a theme or palette object (a name ending in `theme` or `palette`), which
    /// is how that theme is built.
    func isAssignedToThemeMember(_ p: Int) -> Bool {
        var start = p
        if !isOperator(start - 1, "="), let open = enclosingOpenParen(before: p), let call = callStart(openingAt: open) { start = call }
        guard isOperator(start - 1, "="), isIdentifier(start - 2), kind(start - 3) == .dot, isIdentifier(start - 4) else { return false }
        let receiver = range(start - 4)
        return bytes(receiver, endIgnoringCase: "theme") || bytes(receiver, endIgnoringCase: "palette")
    }

    /// Whether the conditional starting at `p` is the whole returned value of a function that takes the
    /// appearance as a parameter (`fun toIconColor(isDarkTheme: Boolean): Int { return if (isDarkTheme) … }`,
    /// `func tint(isDark: Bool) -> UIColor { isDark ? … : … }`, `fun ink(dark: Boolean) = if (dark) …`): the
    /// app's own adaptive colour, which callers reach by passing the appearance in.
    func returnsByAppearanceParameter(_ p: Int) -> Bool {
        var paramsClose = -1
        if let function = scopes.enclosing(at: p, kinds: [.function]),
           self.is(p - 1, "return") && Int(function.open) == p - 2 || kind(p - 1) == .leftBrace && Int(function.open) == p - 1 {
            var q = Int(function.open) - 1
            while q > Int(function.keyword) && kind(q) != .rightParen { q -= 1 }
            paramsClose = q
        } else if language == .kotlin && isOperator(p - 1, "=") {
            var q = p - 2
            while q > p - 12 && q > 0 && kind(q) != .rightParen && !isOperator(q, "=") { q -= 1 }
            paramsClose = q
        }
        guard paramsClose > 0, kind(paramsClose) == .rightParen else { return false }
        let open = partnerOf(paramsClose)
        guard open > 1, isIdentifier(open - 1),
              self.is(open - 2, "fun") || self.is(open - 2, "func") || kind(open - 2) == .dot && self.is(open - 4, "fun") else { return false }
        // A parameter named for the appearance (`isDarkTheme`, not `isHighlighted`) that the condition reads.
        for q in open + 1..<paramsClose where isIdentifier(q) && kind(q + 1) == .colon && (kind(q - 1) == .leftParen || kind(q - 1) == .comma
                                                                                          || isIdentifier(q - 1)) {
            guard NameWords.split(text(q)).contains(where: { $0 == "dark" || $0 == "light" || $0 == "night" }) else { continue }
            if (p..<min(count, p + 16)).contains(where: { isIdentifier($0) && compareText($0, q) == 0 }) { return true }
        }
        return false
    }

    /// `lightColorScheme(primary = Color(0xFF…))`, `Colors(…)`, `ColorProviders(…)` define a scheme.
    /// `ButtonDefaults.buttonColors(…)` does not: it styles one component at a use site.
    /// So does any call that names three or more scheme roles (`ColorTuple(primary = …, secondary = …,
    /// tertiary = …)`, `Theme(primary: …, background: …, error: …)`): a theme preset, whatever its type.
    func isInsideSchemeBuilder(_ p: Int) -> Bool {
        var q = p
        for _ in 0..<4 {
            // Out of an array argument (`gradientColors: [a, b]`) to the call it is given to.
            if let bracket = enclosingOpenBracket(before: q) {
                q = bracket
                continue
            }
            guard let open = enclosingOpenParen(before: q), let name = calleeName(beforeParen: open) else { return false }
            if language == .kotlin && ColorVocabulary.isSchemeBuilder(text(name)) || namesSchemeRoles(open) { return true }
            q = open
        }
        return false
    }

    /// Whether the call opening at `open` labels three or more of its arguments with scheme roles.
    /// Remembered per call: every colour in a generated list of thousands asks about the same one.
    private func namesSchemeRoles(_ open: Int) -> Bool {
        if let known = colorSite.schemeRoleCalls[open] { return known }
        let value = countsSchemeRoles(open)
        colorSite.schemeRoleCalls[open] = value
        return value
    }

    /// Three scheme roles anywhere; or three colour labels (`bgColor:`, `textColor:`,
    /// `gradientColors:`) in the value of a constant (`static let mos = BrandTagConfig(…)`), which
    /// names a style preset: the component tier of a design system.
    private func countsSchemeRoles(_ open: Int) -> Bool {
        let close = partnerOf(open)
        guard close > open else { return false }
        var roles = 0
        var colorLabels = 0
        var q = open + 1
        while q < close {
            if isIdentifier(q) && (kind(q - 1) == .comma || q == open + 1) && (kind(q + 1) == .colon || isOperator(q + 1, "=")) {
                if FileContext.schemeRoleLabels.contains(text(q)) {
                    roles += 1
                    if roles == 3 { return true }
                }
                let label = range(q)
                if bytes(label, containIgnoringCase: "color") || bytes(label, containIgnoringCase: "colour") { colorLabels += 1 }
            }
            let other = partnerOf(q)
            q = other > q ? other + 1 : q + 1
        }
        return colorLabels >= 3 && initializesConstant(open)
    }

    /// Whether the call at `open` is the value of a constant: a Swift `static let`, or a Kotlin
    /// `val` at file level or in an object.
    private func initializesConstant(_ open: Int) -> Bool {
        guard let start = callStart(openingAt: open), isOperator(start - 1, "=") else { return false }
        // `static let mos: BrandTagConfig = BrandTagConfig(…)`: the name, not the type.
        let name = kind(start - 3) == .colon ? start - 4 : start - 2
        guard isIdentifier(name) else { return false }
        if language == .swift { return self.is(name - 1, "let") && (self.is(name - 2, "static") || self.is(name - 3, "static")) }
        guard self.is(name - 1, "val") else { return false }
        guard let scope = scopes.scope(scopes.innermost(at: name)) else { return true }
        return scope.kind == .type
    }

    private static let schemeRoleLabels: Set<String> = [
        "primary", "secondary", "tertiary", "surface", "background", "error", "neutral", "neutralVariant",
        "onPrimary", "onSecondary", "onTertiary", "onSurface", "onBackground", "onError",
        "primaryContainer", "secondaryContainer", "tertiaryContainer", "surfaceVariant", "outline",
    ]

    /// Palette by path, generation or structure (mostly colour declarations): colour rules are
    /// silent in the whole file.
    package var isDefinitionFile: Bool {
        let state = colorSite
        if let known = state.isDefinitionFile { return known }
        let value = isPaletteFile || !isTestFile && (colorDefinitions.isMostlyColorDeclarations || definesOnlyComponentStyles)
        state.isDefinitionFile = value
        return value
    }

    /// SwiftUI's style protocols: a conforming type defines how one kind of component looks.
    private static let styleProtocols: Set<String> = [
        "ButtonStyle", "PrimitiveButtonStyle", "LabelStyle", "ToggleStyle", "TextFieldStyle", "ViewModifier",
        "ProgressViewStyle", "MenuStyle", "GroupBoxStyle", "DisclosureGroupStyle", "GaugeStyle", "ControlGroupStyle",
        "FormStyle", "LabeledContentStyle", "DatePickerStyle", "PickerStyle", "TableStyle", "ShapeStyle",
    ]

    /// Every type the file declares is a style (`struct PrimaryButtonStyle: ButtonStyle`, a
    /// `ViewModifier` for a text style), beside extensions that expose them (`extension View { func
    /// label3() … }`): the file is the component tier of a design system, where a component's colours
    /// are defined, like a palette file.
    private var definesOnlyComponentStyles: Bool {
        guard language == .swift else { return false }
        var styles = 0
        for scope in scopes.scopes where scope.parent < 0 && !scope.isPreview {
            switch scope.kind {
            case .type:
                let name = Int(scope.nameToken), open = Int(scope.open)
                guard name >= 0, name < open,
                      (name + 1..<open).contains(where: { isIdentifier($0) && FileContext.styleProtocols.contains(text($0)) })
                else { return false }
                styles += 1
            case .extension, .preview:
                continue
            default:
                return false
            }
        }
        return styles > 0
    }

    /// Types whose static members are mostly colours (`struct Branding { static var ink: UIColor {
    /// … } }`): palettes by structure, whatever they are called. Scope ids; built once, on first ask.
    var paletteTypeScopes: Set<Int> {
        let state = colorSite
        if let known = state.paletteTypeScopes { return known }
        let value: Set<Int> = {
            var statics: [Int: (all: Int, colors: Int)] = [:]
            for p in 0..<count where self.is(p, "static") && (self.is(p + 1, "let") || self.is(p + 1, "var")) && isIdentifier(p + 2) {
                var id = scopes.innermost(at: p)
                while let scope = scopes.scope(id), scope.kind != .type && scope.kind != .extension { id = Int(scope.parent) }
                guard let scope = scopes.scope(id), scope.kind == .type else { continue }
                // The declaration runs to the next member: its initializer or getter holds the value.
                var end = p + 3
                while end < count && end < p + 64 && !(self.is(end, "static") || self.is(end, "func") || kind(end) == .rightBrace
                                                       && scopes.innermost(at: end) == id) {
                    let other = partnerOf(end)
                    end = other > end && kind(end) != .rightBrace ? other + 1 : end + 1
                }
                // The value starts after `=` or the getter's `{` (and its `return`).
                var value = p + 3
                while value < end && !isOperator(value, "=") && kind(value) != .leftBrace { value += 1 }
                value += self.is(value + 1, "return") ? 2 : 1
                // A colour built from other members (`Color(light: firstLight, dark: firstDark)`) counts too.
                let isColor = value < end && (hardcodedColorInExpression(from: value, to: min(end, count) - 1) != nil
                                              || isColorTypeToken(value) && kind(value + 1) == .leftParen)
                statics[id, default: (0, 0)].all += 1
                if isColor { statics[id, default: (0, 0)].colors += 1 }
            }
            return Set(statics.filter { $0.value.colors >= 2 && $0.value.colors * 10 >= $0.value.all * 6 }.keys)
        }()
        state.paletteTypeScopes = value
        return value
    }
}

/// Where a file defines colours, read from its scope table (no pass over the tokens): the scopes
/// of colour extensions and palette- or theme-named types, Kotlin palette constructors and `Color`
/// extension properties, and whether most of its declarations are colours.
struct ColorDefinitions {
    /// Per scope id: the scope or an ancestor defines colours.
    let scopes: [Bool]
    /// Braceless definitions: a Kotlin palette type's primary constructor
    /// (`class ButtonColors(val container: Color = Color.White)`) and a Kotlin extension property on
    /// `Color` or `Color.Companion` (`val Color.Companion.Brand get() = …`).
    let ranges: [ByteRange]
    /// Most declarations at type or file level are colour values: a palette file by structure.
    let isMostlyColorDeclarations: Bool

    init(_ ctx: FileContext) {
        let table = ctx.scopes
        var flags = [Bool](repeating: false, count: table.scopes.count)
        // Parents open before their children, so a parent's flag is known first.
        for (id, scope) in table.scopes.enumerated() {
            flags[id] = scope.parent >= 0 && flags[Int(scope.parent)] || Self.definesColors(ctx, scope)
        }
        scopes = flags
        var ranges: [ByteRange] = []
        for constructor in table.primaryConstructors where ColorVocabulary.isPaletteTypeName(ctx.text(Int(constructor.name))) {
            let open = Int(constructor.open)
            ranges.append(ByteRange(ctx.range(open).start, ctx.range(max(open, ctx.partnerOf(open))).end))
        }
        for property in table.extensionProperties where ctx.is(Int(property.receiver), "Color") {
            ranges.append(ByteRange(ctx.range(Int(property.keyword)).start, Int(property.end)))
        }
        self.ranges = ranges
        let colors = table.memberProperties.filter { Self.hasColorValue(ctx, Int($0)) }.count
        isMostlyColorDeclarations = colors >= 3 && colors * 10 >= table.memberDeclarationCount * 6
    }

    /// Whether code in scope `id` (-1 at file level), at byte `offset`, is in a colour definition.
    func contains(scope id: Int, offset: Int) -> Bool {
        if id >= 0 && id < scopes.count && scopes[id] { return true }
        return ranges.contains { $0.contains(offset) }
    }

    /// A palette- or theme-named type (`BrandColors`, `AppTheme`), an extension of a colour type
    /// (`extension UIColor`; `extension ShapeStyle` only where it names `Color` or a gradient:
    /// named gradient styles, like named colours), or an extension of a palette type
    /// (`extension Theme { var plusPrimary: Color { … } }` adds tokens to the theme).
    private static func definesColors(_ ctx: FileContext, _ scope: Scope) -> Bool {
        guard scope.nameToken >= 0 else { return false }
        let name = Int(scope.nameToken)
        switch scope.kind {
        case .type:
            return ColorVocabulary.isPaletteTypeName(ctx.text(name))
        case .extension:
            let target = ctx.text(Int(scope.keyword) + 1, through: name)
            if ColorVocabulary.colorExtensionTargets.contains(target) && (target != "ShapeStyle" || namesColorType(ctx, scope)) {
                return true
            }
            return ColorVocabulary.isPaletteTypeName(ctx.text(name))
        default:
            return false
        }
    }

    /// `extension ShapeStyle where Self == LinearGradient`: the extension's header names `Color` or a gradient.
    private static func namesColorType(_ ctx: FileContext, _ scope: Scope) -> Bool {
        (Int(scope.keyword) + 1..<Int(scope.open)).contains { q in
            ctx.kind(q) == .identifier
                && (ctx.is(q, "Color") || ctx.is(q, "LinearGradient") || ctx.is(q, "RadialGradient") || ctx.is(q, "AngularGradient"))
        }
    }

    /// Whether the property declared at `keyword` has a colour as its value (`= Color(…)`, `{ Color(…) }`).
    private static func hasColorValue(_ ctx: FileContext, _ keyword: Int) -> Bool {
        var q = keyword + 1
        let limit = min(ctx.count, keyword + 24)
        while q < limit {
            if ctx.isOperator(q, "=") { q += 1; break }
            if ctx.kind(q) == .leftBrace { q += 1; if ctx.is(q, "return") { q += 1 }; break }
            if ctx.kind(q) == .rightBrace || ctx.kind(q) == .semicolon { return false }
            q += 1
        }
        return q < ctx.count && ColorExpressions.startsColorValue(ctx, q)
    }
}
