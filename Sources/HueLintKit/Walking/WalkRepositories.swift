#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A walk over several repositories at once (`huelint audit ~/code`, a folder of checked-out
/// apps) is linted one repository at a time: each app's findings are judged, and its fixes named,
/// from its own design system, never from a neighbour's tokens or theme settings.
extension FileWalker.Result {
    /// One part of a walk: the files, asset catalogs and resource folders of one repository (`root`),
    /// or of no repository (`root` nil).
    package struct RepositoryPart: Sendable {
        package var root: String?
        package var walk: FileWalker.Result
    }

    /// The walk split by the outermost repositories it holds. A repository inside another (a
    /// submodule, a vendored package) belongs to the outer one, and so does everything under a
    /// walked folder that is itself inside a repository. One part, the whole walk, unless files
    /// or design-system folders lie in two or more of them; warnings stay with the first part.
    package func byRepository() -> [RepositoryPart] {
        let roots = Self.outermost(repositoryRoots)
        guard !roots.isEmpty else { return [RepositoryPart(root: nil, walk: self)] }
        // `ReportPaths.isInside` on bytes, asked once per file: each prefix ends with `/`, and files
        // come sorted, so the last part found is asked first.
        let prefixes = roots.map { Array($0.utf8) + [PathBytes.slash] }
        var last = 0
        func part(of absolute: String) -> Int {
            var path = absolute
            return path.withUTF8 { bytes in
                func isUnder(_ index: Int) -> Bool {
                    let prefix = prefixes[index]
                    return prefix.withUnsafeBufferPointer { prefix in
                        // The root itself (no trailing `/`), or a path below it.
                        let length = bytes.count == prefix.count - 1 ? prefix.count - 1 : prefix.count
                        return bytes.count >= length && memcmp(bytes.baseAddress!, prefix.baseAddress!, length) == 0
                    }
                }
                if isUnder(last) { return last }
                guard let found = prefixes.indices.first(where: isUnder) else { return roots.count }
                last = found
                return found
            }
        }
        var parts = Array(repeating: FileWalker.Result(files: [], warnings: [], assetCatalogs: [], resourceFolders: []),
                          count: roots.count + 1)
        for file in files { parts[part(of: file.absolutePath)].files.append(file) }
        for catalog in assetCatalogs { parts[part(of: catalog)].assetCatalogs.append(catalog) }
        for folder in resourceFolders { parts[part(of: folder)].resourceFolders.append(folder) }
        var result: [RepositoryPart] = []
        for (index, walk) in parts.enumerated()
        where !walk.files.isEmpty || !walk.assetCatalogs.isEmpty || !walk.resourceFolders.isEmpty {
            var walk = walk
            if index < roots.count { walk.repositoryRoots = [roots[index]] }
            result.append(RepositoryPart(root: index < roots.count ? roots[index] : nil, walk: walk))
        }
        guard result.count > 1 else { return [RepositoryPart(root: result.first?.root, walk: self)] }
        result[0].walk.warnings = warnings
        return result
    }

    /// The roots no other root contains.
    private static func outermost(_ roots: [String]) -> [String] {
        roots.filter { root in !roots.contains { $0 != root && ReportPaths.isInside(root, $0) } }
    }
}
