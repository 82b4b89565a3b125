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
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "\n": out += "&#10;"
            case "\r": out += "&#13;"
            case "\t": out += "&#9;"
            case "\u{00}"..."\u{1F}", "\u{FFFE}", "\u{FFFF}": out += "\u{FFFD}"
            default: out.unicodeScalars.append(scalar)
            }
        }
    }
}
