import HueLintKit

/// `huelint --help`, generated from the command list and the flag table so it cannot drift.
enum HelpText {
    static func render() -> String {
        var out = "OVERVIEW: HueLint finds hardcoded colours in Swift and Kotlin and names the design token to use.\n\n"
        out += "USAGE:\n"
        let usageWidth = CLICommand.allCases.map(\.usage.count).max() ?? 0
        for command in CLICommand.allCases {
            out += "  " + padded(command.usage, to: usageWidth) + "  "
            out += wrapped(command.summary, indent: usageWidth + 4) + "\n"
        }
        let synopsisWidth = CLIFlag.all.map(\.synopsis.count).max() ?? 0
        for (title, flags) in sections() {
            out += "\n" + title + ":\n"
            for flag in flags {
                var help = flag.help
                if flag.commands.count > 1 && !isGeneral(flag) {
                    help += " Also for " + flag.commands.dropFirst().map { "'huelint " + $0.rawValue + "'" }.joined(separator: ", ") + "."
                }
                if case .choice(_, let choices) = flag.value {
                    help += " One of: " + choices.joined(separator: ", ") + "."
                }
                out += "  " + padded(flag.synopsis, to: synopsisWidth) + "  "
                out += wrapped(help, indent: synopsisWidth + 4) + "\n"
            }
        }
        out += """

            EXIT STATUS:
              0  no reported finding at the --fail-on severity (default: error) or above
              1  at least one reported finding at the --fail-on severity or above
              2  a usage or configuration error

            Run 'huelint rules' to list the rules and 'huelint rules <rule-id>' to read one.

            """
        return out
    }

    /// Flags grouped under the first command they belong to; flags every command takes come last.
    private static func sections() -> [(title: String, flags: [CLIFlag])] {
        var sections: [(title: String, flags: [CLIFlag])] = []
        for command in CLICommand.allCases {
            let flags = CLIFlag.all.filter { !isGeneral($0) && $0.commands.first == command }
            if !flags.isEmpty { sections.append((command.rawValue.uppercased() + " OPTIONS", flags)) }
        }
        let shared = CLIFlag.all.filter(isGeneral)
        if !shared.isEmpty { sections.append(("GENERAL OPTIONS", shared)) }
        return sections
    }

    /// A flag that every command takes (`--help`, `--version`).
    private static func isGeneral(_ flag: CLIFlag) -> Bool {
        Set(flag.commands.map(\.rawValue)) == Set(CLICommand.allCases.map(\.rawValue))
    }

    /// Words joined into lines that end before `lineWidth`, continuation lines indented.
    static func wrapped(_ text: String, indent: Int, lineWidth: Int = 100) -> String {
        var out = ""
        var column = indent
        for word in text.split(separator: " ") {
            if column > indent && column + 1 + word.count > lineWidth {
                out += "\n" + String(repeating: " ", count: indent)
                column = indent
            } else if column > indent {
                out += " "
                column += 1
            }
            out += word
            column += word.count
        }
        return out
    }

    private static func padded(_ text: String, to width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }
}
