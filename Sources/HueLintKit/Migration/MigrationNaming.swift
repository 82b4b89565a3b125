/// Names plan entries from what the code says of their sites, never from their hue. A subject
/// (a palette member, a declared name) and the role make `soloText`; else the role's ladder, which
/// climbs as designers order it: text from the darkest in the light appearance (`textPrimary`) to
/// the faintest, surfaces from the lightest; near-white text is `textOnColor`, a near-black surface
/// `surfaceInverse`. A saturated red, orange or green whose code speaks of an error, warning or
/// success is a status colour (`statusError`, `statusWarning`, `statusSuccess`; `statusErrorBackground`
/// as a fill). Without a role the name is a placeholder (`color1`) and the entry says it needs a name.
enum MigrationNaming {
    static let ranks = ["Secondary", "Tertiary", "Quaternary"]

    /// The key of a site in the `subjects` naming reads.
    static func key(_ site: MigrationPlan.Site) -> String { site.path + "#" + String(site.start) }

    /// - Parameter subjects: what the code says a site's colour is for (`solo`, `inactive`), by `key`;
    ///   an entry whose sites all say the same is named for it and its role (`soloText`, `inactiveSurface`).
    /// - Parameter statusSites: sites whose code speaks of an error, warning or success (by `key`); a
    ///   saturated red, orange or green is named a status colour only when one of its sites is such.
    static func name(_ entries: inout [MigrationPlan.Entry], taken: Set<String>, subjects: [String: String] = [:],
                     statusSites: Set<String>? = nil) {
        assignRoles(&entries)
        nameByRole(&entries, taken: taken, subjects: subjects, statusSites: statusSites)
    }

    /// Each entry's role: the one most of its sites have.
    static func assignRoles(_ entries: inout [MigrationPlan.Entry]) {
        for index in entries.indices {
            var roles: [TokenRole: Int] = [:]
            for site in entries[index].sites { if let role = site.role { roles[role, default: 0] += 1 } }
            let role = TokenRole.allCases.filter { roles[$0] != nil }.max { roles[$0]! < roles[$1]! }
            entries[index].role = role  // the planner split entries by role: one at most
        }
    }

    /// Names entries whose `role` is set (the audit's proposals have no sites, only a role).
    static func nameByRole(_ entries: inout [MigrationPlan.Entry], taken: Set<String>, subjects: [String: String] = [:],
                           statusSites: Set<String>? = nil) {
        var used = taken
        var next: [String: Int] = [:]
        // Names are given in ladder order; the entries keep their order (most sites first).
        let ladderOrder = entries.indices.sorted { a, b in
            let ra = ladderRank(entries[a]), rb = ladderRank(entries[b])
            return ra != rb ? ra < rb : a < b
        }
        for index in ladderOrder {
            let role = entries[index].role
            // A status colour keeps its hue in both appearances: orange text that turns black in dark mode is not a warning.
            let saysStatus = statusSites.map { sites in entries[index].sites.contains { sites.contains(self.key($0)) } } ?? true
            let status = !saysStatus ? nil : statusName(entries[index].light).flatMap { name in
                entries[index].dark.map { statusName($0) == name } ?? true ? name : nil
            }
            let onColor = status == nil && role == .foreground && lightness(entries[index].light) >= 95
            let inverse = status == nil && role == .background && lightness(entries[index].light) <= 10
            // A status colour's fill and border are tokens of their own: `statusErrorBackground`.
            let statusBase = status.map { $0 + (role == .background ? "Background" : role == .border ? "Border" : "") }
            let said = Set(entries[index].sites.map { subjects[self.key($0)] })
            let subject = said.count == 1 ? said.first! : nil
            if role == nil && subject == nil { entries[index].review.append("no role read from the code: the name is a placeholder") }
            let key = subject.map { $0 + roleSuffix(role) } ?? statusBase ?? (onColor ? "onColor" : inverse ? "inverse" : role?.rawValue ?? "")
            var name: String
            repeat {
                let rung = next[key, default: 0]
                next[key] = rung + 1
                if let subject {
                    name = subject + roleSuffix(role) + (rung == 0 ? "" : String(rung + 1))
                } else if let statusBase {
                    name = rung == 0 ? statusBase : statusBase + (rung <= ranks.count ? ranks[rung - 1] : String(rung + 1))
                } else if onColor || inverse {
                    name = (onColor ? "textOnColor" : "surfaceInverse") + (rung == 0 ? "" : rung <= ranks.count ? ranks[rung - 1] : String(rung + 1))
                } else {
                    name = self.name(role: role, rung: rung)
                }
            } while used.contains(name.lowercased())
            used.insert(name.lowercased())
            entries[index].name = name
        }
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

    /// Where an entry stands on its role's ladder: text by lightness (darkest first), surfaces the
    /// other way; other roles keep the entries' order.
    static func ladderRank(_ entry: MigrationPlan.Entry) -> Double {
        switch entry.role {
        case .foreground: return lightness(entry.light)
        case .background: return 100 - lightness(entry.light)
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
        if rung == 0 { return first }
        return rung <= ranks.count ? base + ranks[rung - 1] : base + String(rung + 1)
    }
}
