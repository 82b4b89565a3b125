import HueLintKit

/// The subcommands, in help order.
enum CLICommand: String, CaseIterable, Sendable {
    case lint, rules, config, baseline
    case fix, tokens, audit, migrate
    case installHook = "install-hook"
    case help

    var usage: String {
        switch self {
        case .lint: return "huelint [lint] [<path> ...] [<options>]"
        case .rules: return "huelint rules [<rule-id>] [--format markdown]"
        case .config: return "huelint config --print-defaults"
        case .fix: return "huelint fix [<path> ...] [--unsafe] [--diff]"
        case .tokens: return "huelint tokens [<path> ...]"
        case .audit: return "huelint audit [<path> ...] [--html <file>]"
        case .migrate: return "huelint migrate plan [<path> ...] | apply <plan>"
        case .baseline: return "huelint baseline create|update <file> [<path> ...]"
        case .installHook: return "huelint install-hook [--force]"
        case .help: return "huelint help | --help | --version"
        }
    }

    var summary: String {
        switch self {
        case .lint: return "Lint files and folders (default: the current folder)."
        case .rules: return "List the rules, or show one rule's documentation and examples."
        case .config: return "Print the default configuration."
        case .fix: return "Replace hardcoded colours with design tokens (safe fixes; --unsafe for near matches)."
        case .tokens: return "Print the design-token catalog fixes use, with each token's source."
        case .audit: return "Audit a tree: totals, token coverage, colour inventory, clusters, proposed tokens; --html for a report."
        case .migrate: return "Write an editable plan of new semantic tokens for the hardcoded colours (plan), then create the "
            + "tokens and rewrite every site to them (apply)."
        case .baseline: return "Record the current findings as accepted (create), or drop the fixed ones (update)."
        case .installHook: return "Write the git pre-commit hook that runs 'huelint --staged'."
        case .help: return "Show this help, or the version."
        }
    }
}

/// What the command line asked for, after parsing and validation.
struct CommandLineOptions: Equatable, Sendable {
    var command: CLICommand = .lint
    /// Positional arguments after the command: paths for `lint`, a rule id for `rules`.
    var arguments: [String] = []
    var format: ReportFormat = .text
    /// `--format` as given: `audit` and `rules` read it (`rules` writes text or markdown).
    var formatName = "text"
    /// `audit --html <file>` and `audit --cluster-delta-e <n>`.
    var htmlPath: String?
    var clusterDeltaE: Double = 2
    /// `audit --design-system lumo,LumoTheme.colors`.
    var designSystemNamespaces: [String] = []
    var outputPath: String?
    var configPath: String?
    var jobs: Int?
    /// `--no-prefilter`: lex every file, to check the prefilter changes nothing.
    var noPrefilter = false
    var quiet = false
    var noColor = false
    var sarifCategory: String?
    var printDefaults = false
    /// `fix --unsafe`: apply unsafe (near-match) fixes too.
    var unsafeFixes = false
    /// `fix --diff`: print a unified diff, change nothing.
    var diffOnly = false
    /// `--staged`: lint the git index instead of the work tree.
    var staged = false
    var baselinePath: String?
    var diffBase: String?
    /// The lowest severity that fails the run; nil for `--fail-on never`.
    var failOn: Severity? = .error
    /// `--force`: replace an existing hook or baseline.
    var force = false
    /// `--add`: `baseline update` records new findings too.
    var addToBaseline = false
    var showHelp = false
    var showVersion = false
}

/// One command-line flag. The table below drives both the parser and `--help`.
struct CLIFlag: Sendable {
    enum Value: Sendable {
        case none
        /// One of a fixed list; bad values get a did-you-mean.
        case choice(placeholder: String, choices: [String])
        case positiveInteger(placeholder: String)
        case text(placeholder: String)
    }

    let name: String
    let shortName: String?
    let value: Value
    /// The commands that accept it.
    let commands: [CLICommand]
    let help: String
    /// Stores the already validated value ("" for switches).
    let apply: @Sendable (inout CommandLineOptions, String) -> Void

    init(_ name: String, short shortName: String? = nil, _ value: Value = .none, for commands: [CLICommand],
         help: String, apply: @escaping @Sendable (inout CommandLineOptions, String) -> Void) {
        self.name = name
        self.shortName = shortName
        self.value = value
        self.commands = commands
        self.help = help
        self.apply = apply
    }

    /// The one table of flags.
    static let all: [CLIFlag] = [
        CLIFlag("--format", .choice(placeholder: "format", choices: ReportFormat.allCases.map(\.rawValue)), for: [.lint, .audit, .rules],
                help: "Report format (default: text); audit writes text, markdown or json; rules writes text or markdown.")
                { $0.format = ReportFormat(rawValue: $1) ?? .text; $0.formatName = $1 },
        CLIFlag("--output", short: "-o", .text(placeholder: "file"), for: [.lint, .audit, .migrate],
                help: "Write the report (for 'migrate plan': the plan) to <file>, replacing it atomically, instead of "
                    + "standard output.") { $0.outputPath = $1 },
        CLIFlag("--html", .text(placeholder: "file"), for: [.audit],
                help: "Also write the audit as one self-contained HTML page (no network, no assets).") { $0.htmlPath = $1 },
        CLIFlag("--cluster-delta-e", .text(placeholder: "n"), for: [.audit, .migrate],
                help: "Cluster colours within this CIEDE2000 distance (default: 2).") { $0.clusterDeltaE = Double($1) ?? -1 },
        CLIFlag("--design-system", .text(placeholder: "names"), for: [.audit],
                help: "Comma-separated token namespaces the catalog does not hold (e.g. lumo,LumoTheme.colors): "
                    + "their members count as design-system uses.")
                { $0.designSystemNamespaces = $1.split(separator: ",").map { String($0) } },
        CLIFlag("--config", .text(placeholder: "file"), for: [.lint, .baseline, .installHook, .fix, .tokens, .audit, .migrate],
                help: "Use this config file instead of the nearest .huelint.json.") { $0.configPath = $1 },
        CLIFlag("--jobs", short: "-j", .positiveInteger(placeholder: "n"), for: [.lint, .baseline, .fix, .audit, .migrate],
                help: "Lint <n> files at a time (default: the number of active processors).") { $0.jobs = Int($1) },
        CLIFlag("--no-prefilter", for: [.lint, .baseline, .fix],
                help: "Lex and check every file, even those holding no text any enabled rule needs (slower; the "
                    + "findings are the same).") { options, _ in options.noPrefilter = true },
        CLIFlag("--quiet", short: "-q", for: [.lint, .audit],
                help: "Print findings only: no file warnings, no summary.") { options, _ in options.quiet = true },
        CLIFlag("--no-color", for: [.lint, .audit],
                help: "Never colour the text report. Colour is used only on a terminal and when NO_COLOR is unset.")
                { options, _ in options.noColor = true },
        CLIFlag("--sarif-category", .text(placeholder: "id"), for: [.lint],
                help: "SARIF analysis category (automationDetails.id), to upload several analyses of one commit.")
                { $0.sarifCategory = $1 },
        CLIFlag("--staged", for: [.lint],
                help: "Lint the staged content of the staged Swift and Kotlin files, read from the git index, not the "
                    + "work tree (what a pre-commit hook checks). Paths, if given, limit it.") { options, _ in options.staged = true },
        CLIFlag("--baseline", .text(placeholder: "file"), for: [.lint, .installHook],
                help: "Report only findings not recorded in this baseline file (see 'huelint baseline'); "
                    + "the summary counts the hidden ones and lists stale entries.") { $0.baselinePath = $1 },
        CLIFlag("--diff-base", .text(placeholder: "ref"), for: [.lint],
                help: "Report only findings on lines added or changed since <ref> (from its merge base with HEAD, "
                    + "by git diff -U0), e.g. origin/main in a pull request.") { $0.diffBase = $1 },
        CLIFlag("--fail-on", .choice(placeholder: "level", choices: ["error", "warning", "note", "never"]), for: [.lint, .installHook],
                help: "Exit 1 when a reported finding has this severity or a higher one; never: exit 0 whatever is found "
                    + "(default: error).") { $0.failOn = Severity(rawValue: $1) },
        CLIFlag("--add", for: [.baseline],
                help: "With 'update': also record the findings the baseline lacks. Without it the baseline only shrinks.")
                { options, _ in options.addToBaseline = true },
        CLIFlag("--force", for: [.baseline, .installHook],
                help: "Replace an existing pre-commit hook (install-hook) or baseline file (baseline create).")
                { options, _ in options.force = true },
        CLIFlag("--unsafe", for: [.fix],
                help: "Also apply unsafe fixes: the nearest token within fixes.maxDeltaE, or a token whose type may differ.")
                { options, _ in options.unsafeFixes = true },
        CLIFlag("--diff", for: [.fix, .migrate],
                help: "Print the changes as a unified diff and change no file.") { options, _ in options.diffOnly = true },
        CLIFlag("--print-defaults", for: [.config],
                help: "Print the default configuration as JSON: every rule, severity and option.")
                { options, _ in options.printDefaults = true },
        CLIFlag("--help", short: "-h", for: CLICommand.allCases,
                help: "Show this help.") { options, _ in options.showHelp = true },
        CLIFlag("--version", for: CLICommand.allCases,
                help: "Print the version.") { options, _ in options.showVersion = true },
    ]

    static func named(_ name: String) -> CLIFlag? {
        all.first { $0.name == name || $0.shortName == name }
    }

    /// `--format <format>`, `-o, --output <file>`: the left column of the help.
    var synopsis: String {
        var text = shortName.map { $0 + ", " } ?? ""
        text += name
        switch value {
        case .none: break
        case .choice(let placeholder, _), .positiveInteger(let placeholder), .text(let placeholder):
            text += " <" + placeholder + ">"
        }
        return text
    }
}

extension CommandLineOptions {
    /// The paths to work on: the arguments, or the current folder.
    var pathArguments: [String] { arguments.isEmpty ? ["."] : arguments }
}
