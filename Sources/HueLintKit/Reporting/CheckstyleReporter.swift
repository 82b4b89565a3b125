/// Checkstyle XML, which Jenkins (Warnings NG), Danger and GitLab plugins read.
///
///     <?xml version="1.0" encoding="UTF-8"?>
///     <checkstyle version="4.3">
///       <file name="App/Views/Home.swift">
///         <error line="12" column="25" severity="error" message="Hex colour …" source="huelint.hex-color-literal"/>
///       </file>
///     </checkstyle>
///
/// One `file` element per file with findings, in report order (files sorted, findings by line,
/// column and rule). Paths are relative to the repository root, like SARIF and GitHub, because
/// that is what CI plugins resolve them against. Checkstyle's severities are `error`, `warning`
/// and `info` (for notes). Attribute values escape `& < > "` and line breaks; characters XML 1.0
/// cannot hold at all become U+FFFD. File warnings and the summary are not part of the format.
public enum CheckstyleReporter {
    public static func render(_ report: LintReport, context: ReportContext) -> String {
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n"
        var currentPath: String?
        for finding in report.findings {
            if finding.path != currentPath {
                if currentPath != nil { out += "  </file>\n" }
                currentPath = finding.path
                out += "  <file name=\""
                appendEscaped(ReportPaths.repositoryRelative(finding.path, context: context).path, to: &out)
                out += "\">\n"
            }
            out += "    <error line=\"" + String(finding.start.line) + "\" column=\"" + String(finding.start.column)
            out += "\" severity=\"" + severity(finding.severity) + "\" message=\""
            appendEscaped(finding.message, to: &out)
            out += "\" source=\"huelint."
            appendEscaped(finding.ruleID, to: &out)
            out += "\"/>\n"
        }
        if currentPath != nil { out += "  </file>\n" }
        out += "</checkstyle>\n"
        return out
    }

    static func severity(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .note: return "info"
        }
    }

    static func appendEscaped(_ text: String, to out: inout String) {
        // U+FFFE and U+FFFF (EF BF BE, EF BF BF) are the only non-ASCII characters replaced.
        if text.utf8.contains(0xEF) && (text.unicodeScalars.contains("\u{FFFE}") || text.unicodeScalars.contains("\u{FFFF}")) {
            let cleaned = String(String.UnicodeScalarView(text.unicodeScalars.map { $0 == "\u{FFFE}" || $0 == "\u{FFFF}" ? "\u{FFFD}" : $0 }))
            appendEscaped(cleaned, to: &out)
            return
        }
        out.appendEscapingASCII(text) { byte in
            switch byte {
            case UInt8(ascii: "&"): return "&amp;"
            case UInt8(ascii: "<"): return "&lt;"
            case UInt8(ascii: ">"): return "&gt;"
            case UInt8(ascii: "\""): return "&quot;"
            case 0x0A: return "&#10;"
            case 0x0D: return "&#13;"
            case 0x09: return "&#9;"
            case 0x00...0x1F: return "\u{FFFD}"
            default: return nil
            }
        }
    }
}
