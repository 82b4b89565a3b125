import Foundation

/// One walk of the paths a command names, and the token catalog built from what it found: what
/// `fix`, `tokens`, `audit` and `migrate plan` start from, so each walks and loads once.
package struct ProjectScan: Sendable {
    package let walk: FileWalker.Result
    package let catalog: TokenCatalog

    /// - Parameter catalogFromProject: when every path is a file, read the tokens from the whole
    ///   project (the folder of the configuration, else the git root), as a run on the tree would:
    ///   `huelint fix Views/Card.swift` offers the fixes `huelint fix .` offers for that file.
    package init(paths: [String], currentDirectory: String, configuration: Configuration, jobs: Int, catalogFromProject: Bool = false) {
        walk = Self.walk(paths, currentDirectory: currentDirectory, configuration: configuration, jobs: jobs)
        if catalogFromProject, !paths.isEmpty, let root = Self.projectRoot(paths, currentDirectory: currentDirectory, configuration: configuration) {
            let project = Self.walk([root], currentDirectory: currentDirectory, configuration: configuration, jobs: jobs)
            catalog = TokenCatalogLoader.load(configuration: configuration, walk: project, currentDirectory: currentDirectory, jobs: jobs)
        } else {
            catalog = TokenCatalogLoader.load(configuration: configuration, walk: walk, currentDirectory: currentDirectory, jobs: jobs)
        }
    }

    /// The project the file `paths` belong to: the configuration's folder, else the nearest folder
    /// above the first path holding `.git`; nil when a path is a folder (its walk finds the tokens) or no root is found.
    static func projectRoot(_ paths: [String], currentDirectory: String, configuration: Configuration) -> String? {
        let absolute = paths.map { $0.hasPrefix("/") ? $0 : currentDirectory + "/" + $0 }
        var isDirectory: ObjCBool = false
        for path in absolute where !FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) || isDirectory.boolValue {
            return nil
        }
        if let config = configuration.sourcePath {
            let folder = (config.hasPrefix("/") ? config : currentDirectory + "/" + config) as NSString
            return folder.deletingLastPathComponent
        }
        var folder = (absolute[0] as NSString).deletingLastPathComponent
        while folder != "/" && !folder.isEmpty {
            if FileManager.default.fileExists(atPath: folder + "/.git") { return folder }
            folder = (folder as NSString).deletingLastPathComponent
        }
        return nil
    }

    /// The files the configuration's `include` and `exclude` admit under `paths`, walked on `jobs` threads.
    package static func walk(_ paths: [String], currentDirectory: String, configuration: Configuration, jobs: Int) -> FileWalker.Result {
        var walker = FileWalker(include: configuration.include, exclude: configuration.exclude)
        walker.jobs = jobs
        return walker.walk(paths, currentDirectory: currentDirectory)
    }
}
