/// What a colour is for: used to choose between tokens that share a value.
public enum TokenRole: String, Sendable, CaseIterable {
    case foreground, background, border, accent
}

/// The role the code around an expression gives its colour: `foregroundColor(…)`, `textColor =`,
/// `background(…)`, Compose `Text(color = …)`, `containerColor =`, `borderColor`, `Divider(color = …)`.
enum ContextRole {
    static func role(_ ctx: FileContext, before p: Int) -> TokenRole? {
        let before = p - 1
        if (ctx.kind(before) == .colon || ctx.isOperator(before, "=")) && ctx.isIdentifier(before - 1) {
            let name = ctx.text(before - 1)
            if let role = role(ofName: name) { return role }
            // A plain `color` label takes its role from the call: `Text(…, color = x)`, `Divider(color = x)`.
            if name == "color" || name == "tint", let open = ColorExpressions.enclosingOpenParen(ctx, before: before - 1),
               let callee = ctx.calleeName(beforeParen: open) {
                return role(ofCall: ctx.text(callee)) ?? (name == "tint" ? .foreground : nil)
            }
            return nil
        }
        if ctx.kind(before) == .leftParen, let callee = ctx.calleeName(beforeParen: before) {
            return role(ofName: ctx.text(callee))
        }
        return nil
    }

    static func role(ofCall name: String) -> TokenRole? {
        switch name {
        case "Text", "Icon", "BasicText", "ClickableText", "LinearProgressIndicator", "CircularProgressIndicator": return .foreground
        case "Divider", "HorizontalDivider", "VerticalDivider": return .border
        case "Surface", "Box", "Card", "Scaffold": return .background
        default: return nil
        }
    }

    static func role(ofName name: String) -> TokenRole? {
        let lower = name.lowercased()
        // Byte search: Foundation's `contains` made this a tenth of a run on large generated palettes.
        for word in ["border", "divider", "separator", "outline", "stroke"] where lower.containsBytes(word) { return .border }
        for word in ["background", "container", "fill", "surface"] where lower.containsBytes(word) { return .background }
        for word in ["foreground", "text", "tint", "title", "label", "icon", "content", "glyph", "colorfilter"] where lower.containsBytes(word) { return .foreground }
        if lower.containsBytes("accent") { return .accent }
        return nil
    }
}
