/// Pure white and black whose fitness depends on a surface the code fixes elsewhere.
///
/// White text or icons are legible only over a dark or saturated fill: a photo, a video, a
/// brand-coloured button. Black behind content is a player's or viewer's backdrop. A faint white
/// wash lightens whatever is under it. Whether such a colour should be a token depends on that
/// surface, which reviewers read as a deliberate pair more often than as a bug, so
/// `direct-palette-reference` reports them only with `reportFixedContrast`. White backgrounds and
/// black text, which break in dark mode, are reported either way.
extension FileContext {
    /// Whether the palette colour `first…last` (`.white`, `Color.BLACK`, `NSColor.white`) is
    /// white drawn as a foreground, a faint white wash, or black drawn as a background.
    func isFixedContrast(_ first: Int, _ last: Int) -> Bool {
        let isWhite = self.is(last, "white") || self.is(last, "White") || self.is(last, "WHITE")
        let isBlack = self.is(last, "black") || self.is(last, "Black") || self.is(last, "BLACK")
        guard isWhite || isBlack else { return false }
        var start = first
        // `Color(.white)`, `Color(nsColor: .black)`: the wrapper stands where the colour goes.
        if let open = ColorExpressions.enclosingOpenParen(self, before: first), isColorTypeToken(open - 1),
           partnerOf(open) > last {
            start = open - 1
        }
        let role = ContextRole.role(self, before: start)
        if isBlack { return role == .background }
        if role == .foreground { return true }
        let end = expressionEnd(from: start, limit: count)
        if let alpha = explicitAlpha(from: start, to: end), alpha <= 0.3 { return true }
        return false
    }
}
