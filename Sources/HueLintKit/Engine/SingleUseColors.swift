/// A hardcoded colour whose value is written at one place only: in code as it stands, mostly a local
/// choice (a tier badge, a brand gradient, a chart series), not a palette leaking out of the theme.
/// Where `Configuration.reportsSingleUseColors` is off (a plain lint of folders, by default), a hex
/// or channel colour is reported only where its value is written at two places or more among the
/// files linted, or where a project token has its colour or lies near it. Runs that check new code
/// turn it on (`Configuration.checkingNewCode`).
package enum SingleUseColors {
    /// The rules whose findings are counted: the colours written as values.
    static let ruleIDs: Set<String> = [HexColorLiteralRule.description.id, RawColorInitializerRule.description.id]

    /// The value a literal writes, whatever its alpha: `Color(hex: "2980B9").opacity(0.2)` writes `#2980B9`.
    static func key(_ color: RGBA) -> String {
        let bytes = color.bytes
        return "#" + RGBA.hex(bytes.red) + RGBA.hex(bytes.green) + RGBA.hex(bytes.blue)
    }

    /// Removes the findings whose value no other finding writes and that no project token is near.
    static func drop(from findings: inout [Finding]) {
        var uses: [String: Int] = [:]
        for finding in findings {
            if let value = finding.writtenValue { uses[value, default: 0] += 1 }
        }
        guard uses.values.contains(1) else { return }
        findings.removeAll { finding in
            guard let value = finding.writtenValue, !finding.hasNearToken, finding.fix == nil else { return false }
            return uses[value] == 1
        }
    }
}
