/// Turns a parsed config document into a `ConfigFile`, collecting every error instead of stopping
/// at the first: each key is checked on its own, so one bad key never hides the rest.
struct ConfigDecoder {
    static let topLevelKeys = ["version", "include", "exclude", "paletteFiles", "paletteNamespaces", "reportNamedConstants",
                               "reportSingleUseColors", "rules", "overrides", "contexts", "tokens", "tokenSources", "fixes", "contrastPairs"]
    static let overrideKeys = ["files", "rules", "paletteFile"]
    static let tokenKeys = ["name", "swift", "kotlin", "light", "dark", "role"]
    static let contextKeys = [FindingContext.preview.rawValue, FindingContext.test.rawValue]

    let file: String
    let lines: [String: Int]
    /// The rules a config file may name (the registry's).
    let ruleDescriptions: [RuleDescription]
    private(set) var errors: [ConfigError] = []

    init(file: String, lines: [String: Int], rules: [RuleDescription]) {
        self.file = file
        self.lines = lines
        self.ruleDescriptions = rules
    }

    mutating func fail(_ path: String, _ message: String, suggestion: String? = nil) {
        errors.append(ConfigError(file: file, path: path, line: lines[path], message: message, suggestion: suggestion))
    }

    package mutating func decode(_ root: JSONValue) -> ConfigFile {
        var out = ConfigFile()
        guard let members = object(root, at: JSONPath.root) else { return out }
        for (key, value) in members {
            let path = JSONPath.member(JSONPath.root, key)
            switch key {
            case "version": version(value, at: path)
            case "include": out.include = globs(value, at: path)
            case "exclude": out.exclude = globs(value, at: path)
            case "paletteFiles": out.paletteFiles = globs(value, at: path)
            case "paletteNamespaces": out.paletteNamespaces = typeNames(value, at: path)
            case "reportNamedConstants":
                if let b = value.boolValue { out.reportNamedConstants = b } else { mismatch(value, expected: "a boolean", at: path) }
            case "reportSingleUseColors":
                if let b = value.boolValue {
                    out.reportSingleUseColors = b ? .always : .never
                } else if value.stringValue == "newCode" {
                    out.reportSingleUseColors = .newCode
                } else {
                    mismatch(value, expected: "true, false or \"newCode\"", at: path)
                }
            case "rules": out.rules = rules(value, at: path)
            case "overrides": out.overrides = overrides(value, at: path)
            case "contexts": out.contexts = contexts(value, at: path)
            case "tokens": out.tokens = tokens(value, at: path)
            case "tokenSources": out.tokenSources = tokenSources(value, at: path, over: TokenSourceSettings())
            case "fixes": out.fixes = fixSettings(value, at: path, over: FixSettings())
            case "contrastPairs": out.contrastPairs = contrastPairs(value, at: path)
            default: unknown("key", key, at: path, among: Self.topLevelKeys)
            }
        }
        return out
    }

    // MARK: Keys

    mutating func version(_ value: JSONValue, at path: String) {
        guard let n = value.numberValue else { return mismatch(value, expected: "the number 1", at: path) }
        if n != 1 { fail(path, "unsupported version \(JSONWriter.format(n)); this HueLint reads version 1") }
    }

    mutating func rules(_ value: JSONValue, at path: String) -> [String: RuleSetting] {
        var out: [String: RuleSetting] = [:]
        guard let members = object(value, at: path) else { return out }
        for (id, entry) in members {
            let entryPath = JSONPath.member(path, id)
            guard let description = ruleDescriptions.first(where: { $0.id == id }) else {
                unknown("rule", id, at: entryPath, among: ruleDescriptions.map(\.id))
                continue
            }
            if let setting = ruleSetting(entry, at: entryPath, rule: description, allowOptions: true) { out[id] = setting }
        }
        return out
    }

    /// A bare severity string, or `{ "severity": …, <options> }`. Options vary per session, not per
    /// file (each rule is built once with its options), so overrides may only set severity.
    mutating func ruleSetting(_ value: JSONValue, at path: String, rule: RuleDescription,
                              allowOptions: Bool) -> RuleSetting? {
        if value.stringValue != nil {
            return severity(value, at: path).map { RuleSetting(severity: $0) }
        }
        guard let members = value.objectValue else {
            mismatch(value, expected: "a severity string or an object", at: path)
            return nil
        }
        var setting = RuleSetting()
        let keys = ["severity"] + rule.options.map(\.name)
        for (key, optionValue) in members {
            let optionPath = JSONPath.member(path, key)
            if key == "severity" {
                setting.severity = severity(optionValue, at: optionPath)
            } else if let option = rule.options.first(where: { $0.name == key }) {
                if !allowOptions {
                    fail(optionPath, "rule options cannot vary per file; set \(JSONPath.quoted(key)) in $.rules[\(JSONPath.quoted(rule.id))]")
                } else if conforms(optionValue, to: option.defaultValue, at: optionPath) {
                    setting.options[key] = optionValue
                }
            } else if allowOptions {
                unknown("option", key, at: optionPath, among: keys, detail: " for rule \(JSONPath.quoted(rule.id))")
            } else {
                unknown("key", key, at: optionPath, among: ["severity"])
            }
        }
        return setting
    }

    mutating func severity(_ value: JSONValue, at path: String) -> ConfiguredSeverity? {
        guard let text = value.stringValue else {
            mismatch(value, expected: "a severity string", at: path)
            return nil
        }
        if let s = ConfiguredSeverity(text) { return s }
        fail(path, "invalid severity \(JSONPath.quoted(text)); expected \(Self.list(ConfiguredSeverity.allNames))",
             suggestion: Suggestion.closest(to: text, in: ConfiguredSeverity.allNames))
        return nil
    }

    mutating func overrides(_ value: JSONValue, at path: String) -> [ConfigOverride]? {
        guard let items = array(value, at: path) else { return nil }
        var out: [ConfigOverride] = []
        for (i, item) in items.enumerated() {
            let itemPath = JSONPath.index(path, i)
            guard let members = object(item, at: itemPath) else { continue }
            var files: [String]?
            var rules: [String: ConfiguredSeverity] = [:]
            var paletteFile: Bool?
            for (key, v) in members {
                let keyPath = JSONPath.member(itemPath, key)
                switch key {
                case "files":
                    files = globs(v, at: keyPath)
                    if files?.isEmpty == true { fail(keyPath, "\"files\" must list at least one glob") }
                case "rules":
                    guard let ruleMembers = object(v, at: keyPath) else { continue }
                    for (id, entry) in ruleMembers {
                        let entryPath = JSONPath.member(keyPath, id)
                        guard let description = ruleDescriptions.first(where: { $0.id == id }) else {
                            unknown("rule", id, at: entryPath, among: ruleDescriptions.map(\.id))
                            continue
                        }
                        let setting = ruleSetting(entry, at: entryPath, rule: description, allowOptions: false)
                        if let s = setting?.severity { rules[id] = s }
                    }
                case "paletteFile":
                    if let b = v.boolValue { paletteFile = b } else { mismatch(v, expected: "a boolean", at: keyPath) }
                default:
                    unknown("key", key, at: keyPath, among: Self.overrideKeys)
                }
            }
            if members.first(where: { $0.key == "files" }) == nil {
                fail(itemPath, "missing required key \"files\"")
            }
            if let files, !files.isEmpty { out.append(ConfigOverride(files: files, rules: rules, paletteFile: paletteFile)) }
        }
        return out
    }

    mutating func contexts(_ value: JSONValue, at path: String) -> [FindingContext: ConfiguredSeverity] {
        var out: [FindingContext: ConfiguredSeverity] = [:]
        guard let members = object(value, at: path) else { return out }
        for (key, v) in members {
            let keyPath = JSONPath.member(path, key)
            guard Self.contextKeys.contains(key), let context = FindingContext(rawValue: key) else {
                unknown("context", key, at: keyPath, among: Self.contextKeys)
                continue
            }
            if let s = severity(v, at: keyPath) { out[context] = s }
        }
        return out
    }

    mutating func tokens(_ value: JSONValue, at path: String) -> [TokenDefinition]? {
        guard let items = array(value, at: path) else { return nil }
        var out: [TokenDefinition] = []
        var firstIndex: [String: Int] = [:]
        for (i, item) in items.enumerated() {
            let itemPath = JSONPath.index(path, i)
            let token = token(item, at: itemPath)
            // Checked on the raw name so a duplicate is reported even if either token has other errors.
            if let name = item["name"]?.stringValue {
                if let first = firstIndex[name] {
                    fail(JSONPath.member(itemPath, "name"),
                         "duplicate token name \(JSONPath.quoted(name)); first defined at \(JSONPath.index(path, first))")
                } else {
                    firstIndex[name] = i
                }
            }
            if let token { out.append(token) }
        }
        return out
    }

    mutating func token(_ value: JSONValue, at path: String) -> TokenDefinition? {
        guard let members = object(value, at: path) else { return nil }
        var fields: [String: String] = [:]
        var valid = true
        for (key, v) in members {
            let keyPath = JSONPath.member(path, key)
            guard Self.tokenKeys.contains(key) else {
                unknown("key", key, at: keyPath, among: Self.tokenKeys)
                valid = false
                continue
            }
            guard let text = v.stringValue else {
                mismatch(v, expected: key == "light" || key == "dark" ? "a colour string" : "a string", at: keyPath)
                valid = false
                continue
            }
            switch key {
            case "light", "dark":
                if !TokenDefinition.isValidColor(text) {
                    fail(keyPath, "invalid colour \(JSONPath.quoted(text)); expected #RGB, #RRGGBB or #RRGGBBAA")
                    valid = false
                }
            case "role":
                if !TokenDefinition.roles.contains(text) {
                    fail(keyPath, "invalid role \(JSONPath.quoted(text)); expected \(Self.list(TokenDefinition.roles))",
                         suggestion: Suggestion.closest(to: text, in: TokenDefinition.roles))
                    valid = false
                }
            default:
                if text.isEmpty {
                    fail(keyPath, "\(JSONPath.quoted(key)) must not be empty")
                    valid = false
                }
            }
            fields[key] = text
        }
        if fields["name"] == nil && members.first(where: { $0.key == "name" }) == nil {
            fail(path, "missing required key \"name\"")
        }
        if !members.contains(where: { $0.key == "swift" || $0.key == "kotlin" }) {
            fail(path, "a token needs \"swift\", \"kotlin\" or both")
        }
        if !members.contains(where: { $0.key == "light" }) {
            fail(path, "missing required key \"light\"")
        }
        guard valid, let name = fields["name"], let light = fields["light"] else { return nil }
        return TokenDefinition(name: name, swift: fields["swift"], kotlin: fields["kotlin"], light: light,
                               dark: fields["dark"], role: fields["role"])
    }
}
