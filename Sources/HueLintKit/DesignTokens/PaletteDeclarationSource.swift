/// Colour declarations in the project's palette files become tokens named after the declaration:
/// `static let textPrimary = Color(hex: "1A1A1A")` in `extension Color` is `Color.textPrimary`,
/// `val Primary = Color(0xFF0066CC)` at the top of a Kotlin file is `Primary`, inside
/// `object AppColors` it is `AppColors.Primary`. A declaration may alias an asset colour
/// (`Color("TextPrimary")`), a colour resource (`colorResource(R.color.x)`) or another declaration;
/// `Color(light: …, dark: …)` gives a light/dark pair, and Compose `lightColorScheme(primary = …)`
/// with `darkColorScheme(primary = …)` gives `MaterialTheme.colorScheme.primary`.
package enum PaletteDeclarationSource {
    package enum Value: Equatable, Sendable {
        case color(RGBA, dark: RGBA?)
        case asset(String)
        case resource(String)
        /// Another declaration, by the name code uses for it.
        case reference(String)
    }

    package struct Declaration: Equatable, Sendable {
        package var name: String
        /// How code spells it.
        package var expression: String
        package var value: Value
        package var dark: Value?
        package var line: Int
        /// Where the dark value is given, when elsewhere (`val DarkColors = darkColorScheme(`).
        package var darkLine: Int?
        /// A UIKit/AppKit colour or an Android `@ColorInt` (`UIColor(…)`, `"#…".toColorInt()`), not a
        /// SwiftUI or Compose `Color`: a fix writing it where a `Color` goes would not compile.
        package var isPlatformType = false
        /// `private`/`fileprivate`: no code outside its file or type can write it.
        package var isPrivate = false
        /// A member of a light/dark pair of theme types, by the types' shared name (see `DesignToken.themeGroup`).
        package var themeGroup: String?
    }

    package static func declarations(in ctx: FileContext) -> [Declaration] {
        var out: [Declaration] = []
        var scheme: [String: (light: Value?, dark: Value?, line: Int, darkLine: Int?, material3: Bool)] = [:]
        var schemeOrder: [String] = []
        // Swift instance members with a colour value, by their type's last name: the members of theme
        // types named for one appearance (`LightColors`, `DarkTheme`) and of the base they vary.
        var members: [String: [(name: String, value: Value, line: Int, isPlatformType: Bool)]] = [:]
        var memberOwners: [String] = []
        var stack: [String?] = []  // per open brace: the type it opens, or nil for any other block
        var pendingType: String?
        let parser = SourceColorParser(ctx)
        // Inside `#if os(tvOS)` … `#else`: the value holds on some platforms or builds only (an app may
        // define `systemFill` as white for tvOS and as UIKit's adaptive fill otherwise).
        var conditionalDepth = 0
        // Inside parentheses: a primary constructor's `val backgroundBase: Color = Color(0xFF292B2E)`
        // is a default argument, read through an instance (`MaterialTheme.tvColors.backgroundBase`),
        // not a name any file can write as it stands.
        var parenDepth = 0
        // A file that declares its own `struct Color` (a colour picker's model) extends that type, not
        // SwiftUI's: its `extension Color` members are values of the model, not tokens.
        let ownsColorType = ctx.language == .swift && declaresOwnColorType(ctx)
        var p = 0
        while p < ctx.count {
            switch ctx.kind(p) {
            case .pound:
                if ctx.is(p, "#if") { conditionalDepth += 1 } else if ctx.is(p, "#endif") { conditionalDepth = max(0, conditionalDepth - 1) }
            case .leftParen:
                parenDepth += 1
            case .rightParen:
                parenDepth = max(0, parenDepth - 1)
            case .leftBrace:
                stack.append(pendingType)
                pendingType = nil
            case .rightBrace:
                _ = stack.popLast()
            case .identifier:
                if isTypeKeyword(ctx, p), ctx.isIdentifier(p + 1) {
                    let chain = ctx.memberChain(startingAt: p + 1)
                    pendingType = chain.names.joined(separator: ".")
                    p = chain.end
                } else if ctx.is(p, "let") || ctx.is(p, "var") || ctx.is(p, "val"), ctx.isIdentifier(p + 1),
                          conditionalDepth == 0, parenDepth == 0, stack.allSatisfy({ $0 != nil }) {
                    let owner = stack.last ?? nil
                    if ownsColorType && owner == "Color" { break }
                    let isStatic = ctx.is(p - 1, "static") || ctx.is(p - 2, "static") || ctx.is(p - 1, "class")
                    if ctx.language == .swift, !isStatic, let owner, ctx.isIdentifier(p + 1),
                       let (first, last, next) = initializer(ctx, after: p + 1), let (value, _) = declaredValue(ctx, parser, first, last) {
                        let typeName = owner.split(separator: ".").last.map(String.init) ?? owner
                        if members[typeName] == nil { memberOwners.append(typeName) }
                        members[typeName, default: []].append((ctx.text(p + 1), value, ctx.file.location(of: Int(ctx.token(p).start)).line,
                                                               isPlatformValue(ctx, nameAt: p + 1, first, last, owners: stack)))
                        p = next
                        continue
                    }
                    if ctx.language == .swift && (owner == nil || !isStatic) { break }
                    // A Kotlin `var` is state that changes (`var currentUserTextColor: Int = Color.BLACK`,
                    // reassigned when the theme loads); tokens are `val`s.
                    if ctx.language == .kotlin && ctx.is(p, "var") { break }
                    let name = ctx.text(p + 1)
                    // `val Color.Companion.brand …` extends a type: the receiver is not the name.
                    if ctx.kind(p + 2) == .dot || ctx.kind(p + 2) == .operator && ctx.is(p + 2, "<") { break }
                    guard let (first, last, next) = initializer(ctx, after: p + 1) else { break }
                    let line = ctx.file.location(of: Int(ctx.token(p).start)).line
                    // Qualified by every enclosing type: `ProfileCardTheme.Orange.primaryColor`, not `Orange.primaryColor`.
                    let expression = (stack.compactMap { $0 } + [name]).joined(separator: ".")
                    if let built = schemeBuilder(ctx, first, last) {
                        for (member, value) in built.members {
                            if scheme[member] == nil { schemeOrder.append(member); scheme[member] = (nil, nil, line, nil, built.material3) }
                            if built.isDark {
                                scheme[member]!.dark = value
                                scheme[member]!.darkLine = line
                            } else {
                                scheme[member]!.light = value
                                scheme[member]!.line = line
                            }
                        }
                    } else if let (value, dark) = declaredValue(ctx, parser, first, last) {
                        var declaration = Declaration(name: name, expression: expression, value: value, dark: dark, line: line)
                        declaration.isPlatformType = isPlatformValue(ctx, nameAt: p + 1, first, last, owners: stack)
                        declaration.isPrivate = ctx.hasPrivateModifier(before: p)
                        out.append(declaration)
                    }
                    p = next
                    continue
                }
            default:
                break
            }
            p += 1
        }
        out += themeMembers(members, owners: memberOwners)
        for member in schemeOrder {
            guard let entry = scheme[member], let light = entry.light else { continue }
            let expression = (entry.material3 ? "MaterialTheme.colorScheme." : "MaterialTheme.colors.") + member
            var declaration = Declaration(name: member, expression: expression, value: light, dark: entry.dark, line: entry.line)
            declaration.darkLine = entry.darkLine
            out.append(declaration)
        }
        return out
    }

    /// One declaration per member of a theme group: its light value from the light type (`LightColors`)
    /// or the base the dark one varies (`extension Theme` beside `protocol DarkTheme: Theme`), its dark
    /// value from the dark type. A member only the dark type has is no token of its own.
    private static func themeMembers(_ members: [String: [(name: String, value: Value, line: Int, isPlatformType: Bool)]],
                                     owners: [String]) -> [Declaration] {
        // Per group, in order of first appearance, its first light and first dark type.
        var groups: [String] = []
        var lightOwner: [String: String] = [:], darkOwner: [String: String] = [:]
        for owner in owners {
            guard let variant = themeVariant(owner) else { continue }
            if lightOwner[variant.group] == nil && darkOwner[variant.group] == nil { groups.append(variant.group) }
            if variant.isDark { darkOwner[variant.group] = darkOwner[variant.group] ?? owner } else { lightOwner[variant.group] = lightOwner[variant.group] ?? owner }
        }
        var out: [Declaration] = []
        for group in groups {
            guard let light = lightOwner[group] ?? (members[group] != nil ? group : nil), let lightMembers = members[light] else { continue }
            let dark = darkOwner[group].flatMap { members[$0] } ?? []
            for member in lightMembers {
                var declaration = Declaration(name: member.name, expression: member.name, value: member.value,
                                              dark: dark.first { $0.name == member.name }?.value, line: member.line)
                declaration.themeGroup = group
                declaration.isPlatformType = member.isPlatformType
                out.append(declaration)
            }
        }
        return out
    }

    /// `LightColors` → (`Colors`, light), `DarkTheme` → (`Theme`, dark), `NightPalette` → (`Palette`,
    /// dark): a theme type named for one appearance, and the name it shares with its twin.
    static func themeVariant(_ typeName: String) -> (group: String, isDark: Bool)? {
        let name = typeName.split(separator: ".").last.map(String.init) ?? typeName
        guard ColorVocabulary.isPaletteTypeName(name) else { return nil }
        for (word, isDark) in [("Light", false), ("Day", false), ("Dark", true), ("Night", true)] {
            guard let range = name.range(of: word) else { continue }
            let rest = name.replacingCharacters(in: range, with: "")
            // The word must be a word of the name: `Light` in `LightColors`, not in `Highlight`.
            let after = name[range.upperBound...].first
            guard !rest.isEmpty, range.lowerBound == name.startIndex || after.map({ $0.isUppercase }) ?? true else { continue }
            return (rest, isDark)
        }
        return nil
    }

    private static let platformValueTypes = ColorVocabulary.platformPaletteTypes.union(["Int", "Long"])

    /// Whether a declaration's value is a platform colour: typed `UIColor`/`NSColor`/`CGColor`/`Int`,
    /// declared in `extension UIColor`, built by `UIColor(…)`/`.init(…)` there, or an Android colour int
    /// (`toColorInt()`, `Color.parseColor`, `Color.rgb`, a hex literal).
    private static func isPlatformValue(_ ctx: FileContext, nameAt name: Int, _ first: Int, _ last: Int, owners: [String?]) -> Bool {
        // `: UIColor =`, `: Int =`
        if ctx.kind(name + 1) == .colon, ctx.isIdentifier(name + 2), platformValueTypes.contains(ctx.text(name + 2)) { return true }
        if let owner = owners.last ?? nil, ColorVocabulary.platformColorClasses.contains(owner) { return true }
        if ctx.isIdentifier(first), ColorVocabulary.platformPaletteTypes.contains(ctx.text(first)) { return true }
        if ctx.language == .kotlin {
            if ctx.kind(first) == .number { return true }  // `0xFF0066CC.toInt()`
            var q = first
            while q <= last {
                if ctx.is(q, "toColorInt") || ctx.is(q, "parseColor") || ctx.is(q, "rgb") || ctx.is(q, "argb") { return true }
                q += 1
            }
        }
        return false
    }

    /// Compares bytes: making a string of every identifier in a large token file cost more than the rest of the scan.
    /// `struct Color`, `class Color`, `enum Color` in the file.
    private static func declaresOwnColorType(_ ctx: FileContext) -> Bool {
        for name in ctx.index.colorTypeNames {
            let q = Int(name)
            if ctx.is(q, "Color") && (ctx.is(q - 1, "struct") || ctx.is(q - 1, "class") || ctx.is(q - 1, "enum")) { return true }
        }
        return false
    }

    private static func isTypeKeyword(_ ctx: FileContext, _ p: Int) -> Bool {
        ctx.is(p, "extension") || ctx.is(p, "enum") || ctx.is(p, "struct") || ctx.is(p, "class") || ctx.is(p, "object")
            || ctx.is(p, "interface")
    }

    /// `= expr` or, for a Swift computed property, `{ expr }` / `{ return expr }`: first, last and
    /// the position after the declaration.
    private static func initializer(_ ctx: FileContext, after nameAt: Int) -> (Int, Int, Int)? {
        var p = nameAt + 1
        while p < ctx.count && p < nameAt + 12 {
            if ctx.isOperator(p, "=") {
                let end = ctx.expressionEnd(from: p + 1, limit: ctx.count)
                return end > p + 1 ? (p + 1, end - 1, end) : nil
            }
            if ctx.kind(p) == .leftBrace {
                let close = ctx.partnerOf(p)
                guard close > p + 1 else { return nil }
                let first = ctx.is(p + 1, "return") ? p + 2 : p + 1
                return first <= close - 1 ? (first, close - 1, close + 1) : nil
            }
            if ctx.kind(p) == .rightBrace || ctx.kind(p) == .semicolon || ctx.hasNewlineBefore(p) { return nil }
            p += 1
        }
        return nil
    }

    private static func declaredValue(_ ctx: FileContext, _ parser: SourceColorParser, _ first: Int, _ last: Int) -> (Value, Value?)? {
        // `UIColor(named: "DarkGray")!`: the force unwrap of a failable lookup names the same colour.
        var last = last
        if last > first && ctx.isOperator(last, "!") && ctx.kind(last - 1) == .rightParen { last -= 1 }
        if let color = parser.color(first, last) { return (.color(color, dark: nil), nil) }
        if let single = reference(ctx, first, last) { return (single, nil) }
        // `Color(light: x, dark: y)`, `UIColor(light: x, dark: y)`, `Color(any: x, dark: y)`.
        guard ctx.isIdentifier(first), ctx.kind(first + 1) == .leftParen, ctx.partnerOf(first + 1) == last else { return nil }
        let arguments = ctx.arguments(open: first + 1, close: last)
        guard let lightArgument = arguments.first(where: { $0.label == "light" || $0.label == "any" }),
              let darkArgument = arguments.first(where: { $0.label == "dark" }) else { return nil }
        guard let light = value(ctx, parser, lightArgument.first, lightArgument.last),
              let dark = value(ctx, parser, darkArgument.first, darkArgument.last) else { return nil }
        return (light, dark)
    }

    private static func value(_ ctx: FileContext, _ parser: SourceColorParser, _ first: Int, _ last: Int) -> Value? {
        if let color = parser.color(first, last) { return .color(color, dark: nil) }
        return reference(ctx, first, last)
    }

    /// `Color("Name")`, `UIColor(named: "Name")`, `colorResource(R.color.name)`, `Blue40`, `Color.brand`, `.brand`.
    private static func reference(_ ctx: FileContext, _ first: Int, _ last: Int) -> Value? {
        if ctx.isIdentifier(first), ctx.kind(first + 1) == .leftParen, ctx.partnerOf(first + 1) == last {
            let arguments = ctx.arguments(open: first + 1, close: last)
            guard arguments.count == 1 else { return nil }
            let argument = arguments[0]
            if ctx.is(first, "colorResource"), argument.last == argument.first + 4, ctx.is(argument.first, "R"), ctx.is(argument.first + 2, "color") {
                return .resource(ctx.text(argument.last))
            }
            if ColorVocabulary.uiFrameworkColorTypes.contains(ctx.text(first)), argument.label == nil || argument.label == "named",
               let string = ctx.plainString(at: argument.first), string.close == argument.last {
                return .asset(string.value)
            }
            return nil
        }
        if ctx.isIdentifier(first) {
            let chain = ctx.memberChain(startingAt: first)
            if chain.end == last { return .reference(chain.names.joined(separator: ".")) }
        }
        if ctx.kind(first) == .dot, ctx.isIdentifier(first + 1), first + 1 == last { return .reference(ctx.text(last)) }
        return nil
    }

    /// `lightColorScheme(primary = X, …)` (Material 3) or `lightColors(…)` (Material 2).
    private static func schemeBuilder(_ ctx: FileContext, _ first: Int, _ last: Int)
        -> (isDark: Bool, material3: Bool, members: [(String, Value)])? {
        guard ctx.language == .kotlin, ctx.isIdentifier(first), ctx.kind(first + 1) == .leftParen, ctx.partnerOf(first + 1) == last else { return nil }
        let name = ctx.text(first)
        let isDark: Bool
        let material3: Bool
        switch name {
        case "lightColorScheme": (isDark, material3) = (false, true)
        case "darkColorScheme": (isDark, material3) = (true, true)
        case "lightColors": (isDark, material3) = (false, false)
        case "darkColors": (isDark, material3) = (true, false)
        default: return nil
        }
        let parser = SourceColorParser(ctx)
        var members: [(String, Value)] = []
        for argument in ctx.arguments(open: first + 1, close: last) {
            guard let label = argument.label, let value = value(ctx, parser, argument.first, argument.last) else { continue }
            members.append((label, value))
        }
        return (isDark, material3, members)
    }
}
