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
        scopes.isColorDefinition(at: p, offset: offset) || isInsideSchemeBuilder(p)
    }

    /// `lightColorScheme(primary = Color(0xFF…))`, `Colors(…)`, `ColorProviders(…)` define a scheme.
    /// `ButtonDefaults.buttonColors(…)` does not: it styles one component at a use site.
    func isInsideSchemeBuilder(_ p: Int) -> Bool {
        guard language == .kotlin else { return false }
        var q = p
        for _ in 0..<4 {
            guard let open = ColorExpressions.enclosingOpenParen(self, before: q), let name = calleeName(beforeParen: open) else { return false }
            if ColorVocabulary.isSchemeBuilder(text(name)) { return true }
            q = open
        }
        return false
    }

    /// Palette by path, generation or structure (mostly colour declarations): colour rules are
    /// silent in the whole file.
    package var isDefinitionFile: Bool {
        let state = colorSite
        if let known = state.isDefinitionFile { return known }
        let value = isPaletteFile || !isTestFile && (scopes.isMostlyColorDeclarations(self) || definesOnlyComponentStyles)
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
