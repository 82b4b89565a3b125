import Foundation

/// Reads the exact colour a source expression makes, from its tokens: channel initialisers
/// (0–1 floats, 0–255 integers, `x/255`), white, hue/saturation/brightness, opacity and alpha,
/// hex strings and integers in each API's byte order, Display P3, and palette names. Returns nil
/// for anything it cannot evaluate exactly: a fix must never guess a value.
package struct SourceColorParser {
    let ctx: FileContext

    package init(_ ctx: FileContext) { self.ctx = ctx }

    /// The colour of the expression covering significant positions `first…last`.
    package func color(_ first: Int, _ last: Int) -> RGBA? {
        guard first <= last, first >= 0, last < ctx.count else { return nil }
        var p = first
        // `return x`, `(x)`.
        while p < last && (ctx.is(p, "return") || ctx.kind(p) == .leftParen && ctx.partnerOf(p) == last) {
            if ctx.kind(p) == .leftParen { return color(p + 1, last - 1) }
            p += 1
        }
        guard let (base, end) = baseColor(p, last) else { return nil }
        return modifiers(base, from: end + 1, last: last)
    }

    /// The colour of source bytes `range` (a finding's range).
    package func color(in range: ByteRange) -> RGBA? {
        let first = ctx.position(atOffset: range.start)
        var last = ctx.position(atOffset: max(range.start, range.end - 1))
        if last >= ctx.count || Int(ctx.token(last).start) >= range.end { last -= 1 }
        return color(first, last)
    }

    // MARK: Base expressions

    /// The colour at `p` and the last position it spans.
    private func baseColor(_ p: Int, _ last: Int) -> (RGBA, Int)? {
        switch ctx.kind(p) {
        case .pound:
            guard ctx.is(p, "#colorLiteral"), ctx.kind(p + 1) == .leftParen else { return nil }
            let close = ctx.partnerOf(p + 1)
            guard close > p, close <= last else { return nil }
            return channels(["colorLiteral"], ctx.arguments(open: p + 1, close: close)).map { ($0, close) }
        case .stringOpen:
            return hexString(p, last)
        case .number:
            guard let digits = ctx.hexIntegerDigits(at: p), let color = RGBA(hexInteger: digits, order: ctx.language == .kotlin ? .argb : .rgba) else { return nil }
            var end = p
            if ctx.kind(p + 1) == .dot && (ctx.is(p + 2, "toInt") || ctx.is(p + 2, "toLong") || ctx.is(p + 2, "toUInt")) {
                end = ctx.kind(p + 3) == .leftParen ? p + 4 : p + 2
            }
            return (color, end)
        case .dot:
            // Swift implicit member: `.white`, `.init(red: …)`.
            guard ctx.language == .swift, ctx.isIdentifier(p + 1) else { return nil }
            let name = ctx.text(p + 1)
            if name == "init", ctx.kind(p + 2) == .leftParen {
                let close = ctx.partnerOf(p + 2)
                guard close > p else { return nil }
                return constructor(["init"], ctx.arguments(open: p + 2, close: close)).map { ($0, close) }
            }
            // UIKit properties are assigned (`view.backgroundColor = .red`) or wrapped (`Color(nsColor: .purple)`);
            // SwiftUI colours are passed.
            let table = ctx.isOperator(p - 1, "=") || Self.isPlatformColorLabel(ctx, before: p) ? PaletteColors.uiKit : PaletteColors.swiftUI
            return table[name].map { ($0, p + 1) }
        case .identifier:
            let (names, end) = ctx.memberChain(startingAt: p)
            // `Color.black.opacity(0.5)`: the palette member, then its modifiers.
            if let member = paletteMember(names), member.index < names.count - 1 || ctx.kind(end + 1) != .leftParen {
                return (member.color, p + 2 * member.index)
            }
            if ctx.kind(end + 1) == .leftParen, !ctx.hasNewlineBefore(end + 1) {
                let close = ctx.partnerOf(end + 1)
                guard close > end, close <= last else { return nil }
                return call(names, ctx.arguments(open: end + 1, close: close)).map { ($0, close) }
            }
            return nil
        default:
            return nil
        }
    }

    /// `Color(nsColor: .purple)`, `Color(uiColor: .red)`: the implicit member is AppKit's or UIKit's fixed colour.
    static func isPlatformColorLabel(_ ctx: FileContext, before p: Int) -> Bool {
        ctx.kind(p - 1) == .colon && (ctx.is(p - 2, "nsColor") || ctx.is(p - 2, "uiColor"))
    }

    /// `Color.white`, `UIColor.red`, `Color.Black`, `android.graphics.Color.WHITE`: the colour and
    /// the index of the member in the chain.
    private func paletteMember(_ names: [String]) -> (color: RGBA, index: Int)? {
        for (index, name) in names.enumerated().dropLast() {
            let member = names[index + 1]
            switch ctx.language {
            case .swift:
                if name == "Color", let c = PaletteColors.swiftUI[member] { return (c, index + 1) }
                if name == "UIColor" || name == "NSColor" || name == "SKColor", let c = PaletteColors.uiKit[member] { return (c, index + 1) }
            case .kotlin:
                guard name == "Color" else { continue }
                if let c = PaletteColors.compose[member] ?? PaletteColors.android[member] { return (c, index + 1) }
            }
        }
        return nil
    }

    /// `"#0066CC"`, `"#0066CC".toColorInt()`.
    private func hexString(_ p: Int, _ last: Int) -> (RGBA, Int)? {
        guard let string = ctx.plainString(at: p) else { return nil }
        let order: HexOrder = ctx.language == .kotlin ? .argb : .rgba
        guard HexColorText.isHexColor(string.value, requireHash: false), let color = RGBA(hex: string.value, order: order) else { return nil }
        var end = string.close
        if ctx.kind(end + 1) == .dot, ctx.is(end + 2, "toColorInt") || ctx.is(end + 2, "toColor") {
            end = ctx.kind(end + 3) == .leftParen ? max(end + 2, ctx.partnerOf(end + 3)) : end + 2
        }
        return (color, end)
    }

    // MARK: Calls

    private static let hexLabels: Set<String> = ["hex", "hexString", "hexValue", "hexCode", "rgb", "rgba", "argb"]

    private func call(_ callee: [String], _ arguments: [CallArgument]) -> RGBA? {
        let name = callee.last ?? ""
        if name == "init" || ColorVocabulary.isColorTypeName(name) { return constructor(callee, arguments) }
        // `static let ink = hex(0x121212)` in an `extension Color`: the type's own factory, unqualified.
        if callee.count == 1 && (name == "hex" || name == "fromHex"), arguments.count == 1 {
            return hexArgument(arguments[0], order: ctx.language == .kotlin ? .argb : .rgba)
        }
        guard callee.count >= 2, callee[callee.count - 2] == "Color" || ColorVocabulary.isColorTypeName(callee[callee.count - 2]) else { return nil }
        // Factories on a colour type.
        if name == "parseColor" || name.lowercased().contains("hex") {
            guard arguments.count == 1 else { return nil }
            return hexArgument(arguments[0], order: ctx.language == .kotlin || name.contains("ARGB") ? .argb : .rgba)
        }
        guard ctx.language == .kotlin else { return nil }
        let values = arguments.map { numeric($0) }
        guard values.allSatisfy({ $0 != nil }), arguments.allSatisfy({ $0.label == nil }) else { return nil }
        let v = values.map { $0! }
        switch (name, v.count) {
        case ("rgb", 3):
            return bytesOrUnit(v[0], v[1], v[2], alpha: nil)
        case ("argb", 4):
            return bytesOrUnit(v[1], v[2], v[3], alpha: v[0])
        case ("valueOf", 3), ("valueOf", 4):
            return RGBA(red: v[0].value, green: v[1].value, blue: v[2].value, alpha: v.count == 4 ? v[3].value : 1)
        case ("hsv", 3), ("hsv", 4):
            return ColorSpaces.rgb(hue: v[0].value / 360, saturation: v[1].value, brightness: v[2].value, alpha: v.count == 4 ? v[3].value : 1)
        case ("hsl", 3), ("hsl", 4):
            return ColorSpaces.rgb(hue: v[0].value / 360, saturation: v[1].value, lightness: v[2].value, alpha: v.count == 4 ? v[3].value : 1)
        default:
            return nil
        }
    }

    /// Integer arguments are 0–255 (`Color.rgb(255, 0, 0)`); float ones 0–1 (`Color.argb(1f, …)`).
    private func bytesOrUnit(_ r: Number, _ g: Number, _ b: Number, alpha: Number?) -> RGBA? {
        let all = [r, g, b] + (alpha.map { [$0] } ?? [])
        let scale = all.allSatisfy(\.isInteger) ? 255.0 : 1.0
        return RGBA(red: r.value / scale, green: g.value / scale, blue: b.value / scale, alpha: (alpha?.value ?? scale) / scale)
    }

    private func constructor(_ callee: [String], _ arguments: [CallArgument]) -> RGBA? {
        // A hex argument: `Color(hex: "0066CC")`, `UIColor(hex: 0x0066CC, alpha: 0.5)`, `Color(0xFF0066CC)`.
        for argument in arguments where argument.label == nil || Self.hexLabels.contains(argument.label!) {
            let isHex = ctx.plainString(at: argument.first) != nil || ctx.hexIntegerDigits(at: argument.first) != nil
            guard isHex else { continue }
            if argument.label == nil && ctx.language == .swift && callee.last == "init" && callee.count == 1 { return nil }
            let order: HexOrder = argument.label == "argb" || ctx.language == .kotlin ? .argb : .rgba
            guard var color = hexArgument(argument, order: order) else { return nil }
            for other in arguments where other.label == "alpha" || other.label == "opacity" {
                guard let a = numeric(other) else { return nil }
                color.alpha *= a.value
            }
            return arguments.count <= 2 ? color : nil
        }
        return channels(callee, arguments)
    }

    private func hexArgument(_ argument: CallArgument, order: HexOrder) -> RGBA? {
        if let string = ctx.plainString(at: argument.first), string.close == argument.last {
            return RGBA(hex: string.value, order: order)
        }
        guard let digits = ctx.hexIntegerDigits(at: argument.first) else { return nil }
        let plain = argument.first == argument.last
            || argument.last == argument.first + 4 && ctx.kind(argument.first + 1) == .dot
        guard plain else { return nil }
        return RGBA(hexInteger: digits, order: order)
    }

    /// Channel initialisers, labelled (Swift `red:`, Kotlin `red =`) or, in Kotlin, positional.
    private func channels(_ callee: [String], _ arguments: [CallArgument]) -> RGBA? {
        var space = "sRGB"
        var labelled: [String: Number] = [:]
        var positional: [Number] = []
        for (index, argument) in arguments.enumerated() {
            if let label = argument.label {
                guard let value = numeric(argument) else { return nil }
                labelled[label] = value
            } else if index == 0, ctx.kind(argument.first) == .dot, argument.last == argument.first + 1 {
                space = ctx.text(argument.first + 1)  // SwiftUI `Color(.displayP3, red: …)`
            } else {
                guard let value = numeric(argument) else { return nil }
                positional.append(value)
            }
        }
        let alpha = labelled["alpha"] ?? labelled["opacity"] ?? labelled["a"]
        if !positional.isEmpty {
            guard ctx.language == .kotlin, labelled.isEmpty, positional.count == 3 || positional.count == 4 else { return nil }
            return bytesOrUnit(positional[0], positional[1], positional[2], alpha: positional.count == 4 ? positional[3] : nil)
        }
        // AppKit's `NSColor(deviceWhite:alpha:)` and `NSColor(calibratedWhite:alpha:)`: a grey level as `white:` is.
        if let w = labelled["white"] ?? labelled["gray"] ?? labelled["deviceWhite"] ?? labelled["calibratedWhite"] {
            return RGBA(white: w.value, alpha: alpha?.value ?? 1)
        }
        if let h = labelled["hue"], let s = labelled["saturation"], let b = labelled["brightness"] {
            return ColorSpaces.rgb(hue: h.value, saturation: s.value, brightness: b.value, alpha: alpha?.value ?? 1)
        }
        var isP3 = space == "displayP3"
        var red = labelled["red"] ?? labelled["r"] ?? labelled["srgbRed"]
        if red == nil, let p3 = labelled["displayP3Red"] { red = p3; isP3 = true }
        guard let r = red, let g = labelled["green"] ?? labelled["g"], let b = labelled["blue"] ?? labelled["b"] else { return nil }
        guard space == "sRGB" || space == "displayP3" || space == "sRGBLinear" else { return nil }
        let all = [r, g, b] + (alpha.map { [$0] } ?? [])
        // 0–255 integers (`Color(red: 26, green: 26, blue: 26)` extensions, Compose `Color(red = 255, …)`);
        // Swift's own initialisers take 0–1, where an integer above 1 only makes sense as a byte.
        let isBytes = all.allSatisfy(\.isInteger) && (ctx.language == .kotlin || [r, g, b].contains { $0.value > 1 })
        let scale = isBytes ? 255.0 : 1.0
        let a = alpha.map { $0.value / scale } ?? 1
        if isP3 { return ColorSpaces.srgb(fromDisplayP3: r.value / scale, g.value / scale, b.value / scale, alpha: a) }
        if space == "sRGBLinear" { return ColorSpaces.srgb(fromLinear: r.value, g.value, b.value, alpha: a) }
        return RGBA(red: r.value / scale, green: g.value / scale, blue: b.value / scale, alpha: a)
    }

    // MARK: Trailing modifiers

    /// `.opacity(0.5)`, `.withAlphaComponent(0.5)`, `.copy(alpha = 0.5f)` after the base colour.
    private func modifiers(_ color: RGBA, from p: Int, last: Int) -> RGBA? {
        var color = color
        var p = p
        while p <= last {
            guard ctx.kind(p) == .dot, ctx.kind(p + 2) == .leftParen else { return nil }
            let close = ctx.partnerOf(p + 2)
            guard close > p, close <= last else { return nil }
            let arguments = ctx.arguments(open: p + 2, close: close)
            guard arguments.count == 1, let value = numeric(arguments[0]) else { return nil }
            if ctx.is(p + 1, "opacity") && arguments[0].label == nil {
                color.alpha *= value.value
            } else if ctx.is(p + 1, "withAlphaComponent") || ctx.is(p + 1, "copy") && arguments[0].label == "alpha" {
                color.alpha = value.value
            } else {
                return nil
            }
            p = close + 1
        }
        return color
    }

    // MARK: Numbers

    struct Number {
        var value: Double
        /// Only integer literals, no division: a 0–255 channel.
        var isInteger: Bool
    }

    private func numeric(_ argument: CallArgument) -> Number? {
        guard argument.first <= argument.last else { return nil }
        var evaluator = Evaluator(ctx: ctx, p: argument.first, last: argument.last)
        guard let value = evaluator.expression(), evaluator.p == argument.last + 1, value.value.isFinite else { return nil }
        return value
    }

    /// `expr := term (('+'|'-') term)*`, `term := unary (('*'|'/') unary)*`,
    /// `unary := '-' unary | primary`, `primary := number | '(' expr ')' | CGFloat(expr) | primary.toFloat()`.
    struct Evaluator {
        let ctx: FileContext
        var p: Int
        let last: Int

        mutating func expression() -> Number? {
            guard var left = term() else { return nil }
            while p <= last, ctx.isOperator(p, "+") || ctx.isOperator(p, "-") {
                let minus = ctx.is(p, "-")
                p += 1
                guard let right = term() else { return nil }
                left = Number(value: minus ? left.value - right.value : left.value + right.value, isInteger: left.isInteger && right.isInteger)
            }
            return left
        }

        mutating func term() -> Number? {
            guard var left = unary() else { return nil }
            while p <= last, ctx.isOperator(p, "*") || ctx.isOperator(p, "/") {
                let divide = ctx.is(p, "/")
                p += 1
                guard let right = unary() else { return nil }
                if divide {
                    guard right.value != 0 else { return nil }
                    left = Number(value: left.value / right.value, isInteger: false)
                } else {
                    left = Number(value: left.value * right.value, isInteger: left.isInteger && right.isInteger)
                }
            }
            return left
        }

        mutating func unary() -> Number? {
            if p <= last, ctx.isOperator(p, "-") {
                p += 1
                return unary().map { Number(value: -$0.value, isInteger: $0.isInteger) }
            }
            guard var value = primary() else { return nil }
            // Kotlin conversions: `255.toFloat()`, `(26 / 255f).toDouble()`.
            while p + 1 <= last, ctx.language == .kotlin, ctx.kind(p) == .dot, ctx.isIdentifier(p + 1) {
                let name = ctx.text(p + 1)
                guard ["toFloat", "toDouble", "toInt", "toLong"].contains(name) else { return nil }
                if name == "toFloat" || name == "toDouble" { value.isInteger = false }
                p += 2
                if p <= last, ctx.kind(p) == .leftParen, ctx.partnerOf(p) == p + 1 { p += 2 }
            }
            return value
        }

        mutating func primary() -> Number? {
            guard p <= last else { return nil }
            switch ctx.kind(p) {
            case .number:
                defer { p += 1 }
                return Evaluator.literal(ctx.text(p))
            case .leftParen:
                let close = ctx.partnerOf(p)
                guard close > p, close <= last else { return nil }
                var inner = Evaluator(ctx: ctx, p: p + 1, last: close - 1)
                guard let value = inner.expression(), inner.p == close else { return nil }
                p = close + 1
                return value
            case .identifier:
                // `CGFloat(0.5)`, `Double(26)`: a conversion of a literal.
                let name = ctx.text(p)
                guard ["CGFloat", "Double", "Float"].contains(name), ctx.kind(p + 1) == .leftParen else { return nil }
                p += 1
                return primary().map { Number(value: $0.value, isInteger: false) }
            default:
                return nil
            }
        }

        /// A Swift or Kotlin number literal: `0.5`, `1_000`, `1e-3`, `0xFF`, `0.5f`, `255L`.
        static func literal(_ text: String) -> Number? {
            // Bytes: Foundation's `replacingOccurrences` and `contains` bridge through NSString on Linux.
            var body = text.utf8.filter { $0 != UInt8(ascii: "_") }
            func dropIntegerSuffixes() {
                while let last = body.last, last == UInt8(ascii: "L") || last == UInt8(ascii: "u") || last == UInt8(ascii: "U") {
                    body.removeLast()
                }
            }
            if body.count >= 2, body[0] == UInt8(ascii: "0"), body[1] == UInt8(ascii: "x") || body[1] == UInt8(ascii: "X") {
                dropIntegerSuffixes()
                return Int(String(decoding: body.dropFirst(2), as: UTF8.self), radix: 16).map { Number(value: Double($0), isInteger: true) }
            }
            var isFloat = body.contains { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") }
            if let last = body.last, last == UInt8(ascii: "f") || last == UInt8(ascii: "F") { isFloat = true; body.removeLast() }
            dropIntegerSuffixes()
            return Double(String(decoding: body, as: UTF8.self)).map { Number(value: $0, isInteger: !isFloat) }
        }
    }
}
