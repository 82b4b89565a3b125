/// `color-rebuilt-in-body`: a dynamic colour (or a whole colour scheme) built inside a render path.
package struct ColorRebuiltInBodyRule: Rule {
    package static let description = RuleDescription(
        id: "color-rebuilt-in-body",
        summary: "Dynamic colour or colour scheme built inside a render path (`body`, `draw`, `layoutSubviews`, a cell provider, a `@Composable`).",
        rationale: "A render path runs on every update: `Color(UIColor { traits in … })` in `body` or `UIColor { … }` in "
            + "`draw(_:)` allocates a new colour object and closure each time, defeats caching and equality checks (SwiftUI "
            + "sees a different colour every pass), and hides a design token inside a view. A `darkColorScheme(…)` built in "
            + "a `@Composable` is rebuilt on every recomposition.",
        howToFix: "Define the colour once: a `static let` on a `Color`/`UIColor` extension (or an asset-catalog colour with "
            + "Any and Dark appearances), and reference it from the render path. In Compose, hoist the scheme to a top-level "
            + "`private val`. The fix (unsafe: the closure must not capture view state) moves the colour to an extension "
            + "named after the property it was assigned to or the modifier it styles.",
        before: "var body: some View {\n    let tint = Color(UIColor { $0.userInterfaceStyle == .dark ? .white : .black })\n    Text(\"Hi\").foregroundColor(tint)\n}",
        after: "var body: some View {\n    let tint = Color.tint\n    Text(\"Hi\").foregroundColor(tint)\n}\n\nextension Color {\n    static let tint = Color(UIColor { $0.userInterfaceStyle == .dark ? .white : .black })\n}",
        defaultSeverity: .warning,
        skipsDefinitions: false,
        triggering: triggeringExamples,
        nonTriggering: nonTriggeringExamples)

    package init(_ options: NoOptions) {}

    /// `UIColor { … }`, `NSColor(…)`, Compose `darkColorScheme(…)`, `lightColors(…)`.
    package func requiredText(_ language: Language, _ configuration: Configuration) -> RequiredText? {
        switch language {
        case .swift: return RequiredText(anyNameOf: ["NSColor", "UIColor"])
        case .kotlin: return RequiredText(anyNameOf: ["darkColorScheme", "darkColors", "lightColorScheme", "lightColors"])
        }
    }

    package func check(_ ctx: FileContext, into findings: inout [RuleFinding]) {
        switch ctx.language {
        case .swift:
            for name in ctx.index.platformColorNames { dynamicColor(ctx, at: Int(name), into: &findings) }
        case .kotlin:
            for open in ctx.index.parens {
                let p = Int(open)
                guard ctx.is(p - 1, "darkColorScheme") || ctx.is(p - 1, "lightColorScheme") || ctx.is(p - 1, "darkColors")
                    || ctx.is(p - 1, "lightColors") else { continue }
                scheme(ctx, open: p, into: &findings)
            }
        }
    }

    // MARK: Swift

    /// `UIColor { … }`, `UIColor(dynamicProvider:)`, `NSColor(name:dynamicProvider:)`, `UIColor.init { … }`.
    private func dynamicColor(_ ctx: FileContext, at u: Int, into findings: inout [RuleFinding]) {
        var after = u + 1
        if ctx.kind(after) == .dot && ctx.is(after + 1, "init") { after += 2 }
        let end: Int
        if ctx.kind(after) == .leftBrace {
            // `extension UIColor {` and `var x: UIColor {` are declarations, not constructions.
            let before = u - 1
            if ctx.is(before, "extension") || ctx.kind(before) == .colon && !(ctx.is(before - 1, "uiColor") || ctx.is(before - 1, "nsColor"))
                || ctx.isOperator(before, "->") || ctx.kind(before) == .dot {
                return
            }
            end = ctx.partnerOf(after)
        } else if ctx.kind(after) == .leftParen, let call = ctx.call(openingAt: after),
                  call.arguments.contains(where: { $0.label == "dynamicProvider" })
                    // AppKit's `NSColor(name: nil) { appearance in … }`: the provider as a trailing closure.
                    || ctx.is(u, "NSColor") && call.arguments.count == 1 && call.arguments.first?.label == "name"
                    && ctx.kind(call.close + 1) == .leftBrace {
            end = ctx.kind(call.close + 1) == .leftBrace ? ctx.partnerOf(call.close + 1) : call.close
        } else {
            return
        }
        guard end > u, let path = renderPath(ctx, at: u) else { return }
        // Report the SwiftUI wrapper when there is one: `Color(UIColor { … })`, `Color(uiColor: UIColor { … })`.
        var first = u, last = end, wrapped = false
        let open = ctx.kind(u - 1) == .leftParen ? u - 1 : (ctx.kind(u - 1) == .colon && ctx.kind(u - 3) == .leftParen ? u - 3 : -1)
        if open > 0, ctx.is(open - 1, "Color"), ctx.partnerOf(open) > end {
            first = open - 1
            last = ctx.partnerOf(open)
            wrapped = true
        }
        let trailing = ctx.kind(after) == .leftParen && ctx.kind(ctx.partnerOf(after) + 1) == .leftBrace
        let what = ctx.text(u) + (ctx.kind(u + 1) == .leftBrace || ctx.is(u + 2, "init") ? " { … }"
                                  : trailing ? "(name:) { … }" : "(dynamicProvider:)")
        let range = ctx.range(first, through: last)
        findings.append(RuleFinding(range: range, message:
            "\(wrapped ? "Color(\(what))" : what) is built in \(path), so a new colour and closure are made on every render. "
            + "Hoist it to a static let on a \(wrapped ? "Color" : ctx.text(u)) extension and reference that",
            fix: hoistFix(ctx, first: first, last: last, type: wrapped ? "Color" : ctx.text(u))))
    }

    /// The render path enclosing `p`, described for the message; nil when it is not in one.
    private func renderPath(_ ctx: FileContext, at p: Int) -> String? {
        var id = ctx.scopes.innermost(at: p)
        while let scope = ctx.scopes.scope(id) {
            switch scope.kind {
            case .block:
                break
            case .property:
                if scope.name(in: ctx) == "body" { return "`body`" }
            case .function:
                let name = scope.name(in: ctx)
                switch name {
                case "draw", "layoutSubviews", "layoutSublayers", "viewDidLayoutSubviews", "viewWillLayoutSubviews",
                     "updateUIView", "updateNSView", "updateUIViewController":
                    return "`\(name)`"
                case "tableView", "collectionView":
                    if let label = cellProviderLabel(ctx, after: Int(scope.nameToken), before: Int(scope.open)) { return "`\(name)(_:\(label):)`" }
                    return nil
                default:
                    return nil
                }
            case .type, .extension, .preview:
                return nil
            }
            id = Int(scope.parent)
        }
        return nil
    }

    private func cellProviderLabel(_ ctx: FileContext, after name: Int, before open: Int) -> String? {
        var q = name + 1
        while q < open {
            if ctx.is(q, "cellForRowAt") || ctx.is(q, "cellForItemAt") || ctx.is(q, "willDisplay") { return ctx.text(q) }
            q += 1
        }
        return nil
    }

    /// Moves the expression to `extension <type> { static let <name> = … }` at the end of the file and
    /// references it. Unsafe: the closure may capture view state. Only when a name can be derived.
    private func hoistFix(_ ctx: FileContext, first: Int, last: Int, type: String) -> Fix? {
        guard let name = generatedName(ctx, first: first) else { return nil }
        var q = first
        while q <= last {
            if ctx.is(q, "self") || ctx.is(q, "Self") { return nil }
            q += 1
        }
        let bytes = ctx.bytes
        if ctx.staticLetNames.contains(name) {
            return nil
        }
        let range = ctx.range(first, through: last)
        let lineStart = ctx.file.lineIndex.contentRange(ofLine: ctx.file.location(of: range.start).line, in: bytes).start
        let indent = String(decoding: bytes[lineStart..<range.start].prefix { $0 == 0x20 || $0 == 0x09 }, as: UTF8.self)
        let lines = ctx.file.text(range).components(separatedBy: "\n")
        let moved = lines.enumerated().map { index, line in
            index == 0 ? line : "    " + (line.hasPrefix(indent) ? String(line.dropFirst(indent.count)) : line)
        }.joined(separator: "\n")
        let newline = bytes.last == 0x0A ? "" : "\n"
        let tail = "\(newline)\nextension \(type) {\n    static let \(name) = \(moved)\n}\n"
        return Fix(title: "Hoist to `\(type).\(name)`", applicability: .unsafe, edits: [
            Edit(range: range, replacement: "\(type).\(name)"),
            Edit(range: ByteRange(bytes.count, bytes.count), replacement: tail),
        ])
    }

    /// `let tint = …` → `tint`; `.foregroundColor(…)` → `dynamicForeground`; else nil.
    private func generatedName(_ ctx: FileContext, first: Int) -> String? {
        if ctx.isOperator(first - 1, "="), ctx.isIdentifier(first - 2), ctx.is(first - 3, "let") || ctx.is(first - 3, "var") {
            return ctx.text(first - 2)
        }
        guard ctx.kind(first - 1) == .leftParen, ctx.isIdentifier(first - 2), ctx.kind(first - 3) == .dot else { return nil }
        var modifier = ctx.text(first - 2)
        if modifier.hasSuffix("Color") { modifier.removeLast("Color".count) }
        guard let initial = modifier.first else { return nil }
        return "dynamic" + initial.uppercased() + modifier.dropFirst()
    }

    // MARK: Kotlin

    /// `darkColorScheme(…)` with arguments inside a `@Composable` function, not in `remember { }`.
    /// `Color(0xFF6650A4)`, `Purple80`, `Palette.Blue.copy(alpha = 0.5f)`: starts with an UpperCamel name
    /// (a constant or a colour) and reads neither a composition local nor a resource.
    private func isConstantValue(_ ctx: FileContext, _ first: Int, _ last: Int) -> Bool {
        guard ctx.isIdentifier(first), let initial = ctx.text(first).utf8.first, initial >= UInt8(ascii: "A"), initial <= UInt8(ascii: "Z")
        else { return false }
        for q in first...last where ctx.isIdentifier(q) {
            if ctx.is(q, "current") && ctx.kind(q - 1) == .dot { return false }
            if ctx.kind(q + 1) == .leftParen && ctx.bytes(ctx.range(q), end: "Resource") { return false }
        }
        return true
    }

    private func scheme(_ ctx: FileContext, open: Int, into findings: inout [RuleFinding]) {
        guard ctx.kind(open + 1) != .rightParen, let call = ctx.call(openingAt: open) else { return }
        var id = ctx.scopes.innermost(at: open)
        var function: Scope?
        while let scope = ctx.scopes.scope(id) {
            if (ctx.is(Int(scope.open) - 1, "remember")
                || ctx.kind(Int(scope.open) - 1) == .rightParen && ctx.is(ctx.partnerOf(Int(scope.open) - 1) - 1, "remember")) {
                return
            }
            if scope.kind == .function { function = scope; break }
            if scope.kind == .type || scope.kind == .preview { return }
            id = Int(scope.parent)
        }
        guard let function, function.isComposable, !function.isPreview else { return }
        // The app's own builder of the same name (`darkColorScheme(context)`): Material's takes named
        // colours only.
        if call.arguments.contains(where: { $0.label == nil }) { return }
        // Only a scheme of constants can be hoisted: one reading a composition (`colorResource(…)`,
        // `LocalTonalPalettes.current`, a `@Composable` getter such as `98.n1`) or a local must stay.
        guard call.arguments.allSatisfy({ isConstantValue(ctx, $0.first, $0.last) }) else { return }
        let builder = call.name
        findings.append(RuleFinding(range: ctx.range(open - 1, through: call.close), message:
            "\(builder)(…) is built inside the @Composable \(function.name(in: ctx)), so the scheme is rebuilt on every "
            + "recomposition. Hoist it to a top-level private val (e.g. \(builder.prefix(1).uppercased() + builder.dropFirst())) and pick it by appearance"))
    }
}
