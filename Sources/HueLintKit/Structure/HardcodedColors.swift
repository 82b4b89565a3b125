/// Recognising a colour written literally (a fixed palette member, channel or hex constructor) at a
/// position, without a colour context: tables and collections supply the context themselves.
extension FileContext {
    /// The last position of the hardcoded colour expression starting at `p`, or nil when none
    /// starts there: `.red`, `Color.orange`, `UIColor.systemRed`, `Color.Red`, `Color.RED`,
    /// `Color(red: 1, …)`, `Color(0xFF…)`, `Color(hex: "…")`, `UIColor(rgb: 0x…)`, `Color.parseColor("#…")`.
    func hardcodedColorEnd(at p: Int) -> Int? {
        switch kind(p) {
        case .dot:
            guard language == .swift, isImplicitMemberDot(p), isIdentifier(p + 1), kind(p + 2) != .leftParen else { return nil }
            let name = text(p + 1)
            guard ColorVocabulary.swiftPlatformPaletteMembers.contains(name) || ColorVocabulary.systemHueMembers.contains(name) else {
                return nil
            }
            return namesOwnPreset(member: p + 1) ? nil : p + 1
        case .pound:
            return self.is(p, "#colorLiteral") && kind(p + 1) == .leftParen ? partnerOf(p + 1) : nil
        case .identifier:
            guard isColorTypeToken(p) || self.is(p, "android") else { return nil }
            var typeAt = p
            // `android.graphics.Color.RED`, `SwiftUI.Color.red`: to the colour type.
            while !isColorTypeToken(typeAt) && kind(typeAt + 1) == .dot && isIdentifier(typeAt + 2) { typeAt += 2 }
            if kind(typeAt + 1) == .leftParen {
                // `Color("Brand")` and `UIColor(named: "Brand")` look an asset up by name.
                if language == .swift && (kind(typeAt + 2) == .stringOpen || self.is(typeAt + 2, "named")) { return nil }
                return hasLiteralArgument(inCallOpeningAt: typeAt + 1) ? partnerOf(typeAt + 1) : nil
            }
            guard kind(typeAt + 1) == .dot, isIdentifier(typeAt + 2) else { return nil }
            let member = text(typeAt + 2)
            if kind(typeAt + 3) == .leftParen {
                // `Color.parseColor("#…")`, `Color.rgb(…)`, `UIColor.init(red:…)` with literals.
                return hasLiteralArgument(inCallOpeningAt: typeAt + 3) ? partnerOf(typeAt + 3) : nil
            }
            switch language {
            case .swift:
                return ColorVocabulary.swiftPlatformPaletteMembers.contains(member)
                    || ColorVocabulary.systemHueMembers.contains(member) ? typeAt + 2 : nil
            case .kotlin:
                return ColorVocabulary.composePaletteMembers.contains(member) || ColorVocabulary.androidPaletteMembers.contains(member)
                    ? typeAt + 2 : nil
            }
        default:
            return nil
        }
    }

    /// The hardcoded colour that an arm or element starting at `p` evaluates to: looks through
    /// `return`, a tuple's other fields, a dictionary key, and `name =` in an assignment.
    func hardcodedColorInExpression(from p: Int, to last: Int) -> (first: Int, last: Int)? {
        var q = p
        var depth = 0
        while q <= last {
            if let end = hardcodedColorEnd(at: q), end <= last || depth > 0 { return (q, end) }
            switch kind(q) {
            case .leftParen where depth == 0 && kind(q - 1) != .identifier:
                depth += 1  // a tuple: look at its fields
                q += 1
                continue
            case .leftParen, .leftBracket, .leftBrace:
                q = max(partnerOf(q), q) + 1
                continue
            case .stringOpen:
                q = max(partnerOf(q), q) + 1
                continue
            default:
                q += 1
            }
        }
        return nil
    }

    /// `.white` inside a type that declares its own `static var white: Self`: the preset, not a colour.
    func namesOwnPreset(member p: Int) -> Bool {
        guard language == .swift else { return false }
        // Most files declare no static of that name: a text search answers before scopes are built.
        let name = text(p)
        guard staticVarNames.contains(name) || staticLetNames.contains(name) else { return false }
        var id = scopes.innermost(at: p)
        while let scope = scopes.scope(id) {
            if scope.kind == .type || scope.kind == .extension, let names = ownPresetNamesByScope[id], names.contains(text(p)) {
                return true
            }
            id = Int(scope.parent)
        }
        return false
    }
}
