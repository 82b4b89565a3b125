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

    /// The candidate whose owning folder (an `.xcassets`'s parent; a `res` folder's module, the
    /// folder before `src`) holds the most sites; ties go to the shorter, then the smaller path.
    private static func best(_ candidates: [String], sites: [MigrationPlan.Site], planFolder: String) -> String? {
        let scored = candidates.map { absolute -> (path: String, count: Int) in
            let path = relative(absolute, to: planFolder)
            var owner = path.split(separator: "/", omittingEmptySubsequences: false).dropLast()
            if let src = owner.lastIndex(of: "src") { owner = owner[..<src] }
            let prefix = owner.joined(separator: "/")
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
