/// What a reporter needs besides the report: where paths are relative to, and how to decorate.
public struct ReportContext: Sendable {
    /// ANSI colour in the text format. The CLI decides (TTY, `NO_COLOR`, `--no-color`).
    public var useColor: Bool
    /// Absolute. Relative finding paths are relative to it.
    public var workingDirectory: String
    /// Absolute: the nearest ancestor holding `.git`, else the working directory.
    /// SARIF and GitHub paths are relative to it, because that is where CI checks the code out.
    public var repositoryRoot: String
    public var toolVersion: String
    /// SARIF `automationDetails.id` category (`--sarif-category`); nil leaves the property out.
    public var category: String?
    /// Findings only: no file warnings and no summary (text and github formats).
    public var quiet: Bool
    /// What `--baseline` and `--diff-base` hid, and stale baseline entries; nil when neither was used.
    package var gate: GateSummary?

    /// For a library user: how to print findings relative to `workingDirectory`.
    public init(useColor: Bool = false, workingDirectory: String) {
        self.init(useColor: useColor, workingDirectory: workingDirectory, repositoryRoot: nil)
    }

    package init(useColor: Bool = false, workingDirectory: String, repositoryRoot: String? = nil,
                toolVersion: String = HueLintVersion.current, category: String? = nil, quiet: Bool = false,
                gate: GateSummary? = nil) {
        self.useColor = useColor
        self.workingDirectory = workingDirectory
        self.repositoryRoot = repositoryRoot ?? workingDirectory
        self.toolVersion = toolVersion
        self.category = category
        self.quiet = quiet
        self.gate = gate
    }
}

/// The output formats, each a documented wire format with golden tests.
public enum ReportFormat: String, CaseIterable, Sendable {
    case text, json, sarif, github, checkstyle, markdown

    public func render(_ report: LintReport, context: ReportContext) -> String {
        switch self {
        case .text: return TextReporter.render(report, context: context)
        case .json: return JSONReporter.render(report, context: context)
        case .sarif: return SARIFReporter.render(report, context: context)
        case .github: return GitHubReporter.render(report, context: context)
        case .checkstyle: return CheckstyleReporter.render(report, context: context)
        case .markdown: return MarkdownReporter.render(report, context: context)
        }
    }
}

extension ReportPaths {
    /// Where CI tools expect a path: relative to the repository root when inside it, else absolute.
    package static func repositoryRelative(_ path: String, context: ReportContext) -> (path: String, insideRoot: Bool) {
        let full = absolute(path, in: context.workingDirectory)
        if let inside = relative(full, to: context.repositoryRoot) { return (inside, true) }
        return (full, false)
    }
}
