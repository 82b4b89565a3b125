/// Byte-level checks on tokens, so hot loops decide without making Strings.
extension FileContext {
    /// Whether the token at `p` ends with `suffix`.
    package func hasSuffix(_ p: Int, _ suffix: StaticString) -> Bool {
        guard p >= 0 && p < count else { return false }
        let t = token(p)
        let length = suffix.utf8CodeUnitCount
        guard t.length >= length else { return false }
        let start = Int(t.end) - length
        return suffix.withUTF8Buffer { s in
            var i = 0
            while i < length {
                if raw[start + i] != s[i] { return false }
                i += 1
            }
            return true
        }
    }

    /// Whether the file names `identifier` as itself: used (`R.string.title`, `AppTheme.colors`) or
    /// imported (`import com.example.R`, not `import com.example.R as AppR`).
    func mentions(identifier: [UInt8]) -> Bool {
        for p in 0..<count where kind(p) == .identifier && self.is(p, bytes: identifier) {
            if kind(p + 1) == .dot || kind(p - 1) == .dot && !self.is(p + 1, "as") { return true }
        }
        return false
    }

    /// Whether the token at `p` is exactly `word`, for names known only at run time (configured flags).
    package func `is`(_ p: Int, bytes word: [UInt8]) -> Bool {
        guard p >= 0 && p < count else { return false }
        let t = token(p)
        guard t.length == word.count else { return false }
        let start = Int(t.start)
        return word.withUnsafeBufferPointer { w in
            var i = 0
            while i < w.count {
                if raw[start + i] != w[i] { return false }
                i += 1
            }
            return true
        }
    }

    /// The last byte of the token at `p`, or 0 outside the file or for an empty token.
    @inline(__always) package func lastByte(_ p: Int) -> UInt8 {
        guard p >= 0 && p < count, token(p).length > 0 else { return 0 }
        return raw[Int(token(p).start) + Int(token(p).length) - 1]
    }

    /// The first byte of the token at `p`, or 0 outside the file.
    @inline(__always) package func firstByte(_ p: Int) -> UInt8 {
        guard p >= 0 && p < count else { return 0 }
        return raw[Int(token(p).start)]
    }

    /// An UpperCamel name ending in `Color`: `Color`, `UIColor`, `LottieColor` (see `ColorVocabulary.isColorTypeName`).
    /// Called for most `(` and `.`: the first and last bytes reject almost every name.
    package func isColorTypeToken(_ p: Int) -> Bool {
        kind(p) == .identifier && token(p).isColorTypeShaped(in: UnsafeBufferPointer(raw))
    }

    /// The name token just before the `(` at `open` (`Color` in `Color(`, `init` in `UIColor.init(`), on the same line.
    package func calleeName(beforeParen open: Int) -> Int? {
        guard kind(open) == .leftParen, isIdentifier(open - 1), !hasNewlineBefore(open) else { return nil }
        return open - 1
    }

    /// Every `(` right after a colour-type name (`Color(`) or two tokens after one (`UIColor.init(`,
    /// `Color.rgb(`, `UIColor.fromHex(`), and with `afterInits` every `(` after `init`
    /// (`.init(hex:)`); ascending, each once. Colour calls open at one of these, so rules walk
    /// them instead of every `(` of the file.
    func parensNearColorTypes(afterInits: Bool) -> [Int] {
        var opens: [Int] = []
        for name in index.colorTypeNames {
            let q = Int(name)
            if kind(q + 1) == .leftParen { opens.append(q + 1) }
            if kind(q + 3) == .leftParen { opens.append(q + 3) }
        }
        if afterInits {
            for name in index.initNames where kind(Int(name) + 1) == .leftParen { opens.append(Int(name) + 1) }
        }
        // `Color.Color(` reaches one `(` twice.
        opens.sort()
        var unique = 0
        for open in opens where unique == 0 || opens[unique - 1] != open {
            opens[unique] = open
            unique += 1
        }
        opens.removeLast(opens.count - unique)
        return opens
    }

    /// The colour type a constructor call names: `Color(` → `Color`, `UIColor.init(` → `UIColor`.
    package func constructedColorType(beforeParen open: Int) -> Int? {
        // Byte checks first; the line-break test (which walks trivia) only for the rare match.
        let name = open - 1
        if isColorTypeToken(name) { return calleeName(beforeParen: open) != nil ? name : nil }
        if name >= 0 && token(name).length == 4 && self.is(name, "init") && kind(name - 1) == .dot && isColorTypeToken(name - 2) {
            return calleeName(beforeParen: open) != nil ? name - 2 : nil
        }
        return nil
    }

    /// Whether the bytes of `range` start with `prefix`.
    package func bytes(_ range: ByteRange, start prefix: StaticString) -> Bool { bytes(range, word: prefix, atEnd: false, foldingCase: false) }

    /// Whether the bytes of `range` start with the lower-case ASCII `prefix`, in any letter case (`ColorUtils`).
    package func bytes(_ range: ByteRange, startIgnoringCase prefix: StaticString) -> Bool {
        bytes(range, word: prefix, atEnd: false, foldingCase: true)
    }

    /// Whether the bytes of `range` end with `suffix`.
    package func bytes(_ range: ByteRange, end suffix: StaticString) -> Bool { bytes(range, word: suffix, atEnd: true, foldingCase: false) }

    /// Whether the bytes of `range` end with the lower-case ASCII `suffix`, in any letter case
    /// (`dominantColor`, `BACKGROUND`).
    package func bytes(_ range: ByteRange, endIgnoringCase suffix: StaticString) -> Bool {
        bytes(range, word: suffix, atEnd: true, foldingCase: true)
    }

    private func bytes(_ range: ByteRange, word: StaticString, atEnd: Bool, foldingCase: Bool) -> Bool {
        let length = word.utf8CodeUnitCount
        guard range.length >= length, range.start >= 0, range.end <= file.bytes.count else { return false }
        let pointer = word.utf8Start
        let from = atEnd ? range.end - length : range.start
        let fold: UInt8 = foldingCase ? 0x20 : 0
        var i = 0
        while i < length {
            if file.bytes[from + i] | fold != pointer[i] { return false }
            i += 1
        }
        return true
    }

    /// Whether `needle` occurs anywhere in the file.
    func fileContains(_ needle: StaticString) -> Bool { bytes(ByteRange(0, file.bytes.count), contain: needle) }

    /// Whether `needle`, a name from a vocabulary list as bytes, occurs anywhere in the file.
    func fileContains(_ needle: [UInt8]) -> Bool {
        let range = ByteRange(0, file.bytes.count)
        guard !needle.isEmpty, range.length >= needle.count, range.end <= raw.count else { return false }
        return needle.withUnsafeBufferPointer { FileContext.search(UnsafeBufferPointer(raw), range, $0) }
    }

    /// Whether the bytes of `range` contain `needle`.
    package func bytes(_ range: ByteRange, contain needle: StaticString) -> Bool {
        guard range.start >= 0, range.end <= raw.count else { return false }
        return FileContext.bytes(UnsafeBufferPointer(raw), range, contain: needle)
    }

    /// Whether the bytes of `range` contain `needle`, ASCII letters compared without case; `needle` is
    /// lower case (`"brightness"` finds `regionBrightness` and `BRIGHTNESS_LEVEL`). For names only.
    package func bytes(_ range: ByteRange, containIgnoringCase needle: StaticString) -> Bool {
        FileContext.bytes(UnsafeBufferPointer(raw), range, containIgnoringCase: needle)
    }

    /// The same search in a file's path.
    static func bytes(_ haystack: [UInt8], _ range: ByteRange, containIgnoringCase needle: StaticString) -> Bool {
        haystack.withUnsafeBufferPointer { bytes($0, range, containIgnoringCase: needle) }
    }

    static func bytes(_ haystack: UnsafeBufferPointer<UInt8>, _ range: ByteRange, containIgnoringCase needle: StaticString) -> Bool {
        let length = needle.utf8CodeUnitCount
        guard length > 0, range.start >= 0, range.end <= haystack.count, range.length >= length else { return false }
        let n = needle.utf8Start
        var start = range.start
        while start <= range.end - length {
            var matched = 0
            while matched < length && haystack[start + matched] | 0x20 == n[matched] | 0x20 { matched += 1 }
            if matched == length { return true }
            start += 1
        }
        return false
    }

    /// Names and other short ranges are compared in place: finding the needle's rarest byte and
    /// calling `memchr` cost more than the search, and rules ask this of every name they meet.
    static let shortRange = 48

    static func bytes(_ haystack: UnsafeBufferPointer<UInt8>, _ range: ByteRange, contain needle: StaticString) -> Bool {
        let length = needle.utf8CodeUnitCount
        guard length > 0, range.start >= 0, range.end <= haystack.count, range.length >= length else { return false }
        if range.length > shortRange {
            return needle.withUTF8Buffer { n in search(haystack, range, n) }
        }
        let n = needle.utf8Start
        let first = n[0]
        var start = range.start
        let lastStart = range.end - length
        while start <= lastStart {
            if haystack[start] == first {
                var matched = 1
                while matched < length && haystack[start + matched] == n[matched] { matched += 1 }
                if matched == length { return true }
            }
            start += 1
        }
        return false
    }

    /// Jumps between candidate first bytes with libc's vectorised `memchr` (`memmem` is a GNU
    /// extension Swift's Glibc module does not expose): the whole-file searches go through here.
    /// The index of the byte of `needle` least likely in source code, so memchr stops rarely.
    private static func rarestByteIndex(_ needle: UnsafeBufferPointer<UInt8>) -> Int {
        var best = 0
        for index in 1..<needle.count where byteRarity[Int(needle[index])] > byteRarity[Int(needle[best])] { best = index }
        return best
    }

    /// Printable ASCII by frequency in Swift and Kotlin, most common first (measured on 14.8 MB of
    /// public apps); spaces and line ends are commoner still, anything else is rarer.
    private static let byteRarity: [Int] = {
        let byFrequency = Array(#"etionraslcdu.mpgvhf)(Sy:wCbI,LRk={}/PTxAMD"EUVNF-0BO*_21?>zHj@WK][qG35<#!\X46QJ$`Y8+'&97;|Z%~^"#.utf8)
        var rarity = [Int](repeating: byFrequency.count, count: 256)
        for (rank, byte) in byFrequency.enumerated() { rarity[Int(byte)] = rank }
        for space in " \t\n\r".utf8 { rarity[Int(space)] = -1 }
        return rarity
    }()

    static func bytes(_ bytes: [UInt8], _ range: ByteRange, contain needle: StaticString) -> Bool {
        bytes.withUnsafeBufferPointer { haystack in FileContext.bytes(haystack, range, contain: needle) }
    }

    /// memchr for the needle's rarest byte, then compare the whole needle around each hit.
    private static func search(_ haystack: UnsafeBufferPointer<UInt8>, _ range: ByteRange, _ n: UnsafeBufferPointer<UInt8>) -> Bool {
        let length = n.count
        let base = haystack.baseAddress!
        let anchor = rarestByteIndex(n)
        let anchorByte = Int32(n[anchor])
        var position = range.start + anchor
        let lastAnchor = range.end - length + anchor
        while position <= lastAnchor {
            guard let hit = memchr(base + position, anchorByte, lastAnchor - position + 1) else { return false }
            let found = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
            let start = found - anchor
            var matched = 0
            while matched < length && base[start + matched] == n[matched] { matched += 1 }
            if matched == length { return true }
            position = found + 1
        }
        return false
    }
}
