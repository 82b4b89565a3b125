/// A compiled `/`-separated pattern: a list of segment patterns and `**` wildcards, matched
/// against a relative path's bytes without splitting it into strings.
///
/// `**` as a whole segment matches zero or more segments; a trailing `/**` matches one or
/// more (everything *inside*, as in git). `**` inside a segment (`a**b`) is a plain `*`.
struct PathPattern: Sendable, Hashable {
    enum Element: Sendable, Hashable {
        case segment(SegmentPattern)
        case globstar
    }

    let elements: [Element]

    /// Compiles `pattern`; a leading `/` is ignored (callers decide what anchoring means).
    init(_ pattern: ArraySlice<UInt8>) {
        var elements: [Element] = []
        var body = pattern
        if body.first == UInt8(ascii: "/") { body = body.dropFirst() }
        for part in body.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false) {
            if part.count == 2 && part.first == UInt8(ascii: "*") && part.last == UInt8(ascii: "*") {
                if case .globstar? = elements.last { continue }  // `**/**` is one `**`
                elements.append(.globstar)
            } else {
                elements.append(.segment(SegmentPattern(part)))
            }
        }
        if case .globstar? = elements.last, elements.count > 1 {
            // `dir/**` means everything inside dir, not dir itself.
            elements.append(.segment(SegmentPattern([UInt8(ascii: "*")])))
        }
        self.elements = elements
    }

    /// Whether the whole of `text[start..<end]` matches. An empty range has no segments.
    func matches(_ text: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
        // Segment-level twin of the single-backtrack wildcard algorithm: each `.segment`
        // consumes exactly one path segment, so only the latest `**` needs retrying.
        var element = 0
        var position = start == end ? end + 1 : start
        var starElement = -1
        var starPosition = position
        while position <= end {
            let segmentEnd = text.nextSlash(from: position, limit: end)
            if element < elements.count {
                switch elements[element] {
                case .globstar:
                    starElement = element
                    starPosition = position
                    element += 1
                    continue
                case .segment(let segment):
                    if segment.matches(text, position, segmentEnd) {
                        position = segmentEnd + 1
                        element += 1
                        continue
                    }
                }
            }
            guard starElement >= 0 else { return false }
            starPosition = text.nextSlash(from: starPosition, limit: end) + 1
            position = starPosition
            element = starElement + 1
        }
        while element < elements.count, case .globstar = elements[element] { element += 1 }
        return element == elements.count
    }
}

extension UnsafeBufferPointer where Element == UInt8 {
    /// The offset of the next `/` at or after `offset`, or `limit` when there is none.
    @inline(__always)
    func nextSlash(from offset: Int, limit: Int) -> Int {
        var index = offset
        while index < limit && self[index] != UInt8(ascii: "/") { index += 1 }
        return index
    }

    /// The offset where the last segment of `self[start..<end]` begins.
    @inline(__always)
    func lastSegmentStart(_ start: Int, _ end: Int) -> Int {
        var index = end
        while index > start && self[index - 1] != UInt8(ascii: "/") { index -= 1 }
        return index
    }
}
