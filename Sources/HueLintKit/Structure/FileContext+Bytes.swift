#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Byte-level checks on tokens, so hot loops decide without making Strings.
extension FileContext {
    /// Whether the token at `p` ends with `suffix`.
    public func hasSuffix(_ p: Int, _ suffix: StaticString) -> Bool {
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

    /// Whether the token at `p` is exactly `word`, for names known only at run time (configured flags).
    public func `is`(_ p: Int, bytes word: [UInt8]) -> Bool {
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

    /// The first byte of the token at `p`, or 0 outside the file.
    @inline(__always) public func firstByte(_ p: Int) -> UInt8 {
        guard p >= 0 && p < count else { return 0 }
        return raw[Int(token(p).start)]
    }

    /// An UpperCamel name ending in `Color`: `Color`, `UIColor`, `LottieColor` (see `ColorVocabulary.isColorTypeName`).
    /// Called for most `(` and `.`: the first and last bytes reject almost every name.
    public func isColorTypeToken(_ p: Int) -> Bool {
        guard kind(p) == .identifier else { return false }
        let t = token(p)
        guard t.length >= 5 else { return false }
        let first = raw[Int(t.start)]
        return first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z") && raw[Int(t.end) - 1] == UInt8(ascii: "r")
            && hasSuffix(p, "Color")
    }

    /// The name token just before the `(` at `open` (`Color` in `Color(`, `init` in `UIColor.init(`), on the same line.
    public func calleeName(beforeParen open: Int) -> Int? {
        guard kind(open) == .leftParen, isIdentifier(open - 1), !hasNewlineBefore(open) else { return nil }
        return open - 1
    }

    /// The colour type a constructor call names: `Color(` → `Color`, `UIColor.init(` → `UIColor`.
    public func constructedColorType(beforeParen open: Int) -> Int? {
        // Byte checks first; the line-break test (which walks trivia) only for the rare match.
        let name = open - 1
        if isColorTypeToken(name) { return calleeName(beforeParen: open) != nil ? name : nil }
        if name >= 0 && token(name).length == 4 && self.is(name, "init") && kind(name - 1) == .dot && isColorTypeToken(name - 2) {
            return calleeName(beforeParen: open) != nil ? name - 2 : nil
        }
        return nil
    }

    /// Whether the bytes of `range` contain `needle`.
    public func bytes(_ range: ByteRange, contain needle: StaticString) -> Bool {
        FileContext.bytes(file.bytes, range, contain: needle)
    }

    /// Jumps between candidate first bytes with libc's vectorised `memchr` (`memmem` is a GNU
    /// extension Swift's Glibc module does not expose): the whole-file searches go through here.
    static func bytes(_ bytes: [UInt8], _ range: ByteRange, contain needle: StaticString) -> Bool {
        let length = needle.utf8CodeUnitCount
        guard length > 0, range.start >= 0, range.end <= bytes.count, range.length >= length else { return false }
        return bytes.withUnsafeBufferPointer { haystack in
            needle.withUTF8Buffer { n in
                let base = haystack.baseAddress!
                var position = range.start
                let last = range.end - length
                while position <= last {
                    guard let hit = memchr(base + position, Int32(n[0]), last - position + 1) else { return false }
                    let offset = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                    if memcmp(base + offset, n.baseAddress!, length) == 0 { return true }
                    position = offset + 1
                }
                return false
            }
        }
    }
}
