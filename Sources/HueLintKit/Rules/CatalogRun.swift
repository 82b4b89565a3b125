/// What a catalog rule can ask of the run: the configuration, where token definitions are, and a
/// place to report problems that are not findings (a configured pair naming no token).
public final class CatalogRun {
    public let configuration: Configuration
    let locator: TokenDefinitionLocator
    public private(set) var warnings: [FileWarning] = []
    /// The config file as reported, for warnings about `contrastPairs`.
    public let configPath: String

    init(configuration: Configuration, configPath: String?, locator: TokenDefinitionLocator) {
        self.configuration = configuration
        self.configPath = configPath ?? "config"
        self.locator = locator
    }

    public func definition(of token: DesignToken, dark: Bool) -> DefinitionLocation {
        locator.locate(token, dark: dark)
    }

    public func warn(_ path: String, _ message: String) {
        warnings.append(FileWarning(path: path, message: message))
    }
}
