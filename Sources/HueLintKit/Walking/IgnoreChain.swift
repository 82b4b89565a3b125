/// The ignore files in force for one folder, innermost first. Each link holds one file's rules
/// and where paths relative to its folder begin inside an absolute path, so one path buffer
/// serves every level. Links are shared between sibling folders, never copied.
final class IgnoreChain: Sendable {
    let rules: GitIgnore
    /// Offset in an absolute path where the path relative to this file's folder starts.
    let relativeStart: Int
    let parent: IgnoreChain?

    init(rules: GitIgnore, relativeStart: Int, parent: IgnoreChain?) {
        self.rules = rules
        self.relativeStart = relativeStart
        self.parent = parent
    }

    /// Deeper files override shallower ones; within a file the last matching rule wins.
    static func isIgnored(
        _ chain: IgnoreChain?, _ path: UnsafeBufferPointer<UInt8>, isDirectory: Bool
    ) -> Bool {
        var link = chain
        while let current = link {
            if let decision = current.rules.decision(path, current.relativeStart, path.count,
                                                     isDirectory: isDirectory) {
                return decision == .ignored
            }
            link = current.parent
        }
        return false
    }

    /// `directory/.gitignore` on top of `parent`, or `parent` when there are no rules.
    static func adding(gitignoreIn directory: [UInt8], to parent: IgnoreChain?) -> IgnoreChain? {
        guard let bytes = FileSystem.read(directory + Array(".gitignore".utf8)) else { return parent }
        let rules = GitIgnore(bytes: bytes)
        if rules.isEmpty { return parent }
        return IgnoreChain(rules: rules, relativeStart: directory.count, parent: parent)
    }

    /// The nearest of `ancestors` (nearest first) that holds `.git`: the repository around them.
    static func repositoryIndex(in ancestors: [[UInt8]]) -> Int? {
        ancestors.firstIndex { FileSystem.exists($0 + Array(".git".utf8)) }
    }

    /// The chain at the top of a repository: only its `info/exclude`, which ranks below every
    /// `.gitignore`. Rules from outside a repository do not reach into it.
    static func repositoryBase(_ root: [UInt8]) -> IgnoreChain? {
        guard let gitDirectory = gitDirectory(ofRepositoryAt: root),
              let bytes = FileSystem.read(gitDirectory + Array("info/exclude".utf8)) else { return nil }
        let rules = GitIgnore(bytes: bytes)
        return rules.isEmpty ? nil : IgnoreChain(rules: rules, relativeStart: root.count, parent: nil)
    }

    /// The chain for a walk starting at `directory` (ending with `/`): the enclosing
    /// repository's exclude file and the `.gitignore` files of the folders from its root down
    /// to `directory`'s parent. `directory`'s own files are read when it is listed.
    /// `ancestors` are `PathBytes.ancestors(of: directory)`, and `rootIndex` the nearest of them
    /// holding `.git` (`repositoryIndex`), found once for the walk.
    static func enclosing(_ directory: [UInt8], ancestors: [[UInt8]], rootIndex: Int?) -> IgnoreChain? {
        guard let rootIndex, !FileSystem.exists(directory + Array(".git".utf8)) else { return nil }
        var chain = repositoryBase(ancestors[rootIndex])
        for folder in ancestors[...rootIndex].reversed() {
            chain = adding(gitignoreIn: folder, to: chain)
        }
        return chain
    }

    /// `root/.git` when it is a folder; for worktrees and submodules, where `.git` is a file
    /// saying `gitdir: …`, the folder it names (or that folder's `commondir`). Ends with `/`.
    private static func gitDirectory(ofRepositoryAt root: [UInt8]) -> [UInt8]? {
        let dotGit = root + Array(".git".utf8)
        switch FileSystem.kind(dotGit, followingLinks: true) {
        case .success(.directory):
            return dotGit + [PathBytes.slash]
        case .success(.file):
            guard let text = FileSystem.read(dotGit),
                  let target = firstLine(text, droppingPrefix: Array("gitdir:".utf8)) else { return nil }
            var gitDirectory = PathBytes.asDirectory(PathBytes.normalize(target, base: root))
            if let common = FileSystem.read(gitDirectory + Array("commondir".utf8)),
               let commonPath = firstLine(common, droppingPrefix: []) {
                gitDirectory = PathBytes.asDirectory(PathBytes.normalize(commonPath, base: gitDirectory))
            }
            return gitDirectory
        default:
            return nil
        }
    }

    private static func firstLine(_ text: [UInt8], droppingPrefix prefix: [UInt8]) -> [UInt8]? {
        guard text.starts(with: prefix) else { return nil }
        let line = text[prefix.count...].prefix { $0 != UInt8(ascii: "\n") && $0 != UInt8(ascii: "\r") }
        let trimmed = line.drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
        return trimmed.isEmpty ? nil : Array(trimmed)
    }
}
