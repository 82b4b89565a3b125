/// Growable storage for the tokens of one file while it is lexed.
///
/// `Array.append` checks uniqueness on every call, which showed up as a tenth of lexing time; this
/// buffer only checks capacity. The lexer copies it into an `Array` once at the end and frees it.
struct TokenBuffer {
    private var base: UnsafeMutablePointer<Token>
    private var capacity: Int
    private(set) var count = 0

    init(capacity: Int) {
        self.capacity = max(capacity, 16)
        base = UnsafeMutablePointer<Token>.allocate(capacity: self.capacity)
    }

    @inline(__always) mutating func append(_ token: Token) {
        if count == capacity { grow() }
        (base + count).initialize(to: token)
        count += 1
    }

    @inline(never) private mutating func grow() {
        let newCapacity = capacity * 2
        let newBase = UnsafeMutablePointer<Token>.allocate(capacity: newCapacity)
        newBase.moveInitialize(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }

    subscript(index: Int) -> Token { base[index] }

    var last: Token? { count > 0 ? base[count - 1] : nil }

    /// Moves the end of the last token; the caller guarantees there is one.
    mutating func extendLast(to end: Int) {
        base[count - 1].end = Int32(truncatingIfNeeded: end)
    }

    /// The tokens as an array; the buffer is freed and must not be used afterwards.
    mutating func finish() -> [Token] {
        let tokens = Array(UnsafeBufferPointer(start: base, count: count))
        base.deallocate()
        count = 0
        capacity = 0
        return tokens
    }
}
