/// Names proposed tokens from what the code says of their sites, never from their hue: the audit's
/// proposals and `huelint migrate plan`'s entries. A subject (a palette member, a declared name) and
/// the role make `soloText`; else the role's ladder, which climbs as designers order it: text from
/// the darkest in the light appearance (`textPrimary`, for dark text only) to the faintest, icons
/// alike (`iconPrimary`), surfaces from the lightest;
/// near-white text is `textOnColor`, a near-black surface `surfaceInverse`. A saturated red, orange
/// or green whose code speaks of an error, warning or success is a status colour (`statusError`,
/// `statusWarning`, `statusSuccess`; `statusErrorBackground` as a fill). Without a role or a subject
/// the name is a placeholder (`color1`).
package enum TokenNaming {
    /// What naming knows of one proposed token.
    package struct Proposal {
        package var role: TokenRole?
        package var light: RGBA
        package var dark: RGBA?
        /// What every site says the colour is for (`solo`, `inactive`), when they agree.
        package var subject: String?
        /// Some site's code speaks of an error, warning or success.
        package var saysStatus = false
        /// Every site paints an icon, a symbol or a spinner: `iconPrimary`, not `textPrimary`.
        package var paintsIcon = false

        package init(role: TokenRole?, light: RGBA, dark: RGBA? = nil, subject: String? = nil, saysStatus: Bool = false,
                     paintsIcon: Bool = false) {
            self.role = role
            self.light = light
            self.dark = dark
            self.subject = subject
            self.saysStatus = saysStatus
            self.paintsIcon = paintsIcon
        }

    }

    /// A name as a clash is judged: lowercased, without underscores.
    package static func normalized(_ name: String) -> String { String(name.lowercased().filter { $0 != "_" }) }

    /// `textSecondary` as an Android resource is usually written: `text_secondary`.
    package static func snakeCase(_ name: String) -> String {
        var out = ""
        for character in name {
            if character.isUppercase && !out.isEmpty && out.last != "_" { out.append("_") }
            out += character.lowercased()
        }
        return out
    }

    /// Whether a name is a placeholder a person must replace (`color1`): nothing in the code named the colour.
    package static func isPlaceholder(_ name: String) -> Bool {
        name.hasPrefix("color") && name.count > 5 && name.dropFirst(5).allSatisfy(\.isNumber)
    }

    static let ranks = ["Secondary", "Tertiary", "Quaternary"]

    /// One name per proposal, in order, none of them in `taken` nor repeated, whatever the case or
    /// underscores (`textSecondary` is taken by a resource `text_secondary`).
    package static func names(_ proposals: [Proposal], taken: Set<String>) -> [String] {
        var names = Array(repeating: "", count: proposals.count)
        var used = Set(taken.map(normalized))
        var next: [String: Int] = [:]
        // Names are given in ladder order; the proposals keep theirs (most sites first).
        let ladderOrder = proposals.indices.sorted { a, b in
            let ra = ladderRank(proposals[a]), rb = ladderRank(proposals[b])
            return ra != rb ? ra < rb : a < b
        }
        for index in ladderOrder {
            let proposal = proposals[index], role = proposal.role
            // A status colour keeps its hue in both appearances: orange text that turns black in dark mode is not a warning.
            let status = !proposal.saysStatus ? nil : statusName(proposal.light).flatMap { name in
                proposal.dark.map { statusName($0) == name } ?? true ? name : nil
            }
            let onColor = status == nil && role == .foreground && lightness(proposal.light) >= 95
            let inverse = status == nil && role == .background && lightness(proposal.light) <= 10
            // A status colour's fill and border are tokens of their own: `statusErrorBackground`.
            let statusBase = status.map { $0 + (role == .background ? "Background" : role == .border ? "Border" : "") }
            let subject = proposal.subject
            let icon = role == .foreground && proposal.paintsIcon
            let key = subject.map { $0 + roleSuffix(role) } ?? statusBase
                ?? (onColor ? "onColor" : inverse ? "inverse" : icon ? "icon" : role?.rawValue ?? "")
            // Text starts on the rung its lightness earns: a lone mid grey is `textSecondary`, not `textPrimary`.
            let floor = subject == nil && statusBase == nil && !onColor && role == .foreground ? textRungFloor(proposal.light) : 0
            var name: String
            repeat {
                let rung = max(next[key, default: 0], floor)
                next[key] = rung + 1
                if let subject {
                    name = subject + roleSuffix(role) + (rung == 0 ? "" : String(rung + 1))
                } else if let statusBase {
                    name = statusBase + rankSuffix(rung)
                } else if onColor || inverse {
                    name = (onColor ? "textOnColor" : "surfaceInverse") + rankSuffix(rung)
                } else if icon {
                    name = rung == 0 ? "iconPrimary" : "icon" + rankSuffix(rung)
                } else {
                    name = self.name(role: role, rung: rung)
                }
            } while used.contains(normalized(name))
            used.insert(normalized(name))
            names[index] = name
        }
        return names
    }

    /// The first rung a text colour may take: primary for dark text (L* below 40 over white, as
    /// `label` and Material's `onSurface`), secondary for mid greys, tertiary for faint ones.
    static func textRungFloor(_ color: RGBA) -> Int {
        let l = lightness(color)
        return l < 40 ? 0 : l < 70 ? 1 : 2
    }

    /// `""`, `Secondary`, `Tertiary`, `Quaternary`, then numbers.
    static func rankSuffix(_ rung: Int) -> String {
        rung == 0 ? "" : rung <= ranks.count ? ranks[rung - 1] : String(rung + 1)
    }

    /// `Text`, `Surface`, `Border`, `Accent`: what follows a subject in a name.
    static func roleSuffix(_ role: TokenRole?) -> String {
        switch role {
        case .foreground: return "Text"
        case .background: return "Surface"
        case .border: return "Border"
        case .accent: return "Accent"
        case nil: return ""
        }
    }

    /// Where a proposal stands on its role's ladder: text by lightness (darkest first), surfaces the
    /// other way; other roles keep the proposals' order.
    static func ladderRank(_ proposal: Proposal) -> Double {
        switch proposal.role {
        case .foreground: return lightness(proposal.light)
        case .background: return 100 - lightness(proposal.light)
        default: return 0
        }
    }

    /// L* of the colour as seen over white, the light appearance's usual canvas.
    static func lightness(_ color: RGBA) -> Double {
        ColorSpaces.lab(color.alpha >= 1 ? color : Contrast.composite(color, over: .white)).l
    }

    /// `statusError` for a saturated red, `statusWarning` for orange and yellow, `statusSuccess` for
    /// green; nil for neutrals, blues and purples, which take their role's name.
    static func statusName(_ color: RGBA) -> String? {
        // Saturated and not dark: HSB saturation and brightness, as designers judge a status colour.
        let maxC = max(color.red, color.green, color.blue), minC = min(color.red, color.green, color.blue)
        guard maxC >= 0.35, (maxC - minC) / maxC >= 0.45 else { return nil }
        switch ColorNaming.hueName(color) {
        case "Red", "Pink": return "statusError"
        case "Orange", "Yellow": return "statusWarning"
        case "Green": return "statusSuccess"
        default: return nil
        }
    }

    /// The `rung`th name (0-based) of a role's ladder.
    static func name(role: TokenRole?, rung: Int) -> String {
        let (first, base): (String, String)
        switch role {
        case .foreground: (first, base) = ("textPrimary", "text")
        case .background: (first, base) = ("surface", "surface")
        case .border: (first, base) = ("border", "border")
        case .accent: (first, base) = ("accent", "accent")
        case nil: return "color\(rung + 1)"
        }
        return rung == 0 ? first : base + rankSuffix(rung)
    }
}
