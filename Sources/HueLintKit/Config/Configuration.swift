/// The resolved configuration: built-in defaults from the rule registry, with one config file
/// applied over them.
///
/// Merging is key by key. Rules the file does not mention keep their default severity and options;
/// a rule entry that only sets `severity` keeps its default options; `contexts` merges per context.
/// List-valued top-level keys (`include`, `exclude`, `paletteFiles`, `paletteNamespaces`,
/// `overrides`, `tokens`, `contrastPairs`) replace the default list rather than extending it, so a file can always
/// say exactly what it wants (to extend `paletteFiles`, repeat the defaults from rules.json).
///
/// Overrides change severities and palette status per path; they cannot change rule options,
/// because each rule is built once per run with its options.
public struct Configuration: Sendable {
    public static let defaultFileName = ".huelint.json"

    /// The config file used; nil for the built-in defaults.
    public var sourcePath: String?
    /// Globs matched against paths relative to the working directory.
    public var include: [String]
    public var exclude: [String]
    public var paletteFiles: [String] { didSet { paletteGlobs = GlobSet(paletteFiles) } }
    /// Type names of the project's primitive palettes, e.g. `FXColors`, `Color.Primitive`.
    public var paletteNamespaces: [String]
    package var tokens: [TokenDefinition]
    /// Asset catalogs, Android resources, DTCG files and palette declarations (`tokenSources`).
    package var tokenSources = TokenSourceSettings()
    /// How near a token must be to be suggested (`fixes`).
    package var fixes = FixSettings()
    /// Token pairs whose contrast `low-contrast-token-pair` checks, besides the ones it infers.
    package var contrastPairs: [ContrastPair] = []
    /// Skip files no enabled rule can report in without lexing them (see `RequiredText`). Not a
    /// config key: `--no-prefilter` turns it off, to check that the output is the same.
    public var usesPrefilter = true
    /// Report a gradient's hardcoded stops once, at the first (the lint's reports). Not a config key:
    /// `fix`, `audit` and `migrate` turn it off, since they need every stop.
    public var groupsGradientStops = true
    /// Report colours named once as constants at file or type level (`private let brandBlue =
    /// Color(hex: "0066CC")`): the config's `reportNamedConstants`, off by default (read by hand on
    /// unseen apps, most were judged local definitions or debatable). `audit` and `migrate plan` list
    /// them either way, since they are hardcoded colours a migration moves into the theme.
    public var reportsNamedColorConstants = false
    /// Report a hex or channel colour whose value is written at one place only among the files
    /// linted, with no project token near it: the config's `reportSingleUseColors`. Off by default
    /// for a plain lint of folders; on for runs that check new code (see `checkingNewCode`).
    /// Read by hand on unseen apps, such one-offs (a tier badge, a brand gradient, a chart series)
    /// were judged correct 5 times in 62; a value written at two places or more, 26 in 54.
    /// `audit` and `migrate plan` list them either way.
    public var reportsSingleUseColors = false
    /// The config's `reportSingleUseColors`: `true`, `false`, or `"newCode"` (the default), which
    /// reports them only in runs that check new code.
    package var singleUseColorPolicy = SingleUseColorPolicy.newCode

    package enum SingleUseColorPolicy: Sendable, Equatable {
        case always, never, newCode
    }

    var paletteGlobs: GlobSet
    /// Top-level severity of every registry rule.
    var severities: [String: ConfiguredSeverity]
    /// Option values the config set, per rule; defaults are merged in by `options(forRule:)`.
    var ruleOptions: [String: [String: JSONValue]]
    var overrides: [ConfigOverride]
    /// The highest severity allowed in a preview or test context.
    var contextCaps: [FindingContext: ConfiguredSeverity]
    /// The rules this configuration sets: the registry's, in its order (see `defaults`).
    let ruleDescriptions: [RuleDescription]

    init(rules: [RuleDescription]) {
        ruleDescriptions = rules
        sourcePath = nil
        include = DefaultConfiguration.include
        exclude = []
        paletteFiles = DefaultConfiguration.paletteFiles
        paletteGlobs = GlobSet(DefaultConfiguration.paletteFiles)
        paletteNamespaces = []
        tokens = []
        severities = Dictionary(uniqueKeysWithValues: rules.map { ($0.id, $0.isOptIn ? ConfiguredSeverity.off : .level($0.defaultSeverity)) })
        ruleOptions = [:]
        overrides = []
        contextCaps = DefaultConfiguration.contexts
    }

    mutating func apply(_ file: ConfigFile) {
        if let include = file.include { self.include = include }
        if let exclude = file.exclude { self.exclude = exclude }
        if let paletteFiles = file.paletteFiles { self.paletteFiles = paletteFiles }
        if let namespaces = file.paletteNamespaces { paletteNamespaces = namespaces }
        if let named = file.reportNamedConstants { reportsNamedColorConstants = named }
        if let policy = file.reportSingleUseColors {
            singleUseColorPolicy = policy
            reportsSingleUseColors = policy == .always
        }
        for (id, setting) in file.rules {
            if let severity = setting.severity { severities[id] = severity }
            ruleOptions[id, default: [:]].merge(setting.options) { _, new in new }
        }
        if let overrides = file.overrides { self.overrides = overrides }
        contextCaps.merge(file.contexts) { _, new in new }
        if let tokens = file.tokens { self.tokens = tokens }
        if let tokenSources = file.tokenSources { self.tokenSources = tokenSources }
        if let fixes = file.fixes { self.fixes = fixes }
        if let contrastPairs = file.contrastPairs { self.contrastPairs = contrastPairs }
    }

    // MARK: Queries

    /// The severity a finding of rule `id` gets at `path` in `context`: the top-level severity,
    /// then each matching override in order (later wins), then capped by `contexts` for previews
    /// and tests. Nil when the rule is off there, or `id` is not in the registry.
    public func severity(forRule id: String, path: String, context: FindingContext) -> Severity? {
        guard var configured = severities[id] else { return nil }
        for override in overrides {
            if let severity = override.rules[id], override.globs.matches(path) { configured = severity }
        }
        guard case .level(let level) = configured else { return nil }
        guard context != .code else { return level }
        switch contextCaps[context] ?? .off {
        case .off: return nil
        case .level(let cap): return min(level, cap)
        }
    }

    /// Whether findings in `context` are reported at all (previews and tests are off by default).
    public func reports(_ context: FindingContext) -> Bool {
        guard context != .code else { return true }
        if case .off = contextCaps[context] ?? .off { return false }
        return true
    }

    /// Gives `rule` its default severity if the config leaves it off: an opt-in rule an audit or a
    /// rule's own examples need.
    package mutating func turnOn(_ rule: RuleDescription) {
        if severities[rule.id] == .off { severities[rule.id] = .level(rule.defaultSeverity) }
    }

    /// Rule `id`'s options: the config's values over the registry defaults. Empty for unknown ids.
    package func options(forRule id: String) -> RuleOptions {
        guard let description = ruleDescriptions.first(where: { $0.id == id }) else { return RuleOptions() }
        var values: [String: JSONValue] = [:]
        for option in description.options { values[option.name] = option.defaultValue }
        values.merge(ruleOptions[id] ?? [:]) { _, new in new }
        return RuleOptions(values)
    }

    /// `rule`'s typed options: the config's values over the defaults its option set declares.
    package func options<R: OptionedRule>(for rule: R.Type) -> R.Options {
        R.Options(RuleOptions(ruleOptions[R.description.id] ?? [:]))
    }

    /// Changes `rule`'s typed options; only the options `change` alters are written over the config's.
    package mutating func changeOptions<R: OptionedRule>(of rule: R.Type, _ change: (inout R.Options) -> Void) {
        let current = options(for: rule)
        var changed = current
        change(&changed)
        for field in R.Options.fields where field.encode(changed) != field.encode(current) {
            ruleOptions[R.description.id, default: [:]][field.name] = field.encode(changed)
        }
    }

    /// Whether `path` defines the palette: it matches `paletteFiles`, unless the last matching
    /// override with a `paletteFile` setting says otherwise.
    public func isPaletteFile(_ path: String) -> Bool {
        var result = paletteGlobs.matches(path)
        for override in overrides {
            if let paletteFile = override.paletteFile, override.globs.matches(path) { result = paletteFile }
        }
        return result
    }

    /// Rules to run, in registry order: those not off at top level, plus those some override turns
    /// on (they then apply only where that override matches, via `severity(forRule:path:context:)`).
    public var enabledRuleIDs: [String] {
        ruleDescriptions.map(\.id).filter { id in
            if let s = severities[id], s != .off { return true }
            return overrides.contains { override in override.rules[id].map { $0 != .off } ?? false }
        }
    }

    /// The effective configuration in config-file form, every key spelled out.
    /// For the defaults this is exactly rules.json (`DefaultConfiguration.json()`).
    package func resolvedJSON() -> JSONValue {
        let rules: [(key: String, value: JSONValue)] = ruleDescriptions.map { description in
            var entry: [(key: String, value: JSONValue)] = [
                ("severity", .string((severities[description.id] ?? .off).name)),
            ]
            let options = options(forRule: description.id)
            for option in description.options { entry.append((option.name, options.values[option.name] ?? option.defaultValue)) }
            return (description.id, .object(entry))
        }
        let contexts: [(key: String, value: JSONValue)] = [FindingContext.preview, .test].map { context in
            (context.rawValue, .string((contextCaps[context] ?? .off).name))
        }
        return .object([
            ("version", .number(1)),
            ("include", .array(include.map(JSONValue.string))),
            ("exclude", .array(exclude.map(JSONValue.string))),
            ("paletteFiles", .array(paletteFiles.map(JSONValue.string))),
            ("paletteNamespaces", .array(paletteNamespaces.map(JSONValue.string))),
            ("reportNamedConstants", .bool(reportsNamedColorConstants)),
            ("reportSingleUseColors", singleUseColorPolicy == .newCode ? .string("newCode") : .bool(singleUseColorPolicy == .always)),
            ("rules", .object(rules)),
            ("overrides", .array(overrides.map { $0.json(ruleIDs: ruleDescriptions.map(\.id)) })),
            ("contexts", .object(contexts)),
            ("tokens", .array(tokens.map(\.json))),
            ("tokenSources", tokenSources.json),
            ("fixes", fixes.json),
            ("contrastPairs", .array(contrastPairs.map(\.json))),
        ])
    }
}
