/// What fixing one file produced.
package struct FileFixResult: Sendable {
    package var path: String
    package var original: [UInt8]
    /// The fixed bytes; equal to `original` when nothing was applied or verification failed.
    package var fixed: [UInt8]
    /// The findings whose fixes were applied, over all rounds.
    package var applied: [Finding] = []
    /// Set when a round's result failed verification: the file is left as it was.
    package var failure: String?

    package var changed: Bool { fixed != original }
}

/// The fix loop: lint in memory, take the applicable fixes, drop any that overlap one already
/// taken, apply them back to front, then verify (the file re-lexes losslessly, brackets and
/// strings balance no worse than before, and the fixed findings are gone). Repeat for findings
/// left by overlaps, at most `maxRounds` times. Any failed check leaves the file untouched and
/// names the rules whose fixes failed.
package enum FixEngine {
    package static let maxRounds = 4

    package static func fix(_ file: SourceFile, linter: FileLinter, includeUnsafe: Bool) -> FileFixResult {
        var result = FileFixResult(path: file.path, original: file.bytes, fixed: file.bytes)
        var current = file
        var findings = linter.lint(current)
        for _ in 0..<maxRounds {
            let chosen = choose(findings, includeUnsafe: includeUnsafe)
            guard !chosen.isEmpty else { break }
            let owned = chosen.enumerated().flatMap { index, finding in finding.fix!.edits.map { ($0, index) } }
            let (bytes, newRanges) = apply(owned, to: current.bytes)
            let next = SourceFile(path: file.path, bytes: bytes, language: file.language)
            let nextFindings = linter.lint(next)
            if let problem = verify(before: current, after: next, newRanges: newRanges, fixed: chosen, findingsAfter: nextFindings) {
                result.fixed = result.original
                result.applied = []
                result.failure = problem
                return result
            }
            result.applied += chosen
            current = next
            findings = nextFindings
        }
        result.fixed = current.bytes
        return result
    }

    /// Applicable fixes in file order; a fix whose edits overlap an already chosen one waits for the next round.
    static func choose(_ findings: [Finding], includeUnsafe: Bool) -> [Finding] {
        var taken: [ByteRange] = []
        var chosen: [Finding] = []
        let candidates = findings.filter { finding in
            guard let fix = finding.fix, !fix.edits.isEmpty else { return false }
            return fix.applicability == .safe || includeUnsafe
        }.sorted { $0.fix!.edits[0].range < $1.fix!.edits[0].range }
        for finding in candidates {
            let edits = finding.fix!.edits
            let overlaps = edits.contains { edit in
                taken.contains { $0.overlaps(edit.range) || $0 == edit.range || edit.range.isEmpty && $0.contains(edit.range.start) }
            }
            if overlaps { continue }
            taken += edits.map(\.range)
            chosen.append(finding)
        }
        return chosen
    }

    /// Applies non-overlapping edits, each owned by a fix; returns the bytes and, per owner, the
    /// ranges its replacements occupy in the new bytes.
    static func apply(_ edits: [(edit: Edit, owner: Int)], to bytes: [UInt8]) -> ([UInt8], [Int: [ByteRange]]) {
        let sorted = edits.sorted { $0.edit.range < $1.edit.range }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var ranges: [Int: [ByteRange]] = [:]
        var position = 0
        for (edit, owner) in sorted {
            out += bytes[position..<edit.range.start]
            let start = out.count
            out += Array(edit.replacement.utf8)
            ranges[owner, default: []].append(ByteRange(start, out.count))
            position = edit.range.end
        }
        out += bytes[position...]
        return (out, ranges)
    }

    static func verify(before: SourceFile, after: SourceFile, newRanges: [Int: [ByteRange]], fixed: [Finding], findingsAfter: [Finding]) -> String? {
        let rules = Array(Set(fixed.map(\.ruleID))).sorted().joined(separator: ", ")
        let tokens = Lexer.tokenize(after.bytes, language: after.language)
        var joined: [UInt8] = []
        joined.reserveCapacity(after.bytes.count)
        for token in tokens { joined += after.bytes[Int(token.start)..<Int(token.end)] }
        if joined != after.bytes { return "the fixed file does not re-lex losslessly (fixes of \(rules))" }
        if imbalance(after) > imbalance(before) {
            return "fixes of \(rules) would unbalance brackets or strings"
        }
        // A fixed finding is gone when no finding (of its rule or another) touches its replacement.
        for (index, finding) in fixed.enumerated() {
            let ranges = newRanges[index] ?? []
            if let left = findingsAfter.first(where: { after in ranges.contains { after.range.overlaps($0) || after.range == $0 } }) {
                return left.ruleID == finding.ruleID
                    ? "the fix of \(finding.ruleID) at line \(finding.start.line) did not remove the finding"
                    : "the fix of \(finding.ruleID) at line \(finding.start.line) wrote code that \(left.ruleID) reports"
            }
        }
        return nil
    }

    /// Unmatched brackets plus unterminated strings.
    static func imbalance(_ file: SourceFile) -> Int {
        let ctx = FileContext(file: file)
        var count = 0
        for p in 0..<ctx.count {
            switch ctx.kind(p) {
            case .leftParen, .rightParen, .leftBracket, .rightBracket, .leftBrace, .rightBrace,
                 .interpolationOpen, .interpolationClose, .stringOpen, .stringClose:
                if ctx.partnerOf(p) < 0 { count += 1 }
            default:
                break
            }
        }
        return count
    }
}
