/// A rule's typed options, as SwiftLint's rule configurations and ruff's settings structs: each
/// option is a stored property whose initial value is its default, and `fields` declares once its
/// config name, summary and JSON type. `RuleDescription.options` (docs, config validation,
/// rules.json) is generated from it, and the rule reads the typed properties.
package protocol RuleOptionSet: Sendable {
    /// Every option at its default.
    init()
    /// The options as config spells them, in documentation order.
    static var fields: [RuleOptionField<Self>] { get }
}

extension RuleOptionSet {
    /// The options as documented and validated: name, summary and the default's JSON value.
    package static var descriptions: [RuleOption] {
        let defaults = Self()
        return fields.map { RuleOption($0.name, $0.summary, default: $0.encode(defaults)) }
    }

    /// The defaults with `resolved`'s values over them. Values reach here validated by the config
    /// decoder (their JSON type matches the default's), so a field only reads its own type.
    package init(_ resolved: RuleOptions) {
        self.init()
        for field in Self.fields {
            if let value = resolved.values[field.name] { field.decode(&self, value) }
        }
    }
}

/// One option of a `RuleOptionSet`: its config name, its summary, and how its property maps to JSON.
package struct RuleOptionField<Options> {
    package let name: String
    package let summary: String
    let encode: (Options) -> JSONValue
    package let decode: (inout Options, JSONValue) -> Void

    /// A list of strings, e.g. names to allow or words to look for.
    package static func strings(_ name: String, _ property: WritableKeyPath<Options, [String]>, _ summary: String) -> Self {
        RuleOptionField(name: name, summary: summary,
                        encode: { .array($0[keyPath: property].map(JSONValue.string)) },
                        decode: { options, value in
                            if let strings = value.stringArrayValue { options[keyPath: property] = strings }
                        })
    }

    /// A switch.
    package static func bool(_ name: String, _ property: WritableKeyPath<Options, Bool>, _ summary: String) -> Self {
        RuleOptionField(name: name, summary: summary,
                        encode: { .bool($0[keyPath: property]) },
                        decode: { options, value in
                            if let flag = value.boolValue { options[keyPath: property] = flag }
                        })
    }
}

/// The options of a rule that has none.
package struct NoOptions: RuleOptionSet {
    package init() {}
    package static var fields: [RuleOptionField<NoOptions>] { [] }
}

/// What every rule kind shares about options: a typed set, built from the config's resolved values.
package protocol OptionedRule: Sendable {
    associatedtype Options: RuleOptionSet = NoOptions
    static var description: RuleDescription { get }
    /// Builds the rule with its typed options.
    init(_ options: Options)
    /// Builds the rule from the config's values, already validated and merged over the defaults.
    init(options: RuleOptions)
}

extension OptionedRule {
    package init(options: RuleOptions) { self.init(Options(options)) }
}

extension OptionedRule where Options == NoOptions {
    package init() { self.init(NoOptions()) }
}

/// A rule's resolved options as config values: the config's values over the rule's defaults.
/// Rules read them typed, through their `RuleOptionSet`.
package struct RuleOptions: Sendable {
    package var values: [String: JSONValue]

    package init(_ values: [String: JSONValue] = [:]) { self.values = values }
}
