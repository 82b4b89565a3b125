/// What opened a brace scope.
package enum ScopeKind: UInt8, Sendable {
    case type        // struct, class, enum, protocol, actor, object, interface
    case `extension` // Swift extension
    case function    // func, fun, init, a getter body
    case property    // `var body: some View {`, `let x = UIColor { … }`, `val x by lazy {`
    case preview     // `#Preview { … }`
    case block       // any other brace: closures, if/else, switch, lambdas
}

/// One brace-delimited scope.
package struct Scope: Sendable {
    package var kind: ScopeKind
    /// Position of the declared name (`body`, `draw`, `BrandColors`; for an extension, the last name
    /// of its target), or -1. Names stay positions so that scopes are cheap to copy.
    package var nameToken: Int32
    package var parent: Int32
    /// Position of the declaration keyword, or of the `{` for plain blocks.
    package var keyword: Int32
    package var open: Int32
    package var close: Int32
    /// This scope or an ancestor is a preview (`#Preview`, `PreviewProvider`, `@Preview`).
    package var isPreview: Bool
    /// This scope or an ancestor is a `@Composable` function.
    package var isComposable: Bool
}

extension Scope {
    /// The declared name, or "" for plain blocks.
    package func name(in ctx: FileContext) -> String { nameToken >= 0 ? ctx.text(Int(nameToken)) : "" }
}

/// The scope tree of a file, built in one forward pass over significant tokens.
package final class ScopeTable {
    package private(set) var scopes: [Scope] = []
    /// Innermost scope id per significant position; -1 at file level.
    package private(set) var scopeAt: [Int32] = []
    /// Kotlin extension properties (`val Color.Companion.brand get() = …`) have no braces: where each
    /// starts (its keyword), its receiver's first name, and the byte where it ends (the next
    /// declaration at its depth or above, the end of its scope, or the end of the file).
    package private(set) var extensionProperties: [(keyword: Int32, receiver: Int32, end: Int32)] = []
    /// Kotlin primary constructors on a type's name line (`class ButtonColors(val container: Color)`):
    /// the type's name and the constructor's `(`.
    package private(set) var primaryConstructors: [(name: Int32, open: Int32)] = []
    /// Declarations at file level or directly in a type or extension, and the property keywords among them.
    package private(set) var memberDeclarationCount = 0
    package private(set) var memberProperties: [Int32] = []
    /// Bodies of expression-bodied previews (`@Preview @Composable fun P() = Card(…)`), which have no
    /// braces: first and last positions.
    private var previewBodies: [(first: Int32, last: Int32)] = []

    package func scope(_ id: Int) -> Scope? { id >= 0 && id < scopes.count ? scopes[id] : nil }

    package func innermost(at p: Int) -> Int { p >= 0 && p < scopeAt.count ? Int(scopeAt[p]) : -1 }

    package func isPreview(at p: Int) -> Bool {
        if scope(innermost(at: p))?.isPreview ?? false { return true }
        // Bodies never nest and are recorded in order: the last one starting at or before `p`.
        var lo = 0, hi = previewBodies.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if Int(previewBodies[mid].first) <= p { lo = mid + 1 } else { hi = mid }
        }
        return lo > 0 && p <= Int(previewBodies[lo - 1].last)
    }

    /// The nearest enclosing scope of one of `kinds`.
    package func enclosing(at p: Int, kinds: Set<ScopeKind>) -> Scope? {
        var id = innermost(at: p)
        while let s = scope(id) {
            if kinds.contains(s.kind) { return s }
            id = Int(s.parent)
        }
        return nil
    }

    // MARK: The pass

    /// A declaration seen but whose `{` has not come yet. Only positions and flags: it is copied per token.
    private struct PendingDeclaration {
        var kind: ScopeKind
        var keyword: Int
        /// First and last positions of the dotted name (`Color.Companion.brand`, `ShapeStyle`); -1 when absent.
        var nameFirst = -1
        var nameLast = -1
        var hasPreviewAttribute: Bool
        var isComposable: Bool
        var inheritsPreviewProvider = false
        var depth: Int
    }

    func build(_ ctx: FileContext) {
        // Build in a local: class properties pay a dynamic exclusivity check on every access.
        var builder = Builder(ctx)
        let n = ctx.count
        var scopeAt = [Int32](repeating: -1, count: n)
        // Written through raw storage: an array store checks uniqueness on each of n tokens.
        scopeAt.withUnsafeMutableBufferPointer { scopeAt in
            for p in 0..<n {
                scopeAt[p] = builder.stack.last ?? -1
                // Dots, commas, colons, numbers and strings change nothing unless a property
                // declaration waits for its line to end: no call for them.
                if ScopeTable.isInert(ctx.kind(p)) && builder.pending?.kind != .property { continue }
                if let opened = builder.read(p) { scopeAt[p] = opened }
            }
        }
        builder.finish()
        self.scopeAt = scopeAt
        self.scopes = builder.scopes
        self.extensionProperties = builder.extensionProperties
        self.primaryConstructors = builder.primaryConstructors
        self.previewBodies = builder.previewBodies
        self.memberDeclarationCount = builder.memberDeclarationCount
        self.memberProperties = builder.memberProperties
    }

    /// Kinds `Builder.read` has no case for.
    @inline(__always) static func isInert(_ kind: TokenKind) -> Bool {
        switch kind {
        case .attribute, .pound, .identifier, .leftParen, .leftBracket, .rightParen, .rightBracket, .semicolon,
             .leftBrace, .interpolationOpen, .rightBrace, .interpolationClose, .operator:
            return false
        default:
            return true
        }
    }

    /// The state of the one forward pass, and one step per kind of token that changes it.
    private struct Builder {
        let ctx: FileContext
        var scopes: [Scope] = []
        var extensionProperties: [(keyword: Int32, receiver: Int32, end: Int32)] = []
        var primaryConstructors: [(name: Int32, open: Int32)] = []
        var previewBodies: [(first: Int32, last: Int32)] = []
        var memberDeclarationCount = 0
        var memberProperties: [Int32] = []
        /// Open scope ids, innermost last.
        var stack: [Int32] = []
        var pending: PendingDeclaration?
        // Attributes seen since the last declaration: only the two facts scopes need.
        var sawPreviewAttribute = false
        var sawComposable = false
        /// Braceless Kotlin extension properties being read, innermost (deepest) last.
        var openExtensionProperties: [(keyword: Int, receiver: Int, depth: Int)] = []
        /// An expression-bodied preview being read.
        var openPreviewBody: (start: Int, depth: Int)?
        /// () and [] nesting inside the current brace, and the nesting outside each open brace.
        var bracketDepth = 0
        var outerBracketDepths: [Int] = []

        init(_ ctx: FileContext) { self.ctx = ctx }

        /// Reads the token at `p`; returns the id of the scope it opens, if it opens one.
        package mutating func read(_ p: Int) -> Int32? {
            var opened: Int32?
            let kind = ctx.kind(p)
            switch kind {
            case .attribute:
                if ctx.bytes(ctx.range(p), contain: "Preview") { sawPreviewAttribute = true }
                if ctx.is(p, "@Composable") { sawComposable = true }
            case .pound:
                if ctx.is(p, "#Preview") {
                    pending = PendingDeclaration(kind: .preview, keyword: p,
                                                 hasPreviewAttribute: false, isComposable: false, depth: stack.count)
                }
            case .identifier:
                readIdentifier(p)
            case .leftParen, .leftBracket:
                if kind == .leftParen { recordPrimaryConstructor(p) }
                bracketDepth += 1
            case .rightParen, .rightBracket:
                bracketDepth = max(0, bracketDepth - 1)
            case .semicolon:
                pending = nil
            case .leftBrace, .interpolationOpen:
                opened = openScope(p, kind)
            case .rightBrace, .interpolationClose:
                closeScope(p)
            case .operator:
                // `@Preview fun P() = Card(…)`: the body is an expression, not a brace scope.
                if bracketDepth == 0, openPreviewBody == nil, let decl = pending, decl.kind == .function,
                   decl.hasPreviewAttribute, decl.depth == stack.count, ctx.isOperator(p, "=") {
                    openPreviewBody = (p, stack.count)
                }
            default:
                break
            }
            // A property declaration without a body on its line ends at the line break.
            if let decl = pending, decl.kind == .property, bracketDepth == 0, p + 1 < ctx.count,
               ctx.hasNewlineBefore(p + 1), !ScopeTable.continuesExpression(ctx, p) {
                pending = nil
            }
            return opened
        }

        /// A declaration keyword starts a pending declaration; a name after one may mark it a preview
        /// provider.
        private mutating func readIdentifier(_ p: Int) {
            // Declarations inside parentheses are parameters (`class A(val x: Int)`), not members.
            if bracketDepth == 0, let declared = ScopeTable.declarationKind(ctx, p) {
                closeExtensionProperties(at: p)
                closePreviewBody(at: p, depth: stack.count)
                var decl = PendingDeclaration(kind: declared, keyword: p,
                                              hasPreviewAttribute: sawPreviewAttribute, isComposable: sawComposable, depth: stack.count)
                sawPreviewAttribute = false
                sawComposable = false
                ScopeTable.readName(ctx, p, into: &decl)
                if countsAsMember {
                    memberDeclarationCount += 1
                    if decl.kind == .property { memberProperties.append(Int32(p)) }
                }
                // `val Color.Companion.brand`: a receiver before the name.
                if decl.kind == .property && ctx.language == .kotlin && decl.nameFirst >= 0 && decl.nameLast > decl.nameFirst {
                    openExtensionProperties.append((p, decl.nameFirst, stack.count))
                }
                pending = decl
            } else if var decl = pending, decl.kind == .type,
                      ctx.is(p, "PreviewProvider") || ctx.is(p, "PreviewParameterProvider") {
                decl.inheritsPreviewProvider = true
                pending = decl
            }
        }

        /// A Kotlin type's primary constructor: a `(` on the type's name line, outside brackets.
        private mutating func recordPrimaryConstructor(_ p: Int) {
            // On the name's line: a `(` further down belongs to a statement after a body-less local class.
            if bracketDepth == 0, ctx.language == .kotlin, let decl = pending, decl.kind == .type,
               decl.depth == stack.count, decl.nameLast >= 0, decl.nameLast < p,
               !(decl.nameLast + 1...p).contains(where: { ctx.hasNewlineBefore($0) }) {
                primaryConstructors.append((Int32(decl.nameLast), Int32(p)))
            }
        }

        /// Opens the scope of the brace at `p`: the pending declaration's, or a plain block that
        /// inherits its parent's facts.
        private mutating func openScope(_ p: Int, _ kind: TokenKind) -> Int32 {
            let id = Int32(scopes.count)
            let parent = stack.last ?? -1
            let parentScope: Scope? = parent >= 0 ? scopes[Int(parent)] : nil
            var s = Scope(kind: .block, nameToken: -1, parent: parent, keyword: Int32(p), open: Int32(p),
                          close: Int32(ctx.partnerOf(p)), isPreview: parentScope?.isPreview ?? false,
                          isComposable: parentScope?.isComposable ?? false)
            if kind == .leftBrace, let decl = pending, decl.depth == stack.count {
                declare(&s, decl)
                pending = nil
            }
            scopes.append(s)
            outerBracketDepths.append(bracketDepth)
            bracketDepth = 0
            stack.append(id)
            return id
        }

        /// Gives scope `s` what its declaration says: kind, name, and whether it is a preview or a
        /// composable.
        private func declare(_ s: inout Scope, _ decl: PendingDeclaration) {
            s.kind = decl.kind
            s.nameToken = Int32(decl.nameLast)
            s.keyword = Int32(decl.keyword)
            if decl.kind == .preview || decl.inheritsPreviewProvider || decl.hasPreviewAttribute { s.isPreview = true }
            if decl.isComposable { s.isComposable = true }
        }

        /// Closes the innermost scope at the brace at `p`, and whatever was pending inside it.
        private mutating func closeScope(_ p: Int) {
            if !stack.isEmpty { stack.removeLast() }
            closePreviewBody(at: p, depth: stack.count + 1)
            bracketDepth = outerBracketDepths.popLast() ?? 0
            pending = nil
            sawPreviewAttribute = false
            sawComposable = false
            closeExtensionProperties(at: p)
        }

        /// Ends what is still open at the end of the file.
        mutating func finish() {
            let n = ctx.count
            if n > 0 {
                for open in openExtensionProperties.reversed() {
                    extensionProperties.append((Int32(open.keyword), Int32(open.receiver), Int32(ctx.range(n - 1).end)))
                }
            }
            openExtensionProperties = []
            closePreviewBody(at: n, depth: 0)
        }

        /// Ends an open expression body at `p` (exclusive) when the stack is back at or above its depth.
        private mutating func closePreviewBody(at p: Int, depth: Int) {
            guard let body = openPreviewBody, depth <= body.depth else { return }
            previewBodies.append((Int32(body.start), Int32(max(body.start, p - 1))))
            openPreviewBody = nil
        }

        /// Ends the open extension properties at `p` whose depth the stack is back at or above.
        private mutating func closeExtensionProperties(at p: Int) {
            while let current = openExtensionProperties.last, stack.count <= current.depth {
                extensionProperties.append((Int32(current.keyword), Int32(current.receiver), Int32(ctx.range(p).start)))
                openExtensionProperties.removeLast()
            }
        }

        /// Declarations at file level or directly in a type or extension are members.
        private var countsAsMember: Bool {
            guard let top = stack.last else { return true }
            let kind = scopes[Int(top)].kind
            return kind == .type || kind == .extension
        }
    }

    /// Whether the line ending after `p` continues onto the next (an operator, `=`, `,` or `.` follows or ends it).
    private static func continuesExpression(_ ctx: FileContext, _ p: Int) -> Bool {
        switch ctx.kind(p) {
        case .operator, .comma, .colon, .dot: return true
        default: break
        }
        switch ctx.kind(p + 1) {
        case .operator, .dot, .leftBrace: return true
        default: return ctx.is(p + 1, "get") || ctx.is(p + 1, "by")
        }
    }

    private static func declarationKind(_ ctx: FileContext, _ p: Int) -> ScopeKind? {
        // A keyword used as a member name (`x.init`, `.class`) is not a declaration.
        if ctx.kind(p - 1) == .dot { return nil }
        switch ctx.token(p).length {
        case 3:
            // `if let x`, `case let .a(x)`, `for var i`: bindings, not declarations.
            if ctx.is(p - 1, "if") || ctx.is(p - 1, "guard") || ctx.is(p - 1, "case") || ctx.is(p - 1, "while")
                || ctx.is(p - 1, "for") || ctx.kind(p - 1) == .comma {
                return ctx.is(p, "fun") ? .function : nil
            }
            if ctx.is(p, "fun") && ctx.language == .kotlin { return .function }
            if ctx.is(p, "var") || ctx.is(p, "let") || ctx.is(p, "val") { return .property }
        case 4:
            if ctx.is(p, "func") { return .function }
            if ctx.is(p, "init") && ctx.language == .swift { return .function }
            if ctx.is(p, "enum") && ctx.kind(p + 1) == .identifier && !ctx.is(p + 1, "class") { return .type }
        case 5:
            if ctx.is(p, "class") {
                // Swift `class func`/`class var` are members, not types.
                if ctx.is(p + 1, "func") || ctx.is(p + 1, "var") || ctx.is(p + 1, "let") { return nil }
                return .type
            }
            if ctx.is(p, "actor") && ctx.kind(p + 1) == .identifier { return .type }
        case 6:
            if ctx.is(p, "struct") { return .type }
            if ctx.is(p, "object") && ctx.language == .kotlin { return .type }
        case 8:
            if ctx.is(p, "protocol") { return .type }
        case 9:
            if ctx.is(p, "extension") && ctx.language == .swift { return .extension }
            if ctx.is(p, "interface") && ctx.language == .kotlin { return .type }
        default:
            break
        }
        return nil
    }

    /// Records where the declared (dotted) name is: `Color.Companion.brand`, `ShapeStyle`, `body`.
    private static func readName(_ ctx: FileContext, _ keyword: Int, into decl: inout PendingDeclaration) {
        var q = keyword + 1
        // Skip Kotlin generic parameters `fun <T> …`.
        if ctx.language == .kotlin && ctx.isOperator(q, "<") {
            let limit = min(ctx.count, q + 32)
            while q < limit && !(ctx.kind(q) == .operator && ctx.hasSuffix(q, ">")) { q += 1 }
            q += 1
        }
        guard ctx.isIdentifier(q) else { return }
        decl.nameFirst = q
        while ctx.kind(q + 1) == .dot && ctx.isIdentifier(q + 2) { q += 2 }
        decl.nameLast = q
    }
}
