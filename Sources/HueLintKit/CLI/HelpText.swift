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
                if case .choice(_, let choices) = flag.value {
                    help += " One of: " + choices.joined(separator: ", ") + "."
                }
                out += "  " + padded(flag.synopsis, to: synopsisWidth) + "  "
                out += wrapped(help, indent: synopsisWidth + 4) + "\n"
            }
        }
        out += """

            EXIT STATUS:
              0  no finding at error severity
              1  at least one finding at error severity
              2  a usage or configuration error

            Run 'huelint rules' to list the rules and 'huelint rules <rule-id>' to read one.

            """
        return out
    }

    /// Flags grouped by the command they belong to; flags every command takes come last.
    private static func sections() -> [(title: String, flags: [CLIFlag])] {
        var sections: [(title: String, flags: [CLIFlag])] = []
        for command in CLICommand.allCases {
            let flags = CLIFlag.all.filter { $0.commands == [command] }
            if !flags.isEmpty { sections.append((command.rawValue.uppercased() + " OPTIONS", flags)) }
        }
        let shared = CLIFlag.all.filter { $0.commands.count > 1 }
        if !shared.isEmpty { sections.append(("GENERAL OPTIONS", shared)) }
        return sections
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
