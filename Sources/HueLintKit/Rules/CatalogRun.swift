/// What a catalog rule can ask of the run: the configuration, where token definitions are, and a
/// place to report problems that are not findings (a configured pair naming no token).
package final class CatalogRun {
    package let configuration: Configuration
    let locator: TokenDefinitionLocator
    package private(set) var warnings: [FileWarning] = []
    /// The config file as reported, for warnings about `contrastPairs`.
    package let configPath: String

    init(configuration: Configuration, configPath: String?, locator: TokenDefinitionLocator) {
        self.configuration = configuration
        self.configPath = configPath ?? "config"
        self.locator = locator
    }

    package func definition(of token: DesignToken, dark: Bool) -> DefinitionLocation {
        locator.locate(token, dark: dark)
    }

    package func warn(_ path: String, _ message: String) {
        warnings.append(FileWarning(path: path, message: message))
    }
}
