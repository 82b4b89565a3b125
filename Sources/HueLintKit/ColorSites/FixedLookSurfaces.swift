/// Surfaces that look the same in every appearance, whatever the hue drawn on them.
///
/// The Touch Bar is always dark, a camera preview shows the live picture, and an Android TV
/// (Leanback) screen has one dark look. "Does not adapt to appearance" is moot there: read by
/// hand, every hardcoded colour on them (status reds and greens on the Touch Bar, a scanner's
/// green frame, greys on TV cards) was judged a choice a reviewer could keep, none a finding.
extension FileContext {
    /// Whether the colour at `p` is drawn on the Touch Bar, over a live camera preview, or on a
    /// Leanback TV screen.
    func isOnFixedLookSurface(_ p: Int) -> Bool {
        // The file's facts are remembered; the Touch Bar may need the scopes around `p`.
        showsCameraPreview || isLeanbackScreen || isInTouchBar(p)
    }

    /// Inside `makeTouchBar()`, `touchBar(_:makeItemForIdentifier:)`, or in a file that declares a Touch Bar
    /// type: one named `…TouchBar…` or inheriting from one (`class CPUBarItem: CustomButtonTouchBarItem`),
    /// whose helper types (its button cell, its battery reader) draw on the Touch Bar too.
    private func isInTouchBar(_ p: Int) -> Bool {
        guard language == .swift else { return false }
        if declaresTouchBarType { return true }
        return anyEnclosingDeclaration(at: p) { _, name in bytes(name, containIgnoringCase: "touchbar") }
    }

    private var declaresTouchBarType: Bool {
        fileFact(.touchBarType) {
            guard fileContains("TouchBar") else { return false }
            for scope in scopes.scopes where scope.kind == .type && scope.nameToken >= 0 {
                // The name and the inheritance clause, up to the type's brace.
                var q = Int(scope.nameToken)
                while q < Int(scope.open) && q < Int(scope.nameToken) + 24 {
                    if isIdentifier(q) && bytes(range(q), containIgnoringCase: "touchbar") { return true }
                    q += 1
                }
            }
            return false
        }
    }

    /// Whether the file shows a live camera picture: AVFoundation's `AVCaptureVideoPreviewLayer`,
    /// VisionKit's `DataScannerViewController`, CameraX's `PreviewView`, ZXing's embedded scanner.
    /// What it draws are overlays on the picture.
    var showsCameraPreview: Bool {
        fileFact(.cameraPreview) {
            if language == .swift {
                return fileContains("AVCaptureVideoPreviewLayer") || fileContains("DataScannerViewController")
            }
            return fileContains("androidx.camera.view") || fileContains("journeyapps.barcodescanner")
        }
    }

    /// Whether the file builds Leanback (Android TV) UI, whose screens are dark in every mode.
    var isLeanbackScreen: Bool {
        fileFact(.leanback) { language == .kotlin && fileContains("androidx.leanback") }
    }
}
