import Foundation

/// A file the walker chose to lint.
package struct DiscoveredFile: Hashable, Sendable {
    /// The path as reported: relative to the current directory when inside it (no `./`),
    /// absolute otherwise.
    package var path: String
    /// Absolute and normalised lexically (no `.` or `..`); symlinks are not resolved.
    package var absolutePath: String
    package var language: Language

    package init(path: String, absolutePath: String, language: Language) {
        self.path = path
        self.absolutePath = absolutePath
        self.language = language
    }
}

/// Finds the files to lint from command-line paths.
///
/// - Folders are walked. Inside them the walker honours `.gitignore` files (nested ones, and
///   those between the enclosing repository's root and the folder) and `.git/info/exclude`;
///   it skips hidden entries, `.git`, and folders named in `skippedFolderNames`; it keeps only
///   files whose `Language(path:)` is known, then applies `include` and `exclude`.
/// - `.gitignore` files count even outside a git repository (then the walked folder is the
///   top). A folder holding `.git` starts afresh: rules from above do not reach into it.
/// - A folder named explicitly is walked even if it is hidden, skipped by name or ignored;
///   the rules still apply to what is inside it.
/// - Files named explicitly are linted whenever their language is known, whatever the ignore
///   files, hidden status or globs say: that is how pre-commit passes staged files. Other
///   explicit files are skipped silently; a missing path gives a warning.
/// - `include` and `exclude` globs see the reported path: relative to the current directory
///   (e.g. `Sources/App/Theme.swift`), or absolute for files outside it.
/// - Symlinked folders are not followed; symlinked files are linted under the link's path.
/// - Names that are not valid UTF-8 give a warning and are skipped.
/// - Output is sorted by the bytes of `path`, without duplicates.
package struct FileWalker: Sendable {
    package static let defaultSkippedFolderNames = [".build", "build", "Pods", "Carthage", "DerivedData", "node_modules"]

    package var include: GlobSet
    package var exclude: GlobSet
    package var respectsGitIgnore: Bool
    package var includesHidden: Bool
    package var skippedFolderNames: [String]
    /// Threads listing folders (`--jobs`).
    package var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    package init(
        include: [String] = [],
        exclude: [String] = [],
        respectsGitIgnore: Bool = true,
        includesHidden: Bool = false,
        skippedFolderNames: [String] = FileWalker.defaultSkippedFolderNames
    ) {
        self.include = GlobSet(include)
        self.exclude = GlobSet(exclude)
        self.respectsGitIgnore = respectsGitIgnore
        self.includesHidden = includesHidden
        self.skippedFolderNames = skippedFolderNames
    }

    /// The files to lint under `paths` (the current directory when empty), sorted.
    /// `currentDirectory` should be absolute; a relative one is resolved against the
    /// process's working directory.
    /// What a walk found: files to lint, problems, and the design-system folders met on the way.
    package struct Result: Sendable {
        package var files: [DiscoveredFile]
        package var warnings: [FileWarning]
        /// `*.xcassets` folders (absolute paths), for the token catalog.
        package var assetCatalogs: [String]
        /// Android `res` folders (absolute paths), for the token catalog.
        package var resourceFolders: [String]
        /// Folders holding `.git` (absolute, sorted): see `byRepository()`.
        package var repositoryRoots: [String] = []
    }

    package func collect(
        _ paths: [String], currentDirectory: String
    ) -> (files: [DiscoveredFile], warnings: [FileWarning]) {
        let result = walk(paths, currentDirectory: currentDirectory)
        return (result.files, result.warnings)
    }

    /// The walk behind `collect`, also reporting asset catalogs and resource folders, so the token
    /// catalog needs no second walk (and honours the same .gitignore rules).
    package func walk(_ paths: [String], currentDirectory: String) -> Result {
        let given = Array(currentDirectory.utf8)
        let current = PathBytes.normalize(given, base: given.first == PathBytes.slash ? [] : FileSystem.currentDirectory())
        var session = WalkSession(walker: self, currentDirectory: current, jobs: jobs)
        for argument in paths.isEmpty ? ["."] : paths {
            let absolute = PathBytes.normalize(Array(argument.utf8), base: current)
            guard !argument.isEmpty else {
                session.warn(argument, "no such file or directory")
                continue
            }
            switch FileSystem.kind(absolute, followingLinks: true) {
            case .failure(.missing):
                session.warn(argument, "no such file or directory")
            case .failure(.failed(let message)):
                session.warn(argument, message)
            case .success(.directory):
                session.walk(root: absolute)
            case .success:
                if let language = Language(path: String(decoding: absolute, as: UTF8.self)) {
                    session.addExplicitFile(absolute, language: language)
                }
            }
        }
        return Result(files: FileWalker.sortedUnique(session.found, jobs: jobs), warnings: FileWalker.sortedUnique(session.warnings),
                      assetCatalogs: session.assetCatalogs.sorted(), resourceFolders: session.resourceFolders.sorted(),
                      repositoryRoots: Array(Set(session.repositoryRoots)).sorted())
    }

    private static func sortedUnique(_ found: [WalkSession.Found], jobs: Int) -> [DiscoveredFile] {
        // Sort indices over one flat buffer of reported paths: sorting the structs themselves
        // spends most of its time retaining and releasing their arrays.
        var reported: [UInt8] = []
        // One allocation for every path: growing it by doubling copied and faulted it in again and
        // again, on the serial end of the walk.
        reported.reserveCapacity(found.reduce(0) { $0 + $1.absolute.count - $1.reportStart })
        var ranges: [Range<Int>] = []
        ranges.reserveCapacity(found.count)
        for file in found {
            let start = reported.count
            reported += file.absolute[file.reportStart...]
            ranges.append(start..<reported.count)
        }
        var order = Array(found.indices)
        reported.withUnsafeBufferPointer { bytes in
            order.sort { bytesPrecede(bytes, ranges[$0], ranges[$1]) }
        }
        var kept: [Int] = []
        kept.reserveCapacity(order.count)
        var previous: Range<Int>?
        for index in order {
            let range = ranges[index]
            if let previous, reported[previous].elementsEqual(reported[range]) { continue }
            previous = range
            kept.append(index)
        }
        // Two Strings a file, made on every walking thread: on one they were a serial tail.
        return ParallelMap.map(count: kept.count, jobs: jobs, empty: DiscoveredFile(path: "", absolutePath: "", language: .swift)) {
            let index = kept[$0]
            return DiscoveredFile(path: String(decoding: reported[ranges[index]], as: UTF8.self),
                                  absolutePath: String(decoding: found[index].absolute, as: UTF8.self),
                                  language: found[index].language)
        }
    }

    private static func sortedUnique(_ warnings: [FileWarning]) -> [FileWarning] {
        var seen = Set<FileWarning>()
        return warnings.filter { seen.insert($0).inserted }.sorted { a, b in
            a.path != b.path ? a.path.utf8Precedes(b.path) : a.message < b.message
        }
    }

    private static func bytesPrecede(_ bytes: UnsafeBufferPointer<UInt8>, _ a: Range<Int>, _ b: Range<Int>) -> Bool {
        let common = min(a.count, b.count)
        if common > 0, let base = bytes.baseAddress {
            let order = memcmp(base + a.lowerBound, base + b.lowerBound, common)
            if order != 0 { return order < 0 }
        }
        return a.count < b.count
    }
}
