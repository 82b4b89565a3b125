/// What a whole file says about its colours, asked once per file and remembered in
/// `FileContext.fileFactMemos`: where it draws (over media, a QR code, printed pages) and whether it
/// looks colours up at run time.
extension FileContext {
    /// The answer to `fact`, computed by `compute` on first ask.
    func fileFact(_ fact: FileFact, _ compute: () -> Bool) -> Bool {
        if let known = fileFactMemos[fact] { return known }
        let answer = compute()
        fileFactMemos[fact] = answer
        return answer
    }

    /// Whether the file's path says it draws over media: a player, a video, a camera, a photo viewer,
    /// a wallpaper, a call's video; or on a watch's black screen.
    var drawsOverMedia: Bool {
        fileFact(.media) {
            // Byte searches: Foundation's `String.contains` cost several per cent of a run over many small files.
            let path = pathBytes, name = fileNameRange
            let folders = ByteRange(0, name.start), whole = ByteRange(0, path.count)
            // A watchOS target draws on a black screen in every appearance, as a player does over video.
            let watchFolders: [StaticString] = ["Watch/", "Watch App", "WatchApp", "Watch Extension", "WatchKit", "Watch Complication"]
            if language == .swift && watchFolders.contains(where: { FileContext.bytes(path, folders, contain: $0) }) { return true }
            // A mini player sits on the app's own surface; a settings screen only configures playback.
            let notMedia: [StaticString] = ["mini", "settings", "preferences"]
            if notMedia.contains(where: { FileContext.bytes(path, name, containIgnoringCase: $0) }) { return false }
            let media: [StaticString] = ["player", "video", "playback", "camera", "imageviewer", "photoviewer", "mediaviewer",
                                         "pictureinpicture", "photobrowser", "lightbox", "wallpaper", "lyrics", "nowplaying",
                                         "callscreen", "callview", "incall", "scanner", "airplay"]
            return media.contains { FileContext.bytes(path, whole, containIgnoringCase: $0) }
        }
    }

    /// Whether the file draws a QR code (`QRCodeView.swift`, `CIFilter.qrCodeGenerator()`, ZXing's
    /// `BarcodeFormat.QR_CODE`): its black and white are what a scanner reads.
    var drawsQRCode: Bool {
        fileFact(.qrCode) {
            if file.path.contains("QR") || file.path.contains("Qr") { return true }
            return fileContains("qrCode") || fileContains("QRCode") || fileContains("QR_CODE")
        }
    }

    /// Whether the file lays out printed pages (`…PrintFormatter`, a `UIPrintPageRenderer`, an Android
    /// `PrintDocumentAdapter`): its ink goes on white paper in every appearance.
    var isPrintFile: Bool {
        fileFact(.printedPages) {
            var path = file.path
            let namedForPrint = path.withUTF8 { bytes in
                let nameStart = PathName.forEachFolder(in: bytes, 0, bytes.count) { _ in false } ?? 0
                let stem = PathName.stem(bytes[nameStart...])
                let needle: StaticString = "Print"
                return UnsafeBufferPointer(rebasing: stem)
                    .containsBytes(UnsafeBufferPointer(start: needle.utf8Start, count: needle.utf8CodeUnitCount))
            }
            return namedForPrint || fileContains("UIPrintPageRenderer") || fileContains("UIPrintFormatter")
                || fileContains("NSPrintOperation") || fileContains("PrintDocumentAdapter")
        }
    }

    /// Whether the file's name says it draws a picture to share (`ShareCard.kt`, `ShareImageView.swift`,
    /// `SharePosterView.swift`): an image sent out of the app, the same in light and dark mode.
    var drawsSharePicture: Bool {
        fileFact(.sharePicture) {
            let path = pathBytes, name = fileNameRange
            guard FileContext.bytes(path, name, contain: "Share") else { return false }
            let pictures: [StaticString] = ["Card", "Image", "Poster", "Picture", "Sticker", "Snapshot"]
            return pictures.contains { FileContext.bytes(path, name, contain: $0) }
        }
    }

    /// Whether the file or its two nearest folders name a seasonal or marketing campaign
    /// (`promotions/FallGemsPromotion.kt`, `End of Year/Stories/`, `yearinreview/`, `PromoBanner.swift`):
    /// campaign art keeps one designed look, like a picture.
    var isCampaignArtFile: Bool {
        fileFact(.campaign) {
            file.path.split(separator: "/").suffix(3).contains { component in
                let name = component.lowercased()
                return name.contains("promotion") || name.contains("promo") && !name.contains("promot")
                    || name.contains("endofyear") || name.contains("end of year") || name.contains("yearinreview")
                    || name.contains("year in review")
            }
        }
    }

    /// Whether the file's name or folder says it is a developer's tool: a debug or diagnostics screen
    /// (`DatabaseDebugView.swift`, `Player+Debug.swift`, `SyncDebugTimeline.kt`, `CloudKitDiagnosticView.swift`,
    /// `FeatureFlagsDebugSettings/FlagsView.swift`). (Android's `src/debug/` source set is preview code.)
    var isDebugToolFile: Bool {
        fileFact(.debugTool) {
            let components = file.path.split(separator: "/")
            // The file and the two folders above it: a checkout's own location says nothing.
            return components.suffix(3).contains { $0.contains("Debug") || $0.contains("Diagnostic") }
        }
    }

    /// Whether the file names UIKit's or AppKit's adaptive hues (`.systemGreen`, `NSColor.systemRed`):
    /// then its `systemGray` is the neutral one of a set of states (idle beside charging and low,
    /// not planned beside open and closed), a system colour like its siblings, not grey text.
    var usesSystemHuesAsStates: Bool {
        fileFact(.systemHueStates) { Self.systemHueBytes.contains { fileContains($0) } }
    }

    private static let systemHueBytes = ColorVocabulary.systemHueMembers.sorted().map { Array($0.utf8) }

    /// Whether the file looks colours up at run time (`getColor(`, `R.styleable`, theme attributes):
    /// only then can a constant be a lookup's fallback.
    var mentionsColorLookup: Bool {
        fileFact(.colorLookup) { fileContains("getColor") || fileContains("styleable") || fileContains("attr") }
    }
}
