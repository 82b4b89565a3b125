import XCTest
@testable import HueLintCLI
@testable import HueLintKit

final class DiffHunkParserTests: XCTestCase {
    private func parse(_ lines: [String]) -> ChangedLines {
        DiffHunkParser.parse(Array((lines.joined(separator: "\n") + "\n").utf8))
    }

    func testModifiedFileWithSeveralHunks() {
        let changed = parse([
            "diff --git a/App/Home.swift b/App/Home.swift",
            "index 1111111..2222222 100644",
            "--- a/App/Home.swift",
            "+++ b/App/Home.swift",
            "@@ -3 +3 @@ struct Home {",
            "-    let a = 1",
            "+    let a = 2",
            "@@ -10,0 +11,2 @@",
            "+    let b = 3",
            "+    let c = 4",
            "@@ -20,3 +22,0 @@",
            "-x",
            "-y",
            "-z",
            "@@ -30,2 +29,3 @@",
            "-p",
            "-q",
            "+r",
            "+s",
            "+t",
        ])
        XCTAssertEqual(changed.ranges, ["App/Home.swift": [3...3, 11...12, 29...31]])
        XCTAssertTrue(changed.contains(path: "App/Home.swift", lines: 12...12))
        XCTAssertTrue(changed.contains(path: "App/Home.swift", lines: 1...3), "a span touching a changed line counts")
        XCTAssertFalse(changed.contains(path: "App/Home.swift", lines: 13...28), "a pure deletion adds no line")
        XCTAssertFalse(changed.contains(path: "App/Other.swift", lines: 3...3))
    }

    func testNewDeletedAndRenamedFiles() {
        let changed = parse([
            "diff --git a/New.kt b/New.kt",
            "new file mode 100644",
            "index 0000000..3333333",
            "--- /dev/null",
            "+++ b/New.kt",
            "@@ -0,0 +1,3 @@",
            "+package app",
            "+",
            "+val x = 1",
            "diff --git a/Gone.swift b/Gone.swift",
            "deleted file mode 100644",
            "index 4444444..0000000",
            "--- a/Gone.swift",
            "+++ /dev/null",
            "@@ -1,2 +0,0 @@",
            "-let a = 1",
            "-let b = 2",
            "diff --git a/Old/Name.swift b/New/Name.swift",
            "similarity index 90%",
            "rename from Old/Name.swift",
            "rename to New/Name.swift",
            "index 5555555..6666666 100644",
            "--- a/Old/Name.swift",
            "+++ b/New/Name.swift",
            "@@ -7 +7 @@",
            "-old",
            "+new",
            "diff --git a/Same.swift b/Moved.swift",
            "similarity index 100%",
            "rename from Same.swift",
            "rename to Moved.swift",
            "diff --git a/tool.sh b/tool.sh",
            "old mode 100644",
            "new mode 100755",
            "diff --git a/logo.png b/logo.png",
            "index 7777777..8888888 100644",
            "Binary files a/logo.png and b/logo.png differ",
        ])
        XCTAssertEqual(changed.ranges, ["New.kt": [1...3], "New/Name.swift": [7...7]])
    }

    func testNoNewlineMarkersAndBodyLinesThatLookLikeHeaders() {
        let changed = parse([
            "diff --git a/A.swift b/A.swift",
            "--- a/A.swift",
            "+++ b/A.swift",
            "@@ -5 +5,3 @@",
            "-let last = 1",
            "\\ No newline at end of file",
            "+++ b/Fake.swift",
            "+@@ -1 +1,9 @@",
            "+diff --git a/X b/X",
            "\\ No newline at end of file",
            "@@ -9,0 +12 @@",
            "+--- a/not-a-header",
        ])
        XCTAssertEqual(changed.ranges, ["A.swift": [5...7, 12...12]])
    }

    func testQuotedPathsAndPathsWithSpaces() {
        let changed = parse([
            "diff --git a/My Views/Home View.swift b/My Views/Home View.swift",
            "--- a/My Views/Home View.swift\t",
            "+++ b/My Views/Home View.swift\t",
            "@@ -1 +1 @@",
            "-a",
            "+b",
            "diff --git \"a/q\\\"uote\\\\d.swift\" \"b/q\\\"uote\\\\d.swift\"",
            "--- \"a/q\\\"uote\\\\d.swift\"",
            "+++ \"b/q\\\"uote\\\\d.swift\"",
            "@@ -2,0 +3 @@",
            "+c",
            "diff --git \"a/caf\\303\\251.kt\" \"b/caf\\303\\251.kt\"",
            "--- \"a/caf\\303\\251.kt\"",
            "+++ \"b/caf\\303\\251.kt\"",
            "@@ -4 +4 @@",
            "-d",
            "+e",
            "diff --git \"a/tab\\there.swift\" \"b/tab\\there.swift\"",
            "--- \"a/tab\\there.swift\"",
            "+++ \"b/tab\\there.swift\"",
            "@@ -1,0 +2 @@",
            "+f",
        ])
        XCTAssertEqual(changed.ranges, [
            "My Views/Home View.swift": [1...1],
            "q\"uote\\d.swift": [3...3],
            "café.kt": [4...4],
            "tab\there.swift": [2...2],
        ])
    }

    func testHunkHeaderForms() {
        XCTAssertEqual(DiffHunkParser.hunkHeader("@@ -1 +1 @@")?.added, 1)
        XCTAssertEqual(DiffHunkParser.hunkHeader("@@ -0,0 +1,12 @@")?.added, 12)
        XCTAssertEqual(DiffHunkParser.hunkHeader("@@ -4,2 +3,0 @@ func x() {")?.removed, 2)
        XCTAssertNil(DiffHunkParser.hunkHeader("@@ -a +1 @@"))
        XCTAssertNil(DiffHunkParser.hunkHeader("@@@ -1 -1 +1 @@@"), "combined diffs are not read")
        XCTAssertEqual(DiffHunkParser.unquoted("\"b/\\a\\b\\v\\f\\r\\n\\101\""), "b/\u{07}\u{08}\u{0B}\u{0C}\r\nA")
    }

    func testWindowsLineEndingsInTheDiffOutput() {
        let changed = DiffHunkParser.parse(Array("diff --git a/A.swift b/A.swift\r\n--- a/A.swift\r\n+++ b/A.swift\r\n@@ -1 +1,2 @@\r\n-x\r\n+y\r\n+z\r\n".utf8))
        XCTAssertEqual(changed.ranges, ["A.swift": [1...2]])
    }

    func testOverlappingAndAdjacentRangesMerge() {
        var changed = ChangedLines()
        changed.add("A.swift", 5...6)
        changed.add("A.swift", 1...2)
        changed.add("A.swift", 3...3)
        changed.add("A.swift", 9...9)
        XCTAssertEqual(changed.ranges["A.swift"], [1...3, 5...6, 9...9], "1...2 and 3...3 touch; 5...6 does not")
        changed.wholeFiles.insert("B.swift")
        XCTAssertTrue(changed.contains(path: "B.swift", lines: 400...400), "untracked files count as wholly changed")
    }
}
