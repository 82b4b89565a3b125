import Foundation
import HueLintKit

/// `huelint-bench --pathological [N]`: the inputs generated code brings to a CI gate (issue 19).
/// Writes, to a temporary folder, one Kotlin line of N `Color(0xFF0066CC)` (N = 50,000 is about
/// 1 MB), one Swift line of N/4 `Color(red: 1, green: 0, blue: 0)`, a Kotlin file of N findings
/// on N lines, a Swift `switch` and a Kotlin `when` of N/4 colour cases, N/4 top-level Swift
/// assignments, a setup function of N/4 label colours, a Kotlin function of N/4 calls each passed a
/// colour, and a template image drawn with N/8 colours; then times, per file, the lint from disk, each output format's
/// rendering, and the audit, and prints the run's peak RSS. Time and memory must grow with
/// the findings, not with findings times line length. With a limit, returns false when a lint,
/// rendering or audit took longer: a quadratic step (seconds, not tenths) fails CI.
enum Pathological {
    private static func hexByte(_ i: Int) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[(i / 16) % 16], digits[i % 16]])
    }

    static func run(findings count: Int, limit: Double = .infinity) throws -> Bool {
        var slowest = 0.0
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("huelint-bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let cases: [(name: String, text: String)] = [
            ("one-line.kt", "fun c() = listOf(" + Array(repeating: "Color(0xFF0066CC)", count: count).joined(separator: ", ") + ")\n"),
            ("one-line.swift", "func c() -> [Color] { [" + Array(repeating: "Color(red: 1, green: 0, blue: 0)", count: count / 4)
                .joined(separator: ", ") + "] }\n"),
            ("many-lines.kt", "fun c() = listOf(\n" + String(repeating: "    Color(0xFF0066CC),\n", count: count) + ")\n"),
            // A design-tool export's tables and generated setup code, N/4 entries each.
            ("switch-table.swift", "func color(_ i: Int) -> Color {\n    switch i {\n"
                + (0..<count / 4).map { "    case \($0): return Color(hex: \"\(hexByte($0))66CC\")\n" }.joined()
                + "    default: return .clear\n    }\n}\n"),
            ("when-table.kt", "fun color(i: Int) = when (i) {\n"
                + (0..<count / 4).map { "    \($0) -> Color(0xFF\(hexByte($0))66CC)\n" }.joined() + "    else -> Color.Unspecified\n}\n"),
            ("top-level.swift", String(repeating: "view.backgroundColor = UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 1)\n", count: count / 4)),
            ("setup.swift", "final class Panel: UIView {\n"
                + (0..<count / 40).map { "    private let label\($0) = UILabel()\n" }.joined() + "    func setUp() {\n"
                + (0..<count / 4).map { "        label\($0 % (count / 40)).textColor = .gray\n" }.joined() + "    }\n}\n"),
            // One function of N/4 calls of the same function, each passed a colour (checks asked per call).
            ("calls.kt", "fun draw() {\n" + (0..<count / 4).map { "    render(\($0), Color(0xFF\(hexByte($0))66CC))\n" }.joined() + "}\n"),
            // A menu-bar icon drawn with N/8 colours into an image marked template (checks asked per function).
            ("template-icon.swift", "import AppKit\nfunc icon() -> NSImage {\n    let image = NSImage(size: size, flipped: true) { rect in\n"
                + (0..<count / 8).map { "        label\($0).textColor = NSColor(red: 0.\($0 % 9 + 1), green: 0.5, blue: 0.3, alpha: 1)\n" }.joined()
                + "        NSColor.red.setFill()\n        return true\n    }\n    image.isTemplate = true\n    return image\n}\n"),
        ]
        for item in cases {
            let path = folder.appendingPathComponent(item.name).path
            try Data(item.text.utf8).write(to: URL(fileURLWithPath: path))
            var report: LintReport?
            let lint = seconds {
                report = LintEngine.run(paths: [path], currentDirectory: folder.path, configuration: .defaults, jobs: 1)
            }
            guard let report else { continue }
            slowest = max(slowest, lint)
            print(String(format: "%@: %.2f MB, %d findings; lint %.3f s", item.name, Double(item.text.utf8.count) / 1e6,
                         report.findings.count, lint), terminator: "")
            let context = ReportContext(workingDirectory: folder.path)
            for format in ReportFormat.allCases {
                var bytes = 0
                let time = seconds { bytes = format.render(report, context: context).utf8.count }
                slowest = max(slowest, time)
                print(String(format: "; %@ %.3f s (%.1f MB)", format.rawValue, time, Double(bytes) / 1e6), terminator: "")
            }
            var audited = 0
            let audit = seconds {
                audited = AuditEngine.run(paths: [path], currentDirectory: folder.path, configuration: .defaults,
                                          settings: AuditEngine.Settings(clusterDeltaE: 2, jobs: 1)).findings.count
            }
            print(String(format: "; audit %.3f s (%d findings)", audit, audited))
            slowest = max(slowest, audit)
        }
        print(String(format: "peak RSS: %.1f MiB", peakRSSMiB()))
        if slowest > limit { print(String(format: "too slow: %.3f s, over the limit of %.1f s", slowest, limit)) }
        return slowest <= limit
    }
}
