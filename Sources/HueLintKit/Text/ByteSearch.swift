extension String {
    /// Substring search over UTF-8 bytes. `String.contains(String)` goes through Foundation on
    /// Linux and dominated profiles; names compared here are short.
    @inlinable public func containsBytes(_ needle: String) -> Bool {
        var haystack = self
        var needle = needle
        return haystack.withUTF8 { h in
            needle.withUTF8 { n in
                guard n.count > 0 else { return true }
                guard h.count >= n.count else { return false }
                let first = n[0]
                var i = 0
                let last = h.count - n.count
                while i <= last {
                    if h[i] == first {
                        var k = 1
                        while k < n.count && h[i + k] == n[k] { k += 1 }
                        if k == n.count { return true }
                    }
                    i += 1
                }
                return false
            }
        }
    }
}
