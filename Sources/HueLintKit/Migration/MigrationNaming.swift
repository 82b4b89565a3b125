/// Names plan entries from the role their sites give them, never from their hue: `textPrimary`,
/// `textSecondary`, `surface`, `border`, `accent`. Entries come most used first, so the most used
/// text colour is `textPrimary`. A saturated red, orange or green is a status colour by convention
/// (`statusError`, `statusWarning`, `statusSuccess`), whatever it paints: green icons are not
/// `textPrimary`. Without a role the name is a placeholder (`color1`) and the entry says it needs a name.
enum MigrationNaming {
    static let ranks = ["Secondary", "Tertiary", "Quaternary"]

    static func name(_ entries: inout [MigrationPlan.Entry], taken: Set<String>) {
        var used = taken
        var next: [String: Int] = [:]
        for index in entries.indices {
            var roles: [TokenRole: Int] = [:]
            for site in entries[index].sites { if let role = site.role { roles[role, default: 0] += 1 } }
            let role = TokenRole.allCases.filter { roles[$0] != nil }.max { roles[$0]! < roles[$1]! }
            entries[index].role = role
            if roles.count > 1 {
                let counts = TokenRole.allCases.compactMap { r in roles[r].map { "\(r.rawValue) \($0)" } }.joined(separator: ", ")
                entries[index].review.append("sites in more than one role (\(counts)): split the entry if they differ")
            }
            if role == nil { entries[index].review.append("no role read from the code: the name is a placeholder") }
            let status = statusName(entries[index].light)
            let key = status ?? role?.rawValue ?? ""
            var name: String
            repeat {
                let rung = next[key, default: 0]
                next[key] = rung + 1
                if let status {
                    name = rung == 0 ? status : status + (rung <= ranks.count ? ranks[rung - 1] : String(rung + 1))
                } else {
                    name = self.name(role: role, rung: rung)
                }
            } while used.contains(name.lowercased())
            used.insert(name.lowercased())
            entries[index].name = name
        }
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
