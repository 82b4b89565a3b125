/// A half-open range of UTF-8 byte offsets into a file: `start..<end`.
public struct ByteRange: Hashable, Comparable, Sendable {
    public var start: Int
    public var end: Int

    public init(_ start: Int, _ end: Int) {
        self.start = start
        self.end = end
    }

    public var length: Int { end - start }
    public var isEmpty: Bool { start >= end }

    public func contains(_ offset: Int) -> Bool { offset >= start && offset < end }
    public func contains(_ other: ByteRange) -> Bool { other.start >= start && other.end <= end }
    public func overlaps(_ other: ByteRange) -> Bool { start < other.end && other.start < end }

    public static func < (lhs: ByteRange, rhs: ByteRange) -> Bool {
        lhs.start != rhs.start ? lhs.start < rhs.start : lhs.end < rhs.end
    }
}
