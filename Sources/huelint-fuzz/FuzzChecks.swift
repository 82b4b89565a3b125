import HueLintKit  // re-exports the C library (abort, fputs…)

/// The properties every input must keep; a violation aborts, which libFuzzer reports as a crash.
enum FuzzChecks {
    /// `unfiltered` is `linter` without its prefilter: the prefilter must never change a finding.
    static func check(_ bytes: [UInt8], language: Language, linter: FileLinter, unfiltered: FileLinter) {
        let tokens = Lexer.tokenize(bytes, language: language)
        var offset = 0
        for token in tokens {
            require(Int(token.start) == offset && token.end > token.start, "tokens must be contiguous and non-empty")
            offset = Int(token.end)
        }
        require(offset == bytes.count, "tokens must cover the whole input")
        require(Lexer.tokenize(bytes, language: language, layout: false) == tokens.filter { $0.kind != .whitespace && $0.kind != .newline },
                "the lint pass's tokens must be the same minus spaces and line breaks")
        let file = SourceFile(path: language == .swift ? "Fuzz/Input.swift" : "fuzz/Input.kt", bytes: bytes, language: language)
        let findings = linter.lint(file)
        func summary(_ found: [Finding]) -> [String] { found.map { "\($0.ruleID) \($0.range.start) \($0.range.end) \($0.message)" } }
        require(summary(findings) == summary(unfiltered.lint(file)), "the prefilter must not change the findings")
        for finding in findings {
            require(finding.range.start >= 0 && finding.range.end <= bytes.count && finding.range.start <= finding.range.end,
                    "findings must lie inside the file")
            if let fix = finding.fix {
                let edits = fix.edits.sorted { $0.range.start < $1.range.start }
                for (a, b) in zip(edits, edits.dropFirst()) { require(a.range.end <= b.range.start, "fix edits must not overlap") }
                for edit in edits { require(edit.range.start >= 0 && edit.range.end <= bytes.count, "fix edits must lie inside the file") }
            }
        }
    }

    static func require(_ condition: Bool, _ message: StaticString) {
        if !condition {
            fputs("huelint-fuzz: property violated: \(message)\n", stderr)
            abort()
        }
    }
}
