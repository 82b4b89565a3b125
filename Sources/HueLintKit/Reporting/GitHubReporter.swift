/// GitHub Actions workflow commands: each finding becomes an annotation on the pull request.
///
///     ::error file=App/Views/Home.swift,line=12,col=25,endLine=12,endColumn=46,title=hex-color-literal::Hex colour …
///
/// `error`, `warning` or `notice` (for notes). Paths are relative to the repository root, where
/// Actions checks the code out. `col`/`endColumn` (exclusive) only when the span is on one line,
/// since GitHub rejects them otherwise. Related locations follow the message on extra lines.
/// Then, unless `quiet`, `::warning file=…::…` per file warning and the plain-text summary.
public enum GitHubReporter {
    public static func render(_ report: LintReport, context: ReportContext) -> String {
        var out = ""
        out.reserveCapacity(report.findings.count * 200 + 128)
        var paths: [String: String] = [:]
        func repositoryPath(_ path: String) -> String {
            if let known = paths[path] { return known }
            let resolved = ReportPaths.repositoryRelative(path, context: context).path
            paths[path] = resolved
            return resolved
        }

        for finding in report.findings {
            out += "::" + command(for: finding.severity) + " file="
            appendEscaped(repositoryPath(finding.path), property: true, to: &out)
            out += ",line=" + String(finding.start.line)
            if finding.start.line == finding.end.line {
                out += ",col=" + String(finding.start.column)
                out += ",endLine=" + String(finding.end.line)
                out += ",endColumn=" + String(finding.end.column)
            } else {
                out += ",endLine=" + String(finding.end.line)
            }
            out += ",title="
            appendEscaped(finding.ruleID, property: true, to: &out)
            out += "::"
            var message = finding.message
            for related in finding.related {
                message += "\n" + repositoryPath(related.path) + ":" + String(related.start.line) + ":"
                    + String(related.start.column) + ": " + related.message
            }
            appendEscaped(message, property: false, to: &out)
            out += "\n"
        }
        guard !context.quiet else { return out }
        for warning in report.warnings {
            out += "::warning file="
            appendEscaped(repositoryPath(warning.path), property: true, to: &out)
            out += "::"
            appendEscaped(warning.message, property: false, to: &out)
            out += "\n"
        }
        TextReporter.appendSummary(ReportSummary(report), filesLinted: report.filesLinted,
                                   style: TextReporter.Style(enabled: false), to: &out)
        for line in context.gate?.lines() ?? [] { out += line + "\n" }
        return out
    }

    static func command(for severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .note: return "notice"
        }
    }

    /// GitHub's escaping: `%`, CR and LF everywhere; also `:` and `,` inside properties. On
    /// UTF-8 bytes, copying clean runs whole (every special character is ASCII).
    static func appendEscaped(_ text: String, property: Bool, to out: inout String) {
        out.appendEscapingASCII(text) { byte in
            switch byte {
            case UInt8(ascii: "%"): return "%25"
            case 0x0D: return "%0D"
            case 0x0A: return "%0A"
            case UInt8(ascii: ":") where property: return "%3A"
            case UInt8(ascii: ",") where property: return "%2C"
            default: return nil
            }
        }
    }
}
