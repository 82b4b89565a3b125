extension String {
    /// Substring search over UTF-8 bytes. `String.contains(String)` goes through Foundation on
    /// Linux and dominated profiles; names compared here are short.
    @inlinable package func containsBytes(_ needle: String) -> Bool {
        var haystack = self
        var needle = needle
        return haystack.withUTF8 { h in needle.withUTF8 { h.containsBytes($0) } }
    }
}

extension UnsafeBufferPointer where Element == UInt8 {
    /// Whether `needle` occurs in these bytes (an empty needle always does): a first-byte scan,
    /// for the short names and keys rules search.
    @inlinable package func containsBytes(_ needle: UnsafeBufferPointer<UInt8>) -> Bool {
        guard needle.count > 0 else { return true }
        guard count >= needle.count else { return false }
        let first = needle[0]
        var i = 0
        let last = count - needle.count
        while i <= last {
            if self[i] == first {
                var k = 1
                while k < needle.count && self[i + k] == needle[k] { k += 1 }
                if k == needle.count { return true }
            }
            i += 1
        }
        return false
    }
}

extension String {
    /// Whether the UTF-8 bytes of `self` sort before those of `other`: the order of paths and ids
    /// in reports. The generic `utf8.lexicographicallyPrecedes` cost about 7,000 instructions a call.
    func utf8Precedes(_ other: String) -> Bool {
        var a = self
        var b = other
        return a.withUTF8 { x in
            b.withUTF8 { y in
                let common = min(x.count, y.count)
                if common > 0, let left = x.baseAddress, let right = y.baseAddress {
                    let order = memcmp(left, right, common)
                    if order != 0 { return order < 0 }
                }
                return x.count < y.count
            }
        }
    }
}

extension String {
    /// `self` with every `needle` replaced by `replacement`, over UTF-8 bytes. Foundation's
    /// `replacingOccurrences` bridges through NSString on Linux: about 30,000 instructions a call
    /// when the catalog expanded `{name}` templates.
    func replacingBytes(_ needle: String, with replacement: String) -> String {
        let source = Array(utf8), target = Array(needle.utf8)
        guard !target.isEmpty, source.count >= target.count else { return self }
        var out: [UInt8] = []
        out.reserveCapacity(source.count + replacement.utf8.count)
        var i = 0
        var changed = false
        while i < source.count {
            if source[i] == target[0], i + target.count <= source.count, source[i..<i + target.count].elementsEqual(target) {
                out += replacement.utf8
                i += target.count
                changed = true
            } else {
                out.append(source[i])
                i += 1
            }
        }
        return changed ? String(decoding: out, as: UTF8.self) : self
    }
}

extension StringProtocol {
    /// Without leading and trailing ASCII spaces, tabs and line breaks: what XML and JSON values
    /// allow around a colour. Foundation's `trimmingCharacters(in:)` bridges through NSString.
    func trimmingASCIIWhitespace() -> String {
        let bytes = Array(utf8)
        func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D }
        var start = 0, end = bytes.count
        while start < end && isSpace(bytes[start]) { start += 1 }
        while end > start && isSpace(bytes[end - 1]) { end -= 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}
