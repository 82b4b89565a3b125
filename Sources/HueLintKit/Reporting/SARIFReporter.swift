/// SARIF 2.1.0 for GitHub code scanning and other SARIF viewers; validated against the OASIS schema
/// by `.ci/validate-sarif.py` in the golden tests.
///
/// One run. `tool.driver.rules` lists every enabled rule (plus any rule a finding names that the
/// report did not list, so `ruleIndex` is always valid). Each result carries its own `level`, a
/// location relative to `%SRCROOT%` (the repository root), `partialFingerprints` so alerts survive
/// edits elsewhere, related locations, and the finding context in `properties`. Columns count
/// Unicode scalars (`columnKind: unicodeCodePoints`); `endColumn` is exclusive.
public enum SARIFReporter {
    public static let schemaURI = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
    public static let informationURI = "https://github.com/huelint/huelint"
    static let rootBaseID = "%SRCROOT%"

    public static func render(_ report: LintReport, context: ReportContext) -> String {
        let rules = reportedRules(report)
        var ruleIndex: [String: Int] = [:]
        for (index, rule) in rules.enumerated() where ruleIndex[rule.id] == nil { ruleIndex[rule.id] = index }
        var artifacts = ArtifactLocations(context: context)

        var run: [(key: String, value: JSONValue)] = [
            ("tool", .object([("driver", .object([
                ("name", .string("HueLint")),
                ("version", .string(context.toolVersion)),
                ("semanticVersion", .string(context.toolVersion)),
                ("informationUri", .string(informationURI)),
                ("rules", .array(rules.map(ruleObject))),
            ]))])),
        ]
        if let category = context.category {
            // GitHub takes the category from the id up to its last "/"; the action appends one too.
            run.append(("automationDetails", .object([("id", .string(category.hasSuffix("/") ? category : category + "/"))])))
        }
        run.append(("invocations", .array([.object([
            ("executionSuccessful", .bool(true)),
            ("toolExecutionNotifications", .array(report.warnings.map { warning in
                .object([
                    ("level", .string("warning")),
                    ("message", .object([("text", .string(warning.message))])),
                    ("locations", .array([.object([
                        ("physicalLocation", .object([("artifactLocation", artifacts.location(of: warning.path))])),
                    ])])),
                ])
            } + (context.gate?.lines() ?? []).map { line in
                // What --baseline and --diff-base hid, so a code-scanning run says why it is short.
                .object([("level", .string("note")), ("message", .object([("text", .string(line))]))])
            })),
        ])])))
        run.append(("originalUriBaseIds", .object([
            (rootBaseID, .object([("uri", .string(ReportPaths.directoryURI(context.repositoryRoot)))])),
        ])))
        run.append(("columnKind", .string("unicodeCodePoints")))
        run.append(("results", JSONWriter.streamedArray))

        return JSONWriter.render(.object([
            ("$schema", .string(schemaURI)),
            ("version", .string("2.1.0")),
            ("runs", .array([.object(run)])),
        ]), streaming: report.findings.count) { index in
            let finding = report.findings[index]
            return resultObject(finding, ruleIndex: ruleIndex[finding.ruleID] ?? 0, artifacts: &artifacts)
        }
    }

    /// The report's rules, then any rule a finding names that they lack, in id order.
    static func reportedRules(_ report: LintReport) -> [RuleDescription] {
        var rules = report.rules
        var known = Set(rules.map(\.id))
        var missing: [String] = []
        for finding in report.findings where !known.contains(finding.ruleID) {
            known.insert(finding.ruleID)
            missing.append(finding.ruleID)
        }
        for id in missing.sorted(by: { $0.utf8Precedes($1) }) {
            rules.append(RuleRegistry.description(for: id) ?? RuleDescription(
                id: id, summary: id, rationale: id, howToFix: "", before: "", after: "",
                defaultSeverity: .warning, triggering: [], nonTriggering: []))
        }
        return rules
    }

    /// `hex-color-literal` -> `HexColorLiteral`, the SARIF `name` convention.
    static func upperCamelName(_ id: String) -> String {
        id.split(whereSeparator: { $0 == "-" || $0 == "_" }).map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    static func level(_ severity: Severity) -> JSONValue {
        .string(severity.rawValue)  // SARIF's levels are spelled like ours: error, warning, note
    }

    private static func ruleObject(_ rule: RuleDescription) -> JSONValue {
        .object([
            ("id", .string(rule.id)),
            ("name", .string(upperCamelName(rule.id))),
            ("shortDescription", .object([("text", .string(rule.summary))])),
            ("fullDescription", .object([("text", .string(rule.rationale))])),
            ("help", .object([("text", .string(rule.plainText)), ("markdown", .string(rule.markdown))])),
            ("defaultConfiguration", .object(rule.isOptIn
                ? [("enabled", .bool(false)), ("level", level(rule.defaultSeverity))]
                : [("level", level(rule.defaultSeverity))])),
        ])
    }

    private static func resultObject(_ finding: Finding, ruleIndex: Int, artifacts: inout ArtifactLocations) -> JSONValue {
        var region: [(key: String, value: JSONValue)] = [
            ("startLine", .int(finding.start.line)),
            ("startColumn", .int(finding.start.column)),
            ("endLine", .int(finding.end.line)),
            ("endColumn", .int(finding.end.column)),
        ]
        var physical: [(key: String, value: JSONValue)] = [("artifactLocation", artifacts.location(of: finding.path))]
        // A snippet must be exactly the region's text, and the context region must contain the
        // region, so both are given only when the span sits on the one line the snippet holds.
        // A cut snippet's context region is the part of the line it holds, without the `…` marks.
        if let spanText = finding.spanTextOnOneLine {
            region.append(("snippet", .object([("text", .string(spanText))])))
            physical.append(("region", .object(region)))
            var context: [(key: String, value: JSONValue)] = [("startLine", .int(finding.start.line))]
            let isCut = finding.snippetColumn > 1 || finding.snippetCutAfter
            if isCut { context.append(("startColumn", .int(finding.snippetColumn))) }
            context.append(("endLine", .int(finding.start.line)))
            if isCut {
                let scalars = finding.snippet.utf8.reduce(0) { $0 + ($1 & 0xC0 != 0x80 ? 1 : 0) }
                context.append(("endColumn", .int(finding.snippetColumn + scalars)))
            }
            context.append(("snippet", .object([("text", .string(finding.snippet))])))
            physical.append(("contextRegion", .object(context)))
        } else {
            physical.append(("region", .object(region)))
        }

        var result: [(key: String, value: JSONValue)] = [
            ("ruleId", .string(finding.ruleID)),
            ("ruleIndex", .int(ruleIndex)),
            ("level", level(finding.severity)),
            ("message", .object([("text", .string(finding.message))])),
            ("locations", .array([.object([("physicalLocation", .object(physical))])])),
            ("partialFingerprints", .object([("primaryLocationLineHash", .string(finding.reportedFingerprint))])),
        ]
        if !finding.related.isEmpty {
            result.append(("relatedLocations", .array(finding.related.enumerated().map { index, related in
                .object([
                    ("id", .int(index + 1)),
                    ("physicalLocation", .object([
                        ("artifactLocation", artifacts.location(of: related.path)),
                        ("region", .object([
                            ("startLine", .int(related.start.line)),
                            ("startColumn", .int(related.start.column)),
                            ("endLine", .int(related.end.line)),
                            ("endColumn", .int(related.end.column)),
                        ])),
                    ])),
                    ("message", .object([("text", .string(related.message))])),
                ])
            })))
        }
        result += FixReporting.sarifMembers(finding, artifactLocation: artifacts.location(of: finding.path))
        result.append(("properties", .object([("context", .string(finding.context.rawValue))])))
        return .object(result)
    }

    /// `artifactLocation` objects, computed once per path: relative to `%SRCROOT%` when the file is
    /// inside the repository, else an absolute `file://` URI.
    struct ArtifactLocations {
        let context: ReportContext
        private var cache: [String: JSONValue] = [:]

        init(context: ReportContext) { self.context = context }

        mutating func location(of path: String) -> JSONValue {
            if let known = cache[path] { return known }
            let resolved = ReportPaths.repositoryRelative(path, context: context)
            let value: JSONValue = resolved.insideRoot
                ? .object([("uri", .string(ReportPaths.percentEncoded(resolved.path))), ("uriBaseId", .string(rootBaseID))])
                : .object([("uri", .string("file://" + ReportPaths.percentEncoded(resolved.path)))])
            cache[path] = value
            return value
        }
    }
}
