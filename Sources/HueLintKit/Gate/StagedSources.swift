/// `huelint --staged`: the staged content of the staged Swift and Kotlin files, read from the git
/// index rather than the work tree, so a commit is judged on exactly what it will contain.
///
/// 1. `git diff --cached --raw -z --no-renames --diff-filter=ACM` lists the files the commit adds,
///    copies or modifies (deleted files have nothing to lint; a rename is its new path, added),
///    with the blob id of each staged version. It compares the index with `HEAD`, or with the
///    empty tree before the first commit. Symlinks and submodules are skipped.
/// 2. One `git cat-file --batch` reads every blob: one process however many files are staged.
///
/// Paths are reported as the walker reports them: relative to the current directory when inside
/// it, else absolute. Positional paths limit the files to those paths (a file, or a folder and
/// everything under it); the config's `include` and `exclude` globs apply as in a folder walk.
struct StagedSources {
    var sources: [SourceFile] = []
    var warnings: [FileWarning] = []

    struct Entry: Equatable {
        var repositoryPath: String
        var blob: String
    }

    static func collect(workTree: WorkTree, currentDirectory: String, paths: [String],
                        include: GlobSet, exclude: GlobSet) throws -> StagedSources {
        let listing = try Git.check(["diff", "--cached", "--raw", "-z", "--no-abbrev", "--no-renames", "--no-relative",
                                     "--ignore-submodules", "--diff-filter=ACM"],
                                    in: workTree.top, doing: "cannot list the staged files")
        let limits = paths.map { ReportPaths.absolute($0, in: currentDirectory) }
        var chosen: [(path: String, entry: Entry, language: Language)] = []
        for entry in parseRawListing(listing.stdout) {
            guard let language = Language(path: entry.repositoryPath) else { continue }
            let absolute = workTree.absolutePath(of: entry.repositoryPath)
            guard limits.isEmpty || limits.contains(where: { absolute == $0 || absolute.hasPrefix($0 == "/" ? "/" : $0 + "/") })
            else { continue }
            let reported = ReportPaths.relative(absolute, to: currentDirectory) ?? absolute
            guard include.isEmpty || include.matches(reported), !exclude.matches(reported) else { continue }
            chosen.append((reported, entry, language))
        }
        chosen.sort { $0.path.utf8Precedes($1.path) }

        var result = StagedSources()
        let blobs = try readBlobs(chosen.map(\.entry.blob), in: workTree.top)
        for (index, item) in chosen.enumerated() {
            switch FileReader.classify(blobs[index]) {
            case .source(let bytes):
                result.sources.append(SourceFile(path: item.path, bytes: bytes, language: item.language))
            case .skipped(let reason):
                result.warnings.append(FileWarning(path: item.path, message: reason))
            }
        }
        return result
    }

    /// Parses `git diff --raw -z` records, `:<old mode> <new mode> <old id> <new id> <status>\0<path>\0`,
    /// keeping regular files (modes 100644 and 100755) that exist after the change.
    static func parseRawListing(_ bytes: [UInt8]) -> [Entry] {
        var entries: [Entry] = []
        let fields = bytes.split(separator: 0, omittingEmptySubsequences: false)
        var index = 0
        while index + 1 < fields.count {
            let header = String(decoding: fields[index], as: UTF8.self)
            let path = String(decoding: fields[index + 1], as: UTF8.self)
            index += 2
            let parts = header.dropFirst().split(separator: " ")
            guard header.hasPrefix(":"), parts.count == 5 else { continue }
            let status = parts[4].first
            if status == "C" || status == "R" { index += 1 }  // two paths; not produced with --no-renames
            guard parts[1] == "100644" || parts[1] == "100755", status != "D" else { continue }
            entries.append(Entry(repositoryPath: path, blob: String(parts[3])))
        }
        return entries
    }

    /// The contents of `blobs`, in order, from one `git cat-file --batch`.
    static func readBlobs(_ blobs: [String], in directory: String) throws -> [[UInt8]] {
        guard !blobs.isEmpty else { return [] }
        let request = Array(blobs.joined(separator: "\n").utf8) + [UInt8(ascii: "\n")]
        let output = try Git.check(["cat-file", "--batch"], in: directory, input: request, doing: "cannot read the staged files")
        var contents: [[UInt8]] = []
        var offset = 0
        let bytes = output.stdout
        for blob in blobs {
            // Each answer: "<id> <type> <size>\n<content>\n", or "<id> missing\n".
            guard let newline = bytes[offset...].firstIndex(of: UInt8(ascii: "\n")) else {
                throw GateError("cannot read the staged files: git cat-file ended early at \(blob)")
            }
            let header = String(decoding: bytes[offset..<newline], as: UTF8.self).split(separator: " ")
            guard header.count == 3, let size = Int(header[2]), newline + 1 + size <= bytes.count else {
                throw GateError("cannot read the staged file \(blob): git cat-file said '\(header.joined(separator: " "))'")
            }
            contents.append(Array(bytes[(newline + 1)..<(newline + 1 + size)]))
            offset = newline + 1 + size + 1
        }
        return contents
    }
}
