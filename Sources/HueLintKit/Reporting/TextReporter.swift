/// The human format, shaped like compiler diagnostics so Xcode and editors can jump to findings.
///
///     App/Views/Home.swift:12:25: error: Hex colour "0066CC"; use `brandPrimary` [hex-color-literal]
///             Text("Hi").foregroundColor(Color(hex: "0066CC"))
///                                        ^~~~~~~~~~~~~~~~~~~~~
///     App/Theme/Palette.swift:3:16: note: `brandPrimary` is defined here
///
/// Each finding: the diagnostic line, the source line (tabs kept), a caret line under the span
/// (to the end of the line when the span continues), a `note:` line per related location, and a
/// blank line; past `shownPerFileAndRule` findings of one rule in one file, one `note:` line
/// counting the rest. Then file warnings (`warning: path: message`), per-rule counts sorted by rule id,
/// and a total line. `quiet` keeps the findings only. ANSI colour only when `useColor`.
public enum TextReporter {
    /// Findings of one rule shown per file; the rest are counted in one `note:` line. A generated
    /// file with 50,000 findings of one kind would otherwise bury every other file's findings.
    public static let shownPerFileAndRule = 100

    public static func render(_ report: LintReport, context: ReportContext) -> String {
        let style = Style(enabled: context.useColor)
        var out = ""
        out.reserveCapacity(min(report.findings.count, 4096) * 240 + 128)
        // Per rule in the current file: findings seen, and the first one not shown.
        var shown: [String: (count: Int, firstHidden: Finding?)] = [:]
        func appendHidden() {
            for (ruleID, entry) in shown.sorted(by: { $0.key.utf8Precedes($1.key) }) {
                guard let first = entry.firstHidden else { continue }
                appendDiagnostic(path: first.path, at: first.start, severity: .note,
                                 message: String(entry.count - shownPerFileAndRule) + " more " + ruleID
                                    + " findings in this file are not shown; the json and sarif formats list them all",
                                 ruleID: nil, style: style, to: &out)
                out += "\n"
            }
            shown.removeAll(keepingCapacity: true)
        }
        for (index, finding) in report.findings.enumerated() {
            if index > 0 && report.findings[index - 1].path != finding.path { appendHidden() }
            let seen = shown[finding.ruleID, default: (0, nil)]
            shown[finding.ruleID] = (seen.count + 1, seen.firstHidden ?? (seen.count >= shownPerFileAndRule ? finding : nil))
            if seen.count >= shownPerFileAndRule { continue }
            appendDiagnostic(path: finding.path, at: finding.start, severity: finding.severity,
                             message: finding.message, ruleID: finding.ruleID, style: style, to: &out)
            out += finding.displayedSnippet
            out += "\n"
            style.paint(caretLine(for: finding), style.color(for: finding.severity), to: &out)
            out += "\n"
            if let fix = finding.fix { out += FixReporting.helpLine(fix) + "\n" }
            for related in finding.related {
                appendDiagnostic(path: related.path, at: related.start, severity: .note,
                                 message: related.message, ruleID: nil, style: style, to: &out)
            }
            out += "\n"
        }
        appendHidden()
        guard !context.quiet else { return out }
        for warning in report.warnings {
            style.paint("warning:", Style.bold + Style.yellow, to: &out)
            out += " " + warning.path + ": " + warning.message + "\n"
        }
        if !report.warnings.isEmpty { out += "\n" }
        appendSummary(ReportSummary(report), filesLinted: report.filesLinted, style: style, to: &out)
        for line in context.gate?.lines() ?? [] { out += line + "\n" }
        return out
    }

    /// The caret line: padding that copies the snippet's tabs so the caret lines up, then `^~~~`
    /// to the span's end column, or to the end of the line when the span continues below.
    /// On a cut line, columns are those of the displayed snippet, and the carets stop at its end.
    static func caretLine(for finding: Finding) -> String {
        // Bytes: appending scalars to a String one at a time cost hundreds of instructions each.
        var line: [UInt8] = []
        var column = 1
        var lineEndColumn = 1
        let shift = finding.displayedColumnShift
        let startColumn = finding.start.column + shift
        for byte in finding.displayedSnippet.utf8 where byte & 0xC0 != 0x80 {  // one per scalar
            if column < startColumn {
                line.append(byte == 0x09 ? 0x09 : 0x20)
                column += 1
            }
            lineEndColumn += 1
        }
        if column < startColumn { line += repeatElement(0x20, count: startColumn - column) }
        var endColumn = finding.end.line == finding.start.line ? finding.end.column + shift : lineEndColumn
        if finding.snippetCutAfter { endColumn = min(endColumn, lineEndColumn) }
        line.append(UInt8(ascii: "^"))
        let tildes = endColumn - startColumn - 1
        if tildes > 0 { line += repeatElement(UInt8(ascii: "~"), count: tildes) }
        return String(decoding: line, as: UTF8.self)
    }

    private static func appendDiagnostic(path: String, at location: SourceLocation, severity: Severity,
                                         message: String, ruleID: String?, style: Style, to out: inout String) {
        style.paint(path + ":" + String(location.line) + ":" + String(location.column) + ":", Style.bold, to: &out)
        out += " "
        style.paint(severity.rawValue + ":", Style.bold + style.color(for: severity), to: &out)
        out += " " + message
        if let ruleID { out += " [" + ruleID + "]" }
        out += "\n"
    }

    static func appendSummary(_ summary: ReportSummary, filesLinted: Int, style: Style, to out: inout String) {
        let files = counted(filesLinted, "file", "files")
        guard summary.total > 0 else {
            style.paint("No findings in " + files + ".", Style.bold, to: &out)
            out += "\n"
            return
        }
        let width = String(summary.perRule.map(\.count).max() ?? 0).count
        for (ruleID, count) in summary.perRule {
            let number = String(count)
            out += String(repeating: " ", count: 2 + width - number.count) + number + "  " + ruleID + "\n"
        }
        var parts: [String] = []
        if summary.errors > 0 { parts.append(counted(summary.errors, "error", "errors")) }
        if summary.warnings > 0 { parts.append(counted(summary.warnings, "warning", "warnings")) }
        if summary.notes > 0 { parts.append(counted(summary.notes, "note", "notes")) }
        let total = "Found " + counted(summary.total, "finding", "findings")
            + " (" + parts.joined(separator: ", ") + ") in " + files + "."
        style.paint(total, Style.bold, to: &out)
        out += "\n"
    }

    private static func counted(_ count: Int, _ singular: String, _ plural: String) -> String {
        String(count) + " " + (count == 1 ? singular : plural)
    }

    /// ANSI SGR sequences; a disabled style appends the text untouched.
    struct Style {
        static let bold = "\u{1B}[1m"
        static let red = "\u{1B}[31m"
        static let yellow = "\u{1B}[33m"
        static let cyan = "\u{1B}[36m"
        static let reset = "\u{1B}[0m"

        let enabled: Bool

        func color(for severity: Severity) -> String {
            switch severity {
            case .error: return Style.red
            case .warning: return Style.yellow
            case .note: return Style.cyan
            }
        }

        func paint(_ text: String, _ codes: String, to out: inout String) {
            guard enabled else { out += text; return }
            out += codes + text + Style.reset
        }
    }
}
