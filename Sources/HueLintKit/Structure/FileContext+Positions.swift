extension FileContext {
    /// The significant position whose token contains or follows `offset` (binary search).
    public func position(atOffset offset: Int) -> Int {
        var lo = 0, hi = significant.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if Int(tokens[Int(significant[mid])].end) <= offset { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }

    /// Whether colour rules should treat `offset` as part of a palette definition.
    public func isInDefinition(offset: Int) -> Bool {
        if isDefinitionFile { return true }
        return scopes.isColorDefinition(at: position(atOffset: offset), offset: offset)
    }

    /// Where the code at `offset` runs: a test file, a preview, or ordinary code.
    public func context(atOffset offset: Int) -> FindingContext {
        if isTestFile { return .test }
        return scopes.isPreview(at: position(atOffset: offset)) ? .preview : .code
    }
}
