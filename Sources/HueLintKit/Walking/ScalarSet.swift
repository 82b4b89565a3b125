/// A bracket expression such as `[abc]`, `[a-z]`, `[!0-9]`, `[^._]` or `[[:alpha:]]`,
/// matching one Unicode scalar decoded straight from UTF-8 bytes.
struct ScalarSet: Sendable, Hashable {
    enum PosixClass: String, Sendable, Hashable {
        case alnum, alpha, blank, cntrl, digit, graph, lower, print, punct, space, upper, xdigit

        package func contains(_ scalar: UInt32) -> Bool {
            guard scalar < 0x80 else { return false }  // like git's wildmatch: ASCII only
            let byte = UInt8(scalar)
            let isDigit = (0x30...0x39).contains(byte)
            let isUpper = (0x41...0x5A).contains(byte)
            let isLower = (0x61...0x7A).contains(byte)
            let isGraph = (0x21...0x7E).contains(byte)
            switch self {
            case .alnum: return isDigit || isUpper || isLower
            case .alpha: return isUpper || isLower
            case .blank: return byte == 0x20 || byte == 0x09
            case .cntrl: return byte < 0x20 || byte == 0x7F
            case .digit: return isDigit
            case .graph: return isGraph
            case .lower: return isLower
            case .print: return isGraph || byte == 0x20
            case .punct: return isGraph && !(isDigit || isUpper || isLower)
            case .space: return byte == 0x20 || (0x09...0x0D).contains(byte)
            case .upper: return isUpper
            case .xdigit: return isDigit || (0x41...0x46).contains(byte) || (0x61...0x66).contains(byte)
            }
        }
    }

    var ranges: [ClosedRange<UInt32>] = []
    var classes: [PosixClass] = []
    var negated = false

    /// The scalar end offset when the scalar at `offset` is in the set.
    package func match(_ text: UnsafeBufferPointer<UInt8>, _ offset: Int, _ end: Int) -> Int? {
        let (scalar, next) = ScalarSet.decode(text, offset, end)
        var found = false
        for range in ranges where range.contains(scalar) {
            found = true
            break
        }
        if !found {
            for posix in classes where posix.contains(scalar) {
                found = true
                break
            }
        }
        return found != negated ? next : nil
    }

    /// Parses the bracket expression opening at `openingBracket`; nil when it never closes,
    /// so the caller can treat the `[` literally.
    static func parse(_ pattern: ArraySlice<UInt8>, openingBracket: Int) -> (ScalarSet, Int)? {
        var set = ScalarSet()
        var index = openingBracket + 1
        let end = pattern.endIndex
        if index < end && (pattern[index] == UInt8(ascii: "!") || pattern[index] == UInt8(ascii: "^")) {
            set.negated = true
            index += 1
        }
        var isFirst = true
        while index < end {
            let byte = pattern[index]
            if byte == UInt8(ascii: "]") && !isFirst {
                return (set, index + 1)
            }
            isFirst = false
            if byte == UInt8(ascii: "["), index + 1 < end, pattern[index + 1] == UInt8(ascii: ":"),
               let (posix, next) = parsePosixClass(pattern, from: index + 2) {
                set.classes.append(posix)
                index = next
                continue
            }
            guard let (low, afterLow) = scalar(pattern, index) else { return nil }
            index = afterLow
            // `a-z` is a range; a `-` right before `]` is a literal dash.
            if index + 1 < end, pattern[index] == UInt8(ascii: "-"), pattern[index + 1] != UInt8(ascii: "]"),
               let (high, afterHigh) = scalar(pattern, index + 1) {
                if low <= high { set.ranges.append(low...high) }
                index = afterHigh
            } else {
                set.ranges.append(low...low)
            }
        }
        return nil
    }

    /// One member scalar, honouring a backslash escape.
    private static func scalar(_ pattern: ArraySlice<UInt8>, _ index: Int) -> (UInt32, Int)? {
        var index = index
        if pattern[index] == UInt8(ascii: "\\") {
            index += 1
            guard index < pattern.endIndex else { return nil }
        }
        return pattern.withUnsafeBufferPointer { buffer in
            let base = pattern.startIndex
            let (value, next) = ScalarSet.decode(buffer, index - base, buffer.count)
            return (value, next + base)
        }
    }

    private static func parsePosixClass(_ pattern: ArraySlice<UInt8>, from start: Int) -> (PosixClass, Int)? {
        var index = start
        while index + 1 < pattern.endIndex {
            if pattern[index] == UInt8(ascii: ":") && pattern[index + 1] == UInt8(ascii: "]") {
                let name = String(decoding: pattern[start..<index], as: UTF8.self)
                guard let posix = PosixClass(rawValue: name) else { return nil }
                return (posix, index + 2)
            }
            index += 1
        }
        return nil
    }

    /// Decodes one scalar leniently: a malformed byte stands for itself, so matching never fails
    /// on file names that are not valid UTF-8.
    @inline(__always)
    package static func decode(_ text: UnsafeBufferPointer<UInt8>, _ offset: Int, _ end: Int) -> (UInt32, Int) {
        let lead = text[offset]
        if lead < 0x80 { return (UInt32(lead), offset + 1) }
        let length: Int
        var value: UInt32
        switch lead {
        case 0xC2...0xDF: length = 2; value = UInt32(lead & 0x1F)
        case 0xE0...0xEF: length = 3; value = UInt32(lead & 0x0F)
        case 0xF0...0xF4: length = 4; value = UInt32(lead & 0x07)
        default: return (UInt32(lead), offset + 1)
        }
        guard offset + length <= end else { return (UInt32(lead), offset + 1) }
        for i in 1..<length {
            let byte = text[offset + i]
            guard byte & 0xC0 == 0x80 else { return (UInt32(lead), offset + 1) }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        return (value, offset + length)
    }
}
