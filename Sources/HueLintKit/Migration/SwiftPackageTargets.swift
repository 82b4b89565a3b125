import Foundation

/// The Swift package targets under a plan's folder. A file in `Sources/<Target>/` beside a
/// `Package.swift` belongs to that target, and only the target's own resources travel with it into
/// every product that links it (the app, an App Clip, previews, tests): its tokens go into a catalog
/// of its own and are read through `Bundle.module`. Xcode and SwiftPM process an `.xcassets` folder
/// in a target without a `resources:` entry.
struct SwiftPackageTargets {
    /// Folders holding a `Package.swift`, relative to the plan's folder (`""` for the folder itself), longest first.
    private(set) var roots: [String] = []

    /// - Parameter roots: the folders holding a `Package.swift` (`AppExtensions.packageRoots` finds them).
    init(roots: [String]) { self.roots = roots.sorted { $0.count > $1.count } }

    /// The target folder (`Packages/Core/Sources/Styleguide`) of a Swift file, or nil outside every package target.
    func targetFolder(of sitePath: String) -> String? {
        for root in roots {
            let sources = root.isEmpty ? "Sources/" : root + "/Sources/"
            guard sitePath.hasPrefix(sources) else { continue }
            let rest = sitePath.dropFirst(sources.count)
            guard let slash = rest.firstIndex(of: "/") else { return nil }
            return sources + rest[..<slash]
        }
        return nil
    }

    /// The catalog a target's tokens go into: one it has (in its folder or its `Resources/`), else a
    /// new `Resources/Colors.xcassets`. Paths are relative to the plan's folder.
    static func catalog(of targetFolder: String, planFolder: String) -> String {
        for folder in [targetFolder, targetFolder + "/Resources"] {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: planFolder + "/" + folder)) ?? []
            if let existing = names.filter({ $0.hasSuffix(".xcassets") }).sorted().first { return folder + "/" + existing }
        }
        return targetFolder + "/Resources/Colors.xcassets"
    }
}
