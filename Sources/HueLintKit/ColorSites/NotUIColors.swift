/// The checks behind `NotUIReason`: colours that are data or drawing technique. Each reads the
/// tokens around the colour expression that starts at significant position `p`.
extension FileContext {
    // MARK: Fallbacks

    /// Where the value holding the colour at `p` starts, out of a wrapper that only boxes it:
    /// `ColorStateList.valueOf(Color.BLACK)`, `ColorDrawable(Color.WHITE)`, `SolidColor(Color.Black)`.
    func wrapperStart(_ p: Int) -> Int {
        guard let open = enclosingOpenParen(before: p), open + 1 == p,
              let callee = calleeName(beforeParen: open) else { return p }
        if self.is(callee, "valueOf") && kind(callee - 1) == .dot && self.is(callee - 2, "ColorStateList") { return callee - 2 }
        if self.is(callee, "ColorDrawable") || self.is(callee, "SolidColor") { return callee }
        return p
    }

    /// `x ?? .black` / `x ?: Color.GRAY` where `x` looks a colour up at run time (a table, `spans[key]`;
    /// a theme attribute
    /// (`getThemeColor(R.attr.x)`, `stateList?.defaultColor`), an asset by name
    /// (`UIColor(named: "bar") ?? .white`) or a stored setting (`defaults.color(forKey:)`,
    /// `value as? NSColor`). The lookup decides what is drawn; a plain optional (`tint ?? .black`)
    /// does not count.
    func isLookupFallback(_ colorStart: Int) -> Bool {
        let p = wrapperStart(colorStart)
        // Compose's `color.takeOrElse { Color.Black }`: the colour when none was specified.
        if kind(p - 1) == .leftBrace && self.is(p - 2, "takeOrElse") { return true }
        // Inside the app's own lookup helper (`fun resolveThemeColor(attr: Int): Int`), a colour is what
        // it returns when the lookup finds nothing.
        if hardcodedColorEnd(at: p) != nil, let function = scopes.enclosing(at: p, kinds: [.function]), function.nameToken >= 0 {
            let r = range(Int(function.nameToken))
            // Not any `getColorFor(category)` nor `applyTheme()`: one that looks a theme's value up.
            if (bytes(r, start: "resolve") || bytes(r, start: "get"))
                && (bytes(r, contain: "Theme") || bytes(r, contain: "theme") || bytes(r, contain: "Attr")) {
                return true
            }
        }
        // `if (tv.resourceId != 0) ContextCompat.getColor(context, tv.resourceId) else Color.GRAY`.
        if language == .kotlin, self.is(p - 1, "else"), let choice = conditionalChoice(around: p), self.is(choice, "if") {
            let close = partnerOf(choice + 1)
            if close > choice + 1 && close + 1 < p - 1 {
                // A lookup call (`getColor(`, `resolveAttribute(`), not a theme token: `if (on) theme.primary
                // else Color.Gray` chooses between two colours.
                for q in close + 1..<(p - 1) where isIdentifier(q) && kind(q + 1) == .leftParen && isLookupName(q) { return true }
            }
        }
        // `prioritySpan[entry.priority] ?: ForegroundColorSpan(Color.GRAY)`: the default of a table
        // lookup belongs to the table (`category-color-table`), not to this line.
        var entry = p
        if kind(p - 1) == .leftParen, let callee = calleeName(beforeParen: p - 1), firstByte(callee) >= UInt8(ascii: "A"),
           firstByte(callee) <= UInt8(ascii: "Z") {
            entry = callee
        }
        if isOperator(entry - 1, "??") || isOperator(entry - 1, "?:"), kind(entry - 2) == .rightBracket,
           isIdentifier(partnerOf(entry - 2) - 1), !hasNewlineBefore(partnerOf(entry - 2)) {
            return true
        }
        guard isOperator(p - 1, "??") || isOperator(p - 1, "?:") else { return false }
        var q = p - 2
        var steps = 0
        while q >= 0 && steps < 64 {
            steps += 1
            switch kind(q) {
            case .rightParen, .rightBracket:
                let open = partnerOf(q)
                guard open >= 0 else { return false }
                if kind(q) == .rightParen, containsLookupArgument(open: open, close: q) { return true }
                // `UIColor(hexString: server.color) ?? .gray`: the default when data fails to parse.
                if kind(q) == .rightParen, isColorTypeToken(open - 1), open + 1 < q,
                   (open + 1..<q).contains(where: { isIdentifier($0) && kind($0 - 1) != .dot && !isColorTypeToken($0) && kind($0 + 1) != .colon }) {
                    return true
                }
                q = open - 1
            case .identifier:
                if isLookupName(q) { return true }
                q -= 1
            case .dot:
                q -= 1
            case .operator:
                // Postfix `?`/`!` and the `?` of `as?`; any other operator ends the operand.
                guard !hasTriviaBefore(q) && (self.is(q, "?") || self.is(q, "!")) else { return false }
                q -= 1
            default:
                return false
            }
            if q >= 0 && kind(q) == .identifier && hasNewlineBefore(q + 1) && kind(q + 1) != .dot { return false }
        }
        return false
    }

    /// Names that fetch a colour at run time (`getColor`, `resolveColor`, `colorFromAttr`,
    /// `defaultColor`, `named`, `UserDefaults`), or the `as` of a cast from stored data.
    private func isLookupName(_ q: Int) -> Bool {
        if self.is(q, "as") || self.is(q, "named") || self.is(q, "defaultColor") || self.is(q, "UserDefaults")
            || self.is(q, "defaults") || self.is(q, "obtainStyledAttributes") {
            return true
        }
        let r = range(q)
        // `themeManager.currentPalette.tint.swiftUIColor ?? .blue`, `view.theme?.tintColor ?? …`: an
        // optional token of the app's theme.
        let isMemberBase = kind(q + 1) == .dot
            || kind(q + 2) == .dot && (self.is(q + 1, "?") || self.is(q + 1, "!")) && !hasTriviaBefore(q + 1)
        if isMemberBase && (bytes(r, contain: "heme") || bytes(r, contain: "alette")) { return true }
        guard kind(q + 1) == .leftParen else { return false }
        let startsWithGetOrResolve = bytes(r, start: "get") || bytes(r, start: "resolve")
        return startsWithGetOrResolve && (bytes(r, contain: "Color") || bytes(r, contain: "Attr"))
            || bytes(r, contain: "ThemeColor") || bytes(r, contain: "themeColor") || bytes(r, contain: "FromAttr")
    }

    /// Whether a call's arguments name a theme attribute (`R.attr.x`, `R.styleable.X_tint`) or a
    /// colour asset by name (`named: "x"`).
    private func containsLookupArgument(open: Int, close: Int) -> Bool {
        // Once per call: every colour among 50,000 arguments of one `listOf(` scanned them all.
        if close == partnerOf(open) {
            if let known = colorSite.lookupArgumentCalls[open] { return known }
            let answer = scanForLookupArgument(open: open, close: close)
            colorSite.lookupArgumentCalls[open] = answer
            return answer
        }
        return scanForLookupArgument(open: open, close: close)
    }

    private func scanForLookupArgument(open: Int, close: Int) -> Bool {
        var q = open + 1
        while q < close {
            // `R.attr.x`, and an aliased `R` (`import androidx.appcompat.R as appcompatR`): `appcompatR.attr.x`.
            if isIdentifier(q) && lastByte(q) == UInt8(ascii: "R") && kind(q + 1) == .dot
                && (self.is(q + 2, "attr") || self.is(q + 2, "styleable")) {
                return true
            }
            if self.is(q, "named") && kind(q + 1) == .colon { return true }
            q += 1
        }
        return false
    }

    /// A colour argument next to a theme-attribute argument, or the default of a stored value:
    /// `context.getThemeColor(R.attr.colorAccent, Color.BLACK)`, `ta.getColor(R.styleable.X_tint,
    /// Color.WHITE)`, `prefs.getInt(KEY_COLOR, Color.RED)`, `getPersistedInt(Color.WHITE)`.
    func isAttributeOrStoredDefault(_ p: Int) -> Bool {
        // `style.background(default = Color.Black)`, `color(for: key, fallback: .gray)`,
        // `Key<Color>("accent", default: Color(.white))`.
        var start = p
        if let open = enclosingOpenParen(before: p), isColorTypeToken(open - 1), open + 1 == p || open + 2 == p {
            start = open - 1
        }
        if kind(start - 1) == .colon || isOperator(start - 1, "=") {
            let label = start - 2
            if self.is(label, "default") || self.is(label, "defaultValue") || self.is(label, "fallback")
                || self.is(label, "defaultColor") || self.is(label, "fallbackColor") {
                return enclosingOpenParen(before: p) != nil
            }
        }
        guard let open = enclosingOpenParen(before: p), let name = calleeName(beforeParen: open) else {
            return false
        }
        let r = range(name)
        if bytes(r, start: "getPersisted") || self.is(name, "getInt") || self.is(name, "getLong")
            || self.is(name, "decodeInt") || self.is(name, "getIntOrDefault") {
            return true
        }
        return containsLookupArgument(open: open, close: partnerOf(open))
    }

    /// The default value of a parameter (`fun Badge(tint: Color = Color.Red)`, `init(tint: UIColor =
    /// .red)`) or of a struct's settable property, which its memberwise initialiser takes (`var
    /// tint: Color = .blue`): the component's default, which each caller may replace. The call sites
    /// that pass colours are what is reported.
    func isParameterDefault(_ colorStart: Int) -> Bool {
        let value = wrapperStart(colorStart)
        // A bare ARGB integer too: `startColor: Int = 0xFF0000`.
        guard isOperator(value - 1, "="), hardcodedColorEnd(at: value) != nil || isColorTypeToken(value) || kind(value) == .number else {
            return false
        }
        // Back over the declared type to the parameter's name: `name: Type =`, `name: Color? =`.
        var q = value - 2
        var steps = 0
        while q > 0 && steps < 8 && kind(q) != .colon {
            guard isIdentifier(q) || kind(q) == .dot || isOperator(q, "?") else { return false }
            q -= 1
            steps += 1
        }
        guard kind(q) == .colon, isIdentifier(q - 1) else { return false }
        let name = q - 1
        if let open = enclosingOpenParen(before: value) {
            // The name opens a parameter: after `(` or `,`, and perhaps a Swift argument label, Kotlin
            // `val`/`var`, modifiers or annotations.
            var first = name - 1
            var steps = 0
            while first > open && steps < 6 && (isIdentifier(first) || kind(first) == .attribute) {
                first -= 1
                steps += 1
            }
            guard first == open || kind(first) == .comma else { return false }
            return opensParameterList(open)
        }
        // A struct's `var` with a default, neither private nor wrapped (`@State`), nor static.
        guard language == .swift, self.is(name - 1, "var"), kind(name - 2) != .attribute,
              !self.is(name - 2, "private"), !self.is(name - 2, "fileprivate"), !self.is(name - 2, "static"),
              let scope = scopes.scope(scopes.innermost(at: value)), scope.kind == .type,
              self.is(Int(scope.keyword), "struct") else { return false }
        return true
    }

    /// Whether the `(` at `open` lists a declaration's parameters: `fun name(`, `fun <T> Type.name(`,
    /// `func name<T>(`, `init(`, `init?(`, `constructor(`, Kotlin `class Name(`.
    private func opensParameterList(_ open: Int) -> Bool {
        var q = open - 1
        if isOperator(q, "?") && self.is(q - 1, "init") { return true }
        if self.is(q, "init") || self.is(q, "constructor") { return true }
        if isOperator(q, ">") {  // Swift generics: `func name<T>(`
            var steps = 0
            while q > 0 && steps < 12 && !isOperator(q, "<") { q -= 1; steps += 1 }
            q -= 1
        }
        guard isIdentifier(q) else { return false }
        var steps = 0
        var p = q - 1
        // `fun Receiver.name(`, `fun <T> name(`: back over the receiver and type parameters.
        while p >= 0 && steps < 10 {
            if self.is(p, "fun") || self.is(p, "func") { return true }
            // A data class's defaults are decided by `isDataClassDefault`.
            if self.is(p, "class") { return !self.is(p - 1, "data") }
            guard isIdentifier(p) || kind(p) == .dot || isOperator(p, "<") || isOperator(p, ">") || isOperator(p, "?") else {
                return false
            }
            p -= 1
            steps += 1
        }
        return false
    }

    /// The initial value of a stored property the file assigns again (`private var lineColor =
    /// Color.GRAY`, then `lineColor = ta.getColor(…)` in `init` or a setter): a placeholder until the
    /// real colour arrives from a style attribute, a theme or the caller.
    func isOverwrittenDefault(_ colorStart: Int) -> Bool {
        let p = wrapperStart(colorStart)
        var value = p
        // `private var lineColors = intArrayOf(Color.BLACK, Color.GRAY)`: the array is the value.
        if let open = enclosingOpenParen(before: p), let callee = calleeName(beforeParen: open),
           isArrayBuilder(callee) {
            value = callee
        }
        guard isOperator(value - 1, "=") else { return false }
        var name = value - 2
        if isOperator(name, "?") { name -= 1 }  // `Int?`
        if isIdentifier(name) && kind(name - 1) == .colon { name -= 2 }  // `var x: Int = …`
        // A `val` array can still have its elements replaced (`lineColors[0] = …`).
        let isArray = value != p || isArrayBuilder(p)
        guard isIdentifier(name), self.is(name - 1, "var") || isArray && self.is(name - 1, "val") else { return false }
        // `@IBInspectable var endColor: UIColor = .white`: Interface Builder sets it per use.
        if isInspectable(keyword: name - 1) { return true }
        guard let scope = scopes.scope(scopes.innermost(at: value)) else { return false }
        // A local overwritten by every branch of the `if` that follows it is never drawn.
        let end = expressionEnd(from: value, limit: count)
        guard scope.kind == .type else { return isOverwrittenInEveryBranch(name, after: end) }
        // `var barColor: UIColor = .black { didSet { … } }`, Kotlin `var tint = Color.BLACK set(value) {…}`:
        // a component's configurable default, which its users set.
        // (The observer block can read as a trailing closure of the value: look inside the expression too.)
        if let brace = (value...min(end, count - 2)).first(where: { kind($0) == .leftBrace }),
           self.is(brace + 1, "didSet") || self.is(brace + 1, "willSet") {
            return true
        }
        if self.is(end, "set") && kind(end + 1) == .leftParen { return true }
        return reassignedNames.contains(text(name))
    }

    /// A colour in a branch of an `if` whose condition tests a colour variable against a sentinel
    /// (`if (fillColor != Color.BLACK) fillColor else Color.GREEN`, `if customTintColor == nil { … }`): the
    /// default for a colour the user or the caller may not have set, decided like `customTint ?? .red`.
    func isDefaultForUnsetColor(_ colorStart: Int) -> Bool {
        // The colour itself, not a conditional whose finding starts at its condition.
        guard hardcodedColorEnd(at: colorStart) != nil || isColorTypeToken(colorStart) else { return false }
        var q = colorStart - 1
        var steps = 0
        var blocks = 0
        while q > 0 && steps < 160 {
            steps += 1
            switch kind(q) {
            case .rightParen, .rightBracket:
                let opener = partnerOf(q)
                guard opener >= 0 && opener < q else { return false }
                q = opener - 1
                continue
            case .rightBrace:
                // The closed block of an earlier branch (`} else`), or an earlier statement: stop there.
                guard self.is(q + 1, "else") else { return false }
                let opener = partnerOf(q)
                guard opener >= 0 && opener < q else { return false }
                q = opener - 1
                continue
            case .leftParen:
                // Inside the condition itself: the sentinel is a key, decided elsewhere.
                if self.is(q - 1, "if") { return false }
            case .leftBrace:
                // Out of a branch's block, to what opened it: `) {` of an `if`, or `else {`.
                blocks += 1
                // (A Swift condition needs no parentheses: `if customTintColor == nil {`.)
                guard blocks <= 3, kind(q - 1) == .rightParen || self.is(q - 1, "else") || language == .swift else { return false }
            default:
                if self.is(q, "if") && kind(q + 1) == .leftParen {
                    if conditionTestsColorVariable(open: q + 1) { return true }
                } else if self.is(q, "if") && language == .swift && conditionTestsColorVariable(from: q + 1, to: colorStart) {
                    return true
                }
                if self.is(q, "val") || self.is(q, "var") || self.is(q, "let") || self.is(q, "return") || self.is(q, "fun")
                    || self.is(q, "func") || kind(q) == .semicolon {
                    return false
                }
            }
            q -= 1
        }
        return false
    }

    /// `fillColor != Color.BLACK`, `tint == null`: a comparison with a colour-named variable.
    private func conditionTestsColorVariable(open: Int) -> Bool {
        let close = partnerOf(open)
        guard close > open else { return false }
        return conditionTestsColorVariable(from: open + 1, to: close)
    }

    private func conditionTestsColorVariable(from first: Int, to end: Int) -> Bool {
        var q = first
        while q < min(end, count) {
            // A Swift condition ends at the branch's brace.
            if kind(q) == .leftBrace { return false }
            if isOperator(q, "!=") || isOperator(q, "==") {
                // Named for a colour (`fillColor`, `tintColour`), not for a scheme or theme (`colorScheme`).
                for side in [q - 1, q + 1] where isIdentifier(side) && kind(side - 1) != .dot {
                    let name = text(side).lowercased()
                    if name.hasSuffix("color") || name.hasSuffix("colour") { return true }
                }
            }
            q += 1
        }
        return false
    }

    /// A member the code assigns again before it is drawn, so the colour assigned first never shows
    /// (a view draws after the code that configures it returns):
    /// - `label.textColor = UIColor.darkText` followed by an `if` whose every branch assigns
    ///   `label.textColor` again (`if #available(iOS 13, *) { … = .label } else { … = .darkText }`);
    /// - `cover.backgroundColor = .lightGray` and, later in the same block with only straight-line
    ///   code between (no branch, loop or early exit), `cover.backgroundColor = .white`.
    func isMemberOverwrittenBeforeDrawn(_ colorStart: Int) -> Bool {
        let value = wrapperStart(colorStart)
        let property = value - 2
        guard isOperator(value - 1, "="), isIdentifier(property), kind(property - 1) == .dot else { return false }
        guard hardcodedColorEnd(at: value) != nil || isColorTypeToken(value) else { return false }
        // Back over the target, through optional chaining (`infoWrapper.layer?.backgroundColor`).
        var first = memberChainStart(endingAt: property)
        while kind(first - 1) == .dot && kind(first - 2) == .operator && (self.is(first - 2, "?") || self.is(first - 2, "!"))
                && !hasTriviaBefore(first - 2) && isIdentifier(first - 3) {
            first = memberChainStart(endingAt: first - 3)
        }
        let valueEnd = expressionEnd(from: value, limit: count)
        if everyBranch(ofIfAt: valueEnd, { assignsChain(from: first, to: property, inBraceAt: $0) }) { return true }
        return isAssignedLaterInBlock(from: first, to: property, after: valueEnd)
    }

    /// Whether the chain `first…last` starts a statement and is assigned again at statement level
    /// after `start`, before its block ends, with only straight-line code between.
    private func isAssignedLaterInBlock(from first: Int, to last: Int, after start: Int) -> Bool {
        // The whole target starts the statement (`cell.layer?.backgroundColor`, not its `?.backgroundColor`).
        func startsStatement(_ q: Int) -> Bool {
            q == 0 || hasNewlineBefore(q) || kind(q - 1) == .semicolon || kind(q - 1) == .leftBrace
        }
        let opener = Int(innermostOpener[first])
        guard startsStatement(first), opener >= 0, kind(opener) == .leftBrace else { return false }
        let close = partnerOf(opener)
        guard close > opener else { return false }
        var q = start
        var steps = 0
        // Bounded: a configuring block is short, and each finding's walk stays a constant.
        while q < close && steps < 400 {
            steps += 1
            if kind(q) == .leftBrace || kind(q) == .leftParen || kind(q) == .leftBracket {
                let other = partnerOf(q)
                q = other > q ? other + 1 : q + 1
                continue
            }
            // Only straight-line code in between: a branch or an early exit may leave the first value drawn.
            if isIdentifier(q) && (self.is(q, "if") || self.is(q, "guard") || self.is(q, "return") || self.is(q, "throw")
                || self.is(q, "switch") || self.is(q, "when") || self.is(q, "for") || self.is(q, "while")
                || self.is(q, "break") || self.is(q, "continue")) {
                return false
            }
            let end = q + (last - first)
            if end < close, startsStatement(q), isAssignment(ofChain: first, last, endingAt: end) { return true }
            q += 1
        }
        return false
    }

    /// Whether `end` ends an assignment target spelled like the chain `first…last` (`routeView.valueLabel.textColor =`).
    private func isAssignment(ofChain first: Int, _ last: Int, endingAt end: Int) -> Bool {
        let length = last - first
        return end - length >= 0 && isOperator(end + 1, "=") && compareText(end, last) == 0
            && (end - length == 0 || kind(end - length - 1) != .dot)
            && (0...length).allSatisfy({ compareText(end - length + $0, first + $0) == 0 })
    }

    /// Whether the `if` at `keyword` ends in a plain `else` and every one of its blocks passes
    /// `passes` (given the block's `{`).
    private func everyBranch(ofIfAt keyword: Int, _ passes: (Int) -> Bool) -> Bool {
        var q = keyword
        guard self.is(q, "if") else { return false }
        while self.is(q, "if") {
            // The branch's `{`, past the condition's groups.
            var open = q + 1
            while open < count && kind(open) != .leftBrace {
                let other = partnerOf(open)
                open = other > open && kind(open) != .rightBrace ? other + 1 : open + 1
                if open > q + 200 { return false }
            }
            guard open < count, passes(open) else { return false }
            let close = partnerOf(open)
            guard close > open, self.is(close + 1, "else") else { return false }
            q = close + 2
        }
        return kind(q) == .leftBrace && passes(q)
    }

    /// Whether the block at `open` assigns the member chain `first…last` (`routeView.valueLabel.textColor = …`).
    private func assignsChain(from first: Int, to last: Int, inBraceAt open: Int) -> Bool {
        let close = partnerOf(open)
        guard close > open else { return false }
        let length = last - first
        var q = open + 1
        while q < close {
            if q - length > open && isAssignment(ofChain: first, last, endingAt: q) { return true }
            q += 1
        }
        return false
    }

    /// `detailLabel.textColor = .gray` while a view is set up, where another function of the file
    /// assigns `detailLabel.textColor` from the theme: the placeholder until the theme is applied.
    func isReplacedFromTheme(_ colorStart: Int) -> Bool {
        let value = wrapperStart(colorStart)
        let property = value - 2
        guard isOperator(value - 1, "="), isIdentifier(property), kind(property - 1) == .dot, isIdentifier(property - 2) else {
            return false
        }
        // The colour itself, not a conditional whose finding starts at its condition.
        guard hardcodedColorEnd(at: value) != nil || isColorTypeToken(value) else { return false }
        let receiver = property - 2
        if isThemedView(receiver) { return true }
        guard let setup = scopes.enclosing(at: value, kinds: [.function]), isSetUpFunction(setup) else { return false }
        let type = scopes.enclosing(at: value, kinds: [.type]).map { Int($0.open) } ?? -1
        // Every other assignment of the same property in the same type, in another function, and
        // none of them hardcoded or chosen by appearance.
        var replaced = false
        for other in memberAssignments(receiver: receiver, property: property)
        where other.member != property && (scopes.enclosing(at: other.member, kinds: [.type]).map { Int($0.open) } ?? -1) == type {
            if self.is(other.first, "nil") || self.is(other.first, "null") { continue }
            if hardcodedColorInExpression(from: other.first, to: other.last) != nil || isAppearanceChoice(from: other.first, to: other.last) {
                return false
            }
            if scopes.enclosing(at: other.member, kinds: [.function]).map({ Int($0.open) != Int(setup.open) }) ?? false { replaced = true }
        }
        return replaced
    }

    /// The other assignments `receiver.property = value` in the file, matched by the names' text:
    /// where each member is, and its value's first and last positions.
    private func memberAssignments(receiver: Int, property: Int) -> [(member: Int, first: Int, last: Int)] {
        // Once per receiver and property: 20,000 `label.textColor = …` lines each read all the others.
        let key = ScopedName(scope: nameKey(of: receiver), name: nameKey(of: property))
        if let known = colorSite.memberAssignments[key] { return known }
        let found: [(member: Int, first: Int, last: Int)] = uses(of: property).compactMap { use in
            let u = Int(use)
            guard kind(u - 1) == .dot, compareText(u - 2, receiver) == 0, isOperator(u + 1, "=") else { return nil }
            return (u, u + 2, expressionEnd(from: u + 2, limit: count) - 1)
        }
        colorSite.memberAssignments[key] = found
        return found
    }

    /// `isDarkMode ? a : b`: a value picked by appearance is a styling choice, not a theme's.
    private func isAppearanceChoice(from p: Int, to end: Int) -> Bool {
        index.appearanceNames.contains { Int($0) >= p && Int($0) <= end }
    }

    /// `data class PlayerHeader(val backgroundColor: Int = 0xFF000000.toInt())`: a state's initial
    /// value, which the code that builds the state replaces.
    func isDataClassDefault(_ colorStart: Int) -> Bool {
        let value = wrapperStart(colorStart)
        guard language == .kotlin, isOperator(value - 1, "="), let open = enclosingOpenParen(before: value),
              isIdentifier(open - 1), self.is(open - 2, "class"), self.is(open - 3, "data") else { return false }
        // A style's defaults (`data class ChipStyle(val tint: Color = Color.Red)`), or a class of
        // colours only (`data class BadgeColors(val tint: Color = …)`), are its look: a state holds more.
        if bytes(range(open - 1), contain: "Style") { return false }
        let close = partnerOf(open)
        guard close > open else { return false }
        var holdsState = false
        var field = open + 1
        while field < close {
            if (self.is(field, "val") || self.is(field, "var")) && isIdentifier(field + 1) && !ColorVocabulary.isColorName(text(field + 1)) {
                holdsState = true
                break
            }
            let other = partnerOf(field)
            field = other > field ? other + 1 : field + 1
        }
        guard holdsState else { return false }
        // The parameter's own default, not an argument of a call inside it.
        var q = value - 2
        if isIdentifier(q) && kind(q - 1) == .colon { q -= 2 }  // `name: Int =`
        return isIdentifier(q) && (self.is(q - 1, "val") || self.is(q - 1, "var"))
    }

    /// `private val fill = Paint().apply { color = Color.RED }` where the file later sets `fill.color`
    /// from something else (a style attribute, a setter's value): the paint's placeholder.
    func isPaintPlaceholder(_ colorStart: Int) -> Bool {
        let value = wrapperStart(colorStart)
        let property = value - 2
        guard language == .kotlin, isOperator(value - 1, "="), isIdentifier(property), kind(property - 1) != .dot,
              let block = scopes.scope(scopes.innermost(at: value)), block.kind == .block || block.kind == .property else { return false }
        let brace = Int(block.open)
        guard self.is(brace - 1, "apply"), var q = lambdaReceiver(brace: brace) else { return false }
        // Back over the receiver `Paint(Paint.ANTI_ALIAS_FLAG)` to `val fill =`.
        while kind(q - 1) == .dot && isIdentifier(q - 2) { q -= 2 }
        guard isIdentifier(q), isOperator(q - 1, "="), isIdentifier(q - 2), self.is(q - 3, "val") || self.is(q - 3, "var") else { return false }
        return memberAssignments(receiver: q - 2, property: property).contains {
            hardcodedColorInExpression(from: $0.first, to: $0.last) == nil
        }
    }

    /// `private var activeSpan = ForegroundColorSpan(Color.CYAN)`, then `activeSpan.color =
    /// highlightColor` elsewhere in the file: the constructed object's colour is a placeholder the
    /// file replaces through the same property before anything is drawn.
    func isConstructorPlaceholder(_ colorStart: Int) -> Bool {
        guard let open = enclosingOpenParen(before: colorStart), let callee = calleeName(beforeParen: open),
              firstByte(callee) >= UInt8(ascii: "A"), firstByte(callee) <= UInt8(ascii: "Z"), !isColorTypeToken(callee) else { return false }
        let start = memberChainStart(endingAt: callee)
        let name = start - 2
        guard isOperator(start - 1, "="), isIdentifier(name), self.is(name - 1, "val") || self.is(name - 1, "var")
                || self.is(name - 1, "let") else { return false }
        return uses(of: name).contains { use in
            let u = Int(use)
            guard u != name, kind(u + 1) == .dot, isIdentifier(u + 2), isOperator(u + 3, "="),
                  ColorVocabulary.isColorName(text(u + 2)) else { return false }
            let end = expressionEnd(from: u + 4, limit: count) - 1
            return end >= u + 4 && hardcodedColorInExpression(from: u + 4, to: end) == nil
        }
    }

    /// A view the file declares with a theming type (`var headerLabel: ThemeCSSLabel`, `let title =
    /// ThemedLabel()`): the theme recolours it, whatever it was given first.
    private func isThemedView(_ name: Int) -> Bool {
        let key = nameKey(of: name)
        if let known = colorSite.themedViewNames[key] { return known }
        let answer = uses(of: name).contains { use in
            let u = Int(use)
            guard self.is(u - 1, "var") || self.is(u - 1, "let") || self.is(u - 1, "val") else { return false }
            // The annotation or the constructed type: `: ThemeCSSLabel`, `: UILabel = ThemeCSSLabel(…)`.
            var q = u + 1
            while q < min(count, u + 6) && !(q > u + 1 && hasNewlineBefore(q)) {
                if isIdentifier(q) && (kind(q - 1) == .colon || kind(q + 1) == .leftParen) {
                    let r = range(q)
                    if bytes(r, start: "Theme") || bytes(r, contain: "Themable") || bytes(r, contain: "Themeable") { return true }
                }
                q += 1
            }
            return false
        }
        colorSite.themedViewNames[key] = answer
        return answer
    }

    /// `init`, `viewDidLoad`, `awakeFromNib`, `setupViews`, `commonInit`, a Kotlin `init {` block.
    private func isSetUpFunction(_ scope: Scope) -> Bool {
        if self.is(Int(scope.open) - 1, "init") || self.is(Int(scope.keyword), "init") { return true }
        guard scope.nameToken >= 0 else { return false }
        let name = Int(scope.nameToken), r = range(name)
        return self.is(name, "init") || self.is(name, "viewDidLoad") || self.is(name, "awakeFromNib") || self.is(name, "loadView")
            || self.is(name, "commonInit") || bytes(r, start: "setup") || bytes(r, start: "setUp")
    }

    private func isArrayBuilder(_ name: Int) -> Bool {
        self.is(name, "intArrayOf") || self.is(name, "arrayOf") || self.is(name, "listOf") || self.is(name, "mutableListOf")
    }

    /// `init { setTextColors(Color.BLACK, Color.GRAY) }` calling the class's own setter: the
    /// component's starting value, which its users replace through that setter.
    func isOwnSetterDefault(_ p: Int) -> Bool {
        guard let open = enclosingOpenParen(before: p), let callee = calleeName(beforeParen: open),
              kind(callee - 1) != .dot || self.is(callee - 2, "this") || self.is(callee - 2, "self"),
              bytes(range(callee), contain: "set"), firstByte(callee) == UInt8(ascii: "s") else { return false }
        // Inside an initialiser: Kotlin `init {`, a Swift `init(`, a Kotlin `constructor(`.
        var id = scopes.innermost(at: open)
        var inInit = false
        while let scope = scopes.scope(id) {
            let before = Int(scope.open) - 1
            if self.is(before, "init") || scope.nameToken >= 0 && (self.is(Int(scope.nameToken), "init")
                                                                    || self.is(Int(scope.nameToken), "constructor")) {
                inInit = true
                break
            }
            if scope.kind == .type { break }
            id = Int(scope.parent)
        }
        guard inInit else { return false }
        // The setter is the file's own: `fun setTextColors(`, `func setTint(`.
        return declaredFunctionNames.contains(text(callee))
    }

    /// The colour of a text style built for emoji (`val emojiTextStyle = remember { TextStyle(color =
    /// Color.Magenta) }`): emoji draw in their own colours, so only its opacity counts.
    private func isEmojiStyleColor(_ p: Int) -> Bool {
        var q = p - 1
        while q >= 0 && q > p - 48 {
            if self.is(q, "fun") || self.is(q, "func") || kind(q) == .semicolon { return false }
            if isIdentifier(q) && (self.is(q - 1, "val") || self.is(q - 1, "let") || self.is(q - 1, "var")) {
                return bytes(range(q), contain: "moji")
            }
            q -= 1
        }
        return false
    }

    /// `var tint = UIColor.white` then `if … { tint = a } else if … { tint = b } else { tint = c }`.
    private func isOverwrittenInEveryBranch(_ name: Int, after end: Int) -> Bool {
        var q = end
        // Past other locals declared with it: `var color = Color.DarkGray; var amount = it; when { … }`.
        var skipped = 0
        while skipped < 3 && (self.is(q, "var") || self.is(q, "val") || self.is(q, "let")) && isIdentifier(q + 1) {
            var value = q + 2
            if kind(value) == .colon { value += 2 }
            guard isOperator(value, "=") else { break }
            let next = expressionEnd(from: value + 1, limit: count)
            guard next > value + 1 else { break }
            q = next
            skipped += 1
        }
        if self.is(q, "when") || self.is(q, "switch") { return isAssignedInEveryArm(name, choiceAt: q) }
        return everyBranch(ofIfAt: q) { assigns(name, inBraceAt: $0) }
    }

    /// `when (x) { A -> color = … ; else -> { color = … } }`, `switch x { case .a: color = …; default: … }`:
    /// every arm of the choice at `keyword` assigns `name` (as many direct assignments as arms, and a
    /// Kotlin `when` with its `else`).
    private func isAssignedInEveryArm(_ name: Int, choiceAt keyword: Int) -> Bool {
        var open = keyword + 1
        if kind(open) == .leftParen { open = partnerOf(open) + 1 }
        // Swift: `switch value {`, the subject is not parenthesised.
        var steps = 0
        while open < count && kind(open) != .leftBrace && steps < 40 {
            let other = partnerOf(open)
            open = other > open && kind(open) != .rightBrace ? other + 1 : open + 1
            steps += 1
        }
        guard open < count, kind(open) == .leftBrace else { return false }
        let close = partnerOf(open)
        guard close > open else { return false }
        var arms = 0, assignments = 0, hasElse = false
        var q = open + 1
        while q < close {
            if isIdentifier(q) && isOperator(q + 1, "=") && kind(q - 1) != .dot && compareText(q, name) == 0 { assignments += 1 }
            // Arms at the top level of the body only.
            if Int(innermostOpener[q]) == open {
                if language == .kotlin && isOperator(q, "->") { arms += 1 }
                if language == .kotlin && self.is(q, "else") && isOperator(q + 1, "->") { hasElse = true }
                if language == .swift && (self.is(q, "case") || self.is(q, "default")) { arms += 1 }
            }
            q += 1
        }
        return arms > 0 && assignments >= arms && (language == .swift || hasElse)
    }

    /// Whether the block at `open` assigns `name` directly (`name = …`, not `x.name = …`).
    private func assigns(_ name: Int, inBraceAt open: Int) -> Bool {
        let close = partnerOf(open)
        guard close > open else { return false }
        var q = open + 1
        while q < close {
            if isIdentifier(q) && isOperator(q + 1, "=") && kind(q - 1) != .dot && compareText(q, name) == 0 { return true }
            q += 1
        }
        return false
    }

    /// `@IBInspectable` among the attributes and modifiers before the `var` at `keyword`.
    private func isInspectable(keyword: Int) -> Bool {
        var q = keyword - 1
        while q >= 0 && q > keyword - 6 && (isIdentifier(q) || kind(q) == .attribute) {
            if kind(q) == .attribute && self.is(q, "@IBInspectable") { return true }
            q -= 1
        }
        return false
    }

    // MARK: Debug

    /// In a function or property named for debugging (`drawDebug`, `debugPaint`), or in the branch of
    /// an `if (BuildConfig.DEBUG)` / `if (N.DEBUG && …)` / `if kUseDebugColors`, which release builds never take.
    func isDebugOnly(_ p: Int) -> Bool {
        if kind(p - 1) == .rightParen && isDebugCondition(closingAt: p - 1) { return true }  // `if (DEBUG) Color(…)`
        if isDebugTernaryBranch(p) { return true }
        // `debugLinePaint.color = Color.RED`: a property of a debug-named object.
        if isOperator(p - 1, "=") {
            var q = p - 2
            while q >= 0 && q > p - 12 && isIdentifier(q) {
                if namesDebug(q) { return true }
                guard kind(q - 1) == .dot else { break }
                q -= 2
            }
        }
        var id = scopes.innermost(at: p)
        while let scope = scopes.scope(id), scope.kind != .type && scope.kind != .extension {
            if (scope.kind == .function || scope.kind == .property) && scope.nameToken >= 0
                && namesDebug(Int(scope.nameToken), capitalized: scope.kind == .function) {
                return true
            }
            let brace = Int(scope.open)
            if kind(brace - 1) == .rightParen && isDebugCondition(closingAt: brace - 1) || isBareDebugCondition(before: brace) {
                return true
            }
            id = Int(scope.parent)
        }
        return false
    }

    /// Inside a type or function whose doc comment says it is for debugging only ("This class is used
    /// only for debugging", "Debug only", "for debugging purposes"): the author's word that users
    /// never see it. Decided once per declaration.
    func isDocumentedAsDebugOnly(_ p: Int) -> Bool {
        guard !comments.isEmpty else { return false }
        var id = scopes.innermost(at: p)
        while let scope = scopes.scope(id) {
            if (scope.kind == .type || scope.kind == .function) && scope.keyword >= 0 {
                let says: Bool
                if let known = colorSite.debugDocumentedScopes[id] {
                    says = known
                } else {
                    says = docCommentSaysDebugOnly(before: Int(scope.keyword))
                    colorSite.debugDocumentedScopes[id] = says
                }
                if says { return true }
            }
            id = Int(scope.parent)
        }
        return false
    }

    /// The run of comments right before the declaration keyword at `keyword`, with nothing but
    /// attributes and modifiers between, names debugging and says "only" or "purposes".
    private func docCommentSaysDebugOnly(before keyword: Int) -> Bool {
        let declarationStart = Int(range(keyword).start)
        // The last comment ending before the declaration.
        var low = 0, high = comments.count
        while low < high {
            let middle = (low + high) / 2
            if Int(commentTokens[middle].end) <= declarationStart { low = middle + 1 } else { high = middle }
        }
        let last = low - 1
        guard last >= 0 else { return false }
        let gapStart = Int(commentTokens[last].end)
        guard declarationStart - gapStart <= 160 else { return false }
        for b in raw[gapStart..<declarationStart] where b == UInt8(ascii: "{") || b == UInt8(ascii: "}") || b == UInt8(ascii: ";") || b == UInt8(ascii: "=") {
            return false
        }
        var first = last
        while first > 0 && last - first < 16 && comments[first - 1] == comments[first] - 1 { first -= 1 }
        let bytes = UnsafeBufferPointer(raw)
        let start = Int(commentTokens[first].start), end = Int(commentTokens[last].end)
        let debug = FileContext.span(bytes, start, end, contains: "debug") || FileContext.span(bytes, start, end, contains: "Debug")
            || FileContext.span(bytes, start, end, contains: "DEBUG")
        return debug && (FileContext.span(bytes, start, end, contains: "only") || FileContext.span(bytes, start, end, contains: "Only")
                         || FileContext.span(bytes, start, end, contains: "purposes"))
    }

    /// A comment right above the colour, or after it on its line, says it never shows ("this color
    /// won't be visible, will be fully replaced in drawWithContent"): the author's word that it is a
    /// placeholder, not a styling choice.
    func isSaidNeverSeen(_ p: Int) -> Bool {
        guard !comments.isEmpty else { return false }
        let siteStart = Int(range(p).start), siteEnd = Int(range(p).end)
        // The first comment ending after the colour starts.
        var low = 0, high = comments.count
        while low < high {
            let middle = (low + high) / 2
            if Int(commentTokens[middle].end) <= siteStart { low = middle + 1 } else { high = middle }
        }
        let bytes = UnsafeBufferPointer(raw)
        func newlines(_ start: Int, _ end: Int) -> Int { raw[start..<end].reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) } }
        func says(_ comment: Int) -> Bool {
            let token = commentTokens[comment]
            return Self.neverSeenPhrases.contains { FileContext.span(bytes, Int(token.start), Int(token.end), contains: $0) }
        }
        // Above: a run of up to three comments ending on the line before, nothing between but the label.
        if low > 0 {
            let gapStart = Int(commentTokens[low - 1].end)
            if siteStart - gapStart <= 160, newlines(gapStart, siteStart) <= 1,
               !raw[gapStart..<siteStart].contains(where: { $0 == UInt8(ascii: ";") || $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") }) {
                var comment = low - 1
                while comment >= 0 && comment >= low - 3 {
                    if says(comment) { return true }
                    comment -= 1
                }
            }
        }
        // After, on the colour's own line.
        if low < comments.count {
            let commentStart = Int(commentTokens[low].start)
            if commentStart >= siteEnd, commentStart - siteEnd <= 160, newlines(siteEnd, commentStart) == 0, says(low) { return true }
        }
        return false
    }

    private static let neverSeenPhrases: [StaticString] = [
        "won't be visible", "will not be visible", "never be visible", "never visible", "not be seen",
        "won't be seen", "never seen", "never shown", "never be shown",
    ]

    /// Swift's `if kUseDebugColors {`, `if showDebugBorders, let view {`: a condition without parentheses
    /// that names debugging, not negated. Its `else` is release code, and is not this block.
    private func isBareDebugCondition(before brace: Int) -> Bool {
        guard language == .swift else { return false }
        var q = brace - 1
        var named = false
        while q >= 0 && q > brace - 16 {
            switch kind(q) {
            case .leftBrace, .rightBrace, .semicolon:
                return false
            default:
                if self.is(q, "if") { return named }
                if self.is(q, "else") || self.is(q, "guard") || self.is(q, "while") { return false }
                if mentionsDebug(q) {
                    if isOperator(q - 1, "!") { return false }
                    named = true
                }
            }
            q -= 1
        }
        return false
    }

    /// `window.backgroundColor = DEBUG_GAMMA_ENFORCER ? .red : .black`: the colour a debugging flag
    /// picks, the first branch of a Swift ternary whose condition is that flag (a name, perhaps a
    /// member, not negated).
    private func isDebugTernaryBranch(_ p: Int) -> Bool {
        guard language == .swift, isOperator(p - 1, "?") else { return false }
        var q = p - 2
        var named = false
        while q >= 0 && q > p - 10 && isIdentifier(q) {
            if mentionsDebug(q) { named = true }
            guard kind(q - 1) == .dot else { break }
            q -= 2
        }
        guard named, q >= 0 else { return false }
        // The flag is the whole condition: a statement or assignment starts right before it.
        return !isOperator(q - 1, "!") && (isOperator(q - 1, "=") || kind(q - 1) == .leftParen || kind(q - 1) == .comma
                                            || self.is(q - 1, "return") || hasNewlineBefore(q))
    }

    /// `if (BuildConfig.DEBUG)`, `if (DEBUG_LAYOUT)`, `if (showDebugBounds)`: a condition that names
    /// debugging, not negated (`if (!BuildConfig.DEBUG)` guards release code).
    private func isDebugCondition(closingAt close: Int) -> Bool {
        let open = partnerOf(close)
        guard open >= 0, open < close, self.is(open - 1, "if") else { return false }
        for q in open + 1..<close where mentionsDebug(q) {
            var start = q
            while kind(start - 1) == .dot && isIdentifier(start - 2) { start -= 2 }
            return !isOperator(start - 1, "!")
        }
        return false
    }

    /// The branch for systems without dark mode: the `else` of `if #available(iOS 13.0, *)`, the body of
    /// `if #unavailable(iOS 13)`, the `else` of `guard #available`. There is no appearance to adapt to there.
    func isOlderSystemBranch(_ p: Int) -> Bool {
        guard language == .swift else { return false }
        var id = scopes.innermost(at: p)
        var depth = 0
        while let scope = scopes.scope(id), scope.kind == .block, depth < 4 {
            let brace = Int(scope.open)
            if self.is(brace - 1, "else") {
                // `if #available(…) { … } else {`, or `guard #available(…) else {`.
                var q = brace - 2
                if kind(q) == .rightBrace && partnerOf(q) < q { q = partnerOf(q) - 1 }
                var steps = 0
                while q >= 0 && steps < 40 && !self.is(q, "if") && !self.is(q, "guard") && kind(q) != .rightBrace {
                    q -= 1
                    steps += 1
                }
                if (self.is(q, "if") || self.is(q, "guard")) && self.is(q + 1, "#available") && predatesDarkMode(checkAt: q + 1) { return true }
            } else {
                // `if #unavailable(iOS 13) {`.
                var q = brace - 1
                var steps = 0
                while q >= 0 && steps < 40 && !self.is(q, "if") && kind(q) != .rightBrace && kind(q) != .leftBrace {
                    q -= 1
                    steps += 1
                }
                if self.is(q, "if") && self.is(q + 1, "#unavailable") && predatesDarkMode(checkAt: q + 1) { return true }
            }
            id = Int(scope.parent)
            depth += 1
        }
        return false
    }

    /// Whether the availability check at `pound` (`#available(iOS 13.0, *)`) draws the line at or before
    /// dark mode: iOS 13, macOS 10.14, tvOS 10. Its other side (`else`, or `#unavailable`'s body) then runs
    /// only where there is no appearance to adapt to; `#available(iOS 15, *)` leaves iOS 13 and 14 there.
    private func predatesDarkMode(checkAt pound: Int) -> Bool {
        let open = pound + 1
        guard kind(open) == .leftParen else { return false }
        let close = partnerOf(open)
        guard close > open else { return false }
        var named = false
        for q in open + 1..<close where isIdentifier(q) && kind(q + 1) == .number {
            // `13.0`, `10.14`: compared part by part (10.9 comes before 10.14).
            let parts = text(q + 1).split(separator: ".").map { Int($0) ?? Int.max }
            let major = parts.first ?? Int.max, minor = parts.count > 1 ? parts[1] : 0
            if self.is(q, "iOS") || self.is(q, "macCatalyst") {
                guard major <= 13 && (major < 13 || minor == 0) else { return false }
                named = true
            } else if self.is(q, "macOS") || self.is(q, "OSX") {
                guard major < 10 || major == 10 && minor <= 14 else { return false }
                named = true
            } else if self.is(q, "tvOS") {
                guard major <= 10 && (major < 10 || minor == 0) else { return false }
                named = true
            }
        }
        return named
    }

    /// `drawDebug`, `debugPaint`, and test drawing in shipped code (`drawTestImage`, `testPattern`); not
    /// a composable screen (`DebugMenuItem`), which is UI of its own, nor `latest…`.
    /// Whether the identifier at `q` names debugging: `debugPaint`, `kUseDebugColors`, `DEBUG_LAYOUT`, `BuildConfig.DEBUG`'s `DEBUG`.
    private func mentionsDebug(_ q: Int) -> Bool {
        isIdentifier(q) && (bytes(range(q), contain: "ebug") || bytes(range(q), contain: "EBUG"))
    }

    /// `capitalized`: a function's name may start with a capital (Compose's `DebugScoreView()`); other
    /// capitalised names are types and constants.
    private func namesDebug(_ q: Int, capitalized: Bool = false) -> Bool {
        let r = range(q)
        let first = firstByte(q)
        if capitalized && bytes(r, start: "Debug") { return true }
        guard first >= UInt8(ascii: "a") && first <= UInt8(ascii: "z") else { return false }
        if mentionsDebug(q) { return true }
        // In a test file the test context decides, so that `contexts.test` can turn its findings on.
        return !isTestFile && (bytes(r, contain: "Test") || bytes(r, start: "test"))
    }

    // MARK: Technique

    /// Shadows, scrims, hit-test shims and brightness-picked black or white.
    func techniqueReason(_ p: Int, end valueEnd: Int) -> NotUIReason? {
        var end = valueEnd
        guard end > p else { return nil }
        // `Color(.black).opacity(0.0001)`: the alpha is applied to the colour the value is wrapped in.
        if let open = enclosingOpenParen(before: p), isColorTypeToken(open - 1), partnerOf(open) >= end - 1 {
            end = max(end, expressionEnd(from: open - 1, limit: count))
        }
        var alpha = explicitAlpha(from: p, to: end)
        var black = isBlack(from: p, to: end)
        if let argb = argbLiteral(p) {
            alpha = Double(argb >> 24) / 255
            black = black || argb & 0xFF_FFFF == 0
        }
        if let alpha, alpha <= 0.02 { return .hitTestShim }
        if isEmojiStyleColor(p) { return .emojiStyle }
        if isContrastPick(p) { return .contrastPick }
        if isNotificationAccent(p) { return .notificationTint }
        let site = siteName(of: p)
        if let site, namesScrim(site) || isSystemBarStyle(site) { return .scrim }
        if let site, namesSeed(site) || namesDrawingTool(site) { return .userData }
        if generatesPalette(from: p, to: end) { return .userData }
        if let owner = assignedName(ofCallAround: p), namesDrawingTool(owner) { return .userData }
        if let open = enclosingOpenParen(before: p), let callee = calleeName(beforeParen: open) {
            if namesDrawingTool(callee) { return .userData }
            if namesSeed(callee) || namesRandomPick(callee) { return .hashSeed }
            // `BlendImageProcessor(blendMode: .color, backgroundColor: …)`: an image pipeline's input.
            if bytes(range(callee), contain: "Processor") { return .imageProcessing }
            if self.is(callee, "ColorPainter") { return .imagePlaceholder }
        }
        if isCodableInitArgument(p) || isWrittenAsText(from: p, to: end) { return .userData }
        // `subtitlesColor.saveValue(Color.YELLOW)`, `prefs.putInt(KEY, Color.RED)`: a colour stored as a
        // setting's value, which the user may change.
        if let open = enclosingOpenParen(before: p), let callee = calleeName(beforeParen: open),
           bytes(range(callee), start: "save") || bytes(range(callee), start: "store") || bytes(range(callee), start: "persist")
            || bytes(range(callee), start: "put") {
            return .userData
        }
        // `mutableStateOf(Color.Red)`: the starting value of a colour the screen lets the user change.
        if let open = enclosingOpenParen(before: p), let callee = calleeName(beforeParen: open),
           self.is(callee, "mutableStateOf"), partnerOf(open) <= end + 1 {
            return .userData
        }
        // `setColorFilter(Color.rgb(123, 123, 123), PorterDuff.Mode.MULTIPLY)`: multiplying by grey dims
        // an image, as a scrim does.
        if let open = enclosingOpenParen(before: p), isMultiplyFilter(open),
           let color = SourceColorParser(self).color(p, end - 1), color.red == color.green && color.green == color.blue {
            return .scrim
        }
        // `CIColor(red: 0.7, …)`: a Core Image filter's input, image processing rather than UI.
        if self.is(p, "CIColor") { return .imageProcessing }
        if isSceneMaterial(p) { return .sceneRendering }
        // `imagesShadowColor = .gray.withAlphaComponent(0.8)`: a grey shadow is a shadow too, and so is a
        // near-black tint (`Color(red: 0.03, green: 0.11, blue: 0.14)` under a card); a bright one is a glow.
        if let site, namesShadow(site), isGray(from: p, to: end) || isNearBlack(from: p, to: end) { return .shadow }
        // `bitmap.eraseColor(Color.WHITE)`, `Canvas(bitmap).drawColor(Color.BLACK)`: the blank page a
        // bitmap is rendered onto.
        if let open = enclosingOpenParen(before: p), let callee = calleeName(beforeParen: open),
           self.is(callee, "eraseColor") || self.is(callee, "drawColor") && drawsOnOwnBitmap(callee) {
            return .bitmapFill
        }
        guard black else { return nil }
        if isInAlphaOnlyGradient(p) { return .scrim }
        if let site, namesShadow(site) { return .shadow }
        // A literal alpha below 1, or one that varies (`.opacity(dim)`), makes black a shade.
        let translucent = alpha.map { $0 < 1 }
            ?? (hasAlphaModifier(from: p, to: end) || hasAlphaArgument(around: p) || hasVaryingOwnAlpha(p))
        if translucent, !(site.map(namesForeground) ?? false) { return .scrim }
        return nil
    }

    /// A colour filter call whose mode multiplies (`PorterDuff.Mode.MULTIPLY`, `BlendMode.Multiply`).
    private func isMultiplyFilter(_ open: Int) -> Bool {
        let close = partnerOf(open)
        guard close > open + 1, let callee = calleeName(beforeParen: open),
              bytes(range(callee), contain: "ColorFilter") || self.is(callee, "tint") else { return false }
        return (open + 1..<close).contains { self.is($0, "MULTIPLY") || self.is($0, "Multiply") }
    }

    /// `NSColor.black.hexString`, `Color.WHITE.toHexString()`, `.white.mpvColorString`: a colour
    /// turned into text for a file, a setting or another program, not drawn here. So is one turned
    /// into the app's own colour model (`Color.Red.toModel()`, `.toArgb().toColorModel()`): the
    /// value an editor or a filter stores and the user changes.
    private func isWrittenAsText(from p: Int, to end: Int) -> Bool {
        accessesMember(from: p, to: end) {
            bytes($0, end: "String") || bytes($0, start: "toHex") || bytes($0, start: "hexString") || bytes($0, end: "Model")
        }
    }

    /// `c.drawColor(…)` where `c` is a `Canvas(…)` the same function made: an offscreen bitmap,
    /// not a view's canvas handed to `onDraw`.
    private func drawsOnOwnBitmap(_ callee: Int) -> Bool {
        guard language == .kotlin, kind(callee - 1) == .dot, isIdentifier(callee - 2) else { return false }
        let receiver = callee - 2
        guard let function = scopes.enclosing(at: callee, kinds: [.function]) else { return false }
        var q = Int(function.open) + 1
        while q + 3 < receiver {
            if (self.is(q, "val") || self.is(q, "var")) && compareText(q + 1, receiver) == 0 && isOperator(q + 2, "=")
                && self.is(q + 3, "Canvas") && kind(q + 4) == .leftParen {
                return true
            }
            q += 1
        }
        return false
    }

    /// Whether a member accessed on the colour expression `p..<end` (`x.hexString`,
    /// `.toTonalPalettes()`) has a name `matches` accepts.
    private func accessesMember(from p: Int, to end: Int, _ matches: (ByteRange) -> Bool) -> Bool {
        var q = p + 1
        while q < end {
            if kind(q - 1) == .dot && isIdentifier(q) && matches(range(q)) { return true }
            q += 1
        }
        return false
    }

    /// `Color(0x52000000)`, `Color(0x52000000.toInt())`: a Kotlin ARGB literal's value.
    private func argbLiteral(_ p: Int) -> UInt32? {
        // `Color(0x80000000)`, or the bare integer (`SHADOW_COLOR = 0xE0000000.toInt()`).
        let number = kind(p) == .number ? p : p + 2
        guard language == .kotlin, number == p || isColorTypeToken(p) && kind(p + 1) == .leftParen, kind(number) == .number else { return nil }
        // On the literal's bytes: `replacingOccurrences` bridged through NSString per finding.
        let r = range(number)
        guard r.length > 2, raw[r.start] == UInt8(ascii: "0"), raw[r.start + 1] | 0x20 == UInt8(ascii: "x") else { return nil }
        var end = r.end
        while end > r.start + 2, raw[end - 1] == UInt8(ascii: "L") || raw[end - 1] | 0x20 == UInt8(ascii: "u") { end -= 1 }
        // Eight characters after `0x` and the suffix, underscores included, as `digits.count == 8` counted them.
        guard end - (r.start + 2) == 8 else { return nil }
        var value: UInt32 = 0
        var digitCount = 0
        for i in (r.start + 2)..<end {
            let byte = raw[i]
            if byte == UInt8(ascii: "_") { continue }
            guard let digit = Byte.hexDigitValue(byte) else { return nil }
            value = value << 4 | UInt32(digit)
            digitCount += 1
        }
        return digitCount > 0 ? value : nil
    }

    /// A gradient's colours that are all black or clear, whatever their alpha: a fade or a
    /// mask (`Gradient(colors: [.black.opacity(0.3), .black, .black.opacity(0.3)])`), not a hue.
    private func isInAlphaOnlyGradient(_ p: Int) -> Bool {
        guard let bracket = enclosingOpenBracket(before: p), kind(bracket - 1) == .colon,
              self.is(bracket - 2, "colors") else { return false }
        let close = partnerOf(bracket)
        var q = bracket + 1
        while q < close {
            if isIdentifier(q) && !(self.is(q, "black") || self.is(q, "clear") || self.is(q, "opacity") || self.is(q, "Color")
                                    || self.is(q, "withAlphaComponent") || self.is(q, "UIColor")) {
                return false
            }
            let other = partnerOf(q)
            q = other > q && kind(q) != .leftParen ? other + 1 : q + 1
        }
        return true
    }

    /// `NotificationCompat.Builder(…).setColor(Color.GREEN)`: the notification's accent, which
    /// the system tints the small icon with; not a colour of the app's own UI.
    private func isNotificationAccent(_ p: Int) -> Bool {
        guard language == .kotlin else { return false }
        if let open = enclosingOpenParen(before: p),
           self.is(open - 1, "setColor") || self.is(open - 1, "setLights") || self.is(open - 1, "setLightColor") {
            return buildsNotifications
        }
        // Kotlin's property spelling of `setColor`: `builder.color = …`, or `color = …` in its `apply { }`.
        // `channel.lightColor = …`: a notification channel's LED.
        if isOperator(p - 1, "="), self.is(p - 2, "lightColor") { return buildsNotifications }
        guard isOperator(p - 1, "="), self.is(p - 2, "color") else { return false }
        let onBuilder = kind(p - 3) != .dot || isIdentifier(p - 4) && (bytes(range(p - 4), end: "uilder"))
        return onBuilder && buildsNotifications
    }

    /// Whether the expression `p..<end` names a grey (`.gray`, `Color.LightGray`, `Color.DKGRAY`).
    /// Whether `p..<end` is a literal colour darker than L* 15: a shade, whatever its hue.
    func isNearBlack(from p: Int, to end: Int) -> Bool {
        guard end > p, let color = SourceColorParser(self).color(p, end - 1) else { return false }
        return ColorSpaces.lab(color).l < 15
    }

    func isGray(from p: Int, to end: Int) -> Bool {
        var q = p
        while q < min(end, p + 6) {
            if isIdentifier(q) && (bytes(range(q), contain: "gray") || bytes(range(q), contain: "Gray") || bytes(range(q), contain: "GRAY")) {
                return true
            }
            q += 1
        }
        return false
    }

    /// Whether the expression `p..<end` is black: `.black`, `Color.black`, `UIColor.black.cgColor`,
    /// `Color.Black`, `Color.BLACK`, `UIColor(white: 0, …)`, `Color(white: 0)`.
    private func isBlack(from p: Int, to end: Int) -> Bool {
        var q = p
        while q < min(end, p + 6) {
            if self.is(q, "black") || self.is(q, "Black") || self.is(q, "BLACK") { return true }
            // `UIColor(white: 0, …)`, AppKit's `NSColor(deviceWhite: 0, …)` and `NSColor(calibratedWhite: 0, …)`.
            if self.is(q, "white") || self.is(q, "deviceWhite") || self.is(q, "calibratedWhite"), kind(q + 1) == .colon, kind(q + 2) == .number {
                return numberValue(q + 2) == 0
            }
            q += 1
        }
        // `Color(red: 0, green: 0, blue: 0, opacity: 0.2)`, `.init(red: 0, …)`: black spelled as channels.
        if let call = ownCall(p) {
            let channels = call.arguments.filter { ["red", "green", "blue"].contains($0.label ?? "") }
            if channels.count == 3 { return channels.allSatisfy { $0.first == $0.last && numberValue($0.first) == 0 } }
            // Compose's `Color(0, 0, 0, 180)`, `Color(0f, 0f, 0f, 0.3f)`.
            if language == .kotlin, call.arguments.count >= 3, call.arguments.allSatisfy({ $0.label == nil }) {
                return call.arguments.prefix(3).allSatisfy { $0.first == $0.last && numberValue($0.first) == 0 }
            }
        }
        // Android's `Color.argb(160, 0, 0, 0)` and `Color.rgb(0, 0, 0)`.
        if language == .kotlin, isColorTypeToken(p), kind(p + 1) == .dot, self.is(p + 2, "argb") || self.is(p + 2, "rgb"),
           kind(p + 3) == .leftParen, let call = call(openingAt: p + 3), call.arguments.count >= 3 {
            return call.arguments.suffix(3).allSatisfy { $0.first == $0.last && numberValue($0.first) == 0 }
        }
        return false
    }

    /// The alpha written in the expression: `.opacity(0.3)`, `.withAlphaComponent(0.5)`,
    /// `alpha: 0.7`, `copy(alpha = 0.5f)`, `.alpha(0.1)`, Android's `Color.argb(20, r, g, b)` and
    /// Compose's `Color(r, g, b, a)`.
    func explicitAlpha(from p: Int, to end: Int) -> Double? {
        if language == .kotlin, let positional = positionalAlpha(p) { return positional }
        var q = p
        while q + 2 < end {
            let name = q
            if self.is(name, "opacity") || self.is(name, "withAlphaComponent") || self.is(name, "alpha")
                || self.is(name, "copyWithAlpha") {
                // `opacity(0.3)`, `alpha: 0.3`, `alpha = 0.3f`.
                let value = kind(q + 1) == .leftParen || kind(q + 1) == .colon || isOperator(q + 1, "=") ? q + 2 : -1
                if value > 0, kind(value) == .number, let v = numberValue(value) { return v }
            }
            q += 1
        }
        return nil
    }

    private func positionalAlpha(_ p: Int) -> Double? {
        guard isColorTypeToken(p) else { return nil }
        if kind(p + 1) == .dot, self.is(p + 2, "argb"), kind(p + 3) == .leftParen, let call = call(openingAt: p + 3),
           call.arguments.count == 4, let first = call.arguments.first, first.first == first.last {
            return integerValue(first.first).map { Double($0) / 255 }
        }
        if kind(p + 1) == .leftParen, let call = call(openingAt: p + 1), call.arguments.count == 4,
           call.arguments.allSatisfy({ $0.label == nil && $0.first == $0.last && kind($0.first) == .number }),
           let last = call.arguments.last, let value = numberValue(last.first) {
            // `Color(0f, 0f, 0f, 0.3f)` takes fractions; `Color(0, 0, 0, 180)` takes 0…255.
            let isFraction = call.arguments.contains { text($0.first).contains(".") }
            return isFraction ? value : value / 255
        }
        return nil
    }

    /// An integer literal's value, decimal or hex (`20`, `0x80`).
    private func integerValue(_ q: Int) -> Int? {
        guard kind(q) == .number else { return nil }
        let t = text(q)
        if t.hasPrefix("0x") || t.hasPrefix("0X") { return Int(t.dropFirst(2), radix: 16) }
        return Int(t)
    }

    /// A decimal literal's value (`0.5`, `0.5f`, `1`), or nil.
    private func numberValue(_ q: Int) -> Double? {
        var text = self.text(q)
        if let last = text.utf8.last, last == UInt8(ascii: "f") || last == UInt8(ascii: "F") { text.removeLast() }
        return Double(text)
    }

    /// The name the colour is given to: the label of its argument (`shadow(color:)`), the callee
    /// it is passed to (`setShadowLayer(…)`, `.background(…)`), or the property it is assigned to
    /// (`layer.shadowColor = …`).
    private func siteName(of p: Int, depth: Int = 0) -> Int? {
        // `Color(nsColor: .darkGray)`, `Color(.black)`: a wrapped colour stands where its wrapper does.
        if depth < 3, let open = enclosingOpenParen(before: p), isColorTypeToken(open - 1), kind(open - 2) != .dot,
           kind(p - 1) == .leftParen || kind(p - 1) == .colon && kind(p - 3) == .leftParen {
            return siteName(of: open - 1, depth: depth + 1)
        }
        if kind(p - 1) == .colon && isIdentifier(p - 2) || isOperator(p - 1, "=") && isIdentifier(p - 2) {
            // A label names the parameter; for shadows the callee says more (`shadow(color:)`).
            if let open = enclosingOpenParen(before: p), let callee = calleeName(beforeParen: open),
               namesShadow(callee) || namesScrim(callee) || isShadowStyle(callee) {
                return callee
            }
            // `static let shadowColor: UIColor = .black`: the name, not the type.
            if isOperator(p - 1, "=") && kind(p - 3) == .colon && isIdentifier(p - 4) { return p - 4 }
            return p - 2
        }
        guard let open = enclosingOpenParen(before: p) else { return nil }
        if let callee = calleeName(beforeParen: open) { return callee }
        // `shadow(color: shown ? (isDark ? navy : .black) : .clear)`: a grouped choice stands where its group does.
        return depth < 3 ? siteName(of: open, depth: depth + 1) : nil
    }

    /// `SystemBarStyle.dark(scrim)`, `SystemBarStyle.auto(lightScrim, darkScrim)`: the bar's scrim.
    private func isSystemBarStyle(_ callee: Int) -> Bool {
        kind(callee - 1) == .dot && self.is(callee - 2, "SystemBarStyle")
    }

    /// A pen, brush or marker the user draws with: `penColor = Color.BLACK`, `BrushInfo(color = …)`.
    func namesDrawingTool(_ q: Int) -> Bool {
        guard isIdentifier(q) else { return false }
        let r = range(q)
        guard bytes(r, contain: "en") || bytes(r, contain: "rush") || bytes(r, contain: "arker") || bytes(r, contain: "ighlighter") else {
            return false
        }
        return NameWords.split(text(q)).contains { Self.drawingToolWords.contains($0) }
    }

    private static let drawingToolWords: Set<String> = ["pen", "brush", "marker", "highlighter", "eraser"]

    /// `val brushColor = MutableStateFlow(Color.BLACK)`: the name a call wrapping the colour is assigned to.
    func assignedName(ofCallAround p: Int) -> Int? {
        guard let open = enclosingOpenParen(before: p), let start = callStart(openingAt: open),
              isOperator(start - 1, "=") else { return nil }
        var name = start - 2
        if kind(name - 1) == .colon { name -= 2 }  // `val x: T =`: the name, not the type
        return isIdentifier(name) ? name : nil
    }

    /// A colour argument of the memberwise initialiser of a type this file makes `Codable`: a saved
    /// configuration's default (`static let default = Appearance(tint: .black, …)`).
    private func isCodableInitArgument(_ p: Int) -> Bool {
        guard kind(p - 1) == .colon || isOperator(p - 1, "="),
              let open = enclosingOpenParen(before: p), let callee = calleeName(beforeParen: open),
              let first = bytes[range(callee).start...].first, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z"),
              !isColorTypeToken(callee) else { return false }
        return codableTypeNames.contains(text(callee))
    }

    /// Inside a colour picker: a file, type or function named `…Picker`, `…Swatch…` or
    /// `…ColorChooser`, where colours are the choices offered to the user; or the value handed to a
    /// callback that reports the user's choice (`callback.onColorClicked(Color.parseColor("#f1948a"))`,
    /// `delegate.didSelectColor(.systemPink)`).
    func isInColorPicker(_ p: Int) -> Bool {
        if isColorPickerFile { return true }
        if let open = enclosingOpenParen(before: p), let callee = calleeName(beforeParen: open), reportsColorChoice(callee) { return true }
        var id = scopes.innermost(at: p)
        while let scope = scopes.scope(id) {
            if scope.kind != .block && scope.nameToken >= 0 {
                let r = range(Int(scope.nameToken))
                if bytes(r, contain: "ColorPicker") || bytes(r, contain: "Swatch") || bytes(r, contain: "ColorChooser") { return true }
            }
            id = Int(scope.parent)
        }
        return false
    }

    /// `onColorClicked`, `onColorSelected`, `didPickColor`: a handler named for a colour the user chose.
    private func reportsColorChoice(_ callee: Int) -> Bool {
        let r = range(callee)
        guard bytes(r, contain: "Color"), bytes(r, start: "on") || bytes(r, start: "did") else { return false }
        return bytes(r, contain: "Click") || bytes(r, contain: "Select") || bytes(r, contain: "Pick") || bytes(r, contain: "Cho")
    }

    /// `.opacity(x)`, `.withAlphaComponent(x)`, `.copy(alpha = x)` with any argument.
    /// `drawRect(Color.Black, alpha = dim)`: a draw call that fades its colour by a running amount.
    private func hasAlphaArgument(around p: Int) -> Bool {
        guard let open = enclosingOpenParen(before: p), calleeName(beforeParen: open) != nil,
              let call = call(openingAt: open) else { return false }
        return call.arguments.contains { $0.label == "alpha" && !($0.first == $0.last && numberValue($0.first) == 1) }
    }

    /// The constructor call a colour expression starts with: `Color(…)`, `.init(…)`.
    private func ownCall(_ p: Int) -> CallSite? {
        if isColorTypeToken(p), kind(p + 1) == .leftParen { return call(openingAt: p + 1) }
        if kind(p) == .dot, self.is(p + 1, "init"), kind(p + 2) == .leftParen { return call(openingAt: p + 2) }
        return nil
    }

    /// `NSColor(red: 0, green: 0, blue: 0, alpha: fade)`, `alpha: 1 - progress`: an alpha computed at run
    /// time shades. Any argument but a number literal.
    private func hasVaryingOwnAlpha(_ p: Int) -> Bool {
        guard let call = ownCall(p) else { return false }
        return call.arguments.contains { ($0.label == "alpha" || $0.label == "opacity") && !($0.first == $0.last && kind($0.first) == .number) }
    }

    private func hasAlphaModifier(from p: Int, to end: Int) -> Bool {
        var q = p
        while q + 1 < end {
            if (self.is(q, "opacity") || self.is(q, "withAlphaComponent") || self.is(q, "copy")) && kind(q + 1) == .leftParen
                && kind(q - 1) == .dot {
                return true
            }
            q += 1
        }
        return false
    }

    /// `scrim`, `statusBarScrim`, `darkScrim`: a dimming layer by name.
    private func namesScrim(_ q: Int) -> Bool {
        let r = range(q)
        return bytes(r, containIgnoringCase: "scrim")
    }

    /// `50f to Color(60, 116, 160)`, `[0.5: .orange]`, `Pair(0.2f, Color.Blue)`: a colour keyed by a
    /// number is a stop of a scale that encodes values.
    func isScaleStop(_ p: Int) -> Bool {
        func isNumber(_ q: Int) -> Bool {
            kind(q) == .number || isOperator(q, "-") && kind(q + 1) == .number
        }
        switch language {
        case .kotlin:
            if self.is(p - 1, "to") && kind(p - 2) == .number { return true }
            if kind(p - 1) == .comma && kind(p - 2) == .number && kind(p - 3) == .leftParen && self.is(p - 4, "Pair") { return true }
            return false
        case .swift:
            return kind(p - 1) == .colon && kind(p - 2) == .number && enclosingOpenBracket(before: p - 2) != nil
        }
    }

    /// `Color.Green.toTonalPalettes()`: the colour is a seed a whole palette is generated from.
    private func generatesPalette(from p: Int, to end: Int) -> Bool {
        accessesMember(from: p, to: end) { bytes($0, contain: "Palette") || bytes($0, contain: "palette") }
    }

    /// `seedColor`, `seed`: the colour a dynamic palette is generated from, a user's pick.
    private func namesSeed(_ q: Int) -> Bool {
        let r = range(q)
        return bytes(r, contain: "seed") || bytes(r, contain: "Seed")
    }

    /// `segmentColorRandom`, `randomColor`, `colorForHash`: a function that derives a colour from a seed.
    private func namesRandomPick(_ q: Int) -> Bool {
        let r = range(q)
        return bytes(r, contain: "andom") || bytes(r, contain: "Hash") || bytes(r, contain: "hash")
    }

    /// Whether the expression at `p` is a shadow's colour: `.shadow(color: …)`, `.drop(color: …)`, `shadowColor = …`, also
    /// grouped inside another choice (`.shadow(color: shown ? (isDark ? navy : .black) : .clear)`).
    /// A shadow tuned per appearance (`colorScheme == .light ? .gray : .black`) is drawing technique.
    func standsAsShadowColor(_ p: Int) -> Bool {
        guard let site = siteName(of: p) else { return false }
        return namesShadow(site) || isShadowStyle(site)
    }

    /// SwiftUI's `ShadowStyle`: `.shadow(.drop(color: …))`, `.inner(color: …)`.
    private func isShadowStyle(_ callee: Int) -> Bool {
        (self.is(callee, "drop") || self.is(callee, "inner")) && kind(callee - 1) == .dot
    }

    private func namesShadow(_ q: Int) -> Bool {
        let r = range(q)
        return bytes(r, containIgnoringCase: "shadow") || self.is(q, "spotColor")
            || self.is(q, "ambientColor")
    }

    /// Text, icons and tints: where black is read as a foreground, not as shade.
    private func namesForeground(_ q: Int) -> Bool {
        let r = range(q)
        return bytes(r, contain: "foreground") || bytes(r, contain: "Foreground") || bytes(r, contain: "text")
            || bytes(r, contain: "Text") || bytes(r, contain: "tint") || bytes(r, contain: "Tint")
            || bytes(r, contain: "title") || bytes(r, contain: "Title") || bytes(r, contain: "stroke")
            || bytes(r, contain: "Stroke") || bytes(r, contain: "border") || bytes(r, contain: "Border")
    }

    /// A branch of `c ? a : b` or `if c … else …` whose condition measures a runtime colour:
    /// `background.luminance > 0.5 ? .black : .white`, `if color.brightness < 0.4`, `if (isLight(c))`.
    func isContrastPick(_ p: Int) -> Bool {
        var q = p - 1
        var steps = 0
        while q >= 0 && steps < 48 {
            steps += 1
            switch kind(q) {
            case .rightParen, .rightBracket, .rightBrace:
                let open = partnerOf(q)
                if open < 0 { return false }
                if kind(q) == .rightBrace {
                    // `} else {`: the `if` block before this one; its condition is still the choice.
                    q = open - 1
                    continue
                }
                if measuresBrightness(from: open, to: q) { return true }
                q = open - 1
            case .leftParen, .leftBracket, .comma, .semicolon:
                return false
            case .leftBrace:
                // The block of an `if`: read its condition, back to the `if`.
                return conditionMeasuresBrightness(before: q)
            case .identifier:
                if self.is(q, "return") || self.is(q, "let") || self.is(q, "var") || self.is(q, "val") { return false }
                if measuresBrightness(from: q, to: q) { return true }
                q -= 1
            case .operator:
                if self.is(q, "=") { return assignmentOpensBrightnessBranch(equals: q) }
                q -= 1
            default:
                q -= 1
            }
        }
        return false
    }

    /// `if red * 0.299 + … > 0.7 { label.textColor = .black } else { label.textColor = .white }`: the
    /// assignment is the first statement of a branch whose condition measures brightness.
    private func assignmentOpensBrightnessBranch(equals: Int) -> Bool {
        var q = equals - 1
        var steps = 0
        while q >= 0 && steps < 12 && (isIdentifier(q) || kind(q) == .dot || isOperator(q, "?") || isOperator(q, "!")) {
            if self.is(q, "let") || self.is(q, "var") || self.is(q, "val") { return false }
            q -= 1
            steps += 1
        }
        return kind(q) == .leftBrace && conditionMeasuresBrightness(before: q)
    }

    private func conditionMeasuresBrightness(before brace: Int) -> Bool {
        var q = brace - 1
        var steps = 0
        while q >= 0 && steps < 32 {
            steps += 1
            if self.is(q, "if") || self.is(q, "guard") || self.is(q, "when") { return measuresBrightness(from: q, to: brace - 1) }
            switch kind(q) {
            case .rightBrace where self.is(q + 1, "else"):
                // `} else {`: back to the `if` block, whose condition chose.
                let open = partnerOf(q)
                if open < 0 { return false }
                q = open - 1
            case .leftBrace, .rightBrace, .semicolon: return false
            case .rightParen, .rightBracket:
                let open = partnerOf(q)
                if open < 0 { return false }
                if measuresBrightness(from: open, to: q) { return true }
                q = open - 1
            default: q -= 1
            }
        }
        return false
    }

    /// Names that measure a colour: `luminance`, `brightness`, `lightness`, `calculateLuminance`,
    /// and `isLight`/`isDark` called as functions (`color.isLight()`), not flags.
    private func measuresBrightness(from first: Int, to last: Int) -> Bool {
        var q = first
        while q <= last {
            if isIdentifier(q) {
                let r = range(q)
                if namesMeasuredBrightness(q) || bytes(r, contain: "ContrastColor") || bytes(r, contain: "contrastColor") {
                    return true
                }
                if isBrightnessTest(q) { return true }
            }
            if isLumaWeight(q) { return true }
            if isIdentifier(q) {
                if mentionsMeasuredBrightness, first == last || kind(q + 1) != .leftParen && kind(q - 1) != .dot, isMeasuredFlag(q) {
                    return true
                }
            }
            q += 1
        }
        return false
    }

    /// `val useDarkIcons = background.luminance() > 0.5` earlier in the same function: a flag
    /// holding a measured brightness.
    private func isMeasuredFlag(_ use: Int) -> Bool {
        guard let function = scopes.enclosing(at: use, kinds: [.function, .property]) else { return false }
        // The name's first declaration in the function, found once per function and name from the
        // name's uses: a `when` of 20,000 arms asked it of every arm by scanning the function.
        let key = ScopedName(scope: Int(function.open), name: nameKey(of: use))
        let declaration: (position: Int, measures: Bool)
        if let known = colorSite.flagDeclarations[key] {
            declaration = known
        } else {
            let open = Int(function.open), close = partnerOf(open)
            var first = Int.max
            for other in uses(of: use) {
                let name = Int(other) - 1
                if name > open && name < close && name < first && (self.is(name, "val") || self.is(name, "let") || self.is(name, "var")) {
                    first = name
                }
            }
            var measures = false
            if first != Int.max {
                var equals = first + 2
                if kind(equals) == .colon { equals += 2 }
                if isOperator(equals, "=") {
                    let end = expressionEnd(from: equals + 1, limit: close)
                    measures = end > equals + 1 && measuresBrightnessDirectly(from: equals + 1, to: end - 1)
                }
            }
            declaration = (first == Int.max ? -1 : first, measures)
            colorSite.flagDeclarations[key] = declaration
        }
        return declaration.position >= 0 && declaration.position < use && declaration.measures
    }

    private func measuresBrightnessDirectly(from first: Int, to last: Int) -> Bool {
        (first...max(first, last)).contains { measuresBrightness(at: $0) }
    }

    /// Whether the token at `q` measures brightness: a name (`luminance`), a test (`isLight()`) or a
    /// luma weight (`0.587`).
    func measuresBrightness(at q: Int) -> Bool { namesMeasuredBrightness(q) || isBrightnessTest(q) || isLumaWeight(q) }

    /// `color.isLight()`, `isColorDark(bg)`, `background.isLight`: a test of a colour's brightness.
    private func isBrightnessTest(_ q: Int) -> Bool {
        (self.is(q, "isLight") || self.is(q, "isDark") || self.is(q, "isColorLight") || self.is(q, "isColorDark"))
            && kind(q + 1) == .leftParen || isColorBrightnessProperty(q)
    }

    /// `background.isLight`, `dominantColor?.isDark`: a property the project gives colours, read on a
    /// colour (a name ending in `color`, `background`, `foreground`, `fill` or `tint`). Compose's
    /// `colors.isLight` names the theme's scheme and is the appearance.
    func isColorBrightnessProperty(_ q: Int) -> Bool {
        guard self.is(q, "isLight") || self.is(q, "isDark"), kind(q + 1) != .leftParen, kind(q - 1) == .dot else { return false }
        var receiver = q - 2
        if isOperator(receiver, "?") || isOperator(receiver, "!") { receiver -= 1 }
        guard isIdentifier(receiver) else { return false }
        let r = range(receiver)
        return bytes(r, endIgnoringCase: "color") || bytes(r, endIgnoringCase: "colour") || bytes(r, endIgnoringCase: "background")
            || bytes(r, endIgnoringCase: "foreground") || bytes(r, endIgnoringCase: "fill") || bytes(r, endIgnoringCase: "tint")
    }

    /// A weight of the luma formula (`0.299 * r + 0.587 * g + 0.114 * b`, Rec. 709's `0.2126`, `0.7152`,
    /// or per mille, `587`): brightness computed by hand.
    private func isLumaWeight(_ q: Int) -> Bool {
        guard kind(q) == .number else { return false }
        return self.is(q, "0.587") || self.is(q, "0.299") || self.is(q, "0.7152") || self.is(q, "0.2126") || self.is(q, "587")
    }

    /// `luminance`, `calculateLuminance`, `brightness`, `lightness`, `luma`: a name that measures how
    /// bright a colour or an image is.
    func namesMeasuredBrightness(_ q: Int) -> Bool {
        guard isIdentifier(q) else { return false }
        let r = range(q)
        return bytes(r, contain: "uminance") || bytes(r, contain: "ightness") || self.is(q, "luma") || bytes(r, end: "Luma")
    }

    // MARK: Data

    /// A stored colour the user picks: the initial value of a property saved with `@AppStorage`,
    /// `@SceneStorage` or `@Default`, a property of a `Codable` type, or one bound to a
    /// `ColorPicker(selection: $x)` in the same file.
    func isStoredUserColor(_ p: Int) -> Bool {
        if language == .kotlin { return isPreferenceDelegateDefault(p) }
        guard language == .swift else { return false }
        // `CodableColor(red: 1, …)`: a colour built as a value to store.
        if isIdentifier(p) && bytes(range(p), start: "Codable") { return true }
        // `init(textColor: CodableColor = …)` of a `Codable` settings type: the stored default.
        if isOperator(p - 1, "="), let open = enclosingOpenParen(before: p), self.is(open - 1, "init"),
           let type = scopes.enclosing(at: open, kinds: [.type]), declaresCodable(type) {
            return true
        }
        guard isOperator(p - 1, "="), let name = declaredProperty(assignedAt: p - 1) else { return false }
        // The attributes before `var`/`let`, on the same declaration.
        var q = name - 2
        while q >= 0 && q > name - 24 {
            if kind(q) == .attribute && (self.is(q, "@AppStorage") || self.is(q, "@SceneStorage") || self.is(q, "@Default")
                || self.is(q, "@Persisted") || self.is(q, "@UserDefault")) {
                return true
            }
            if kind(q) == .rightBrace || kind(q) == .leftBrace || kind(q) == .semicolon { break }
            if kind(q) == .rightParen { q = max(partnerOf(q), 0) }
            q -= 1
        }
        if colorPickerBindings.contains(text(name)) { return true }
        guard let type = scopes.enclosing(at: p, kinds: [.type]) else { return false }
        return declaresCodable(type)
    }

    /// `var textColor by PreferenceDelegate(KEY, "#cccccc".toColorInt())`, `by preference(KEY, Color.RED)`:
    /// the default of a property kept in the user's preferences, which the user changes.
    private func isPreferenceDelegateDefault(_ p: Int) -> Bool {
        guard let open = enclosingOpenParen(before: p), let callee = calleeName(beforeParen: open),
              let start = callStart(openingAt: open), self.is(start - 1, "by") else { return false }
        let name = range(callee)
        return bytes(name, containIgnoringCase: "pref") || bytes(name, containIgnoringCase: "setting")
            || bytes(name, containIgnoringCase: "datastore")
    }

    /// `WorkflowGroup(name: "Mail", color: "#3984F7")` in a `Codable` model's factories: a hex
    /// string the model stores and the user edits, not a colour this code draws.
    func isCodableModelString(_ p: Int) -> Bool {
        guard language == .swift, kind(p) == .stringOpen, let type = scopes.enclosing(at: p, kinds: [.type, .extension]) else {
            return false
        }
        if type.kind == .type { return declaresCodable(type) }
        // `extension WorkflowGroup { static func empty() … }` of a Codable type declared in the file.
        guard type.nameToken >= 0 else { return false }
        return scopes.scopes.contains { $0.kind == .type && $0.nameToken >= 0 && compareText(Int($0.nameToken), Int(type.nameToken)) == 0
            && declaresCodable($0) }
    }

    /// `struct Settings: Codable, Hashable {`: the inheritance list names a coding protocol.
    private func declaresCodable(_ type: Scope) -> Bool {
        var t = Int(type.keyword) + 1
        while t < Int(type.open) {
            if self.is(t, "Codable") || self.is(t, "Encodable") || self.is(t, "Decodable") { return true }
            t += 1
        }
        return false
    }

    /// `var accent: Color = …` → the position of `accent`, when the `=` at `equals` ends a stored
    /// property's declaration head.
    private func declaredProperty(assignedAt equals: Int) -> Int? {
        var q = equals - 1
        var steps = 0
        while q >= 0 && steps < 12 {
            steps += 1
            if (self.is(q, "var") || self.is(q, "let")) && isIdentifier(q + 1) { return q + 1 }
            switch kind(q) {
            case .identifier, .dot, .colon, .operator: q -= 1
            case .rightBracket, .rightParen:
                let open = partnerOf(q)
                if open < 0 { return nil }
                q = open - 1
            default: return nil
            }
        }
        return nil
    }

}

extension FileContext {
    /// `return .black` in a function that otherwise builds its colour from data
    /// (`return UIColor(hue: h, saturation: s, brightness: b, alpha: 1)`): the value when the data
    /// does not parse, not a styling choice.
    func isConversionFallback(_ p: Int) -> Bool {
        guard self.is(p - 1, "return"), let function = scopes.enclosing(at: p, kinds: [.function, .property]) else { return false }
        // Once per function: a generated table of 20,000 `return Color(…)` scanned it for each.
        let open = Int(function.open)
        if let known = colorSite.conversionFunctions[open] { return known }
        let close = partnerOf(open)
        var answer = false
        var q = open + 1
        while q < close && !answer {
            if self.is(q, "return"), isColorTypeToken(q + 1), kind(q + 2) == .leftParen, let call = call(openingAt: q + 2),
               call.arguments.contains(where: { $0.first <= $0.last && kind($0.first) == .identifier && !isColorTypeToken($0.first) }) {
                answer = true
            }
            q += 1
        }
        colorSite.conversionFunctions[open] = answer
        return answer
    }
}

extension FileContext {
    /// SceneKit's material properties (`material.diffuse.contents = x`, `geometry.firstMaterial?.emission.contents`)
    /// and RealityKit's materials (`SimpleMaterial(color: x, …)`, `UnlitMaterial(color: x)`): the colour of a
    /// rendered model.
    func isSceneMaterial(_ p: Int) -> Bool {
        guard language == .swift else { return false }
        if isOperator(p - 1, "="), self.is(p - 2, "contents"), kind(p - 3) == .dot {
            let property = p - 4
            return Self.sceneMaterialProperties.contains { self.is(property, $0) }
        }
        if kind(p - 1) == .colon, self.is(p - 2, "color") || self.is(p - 2, "tint"),
           let open = enclosingOpenParen(before: p), let callee = calleeName(beforeParen: open) {
            return self.is(callee, "SimpleMaterial") || self.is(callee, "UnlitMaterial") || self.is(callee, "BaseColor")
        }
        return false
    }

    private static let sceneMaterialProperties: [StaticString] = [
        "diffuse", "emission", "multiply", "specular", "ambient", "reflective", "transparent", "selfIllumination",
        "metalness", "roughness", "ambientOcclusion",
    ]
}
