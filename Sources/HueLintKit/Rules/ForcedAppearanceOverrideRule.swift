/// `forced-appearance-override`: light or dark appearance forced on the whole app regardless of the user's choice.
package struct ForcedAppearanceOverrideRule: Rule {
    package static let description = RuleDescription(
        id: "forced-appearance-override",
        summary: "Light or dark appearance forced unconditionally, ignoring the user's system-wide choice.",
        rationale: "People choose light or dark mode system-wide for a reason: low vision, light sensitivity, migraines, "
            + "reading at night, battery life. `overrideUserInterfaceStyle = .dark`, `.preferredColorScheme(.light)` or "
            + "`AppCompatDelegate.setDefaultNightMode(MODE_NIGHT_YES)` set once at launch overrides that choice for every "
            + "screen, and the app offers no way back.",
        howToFix: "Follow the system by default. If the app has its own appearance setting, store the preference once "
            + "and map it: `system` → `.unspecified` / `nil` / `MODE_NIGHT_FOLLOW_SYSTEM`, `light` → `.light`, `dark` → "
            + "`.dark`, and pass the mapped value (a variable or parameter) to the override.",
        before: "window.overrideUserInterfaceStyle = .dark",
        after: "window.overrideUserInterfaceStyle = settings.appearance.interfaceStyle  // .unspecified for \"system\"",
        defaultSeverity: .warning,
        isOptIn: true,
        skipsDefinitions: false,
        triggering: triggeringExamples,
        nonTriggering: nonTriggeringExamples)

    package init(_ options: NoOptions) {}

    /// Swift: `overrideUserInterfaceStyle`, `preferredColorScheme`, or a theme or appearance name
    /// assigned `.dark` or `.light`. Kotlin: `setDefaultNightMode`, `setApplicationNightMode`.
    package func requiredText(_ language: Language, _ configuration: Configuration) -> RequiredText? {
        switch language {
        case .swift:
            return RequiredText(oneOfEach: [["interfacestyle", "colorscheme", "theme", "appearance", "darkmode"], ["dark", "light", "aqua"]])
        case .kotlin: return RequiredText(allOf: [["nightmode", "MODE_NIGHT_"]])
        }
    }

    package func check(_ ctx: FileContext, into findings: inout [RuleFinding]) {
        switch ctx.language {
        case .swift:
            for dot in ctx.index.dots {
                let d = Int(dot)
                if ctx.is(d + 1, "darkAqua") || ctx.is(d + 1, "aqua") || ctx.is(d + 1, "vibrantDark") || ctx.is(d + 1, "vibrantLight") {
                    appKitSite(ctx, dot: d, into: &findings)
                    continue
                }
                guard ctx.is(d + 1, "dark") || ctx.is(d + 1, "light") else { continue }
                swiftSite(ctx, dot: d, into: &findings)
            }
        case .kotlin:
            for open in ctx.index.parens {
                let p = Int(open)
                guard ctx.is(p - 1, "setDefaultNightMode") || ctx.is(p - 1, "setApplicationNightMode") else { continue }
                nightModeCall(ctx, open: p, into: &findings)
            }
        }
    }

    /// `.dark` / `X.dark` at `dot`: assigned to `overrideUserInterfaceStyle` or a theme at launch, or
    /// passed to `preferredColorScheme`.
    private func swiftSite(_ ctx: FileContext, dot d: Int, into findings: inout [RuleFinding]) {
        let implicit = ctx.isImplicitMemberDot(d)
        let start = implicit ? d : ctx.memberChainStart(endingAt: d + 1)
        guard implicit || start < d else { return }
        let value = ctx.text(d + 1)
        if ctx.isOperator(start - 1, "="), endsStatement(ctx, after: d + 1), ctx.isIdentifier(start - 2) {
            let target = start - 2
            let chainStart = ctx.memberChainStart(endingAt: target)
            guard isUnconditional(ctx, chainStart) else { return }
            if ctx.is(target, "overrideUserInterfaceStyle") {
                findings.append(RuleFinding(range: ctx.range(target), message:
                    "overrideUserInterfaceStyle = .\(value) forces \(value) appearance on every user, ignoring the light or "
                    + "dark mode they chose system-wide (often for low vision or light sensitivity). Map a stored preference, "
                    + "with .unspecified for \"system\""))
            } else if namesTheme(ctx, from: chainStart, to: target), isLaunch(ctx, chainStart, receiver: chainStart < target) {
                let name = ctx.text(chainStart, through: target)
                findings.append(RuleFinding(range: ctx.range(chainStart, through: target), message:
                    "\(name) = .\(value) at launch forces \(value) appearance, ignoring the light or dark mode the user chose "
                    + "system-wide. Start from the stored preference, defaulting to following the system"))
            }
            return
        }
        // `.preferredColorScheme(.dark)`: the literal is the whole argument.
        if ctx.kind(start - 1) == .leftParen, ctx.kind(d + 2) == .rightParen, ctx.is(start - 2, "preferredColorScheme") {
            let name = start - 2
            guard isUnconditional(ctx, name) else { return }
            findings.append(RuleFinding(range: ctx.range(name, through: d + 2), message:
                "preferredColorScheme(.\(value)) forces \(value) appearance on the whole window, ignoring the light or dark "
                + "mode the user chose system-wide. Pass the stored preference instead (nil follows the system)"))
        }
    }

    /// `AppCompatDelegate.setDefaultNightMode(MODE_NIGHT_YES)` with a fixed mode.
    private func nightModeCall(_ ctx: FileContext, open: Int, into findings: inout [RuleFinding]) {
        guard let call = ctx.call(openingAt: open), call.arguments.count == 1, let argument = call.arguments.first else { return }
        let (names, end) = ctx.memberChain(startingAt: argument.first)
        guard end == argument.last, let mode = names.last, mode == "MODE_NIGHT_YES" || mode == "MODE_NIGHT_NO" else { return }
        let name = open - 1
        guard isUnconditional(ctx, call.start) else { return }
        let forced = mode == "MODE_NIGHT_YES" ? "dark" : "light"
        findings.append(RuleFinding(range: ctx.range(name, through: call.close), message:
            "\(ctx.text(name))(\(mode)) forces \(forced) appearance on every screen, ignoring the dark theme setting the user "
            + "chose system-wide. Map a stored preference, with MODE_NIGHT_FOLLOW_SYSTEM for \"system\""))
    }

    /// The value ends the statement: a line break, `;` or `}` follows.
    private func endsStatement(_ ctx: FileContext, after p: Int) -> Bool {
        p + 1 >= ctx.count || ctx.hasNewlineBefore(p + 1) || ctx.kind(p + 1) == .semicolon || ctx.kind(p + 1) == .rightBrace
    }

    /// A name in the assigned chain says theme or appearance (`Theme.current`, `AppearanceManager.shared.style`).
    private func namesTheme(_ ctx: FileContext, from first: Int, to last: Int) -> Bool {
        var p = first
        while p <= last {
            if ctx.isIdentifier(p) {
                let lower = ctx.text(p).lowercased()
                if lower.containsBytes("theme") || lower.containsBytes("appearance") || lower.containsBytes("colorscheme")
                    || lower.containsBytes("interfacestyle") || lower.containsBytes("darkmode") {
                    return true
                }
            }
            p += 1
        }
        return false
    }

    /// App or scene launch: `application(_:didFinishLaunching…)`, `scene(_:willConnectTo:)`, or an `init`
    /// setting shared state through a receiver (`Theme.current`, not a manager's own default).
    private func isLaunch(_ ctx: FileContext, _ p: Int, receiver: Bool) -> Bool {
        guard let function = ctx.scopes.enclosing(at: p, kinds: [.function]) else { return false }
        let keyword = Int(function.keyword)
        if ctx.is(keyword, "init") { return receiver && !ctx.is(p, "self") }
        let name = function.name(in: ctx)
        return name == "application" || name == "scene" || name == "applicationDidFinishLaunching"
            || name == "didFinishLaunching"
    }

    /// Not inside an `if`/`else`/`switch`/`when`/`guard` branch of its function: the override happens every time.
    /// `if #available` is an availability check, not a choice.
    private func isUnconditional(_ ctx: FileContext, _ p: Int) -> Bool {
        if conditionalPrefix(ctx, statementAt: p) { return false }
        var id = ctx.scopes.innermost(at: p)
        while let scope = ctx.scopes.scope(id) {
            if scope.kind != .block && scope.kind != .property { return true }
            if scope.kind == .block && opensBranch(ctx, brace: Int(scope.open)) { return false }
            id = Int(scope.parent)
        }
        return true
    }

    private func hasTopLevelComma(_ ctx: FileContext, from first: Int, to end: Int) -> Bool {
        var q = first
        while q < end {
            if ctx.kind(q) == .comma { return true }
            let other = ctx.partnerOf(q)
            q = other > q ? other + 1 : q + 1
        }
        return false
    }

    /// `NSApp.appearance = NSAppearance(named: .darkAqua)`, `window.appearance = NSAppearance(named: .aqua)`:
    /// AppKit's spelling of a forced appearance.
    private func appKitSite(_ ctx: FileContext, dot d: Int, into findings: inout [RuleFinding]) {
        guard ctx.isImplicitMemberDot(d) || ctx.is(d - 1, "Name") else { return }
        let start = ctx.isImplicitMemberDot(d) ? d : ctx.memberChainStart(endingAt: d + 1)
        guard ctx.kind(start - 1) == .colon, ctx.is(start - 2, "named"), ctx.kind(start - 3) == .leftParen,
              ctx.is(start - 4, "NSAppearance"), ctx.kind(d + 2) == .rightParen else { return }
        let call = start - 4
        guard ctx.isOperator(call - 1, "="), ctx.isIdentifier(call - 2), ctx.is(call - 2, "appearance"),
              endsStatement(ctx, after: d + 2) else { return }
        let target = call - 2
        let chainStart = ctx.memberChainStart(endingAt: target)
        guard isUnconditional(ctx, chainStart) else { return }
        let value = ctx.text(d + 1)
        // `.vibrantDark` on one view picks a material for a HUD over media; on the app or a window it
        // still forces the appearance.
        if value.hasPrefix("vibrant") {
            let names = ctx.memberChain(startingAt: chainStart).names
            guard names.contains(where: { $0 == "NSApp" || $0 == "NSApplication" || $0.lowercased().hasSuffix("window") }) else { return }
        }
        let forced = value.lowercased().contains("dark") ? "dark" : "light"
        findings.append(RuleFinding(range: ctx.range(chainStart, through: target), message:
            "\(ctx.text(chainStart, through: target)) = NSAppearance(named: .\(value)) forces \(forced) appearance, ignoring the "
            + "light or dark mode the user chose system-wide. Leave it nil to follow the system, or map a stored preference"))
    }

    /// Kotlin branches without braces: `if (x) call()`, `else call()`, `A -> call()`.
    private func conditionalPrefix(_ ctx: FileContext, statementAt p: Int) -> Bool {
        let before = p - 1
        if ctx.is(before, "else") || ctx.isOperator(before, "->") { return true }
        if ctx.kind(before) == .rightParen {
            let open = ctx.partnerOf(before)
            return open > 0 && (ctx.is(open - 1, "if") || ctx.is(open - 1, "when"))
        }
        return false
    }

    /// Whether the `{` at `brace` opens a branch: its statement starts with `if`, `guard`, `switch`,
    /// `when`, `else` or `case`, except `if #available`.
    private func opensBranch(_ ctx: FileContext, brace: Int) -> Bool {
        var q = brace - 1
        var steps = 0
        while q >= 0 && steps < 64 {
            if ctx.is(q, "else") || ctx.is(q, "switch") || ctx.is(q, "when") || ctx.is(q, "guard") { return true }
            if ctx.is(q, "if") {
                // `if #available(…)` and `if let window = …` test the platform or an optional, not the
                // user's choice: what they guard is still forced.
                if ctx.kind(q + 1) == .pound && (ctx.is(q + 1, "#available") || ctx.is(q + 1, "#unavailable")) { return false }
                return !((ctx.is(q + 1, "let") || ctx.is(q + 1, "var")) && !hasTopLevelComma(ctx, from: q + 1, to: brace))
            }
            switch ctx.kind(q) {
            case .rightParen, .rightBracket:
                let open = ctx.partnerOf(q)
                if open < 0 { return false }
                q = open - 1
            case .leftBrace, .rightBrace, .semicolon, .leftParen:
                return false
            default:
                // A line break ends the statement unless the line before continues it.
                if ctx.hasNewlineBefore(q) && !(ctx.kind(q - 1) == .comma || ctx.kind(q - 1) == .operator) { return false }
                q -= 1
            }
            steps += 1
        }
        return false
    }
}
