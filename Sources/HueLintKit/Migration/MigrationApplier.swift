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
        /// What a person should know about what was written: a new catalog in a Swift package target.
        package var notes: [String] = []
    }

    package static func prepare(_ plan: MigrationPlan, planFolder: String, currentDirectory: String, linter: FileLinter) -> Outcome {
        var outcome = Outcome()
        // App extensions and Swift packages matter only to asset-catalog tokens: looked for once, and only then.
        let extensions = plan.swiftTarget == nil ? AppExtensions() : AppExtensions(under: planFolder)
        let packages = SwiftPackageTargets(roots: extensions.packageRoots)
        var packageCatalogs: [String: String] = [:]
        /// Where a site's token goes: a Swift package target's own catalog, read through `Bundle.module`, or the plan's target.
        func destination(_ site: MigrationPlan.Site) -> (target: TokenTarget, inPackage: Bool)? {
            guard site.language == .swift else { return plan.kotlinTarget.map { ($0, false) } }
            guard let main = plan.swiftTarget else { return nil }
            guard let folder = packages.targetFolder(of: site.path) else { return (main, false) }
            let catalog = packageCatalogs[folder] ?? SwiftPackageTargets.catalog(of: folder, planFolder: planFolder)
            packageCatalogs[folder] = catalog
            return (TokenTarget(format: .assetCatalog, path: catalog), true)
        }
        // Each site's destination, routed once; then each destination's entries, with the sites whose tokens go there.
        let routes = plan.entries.map { $0.sites.map(destination) }
        var destinations: [String: (target: TokenTarget, language: Language, entries: [MigrationPlan.Entry])] = [:]
        for (entry, entryRoutes) in zip(plan.entries, routes) {
            var sitesByPath: [String: [MigrationPlan.Site]] = [:]
            for (site, route) in zip(entry.sites, entryRoutes) {
                guard let target = route?.target else { continue }
                if destinations[target.path] == nil { destinations[target.path] = (target, site.language, []) }
                sitesByPath[target.path, default: []].append(site)
            }
            for (path, sites) in sitesByPath {
                var part = entry
                part.sites = sites
                destinations[path]!.entries.append(part)
            }
        }
        let inPackages = Set(packageCatalogs.values)
        let order = destinations.keys.sorted { a, b in
            let pa = inPackages.contains(a), pb = inPackages.contains(b)
            return pa != pb ? !pa : a.utf8Precedes(b)
        }
        var blocked: [String: Set<String>] = [:]
        for path in order {
            let destination = destinations[path]!
            let conflicts = MigrationTokenFiles.changes(destination.entries, target: destination.target, language: destination.language,
                                                        planFolder: planFolder).conflicts
            outcome.conflicts += conflicts
            blocked[path] = Set(conflicts.map(\.entry))
        }
        var byPath: [String: [(site: MigrationPlan.Site, name: String)]] = [:]
        var fileDestination: [String: (path: String, inPackage: Bool)] = [:]
        for (entry, entryRoutes) in zip(plan.entries, routes) {
            for (site, route) in zip(entry.sites, entryRoutes) {
                guard let (target, inPackage) = route else { continue }
                if blocked[target.path]?.contains(entry.name) ?? false {
                    outcome.skipped.append("\(site.path):\(site.line):\(site.column): skipped: the token \(entry.name) conflicts (see above)")
                    continue
                }
                if !inPackage && !MigrationTargets.reaches(site.path, target, extensions: extensions) {
                    let reason = target.format == .assetCatalog
                        ? "the file runs in an app extension (its own code or a framework it embeds), whose bundle does not include \(target.path)"
                        : "the file is outside the module \(MigrationTargets.ownerFolder(of: target.path))/, whose R holds the tokens"
                    outcome.skipped.append("\(site.path):\(site.line):\(site.column): skipped: \(reason)")
                    continue
                }
                fileDestination[site.path] = (target.path, inPackage)
                byPath[site.path, default: []].append((site, entry.name))
            }
        }
        for path in byPath.keys.sorted(by: { $0.utf8Precedes($1) }) {
            outcome.files.append(rewrite(path, byPath[path]!, planFolder: planFolder, currentDirectory: currentDirectory, linter: linter,
                                         readsModuleBundle: fileDestination[path]!.inPackage))
        }
        // Tokens only for entries some site now uses, in the catalog or res folder that site reads: a fully stale plan writes nothing.
        var used: [String: Set<String>] = [:]
        for file in outcome.files where file.failure == nil { used[fileDestination[file.path]!.path, default: []].formUnion(file.entries) }
        for path in order {
            let destination = destinations[path]!
            let entries = destination.entries.filter { used[path]?.contains($0.name) ?? false && !(blocked[path]?.contains($0.name) ?? false) }
            let changes = MigrationTokenFiles.changes(entries, target: destination.target, language: destination.language,
                                                      planFolder: planFolder).changes
            if let folder = packageCatalogs.first(where: { $0.value == path })?.key,
               changes.contains(where: { $0.displayPath == path + "/Contents.json" }) {
                let resources = String(path.dropFirst(folder.count + 1).split(separator: "/").first ?? "")
                outcome.notes.append("\(path) is new: Xcode bundles it with its target; a `swift build` of the package needs "
                                     + "`resources: [.process(\"\(resources)\")]` on target \(folder.split(separator: "/").last.map(String.init) ?? folder)")
            }
            outcome.tokenChanges += changes
        }
        return outcome
    }

    /// - Parameter readsModuleBundle: the file is in a Swift package target, whose tokens are read through `Bundle.module`.
    static func rewrite(_ path: String, _ sites: [(site: MigrationPlan.Site, name: String)], planFolder: String,
                        currentDirectory: String, linter: FileLinter, readsModuleBundle: Bool = false) -> FileOutcome {
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
            switch MigrationRewrite.replacement(site, name: name, ctx: ctx, readsModuleBundle: readsModuleBundle) {
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
        if language == .kotlin {
            edits += unusedImports(ctx, replaced: taken, replacements: edits.map(\.edit.replacement)).map { ($0, edits.count) }
        }
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

    /// Removals of the imports whose every use was replaced (`…graphics.Color`, `isSystemInDarkTheme`,
    /// a palette constant a collapsed conditional named): ktlint and detekt fail a build on an unused
    /// import. An import the replacements use (`R`) stays.
    static func unusedImports(_ ctx: FileContext, replaced: [ByteRange], replacements: [String]) -> [Edit] {
        let written = Set(replacements.flatMap { $0.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init) })
        let candidates = ctx.importLines.filter { line in
            guard !line.isAliased, let name = line.path.split(separator: ".").last, name != "*" else { return false }
            return !written.contains(String(name))
        }
        guard !candidates.isEmpty else { return [] }
        let importRanges = ctx.importLines.map { ctx.range($0.keyword).start..<ctx.range($0.last).end }
        var usedOutside: Set<String> = [], usedInside: Set<String> = []
        for p in 0..<ctx.count where ctx.isIdentifier(p) {
            let start = Int(ctx.token(p).start)
            if importRanges.contains(where: { $0.contains(start) }) { continue }
            if replaced.contains(where: { $0.contains(start) }) { usedInside.insert(ctx.text(p)) } else { usedOutside.insert(ctx.text(p)) }
        }
        return candidates.compactMap { line in
            let name = String(line.path.split(separator: ".").last!)
            guard usedInside.contains(name), !usedOutside.contains(name) else { return nil }
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
