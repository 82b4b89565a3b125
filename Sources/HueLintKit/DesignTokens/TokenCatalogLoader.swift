import Dispatch
import Foundation

/// Builds a run's token catalog once, from every source the config enables, in this order (the
/// first definition of a name wins; a different value later is a warning): config `tokens`, DTCG
/// files, palette declarations (which take over the asset colours and resources they alias: the
/// project's own spelling is the one to write), asset catalogs, Android resources.
package enum TokenCatalogLoader {
    /// - Parameters:
    ///   - roots: the linted paths, absolute; asset catalogs and `res` folders are looked for under them.
    ///   - paletteFiles: the discovered source files that are palette definitions.
    ///   - currentDirectory: absolute; reported paths are relative to it when inside it.
    ///   - jobs: how many threads read and parse colour sets, resource folders and palette files.
    package static func load(configuration: Configuration, roots: [String], paletteFiles: [DiscoveredFile],
                            currentDirectory: String, jobs: Int = ProcessInfo.processInfo.activeProcessorCount) -> TokenCatalog {
        let settings = configuration.tokenSources
        var found = TreeScan()
        if settings.assetCatalogs || settings.androidResources {
            for root in roots { found.scan(root, assets: settings.assetCatalogs, resources: settings.androidResources) }
        }
        return load(configuration: configuration, found: found, paletteFiles: paletteFiles, currentDirectory: currentDirectory,
                    jobs: jobs, isPalette: { _ in true })
    }

    /// The catalog from what a walk already found (asset catalogs, `res` folders, palette files).
    package static func load(configuration: Configuration, walk: FileWalker.Result, paletteFiles: [DiscoveredFile],
                            currentDirectory: String, jobs: Int = ProcessInfo.processInfo.activeProcessorCount) -> TokenCatalog {
        load(configuration: configuration, walk: walk, paletteCandidates: paletteFiles, currentDirectory: currentDirectory,
             jobs: jobs, isPalette: { _ in true })
    }

    /// Like the above, with the palette files those of `paletteCandidates` that `isPalette` accepts.
    static func load(configuration: Configuration, walk: FileWalker.Result, paletteCandidates: [DiscoveredFile],
                     currentDirectory: String, jobs: Int, isPalette: (DiscoveredFile) -> Bool) -> TokenCatalog {
        let settings = configuration.tokenSources
        var found = TreeScan()
        if settings.assetCatalogs { for catalog in walk.assetCatalogs { found.collectColorSets(catalog, prefix: "") } }
        if settings.androidResources {
            found.resourceFolders = walk.resourceFolders  // one without values/colors.xml reads as nothing
        }
        return load(configuration: configuration, found: found, paletteFiles: paletteCandidates, currentDirectory: currentDirectory,
                    jobs: jobs, isPalette: isPalette)
    }

    private static func load(configuration: Configuration, found: TreeScan, paletteFiles: [DiscoveredFile],
                             currentDirectory: String, jobs: Int, isPalette: (DiscoveredFile) -> Bool) -> TokenCatalog {
        var catalog = TokenCatalog()
        let settings = configuration.tokenSources
        let configName = configuration.sourcePath.map { ReportPaths.displayPath($0, in: currentDirectory) } ?? "config"
        for token in configuration.tokens {
            guard let light = RGBA(hex: token.light, order: .rgba) else { continue }
            catalog.add(DesignToken(name: token.name, swift: token.swift, kotlin: token.kotlin, light: light,
                                    dark: token.dark.flatMap { RGBA(hex: $0, order: .rgba) },
                                    role: token.role.flatMap(TokenRole.init(rawValue:)), source: configName))
        }
        let configFolder = configuration.sourcePath.map { ($0 as NSString).deletingLastPathComponent } ?? currentDirectory
        for file in settings.designTokens {
            loadDesignTokens(file, folder: configFolder, currentDirectory: currentDirectory, into: &catalog)
        }
        // Colour sets and resource folders are read and parsed in parallel (an app has hundreds of
        // one and dozens of the other), then merged in walk order so the catalog stays deterministic.
        let parsedSets = ParallelMap.map(count: found.colorSets.count, jobs: jobs,
                                         empty: nil as Result<(light: RGBA, dark: RGBA?), TokenSourceError>?) { index in
            FileManager.default.contents(atPath: found.colorSets[index].folder + "/Contents.json")
                .map { AssetCatalogSource.parseColorSet([UInt8]($0)) }
        }
        var assets: [String: (light: RGBA, dark: RGBA?, source: String)] = [:]
        var assetOrder: [String] = []
        for (colorSet, parsed) in zip(found.colorSets, parsedSets) {
            let source = ReportPaths.displayPath(colorSet.folder, in: currentDirectory)
            switch parsed {
            case nil:
                catalog.warn(source, "cannot read Contents.json")
            case .success(let value):
                if assets[colorSet.name] == nil { assetOrder.append(colorSet.name); assets[colorSet.name] = (value.light, value.dark, source) }
            case .failure(let error):
                if !error.silent { catalog.warn(source + "/Contents.json", error.message) }
            }
        }
        var resources: [String: (light: RGBA, dark: RGBA?, source: String)] = [:]
        var resourceOrder: [String] = []
        let parsedFolders = ParallelMap.map(count: found.resourceFolders.count, jobs: jobs, empty: nil as ResourceFolder?) { index in
            ResourceFolder(found.resourceFolders[index], currentDirectory: currentDirectory)
        }
        for folder in parsedFolders.compactMap({ $0 }) {
            folder.merge(into: &resources, order: &resourceOrder, catalog: &catalog)
        }
        var aliasedAssets: Set<String> = []
        var aliasedResources: Set<String> = []
        if settings.paletteDeclarations {
            loadPalettes(paletteFiles, isPalette: isPalette, jobs: jobs, assets: assets, resources: resources,
                         aliasedAssets: &aliasedAssets, aliasedResources: &aliasedResources, into: &catalog)
        }
        for name in assetOrder where !aliasedAssets.contains(name) {
            let asset = assets[name]!
            catalog.add(DesignToken(name: name, swift: DesignToken.expand(settings.assetExpression, name: name), light: asset.light,
                                    dark: asset.dark, role: ContextRole.role(ofName: name), source: asset.source))
        }
        for name in resourceOrder where !aliasedResources.contains(name) {
            let resource = resources[name]!
            catalog.add(DesignToken(name: name, kotlin: DesignToken.expand(settings.androidExpression, name: name), light: resource.light,
                                    dark: resource.dark, role: ContextRole.role(ofName: name), source: resource.source))
        }
        return catalog
    }

    private static func loadDesignTokens(_ file: DesignTokenFile, folder: String, currentDirectory: String, into catalog: inout TokenCatalog) {
        func read(_ path: String) -> JSONValue? {
            let absolute = path.hasPrefix("/") ? path : folder + "/" + path
            let shown = ReportPaths.displayPath(absolute, in: currentDirectory)
            guard let data = FileManager.default.contents(atPath: absolute) else {
                catalog.warn(shown, "cannot read design token file")
                return nil
            }
            do { return try JSONParser.parse([UInt8](data)) } catch {
                catalog.warn(shown, "invalid JSON: \(error)")
                return nil
            }
        }
        guard let light = read(file.file) else { return }
        let dark = file.darkFile.flatMap(read)
        let source = ReportPaths.displayPath(file.file.hasPrefix("/") ? file.file : folder + "/" + file.file, in: currentDirectory)
        let (entries, problems) = DesignTokenSource.entries(light, dark: dark)
        for problem in problems { catalog.warn(source, problem) }
        for entry in entries {
            let camel = DesignTokenSource.camelName(entry.path)
            func expand(_ template: String?) -> String? {
                template.map { $0.replacingBytes("{name}", with: camel).replacingBytes("{path}", with: entry.path) }
            }
            catalog.add(DesignToken(name: entry.path, swift: expand(file.swift), kotlin: expand(file.kotlin), light: entry.light,
                                    dark: entry.dark, role: ContextRole.role(ofName: camel), source: source))
        }
    }

    /// One `res` folder's colours: `values/colors.xml`, with `values-night/colors.xml` as the dark
    /// values. Read and resolved on its own; `merge` adds it to the run's resources in order.
    private struct ResourceFolder {
        let source: String
        let nightSource: String
        let names: [String]
        let light: (colors: [String: RGBA], problems: [String])
        let darkColors: [String: RGBA]
        let darkProblems: [String]

        /// Nil when the folder has no readable `values/colors.xml`.
        init?(_ res: String, currentDirectory: String) {
            let basePath = res + "/values/colors.xml"
            guard let baseBytes = FileManager.default.contents(atPath: basePath) else { return nil }
            source = ReportPaths.displayPath(basePath, in: currentDirectory)
            nightSource = ReportPaths.displayPath(res + "/values-night/colors.xml", in: currentDirectory)
            let base = AndroidResourceSource.parseColors([UInt8](baseBytes))
            names = base.map(\.name)
            light = AndroidResourceSource.resolve(base)
            guard let night = FileManager.default.contents(atPath: res + "/values-night/colors.xml")
                .map({ AndroidResourceSource.parseColors([UInt8]($0)) }) else {
                darkColors = [:]
                darkProblems = []
                return
            }
            // Night values override by name; references from either file resolve against the night set.
            let nightNames = Set(night.map(\.name))
            let dark = AndroidResourceSource.resolve(base.filter { !nightNames.contains($0.name) } + night)
            darkColors = dark.colors
            darkProblems = dark.problems
        }

        func merge(into resources: inout [String: (light: RGBA, dark: RGBA?, source: String)], order: inout [String],
                   catalog: inout TokenCatalog) {
            for problem in light.problems { catalog.warn(source, problem) }
            for problem in darkProblems where !light.problems.contains(problem) { catalog.warn(nightSource, problem) }
            for name in names {
                guard let color = light.colors[name], resources[name] == nil else { continue }
                let dark = darkColors[name].flatMap { $0.isSameColor(as: color) ? nil : $0 }
                resources[name] = (color, dark, source)
                order.append(name)
            }
        }
    }

    private static func loadPalettes(_ files: [DiscoveredFile], isPalette: (DiscoveredFile) -> Bool, jobs: Int,
                                     assets: [String: (light: RGBA, dark: RGBA?, source: String)],
                                     resources: [String: (light: RGBA, dark: RGBA?, source: String)],
                                     aliasedAssets: inout Set<String>, aliasedResources: inout Set<String>,
                                     into catalog: inout TokenCatalog) {
        // Choosing the palette files (a glob match per file of the walk), reading and lexing them is
        // the slow part (generated token files are large): do it in parallel, then resolve in file
        // order so the catalog stays deterministic. Other files leave their slot empty.
        let perFile = ParallelMap.map(count: files.count, jobs: jobs, empty: [PaletteDeclarationSource.Declaration]()) { index in
            let file = files[index]
            guard isPalette(file), case .source(let bytes) = FileReader.read(file.absolutePath) else { return [] }
            return PaletteDeclarationSource.declarations(in: FileContext(file: SourceFile(path: file.path, bytes: bytes,
                                                                                         language: file.language)))
        }
        // Every file's literal colours by spelling, for references across files.
        var primitives: [String: (RGBA, RGBA?)] = [:]
        var platformPrimitives: Set<String> = []
        // And every file's aliases (`val md_theme_dark_background = sg_color_background_dark`), which
        // a scheme in a third file may name.
        var aliases: [String: String] = [:]
        for declarations in perFile {
            for declaration in declarations where declaration.themeGroup == nil {
                if case .color(let c, let dark) = declaration.value, primitives[declaration.expression] == nil {
                    primitives[declaration.expression] = (c, dark)
                    if declaration.isPlatformType { platformPrimitives.insert(declaration.expression) }
                }
                if case .reference(let target) = declaration.value, declaration.dark == nil, aliases[declaration.expression] == nil {
                    aliases[declaration.expression] = target
                }
            }
        }
        func primitive(_ name: String) -> (RGBA, RGBA?)? {
            var name = name
            for _ in 0..<8 {
                if let value = primitives[name] { return value }
                guard let target = aliases[name] else { return nil }
                name = target
            }
            return nil
        }
        for (file, declarations) in zip(files, perFile) {
            // Resolve references among this file's declarations (`val Primary = Blue40`).
            var byName: [String: (RGBA, RGBA?)] = [:]
            func resolve(_ value: PaletteDeclarationSource.Value, depth: Int = 0) -> (RGBA, RGBA?)? {
                switch value {
                case .color(let c, let dark): return (c, dark)
                case .asset(let name):
                    guard let asset = assets[name] else { return nil }
                    aliasedAssets.insert(name)
                    return (asset.light, asset.dark)
                case .resource(let name):
                    guard let resource = resources[name] else { return nil }
                    aliasedResources.insert(name)
                    return (resource.light, resource.dark)
                case .reference(let name):
                    if let known = byName[name] { return known }
                    guard depth < 8, let target = declarations.first(where: { $0.name == name || $0.expression == name }) else {
                        // A theme's members name the palette's primitives in another file (`Palette.grey10`).
                        return primitive(name)
                    }
                    return resolve(target.value, depth: depth + 1)
                }
            }
            for declaration in declarations {
                guard let light = resolve(declaration.value) else { continue }
                var dark = light.1
                if let darkValue = declaration.dark {
                    dark = resolve(darkValue)?.0
                    // A theme member whose dark value is unknown would pass for a fixed colour.
                    if dark == nil && declaration.themeGroup != nil { continue }
                }
                byName[declaration.name] = (light.0, dark)
                byName[declaration.expression] = (light.0, dark)
                var token = DesignToken(name: declaration.name,
                                        swift: file.language == .swift ? declaration.expression : nil,
                                        kotlin: file.language == .kotlin ? declaration.expression : nil,
                                        light: light.0, dark: dark, role: ContextRole.role(ofName: declaration.name),
                                        source: file.path + ":" + String(declaration.line))
                token.isPlatformType = declaration.isPlatformType
                token.darkSource = declaration.darkLine.map { file.path + ":" + String($0) }
                // A theme member is the type of the primitive it names (`let layer1 = Palette.grey10`, a UIColor).
                if case .reference(let name) = declaration.value, platformPrimitives.contains(name) { token.isPlatformType = true }
                token.isPrivate = declaration.isPrivate
                token.themeGroup = declaration.themeGroup
                catalog.add(token)
            }
        }
    }

    /// Finds `*.xcassets/**/*.colorset` folders and Android `res` folders with `values/colors.xml`,
    /// skipping hidden folders and the walker's build folders.
    struct TreeScan {
        var colorSets: [(name: String, folder: String)] = []
        var resourceFolders: [String] = []

        mutating func scan(_ root: String, assets: Bool, resources: Bool) {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory), isDirectory.boolValue else { return }
            var stack = [root]
            while let folder = stack.popLast() {
                guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { continue }
                for name in names.sorted() {
                    guard !name.hasPrefix("."), !FileWalker.defaultSkippedFolderNames.contains(name) else { continue }
                    let path = folder + "/" + name
                    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else { continue }
                    if name.hasSuffix(".xcassets") {
                        if assets { collectColorSets(path, prefix: "") }
                    } else if name == "res" && resources && FileManager.default.fileExists(atPath: path + "/values/colors.xml") {
                        resourceFolders.append(path)
                    } else {
                        stack.append(path)
                    }
                }
            }
        }

        mutating func collectColorSets(_ folder: String, prefix: String) {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
            for name in names.sorted() where !name.hasPrefix(".") {
                let path = folder + "/" + name
                if name.hasSuffix(".colorset") {
                    colorSets.append((prefix + String(name.dropLast(".colorset".count)), path))
                    continue
                }
                // Image sets and other sets hold no colours: the name rules them out before a `stat`.
                guard !name.contains(".") else { continue }
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else { continue }
                // A group folder with `provides-namespace` prefixes its colours' names.
                var childPrefix = prefix
                if let data = FileManager.default.contents(atPath: path + "/Contents.json"),
                   let json = try? JSONParser.parse([UInt8](data)), json["properties"]?["provides-namespace"]?.boolValue == true {
                    childPrefix += name + "/"
                }
                collectColorSets(path, prefix: childPrefix)
            }
        }
    }
}

extension ReportPaths {
    /// `path` relative to `directory` when inside it, else absolute (as file paths are reported).
    package static func displayPath(_ path: String, in directory: String) -> String {
        let full = absolute(path, in: directory)
        return relative(full, to: directory) ?? full
    }
}

extension TokenCatalogLoader {
    /// The catalog for a lint or fix run: asset catalogs and `res` folders come from the walk over
    /// the linted folders (none when only files are named, as a pre-commit hook does: then config
    /// tokens, DTCG files and palette declarations in the named files are the sources), palette
    /// declarations from the discovered palette files.
    package static func load(configuration: Configuration, walk: FileWalker.Result, currentDirectory: String,
                            jobs: Int = ProcessInfo.processInfo.activeProcessorCount) -> TokenCatalog {
        load(configuration: configuration, walk: walk, paletteCandidates: walk.files, currentDirectory: currentDirectory, jobs: jobs) {
            configuration.isPaletteFile($0.path) || ColorVocabulary.isPaletteFileName($0.path)
        }
    }
}

extension TokenFixes {
    /// The fixes a configuration asks for over `catalog`; nil when there are no tokens.
    package init?(catalog: TokenCatalog, configuration: Configuration) {
        guard !catalog.isEmpty else { return nil }
        // A fix that wrote a primitive (`FXColors.blue`) would itself be a direct-palette-reference.
        self.init(catalog: catalog, maxDeltaE: configuration.fixes.maxDeltaE, distance: configuration.fixes.distance,
                  primitiveNamespaces: configuration.paletteNamespaces)
    }
}

extension TokenCatalog {
    /// The tokens of one repository of a walk over several (`FileWalker.Result.byRepository()`):
    /// those defined under `root`, and those defined under none of `roots` (the configuration's,
    /// a shared token file). `root` nil keeps only the latter. The warnings go with `keepsWarnings`.
    /// The only repository of a walk keeps the whole catalog: every token is its own or shared.
    package func restricted(to root: String?, among roots: [String], currentDirectory: String, keepsWarnings: Bool) -> TokenCatalog {
        if roots.isEmpty || roots.count == 1 && root != nil { return self }
        let kept = tokens.filter { token in
            let source = ReportPaths.absolute(TokenCatalog.file(of: token.source), in: currentDirectory)
            if let root, ReportPaths.isInside(source, root) { return true }
            return !roots.contains { ReportPaths.isInside(source, $0) }
        }
        return TokenCatalog(tokens: kept, warnings: keepsWarnings ? warnings : [])
    }
}
