/// Why a colour stands where it does: the one home of "is this a styling choice?".
///
/// Every colour rule (raw, hex, palette, scheme conditional, rebuilt-in-body) asks this once per
/// finding, through `FileContext.colorPurpose(atOffset:)`, so a case is decided for all of them.
/// Only `.styling` is reported; the other purposes name why a colour is not the team's choice of
/// UI colour at this spot.
package enum ColorPurpose: Equatable, Sendable {
    /// A colour chosen for the UI here: what the rules report.
    case styling
    /// Where colours are defined: a palette or theme file or type, a scheme builder.
    case definition
    /// A colour that is data or drawing technique, not a UI colour choice.
    case notUI(NotUIReason)
}

/// The kinds of colour that are data or technique. Documented in the Rules reference.
package enum NotUIReason: String, Sendable {
    /// Alpha only: masks, blend-mode cut-outs.
    case mask
    /// Converted vector-icon path data.
    case iconPath
    /// The fallback of a runtime lookup: a theme attribute, a stored setting, an asset by name; or a
    /// placeholder replaced before it is drawn.
    case fallback
    /// A default or preset of a colour the user picks and the app stores.
    case userData
    /// Black shadows: a drawing technique, the same in every appearance.
    case shadow
    /// Translucent black behind or over content (a scrim, a dimming overlay), never text.
    case scrim
    /// Nearly transparent colour that only makes a view hit-testable.
    case hitTestShim
    /// Black or white picked from the measured brightness of a runtime colour.
    case contrastPick
    /// A notification's accent: the system tints the small icon with it.
    case notificationTint
    /// The initial fill of an offscreen bitmap (`bitmap.eraseColor(Color.WHITE)`): a blank page to
    /// render onto.
    case bitmapFill
    /// A stop of a colour scale keyed by value (`0f to Color(…)`, `[0.5: .orange]`): data
    /// visualisation, where each colour encodes a number.
    case scaleStop
    /// In the data layer (`data/`, `network/`, `api/`, a `…Repository`): colours mapped from codes a
    /// server or a file sends (an agency's warning levels), not drawn by the code around them.
    case dataLayer
    /// Ink on a printed page, which is white paper in every appearance.
    case print
    /// The colour of a text style for emoji, which draw in their own colours: only its opacity counts.
    case emojiStyle
    /// A Core Image colour: a filter's input, processing an image rather than styling UI.
    case imageProcessing
    /// A 3D scene's material or light (`node.geometry?.firstMaterial?.diffuse.contents = UIColor.red`,
    /// `SimpleMaterial(color: .gray, isMetallic: false)`): it renders a model, not the interface.
    case sceneRendering
    /// A flat colour painted where an image is loading or failed to load (`ColorPainter(Color.DarkGray)`).
    case imagePlaceholder
    /// A value colours found at run time are compared with (`when (color) { handleColor -> … }`): a key.
    case matchKey
    /// Never drawn: in a private member nothing in the file uses (dead code), or a state colour of a
    /// control that is always disabled.
    case unused
    /// Drawn only for developers: a debug or diagnostics file, a debug-named function, or behind a `DEBUG` flag.
    case debugOnly
    /// The seed of a generated colour (`segmentColorRandom(context, Color.BLUE)`): only its hash counts.
    case hashSeed
    /// Part of a picture drawn in code: a logo, a mascot, an illustration, a many-coloured icon, a
    /// card rendered as an image to share.
    case artwork
    /// The fill or stroke of a shape drawn in code (`NSColor.red.setFill()`, a shape layer's
    /// `strokeColor`): illustration, not the interface's chrome.
    case drawnShape
    /// In the branch for systems without dark mode (`if #available(iOS 13.0, *) { … } else { … }`).
    case olderSystems
    /// Drawn on a map: cartography over map tiles (`EditorMapLayer.swift`).
    case mapStyling
    /// Grey, white or black in a file that draws over media (a player, a camera, a photo viewer, a
    /// wallpaper): contrast with a picture that looks the same in light and dark mode.
    case overMedia
    /// Any colour drawn on a surface with one look in every appearance: the Touch Bar, a live camera
    /// preview, an Android TV (Leanback) screen.
    case fixedLookSurface
}

extension FileContext {
    /// Whether a colour rule's finding at `offset` is anything but a styling choice.
    package func isNotAColorChoice(offset: Int) -> Bool { colorPurpose(atOffset: offset) != .styling }

    /// The purpose of the colour expression starting at `offset`. One position lookup for every check.
    package func colorPurpose(atOffset offset: Int) -> ColorPurpose {
        if isDefinitionFile { return .definition }
        if isDataLayerFile { return .notUI(.dataLayer) }
        if isPrintFile { return .notUI(.print) }
        if isDebugToolFile { return .notUI(.debugOnly) }
        let p = position(atOffset: offset)
        if isDefinition(at: p, offset: offset) || isNamedPreset(p) || definesAdaptiveColor(p) || isInPaletteType(p)
            || isTypesOwnPreset(p) || buildsPaletteValue(p) || isEnumEntryArgument(p) || isInPaletteBuilder(p)
            || isAssignedToThemeMember(p) {
            return .definition
        }
        if isMaskOnly(p) || isInsideMask(p) || isDrawnIntoTemplateImage(p) { return .notUI(.mask) }
        if isIconPathPaint(p) { return .notUI(.iconPath) }
        if isFallbackArgument(p) || isLookupFallback(p) || isAttributeOrStoredDefault(p) || isConversionFallback(p)
            || isOverwrittenDefault(p) || isDefaultForUnsetColor(p) || isMemberOverwrittenBeforeDrawn(p) || isConstantUsedOnlyAsFallback(p) || isOwnSetterDefault(p) || isReplacedFromTheme(p)
            || isPaintPlaceholder(p) || isConstructorPlaceholder(p) || isDataClassDefault(p) || isParameterDefault(p) || isSaidNeverSeen(p) {
            return .notUI(.fallback)
        }
        if isDebugOnly(p) || isDocumentedAsDebugOnly(p) { return .notUI(.debugOnly) }
        // The audit and migrations list dead colours too: deleting them is the migration.
        if namedConstantsAreDefinitions && isInUnusedMember(p) || isStateColorOfDisabledControl(p) { return .notUI(.unused) }
        if isOlderSystemBranch(p) { return .notUI(.olderSystems) }
        if isConstantUsedOnlyAsKey(p) || isChannelArgument(p) { return .notUI(.matchKey) }
        if isInColorPicker(p) || isCodableModelString(p) || isThemeChoiceSwatch(p) { return .notUI(.userData) }
        if isScaleStop(p) { return .notUI(.scaleStop) }
        // Technique and data are properties of a colour value; a conditional's finding starts at
        // its condition, and choosing colours by appearance stays a styling choice.
        let isImplicitInit = kind(p) == .dot && self.is(p + 1, "init") && kind(p + 2) == .leftParen  // `.init(red: 0, …)`
        // A bare ARGB integer (`DEFAULT_SCRIM = 0x99000000.toInt()`) is a colour value too.
        // So is a hex string turned into one (`"#1E1F1E".toColorInt()`), and a system grey reported as
        // text (`.systemGray`).
        let isSystemGray = kind(p) == .dot && isIdentifier(p + 1) && bytes(range(p + 1), start: "systemGray")
        guard hardcodedColorEnd(at: p) != nil || isColorTypeToken(p) || isImplicitInit || kind(p) == .number || kind(p) == .stringOpen
                || isSystemGray else {
            return .styling
        }
        // Where the colour's expression ends: found once, read by the checks below.
        let end = expressionEnd(from: p, limit: count)
        if let reason = techniqueReason(p, end: end) { return .notUI(reason) }
        if isStoredUserColor(p) { return .notUI(.userData) }
        if isDrawnArt(p) || drawsSharePicture || isCampaignArtFile { return .notUI(.artwork) }
        if isDrawnShapeColor(p, end: end) { return .notUI(.drawnShape) }
        if drawsOnMap { return .notUI(.mapStyling) }
        if isOnFixedLookSurface(p) { return .notUI(.fixedLookSurface) }
        if isNeutralOnFixedSurface(p, end: end) { return .notUI(.overMedia) }
        if namedConstantsAreDefinitions && isNamedColorConstant(p) { return .definition }
        return .styling
    }

    /// `private let accentBlue = Color(red: 0.2, …)`, `private val Bronze = Color(0xFFCD7F32)`,
    /// `static let tagColor = UIColor(hex: "…")`: a constant at file or type level whose value is the
    /// colour. It names a local token; read by hand, such constants were nearly all judged
    /// definitions or debatable, rarely worth a finding. Its uses read the name, not a literal.
    func isNamedColorConstant(_ colorStart: Int) -> Bool {
        var value = wrapperStart(colorStart)
        if isComputedColorConstant(valueStart: value) { return true }
        // An element of a list or array (`listOf(Color(…), …)`, `[a, b]`): the collection is the
        // value. Not an argument of a call that uses the colour (`Modifier.background(…)`).
        var group = Int(innermostOpener[value])
        if group >= 0 && (kind(value - 1) == .comma || value - 1 == group) {
            if kind(group) == .leftParen, let derived = collectionElementDerived(callOpen: group) {
                // `intArrayOf(mixColor(Color.GRAY, 0x0000ff), …)`: a colour the element derives from.
                value = derived
                group = Int(innermostOpener[value])
            }
            if kind(group) == .leftParen {
                guard let callee = calleeName(beforeParen: group), bytes(range(callee), end: "Of") else { return false }
                value = memberChainStart(endingAt: callee)
            } else if kind(group) == .leftBracket {
                value = group
            } else {
                return false
            }
        }
        // One side of a pair: `val blackHeart = Color.Black to Color(0xFF6B7273)`.
        if self.is(value - 1, "to"), !isOperator(value - 2, "=") {
            var q = value - 2
            var steps = 0
            while q > 0 && steps < 16 && !isOperator(q, "=") {
                // Over the first side's own call: `Color(0xFF03A9F4) to Color(0xFF50D0F1)`.
                if kind(q) == .rightParen, partnerOf(q) < q {
                    q = partnerOf(q) - 1
                    steps += 1
                    continue
                }
                guard isIdentifier(q) || kind(q) == .dot || kind(q) == .number else { return false }
                q -= 1
                steps += 1
            }
            value = q + 1
        }
        // `let name =` or `val name: Type =`, at file or type level, outside any parameter list
        // (`data class Chip(val tint: Color = …)`) and any lambda.
        guard isOperator(value - 1, "=") else { return false }
        var name = value - 2
        if kind(name - 1) != .identifier || !(self.is(name - 1, "let") || self.is(name - 1, "val")) {
            // Back over the declared type: `name: Color =`, `name: Pair<Color, Color> =`.
            var q = value - 2
            while q > value - 10 && q > 0 && kind(q) != .colon { q -= 1 }
            guard kind(q) == .colon else { return false }
            name = q - 1
        }
        guard isIdentifier(name), self.is(name - 1, "let") || self.is(name - 1, "val") else { return false }
        // `override val values = sequenceOf(Color.Red, …)` implements a member: the values of a
        // provider, not a named colour.
        if self.is(name - 2, "override") || self.is(name - 3, "override") { return false }
        let opener = Int(innermostOpener[name])
        guard opener < 0 || kind(opener) == .leftBrace else { return false }
        guard let scope = scopes.scope(scopes.innermost(at: name)) else {
            // At file level, a declared constant: any Kotlin `val` (a `.kt` file holds no statements),
            // or a Swift `private let`, `ACCENT_TINT`, or any `let` in a file that declares types. A
            // bare Swift `let accent = …` alone reads as a statement of a script or a snippet.
            return opener < 0 && (language == .kotlin && !file.path.hasSuffix(".kts") || hasConstantModifier(before: name - 1) || isUpperSnakeName(name)
                || declaresTypes)
        }
        return scope.kind == .type || scope.kind == .extension
    }

    /// The start of the call opening at `callOpen` when that call is itself an element of a list,
    /// array or `…Of(` collection: a plain function of the app (`mixColor`, `lighten`) deriving the
    /// element's colour, not a collection, a method, a colour API or a constructor (`Color(…)`,
    /// `Pair(…)`). Nil otherwise.
    private func collectionElementDerived(callOpen: Int) -> Int? {
        guard let callee = calleeName(beforeParen: callOpen), kind(callee - 1) != .dot, !isColorTypeToken(callee),
              !bytes(range(callee), end: "Of") else { return nil }
        let first = firstByte(callee)
        guard first >= UInt8(ascii: "a") && first <= UInt8(ascii: "z") else { return nil }
        let outer = Int(innermostOpener[callee])
        guard outer >= 0, kind(callee - 1) == .comma || callee - 1 == outer else { return nil }
        if kind(outer) == .leftBracket { return callee }
        guard kind(outer) == .leftParen, let collection = calleeName(beforeParen: outer), bytes(range(collection), end: "Of") else { return nil }
        return callee
    }

    /// `static var darkerTint: UIColor { UIColor(hue: 0.55, …) }` (also with `return`): a type's
    /// computed property whose whole body is the colour names it, like a `static let`.
    private func isComputedColorConstant(valueStart value: Int) -> Bool {
        guard language == .swift else { return false }
        let brace = self.is(value - 1, "return") ? value - 2 : value - 1
        guard kind(brace) == .leftBrace, expressionEnd(from: value, limit: count) == partnerOf(brace),
              isColorTypeToken(brace - 1), kind(brace - 2) == .colon, isIdentifier(brace - 3), self.is(brace - 4, "var"),
              self.is(brace - 5, "static") || self.is(brace - 5, "class") || self.is(brace - 6, "static") || self.is(brace - 6, "class"),
              let scope = scopes.scope(scopes.innermost(at: brace - 3)) else { return false }
        return scope.kind == .type || scope.kind == .extension
    }

    /// Whether the file declares a type (`struct`, `class`, `enum`…): an app's source file, not a script.
    private var declaresTypes: Bool { scopes.scopes.contains { $0.kind == .type } }

    /// `private`, `fileprivate`, `internal`, `public` or `const` just before a `let`/`val`.
    private func hasConstantModifier(before keyword: Int) -> Bool {
        var q = keyword - 1
        while q >= 0 && q >= keyword - 3 && isIdentifier(q) && !hasNewlineBefore(q + 1) {
            if self.is(q, "private") || self.is(q, "fileprivate") || self.is(q, "internal") || self.is(q, "public")
                || self.is(q, "const") {
                return true
            }
            q -= 1
        }
        return false
    }

    /// `MODE_NATIVE_TAG_COLOR`: upper case letters, digits and underscores.
    private func isUpperSnakeName(_ p: Int) -> Bool {
        let r = range(p)
        guard r.length >= 2 else { return false }
        for i in r.start..<r.end {
            let b = raw[i]
            guard b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z") || b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")
                    || b == UInt8(ascii: "_") else { return false }
        }
        return true
    }

    /// The light or dark value of an adaptive colour being defined: an argument of a constructor
    /// taking both (`UIColor(light: .white, dark: .black)`, `Color(lightColor:darkColor:)`), or a
    /// value inside a dynamic provider (`UIColor { traits in … }`, `NSColor(name:dynamicProvider:)`).
    func definesAdaptiveColor(_ p: Int) -> Bool {
        guard language == .swift else { return false }
        // `.init(light: .init(hex: "4FFF85"), dark: …)`: a finding inside the colour's own constructor
        // (`.init(hex:`) is an argument of the call around that constructor.
        var opens: [Int] = []
        if let inner = enclosingOpenParen(before: p) {
            opens.append(inner)
            let callee = inner - 1
            if self.is(callee, "init") && kind(callee - 1) == .dot || isColorTypeToken(callee) {
                let start = kind(callee - 1) == .dot ? callee - 1 : callee
                if let outer = enclosingOpenParen(before: start) { opens.append(outer) }
            }
        }
        for open in opens {
            // Once per call, not once per colour among its arguments.
            let takesBoth: Bool
            if let known = colorSite.adaptiveCalls[open] {
                takesBoth = known
            } else {
                // Any callee, generic ones too (`ColorSchemes<ThemeColor>(light:dark:)`).
                let close = partnerOf(open)
                if close > open {
                    let labels = arguments(open: open, close: close).compactMap { $0.label?.lowercased() }
                    // `dynamicColor(default: .white, dark: …)`: the default is the light value.
                    takesBoth = labels.contains(where: { $0.hasPrefix("light") || $0.hasPrefix("any") || $0 == "default" })
                        && labels.contains(where: { $0.hasPrefix("dark") })
                } else {
                    takesBoth = false
                }
                colorSite.adaptiveCalls[open] = takesBoth
            }
            if takesBoth { return true }
        }
        var id = scopes.innermost(at: p)
        var depth = 0
        while let scope = scopes.scope(id), depth < 4 {
            let brace = Int(scope.open)
            // `UIColor { traits in`, `UIColor(dynamicProvider: {`, `NSColor(name: nil) {`.
            // Not `var tint: Color {`, `-> UIColor {`, `class Brand: UIColor {` or `where Element: UIColor {`:
            // there the type names what the body is. A colon inside brackets or an argument list labels
            // a value (`[.foregroundColor: UIColor {`, `make(fill: UIColor {`), which the provider builds.
            let labelsValue = kind(brace - 2) != .colon
                || enclosingOpenBracket(before: brace - 2) != nil || enclosingOpenParen(before: brace - 2) != nil
            if isColorTypeToken(brace - 1) && labelsValue && !isOperator(brace - 2, "->") { return true }
            if kind(brace - 1) == .colon && (self.is(brace - 2, "dynamicProvider") || self.is(brace - 2, "provider")) { return true }
            if kind(brace - 1) == .rightParen, let callee = calleeName(beforeParen: partnerOf(brace - 1)), isColorTypeToken(callee) {
                return true
            }
            if scope.kind != .block { break }
            id = Int(scope.parent)
            depth += 1
        }
        return false
    }

    /// An argument of a type's own named preset: `struct Style { static let plain = Style(text: .black) }`
    /// defines `Style.plain`, as a palette defines its colours.
    func isTypesOwnPreset(_ p: Int) -> Bool {
        guard kind(p - 1) == .colon || isOperator(p - 1, "="),
              let open = enclosingOpenParen(before: p), let callee = calleeName(beforeParen: open),
              !ColorVocabulary.swiftColorTypes.contains(text(callee)) else { return false }
        // `static let plain = Style(`, `= Self(`, `= .init(`, or a getter: `static var plain: Style { Style(`.
        var assigned = kind(callee - 1) == .dot ? callee - 2 : callee - 1
        if self.is(assigned, "return") { assigned -= 1 }
        if kind(assigned) == .leftBrace && isIdentifier(assigned - 1) && kind(assigned - 2) == .colon { assigned -= 2 }
        guard isOperator(assigned, "=") || kind(assigned) == .colon, isIdentifier(assigned - 1) else { return false }
        // Kotlin: `companion object { val Favorite = LibraryTile(containerColor = Color(0xFFFF99AE)) }`.
        if language == .kotlin, self.is(assigned - 2, "val"), let object = scopes.enclosing(at: open, kinds: [.type]),
           self.is(Int(object.keyword), "object"), self.is(Int(object.keyword) - 1, "companion"),
           let owner = scopes.scope(Int(object.parent)), owner.kind == .type, owner.nameToken >= 0 {
            return compareText(callee, Int(owner.nameToken)) == 0
        }
        guard self.is(assigned - 2, "let") || self.is(assigned - 2, "var"), self.is(assigned - 3, "static") else { return false }
        guard let type = scopes.enclosing(at: open, kinds: [.type, .extension]), type.nameToken >= 0 else { return false }
        return self.is(callee, "Self") || self.is(callee, "init") || compareText(callee, Int(type.nameToken)) == 0
    }

    /// An argument of a Kotlin enum entry (`enum class PlayState(…, val color: Color) { NEW(-1, Color.Green) }`):
    /// the entry's constant, defined with its type, as a palette defines its colours.
    func isEnumEntryArgument(_ p: Int) -> Bool {
        guard language == .kotlin else { return false }
        var q = p
        for _ in 0..<2 {
            guard let open = enclosingOpenParen(before: q), isIdentifier(open - 1) else { return false }
            let body = Int(innermostOpener[open - 1])
            if body >= 0, kind(body) == .leftBrace, body == open - 2 || kind(open - 2) == .comma,
               let type = scopes.scope(scopes.innermost(at: body + 1)), type.kind == .type, Int(type.open) == body,
               self.is(Int(type.keyword), "class"), self.is(Int(type.keyword) - 1, "enum") {
                return true
            }
            q = open
        }
        return false
    }

    /// An argument of a palette type's constructor: `PlanetPalette(shadow = Color(0xFF152119), …)`,
    /// `AppColors(primary = …)`, `BrandTheme(accent: …)`. Building such a value defines the palette.
    func buildsPaletteValue(_ p: Int) -> Bool {
        var q = p
        for _ in 0..<2 {
            guard let open = enclosingOpenParen(before: q), let callee = calleeName(beforeParen: open) else {
                return false
            }
            let first = firstByte(callee)
            if first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z") && !isColorTypeToken(callee) {
                let name = range(callee)
                for suffix: StaticString in ["Palette", "Palettes", "Colors", "Colours", "Theme", "Themes", "Tokens", "ColorScheme"]
                where bytes(name, end: suffix) {
                    // Mostly literal colours: the palette's own values. One literal among tokens is a
                    // hardcoded colour slipped into a token palette, and stays reported.
                    guard let call = call(openingAt: open), !call.arguments.isEmpty else { return false }
                    let literal = call.arguments.filter { hardcodedColorInExpression(from: $0.first, to: $0.last) != nil }.count
                    return literal * 2 >= call.arguments.count
                }
            }
            q = open
        }
        return false
    }

    /// Inside a function that returns a palette or theme (`fun fromMaterialYou(context: Context):
    /// AreaPalette {`, `func makeTheme() -> AppTheme {`): it builds the palette, whatever it checks.
    func isInPaletteBuilder(_ p: Int) -> Bool {
        guard let function = scopes.enclosing(at: p, kinds: [.function]), function.nameToken >= 0 else { return false }
        var q = Int(function.nameToken) + 1
        if isOperator(q, "<"), let close = (q..<min(count, q + 16)).first(where: { isOperator($0, ">") }) { q = close + 1 }
        guard kind(q) == .leftParen else { return false }
        let close = partnerOf(q)
        let body = Int(function.open)
        guard close > q, close < body, kind(close + 1) == .colon || isOperator(close + 1, "->") else { return false }
        // The return type's last name, before the body's brace.
        var last = -1
        for r in close + 2..<min(body, close + 14) where isIdentifier(r) { last = r }
        guard last >= 0 else { return false }
        let name = text(last)
        // Not Compose's `ButtonColors` and kin: `ButtonDefaults.buttonColors(…)` styles one component where it is used.
        return ["Palette", "Palettes", "ColorScheme", "Theme", "Themes", "Tokens"].contains { name.hasSuffix($0) }
    }

    /// Inside a type whose static members are mostly colours: a palette by structure.
    func isInPaletteType(_ p: Int) -> Bool {
        guard language == .swift, !paletteTypeScopes.isEmpty else { return false }
        var id = scopes.innermost(at: p)
        while let scope = scopes.scope(id) {
            if scope.kind == .type { return paletteTypeScopes.contains(id) }
            id = Int(scope.parent)
        }
        return false
    }

    /// `case .red: return NSColor.red`: a colour enum whose case is named after its colour defines
    /// that colour (a colour picker's presets), whatever the arm's spelling.
    func isNamedPreset(_ p: Int) -> Bool {
        var colon = p - 1
        if self.is(colon, "return") { colon -= 1 }
        guard kind(colon) == .colon, isIdentifier(colon - 1), kind(colon - 2) == .dot,
              self.is(colon - 3, "case") || kind(colon - 3) == .comma else { return false }
        var q = p
        while q < min(count, p + 5) {
            if isIdentifier(q) && ColorVocabulary.swiftPaletteMembers.contains(text(q)) { return compareText(q, colon - 1) == 0 }
            q += 1
        }
        return false
    }

    /// In a file that makes template images, a colour drawn by the function that marks its image
    /// `isTemplate = true` (in the image's drawing handler, or a drawing helper that function calls:
    /// `color.setFill()`, `NSAttributedString(…).draw(in:)`, `NSColor.red.drawSwatch(in:)`): the menu-bar
    /// icon it paints keeps only its shape, which the system tints. Decided once per function.
    private func isDrawnIntoTemplateImage(_ p: Int) -> Bool {
        guard makesTemplateImages, let function = outermostFunction(at: p) else { return false }
        let key = Int(function.open)
        if let known = colorSite.templateDrawingFunctions[key] { return known }
        let answer = drawsIntoTemplateImage(function)
        colorSite.templateDrawingFunctions[key] = answer
        return answer
    }

    private func drawsIntoTemplateImage(_ function: Scope) -> Bool {
        guard bodyContains(function, where: { q in
            kind(q) == .dot && kind(q + 2) == .leftParen
                && (self.is(q + 1, "draw") || self.is(q + 1, "drawSwatch") || self.is(q + 1, "setFill") || self.is(q + 1, "setStroke"))
        }) else { return false }
        if marksTemplate(function) { return true }
        let name = Int(function.nameToken)
        guard name >= 0 else { return false }
        return uses(of: name).contains { use in
            Int(use) != name && outermostFunction(at: Int(use)).map(marksTemplate) == true
        }
    }

    /// The outermost function around `p`: a drawing handler is a closure inside it.
    private func outermostFunction(at p: Int) -> Scope? {
        guard var outer = scopes.enclosing(at: p, kinds: [.function]) else { return nil }
        while let parent = scopes.enclosing(at: Int(outer.open) - 1, kinds: [.function]), parent.open < outer.open { outer = parent }
        return outer
    }

    /// `image.isTemplate = true` or `.withRenderingMode(.alwaysTemplate)` in the function's body.
    private func marksTemplate(_ function: Scope) -> Bool {
        bodyContains(function) { q in self.is(q, "isTemplate") && isOperator(q + 1, "=") && self.is(q + 2, "true") || self.is(q, "alwaysTemplate") }
    }

    private func bodyContains(_ function: Scope, where test: (Int) -> Bool) -> Bool {
        let open = Int(function.open), close = partnerOf(open)
        return close > open && (open..<close).contains(where: test)
    }

    /// Whether the colour at `p` draws a mask, whose pixels only say how opaque something else is:
    /// inside a call or trailing closure named like one (`.mask { Color.black }`, `.inverseMask {…}`,
    /// `.mask(extendedBy:)`), or in a function or type named like one (`composeMaskView()`,
    /// `ChapterTrackMask`), or in a call whose result is kept as one (`val mask =
    /// createRoundedRect(Color.WHITE, r)`). Black and white there are alpha and luminance, not colours.
    private func isInsideMask(_ p: Int) -> Bool {
        // `mask`, `inverseMask`, `MaskView`: a byte search in the name, without making a String. What is
        // masked (`MaskedImageView`, `maskedText`) is drawn.
        func namesMask(_ q: Int) -> Bool {
            guard isIdentifier(q) else { return false }
            let r = range(q)
            return bytes(r, containIgnoringCase: "mask") && !bytes(r, containIgnoringCase: "asked")
        }
        var id = scopes.innermost(at: p)
        while let scope = scopes.scope(id) {
            if scope.kind != .block && scope.nameToken >= 0 && namesMask(Int(scope.nameToken)) { return true }
            // A trailing closure: `mask {`, `.inverseMask(alignment: .top) {` (also where it opens a
            // property: `let cutout = view.mask { … }`).
            let before = Int(scope.open) - 1
            if namesMask(before) { return true }
            if kind(before) == .rightParen, let callee = calleeName(beforeParen: partnerOf(before)), namesMask(callee) { return true }
            id = Int(scope.parent)
        }
        // Arguments, through array literals: `.mask(LinearGradient(colors: [.black, .clear], …))`.
        var q = p
        for _ in 0..<8 {
            guard let open = enclosingOpenParen(before: q)
                    ?? enclosingOpenBracket(before: q) else { break }
            if let callee = calleeName(beforeParen: open), namesMask(callee) { return true }
            q = open
        }
        if let owner = assignedName(ofCallAround: p), namesMask(owner) { return true }
        // The colour is the value of a mask-named constant: `let blurMaskColor = UIColor(white: 0, alpha: a).cgColor`.
        let value = wrapperStart(p)
        if isOperator(value - 1, "=") {
            var name = value - 2
            if isIdentifier(name) && kind(name - 1) == .colon { name -= 2 }  // `maskColor: CGColor =`
            if namesMask(name) && (self.is(name - 1, "let") || self.is(name - 1, "var") || self.is(name - 1, "val")) { return true }
        }
        return isAssignedToMask(p)
    }

    /// `gradient.colors = [UIColor.white.withAlphaComponent(0).cgColor, …]` where the same file sets
    /// `layer.mask = gradient`: the layer only masks.
    private func isAssignedToMask(_ p: Int) -> Bool {
        var q = p
        // Out of the array literal, to `owner.property =`.
        if let bracket = enclosingOpenBracket(before: q) { q = bracket }
        guard isOperator(q - 1, "="), isIdentifier(q - 2), kind(q - 3) == .dot, isIdentifier(q - 4), kind(q - 5) != .dot else {
            return isDrawnIntoMaskImage(p)
        }
        let names = namesAssignedToMask
        if names.contains(text(q - 4)) { return true }
        // `private lazy var fade: CAGradientLayer = { let l = CAGradientLayer(); l.colors = […]; return l }()`:
        // the local stands for the property it builds.
        if let property = scopes.enclosing(at: q, kinds: [.property]), property.nameToken >= 0,
           names.contains(text(Int(property.nameToken))) {
            return true
        }
        return false
    }

    /// Between `image.lockFocus()` and `image.unlockFocus()` of an image the file uses as a mask
    /// (`footer.maskImage = image`): what is drawn there is the mask's alpha.
    private func isDrawnIntoMaskImage(_ p: Int) -> Bool {
        // Asked per colour: the file search is made once (50,000 colours on one line searched it each time).
        guard fileFact(.locksImageFocus, { fileContains("lockFocus") }), let function = scopes.enclosing(at: p, kinds: [.function]) else { return false }
        let names = namesAssignedToMask
        guard !names.isEmpty else { return false }
        var q = p - 1
        while q > Int(function.open) {
            if self.is(q, "unlockFocus") { return false }
            if self.is(q, "lockFocus") && kind(q - 1) == .dot && isIdentifier(q - 2) { return names.contains(text(q - 2)) }
            q -= 1
        }
        return false
    }

    /// Whether the colour at `p` is a fallback for a colour looked up at run time:
    /// `MaterialColors.getColor(view, R.attr.colorSurface, Color.BLACK)`,
    /// `typedArray.getColor(R.styleable.Badge_tint, Color.WHITE)`. The theme decides what is drawn.
    private func isFallbackArgument(_ p: Int) -> Bool {
        guard language == .kotlin else { return false }
        func isColorLookup(_ name: String) -> Bool { name == "getColor" || name == "getColorStateList" }
        // `ta?.getColor(0, Color.BLACK) ?: Color.BLACK`: the fallback when there is no typed array.
        if isOperator(p - 1, "?:"), kind(p - 2) == .rightParen, let callee = calleeName(beforeParen: partnerOf(p - 2)),
           isColorLookup(text(callee)) {
            return true
        }
        // The callee's name before the call with its arguments: in `listOf(` with 50,000 colours,
        // building the call per colour would be quadratic.
        guard let open = enclosingOpenParen(before: p), let name = calleeName(beforeParen: open),
              isColorLookup(text(name)), let call = call(openingAt: open),
              isColorLookup(call.name), call.arguments.count >= 2, let last = call.arguments.last else { return false }
        return p >= last.first && p <= last.last
    }

    /// `private const val DEFAULT_TINT = Color.RED` used only as `ta.getColor(R.styleable.Badge_tint,
    /// DEFAULT_TINT)` or after `?:` on a lookup: a named fallback, decided like a literal one.
    private func isConstantUsedOnlyAsFallback(_ p: Int) -> Bool {
        guard mentionsColorLookup, let others = usesOfDeclaredValue(p) else { return false }
        return others.allSatisfy { isFallbackArgument($0) || isLookupFallback($0) }
    }

    /// Inside a member that nothing in the file names again: a private property or function
    /// (`private var backgoundColor: Color { … }` with no reader), or a SwiftUI view's computed
    /// property or method (`isUnusedViewMember`): dead code, never drawn. Members a framework calls
    /// (any attribute but `@Composable`, `@ViewBuilder`, `@MainActor`: `@objc`, `@IBAction`, `@Preview`)
    /// count as used. Only this file is read: a view member read from an extension in another file
    /// counts as dead (a limit of a linter that reads one file at a time). So does anything inside a
    /// `private` SwiftUI view the file never creates (`viewTypeUnusedInFile`).
    private func isInUnusedMember(_ p: Int) -> Bool {
        var id = scopes.innermost(at: p)
        while let scope = scopes.scope(id), scope.kind != .type && scope.kind != .extension {
            if (scope.kind == .property || scope.kind == .function) && scope.nameToken > 0 {
                if isUnusedPrivateName(Int(scope.nameToken)) { return true }
                if let owner = scopes.scope(Int(scope.parent)), owner.kind == .type, isUnusedViewMember(Int(scope.nameToken), of: owner) {
                    return true
                }
            }
            id = Int(scope.parent)
        }
        // Inside a file-private SwiftUI view the file never creates.
        if let view = viewTypeUnusedInFile(around: p), hasPrivateModifier(before: Int(view.nameToken) - 1) { return true }
        // A stored `private let name = <colour>` outside any member.
        if isOperator(p - 1, "=") {
            var name = p - 2
            if isIdentifier(name) && kind(name - 1) == .colon { name -= 2 }  // `let x: Color = …`
            if isIdentifier(name) && isUnusedPrivateName(name) { return true }
        }
        return false
    }

    /// Whether the declaration named at `name` is private (`private`/`fileprivate` before its `var`,
    /// `let`, `func`, `val` or `fun`) and the file names it nowhere else.
    private func isUnusedPrivateName(_ name: Int) -> Bool {
        let keyword = name - 1
        guard self.is(keyword, "var") || self.is(keyword, "let") || self.is(keyword, "func") || self.is(keyword, "val")
                || self.is(keyword, "fun"),
              hasPrivateModifier(before: keyword), !hasFrameworkAttribute(before: keyword) else { return false }
        return uses(of: name).count == 1
    }

    /// A computed property or method of a SwiftUI view (`struct Badge: View`) that the file names
    /// nowhere else: a view's members are read by its own body, so one nothing reads is never drawn.
    /// Not `body`, not `static` members (other types reach those), not ones a framework calls.
    private func isUnusedViewMember(_ name: Int, of type: Scope) -> Bool {
        guard language == .swift, !self.is(name, "body") else { return false }
        let keyword = name - 1
        guard self.is(keyword, "var") || self.is(keyword, "func"), !hasFrameworkAttribute(before: keyword),
              !hasModifier(before: keyword, ["static", "class", "override"]), uses(of: name).count == 1 else { return false }
        // `struct Badge: View {`, `struct Row<Item>: Equatable, View {`. Another protocol may require the
        // member (`var tint: Color { … }` for a `Themed`) and read it elsewhere.
        return isViewStruct(type, besideOnlyValueProtocols: true)
    }

    /// Whether `type` is `struct Name: …, View, …`; with `besideOnlyValueProtocols`, only `Equatable`,
    /// `Hashable`, `Identifiable` or `Sendable` may stand beside `View`.
    func isViewStruct(_ type: Scope, besideOnlyValueProtocols: Bool) -> Bool {
        let nameToken = Int(type.nameToken), open = Int(type.open)
        guard nameToken > 0, self.is(nameToken - 1, "struct"), open > nameToken,
              let colon = (nameToken..<open).first(where: { kind($0) == .colon }) else { return false }
        var conformsToView = false
        for q in colon + 1..<open where isIdentifier(q) && (kind(q - 1) == .colon || kind(q - 1) == .comma) {
            if self.is(q, "View") {
                conformsToView = true
            } else if besideOnlyValueProtocols
                        && !(self.is(q, "Equatable") || self.is(q, "Hashable") || self.is(q, "Identifiable") || self.is(q, "Sendable")) {
                return false
            }
        }
        return conformsToView
    }

    /// Whether an attribute a framework reads marks the declaration at `keyword`, on its line or the
    /// lines above: `@objc`, `@IBAction`, `@Preview`, `@Subscribe` call or show it without its name.
    /// `@Composable`, `@ViewBuilder` and `@MainActor` do not.
    func hasFrameworkAttribute(before keyword: Int) -> Bool {
        var q = keyword - 1
        while q >= 0 && q >= keyword - 6 {
            if kind(q) == .attribute {
                if !(self.is(q, "@Composable") || self.is(q, "@ViewBuilder") || self.is(q, "@MainActor")) { return true }
            } else {
                guard isIdentifier(q), !hasNewlineBefore(q + 1) else { return false }
            }
            q -= 1
        }
        return false
    }

    /// `ColorChannelSlider(channel = Color.Red, …)`, `component: .blue`: the colour names which
    /// channel of a colour the control edits; it is an identifier, not a colour drawn.
    private func isChannelArgument(_ p: Int) -> Bool {
        let label = p - 2
        guard isOperator(p - 1, "=") && language == .kotlin || kind(p - 1) == .colon && language == .swift,
              isIdentifier(label), self.is(label, "channel") || self.is(label, "colorChannel") || self.is(label, "component"),
              let open = enclosingOpenParen(before: label), partnerOf(open) > p else { return false }
        return kind(label - 1) == .comma || label - 1 == open
    }

    /// `private val handleColor = 0xFF49494B.toInt()` used only as `when (color) { handleColor -> … }`
    /// or `color == handleColor`: the colour a drawable is recognised by, not one drawn.
    private func isConstantUsedOnlyAsKey(_ p: Int) -> Bool {
        guard let others = usesOfDeclaredValue(p) else { return false }
        return others.allSatisfy { u in
            isOperator(u + 1, "->") || isOperator(u - 1, "==") || isOperator(u - 1, "!=") || isOperator(u + 1, "==")
                || isOperator(u + 1, "!=")
        }
    }

    /// The other uses of the name a `val`/`let`/`var` declaration binds the value at `p` to; nil when
    /// `p` is no such value or the name is never used.
    private func usesOfDeclaredValue(_ p: Int) -> [Int]? {
        guard isOperator(p - 1, "=") else { return nil }
        var name = p - 2
        if isIdentifier(name) && kind(name - 1) == .colon { name -= 2 }  // `val x: Int = …`
        guard isIdentifier(name), self.is(name - 1, "val") || self.is(name - 1, "let") || self.is(name - 1, "var") else { return nil }
        // From the sorted index: a file of thousands of such constants stays linear in their uses.
        let others = uses(of: name).map(Int.init).filter { $0 != name }
        return others.isEmpty ? nil : others
    }

    /// Whether the colour at `p` only masks: an argument of a draw call whose blend mode keeps
    /// nothing of the source but its alpha (`drawCircle(color = Color.Black, blendMode =
    /// BlendMode.Clear)` cuts a hole). No token could stand in for it.
    /// SwiftUI: `.foregroundStyle(.black)` later in a chain that ends `.blendMode(.destinationOut)`
    /// cuts a hole; `.colorMultiply(.black)` makes a silhouette. Only alpha or shape is kept.
    private func isSwiftUIBlendMask(_ p: Int) -> Bool {
        guard language == .swift, let open = enclosingOpenParen(before: p),
              let callee = calleeName(beforeParen: open) else { return false }
        if self.is(callee, "colorMultiply") { return true }
        var q = partnerOf(open) + 1
        for _ in 0..<8 {
            guard kind(q) == .dot, isIdentifier(q + 1), kind(q + 2) == .leftParen else { return false }
            let close = partnerOf(q + 2)
            guard close > q + 2 else { return false }
            if self.is(q + 1, "blendMode") && kind(q + 3) == .dot
                && (self.is(q + 4, "destinationOut") || self.is(q + 4, "destinationIn") || self.is(q + 4, "clear")) {
                return true
            }
            q = close + 1
        }
        return false
    }

    private func isMaskOnly(_ p: Int) -> Bool {
        if isSwiftUIBlendMask(p) { return true }
        // Out through a brush or a list: `drawRect(brush = Brush.verticalGradient(listOf(Color.Black, …)),
        // blendMode = BlendMode.DstIn)`.
        var q = p
        for _ in 0..<4 {
            guard let open = enclosingOpenParen(before: q) else { return false }
            // Once per call, not once per colour among its arguments.
            let answer: Bool
            if let known = colorSite.maskOnlyCalls[open] {
                answer = known
            } else {
                answer = callOnlyMasks(openingAt: open)
                colorSite.maskOnlyCalls[open] = answer
            }
            if answer { return true }
            q = open
        }
        return false
    }

    private func callOnlyMasks(openingAt open: Int) -> Bool {
        let close = partnerOf(open)
        guard close > open else { return false }
        // `this.fadingEdge(Brush.verticalGradient(…))` with `fun Modifier.fadingEdge(brush: Brush)` drawing it
        // `blendMode = BlendMode.DstIn` in this file: the file's own mask helper.
        if language == .kotlin, let callee = calleeName(beforeParen: open), ownFunctionDrawsMask(named: callee) { return true }
        var q = open + 1
        while q + 2 < close {
            if self.is(q, "BlendMode") && kind(q + 1) == .dot
                && (self.is(q + 2, "Clear") || self.is(q + 2, "DstOut") || self.is(q + 2, "DstIn")) {
                return true
            }
            // Only this call's own arguments: skip nested groups.
            let other = partnerOf(q)
            q = other > q ? other + 1 : q + 1
        }
        return false
    }

    /// `RadioButton(enabled = false, colors = RadioButtonDefaults.colors(unselectedColor = Color(0xFF585858)))`:
    /// a control that is never enabled paints its disabled colours, so its other state colours never show.
    private func isStateColorOfDisabledControl(_ p: Int) -> Bool {
        guard language == .kotlin else { return false }
        var q = p
        var label: Int?
        for _ in 0..<3 {
            guard let open = enclosingOpenParen(before: q) else { return false }
            if label == nil { label = argumentLabel(containing: q, open: open) }
            if passesEnabledFalse(open) {
                guard let label else { return false }
                return !bytes(range(label), start: "disabled")
            }
            q = open
        }
        return false
    }

    /// The label of the Kotlin argument holding `q` in the call opening at `open` (`unselectedColor` in
    /// `colors(unselectedColor = Color(…))`): walked back within that argument only.
    private func argumentLabel(containing q: Int, open: Int) -> Int? {
        var r = q - 1
        while r > open {
            switch kind(r) {
            case .comma: return nil
            case .rightParen, .rightBracket, .rightBrace:
                let partner = partnerOf(r)
                guard partner >= 0, partner < r else { return nil }
                r = partner - 1
                continue
            default:
                if isOperator(r, "="), isIdentifier(r - 1), r - 2 == open || kind(r - 2) == .comma { return r - 1 }
            }
            r -= 1
        }
        return nil
    }

    /// Whether the call opening at `open` passes `enabled = false`. Once per call.
    private func passesEnabledFalse(_ open: Int) -> Bool {
        if let known = colorSite.disabledControlCalls[open] { return known }
        let close = partnerOf(open)
        let answer = close > open && arguments(open: open, close: close).contains { argument in
            argument.label == "enabled" && argument.first == argument.last && self.is(argument.first, "false")
        }
        colorSite.disabledControlCalls[open] = answer
        return answer
    }

    /// `ColourChip(color = Color(0xfff7f7f7), selected = settings.theme == Theme.Light) { saveNewTheme(Theme.Light) }`:
    /// a swatch that previews a theme the user can pick, which must look the same whatever theme is
    /// showing. The colour's call (past colour constructors) sets the theme in its arguments or trailing closure.
    private func isThemeChoiceSwatch(_ p: Int) -> Bool {
        var q = p
        for _ in 0..<3 {
            guard let open = enclosingOpenParen(before: q), let callee = calleeName(beforeParen: open) else { return false }
            q = open
            if isColorTypeToken(callee) || self.is(callee, "if") { continue }  // `Color(0xff…)`, `if (isSystemInDarkTheme())`
            if let known = colorSite.themeSettingCalls[open] { return known }
            let answer = setsTheme(callOpeningAt: open)
            colorSite.themeSettingCalls[open] = answer
            return answer
        }
        return false
    }

    /// Whether the call opening at `open`, with its trailing closure, calls `saveNewTheme(…)`, `setTheme(…)`,
    /// `selectTheme(…)` or `applyTheme(…)`.
    private func setsTheme(callOpeningAt open: Int) -> Bool {
        var close = partnerOf(open)
        guard close > open else { return false }
        if kind(close + 1) == .leftBrace, !hasNewlineBefore(close + 1) { close = max(close, partnerOf(close + 1)) }
        return (open + 1..<close).contains { r in
            guard isIdentifier(r), kind(r + 1) == .leftParen, bytes(range(r), end: "Theme") else { return false }
            let name = range(r)
            return bytes(name, start: "save") || bytes(name, start: "set") || bytes(name, start: "select") || bytes(name, start: "apply")
        }
    }

    /// Whether a Kotlin function of this file named like `callee` (`fun Modifier.fadingEdge(brush: Brush) =`)
    /// draws with a masking blend mode (`DstIn`, `DstOut`, `Clear`) within its first few hundred tokens.
    /// Once per name: a file calling `render(…)` thousands of times asked it of every call.
    private func ownFunctionDrawsMask(named callee: Int) -> Bool {
        let key = nameKey(of: callee)
        if let known = colorSite.maskHelperNames[key] { return known }
        let answer = declaresMaskHelper(named: callee)
        colorSite.maskHelperNames[key] = answer
        return answer
    }

    private func declaresMaskHelper(named callee: Int) -> Bool {
        for use in uses(of: callee) {
            let q = Int(use)
            guard self.is(q - 1, "fun") || kind(q - 1) == .dot && isIdentifier(q - 2) && self.is(q - 3, "fun") else { continue }
            var r = q + 1
            let limit = min(count - 2, q + 300)
            while r < limit {
                if self.is(r, "fun") { break }
                if self.is(r, "BlendMode") && kind(r + 1) == .dot
                    && (self.is(r + 2, "DstIn") || self.is(r + 2, "DstOut") || self.is(r + 2, "Clear")) {
                    return true
                }
                r += 1
            }
        }
        return false
    }

    /// Whether the colour at `p` paints a vector icon's path: `path(fill = SolidColor(Color(0xFF…)))`
    /// in an `ImageVector` builder or a project's wrapper (`iconPath(…)`, `materialPath(…)`). That is
    /// converted SVG data, like the `ImageVector.Builder` files already exempt, not a colour choice.
    private func isIconPathPaint(_ position: Int) -> Bool {
        guard language == .kotlin else { return false }
        var p = position
        // From the literal or the `Color(` it sits in, out to `SolidColor(`, then to the path call.
        for _ in 0..<3 {
            guard let open = enclosingOpenParen(before: p) else { return false }
            if self.is(open - 1, "SolidColor") {
                guard let outer = enclosingOpenParen(before: open - 1) else { return false }
                let name = outer - 1
                return self.is(name, "path") || self.is(name, "iconPath") || self.is(name, "materialPath")
                    || self.is(name, "addPath")
            }
            p = open
        }
        return false
    }
}
