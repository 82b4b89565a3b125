import Foundation

/// The enabled rules' required text for one language, compiled into a byte scanner.
///
/// Each group is looked for by one clause, its primary (the clause of rarest words); its other
/// clauses are searched for only once a primary word is found. Primary words are found through
/// their two adjacent byte pairs least common in source code: the scan loads the byte pair at
/// every second offset as a 16-bit number and looks it up in a 64 KiB table holding those pairs in
/// every letter case (one of the two lands on an even offset). A hit whose bytes just before and
/// after cannot belong to any of the pair's words is passed over in the loop (`neighbours`); only
/// then is a word compared, and the scan stops as soon as some group holds. That is a few
/// instructions a byte; lexing costs over twenty.
struct Prefilter: Sendable {
    /// The words, text case-folded, the others as spelled (see `RequiredText.Word`).
    private let words: [Needle]
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
    /// Per slot, the bytes that may come just before and just after its pair (256 bits each, as four
    /// words: before, then after): most hits on a common pair (`re`, `in`) end here, before any probe.
    private let neighbours: [UInt64]
    /// Per word, whether it is the primary of a one-clause group: finding it admits the file.
    private let admitsAlone: [Bool]
    /// 2 when every primary word has three bytes or more (two adjacent pairs), else 1.
    private let stride: Int

    /// Nil when some rule can report in any file, or the words do not fit the scanner (a word not
    /// ASCII, a text word shorter than two bytes, more than 256 words, a group whose every clause
    /// holds a one-byte name): then every file is linted.
    init?(_ required: [RequiredText?]) {
        // Rules compare names lower-cased by Unicode, which maps the Kelvin sign (U+212A) to `k`:
        // a file holding one is always linted, so no ASCII fold can hide a word from them.
        var groups: [[[Needle]]] = [[[Needle(.text, Array("\u{212A}".utf8))]]]
        for text in required {
            guard let text else { return nil }
            for group in text.groups {
                var clauses = group.map { clause in Array(Set(clause.map(Needle.init))).sorted(by: Needle.precedes) }
                clauses = Array(Set(clauses)).sorted { $0.lexicographicallyPrecedes($1, by: Needle.precedes) }
                guard !clauses.isEmpty, clauses.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.fitsTheScanner) }) else { return nil }
                groups.append(clauses)
            }
        }
        // The same for `İ` (U+0130), which lower-cases to `i` and a combining dot: only a text word
        // ending in `i` could then match (never a default one; this pair would halve the stride).
        if groups.joined().joined().contains(where: { $0.kind == .text && $0.bytes.last == UInt8(ascii: "i") }) {
            groups.append([[Needle(.text, [0xC4, 0xB0])]])
        }
        groups = Self.simplified(groups)
        let words = Array(Set(groups.joined().joined())).sorted(by: Needle.precedes)
        guard words.count <= WordBits.capacity else { return nil }
        self.words = words
        anchors = words.map { Self.rarestByteOffset($0.folded) }
        let indexOf = Dictionary(uniqueKeysWithValues: words.enumerated().map { ($1, $0) })
        let cost = words.map { Self.scanCost($0.folded) }
        // Each group's clauses, its primary (the clause whose words the scan hits least) first.
        self.groups = groups.map { group in
            group.map { $0.map { indexOf[$0]! } }.sorted { a, b in
                a.reduce(0) { $0 + cost[$1] } < b.reduce(0) { $0 + cost[$1] }
            }
        }
        // A one-byte word (a `b:` label) has no pair to be found by: it is only looked for in pass 2.
        guard self.groups.allSatisfy({ $0[0].allSatisfy { words[$0].bytes.count >= 2 } }) else { return nil }
        var byPrimary = [[Int]](repeating: [], count: words.count)
        for (index, group) in self.groups.enumerated() {
            for word in group[0] { byPrimary[word].append(index) }
        }
        groupsByPrimary = byPrimary
        let primaries = Set(self.groups.flatMap { $0[0] }).sorted()
        stride = primaries.allSatisfy { words[$0].bytes.count >= 3 } ? 2 : 1
        var table = [UInt8](repeating: 0, count: 65536)
        var candidates: [[Probe]] = []
        var slotOfPair: [UInt16: Int] = [:]
        // Text first: its slots are keyed by the folded pair, whose every letter case leads to them.
        // A word matched exactly then joins the slot its own pair already leads to, or has one that
        // only its own spelling leads to (`UI` of `UIColor`, not `ui` of `build`).
        for index in primaries.sorted(by: { (words[$0].kind == .text ? 0 : 1) < (words[$1].kind == .text ? 0 : 1) }) {
            let needle = words[index]
            let word = needle.folded
            let first = Self.rarestPairOffset(word, adjacentPairs: stride, kind: needle.kind)
            for offset in first..<(first + stride) {
                let slot: Int
                if needle.kind == .text {
                    let folded = UInt16(word[offset]) | UInt16(word[offset + 1]) << 8
                    slot = slotOfPair[folded] ?? {
                        candidates.append([])
                        slotOfPair[folded] = candidates.count - 1
                        for low in Self.caseVariants(word[offset]) {
                            for high in Self.caseVariants(word[offset + 1]) {
                                table[Int(low) | Int(high) << 8] = UInt8(truncatingIfNeeded: candidates.count)
                            }
                        }
                        return candidates.count - 1
                    }()
                } else {
                    let exact = Int(needle.bytes[offset]) | Int(needle.bytes[offset + 1]) << 8
                    if table[exact] != 0 {
                        slot = Int(table[exact]) - 1
                    } else {
                        candidates.append([])
                        table[exact] = UInt8(truncatingIfNeeded: candidates.count)
                        slot = candidates.count - 1
                    }
                }
                candidates[slot].append(Probe(word: index, offset: offset, needle: needle))
            }
        }
        guard candidates.count < 256 else { return nil }
        pairTable = table
        probes = Array(candidates.joined())
        probeStarts = candidates.reduce(into: [0]) { $0.append($0.last! + $1.count) }
        var neighbours = [UInt64](repeating: 0, count: candidates.count * 8)
        for (slot, slotProbes) in candidates.enumerated() {
            for probe in slotProbes {
                let needle = words[probe.word]
                for (side, at) in [(0, probe.offset - 1), (4, probe.offset + 2)] {
                    for byte in needle.neighbours(at: at) {
                        neighbours[slot * 8 + side + Int(byte >> 6)] |= 1 << UInt64(byte & 63)
                    }
                }
            }
        }
        self.neighbours = neighbours
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
            probes.withUnsafeBufferPointer { probes in neighbours.withUnsafeBufferPointer { neighbours in
                var i = 0
                while true {
                    i = Self.nextHit(UnsafeRawPointer(base), from: i, last: last, stride: stride, table: table.baseAddress!,
                                     neighbours: neighbours.baseAddress!)
                    if i < 0 { return false }
                    let slot = Int(table[Self.pair(UnsafeRawPointer(base), i)]) - 1
                    for probe in probes[probeStarts[slot]..<probeStarts[slot + 1]]
                    where !search.present.contains(probe.word) && probe.matches(at: i - probe.offset, in: bytes, { words[probe.word] }) {
                        search.present.insert(probe.word)
                        if admitsAlone[probe.word] { return true }
                    }
                    i += stride
                }
            } }
        }
        if admitted { return true }
        // Pass 2, only now (most files that hold a colour word were admitted above): the other
        // clauses of the groups whose primary words were found.
        for (index, primaryOf) in groupsByPrimary.enumerated() where search.present.contains(index) {
            for group in primaryOf where groups[group].dropFirst().allSatisfy({ clause in search.holds(clause) }) {
                return true
            }
        }
        return false
    }

    /// A primary word looked for through one of its pairs, with its first eight bytes ready for one
    /// 64-bit comparison: `(load | caseBits) & lengthMask == prefix`. OR-ing 0x20 into a byte makes
    /// a lower-case letter only of that letter in either case, so text compares without case; a
    /// word matched exactly has no case bits.
    private struct Probe {
        let word: Int
        let offset: Int
        let prefix: UInt64
        let caseBits: UInt64
        let lengthMask: UInt64
        let length: Int
        /// Whether a match must still pass `Needle.occurs(at:in:)` (a whole name, a label, a call).
        let checksSurroundings: Bool

        init(word: Int, offset: Int, needle: Needle) {
            self.word = word
            self.offset = offset
            length = needle.bytes.count
            checksSurroundings = needle.kind != .text
            var prefix: UInt64 = 0, caseBits: UInt64 = 0, lengthMask: UInt64 = 0
            for (k, byte) in needle.bytes.prefix(8).enumerated() {
                prefix |= UInt64(byte) << UInt64(8 * k)
                if needle.kind == .text && byte >= 97 && byte <= 122 { caseBits |= 0x20 << UInt64(8 * k) }
                lengthMask |= 0xFF << UInt64(8 * k)
            }
            self.prefix = prefix
            self.caseBits = caseBits
            self.lengthMask = lengthMask
        }

        /// `needle` is asked for only when the first eight bytes cannot decide (a copy of it retains
        /// its arrays, on the scan's hottest path).
        @inline(__always)
        func matches(at start: Int, in bytes: UnsafeBufferPointer<UInt8>, _ needle: () -> Needle) -> Bool {
            guard start >= 0, start + length <= bytes.count else { return false }
            guard start + 8 <= bytes.count else { return needle().occurs(at: start, in: bytes) }
            let loaded = UInt64(littleEndian: UnsafeRawPointer(bytes.baseAddress! + start).loadUnaligned(as: UInt64.self))
            guard (loaded | caseBits) & lengthMask == prefix else { return false }
            if length > 8 || checksSurroundings { return needle().occurs(at: start, in: bytes) }
            return true
        }
    }

    /// What one file is known to hold and not to hold.
    private struct Search {
        let bytes: UnsafeBufferPointer<UInt8>
        let words: [Needle]
        let anchors: [Int]
        var present = WordBits()
        var absent = WordBits()

        /// Whether one of the clause's words occurs. Labels are looked for together, from every `:`
        /// and `/` after one (a search per label would stop at every `r` for an `r:` label).
        mutating func holds(_ clause: [Int]) -> Bool {
            if clause.count > 1 && clause.allSatisfy({ words[$0].kind == .label && !present.contains($0) }) {
                if clause.allSatisfy({ absent.contains($0) }) { return false }
                if let found = Needle.firstLabel(among: clause.map { words[$0].bytes }, in: bytes) {
                    present.insert(clause[found])
                    return true
                }
                for word in clause { absent.insert(word) }
                return false
            }
            return clause.contains { occurs($0) }
        }

        /// Whether word `index` occurs anywhere in the file, searched for once.
        mutating func occurs(_ index: Int) -> Bool {
            if present.contains(index) { return true }
            if absent.contains(index) { return false }
            let found = Prefilter.contains(bytes, words[index], anchor: anchors[index])
            if found { present.insert(index) } else { absent.insert(index) }
            return found
        }
    }

    @inline(__always)
    private static func pair(_ raw: UnsafeRawPointer, _ i: Int) -> Int {
        Int(UInt16(littleEndian: raw.loadUnaligned(fromByteOffset: i, as: UInt16.self)))
    }

    /// The first offset from `i` on, in steps of `stride`, up to `last`, whose byte pair is in
    /// `table` with bytes around it its slot's `neighbours` allow; -1 when there is none. The hot
    /// loop: kept apart so it stays in registers.
    @inline(never)
    private static func nextHit(_ raw: UnsafeRawPointer, from i: Int, last: Int, stride: Int,
                                table: UnsafePointer<UInt8>, neighbours: UnsafePointer<UInt64>) -> Int {
        let count = last + 2
        @inline(__always) func allows(_ i: Int, _ entry: UInt8) -> Bool {
            let masks = neighbours + 8 * (Int(entry) - 1)
            if i > 0 {
                let before = raw.load(fromByteOffset: i - 1, as: UInt8.self)
                if masks[Int(before >> 6)] & (1 << UInt64(before & 63)) == 0 { return false }
            }
            if i + 2 < count {
                let after = raw.load(fromByteOffset: i + 2, as: UInt8.self)
                if masks[4 + Int(after >> 6)] & (1 << UInt64(after & 63)) == 0 { return false }
            }
            return true
        }
        var i = i
        if stride == 2 {
            while i + 6 <= last {  // four pairs a round
                var entry = table[pair(raw, i)]
                if entry != 0 && allows(i, entry) { return i }
                entry = table[pair(raw, i + 2)]
                if entry != 0 && allows(i + 2, entry) { return i + 2 }
                entry = table[pair(raw, i + 4)]
                if entry != 0 && allows(i + 4, entry) { return i + 4 }
                entry = table[pair(raw, i + 6)]
                if entry != 0 && allows(i + 6, entry) { return i + 6 }
                i += 8
            }
        }
        while i <= last {
            let entry = table[pair(raw, i)]
            if entry != 0 && allows(i, entry) { return i }
            i += stride
        }
        return -1
    }

    /// Whether `needle` occurs anywhere in `bytes`: `memchr` for its rarest byte (in each letter
    /// case, for text), then a comparison where it lands.
    private static func contains(_ bytes: UnsafeBufferPointer<UInt8>, _ needle: Needle, anchor: Int) -> Bool {
        let word = needle.bytes
        guard bytes.count >= word.count, let base = bytes.baseAddress else { return false }
        let starts = bytes.count - word.count + 1  // where the word may start
        for variant in needle.kind == .text ? caseVariants(word[anchor]) : [word[anchor]] {
            var from = 0
            while from < starts, let hit = memchr(base + from + anchor, Int32(variant), starts - from) {
                let start = base.distance(to: hit.assumingMemoryBound(to: UInt8.self)) - anchor
                if needle.occurs(at: start, in: bytes) { return true }
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
    /// Two-byte words cost more: they have one pair and would halve the scan's stride. One-byte words
    /// cannot be scanned for at all.
    private static func scanCost(_ word: [UInt8]) -> Int {
        guard word.count >= 2 else { return 1 << 40 }
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

    /// The offset in `word` of the `adjacentPairs` adjacent byte pairs least common together. With
    /// `kind`, a pair inside the word is preferred to one at its edge: the scan passes over a hit
    /// whose bytes before and after do not fit, which at an edge of text (`th` of `theme`, after
    /// any byte) rules nothing out, and at a whole name's edge only letters and digits.
    static func rarestPairOffset(_ word: [UInt8], adjacentPairs: Int, kind: RequiredText.Word.Kind? = nil) -> Int {
        func edgeCost(_ offset: Int) -> Int {
            guard let kind else { return 0 }
            let loose = kind == .text ? 200 : 20
            return (offset == 0 ? (kind == .call ? 200 : loose) : 0) + (offset + 2 >= word.count ? loose : 0)
        }
        func cost(_ offset: Int) -> Int {
            (offset..<(offset + adjacentPairs)).reduce(0) { $0 + pairCost(pairKey(word, $1)) + edgeCost($1) }
        }
        return (0...(word.count - 1 - adjacentPairs)).min { cost($0) < cost($1) } ?? 0
    }

    fileprivate static func caseVariants(_ byte: UInt8) -> [UInt8] {
        byte >= 97 && byte <= 122 ? [byte, byte - 32] : [byte]
    }

    /// ASCII letters to lower case; every other byte as it is.
    @inline(__always)
    fileprivate static func folded(_ byte: UInt8) -> UInt8 { byte &- 65 < 26 ? byte | 0x20 : byte }

    fileprivate static func fold(_ word: [UInt8]) -> [UInt8] { word.map(folded) }

    /// The same condition with fewer words: one-word groups ("atoms") implied by another atom go
    /// (the other admits the same files and more); so do words of other clauses that imply an atom
    /// (where one occurs, the atom admits the file anyway), and groups left with an empty clause.
    private static func simplified(_ groups: [[[Needle]]]) -> [[[Needle]]] {
        // A group of one clause is one atom per word.
        var atoms: [Needle] = []
        var compound: [[[Needle]]] = []
        for group in groups {
            if group.count == 1 { atoms += group[0] } else { compound.append(group) }
        }
        atoms = Array(Set(atoms)).sorted(by: Needle.precedes)
        atoms = atoms.filter { atom in !atoms.contains { $0 != atom && $0.isImplied(by: atom) } }
        var kept: Set<[[Needle]]> = []
        var result = atoms.map { [[$0]] }
        for group in compound {
            let clauses = group.map { clause in clause.filter { word in !atoms.contains { $0.isImplied(by: word) } } }
            guard clauses.allSatisfy({ !$0.isEmpty }) else { continue }
            if kept.insert(clauses).inserted { result.append(clauses) }
        }
        return result
    }
}

/// A required word compiled for the scanner: its bytes (case-folded for text) and how it must stand.
private struct Needle: Hashable {
    let kind: RequiredText.Word.Kind
    let bytes: [UInt8]
    /// The bytes in lower case, for costs and pair slots.
    let folded: [UInt8]

    init(_ kind: RequiredText.Word.Kind, _ bytes: [UInt8]) {
        self.kind = kind
        folded = Prefilter.fold(bytes)
        self.bytes = kind == .text ? folded : bytes
    }

    init(_ word: RequiredText.Word) { self.init(word.kind, Array(word.spelling.utf8)) }

    static func == (a: Needle, b: Needle) -> Bool { a.kind == b.kind && a.bytes == b.bytes }

    func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(bytes)
    }

    /// The bytes that may stand at `offset` of a match (-1: just before it; `bytes.count`: just
    /// after): the word's own byte there, in either case for text; outside it, any byte but a
    /// name's for a whole name, spaces and a call's punctuation after a call, any byte for text.
    func neighbours(at offset: Int) -> [UInt8] {
        if offset >= 0 && offset < bytes.count {
            return kind == .text ? Prefilter.caseVariants(bytes[offset]) : [bytes[offset]]
        }
        switch (kind, offset < 0) {
        case (.name, _), (.label, _): return Self.nonNameBytes
        case (.call, false): return Array(" \t\n\r(./".utf8)
        default: return Self.allBytes
        }
    }

    private static let allBytes = (0...255).map(UInt8.init)
    private static let nonNameBytes = allBytes.filter { !isNameByte($0) }

    /// ASCII, and two bytes or more unless matched whole (a one-byte label is found in pass 2 only).
    var fitsTheScanner: Bool {
        !bytes.isEmpty && bytes.allSatisfy { $0 < 0x80 } && (bytes.count >= 2 || kind == .name || kind == .label)
    }

    static func precedes(_ a: Needle, _ b: Needle) -> Bool {
        a.kind != b.kind ? a.kind.order < b.kind.order : a.bytes.lexicographicallyPrecedes(b.bytes)
    }

    /// Whether wherever `other` occurs this word does too.
    func isImplied(by other: Needle) -> Bool {
        switch kind {
        case .text:
            return other.folded.withUnsafeBufferPointer { o in bytes.withUnsafeBufferPointer { o.containsBytes($0) } }
        case .name:
            return other.bytes == bytes && (other.kind == .name || other.kind == .label)
        case .label, .call:
            return other == self
        }
    }

    /// Whether the word occurs at `start` and stands there as its kind requires.
    func occurs(at start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let end = start + self.bytes.count
        guard start >= 0, end <= bytes.count else { return false }
        var k = 0
        if kind == .text {
            while k < self.bytes.count && Prefilter.folded(bytes[start + k]) == self.bytes[k] { k += 1 }
        } else {
            while k < self.bytes.count && bytes[start + k] == self.bytes[k] { k += 1 }
        }
        guard k == self.bytes.count else { return false }
        switch kind {
        case .text:
            return true
        case .name:
            return Self.isWholeName(start, end, in: bytes)
        case .label:
            return Self.isWholeName(start, end, in: bytes) && Self.labelFollows(end, in: bytes)
        case .call:
            return Self.callFollows(end, in: bytes)
        }
    }

    /// ASCII letters, digits and `_`: bytes every lexer keeps inside a name. Any other byte is taken
    /// to end one, which can only make a name count as whole where the lexer would not.
    @inline(__always) fileprivate static func isNameByte(_ b: UInt8) -> Bool {
        Prefilter.folded(b) &- 97 < 26 || b &- 48 < 10 || b == UInt8(ascii: "_")
    }

    private static func isWholeName(_ start: Int, _ end: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        (start == 0 || !isNameByte(bytes[start - 1])) && (end == bytes.count || !isNameByte(bytes[end]))
    }

    /// Spaces, tabs and line breaks from `i`: where the next token may start.
    @inline(__always) private static func skipSpace(_ i: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var i = i
        while i < bytes.count, bytes[i] == 0x20 || bytes[i] == 0x09 || bytes[i] == 0x0A || bytes[i] == 0x0D { i += 1 }
        return i
    }

    /// `:` after spaces; a `/` may open a comment before one, so it counts too.
    private static func labelFollows(_ end: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let i = skipSpace(end, in: bytes)
        guard i < bytes.count else { return false }
        return bytes[i] == UInt8(ascii: ":") || bytes[i] == UInt8(ascii: "/")
    }

    /// The index of a label among `labels` that occurs in `bytes` (as `occurs` finds a `.label`):
    /// from each `:` and `/`, back over spaces to the name before it. One pass per byte looked for.
    static func firstLabel(among labels: [[UInt8]], in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let base = bytes.baseAddress else { return nil }
        for mark in [UInt8(ascii: ":"), UInt8(ascii: "/")] {
            var from = 0
            while from < bytes.count, let hit = memchr(base + from, Int32(mark), bytes.count - from) {
                let at = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                from = at + 1
                var end = at
                while end > 0, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 || bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D { end -= 1 }
                var start = end
                while start > 0 && isNameByte(bytes[start - 1]) { start -= 1 }
                guard start < end else { continue }
                let name = UnsafeBufferPointer(rebasing: bytes[start..<end])
                if let found = labels.firstIndex(where: { $0.count == name.count && $0.elementsEqual(name) }) { return found }
            }
        }
        return nil
    }

    /// `(`, or `.name(`, after spaces; a `/` may open a comment on the way, and a byte no ASCII name
    /// holds may be part of a Unicode or quoted one: both count.
    private static func callFollows(_ end: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var i = skipSpace(end, in: bytes)
        guard i < bytes.count else { return false }
        if bytes[i] == UInt8(ascii: "(") || bytes[i] == UInt8(ascii: "/") { return true }
        guard bytes[i] == UInt8(ascii: ".") else { return false }
        i = skipSpace(i + 1, in: bytes)
        guard i < bytes.count else { return false }
        if bytes[i] == UInt8(ascii: "/") || bytes[i] >= 0x80 || bytes[i] == UInt8(ascii: "`") { return true }
        guard isNameByte(bytes[i]) else { return false }
        while i < bytes.count && (isNameByte(bytes[i]) || bytes[i] >= 0x80) { i += 1 }
        i = skipSpace(i, in: bytes)
        return i < bytes.count && (bytes[i] == UInt8(ascii: "(") || bytes[i] == UInt8(ascii: "/"))
    }
}

private extension RequiredText.Word.Kind {
    var order: Int {
        switch self {
        case .text: return 0
        case .name: return 1
        case .label: return 2
        case .call: return 3
        }
    }
}

/// A set of word indices below 256, in four machine words.
struct WordBits: Equatable, Sendable {
    static let capacity = 256
    private var bits: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)

    init() {}

    static func == (a: WordBits, b: WordBits) -> Bool { a.bits == b.bits }

    package func contains(_ index: Int) -> Bool {
        let bit = UInt64(1) << UInt64(index & 63)
        switch index >> 6 {
        case 0: return bits.0 & bit != 0
        case 1: return bits.1 & bit != 0
        case 2: return bits.2 & bit != 0
        default: return bits.3 & bit != 0
        }
    }

    mutating func insert(_ index: Int) {
        let bit = UInt64(1) << UInt64(index & 63)
        switch index >> 6 {
        case 0: bits.0 |= bit
        case 1: bits.1 |= bit
        case 2: bits.2 |= bit
        default: bits.3 |= bit
        }
    }
}
