/// The state of one `FileWalker.collect` call: what was found, what went wrong, and which
/// folders were already listed.
///
/// Folders are walked a level at a time: every folder of one depth is listed and filtered in
/// parallel, then their results are merged in order. The merge, not the workers, decides which
/// of two paths to one folder counts, so the outcome never depends on thread timing. (On one
/// thread, listing folders is a fifth of a run on large trees; ripgrep walks in parallel too.)
struct WalkSession {
    /// A file accepted so far, still as bytes.
    struct Found {
        package var absolute: [UInt8]
        /// Where the reported path starts in `absolute`: after the current directory and its
        /// `/` when inside it, 0 (the absolute path) otherwise.
        var reportStart: Int
        var language: Language
    }

    fileprivate struct PendingFolder {
        package var path: [UInt8]  // absolute, ending with `/`
        var reportStart: Int
        var ignores: IgnoreChain?
    }

    /// What listing one folder gave: its files, its subfolders to walk next, and the rest.
    fileprivate struct FolderVisit {
        /// Nil when the folder could not be listed.
        var identity: FileSystem.Identity?
        var found: [Found] = []
        var subfolders: [PendingFolder] = []
        var warnings: [FileWarning] = []
        var assetCatalogs: [String] = []
        var resourceFolders: [String] = []
        /// The folder holds `.git`: a repository's root.
        var isRepositoryRoot = false
    }

    let walker: FileWalker
    /// Normalised absolute current directory, ending with `/`.
    let currentDirectory: [UInt8]
    /// Worker threads listing folders.
    let jobs: Int
    private(set) var found: [Found] = []
    private(set) var warnings: [FileWarning] = []
    /// Design-system folders met on the way, for the token catalog: `*.xcassets` (not entered:
    /// they hold no source) and Android `res` folders.
    private(set) var assetCatalogs: [String] = []
    private(set) var resourceFolders: [String] = []
    /// Folders holding `.git` (absolute, no trailing `/`): the walk's own repositories, and the one
    /// around each walked folder.
    private(set) var repositoryRoots: [String] = []
    private var visited = Set<FileSystem.Identity>()

    init(walker: FileWalker, currentDirectory: [UInt8], jobs: Int) {
        self.walker = walker
        self.currentDirectory = PathBytes.asDirectory(currentDirectory)
        self.jobs = max(1, jobs)
    }

    func reportStart(of absolute: [UInt8]) -> Int {
        FolderVisitor.reportStart(of: absolute, in: currentDirectory)
    }

    mutating func addExplicitFile(_ absolute: [UInt8], language: Language) {
        found.append(Found(absolute: absolute, reportStart: reportStart(of: absolute), language: language))
    }

    mutating func warn(_ path: String, _ message: String) {
        warnings.append(FileWarning(path: path, message: message))
    }

    /// Walks the folder `root` (absolute, normalised) level by level, so depth costs heap, not
    /// call stack.
    mutating func walk(root: [UInt8]) {
        let rootFolder = PathBytes.asDirectory(root)
        // The repository around the walked folder, looked for once: its `.gitignore` files apply, and
        // the repositories the walk finds below it count as part of it.
        let ancestors = PathBytes.ancestors(of: rootFolder)
        let enclosing = IgnoreChain.repositoryIndex(in: ancestors)
        if let enclosing {
            let folder = ancestors[enclosing]
            repositoryRoots.append(String(decoding: folder.count > 1 ? folder.dropLast() : folder[...], as: UTF8.self))
        }
        let ignores = walker.respectsGitIgnore ? IgnoreChain.enclosing(rootFolder, ancestors: ancestors, rootIndex: enclosing) : nil
        var level = [PendingFolder(path: rootFolder, reportStart: reportStart(of: rootFolder), ignores: ignores)]
        let walker = self.walker, currentDirectory = self.currentDirectory
        while !level.isEmpty {
            let folders = level
            let visits = ParallelMap.map(count: folders.count, jobs: jobs, empty: FolderVisit(identity: nil),
                                         state: { FolderVisitor(walker: walker, currentDirectory: currentDirectory) },
                                         { visitor, index in visitor.visit(folders[index]) })
            level = []
            for (folder, visit) in zip(folders, visits) {
                warnings += visit.warnings
                // Two paths to one folder (bind mounts, overlapping arguments) are walked once:
                // the first in walk order.
                guard let identity = visit.identity, visited.insert(identity).inserted else { continue }
                if visit.isRepositoryRoot { repositoryRoots.append(String(decoding: folder.path.dropLast(), as: UTF8.self)) }
                found += visit.found
                assetCatalogs += visit.assetCatalogs
                resourceFolders += visit.resourceFolders
                level += visit.subfolders
            }
        }
    }
}

/// Lists and filters one folder at a time; each walker thread has its own (the scratch path and
/// the extension cache are reused from folder to folder).
private struct FolderVisitor {
    let walker: FileWalker
    let currentDirectory: [UInt8]
    private let skippedNames: [[UInt8]]
    private var languages = LanguageCache()
    private var scratch: [UInt8] = []
    private let listingBuffer = FileSystem.ListingBuffer()

    init(walker: FileWalker, currentDirectory: [UInt8]) {
        self.walker = walker
        self.currentDirectory = currentDirectory
        skippedNames = walker.skippedFolderNames.map { Array($0.utf8) }
    }

    static func reportStart(of absolute: [UInt8], in currentDirectory: [UInt8]) -> Int {
        PathBytes.asDirectory(absolute).starts(with: currentDirectory) ? currentDirectory.count : 0
    }

    fileprivate mutating func visit(_ folder: WalkSession.PendingFolder) -> WalkSession.FolderVisit {
        let reportStart = folder.reportStart
        let listing: FileSystem.Listing
        switch FileSystem.list(folder.path, buffer: listingBuffer) {
        case .success(let result): listing = result
        case .failure(.missing): return WalkSession.FolderVisit(identity: nil)  // deleted while we walked: nothing left to lint
        case .failure(.failed(let message)):
            let shown = folder.path[reportStart..<(folder.path.count - 1)]
            var visit = WalkSession.FolderVisit(identity: nil)
            visit.warnings.append(FileWarning(path: shown.isEmpty ? "." : String(decoding: shown, as: UTF8.self),
                                              message: "cannot read directory: \(message)"))
            return visit
        }
        var visit = WalkSession.FolderVisit(identity: listing.identity)
        let (hasGit, hasGitIgnore) = Self.gitEntries(listing)
        visit.isRepositoryRoot = hasGit
        let ignores = walker.respectsGitIgnore ? ignoreChain(for: folder, hasGit: hasGit, hasGitIgnore: hasGitIgnore) : nil
        listing.names.withUnsafeBufferPointer { names in
            for entry in listing.entries {
                visitEntry(names, entry.start, entry.end, entry.kind, in: folder, ignores, reportStart, &visit)
            }
        }
        return visit
    }

    /// Whether the folder holds `.git` and `.gitignore`.
    private static func gitEntries(_ listing: FileSystem.Listing) -> (hasGit: Bool, hasGitIgnore: Bool) {
        var hasGit = false
        var hasGitIgnore = false
        listing.names.withUnsafeBufferPointer { names in
            for entry in listing.entries where names[entry.start] == UInt8(ascii: ".") {
                let length = entry.end - entry.start
                if length == 4 && names.hasBytes(dotGit, at: entry.start) { hasGit = true }
                if length == 10 && names.hasBytes(dotGitIgnore, at: entry.start) { hasGitIgnore = true }
            }
        }
        return (hasGit, hasGitIgnore)
    }

    private func ignoreChain(for folder: WalkSession.PendingFolder, hasGit: Bool, hasGitIgnore: Bool) -> IgnoreChain? {
        // A nested repository starts afresh, as it does for git.
        let base = hasGit ? IgnoreChain.repositoryBase(folder.path) : folder.ignores
        return hasGitIgnore ? IgnoreChain.adding(gitignoreIn: folder.path, to: base) : base
    }

    private mutating func visitEntry(
        _ names: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, _ listedKind: FileSystem.Kind,
        in folder: WalkSession.PendingFolder, _ ignores: IgnoreChain?, _ reportStart: Int,
        _ visit: inout WalkSession.FolderVisit
    ) {
        let isHidden = names[start] == UInt8(ascii: ".")
        if isHidden && !walker.includesHidden { return }
        var kind = listedKind
        var language: Language?
        if kind == .file {
            // Most entries stop here, before any path is built.
            language = languages.language(names, start, end)
            if language == nil { return }
        }
        scratch.removeAll(keepingCapacity: true)
        scratch += folder.path
        scratch += names[start..<end]
        if kind == .unknown {
            guard case .success(let actual) = FileSystem.kind(scratch, followingLinks: false) else { return }
            kind = actual
        }
        if kind == .symlink {
            // Symlinked folders are never followed (like ripgrep); symlinked files are linted.
            guard case .success(.file) = FileSystem.kind(scratch, followingLinks: true) else { return }
            kind = .file
        }
        if kind == .file && language == nil {
            language = languages.language(names, start, end)
        }
        if kind == .directory {
            if end - start == 4 && names.hasBytes(dotGit, at: start) { return }
            if skippedNames.contains(where: { $0.count == end - start && names.hasBytes($0, at: start) }) { return }
            if scratch.withUnsafeBufferPointer({ IgnoreChain.isIgnored(ignores, $0, isDirectory: true) }) { return }
            guard nameIsValid(names, start, end, reportStart, &visit) else { return }
            if end - start > 9 && names.hasBytes(dotXcassets, at: end - 9) {
                visit.assetCatalogs.append(String(decoding: scratch, as: UTF8.self))
                return
            }
            if end - start == 3 && names.hasBytes(resName, at: start) {
                visit.resourceFolders.append(String(decoding: scratch, as: UTF8.self))
            }
            let path = scratch + [PathBytes.slash]
            // A walk from outside the current directory may enter it (`huelint ..`).
            let childReportStart = reportStart > 0 ? reportStart : Self.reportStart(of: path, in: currentDirectory)
            visit.subfolders.append(WalkSession.PendingFolder(path: path, reportStart: childReportStart, ignores: ignores))
            return
        }
        guard kind == .file, let language else { return }
        let accepted = scratch.withUnsafeBufferPointer { path in
            !IgnoreChain.isIgnored(ignores, path, isDirectory: false)
                && (walker.include.isEmpty || walker.include.matches(path, reportStart, path.count))
                && !walker.exclude.matches(path, reportStart, path.count)
        }
        guard accepted, nameIsValid(names, start, end, reportStart, &visit) else { return }
        visit.found.append(WalkSession.Found(absolute: scratch, reportStart: reportStart, language: language))
    }

    /// Warns about (and rejects) a name that is not UTF-8; `scratch` holds its full path.
    private func nameIsValid(
        _ names: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, _ reportStart: Int,
        _ visit: inout WalkSession.FolderVisit
    ) -> Bool {
        if PathBytes.isValidUTF8(names, start, end) { return true }
        visit.warnings.append(FileWarning(path: String(decoding: scratch[reportStart...], as: UTF8.self),
                                          message: "file name is not valid UTF-8; skipped"))
        return false
    }
}

private let dotGit = Array(".git".utf8)
private let dotXcassets = Array(".xcassets".utf8)
private let resName = Array("res".utf8)
private let dotGitIgnore = Array(".gitignore".utf8)
