/// Backward walks over the significant tokens whose next step depends only on where they are
/// (the previous token, or the token before a closer's partner), stopping at a token that decides
/// the answer or after a fixed budget of steps: `FileContext.enclosingOpener` (Openers.swift) and
/// `FileContext.declarationKeyword(around:)`.
///
/// Each finding walks back from itself, so in an argument list of 50,000 colours every walk
/// would cross the same thousands of arguments. A walk that has not ended within `directSteps` goes
/// on with a memo: for every position it passes, the position where the walk from there ends and
/// how many steps that takes. A later walk stops at the first position it knows, so every
/// position is walked past once per file, and the answer (ended within the budget or not) is
/// exactly the plain walk's.
struct BackwardWalkMemo {
    /// Steps walked before the memo is used: most walks end sooner, and they cost what they did.
    static let directSteps = 32

    /// Per position: where the walk from it ends (-1 when it ends with no position), the steps
    /// from it to there (-1: not known), and the context (`boundary`) the walk ran with. One slot
    /// per position, allocated by the first long walk (a dictionary cost a sixth of the lint of a
    /// line of 50,000 colours).
    private var known: [(end: Int32, steps: Int32, boundary: Int32)] = []

    enum Step {
        /// The walk ends here, with this answer (nil for none).
        case end(Int?)
        /// The walk goes on at this position.
        case next(Int)
    }

    /// Walks from `start`, ending within `budget` steps or not: the answer, or nil when the budget
    /// ran out first. `step` says what happens at a position; `boundary` is whatever else the
    /// steps depend on (answers are reused only under the same one).
    mutating func walk(from start: Int, budget: Int, boundary: Int, positions: Int, step: (Int) -> Step) -> Int? {
        var q = start
        var steps = 0
        while steps < Self.directSteps {
            guard steps < budget else { return nil }
            switch step(q) {
            case .end(let answer): return answer
            case .next(let next): q = next
            }
            steps += 1
        }
        // A long walk: go on with the memo, then record where each position passed ends.
        if known.isEmpty { known = Array(repeating: (-1, -1, 0), count: positions) }
        let context = Int32(truncatingIfNeeded: boundary)
        var path: [Int32] = []
        var end: Int32
        var remaining: Int32
        while true {
            // Positions outside the file (before the first token) end the walk at once.
            if q >= 0 && q < known.count, known[q].steps >= 0, known[q].boundary == context {
                end = known[q].end
                remaining = known[q].steps
                break
            }
            switch step(q) {
            case .end(let answer):
                end = Int32(answer ?? -1)
                remaining = 0
                if q >= 0 && q < known.count { known[q] = (end, 0, context) }
            case .next(let next):
                path.append(Int32(truncatingIfNeeded: q))
                q = next
                continue
            }
            break
        }
        let total = steps + path.count + Int(remaining)
        for node in path.reversed() {
            remaining += 1
            if node >= 0 && Int(node) < known.count { known[Int(node)] = (end, remaining, context) }
        }
        // The plain walk decides at step `total` only if that step is within the budget.
        return total < budget && end >= 0 ? Int(end) : nil
    }
}
