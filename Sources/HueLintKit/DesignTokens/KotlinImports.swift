/// The import a Kotlin token spelling needs to compile, added as one more edit of its fix.
enum KotlinImports {
    /// `colorResource(R.color.x)` reads a resource through Compose UI's `colorResource`;
    /// `MaterialTheme.colorScheme.x` is Material 3's theme, `MaterialTheme.colors.x` Material 2's.
    static func required(by expression: String) -> String? {
        if expression.hasPrefix("colorResource(") { return "androidx.compose.ui.res.colorResource" }
        if expression.hasPrefix("MaterialTheme.colorScheme.") { return "androidx.compose.material3.MaterialTheme" }
        if expression.hasPrefix("MaterialTheme.colors.") { return "androidx.compose.material.MaterialTheme" }
        return nil
    }

    /// The edit that adds `import path` to the file in sorted place (before the first import that
    /// sorts after it, else after the last; after `package` when there are none); nil when the
    /// file imports it already, or its package with `.*`.
    static func edit(adding path: String, to ctx: FileContext) -> Edit? {
        let wildcard = path.split(separator: ".").dropLast().joined(separator: ".") + ".*"
        var before: Int?
        var lastEnd: Int?
        for line in ctx.importLines {
            if line.path == path || line.path == wildcard { return nil }
            if before == nil && !line.path.isEmpty && path < line.path { before = ctx.range(line.keyword).start }
            lastEnd = ctx.range(line.last).end
        }
        if let before { return Edit(range: ByteRange(before, before), replacement: "import \(path)\n") }
        if let lastEnd { return Edit(range: ByteRange(lastEnd, lastEnd), replacement: "\nimport \(path)") }
        // No imports: after the package line, or at the top.
        if ctx.count > 0 && ctx.is(0, "package") {
            var q = 1
            while q < ctx.count && !ctx.hasNewlineBefore(q) { q += 1 }
            let end = ctx.range(q - 1).end
            return Edit(range: ByteRange(end, end), replacement: "\n\nimport \(path)")
        }
        return Edit(range: ByteRange(0, 0), replacement: "import \(path)\n\n")
    }
}
