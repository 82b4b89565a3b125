extension FileContext {
    /// The significant position whose token contains or follows `offset` (binary search).
    public func position(atOffset offset: Int) -> Int {
        var lo = 0, hi = count
        while lo < hi {
            let mid = (lo + hi) / 2
            if Int(token(mid).end) <= offset { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }

    /// Whether colour rules should treat `offset` as part of a palette definition: a definition
    /// file, a colour extension or palette-named type, or the arguments of a Compose scheme builder.
    public func isInDefinition(offset: Int) -> Bool {
        if isDefinitionFile { return true }
        let p = position(atOffset: offset)
        return scopes.isColorDefinition(at: p, offset: offset) || isInsideSchemeBuilder(p)
    }

    /// Whether the colour at `offset` only masks: an argument of a draw call whose blend mode keeps
    /// nothing of the source but its alpha (`drawCircle(color = Color.Black, blendMode =
    /// BlendMode.Clear)` cuts a hole). No token could stand in for it.
    public func isMaskOnly(offset: Int) -> Bool {
        let p = position(atOffset: offset)
        guard let open = ColorExpressions.enclosingOpenParen(self, before: p) else { return false }
        let close = partnerOf(open)
        guard close > open else { return false }
        var q = open + 1
        while q + 2 < close {
            if self.is(q, "BlendMode") && kind(q + 1) == .dot
                && (self.is(q + 2, "Clear") || self.is(q + 2, "DstOut") || self.is(q + 2, "DstIn")) {
                return true
            }
            // Only this call's own arguments: skip nested groups.
            let other = partnerOf(q)
            q = other > q ? other + 1 : q + 1
        }
        return false
    }

    /// Whether the colour at `offset` paints a vector icon's path: `path(fill = SolidColor(Color(0xFF…)))`
    /// in an `ImageVector` builder or a project's wrapper (`iconPath(…)`, `materialPath(…)`). That is
    /// converted SVG data, like the `ImageVector.Builder` files already exempt, not a colour choice.
    public func isIconPathPaint(offset: Int) -> Bool {
        guard language == .kotlin else { return false }
        var p = position(atOffset: offset)
        // From the literal or the `Color(` it sits in, out to `SolidColor(`, then to the path call.
        for _ in 0..<3 {
            guard let open = ColorExpressions.enclosingOpenParen(self, before: p) else { return false }
            if self.is(open - 1, "SolidColor") {
                guard let outer = ColorExpressions.enclosingOpenParen(self, before: open - 1) else { return false }
                let name = outer - 1
                return self.is(name, "path") || self.is(name, "iconPath") || self.is(name, "materialPath")
                    || self.is(name, "addPath")
            }
            p = open
        }
        return false
    }

    /// `lightColorScheme(primary = Color(0xFF…))`, `Colors(…)`, `ColorProviders(…)` define a scheme.
    /// `ButtonDefaults.buttonColors(…)` does not: it styles one component at a use site.
    func isInsideSchemeBuilder(_ p: Int) -> Bool {
        guard language == .kotlin else { return false }
        var q = p
        for _ in 0..<4 {
            guard let open = ColorExpressions.enclosingOpenParen(self, before: q), let name = calleeName(beforeParen: open) else { return false }
            if ColorVocabulary.isSchemeBuilder(text(name)) { return true }
            q = open
        }
        return false
    }

    /// Where the code at `offset` runs: a test file, a preview, or ordinary code.
    public func context(atOffset offset: Int) -> FindingContext {
        if isTestFile { return .test }
        if isPreviewFile { return .preview }
        return scopes.isPreview(at: position(atOffset: offset)) ? .preview : .code
    }
}
