/// Colours of pictures rather than of the interface: art drawn in code, cartography on maps, and
/// neutral contrast with photos, video and other surfaces that look the same in both appearances.
/// Readers of real apps judged these a designer's fixed choice far more often than a missing
/// token, so `ColorPurpose` gives them their own reasons.
extension FileContext {
    /// Whether the colour at `p` is part of a picture drawn in code: inside a function, type or
    /// file named for a logo, mascot or illustration, or inside artwork, an icon, a symbol or a
    /// glyph drawn in three or more hardcoded colours (`WindowManagementIconView`, `URLSymbol`).
    /// Artwork alone is often a cover shown in ordinary UI (`ArtworkDetailView`).
    func isDrawnArt(_ p: Int) -> Bool {
        if fileFact(.artwork, { fileNameNamesArt }) { return true }
        return anyEnclosingDeclaration(at: p) { id, name in namesArt(name) || namesPicture(name) && drawsInManyColors(scopeAt: id) }
    }

    /// Whether a declaration around `p` (a function, type or property, not a plain block) passes
    /// `test`, given its scope's id and its name.
    func anyEnclosingDeclaration(at p: Int, _ test: (_ id: Int, _ name: ByteRange) -> Bool) -> Bool {
        var id = scopes.innermost(at: p)
        while let scope = scopes.scope(id) {
            if scope.kind != .block && scope.nameToken >= 0 && test(id, range(Int(scope.nameToken))) { return true }
            id = Int(scope.parent)
        }
        return false
    }

    /// Whether the file draws on a map (`EditorMapLayer.swift`, `ExploreMapFragment.kt`, `MapView.swift`):
    /// its colours are cartography over map tiles, read by hand as map styling, not UI chrome. `Map`
    /// as a word: not `Bitmap`, `Mapper` or `Mapping`.
    var drawsOnMap: Bool {
        fileFact(.map) {
            let path = pathBytes
            var i = fileNameRange.start
            while i + 3 <= path.count {
                if path[i] == UInt8(ascii: "M") && path[i + 1] == UInt8(ascii: "a") && path[i + 2] == UInt8(ascii: "p") {
                    let next = i + 3 < path.count ? path[i + 3] : 0
                    if !(next >= UInt8(ascii: "a") && next <= UInt8(ascii: "z")) { return true }
                }
                i += 1
            }
            return false
        }
    }

    /// Whether the neutral colour at `p…end` is contrast with a surface that looks the same in both
    /// appearances: in a file that draws over media (a player, a camera, a photo viewer, a wallpaper,
    /// a watch's black screen), in a file that fixes a dark surface (`fixesDarkSurface`), as text given a
    /// shadow for legibility over an image, or in a function that draws a loaded image under a black
    /// scrim. The Touch Bar takes every hue (`isOnFixedLookSurface`).
    func isNeutralOnFixedSurface(_ p: Int, end: Int) -> Bool {
        guard end > p, drawsOverMedia || fixesDarkSurface || isShadowedText(p) || isOverScrimmedImage(p) else {
            return false
        }
        // System greys have no one value to parse (`.systemGray`): their name says grey.
        guard let color = SourceColorParser(self).color(p, end - 1) else { return isGray(from: p, to: end) }
        return isNeutral(color)
    }

    /// In a function that draws a loaded image (`AsyncImage`, `GlideImage`, `KFImage`, …) under a
    /// translucent black scrim (`Color.Black.copy(alpha = 0.6f)`, `.black.opacity(0.5)`): a hero banner,
    /// whose text is contrast with the photo. Decided once per function.
    private func isOverScrimmedImage(_ p: Int) -> Bool {
        guard let function = scopes.enclosing(at: p, kinds: [.function, .property]) else { return false }
        let key = Int(function.open)
        if let known = colorSite.scrimmedImageScopes[key] { return known }
        var image = false, scrim = false
        var q = Int(function.open) + 1
        let close = Int(function.close)
        while q + 4 < close && !(image && scrim) {
            if kind(q) == .identifier {
                // Every loader's name ends in `Image`: a byte test before making a String.
                if !image && kind(q + 1) == .leftParen && bytes(range(q), end: "Image") && FileContext.imageLoaders.contains(text(q)) {
                    image = true
                }
                if !scrim && isPureBlack(q) {
                    for r in q + 1...q + 4 where self.is(r, "copy") || self.is(r, "opacity") || self.is(r, "withAlphaComponent") {
                        scrim = true
                    }
                }
            }
            q += 1
        }
        colorSite.scrimmedImageScopes[key] = image && scrim
        return image && scrim
    }

    /// Views that load and draw a remote or stored image.
    static let imageLoaders: Set<String> = ["AsyncImage", "SubcomposeAsyncImage", "GlideImage", "KFImage", "CachedAsyncImage",
                                            "LazyImage", "WebImage", "CoilImage", "NetworkImage"]


    /// `userCreated.setTextColor(Color.LTGRAY)` beside `userCreated.setShadowLayer(…)`, or
    /// `label.textColor = .lightGray` beside `label.shadowColor = …`: shadowed text sits on a picture.
    private func isShadowedText(_ p: Int) -> Bool {
        var receiver = -1
        if let open = enclosingOpenParen(before: p), self.is(open - 1, "setTextColor"), kind(open - 2) == .dot {
            receiver = open - 3
        } else if isOperator(p - 1, "="), self.is(p - 2, "textColor"), kind(p - 3) == .dot {
            receiver = p - 4
        }
        let blockID = scopes.innermost(at: p)
        guard receiver >= 0, isIdentifier(receiver), let block = scopes.scope(blockID) else { return false }
        // The names the block gives a shadow, found once per block.
        if colorSite.shadowedNames[blockID] == nil {
            var names: Set<String> = []
            var q = Int(block.open) + 1
            while q + 3 < Int(block.close) {
                if kind(q) == .dot && isIdentifier(q - 1)
                    && (self.is(q + 1, "setShadowLayer") || self.is(q + 1, "shadowColor") || self.is(q + 1, "layer") && self.is(q + 3, "shadowColor")) {
                    names.insert(text(q - 1))
                }
                q += 1
            }
            colorSite.shadowedNames[blockID] = names
        }
        return colorSite.shadowedNames[blockID]?.contains(text(receiver)) ?? false
    }

    /// Asked once per file, in bytes: Foundation's `String.contains` showed in profiles of many small files.
    private var fileNameNamesArt: Bool {
        let path = pathBytes, name = fileNameRange
        return (FileContext.bytes(path, name, containIgnoringCase: "logo") && !FileContext.bytes(path, name, containIgnoringCase: "logout"))
            || FileContext.bytes(path, name, containIgnoringCase: "mascot") || FileContext.bytes(path, name, containIgnoringCase: "illustration")
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
        if let known = colorSite.manyColorScopes[id] { return known }
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
        colorSite.manyColorScopes[id] = found >= 3
        return found >= 3
    }
}
