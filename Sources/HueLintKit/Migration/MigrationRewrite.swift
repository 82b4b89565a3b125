/// How a token is written at a site of each type, and when it cannot be: Compose's
/// `colorResource` needs a `@Composable`, `ContextCompat.getColor` needs a `context`, and both
/// need the module's own `R`. A site that cannot take the token is left as it is and reported.
enum MigrationRewrite {
    struct Replacement {
        var text: String
        /// A Kotlin import the replacement needs, added in sorted place when the file lacks it.
        var kotlinImport: String?
    }

    /// - Parameter readsModuleBundle: a Swift package target's file, whose token is in its own
    ///   catalog: `Color("x", bundle: .module)`.
    static func replacement(_ site: MigrationPlan.Site, name: String, ctx: FileContext,
                            readsModuleBundle: Bool = false) -> Result<Replacement, Skip> {
        let p = ctx.position(atOffset: site.start)
        let module = readsModuleBundle
        switch site.type {
        case .swiftUIColor:
            return .success(Replacement(text: returnPrefix(ctx, p, site) + "Color(\"\(name)\"\(module ? ", bundle: .module" : ""))"))
        case .uiColor:
            return .success(Replacement(text: returnPrefix(ctx, p, site)
                                        + "UIColor(named: \"\(name)\"\(module ? ", in: .module, compatibleWith: nil" : ""))!"))
        case .nsColor:
            return .success(Replacement(text: returnPrefix(ctx, p, site) + "NSColor(named: \"\(name)\"\(module ? ", bundle: .module" : ""))!"))
        case .composeColor:
            guard ctx.canCallComposable(at: p) else { return .failure(.notComposable) }
            guard ctx.usesOwnR else { return .failure(.noR) }
            return .success(Replacement(text: "colorResource(R.color.\(name))", kotlinImport: "androidx.compose.ui.res.colorResource"))
        case .androidColorInt:
            guard let context = contextExpression(ctx, around: p) else { return .failure(.noContext) }
            guard ctx.usesOwnR else { return .failure(.noR) }
            return .success(Replacement(text: "ContextCompat.getColor(\(context), R.color.\(name))",
                                        kotlinImport: "androidx.core.content.ContextCompat"))
        }
    }

    enum Skip: Error, CustomStringConvertible {
        case notComposable, noContext, noR

        var description: String {
            switch self {
            case .notComposable: return "a Compose colour outside a @Composable cannot call colorResource"
            case .noContext: return "no `context` in scope for ContextCompat.getColor"
            case .noR: return "the file neither uses nor imports its module's R"
            }
        }
    }

    /// `if isDark { return a } else { return b }` becomes `return Color("name")`.
    private static func returnPrefix(_ ctx: FileContext, _ p: Int, _ site: MigrationPlan.Site) -> String {
        guard ctx.is(p, "if") else { return "" }
        var q = p
        while q < ctx.count && Int(ctx.token(q).start) < site.end {
            if ctx.is(q, "return") { return "return " }
            q += 1
        }
        return ""
    }

    /// How code at `p` reaches a `Context`: a declared `context`, or what the enclosing class is: a
    /// fragment's `requireContext()`, an activity itself (`this@Main`), a view's `context`.
    static func contextExpression(_ ctx: FileContext, around p: Int) -> String? {
        if declaresContext(ctx, around: p) { return "context" }
        var id = ctx.scopes.innermost(at: p)
        while let scope = ctx.scopes.scope(id) {
            if scope.kind == .type && scope.nameToken >= 0, let colon = (Int(scope.nameToken)..<Int(scope.open)).first(where: { ctx.kind($0) == .colon }) {
                // The supertypes: `class Logs : Fragment(), Listener {`, `class Main : AppCompatActivity() {`.
                for q in colon + 1..<Int(scope.open) where ctx.isIdentifier(q) && ctx.kind(q - 1) != .dot {
                    let name = ctx.range(q)
                    if ctx.bytes(name, end: "Fragment") || ctx.bytes(name, end: "FragmentCompat") { return "requireContext()" }
                    if ctx.bytes(name, end: "Activity") { return "this@\(ctx.text(Int(scope.nameToken)))" }
                    if ctx.bytes(name, end: "View") || ctx.bytes(name, end: "Layout") || ctx.bytes(name, end: "ViewGroup") {
                        return "context"
                    }
                }
            }
            id = Int(scope.parent)
        }
        return nil
    }

    /// Whether an enclosing function or class declares `context` (a parameter, a constructor
    /// property, or a member `val`/`var`): only then is `ContextCompat.getColor(context, …)` sure to build.
    static func declaresContext(_ ctx: FileContext, around p: Int) -> Bool {
        var id = ctx.scopes.innermost(at: p)
        while let scope = ctx.scopes.scope(id) {
            let open = Int(scope.open)
            if scope.kind == .function || scope.kind == .type {
                // The header: parameters or the primary constructor.
                for q in Int(scope.keyword)..<open where ctx.is(q, "context") && ctx.kind(q + 1) == .colon { return true }
            }
            if scope.kind == .type {
                for q in open..<Int(scope.close) where ctx.is(q, "context") && ctx.scopes.innermost(at: q) == id
                    && (ctx.is(q - 1, "val") || ctx.is(q - 1, "var")) {
                    return true
                }
            }
            id = Int(scope.parent)
        }
        return false
    }
}
