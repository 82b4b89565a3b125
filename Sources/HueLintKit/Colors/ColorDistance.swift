import Foundation

/// Perceptual colour difference. ΔE 1 is about a just-noticeable difference; 2 is close enough
/// that a designer would call the colours the same token.
package enum ColorDistance: String, Sendable, CaseIterable {
    /// CIEDE2000 on CIE L*a*b* (D65).
    case ciede2000
    /// Euclidean distance in OKLab, scaled by 100 so it reads on the same scale as CIEDE2000.
    case oklab

    /// The difference between two sRGB colours. Alpha is not part of ΔE: a translucent colour
    /// never matches an opaque token exactly, and matching compares alpha separately.
    package func delta(_ a: RGBA, _ b: RGBA) -> Double {
        delta(point(a), point(b))
    }

    /// A colour in this distance's space (CIE L*a*b* or OKLab), so a colour compared many times
    /// is converted once: `delta(point(a), point(b))` is `delta(a, b)`, bit for bit.
    package func point(_ color: RGBA) -> (l: Double, a: Double, b: Double) {
        switch self {
        case .ciede2000: return ColorSpaces.lab(color)
        case .oklab: return ColorDistance.oklab(color)
        }
    }

    /// The difference between two colours already converted by `point`.
    package func delta(_ p: (l: Double, a: Double, b: Double), _ q: (l: Double, a: Double, b: Double)) -> Double {
        switch self {
        case .ciede2000: return ColorDistance.ciede2000(p, q)
        case .oklab:
            let dl = p.l - q.l, da = p.a - q.a, db = p.b - q.b
            return 100 * (dl * dl + da * da + db * db).squareRoot()
        }
    }

    /// A value `delta(p, q)` is never below, far cheaper to compute: nearest-token searches skip
    /// every token whose bound already exceeds the best difference found.
    ///
    /// For CIEDE2000 it is the lightness term |ΔL|/S_L: the chroma and hue terms add
    /// C² + H² + R_T·C·H, which is never negative because |R_T| ≤ 2. For OKLab, the lightness
    /// axis alone.
    package func lowerBound(_ p: (l: Double, a: Double, b: Double), _ q: (l: Double, a: Double, b: Double)) -> Double {
        switch self {
        case .ciede2000:
            let lMean = (p.l + q.l) / 2
            let l50 = (lMean - 50) * (lMean - 50)
            let sl = 1 + 0.015 * l50 / (20 + l50).squareRoot()
            return abs(q.l - p.l) / sl
        case .oklab:
            return 100 * abs(p.l - q.l)
        }
    }

    /// A bound on `lowerBound(p, q)` from |ΔL| alone, for every q whose lightness lies in
    /// `lightnesses` (p's and q's lightness between them bound the mean): for CIEDE2000, |ΔL| over
    /// the largest S_L of those means. S_L grows with the mean's distance from 50, and extended-range
    /// colours (HDR white, negative channels) take it past 0…100, so the range is not assumed.
    package func lightnessBound(_ lightnessDifference: Double, probe: Double, lightnesses: ClosedRange<Double>) -> Double {
        switch self {
        case .ciede2000:
            let farthest = max(abs((probe + lightnesses.lowerBound) / 2 - 50), abs((probe + lightnesses.upperBound) / 2 - 50), 0)
            let square = farthest * farthest
            let largestSL = (1 + 0.015 * square / (20 + square).squareRoot()) * (1 + 1e-12)
            return lightnessDifference / largestSL
        case .oklab: return 100 * lightnessDifference
        }
    }

    /// CIEDE2000 (CIE 142-2001) with kL = kC = kH = 1, following Sharma, Wu and Dalal (2005),
    /// including their notes on the hue mean and difference when a chroma is zero.
    package static func ciede2000(_ lab1: (l: Double, a: Double, b: Double), _ lab2: (l: Double, a: Double, b: Double)) -> Double {
        let degree = Double.pi / 180
        let c1 = (lab1.a * lab1.a + lab1.b * lab1.b).squareRoot()
        let c2 = (lab2.a * lab2.a + lab2.b * lab2.b).squareRoot()
        let cMean = (c1 + c2) / 2
        let c7 = pow(cMean, 7)
        let g = 0.5 * (1 - (c7 / (c7 + pow(25, 7))).squareRoot())
        let a1 = (1 + g) * lab1.a, a2 = (1 + g) * lab2.a
        let cp1 = (a1 * a1 + lab1.b * lab1.b).squareRoot()
        let cp2 = (a2 * a2 + lab2.b * lab2.b).squareRoot()
        func hue(_ b: Double, _ a: Double) -> Double {
            if b == 0 && a == 0 { return 0 }
            let h = atan2(b, a) / degree
            return h < 0 ? h + 360 : h
        }
        let hp1 = hue(lab1.b, a1), hp2 = hue(lab2.b, a2)

        let dL = lab2.l - lab1.l
        let dC = cp2 - cp1
        var dh = 0.0
        if cp1 * cp2 != 0 {
            dh = hp2 - hp1
            if dh > 180 { dh -= 360 } else if dh < -180 { dh += 360 }
        }
        let dH = 2 * (cp1 * cp2).squareRoot() * sin(dh / 2 * degree)

        let lMean = (lab1.l + lab2.l) / 2
        let cpMean = (cp1 + cp2) / 2
        var hMean = hp1 + hp2
        if cp1 * cp2 != 0 {
            if abs(hp1 - hp2) <= 180 {
                hMean /= 2
            } else {
                hMean = hp1 + hp2 < 360 ? (hp1 + hp2 + 360) / 2 : (hp1 + hp2 - 360) / 2
            }
        }
        let t = 1 - 0.17 * cos((hMean - 30) * degree) + 0.24 * cos(2 * hMean * degree)
            + 0.32 * cos((3 * hMean + 6) * degree) - 0.20 * cos((4 * hMean - 63) * degree)
        let dTheta = 30 * exp(-pow((hMean - 275) / 25, 2))
        let cp7 = pow(cpMean, 7)
        let rc = 2 * (cp7 / (cp7 + pow(25, 7))).squareRoot()
        let l50 = (lMean - 50) * (lMean - 50)
        let sl = 1 + 0.015 * l50 / (20 + l50).squareRoot()
        let sc = 1 + 0.045 * cpMean
        let sh = 1 + 0.015 * cpMean * t
        let rt = -sin(2 * dTheta * degree) * rc
        let termL = dL / sl, termC = dC / sc, termH = dH / sh
        return (termL * termL + termC * termC + termH * termH + rt * termC * termH).squareRoot()
    }

    /// OKLab (Björn Ottosson, 2020) of a gamma-encoded sRGB colour, from the definition's two matrices.
    package static func oklab(_ color: RGBA) -> (l: Double, a: Double, b: Double) {
        let r = ColorSpaces.linear(color.red), g = ColorSpaces.linear(color.green), b = ColorSpaces.linear(color.blue)
        let l = cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b)
        let m = cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b)
        let s = cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b)
        return (0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s,
                1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s,
                0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s)
    }
}
