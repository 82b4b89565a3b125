/// The version `--version`, JSON `tool.version` and SARIF `tool.driver.version` report.
public enum HueLintVersion {
    public static let current = "0.1.0"
}
