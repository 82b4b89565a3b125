import Foundation

/// Groups the inventory into near-identical colours and relates each group to the catalog.
///
/// Greedy and deterministic: colours are taken most used first (ties: smaller hex); each joins the
/// first cluster whose representative has the same alpha (8-bit) and lies within `maxDeltaE`
/// (CIEDE2000), else starts a cluster and is its representative. So every member is within
/// `maxDeltaE` of the representative, which is the cluster's most-used colour.
enum ColorClustering {
    static func clusters(_ inventory: [InventoryColor], catalog: TokenCatalog, maxDeltaE: Double) -> [ColorCluster] {
        var groups: [(representative: InventoryColor, members: [InventoryColor])] = []
        // CIEDE2000 ≥ |ΔL| / S_L and S_L < 1.75, so a colour can only join a representative whose
        // L* is within 1.75 × maxDeltaE: representatives are bucketed by L* and only the three
        // nearest buckets are compared. The lowest-numbered match still wins, as without buckets.
        let width = max(1.75 * maxDeltaE, 1e-9)
        var labs: [(l: Double, a: Double, b: Double)] = []
        var buckets: [Int: [Int]] = [:]
        for entry in inventory {
            let lab = ColorSpaces.lab(entry.color)
            let bucket = Int((lab.l / width).rounded(.down))
            var match: Int?
            for b in bucket - 1...bucket + 1 {
                for index in buckets[b] ?? [] where match.map({ index < $0 }) ?? true {
                    if groups[index].representative.color.bytes.alpha == entry.color.bytes.alpha
                        && ColorDistance.ciede2000(labs[index], lab) <= maxDeltaE {
                        match = index
                        break  // indices in a bucket ascend
                    }
                }
            }
            if let match {
                groups[match].members.append(entry)
            } else {
                buckets[bucket, default: []].append(groups.count)
                groups.append((entry, [entry]))
                labs.append(lab)
            }
        }
        groups.sort { a, b in
            let ca = a.members.reduce(0) { $0 + $1.count }, cb = b.members.reduce(0) { $0 + $1.count }
            return ca != cb ? ca > cb : a.representative.hex < b.representative.hex
        }
        var clusters: [ColorCluster] = []
        for (offset, group) in groups.enumerated() {
            let color = group.representative.color
            var cluster = ColorCluster(id: offset + 1, representative: color, members: group.members.map(\.hex),
                                       count: group.members.reduce(0) { $0 + $1.count })
            let candidates = catalog.tokens.filter { $0.light.bytes.alpha == color.bytes.alpha }
            // Named only within the lint's limit: beyond ΔE 10 the nearest token is another colour.
            if let nearest = candidates.map({ ($0, ColorDistance.ciede2000.delta(color, $0.light)) })
                .min(by: { $0.1 != $1.1 ? $0.1 < $1.1 : $0.0.name < $1.0.name }), nearest.1 <= TokenFixes.farHintLimit {
                cluster.nearestToken = (nearest.0.name, nearest.0.light.hexString, nearest.1)
                cluster.nearestTokenColor = nearest.0.light
            }
            if cluster.nearestToken.map({ $0.deltaE > maxDeltaE }) ?? true {
                var roles: [TokenRole: Int] = [:]
                for member in group.members { for (role, n) in member.roles { roles[role, default: 0] += n } }
                let role = TokenRole.allCases.filter { roles[$0] != nil }.max { roles[$0]! < roles[$1]! }
                cluster.proposal = ProposedToken(name: "", color: color, role: role, cluster: cluster.id, count: cluster.count)
            }
            clusters.append(cluster)
        }
        // Named as `huelint migrate plan` names tokens: by role and lightness, never by hue
        // (`foregroundBlack` is the hardcoded colour again), and a status name only where code says so.
        let proposed = clusters.indices.filter { clusters[$0].proposal != nil }
        let names = TokenNaming.names(proposed.map { TokenNaming.Proposal(role: clusters[$0].proposal!.role, light: clusters[$0].representative) },
                                      taken: Set(catalog.tokens.map { $0.name.lowercased() }))
        for (index, name) in zip(proposed, names) { clusters[index].proposal!.name = name }
        return clusters
    }
}

/// A colour word for a name hint, from CIE LCh: greys by lightness, others by hue angle.
enum ColorNaming {
    static func hueName(_ color: RGBA) -> String {
        let lab = ColorSpaces.lab(color)
        let chroma = (lab.a * lab.a + lab.b * lab.b).squareRoot()
        if chroma < 8 {
            if lab.l >= 95 { return "White" }
            if lab.l <= 8 { return "Black" }
            return lab.l > 70 ? "LightGray" : lab.l < 35 ? "DarkGray" : "Gray"
        }
        var hue = atan2(lab.b, lab.a) * 180 / .pi
        if hue < 0 { hue += 360 }
        switch hue {
        case 20..<50: return "Red"
        case 50..<75: return "Orange"
        case 75..<105: return "Yellow"
        case 105..<165: return "Green"
        case 165..<230: return "Teal"
        case 230..<315: return "Blue"
        case 315..<340: return "Purple"
        default: return "Pink"
        }
    }
}
