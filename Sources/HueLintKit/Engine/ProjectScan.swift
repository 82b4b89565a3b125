/// One walk of the paths a command names, and the token catalog built from what it found: what
/// `fix`, `tokens`, `audit` and `migrate plan` start from, so each walks and loads once.
package struct ProjectScan: Sendable {
    package let walk: FileWalker.Result
    package let catalog: TokenCatalog

    package init(paths: [String], currentDirectory: String, configuration: Configuration, jobs: Int) {
        walk = Self.walk(paths, currentDirectory: currentDirectory, configuration: configuration, jobs: jobs)
        catalog = TokenCatalogLoader.load(configuration: configuration, walk: walk, currentDirectory: currentDirectory, jobs: jobs)
    }

    /// The files the configuration's `include` and `exclude` admit under `paths`, walked on `jobs` threads.
    package static func walk(_ paths: [String], currentDirectory: String, configuration: Configuration, jobs: Int) -> FileWalker.Result {
        var walker = FileWalker(include: configuration.include, exclude: configuration.exclude)
        walker.jobs = jobs
        return walker.walk(paths, currentDirectory: currentDirectory)
    }
}
