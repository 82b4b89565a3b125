/// `hex-color-literal`: a colour written as a hex string or integer.
package struct HexColorLiteralRule: Rule {
    package static let description = RuleDescription(
        id: "hex-color-literal",
        summary: "Colour written as a hex string or integer instead of a design token.",
        rationale: "A hex literal is one fixed colour: it cannot adapt to dark mode or contrast settings, it hides which "
            + "design token was meant, and copies of it drift apart as the palette changes.",
        howToFix: "Reference the semantic token that carries this value (theme colour, asset colour or colors.xml "
            + "resource). If no token exists, add one to the palette and use it here.",
        before: "Text(\"Hi\").foregroundColor(Color(hex: \"0066CC\"))",
        after: "Text(\"Hi\").foregroundColor(.accentPrimary)",
        defaultSeverity: .error,
        options: Options.descriptions,
        triggering: triggeringExamples,
        nonTriggering: nonTriggeringExamples)

    private let hexLabels: Set<String>
    private let nameFragments: [String]
    private let reportColorStrings: Bool

    package init(_ options: Options) {
        hexLabels = Set(options.hexLabels)
        nameFragments = ["hex"] + options.colorNameFragments
        reportColorStrings = options.reportColorStrings
    }

    /// Every report is a `0x…` integer or a hex string. A string needs a leading `#` unless a hex
    /// label, a `…hex…` factory or name, `parseColor` or `toColorInt` says what it is; a `0x…` or
    /// `#` value needs a colour type or a colour-named binding (`tint = 0x…`), or in Swift an
    /// implicit `.init(0x…)` in a colour modifier.
    package func requiredText(_ language: Language, _ configuration: Configuration) -> RequiredText? {
        let colorNamed = ColorVocabulary.colorNameFragments + nameFragments.dropFirst()
        var required = RequiredText(anyOf: ["hex"] + hexLabels.sorted())
            + RequiredText(anyNameOf: ["parseColor", "toColor", "toColorInt"])
            + RequiredText(oneOfEach: [colorNamed, HexColorText.integerStarts + HexColorText.hashedStringStarts])
        if language == .swift {
            // `.foregroundStyle(.init(0x2A6CE0, alpha: 1))`: a colour modifier names the type.
            required = required + RequiredText(oneOfEach: [["init(0x"], ColorVocabulary.swiftColorModifiers.sorted()])
        }
        return required
    }

    package func check(_ ctx: FileContext, into findings: inout [RuleFinding]) {
        let before = findings.count
        defer { ctx.dropQuietBlackAndWhite(&findings, from: before) }
        for p in ctx.parensNearColorTypes(afterInits: true) {
            guard mayMakeColor(ctx, p), ctx.hasLiteralArgument(inCallOpeningAt: p), let call = ctx.call(openingAt: p),
                  let value = hexValue(ctx, call) else { continue }
            findings.append(RuleFinding(range: ctx.range(call.start, through: call.close), message: message(value)))
        }
        if ctx.language == .swift {
            // `.hex(0x1F8A70)`, `.init(0x2A6CE0, alpha: 1)` where a colour goes.
            for dot in ctx.index.dots {
                let d = Int(dot)
                guard ctx.kind(d + 2) == .leftParen, ctx.is(d + 1, "hex") || ctx.is(d + 1, "init") || ctx.is(d + 1, "fromHex"),
                      ctx.isImplicitMemberDot(d), ctx.hasLiteralArgument(inCallOpeningAt: d + 2),
                      let call = ctx.call(openingAt: d + 2), let first = call.arguments.first, first.label == nil,
                      let digits = ctx.hexIntegerDigits(at: first.first), digits.count == 6 || digits.count == 8,
                      ColorExpressions.isColorContext(ctx, expressionStart: d) else { continue }
                findings.append(RuleFinding(range: ctx.range(d, through: call.close), message: message("0x" + digits)))
            }
        }
        for number in ctx.index.hexNumbers {
            if let finding = boundHexInteger(ctx, Int(number)) { findings.append(finding) }
        }
        for open in ctx.index.strings {
            let p = Int(open)
            // A hex colour string is 3 to 10 bytes (`FFF` … `0xRRGGBBAA`), bound to a name or converted:
            // check that on the tokens before making any String.
            guard ctx.kind(p + 1) == .stringText, ctx.kind(p + 2) == .stringClose, (3...10).contains(ctx.token(p + 1).length),
                  isBoundOrConverted(ctx, p), let string = ctx.plainString(at: p) else { continue }
            if let finding = boundHexString(ctx, p, string) { findings.append(finding) }
        }
    }

    /// A colour constructor, or a method called on a colour type (`UIColor.fromHex(`). Byte checks
    /// first; the line-break test behind `calleeName` walks trivia.
    private func mayMakeColor(_ ctx: FileContext, _ open: Int) -> Bool {
        if ctx.constructedColorType(beforeParen: open) != nil { return true }
        let name = open - 1
        let isImplicitInit = ctx.is(name, "init") && ctx.isImplicitMemberDot(name - 1)  // `.init(hex: 0xF0F1F2)`
        let isColorTypeMethod = ctx.kind(name - 1) == .dot && ctx.isColorTypeToken(name - 2)
        return (isImplicitInit || isColorTypeMethod) && ctx.calleeName(beforeParen: open) != nil
    }

    private func message(_ value: String) -> String {
        "Hardcoded hex colour `\(value)`; use a semantic colour token"
    }

    /// The hex value a colour-making call is given, if it is given one as a literal.
    private func hexValue(_ ctx: FileContext, _ call: CallSite) -> String? {
        let name = call.name
        let typeName = name == "init" && call.callee.count >= 2 ? call.callee[call.callee.count - 2] : name
        // `.init(hex: …)` where a colour goes: only a hex label makes it a colour.
        let isImplicitInit = name == "init" && call.callee.count == 1
        let isConstructor = ColorVocabulary.isColorTypeName(typeName) || isImplicitInit
        // A factory on a colour type: `UIColor.fromHex(…)`, `Color.parseColor(…)`.
        let isFactory = !isConstructor && call.callee.count >= 2 && ColorVocabulary.isColorTypeName(call.callee[call.callee.count - 2])
            && (name.lowercased().containsBytes("hex") || name == "parseColor")
        guard isConstructor || isFactory else { return nil }
        for argument in call.arguments {
            let labelled = argument.label.map(hexLabels.contains) ?? false
            if isImplicitInit && !labelled { continue }
            if let string = ctx.plainString(at: argument.first), string.close == argument.last {
                if HexColorText.isHexColor(string.value, requireHash: !(labelled || isFactory)) { return string.value }
            } else if let digits = ctx.hexIntegerDigits(at: argument.first), isPlainInteger(ctx, argument) {
                if digits.count == 6 || digits.count == 8 { return "0x" + digits }
            }
        }
        return nil
    }

    /// A literal, possibly converted: `0xFF0066CC`, `0xFF0066CC.toInt()`.
    private func isPlainInteger(_ ctx: FileContext, _ argument: CallArgument) -> Bool {
        if argument.first == argument.last { return true }
        return argument.last == argument.first + 4 && ctx.kind(argument.first + 1) == .dot
            && (ctx.is(argument.first + 2, "toInt") || ctx.is(argument.first + 2, "toLong") || ctx.is(argument.first + 2, "toUInt"))
    }

    /// `val backgroundColor: Int = 0xFF000000.toInt()`, `tint: 0x0066CC`: a hex integer whose name
    /// says colour. Masks and flags (`ALPHA_MASK = 0xFF000000`) are not colour-named.
    private func boundHexInteger(_ ctx: FileContext, _ p: Int) -> RuleFinding? {
        guard let digits = ctx.hexIntegerDigits(at: p), digits.count == 6 || digits.count == 8 else { return nil }
        var last = p
        if ctx.kind(p + 1) == .dot && (ctx.is(p + 2, "toInt") || ctx.is(p + 2, "toLong") || ctx.is(p + 2, "toUInt")) {
            last = ctx.kind(p + 3) == .leftParen ? p + 4 : p + 2
        }
        switch ctx.kind(last + 1) {
        case .comma, .rightParen, .rightBrace, .semicolon, .unknown: break
        default: if !ctx.hasNewlineBefore(last + 1) { return nil }
        }
        var nameAt = -1
        if ctx.isOperator(p - 1, "=") {
            nameAt = p - 2
            if ctx.isIdentifier(nameAt) && ctx.kind(nameAt - 1) == .colon && ctx.isIdentifier(nameAt - 2) { nameAt -= 2 }  // `name: Int =`
        } else if ctx.kind(p - 1) == .colon && ctx.language == .swift {
            nameAt = p - 2
        }
        guard ctx.isIdentifier(nameAt), ColorVocabulary.isColorName(ctx.text(nameAt)) else { return nil }
        if insideColorCall(ctx, nameAt) { return nil }
        // `@Preview(backgroundColor = 0xFF000000)` configures a preview canvas, not the app.
        if let open = ctx.enclosingOpenParen(before: nameAt), ctx.kind(open - 1) == .attribute { return nil }
        return RuleFinding(range: ctx.range(p, through: last), message: message("0x" + digits))
    }

    /// A `#RRGGBB` string turned into a colour (`"#0066CC".toColorInt()`) or bound to a colour-named
    /// variable, property or argument.
    private func boundHexString(_ ctx: FileContext, _ open: Int, _ string: (value: String, close: Int)) -> RuleFinding? {
        let close = string.close
        if ctx.language == .kotlin, ctx.kind(close + 1) == .dot, ctx.is(close + 2, "toColorInt") || ctx.is(close + 2, "toColor"),
           HexColorText.isHexColor(string.value, requireHash: false) {
            let end = ctx.kind(close + 3) == .leftParen ? max(close + 2, ctx.partnerOf(close + 3)) : close + 2
            return RuleFinding(range: ctx.range(open, through: end), message: message(string.value))
        }
        // Not turned into a colour here: text for a document, a web page or another device, unless asked.
        guard reportColorStrings else { return nil }
        // The string must be the whole value: nothing but a separator after it.
        switch ctx.kind(close + 1) {
        case .comma, .rightParen, .rightBrace, .semicolon, .unknown: break
        default: if !ctx.hasNewlineBefore(close + 1) { return nil }
        }
        let before = open - 1
        let isAssignment = ctx.isOperator(before, "=") && ctx.isIdentifier(before - 1)
        let isSwiftLabel = ctx.kind(before) == .colon && ctx.isIdentifier(before - 1) && ctx.language == .swift
        guard isAssignment || isSwiftLabel else { return nil }
        // A declaration's hex string (`let defaultTint = "#F44336"`, `const val AQUA = "#5ec7b7"`) is a
        // value: a server colour, a stored default, a lookup key. Where it becomes a colour is reported.
        if isAssignment && (ctx.is(before - 2, "let") || ctx.is(before - 2, "var") || ctx.is(before - 2, "val")) { return nil }
        let name = ctx.text(before - 1)
        let lower = name.lowercased()
        let namesHex = Self.namesHex(name)
        let mentionsFragment = nameFragments.dropFirst().contains { lower.containsBytes($0) }
        guard namesHex || mentionsFragment || ColorVocabulary.isColorName(name) else { return nil }
        guard HexColorText.isHexColor(string.value, requireHash: !namesHex) else { return nil }
        // A labelled argument of a colour call is reported as part of that call (checked last: it parses the call).
        if (isSwiftLabel || ctx.language == .kotlin) && insideColorCall(ctx, before - 1) { return nil }
        if isSwiftLabel && isStoredModelValue(ctx, argument: before - 1) { return nil }
        return RuleFinding(range: ctx.range(open, through: close), message: message(string.value))
    }

    /// `hex`, `hexCode`, `colorHex`, `COLOR_HEX` name a hex value; `withExtension` only spells one.
    static func namesHex(_ name: String) -> Bool {
        let bytes = Array(name.utf8)
        var i = 0
        while i + 3 <= bytes.count {
            let b = bytes[i], isLowerH = b == UInt8(ascii: "h"), isUpperH = b == UInt8(ascii: "H")
            if isLowerH || isUpperH {
                let rest = bytes[i + 1] | 0x20 == UInt8(ascii: "e") && bytes[i + 2] | 0x20 == UInt8(ascii: "x")
                // A word starts at the name's start, after `_`, or at a capital.
                let startsWord = i == 0 || bytes[i - 1] == UInt8(ascii: "_") || isUpperH
                let endsWord = i + 3 == bytes.count || !(bytes[i + 3] >= UInt8(ascii: "a") && bytes[i + 3] <= UInt8(ascii: "z"))
                if rest && startsWord && endsWord { return true }
            }
            i += 1
        }
        return false
    }

    private func isBoundOrConverted(_ ctx: FileContext, _ open: Int) -> Bool {
        if ctx.isOperator(open - 1, "=") || ctx.kind(open - 1) == .colon { return true }
        return ctx.language == .kotlin && ctx.kind(open + 2) == .stringClose && ctx.kind(open + 3) == .dot
    }

    /// `let sampleSubreddit = Subreddit(id: "games", primaryColor: "#545452")` at type or file level:
    /// a model value holding a colour string, as a server would send it; where it becomes a colour is reported.
    private func isStoredModelValue(_ ctx: FileContext, argument p: Int) -> Bool {
        guard let open = ctx.enclosingOpenParen(before: p), ctx.isIdentifier(open - 1),
              ctx.isOperator(open - 2, "="), ctx.isIdentifier(open - 3),
              ctx.is(open - 4, "let") || ctx.is(open - 4, "var") else { return false }
        let first = ctx.firstByte(open - 1)
        guard first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z"), !ctx.isColorTypeToken(open - 1) else { return false }
        return ctx.scopes.enclosing(at: open, kinds: [.function, .property]) == nil
    }

    private func insideColorCall(_ ctx: FileContext, _ p: Int) -> Bool {
        guard let open = ctx.enclosingOpenParen(before: p), let call = ctx.call(openingAt: open) else { return false }
        let typeName = call.name == "init" && call.callee.count >= 2 ? call.callee[call.callee.count - 2] : call.name
        return ColorVocabulary.isColorTypeName(typeName)
    }
}

extension HexColorLiteralRule {
    package struct Options: RuleOptionSet {
        package var hexLabels = ["hex", "hexString", "hexValue", "hexCode", "rgb", "rgba", "argb"]
        package var colorNameFragments: [String] = []
        package var reportColorStrings = false

        package init() {}

        package static var fields: [RuleOptionField<Options>] {
            [.strings("hexLabels", \.hexLabels, "Argument labels of colour initialisers that take a hex value."),
             .strings("colorNameFragments", \.colorNameFragments,
                      "Extra lowercase fragments that make a variable colour-named, besides color, colour, tint, background and hex."),
             .bool("reportColorStrings", \.reportColorStrings,
                   "Also report a hex string bound to a colour-named property or argument without being turned into a colour "
                       + "there (`banner.accentColor = \"#FF0000\"`). Off by default: read by hand in real apps, such strings were "
                       + "data for a document, a web page or another device, or a default the app converts elsewhere.")]
        }
    }
}
