/// What the rule registry makes of `Configuration`: the built-in defaults and config files read
/// over them. `Config/` knows rules only by the descriptions a configuration carries, so rules can
/// take a `Configuration` without a cycle.
extension Configuration {
    /// The built-in configuration, read from the rule registry.
    package static var defaults: Configuration { builtIn }

    private static let builtIn = Configuration(rules: RuleRegistry.descriptions)

    /// Parses and validates a config file's bytes and applies it over the defaults.
    /// Throws `ConfigErrors` listing every problem; `file` names the file in those errors.
    package static func parse(_ bytes: [UInt8], file: String) throws -> Configuration {
        let document = try ConfigErrors.parseDocument(bytes, file: file)
        var decoder = ConfigDecoder(file: file, lines: document.lines, rules: defaults.ruleDescriptions)
        let settings = decoder.decode(document.root)
        if !decoder.errors.isEmpty { throw ConfigErrors(decoder.errors) }
        var config = defaults
        config.apply(settings)
        config.sourcePath = file
        return config
    }

    /// For a run that checks new code (a gate, staged files, files named one by one: a hook or an
    /// editor): a colour written once there is a new hardcoded colour, so every one is reported,
    /// unless the config file says otherwise.
    package mutating func checkingNewCode() {
        if singleUseColorPolicy == .newCode { reportsSingleUseColors = true }
    }

    /// For an inventory (`audit`, `migrate plan`): every hardcoded colour, including the ones the lint
    /// leaves out by default (every gradient stop, named constants, single-use colours, Kotlin channel colours).
    package mutating func listEveryHardcodedColor() {
        groupsGradientStops = false
        reportsNamedColorConstants = true
        reportsSingleUseColors = true
        changeOptions(of: RawColorInitializerRule.self) { $0.reportKotlinChannelColors = true }
    }
}

extension DefaultConfiguration {
    /// Every key with its default: version, include, exclude, paletteFiles, paletteNamespaces,
    /// rules (each registry rule's severity and options), overrides, contexts, tokens.
    package static func json() -> JSONValue { Configuration.defaults.resolvedJSON() }

    /// `json()` pretty-printed, with a trailing newline: the contents of rules.json.
    package static func rendered() -> String { JSONWriter.render(json()) }
}
