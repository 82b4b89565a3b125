/// WCAG 2.x contrast: relative luminance of gamma-encoded sRGB, and the ratio between two colours.
package enum Contrast {
    /// Relative luminance (WCAG 2.x): each channel linearised with the 0.04045 threshold, then
    /// weighted 0.2126 R + 0.7152 G + 0.0722 B. Channels are clamped to 0…1 first; alpha is ignored
    /// (composite first, see `composite(_:over:)`).
    package static func relativeLuminance(_ color: RGBA) -> Double {
        func linear(_ channel: Double) -> Double {
            let c = min(1, max(0, channel))
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(color.red) + 0.7152 * linear(color.green) + 0.0722 * linear(color.blue)
    }

    /// `foreground` painted over `background` with the foreground's alpha (source-over, in gamma-encoded
    /// sRGB as platforms blend). A translucent background is first composited over `canvas`.
    package static func composite(_ foreground: RGBA, over background: RGBA, canvas: RGBA = .white) -> RGBA {
        let base = background.alpha >= 1 ? background : blend(background, over: canvas)
        return foreground.alpha >= 1 ? foreground : blend(foreground, over: base)
    }

    private static func blend(_ top: RGBA, over bottom: RGBA) -> RGBA {
        let a = min(1, max(0, top.alpha))
        return RGBA(red: top.red * a + bottom.red * (1 - a), green: top.green * a + bottom.green * (1 - a),
                    blue: top.blue * a + bottom.blue * (1 - a), alpha: 1)
    }

    /// The WCAG contrast ratio (L1 + 0.05) / (L2 + 0.05), from 1 to 21, of `foreground` as seen over
    /// `background`. `canvas` is what shows through a translucent background (white in light
    /// appearance, black in dark).
    package static func ratio(_ foreground: RGBA, on background: RGBA, canvas: RGBA = .white) -> Double {
        let base = background.alpha >= 1 ? background : composite(background, over: canvas)
        let seen = composite(foreground, over: base)
        let a = relativeLuminance(seen), b = relativeLuminance(base)
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// The ratio as WCAG tools print it: truncated (not rounded) to two decimals, so 4.4999 reads
    /// 4.49 and is never shown as a passing 4.50.
    package static func format(_ ratio: Double) -> String {
        let hundredths = Int((ratio * 100).rounded(.down))
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction):1"
    }
}
