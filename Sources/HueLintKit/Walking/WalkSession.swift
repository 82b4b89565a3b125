/// The state of one `FileWalker.collect` call: what was found, what went wrong, and which
/// folders were already listed.
struct WalkSession {
    /// A file accepted so far, still as bytes.
    struct Found {
        var absolute: [UInt8]
        /// Where the reported path starts in `absolute`: after the current directory and its
        /// `/` when inside it, 0 (the absolute path) otherwise.
        var reportStart: Int
        var language: Language
    }

    private struct PendingFolder {
        var path: [UInt8]  // absolute, ending with `/`
        var reportStart: Int
        var ignores: IgnoreChain?
    }

    let walker: FileWalker
    /// Normalised absolute current directory, ending with `/`.
    let currentDirectory: [UInt8]
    private let skippedNames: [[UInt8]]
    private(set) var found: [Found] = []
    private(set) var warnings: [FileWarning] = []
    /// Design-system folders met on the way, for the token catalog: `*.xcassets` (not entered:
    /// they hold no source) and Android `res` folders.
    private(set) var assetCatalogs: [String] = []
    private(set) var resourceFolders: [String] = []
    private var visited = Set<FileSystem.Identity>()
    private var languages = LanguageCache()
    private var scratch: [UInt8] = []

    init(walker: FileWalker, currentDirectory: [UInt8]) {
        self.walker = walker
        self.currentDirectory = PathBytes.asDirectory(currentDirectory)
        skippedNames = walker.skippedFolderNames.map { Array($0.utf8) }
    }

    func reportStart(of absolute: [UInt8]) -> Int {
        PathBytes.asDirectory(absolute).starts(with: currentDirectory) ? currentDirectory.count : 0
    }

    mutating func addExplicitFile(_ absolute: [UInt8], language: Language) {
        found.append(Found(absolute: absolute, reportStart: reportStart(of: absolute), language: language))
    }

    mutating func warn(_ path: String, _ message: String) {
        warnings.append(FileWarning(path: path, message: message))
    }

    /// Walks the folder `root` (absolute, normalised) with an explicit stack, so depth
    /// costs heap, not call stack.
    mutating func walk(root: [UInt8]) {
        let rootFolder = PathBytes.asDirectory(root)
        let ignores = walker.respectsGitIgnore ? IgnoreChain.enclosing(rootFolder) : nil
        var stack = [PendingFolder(path: rootFolder, reportStart: reportStart(of: rootFolder), ignores: ignores)]
        while let folder = stack.popLast() {
            visit(folder, into: &stack)
        }
    }

    private mutating func visit(_ folder: PendingFolder, into stack: inout [PendingFolder]) {
        let reportStart = folder.reportStart
        let listing: FileSystem.Listing
        switch FileSystem.list(folder.path) {
        case .success(let result): listing = result
        case .failure(.missing): return  // deleted while we walked: nothing left to lint
        case .failure(.failed(let message)):
            let shown = folder.path[reportStart..<(folder.path.count - 1)]
            warn(shown.isEmpty ? "." : String(decoding: shown, as: UTF8.self), "cannot read directory: \(message)")
            return
        }
        // Two paths to one folder (bind mounts, overlapping arguments) are walked once.
        guard visited.insert(listing.identity).inserted else { return }
        let ignores = walker.respectsGitIgnore ? ignoreChain(for: folder, listing) : nil
        listing.names.withUnsafeBufferPointer { names in
            for entry in listing.entries {
                visitEntry(names, entry.start, entry.end, entry.kind, in: folder, ignores, reportStart, &stack)
            }
        }
    }

    private func ignoreChain(for folder: PendingFolder, _ listing: FileSystem.Listing) -> IgnoreChain? {
        var hasGit = false
        var hasGitIgnore = false
        listing.names.withUnsafeBufferPointer { names in
            for entry in listing.entries where names[entry.start] == UInt8(ascii: ".") {
                let length = entry.end - entry.start
                if length == 4 && names.hasBytes(dotGit, at: entry.start) { hasGit = true }
                if length == 10 && names.hasBytes(dotGitIgnore, at: entry.start) { hasGitIgnore = true }
            }
        }
        // A nested repository starts afresh, as it does for git.
        let base = hasGit ? IgnoreChain.repositoryBase(folder.path) : folder.ignores
        return hasGitIgnore ? IgnoreChain.adding(gitignoreIn: folder.path, to: base) : base
    }

    private mutating func visitEntry(
        _ names: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, _ listedKind: FileSystem.Kind,
        in folder: PendingFolder, _ ignores: IgnoreChain?, _ reportStart: Int,
        _ stack: inout [PendingFolder]
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
            guard nameIsValid(names, start, end, reportStart) else { return }
            if end - start > 9 && names.hasBytes(dotXcassets, at: end - 9) {
                assetCatalogs.append(String(decoding: scratch, as: UTF8.self))
                return
            }
            if end - start == 3 && names.hasBytes(resName, at: start) {
                resourceFolders.append(String(decoding: scratch, as: UTF8.self))
            }
            let path = scratch + [PathBytes.slash]
            // A walk from outside the current directory may enter it (`huelint ..`).
            let childReportStart = reportStart > 0 ? reportStart : self.reportStart(of: path)
            stack.append(PendingFolder(path: path, reportStart: childReportStart, ignores: ignores))
            return
        }
        guard kind == .file, let language else { return }
        let accepted = scratch.withUnsafeBufferPointer { path in
            !IgnoreChain.isIgnored(ignores, path, isDirectory: false)
                && (walker.include.isEmpty || walker.include.matches(path, reportStart, path.count))
                && !walker.exclude.matches(path, reportStart, path.count)
        }
        guard accepted, nameIsValid(names, start, end, reportStart) else { return }
        found.append(Found(absolute: scratch, reportStart: reportStart, language: language))
    }

    /// Warns about (and rejects) a name that is not UTF-8; `scratch` holds its full path.
    private mutating func nameIsValid(
        _ names: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, _ reportStart: Int
    ) -> Bool {
        if PathBytes.isValidUTF8(names, start, end) { return true }
        warn(String(decoding: scratch[reportStart...], as: UTF8.self), "file name is not valid UTF-8; skipped")
        return false
    }
}

private let dotGit = Array(".git".utf8)
private let dotXcassets = Array(".xcassets".utf8)
private let resName = Array("res".utf8)
private let dotGitIgnore = Array(".gitignore".utf8)
