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
            // A watchOS target draws on a black screen in every appearance, as a player does over video.
            let folders = file.path.split(separator: "/").dropLast()
            if language == .swift && folders.contains(where: { $0.hasSuffix("Watch") || $0.contains("Watch App") || $0.contains("WatchApp")
                || $0.contains("Watch Extension") || $0.contains("WatchKit") || $0.contains("Watch Complication") }) {
                return true
            }
            let path = file.path.lowercased()
            // A mini player sits on the app's own surface; a settings screen only configures playback.
            let name = path.split(separator: "/").last ?? ""
            if name.contains("mini") || name.contains("settings") || name.contains("preferences") { return false }
            return ["player", "video", "playback", "camera", "imageviewer", "photoviewer", "mediaviewer", "pictureinpicture",
                    "photobrowser", "lightbox", "wallpaper", "lyrics", "nowplaying", "callscreen", "callview", "incall",
                    "scanner", "airplay"]
                .contains { path.contains($0) }
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

    /// Whether the file's name says it is a developer's tool: a debug or diagnostics screen
    /// (`DatabaseDebugView.swift`, `Player+Debug.swift`, `SyncDebugTimeline.kt`, `CloudKitDiagnosticView.swift`).
    var isDebugToolFile: Bool {
        fileFact(.debugTool) {
            let name = file.path.split(separator: "/").last.map(String.init) ?? ""
            return name.contains("Debug") || name.contains("Diagnostic")
        }
    }

    /// Whether the file looks colours up at run time (`getColor(`, `R.styleable`, theme attributes):
    /// only then can a constant be a lookup's fallback.
    var mentionsColorLookup: Bool {
        fileFact(.colorLookup) { fileContains("getColor") || fileContains("styleable") || fileContains("attr") }
    }
}
