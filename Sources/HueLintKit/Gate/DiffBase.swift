/// `--diff-base REF`: which lines a branch added or changed, so a pull request is judged on its
/// own lines only.
///
/// The comparison starts at the merge base of REF and `HEAD` (for `origin/main`, where the
/// branch left main), so commits that landed on main since then do not count as the branch's
/// changes. Without a merge base (a shallow clone) it starts at REF itself, with a note. It ends
/// at the work tree, or at the index under `--staged`; untracked files count as wholly added,
/// since `git diff` does not list them.
struct DiffBase {
    var reference: String
    /// The commit compared with (the merge base, or REF's commit), abbreviated.
    var commit: String
    var changed: ChangedLines
    /// Said once on standard error: why the merge base could not be used.
    var note: String?

    static func load(reference: String, workTree: WorkTree, staged: Bool) throws -> DiffBase {
        let resolved = try Git.run(["rev-parse", "--verify", "--quiet", "--end-of-options", reference + "^{commit}"], in: workTree.top)
        guard resolved.status == 0, !resolved.firstLine.isEmpty else {
            throw GateError("--diff-base: unknown revision '\(reference)' (fetch it first, e.g. 'git fetch origin main')")
        }
        var base = resolved.firstLine
        var note: String?
        let mergeBase = try Git.run(["merge-base", base, "HEAD"], in: workTree.top)
        if mergeBase.status == 0, !mergeBase.firstLine.isEmpty {
            base = mergeBase.firstLine
        } else {
            note = "--diff-base: no merge base of '\(reference)' and HEAD (a shallow clone?); comparing with '\(reference)' itself"
        }

        var arguments = ["diff", "-U0", "--no-color", "--no-ext-diff", "--no-textconv", "--no-relative", "-M",
                         "--src-prefix=a/", "--dst-prefix=b/", "--ignore-submodules"]
        if staged { arguments.append("--cached") }
        arguments += [base, "--"]
        let diff = try Git.check(arguments, in: workTree.top, doing: "--diff-base: cannot diff against '\(reference)'")
        var changed = DiffHunkParser.parse(diff.stdout)
        if !staged {
            let untracked = try Git.check(["ls-files", "--others", "--exclude-standard", "-z", "--full-name", "--", "."],
                                          in: workTree.top, doing: "--diff-base: cannot list untracked files")
            for path in untracked.stdout.split(separator: 0) { changed.wholeFiles.insert(String(decoding: path, as: UTF8.self)) }
        }
        return DiffBase(reference: reference, commit: String(base.prefix(12)), changed: changed, note: note)
    }
}
