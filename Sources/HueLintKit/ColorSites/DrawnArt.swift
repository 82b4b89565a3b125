/// Colours of pictures rather than of the interface: art drawn in code, and neutral contrast with
/// photos and video. Readers of real apps judged these a designer's fixed choice far more often
/// than a missing token, so `ColorPurpose` gives them their own reasons.
extension FileContext {
    /// Whether the colour at `p` is part of a picture drawn in code: inside a function, type or
    /// file named for a logo, mascot or illustration, or inside artwork, an icon, a symbol or a
    /// glyph drawn in three or more hardcoded colours (`WindowManagementIconView`, `URLSymbol`).
    /// Artwork alone is often a cover shown in ordinary UI (`ArtworkDetailView`).
    func isDrawnArt(_ p: Int) -> Bool {
        if fileFact(.artwork, { fileNameNamesArt }) { return true }
        var id = scopes.innermost(at: p)
        while let scope = scopes.scope(id) {
            if scope.kind != .block && scope.nameToken >= 0 {
                let name = range(Int(scope.nameToken))
                if namesArt(name) { return true }
                if namesPicture(name) && drawsInManyColors(scopeAt: id) { return true }
            }
            id = Int(scope.parent)
        }
        return false
    }

    /// Whether the neutral colour at `p…end` stands in a file that draws over media (a player, a
    /// camera, a photo viewer, a wallpaper): grey, white or black there is contrast with a picture
    /// that looks the same in both appearances.
    func isNeutralOverMedia(_ p: Int, end: Int) -> Bool {
        guard drawsOverMedia, end > p, let color = SourceColorParser(self).color(p, end - 1) else { return false }
        return isNeutral(color)
    }

    /// Asked once per file; a path is short, so a String is fine here.
    private var fileNameNamesArt: Bool {
        let name = (file.path.split(separator: "/").last.map(String.init) ?? "").lowercased()
        return (name.contains("logo") && !name.contains("logout")) || name.contains("mascot") || name.contains("illustration")
    }

    /// `AppLogo`, `Mascot`, `drawIllustration`; not `logout`.
    private func namesArt(_ name: ByteRange) -> Bool {
        (bytes(name, containIgnoringCase: "logo") && !bytes(name, containIgnoringCase: "logout"))
            || bytes(name, containIgnoringCase: "mascot") || bytes(name, containIgnoringCase: "illustration")
    }

    private func namesPicture(_ name: ByteRange) -> Bool {
        bytes(name, containIgnoringCase: "icon") || bytes(name, containIgnoringCase: "symbol") || bytes(name, containIgnoringCase: "glyph")
            || bytes(name, containIgnoringCase: "artwork")
    }

    /// Three or more colours written as exact values (channels or hex, not palette names) in the
    /// scope: a picture, not one tinted glyph or a view using a few named hues. Counted once per scope.
    private func drawsInManyColors(scopeAt id: Int) -> Bool {
        if let known = manyColorScopes[id] { return known }
        var found = 0
        if let scope = scopes.scope(id) {
            var q = Int(scope.open) + 1
            let close = Int(scope.close)
            while q < close && found < 3 {
                if let end = hardcodedColorEnd(at: q) {
                    if kind(end) == .rightParen { found += 1 }
                    q = end + 1
                } else {
                    q += 1
                }
            }
        }
        manyColorScopes[id] = found >= 3
        return found >= 3
    }
}
