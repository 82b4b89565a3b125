/// `color-scheme-conditional`: one colour chosen by checking dark or light appearance.
package struct ColorSchemeConditionalRule: Rule {
    package static let description = RuleDescription(
        id: "color-scheme-conditional",
        summary: "Colour chosen by checking dark/light appearance instead of using an adaptive token.",
        rationale: "Branching on the colour scheme at each use site spreads the theme across views: every site must be "
            + "found and changed when the palette changes, and high-contrast or new appearances are missed.",
        howToFix: "Use a token that adapts by itself: an asset colour with Any and Dark appearances, a dynamic theme "
            + "colour, or a MaterialTheme.colorScheme role. Choosing a whole theme by appearance is fine.",
        before: "Text(\"Hi\").foregroundColor(colorScheme == .dark ? .white : .black)",
        after: "Text(\"Hi\").foregroundColor(.textPrimary)",
        defaultSeverity: .warning,
        options: Options.descriptions,
        triggering: triggeringExamples,
        nonTriggering: nonTriggeringExamples)

    /// The configured flags, built once; each file copies it and adds the flags it derives.
    private let baseVocabulary: AppearanceVocabulary
    private let reportsChoicesBetweenSemanticColors: Bool

    package init(_ options: Options) {
        baseVocabulary = AppearanceVocabulary(flags: options.darkFlagNames)
        reportsChoicesBetweenSemanticColors = options.reportChoicesBetweenSemanticColors
    }

    /// The condition must read the appearance (`AppearanceVocabulary.mentionsAppearance`): an
    /// indicator name, `Theme.current`, or a configured flag, each a whole name (flags learnt in the
    /// file are assigned from an indicator); or a theme compared with or switched on a `dark` or
    /// `light` case (`theme == .dark`, `ThemeMode.DARK`).
    package func requiredText(_ language: Language, _ configuration: Configuration) -> RequiredText? {
        RequiredText(anyNameOf: AppearanceVocabulary.indicatorNames.sorted() + baseVocabulary.flags.sorted())
            + RequiredText(oneWordOfEach: [[.name("Theme"), .name("theme")], [.name("current")]])
            + RequiredText(oneWordOfEach: [[.text("theme"), .text("appearance")],
                                           AppearanceVocabulary.appearanceCaseNames.map(RequiredText.Word.name)])
    }

    package func check(_ ctx: FileContext, into findings: inout [RuleFinding]) {
        guard !ctx.index.questionMarks.isEmpty || !ctx.index.conditionals.isEmpty else { return }
        var appearance = baseVocabulary
        appearance.learnDerivedFlags(ctx)
        appearance.forgetContentFlags(ctx)
        let checker = Checker(ctx: ctx, appearance: appearance, reportsChoicesBetweenSemanticColors: reportsChoicesBetweenSemanticColors)
        if ctx.language == .swift {
            for question in ctx.index.questionMarks where ctx.hasTriviaBefore(Int(question)) {
                checker.ternary(at: Int(question), into: &findings)
            }
        }
        for keyword in ctx.index.conditionals {
            let p = Int(keyword)
            if ctx.is(p, "if") {
                if !ctx.is(p - 1, "else") { checker.ifStatement(at: p, into: &findings) }
            } else {
                checker.switchStatement(at: p, into: &findings)
            }
        }
    }

    package static let message = "Colour chosen by checking dark/light appearance; use an adaptive colour token instead"
    /// For a check of the app's own theme setting, which an adaptive asset would not follow.
    package static let themeMessage = "Colour chosen by checking whether the app's theme is dark or light; give the theme "
        + "this colour as one of its tokens instead"

    private struct Checker {
        let ctx: FileContext
        let appearance: AppearanceVocabulary
        let reportsChoicesBetweenSemanticColors: Bool

        package func report(_ first: Int, _ last: Int, covering end: Int, into findings: inout [RuleFinding]) {
            let message = AppearanceVocabulary.readsAppThemeOnly(ctx, first, last)
                ? ColorSchemeConditionalRule.themeMessage : ColorSchemeConditionalRule.message
            findings.append(RuleFinding(range: ctx.range(first, through: last), message: message,
                                        covers: ctx.range(first, through: max(last, end))))
        }

        /// `if traitCollection.userInterfaceStyle != previousTraitCollection?.userInterfaceStyle`,
        /// `hasDifferentColorAppearance(comparedTo:)`: the appearance changed, so colours that do not
        /// adapt by themselves (`CGColor`s) are set again from their tokens; nothing is chosen by it.
        private func asksWhetherAppearanceChanged(_ first: Int, _ last: Int) -> Bool {
            guard first <= last else { return false }
            return (first...last).contains {
                ctx.is($0, "previousTraitCollection") || ctx.is($0, "hasDifferentColorAppearance")
            }
        }

        /// `if let colorScheme`, `if let scheme = preferredScheme`: unwrapping an optional override tests
        /// whether one was given, not which appearance it is.
        private func onlyBinds(_ first: Int, _ last: Int) -> Bool {
            guard ctx.is(first, "let") || ctx.is(first, "var") else { return false }
            // `if let color = palette.color(for: id, isDark: isDark)`: the appearance passed to a lookup
            // inside the bound call is no test either; a comma between clauses (`if let x, isDark`) is.
            var q = first
            while q <= last {
                if ctx.isOperator(q, "==") || ctx.isOperator(q, "!=") || ctx.kind(q) == .comma { return false }
                let other = ctx.partnerOf(q)
                q = other > q ? other + 1 : q + 1
            }
            return true
        }

        // MARK: `cond ? a : b`

        func ternary(at question: Int, into findings: inout [RuleFinding]) {
            let start = conditionStart(before: question)
            guard start < question, appearance.mentionsAppearance(ctx, start, question - 1) else { return }
            guard let colon = ternaryColon(after: question) else { return }
            let end = ctx.expressionEnd(from: colon + 1, limit: ctx.count)
            let kinds = [ColorExpressions.classify(ctx, first: question + 1, last: colon - 1),
                         ColorExpressions.classify(ctx, first: colon + 1, last: end - 1)]
            guard choosesColor(kinds, contextStart: start) || choosesAlpha(question: question, colon: colon, end: end, start: start) else {
                return
            }
            // `isDark ? darkColor : lightColor` of two local values: the pair came with the data
            // (a server's colours for each appearance), and no token can stand for it.
            if colon == question + 2 && end == colon + 2, isLocalValue(question + 1), isLocalValue(colon + 1) { return }
            if adjustsOneValue((question + 1, colon - 1), (colon + 1, end - 1)) { return }
            if spellSame((question + 1, colon - 1), (colon + 1, end - 1)) { return }
            if ctx.buildsColorFromRuntimeValues(from: question + 1, to: end - 1) { return }
            if isGradient(question + 1, colon - 1) || isGradient(colon + 1, end - 1) { return }
            if choosesBetweenSemanticColors([(question + 1, colon - 1), (colon + 1, end - 1)]) { return }
            if definesAdaptiveColor(start, [(question + 1, colon - 1), (colon + 1, end - 1)]) { return }
            // A shadow's colour tuned per appearance is technique, like a black shadow. So is black in
            // both branches at two strengths (`isDark ? .black.opacity(0.33) : .black.opacity(0.15)`).
            if ctx.standsAsShadowColor(start) || areShades([(question + 1, colon - 1), (colon + 1, end - 1)]) { return }
            report(start, question - 1, covering: end - 1, into: &findings)
        }

        /// Whether the conditional starting at `start` defines an adaptive colour rather than choosing one at
        /// a use site: `UIColor { $0.userInterfaceStyle == .dark ? … : … }`, or an accessor that takes the
        /// appearance as a parameter and returns one of the app's named colours (`fun toIconColor(isDarkTheme:
        /// Boolean) = if (isDarkTheme) R.color.colorIconDark else R.color.colorIcon`; written-out colours
        /// there are still reported).
        func definesAdaptiveColor(_ start: Int, _ values: [(first: Int, last: Int)]) -> Bool {
            if ctx.definesAdaptiveColor(start) { return true }
            guard !values.isEmpty, ctx.returnsByAppearanceParameter(start) else { return false }
            let parser = SourceColorParser(ctx)
            return values.allSatisfy { $0.first <= $0.last && parser.color($0.first, $0.last) == nil }
        }

        /// Whether every value is a shade: black at some opacity (`.black`, `Color.black.opacity(0.2)`,
        /// `UIColor(white: 0, alpha: 0.3)`), or clear against translucent black
        /// (`if (isDark) Color.Transparent else Color.Black.copy(alpha = 0.2f)`), a scrim tuned per
        /// appearance. Clear against opaque black is a line or fill that appears in one appearance only.
        private func areShades(_ values: [(first: Int, last: Int)]) -> Bool {
            guard values.count >= 2 else { return false }
            var sawClear = false, sawOpaque = false
            // `[NSColor.black.withAlphaComponent(0.4).cgColor, NSColor.black.withAlphaComponent(0).cgColor]`:
            // a gradient's stops, each a value.
            let items = values.flatMap { value in
                value.first <= value.last && ctx.kind(value.first) == .leftBracket && ctx.partnerOf(value.first) == value.last
                    ? ctx.elements(open: value.first, close: value.last) : [value]
            }
            for (first, var last) in items {
                // `….cgColor`: the same colour for a layer.
                if last - 2 >= first && ctx.is(last, "cgColor") && ctx.kind(last - 1) == .dot { last -= 2 }
                guard first <= last else { return false }
                if isClear(first, last) {
                    sawClear = true
                    continue
                }
                guard let color = SourceColorParser(ctx).color(first, last), color.isBlackAtAnyAlpha else { return false }
                if color.alpha >= 1 { sawOpaque = true }
            }
            return !(sawClear && sawOpaque)
        }

        /// `Color.white.opacity(colorScheme == .dark ? 0.08 : 0.38)`: two numbers as the whole argument
        /// of a colour's alpha, which picks a different colour per appearance.
        func choosesAlpha(question: Int, colon: Int, end: Int, start: Int) -> Bool {
            guard colon == question + 2, end == colon + 2, ctx.kind(question + 1) == .number, ctx.kind(colon + 1) == .number,
                  ctx.kind(start - 1) == .leftParen, ctx.partnerOf(start - 1) == end else { return false }
            let callee = start - 2
            guard ctx.is(callee, "opacity") || ctx.is(callee, "withAlphaComponent"), ctx.kind(callee - 1) == .dot,
                  ctx.isIdentifier(callee - 2) || ctx.kind(callee - 2) == .rightParen else { return false }
            // A hardcoded colour (`Color.white`, `.black`, `Color(red: …)`): a token's alpha tuned per
            // appearance is the token's own business. Not a shadow's, which is technique.
            let receiverEnd = callee - 2
            var first = ctx.kind(receiverEnd) == .rightParen ? ctx.partnerOf(receiverEnd) - 1 : receiverEnd
            first = ctx.memberChainStart(endingAt: first)
            if ctx.isImplicitMemberDot(first - 1) { first -= 1 }
            guard let end = ctx.hardcodedColorEnd(at: first), end == receiverEnd else { return false }
            return !ctx.standsAsShadowColor(first)
        }

        /// `.signInWithAppleButtonStyle(isDark ? .white : .black)`: a style enum with cases named
        /// after colours, not a colour.
        func isStyleArgument(_ start: Int) -> Bool {
            guard ctx.kind(start - 1) == .leftParen, let callee = ctx.calleeName(beforeParen: start - 1) else { return false }
            let name = ctx.text(callee)
            return name.hasSuffix("Style") && !ColorVocabulary.swiftColorModifiers.contains(name)
        }

        /// A name the enclosing function declares or takes as a parameter.
        func isLocalValue(_ p: Int) -> Bool {
            // A function, or a computed property's getter (`var color: NSColor? { … }`).
            guard ctx.isIdentifier(p), let function = ctx.scopes.enclosing(at: p, kinds: [.function, .property]) else { return false }
            let first = Int(function.keyword), last = Int(function.close)
            return ctx.uses(of: p).contains { use in
                let u = Int(use)
                guard u >= first && u <= last && u != p else { return false }
                let isParameter = u < Int(function.open) && ctx.kind(u + 1) == .colon
                return isParameter || ctx.is(u - 1, "let") || ctx.is(u - 1, "var") || ctx.is(u - 1, "val")
            }
        }

        /// Walks back from `?` over the condition to where the expression starts.
        func conditionStart(before question: Int) -> Int {
            var p = question - 1
            while p >= 0 {
                switch ctx.kind(p) {
                case .leftParen, .leftBracket, .leftBrace, .comma, .colon, .semicolon, .interpolationOpen, .stringText:
                    return p + 1
                case .rightParen, .rightBracket, .rightBrace, .stringClose, .interpolationClose:
                    let open = ctx.partnerOf(p)
                    if open < 0 { return p + 1 }
                    if ctx.hasNewlineBefore(open) && !continuesLine(open) { return open }
                    p = open - 1
                    continue
                case .operator:
                    let op = ctx.text(p)
                    if op == "=" || op == "+=" || op == "-=" || op == "??" || op == "?" || op == "->" { return p + 1 }
                case .identifier:
                    if ctx.is(p, "return") || ctx.is(p, "in") || ctx.is(p, "case") || ctx.is(p, "else") || ctx.is(p, "where") { return p + 1 }
                default:
                    break
                }
                if ctx.hasNewlineBefore(p) && !continuesLine(p) { return p }
                p -= 1
            }
            return 0
        }

        /// A line continues the previous one when it starts with, or the previous ends with, an operator or dot.
        func continuesLine(_ p: Int) -> Bool {
            let previous = ctx.kind(p - 1)
            let current = ctx.kind(p)
            return previous == .operator || previous == .dot || current == .operator || current == .dot
        }

        func ternaryColon(after question: Int) -> Int? {
            var p = question + 1
            var nested = 0
            while p < ctx.count {
                switch ctx.kind(p) {
                case .colon:
                    if nested == 0 { return p }
                    nested -= 1
                case .operator where ctx.is(p, "?") && ctx.hasTriviaBefore(p):
                    nested += 1
                case .comma, .rightParen, .rightBracket, .rightBrace, .semicolon:
                    return nil
                default:
                    break
                }
                let other = ctx.partnerOf(p)
                p = other > p ? other + 1 : p + 1
            }
            return nil
        }

        /// A conditional chooses a colour when a branch is certainly a colour, both are colour-like
        /// implicit members, or the result lands where a colour goes. Choosing whole themes is fine.
        func choosesColor(_ kinds: [ColorValueKind], contextStart: Int) -> Bool {
            if kinds.contains(.wholeTheme) { return false }
            if kinds.contains(.color) { return true }
            let implicit = kinds.filter { $0 == .implicitColor }.count
            if implicit == kinds.count && implicit >= 2 { return !isStyleArgument(contextStart) }
            let members = kinds.filter { $0 == .implicitMember }.count
            return implicit + members > 0 && ColorExpressions.isColorContext(ctx, expressionStart: contextStart)
        }

        // MARK: `if`

        func ifStatement(at keyword: Int, into findings: inout [RuleFinding]) {
            // Most `if`s never look at the appearance: decide that in a walk that allocates nothing.
            guard chainMentionsAppearance(at: keyword) else { return }
            // Walk the `if … else if … else` chain again for its conditions and bodies.
            var conditions: [(first: Int, last: Int)] = []
            var bodies: [Int] = []
            var p = keyword
            while ctx.is(p, "if") {
                guard let (conditionEnd, bodyStart) = condition(afterIf: p) else { return }
                conditions.append((p + 1, conditionEnd))
                bodies.append(bodyStart)
                let bodyEnd = ctx.kind(bodyStart) == .leftBrace ? ctx.partnerOf(bodyStart) : expressionBranchEnd(at: bodyStart)
                guard bodyEnd > 0, ctx.is(bodyEnd + 1, "else") else { break }
                if ctx.is(bodyEnd + 2, "if") { p = bodyEnd + 2 } else { bodies.append(bodyEnd + 2); break }
            }
            // The finding spans the first condition.
            guard let firstCondition = conditions.first,
                  conditions.contains(where: { appearance.mentionsAppearance(ctx, $0.first, $0.last) && !onlyBinds($0.first, $0.last) }),
                  !conditions.contains(where: { asksWhetherAppearanceChanged($0.first, $0.last) })
            else { return }
            var values: [BranchValue] = []
            var end = keyword
            var everyBranchYields = true
            for body in bodies {
                let (bodyValues, bodyEnd) = branch(at: body)
                values += bodyValues
                everyBranchYields = everyBranchYields && !bodyValues.isEmpty
                end = max(end, bodyEnd)
            }
            // Semantic only when every branch says what it yields (`else { c = helper(0x333) }` does not).
            let betweenSemanticColors = everyBranchYields && choosesBetweenSemanticColors(values.map { ($0.first, $0.last) })
            guard !values.isEmpty, choosesColor(values.map(\.kind), contextStart: keyword),
                  !betweenSemanticColors, !definesAdaptiveColor(keyword, values.map { ($0.first, $0.last) }) else { return }
            if bodies.count == 2, adjustsOneValue(branchExtent(bodies[0]), branchExtent(bodies[1])) { return }
            if bodies.count == 2, spellSame(branchExtent(bodies[0]), branchExtent(bodies[1])) { return }
            // A branch that builds its colour from a user's setting or the data: the choice follows them.
            if ctx.buildsColorFromRuntimeValues(from: keyword, to: end) { return }
            if bodies.contains(where: { let branch = branchExtent($0); return isGradient(branch.first, branch.last) }) { return }
            // Black at two strengths, or clear and black (`if (isDark) Color.Transparent else Color.Black.copy(alpha = 0.2f)`):
            // a scrim tuned per appearance is technique, as in a ternary.
            if everyBranchYields && areShades(values.map { (assignedValueStart($0.first, $0.last) ?? $0.first, $0.last) }) { return }
            report(keyword, firstCondition.last, covering: end, into: &findings)
        }

        /// `if (isDark) darken(color) else color`: one runtime colour (a category's, a user's) adjusted
        /// for the appearance, where one branch is a name the other transforms without a hardcoded
        /// colour. No token can stand for a colour that comes with the data.
        func adjustsOneValue(_ a: (first: Int, last: Int), _ b: (first: Int, last: Int)) -> Bool {
            func isAdjusted(_ name: (first: Int, last: Int), in other: (first: Int, last: Int)) -> Bool {
                // Not `$0`: in `.applying { isDark ? $0.foreground(…) : $0 }` it is a view.
                guard name.first == name.last, ctx.isIdentifier(name.first), ctx.firstByte(name.first) != UInt8(ascii: "$"),
                      other.first < other.last,
                      ctx.hardcodedColorInExpression(from: other.first, to: other.last) == nil else { return false }
                return (other.first...other.last).contains { ctx.isIdentifier($0) && ctx.compareText($0, name.first) == 0 }
            }
            return isAdjusted(a, in: b) || isAdjusted(b, in: a)
        }

        /// `if colorScheme == .dark { Color.Shape.tertiary } else { tier.gradient }`: a branch that is a
        /// gradient (a value or a call named for one) makes the choice one of looks, a solid fill in one
        /// appearance and a gradient in the other, which no adaptive colour can carry.
        func isGradient(_ first: Int, _ last: Int) -> Bool {
            guard first <= last else { return false }
            var name = last
            if ctx.kind(last) == .rightParen { name = ctx.calleeName(beforeParen: ctx.partnerOf(last)) ?? -1 }
            return name >= first && ctx.namesGradient(name)
        }

        /// `colorScheme == .light ? Color.gray.opacity(0.5) : Color.gray.opacity(0.5)`: the same value in
        /// both branches, so the appearance chooses nothing.
        func spellSame(_ a: (first: Int, last: Int), _ b: (first: Int, last: Int)) -> Bool {
            guard a.last - a.first == b.last - b.first, a.first <= a.last else { return false }
            for k in 0...(a.last - a.first) where ctx.kind(a.first + k) != ctx.kind(b.first + k) || ctx.compareText(a.first + k, b.first + k) != 0 {
                return false
            }
            return true
        }

        /// A branch's first and last positions, inside its braces when it is a block.
        func branchExtent(_ start: Int) -> (first: Int, last: Int) {
            if ctx.kind(start) == .leftBrace { return (start + 1, ctx.partnerOf(start) - 1) }
            return (start, expressionBranchEnd(at: start))
        }

        /// Whether a condition of the `if … else if` chain at `keyword` checks the appearance; false
        /// when the chain cannot be read, as `ifStatement` then reports nothing either.
        func chainMentionsAppearance(at keyword: Int) -> Bool {
            var mentions = false
            var p = keyword
            while ctx.is(p, "if") {
                guard let (conditionEnd, bodyStart) = condition(afterIf: p) else { return false }
                if !mentions { mentions = appearance.mentionsAppearance(ctx, p + 1, conditionEnd) }
                let bodyEnd = ctx.kind(bodyStart) == .leftBrace ? ctx.partnerOf(bodyStart) : expressionBranchEnd(at: bodyStart)
                guard bodyEnd > 0, ctx.is(bodyEnd + 1, "else"), ctx.is(bodyEnd + 2, "if") else { break }
                p = bodyEnd + 2
            }
            return mentions
        }

        /// The last position of the condition and the first of the body.
        func condition(afterIf keyword: Int) -> (Int, Int)? {
            if ctx.language == .kotlin {
                guard ctx.kind(keyword + 1) == .leftParen else { return nil }
                let close = ctx.partnerOf(keyword + 1)
                return close > keyword ? (close, close + 1) : nil
            }
            var p = keyword + 1
            while p < ctx.count && ctx.kind(p) != .leftBrace {
                if ctx.kind(p) == .rightBrace || ctx.kind(p) == .semicolon { return nil }
                let other = ctx.partnerOf(p)
                p = other > p ? other + 1 : p + 1
            }
            return p < ctx.count ? (p - 1, p) : nil
        }

        /// Classifies what a branch yields (a block's returns, assignments to colour names and its
        /// single expression; or a bare Kotlin expression), and returns where the branch ends.
        func branch(at start: Int) -> ([BranchValue], Int) {
            if ctx.kind(start) == .leftBrace {
                let close = ctx.partnerOf(start)
                guard close > start else { return ([], start) }
                return (blockValues(start + 1, close - 1), close)
            }
            let last = expressionBranchEnd(at: start)
            return ([BranchValue(kind: valueKind(start, last), first: start, last: last)], last)
        }

        /// What a branch yields, and where that value is written.
        struct BranchValue {
            var kind: ColorValueKind
            var first: Int, last: Int
        }

        /// `isDark ? Color(.secondarySystemBackground) : Color(.systemBackground)`: every branch is
        /// already a semantic colour, so nothing is hardcoded; reported only when the option asks.
        /// Clear counts as no colour: `colorScheme == .light ? .themedBorder : .clear` shows a token's
        /// border in one appearance only, a choice no single adaptive token makes.
        func choosesBetweenSemanticColors(_ values: [(first: Int, last: Int)]) -> Bool {
            guard !reportsChoicesBetweenSemanticColors && values.count >= 2 else { return false }
            var semantic = 0
            for value in values {
                // A whole statement (`title.textColor = .label`) yields what it assigns.
                let first = assignedValueStart(value.first, value.last) ?? value.first
                if SemanticColors.isSemanticColor(ctx, first, value.last) {
                    semantic += 1
                } else if !isClear(first, value.last) {
                    return false
                }
            }
            return semantic > 0
        }

        /// `.clear`, `Color.clear`, `Color.Transparent`, `Color.TRANSPARENT`: no colour at all.
        func isClear(_ first: Int, _ last: Int) -> Bool {
            guard ctx.is(last, "clear") || ctx.is(last, "Transparent") || ctx.is(last, "TRANSPARENT") else { return false }
            return last == first || last == first + 1 && ctx.kind(first) == .dot
                || ctx.kind(last - 1) == .dot && ctx.memberChainStart(endingAt: last) == first
        }

        /// Where the value of an assignment `target = value` at the top level of `first…last` starts.
        func assignedValueStart(_ first: Int, _ last: Int) -> Int? {
            var p = first
            while p <= last {
                if ctx.isOperator(p, "=") { return p + 1 }
                let other = ctx.partnerOf(p)
                p = other > p ? other + 1 : p + 1
            }
            return nil
        }

        /// The last position of a branch that is a bare expression, not a block; walking an
        /// `if … else if` chain needs only this, not what the branch yields.
        func expressionBranchEnd(at start: Int) -> Int {
            var end = ctx.expressionEnd(from: start, limit: ctx.count)
            if end > start, ctx.is(end - 1, "else") { end -= 1 }
            // Kotlin `if (c) X else Y` on one line: the expression stops before `else`.
            var p = start
            while p < end && !ctx.is(p, "else") {
                let other = ctx.partnerOf(p)
                p = other > p ? other + 1 : p + 1
            }
            return p - 1
        }

        func valueKind(_ first: Int, _ last: Int) -> ColorValueKind {
            let kind = ColorExpressions.classify(ctx, first: first, last: last)
            if (kind == .implicitColor || kind == .implicitMember) && ColorExpressions.isColorContext(ctx, expressionStart: first) { return .color }
            return kind
        }

        func blockValues(_ first: Int, _ last: Int) -> [BranchValue] {
            guard first <= last else { return [] }
            var values: [BranchValue] = []
            var p = first
            var statementStart = true
            while p <= last {
                // `x = …` is judged at its `=`, where the target is known.
                let startsAssignment = statementStart && ctx.isIdentifier(p) && ctx.isOperator(p + 1, "=")
                if statementStart && !startsAssignment || ctx.is(p, "return") || ctx.isOperator(p, "=") {
                    let valueStart = ctx.is(p, "return") || ctx.isOperator(p, "=") ? p + 1 : p
                    let assignsColorName = ctx.isOperator(p, "=") && ctx.isIdentifier(p - 1) && ColorVocabulary.isColorName(ctx.text(p - 1))
                    let valueEnd = ctx.expressionEnd(from: valueStart, limit: last + 1)
                    if valueEnd > valueStart {
                        var kind = ColorExpressions.classify(ctx, first: valueStart, last: valueEnd - 1)
                        if (kind == .implicitColor || kind == .implicitMember) && (assignsColorName || ColorExpressions.returnsColor(ctx, at: valueStart)) {
                            kind = .color
                        }
                        if kind == .implicitMember { kind = .other }
                        // A statement that is a call or assignment yields nothing unless it is a returned value.
                        // `color = darken(color)` adjusts a colour chosen elsewhere (an image's palette).
                        if kind != .other && !(assignsColorName && mentions(p - 1, valueStart, valueEnd))
                            && (ctx.is(p, "return") || assignsColorName || isSingleExpression(first, last, valueStart, valueEnd)) {
                            values.append(BranchValue(kind: kind, first: valueStart, last: valueEnd - 1))
                        }
                    }
                }
                statementStart = false
                let other = ctx.partnerOf(p)
                p = other > p ? other + 1 : p + 1
                if p <= last && ctx.hasNewlineBefore(p) && !continuesLine(p) { statementStart = true }
                if ctx.kind(p - 1) == .semicolon { statementStart = true }
            }
            return values
        }

        /// Whether the identifier at `name` occurs again in `start..<end`.
        func mentions(_ name: Int, _ start: Int, _ end: Int) -> Bool {
            (start..<end).contains { ctx.isIdentifier($0) && ctx.compareText($0, name) == 0 }
        }

        func isSingleExpression(_ first: Int, _ last: Int, _ valueStart: Int, _ valueEnd: Int) -> Bool {
            valueStart == first && valueEnd == last + 1
        }

        // MARK: `switch` / `when`

        func switchStatement(at keyword: Int, into findings: inout [RuleFinding]) {
            // Subject: `switch colorScheme {` or `when (darkTheme) {`; subject-less `when {` checks each branch.
            var p = keyword + 1
            while p < ctx.count && ctx.kind(p) != .leftBrace {
                if ctx.kind(p) == .rightBrace || ctx.kind(p) == .semicolon || p > keyword + 40 { return }
                let other = ctx.partnerOf(p)
                p = other > p ? other + 1 : p + 1
            }
            let open = p
            let close = ctx.partnerOf(open)
            guard open < ctx.count, close > open else { return }
            // `switch themeType { case .dark: … }`: a theme object's type is the appearance too.
            let subjectMentions = open > keyword + 1 && (appearance.mentionsAppearance(ctx, keyword + 1, open - 1)
                || AppearanceVocabulary.namesThemeType(ctx, keyword + 1, open - 1) && AppearanceVocabulary.hasAppearanceCase(ctx, open, close))
            // Subject-less `when` arms are checked one by one; a subject that is not the appearance ends it here.
            if !subjectMentions && (ctx.language == .swift || open > keyword + 1) { return }
            let allArms = arms(open + 1, close - 1)
            var firstCondition: (Int, Int)?
            if !subjectMentions, let arm = allArms.first(where: { appearance.mentionsAppearance(ctx, $0.conditionFirst, $0.conditionLast) }) {
                firstCondition = (arm.conditionFirst, arm.conditionLast)
            }
            guard subjectMentions || firstCondition != nil else { return }
            var values: [BranchValue] = []
            for arm in allArms {
                values += arm.bodyFirst <= arm.bodyLast && ctx.kind(arm.bodyFirst) == .leftBrace
                    ? branch(at: arm.bodyFirst).0
                    : blockValues(arm.bodyFirst, arm.bodyLast)
            }
            guard subjectMentions || firstCondition != nil, !values.isEmpty, choosesColor(values.map(\.kind), contextStart: keyword),
                  !choosesBetweenSemanticColors(values.map { ($0.first, $0.last) }),
                  !definesAdaptiveColor(keyword, values.map { ($0.first, $0.last) }) else { return }
            if subjectMentions {
                report(keyword, open - 1, covering: close, into: &findings)
            } else if let (first, last) = firstCondition {
                findings.append(RuleFinding(range: ctx.range(first, through: last), message: ColorSchemeConditionalRule.message,
                                            covers: ctx.range(keyword, through: close)))
            }
        }

        struct Arm {
            var conditionFirst: Int, conditionLast: Int, bodyFirst: Int, bodyLast: Int
        }

        /// Splits a switch/when body into arms: Swift `case …:` / `default:`, Kotlin `cond -> body`.
        func arms(_ first: Int, _ last: Int) -> [Arm] {
            var arms: [Arm] = []
            var p = first
            var armStart = first
            var separator = -1
            func close(at end: Int) {
                if separator >= 0 { arms.append(Arm(conditionFirst: armStart, conditionLast: separator - 1, bodyFirst: separator + 1, bodyLast: end)) }
            }
            while p <= last {
                let startsArm = ctx.language == .swift
                    ? (ctx.is(p, "case") || ctx.is(p, "default")) && p != armStart
                    : separator >= 0 && p > separator + 1 && ctx.hasNewlineBefore(p) && !continuesLine(p)
                if startsArm {
                    close(at: p - 1)
                    armStart = p
                    separator = -1
                }
                if separator < 0 {
                    if ctx.language == .swift && ctx.kind(p) == .colon { separator = p }
                    if ctx.language == .kotlin && ctx.isOperator(p, "->") { separator = p }
                }
                let other = ctx.partnerOf(p)
                p = other > p ? other + 1 : p + 1
            }
            close(at: last)
            return arms
        }
    }
}

extension ColorSchemeConditionalRule {
    package struct Options: RuleOptionSet {
        package var darkFlagNames = ["isDark", "isDarkMode", "isDarkTheme", "darkTheme", "darkMode", "useDarkTheme",
                                    "isNightMode", "nightMode", "inDarkMode", "isDarkModeEnabled", "darkModeEnabled",
                                    "isNightModeActive", "isUsingNightModeResources", "isSystemInDarkMode", "isInDarkMode"]

        package var reportChoicesBetweenSemanticColors = false

        package init() {}

        package static var fields: [RuleOptionField<Options>] {
            [.strings("darkFlagNames", \.darkFlagNames,
                      "Variable names that hold the appearance; names assigned from colorScheme or isSystemInDarkTheme() in a file are learned automatically."),
             .bool("reportChoicesBetweenSemanticColors", \.reportChoicesBetweenSemanticColors,
                   "Also flag an appearance check whose every branch is already a semantic colour: a system colour "
                       + "(`Color(.secondarySystemBackground)`, `.label`), an asset colour or a theme role "
                       + "(`MaterialTheme.colorScheme.surface`). Nothing is hardcoded there, so it is off by default; "
                       + "turn it on to enforce one adaptive token per purpose.")]
        }
    }
}
