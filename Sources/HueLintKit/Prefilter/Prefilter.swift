import Foundation

/// The enabled rules' required text for one language, compiled into a byte scanner.
///
/// Each group is looked for by one clause, its primary (the clause of rarest words); its other
/// clauses are searched for only once a primary word is found. Primary words are found through
/// their two adjacent byte pairs least common in source code: the scan loads the byte pair at
/// every second offset as a 16-bit number and looks it up in a 64 KiB table holding those pairs in
/// every letter case (one of the two lands on an even offset). Only on a hit does it compare a
/// word, and it stops as soon as some group holds. That is under two instructions a byte; lexing
/// costs over twenty.
struct Prefilter: Sendable {
    /// Case-folded words, at least two bytes each.
    private let words: [[UInt8]]
    /// Per word, the offset of its rarest byte, which `contains` looks for with `memchr`.
    private let anchors: [Int]
    /// The groups' clauses, as indices in `words`.
    private let groups: [[[Int]]]
    /// Per word, the groups whose primary clause holds it.
    private let groupsByPrimary: [[Int]]
    /// Per byte pair (first byte in the low half), 0 or 1 + the index in `candidates` of the
    /// primary words found through that pair.
    private let pairTable: [UInt8]
    /// Per looked-for pair, its words, in `probes`: `probeStarts[slot]..<probeStarts[slot + 1]`.
    private let probeStarts: [Int]
    private let probes: [Probe]
    /// Per word, whether it is the primary of a one-clause group: finding it admits the file.
    private let admitsAlone: [Bool]
    /// 2 when every primary word has three bytes or more (two adjacent pairs), else 1.
    private let stride: Int

    /// Nil when some rule can report in any file, or the words do not fit the scanner (a word
    /// shorter than two bytes or not ASCII, more than 128 words): then every file is linted.
    init?(_ required: [RequiredText?]) {
        // Rules compare names lower-cased by Unicode, which maps the Kelvin sign (U+212A) to `k`:
        // a file holding one is always linted, so no ASCII fold can hide a word from them.
        var groups: [[[[UInt8]]]] = [[[Array("\u{212A}".utf8)]]]
        for text in required {
            guard let text else { return nil }
            for group in text.groups {
                var clauses = group.map { clause in Array(Set(clause.map { Self.fold(Array($0.utf8)) })).sorted { $0.lexicographicallyPrecedes($1) } }
                clauses = Array(Set(clauses)).sorted { $0.lexicographicallyPrecedes($1) { $0.lexicographicallyPrecedes($1) } }
                guard !clauses.isEmpty, clauses.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.count >= 2 && $0.allSatisfy { $0 < 0x80 } } }) else {
                    return nil
                }
                groups.append(clauses)
            }
        }
        // The same for `İ` (U+0130), which lower-cases to `i` and a combining dot: only a word
        // ending in `i` could then match (never a default one; this pair would halve the stride).
        if groups.joined().joined().contains(where: { $0.last == UInt8(ascii: "i") }) { groups.append([[[0xC4, 0xB0]]]) }
        groups = Self.simplified(groups)
        let words = Array(Set(groups.joined().joined())).sorted { $0.lexicographicallyPrecedes($1) }
        guard words.count <= WordBits.capacity else { return nil }
        self.words = words
        anchors = words.map(Self.rarestByteOffset)
        let indexOf = Dictionary(uniqueKeysWithValues: words.enumerated().map { ($1, $0) })
        let cost = words.map(Self.scanCost)
        // Each group's clauses, its primary (the clause whose words the scan hits least) first.
        self.groups = groups.map { group in
            group.map { $0.map { indexOf[$0]! } }.sorted { a, b in
                a.reduce(0) { $0 + cost[$1] } < b.reduce(0) { $0 + cost[$1] }
            }
        }
        var byPrimary = [[Int]](repeating: [], count: words.count)
        for (index, group) in self.groups.enumerated() {
            for word in group[0] { byPrimary[word].append(index) }
        }
        groupsByPrimary = byPrimary
        let primaries = Set(self.groups.flatMap { $0[0] }).sorted()
        stride = primaries.allSatisfy { words[$0].count >= 3 } ? 2 : 1
        var table = [UInt8](repeating: 0, count: 65536)
        var candidates: [[Probe]] = []
        var slotOfPair: [UInt16: Int] = [:]
        for index in primaries {
            let word = words[index]
            let first = Self.rarestPairOffset(word, adjacentPairs: stride)
            for offset in first..<(first + stride) {
                let folded = UInt16(word[offset]) | UInt16(word[offset + 1]) << 8
                let slot = slotOfPair[folded] ?? {
                    candidates.append([])
                    slotOfPair[folded] = candidates.count - 1
                    for low in Self.caseVariants(word[offset]) {
                        for high in Self.caseVariants(word[offset + 1]) {
                            table[Int(low) | Int(high) << 8] = UInt8(truncatingIfNeeded: candidates.count)
                        }
                    }
                    return candidates.count - 1
                }()
                candidates[slot].append(Probe(word: index, offset: offset, bytes: word))
            }
        }
        guard candidates.count < 256 else { return nil }
        pairTable = table
        probes = Array(candidates.joined())
        probeStarts = candidates.reduce(into: [0]) { $0.append($0.last! + $1.count) }
        let clauseCounts = self.groups.map(\.count)
        admitsAlone = words.indices.map { word in byPrimary[word].contains { clauseCounts[$0] == 1 } }
    }

    /// `init`, remembered: tests and `fix` build many linters from one configuration.
    static func cached(_ required: [RequiredText?]) -> Prefilter? {
        cache.lock.lock()
        defer { cache.lock.unlock() }
        if let known = cache.built[required] { return known }
        let built = Prefilter(required)
        if cache.built.count > 64 { cache.built.removeAll() }
        cache.built[required] = built
        return built
    }

    private final class Cache: @unchecked Sendable {  // guarded by `lock`
        let lock = NSLock()
        var built: [[RequiredText?]: Prefilter?] = [:]
    }
    private static let cache = Cache()

    /// Whether the file may hold a finding: some group's clauses all hold in `bytes`.
    func admits(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard bytes.count >= 2, let base = bytes.baseAddress else { return false }
        var search = Search(bytes: bytes, words: words, anchors: anchors)
        let last = bytes.count - 2
        // Pass 1: primary words. A one-clause group holds as soon as one of its words is found.
        let admitted = pairTable.withUnsafeBufferPointer { table in
            probes.withUnsafeBufferPointer { probes in
                var i = 0
                while true {
                    i = Self.nextHit(UnsafeRawPointer(base), from: i, last: last, stride: stride, table: table.baseAddress!)
                    if i < 0 { return false }
                    let slot = Int(table[Self.pair(UnsafeRawPointer(base), i)]) - 1
                    for probe in probes[probeStarts[slot]..<probeStarts[slot + 1]]
                    where !search.present.contains(probe.word) && probe.matches(at: i - probe.offset, in: bytes, words[probe.word]) {
                        search.present.insert(probe.word)
                        if admitsAlone[probe.word] { return true }
                    }
                    i += stride
                }
            }
        }
        if admitted { return true }
        // Pass 2, only now (most files that hold a colour word were admitted above): the other
        // clauses of the groups whose primary words were found.
        for (index, primaryOf) in groupsByPrimary.enumerated() where search.present.contains(index) {
            for group in primaryOf where groups[group].dropFirst().allSatisfy({ clause in clause.contains { search.occurs($0) } }) {
                return true
            }
        }
        return false
    }

    /// A primary word looked for through one of its pairs, with its first eight bytes ready for one
    /// 64-bit comparison: `(load | caseBits) & lengthMask == prefix`. OR-ing 0x20 into a byte makes
    /// a lower-case letter only of that letter in either case, so letters compare without case.
    private struct Probe {
        let word: Int
        let offset: Int
        let prefix: UInt64
        let caseBits: UInt64
        let lengthMask: UInt64
        let length: Int

        init(word: Int, offset: Int, bytes: [UInt8]) {
            self.word = word
            self.offset = offset
            length = bytes.count
            var prefix: UInt64 = 0, caseBits: UInt64 = 0, lengthMask: UInt64 = 0
            for (k, byte) in bytes.prefix(8).enumerated() {
                prefix |= UInt64(byte) << UInt64(8 * k)
                if byte >= 97 && byte <= 122 { caseBits |= 0x20 << UInt64(8 * k) }
                lengthMask |= 0xFF << UInt64(8 * k)
            }
            self.prefix = prefix
            self.caseBits = caseBits
            self.lengthMask = lengthMask
        }

        @inline(__always)
        func matches(at start: Int, in bytes: UnsafeBufferPointer<UInt8>, _ word: [UInt8]) -> Bool {
            guard start >= 0, start + length <= bytes.count else { return false }
            guard start + 8 <= bytes.count else { return Prefilter.matches(word, at: start, in: bytes) }
            let loaded = UInt64(littleEndian: UnsafeRawPointer(bytes.baseAddress! + start).loadUnaligned(as: UInt64.self))
            guard (loaded | caseBits) & lengthMask == prefix else { return false }
            return length <= 8 || Prefilter.matches(word, at: start, in: bytes)
        }
    }

    /// What one file is known to hold and not to hold.
    private struct Search {
        let bytes: UnsafeBufferPointer<UInt8>
        let words: [[UInt8]]
        let anchors: [Int]
        var present = WordBits()
        var absent = WordBits()

        /// Whether word `index` occurs anywhere in the file, searched for once.
        mutating func occurs(_ index: Int) -> Bool {
            if present.contains(index) { return true }
            if absent.contains(index) { return false }
            let found = Prefilter.contains(bytes, folded: words[index], anchor: anchors[index])
            if found { present.insert(index) } else { absent.insert(index) }
            return found
        }
    }

    @inline(__always)
    private static func pair(_ raw: UnsafeRawPointer, _ i: Int) -> Int {
        Int(UInt16(littleEndian: raw.loadUnaligned(fromByteOffset: i, as: UInt16.self)))
    }

    /// The first offset from `i` on, in steps of `stride`, up to `last`, whose byte pair is in
    /// `table`; -1 when there is none. The hot loop: kept apart so it stays in registers.
    @inline(never)
    private static func nextHit(_ raw: UnsafeRawPointer, from i: Int, last: Int, stride: Int,
                                table: UnsafePointer<UInt8>) -> Int {
        var i = i
        if stride == 2 {
            while i + 6 <= last {  // four pairs a round
                if table[pair(raw, i)] != 0 { return i }
                if table[pair(raw, i + 2)] != 0 { return i + 2 }
                if table[pair(raw, i + 4)] != 0 { return i + 4 }
                if table[pair(raw, i + 6)] != 0 { return i + 6 }
                i += 8
            }
        }
        while i <= last {
            if table[pair(raw, i)] != 0 { return i }
            i += stride
        }
        return -1
    }

    /// Whether the folded `word` occurs at `start`.
    private static func matches(_ word: [UInt8], at start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard start >= 0, start + word.count <= bytes.count else { return false }
        var k = 0
        while k < word.count && folded(bytes[start + k]) == word[k] { k += 1 }
        return k == word.count
    }

    /// Whether the folded `word` occurs anywhere in `bytes`: `memchr` for its rarest byte, in each
    /// letter case, then a comparison where it lands.
    private static func contains(_ bytes: UnsafeBufferPointer<UInt8>, folded word: [UInt8], anchor: Int) -> Bool {
        guard bytes.count >= word.count, let base = bytes.baseAddress else { return false }
        let starts = bytes.count - word.count + 1  // where the word may start
        for variant in caseVariants(word[anchor]) {
            var from = 0
            while from < starts, let hit = memchr(base + from + anchor, Int32(variant), starts - from) {
                let start = base.distance(to: hit.assumingMemoryBound(to: UInt8.self)) - anchor
                if matches(word, at: start, in: bytes) { return true }
                from = start + 1
            }
        }
        return false
    }

    /// The offset of the byte of `word` least common in source code.
    static func rarestByteOffset(_ word: [UInt8]) -> Int {
        func rarity(_ byte: UInt8) -> Int { commonBytes.firstIndex(of: byte) ?? commonBytes.count }
        return word.indices.max { rarity(word[$0]) < rarity(word[$1]) } ?? 0
    }
    /// Bytes of Swift and Kotlin source, folded, roughly most common first; others are rarer still.
    private static let commonBytes = Array(" \netaoinsrlcdu.()mhp\",:=gfb_y{}v01/w[]k-x2\tj?!<>qz3+*@456789&|#;%$'\\`^~".utf8)

    /// How often the scan would stop for a word, roughly: the commonness of its two looked-for pairs.
    /// Two-byte words cost most: they have one pair and would halve the scan's stride.
    private static func scanCost(_ word: [UInt8]) -> Int {
        guard word.count >= 3 else { return 1 << 20 }
        let offset = rarestPairOffset(word, adjacentPairs: 2)
        return pairCost(pairKey(word, offset)) + pairCost(pairKey(word, offset + 1))
    }

    /// A pair's commonness: high for the head of `commonPairs`, 0 off the list.
    private static func pairCost(_ key: Int) -> Int { commonPairs.count - pairRank[key] }

    /// Byte pairs most common in Swift and Kotlin source, most common first (counted, case-folded,
    /// on eight public apps). A word is found through pairs not on this list, or the latest ones.
    private static let commonPairs = """
        er te on at in st re ti nt se or en co es le ro de po ta io me al ri an li is mp et im nd id om el it ed as to \
        ar ca rt ie ng em od ac tr va ce di ns vi ic ma th e. un ve pr s. la fi lo he ou ur ge ss .c ra ec ne ct ea if \
        ll ew ck il ol () si ex na .s t. ut pl oo da
        """.split(separator: " ").map { Array($0.utf8) }

    /// Per folded pair (first byte in the low half), how rare it is: its place on `commonPairs`,
    /// or past the end.
    private static let pairRank: [Int] = {
        var ranks = [Int](repeating: commonPairs.count, count: 65536)
        for (rank, pair) in commonPairs.enumerated() { ranks[Int(pair[0]) | Int(pair[1]) << 8] = rank }
        return ranks
    }()

    private static func pairKey(_ word: [UInt8], _ offset: Int) -> Int { Int(word[offset]) | Int(word[offset + 1]) << 8 }

    /// The offset in `word` of the `adjacentPairs` adjacent byte pairs least common together.
    static func rarestPairOffset(_ word: [UInt8], adjacentPairs: Int) -> Int {
        func cost(_ offset: Int) -> Int { (offset..<(offset + adjacentPairs)).reduce(0) { $0 + pairCost(pairKey(word, $1)) } }
        return (0...(word.count - 1 - adjacentPairs)).min { cost($0) < cost($1) } ?? 0
    }

    private static func caseVariants(_ byte: UInt8) -> [UInt8] {
        byte >= 97 && byte <= 122 ? [byte, byte - 32] : [byte]
    }

    /// ASCII letters to lower case; every other byte as it is.
    @inline(__always)
    private static func folded(_ byte: UInt8) -> UInt8 { byte &- 65 < 26 ? byte | 0x20 : byte }

    private static func fold(_ word: [UInt8]) -> [UInt8] { word.map(folded) }

    /// The same condition with fewer words: one-word groups ("atoms") that hold another atom's word
    /// go (the other admits the same files and more); so do words of other clauses holding an atom's
    /// word (where one occurs, the atom admits the file anyway), and groups left with an empty clause.
    private static func simplified(_ groups: [[[[UInt8]]]]) -> [[[[UInt8]]]] {
        func inside(_ needle: [UInt8], _ word: [UInt8]) -> Bool {
            word.withUnsafeBufferPointer { w in needle.withUnsafeBufferPointer { w.containsBytes($0) } }
        }
        // A group of one clause is one atom per word.
        var atoms: [[UInt8]] = []
        var compound: [[[[UInt8]]]] = []
        for group in groups {
            if group.count == 1 { atoms += group[0] } else { compound.append(group) }
        }
        atoms = Array(Set(atoms)).sorted { $0.lexicographicallyPrecedes($1) }
        atoms = atoms.filter { atom in !atoms.contains { $0 != atom && inside($0, atom) } }
        var kept: Set<[[[UInt8]]]> = []
        var result = atoms.map { [[$0]] }
        for group in compound {
            let clauses = group.map { clause in clause.filter { word in !atoms.contains { inside($0, word) } } }
            guard clauses.allSatisfy({ !$0.isEmpty }) else { continue }
            if kept.insert(clauses).inserted { result.append(clauses) }
        }
        return result
    }
}

/// A set of word indices below 128, in two machine words.
struct WordBits: Equatable, Sendable {
    static let capacity = 128
    private var low: UInt64 = 0
    private var high: UInt64 = 0

    init() {}

    package func contains(_ index: Int) -> Bool {
        index < 64 ? low & (1 << UInt64(index)) != 0 : high & (1 << UInt64(index - 64)) != 0
    }

    mutating func insert(_ index: Int) {
        if index < 64 { low |= 1 << UInt64(index) } else { high |= 1 << UInt64(index - 64) }
    }
}
