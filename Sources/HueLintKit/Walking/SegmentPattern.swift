/// A compiled pattern for one path segment (no `/` inside), matched against UTF-8 bytes.
///
/// Shared by `Glob` and `.gitignore` rules. `*` matches any run of bytes, `?` one Unicode
/// scalar, `[...]` one scalar from a set, `\x` the byte `x` literally.
struct SegmentPattern: Sendable, Hashable {
    enum Element: Sendable, Hashable {
        case literal([UInt8])
        case anyScalar
        case star
        case set(ScalarSet)
    }

    /// Shapes common enough to deserve a fast path.
    enum Shape: Sendable, Hashable {
        case exact([UInt8])
        case anything
        case suffix([UInt8])  // `*.swift`
        case prefix([UInt8])  // `Generated*`
        case general([Element])
    }

    let shape: Shape

    init(_ pattern: ArraySlice<UInt8>) {
        let elements = SegmentPattern.parse(pattern)
        switch elements.count {
        case 0:
            shape = .exact([])
        case 1:
            switch elements[0] {
            case .literal(let bytes): shape = .exact(bytes)
            case .star: shape = .anything
            default: shape = .general(elements)
            }
        case 2:
            switch (elements[0], elements[1]) {
            case (.star, .literal(let bytes)): shape = .suffix(bytes)
            case (.literal(let bytes), .star): shape = .prefix(bytes)
            default: shape = .general(elements)
            }
        default:
            shape = .general(elements)
        }
    }

    /// The literal text when the pattern has no wildcard at all.
    var literal: [UInt8]? {
        if case .exact(let bytes) = shape { return bytes }
        return nil
    }

    func matches(_ text: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
        switch shape {
        case .exact(let bytes):
            return end - start == bytes.count && text.hasBytes(bytes, at: start)
        case .anything:
            return true
        case .suffix(let bytes):
            return end - start >= bytes.count && text.hasBytes(bytes, at: end - bytes.count)
        case .prefix(let bytes):
            return end - start >= bytes.count && text.hasBytes(bytes, at: start)
        case .general(let elements):
            return SegmentPattern.matchGeneral(elements, text, start, end)
        }
    }

    /// Classic single-backtrack wildcard matching: every non-star element matches a fixed
    /// run from a given position, so retrying only the most recent star is enough.
    private static func matchGeneral(
        _ elements: [Element], _ text: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int
    ) -> Bool {
        var element = 0
        var position = start
        var starElement = -1
        var starPosition = start
        while position < end {
            if element < elements.count {
                switch elements[element] {
                case .star:
                    starElement = element
                    starPosition = position
                    element += 1
                    continue
                case .literal(let bytes):
                    if end - position >= bytes.count && text.hasBytes(bytes, at: position) {
                        position += bytes.count
                        element += 1
                        continue
                    }
                case .anyScalar:
                    position = text.scalarEnd(from: position, limit: end)
                    element += 1
                    continue
                case .set(let set):
                    if let next = set.match(text, position, end) {
                        position = next
                        element += 1
                        continue
                    }
                }
            }
            guard starElement >= 0 else { return false }
            // Let the star swallow one more scalar; never stop inside a multi-byte scalar.
            starPosition = text.scalarEnd(from: starPosition, limit: end)
            position = starPosition
            element = starElement + 1
        }
        while element < elements.count, case .star = elements[element] { element += 1 }
        return element == elements.count
    }

    private static func parse(_ pattern: ArraySlice<UInt8>) -> [Element] {
        var elements: [Element] = []
        var literal: [UInt8] = []
        func flush() {
            if !literal.isEmpty { elements.append(.literal(literal)); literal = [] }
        }
        var index = pattern.startIndex
        while index < pattern.endIndex {
            let byte = pattern[index]
            switch byte {
            case UInt8(ascii: "*"):
                flush()
                if case .star? = elements.last {} else { elements.append(.star) }
                index += 1
            case UInt8(ascii: "?"):
                flush()
                elements.append(.anyScalar)
                index += 1
            case UInt8(ascii: "["):
                if let (set, next) = ScalarSet.parse(pattern, openingBracket: index) {
                    flush()
                    elements.append(.set(set))
                    index = next
                } else {
                    literal.append(byte)  // a bracket that never closes is just a bracket
                    index += 1
                }
            case UInt8(ascii: "\\") where index + 1 < pattern.endIndex:
                literal.append(pattern[index + 1])
                index += 2
            default:
                literal.append(byte)
                index += 1
            }
        }
        flush()
        return elements
    }
}

extension UnsafeBufferPointer where Element == UInt8 {
    @inline(__always)
    func hasBytes(_ bytes: [UInt8], at offset: Int) -> Bool {
        var i = 0
        while i < bytes.count {
            if self[offset + i] != bytes[i] { return false }
            i += 1
        }
        return true
    }

    /// The offset just after the scalar starting at `offset` (continuation bytes skipped).
    @inline(__always)
    func scalarEnd(from offset: Int, limit: Int) -> Int {
        var next = offset + 1
        while next < limit && self[next] & 0xC0 == 0x80 { next += 1 }
        return next
    }
}
