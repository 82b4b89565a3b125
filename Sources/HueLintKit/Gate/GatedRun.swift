/// A lint run with the gate around it: the work tree or the index (`--staged`), then the
/// baseline and the changed-lines filter. The CLI's `lint` and `baseline` commands share it.
package struct GatedRun {
    package var report: LintReport
    /// Nil when no filter was asked for.
    package var summary: GateSummary?
    /// Repository-relative paths of the files linted, for judging baseline entries stale.
    package var lintedScope: LintedScope
    /// Remarks for standard error (a diff without merge base).
    package var notes: [String] = []

    package struct Request {
        var paths: [String]
        var staged = false
        var baselinePath: String?
        var diffBase: String?
        /// Absolute.
        var currentDirectory: String
        /// Absolute: where baseline paths are relative to (the reporters' repository root).
        var repositoryRoot: String
        var configuration: Configuration
        var jobs: Int

        package init(paths: [String], staged: Bool = false, baselinePath: String? = nil, diffBase: String? = nil,
                     currentDirectory: String, repositoryRoot: String, configuration: Configuration, jobs: Int) {
            self.paths = paths
            self.staged = staged
            self.baselinePath = baselinePath
            self.diffBase = diffBase
            self.currentDirectory = currentDirectory
            self.repositoryRoot = repositoryRoot
            self.configuration = configuration
            self.jobs = jobs
        }
    }

    /// Which baseline entries a run looked at: the staged files, or everything under the paths
    /// given, less files that could not be read.
    package struct LintedScope {
        package var files: Set<String>?
        var folders: [String] = []
        var unreadable: Set<String> = []

        package func contains(_ repositoryPath: String) -> Bool {
            if unreadable.contains(repositoryPath) { return false }
            if let files { return files.contains(repositoryPath) }
            return folders.contains { $0.isEmpty || repositoryPath == $0 || repositoryPath.hasPrefix($0 + "/") }
        }
    }

    /// Where git is asked for the work tree: under `--diff-base` alone, the folder of the first
    /// linted path (the path itself, or the folder holding a file), so that `huelint --diff-base
    /// main ~/src/app` works from outside the repository; otherwise the current folder.
    static func gitDirectory(_ request: Request) -> String {
        guard !request.staged, let first = request.paths.first else { return request.currentDirectory }
        let absolute = ReportPaths.absolute(first, in: request.currentDirectory)
        if case .success(.directory) = FileSystem.kind(Array(absolute.utf8), followingLinks: true) { return absolute }
        let parent = absolute[..<(absolute.lastIndex(of: "/") ?? absolute.startIndex)]
        return parent.isEmpty ? "/" : String(parent)
    }

    /// Lints as asked. `lintPaths` is the engine for work-tree paths (injectable for tests).
    package static func run(_ request: Request, lintPaths: ([String]) -> LintReport) throws -> GatedRun {
        let relativeToRoot = { (path: String) in
            ReportPaths.repositoryRelative(path, context: ReportContext(workingDirectory: request.currentDirectory,
                                                                         repositoryRoot: request.repositoryRoot)).path
        }
        var workTree: WorkTree?
        if request.staged || request.diffBase != nil {
            workTree = try Git.workTree(containing: gitDirectory(request), for: request.staged ? "--staged" : "--diff-base")
        }
        let report: LintReport
        var scope = LintedScope()
        if request.staged, let workTree {
            let staged = try StagedSources.collect(workTree: workTree, currentDirectory: request.currentDirectory,
                                                   paths: request.paths, include: GlobSet(request.configuration.include),
                                                   exclude: GlobSet(request.configuration.exclude))
            report = LintEngine.run(sources: staged.sources, warnings: staged.warnings,
                                    configuration: request.configuration, jobs: request.jobs)
            scope.files = Set(staged.sources.map { relativeToRoot($0.path) })
        } else {
            let paths = request.paths.isEmpty ? ["."] : request.paths
            report = lintPaths(paths)
            scope.folders = paths.map { path in
                let absolute = ReportPaths.absolute(path, in: request.currentDirectory)
                if absolute == ReportPaths.absolute(request.repositoryRoot, in: "/") { return "" }
                return ReportPaths.relative(absolute, to: request.repositoryRoot) ?? absolute
            }
        }
        scope.unreadable = Set(report.warnings.map { relativeToRoot($0.path) })

        var filter = GateFilter(currentDirectory: request.currentDirectory, repositoryRoot: request.repositoryRoot,
                                diffRoot: workTree?.top ?? request.repositoryRoot)
        if let path = request.baselinePath {
            filter.baseline = (path, try Baseline.load(fromFile: ReportPaths.absolute(path, in: request.currentDirectory)))
        }
        var notes: [String] = []
        if let reference = request.diffBase, let workTree {
            let diff = try DiffBase.load(reference: reference, workTree: workTree, staged: request.staged)
            if let note = diff.note { notes.append(note) }
            filter.diff = diff
        }
        guard filter.isActive else { return GatedRun(report: report, summary: nil, lintedScope: scope, notes: notes) }
        let filtered = filter.apply(to: report, linted: scope.contains)
        return GatedRun(report: filtered.report, summary: filtered.summary, lintedScope: scope, notes: notes)
    }
}
