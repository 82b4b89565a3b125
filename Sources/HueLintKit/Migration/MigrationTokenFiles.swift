import Foundation

/// The token files an apply writes: a `NAME.colorset/Contents.json` per Swift token (Any and, for
/// an adaptive token, Dark), and `<color>` entries in `values/colors.xml` and, for dark values,
/// `values-night/colors.xml`. A token that exists with the same value is left alone (so applying
/// twice changes nothing); one that exists with another value is a conflict, and its entry is skipped.
package enum MigrationTokenFiles {
    /// One file to create or change. `old` is nil for a new file.
    package struct Change {
        package var absolutePath: String
        package var displayPath: String
        package var old: [UInt8]?
        package var new: [UInt8]
    }

    package struct Conflict {
        package var entry: String
        package var message: String
    }

    /// - Parameter language: which sites of each entry need a token: only entries with Swift sites
    ///   get a colorset, only entries with Kotlin sites a resource.
    static func changes(_ entries: [MigrationPlan.Entry], target: TokenTarget, language: Language, planFolder: String)
        -> (changes: [Change], conflicts: [Conflict]) {
        let used = entries.filter { $0.sites.contains { $0.language == language } }
        switch target.format {
        case .assetCatalog: return colorsets(used, folder: target.path, planFolder: planFolder)
        case .androidResources: return resources(used, folder: target.path, planFolder: planFolder)
        }
    }

    // MARK: Asset catalogs

    private static func colorsets(_ entries: [MigrationPlan.Entry], folder: String, planFolder: String) -> (changes: [Change], conflicts: [Conflict]) {
        var changes: [Change] = []
        var conflicts: [Conflict] = []
        for entry in entries {
            let display = folder + "/" + entry.name + ".colorset/Contents.json"
            let absolute = absolutePath(display, planFolder)
            let new = Array(contents(entry).utf8)
            let old = FileSystem.read(Array(absolute.utf8))
            if let old {
                if old != new {
                    conflicts.append(Conflict(entry: entry.name, message: "\(display) exists with other contents; rename the entry or remove the colour set"))
                }
                continue
            }
            changes.append(Change(absolutePath: absolute, displayPath: display, old: nil, new: new))
        }
        // A new catalog (a Swift package target's) starts with the folder's own Contents.json, as Xcode writes it.
        if !changes.isEmpty && !FileManager.default.fileExists(atPath: absolutePath(folder, planFolder)) {
            let root = "{\n  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }\n}\n"
            changes.insert(Change(absolutePath: absolutePath(folder + "/Contents.json", planFolder), displayPath: folder + "/Contents.json",
                                  old: nil, new: Array(root.utf8)), at: 0)
        }
        return (changes, conflicts)
    }

    /// Contents.json as Xcode writes it; components as `0xRR` hex bytes, alpha to three decimals
    /// (enough to give back the same 8-bit alpha).
    static func contents(_ entry: MigrationPlan.Entry) -> String {
        func color(_ c: RGBA, indent: String) -> String {
            let b = c.bytes
            let alpha = String(format: "%.3f", Double(b.alpha) / 255)
            return """
                \(indent)"color" : {
                \(indent)  "color-space" : "srgb",
                \(indent)  "components" : {
                \(indent)    "alpha" : "\(alpha)",
                \(indent)    "blue" : "0x\(RGBA.hex(b.blue))",
                \(indent)    "green" : "0x\(RGBA.hex(b.green))",
                \(indent)    "red" : "0x\(RGBA.hex(b.red))"
                \(indent)  }
                \(indent)},

                """
        }
        var out = "{\n  \"colors\" : [\n    {\n" + color(entry.light, indent: "      ") + "      \"idiom\" : \"universal\"\n    }"
        if let dark = entry.dark {
            out += """
                ,
                    {
                      "appearances" : [
                        {
                          "appearance" : "luminosity",
                          "value" : "dark"
                        }
                      ],

                """
            out += color(dark, indent: "      ") + "      \"idiom\" : \"universal\"\n    }"
        }
        out += "\n  ],\n  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }\n}\n"
        return out
    }

    // MARK: Android resources

    private static func resources(_ entries: [MigrationPlan.Entry], folder: String, planFolder: String) -> (changes: [Change], conflicts: [Conflict]) {
        var conflicts: [Conflict] = []
        var changes: [Change] = []
        var skipped: Set<String> = []
        // Both files are checked before either is changed: an entry is written whole or not at all.
        let files = [("values", { (entry: MigrationPlan.Entry) in Optional(entry.light) }), ("values-night", { $0.dark })]
        var edits: [(display: String, absolute: String, old: [UInt8]?, add: [(String, String)])] = []
        for (values, value) in files {
            let display = folder + "/" + values + "/colors.xml"
            let absolute = absolutePath(display, planFolder)
            let old = FileSystem.read(Array(absolute.utf8))
            let existing = old.map { colorValues(in: String(decoding: $0, as: UTF8.self)) } ?? [:]
            var add: [(String, String)] = []
            for entry in entries {
                guard let color = value(entry) else { continue }
                let hex = androidHex(color)
                if let present = existing[entry.name] {
                    if present.uppercased() != hex {
                        conflicts.append(Conflict(entry: entry.name, message: "\(display) defines \(entry.name) as \(present), not \(hex); rename the entry"))
                        skipped.insert(entry.name)
                    }
                    continue
                }
                add.append((entry.name, hex))
            }
            edits.append((display, absolute, old, add))
        }
        for edit in edits {
            let add = edit.add.filter { !skipped.contains($0.0) }
            guard !add.isEmpty else { continue }
            let text = edit.old.map { String(decoding: $0, as: UTF8.self) } ?? "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<resources>\n</resources>\n"
            guard let new = inserting(add, into: text) else {
                for (name, _) in add { conflicts.append(Conflict(entry: name, message: "\(edit.display) has no </resources> to add \(name) before")) }
                continue
            }
            changes.append(Change(absolutePath: edit.absolute, displayPath: edit.display, old: edit.old, new: Array(new.utf8)))
        }
        return (changes, conflicts)
    }

    /// `#RRGGBB`, or `#AARRGGBB` when translucent: Android's byte order.
    static func androidHex(_ color: RGBA) -> String {
        let b = color.bytes
        return "#" + (b.alpha == 255 ? "" : RGBA.hex(b.alpha)) + RGBA.hex(b.red) + RGBA.hex(b.green) + RGBA.hex(b.blue)
    }

    /// `name → value` of every `<color name="…">value</color>` in the text.
    static func colorValues(in xml: String) -> [String: String] {
        var out: [String: String] = [:]
        var rest = xml[...]
        while let open = rest.range(of: "<color name=\"") {
            rest = rest[open.upperBound...]
            guard let quote = rest.firstIndex(of: "\""), let close = rest.range(of: "</color>") else { break }
            let name = String(rest[..<quote])
            if let gt = rest[quote...].firstIndex(of: ">"), gt < close.lowerBound {
                out[name] = rest[rest.index(after: gt)..<close.lowerBound].trimmingCharacters(in: .whitespaces)
            }
            rest = rest[close.upperBound...]
        }
        return out
    }

    /// The entries added on their own lines before the last `</resources>`, indented like the
    /// file's first `<color>` (four spaces without one), with the file's line ending.
    static func inserting(_ colors: [(String, String)], into xml: String) -> String? {
        guard let end = xml.range(of: "</resources>", options: .backwards) else { return nil }
        let newline = xml.contains("\r\n") ? "\r\n" : "\n"
        var indent = "    "
        if let first = xml.range(of: "<color ") {
            let lineStart = xml[..<first.lowerBound].lastIndex(of: "\n").map { xml.index(after: $0) } ?? xml.startIndex
            let leading = xml[lineStart..<first.lowerBound]
            if leading.allSatisfy({ $0 == " " || $0 == "\t" }) { indent = String(leading) }
        }
        var lines = ""
        for (name, value) in colors { lines += indent + "<color name=\"\(name)\">\(value)</color>" + newline }
        // `</resources>` at the start of its line: the new lines go right before it.
        let lineStart = xml[..<end.lowerBound].lastIndex(of: "\n").map { xml.index(after: $0) } ?? xml.startIndex
        if xml[lineStart..<end.lowerBound].allSatisfy({ $0 == " " || $0 == "\t" }) {
            return String(xml[..<lineStart]) + lines + String(xml[lineStart...])
        }
        return String(xml[..<end.lowerBound]) + newline + lines + String(xml[end.lowerBound...])
    }

    package static func absolutePath(_ path: String, _ planFolder: String) -> String {
        path.hasPrefix("/") ? path : planFolder + "/" + path
    }
}
