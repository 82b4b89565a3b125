/// A unified diff (`diff -u` format, three lines of context) of two versions of a file, from a
/// Myers shortest edit script over lines. Lines keep their terminators, so a CRLF file diffs as
/// CRLF and a missing final newline is marked `\ No newline at end of file`.
package enum UnifiedDiff {
    package static func render(path: String, old: [UInt8], new: [UInt8], context: Int = 3) -> String {
        let a = lines(old), b = lines(new)
        let script = editScript(a, b)
        var out = "--- a/" + path + "\n+++ b/" + path + "\n"
        // Group changes into hunks with `context` lines around them.
        var index = 0
        while index < script.count {
            guard script[index].kind != .same else { index += 1; continue }
            var start = index
            var back = 0
            while start > 0 && back < context && script[start - 1].kind == .same { start -= 1; back += 1 }
            var end = index
            var sameRun = 0
            var probe = index
            while probe < script.count {
                if script[probe].kind == .same {
                    sameRun += 1
                    if sameRun > 2 * context { break }
                } else {
                    sameRun = 0
                    end = probe
                }
                probe += 1
            }
            let stop = min(script.count, end + 1 + context)
            let slice = script[start..<stop]
            let oldStart = slice.first!.oldLine, newStart = slice.first!.newLine
            let oldCount = slice.filter { $0.kind != .insert }.count
            let newCount = slice.filter { $0.kind != .delete }.count
            out += "@@ -\(range(oldStart, oldCount)) +\(range(newStart, newCount)) @@\n"
            for step in slice {
                let line: ArraySlice<UInt8>
                switch step.kind {
                case .same: out += " "; line = a[step.oldLine]
                case .delete: out += "-"; line = a[step.oldLine]
                case .insert: out += "+"; line = b[step.newLine]
                }
                out += String(decoding: line, as: UTF8.self)
                if line.last != UInt8(ascii: "\n") { out += "\n\\ No newline at end of file\n" }
            }
            index = stop
        }
        return out
    }

    private static func range(_ start: Int, _ count: Int) -> String {
        // 1-based; an empty range names the line before it.
        count == 0 ? "\(start),0" : count == 1 ? "\(start + 1)" : "\(start + 1),\(count)"
    }

    static func lines(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        var out: [ArraySlice<UInt8>] = []
        var start = 0
        for (i, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            out.append(bytes[start...i])
            start = i + 1
        }
        if start < bytes.count { out.append(bytes[start...]) }
        return out
    }

    enum Kind { case same, delete, insert }

    struct Step {
        var kind: Kind
        /// 0-based index in the old file (for `insert`: the old line it comes before).
        var oldLine: Int
        var newLine: Int
    }

    /// Myers' O(ND) algorithm, with the trace kept to walk back the path.
    static func editScript(_ a: [ArraySlice<UInt8>], _ b: [ArraySlice<UInt8>]) -> [Step] {
        let n = a.count, m = b.count
        let maxD = n + m
        var v = [Int](repeating: 0, count: 2 * maxD + 2)
        var trace: [[Int]] = []
        let offset = maxD + 1
        search: for d in 0...maxD {
            trace.append(v)
            for k in stride(from: -d, through: d, by: 2) {
                var x = k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1]) ? v[offset + k + 1] : v[offset + k - 1] + 1
                var y = x - k
                while x < n && y < m && a[x] == b[y] { x += 1; y += 1 }
                v[offset + k] = x
                if x >= n && y >= m { trace.append(v); break search }
            }
        }
        var steps: [Step] = []
        var x = n, y = m
        for d in stride(from: trace.count - 2, through: 0, by: -1) {
            let vd = trace[d]
            let k = x - y
            let previousK = k == -d || (k != d && vd[offset + k - 1] < vd[offset + k + 1]) ? k + 1 : k - 1
            let previousX = vd[offset + previousK]
            let previousY = previousX - previousK
            while x > previousX && y > previousY {
                x -= 1; y -= 1
                steps.append(Step(kind: .same, oldLine: x, newLine: y))
            }
            if d > 0 {
                if x == previousX { y -= 1; steps.append(Step(kind: .insert, oldLine: x, newLine: y)) } else { x -= 1; steps.append(Step(kind: .delete, oldLine: x, newLine: y)) }
            }
        }
        while x > 0 && y > 0 { x -= 1; y -= 1; steps.append(Step(kind: .same, oldLine: x, newLine: y)) }
        return steps.reversed()
    }
}
