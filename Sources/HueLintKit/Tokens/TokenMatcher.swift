import Foundation

/// What the catalog offers for one hardcoded colour.
public enum TokenMatch: Equatable, Sendable {
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

/// Matches colours to the catalog's tokens for one language.
public struct TokenMatcher: Sendable {
    public let tokens: [DesignToken]
    public let maxDeltaE: Double
    public let distance: ColorDistance

    public init(catalog: TokenCatalog, language: Language, maxDeltaE: Double = 2, distance: ColorDistance = .ciede2000) {
        tokens = catalog.tokens.filter { $0.expression(for: language) != nil }
        self.maxDeltaE = maxDeltaE
        self.distance = distance
    }

    /// A single colour: compared with each token's light (any-appearance) value.
    public func match(_ color: RGBA, role: TokenRole?) -> TokenMatch {
        match(role: role, exact: { $0.light.isSameColor(as: color) }, delta: { token in
            token.light.bytes.alpha == color.bytes.alpha ? distance.delta(token.light, color) : nil
        })
    }

    /// A light/dark pair from an appearance conditional: only adaptive tokens with both values match.
    public func match(light: RGBA, dark: RGBA, role: TokenRole?) -> TokenMatch {
        match(role: role, exact: { token in
            guard let tokenDark = token.dark else { return false }
            return token.light.isSameColor(as: light) && tokenDark.isSameColor(as: dark)
        }, delta: { token in
            guard let tokenDark = token.dark, token.light.bytes.alpha == light.bytes.alpha,
                  tokenDark.bytes.alpha == dark.bytes.alpha else { return nil }
            return max(distance.delta(token.light, light), distance.delta(tokenDark, dark))
        })
    }

    private func match(role: TokenRole?, exact: (DesignToken) -> Bool, delta: (DesignToken) -> Double?) -> TokenMatch {
        let same = tokens.filter(exact)
        if same.count == 1 { return .exact(same[0]) }
        if same.count > 1 {
            if let role {
                let fitting = same.filter { $0.role == role }
                if fitting.count == 1 { return .exact(fitting[0]) }
                let untyped = same.filter { $0.role == nil }
                if fitting.isEmpty && untyped.count == 1 { return .exact(untyped[0]) }
            }
            return .ambiguous(same)
        }
        var best: (token: DesignToken, delta: Double)?
        for token in tokens {
            guard let d = delta(token) else { continue }
            // Ties go to the token whose role fits, then to catalog order.
            if best == nil || d < best!.delta - 1e-9 || abs(d - best!.delta) <= 1e-9 && token.role == role && best!.token.role != role {
                best = (token, d)
            }
        }
        guard let best else { return .none }
        return best.delta <= maxDeltaE ? .near(best.token, deltaE: best.delta) : .far(best.token, deltaE: best.delta)
    }

    /// `1.3`: ΔE printed with one decimal.
    public static func format(_ deltaE: Double) -> String {
        String(format: "%.1f", deltaE)
    }
}
