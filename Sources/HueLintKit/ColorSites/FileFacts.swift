/// What a whole file says about its colours, asked once per file and remembered in its
/// `ColorSiteState`: where it draws (over media, a QR code, printed pages) and whether it looks
/// colours up at run time.
extension FileContext {
    /// The per-file questions `ColorSiteState.fileFactMemos` remembers.
    enum FileFact: Hashable {
        case media, qrCode, brandFills, printedPages, colorLookup, debugTool, artwork, map, sharePicture, systemHueStates, campaign, darkSurface
        case colorPicker, dataLayer, notifications, locksImageFocus, wearCompose, cameraPreview, leanback, touchBarType
        case templateImages
    }

    /// Whether the file makes template images (`image.isTemplate = true`, `.withRenderingMode(.alwaysTemplate)`),
    /// whose colours the system replaces: only their alpha counts.
    var makesTemplateImages: Bool {
        fileFact(.templateImages) {
            language == .swift && (fileContains("isTemplate = true") || fileContains("isTemplate=true") || fileContains(".alwaysTemplate"))
        }
    }

    /// The answer to `fact`, computed by `compute` on first ask.
    func fileFact(_ fact: FileFact, _ compute: () -> Bool) -> Bool {
        let state = colorSite
        if let known = state.fileFactMemos[fact] { return known }
        let answer = compute()
        state.fileFactMemos[fact] = answer
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
    /// `PrintDocumentAdapter`), or writes PDF pages: its ink goes on white paper in every appearance.
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
                // A PDF page the app writes out (Android's `PdfDocument`, UIKit's PDF renderer) is paper too.
                || fileContains("PdfDocument") || fileContains("UIGraphicsPDFRenderer") || fileContains("UIGraphicsBeginPDFContext")
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
            let path = pathBytes
            return PathName.lastComponents(of: path, 3).contains { name in
                FileContext.bytes(path, name, containIgnoringCase: "promotion")
                    || FileContext.bytes(path, name, containIgnoringCase: "promo") && !FileContext.bytes(path, name, containIgnoringCase: "promot")
                    || FileContext.bytes(path, name, containIgnoringCase: "endofyear")
                    || FileContext.bytes(path, name, containIgnoringCase: "end of year")
                    || FileContext.bytes(path, name, containIgnoringCase: "yearinreview")
                    || FileContext.bytes(path, name, containIgnoringCase: "year in review")
            }
        }
    }

    /// Whether the file's name or folder says it is a developer's tool: a debug or diagnostics screen
    /// (`DatabaseDebugView.swift`, `Player+Debug.swift`, `SyncDebugTimeline.kt`, `CloudKitDiagnosticView.swift`,
    /// `FeatureFlagsDebugSettings/FlagsView.swift`, a Kotlin package `…/settings/debug/`). (Android's
    /// `src/debug/` source set is preview code.)
    var isDebugToolFile: Bool {
        fileFact(.debugTool) {
            let path = pathBytes
            // The file and the two folders above it: a checkout's own location says nothing.
            return PathName.lastComponents(of: path, 3).contains { name in
                FileContext.bytes(path, name, contain: "Debug") || FileContext.bytes(path, name, contain: "Diagnostic")
                    || PathName.equals(path[name.start..<name.end], "debug") || PathName.equals(path[name.start..<name.end], "diagnostics")
            }
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

    /// Whether the file's name says it is a colour or theme picker (`AccentColorPicker.swift`, `Swatches.kt`,
    /// `ColorSelectionDialog.kt`, `ThemePickerView.swift`), or its folder holds a colour preference (`colorpreference/`).
    var isColorPickerFile: Bool {
        fileFact(.colorPicker) {
            let path = pathBytes, name = fileNameRange
            return FileContext.bytes(path, name, contain: "ColorPicker") || FileContext.bytes(path, name, contain: "Swatch")
                || FileContext.bytes(path, name, contain: "ColorChooser") || FileContext.bytes(path, name, contain: "GradientPicker")
                || FileContext.bytes(path, name, contain: "ColorSelection")
                // A theme picker previews each theme in its own colours (`ThemePreference.kt`, `ThemePickerView.swift`).
                || FileContext.bytes(path, name, contain: "ThemePicker") || FileContext.bytes(path, name, contain: "ThemePreference")
                || FileContext.bytes(path, name, contain: "ThemeSelect") || FileContext.bytes(path, name, contain: "ThemeChooser")
                || FileContext.bytes(path, ByteRange(0, path.count), contain: "/colorpreference/")
                || FileContext.bytes(path, ByteRange(0, path.count), contain: "/ColorPreference/")
        }
    }

    /// Names passed as `$name` to a `ColorPicker` in this file: the colours they hold are the user's.
    var colorPickerBindings: Set<String> {
        let state = colorSite
        if let known = state.colorPickerBindings { return known }
        let value: Set<String> = {
            var names: Set<String> = []
            for open in index.parens where self.is(Int(open) - 1, "ColorPicker") {
                let close = partnerOf(Int(open))
                var q = Int(open) + 1
                while q < close {
                    let r = range(q)
                    if isIdentifier(q) && r.length > 1 && bytes[r.start] == UInt8(ascii: "$") {
                        names.insert(String(decoding: bytes[(r.start + 1)..<r.end], as: UTF8.self))
                    }
                    q += 1
                }
            }
            return names
        }()
        state.colorPickerBindings = value
        return value
    }

    /// Whether the file belongs to the data layer: a folder for data sources on its path (`data/`,
    /// `network/`, `api/`, `remote/`, `dto/`, Kotlin's `sources/`; Swift's `Sources/` is every
    /// package's code), or a repository by name (`TagRepository.swift`). Models are not: apps keep
    /// view configuration in `models/`; nor are `…DataSource` files, which feed tables and charts.
    var isDataLayerFile: Bool {
        fileFact(.dataLayer) {
            var path = file.path
            let isKotlin = language == .kotlin
            return path.withUTF8 { bytes in
                // Stops, returning nil, at the first data-source folder.
                let nameStart = PathName.forEachFolder(in: bytes, 0, bytes.count) { folder in
                    PathName.equals(folder, "data") || PathName.equals(folder, "network") || PathName.equals(folder, "api")
                        || PathName.equals(folder, "remote") || PathName.equals(folder, "dto") || isKotlin && PathName.equals(folder, "sources")
                }
                guard let nameStart else { return true }
                let stem = PathName.stem(bytes[nameStart...])
                return PathName.hasSuffix(stem, "Repository") || PathName.hasSuffix(stem, "Dto")
            } || isKotlin && isDatabaseEntity
        }
    }

    /// A Room entity (`@Entity` with `@ColumnInfo` fields): its colours are stored rows, such as a
    /// podcast's server-sent tints, picked by the screens that read them.
    private var isDatabaseEntity: Bool { fileContains("@Entity") && fileContains("@ColumnInfo") }

    /// Whether the file builds notifications (`setSmallIcon`, `NotificationCompat`): there `setColor`
    /// and `setLights` colour the notification, not the app's UI.
    var buildsNotifications: Bool {
        fileFact(.notifications) {
            fileContains("setSmallIcon") || fileContains("NotificationCompat") || fileContains("NotificationChannel")
        }
    }

    /// Whether the file names a brightness measurement (`luminance`, `brightness`, `lightness`) at all:
    /// one vectorised search per file, so the per-finding checks for measured flags can be skipped.
    var mentionsMeasuredBrightness: Bool {
        let state = colorSite
        if let known = state.mentionsMeasuredBrightness { return known }
        let value: Bool = {
            // The prefilter's pair scan first (case-blind, so it only rules files out): `memchr` for
            // these words' common letters stopped every few dozen bytes of every file with a finding.
            if let filter = FileContext.brightnessFilter, !filter.admits(UnsafeBufferPointer(raw)) { return false }
            let whole = ByteRange(0, bytes.count)
            // `isLight(` and `.isLight`: a test called, or a colour's property (`background.isLight`).
            return self.bytes(whole, contain: "uminance") || self.bytes(whole, contain: "ightness") || self.bytes(whole, contain: "isLight(")
                || self.bytes(whole, contain: "isDark(") || self.bytes(whole, contain: ".isLight") || self.bytes(whole, contain: ".isDark")
                || self.bytes(whole, contain: "587") || self.bytes(whole, contain: "% 2")
        }()
        state.mentionsMeasuredBrightness = value
        return value
    }

    private static let brightnessFilter = Prefilter.cached([RequiredText(anyOf: ["uminance", "ightness", "isLight", "isDark", "587", "% 2"])])

    /// Names the file assigns to a mask (`layer.mask = gradient`, `maskLayer = fade`, AppKit's
    /// `footer.maskImage = image`), and the layers it adds to one (`contentMask.addSublayer(fade)`):
    /// one pass, then one for the sublayers, so asking about a colour's owner never sorts the file's identifiers.
    var namesAssignedToMask: Set<String> {
        let state = colorSite
        if let known = state.namesAssignedToMask { return known }
        let value: Set<String> = {
            var names: Set<String> = []
            var sublayers: [(parent: Int, layer: Int)] = []
            for p in 0..<count where kind(p) == .identifier {
                if (self.is(p, "mask") || self.is(p, "maskLayer") || self.is(p, "maskImage")) && isOperator(p + 1, "=") && isIdentifier(p + 2) {
                    names.insert(text(p + 2))
                } else if self.is(p, "addSublayer") && kind(p - 1) == .dot && isIdentifier(p - 2) && kind(p + 1) == .leftParen
                            && isIdentifier(p + 2) && kind(p + 3) == .rightParen {
                    sublayers.append((p - 2, p + 2))
                }
            }
            // Twice: a mask's sublayer may hold layers of its own. A local building a lazy property
            // (`lazy var contentMask = { let l = CALayer(); l.addSublayer(fade); return l }()`) stands for it.
            for _ in 0..<2 where !names.isEmpty {
                for (parent, layer) in sublayers {
                    let property = scopes.enclosing(at: parent, kinds: [.property]).map { Int($0.nameToken) } ?? -1
                    if names.contains(text(parent)) || property >= 0 && names.contains(text(property)) { names.insert(text(layer)) }
                }
            }
            return names
        }()
        state.namesAssignedToMask = value
        return value
    }
}
