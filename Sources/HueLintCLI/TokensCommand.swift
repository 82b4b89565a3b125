import Foundation
import HueLintKit

/// `huelint tokens [PATH…]`: the token catalog the fixes use: each token's colours (with a swatch
/// on a true-colour terminal), role, expressions and where it came from; then catalog warnings
/// (conflicting definitions, unreadable sources).
enum TokensCommand {
    static func run(_ options: CommandLineOptions, _ environment: CLIEnvironment) -> Int32 {
        let paths = options.pathArguments
        guard environment.allPathsExist(paths) else { return ExitStatus.usageError }
        guard let configuration = environment.loadConfiguration(options) else { return ExitStatus.usageError }
        let jobs = options.jobs ?? environment.processorCount
        let catalog = ProjectScan(paths: paths, currentDirectory: environment.currentDirectory, configuration: configuration,
                                  jobs: jobs).catalog
        let swatches = environment.usesColor(options) && ["truecolor", "24bit"].contains(environment.variables["COLORTERM"] ?? "")
        return HueLintCLI.emit(render(catalog, swatches: swatches), environment)
    }

    static func render(_ catalog: TokenCatalog, swatches: Bool) -> String {
        var out = ""
        for token in catalog.tokens {
            if swatches { out += swatch(token.light) + (token.dark.map(swatch) ?? "  ") + " " }
            let android = token.kotlin != nil && token.swift == nil
            out += token.name + "  " + token.light.hexString(android: android)
            if let dark = token.dark { out += " / " + dark.hexString(android: android) + " (dark)" }
            if let role = token.role { out += "  " + role.rawValue }
            out += "\n"
            if let group = token.themeGroup, let swift = token.swift {
                out += "    swift:  …." + swift + " (a member of the \(group) theme types, as each file reaches the theme)\n"
            } else if let swift = token.swift {
                out += "    swift:  " + swift + "\n"
            }
            if let kotlin = token.kotlin { out += "    kotlin: " + kotlin + "\n" }
            out += "    from:   " + token.source + "\n"
        }
        let warnings = catalog.warnings  // conflicts are grouped into warnings on each read
        for warning in warnings { out += "warning: " + warning.path + ": " + warning.message + "\n" }
        out += "\(catalog.tokens.count) token\(catalog.tokens.count == 1 ? "" : "s")"
        if !warnings.isEmpty { out += ", \(warnings.count) warning\(warnings.count == 1 ? "" : "s")" }
        return out + ".\n"
    }

    /// Two spaces painted in the colour (24-bit ANSI background).
    static func swatch(_ color: RGBA) -> String {
        let b = color.bytes
        return "\u{1B}[48;2;\(b.red);\(b.green);\(b.blue)m  \u{1B}[0m"
    }
}
