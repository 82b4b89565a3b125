/// Recognising a colour written literally (a fixed palette member, channel or hex constructor) at a
/// position, without a colour context: tables and collections supply the context themselves.
extension FileContext {
    /// The names the file declares with a hardcoded colour as their value (`private let darkOverlay =
    /// Color(red: 0.29, …)`, `val Accent = Color(0xFF…)`): choosing between two of them by appearance
    /// chooses between hardcoded colours. Read once per file, on first ask.
    var hardcodedColorConstantNames: Set<String> {
        let state = colorSite
        if let known = state.hardcodedColorConstantNames { return known }
        var names: Set<String> = []
        var q = 0
        while q + 3 < count {
            if kind(q) == .identifier && (self.is(q, "let") || self.is(q, "var") || self.is(q, "val")) && isIdentifier(q + 1) {
                // `let x = …` or `let x: Color = …`.
                let value = isOperator(q + 2, "=") ? q + 3
                    : kind(q + 2) == .colon && isIdentifier(q + 3) && isOperator(q + 4, "=") ? q + 5 : -1
                if value > 0 && value < count && hardcodedColorEnd(at: value) != nil { names.insert(text(q + 1)) }
            }
            q += 1
        }
        state.hardcodedColorConstantNames = names
        return names
    }

    /// The last position of the hardcoded colour expression starting at `p`, or nil when none
    /// starts there: `.red`, `Color.orange`, `UIColor.systemRed`, `Color.Red`, `Color.RED`,
    /// `Color(red: 1, …)`, `Color(0xFF…)`, `Color(hex: "…")`, `UIColor(rgb: 0x…)`, `Color.parseColor("#…")`.
    func hardcodedColorEnd(at p: Int) -> Int? {
        switch kind(p) {
        case .dot:
            guard language == .swift, isImplicitMemberDot(p), isIdentifier(p + 1), kind(p + 2) != .leftParen else { return nil }
            let name = text(p + 1)
            guard ColorVocabulary.fixedColorMembers(.swift).contains(name) else { return nil }
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
            return ColorVocabulary.fixedColorMembers(language).contains(member) ? typeAt + 2 : nil
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

    /// Whether `p…last` builds a colour from values known only at run time: channels
    /// (`Color(b, b, b)`, `Color.rgb(level, level, level)`, `UIColor(red: r, …)`) or an alpha worked
    /// out from one (`Color.White.copy(alpha = brightness / 255f)`), or text parsed at run time
    /// (`Color.parseColor(list.darkTint)`, a server's colour for each appearance). Such a colour
    /// follows a user's setting or the data; no token can stand for it.
    func buildsColorFromRuntimeValues(from p: Int, to last: Int) -> Bool {
        guard p <= last else { return false }
        for open in p...last where kind(open) == .leftParen {
            let close = partnerOf(open)
            guard close > open + 1, close <= last + 1, let callee = calleeName(beforeParen: open) else { continue }
            let isConstructor = isColorTypeToken(callee) && kind(callee - 1) != .dot
                || self.is(callee, "rgb") || self.is(callee, "argb") || self.is(callee, "rgba") || self.is(callee, "parseColor")
            let isAlpha = self.is(callee, "copy") || self.is(callee, "opacity") || self.is(callee, "withAlphaComponent")
            guard isConstructor || isAlpha else { continue }
            var sawName = false, sawArithmetic = false
            // A colour's arguments are a few tokens; a generated call of thousands is not one to read.
            for q in open + 1..<min(close, open + 64) {
                // A value's name: not a label (`red:`, `alpha =`), a member (`Float.pi`), a type (`UIColor.gray`,
                // `Double(…)`), a call (`min(…)`) or a literal keyword.
                if isIdentifier(q) && kind(q + 1) != .colon && !isOperator(q + 1, "=") && kind(q - 1) != .dot
                    && kind(q + 1) != .leftParen && isLowercaseASCII(firstByte(q))
                    && !self.is(q, "true") && !self.is(q, "false") && !self.is(q, "nil") && !self.is(q, "null") {
                    sawName = true
                }
                if isOperator(q, "/") || isOperator(q, "*") { sawArithmetic = true }
            }
            if isConstructor ? sawName : sawName && sawArithmetic { return true }
        }
        return false
    }

    private func isLowercaseASCII(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") }

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

    /// Per type or extension scope, the names of the type's own static presets: `static var white:
    /// SColor { SColor(…) }` in `SColor`, `static let red = Self(…)`. There `.white` names the preset,
    /// not a platform colour. Colour types are left out: their statics are colours. Built on first ask.
    var ownPresetNamesByScope: [Int: Set<String>] {
        let state = colorSite
        if let known = state.ownPresetNamesByScope { return known }
        let value: [Int: Set<String>] = {
            var names: [Int: Set<String>] = [:]
            for p in 0..<count where self.is(p, "static") && (self.is(p + 1, "let") || self.is(p + 1, "var")) && isIdentifier(p + 2) {
                var id = scopes.innermost(at: p)
                while let scope = scopes.scope(id), scope.kind != .type && scope.kind != .extension { id = Int(scope.parent) }
                guard let scope = scopes.scope(id), scope.nameToken >= 0 else { continue }
                let typeName = Int(scope.nameToken)
                // A project's own `SColor` wrapping a platform colour has presets; `extension UIColor` has colours.
                guard !ColorVocabulary.swiftColorTypes.contains(text(typeName)) else { continue }
                func namesOwnType(_ q: Int) -> Bool { self.is(q, "Self") || compareText(q, typeName) == 0 }
                // `static var white: SColor`, `static let red = Self(`, `= SColor(`, `= .init(`.
                let isOwn = kind(p + 3) == .colon && namesOwnType(p + 4)
                    || isOperator(p + 3, "=") && (namesOwnType(p + 4) || kind(p + 4) == .dot && self.is(p + 5, "init"))
                        && kind(p + (kind(p + 4) == .dot ? 6 : 5)) == .leftParen
                if isOwn { names[id, default: []].insert(text(p + 2)) }
            }
            return names
        }()
        state.ownPresetNamesByScope = value
        return value
    }
}
