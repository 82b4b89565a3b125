/// A project's own enums with colour-named cases (`enum ToastColor { case red, green, purple }`).
///
/// Swift resolves an implicit member by the parameter's type: `ToastManager.show(text, color: .red)`
/// passes `ToastColor.red` when `color` is a `ToastColor`, not `UIColor.red`. That type lives in
/// another file, so each file lists the colour-named cases its enums declare, and the run drops a
/// palette finding whose implicit member was passed to one of the app's own functions when some
/// enum of the project has a case of that name. Colour APIs (`.foregroundColor(.red)`,
/// `setTitleColor(.red, for:)`) and assignments take colours whatever the project declares.
package enum ProjectEnumCases {
    /// The palette-named cases declared by the Swift enums of the file (`red`, `green`, …).
    static func declared(in ctx: FileContext) -> Set<String> {
        // Keywords the lexer's index found: no scope table is built for this.
        guard ctx.language == .swift, !ctx.index.enumKeywords.isEmpty else { return [] }
        var names: Set<String> = []
        for keyword in ctx.index.enumKeywords {
            // `enum ToastColor: Int {`: the body's brace, within the declaration's line.
            var open = Int(keyword) + 1
            while open < ctx.count && open < Int(keyword) + 24 && ctx.kind(open) != .leftBrace && ctx.kind(open) != .rightBrace { open += 1 }
            guard ctx.kind(open) == .leftBrace else { continue }
            let close = ctx.partnerOf(open)
            guard close > open else { continue }
            var q = open + 1
            var inCaseList = false
            while q < close {
                switch ctx.kind(q) {
                case .leftBrace, .leftParen, .leftBracket:
                    // A nested type or method (its cases are not this enum's), associated values, a raw
                    // value's call: skipped whole. A brace ends the case list.
                    if ctx.kind(q) == .leftBrace { inCaseList = false }
                    q = max(q, ctx.partnerOf(q))
                default:
                    // A name follows `case`, or a comma of its list: `case green = 0, blue`.
                    if ctx.is(q, "case") || inCaseList && ctx.kind(q) == .comma {
                        inCaseList = true
                        if DirectPaletteReferenceRule.isSwiftPaletteMember(ctx, q + 1) { names.insert(ctx.text(q + 1)) }
                    } else if ctx.hasNewlineBefore(q) {
                        inCaseList = ctx.kind(q - 1) == .comma  // a case list continued on the next line
                    }
                }
                q += 1
            }
        }
        return names
    }

    /// Removes the palette findings whose member is a case of one of the project's enums.
    static func drop(from findings: inout [Finding], cases: Set<String>) {
        guard !cases.isEmpty else { return }
        findings.removeAll { finding in finding.ownCallMember.map(cases.contains) ?? false }
    }
}
