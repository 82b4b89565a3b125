import Foundation

/// Runs the enabled catalog rules once per run and turns their findings into ordinary `Finding`s,
/// located in the definition files' own bytes (JSON, XML, Swift or Kotlin): severity from config
/// for that path (so overrides can silence a vendored asset catalog), fingerprints from the rule's key.
package enum CatalogLinter {
    package static func run(_ catalog: TokenCatalog, configuration: Configuration,
                           currentDirectory: String) -> (findings: [Finding], warnings: [FileWarning]) {
        let enabled = Set(configuration.enabledRuleIDs)
        let types = RuleRegistry.catalogRuleTypes.filter { enabled.contains($0.description.id) }
        guard !types.isEmpty, !catalog.isEmpty else { return ([], []) }
        var cache: [String: [UInt8]?] = [:]
        // One line index per file, not one per finding: a catalog file can hold thousands.
        var lineIndexes: [String: LineIndex] = [:]
        func lines(_ path: String, _ bytes: [UInt8]) -> LineIndex {
            if let known = lineIndexes[path] { return known }
            let built = LineIndex(bytes: bytes)
            lineIndexes[path] = built
            return built
        }
        func read(_ path: String) -> [UInt8]? {
            if let cached = cache[path] { return cached }
            let absolute = ReportPaths.absolute(path, in: currentDirectory)
            let bytes = FileManager.default.contents(atPath: absolute).map([UInt8].init)
            cache[path] = bytes
            return bytes
        }
        let configPath = configuration.sourcePath.map { ReportPaths.displayPath($0, in: currentDirectory) }
        let run = CatalogRun(configuration: configuration, configPath: configPath,
                             locator: TokenDefinitionLocator(configPath: configPath, read: read))
        var findings: [Finding] = []
        for type in types {
            let id = type.description.id
            var found: [CatalogFinding] = []
            type.init(options: configuration.options(forRule: id)).check(catalog, in: run, into: &found)
            var occurrences: [String: Int] = [:]
            for item in found {
                guard let severity = configuration.severity(forRule: id, path: item.location.path, context: .code) else { continue }
                let bytes = read(item.location.path) ?? []
                var finding = Self.finding(id, severity, item.location, item.message, bytes, lines: lines(item.location.path, bytes))
                finding.related = item.related.map { related in
                    let relatedBytes = read(related.location.path) ?? []
                    let located = Self.finding(id, severity, related.location, related.message, relatedBytes,
                                               lines: lines(related.location.path, relatedBytes))
                    return RelatedLocation(path: located.path, start: located.start, end: located.end, message: related.message)
                }
                let key = item.location.path + "\u{0}" + item.key
                finding.normalizedText = FileLinter.normalized(item.key)
                finding.occurrence = occurrences[key, default: 0]
                occurrences[key] = finding.occurrence + 1
                finding.fingerprint = Fingerprint.of(ruleID: id, text: finding.normalizedText, occurrence: finding.occurrence)
                findings.append(finding)
            }
        }
        return (findings, run.warnings)
    }

    static func finding(_ id: String, _ severity: Severity, _ location: DefinitionLocation, _ message: String, _ bytes: [UInt8],
                        lines: LineIndex? = nil) -> Finding {
        let lines = lines ?? LineIndex(bytes: bytes)
        let range = ByteRange(min(location.range.start, bytes.count), min(max(location.range.start, location.range.end), bytes.count))
        let start = lines.location(of: range.start, in: bytes)
        let snippet = SourceFile.snippet(at: start, lines: lines, bytes: bytes)
        var finding = Finding(ruleID: id, severity: severity, path: location.path, range: range, start: start,
                              end: lines.location(of: range.end, in: bytes), message: message, snippet: snippet.text, context: .code)
        finding.snippetColumn = snippet.column
        finding.snippetCutAfter = snippet.cutAfter
        return finding
    }
}
