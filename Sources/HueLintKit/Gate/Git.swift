import Foundation

/// Why a git-backed feature (`--staged`, `--diff-base`, `install-hook`) could not run: exit status 2.
struct GateError: Error, Equatable, CustomStringConvertible {
    package var message: String

    init(_ message: String) { self.message = message }

    var description: String { message }
}

/// Runs `git` as a child process. The environment is inherited on purpose: inside a hook, git
/// sets `GIT_INDEX_FILE` (a temporary index for `git commit -a` or `git commit <path>`) and
/// `GIT_DIR`, and the commands below must see that index, not the default one.
package enum Git {
    package struct Output {
        var status: Int32
        var stdout: [UInt8]
        var stderr: String

        var text: String { String(decoding: stdout, as: UTF8.self) }
        /// The first line of standard output, without its terminator.
        var firstLine: String { String(text.prefix { $0 != "\n" && $0 != "\r\n" }) }
        /// Git's own complaint, one line, for error messages.
        var complaint: String {
            let lines = stderr.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
            return lines.first { $0.hasPrefix("fatal:") || $0.hasPrefix("error:") } ?? lines.first ?? "exit status \(status)"
        }
    }

    /// Options every call gets: raw (unquoted) non-ASCII paths, no pager, no colour.
    static let commonOptions = ["-c", "core.quotepath=false", "-c", "color.ui=false", "--no-pager"]

    /// Runs `git -C <directory> <arguments>`, feeding `input` to its standard input while reading
    /// its output (so neither side can block on a full pipe). `git` is looked up on `PATH`.
    package static func run(_ arguments: [String], in directory: String, input: [UInt8]? = nil) throws -> Output {
        let result: ChildProcess.Result
        do {
            result = try ChildProcess.run("git", ["-C", directory] + commonOptions + arguments, input: input)
        } catch let error as ChildProcess.SpawnError {
            throw GateError("cannot run git: \(error.message)")
        }
        return Output(status: result.status, stdout: result.stdout, stderr: String(decoding: result.stderr, as: UTF8.self))
    }

    /// Like `run`, but a non-zero exit status is an error naming what was attempted.
    static func check(_ arguments: [String], in directory: String, input: [UInt8]? = nil, doing what: String) throws -> Output {
        let output = try run(arguments, in: directory, input: input)
        guard output.status == 0 else { throw GateError("\(what): \(output.complaint)") }
        return output
    }

    /// The work tree holding `directory`, found by asking git, but spelled from `directory`
    /// itself: `top` is `directory` less the components of git's `--show-prefix`, so paths built
    /// from it agree with the paths the walker and reporters build, even through a symlink.
    package static func workTree(containing directory: String, for feature: String) throws -> WorkTree {
        let output = try run(["rev-parse", "--show-prefix"], in: directory)
        guard output.status == 0 else {
            throw GateError("\(feature) needs a git repository, and '\(directory)' is not inside one (\(output.complaint))")
        }
        let prefix = output.firstLine
        var top = ReportPaths.absolute(directory, in: "/")
        for _ in prefix.split(separator: "/") {
            top = String(top[..<(top.lastIndex(of: "/") ?? top.startIndex)])
        }
        return WorkTree(top: top.isEmpty ? "/" : top, prefix: prefix)
    }
}

/// A git work tree as seen from the current directory.
package struct WorkTree: Equatable {
    /// Absolute, without a trailing slash (unless it is `/`).
    package var top: String
    /// The current directory inside `top`: empty at the top, else ending in `/` (`App/Views/`).
    var prefix: String

    /// `path` (relative to `directory` or absolute) relative to the top, or nil when outside it.
    func repositoryPath(of path: String, from directory: String) -> String? {
        ReportPaths.relative(ReportPaths.absolute(path, in: directory), to: top)
    }

    /// The absolute path of a repository-relative path.
    package func absolutePath(of repositoryPath: String) -> String {
        top == "/" ? "/" + repositoryPath : top + "/" + repositoryPath
    }
}
