/// `huelint migrate apply`: rewrites each file's sites in memory, verifies the result as `fix`
/// does (it re-lexes byte for byte, brackets and strings balance no worse, and no rule reports a
/// migrated site), then writes the tokens the migrated sites use and the files, each atomically.
/// A site whose text no longer matches the plan is skipped and reported, never half-written.
package enum MigrationApplier {
    package struct FileOutcome {
        package var path: String
        package var absolutePath: String
        package var original: [UInt8]
        package var new: [UInt8]
        /// Entries with at least one site rewritten here.
        var entries: Set<String> = []
        package var sites = 0
        package var skipped: [String] = []
        package var failure: String?
    }

    package struct Outcome {
        package var files: [FileOutcome] = []
        package var tokenChanges: [MigrationTokenFiles.Change] = []
        package var conflicts: [MigrationTokenFiles.Conflict] = []
        package var skipped: [String] = []
    }

    package static func prepare(_ plan: MigrationPlan, planFolder: String, currentDirectory: String, linter: FileLinter) -> Outcome {
        var outcome = Outcome()
        var blocked: [Language: Set<String>] = [:]
        for (language, target) in [(Language.swift, plan.swiftTarget), (.kotlin, plan.kotlinTarget)] {
            guard let target else { continue }
            let conflicts = MigrationTokenFiles.changes(plan.entries, target: target, language: language, planFolder: planFolder).conflicts
            outcome.conflicts += conflicts
            blocked[language] = Set(conflicts.map(\.entry))
        }
        // App extensions matter only to asset-catalog tokens: looked for once, and only then.
        let extensions = plan.swiftTarget == nil ? AppExtensions() : AppExtensions(under: planFolder)
        var byPath: [String: [(site: MigrationPlan.Site, name: String)]] = [:]
        var order: [String] = []
        for entry in plan.entries {
            for site in entry.sites {
                if blocked[site.language]?.contains(entry.name) ?? false {
                    outcome.skipped.append("\(site.path):\(site.line):\(site.column): skipped: the token \(entry.name) conflicts (see above)")
                    continue
                }
                if let target = site.language == .swift ? plan.swiftTarget : plan.kotlinTarget,
                   !MigrationTargets.reaches(site.path, target, extensions: extensions) {
                    let reason = target.format == .assetCatalog
                        ? "the file runs in an app extension (its own code or a framework it embeds), whose bundle does not include \(target.path)"
                        : "the file is outside the module \(MigrationTargets.ownerFolder(of: target.path))/, whose R holds the tokens"
                    outcome.skipped.append("\(site.path):\(site.line):\(site.column): skipped: \(reason)")
                    continue
                }
                if byPath[site.path] == nil { order.append(site.path) }
                byPath[site.path, default: []].append((site, entry.name))
            }
        }
        for path in order.sorted(by: { $0.utf8Precedes($1) }) {
            outcome.files.append(rewrite(path, byPath[path]!, planFolder: planFolder, currentDirectory: currentDirectory, linter: linter))
        }
        // Tokens only for entries some site now uses: a fully stale plan writes nothing.
        let used = Set(outcome.files.filter { $0.failure == nil }.flatMap(\.entries))
        for (language, target) in [(Language.swift, plan.swiftTarget), (.kotlin, plan.kotlinTarget)] {
            guard let target else { continue }
            let entries = plan.entries.filter { used.contains($0.name) && !(blocked[language]?.contains($0.name) ?? false) }
                .map { entry -> MigrationPlan.Entry in
                    var entry = entry
                    entry.sites = entry.sites.filter { $0.language == language }
                    return entry
                }
            outcome.tokenChanges += MigrationTokenFiles.changes(entries, target: target, language: language, planFolder: planFolder).changes
        }
        return outcome
    }

    static func rewrite(_ path: String, _ sites: [(site: MigrationPlan.Site, name: String)], planFolder: String,
                        currentDirectory: String, linter: FileLinter) -> FileOutcome {
        let absolute = MigrationTokenFiles.absolutePath(path, planFolder)
        var outcome = FileOutcome(path: path, absolutePath: absolute, original: [], new: [])
        guard let language = sites.first?.site.language, case .source(let bytes) = FileReader.read(absolute) else {
            outcome.failure = "cannot read the file"
            return outcome
        }
        outcome.original = bytes
        outcome.new = bytes
        let display = ReportPaths.displayPath(absolute, in: currentDirectory)
        let source = SourceFile(path: display, bytes: bytes, language: language)
        let ctx = FileContext(file: source)
        var edits: [(edit: Edit, owner: Int)] = []
        var taken: [ByteRange] = []
        var imports: Set<String> = []
        func skip(_ site: MigrationPlan.Site, _ reason: String) {
            outcome.skipped.append("\(path):\(site.line):\(site.column): skipped: \(reason)")
        }
        for (site, name) in sites.sorted(by: { $0.site.start < $1.site.start }) {
            let range = ByteRange(site.start, site.end)
            guard site.end <= bytes.count, bytes[site.start..<site.end].elementsEqual(site.text.utf8) else {
                skip(site, "the text there is no longer `\(site.text)` (changed since the plan, or already migrated)")
                continue
            }
            guard !taken.contains(where: { $0.overlaps(range) || $0 == range }) else {
                skip(site, "it overlaps another site of the plan")
                continue
            }
            switch MigrationRewrite.replacement(site, name: name, ctx: ctx) {
            case .failure(let reason):
                skip(site, reason.description)
            case .success(let replacement):
                taken.append(range)
                edits.append((Edit(range: range, replacement: replacement.text), edits.count))
                if let path = replacement.kotlinImport { imports.insert(path) }
                outcome.entries.insert(name)
                outcome.sites += 1
            }
        }
        guard !edits.isEmpty else { return outcome }
        let migratedOwners = edits.count
        if language == .kotlin { edits += unusedColorImports(ctx, replaced: taken).map { ($0, edits.count) } }
        for path in imports.sorted() {
            if let edit = KotlinImports.edit(adding: path, to: ctx), !taken.contains(where: { $0.contains(edit.range.start) && $0.start != edit.range.start }) {
                edits.append((edit, edits.count))
            }
        }
        let (new, ranges) = FixEngine.apply(edits, to: bytes)
        let next = SourceFile(path: display, bytes: new, language: language)
        if let problem = verify(before: source, after: next, migrated: (0..<migratedOwners).flatMap { ranges[$0] ?? [] }, linter: linter) {
            outcome.failure = problem + "; file left unchanged"
            outcome.entries = []
            outcome.sites = 0
            return outcome
        }
        outcome.new = new
        return outcome
    }

    /// Removals of `import …graphics.Color` when every use of `Color` in the file is replaced:
    /// ktlint and detekt fail a build on an unused import.
    static func unusedColorImports(_ ctx: FileContext, replaced: [ByteRange]) -> [Edit] {
        let colorImports = ctx.importLines.filter { ($0.path.hasSuffix(".graphics.Color")) && !$0.isAliased }
        guard !colorImports.isEmpty else { return [] }
        let importRanges = ctx.importLines.map { ctx.range($0.keyword).start..<ctx.range($0.last).end }
        for p in 0..<ctx.count where ctx.kind(p) == .identifier && ctx.is(p, "Color") {
            let start = Int(ctx.token(p).start)
            if importRanges.contains(where: { $0.contains(start) }) { continue }
            if !replaced.contains(where: { $0.contains(start) }) { return [] }
        }
        return colorImports.map { line in
            let start = ctx.range(line.keyword).start
            var end = ctx.range(line.last).end
            if end < ctx.file.bytes.count && ctx.file.bytes[end] == UInt8(ascii: "\n") { end += 1 }
            return Edit(range: ByteRange(start, end), replacement: "")
        }
    }

    /// Nil when the rewritten file is sound: it re-lexes byte for byte, balances no worse, and no
    /// rule reports code at a migrated site.
    static func verify(before: SourceFile, after: SourceFile, migrated: [ByteRange], linter: FileLinter) -> String? {
        let tokens = Lexer.tokenize(after.bytes, language: after.language)
        var joined: [UInt8] = []
        joined.reserveCapacity(after.bytes.count)
        for token in tokens { joined += after.bytes[Int(token.start)..<Int(token.end)] }
        if joined != after.bytes { return "the migrated file does not re-lex losslessly" }
        if FixEngine.imbalance(after) > FixEngine.imbalance(before) { return "the migration would unbalance brackets or strings" }
        for finding in linter.lint(after) where migrated.contains(where: { finding.range.overlaps($0) || finding.range == $0 }) {
            return "\(finding.ruleID) reports the migrated code at line \(finding.start.line)"
        }
        return nil
    }
}
