import Foundation

/// Where a plan's tokens go, detected from the walk: the asset catalog that holds the most Swift
/// sites below its app folder, and the Android `res` folder of the module with the most Kotlin sites.
enum MigrationTargets {
    static func swift(_ catalogs: [String], sites: [MigrationPlan.Site], planFolder: String) -> TokenTarget? {
        best(catalogs, sites: sites.filter { $0.language == .swift }, planFolder: planFolder)
            .map { TokenTarget(format: .assetCatalog, path: $0) }
    }

    static func kotlin(_ folders: [String], sites: [MigrationPlan.Site], planFolder: String) -> TokenTarget? {
        // `src/main/res`, not a debug or test source set's.
        let main = folders.filter { $0.hasSuffix("/src/main/res") }
        return best(main.isEmpty ? folders : main, sites: sites.filter { $0.language == .kotlin }, planFolder: planFolder)
            .map { TokenTarget(format: .androidResources, path: $0) }
    }

    /// The folder of the module that owns an Android `res` folder (the folder before `src`), or of
    /// an asset catalog (its parent), relative to the plan's folder. Empty for the plan's own folder.
    static func ownerFolder(of path: String) -> String {
        var owner = path.split(separator: "/", omittingEmptySubsequences: false).dropLast()
        if let src = owner.lastIndex(of: "src") { owner = owner[..<src] }
        // `App/Resources/Assets.xcassets` belongs to `App`, whose Swift files sit beside `Resources`.
        if path.hasSuffix(".xcassets"), let last = owner.last, ["Resources", "Supporting Files", "SupportingFiles", "Assets"].contains(last) {
            owner = owner.dropLast()
        }
        return owner.joined(separator: "/")
    }

    /// Whether a site in the file at `sitePath` can use a token created in the folder at `targetPath`.
    /// Kotlin: the file is in the module that owns the `res` folder; another Gradle module does not
    /// see its `R`. Swift: the file does not run in an app extension the catalog is not copied into
    /// (a framework only the app loads finds the app's assets).
    static func reaches(_ sitePath: String, _ target: TokenTarget, extensions: AppExtensions) -> Bool {
        switch target.format {
        case .androidResources:
            let owner = ownerFolder(of: target.path)
            return owner.isEmpty || owner == "." || sitePath.hasPrefix(owner + "/")
        case .assetCatalog:
            return extensions.reaches(sitePath, catalog: target.path)
        }
    }

    /// The candidate whose owning folder holds the most sites; ties go to the shorter, then the smaller path.
    private static func best(_ candidates: [String], sites: [MigrationPlan.Site], planFolder: String) -> String? {
        let scored = candidates.map { absolute -> (path: String, count: Int) in
            let path = relative(absolute, to: planFolder)
            let prefix = ownerFolder(of: path)
            let count = sites.filter { prefix.isEmpty || $0.path.hasPrefix(prefix + "/") }.count
            return (path, count)
        }
        return scored.min { a, b in
            a.count != b.count ? a.count > b.count : a.path.count != b.path.count ? a.path.count < b.path.count : a.path < b.path
        }?.path
    }

    /// `absolute` relative to the folder `base` (both absolute), with `..` where it lies outside.
    package static func relative(_ absolute: String, to base: String) -> String {
        let target = absolute.split(separator: "/").map(String.init)
        let from = base.split(separator: "/").map(String.init)
        var common = 0
        while common < target.count && common < from.count && target[common] == from[common] { common += 1 }
        let parts = Array(repeating: "..", count: from.count - common) + target[common...]
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }
}
