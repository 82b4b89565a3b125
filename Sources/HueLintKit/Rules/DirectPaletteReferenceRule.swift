/// `direct-palette-reference`: a fixed palette colour used directly instead of a semantic token.
package struct DirectPaletteReferenceRule: Rule {
    package static let description = RuleDescription(
        id: "direct-palette-reference",
        summary: "Fixed palette colour (`Color.white`, `UIColor.red`, `Color.Black`, a primitive palette) used directly.",
        rationale: "Palette colours name a value, not a purpose: `.white` text is invisible on a light surface in dark "
            + "mode, and a rebrand must touch every use. Semantic tokens (`textPrimary`, `surface`) carry the intent.",
        howToFix: "Use the semantic token for the role (text, surface, border, accent), or a system semantic colour "
            + "such as `Color(.label)` or `MaterialTheme.colorScheme.onSurface`.",
        before: "Text(\"Hi\").foregroundColor(.black)",
        after: "Text(\"Hi\").foregroundColor(.textPrimary)",
        defaultSeverity: .warning,
        options: Options.descriptions,
        triggering: triggeringExamples,
        nonTriggering: nonTriggeringExamples)

    private let allowed: Set<String>
    private let reportSystemHues: Bool
    private let reportBlackAndWhite: Bool
    private let reportFixedContrast: Bool

    package init(_ options: Options) {
        allowed = Set(options.allowedMembers)
        reportSystemHues = options.reportSystemHues
        reportBlackAndWhite = options.reportBlackAndWhite
        reportFixedContrast = options.reportFixedContrast
    }

    /// Every report ends at a palette member, named whole (`white`, `systemGray`, Compose's `Red`,
    /// Android's `RED`), or at a member of a configured namespace, whose first name is required.
    package func requiredText(_ language: Language, _ configuration: Configuration) -> RequiredText? {
        let namespaces = configuration.paletteNamespaces.compactMap { $0.split(separator: ".").first.map(String.init) }
        return RequiredText(anyOf: namespaces) + RequiredText(anyNameOf: Self.memberNames(language).sorted())
    }

    /// The members a palette reference may end at: the fixed colours' members, and in Swift also
    /// `grey` and `systemGray` (a project's grey, the system's neutral).
    static func memberNames(_ language: Language) -> Set<String> {
        let fixed = ColorVocabulary.fixedColorMembers(language)
        return language == .swift ? fixed.union(["grey", "systemGray"]) : fixed
    }

    package func check(_ ctx: FileContext, into findings: inout [RuleFinding]) {
        guard ctx.paletteNamespaces.isEmpty else {
            // A configured namespace may have any name: every dot may end a chain start.
            for dot in ctx.index.dots {
                if chainStart(ctx, Int(dot) - 1, into: &findings) { continue }
                implicitMember(ctx, Int(dot), into: &findings)
            }
            return
        }
        // Otherwise a chain starts at a colour type or a module name, which the index lists: far
        // fewer than the dots. A dot after one is never an implicit member.
        for name in ctx.index.colorTypeNames where ctx.kind(Int(name) + 1) == .dot {
            _ = chainStart(ctx, Int(name), into: &findings)
        }
        for name in ctx.index.moduleNames where ctx.kind(Int(name) + 1) == .dot {
            _ = chainStart(ctx, Int(name), into: &findings)
        }
        guard ctx.language == .swift else { return }
        for dot in ctx.index.dots { implicitMember(ctx, Int(dot), into: &findings) }
    }

    /// Reports a palette reference whose chain starts at `p`, before a dot (`Color.white`,
    /// `android.graphics.Color.WHITE`, `FXColors.x`); whether `p` starts such a chain at all.
    private func chainStart(_ ctx: FileContext, _ p: Int, into findings: inout [RuleFinding]) -> Bool {
        guard ctx.kind(p) == .identifier, mayStartPaletteChain(ctx, p), ctx.kind(p - 1) != .dot || ctx.isImplicitMemberDot(p - 1) else {
            return false
        }
        if let end = paletteReferenceEnd(ctx, chainStart: p), !isComparedWith(ctx, p, end), !isShadeOperand(ctx, p, end) {
            report(ctx, p, end, into: &findings)
        }
        return true
    }

    /// An implicit member where a colour goes: `.foregroundColor(.white)`.
    private func implicitMember(_ ctx: FileContext, _ dot: Int, into findings: inout [RuleFinding]) {
        // `.gray(.shade40)` calls a project's palette function; no system colour is called like that.
        guard ctx.language == .swift,
              Self.isSwiftPaletteMember(ctx, dot + 1) || mayReportSystemHue(ctx, dot + 1) || ctx.is(dot + 1, "systemGray"),
              ctx.kind(dot + 2) != .leftParen, ctx.isImplicitMemberDot(dot) else { return }
        // `case .red: .red`: a colour picker's preset named after its colour defines it.
        if ctx.kind(dot - 1) == .colon && ctx.compareText(dot - 2, dot + 1) == 0 && ctx.kind(dot - 3) == .dot { return }
        guard !allowed.contains(ctx.text(dot + 1)), !isComparedWith(ctx, dot, dot + 1), !isShadeOperand(ctx, dot, dot + 1),
              ColorExpressions.isColorContext(ctx, expressionStart: dot), !ctx.namesOwnPreset(member: dot + 1) else { return }
        let before = findings.count
        report(ctx, dot, dot + 1, into: &findings)
        if findings.count > before && ctx.isOwnCallArgument(dot: dot) {
            findings[findings.count - 1].ownCallMember = ctx.text(dot + 1)
        }
    }

    /// Blends that lighten or darken a colour chosen elsewhere by a fixed amount:
    /// `ColorUtils.blendARGB(color, Color.WHITE, 0.3f)`, `lerp(base, Color.Black, 0.2f)`,
    /// `accent.mix(with: .white, by: 0.3)`. White or black there is arithmetic; blending two palette
    /// colours, or fading towards white as a header scrolls, is still a choice.
    private func isShadeOperand(_ ctx: FileContext, _ first: Int, _ last: Int) -> Bool {
        let member = ctx.text(last).lowercased()
        guard member == "white" || member == "black", let open = ctx.enclosingOpenParen(before: first),
              let call = ctx.call(openingAt: open), Self.blendFunctions.contains(call.name) else { return false }
        // A fixed amount shades; a running one (`progress`) animates towards white, which is a choice.
        guard let fraction = call.arguments.last, fraction.first == fraction.last, ctx.kind(fraction.first) == .number else {
            return false
        }
        // `accent.mix(with: .white, …)`: the receiver is the colour being shaded.
        if ctx.kind(call.start - 1) == .dot && ctx.isIdentifier(call.start - 2) { return true }
        // The last argument is the fraction; another colour among the rest must be a variable.
        return call.arguments.dropLast().contains { argument in
            argument.first != first && ctx.isIdentifier(argument.first) && !ctx.isColorTypeToken(argument.first)
                && !ColorExpressions.startsColorValue(ctx, argument.first)
        }
    }

    private static let blendFunctions: Set<String> = ["blendARGB", "lerp", "mix", "blend", "blendColors"]

    /// `color == Color.BLACK`, `tint != .white`, a Kotlin `when` branch `Color.Red -> …`: a test of
    /// some colour, which chooses none.
    private func isComparedWith(_ ctx: FileContext, _ first: Int, _ last: Int) -> Bool {
        func isEquality(_ p: Int) -> Bool {
            ctx.kind(p) == .operator && (ctx.is(p, "==") || ctx.is(p, "!=") || ctx.is(p, "===") || ctx.is(p, "!=="))
        }
        if ctx.language == .kotlin && ctx.isOperator(last + 1, "->") { return true }
        return isEquality(first - 1) || isEquality(last + 1)
    }

    /// Whether the token at `p` is one of `ColorVocabulary.swiftPlatformPaletteMembers`: `white`,
    /// `black`, … by bytes, before any String is made: length and first byte leave at most two names
    /// to compare. `ColorVocabularyTests` checks it accepts exactly that set.
    static func isSwiftPaletteMember(_ ctx: FileContext, _ p: Int) -> Bool {
        guard ctx.kind(p) == .identifier else { return false }
        switch (ctx.token(p).length, ctx.firstByte(p)) {
        case (3, UInt8(ascii: "r")): return ctx.is(p, "red")
        case (4, UInt8(ascii: "g")): return ctx.is(p, "gray")  // no system colour is `grey`
        case (4, UInt8(ascii: "b")): return ctx.is(p, "blue")
        case (4, UInt8(ascii: "p")): return ctx.is(p, "pink")
        case (4, UInt8(ascii: "c")): return ctx.is(p, "cyan")
        case (4, UInt8(ascii: "m")): return ctx.is(p, "mint")
        case (4, UInt8(ascii: "t")): return ctx.is(p, "teal")
        case (5, UInt8(ascii: "b")): return ctx.is(p, "black") || ctx.is(p, "brown")
        case (5, UInt8(ascii: "w")): return ctx.is(p, "white")
        case (5, UInt8(ascii: "g")): return ctx.is(p, "green")
        case (6, UInt8(ascii: "o")): return ctx.is(p, "orange")
        case (6, UInt8(ascii: "y")): return ctx.is(p, "yellow")
        case (6, UInt8(ascii: "p")): return ctx.is(p, "purple")
        case (6, UInt8(ascii: "i")): return ctx.is(p, "indigo")
        case (7, UInt8(ascii: "m")): return ctx.is(p, "magenta")
        case (8, UInt8(ascii: "d")): return ctx.is(p, "darkGray") || ctx.is(p, "darkText")
        case (9, UInt8(ascii: "l")): return ctx.is(p, "lightGray") || ctx.is(p, "lightText")
        default: return false
        }
    }

    /// Only chains starting with a colour type, a module prefix or a palette namespace can match.
    @inline(__always) private func mayStartPaletteChain(_ ctx: FileContext, _ p: Int) -> Bool {
        if ctx.isColorTypeToken(p) { return true }
        switch (ctx.token(p).length, ctx.firstByte(p)) {
        case (5, UInt8(ascii: "U")): if ctx.is(p, "UIKit") { return true }
        case (6, UInt8(ascii: "A")): if ctx.is(p, "AppKit") { return true }
        case (7, UInt8(ascii: "S")): if ctx.is(p, "SwiftUI") { return true }
        case (7, UInt8(ascii: "a")): if ctx.is(p, "android") { return true }
        case (8, UInt8(ascii: "a")): if ctx.is(p, "androidx") { return true }
        default: break
        }
        if ctx.paletteNamespaces.isEmpty { return false }
        let name = ctx.text(p)
        return ctx.paletteNamespaces.contains { $0.first == name }
    }

    /// Reports `first…last` unless it is an adaptive system hue and those are not reported.
    private func report(_ ctx: FileContext, _ first: Int, _ last: Int, into findings: inout [RuleFinding]) {
        let adaptive = isAdaptiveSystemHue(ctx, first, last)
        // A mid grey spinner reads on light and dark alike; darker and lighter greys do not.
        if (ctx.is(last, "gray") || ctx.is(last, "systemGray")) && colorsSpinner(ctx, first) { return }
        // A destructive button's red is the system's own destructive style, which its role already gives.
        if (ctx.is(last, "red") || ctx.is(last, "systemRed")) && tintsDestructiveButton(ctx, first) { return }
        if colorsMarkedState(ctx, first, last) { return }
        // `systemGray` is a neutral for fills; as text, like SwiftUI's gray, it stays one mid grey in
        // light and dark (on macOS it shifts slightly), where `.secondary` goes.
        if ctx.is(last, "systemGray") {
            guard isForeground(ctx, first), !stylesShape(ctx, first), !ctx.usesSystemHuesAsStates, !colorsImage(ctx, first) else { return }
            let secondary = secondaryTextColor(ctx, first)
            findings.append(RuleFinding(range: ctx.range(first, through: last),
                                        message: Self.midGreyMessage(ctx.text(first, through: last), secondary, onIcon: colorsIcon(ctx, first)),
                                        // `.secondary` here is a guess at an unclear framework: named, not written.
                                        fix: secondary == ".secondary" ? nil : secondaryGreyFix(ctx, first, last, secondary)))
            return
        }
        if adaptive && ctx.is(last, "gray") && isForeground(ctx, first) && !stylesShape(ctx, first) {
            if colorsImage(ctx, first) { return }
            findings.append(RuleFinding(range: ctx.range(first, through: last),
                                        message: Self.midGreyMessage(ctx.text(first, through: last), ".secondary", onIcon: colorsIcon(ctx, first)),
                                        fix: secondaryGreyFix(ctx, first, last, ".secondary")))
            return
        }
        if adaptive && !reportSystemHues {
            // Accepted, unless it is a status hue the project has its own token of: then the system one
            // bypasses it. Asked before the catalog has loaded, the file is linted again once it has (a
            // finding settled later could not take part in covering the other branch of its choice).
            guard Self.namesStatusHue(ctx, last), let facts = ctx.projectColors else { return }
            let member = ctx.text(last)
            guard let token = facts.token(forSystemHue: member, role: ContextRole.role(ctx, before: first)) else { return }
            var finding = RuleFinding(range: ctx.range(first, through: last),
                                      message: ProjectColorFacts.hueTokenMessage(ctx.text(first, through: last), member: member, token: token.name))
            finding.isSystemHue = true
            findings.append(finding)
            return
        }
        let text = ctx.text(first, through: last)
        if isBlackOrWhite(ctx, last) {
            // On a button whose colours are the theme's, fixed white or black fights the theme whatever the setting.
            if ctx.isContentOfThemedButton(first) {
                findings.append(RuleFinding(range: ctx.range(first, through: last),
                                            message: "Fixed `\(text)` on a Material button whose colours come from the theme: with "
                                                + "dynamic or another theme's colours it can vanish; leave the colour to the button "
                                                + "(it sets the theme's content colour) or use a semantic token"))
                return
            }
            // By default neither class is reported: no need to tell them apart.
            if !reportBlackAndWhite && !reportFixedContrast { return }
            if !(ctx.isFixedContrast(first, last) ? reportFixedContrast : reportBlackAndWhite) { return }
        }
        let message = adaptive
            ? "System colour `\(text)` names a hue, not a purpose: it adapts to dark mode but not to your brand; use a semantic colour token"
            : "Fixed palette colour `\(text)` does not adapt to appearance or brand; use a semantic colour token"
        var finding = RuleFinding(range: ctx.range(first, through: last), message: message)
        finding.isSystemHue = adaptive
        findings.append(finding)
    }

    /// The message for a system grey used as text or as an icon's colour.
    static func midGreyMessage(_ text: String, _ secondary: String, onIcon: Bool = false) -> String {
        "`\(text)` stays a mid grey in light and dark mode, not \(onIcon ? "an icon" : "a text") colour that adapts; "
            + "use a semantic colour such as `\(secondary)`"
    }

    /// The system's secondary colour for the grey at `first…last`, as a suggestion: it adapts, and it is
    /// a slightly different grey. The member is replaced, so `Color.gray.opacity(0.5)` keeps its type
    /// and modifiers; not inside a colour wrapper (`Color(.systemGray)`), where it would not build.
    private func secondaryGreyFix(_ ctx: FileContext, _ first: Int, _ last: Int, _ secondary: String) -> Fix? {
        if let open = ctx.enclosingOpenParen(before: first), let callee = ctx.calleeName(beforeParen: open), ctx.isColorTypeToken(callee) {
            return nil
        }
        let written = ctx.text(first, through: last - 1) + secondary.dropFirst()
        return Fix(title: "Replace with `\(written)`, which adapts to appearance (a slightly different grey)", applicability: .unsafe,
                   edits: [Edit(range: ctx.range(last), replacement: String(secondary.dropFirst()))])
    }

    /// Whether the foreground colour at `first` is an icon's: a SwiftUI `Image`'s (see `colorsImage`),
    /// or a view's `tintColor`.
    private func colorsIcon(_ ctx: FileContext, _ first: Int) -> Bool {
        var start = first
        if let whole = ctx.enclosingChoiceStart(of: first), whole < first { start = whole }
        if ctx.isOperator(start - 1, "=") && ctx.is(start - 2, "tintColor") { return true }
        return colorsImage(ctx, first)
    }

    /// Whether the colour at `first` is given to a SwiftUI `Image`, or a `Label` styled `.iconOnly`,
    /// through its modifier chain (`Image(systemName: "chevron.right").foregroundColor(.gray)`). A system mid grey there is not
    /// reported: it keeps 3:1 against light and dark surfaces alike, the contrast WCAG asks of icons,
    /// and readers judged such chevrons and glyphs a reviewer's choice far more often than a defect.
    private func colorsImage(_ ctx: FileContext, _ first: Int) -> Bool {
        var start = first
        if let whole = ctx.enclosingChoiceStart(of: first), whole < first { start = whole }
        // `Color(.systemGray)`: the wrapped colour stands where its wrapper does.
        if let open = ctx.enclosingOpenParen(before: start), let callee = ctx.calleeName(beforeParen: open),
           ctx.isColorTypeToken(callee), ctx.kind(callee - 1) != .dot {
            start = callee
        }
        guard let open = ctx.enclosingOpenParen(before: start), let callee = ctx.calleeName(beforeParen: open),
              ctx.kind(callee - 1) == .dot, let view = ctx.modifierChain(before: callee).view else { return false }
        if ctx.is(view, "Image") { return true }
        // `Label("Search", systemImage: "magnifyingglass").labelStyle(.iconOnly)`: an icon too.
        guard ctx.is(view, "Label") else { return false }
        return (view..<callee).contains { q in
            ctx.is(q, "labelStyle") && ctx.kind(q + 1) == .leftParen && ctx.kind(q + 2) == .dot && ctx.is(q + 3, "iconOnly")
        }
    }

    /// `tint = if (item.played) Color.Red else LocalContentColor.current`, `isFavorite ? .yellow : .secondary`,
    /// `favoriteIconImage.tintColor = .red`: the "on" colour of a favourite, like, star or played mark,
    /// a red heart or a yellow star by convention rather than a colour of the interface's theme.
    private func colorsMarkedState(_ ctx: FileContext, _ first: Int, _ last: Int) -> Bool {
        let hue = ctx.range(last)
        guard ctx.bytes(hue, endIgnoringCase: "red") || ctx.bytes(hue, endIgnoringCase: "pink") || ctx.bytes(hue, endIgnoringCase: "yellow")
                || ctx.bytes(hue, endIgnoringCase: "orange") else { return false }
        func namesMark(_ q: Int) -> Bool {
            guard ctx.isIdentifier(q) else { return false }
            return NameWords.split(ctx.text(q)).contains { Self.markWords.contains($0) }
        }
        // `if (item.played) Color.Red`: the colour is the branch taken when the mark is on.
        if ctx.kind(first - 1) == .rightParen {
            let open = ctx.partnerOf(first - 1)
            if open > 0, ctx.is(open - 1, "if"), (open + 1..<first - 1).contains(where: namesMark) { return true }
        }
        // `isFavorite ? .yellow : .secondary`: the first branch of a ternary on the mark.
        if ctx.isOperator(first - 1, "?"), let start = ctx.enclosingChoiceStart(of: first), start < first - 1,
           (start..<first - 1).contains(where: namesMark) {
            return true
        }
        // `favoriteIconImage.tintColor = .red`: the mark's own icon.
        return ctx.isOperator(first - 1, "=") && ctx.isIdentifier(first - 2) && ctx.kind(first - 3) == .dot && namesMark(first - 4)
    }

    private static let markWords: Set<String> = ["favorite", "favourite", "favorited", "liked", "starred", "played", "watched", "bookmarked"]

    /// `Button(role: .destructive) { … } label: { … }.tint(.red)`: SwiftUI's destructive swipe action or
    /// button, tinted the red its role stands for.
    private func tintsDestructiveButton(_ ctx: FileContext, _ first: Int) -> Bool {
        guard let open = ctx.enclosingOpenParen(before: first), ctx.is(open - 1, "tint"), ctx.kind(open - 2) == .dot else { return false }
        // Back over the trailing closures (`{ … } label: { … }`) to the button's arguments.
        var q = open - 3
        while ctx.kind(q) == .rightBrace {
            q = ctx.partnerOf(q) - 1
            if ctx.kind(q) == .colon && ctx.isIdentifier(q - 1) { q -= 2 }
        }
        guard ctx.kind(q) == .rightParen else { return false }
        let close = q, view = ctx.partnerOf(q) - 1
        guard view >= 0, ctx.is(view, "Button") else { return false }
        return ctx.arguments(open: view + 1, close: close).contains { argument in
            argument.label == "role" && argument.last == argument.first + 1 && ctx.is(argument.last, "destructive")
        }
    }

    /// `ProgressView().tint(.gray)`, `activityIndicator.color = .gray`, `spinner.tintColor = .systemGray`: a
    /// loading spinner's colour (SwiftUI's progress view, or a UIKit activity indicator or progress view
    /// by the name of the view it is set on), often chosen for the card it spins on.
    private func colorsSpinner(_ ctx: FileContext, _ first: Int) -> Bool {
        if let open = ctx.enclosingOpenParen(before: first), ctx.kind(open - 2) == .dot,
           let view = ctx.modifierChain(before: open - 1, limit: 32).view, ctx.is(view, "ProgressView") {
            return true
        }
        guard ctx.isOperator(first - 1, "="), ctx.is(first - 2, "color") || ctx.is(first - 2, "tintColor"),
              ctx.kind(first - 3) == .dot, ctx.isIdentifier(first - 4) else { return false }
        // (Not any `…Indicator`: a disclosure indicator is an icon.)
        let view = ctx.text(first - 4).lowercased()
        return view == "indicator" || view.contains("activity") || view.contains("spinner") || view.contains("loading")
            || view.contains("progress")
    }

    /// The semantic secondary text colour in the spelling of the site: SwiftUI's `.secondary` (also
    /// where a platform grey is wrapped in `Color(…)`), UIKit's `.secondaryLabel`, AppKit's
    /// `.secondaryLabelColor`.
    private func secondaryTextColor(_ ctx: FileContext, _ first: Int) -> String {
        if let open = ctx.enclosingOpenParen(before: first), ctx.isColorTypeToken(open - 1), ctx.is(open - 1, "Color") {
            return ".secondary"
        }
        if ctx.is(first, "UIColor") { return ".secondaryLabel" }
        if ctx.is(first, "NSColor") { return ".secondaryLabelColor" }
        // An implicit member: the file's framework decides.
        if ctx.importsPlatformUIOnly {
            return ctx.uiFrameworks.contains(.uiKit) ? ".secondaryLabel" : ".secondaryLabelColor"
        }
        return ".secondary"
    }

    /// A UIKit or AppKit system hue (`systemRed`) this rule may report: any with `reportSystemHues`, else
    /// the status hues a project may have its own token of (see `TokenFixes.statusHues`).
    private func mayReportSystemHue(_ ctx: FileContext, _ p: Int) -> Bool {
        reportSystemHues ? isSystemHueMember(ctx, p) : Self.namesStatusHue(ctx, p)
    }

    /// `red`, `green`, `systemRed`, `systemGreen`: the hues of `TokenFixes.statusHues`, by bytes.
    private static func namesStatusHue(_ ctx: FileContext, _ p: Int) -> Bool {
        ctx.is(p, "red") || ctx.is(p, "green") || ctx.is(p, "systemRed") || ctx.is(p, "systemGreen")
    }

    /// One policy for every spelling: `UIColor.systemRed`, `NSColor.systemOrange`, `.systemBlue` and
    /// SwiftUI's `Color.red` / `.red` adapt to appearance; SwiftUI's white and black, UIKit's
    /// `UIColor.red`, AppKit's `NSColor.red` (also inside `Color(nsColor: .red)`) and Compose's
    /// `Color.Red` are fixed.
    private func isAdaptiveSystemHue(_ ctx: FileContext, _ first: Int, _ last: Int) -> Bool {
        guard ctx.language == .swift else { return false }
        if isSystemHueMember(ctx, last) { return true }
        guard ColorVocabulary.swiftUISystemHues.contains(ctx.text(last)) else { return false }
        if ctx.kind(first) == .dot { return isSwiftUIImplicitMember(ctx, first) }
        return last == first + 2 && ctx.is(first, "Color") || last == first + 4 && ctx.is(first, "SwiftUI")
    }

    /// An implicit member (`.red` at `dot`) read as SwiftUI's `Color`: unless assigned
    /// (`view.backgroundColor = .red`), passed to a UIKit or AppKit colour (`Color(nsColor: .red)`,
    /// `UIColor(cgColor:)`), or in a UIKit-only file.
    private func isSwiftUIImplicitMember(_ ctx: FileContext, _ dot: Int) -> Bool {
        guard ctx.language == .swift else { return false }
        if ctx.isOperator(dot - 1, "=") && !ctx.importsSwiftUIOnly || ctx.importsPlatformUIOnly { return false }
        if let open = ctx.enclosingOpenParen(before: dot), let call = ctx.call(openingAt: open) {
            if call.callee.contains(where: { $0 == "UIColor" || $0 == "NSColor" || $0 == "CGColor" }) { return false }
            if let label = call.arguments.first(where: { $0.first <= dot && dot <= $0.last })?.label,
               label == "nsColor" || label == "uiColor" || label == "cgColor" {
                return false
            }
        }
        return true
    }

    /// White and black: whether they suit depends on the surface they pair with, which is often fixed
    /// elsewhere (a brand fill, a photo, a scrim); read by hand on 35 apps, 1 in 8 was a problem.
    private func isBlackOrWhite(_ ctx: FileContext, _ member: Int) -> Bool { ctx.isPureWhite(member) || ctx.isPureBlack(member) }

    /// `Rectangle().frame(height: 80).foregroundColor(.gray)`: a foreground modifier on a shape fills
    /// it (a loading placeholder), it colours no text.
    private func stylesShape(_ ctx: FileContext, _ first: Int) -> Bool {
        guard let open = ctx.enclosingOpenParen(before: first), ctx.kind(open - 2) == .dot,
              let view = ctx.modifierChain(before: open - 1, limit: 32).view else { return false }
        switch ctx.text(view) {
        case "Rectangle", "RoundedRectangle", "Circle", "Capsule", "Ellipse", "UnevenRoundedRectangle", "ContainerRelativeShape":
            return true
        default:
            return false
        }
    }

    /// Whether the colour starting at `first` is text or an icon: `.foregroundStyle(.gray)`.
    /// Text and icons, also through a choice: `.foregroundStyle(done ? Color.gray : .primary)`.
    private func isForeground(_ ctx: FileContext, _ first: Int) -> Bool {
        var first = first
        // `Color(nsColor: NSColor.systemGray)`, `Color(.systemGray)`: the role of the wrapping colour.
        if let open = ctx.enclosingOpenParen(before: first), ctx.isColorTypeToken(open - 1),
           ctx.kind(open - 2) != .dot {
            first = open - 1
        }
        if ctx.language == .swift, let whole = ctx.enclosingChoiceStart(of: first), whole < first {
            return ContextRole.role(ctx, before: whole) == .foreground
        }
        return ContextRole.role(ctx, before: first) == .foreground
    }

    /// `systemRed`, `systemBlue`, …: UIKit's and AppKit's adaptive hues (not the system greys,
    /// which are neutrals for fills).
    private func isSystemHueMember(_ ctx: FileContext, _ p: Int) -> Bool {
        ctx.isIdentifier(p) && ctx.bytes(ctx.range(p), start: "system") && ColorVocabulary.systemHueMembers.contains(ctx.text(p))
    }

    /// The position of the palette member when the chain at `start` names one. Walks positions and
    /// compares bytes: every Kotlin `import androidx.…` line starts such a chain.
    private func paletteReferenceEnd(_ ctx: FileContext, chainStart start: Int) -> Int? {
        var end = start
        while ctx.kind(end + 1) == .dot && ctx.isIdentifier(end + 2) { end += 2 }  // as `memberChain` does
        guard end > start else { return nil }
        if !ctx.paletteNamespaces.isEmpty {
            let names = ctx.memberChain(startingAt: start).names
            for namespace in ctx.paletteNamespaces where names.count > namespace.count && Array(names.prefix(namespace.count)) == namespace {
                return start + 2 * namespace.count
            }
        }
        // Find the colour type in the chain (`SwiftUI.Color`, `android.graphics.Color`).
        for typeAt in stride(from: start, to: end, by: 2) where Self.isPaletteType(ctx, typeAt) {
            let member = ctx.text(typeAt + 2)
            guard !allowed.contains(member), ctx.kind(typeAt + 3) != .leftParen else { return nil }
            let isPalette: Bool
            switch ctx.language {
            case .swift:
                // SwiftUI's `Color` has no `lightGray`, `darkGray`, `magenta` or text colours (UIKit's
                // do), and neither has `grey`: `Color.lightGray` is the project's own token.
                let members = ctx.is(typeAt, "Color") ? ColorVocabulary.swiftUIPaletteMembers : ColorVocabulary.swiftPlatformPaletteMembers
                isPalette = members.contains(member) || mayReportSystemHue(ctx, typeAt + 2)
                    || member == "systemGray" && !ctx.is(typeAt, "Color")
            case .kotlin: isPalette = ColorVocabulary.fixedColorMembers(.kotlin).contains(member)
            }
            return isPalette ? typeAt + 2 : nil
        }
        return nil
    }

    /// Whether the token at `p` is a type with palette members: `Color`, and in Swift one of
    /// `ColorVocabulary.platformColorClasses`, compared by bytes (`ColorVocabularyTests` checks the set).
    static func isPaletteType(_ ctx: FileContext, _ p: Int) -> Bool {
        switch ctx.language {
        case .swift: return ctx.is(p, "Color") || ctx.is(p, "UIColor") || ctx.is(p, "NSColor") || ctx.is(p, "SKColor")
        case .kotlin: return ctx.is(p, "Color")
        }
    }
}

extension DirectPaletteReferenceRule {
    package struct Options: RuleOptionSet {
        package var allowedMembers: [String] = []
        package var reportSystemHues = false
        package var reportBlackAndWhite = false
        package var reportFixedContrast = false

        package init() {}

        package static var fields: [RuleOptionField<Options>] {
            [.strings("allowedMembers", \.allowedMembers,
                      "Palette member names never to flag (e.g. `black` if your design uses pure black by intent)."),
             .bool("reportSystemHues", \.reportSystemHues,
                   "Also flag adaptive system hues: SwiftUI `.red`, `Color.blue`, `UIColor.systemRed`, "
                       + "`NSColor.systemOrange`, `Color(.systemBlue)`. They adapt to dark mode and contrast settings, so "
                       + "teams that follow the platform's colours accept them; fixed colours (`.white`, `UIColor.red`, "
                       + "`NSColor.red`, `Color.Red`) are flagged either way, and so is the system red or green where the "
                       + "project has a semantic status token of that hue (`.red` beside a `StatusColorRed` asset), with that "
                       + "token as its fix."),
             .bool("reportBlackAndWhite", \.reportBlackAndWhite,
                   "Also flag white and black (`Color.white`, `.black`, `UIColor.white`, `Color.Black`, `Color.WHITE`) "
                       + "where they do not pair with a fixed surface: white backgrounds, black text, borders. Whether "
                       + "white or black suits depends on the surface beside it, which is often fixed elsewhere (a "
                       + "brand fill, a scrim, a photo); on 35 apps read by hand 1 in 8 such findings was a problem, so "
                       + "they are off by default."),
             .bool("reportFixedContrast", \.reportFixedContrast,
                   "Also flag white text and icons, faint white washes (alpha up to 0.3) and black backgrounds. "
                       + "They pair with a surface fixed elsewhere (a photo, a video, a brand-coloured button), so "
                       + "their fitness depends on it. Also flag any white and black in files that draw over media "
                       + "(player, video, camera) or fill surfaces with fixed brand colours.")]
        }
    }
}
