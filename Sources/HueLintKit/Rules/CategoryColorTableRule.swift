/// `category-color-table`: a table that maps categories to fixed colours, outside the design system.
package struct CategoryColorTableRule: Rule {
    package static let description = RuleDescription(
        id: "category-color-table",
        summary: "A category → colour table (a `switch` or `when` of two or more fixed colours; a dictionary, list or Kotlin enum of three or more) outside the theme.",
        rationale: "A table that gives each status, file type, tag or user its own hue is a palette: its colours need dark "
            + "variants, contrast checks and a designer's eye like any other. Written in a view, it is a second design "
            + "system nobody maintains. HueLint reports it once, at the table, not once per colour.",
        howToFix: "Move the table's colours into the theme as named tokens (`statusError`, `tagBlue`, `avatar1`…) with light "
            + "and dark values, and let the table map categories to those tokens.",
        before: "switch category {\ncase .work: return .blue\ncase .home: return .green\ncase .travel: return .orange\n}",
        after: "switch category {\ncase .work: return theme.categoryWork\ncase .home: return theme.categoryHome\ncase .travel: return theme.categoryTravel\n}",
        defaultSeverity: .warning,
        isOptIn: true,
        coversWhenOff: true,
        triggering: triggeringExamples,
        nonTriggering: nonTriggeringExamples)

    package init(_ options: NoOptions) {}

    /// A table needs fixed colours (`hardcodedColorEnd`, `namedHexColor`): a palette member named
    /// whole, a colour type called (`Color(0.1, 0.2, 0.3)`, `Color.rgb(…)`), `#colorLiteral`, or a
    /// colour-named hex integer.
    package func requiredText(_ language: Language, _ configuration: Configuration) -> RequiredText? {
        return RequiredText(anyNameOf: ColorVocabulary.fixedColorMembers(language).sorted()) + RequiredText(anyWordOf: [.call("Color"), .text("#colorLiteral")])
            + RequiredText(oneOfEach: [ColorVocabulary.colorNameFragments, HexColorText.integerStarts])
    }

    /// Three or more distinct fixed colours make a table; in a `switch` or `when`, whose arms name
    /// the categories, two do (`when (result) { Won -> green; Lost -> red; else -> token }`).
    static let minimumColors = 3
    static let minimumArmColors = 2

    package func check(_ ctx: FileContext, into findings: inout [RuleFinding]) {
        // Built on first need: which names in this file are the appearance (not a square's shade).
        var appearance: AppearanceVocabulary?
        func testsAppearance(_ first: Int, _ last: Int) -> Bool {
            guard ctx.index.appearanceNames.contains(where: { Int($0) >= first && Int($0) <= last }) else { return false }
            if appearance == nil {
                var vocabulary = AppearanceVocabulary(flags: [])
                vocabulary.learnDerivedFlags(ctx)
                vocabulary.forgetContentFlags(ctx)
                appearance = vocabulary
            }
            return appearance!.mentionsAppearance(ctx, first, last)
        }
        for keyword in ctx.index.conditionals {
            let k = Int(keyword)
            guard ctx.is(k, "switch") || ctx.is(k, "when"), let open = bodyBrace(ctx, after: k),
                  !ctx.index.appearanceNames.contains(where: { Int($0) > k && Int($0) < open }) else { continue }
            let close = ctx.partnerOf(open)
            guard close > open else { continue }
            // `when { isSystemInDarkTheme() -> … }`: arms chosen by the appearance are a conditional.
            // (`MaterialTheme.colorScheme.error` only reads a token; a chequerboard's `isLight` is a shade.)
            if testsAppearance(open + 1, close - 1) { continue }
            let arms = ctx.language == .swift ? swiftArmValues(ctx, open, close) : kotlinArmValues(ctx, open, close)
            report(ctx, arms, at: k, covering: ctx.range(k, through: close), into: &findings)
        }
        reportReturnTables(ctx, testsAppearance, into: &findings)
        reportAddedColors(ctx, into: &findings)
        for open in ctx.index.parens where isCollectionBuilder(ctx, Int(open) - 1) {
            let o = Int(open), close = ctx.partnerOf(o)
            guard close > o else { continue }
            report(ctx, ctx.elements(open: o, close: close), at: o - 1, covering: ctx.range(o - 1, through: close), into: &findings)
        }
        guard ctx.language == .swift else {
            // Scopes are built only for files that can hold such a type: most Kotlin files never need them.
            guard ctx.index.hasKotlinCaseTypes else { return }
            for scope in ctx.scopes.scopes where scope.kind == .type {
                guard let values = kotlinCaseColors(ctx, scope) else { continue }
                let open = Int(scope.open)
                report(ctx, values, at: Int(scope.keyword), covering: ctx.range(open, through: Int(scope.close)), into: &findings)
            }
            return
        }
        for bracket in ctx.index.brackets {
            let o = Int(bracket), close = ctx.partnerOf(o)
            guard close > o + 1, isCollectionLiteral(ctx, o), !isGradientColors(ctx, o) else { continue }
            report(ctx, ctx.elements(open: o, close: close), at: o, covering: ctx.range(o, through: close), into: &findings)
        }
    }

    /// A function or computed property whose `return`s give three or more distinct fixed colours
    /// (`guard let health else { return .red }; if health > 0.7 { return .green }; return .yellow`):
    /// an if-chain table. Reported at the first `return`, covering the returns.
    private func reportReturnTables(_ ctx: FileContext, _ testsAppearance: (Int, Int) -> Bool, into findings: inout [RuleFinding]) {
        var returnsByOwner: [Int: [(first: Int, last: Int)]] = [:]
        var owners: [Int] = []
        for q in 0..<ctx.count where ctx.kind(q) == .identifier && ctx.is(q, "return") {
            // Only a value that can start a colour (`.red`, `UIColor(…)`, `#colorLiteral(…)`, `Color.Red`):
            // asking the scopes for every `return` would build them for nearly every file.
            let next = q + 1
            guard ctx.kind(next) == .pound || ctx.kind(next) == .number || ctx.hardcodedColorEnd(at: next) != nil else { continue }
            // The function or property the `return` leaves: the nearest scope that is not a plain block.
            var id = ctx.scopes.innermost(at: q)
            while let scope = ctx.scopes.scope(id), scope.kind == .block { id = Int(scope.parent) }
            guard let owner = ctx.scopes.scope(id), owner.kind == .function || owner.kind == .property else { continue }
            let end = ctx.expressionEnd(from: q + 1, limit: ctx.count)
            guard end > q + 1 else { continue }
            if returnsByOwner[id] == nil { owners.append(id) }
            returnsByOwner[id, default: []].append((q + 1, end - 1))
        }
        // A `switch` of returns is already a table of its own.
        let tables = findings.compactMap(\.covers)
        for owner in owners {
            guard let body = ctx.scopes.scope(owner) else { continue }
            let values = (returnsByOwner[owner] ?? []).filter { value in
                let offset = ctx.range(value.first).start
                return !tables.contains { $0.start <= offset && offset < $0.end }
            }
            guard values.count >= Self.minimumColors, let first = values.first, let last = values.last,
                  !testsAppearance(Int(body.open), Int(body.close)) else { continue }
            report(ctx, values, at: first.first - 1, covering: ctx.range(first.first - 1, through: last.last), into: &findings)
        }
    }

    /// `add(Color.Green)`, `add(Color.Blue)`, `add(Color.Red)` in one block (a chart's series colours
    /// built by `if`s): a list of three or more distinct fixed colours, reported at the first `add`.
    private func reportAddedColors(_ ctx: FileContext, into findings: inout [RuleFinding]) {
        var addsByBlock: [Int: [(first: Int, last: Int)]] = [:]
        var blocks: [Int] = []
        for open in ctx.index.parens {
            let o = Int(open)
            guard ctx.is(o - 1, "add"), ctx.kind(o - 2) != .dot || ctx.is(o - 3, "this") else { continue }
            let close = ctx.partnerOf(o)
            guard close > o + 1, ctx.hardcodedColorInExpression(from: o + 1, to: close - 1) != nil else { continue }
            let block = ctx.scopes.innermost(at: o)
            if addsByBlock[block] == nil { blocks.append(block) }
            addsByBlock[block, default: []].append((o + 1, close - 1))
        }
        for block in blocks {
            guard let values = addsByBlock[block], values.count >= Self.minimumColors, let first = values.first,
                  let last = values.last else { continue }
            report(ctx, values, at: first.first - 2, covering: ctx.range(first.first - 2, through: last.last + 1), into: &findings)
        }
    }

    private func report(_ ctx: FileContext, _ values: [(first: Int, last: Int)], at anchor: Int, covering: ByteRange,
                        into findings: inout [RuleFinding]) {
        var colors: [(first: Int, last: Int)] = []
        var sameNameCases = 0
        for value in values {
            guard let color = ctx.hardcodedColorInExpression(from: value.first, to: value.last) ?? namedHexColor(ctx, value)
                    ?? entryColor(ctx, value) ?? stopsColor(ctx, value), !ctx.isScaleStop(color.first) else { continue }
            colors.append(color)
            // `case .red: .red`: the enum's case is named after its colour.
            if ctx.kind(value.first - 1) == .colon, ctx.kind(color.first) == .dot,
               ctx.compareText(value.first - 2, color.first + 1) == 0 {
                sameNameCases += 1
            }
        }
        let distinct = Set(colors.map { ctx.text($0.first, through: $0.last) })
        let isChoice = ctx.is(anchor, "switch") || ctx.is(anchor, "when")
        guard distinct.count >= (isChoice ? Self.minimumArmColors : Self.minimumColors), sameNameCases * 2 < colors.count else { return }
        // Asked last: it looks the collection's name up among the file's identifiers.
        if !ctx.is(anchor, "switch") && !ctx.is(anchor, "when") && feedsGradient(ctx, collectionAt: anchor) { return }
        findings.append(RuleFinding(range: ctx.range(anchor), message:
            "Category palette of \(colors.count) colours outside the theme (\(distinct.count) distinct); move it into the theme "
            + "as named tokens", covers: covering))
    }

    /// `ChatFeedTypeUi(ChatFeedType.DM, R.string.dm, Color(0xFF2563EB))`: an entry built by a type's
    /// constructor, whose one hardcoded colour argument is the entry's colour.
    private func entryColor(_ ctx: FileContext, _ value: (first: Int, last: Int)) -> (first: Int, last: Int)? {
        var value = value
        // `Log.WARN to ForegroundColorSpan(Color.YELLOW)`: a map entry's value.
        guard value.first <= value.last else { return nil }
        if ctx.language == .kotlin {
            var q = value.first
            while q < value.last {
                if ctx.is(q, "to") && ctx.kind(q) == .identifier {
                    value = (q + 1, value.last)
                    break
                }
                let other = ctx.partnerOf(q)
                q = other > q ? other + 1 : q + 1
            }
        }
        let open = value.first + 1
        guard ctx.isIdentifier(value.first), ctx.kind(open) == .leftParen, ctx.partnerOf(open) == value.last,
              !ctx.isColorTypeToken(value.first) else { return nil }
        let first = ctx.firstByte(value.first)
        guard first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z") else { return nil }
        var found: (first: Int, last: Int)?
        for argument in ctx.elements(open: open, close: value.last) {
            guard let color = ctx.hardcodedColorInExpression(from: argument.first, to: argument.last) ?? namedHexColor(ctx, argument) else { continue }
            if found != nil { return nil }  // two colours: a pair per entry, not one entry's colour
            found = color
        }
        return found
    }

    /// `CoverGradient.RED -> listOf(Color(0xFFE51CA0), Color(0xFFF55522))`, also as a block that
    /// returns it (`{ return listOf(…) }`) or a Swift array (`case .red: [.pink, .orange]`): each
    /// category's gradient, a list of two or more fixed colours. The whole list is the entry's value.
    private func stopsColor(_ ctx: FileContext, _ value: (first: Int, last: Int)) -> (first: Int, last: Int)? {
        var first = value.first, last = value.last
        if ctx.kind(first) == .leftBrace && ctx.partnerOf(first) == last {
            first += 1
            last -= 1
            if ctx.is(first, "return") { first += 1 }
        }
        guard first < last else { return nil }
        let open: Int
        if ctx.kind(first) == .leftBracket && ctx.language == .swift {
            open = first
        } else if isCollectionBuilder(ctx, first), ctx.kind(first + 1) == .leftParen {
            open = first + 1
        } else {
            return nil
        }
        let close = ctx.partnerOf(open)
        // Only the list, perhaps ended by a method (`listOf(…).map { … }` is not a list of fixed stops).
        guard close > open + 1, close == last else { return nil }
        let stops = ctx.elements(open: open, close: close)
        guard stops.count >= 2, stops.allSatisfy({ ctx.hardcodedColorInExpression(from: $0.first, to: $0.last) != nil }) else {
            return nil
        }
        return (first, last)
    }

    /// `color = 0xFF2196F3.toInt()`: a colour-named argument given an ARGB integer (an enum entry's).
    private func namedHexColor(_ ctx: FileContext, _ value: (first: Int, last: Int)) -> (first: Int, last: Int)? {
        let number = value.first + 2
        guard ctx.isIdentifier(value.first), ctx.isOperator(value.first + 1, "="), ColorVocabulary.isColorName(ctx.text(value.first)),
              let digits = ctx.hexIntegerDigits(at: number), digits.count == 6 || digits.count == 8 else { return nil }
        return (number, value.last)
    }

    /// The `{` of a `switch x {` / `when (x) {` body.
    private func bodyBrace(_ ctx: FileContext, after keyword: Int) -> Int? {
        var q = keyword + 1
        while q < ctx.count && q < keyword + 64 {
            switch ctx.kind(q) {
            case .leftBrace: return q
            case .leftParen, .leftBracket:
                let close = ctx.partnerOf(q)
                if close < q { return nil }
                q = close + 1
            case .rightBrace, .semicolon: return nil
            default: q += 1
            }
        }
        return nil
    }

    /// The value of each `case …:` / `default:` arm, through `return` and `name =`.
    private func swiftArmValues(_ ctx: FileContext, _ open: Int, _ close: Int) -> [(first: Int, last: Int)] {
        var labels: [Int] = []  // the `:` ending each label
        var q = open + 1
        var awaitingColon = false
        while q < close {
            if ctx.is(q, "case") || ctx.is(q, "default") { awaitingColon = true }
            if awaitingColon && ctx.kind(q) == .colon {
                labels.append(q)
                awaitingColon = false
            }
            let other = ctx.partnerOf(q)
            q = other > q && ctx.kind(q) != .rightBrace ? other + 1 : q + 1
        }
        var arms: [(first: Int, last: Int)] = []
        for (i, colon) in labels.enumerated() {
            var end = i + 1 < labels.count ? labels[i + 1] : close
            // Back to the `case`/`default` keyword of the next label.
            if i + 1 < labels.count {
                while end > colon && !(ctx.is(end, "case") || ctx.is(end, "default")) { end -= 1 }
            }
            arms.append(armValue(ctx, colon + 1, end - 1))
        }
        return arms
    }

    /// The value after each `->` at the top level of a `when` body.
    private func kotlinArmValues(_ ctx: FileContext, _ open: Int, _ close: Int) -> [(first: Int, last: Int)] {
        var arrows: [Int] = []
        var q = open + 1
        while q < close {
            if ctx.isOperator(q, "->") { arrows.append(q) }
            let other = ctx.partnerOf(q)
            q = other > q ? other + 1 : q + 1
        }
        return arrows.enumerated().map { i, arrow in
            let end = i + 1 < arrows.count ? arrows[i + 1] - 1 : close - 1
            return armValue(ctx, arrow + 1, ctx.expressionEnd(from: arrow + 1, limit: end + 1) - 1)
        }
    }

    private func armValue(_ ctx: FileContext, _ first: Int, _ last: Int) -> (first: Int, last: Int) {
        var start = first
        if ctx.is(start, "return") { start += 1 }
        // An arm of several statements (`systemImage = …; tint = .orange; title = …`): the colour is
        // what it assigns to a colour-named property.
        var p = start
        while p < last {
            if ctx.isOperator(p, "="), ctx.isIdentifier(p - 1), ColorVocabulary.isColorName(ctx.text(p - 1)) {
                return (p + 1, ctx.expressionEnd(from: p + 1, limit: last + 1) - 1)
            }
            let other = ctx.partnerOf(p)
            p = other > p ? other + 1 : p + 1
        }
        // `label.textColor = .green`: the assigned value.
        var q = start
        while q < last && q < start + 12 {
            if ctx.isOperator(q, "=") { return (q + 1, ctx.expressionEnd(from: q + 1, limit: last + 1) - 1) }
            if ctx.hasNewlineBefore(q + 1) { break }
            q += 1
        }
        return (start, ctx.expressionEnd(from: start, limit: last + 1) - 1)
    }

    /// The arguments each case of a Kotlin `enum class` (`LOW(Color.GREEN)`) or `sealed` type
    /// (`data object Menu : Region(Color.argb(…))`) gives its constructor: the table's values.
    private func kotlinCaseColors(_ ctx: FileContext, _ scope: Scope) -> [(first: Int, last: Int)]? {
        var k = Int(scope.keyword)
        if ctx.is(k, "class") || ctx.is(k, "interface") { k -= 1 }
        let isEnum = ctx.is(k, "enum")
        guard isEnum || ctx.is(k, "sealed") else { return nil }
        let open = Int(scope.open), close = Int(scope.close)
        var values: [(first: Int, last: Int)] = []
        var q = open + 1
        while q < close {
            if ctx.kind(q) == .leftParen, ctx.isIdentifier(q - 1) {
                let isEntry = isEnum && (q - 2 == open || ctx.kind(q - 2) == .comma)
                let isSupertypeCall = ctx.kind(q - 2) == .colon && ctx.is(q - 4, "object")
                if isEntry || isSupertypeCall, ctx.partnerOf(q) > q { values += ctx.elements(open: q, close: ctx.partnerOf(q)) }
            }
            // An enum's entries end at the first `;`.
            if isEnum && ctx.kind(q) == .semicolon { break }
            let other = ctx.partnerOf(q)
            q = other > q ? other + 1 : q + 1
        }
        return values
    }

    /// `listOf(`, `arrayOf(`, `mapOf(`, `intArrayOf(`, `setOf(`, `mutableListOf(`…
    private func isCollectionBuilder(_ ctx: FileContext, _ name: Int) -> Bool {
        guard ctx.language == .kotlin, ctx.isIdentifier(name) else { return false }
        let r = ctx.range(name)
        // Asked of every call's name: every builder's name holds "Of".
        guard ctx.bytes(r, contain: "Of") else { return false }
        return ctx.bytes(r, contain: "listOf") || ctx.bytes(r, contain: "ListOf") || ctx.bytes(r, contain: "arrayOf")
            || ctx.bytes(r, contain: "ArrayOf") || ctx.bytes(r, contain: "mapOf") || ctx.bytes(r, contain: "MapOf")
            || ctx.bytes(r, contain: "setOf") || ctx.bytes(r, contain: "SetOf")
    }

    /// A `[` that opens an array or dictionary literal, not a subscript or a type.
    private func isCollectionLiteral(_ ctx: FileContext, _ bracket: Int) -> Bool {
        switch ctx.kind(bracket - 1) {
        case .identifier: return ctx.is(bracket - 1, "return") || ctx.is(bracket - 1, "in")
        case .rightParen, .rightBracket, .stringClose, .number, .backtickIdentifier: return false
        case .colon:
            // `x: [A: B]` is a type annotation when the literal holds only type names; a literal has commas.
            return ctx.partnerOf(bracket) > bracket && hasTopLevelComma(ctx, bracket)
        default: return true
        }
    }

    private func hasTopLevelComma(_ ctx: FileContext, _ open: Int) -> Bool {
        let close = ctx.partnerOf(open)
        var q = open + 1
        while q < close {
            if ctx.kind(q) == .comma { return true }
            let other = ctx.partnerOf(q)
            q = other > q ? other + 1 : q + 1
        }
        return false
    }

    /// `let colors = [...]` later handed to a gradient (`CGGradient(colors: colors as CFArray, …)`,
    /// `Brush.verticalGradient(colors)`, `layer.colors = colors`): the stops of one visual.
    private func feedsGradient(_ ctx: FileContext, collectionAt start: Int) -> Bool {
        var q = start - 1
        guard ctx.isOperator(q, "=") else { return false }
        q -= 1
        // Back over a type annotation: `let stops: [CGColor] = [`.
        if !(ctx.isIdentifier(q) && (ctx.is(q - 1, "let") || ctx.is(q - 1, "var") || ctx.is(q - 1, "val"))) {
            var back = q
            while back > start - 16 && back > 0 && ctx.kind(back) != .colon { back -= 1 }
            guard ctx.kind(back) == .colon else { return false }
            q = back - 1
        }
        guard ctx.isIdentifier(q) else { return false }
        let name = q
        return ctx.uses(of: name).contains { use in
            let u = Int(use)
            guard u > start else { return false }
            if ctx.isOperator(u - 1, "=") && ctx.is(u - 2, "colors") { return true }
            guard let open = ctx.enclosingOpenParen(before: u), let callee = ctx.calleeName(beforeParen: open) else {
                return false
            }
            return ctx.namesGradient(callee)
        }
    }

    /// `colors: [...]` of a gradient or a symbol configuration: one visual, not a table.
    private func isGradientColors(_ ctx: FileContext, _ bracket: Int) -> Bool {
        guard ctx.kind(bracket - 1) == .colon, ctx.is(bracket - 2, "colors") || ctx.is(bracket - 2, "paletteColors") else { return false }
        return true
    }

}
