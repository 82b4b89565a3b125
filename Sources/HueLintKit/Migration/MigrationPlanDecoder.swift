/// Reads a plan file strictly: every problem is a `ConfigError` naming the file, the JSON path and
/// its line, as config errors do, so a hand-edited plan fails before anything is written.
package struct MigrationPlanDecoder {
    static let topLevelKeys = ["format", "version", "targets", "entries"]
    static let entryKeys = ["name", "role", "light", "dark", "members", "review", "sites"]
    static let siteKeys = ["path", "line", "column", "start", "end", "text", "language", "type", "role"]

    let file: String
    let lines: [String: Int]
    private(set) var errors: [ConfigError] = []

    package static func decode(_ bytes: [UInt8], file: String) throws -> MigrationPlan {
        let document = try ConfigErrors.parseDocument(bytes, file: file)
        var decoder = MigrationPlanDecoder(file: file, lines: document.lines)
        let plan = decoder.plan(document.root)
        if !decoder.errors.isEmpty { throw ConfigErrors(decoder.errors) }
        return plan
    }

    private mutating func fail(_ path: String, _ message: String, suggestion: String? = nil) {
        errors.append(ConfigError(file: file, path: path, line: lines[path], message: message, suggestion: suggestion))
    }

    private mutating func plan(_ root: JSONValue) -> MigrationPlan {
        var plan = MigrationPlan()
        guard let members = object(root, at: JSONPath.root, keys: Self.topLevelKeys) else { return plan }
        for key in ["format", "version", "entries"] where root[key] == nil { fail(JSONPath.root, "missing key \"\(key)\"") }
        for (key, value) in members {
            let path = JSONPath.member(JSONPath.root, key)
            switch key {
            case "format":
                if value.stringValue != MigrationPlan.format { fail(path, "expected \"\(MigrationPlan.format)\"") }
            case "version":
                guard let n = value.numberValue else { fail(path, "expected the number 1, found \(value.typeDescription)"); continue }
                if n != Double(MigrationPlan.version) {
                    fail(path, "unsupported version \(JSONWriter.format(n)); this HueLint reads version \(MigrationPlan.version)")
                }
            case "targets":
                guard object(value, at: path, keys: ["swift", "kotlin"]) != nil else { continue }
                plan.swiftTarget = target(value["swift"], at: JSONPath.member(path, "swift"))
                plan.kotlinTarget = target(value["kotlin"], at: JSONPath.member(path, "kotlin"))
            default:
                guard let items = value.arrayValue else { fail(path, "expected an array, found \(value.typeDescription)"); continue }
                plan.entries = items.enumerated().compactMap { entry($1, at: JSONPath.index(path, $0)) }
            }
        }
        var seen: [String: String] = [:]
        for (index, entry) in plan.entries.enumerated() {
            let path = JSONPath.member(JSONPath.index("$.entries", index), "name")
            // Asset catalogs and Android resources ignore case on case-insensitive disks.
            if let first = seen[entry.name.lowercased()] {
                fail(path, "the name \(JSONPath.quoted(entry.name)) is taken by \(first); merge the entries or rename one")
            } else {
                seen[entry.name.lowercased()] = JSONPath.index("$.entries", index)
            }
        }
        return plan
    }

    private mutating func target(_ value: JSONValue?, at path: String) -> TokenTarget? {
        guard let value, value != .null else { return nil }
        guard object(value, at: path, keys: ["format", "path"]) != nil else { return nil }
        let formats = TokenTarget.Format.allCases.map(\.rawValue)
        let format = string(value["format"], at: JSONPath.member(path, "format"))
        let folder = string(value["path"], at: JSONPath.member(path, "path"))
        guard let format, let folder else { return nil }
        guard let known = TokenTarget.Format(rawValue: format) else {
            fail(JSONPath.member(path, "format"), "unknown format \(JSONPath.quoted(format)) (one of: \(formats.joined(separator: ", ")))",
                 suggestion: Suggestion.closest(to: format, in: formats))
            return nil
        }
        return TokenTarget(format: known, path: folder)
    }

    private mutating func entry(_ value: JSONValue, at path: String) -> MigrationPlan.Entry? {
        guard object(value, at: path, keys: Self.entryKeys) != nil else { return nil }
        let name = string(value["name"], at: JSONPath.member(path, "name"))
        if let name, !Self.isTokenName(name) {
            fail(JSONPath.member(path, "name"), "\(JSONPath.quoted(name)) is not a token name: use letters, digits and '_', not starting with a digit")
        }
        let role = optionalRole(value["role"], at: JSONPath.member(path, "role"))
        let light = color(value["light"], at: JSONPath.member(path, "light"))
        var dark: RGBA?
        if let value = value["dark"], value != .null { dark = color(value, at: JSONPath.member(path, "dark")) }
        let members = strings(value["members"], at: JSONPath.member(path, "members"))
        let review = strings(value["review"], at: JSONPath.member(path, "review"))
        var sites: [MigrationPlan.Site] = []
        let sitesPath = JSONPath.member(path, "sites")
        if let list = value["sites"] {
            if let items = list.arrayValue {
                sites = items.enumerated().compactMap { site($1, at: JSONPath.index(sitesPath, $0)) }
            } else {
                fail(sitesPath, "expected an array, found \(list.typeDescription)")
            }
        } else {
            fail(path, "missing key \"sites\"")
        }
        guard let name, let light else { return nil }
        return MigrationPlan.Entry(name: name, role: role, light: light, dark: dark, members: members, review: review, sites: sites)
    }

    private mutating func site(_ value: JSONValue, at path: String) -> MigrationPlan.Site? {
        guard object(value, at: path, keys: Self.siteKeys) != nil else { return nil }
        let file = string(value["path"], at: JSONPath.member(path, "path"))
        let text = string(value["text"], at: JSONPath.member(path, "text"))
        let numbers = ["line", "column", "start", "end"].map { count(value[$0], at: JSONPath.member(path, $0)) }
        let language = string(value["language"], at: JSONPath.member(path, "language")).flatMap { name -> Language? in
            guard let language = Language(rawValue: name) else {
                fail(JSONPath.member(path, "language"), "unknown language \(JSONPath.quoted(name)) (one of: swift, kotlin)")
                return nil
            }
            return language
        }
        let types = SiteType.allCases.map(\.rawValue)
        let type = string(value["type"], at: JSONPath.member(path, "type")).flatMap { name -> SiteType? in
            guard let type = SiteType(rawValue: name) else {
                fail(JSONPath.member(path, "type"), "unknown site type \(JSONPath.quoted(name)) (one of: \(types.joined(separator: ", ")))",
                     suggestion: Suggestion.closest(to: name, in: types))
                return nil
            }
            return type
        }
        let role = optionalRole(value["role"], at: JSONPath.member(path, "role"))
        guard let file, let text, let language, let type, let line = numbers[0], let column = numbers[1],
              let start = numbers[2], let end = numbers[3] else { return nil }
        if end < start { fail(JSONPath.member(path, "end"), "ends before its start (\(start))") }
        return MigrationPlan.Site(path: file, line: line, column: column, start: start, end: end, text: text,
                                  language: language, type: type, role: role)
    }

    /// Letters, digits and `_`, not starting with a digit: a Swift identifier, an Android resource
    /// name and a safe folder name at once.
    static func isTokenName(_ name: String) -> Bool {
        guard let first = name.utf8.first, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) else { return false }
        return name.utf8.allSatisfy { byte in
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_")
        }
    }

    // MARK: Values

    private mutating func object(_ value: JSONValue, at path: String, keys: [String]) -> [(key: String, value: JSONValue)]? {
        guard let members = value.objectValue else {
            fail(path, "expected an object, found \(value.typeDescription)")
            return nil
        }
        for (key, _) in members where !keys.contains(key) {
            fail(JSONPath.member(path, key), "unknown key \(JSONPath.quoted(key))", suggestion: Suggestion.closest(to: key, in: keys))
        }
        return members
    }

    private mutating func string(_ value: JSONValue?, at path: String) -> String? {
        guard let value else { fail(parent(of: path), "missing key \(JSONPath.quoted(lastKey(of: path)))"); return nil }
        guard let text = value.stringValue else { fail(path, "expected a string, found \(value.typeDescription)"); return nil }
        return text
    }

    private mutating func count(_ value: JSONValue?, at path: String) -> Int? {
        guard let value else { fail(parent(of: path), "missing key \(JSONPath.quoted(lastKey(of: path)))"); return nil }
        guard let n = value.numberValue, n >= 0, n == n.rounded(), n < 1e12 else {
            fail(path, "expected a whole number from 0, found \(value.typeDescription == "a number" ? JSONWriter.format(value.numberValue!) : value.typeDescription)")
            return nil
        }
        return Int(n)
    }

    private mutating func strings(_ value: JSONValue?, at path: String) -> [String] {
        guard let value else { return [] }
        guard let list = value.stringArrayValue else { fail(path, "expected an array of strings"); return [] }
        return list
    }

    private mutating func color(_ value: JSONValue?, at path: String) -> RGBA? {
        guard let text = string(value, at: path) else { return nil }
        guard text.hasPrefix("#"), [7, 9].contains(text.utf8.count), let color = RGBA(hex: text, order: .rgba) else {
            fail(path, "expected a colour as \"#RRGGBB\" or \"#RRGGBBAA\", found \(JSONPath.quoted(text))")
            return nil
        }
        return color
    }

    private mutating func optionalRole(_ value: JSONValue?, at path: String) -> TokenRole? {
        guard let value, value != .null else { return nil }
        let roles = TokenRole.allCases.map(\.rawValue)
        guard let name = value.stringValue, let role = TokenRole(rawValue: name) else {
            fail(path, "expected null or one of: \(roles.joined(separator: ", "))",
                 suggestion: value.stringValue.flatMap { Suggestion.closest(to: $0, in: roles) })
            return nil
        }
        return role
    }

    private func parent(of path: String) -> String {
        guard let dot = path.lastIndex(of: ".") else { return path }
        return String(path[..<dot])
    }

    private func lastKey(of path: String) -> String {
        guard let dot = path.lastIndex(of: ".") else { return path }
        return String(path[path.index(after: dot)...])
    }
}
