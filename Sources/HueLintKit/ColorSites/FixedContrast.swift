/// Pure white and black whose fitness depends on a surface the code fixes elsewhere.
///
/// White text or icons are legible only over a dark or saturated fill: a photo, a video, a
/// brand-coloured button. Black behind content is a player's or viewer's backdrop. A faint white
/// wash lightens whatever is under it. Whether such a colour should be a token depends on that
/// surface, which reviewers read as a deliberate pair more often than as a bug, so
/// `direct-palette-reference` reports them only with `reportFixedContrast`; other white and black
/// (white backgrounds, black text) only with `reportBlackAndWhite`.
extension FileContext {
    /// `white`, `White`, `WHITE`: the palette member at `p` names pure white in some platform's spelling.
    func isPureWhite(_ p: Int) -> Bool { self.is(p, "white") || self.is(p, "White") || self.is(p, "WHITE") }

    /// `black`, `Black`, `BLACK`.
    func isPureBlack(_ p: Int) -> Bool { self.is(p, "black") || self.is(p, "Black") || self.is(p, "BLACK") }

    /// Whether the palette colour `first…last` (`.white`, `Color.BLACK`, `NSColor.white`) is
    /// white drawn as a foreground, a faint white wash, or black drawn as a background.
    func isFixedContrast(_ first: Int, _ last: Int) -> Bool {
        let isWhite = isPureWhite(last), isBlack = isPureBlack(last)
        guard isWhite || isBlack else { return false }
        var start = first
        // `Color(.white)`, `Color(nsColor: .black)`: the wrapper stands where the colour goes.
        if let open = enclosingOpenParen(before: first), isColorTypeToken(open - 1),
           partnerOf(open) > last {
            start = open - 1
        }
        // Over a video, a photo or a fixed brand fill, white and black are contrast with that surface.
        // A QR code's black and white are what a scanner reads.
        if drawsOverMedia || paintsFixedBrandFills || drawsQRCode || fixesDarkSurface { return true }
        let role = ContextRole.role(self, before: start)
        if isBlack { return role == .background }
        if role == .foreground { return true }
        let end = expressionEnd(from: start, limit: count)
        if let alpha = explicitAlpha(from: start, to: end), alpha <= 0.3 { return true }
        return false
    }
}

extension FileContext {
    /// Whether the file fills surfaces with fixed brand colours (`.background(colorResource(R.color.brand_300))`,
    /// a gradient of hex colours): its white and black are drawn on that fill. Built on first ask.
    var paintsFixedBrandFills: Bool { fileFact(.brandFills) { countFixedBrandFills(limit: 2) >= 2 } }

    /// How many surfaces (up to `limit`) the file fills with a fixed, non-neutral colour: a
    /// background or gradient of a numbered brand resource (`R.color.brand_300`, `UIColor.purple400`)
    /// or of a hex literal. White and black in such a file are contrast on that fill.
    func countFixedBrandFills(limit: Int) -> Int {
        var found = 0
        var p = 0
        while p < count && found < limit {
            if let start = fixedBrandColorStart(p), fillsSurface(start) { found += 1 }
            p += 1
        }
        return found
    }

    /// Where the fixed brand colour at `p` starts, through wrappers (`colorResource(…)`,
    /// `Color(UIColor.purple400)`, `UIColor("#…")`), or nil when none is at `p`.
    private func fixedBrandColorStart(_ p: Int) -> Int? {
        var colorStart: Int
        switch kind(p) {
        case .identifier:
            // Every numbered primitive ends in a digit: most names stop here, before a String is made.
            let last = lastByte(p)
            guard last >= UInt8(ascii: "0") && last <= UInt8(ascii: "9") || self.is(p, "R") else { return nil }
            if language == .kotlin && self.is(p, "R") && kind(p + 1) == .dot && self.is(p + 2, "color") && kind(p + 3) == .dot
                && isIdentifier(p + 4) {
                guard isNumberedBrandName(text(p + 4), requireHue: false) else { return nil }
                colorStart = p
            } else if language == .swift && kind(p - 1) == .dot && isNumberedBrandName(text(p), requireHue: true) {
                colorStart = isColorTypeToken(p - 2) ? p - 2 : p - 1
            } else {
                return nil
            }
        case .number:
            guard language == .kotlin, isColorTypeToken(p - 2), kind(p - 1) == .leftParen,
                  let color = RGBA(hex: text(p), order: .argb), !isNeutral(color) else { return nil }
            colorStart = p - 2
        case .stringOpen:
            guard language == .swift, let open = enclosingOpenParen(before: p),
                  let callee = calleeName(beforeParen: open), isColorTypeToken(callee),
                  let color = RGBA(hex: text(p + 1), order: .rgba), !isNeutral(color) else { return nil }
            return callee
        default:
            return nil
        }
        // Out through a wrapper call: `colorResource(R.color.x)`, `Color(UIColor.x)`, `getColor(ctx, R.color.x)`.
        if let open = enclosingOpenParen(before: colorStart), let callee = calleeName(beforeParen: open),
           isColorTypeToken(callee) || self.is(callee, "colorResource") || self.is(callee, "getColor") {
            colorStart = kind(callee - 1) == .dot && isIdentifier(callee - 2) ? callee - 2 : callee
        }
        return colorStart
    }

    /// `brand_300`, `purple400`, `material_blue_500`: a numbered primitive. Greys are neutral.
    private func isNumberedBrandName(_ name: String, requireHue: Bool) -> Bool {
        guard let last = name.utf8.last, last >= UInt8(ascii: "0") && last <= UInt8(ascii: "9") else { return false }
        let lower = name.lowercased()
        for neutral in Self.neutralNameWords where lower.containsBytes(neutral) {
            return false
        }
        guard requireHue else { return true }
        return Self.hueNameWords.contains { lower.containsBytes($0) }
    }

    private static let neutralNameWords = ColorVocabulary.neutralColorWords.union(["neutral", "transparent", "dark", "light"])
    private static let hueNameWords = ColorVocabulary.hueWords.union(["brand"])

    /// Grey, white or black: channels within 0.08 of each other.
    func isNeutral(_ color: RGBA) -> Bool {
        max(color.red, color.green, color.blue) - min(color.red, color.green, color.blue) < 0.08
    }

    /// Whether the colour starting at `start` fills a surface: a background, or a gradient's stop.
    private func fillsSurface(_ start: Int) -> Bool {
        if ContextRole.role(self, before: start) == .background { return true }
        var q = start
        for _ in 0..<3 {
            guard let open = enclosingOpenParen(before: q)
                    ?? enclosingOpenBracket(before: q) else { return false }
            if let callee = calleeName(beforeParen: open),
               namesGradient(callee) {
                return true
            }
            // `gradient.colors = [UIColor("#…").cgColor, …]`.
            if kind(open) == .leftBracket && isOperator(open - 1, "=") && self.is(open - 2, "colors") { return true }
            q = open
        }
        return false
    }
}

extension FileContext {
    /// One policy for white and black whatever their spelling: `UIColor(red: 0, green: 0, blue: 0, alpha: 1)`,
    /// `Color(white: 1)`, `Color(hex: "#FFFFFF")` and `Color(0xFF000000)` are reported exactly when
    /// `Color.white` and `UIColor.black` are (`reportBlackAndWhite` or `reportFixedContrast`), at any opacity.
    func isQuietBlackOrWhite(_ range: ByteRange) -> Bool {
        guard !reportsBlackAndWhite, let color = SourceColorParser(self).color(in: range) else { return false }
        return color.isBlackAtAnyAlpha || color.isWhiteAtAnyAlpha
    }
}

extension FileContext {
    /// Compose's Material buttons that fill a container with the theme's colour by default.
    private static let filledButtons: Set<String> = [
        "Button", "ElevatedButton", "FilledTonalButton",
        "FloatingActionButton", "ExtendedFloatingActionButton", "SmallFloatingActionButton", "LargeFloatingActionButton",
    ]

    /// `Text(…, color = Color.White)` or `Icon(…, tint = Color.White)` in the content of a filled
    /// Material button whose container is Material's theme colour (no colours given, or
    /// `ButtonDefaults.buttonColors(containerColor = MaterialTheme.colorScheme.…)`): that container
    /// follows the theme (dynamic colour can make it light), so fixed white or black is no pair with a
    /// fixed surface. So does a text or outlined button among an `AlertDialog`'s `confirmButton` and
    /// `dismissButton`: it sits on the dialog's themed surface. Any other container (`Color.Red`,
    /// `colorResource(…)`, an app theme's colour), a background in between, or Wear OS (always dark)
    /// leaves the pair to the black-and-white setting.
    func isContentOfThemedButton(_ first: Int) -> Bool {
        guard language == .kotlin, isOperator(first - 1, "="), self.is(first - 2, "color") || self.is(first - 2, "tint"),
              let open = enclosingOpenParen(before: first), let callee = calleeName(beforeParen: open),
              self.is(callee, "Text") || self.is(callee, "Icon"),
              !fileFact(.wearCompose, { fileContains("androidx.wear.compose") }) else { return false }
        // Out through at most three enclosing lambdas (`Row { … }`) to the button whose content it is.
        var inner = callee
        for _ in 0..<3 {
            let brace = Int(innermostOpener[inner])
            guard brace > 0, kind(brace) == .leftBrace else { return false }
            if isIdentifier(brace - 1) {
                inner = brace - 1  // `Row {`: no arguments, look further out
                continue
            }
            guard kind(brace - 1) == .rightParen, partnerOf(brace - 1) < brace - 1 else { return false }
            let callOpen = partnerOf(brace - 1)
            guard let name = calleeName(beforeParen: callOpen) else { return false }
            let arguments = (callOpen + 1)..<(brace - 1)
            if FileContext.filledButtons.contains(text(name)) {
                return arguments.allSatisfy { q in
                    guard self.is(q, "containerColor") || self.is(q, "colors"), isOperator(q + 1, "=") else { return true }
                    if self.is(q, "containerColor") { return self.is(q + 2, "MaterialTheme") }
                    return self.is(q + 2, "ButtonDefaults") && kind(q + 3) == .dot
                        && (self.is(q + 4, "buttonColors") || self.is(q + 4, "elevatedButtonColors") || self.is(q + 4, "filledTonalButtonColors"))
                }
            }
            // A container in between with its own background is the surface the colour sits on.
            if arguments.contains(where: { self.is($0, "background") || self.is($0, "containerColor") }) { return false }
            // A text or outlined button has no fill: in a dialog's buttons it sits on the dialog's themed surface.
            if self.is(name, "TextButton") || self.is(name, "OutlinedButton") { return isDialogButton(name) }
            inner = name
        }
        return false
    }

    /// `confirmButton = { TextButton(…) { … } }` of an `AlertDialog` whose container is the theme's.
    private func isDialogButton(_ button: Int) -> Bool {
        let brace = Int(innermostOpener[button])
        guard brace > 1, kind(brace) == .leftBrace, isOperator(brace - 1, "="),
              self.is(brace - 2, "confirmButton") || self.is(brace - 2, "dismissButton"),
              let open = enclosingOpenParen(before: brace - 2), let dialog = calleeName(beforeParen: open),
              self.is(dialog, "AlertDialog") else { return false }
        let close = partnerOf(open)
        guard close > open else { return false }
        var q = open + 1
        while q < close {
            // The dialog's own colour arguments, not the lambdas' contents.
            if kind(q) == .leftBrace || kind(q) == .leftParen { q = max(partnerOf(q), q) + 1; continue }
            if self.is(q, "containerColor") && isOperator(q + 1, "=") && !self.is(q + 2, "MaterialTheme") { return false }
            q += 1
        }
        return true
    }
}

extension FileContext {
    /// Whether the file fixes a dark surface for its views: the app forces dark mode everywhere
    /// (`appForcesDarkAppearance`), or the file forces it on them
    /// (`.preferredColorScheme(.dark)`, `.environment(\.colorScheme, .dark)`, `overrideUserInterfaceStyle = .dark`,
    /// `NSAppearance(named: .darkAqua)`), or fills a whole screen with opaque black
    /// (`Color.black.ignoresSafeArea()`, `Modifier.fillMaxSize().background(Color.Black)`, `view.backgroundColor = .black`).
    /// Its white, black and greys are contrast with that surface, as over a video: one appearance
    /// only, so a grey that stays the same in light and dark mode is no fault, and `.secondary` would not fit.
    /// A preview forcing dark mode (`#Preview { … .preferredColorScheme(.dark) }`) shows one case; it does not count.
    var fixesDarkSurface: Bool {
        fileFact(.darkSurface) { appForcesDarkAppearance || forcesDarkAppearance || fillsScreenWithDark }
    }

    private var forcesDarkAppearance: Bool {
        guard language == .swift, fileContains("dark") || fileContains("Dark") else { return false }
        for dot in index.dots {
            let d = Int(dot)
            guard self.is(d + 1, "dark") || self.is(d + 1, "darkAqua") || self.is(d + 1, "vibrantDark"),
                  isImplicitMemberDot(d), !isPreviewCode(at: d) else { continue }
            if isOperator(d - 1, "=") && self.is(d - 2, "overrideUserInterfaceStyle") { return true }
            // The whole argument: `.preferredColorScheme(isDark ? .dark : .light)` follows the user.
            guard let open = enclosingOpenParen(before: d), partnerOf(open) == d + 2,
                  let callee = calleeName(beforeParen: open) else { continue }
            let onlyArgument = open == d - 1 || kind(d - 1) == .colon && open == d - 3
            let environmentValue = kind(d - 1) == .comma && self.is(callee, "environment") && self.is(d - 2, "colorScheme")
            if onlyArgument && (self.is(callee, "preferredColorScheme") || self.is(callee, "colorScheme")) || environmentValue {
                return true
            }
            // `window.appearance = NSAppearance(named: .darkAqua)`; not one drawn with or resolved against
            // (`NSAppearance(named: .darkAqua)?.performAsCurrentDrawingAppearance`).
            if onlyArgument && self.is(callee, "NSAppearance") && isOperator(callee - 1, "=") && self.is(callee - 2, "appearance") {
                return true
            }
        }
        return false
    }

    /// Opaque black filling the screen: behind safe areas, at maximum size, as a controller's root view
    /// or a scaffold's container. Also one of the project's own near-black colours that stay dark in
    /// both appearances (`Color.retroBlack.ignoresSafeArea()`, `view.backgroundColor = .playerBackground`).
    private var fillsScreenWithDark: Bool {
        // Project colours filling the screen, to look up once the loop is done: the lookup may wait
        // for the catalog, so it is made only when there is something to look up.
        var projectFills: [Int] = []
        let hasBlack = fileContains("lack") || fileContains("LACK")
        for p in 0..<count where kind(p) == .identifier && kind(p - 1) == .dot {
            let black = hasBlack && isPureBlack(p)
            if !black && (kind(p + 1) == .leftParen || kind(p + 1) == .dot && isIdentifier(p + 2) && !fillsAfterName(p + 2)) { continue }
            guard fillsScreen(p) else { continue }
            if black { return true }
            projectFills.append(p)
        }
        guard !projectFills.isEmpty, let names = fixedDarkColorNames, !names.isEmpty else { return false }
        return projectFills.contains { names.contains(text($0)) }
    }

    /// `.ignoresSafeArea`, `.edgesIgnoringSafeArea`: the names after a colour that make it fill the screen.
    private func fillsAfterName(_ q: Int) -> Bool { self.is(q, "ignoresSafeArea") || self.is(q, "edgesIgnoringSafeArea") }

    /// Whether the colour whose last name is at `p` (`.black`, `Color.retroBlack`) fills the screen.
    private func fillsScreen(_ p: Int) -> Bool {
        let implicit = isImplicitMemberDot(p - 1)
        let start = implicit ? p - 1 : memberChainStart(endingAt: p)
        guard implicit || start < p else { return false }
        // `Color.black.opacity(0.6)` is a scrim over content, not the surface.
        if kind(p + 1) == .dot && (self.is(p + 2, "opacity") || self.is(p + 2, "withAlphaComponent") || self.is(p + 2, "copy")) { return false }
        if kind(p + 1) == .dot && fillsAfterName(p + 2) { return true }
        if isOperator(start - 1, "=") && self.is(start - 2, "backgroundColor")
            && (self.is(start - 4, "view") || self.is(start - 4, "window")) && (kind(start - 5) != .dot || self.is(start - 6, "self")) {
            return true
        }
        if self.is(start - 2, "containerColor") || self.is(start - 2, "backgroundColor"),
           let open = enclosingOpenParen(before: start), let callee = calleeName(beforeParen: open),
           self.is(callee, "Scaffold") {
            return true
        }
        // `.background(Color.black)` in a chain that fills the screen.
        guard let open = enclosingOpenParen(before: start), partnerOf(open) == p + 1,
              self.is(open - 1, "background") else { return false }
        let window = max(0, open - 24)...min(count - 1, p + 24)
        return window.contains { self.is($0, "ignoresSafeArea") || self.is($0, "edgesIgnoringSafeArea") || self.is($0, "fillMaxSize") }
    }
}
