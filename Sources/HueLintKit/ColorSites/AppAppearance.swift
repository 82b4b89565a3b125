/// Whether the app forces dark mode on every window, whatever the user's choice: then every screen
/// is dark, and a colour that stays the same in light and dark mode is no fault anywhere. Read from
/// the few files that set up the app, before the lint starts.
package enum AppAppearance {
    /// Files that may set the app's appearance: `AppDelegate.swift`, `SceneDelegate.swift`, a
    /// SwiftUI `…App.swift`, Android's `…Application.kt` and `App.kt`.
    package static func mayForceAppearance(path: String) -> Bool {
        // Asked of every file in the walk: bytes, no Strings.
        var path = path
        return path.withUTF8 { bytes in
            PathName.hasSuffix(bytes, "App.swift") || PathName.hasSuffix(bytes, "AppDelegate.swift")
                || PathName.hasSuffix(bytes, "SceneDelegate.swift") || PathName.hasSuffix(bytes, "Application.kt")
                || PathName.hasSuffix(bytes, "App.kt")
        }
    }

    /// Whether the file's bytes hold what `forcesDark` looks for, so it is worth lexing: the night
    /// mode constant, `darkAqua`, `overrideUserInterfaceStyle`, or a `WindowGroup`'s `preferredColorScheme`.
    package static func mayForceDark(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { b in
            func has(_ word: StaticString) -> Bool { b.containsBytes(UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)) }
            return has("MODE_NIGHT_YES") || has("darkAqua") || has("overrideUserInterfaceStyle")
                || has("preferredColorScheme") && has("WindowGroup")
        }
    }

    /// Whether `file`, one of the app's setup files, forces dark mode: lexed only when its bytes may.
    /// Tests and previews never count.
    package static func forcesDark(_ file: SourceFile) -> Bool {
        guard mayForceDark(file.bytes) else { return false }
        let ctx = FileContext(file: file, paletteByPath: false, paletteNamespaces: [])
        return !ctx.isTestFile && !ctx.isPreviewFile && forcesDark(ctx)
    }

    /// Whether the file forces dark mode app-wide, not behind a condition:
    /// `NSApp.appearance = NSAppearance(named: .darkAqua)` (also `NSApplication.shared.appearance`),
    /// `window.overrideUserInterfaceStyle = .dark`, a `WindowGroup`'s `.preferredColorScheme(.dark)`,
    /// `AppCompatDelegate.setDefaultNightMode(AppCompatDelegate.MODE_NIGHT_YES)`.
    package static func forcesDark(_ ctx: FileContext) -> Bool {
        for p in 0..<ctx.count where ctx.kind(p) == .identifier {
            if ctx.is(p, "MODE_NIGHT_YES"), let open = ctx.enclosingOpenParen(before: p), let callee = ctx.calleeName(beforeParen: open),
               ctx.is(callee, "setDefaultNightMode"), isUnconditional(ctx, p) {
                return true
            }
            guard ctx.kind(p - 1) == .dot, ctx.isImplicitMemberDot(p - 1) else { continue }
            if ctx.is(p, "darkAqua"), ctx.kind(p - 2) == .colon, ctx.is(p - 3, "named"), ctx.kind(p - 4) == .leftParen,
               ctx.is(p - 5, "NSAppearance"), ctx.isOperator(p - 6, "="), ctx.is(p - 7, "appearance"), ctx.kind(p - 8) == .dot,
               ctx.is(p - 9, "NSApp") || ctx.is(p - 9, "shared") || ctx.isOperator(p - 9, "?") && ctx.is(p - 10, "NSApp"),
               isUnconditional(ctx, p) {
                return true
            }
            if ctx.is(p, "dark"), ctx.isOperator(p - 2, "="), ctx.is(p - 3, "overrideUserInterfaceStyle"), ctx.kind(p - 4) == .dot,
               ctx.is(p - 5, "window") || ctx.isOperator(p - 5, "?") && ctx.is(p - 6, "window"), isUnconditional(ctx, p) {
                return true
            }
            if ctx.is(p, "dark"), ctx.kind(p - 2) == .leftParen, ctx.partnerOf(p - 2) == p + 1, ctx.is(p - 3, "preferredColorScheme"),
               ctx.fileContains("WindowGroup"), isUnconditional(ctx, p) {
                return true
            }
        }
        return false
    }

    /// In a function's body or a scene's content, not under an `if`, `switch`, `guard` or `when`.
    private static func isUnconditional(_ ctx: FileContext, _ p: Int) -> Bool {
        var id = ctx.scopes.innermost(at: p)
        while let scope = ctx.scopes.scope(id) {
            switch scope.kind {
            case .function, .property, .type:
                return true
            case .preview:
                return false
            case .extension:
                return true
            case .block:
                // A trailing closure of a call (`WindowGroup { … }`) runs as written; a branch does not.
                var q = Int(scope.open) - 1
                if ctx.kind(q) == .rightParen { q = ctx.partnerOf(q) - 1 }
                guard q >= 0, ctx.isIdentifier(q), !ctx.is(q, "else"), ctx.kind(q - 1) != .operator else { return false }
                // `if x {`, `} else if x {`, `when (x) {`: a branch's keyword on the line of its brace.
                var first = q
                while first > 0 && !ctx.hasNewlineBefore(first) { first -= 1 }
                for r in first...q where ctx.kind(r) == .identifier && (ctx.is(r, "if") || ctx.is(r, "else") || ctx.is(r, "switch")
                    || ctx.is(r, "case") || ctx.is(r, "guard") || ctx.is(r, "when") || ctx.is(r, "while") || ctx.is(r, "for")
                    || ctx.is(r, "default")) {
                    return false
                }
            }
            id = Int(scope.parent)
        }
        return true
    }
}
