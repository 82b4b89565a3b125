/// The human format, shaped like compiler diagnostics so Xcode and editors can jump to findings.
///
///     App/Views/Home.swift:12:25: error: Hex colour "0066CC"; use `brandPrimary` [hex-color-literal]
///             Text("Hi").foregroundColor(Color(hex: "0066CC"))
///                                        ^~~~~~~~~~~~~~~~~~~~~
///     App/Theme/Palette.swift:3:16: note: `brandPrimary` is defined here
///
/// Each finding: the diagnostic line, the source line (tabs kept), a caret line under the span
/// (to the end of the line when the span continues), a `note:` line per related location, and a
/// blank line. Then file warnings (`warning: path: message`), per-rule counts sorted by rule id,
/// and a total line. `quiet` keeps the findings only. ANSI colour only when `useColor`.
public enum TextReporter {
    public static func render(_ report: LintReport, context: ReportContext) -> String {
        let style = Style(enabled: context.useColor)
        var out = ""
        out.reserveCapacity(report.findings.count * 240 + 128)
        for finding in report.findings {
            appendDiagnostic(path: finding.path, at: finding.start, severity: finding.severity,
                             message: finding.message, ruleID: finding.ruleID, style: style, to: &out)
            out += finding.snippet
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
    static func caretLine(for finding: Finding) -> String {
        // Bytes: appending scalars to a String one at a time cost hundreds of instructions each.
        var line: [UInt8] = []
        var column = 1
        var lineEndColumn = 1
        for byte in finding.snippet.utf8 where byte & 0xC0 != 0x80 {  // one per scalar
            if column < finding.start.column {
                line.append(byte == 0x09 ? 0x09 : 0x20)
                column += 1
            }
            lineEndColumn += 1
        }
        if column < finding.start.column { line += repeatElement(0x20, count: finding.start.column - column) }
        let endColumn = finding.end.line == finding.start.line ? finding.end.column : lineEndColumn
        line.append(UInt8(ascii: "^"))
        let tildes = endColumn - finding.start.column - 1
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
