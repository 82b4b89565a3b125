/// The `.gitignore` rules that need real pattern matching, indexed by the literal text they
/// must start with (`Generated*`, `/docs/*.kt`), so that a lookup tries only rules that could
/// match. Rules that start with a wildcard are tried one by one.
struct WildcardRules: Sendable {
    struct Rule: Sendable {
        enum Matcher: Sendable {
            case basename(SegmentPattern)
            case path(PathPattern)
        }
        let index: Int
        let negated: Bool
        let directoryOnly: Bool
        let matcher: Matcher

        var isPath: Bool {
            if case .path = matcher { return true }
            return false
        }
    }

    /// Prefix lengths used as keys: a rule is filed under the longest one its literal prefix
    /// covers, and a lookup probes each length in use.
    private static let tiers = [2, 4, 8]
    private var unprefixed: [Rule] = []
    private var byPrefix: [Int: [Rule]] = [:]
    private var basenameTiersInUse = [false, false, false]
    private var pathTiersInUse = [false, false, false]

    mutating func add(_ rule: Rule) {
        let prefix = WildcardRules.literalPrefix(rule.matcher)
        guard let tier = WildcardRules.tiers.lastIndex(where: { $0 <= prefix.count }) else {
            unprefixed.append(rule)
            return
        }
        let key = prefix.withUnsafeBufferPointer {
            WildcardRules.key($0, 0, WildcardRules.tiers[tier], isPath: rule.isPath)
        }
        byPrefix[key, default: []].append(rule)
        if rule.isPath { pathTiersInUse[tier] = true } else { basenameTiersInUse[tier] = true }
    }

    /// Puts every list newest first.
    mutating func finish() {
        unprefixed.reverse()
        for key in byPrefix.keys { byPrefix[key]!.reverse() }
    }

    /// Raises `best` to the newest matching rule newer than it, if any.
    func bestMatch(
        _ text: UnsafeBufferPointer<UInt8>, _ start: Int, _ nameStart: Int, _ end: Int,
        isDirectory: Bool, beating best: inout Int, negated: inout Bool
    ) {
        func scan(_ rules: [Rule]?) {
            guard let rules else { return }
            for rule in rules {
                if rule.index <= best { return }
                if rule.directoryOnly && !isDirectory { continue }
                let matched: Bool
                switch rule.matcher {
                case .basename(let segment): matched = segment.matches(text, nameStart, end)
                case .path(let path): matched = path.matches(text, start, end)
                }
                if matched {
                    best = rule.index
                    negated = rule.negated
                    return
                }
            }
        }
        scan(unprefixed)
        for (tier, length) in WildcardRules.tiers.enumerated() {
            if basenameTiersInUse[tier] && end - nameStart >= length {
                scan(byPrefix[WildcardRules.key(text, nameStart, length, isPath: false)])
            }
            if pathTiersInUse[tier] && end - start >= length {
                scan(byPrefix[WildcardRules.key(text, start, length, isPath: true)])
            }
        }
    }

    /// Colliding keys only cost time: every candidate is still matched in full.
    private static func key(_ text: UnsafeBufferPointer<UInt8>, _ start: Int, _ length: Int, isPath: Bool) -> Int {
        let hash = PathBytes.hash(text, start, start + length)
        return isPath ? ~hash : hash
    }

    /// The bytes every matching subject must start with (at most the longest tier).
    private static func literalPrefix(_ matcher: Rule.Matcher) -> [UInt8] {
        let limit = tiers.last!
        switch matcher {
        case .basename(let segment):
            return Array(leadingLiteral(segment).prefix(limit))
        case .path(let path):
            var prefix: [UInt8] = []
            for element in path.elements {
                guard case .segment(let segment) = element else { break }
                if let literal = segment.literal {
                    prefix += literal + [PathBytes.slash]
                } else {
                    prefix += leadingLiteral(segment)
                    break
                }
                if prefix.count >= limit { break }
            }
            return Array(prefix.prefix(limit))
        }
    }

    private static func leadingLiteral(_ segment: SegmentPattern) -> [UInt8] {
        switch segment.shape {
        case .exact(let bytes), .prefix(let bytes): return bytes
        case .general(let elements):
            if case .literal(let bytes)? = elements.first { return bytes }
            return []
        case .anything, .suffix: return []
        }
    }
}
