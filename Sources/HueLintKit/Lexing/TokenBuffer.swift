/// Growable raw storage for what one pass over a file produces (tokens, positions).
///
/// `Array.append` checks uniqueness on every call, which showed up as a tenth of lexing time; this
/// buffer only checks capacity. Its owner takes the storage or copies it out once, at the end.
struct GrowableBuffer<Element> {
    private(set) var base: UnsafeMutablePointer<Element>
    private var capacity: Int
    private(set) var count = 0

    init(capacity: Int) {
        self.capacity = max(capacity, 16)
        base = UnsafeMutablePointer<Element>.allocate(capacity: self.capacity)
    }

    @inline(__always) mutating func append(_ element: Element) {
        if count == capacity { self = grown() }
        (base + count).initialize(to: element)
        count &+= 1  // below `capacity`: no overflow check
    }

    /// The buffer moved to twice the storage. It takes and returns the buffer by value, not `inout`,
    /// so a buffer held in a hot loop's local variable can stay in registers.
    @inline(never) private func grown() -> GrowableBuffer {
        var moved = self
        moved.capacity = capacity * 2
        moved.base = UnsafeMutablePointer<Element>.allocate(capacity: moved.capacity)
        moved.base.moveInitialize(from: base, count: count)
        base.deallocate()
        return moved
    }

    subscript(index: Int) -> Element {
        @inline(__always) get { base[index] }
        @inline(__always) nonmutating set { base[index] = newValue }
    }

    var last: Element? { count > 0 ? base[count - 1] : nil }

    /// Drops the elements from `newCount` on (a stack's pop); elements are plain values here.
    mutating func truncate(to newCount: Int) { count = min(count, newCount) }

    /// The elements as an array; the buffer is freed and must not be used afterwards.
    mutating func finish() -> [Element] {
        let elements = Array(UnsafeBufferPointer(start: base, count: count))
        base.deinitialize(count: count)
        base.deallocate()
        count = 0
        capacity = 0
        return elements
    }

    /// Hands the storage to the caller, who deallocates it; the buffer must not be used afterwards.
    mutating func takeStorage() -> UnsafeMutableBufferPointer<Element> {
        let storage = UnsafeMutableBufferPointer(start: base, count: count)
        count = 0
        capacity = 0
        return storage
    }

    /// Frees the storage; the buffer must not be used afterwards.
    mutating func deallocate() {
        base.deinitialize(count: count)
        base.deallocate()
        count = 0
        capacity = 0
    }
}

typealias TokenBuffer = GrowableBuffer<Token>

extension GrowableBuffer where Element == Token {
    /// Moves the end of the last token (an `.unknown` run growing); the caller guarantees there is one.
    mutating func extendLast(to end: Int) {
        base[count - 1].end = Int32(truncatingIfNeeded: end)
    }
}
