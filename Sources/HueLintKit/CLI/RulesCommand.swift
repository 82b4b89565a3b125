/// `huelint rules` (a table of every rule) and `huelint rules <id>` (one rule's docs and examples).
enum RulesCommand {
    static func run(_ options: CommandLineOptions, _ environment: CLIEnvironment) -> Int32 {
        let rules = RuleRegistry.descriptions
        guard let id = options.arguments.first else { return HueLintCLI.emit(table(rules), environment) }
        guard let rule = rules.first(where: { $0.id == id }) else {
            let error = UsageError("unknown rule '\(id)'", suggestion: Suggestion.closest(to: id, in: rules.map(\.id)))
            environment.printError(error.description)
            try? environment.stderr.write("Run 'huelint rules' to list the rules.\n")
            return ExitStatus.usageError
        }
        return HueLintCLI.emit(documentation(rule), environment)
    }

    static func table(_ rules: [RuleDescription]) -> String {
        let header = ["ID", "SEVERITY", "LANGUAGES", "SUMMARY"]
        let rows = rules.map { rule in
            [rule.id, rule.defaultSeverity.rawValue, rule.languages.map(\.rawValue).joined(separator: ", "), rule.summary]
        }
        var widths = header.map(\.count)
        for row in rows {
            for column in 0..<3 { widths[column] = max(widths[column], row[column].count) }
        }
        var out = ""
        for row in [header] + rows {
            for column in 0..<3 {
                out += row[column] + String(repeating: " ", count: widths[column] - row[column].count + 2)
            }
            out += row[3] + "\n"
        }
        out += "\nRun 'huelint rules <id>' for a rule's documentation and examples.\n"
        return out
    }

    /// The rule's Markdown made readable in a terminal, then its examples without `↓` markers.
    static func documentation(_ rule: RuleDescription) -> String {
        var out = terminalText(fromMarkdown: rule.markdown)
        out += "\nDefault severity: " + rule.defaultSeverity.rawValue + "\n"
        out += "Languages: " + rule.languages.map(\.rawValue).joined(separator: ", ") + "\n"
        for language in rule.languages {
            let suffix = rule.languages.count > 1 ? " (" + language.displayName + ")" : ""
            appendExamples(rule.triggering.filter { $0.language == language }, title: "Triggers on" + suffix, to: &out)
            appendExamples(rule.nonTriggering.filter { $0.language == language }, title: "Does not trigger on" + suffix, to: &out)
        }
        return out
    }

    /// Headings lose their `#`s, bold loses its `**`, fenced code is indented by four spaces.
    static func terminalText(fromMarkdown markdown: String) -> String {
        var out = ""
        var inCode = false
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") {
                inCode.toggle()
                continue
            }
            if inCode {
                out += "    " + line + "\n"
            } else if line.hasPrefix("#") {
                out += String(line.drop(while: { $0 == "#" }).drop(while: { $0 == " " })) + "\n"
            } else {
                let plain = line.split(separator: "**", omittingEmptySubsequences: false).joined()
                out += HelpText.wrapped(plain, indent: plain.hasPrefix("- ") ? 2 : 0) + "\n"
            }
        }
        while out.hasSuffix("\n\n") { out.removeLast() }
        return out
    }

    private static func appendExamples(_ examples: [Example], title: String, to out: inout String) {
        guard !examples.isEmpty else { return }
        out += "\n" + title + ":\n"
        for example in examples {
            out += "\n"
            // What makes the same line trigger in one example and not in another.
            if example.path != Example.defaultPath(example.language) {
                out += "    // in " + example.path + "\n"
            }
            if let configuration = example.configuration {
                out += "    // with .huelint.json " + configuration.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ") + "\n"
            }
            let code = String(String.UnicodeScalarView(example.code.unicodeScalars.filter { $0 != "↓" }))
            for line in code.split(separator: "\n", omittingEmptySubsequences: false) {
                out += "    " + line + "\n"
            }
        }
    }
}

private extension Language {
    var displayName: String { self == .kotlin ? "Kotlin" : "Swift" }
}
