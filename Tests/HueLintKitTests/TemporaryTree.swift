import Foundation

/// A folder of files for one test, under the temporary directory: written by relative path, with
/// parent folders made on the way, and removed by `remove()` (call it in a `defer` or `tearDown`).
struct TemporaryTree {
    let root: String

    init(_ label: String) {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("huelint-\(label)-\(UUID().uuidString)")
            .resolvingSymlinksInPath().path
    }

    func write(_ relative: String, _ text: String) throws {
        let url = URL(fileURLWithPath: root + "/" + relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: false, encoding: .utf8)
    }

    func remove() { try? FileManager.default.removeItem(atPath: root) }
}
