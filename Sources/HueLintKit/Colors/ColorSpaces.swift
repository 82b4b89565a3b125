import Foundation

/// Colour-space conversions. Matrices are derived here from each space's published primaries and
/// white point (CIE xy chromaticities), not typed in, so they are exactly consistent with one another.
package enum ColorSpaces {
    /// A 3×3 matrix, row-major.
    package typealias Matrix = [[Double]]

    // MARK: Transfer functions (sRGB and Display P3 share the sRGB curve)

    /// Gamma-encoded sRGB channel to linear light; odd-symmetric, so extended values keep their sign.
    package static func linear(_ encoded: Double) -> Double {
        let magnitude = abs(encoded)
        let value = magnitude <= 0.04045 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
        return encoded < 0 ? -value : value
    }

    /// Linear light to gamma-encoded sRGB.
    package static func encoded(_ linear: Double) -> Double {
        let magnitude = abs(linear)
        let value = magnitude <= 0.0031308 ? magnitude * 12.92 : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
        return linear < 0 ? -value : value
    }

    // MARK: Primaries

    /// D65 white, CIE 1931 xy.
    static let d65 = (x: 0.3127, y: 0.3290)
    /// ITU-R BT.709 / sRGB primaries.
    static let srgbPrimaries = [(0.64, 0.33), (0.30, 0.60), (0.15, 0.06)]
    /// Display P3: DCI-P3 primaries with a D65 white.
    static let displayP3Primaries = [(0.680, 0.320), (0.265, 0.690), (0.150, 0.060)]

    /// Linear RGB → XYZ for primaries and white `d65`, scaled so white has Y = 1.
    static func rgbToXYZ(primaries: [(Double, Double)]) -> Matrix {
        // Columns: each primary's XYZ at Y = 1, then scaled so R + G + B = white.
        let columns = primaries.map { (x, y) in [x / y, 1, (1 - x - y) / y] }
        let p: Matrix = (0..<3).map { row in (0..<3).map { column in columns[column][row] } }
        let white = [d65.x / d65.y, 1, (1 - d65.x - d65.y) / d65.y]
        let scale = multiply(inverse(p), white)
        return (0..<3).map { row in (0..<3).map { column in p[row][column] * scale[column] } }
    }

    package static let srgbToXYZ = rgbToXYZ(primaries: srgbPrimaries)
    package static let xyzToSRGB = inverse(srgbToXYZ)
    package static let displayP3ToXYZ = rgbToXYZ(primaries: displayP3Primaries)
    package static let xyzToDisplayP3 = inverse(displayP3ToXYZ)
    /// Linear Display P3 → linear sRGB, through XYZ.
    package static let displayP3ToSRGB = multiply(xyzToSRGB, displayP3ToXYZ)
    package static let srgbToDisplayP3 = multiply(xyzToDisplayP3, srgbToXYZ)

    /// A gamma-encoded Display P3 colour as (extended) gamma-encoded sRGB.
    package static func srgb(fromDisplayP3 red: Double, _ green: Double, _ blue: Double, alpha: Double = 1) -> RGBA {
        let l = multiply(displayP3ToSRGB, [linear(red), linear(green), linear(blue)])
        return RGBA(red: encoded(l[0]), green: encoded(l[1]), blue: encoded(l[2]), alpha: alpha)
    }

    /// The colour's gamma-encoded Display P3 channels.
    package static func displayP3(fromSRGB color: RGBA) -> (red: Double, green: Double, blue: Double) {
        let l = multiply(srgbToDisplayP3, [linear(color.red), linear(color.green), linear(color.blue)])
        return (encoded(l[0]), encoded(l[1]), encoded(l[2]))
    }

    /// A linear-light sRGB colour (`extended-linear-srgb` in asset catalogs) gamma-encoded.
    package static func srgb(fromLinear red: Double, _ green: Double, _ blue: Double, alpha: Double = 1) -> RGBA {
        RGBA(red: encoded(red), green: encoded(green), blue: encoded(blue), alpha: alpha)
    }

    // MARK: HSB / HSL

    /// Hue, saturation and brightness (value) in 0…1, as UIKit and SwiftUI take them.
    package static func rgb(hue: Double, saturation: Double, brightness: Double, alpha: Double = 1) -> RGBA {
        let h = (hue - hue.rounded(.down)) * 6
        let sector = Int(h.rounded(.down)) % 6
        let f = h - h.rounded(.down)
        let v = brightness, s = saturation
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (Double, Double, Double)
        switch sector {
        case 0: (r, g, b) = (v, t, p)
        case 1: (r, g, b) = (q, v, p)
        case 2: (r, g, b) = (p, v, t)
        case 3: (r, g, b) = (p, q, v)
        case 4: (r, g, b) = (t, p, v)
        default: (r, g, b) = (v, p, q)
        }
        return RGBA(red: r, green: g, blue: b, alpha: alpha)
    }

    /// Hue in 0…1, saturation and lightness in 0…1 (Compose `Color.hsl` takes degrees: divide by 360).
    package static func rgb(hue: Double, saturation: Double, lightness: Double, alpha: Double = 1) -> RGBA {
        let v = lightness + saturation * min(lightness, 1 - lightness)
        let s = v == 0 ? 0 : 2 * (1 - lightness / v)
        return rgb(hue: hue, saturation: s, brightness: v, alpha: alpha)
    }

    // MARK: Lab

    /// CIE L*a*b* (D65 reference white) of a gamma-encoded sRGB colour; alpha is ignored.
    package static func lab(_ color: RGBA) -> (l: Double, a: Double, b: Double) {
        let xyz = multiply(srgbToXYZ, [linear(color.red), linear(color.green), linear(color.blue)])
        let white = [d65.x / d65.y, 1, (1 - d65.x - d65.y) / d65.y]
        func f(_ t: Double) -> Double {
            let delta = 6.0 / 29
            return t > delta * delta * delta ? cbrt(t) : t / (3 * delta * delta) + 4.0 / 29
        }
        let fx = f(xyz[0] / white[0]), fy = f(xyz[1] / white[1]), fz = f(xyz[2] / white[2])
        return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))
    }

    // MARK: Matrix helpers

    static func multiply(_ m: Matrix, _ v: [Double]) -> [Double] {
        (0..<3).map { row in m[row][0] * v[0] + m[row][1] * v[1] + m[row][2] * v[2] }
    }

    static func multiply(_ a: Matrix, _ b: Matrix) -> Matrix {
        (0..<3).map { row in (0..<3).map { column in (0..<3).reduce(0) { $0 + a[row][$1] * b[$1][column] } } }
    }

    static func inverse(_ m: Matrix) -> Matrix {
        let a = m[0][0], b = m[0][1], c = m[0][2]
        let d = m[1][0], e = m[1][1], f = m[1][2]
        let g = m[2][0], h = m[2][1], i = m[2][2]
        let cofactors: Matrix = [
            [e * i - f * h, c * h - b * i, b * f - c * e],
            [f * g - d * i, a * i - c * g, c * d - a * f],
            [d * h - e * g, b * g - a * h, a * e - b * d],
        ]
        let determinant = a * cofactors[0][0] + b * cofactors[1][0] + c * cofactors[2][0]
        return cofactors.map { row in row.map { $0 / determinant } }
    }
}
