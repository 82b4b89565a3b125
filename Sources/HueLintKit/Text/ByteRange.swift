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

/// Ranges asked many times whether one of them holds an offset or a range: sorted by start with
/// the running maximum of ends, so each question is a binary search instead of a scan (a file with
/// thousands of findings asked each finding against every other).
struct ByteRangeCover {
    private var starts: [Int] = []
    /// The largest end among the ranges up to and including each index.
    private var maxEnds: [Int] = []

    init<S: Sequence>(_ ranges: S) where S.Element == ByteRange {
        let sorted = ranges.sorted()
        starts.reserveCapacity(sorted.count)
        maxEnds.reserveCapacity(sorted.count)
        var running = Int.min
        for range in sorted {
            running = max(running, range.end)
            starts.append(range.start)
            maxEnds.append(running)
        }
    }

    var isEmpty: Bool { starts.isEmpty }

    /// The index of the last range starting at or before `offset`, or nil.
    private func lastStarting(atOrBefore offset: Int) -> Int? {
        var lo = 0, hi = starts.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if starts[mid] <= offset { lo = mid + 1 } else { hi = mid }
        }
        return lo > 0 ? lo - 1 : nil
    }

    /// Whether some range contains `range` (`ByteRange.contains(_:)`).
    func containsRange(_ range: ByteRange) -> Bool {
        guard let index = lastStarting(atOrBefore: range.start) else { return false }
        return maxEnds[index] >= range.end
    }

    /// Whether some range contains `offset` (`ByteRange.contains(_:)`).
    func containsOffset(_ offset: Int) -> Bool {
        guard let index = lastStarting(atOrBefore: offset) else { return false }
        return maxEnds[index] > offset
    }
}
