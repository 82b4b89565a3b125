import Foundation

/// Which Swift files run in app extensions (a widget, a share extension): those an Xcode project
/// compiles into one (`project.pbxproj`), and those under a folder whose `Info.plist` declares
/// `NSExtension`. An extension's bundle holds its own assets: a colour set in the app's catalog is
/// not found there unless the extension copies that catalog too.
struct AppExtensions {
    /// Source files compiled into an extension, relative to the plan's folder, each with the asset
    /// catalogs that extension copies.
    private(set) var files: [String: Set<String>] = [:]
    /// Folders an extension compiles whole (Xcode 16's synchronised groups), with its catalogs.
    private(set) var folders: [(path: String, catalogs: Set<String>)] = []

    /// No extensions: a plan without an asset catalog target needs none.
    init() {}

    /// Reads every `.xcodeproj` and `Info.plist` under `planFolder` (absolute); paths come out relative to it.
    init(under planFolder: String) {
        guard let walker = FileManager.default.enumerator(atPath: planFolder) else { return }
        while let path = walker.nextObject() as? String {
            let name = (path as NSString).lastPathComponent
            if name.hasPrefix(".") || name == "Pods" || name == "Carthage" || name == "build" || name == "node_modules" {
                walker.skipDescendants()
                continue
            }
            if name == "Info.plist" {
                readInfoPlist(path, planFolder: planFolder)
                continue
            }
            guard name.hasSuffix(".xcodeproj") else { continue }
            walker.skipDescendants()
            guard let data = FileManager.default.contents(atPath: planFolder + "/" + path + "/project.pbxproj"),
                  case .dictionary(let root)? = OldStylePlist.parse(Array(data)) else { continue }
            read(root, projectFolder: (path as NSString).deletingLastPathComponent)
        }
    }

    /// Whether a site in `sitePath` can find a colour set of `catalog` (both relative to the plan's folder).
    func reaches(_ sitePath: String, catalog: String) -> Bool {
        if let catalogs = files[sitePath], !catalogs.contains(catalog) { return false }
        return !folders.contains { folder in
            sitePath.hasPrefix(folder.path + "/") && !catalog.hasPrefix(folder.path + "/") && !folder.catalogs.contains(catalog)
        }
    }

    /// An `Info.plist` that declares `NSExtension` makes its folder an extension's (or the folder
    /// above, when it sits in `Supporting Files` or `Resources`).
    private mutating func readInfoPlist(_ path: String, planFolder: String) {
        guard let data = FileManager.default.contents(atPath: planFolder + "/" + path),
              data.range(of: Data("NSExtension".utf8)) != nil else { return }
        var folder = (path as NSString).deletingLastPathComponent
        let last = (folder as NSString).lastPathComponent
        if last == "Supporting Files" || last == "SupportingFiles" || last == "Resources" {
            folder = (folder as NSString).deletingLastPathComponent
        }
        if !folder.isEmpty { folders.append((folder, [])) }
    }

    private mutating func read(_ root: [String: OldStylePlist.Value], projectFolder: String) {
        guard case .dictionary(let objects)? = root["objects"] else { return }
        func object(_ id: String) -> [String: OldStylePlist.Value]? {
            if case .dictionary(let d)? = objects[id] { return d }
            return nil
        }
        let paths = FullPaths(objects: objects, projectFolder: projectFolder)
        for (_, value) in objects {
            guard case .dictionary(let target) = value, target["isa"]?.string == "PBXNativeTarget",
                  target["productType"]?.string?.hasSuffix("app-extension") ?? false else { continue }
            // The extension's catalogs, then its own sources and those of the frameworks it builds and
            // embeds: their code runs in the extension's process, where the main bundle is the extension.
            let catalogs = Set(files(of: target, phase: "PBXResourcesBuildPhase", objects: objects, paths: paths)
                .filter { $0.hasSuffix(".xcassets") })
            var seen: Set<String> = []
            var pending = [target]
            while let next = pending.popLast() {
                for source in files(of: next, phase: "PBXSourcesBuildPhase", objects: objects, paths: paths) where source.hasSuffix(".swift") {
                    files[source, default: []].formUnion(catalogs)
                }
                for groupID in next["fileSystemSynchronizedGroups"]?.strings ?? [] {
                    if let path = paths.path(of: groupID) { folders.append((path, catalogs)) }
                }
                for dependencyID in next["dependencies"]?.strings ?? [] {
                    guard let targetID = object(dependencyID)?["target"]?.string, seen.insert(targetID).inserted,
                          let dependency = object(targetID) else { continue }
                    pending.append(dependency)
                }
            }
        }
    }

    /// The paths of the files in `target`'s build phases of kind `isa`.
    private func files(of target: [String: OldStylePlist.Value], phase isa: String,
                       objects: [String: OldStylePlist.Value], paths: FullPaths) -> [String] {
        var out: [String] = []
        for phaseID in target["buildPhases"]?.strings ?? [] {
            guard case .dictionary(let phase)? = objects[phaseID], phase["isa"]?.string == isa else { continue }
            for buildFileID in phase["files"]?.strings ?? [] {
                guard case .dictionary(let buildFile)? = objects[buildFileID], let ref = buildFile["fileRef"]?.string,
                      let path = paths.path(of: ref) else { continue }
                out.append(path)
            }
        }
        return out
    }

    /// Full paths of file references and groups: each `<group>`-relative path joined under its parents'.
    private struct FullPaths {
        let objects: [String: OldStylePlist.Value]
        let projectFolder: String
        private var parent: [String: String] = [:]

        init(objects: [String: OldStylePlist.Value], projectFolder: String) {
            self.objects = objects
            self.projectFolder = projectFolder
            for (id, value) in objects {
                guard case .dictionary(let group) = value else { continue }
                for child in group["children"]?.strings ?? [] { parent[child] = id }
            }
        }

        func path(of id: String) -> String? {
            var parts: [String] = []
            var current: String? = id
            var depth = 0
            while let node = current, depth < 64, case .dictionary(let object)? = objects[node] {
                depth += 1
                let tree = object["sourceTree"]?.string ?? "<group>"
                if let path = object["path"]?.string { parts.append(path) }
                if tree == "SOURCE_ROOT" { break }
                if tree != "<group>" { return nil }  // absolute, SDK or build products: not in the tree
                current = parent[node]
            }
            let joined = ([projectFolder] + parts.reversed()).filter { !$0.isEmpty && $0 != "." }.joined(separator: "/")
            return (joined as NSString).standardizingPath
        }
    }
}

/// A reader for the old-style (NeXTSTEP) property lists `project.pbxproj` is written in: strings,
/// `( … )` arrays and `{ … }` dictionaries, with `/* … */` and `//` comments.
enum OldStylePlist {
    enum Value {
        case string(String)
        case array([Value])
        case dictionary([String: Value])

        var string: String? {
            if case .string(let s) = self { return s }
            return nil
        }

        var strings: [String]? {
            if case .array(let items) = self { return items.compactMap(\.string) }
            return nil
        }
    }

    static func parse(_ bytes: [UInt8]) -> Value? {
        var reader = Reader(bytes: bytes)
        return reader.value()
    }

    private struct Reader {
        let bytes: [UInt8]
        var p = 0

        init(bytes: [UInt8]) { self.bytes = bytes }

        mutating func skipSpaceAndComments() {
            while p < bytes.count {
                let b = bytes[p]
                if b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D {
                    p += 1
                } else if b == UInt8(ascii: "/") && p + 1 < bytes.count && bytes[p + 1] == UInt8(ascii: "*") {
                    p += 2
                    while p + 1 < bytes.count && !(bytes[p] == UInt8(ascii: "*") && bytes[p + 1] == UInt8(ascii: "/")) { p += 1 }
                    p += 2
                } else if b == UInt8(ascii: "/") && p + 1 < bytes.count && bytes[p + 1] == UInt8(ascii: "/") {
                    while p < bytes.count && bytes[p] != 0x0A { p += 1 }
                } else {
                    return
                }
            }
        }

        mutating func value() -> Value? {
            skipSpaceAndComments()
            guard p < bytes.count else { return nil }
            switch bytes[p] {
            case UInt8(ascii: "{"):
                p += 1
                var dictionary: [String: Value] = [:]
                while true {
                    skipSpaceAndComments()
                    guard p < bytes.count else { return nil }
                    if bytes[p] == UInt8(ascii: "}") { p += 1; return .dictionary(dictionary) }
                    guard let key = string() else { return nil }
                    skipSpaceAndComments()
                    guard p < bytes.count, bytes[p] == UInt8(ascii: "=") else { return nil }
                    p += 1
                    guard let item = value() else { return nil }
                    dictionary[key] = item
                    skipSpaceAndComments()
                    if p < bytes.count && bytes[p] == UInt8(ascii: ";") { p += 1 }
                }
            case UInt8(ascii: "("):
                p += 1
                var array: [Value] = []
                while true {
                    skipSpaceAndComments()
                    guard p < bytes.count else { return nil }
                    if bytes[p] == UInt8(ascii: ")") { p += 1; return .array(array) }
                    guard let item = value() else { return nil }
                    array.append(item)
                    skipSpaceAndComments()
                    if p < bytes.count && bytes[p] == UInt8(ascii: ",") { p += 1 }
                }
            default:
                return string().map(Value.string)
            }
        }

        /// A quoted string (with `\` escapes) or a bare word.
        mutating func string() -> String? {
            guard p < bytes.count else { return nil }
            if bytes[p] == UInt8(ascii: "\"") {
                p += 1
                var out: [UInt8] = []
                while p < bytes.count && bytes[p] != UInt8(ascii: "\"") {
                    if bytes[p] == UInt8(ascii: "\\") && p + 1 < bytes.count {
                        p += 1
                        switch bytes[p] {
                        case UInt8(ascii: "n"): out.append(0x0A)
                        case UInt8(ascii: "t"): out.append(0x09)
                        default: out.append(bytes[p])
                        }
                    } else {
                        out.append(bytes[p])
                    }
                    p += 1
                }
                p += 1
                return String(decoding: out, as: UTF8.self)
            }
            let start = p
            while p < bytes.count {
                let b = bytes[p]
                let isWord = (b >= 0x30 && b <= 0x39) || (b | 0x20 >= 0x61 && b | 0x20 <= 0x7A)
                    || b == UInt8(ascii: "_") || b == UInt8(ascii: ".") || b == UInt8(ascii: "/") || b == UInt8(ascii: "-")
                    || b == UInt8(ascii: "$") || b == UInt8(ascii: ":") || b >= 0x80
                guard isWord else { break }
                p += 1
            }
            return p > start ? String(decoding: bytes[start..<p], as: UTF8.self) : nil
        }
    }
}
