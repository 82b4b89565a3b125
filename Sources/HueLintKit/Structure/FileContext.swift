/// Everything rules read about one file: tokens, the significant-token view, where the tokens
/// rules start from are, and (built on first use) matched brackets and scopes. Rules index by
/// *significant position* (an index into the significant tokens), which skips whitespace and comments.
///
/// Most files have no colour in them, so the expensive structure is lazy: a file whose token
/// index gives the rules nothing to look at is lexed and indexed once, and that is all.
package final class FileContext {
    package let file: SourceFile
    /// The comments' tokens, in storage this context owns: valid while the context lives.
    package let commentTokens: UnsafeBufferPointer<Token>
    /// Per comment, its index among the file's tokens with spaces and line breaks left out:
    /// consecutive indices mean nothing but spaces between the two comments.
    package let comments: UnsafeBufferPointer<Int32>
    /// Where rules start looking, gathered by the lexer with the significant tokens; its lists in raw
    /// storage are this context's.
    package let index: TokenIndex
    package let isTestFile: Bool
    package let isGenerated: Bool
    /// Matched `paletteFiles` globs, has a palette's file name, is generated, or is an icon asset.
    package let isPaletteFile: Bool
    /// A file of previews or preview helpers (`…Preview.kt`, a `Previews/` folder).
    package let isPreviewFile: Bool
    /// Project palette namespaces, each split on `.` (`Color.Primitive` → ["Color", "Primitive"]).
    package let paletteNamespaces: [[String]]

    /// Significant tokens and the file's bytes in raw storage: rules index them millions of times,
    /// and array bounds checks plus retains through the class dominated profiles.
    private let significantTokens: UnsafeMutableBufferPointer<Token>
    /// The file's bytes, followed by `PaddedSource.padding` zero bytes the lexer relies on.
    let raw: UnsafeMutableBufferPointer<UInt8>
    /// For each significant position holding an opener or closer, the position of its partner, else
    /// -1. Pairs: `()`, `[]`, `{}`, interpolation open/close, string open/close.
    private let partner: UnsafeMutableBufferPointer<Int32>
    package let count: Int

    deinit {
        commentTokens.baseAddress?.deallocate()
        significantTokens.baseAddress?.deallocate()
        partner.baseAddress?.deallocate()
        comments.baseAddress?.deallocate()
        index.deallocateAdopted()
        raw.baseAddress?.deallocate()
    }
    package var bytes: [UInt8] { file.bytes }
    package var language: Language { file.language }

    package private(set) lazy var scopes: ScopeTable = {
        let table = ScopeTable()
        table.build(self)
        return table
    }()

    /// Identifier positions sorted by their bytes, so every use of a name is one binary search away
    /// (built only when a finding asks who uses the declaration around it).
    ///
    /// Sorted on each name's first eight bytes as one big-endian number, which orders names as
    /// `compareText` does (no identifier holds a zero byte, so zero padding sorts a prefix first);
    /// only names sharing those eight bytes are compared byte by byte. Equal names keep source order.
    private(set) lazy var identifiersByText: [Int32] = {
        var keyed: [(key: UInt64, position: Int32)] = []
        for p in 0..<count where kind(p) == .identifier { keyed.append((leadingBytesKey(p), Int32(p))) }
        keyed.sort { a, b in
            if a.key != b.key { return a.key < b.key }
            if token(Int(a.position)).length > 8 || token(Int(b.position)).length > 8 {
                let order = compareText(Int(a.position), Int(b.position))
                if order != 0 { return order < 0 }
            }
            return a.position < b.position
        }
        return keyed.map(\.position)
    }()

    /// The first eight bytes of the token at `p`, the first in the highest bits, zero-padded. One
    /// load: the source's zero padding keeps it inside the allocation.
    private func leadingBytesKey(_ p: Int) -> UInt64 {
        let t = token(p)
        let loaded = UInt64(bigEndian: UnsafeRawPointer(raw.baseAddress! + Int(t.start)).loadUnaligned(as: UInt64.self))
        return t.length >= 8 ? loaded : loaded & ~(UInt64.max >> UInt64(8 * t.length))
    }

    /// Position ranges of code that never ships, which counts as preview code: `#if DEBUG` blocks (to
    /// their `#else`, `#elseif` or `#endif`), such as preview fixtures and debug overlays, and Android
    /// layout-preview branches.
    private(set) lazy var previewBlocks: [ClosedRange<Int>] = debugBlocks() + editModeBlocks()

    private func debugBlocks() -> [ClosedRange<Int>] {
        var blocks: [ClosedRange<Int>] = []
        var stack: [(start: Int, isDebug: Bool)] = []
        for pound in index.pounds {
            let p = Int(pound)
            if self.is(p, "#if") {
                // `#if DEBUG`, `#if targetEnvironment(simulator)` and `#if false`: code no device runs.
                let isSimulator = self.is(p + 1, "targetEnvironment") && kind(p + 2) == .leftParen && self.is(p + 3, "simulator")
                    && kind(p + 4) == .rightParen
                stack.append((p, self.is(p + 1, "DEBUG") || isSimulator || self.is(p + 1, "false")))
            } else if self.is(p, "#else") || self.is(p, "#elseif") || self.is(p, "#endif") {
                guard let top = stack.last else { continue }
                if top.isDebug { blocks.append(top.start...p) }
                stack[stack.count - 1].isDebug = false
                if self.is(p, "#endif") { stack.removeLast() }
            }
        }
        return blocks
    }

    /// The bodies of Android's layout-preview branches, `if (isInEditMode) { … }`, a project's
    /// `if (isInPreviewMode()) …` and Compose's `if (LocalInspectionMode.current) …` (also through a
    /// `val inPreview = LocalInspectionMode.current`): the layout editor or the preview runs them,
    /// the app never does.
    private func editModeBlocks() -> [ClosedRange<Int>] {
        guard language == .kotlin else { return [] }
        var blocks: [ClosedRange<Int>] = []
        let inspectionFlags = inspectionModeNames()
        for keyword in index.conditionals where self.is(Int(keyword), "if") && kind(Int(keyword) + 1) == .leftParen {
            let open = Int(keyword) + 1, close = partnerOf(open)
            // Exactly the flag (`isInEditMode`, `isInPreviewMode()`), not its negation or a compound.
            guard close == open + 2 && self.is(open + 1, "isInEditMode")
                    || close == open + 4 && self.is(open + 1, "isInPreviewMode") && kind(open + 2) == .leftParen
                    || close == open + 4 && self.is(open + 1, "LocalInspectionMode") && kind(open + 2) == .dot && self.is(open + 3, "current")
                    || close == open + 2 && isIdentifier(open + 1) && inspectionFlags.contains(text(open + 1)) else { continue }
            let body = close + 1
            let end = kind(body) == .leftBrace ? partnerOf(body) : expressionEnd(from: body, limit: count) - 1
            if end >= body { blocks.append(body...end) }
        }
        return blocks
    }

    /// Names declared exactly as `val NAME = LocalInspectionMode.current`.
    private func inspectionModeNames() -> Set<String> {
        guard fileContains("LocalInspectionMode") else { return [] }
        var names: Set<String> = []
        var p = 3
        while p + 2 < count {
            if self.is(p, "LocalInspectionMode") && kind(p + 1) == .dot && self.is(p + 2, "current") && isOperator(p - 1, "=")
                && isIdentifier(p - 2) && self.is(p - 3, "val") && (p + 3 >= count || hasNewlineBefore(p + 3) || kind(p + 3) == .semicolon) {
                names.insert(text(p - 2))
            }
            p += 1
        }
        return names
    }

    /// The name after each `static let ` in the file's text (to a space, `:`, `=` or line end): the
    /// file declares `static let NAME` exactly when NAME is in the set. Read once per
    /// file: a per-finding search of the whole text would be quadratic (a 50 MB file would never finish).
    package private(set) lazy var staticLetNames: Set<String> = staticNames(after: "static let ")

    /// The same for `static var `: with `staticLetNames`, every static a type may declare.
    package private(set) lazy var staticVarNames: Set<String> = staticNames(after: "static var ")

    private func staticNames(after keyword: String) -> Set<String> {
        var names: Set<String> = []
        let needle = Array(keyword.utf8)
        let bytes = file.bytes
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress, buffer.count >= needle.count else { return }
            var from = 0
            while from <= buffer.count - needle.count,
                  let found = memchr(base + from, Int32(needle[0]), buffer.count - needle.count - from + 1) {
                let hit = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                from = hit + 1
                guard memcmp(base + hit, needle, needle.count) == 0 else { continue }
                var end = hit + needle.count
                // To the end of the name: a space, or the `:` of a type, `=`, a newline.
                while end < buffer.count && buffer[end] != 0x20 && buffer[end] != UInt8(ascii: ":") && buffer[end] != UInt8(ascii: "=")
                        && buffer[end] != 0x0A {
                    end += 1
                }
                if end < buffer.count {
                    names.insert(String(decoding: UnsafeBufferPointer(rebasing: buffer[(hit + needle.count)..<end]), as: UTF8.self))
                }
                from = hit + needle.count
            }
        }
        return names
    }

    /// Per declared-name position, whether only previews use it (findings in one helper ask once).
    var usedOnlyByPreviews: [Int: Bool] = [:]
    /// Per spelling of a declared name: its identifiers in the file, and how many are in previews.
    var useCountsByText: [String: (all: Int, inPreviews: Int)] = [:]
    /// Names looked up by scanning the file so far (`uses(of:)`, `nameKey(of:)`, preview uses).
    var nameLookups = 0

    /// Long backward walks, remembered (see `BackwardWalkMemo`): out to an enclosing bracket, and
    /// back to a declaration's keyword. Per call site of an opener, whether it only masks.
    var openerWalks = BackwardWalkMemo()
    /// The last walk out to an enclosing opener: where it started, and its end.
    var lastOpenerWalk: (from: Int, end: Int?) = (Int.min, nil)
    var declarationWalks = BackwardWalkMemo()
    /// The colour-site model's state for this file (`ColorSites/ColorSiteState`), created there on
    /// first ask.
    var colorSiteSlot: AnyObject?

    /// Per position, the innermost `(`, `[` or `{` still open there (-1 at file level): one forward
    /// pass with a stack, built on first ask, so that questions about long lists (a generated
    /// `listOf(…)` of 50,000 colours) are answered in constant time, not by walking back.
    private(set) lazy var innermostOpener: [Int32] = {
        var table = [Int32](repeating: -1, count: count)
        var stack: [Int32] = []
        for p in 0..<count {
            switch kind(p) {
            case .rightParen, .rightBracket, .rightBrace:
                if !stack.isEmpty { stack.removeLast() }
                table[p] = stack.last ?? -1
            default:
                table[p] = stack.last ?? -1
                if kind(p) == .leftParen || kind(p) == .leftBracket || kind(p) == .leftBrace { stack.append(Int32(p)) }
            }
        }
        return table
    }()

    /// Byte order of two tokens' text: negative, zero or positive.
    func compareText(_ a: Int, _ b: Int) -> Int {
        let x = token(a), y = token(b)
        let common = min(Int(x.length), Int(y.length))
        if common > 0 {
            let order = memcmp(raw.baseAddress! + Int(x.start), raw.baseAddress! + Int(y.start), common)
            if order != 0 { return Int(order) }
        }
        return Int(x.length) - Int(y.length)
    }

    /// The UI frameworks the file imports, read once: which colour type an implicit member or a fix
    /// is, depends on them.
    package struct UIFrameworks: OptionSet, Sendable {
        package let rawValue: UInt8
        package init(rawValue: UInt8) { self.rawValue = rawValue }
        package static let swiftUI = UIFrameworks(rawValue: 1)
        package static let uiKit = UIFrameworks(rawValue: 2)
        /// AppKit, or Cocoa, which brings it.
        package static let appKit = UIFrameworks(rawValue: 4)
    }

    package private(set) lazy var uiFrameworks: UIFrameworks = {
        var found: UIFrameworks = []
        for keyword in index.imports {
            let module = Int(keyword) + 1
            if self.is(module, "SwiftUI") { found.insert(.swiftUI) }
            if self.is(module, "UIKit") { found.insert(.uiKit) }
            if self.is(module, "AppKit") || self.is(module, "Cocoa") { found.insert(.appKit) }
        }
        return found
    }()

    /// A Swift file that imports UIKit, AppKit or Cocoa and not SwiftUI: its implicit colours
    /// (`button.setTitleColor(.black, for: .normal)`) are platform colours.
    package var importsPlatformUIOnly: Bool { !uiFrameworks.contains(.swiftUI) && !uiFrameworks.isDisjoint(with: [.uiKit, .appKit]) }

    /// A Swift file that imports SwiftUI and neither UIKit, AppKit nor Cocoa: every implicit colour,
    /// assigned ones too (`messageColor = .red`), is SwiftUI's.
    package var importsSwiftUIOnly: Bool { uiFrameworks == .swiftUI }

    /// One `import` line: where its keyword and its last token (an alias's included) are, its
    /// dotted path (`androidx.compose.ui.res.colorResource`, `com.example.*`), and whether `as`
    /// renames it.
    struct ImportLine {
        let keyword: Int
        let last: Int
        package let path: String
        let isAliased: Bool
    }

    /// The file's import lines, read once, for fixes that add an import or depend on one.
    private(set) lazy var importLines: [ImportLine] = index.imports.map { keyword in
        let keyword = Int(keyword)
        var q = keyword + 1
        var path = ""
        // `name (. name)* (.*)?` on the import's own line.
        while q < count && !hasNewlineBefore(q) {
            let expectsName = path.isEmpty || path.hasSuffix(".")
            if expectsName ? (isIdentifier(q) || self.is(q, "*")) : kind(q) == .dot { path += text(q); q += 1 } else { break }
        }
        let isAliased = q < count && !hasNewlineBefore(q) && self.is(q, "as")
        while q < count && !hasNewlineBefore(q) && kind(q) != .semicolon { q += 1 }
        return ImportLine(keyword: keyword, last: q - 1, path: path, isAliased: isAliased)
    }

    /// Whether `R` here is the module's own: used bare (`R.string.title`) or imported
    /// (`import com.example.R`; not `import android.R` nor `import com.example.R as AppR`).
    private(set) lazy var usesOwnR: Bool = {
        if importLines.contains(where: { $0.path.hasSuffix(".R") && $0.path != "android.R" && !$0.isAliased }) { return true }
        for p in 0..<count where kind(p) == .identifier && self.is(p, "R") && kind(p - 1) != .dot && kind(p + 1) == .dot {
            return true
        }
        return false
    }()

    /// A Kotlin file that imports anything from Compose; View-system code does not.
    package private(set) lazy var importsCompose: Bool =
        index.imports.contains { keyword in self.is(Int(keyword) + 1, "androidx") && self.is(Int(keyword) + 3, "compose") }

    /// Names of the functions the file declares (`fun setTextColors(`, `func setTint(`), in one pass.
    private(set) lazy var declaredFunctionNames: Set<String> = {
        var names: Set<String> = []
        for p in 0..<count where (self.is(p, "fun") || self.is(p, "func")) && isIdentifier(p + 1) { names.insert(text(p + 1)) }
        return names
    }()

    /// Names assigned somewhere in the file after their declaration: `color = x`, `this.color = x`,
    /// `self.tint = x` (not `var color = x`, not `==`). Built once, on first ask.
    private(set) lazy var reassignedNames: Set<String> = {
        var names: Set<String> = []
        for p in 1..<max(1, count) where isOperator(p, "=") {
            // `lineColors[0] = x`: an element of the named array.
            if kind(p - 1) == .rightBracket {
                let open = partnerOf(p - 1)
                if open > 0 && isIdentifier(open - 1) { names.insert(text(open - 1)) }
                continue
            }
            guard isIdentifier(p - 1) else { continue }
            let before = p - 2
            if self.is(before, "var") || self.is(before, "val") || self.is(before, "let") { continue }
            // `var x: Int = …`: a declaration with its type.
            if kind(before) == .colon { continue }
            names.insert(text(p - 1))
        }
        return names
    }()

    /// Types this file declares or extends as `Codable`/`Encodable`: values built for them are
    /// stored data (a saved configuration's defaults), not styling. Built once, on first ask.
    private(set) lazy var codableTypeNames: Set<String> = {
        var names: Set<String> = []
        for p in 0..<count where self.is(p, "Codable") || self.is(p, "Encodable") {
            // Back over the inheritance list to the declared name: `extension Name: Hashable, Codable`.
            var q = p - 1
            while q > 0 && (kind(q) == .comma || kind(q) == .colon || kind(q) == .dot || isIdentifier(q)) && q > p - 24 {
                if kind(q) == .colon && isIdentifier(q - 1) {
                    names.insert(text(q - 1))
                    break
                }
                q -= 1
            }
        }
        return names
    }()

    package init(file: SourceFile, paletteByPath: Bool = false, paletteNamespaces: [String] = []) {
        self.file = file
        let byteCount = file.bytes.count
        let storage = UnsafeMutablePointer<UInt8>.allocate(capacity: byteCount + PaddedSource.padding)
        file.bytes.withUnsafeBufferPointer { source in
            if let base = source.baseAddress { storage.initialize(from: base, count: byteCount) }
        }
        (storage + byteCount).initialize(repeating: 0, count: PaddedSource.padding)
        raw = UnsafeMutableBufferPointer(start: storage, count: byteCount)
        let bytes = UnsafeBufferPointer(raw)
        let view = SignificantView(lexing: bytes, language: file.language)
        self.commentTokens = UnsafeBufferPointer(view.commentTokens)
        self.comments = UnsafeBufferPointer(view.comments)
        self.count = view.tokens.count
        self.significantTokens = view.tokens
        self.partner = view.partner
        self.index = view.index
        self.paletteNamespaces = paletteNamespaces.map { $0.split(separator: ".").map(String.init) }
        let path = FileContext.pathKind(file.path)
        self.isTestFile = path.isTest
            || FileContext.importsTestFramework(view.index.imports, UnsafeBufferPointer(view.tokens), bytes: bytes)
        self.isGenerated = FileContext.hasGeneratedHeader(comments: UnsafeBufferPointer(view.comments),
                                                          commentTokens: UnsafeBufferPointer(view.commentTokens),
                                                          bytes: bytes)
        // Compose icon assets (`ImageVector.Builder(…).path(fill = SolidColor(Color(0xFF…)))`) are
        // converted SVG, not hand-written UI.
        let isIconAsset = file.language == .kotlin
            && FileContext.bytes(file.bytes, ByteRange(0, file.bytes.count), contain: "ImageVector.Builder")
        self.isPaletteFile = paletteByPath || isGenerated || isIconAsset || ColorVocabulary.isPaletteFileName(file.path)
        self.isPreviewFile = path.isPreview
    }

    // MARK: Token access by significant position

    @inline(__always) package func token(_ p: Int) -> Token { significantTokens[p] }

    /// The kind at `p`, or `.unknown` outside the file, so callers can look around without bounds checks.
    @inline(__always) package func kind(_ p: Int) -> TokenKind {
        p >= 0 && p < count ? significantTokens[p].kind : .unknown
    }

    @inline(__always) package func range(_ p: Int) -> ByteRange { token(p).range }

    /// Byte range from the start of `first` to the end of `last` (significant positions, inclusive).
    package func range(_ first: Int, through last: Int) -> ByteRange {
        ByteRange(Int(token(first).start), Int(token(max(first, last)).end))
    }

    package func text(_ p: Int) -> String {
        guard p >= 0 && p < count else { return "" }
        return file.text(range(p))
    }

    package func text(_ first: Int, through last: Int) -> String { file.text(range(first, through: last)) }

    /// Whether the token at `p` is exactly `word`. Compares bytes; allocates nothing.
    @inline(__always) package func `is`(_ p: Int, _ word: StaticString) -> Bool {
        guard p >= 0 && p < count else { return false }
        return token(p).spells(word, in: UnsafeBufferPointer(raw))
    }

    package func isIdentifier(_ p: Int) -> Bool {
        let k = kind(p)
        return k == .identifier || k == .backtickIdentifier
    }

    package func isOperator(_ p: Int, _ op: StaticString) -> Bool { kind(p) == .operator && self.is(p, op) }

    /// Whether trivia (space, newline, comment) separates `p` from the significant token before it.
    package func hasTriviaBefore(_ p: Int) -> Bool {
        p <= 0 || token(p - 1).end != token(p).start
    }

    /// Whether a line break separates `p` from the significant token before it, in the spaces or
    /// in a block comment between them (a line comment holds none).
    package func hasNewlineBefore(_ p: Int) -> Bool {
        guard p > 0 else { return true }
        return Byte.lineEnd(in: UnsafeBufferPointer(raw), from: Int(token(p - 1).end), to: Int(token(p).start))
    }

    @inline(__always) package func partnerOf(_ p: Int) -> Int { p >= 0 && p < count ? Int(partner[p]) : -1 }

    /// The decoded content of a plain string literal opening at `p` (no interpolation), and the
    /// position of its close. Escapes are kept as written; colour strings never need them.
    package func plainString(at p: Int) -> (value: String, close: Int)? {
        guard kind(p) == .stringOpen else { return nil }
        if kind(p + 1) == .stringClose { return ("", p + 1) }
        guard kind(p + 1) == .stringText, kind(p + 2) == .stringClose else { return nil }
        return (text(p + 1), p + 2)
    }

    // MARK: Building

    /// Whether `path` looks like a test file (a test folder, or a `…Tests.swift`-style name) and
    /// whether like a preview file: a `Previews/` or Xcode `Preview Content/` folder, or a
    /// `…Previews` name. Android's singular `preview/` packages and `…Preview.kt` files count too; in
    /// Swift a singular `Preview` names features as often (`AddProduct/Preview/`, `LinkPreview.swift`).
    /// One pass over the path's own UTF-8 storage.
    static func pathKind(_ path: String) -> (isTest: Bool, isPreview: Bool) {
        var path = path
        return path.withUTF8 { bytes in
            let isKotlin = PathName.hasSuffix(bytes, ".kt") || PathName.hasSuffix(bytes, ".kts")
            var isTest = false, isPreview = false
            let nameStart = PathName.forEachFolder(in: bytes, 0, bytes.count) { folder in
                isTest = isTest || isTestFolder(folder)
                isPreview = isPreview || PathName.equals(folder, "Previews") || PathName.equals(folder, "previews")
                    || PathName.equals(folder, "Preview Content") || PathName.equals(folder, "DesignTime")
                    || PathName.hasSuffix(folder, ".playground")  // an Xcode playground: a scratchpad, never shipped
                    || isKotlin && (PathName.equals(folder, "Preview") || PathName.equals(folder, "preview")
                                    || PathName.equals(folder, "debug"))  // the `src/debug/` source set never ships
                return false
            } ?? 0
            let name = bytes[nameStart...]
            isTest = isTest || PathName.hasSuffix(name, "Tests.swift") || PathName.hasSuffix(name, "Test.swift")
                || PathName.hasSuffix(name, "Spec.swift") || PathName.hasSuffix(name, "Test.kt")
                || PathName.hasSuffix(name, "Tests.kt") || PathName.hasSuffix(name, "Spec.kt")
            let stem = PathName.stem(name)
            // Mock data for previews and tests: `MockPost.swift`, `Post+Mock.swift`, `ApiMocks.kt`.
            isTest = isTest || PathName.hasSuffix(stem, "Mock") || PathName.hasSuffix(stem, "Mocks")
                || stem.count > 4 && PathName.hasPrefix(stem, "Mock") && stem[stem.startIndex + 4] >= UInt8(ascii: "A")
                    && stem[stem.startIndex + 4] <= UInt8(ascii: "Z")
            isPreview = isPreview || PathName.hasSuffix(stem, "Previews") || isKotlin && PathName.hasSuffix(stem, "Preview")
                || PathName.hasSuffix(stem, "PreviewData") || PathName.hasSuffix(stem, "SampleData")
            return (isTest, isPreview)
        }
    }

    /// `Tests`, `test`, `androidTest`, `testDemo`, `PaymentsTests`, `screenshot-testing`, `commonTest`, `jvmTest`, `e2e-app`,
    /// `_test-support`, `TestSupport`, `Mocks`; and sample apps that never ship (`sample`, `sampleapps`, `SampleApp`,
    /// a library's `ReachabilitySample`, `ChartsDemo`, `KitExample`, `tokenAutoComplete-example`).
    private static func isTestFolder(_ name: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        if PathName.hasPrefix(name, "sample") || PathName.hasPrefix(name, "Sample") { return true }
        // End-to-end test apps and suites: `e2e`, `e2e-app`, `checkout-e2e`, `AppE2E`.
        if PathName.hasPrefix(name, "e2e") || PathName.hasSuffix(name, "e2e") || PathName.hasSuffix(name, "E2E") { return true }
        // A vendored library's demo app: `ReachabilitySample`, `ChartsDemo`, `SwiftEntryKitExample`.
        // (A folder named `Demo` alone may be a feature's: the library's name comes first.)
        if name.count > 7, PathName.hasSuffix(name, "Sample") || PathName.hasSuffix(name, "Demo") || PathName.hasSuffix(name, "Example")
            || PathName.hasSuffix(name, "Examples") || PathName.hasSuffix(name, "-example") {
            return true
        }
        // Every such name starts with `t`/`T` or ends with `s`, `t` or `g`: most folders fail here.
        guard let first = name.first, let last = name.last,
              first == UInt8(ascii: "t") || first == UInt8(ascii: "T") || last == UInt8(ascii: "s")
                || last == UInt8(ascii: "t") || last == UInt8(ascii: "g") else { return false }
        return PathName.hasPrefix(name, "test") || PathName.hasPrefix(name, "Test") || PathName.hasSuffix(name, "Tests")
            || PathName.hasSuffix(name, "Test") || PathName.hasSuffix(name, "tests") || PathName.hasSuffix(name, "testing")
            || PathName.hasSuffix(name, "Testing") || PathName.hasSuffix(name, "test-support")
            || PathName.hasSuffix(name, "TestSupport") || PathName.hasSuffix(name, "test_support")
            || PathName.equals(name, "Mocks") || PathName.equals(name, "mocks")
    }

    /// `import XCTest`, `import Testing`, `import org.junit…`, `import kotlin.test…`: the tokens after
    /// each `import` keyword (`imports`, from the token index) among the significant `tokens`.
    static func importsTestFramework(_ imports: UnsafeBufferPointer<Int32>, _ tokens: UnsafeBufferPointer<Token>,
                                     bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        for keyword in imports {
            let p = Int(keyword)
            guard p + 1 < tokens.count else { continue }
            let module = tokens[p + 1]
            if module.spells("XCTest", in: bytes) || module.spells("Testing", in: bytes)
                || module.spells("Nimble", in: bytes) || module.spells("Quick", in: bytes) {
                return true
            }
            if module.spells("org", in: bytes) || module.spells("kotlin", in: bytes), p + 3 < tokens.count {
                let next = tokens[p + 3]
                if next.spells("junit", in: bytes) || next.spells("test", in: bytes) { return true }
            }
        }
        return false
    }

    /// A generated file announces itself in a comment starting in the first 4 KB. Every marker
    /// contains "generated", "Generated" or "DO NOT EDIT", so each run of comments with nothing
    /// but spaces and line breaks between them is searched for those first, jumping between their
    /// first bytes (rarer than the "d" of "enerated"); only a run with one is read comment by comment.
    static func hasGeneratedHeader(comments: UnsafeBufferPointer<Int32>, commentTokens: UnsafeBufferPointer<Token>,
                                   bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var first = 0
        while first < comments.count && commentTokens[first].start <= 4096 {
            var last = first
            // The lint pass's tokens hold no spaces or line breaks: adjacent comments are a run.
            while last + 1 < comments.count && commentTokens[last + 1].start <= 4096
                    && comments[last + 1] == comments[last] + 1 {
                last += 1
            }
            let start = Int(commentTokens[first].start), end = Int(commentTokens[last].end)
            if span(bytes, start, end, contains: "generated") || span(bytes, start, end, contains: "Generated")
                || span(bytes, start, end, contains: "DO NOT EDIT") {
                for k in first...last where marksGenerated(commentTokens[k].range, bytes) { return true }
            }
            first = last + 1
        }
        return false
    }

    /// Whether `bytes[start..<end]` contains `needle`, jumping between its first byte with `memchr`.
    static func span(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, contains needle: StaticString) -> Bool {
        needle.withUTF8Buffer { n in
            guard let base = bytes.baseAddress, end - start >= n.count else { return false }
            var position = start
            let lastStart = end - n.count
            while position <= lastStart {
                guard let hit = memchr(base + position, Int32(n[0]), lastStart - position + 1) else { return false }
                let found = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                if memcmp(base + found, n.baseAddress!, n.count) == 0 { return true }
                position = found + 1
            }
            return false
        }
    }

    /// The comment at `r` marks its file generated.
    private static func marksGenerated(_ r: ByteRange, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        func has(_ needle: StaticString) -> Bool { span(bytes, r.start, r.end, contains: needle) }
        // Every marker but "DO NOT EDIT" contains "enerated": one scan rejects ordinary comments.
        guard has("enerated") else { return has("DO NOT EDIT") }
        return has("@generated") || has("DO NOT EDIT") || has("Code generated") || has("auto-generated")
            || has("autogenerated") || has("Autogenerated") || has("Generated by") || has("generated by")
            || has("Generated") && (has("SwiftGen") || has("R.swift") || has("swiftgen"))
    }
}
