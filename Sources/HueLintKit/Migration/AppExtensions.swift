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
    /// Folders holding a `Package.swift`, met on the same walk (for `SwiftPackageTargets`).
    private(set) var packageRoots: [String] = []

    /// No extensions: a plan without an asset catalog target needs none.
    init() {}

    /// Reads every `.xcodeproj` and `Info.plist` under `planFolder` (absolute); paths come out relative to it.
    init(under planFolder: String) {
        guard let walker = FileManager.default.enumerator(atPath: planFolder) else { return }
        while let path = walker.nextObject() as? String {
            let name = (path as NSString).lastPathComponent
            // The folders every walk skips: hidden ones, build output, dependencies.
            if name.hasPrefix(".") || FileWalker.defaultSkippedFolderNames.contains(name) {
                walker.skipDescendants()
                continue
            }
            if name == "Info.plist" {
                readInfoPlist(path, planFolder: planFolder)
                continue
            }
            if name == "Package.swift" {
                packageRoots.append((path as NSString).deletingLastPathComponent)
                continue
            }
            guard name.hasSuffix(".xcodeproj") else { continue }
            walker.skipDescendants()
            // Foundation reads the OpenStep property-list format `project.pbxproj` is written in.
            guard let data = FileManager.default.contents(atPath: planFolder + "/" + path + "/project.pbxproj"),
                  let root = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil) as? [String: Any],
                  let objects = root["objects"] as? [String: Any] else { continue }
            read(objects.compactMapValues { $0 as? [String: Any] }, projectFolder: (path as NSString).deletingLastPathComponent)
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

    private mutating func read(_ objects: [String: [String: Any]], projectFolder: String) {
        let paths = FullPaths(objects: objects, projectFolder: projectFolder)
        for target in objects.values where target["isa"] as? String == "PBXNativeTarget"
            && (target["productType"] as? String)?.hasSuffix("app-extension") ?? false {
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
                for groupID in Self.ids(next["fileSystemSynchronizedGroups"]) {
                    if let path = paths.path(of: groupID) { folders.append((path, catalogs)) }
                }
                for dependencyID in Self.ids(next["dependencies"]) {
                    guard let targetID = objects[dependencyID]?["target"] as? String, seen.insert(targetID).inserted,
                          let dependency = objects[targetID] else { continue }
                    pending.append(dependency)
                }
            }
        }
    }

    /// An array of object ids, or none.
    private static func ids(_ value: Any?) -> [String] { (value as? [Any])?.compactMap { $0 as? String } ?? [] }

    /// The paths of the files in `target`'s build phases of kind `isa`.
    private func files(of target: [String: Any], phase isa: String, objects: [String: [String: Any]], paths: FullPaths) -> [String] {
        var out: [String] = []
        for phaseID in Self.ids(target["buildPhases"]) {
            guard let phase = objects[phaseID], phase["isa"] as? String == isa else { continue }
            for buildFileID in Self.ids(phase["files"]) {
                guard let ref = objects[buildFileID]?["fileRef"] as? String, let path = paths.path(of: ref) else { continue }
                out.append(path)
            }
        }
        return out
    }

    /// Full paths of file references and groups: each `<group>`-relative path joined under its parents'.
    private struct FullPaths {
        let objects: [String: [String: Any]]
        let projectFolder: String
        private var parent: [String: String] = [:]

        init(objects: [String: [String: Any]], projectFolder: String) {
            self.objects = objects
            self.projectFolder = projectFolder
            for (id, group) in objects {
                for child in AppExtensions.ids(group["children"]) { parent[child] = id }
            }
        }

        func path(of id: String) -> String? {
            var parts: [String] = []
            var current: String? = id
            var depth = 0
            while let node = current, depth < 64, let object = objects[node] {
                depth += 1
                let tree = object["sourceTree"] as? String ?? "<group>"
                if let path = object["path"] as? String { parts.append(path) }
                if tree == "SOURCE_ROOT" { break }
                if tree != "<group>" { return nil }  // absolute, SDK or build products: not in the tree
                current = parent[node]
            }
            let joined = ([projectFolder] + parts.reversed()).filter { !$0.isEmpty && $0 != "." }.joined(separator: "/")
            return (joined as NSString).standardizingPath
        }
    }
}
