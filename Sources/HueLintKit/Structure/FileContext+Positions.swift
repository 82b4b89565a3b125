extension FileContext {
    /// The significant position whose token contains or follows `offset` (binary search).
    package func position(atOffset offset: Int) -> Int {
        var lo = 0, hi = count
        while lo < hi {
            let mid = (lo + hi) / 2
            if Int(token(mid).end) <= offset { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }

    /// Where the code at `offset` runs: a test file, a preview, or ordinary code. A private
    /// declaration that only previews use is preview code too: `private fun CardPreview(color: Long =
    /// 0xFFEC0404)` called from `@Preview` functions, `private val previewColors = listOf(…)`.
    package func context(atOffset offset: Int) -> FindingContext {
        if isTestFile { return .test }
        if isPreviewFile { return .preview }
        let p = position(atOffset: offset)
        if isPreviewCode(at: p) { return .preview }
        return isUsedOnlyByPreviews(declarationAround: p) ? .preview : .code
    }

    /// Whether `p` is preview code: a preview scope, a `#if DEBUG` block or a layout-preview branch.
    func isPreviewCode(at p: Int) -> Bool {
        scopes.isPreview(at: p) || previewBlocks.contains { $0.contains(p) }
    }

    /// Whether `p` lies in a private top-level or member declaration whose name the file uses at
    /// least once, and only inside previews. One level: a helper of a helper stays code.
    func isUsedOnlyByPreviews(declarationAround p: Int) -> Bool {
        guard let keyword = declarationKeyword(around: p), hasPrivateModifier(before: keyword) || isInPrivateType(keyword),
              let name = declaredName(keyword), kind(name) == .identifier else { return false }
        if let known = usedOnlyByPreviews[name] { return known }
        let answer = usesAreAllInPreviews(name)
        usedOnlyByPreviews[name] = answer
        return answer
    }

    private func usesAreAllInPreviews(_ name: Int) -> Bool {
        var uses = 0
        func isPreviewUse(_ q: Int) -> Bool {
            if q == name { return true }
            uses += 1
            return isPreviewCode(at: q)
        }
        // A few names: scan the file, stopping at the first use in code. Many (a generated file of
        // private helpers): sorting the identifiers once keeps the whole file linear in its uses.
        if !indexesNames() {
            for q in scannedUses(of: name) {
                guard isPreviewUse(q) else { return false }
            }
            return uses > 0
        }
        // The run of identifiers spelled like `name` in the sorted index, counted once per spelling:
        // a file repeating one declaration thousands of times asked each copy about every other.
        let key = text(name)
        let counts: (all: Int, inPreviews: Int)
        if let known = useCountsByText[key] {
            counts = known
        } else {
            let sorted = identifiersByText
            var lo = 0, hi = sorted.count
            while lo < hi {
                let mid = (lo + hi) / 2
                if compareText(Int(sorted[mid]), name) < 0 { lo = mid + 1 } else { hi = mid }
            }
            var all = 0, inPreviews = 0
            var i = lo
            while i < sorted.count, compareText(Int(sorted[i]), name) == 0 {
                all += 1
                if isPreviewCode(at: Int(sorted[i])) { inPreviews += 1 }
                i += 1
            }
            counts = (all, inPreviews)
            useCountsByText[key] = counts
        }
        // The declaration's own name is in the run and is not a use.
        let others = counts.all - 1
        let othersInPreviews = counts.inPreviews - (isPreviewCode(at: name) ? 1 : 0)
        return others > 0 && othersInPreviews == others
    }

    /// The positions of every identifier spelled like the one at `name`, itself included, in source
    /// order. The first few names asked about are found by a scan of the file; then the sorted
    /// index pays for itself, and each is one binary search and the run of equal names.
    func uses(of name: Int) -> ArraySlice<Int32> {
        guard indexesNames() else { return scannedUses(of: name).map(Int32.init)[...] }
        let sorted = identifiersByText
        let lo = firstSortedUse(of: name)
        var end = lo
        while end < sorted.count, compareText(Int(sorted[end]), name) == 0 { end += 1 }
        return sorted[lo..<end]
    }

    /// One number per spelling, for memos keyed by name: the position of the first identifier
    /// spelled like the one at `name` (`name` itself when no identifier is).
    func nameKey(of name: Int) -> Int {
        guard indexesNames() else { return scannedUses(of: name).first ?? name }
        let sorted = identifiersByText
        let lo = firstSortedUse(of: name)
        return lo < sorted.count && compareText(Int(sorted[lo]), name) == 0 ? Int(sorted[lo]) : name
    }

    /// Where the uses of `name` start in the sorted identifier index (binary search).
    private func firstSortedUse(of name: Int) -> Int {
        let sorted = identifiersByText
        var lo = 0, hi = sorted.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if compareText(Int(sorted[mid]), name) < 0 { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }

    /// The identifiers spelled like the one at `name`, found by a scan of the file, in source order.
    private func scannedUses(of name: Int) -> LazyFilterSequence<Range<Int>> {
        let length = token(name).length
        return (0..<count).lazy.filter { self.kind($0) == .identifier && self.token($0).length == length && self.compareText($0, name) == 0 }
    }

    /// Whether names are looked up in the sorted index: after `scansBeforeIndex` scans of the file.
    /// Most files ask about one or two names; sorting every identifier cost more than those scans.
    private func indexesNames() -> Bool {
        if nameLookups >= Self.scansBeforeIndex { return true }
        nameLookups += 1
        return false
    }

    /// Names answered by a scan of the file before the sorted identifier index pays for itself.
    private static let scansBeforeIndex = 8

    /// Whether Kotlin code at `p` may call a `@Composable` (`colorResource`, `MaterialTheme.colorScheme`):
    /// in a `@Composable` function, through control flow, inline helpers (`let`, `forEach`) and
    /// content lambdas (`Column { … }`, `items { … }`), but not in event handlers, `remember`, draw,
    /// effect or lazy-list builder lambdas. When unsure, no: a fix there is then offered as unsafe.
    func canCallComposable(at p: Int) -> Bool {
        var id = scopes.innermost(at: p)
        while let s = scopes.scope(id) {
            switch s.kind {
            case .function:
                return s.isComposable
            case .property where isGetter(braceAt: Int(s.open)):
                return s.isComposable
            case .property, .block:
                // `val x = remember { … }` opens a property scope, but its brace is a lambda's.
                switch lambdaKind(openingAt: Int(s.open)) {
                case .composableContent: return true
                case .inheritsContext: break
                case .runsElsewhere: return false
                }
            case .type, .extension, .preview:
                return false
            }
            id = Int(s.parent)
        }
        // Brace-free declarations: `@Composable fun Badge() = Box(Modifier.background(…))`.
        guard let keyword = declarationKeyword(around: p), self.is(keyword, "fun") else { return false }
        return hasComposableAttribute(before: keyword)
    }

    private enum LambdaKind { case composableContent, inheritsContext, runsElsewhere }

    /// `items { … }` content is composable whatever surrounds it; control flow, inline helpers and
    /// UI containers (`Column { … }`) run in the surrounding context; other lambdas run elsewhere.
    private func lambdaKind(openingAt brace: Int) -> LambdaKind {
        var callee = brace - 1
        switch kind(callee) {
        case .rightParen:
            callee = partnerOf(callee) - 1
        case .identifier:
            break
        case .operator:
            if self.is(callee, "->") { return .inheritsContext }  // a `when` branch
            // `topBar = { … }`, `label = { … }`: a Compose slot; `onClick = { … }` is not.
            if self.is(callee, "="), kind(callee - 1) == .identifier, Self.composeSlots.contains(text(callee - 1)) {
                return .inheritsContext
            }
            return .runsElsewhere
        default:
            return .runsElsewhere  // `onClick = { … }`, `(…, { … })`: a lambda value, run later
        }
        guard kind(callee) == .identifier else { return .runsElsewhere }
        let name = text(callee)
        if Self.contentBuilders.contains(name) { return .composableContent }
        if Self.controlFlow.contains(name) || Self.inlineHelpers.contains(name) { return .inheritsContext }
        if Self.nonComposableBlocks.contains(name) { return .runsElsewhere }
        return name.first?.isUppercase ?? false ? .inheritsContext : .runsElsewhere
    }

    /// `get() { … }`: a property's own body.
    private func isGetter(braceAt brace: Int) -> Bool {
        kind(brace - 1) == .rightParen && self.is(partnerOf(brace - 1) - 1, "get")
    }

    private static let controlFlow: Set<String> = ["if", "else", "when", "for", "while", "do", "try", "finally"]
    private static let inlineHelpers: Set<String> = [
        "let", "run", "apply", "also", "with", "forEach", "forEachIndexed", "map", "mapIndexed", "mapNotNull", "filter",
        "takeIf", "takeUnless", "repeat",
    ]
    /// Named lambda arguments of Material components that take composable content.
    private static let composeSlots: Set<String> = [
        "content", "topBar", "bottomBar", "snackbarHost", "snackbar", "floatingActionButton", "navigationIcon", "actions",
        "title", "text", "label", "icon", "leadingIcon", "trailingIcon", "placeholder", "supportingText", "dismissButton",
        "confirmButton", "headlineContent", "supportingContent", "leadingContent", "trailingContent", "overlineContent",
        "badge", "prefix", "suffix", "indicator", "divider",
    ]
    /// Lazy-list item content is composable, though its builders are not.
    private static let contentBuilders: Set<String> = ["items", "item", "itemsIndexed", "stickyHeader"]
    private static let nonComposableBlocks: Set<String> = [
        "Canvas", "LaunchedEffect", "DisposableEffect", "SideEffect", "LazyColumn", "LazyRow", "LazyVerticalGrid",
        "LazyHorizontalGrid", "LazyVerticalStaggeredGrid", "LazyHorizontalStaggeredGrid",
    ]

    /// Whether `@Composable` is among the attributes and modifiers before `keyword`.
    private func hasComposableAttribute(before keyword: Int) -> Bool {
        var q = keyword - 1
        var steps = 0
        while q >= 0 && steps < 16 {
            switch kind(q) {
            case .attribute:
                if self.is(q, "@Composable") { return true }
            case .rightParen:
                q = partnerOf(q)  // `@Preview(name = "…")`
                if q < 0 { return false }
            case .identifier:
                break  // `private`, `internal`
            case .leftParen:
                break
            default:
                return false
            }
            q -= 1
            steps += 1
        }
        return false
    }

    /// The `fun`/`func`/`val`/`var`/`let` of the outermost function or property holding `p` inside
    /// its type or file: from the brace scopes, else (parameter defaults, expression bodies,
    /// initialisers) by walking back over balanced brackets to the keyword.
    private func declarationKeyword(around p: Int) -> Int? {
        var id = scopes.innermost(at: p)
        var outermost: Scope?
        var start = p      // a lambda in an initialiser (`listOf(…).map { … }`): walk back from its `{`
        var boundary = -1  // the `{` of the type or file level the declaration sits in
        while let s = scopes.scope(id) {
            if s.kind == .function || s.kind == .property { outermost = s }
            if s.kind == .block { start = Int(s.open) }
            if s.kind == .type || s.kind == .extension { boundary = Int(s.open); break }
            if s.kind == .preview { return nil }
            id = Int(s.parent)
        }
        if let outermost { return Int(outermost.keyword) }
        // At most 4096 steps, remembered across findings (see `BackwardWalkMemo`).
        return declarationWalks.walk(from: start - 1, budget: 4096, boundary: boundary, positions: count) { q in
            guard q > boundary else { return .end(nil) }
            switch kind(q) {
            case .leftBrace, .rightBrace, .semicolon:
                return .end(nil)
            case .rightParen, .rightBracket:
                let open = partnerOf(q)
                guard open >= 0 && open < q else { return .end(nil) }
                return .next(open - 1)
            case .identifier:
                if kind(q - 1) != .dot && (self.is(q, "fun") || self.is(q, "func") || self.is(q, "val")
                                            || self.is(q, "var") || self.is(q, "let")) {
                    return .end(q)
                }
            default:
                break
            }
            return .next(q - 1)
        }
    }

    /// A member of a private type or object (`private companion object { fun samples() … }`) is as
    /// private as the declaration itself.
    private func isInPrivateType(_ keyword: Int) -> Bool {
        guard let type = scopes.enclosing(at: keyword, kinds: [.type]) else { return false }
        return hasPrivateModifier(before: Int(type.keyword))
    }

    /// Whether `private` or `fileprivate` is among the modifiers before `keyword` (those on its line,
    /// and the one just before it). Shared by preview contexts, dead-code checks and the token catalog.
    func hasPrivateModifier(before keyword: Int) -> Bool { hasModifier(before: keyword, ["private", "fileprivate"]) }

    /// Whether one of `modifiers` stands among the words before the declaration keyword at `keyword`
    /// (`private static var`, `override func`), on the keyword's line.
    func hasModifier(before keyword: Int, _ modifiers: [StaticString]) -> Bool {
        var q = keyword - 1
        while q >= 0 && q >= keyword - 8 && kind(q) == .identifier {
            if modifiers.contains(where: { self.is(q, $0) }) { return true }
            // Not into the line above: `private var scheme` there does not make `var body` private.
            if hasNewlineBefore(q) || hasNewlineBefore(q + 1) { break }
            q -= 1
        }
        return false
    }

    /// The declared name: the identifier after `val`/`var`/`let`, or before the first `(` after `fun`/`func`.
    private func declaredName(_ keyword: Int) -> Int? {
        if self.is(keyword, "fun") || self.is(keyword, "func") {
            var q = keyword + 1
            while q < count && q < keyword + 16 {
                if kind(q) == .leftParen { return isIdentifier(q - 1) && q - 1 > keyword ? q - 1 : nil }
                q += 1
            }
            return nil
        }
        return kind(keyword + 1) == .identifier && kind(keyword + 2) != .dot ? keyword + 1 : nil
    }

}
