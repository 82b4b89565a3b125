import Foundation
import XCTest
@testable import HueLintCLI
@testable import HueLintKit

final class ColorTests: XCTestCase {
    /// The 34 test pairs of Sharma, Wu and Dalal, "The CIEDE2000 color-difference formula:
    /// implementation notes, supplementary test data, and mathematical observations" (2005), Table 1:
    /// L1, a1, b1, L2, a2, b2, ΔE00.
    static let sharmaPairs: [(Double, Double, Double, Double, Double, Double, Double)] = [
        (50.0000, 2.6772, -79.7751, 50.0000, 0.0000, -82.7485, 2.0425),
        (50.0000, 3.1571, -77.2803, 50.0000, 0.0000, -82.7485, 2.8615),
        (50.0000, 2.8361, -74.0200, 50.0000, 0.0000, -82.7485, 3.4412),
        (50.0000, -1.3802, -84.2814, 50.0000, 0.0000, -82.7485, 1.0000),
        (50.0000, -1.1848, -84.8006, 50.0000, 0.0000, -82.7485, 1.0000),
        (50.0000, -0.9009, -85.5211, 50.0000, 0.0000, -82.7485, 1.0000),
        (50.0000, 0.0000, 0.0000, 50.0000, -1.0000, 2.0000, 2.3669),
        (50.0000, -1.0000, 2.0000, 50.0000, 0.0000, 0.0000, 2.3669),
        (50.0000, 2.4900, -0.0010, 50.0000, -2.4900, 0.0009, 7.1792),
        (50.0000, 2.4900, -0.0010, 50.0000, -2.4900, 0.0010, 7.1792),
        (50.0000, 2.4900, -0.0010, 50.0000, -2.4900, 0.0011, 7.2195),
        (50.0000, 2.4900, -0.0010, 50.0000, -2.4900, 0.0012, 7.2195),
        (50.0000, -0.0010, 2.4900, 50.0000, 0.0009, -2.4900, 4.8045),
        (50.0000, -0.0010, 2.4900, 50.0000, 0.0010, -2.4900, 4.8045),
        (50.0000, -0.0010, 2.4900, 50.0000, 0.0011, -2.4900, 4.7461),
        (50.0000, 2.5000, 0.0000, 50.0000, 0.0000, -2.5000, 4.3065),
        (50.0000, 2.5000, 0.0000, 73.0000, 25.0000, -18.0000, 27.1492),
        (50.0000, 2.5000, 0.0000, 61.0000, -5.0000, 29.0000, 22.8977),
        (50.0000, 2.5000, 0.0000, 56.0000, -27.0000, -3.0000, 31.9030),
        (50.0000, 2.5000, 0.0000, 58.0000, 24.0000, 15.0000, 19.4535),
        (50.0000, 2.5000, 0.0000, 50.0000, 3.1736, 0.5854, 1.0000),
        (50.0000, 2.5000, 0.0000, 50.0000, 3.2972, 0.0000, 1.0000),
        (50.0000, 2.5000, 0.0000, 50.0000, 1.8634, 0.5757, 1.0000),
        (50.0000, 2.5000, 0.0000, 50.0000, 3.2592, 0.3350, 1.0000),
        (60.2574, -34.0099, 36.2677, 60.4626, -34.1751, 39.4387, 1.2644),
        (63.0109, -31.0961, -5.8663, 62.8187, -29.7946, -4.0864, 1.2630),
        (61.2901, 3.7196, -5.3901, 61.4292, 2.2480, -4.9620, 1.8731),
        (35.0831, -44.1164, 3.7933, 35.0232, -40.0716, 1.5901, 1.8645),
        (22.7233, 20.0904, -46.6940, 23.0331, 14.9730, -42.5619, 2.0373),
        (36.4612, 47.8580, 18.3852, 36.2715, 50.5065, 21.2231, 1.4146),
        (90.8027, -2.0831, 1.4410, 91.1528, -1.6435, 0.0447, 1.4441),
        (90.9257, -0.5406, -0.9208, 88.6381, -0.8985, -0.7239, 1.5381),
        (6.7747, -0.2908, -2.4247, 5.8714, -0.0985, -2.2286, 0.6377),
        (2.0776, 0.0795, -1.1350, 0.9033, -0.0636, -0.5514, 0.9082),
    ]

    func testCIEDE2000MatchesSharmaWuDalalPairs() {
        XCTAssertEqual(Self.sharmaPairs.count, 34)
        for (index, pair) in Self.sharmaPairs.enumerated() {
            let forward = ColorDistance.ciede2000((pair.0, pair.1, pair.2), (pair.3, pair.4, pair.5))
            let backward = ColorDistance.ciede2000((pair.3, pair.4, pair.5), (pair.0, pair.1, pair.2))
            XCTAssertEqual(forward, pair.6, accuracy: 0.00005, "pair \(index + 1)")
            XCTAssertEqual(backward, pair.6, accuracy: 0.00005, "pair \(index + 1) reversed")
        }
    }

    /// Nearest-token searches skip tokens by `lowerBound`, so it must never exceed the difference:
    /// on the published pairs, and on random colours with every lightness, chroma and hue.
    func testLowerBoundNeverExceedsTheDifference() {
        for pair in Self.sharmaPairs {
            let p = (pair.0, pair.1, pair.2), q = (pair.3, pair.4, pair.5)
            XCTAssertLessThanOrEqual(ColorDistance.ciede2000.lowerBound(p, q), ColorDistance.ciede2000(p, q))
        }
        var seed: UInt64 = 7
        func next() -> Int { seed = seed &* 6364136223846793005 &+ 1442695040888963407; return Int(seed >> 56) }
        var tight = 0
        for _ in 0..<20_000 {
            let a = RGBA(bytes: next(), next(), next()), b = RGBA(bytes: next(), next(), next())
            for distance in ColorDistance.allCases {
                let p = distance.point(a), q = distance.point(b)
                let bound = distance.lowerBound(p, q), delta = distance.delta(p, q)
                XCTAssertLessThanOrEqual(bound, delta, "\(distance) \(a.hexString) \(b.hexString)")
                if bound > delta * 0.9 { tight += 1 }
            }
        }
        XCTAssertGreaterThan(tight, 1000, "the bound should be close for colours that differ mainly in lightness")
    }

    func testDisplayP3ToSRGBMatrixThroughXYZ() {
        // The linear Display P3 → linear sRGB matrix as published in CSS Color Module Level 4 (7 decimals).
        let expected: [[Double]] = [[1.2249401, -0.2249404, 0], [-0.0420569, 1.0420571, 0], [-0.0196376, -0.0786361, 1.0982735]]
        for row in 0..<3 {
            for column in 0..<3 {
                XCTAssertEqual(ColorSpaces.displayP3ToSRGB[row][column], expected[row][column], accuracy: 0.0000006, "[\(row)][\(column)]")
            }
        }
        // White and greys are the same in both spaces (same white point, same transfer curve).
        let white = ColorSpaces.srgb(fromDisplayP3: 1, 1, 1)
        XCTAssertEqual(white.red, 1, accuracy: 1e-9)
        XCTAssertEqual(white.green, 1, accuracy: 1e-9)
        XCTAssertEqual(white.blue, 1, accuracy: 1e-9)
        XCTAssertEqual(ColorSpaces.srgb(fromDisplayP3: 0.4, 0.4, 0.4).hexString, "#666666")
    }

    func testSRGBPrimariesInDisplayP3() {
        // sRGB red is color(display-p3 0.9175 0.2003 0.1386); green 0.4584 0.9853 0.2983; blue 0.0 0.0 0.9596.
        let red = ColorSpaces.displayP3(fromSRGB: RGBA(red: 1, green: 0, blue: 0))
        XCTAssertEqual(red.red, 0.9175, accuracy: 0.0001)
        XCTAssertEqual(red.green, 0.2003, accuracy: 0.0001)
        XCTAssertEqual(red.blue, 0.1386, accuracy: 0.0001)
        let green = ColorSpaces.displayP3(fromSRGB: RGBA(red: 0, green: 1, blue: 0))
        XCTAssertEqual(green.red, 0.4584, accuracy: 0.0001)
        XCTAssertEqual(green.green, 0.9853, accuracy: 0.0001)
        XCTAssertEqual(green.blue, 0.2983, accuracy: 0.0001)
        // Round trip.
        let back = ColorSpaces.srgb(fromDisplayP3: red.red, red.green, red.blue)
        XCTAssertEqual(back.red, 1, accuracy: 1e-9)
        XCTAssertEqual(back.green, 0, accuracy: 1e-9)
        XCTAssertEqual(back.blue, 0, accuracy: 1e-9)
        // P3 red is outside sRGB: extended sRGB has a channel below zero.
        let p3Red = ColorSpaces.srgb(fromDisplayP3: 1, 0, 0)
        XCTAssertEqual(p3Red.red, 1.0930, accuracy: 0.0005)
        XCTAssertLessThan(p3Red.green, 0)
    }

    func testLabOfKnownColors() {
        let white = ColorSpaces.lab(.white)
        XCTAssertEqual(white.l, 100, accuracy: 1e-9)
        XCTAssertEqual(white.a, 0, accuracy: 1e-9)
        XCTAssertEqual(white.b, 0, accuracy: 1e-9)
        // sRGB red in CIELAB (D65): L 53.24, a 80.09, b 67.20.
        let red = ColorSpaces.lab(RGBA(red: 1, green: 0, blue: 0))
        XCTAssertEqual(red.l, 53.24, accuracy: 0.01)
        XCTAssertEqual(red.a, 80.09, accuracy: 0.01)
        XCTAssertEqual(red.b, 67.20, accuracy: 0.01)
        XCTAssertEqual(ColorDistance.ciede2000.delta(.white, .white), 0)
        XCTAssertEqual(ColorDistance.ciede2000.delta(.white, .black), 100, accuracy: 1e-9)
    }

    func testOKLab() {
        let white = ColorDistance.oklab(.white)
        XCTAssertEqual(white.l, 1, accuracy: 0.0001)
        XCTAssertEqual(white.a, 0, accuracy: 0.0001)
        XCTAssertEqual(white.b, 0, accuracy: 0.0001)
        // sRGB red in OKLab: L 0.6280, a 0.2249, b 0.1258.
        let red = ColorDistance.oklab(RGBA(red: 1, green: 0, blue: 0))
        XCTAssertEqual(red.l, 0.6280, accuracy: 0.0001)
        XCTAssertEqual(red.a, 0.2249, accuracy: 0.0001)
        XCTAssertEqual(red.b, 0.1258, accuracy: 0.0001)
        XCTAssertEqual(ColorDistance.oklab.delta(.white, .black), 100, accuracy: 0.01)
    }

    func testHexNotationsAndByteOrders() {
        XCTAssertEqual(RGBA(hex: "#0066CC", order: .rgba)?.hexString, "#0066CC")
        XCTAssertEqual(RGBA(hex: "0066cc", order: .argb)?.hexString, "#0066CC")
        XCTAssertEqual(RGBA(hex: "#06C", order: .rgba)?.hexString, "#0066CC")
        XCTAssertEqual(RGBA(hex: "#06C8", order: .rgba)?.hexString, "#0066CC88")
        XCTAssertEqual(RGBA(hex: "#0066CC80", order: .rgba)?.hexString, "#0066CC80")
        XCTAssertEqual(RGBA(hex: "#800066CC", order: .argb)?.hexString, "#0066CC80")
        XCTAssertEqual(RGBA(hex: "#8000", order: .argb)?.hexString, "#00000088")
        XCTAssertNil(RGBA(hex: "#0066C", order: .rgba))
        XCTAssertNil(RGBA(hex: "#GG66CC", order: .rgba))
        XCTAssertEqual(RGBA(hexInteger: "FF0066CC", order: .argb)?.hexString, "#0066CC")
        XCTAssertEqual(RGBA(hexInteger: "0066CC", order: .argb)?.hexString, "#0066CC00")
        XCTAssertEqual(RGBA(hexInteger: "0066CC", order: .rgba)?.hexString, "#0066CC")
        XCTAssertEqual(RGBA(hexInteger: "0066CCFF", order: .rgba)?.hexString, "#0066CC")
    }

    func testHSBAndHSL() {
        XCTAssertEqual(ColorSpaces.rgb(hue: 0, saturation: 1, brightness: 1).hexString, "#FF0000")
        XCTAssertEqual(ColorSpaces.rgb(hue: 1.0 / 3, saturation: 1, brightness: 1).hexString, "#00FF00")
        XCTAssertEqual(ColorSpaces.rgb(hue: 210.0 / 360, saturation: 0.8, brightness: 0.9).hexString, "#2E8AE6")
        XCTAssertEqual(ColorSpaces.rgb(hue: 0.5, saturation: 0, brightness: 0.5).hexString, "#808080")
        XCTAssertEqual(ColorSpaces.rgb(hue: 0, saturation: 1, lightness: 0.5).hexString, "#FF0000")
        XCTAssertEqual(ColorSpaces.rgb(hue: 120.0 / 360, saturation: 1, lightness: 0.25).hexString, "#008000")
    }

    /// Every notation, read from real source, gives the exact colour.
    func testSourceNotations() {
        let swift: [(String, String?)] = [
            ("Color(red: 0.1, green: 0.4, blue: 0.8)", "#1A66CC"),
            ("UIColor(red: 26/255, green: 26/255, blue: 26/255, alpha: 1)", "#1A1A1A"),
            ("UIColor(red: 26.0 / 255.0, green: 102.0 / 255.0, blue: 204.0 / 255.0, alpha: 1.0)", "#1A66CC"),
            ("Color(red: 26, green: 102, blue: 204)", "#1A66CC"),
            ("Color(.sRGB, red: 0, green: 0, blue: 0, opacity: 0.2)", "#00000033"),
            ("Color(white: 0.95)", "#F2F2F2"),
            ("CGColor(gray: 0.5, alpha: 1)", "#808080"),
            ("UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1)", "#FF0000"),
            ("UIColor(displayP3Red: 0.9175, green: 0.2003, blue: 0.1386, alpha: 1)", "#FF0000"),
            ("Color(.displayP3, red: 1, green: 1, blue: 1)", "#FFFFFF"),
            ("#colorLiteral(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)", "#336699"),
            ("UIColor.init(red: CGFloat(0.5), green: 0.5, blue: 0.5, alpha: 1)", "#808080"),
            ("Color(hex: \"0066CC\")", "#0066CC"),
            ("Color(hex: \"#0066CC80\")", "#0066CC80"),
            ("Color(argb: \"#800066CC\")", "#0066CC80"),
            ("UIColor(hex: 0x0066CC)", "#0066CC"),
            ("UIColor(hex: 0x0066CC, alpha: 0.5)", "#0066CC80"),
            ("UIColor(\"#FF9500\")", "#FF9500"),
            ("Color.fromHex(\"#336699\")", "#336699"),
            ("\"#0066CC\"", "#0066CC"),
            ("Color.white", "#FFFFFF"),
            ("SwiftUI.Color.black", "#000000"),
            ("UIColor.darkGray", "#555555"),
            ("Color.black.opacity(0.5)", "#00000080"),
            ("UIColor.red.withAlphaComponent(0.5)", "#FF000080"),
            ("Color(red: r, green: 0, blue: 0)", nil),
            ("Color(\"Brand\")", nil),
            ("Color.accentColor", nil),
        ]
        for (code, expected) in swift { XCTAssertEqual(parse("let c = " + code, .swift), expected, code) }
        let kotlin: [(String, String?)] = [
            ("Color(0xFF0066CC)", "#0066CC"),
            ("Color(0x800066CC)", "#0066CC80"),
            ("Color(0xFF101010.toInt())", "#101010"),
            ("Color(red = 0.1f, green = 0.4f, blue = 0.8f)", "#1A66CC"),
            ("Color(0.1f, 0.4f, 0.8f)", "#1A66CC"),
            ("Color(255, 0, 0)", "#FF0000"),
            ("Color(255, 0, 0, 128)", "#FF000080"),
            ("android.graphics.Color.rgb(255, 0, 0)", "#FF0000"),
            ("Color.argb(128, 0, 0, 0)", "#00000080"),
            ("Color.valueOf(1f, 0f, 0f)", "#FF0000"),
            ("Color.hsv(210f, 0.8f, 0.9f)", "#2E8AE6"),
            ("Color.hsl(120f, 1f, 0.25f)", "#008000"),
            ("Color.parseColor(\"#0066CC\")", "#0066CC"),
            ("Color.parseColor(\"#800066CC\")", "#0066CC80"),
            ("\"#0066CC\".toColorInt()", "#0066CC"),
            ("Color.White", "#FFFFFF"),
            ("Color.DarkGray", "#444444"),
            ("android.graphics.Color.LTGRAY", "#CCCCCC"),
            ("Color.Black.copy(alpha = 0.5f)", "#00000080"),
            ("0xFF000000.toInt()", "#000000"),
            ("Color(red, green, blue)", nil),
            ("MaterialTheme.colorScheme.primary", nil),
        ]
        for (code, expected) in kotlin { XCTAssertEqual(parse("val c = " + code, .kotlin), expected, code) }
    }

    func testImplicitMembersFollowTheirFramework() {
        XCTAssertEqual(parse("Text(\"Hi\").foregroundColor(.red)", .swift, from: ".red"), "#FF3B30")
        XCTAssertEqual(parse("view.backgroundColor = .red", .swift, from: ".red"), "#FF0000")
        XCTAssertEqual(parse("Text(\"Hi\").foregroundColor(.white)", .swift, from: ".white"), "#FFFFFF")
    }

    /// Parses from the first occurrence of `from` (default: after `= `) to the end of the line.
    private func parse(_ code: String, _ language: Language, from marker: String? = nil) -> String? {
        let file = SourceFile(path: "T", text: code, language: language)
        let ctx = FileContext(file: file)
        let start: Int
        if let marker, let r = code.range(of: marker) {
            start = code.utf8.distance(from: code.startIndex, to: r.lowerBound)
        } else if let r = code.range(of: "= ") {
            start = code.utf8.distance(from: code.startIndex, to: r.upperBound)
        } else {
            start = 0
        }
        var end = code.utf8.count
        if marker != nil, let r = code.range(of: marker!) { end = code.utf8.distance(from: code.startIndex, to: r.upperBound) }
        return SourceColorParser(ctx).color(in: ByteRange(start, end))?.hexString
    }

    /// The matcher's precomputed points, lightness-ordered search and remembered answers give what
    /// a plain scan gives: the nearest token of the colour's alpha by `ColorDistance.delta`, ties
    /// to the fitting role, then catalog order; the same answers again from many threads at once.
    func testTokenMatcherAgreesWithAPlainScanAndUnderConcurrency() {
        var tokens: [DesignToken] = []
        var seed: UInt64 = 42
        func next() -> Int { seed = seed &* 6364136223846793005 &+ 1442695040888963407; return Int(seed >> 56) }
        for i in 0..<300 {
            let light = RGBA(bytes: next(), next(), next())
            tokens.append(DesignToken(name: "t\(i)", swift: "Color.t\(i)", light: light,
                                      dark: i % 3 == 0 ? RGBA(bytes: next(), next(), next()) : nil,
                                      role: ([nil] + TokenRole.allCases.map(Optional.some))[next() % 5], source: "test"))
        }
        tokens.append(DesignToken(name: "twin", swift: "Color.twin", light: tokens[7].light, source: "test"))
        // Translucent tokens are measured only against colours of their alpha. Pairs of tokens of one
        // colour and two roles tie for every colour near them: the role must break the tie.
        for i in 0..<30 {
            let base = RGBA(bytes: next(), next(), next())
            tokens.append(DesignToken(name: "glass\(i)", swift: "Color.glass\(i)",
                                      light: RGBA(red: base.red, green: base.green, blue: base.blue, alpha: 0.5), source: "test"))
            for k in 0..<2 {
                tokens.append(DesignToken(name: "role\(i)_\(k)", swift: "Color.role\(i)_\(k)", light: base,
                                          role: TokenRole.allCases[(i + k) % TokenRole.allCases.count], source: "test"))
            }
        }
        // Extended-range colours (an HDR white, negative channels) have a lightness outside 0…100,
        // where the CIEDE2000 lightness weight is larger than anywhere inside it.
        for (i, light) in [RGBA(white: 1.25), RGBA(white: 1.6), RGBA(red: -0.2, green: 0.1, blue: 0.05),
                           RGBA(red: 1.3, green: 1.1, blue: 0.9)].enumerated() {
            tokens.append(DesignToken(name: "hdr\(i)", swift: "Color.hdr\(i)", light: light, source: "test"))
        }
        let catalog = TokenCatalog(tokens: tokens)
        for distance in ColorDistance.allCases {
            let matcher = TokenMatcher(catalog: catalog, language: .swift, maxDeltaE: 2, distance: distance)
            let colors = (0..<200).map { _ in RGBA(bytes: next(), next(), next()) } + [tokens[7].light, tokens[9].light]
            // The nearest token of the colour's alpha, ties to the fitting role, then catalog order.
            func plainNearest(_ color: RGBA, role: TokenRole?) -> TokenMatch {
                let best = catalog.tokens.filter { $0.light.bytes.alpha == color.bytes.alpha }
                    .map { ($0, distance.delta($0.light, color)) }
                    .reduce(nil as (DesignToken, Double)?) { best, next in
                        guard let best else { return next }
                        let tieToFitting = abs(next.1 - best.1) <= 1e-9 && next.0.role == role && best.0.role != role
                        return next.1 < best.1 - 1e-9 || tieToFitting ? next : best
                    }
                guard let best else { return .none }
                return best.1 <= 2 ? .near(best.0, deltaE: best.1) : .far(best.0, deltaE: best.1)
            }
            func plain(_ color: RGBA) -> TokenMatch {
                let same = catalog.tokens.filter { $0.light.isSameColor(as: color) }
                if same.count == 1 { return .exact(same[0]) }
                if same.count > 1 { return .ambiguous(same) }
                return plainNearest(color, role: nil)
            }
            let expected = colors.map(plain)
            XCTAssertEqual(colors.map { matcher.match($0, role: nil) }, expected)
            // A colour whose Lab value is not finite matches nothing.
            XCTAssertEqual(matcher.match(RGBA(red: 1e300, green: 0, blue: 0), role: nil), .none)
            let translucent = (0..<50).map { _ in RGBA(red: Double(next()) / 255, green: Double(next()) / 255, blue: Double(next()) / 255, alpha: 0.5) }
            let quarterAlpha = (0..<20).map { _ in RGBA(red: Double(next()) / 255, green: Double(next()) / 255, blue: Double(next()) / 255, alpha: 0.25) }
            // Next to tokens that share a colour (`t7` and its `twin`, each `role…_0` and `role…_1`).
            let twins = [tokens[7].light] + tokens.filter { $0.name.hasSuffix("_0") }.map(\.light)
            let besideTwins = twins.flatMap { twin -> [RGBA] in
                let b = twin.bytes
                return [RGBA(bytes: Int(b.red) ^ 1, Int(b.green), Int(b.blue)), RGBA(bytes: Int(b.red), Int(b.green) ^ 2, Int(b.blue))]
            }
            // Very light probes, near the HDR tokens.
            let light = (0..<60).map { _ in RGBA(bytes: 200 + next() % 56, 200 + next() % 56, 200 + next() % 56) }
                + [RGBA(white: 1.1), RGBA(white: 1.4), RGBA(red: -0.1, green: 0, blue: 0), RGBA(red: 1.2, green: 1, blue: 1)]
            for role in [nil] + TokenRole.allCases.map(Optional.some) {
                for color in Array(colors.prefix(200)) + translucent + quarterAlpha + besideTwins + light
                where !catalog.tokens.contains(where: { $0.light.isSameColor(as: color) }) {
                    XCTAssertEqual(matcher.match(color, role: role), plainNearest(color, role: role), "\(color) \(String(describing: role))")
                }
            }
            // Light/dark pairs: the nearest adaptive token by the larger of the two differences.
            for _ in 0..<100 {
                let light = RGBA(bytes: next(), next(), next()), dark = RGBA(bytes: next(), next(), next())
                let best = catalog.tokens.compactMap { token in
                    token.dark.map { (token, max(distance.delta(token.light, light), distance.delta($0, dark))) }
                }.reduce(nil as (DesignToken, Double)?) { best, next in
                    guard let best else { return next }
                    return next.1 < best.1 - 1e-9 ? next : best
                }!
                let plainPair: TokenMatch = best.1 <= 2 ? .near(best.0, deltaE: best.1) : .far(best.0, deltaE: best.1)
                XCTAssertEqual(matcher.match(light: light, dark: dark, role: nil), plainPair)
            }
            var answers = [[TokenMatch]](repeating: [], count: 8)
            let lock = NSLock()
            DispatchQueue.concurrentPerform(iterations: 8) { worker in
                let mine = colors.map { matcher.match($0, role: nil) }
                lock.lock(); answers[worker] = mine; lock.unlock()
            }
            XCTAssertTrue(answers.allSatisfy { $0 == expected })
        }
    }

    /// An HDR white is lighter than L* 100, where CIEDE2000 weighs lightness less than anywhere in
    /// 0…100: a search that assumed that range would stop before reaching it.
    func testNearestTokenReachesExtendedRangeColours() {
        func token(_ name: String, _ light: RGBA) -> DesignToken { DesignToken(name: name, swift: "Color.\(name)", light: light, source: "test") }
        let small = TokenMatcher(catalog: TokenCatalog(tokens: [token("lilac", RGBA(hex: "E8C2F4", order: .rgba)!),
                                                                token("stone", RGBA(hex: "CAC2AC", order: .rgba)!),
                                                                token("hdrHighlight", RGBA(white: 1.25))]),
                                 language: .swift, maxDeltaE: 2)
        guard case .far(let nearest, _) = small.match(RGBA(hex: "F8F3F1", order: .rgba)!, role: nil) else { return XCTFail("no far match") }
        XCTAssertEqual(nearest.name, "hdrHighlight")
        // The same on random catalogs holding one HDR colour, against a scan of every token.
        var seed: UInt64 = 7
        func next() -> Int { seed = seed &* 6364136223846793005 &+ 1442695040888963407; return Int(seed >> 56) }
        for round in 0..<20 {
            var tokens = (0..<100).map { token("t\($0)", RGBA(bytes: next(), next(), next())) }
            tokens.insert(token("hdr", round % 2 == 0 ? RGBA(white: 1 + Double(next()) / 400) : RGBA(red: -Double(next()) / 500, green: 0, blue: 0)),
                          at: next() % 100)
            let matcher = TokenMatcher(catalog: TokenCatalog(tokens: tokens), language: .swift, maxDeltaE: 2)
            for _ in 0..<150 {
                let probe = round % 2 == 0 ? RGBA(bytes: 215 + next() % 41, 215 + next() % 41, 215 + next() % 41) : RGBA(bytes: next() % 40, next() % 40, next() % 40)
                guard !tokens.contains(where: { $0.light.isSameColor(as: probe) }) else { continue }
                let best = tokens.map { ($0, ColorDistance.ciede2000.delta($0.light, probe)) }
                    .reduce(nil as (DesignToken, Double)?) { best, next in best == nil || next.1 < best!.1 - 1e-9 ? next : best }!
                XCTAssertEqual(matcher.match(probe, role: nil), best.1 <= 2 ? .near(best.0, deltaE: best.1) : .far(best.0, deltaE: best.1), "\(probe)")
            }
        }
    }

    func testColorsXMLParsing() {
        let xml = """
            <?xml version="1.0" encoding="utf-8"?>
            <resources>
                <!-- <color name="commented">#FF0000</color> -->
                <color name="primary">#FF6200EE</color>
                <color
                    name = 'on_primary' tools:ignore="UnusedResources">
                    #FFFFFF
                </color>
                <color name="empty"/>
                <colorStateList name="not_a_colour">#000000</colorStateList>
                <color name="alias">@color/primary</color>
                <string name="label">#123456</string>
            </resources>
            """
        let parsed = AndroidResourceSource.parseColors(Array(xml.utf8))
        XCTAssertEqual(parsed.map { "\($0.name)=\($0.value)" }, ["primary=#FF6200EE", "on_primary=#FFFFFF", "alias=@color/primary"])
        XCTAssertTrue(AndroidResourceSource.parseColors(Array("<color name=\"cut\">#FFF".utf8)).isEmpty)
        XCTAssertTrue(AndroidResourceSource.parseColors(Array("<!-- unterminated <color name=\"x\">#FFF</color>".utf8)).isEmpty)
    }
}
