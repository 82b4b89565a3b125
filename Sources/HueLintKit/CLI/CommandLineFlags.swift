/// The subcommands, in help order.
enum CLICommand: String, CaseIterable, Sendable {
    case lint, rules, config
    case fix, tokens
    case help

    var usage: String {
        switch self {
        case .lint: return "huelint [lint] [<path> ...] [<options>]"
        case .rules: return "huelint rules [<rule-id>]"
        case .config: return "huelint config --print-defaults"
        case .fix: return "huelint fix [<path> ...] [--unsafe] [--diff]"
        case .tokens: return "huelint tokens [<path> ...]"
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
    var outputPath: String?
    var configPath: String?
    var jobs: Int?
    var quiet = false
    var noColor = false
    var sarifCategory: String?
    var printDefaults = false
    /// `fix --unsafe`: apply unsafe (near-match) fixes too.
    var unsafeFixes = false
    /// `fix --diff`: print a unified diff, change nothing.
    var diffOnly = false
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
        CLIFlag("--format", .choice(placeholder: "format", choices: ReportFormat.allCases.map(\.rawValue)), for: [.lint],
                help: "Report format (default: text).") { $0.format = ReportFormat(rawValue: $1) ?? .text },
        CLIFlag("--output", short: "-o", .text(placeholder: "file"), for: [.lint],
                help: "Write the report to <file>, replacing it atomically, instead of standard output.") { $0.outputPath = $1 },
        CLIFlag("--config", .text(placeholder: "file"), for: [.lint, .fix, .tokens],
                help: "Use this config file instead of the nearest .huelint.json.") { $0.configPath = $1 },
        CLIFlag("--jobs", short: "-j", .positiveInteger(placeholder: "n"), for: [.lint, .fix],
                help: "Lint <n> files at a time (default: the number of active processors).") { $0.jobs = Int($1) },
        CLIFlag("--quiet", short: "-q", for: [.lint],
                help: "Print findings only: no file warnings, no summary.") { options, _ in options.quiet = true },
        CLIFlag("--no-color", for: [.lint],
                help: "Never colour the text report. Colour is used only on a terminal and when NO_COLOR is unset.")
                { options, _ in options.noColor = true },
        CLIFlag("--sarif-category", .text(placeholder: "id"), for: [.lint],
                help: "SARIF analysis category (automationDetails.id), to upload several analyses of one commit.")
                { $0.sarifCategory = $1 },
        CLIFlag("--unsafe", for: [.fix],
                help: "Also apply unsafe fixes: the nearest token within fixes.maxDeltaE, or a token whose type may differ.")
                { options, _ in options.unsafeFixes = true },
        CLIFlag("--diff", for: [.fix],
                help: "Print the fixes as a unified diff and change no file.") { options, _ in options.diffOnly = true },
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
