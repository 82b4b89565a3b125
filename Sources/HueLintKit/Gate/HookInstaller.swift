/// `huelint install-hook`: writes the plain git `pre-commit` hook that runs `huelint --staged`.
///
/// The hook goes where git will run it: `git rev-parse --git-path hooks`, which honours
/// `core.hooksPath` and, in a linked worktree, names the hooks folder shared by all worktrees.
/// An existing hook is never replaced without `--force`, unless it is already this exact script.
package struct HookInstaller {
    package enum Outcome: Equatable {
        case installed(path: String, replaced: Bool)
        case unchanged(path: String)
    }

    /// The absolute path of the `huelint` that installs the hook; the hook falls back to `huelint`
    /// on `PATH` when that file is gone.
    var executablePath: String?
    /// Options baked into the hook's command line, after `--staged`.
    var options: [String]

    package init(executablePath: String?, options: [String]) {
        self.executablePath = executablePath
        self.options = options
    }

    /// The hook script: POSIX sh, so it runs wherever git does.
    func script() -> String {
        var text = """
            #!/bin/sh
            # HueLint pre-commit hook, written by 'huelint install-hook' (HueLint \(HueLintVersion.current)).
            # Lints the staged content of the staged Swift and Kotlin files; 'git commit --no-verify' skips it.

            """
        if let executablePath {
            text += """
                huelint=\(HookInstaller.shellQuoted(executablePath))
                [ -x "$huelint" ] || huelint=huelint

                """
        } else {
            text += "huelint=huelint\n"
        }
        text += """
            if [ "$huelint" = huelint ] && ! command -v huelint >/dev/null 2>&1; then
                echo "huelint pre-commit hook: huelint not found; install it, or run 'huelint install-hook --force' again" >&2
                exit 1
            fi
            exec "$huelint" --staged
            """
        for option in options { text += " " + HookInstaller.shellQuoted(option) }
        text += "\n"
        return text
    }

    /// Installs the hook for the repository holding `directory`.
    package func install(from directory: String, force: Bool) throws -> Outcome {
        let hooks = try Git.run(["rev-parse", "--path-format=absolute", "--git-path", "hooks"], in: directory)
        guard hooks.status == 0, !hooks.firstLine.isEmpty else {
            throw GateError("install-hook needs a git repository, and '\(directory)' is not inside one (\(hooks.complaint))")
        }
        let folder = hooks.firstLine
        let path = folder + "/pre-commit"
        let wanted = script()
        if FileSystem.exists(Array(path.utf8)) {
            let existing = FileSystem.read(Array(path.utf8)).map { String(decoding: $0, as: UTF8.self) }
            if existing == wanted { return .unchanged(path: path) }
            guard force else {
                throw GateError("a pre-commit hook already exists at '\(path)'; rerun with '--force' to replace it, "
                                + "or add 'huelint --staged' to it yourself")
            }
        }
        let replaced = FileSystem.exists(Array(path.utf8))
        try HookInstaller.makeFolders(folder)
        do {
            try AtomicFile.write(wanted, to: path)
        } catch {
            throw GateError("cannot write '\(path)': \(error)")
        }
        guard chmod(path, 0o755) == 0 else {
            throw GateError("cannot make '\(path)' executable: \(POSIXOutput.message(forErrno: errno))")
        }
        return .installed(path: path, replaced: replaced)
    }

    /// `mkdir -p`: a `core.hooksPath` folder may not exist yet.
    static func makeFolders(_ path: String) throws {
        var current = ""
        for component in path.split(separator: "/", omittingEmptySubsequences: true) {
            current += "/" + component
            if mkdir(current, 0o755) != 0 && errno != EEXIST {
                throw GateError("cannot create the hooks folder '\(current)': \(POSIXOutput.message(forErrno: errno))")
            }
        }
    }

    /// `it's` -> `'it'\''s'`: safe in sh whatever the text holds.
    package static func shellQuoted(_ text: String) -> String {
        if !text.isEmpty && text.unicodeScalars.allSatisfy({ $0.properties.isAlphabetic && $0.isASCII
            || ("0"..."9").contains($0) || "-_./=:@%+,".unicodeScalars.contains($0) }) {
            return text
        }
        return "'" + text.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
    }
}
