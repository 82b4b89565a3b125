/// `raw-color-initializer`: a colour built from numeric channels at a use site.
package struct RawColorInitializerRule: Rule {
    package static let description = RuleDescription(
        id: "raw-color-initializer",
        summary: "Colour built from numeric channel values instead of a design token.",
        rationale: "A colour made from raw red/green/blue, white or hue values has one fixed value: it ignores dark mode and "
            + "increased contrast, and every copy of it drifts from the design system.",
        howToFix: "Use a semantic token from your theme, an asset-catalog colour or a system colour. If the colour is new, "
            + "add it to the palette (a colour extension, an asset or colors.xml) and reference it by name.",
        before: "Text(\"Hi\").foregroundColor(Color(red: 0.1, green: 0.4, blue: 0.8))",
        after: "Text(\"Hi\").foregroundColor(.textPrimary)",
        defaultSeverity: .error,
        options: Options.descriptions,
        triggering: triggeringExamples,
        nonTriggering: nonTriggeringExamples)

    private let extraTypes: Set<String>
    private let reportsKotlinChannelColors: Bool

    package init(_ options: Options) {
        extraTypes = Set(options.colorTypes)
        reportsKotlinChannelColors = options.reportKotlinChannelColors
    }

    /// Every colour type HueLint knows ends in `Color`, as do `#colorLiteral` and Kotlin's
    /// `Color.rgb`; configured types may have any name. In Swift a report also needs a channel
    /// label (`red:`, `white:`, `hue:`), in a colour type's call or an implicit `.init(…)`, unless
    /// it is an implicit `.rgb(…)` or a `#colorLiteral`.
    package func requiredText(_ language: Language, _ configuration: Configuration) -> RequiredText? {
        // Nothing to find in Kotlin unless asked: no text admits a Kotlin file for this rule.
        if language == .kotlin && !reportsKotlinChannelColors { return RequiredText(allOf: []) }
        guard language == .swift else { return RequiredText(anyOf: ["color"] + extraTypes.sorted()) }
        let callees: [RequiredText.Word] = [.text("color"), .name("init")] + extraTypes.sorted().map(RequiredText.Word.name)
        return RequiredText(oneWordOfEach: [callees, ColorVocabulary.channelLabels.sorted().map(RequiredText.Word.label)])
            + RequiredText(anyNameOf: ["rgb", "rgba"]) + RequiredText(anyOf: ["#colorLiteral"])
    }

    private static let kotlinFactories: Set<String> = ["rgb", "argb", "valueOf", "hsl", "hsv"]

    package func check(_ ctx: FileContext, into findings: inout [RuleFinding]) {
        // Kotlin UI colours are written as hex or resources; a colour built from channels there is
        // drawing code (strokes over a page, map circles, chart series, scrims), not a styling choice.
        if ctx.language == .kotlin && !reportsKotlinChannelColors { return }
        let before = findings.count
        defer { ctx.dropQuietBlackAndWhite(&findings, from: before) }
        // A configured type may have any name: then every call is a candidate.
        let candidates = extraTypes.isEmpty ? ctx.parensNearColorTypes(afterInits: false) : ctx.index.parens.map { Int($0) }
        for p in candidates {
            guard mayMakeColor(ctx, p), ctx.containsNumber(inCallOpeningAt: p), let call = ctx.call(openingAt: p) else { continue }
            if isRawChannelCall(ctx, call) {
                findings.append(RuleFinding(
                    range: ctx.range(call.start, through: call.close),
                    message: "Hardcoded colour `\(signature(call, ctx.language))` built from channel values; use a semantic colour token"))
            }
        }
        if ctx.language == .swift {
            // `.rgb(12, 34, 56)`, `.init(red: 0.1, …)` where a colour goes: the type is implied.
            for dot in ctx.index.dots {
                let d = Int(dot)
                guard ctx.kind(d + 2) == .leftParen, ctx.is(d + 1, "rgb") || ctx.is(d + 1, "rgba") || ctx.is(d + 1, "init"),
                      ctx.isImplicitMemberDot(d), ctx.containsNumber(inCallOpeningAt: d + 2),
                      let call = ctx.call(openingAt: d + 2), isImplicitChannelCall(ctx, call),
                      ColorExpressions.isColorContext(ctx, expressionStart: d) else { continue }
                findings.append(RuleFinding(
                    range: ctx.range(d, through: call.close),
                    message: "Hardcoded colour `.\(ctx.text(d + 1))(…)` built from channel values; use a semantic colour token"))
            }
            for pound in ctx.index.pounds where ctx.is(Int(pound), "#colorLiteral") && ctx.kind(Int(pound) + 1) == .leftParen {
                let p = Int(pound)
                let close = ctx.partnerOf(p + 1)
                guard close > p else { continue }
                findings.append(RuleFinding(range: ctx.range(p, through: close),
                                            message: "Hardcoded `#colorLiteral`; use a semantic colour token"))
            }
        }
    }

    /// A cheap byte-level filter before the call is parsed. The line-break test behind `calleeName`
    /// walks trivia, so it comes last.
    private func mayMakeColor(_ ctx: FileContext, _ open: Int) -> Bool {
        if ctx.constructedColorType(beforeParen: open) != nil { return true }
        let name = open - 1
        let isExtraType = !extraTypes.isEmpty && ctx.isIdentifier(name) && extraTypes.contains(ctx.text(name))
        let isKotlinFactory = ctx.language == .kotlin && ctx.is(name - 2, "Color")
            && (ctx.is(name, "rgb") || ctx.is(name, "argb") || ctx.is(name, "valueOf") || ctx.is(name, "hsl") || ctx.is(name, "hsv"))
        return (isExtraType || isKotlinFactory) && ctx.calleeName(beforeParen: open) != nil
    }

    private func isColorType(_ name: String) -> Bool {
        ColorVocabulary.isColorTypeName(name) || extraTypes.contains(name)
    }

    /// `.rgb(12, 34, 56)` (all numbers) or `.init(red: 0.1, green: 0.2, blue: 0.3)` (channel labels).
    private func isImplicitChannelCall(_ ctx: FileContext, _ call: CallSite) -> Bool {
        guard (3...4).contains(call.arguments.count) else { return false }
        if call.name == "init" {
            return call.arguments.contains { $0.label.map(ColorVocabulary.channelLabels.contains) ?? false }
                && call.arguments.allSatisfy { ctx.isNumericLiteralExpression($0.first, $0.last) }
        }
        return call.arguments.allSatisfy { $0.label == nil && ctx.isNumericLiteralExpression($0.first, $0.last) }
    }

    private func isRawChannelCall(_ ctx: FileContext, _ call: CallSite) -> Bool {
        let name = call.name
        var typeName = name
        if name == "init", call.callee.count >= 2 { typeName = call.callee[call.callee.count - 2] }
        if isColorType(typeName) {
            let labelled = call.arguments.filter { $0.label.map(ColorVocabulary.channelLabels.contains) ?? false }
            if !labelled.isEmpty {
                // A label that is neither a channel nor a companion means another type that happens to
                // be called `…Color` (`SettingValue.Color(id = …, value = 0xFFFF0000.toInt())`).
                let foreign = call.arguments.contains { argument in
                    argument.label.map { !ColorVocabulary.channelLabels.contains($0) && !ColorVocabulary.channelCompanionLabels.contains($0) } ?? false
                }
                if foreign { return false }
                return labelled.allSatisfy { ctx.isNumericLiteralExpression($0.first, $0.last) }
            }
            // Compose `Color(0.1f, 0.2f, 0.3f[, 1f])`, `Color(255, 0, 0)`: positional channels.
            if ctx.language == .kotlin && typeName == "Color" && (3...4).contains(call.arguments.count) {
                return call.arguments.allSatisfy { $0.label == nil && ctx.isNumericLiteralExpression($0.first, $0.last) }
            }
            return false
        }
        // android.graphics.Color.rgb / argb / valueOf, Color.hsl / hsv.
        if ctx.language == .kotlin, Self.kotlinFactories.contains(name), call.callee.count >= 2,
           call.callee[call.callee.count - 2] == "Color", call.arguments.count >= 3 {
            return call.arguments.allSatisfy { ctx.isNumericLiteralExpression($0.first, $0.last) }
        }
        return false
    }

    private func signature(_ call: CallSite, _ language: Language) -> String {
        let labels = call.labels
        let callee = call.callee.filter { $0 != "init" }.joined(separator: ".")
        if labels.isEmpty { return "\(callee)(…)" }
        switch language {
        case .swift: return "\(callee)(\(labels.map { "\($0):" }.joined()))"
        case .kotlin: return "\(callee)(\(labels.map { "\($0) = …" }.joined(separator: ", ")))"
        }
    }
}

extension RawColorInitializerRule {
    package struct Options: RuleOptionSet {
        package var colorTypes: [String] = []
        package var reportKotlinChannelColors = false

        package init() {}

        package static var fields: [RuleOptionField<Options>] {
            [.strings("colorTypes", \.colorTypes,
                      "Extra colour type names whose channel initialisers are flagged (any UpperCamel name ending in `Color` already is)."),
             .bool("reportKotlinChannelColors", \.reportKotlinChannelColors,
                   "Also report Kotlin colours built from channels (`Color.rgb(…)`, `Color.argb(…)`, Compose `Color(r, g, b)`). "
                   + "Off by default: in Kotlin they are nearly always drawing code (overlays on content, charts, maps, scrims).")]
        }
    }
}
