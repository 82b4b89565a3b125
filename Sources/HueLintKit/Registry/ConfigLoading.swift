import Foundation

extension Configuration {
    /// Reads and parses the config file at `path`; errors name the file as `path`.
    public static func load(fromFile path: String) throws -> Configuration {
        guard let data = FileManager.default.contents(atPath: path) else {
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
            let message = !exists ? "config file not found" : isDirectory.boolValue ? "config path is a directory" : "cannot read config file"
            throw ConfigErrors([ConfigError(file: path, path: JSONPath.root, line: nil, message: message)])
        }
        return try parse([UInt8](data), file: path)
    }

    /// `--config` wins, taken as given (relative to the process's working directory, like any
    /// command-line path); else the nearest `.huelint.json` in `directory` or a parent, stopping
    /// at the git root (a folder containing `.git`) or the filesystem root; else the defaults.
    public static func discover(explicitPath: String?, from directory: String) throws -> Configuration {
        if let explicitPath { return try load(fromFile: explicitPath) }
        guard let found = findConfigFile(from: directory) else { return defaults }
        return try load(fromFile: found)
    }

    /// The path of the config file `discover` would use, or nil. Relative to `directory` when
    /// `directory` is "." (so messages stay short), absolute otherwise.
    package static func findConfigFile(from directory: String) -> String? {
        let fileManager = FileManager.default
        var folder = URL(fileURLWithPath: directory.isEmpty ? "." : directory).standardizedFileURL.path
        var levelsUp = 0
        while true {
            let candidate = folder.hasSuffix("/") ? folder + defaultFileName : folder + "/" + defaultFileName
            var isDirectory: ObjCBool = false
            if fileManager.fileExists(atPath: candidate, isDirectory: &isDirectory), !isDirectory.boolValue {
                if directory.isEmpty || directory == "." {
                    return String(repeating: "../", count: levelsUp) + defaultFileName
                }
                return candidate
            }
            // `.git` is a folder in a clone and a file in a worktree or submodule.
            let git = folder.hasSuffix("/") ? folder + ".git" : folder + "/.git"
            if fileManager.fileExists(atPath: git) { return nil }
            guard folder != "/", let slash = folder.lastIndex(of: "/") else { return nil }
            folder = slash == folder.startIndex ? "/" : String(folder[..<slash])
            levelsUp += 1
        }
    }
}
