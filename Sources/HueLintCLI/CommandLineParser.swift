import HueLintKit

/// A mistake on the command line: exit status 2, with a did-you-mean when one is close enough.
struct UsageError: Error, Equatable, CustomStringConvertible {
    var message: String
    var suggestion: String?

    init(_ message: String, suggestion: String? = nil) {
        self.message = message
        self.suggestion = suggestion
    }

    var description: String {
        guard let suggestion else { return message }
        return message + "; did you mean '" + suggestion + "'?"
    }
}

/// Turns arguments (without the executable name) into `CommandLineOptions`, driven by `CLIFlag.all`.
///
/// Flags may come before or after the command and the paths; `--flag value` and `--flag=value`
/// both work; `--` ends the flags. The first positional argument names the command when it is
/// one (`lint`, `rules`, `config`, `help`); otherwise the command is `lint` and it is a path.
enum CommandLineParser {
    static func parse(_ arguments: [String]) throws -> CommandLineOptions {
        var given: [(flag: CLIFlag, value: String)] = []
        var positionals: [String] = []
        var index = 0
        var flagsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if flagsEnded || argument == "-" || !argument.hasPrefix("-") {
                positionals.append(argument)
                continue
            }
            if argument == "--" {
                flagsEnded = true
                continue
            }
            var name = argument
            var attachedValue: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                attachedValue = String(argument[argument.index(after: equals)...])
            }
            guard let flag = CLIFlag.named(name) else { throw unknownFlag(name) }
            if case .none = flag.value {
                if attachedValue != nil { throw UsageError("'\(flag.name)' does not take a value") }
                given.append((flag, ""))
                continue
            }
            let value: String
            if let attachedValue {
                value = attachedValue
            } else if index < arguments.count, !looksLikeFlag(arguments[index]) {
                value = arguments[index]
                index += 1
            } else {
                throw UsageError("'\(flag.name)' needs a value" + expectation(flag.value))
            }
            try validate(value, for: flag)
            given.append((flag, value))
        }

        var options = CommandLineOptions()
        if let first = positionals.first, let command = CLICommand(rawValue: first) {
            options.command = command
            positionals.removeFirst()
        }
        options.arguments = positionals
        for (flag, value) in given {
            guard flag.commands.contains(options.command) else {
                throw UsageError("'\(flag.name)' is not an option of 'huelint \(options.command.rawValue)'")
            }
            flag.apply(&options, value)
        }
        if !options.showHelp && !options.showVersion { try checkArguments(of: options) }
        return options
    }

    /// Per-command rules on positional arguments and flag combinations.
    private static func checkArguments(of options: CommandLineOptions) throws {
        switch options.command {
        case .lint:
            if options.sarifCategory != nil && options.format != .sarif {
                throw UsageError("'--sarif-category' needs '--format sarif'")
            }
        case .audit:
            try AuditCommand.check(options)
        case .migrate:
            try MigrateCommand.check(options)
        case .baseline:
            let actions = ["create", "update"]
            guard let action = options.arguments.first else {
                throw UsageError("'huelint baseline' needs an action and a file", suggestion: "huelint baseline create .huelint-baseline.json")
            }
            guard actions.contains(action) else {
                throw UsageError("unknown baseline action '\(action)' (one of: create, update)",
                                 suggestion: Suggestion.closest(to: action, in: actions).map { "huelint baseline " + $0 })
            }
            if options.arguments.count < 2 { throw UsageError("'huelint baseline \(action)' needs the baseline file") }
            if options.addToBaseline && action != "update" { throw UsageError("'--add' is an option of 'huelint baseline update'") }
            if options.force && action != "create" { throw UsageError("'--force' is an option of 'huelint baseline create'") }
        case .installHook:
            if let extra = options.arguments.first {
                throw UsageError("unexpected argument '\(extra)' for 'huelint install-hook'")
            }
        case .rules:
            if options.arguments.count > 1 {
                throw UsageError("'huelint rules' takes at most one rule id, not \(options.arguments.count)")
            }
            try RulesCommand.check(options)
        case .config:
            if let extra = options.arguments.first {
                throw UsageError("unexpected argument '\(extra)' for 'huelint config'")
            }
            if !options.printDefaults {
                throw UsageError("'huelint config' needs an action", suggestion: "huelint config --print-defaults")
            }
        case .fix, .tokens:
            break
        case .help:
            if options.arguments.count > 1 { throw UsageError("'huelint help' takes at most one command") }
            if let topic = options.arguments.first, CLICommand(rawValue: topic) == nil {
                throw UsageError("unknown command '\(topic)'",
                                 suggestion: Suggestion.closest(to: topic, in: CLICommand.allCases.map(\.rawValue)))
            }
        }
    }

    private static func validate(_ value: String, for flag: CLIFlag) throws {
        switch flag.value {
        case .none, .text:
            if value.isEmpty { throw UsageError("'\(flag.name)' needs a non-empty value") }
        case .choice(_, let choices):
            guard choices.contains(value) else {
                throw UsageError("invalid value '\(value)' for '\(flag.name)'" + expectation(flag.value),
                                 suggestion: Suggestion.closest(to: value, in: choices))
            }
        case .positiveInteger:
            guard let number = Int(value), number > 0 else {
                throw UsageError("invalid value '\(value)' for '\(flag.name)'" + expectation(flag.value))
            }
        }
    }

    private static func expectation(_ value: CLIFlag.Value) -> String {
        switch value {
        case .none: return ""
        case .choice(_, let choices): return " (one of: " + choices.joined(separator: ", ") + ")"
        case .positiveInteger: return " (a positive integer)"
        case .text(let placeholder): return " (<" + placeholder + ">)"
        }
    }

    private static func unknownFlag(_ name: String) -> UsageError {
        // Two-character flags are too short to guess from: every one is a single edit from `-h`.
        let candidates = name.count > 2 ? CLIFlag.all.map(\.name) : []
        return UsageError("unknown option '\(name)'", suggestion: Suggestion.closest(to: name, in: candidates))
    }

    /// A following argument that is itself an option is a missing value, not the value.
    private static func looksLikeFlag(_ argument: String) -> Bool {
        argument.count > 1 && argument.hasPrefix("-") && Int(argument) == nil
    }
}
