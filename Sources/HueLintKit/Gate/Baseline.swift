/// The findings a legacy codebase has accepted, so a gate reports only new ones.
///
/// File format, version 1: a JSON object with `version`, `tool` and `entries`, one entry per line,
/// sorted by file, rule, text and occurrence, so a diff of the baseline reads as a list of
/// findings fixed or accepted:
///
///     {
///       "version": 1,
///       "tool": "HueLint",
///       "entries": [
///         {"file": "App/Home.swift", "rule": "hex-color-literal", "text": "Color(hex:\"0066CC\")", "occurrence": 0}
///       ]
///     }
///
/// `text` is the finding's offending text with spaces, tabs and line breaks removed; `occurrence`
/// counts the findings of the same rule and text before it in the file (from 0). Together they
/// are the inputs of the finding's `fingerprint`. Reading is strict: unknown keys, wrong types and
/// a version other than 1 are errors with a JSON path.
package struct Baseline: Equatable, Sendable {
    package static let formatVersion = 1

    /// Sorted, without duplicates.
    package private(set) var entries: [BaselineEntry]

    package init(entries: [BaselineEntry]) {
        self.entries = Array(Set(entries)).sorted(by: BaselineEntry.precedes)
    }

    /// The entry a finding would be recorded as. `repositoryPath` is the finding's file relative to
    /// the repository root.
    package static func entry(for finding: Finding, repositoryPath: String) -> BaselineEntry {
        // Hand-built findings carry no fingerprint inputs: use the line, as `reportedFingerprint` does.
        let text = finding.normalizedText.isEmpty ? FileLinter.normalized(finding.snippet) : finding.normalizedText
        return BaselineEntry(file: repositoryPath, rule: finding.ruleID, text: text, occurrence: finding.occurrence)
    }

    // MARK: Reading and writing

    package static func parse(_ bytes: [UInt8], file: String) throws -> Baseline {
        func problem(_ path: String, _ message: String) -> GateError {
            GateError("baseline \(file): \(path): \(message)")
        }
        let root: JSONValue
        do {
            root = try JSONParser.parse(bytes)
        } catch let error as JSONParseError {
            throw GateError("baseline \(file): \(error.line):\(error.column): \(error.message)")
        }
        guard let members = root.objectValue else { throw problem("$", "expected an object, found \(root.typeDescription)") }
        for member in members where !["version", "tool", "entries"].contains(member.key) {
            throw problem("$." + member.key, "unknown key (expected version, tool, entries)")
        }
        guard let version = root["version"] else { throw problem("$.version", "missing") }
        guard version.numberValue == Double(formatVersion) else {
            throw problem("$.version", "unsupported version \(JSONWriter.render(version).dropLast()); this HueLint reads version \(formatVersion)")
        }
        if let tool = root["tool"], tool.stringValue == nil {
            throw problem("$.tool", "expected a string, found \(tool.typeDescription)")
        }
        guard let list = root["entries"] else { throw problem("$.entries", "missing") }
        guard let items = list.arrayValue else { throw problem("$.entries", "expected an array, found \(list.typeDescription)") }
        var entries: [BaselineEntry] = []
        for (index, item) in items.enumerated() {
            let path = "$.entries[\(index)]"
            guard let fields = item.objectValue else { throw problem(path, "expected an object, found \(item.typeDescription)") }
            for field in fields where !["file", "rule", "text", "occurrence"].contains(field.key) {
                throw problem(path + "." + field.key, "unknown key (expected file, rule, text, occurrence)")
            }
            var strings: [String] = []
            for key in ["file", "rule", "text"] {
                guard let value = item[key] else { throw problem(path + "." + key, "missing") }
                guard let string = value.stringValue else { throw problem(path + "." + key, "expected a string, found \(value.typeDescription)") }
                strings.append(string)
            }
            guard let count = item["occurrence"] else { throw problem(path + ".occurrence", "missing") }
            guard let number = count.numberValue, number >= 0, number == number.rounded(), number < 1e9 else {
                throw problem(path + ".occurrence", "expected a whole number from 0")
            }
            entries.append(BaselineEntry(file: strings[0], rule: strings[1], text: strings[2], occurrence: Int(number)))
        }
        return Baseline(entries: entries)
    }

    package static func load(fromFile path: String) throws -> Baseline {
        guard let bytes = FileSystem.read(Array(path.utf8)) else { throw GateError("cannot read the baseline '\(path)'") }
        return try parse(bytes, file: path)
    }

    /// The file's text: byte-identical for the same entries.
    package func rendered() -> String {
        var out = "{\n  \"version\": \(Baseline.formatVersion),\n  \"tool\": \"HueLint\",\n  \"entries\": ["
        for (index, entry) in entries.enumerated() {
            out += index == 0 ? "\n" : ",\n"
            out += "    {\"file\": \""
            JSONWriter.appendEscaped(entry.file, to: &out)
            out += "\", \"rule\": \""
            JSONWriter.appendEscaped(entry.rule, to: &out)
            out += "\", \"text\": \""
            JSONWriter.appendEscaped(entry.text, to: &out)
            out += "\", \"occurrence\": " + String(entry.occurrence) + "}"
        }
        out += entries.isEmpty ? "]\n}\n" : "\n  ]\n}\n"
        return out
    }

    // MARK: Matching

    package struct Match {
        /// Findings the baseline does not hold: these are reported.
        package var new: [Finding] = []
        /// Findings the baseline holds: hidden.
        var known: [Finding] = []
        /// Entries whose file was linted but whose finding is gone (fixed, or its rule turned off).
        package var stale: [BaselineEntry] = []
    }

    /// Sorts `findings` into new and known, each entry matching at most one finding. `inScope`
    /// says whether an entry's file was linted in this run: entries for files not looked at are
    /// neither matched nor stale.
    package func match(_ findings: [Finding], repositoryPath: (Finding) -> String, inScope: (String) -> Bool) -> Match {
        var unused = Set(entries)
        var result = Match()
        for finding in findings {
            if unused.remove(Baseline.entry(for: finding, repositoryPath: repositoryPath(finding))) != nil {
                result.known.append(finding)
            } else {
                result.new.append(finding)
            }
        }
        result.stale = entries.filter { unused.contains($0) && inScope($0.file) }
        return result
    }
}
