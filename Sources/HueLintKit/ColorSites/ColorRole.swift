/// What a colour is for: used to choose between tokens that share a value.
package enum TokenRole: String, Sendable, CaseIterable {
    case foreground, background, border, accent
}

/// The role the code around an expression gives its colour: `foregroundColor(…)`, `textColor =`,
/// `background(…)`, Compose `Text(color = …)`, `containerColor =`, `borderColor`, `Divider(color = …)`.
enum ContextRole {
    static func role(_ ctx: FileContext, before p: Int) -> TokenRole? {
        let before = p - 1
        // `(isDark ? a : b).cgColor` or `(…).setFill()`: a grouping paren is drawn as its call says,
        // else it takes the role of the place it stands in.
        if ctx.kind(before) == .leftParen && isGrouping(ctx, before) {
            let close = ctx.partnerOf(before)
            if close > before, let role = drawingCall(ctx, afterGroupClosingAt: close) { return role }
            return role(ctx, before: before)
        }
        // `NSColor.red.setFill()`: the chain's last name, read in place (this runs for most findings).
        if ctx.isIdentifier(p) {
            var last = p
            while ctx.kind(last + 1) == .dot && ctx.isIdentifier(last + 2) { last += 2 }
            if last > p, let role = role(ofDrawingCall: ctx, last) { return role }
        }
        if (ctx.kind(before) == .colon || ctx.isOperator(before, "=")) && ctx.isIdentifier(before - 1) {
            var namePosition = before - 1
            // `iconColor: Color = Color.White`: the declared name, not its type.
            if ctx.isOperator(before, "=") && ctx.kind(before - 2) == .colon && ctx.isIdentifier(before - 3) { namePosition = before - 3 }
            let name = ctx.text(namePosition)
            if let role = role(ofName: name) { return role }
            // `contentConfig.textProperties.color = x`: the owner of a plain `color` names the role.
            if name == "color" && ctx.kind(namePosition - 1) == .dot && ctx.isIdentifier(namePosition - 2),
               let role = role(ofName: ctx.text(namePosition - 2)) {
                return role
            }
            // A plain `color` label takes its role from the call: `Text(…, color = x)`, `Divider(color = x)`,
            // `TextStyle(color = x)`, `typography.body.copy(color = x)`, `Lyrics(fontSize = 22.sp, color = x)`.
            if name == "color" || name == "tint", let open = ctx.enclosingOpenParen(before: namePosition),
               let callee = ctx.calleeName(beforeParen: open) {
                if let role = role(ofCall: ctx.text(callee)) { return role }
                if name == "tint" || isTextStyleCopy(ctx, callee) || setsFont(ctx, open) { return .foreground }
            }
            return nil
        }
        // `LocalContentColor provides Color.White`: the composition local names the role.
        if ctx.is(before, "provides") && ctx.isIdentifier(before - 1) { return role(ofName: ctx.text(before - 1)) }
        if ctx.kind(before) == .leftParen, let callee = ctx.calleeName(beforeParen: before) {
            if ctx.is(callee, "tint") && ctx.kind(callee - 1) == .dot && tintFillsControl(ctx, callee) { return .background }
            return role(ofName: ctx.text(callee))
        }
        return nil
    }

    /// Whether the SwiftUI `.tint(…)` modifier whose name is at `tint` fills its control rather than
    /// colouring a label: a `.borderedProminent` button's or a swipe action's background.
    private static func tintFillsControl(_ ctx: FileContext, _ tint: Int) -> Bool {
        guard ctx.language == .swift else { return false }
        // The modifier chain around `.tint(…)`, a few links each way.
        func isProminentStyle(_ name: Int) -> Bool {
            guard ctx.is(name, "buttonStyle"), ctx.kind(name + 1) == .leftParen else { return false }
            let close = ctx.partnerOf(name + 1)
            return close == name + 4 && ctx.kind(name + 2) == .dot && ctx.is(name + 3, "borderedProminent")
        }
        if ctx.modifierChain(before: tint, limit: 8).modifiers.contains(where: isProminentStyle) { return true }
        var next = ctx.partnerOf(tint + 1) + 1
        for _ in 0..<8 where next > 0 {
            guard ctx.kind(next) == .dot, ctx.isIdentifier(next + 1) else { break }
            if isProminentStyle(next + 1) { return true }
            guard ctx.kind(next + 2) == .leftParen else { break }
            next = ctx.partnerOf(next + 2) + 1
            if ctx.kind(next) == .leftBrace { next = ctx.partnerOf(next) + 1 }
        }
        // `.swipeActions { Button(…) { … }.tint(.gray) }`: the action's background.
        var id = ctx.scopes.innermost(at: tint)
        for _ in 0..<3 {
            guard let scope = ctx.scopes.scope(id) else { break }
            var opener = Int(scope.open) - 1
            if ctx.kind(opener) == .rightParen { opener = ctx.partnerOf(opener) - 1 }
            if opener > 0 && ctx.is(opener, "swipeActions") && ctx.kind(opener - 1) == .dot { return true }
            id = Int(scope.parent)
        }
        return false
    }

    /// A `(` that groups an expression rather than calling or subscripting what precedes it.
    private static func isGrouping(_ ctx: FileContext, _ open: Int) -> Bool {
        if ctx.hasNewlineBefore(open) { return true }  // a call's `(` stands on the callee's line
        switch ctx.kind(open - 1) {
        case .identifier: return ctx.is(open - 1, "return")
        case .rightParen, .rightBracket, .backtickIdentifier, .stringClose: return false
        default: return true
        }
    }

    /// `).setFill()`, `).cgColor.setStroke()`: the drawing call made with a grouped colour.
    private static func drawingCall(_ ctx: FileContext, afterGroupClosingAt close: Int) -> TokenRole? {
        var q = close + 1
        while ctx.kind(q) == .dot && ctx.isIdentifier(q + 1) {
            if let role = role(ofDrawingCall: ctx, q + 1) { return role }
            q += 2
        }
        return nil
    }

    /// AppKit and UIKit set the current fill or stroke colour with a method on the colour.
    private static func role(ofDrawingCall ctx: FileContext, _ q: Int) -> TokenRole? {
        ctx.is(q, "setFill") ? .background : ctx.is(q, "setStroke") ? .border : nil
    }

    /// `style.copy(color = …)`, `MaterialTheme.typography.body.copy(color = …)`: a text style's colour.
    private static func isTextStyleCopy(_ ctx: FileContext, _ callee: Int) -> Bool {
        guard ctx.is(callee, "copy"), ctx.kind(callee - 1) == .dot else { return false }
        var q = callee - 2
        while q >= 0 && q > callee - 10 && (ctx.isIdentifier(q) || ctx.kind(q) == .dot) {
            if ctx.isIdentifier(q) {
                let lower = ctx.text(q).lowercased()
                if lower.containsBytes("style") || lower.containsBytes("typography") { return true }
            }
            q -= 1
        }
        return false
    }

    /// A call that also sets a font size or weight draws text in its `color`.
    private static func setsFont(_ ctx: FileContext, _ open: Int) -> Bool {
        guard let call = ctx.call(openingAt: open) else { return false }
        return call.arguments.contains { $0.label == "fontSize" || $0.label == "fontWeight" || $0.label == "fontFamily" }
    }

    static func role(ofCall name: String) -> TokenRole? {
        switch name {
        case "Text", "Icon", "BasicText", "ClickableText", "LinearProgressIndicator", "CircularProgressIndicator",
             "TextStyle", "SpanStyle": return .foreground
        case "Divider", "HorizontalDivider", "VerticalDivider": return .border
        case "Surface", "Box", "Card", "Scaffold": return .background
        default: return nil
        }
    }

    /// `on` as a word followed by one of Material's colour roles (`onSurface`, `colorOnPrimaryContainer`,
    /// `md_theme_on_error`); not `borderOnFocus` or `backgroundOnDark`, which name a state.
    private static func namesContentOn(_ name: String) -> Bool {
        name.utf8.withContiguousStorageIfAvailable { bytes in
            func isUpper(_ i: Int) -> Bool { i < bytes.count && bytes[i] >= 65 && bytes[i] <= 90 }
            var i = 0
            while i + 2 < bytes.count {
                let startsWord = i == 0 || isUpper(i) || bytes[i - 1] == UInt8(ascii: "_")
                if startsWord && bytes[i] | 0x20 == UInt8(ascii: "o") && bytes[i + 1] == UInt8(ascii: "n") {
                    let roleStart = bytes[i + 2] == UInt8(ascii: "_") ? i + 3 : i + 2
                    if roleStart > i + 2 || isUpper(i + 2), materialRoles.contains(where: { startsWithIgnoringCase(bytes, at: roleStart, $0) }) {
                        return true
                    }
                }
                i += 1
            }
            return false
        } ?? false
    }

    private static let materialRoles: [StaticString] = ["primary", "secondary", "tertiary", "surface", "background", "error"]

    private static func startsWithIgnoringCase(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int, _ word: StaticString) -> Bool {
        let count = word.utf8CodeUnitCount
        guard start + count <= bytes.count else { return false }
        for k in 0..<count where bytes[start + k] | 0x20 != word.utf8Start[k] { return false }
        return true
    }

    /// A word of a name that says what the colour paints (`text`, `surface`, `border`): in a token
    /// name it makes the token semantic, whatever follows.
    static func isRoleWord(_ word: String) -> Bool { role(ofName: word) != nil || word == "on" }

    static func role(ofName name: String) -> TokenRole? {
        // Material's `onSurface`, `colorOnPrimaryContainer`, `on_background`: content drawn on that surface.
        if namesContentOn(name) { return .foreground }
        let lower = name.lowercased()
        // Byte search: Foundation's `contains` made this a tenth of a run on large generated palettes.
        for word in ["border", "divider", "separator", "outline", "stroke"] where lower.containsBytes(word) { return .border }
        // MapKit's `markerTintColor` fills the marker's balloon.
        for word in ["background", "container", "fill", "surface", "markertint"] where lower.containsBytes(word) { return .background }
        for word in ["foreground", "text", "tint", "title", "label", "icon", "content", "glyph", "colorfilter", "progress", "font"] where lower.containsBytes(word) { return .foreground }
        if lower.containsBytes("accent") { return .accent }
        return nil
    }
}
