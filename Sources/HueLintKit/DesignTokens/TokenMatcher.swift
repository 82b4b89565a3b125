import Foundation

/// What the catalog offers for one hardcoded colour.
package enum TokenMatch: Equatable, Sendable {
    /// Exactly one token has this colour (after the role from the context broke any tie).
    case exact(DesignToken)
    /// Several tokens have this colour and the context does not say which: candidates, no fix.
    case ambiguous([DesignToken])
    /// The nearest token is within the threshold: a suggestion, not a certainty.
    case near(DesignToken, deltaE: Double)
    /// No token within the threshold; the nearest one, so the team can decide to add a token.
    case far(DesignToken, deltaE: Double)
    /// No token has an expression in this language.
    case none
}

extension TokenMatch {
    /// Whether no token lies within the threshold (or none exists): what "no token near" says.
    var isFarOrNone: Bool {
        switch self {
        case .far, .none: return true
        default: return false
        }
    }

    /// The token a fix would write: the exact or the nearest one.
    var offered: DesignToken? {
        switch self {
        case .exact(let token), .near(let token, _): return token
        default: return nil
        }
    }
}

/// Matches colours to the catalog's tokens for one language.
///
/// Built once per run and shared by every file linted in parallel. What matching reads of each
/// token (its colours at 8 bits, its colours in the distance's space, its role) is computed once
/// here, and each answer is remembered per (colour, role): a large catalog is scanned once per
/// distinct colour, not once per finding.
package struct TokenMatcher: Sendable {
    package let tokens: [DesignToken]
    package let maxDeltaE: Double
    package let distance: ColorDistance
    /// Per token, in `tokens` order.
    private let prepared: [Prepared]
    /// Colours of private tokens (8-bit RGBA), which are never offered.
    private let privateValues: Set<UInt32>
    /// The palette's primitives (named for their colour alone, or in a configured namespace) by
    /// value, the first in catalog order: never offered, but a message may say one has the colour.
    private let primitivesByValue: [UInt32: DesignToken]
    /// Token indices by light value (8-bit RGBA), in `tokens` order: the exact matches of a colour.
    private let byLightValue: [UInt32: [Int]]
    /// Token indices sorted by the lightness of their light value, and those lightnesses: a nearest
    /// search looks only at the tokens whose lightness alone does not already rule them out.
    private let byLightness: [Int]
    private let lightnesses: [Double]
    /// The lightest and darkest tokens' lightness; nil when some token's is not a finite number
    /// (then the search measures every token, as a plain scan does).
    private let lightnessRange: ClosedRange<Double>?
    private let cache = MatchCache()

    /// - Parameter primitiveNamespaces: configured `paletteNamespaces`; their members (`FXColors.blue`)
    ///   are primitives that `direct-palette-reference` reports, so they are never offered, and neither
    ///   are tokens named for their colour alone.
    package init(catalog: TokenCatalog, language: Language, maxDeltaE: Double = 2, distance: ColorDistance = .ciede2000,
                primitiveNamespaces: [String] = []) {
        // Private declarations cannot be written outside their file, where colour findings live; their
        // values still count, so a colour they share is not one token's alone.
        privateValues = Set(catalog.tokens.filter { $0.isPrivate && $0.expression(for: language) != nil }.map { Probe.bytes(of: $0.light) })
        // Only semantic tokens are fix targets: a primitive named for its colour (`black`,
        // `BrandColors.Blue40`, `grey_04`) or in a configured namespace swaps one hardcoded colour for
        // another. Primitives with one value in both appearances are kept by value, for messages.
        var semantic: [DesignToken] = []
        var primitives: [UInt32: DesignToken] = [:]
        for token in catalog.tokens where !token.isPrivate {
            guard let expression = token.expression(for: language) else { continue }
            guard TokenFixes.namesOnlyAColor(token.name) || primitiveNamespaces.contains(where: { expression == $0 || expression.hasPrefix($0 + ".") }) else {
                semantic.append(token)
                continue
            }
            let value = Probe.bytes(of: token.light)
            if primitives[value] == nil && token.dark.map({ Probe.bytes(of: $0) == value }) ?? true { primitives[value] = token }
        }
        tokens = semantic
        primitivesByValue = primitives
        self.maxDeltaE = maxDeltaE
        self.distance = distance
        let prepared = tokens.map { Prepared($0, distance) }
        self.prepared = prepared
        byLightValue = Dictionary(grouping: prepared.indices) { prepared[$0].light.bytes }
        byLightness = prepared.indices.sorted { (prepared[$0].light.point.l, $0) < (prepared[$1].light.point.l, $1) }
        lightnesses = byLightness.map { prepared[$0].light.point.l }
        lightnessRange = lightnesses.isEmpty || !lightnesses.allSatisfy(\.isFinite) ? nil
            : lightnesses.min()!...lightnesses.max()!
    }

    /// A token's values as matching reads them, with no strings to retain.
    private struct Prepared {
        var light: Probe
        var dark: Probe?
        var role: TokenRole?

        init(_ token: DesignToken, _ distance: ColorDistance) {
            light = Probe(token.light, distance)
            dark = token.dark.map { Probe($0, distance) }
            role = token.role
        }
    }

    /// A colour at 8 bits per channel (what "the same colour" compares) and in the distance's space.
    private struct Probe {
        var bytes: UInt32
        var alpha: UInt8
        var point: (l: Double, a: Double, b: Double)

        init(_ color: RGBA, _ distance: ColorDistance) {
            bytes = Self.bytes(of: color)
            alpha = color.bytes.alpha
            point = distance.point(color)
        }

        /// The colour at 8 bits per channel as one number: what "the same colour" compares.
        static func bytes(of color: RGBA) -> UInt32 {
            let b = color.bytes
            return UInt32(b.red) << 24 | UInt32(b.green) << 16 | UInt32(b.blue) << 8 | UInt32(b.alpha)
        }
    }

    /// A single colour: compared with each token's light (any-appearance) value. A colour whose
    /// Lab value is not finite (channels far beyond any display's range) matches nothing.
    package func match(_ color: RGBA, role: TokenRole?) -> TokenMatch {
        cache.answer(MatchKey(light: color, dark: nil, role: role)) {
            let probe = Probe(color, distance)
            let same = byLightValue[probe.bytes] ?? []
            let found: TokenMatch
            if !same.isEmpty {
                found = exact(same, role: role)
            } else if let range = lightnessRange {
                found = nearest(to: probe, role: role, lightnessRange: range)
            } else {
                found = match(role: role, exact: { _ in false }, delta: { token in
                    token.light.alpha == probe.alpha ? distance.delta(token.light.point, probe.point) : nil
                }, bound: { token in distance.lowerBound(token.light.point, probe.point) })
            }
            // The only writable token of a colour private tokens share too: a candidate, not the answer.
            if case .exact(let token) = found, privateValues.contains(probe.bytes) { return .ambiguous([token]) }
            return found
        }
    }

    /// The palette primitive whose value is exactly `color`, if any: a fix never writes it.
    package func primitive(exactly color: RGBA) -> DesignToken? { primitivesByValue[Probe.bytes(of: color)] }

    /// Whether the palette has primitives a message may name.
    package var hasPrimitives: Bool { !primitivesByValue.isEmpty }

    /// A light/dark pair from an appearance conditional: only adaptive tokens with both values match.
    package func match(light: RGBA, dark: RGBA, role: TokenRole?) -> TokenMatch {
        cache.answer(MatchKey(light: light, dark: dark, role: role)) {
            let light = Probe(light, distance), dark = Probe(dark, distance)
            return match(role: role, exact: { token in
                guard let tokenDark = token.dark else { return false }
                return token.light.bytes == light.bytes && tokenDark.bytes == dark.bytes
            }, delta: { token in
                guard let tokenDark = token.dark, token.light.alpha == light.alpha, tokenDark.alpha == dark.alpha else { return nil }
                return max(distance.delta(token.light.point, light.point), distance.delta(tokenDark.point, dark.point))
            }, bound: { token in
                guard let tokenDark = token.dark else { return 0 }
                return max(distance.lowerBound(token.light.point, light.point), distance.lowerBound(tokenDark.point, dark.point))
            })
        }
    }

    /// The nearest token to `probe`'s light value among those of its alpha: the tokens that can be
    /// nearest (or tie with it) are found by walking out from its lightness in both directions
    /// until the lightness difference alone exceeds the best difference found; each is measured
    /// only when its own bound does not rule it out. Then `choose` picks among them in `tokens`
    /// order, as a scan of every token would.
    private func nearest(to probe: Probe, role: TokenRole?, lightnessRange range: ClosedRange<Double>) -> TokenMatch {
        var low = 0, high = lightnesses.count
        let l = probe.point.l
        while low < high {  // the first token at least as light as the probe
            let middle = (low + high) / 2
            if lightnesses[middle] < l { low = middle + 1 } else { high = middle }
        }
        var below = low - 1, above = low
        var best = Double.infinity
        var measured: [(index: Int, delta: Double)] = []
        func visit(_ position: Int) {
            let index = byLightness[position], token = prepared[index]
            guard token.light.alpha == probe.alpha, distance.lowerBound(token.light.point, probe.point) <= best + 1e-6 else { return }
            let d = distance.delta(token.light.point, probe.point)
            measured.append((index, d))
            best = min(best, d)
        }
        // `lightnessBound` never exceeds `lowerBound` for any token's lightness. A probe whose
        // lightness is not a number rules nothing out, and no token is measured for it.
        func ruledOut(_ position: Int) -> Bool {
            distance.lightnessBound(abs(lightnesses[position] - l), probe: l, lightnesses: range) > best + 1e-6
        }
        while true {
            let belowOut = below < 0 || ruledOut(below)
            let aboveOut = above >= lightnesses.count || ruledOut(above)
            if belowOut && aboveOut { break }
            // The nearer side first, so the best difference shrinks as early as it can.
            if !belowOut && (aboveOut || l - lightnesses[below] <= lightnesses[above] - l) {
                visit(below); below -= 1
            } else {
                visit(above); above += 1
            }
        }
        return choose(measured.sorted { $0.index < $1.index }, role: role)
    }

    /// The exact token, else the nearest by `delta`. `bound` never exceeds `delta`; a token whose
    /// bound is beyond the best so far (and its tie margin) cannot win, and is not measured.
    private func match(role: TokenRole?, exact: (Prepared) -> Bool, delta: (Prepared) -> Double?,
                       bound: (Prepared) -> Double) -> TokenMatch {
        let same = prepared.indices.filter { exact(prepared[$0]) }
        if !same.isEmpty { return self.exact(same, role: role) }
        var measured: [(index: Int, delta: Double)] = []
        var best = Double.infinity
        for index in prepared.indices where bound(prepared[index]) <= best + 1e-6 {
            guard let d = delta(prepared[index]) else { continue }
            measured.append((index, d))
            best = min(best, d)
        }
        return choose(measured, role: role)
    }

    /// Several tokens of exactly this colour: the role from the context may pick one.
    private func exact(_ same: [Int], role: TokenRole?) -> TokenMatch {
        if same.count == 1 { return .exact(tokens[same[0]]) }
        if let role {
            let fitting = same.filter { prepared[$0].role == role }
            if fitting.count == 1 { return .exact(tokens[fitting[0]]) }
            let untyped = same.filter { prepared[$0].role == nil }
            if fitting.isEmpty && untyped.count == 1 { return .exact(tokens[untyped[0]]) }
        }
        return .ambiguous(same.map { tokens[$0] })
    }

    /// The nearest of the measured tokens (in `tokens` order). Ties go to the token whose role
    /// fits, then to catalog order.
    private func choose(_ measured: [(index: Int, delta: Double)], role: TokenRole?) -> TokenMatch {
        var best: (index: Int, delta: Double)?
        for (index, d) in measured {
            if best == nil || d < best!.delta - 1e-9
                || abs(d - best!.delta) <= 1e-9 && prepared[index].role == role && prepared[best!.index].role != role {
                best = (index, d)
            }
        }
        guard let best else { return .none }
        let token = tokens[best.index]
        return best.delta <= maxDeltaE ? .near(token, deltaE: best.delta) : .far(token, deltaE: best.delta)
    }

    /// The colours and role a match depends on (the language is the matcher's).
    private struct MatchKey: Hashable {
        var light: RGBA
        var dark: RGBA?
        var role: TokenRole?

        /// NaN is not equal to itself, so such a key could never be found again.
        var isCacheable: Bool {
            [light.red, light.green, light.blue, light.alpha].allSatisfy(\.isFinite)
                && (dark.map { [$0.red, $0.green, $0.blue, $0.alpha].allSatisfy(\.isFinite) } ?? true)
        }
    }

    /// Answers already computed, shared by the files linted in parallel. The lock is held only to
    /// read or store; two workers may both compute a missing answer, and they compute the same one.
    private final class MatchCache: @unchecked Sendable {
        private let lock = NSLock()
        private var answers: [MatchKey: TokenMatch] = [:]

        func answer(_ key: MatchKey, _ compute: () -> TokenMatch) -> TokenMatch {
            guard key.isCacheable else { return compute() }
            lock.lock()
            let known = answers[key]
            lock.unlock()
            if let known { return known }
            let answer = compute()
            lock.lock()
            answers[key] = answer
            lock.unlock()
            return answer
        }
    }

    /// `1.3`: ΔE printed with one decimal.
    package static func format(_ deltaE: Double) -> String {
        String(format: "%.1f", deltaE)
    }
}
