/// Totals shared by the text summary and the JSON `summary` object, counted in one pass.
struct ReportSummary {
    var errors = 0
    var warnings = 0
    package var notes = 0
    /// Findings per rule id, sorted by id (byte order, so it is the same on every platform).
    var perRule: [(ruleID: String, count: Int)]

    init(_ report: LintReport) {
        var counts: [String: Int] = [:]
        for finding in report.findings {
            counts[finding.ruleID, default: 0] += 1
            switch finding.severity {
            case .error: errors += 1
            case .warning: warnings += 1
            case .note: notes += 1
            }
        }
        perRule = counts.map { (ruleID: $0.key, count: $0.value) }
            .sorted { $0.ruleID.utf8Precedes($1.ruleID) }
    }

    var total: Int { errors + warnings + notes }
}

extension Finding {
    /// The fingerprint reporters publish: the engine's, or when it left none (hand-built findings),
    /// the same hash over the whitespace-free snippet, so re-indenting keeps it.
    var reportedFingerprint: String {
        fingerprint.isEmpty
            ? Fingerprint.of(ruleID: ruleID, text: FileLinter.normalized(snippet), occurrence: 0)
            : fingerprint
    }

    /// The text of the finding's span when it lies on one line within the snippet, cut from
    /// `snippet` by scalar columns.
    var spanTextOnOneLine: String? {
        guard start.line == end.line, end.column >= start.column, start.column >= snippetColumn else { return nil }
        let scalars = snippet.unicodeScalars
        guard let from = scalars.index(scalars.startIndex, offsetBy: start.column - snippetColumn, limitedBy: scalars.endIndex),
              let to = scalars.index(from, offsetBy: end.column - start.column, limitedBy: scalars.endIndex)
        else { return nil }
        return String(scalars[from..<to])
    }
}
