// huelint-bench: throughput of lexing plus every rule, per core and in parallel, with and without
// the prefilter that skips files no rule can report in.
//
//   swift run -c release huelint-bench                 # synthetic corpus (deterministic)
//   swift run -c release huelint-bench PATH…           # real trees
//   swift run -c release huelint-bench --files 4000    # synthetic corpus size
//   swift run -c release huelint-bench --write-corpus DIR   # write the synthetic corpus to DIR and stop
//                                                      # (.ci/compare-tools/compare.py --quick times tools on it)
//   swift run -c release huelint-bench --pathological [N]   # N findings on one line (default 50,000); see Pathological
import Foundation
import HueLintKit  // re-exports the C library (getrusage, clock_gettime…)

/// Peak resident set size of this process, in MiB.
func peakRSSMiB() -> Double {
    var usage = rusage()
    #if canImport(Darwin)
    getrusage(RUSAGE_SELF, &usage)
    return Double(usage.ru_maxrss) / 1_048_576  // bytes on Darwin
    #else
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_maxrss) / 1024  // KiB on Linux
    #endif
}

func seconds(_ body: () -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

/// CPU time of the calling thread: single-core figures stay honest on a busy machine.
func cpuSeconds(_ body: () -> Void) -> Double {
    var start = timespec(), end = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &start)
    body()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &end)
    return Double(end.tv_sec - start.tv_sec) + Double(end.tv_nsec - start.tv_nsec) / 1e9
}

let usage = """
    usage: huelint-bench [--files N] [PATH…]      lex and lint the synthetic corpus, or the given trees
           huelint-bench --write-corpus DIR       write the synthetic corpus to DIR
           huelint-bench --pathological [N] [--max-seconds S]
                                                 N findings on one line and other generated inputs

    """
var arguments = Array(CommandLine.arguments.dropFirst())
if arguments.contains("--help") || arguments.contains("-h") {
    print(usage, terminator: "")
    exit(0)
}
var fileCount = 3000
if let index = arguments.firstIndex(of: "--files"), index + 1 < arguments.count, let n = Int(arguments[index + 1]) {
    fileCount = n
    arguments.removeSubrange(index...(index + 1))
}
if let index = arguments.firstIndex(of: "--write-corpus"), index + 1 < arguments.count {
    // The synthetic corpus on disk, so other tools can be timed on the same bytes.
    let folder = URL(fileURLWithPath: arguments[index + 1])
    var bytes = 0
    for source in SyntheticCorpus.generate(files: fileCount) {
        let url = folder.appendingPathComponent(source.path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(source.bytes).write(to: url)
        bytes += source.bytes.count
    }
    print("wrote \(fileCount) files, \(bytes) bytes, to \(folder.path)")
    exit(0)
}
if let index = arguments.firstIndex(of: "--pathological") {
    let count = index + 1 < arguments.count ? Int(arguments[index + 1]) ?? 50_000 : 50_000
    // `--max-seconds S`: fail when any step takes longer (CI's guard against quadratic work).
    var limit = Double.infinity
    if let flag = arguments.firstIndex(of: "--max-seconds"), flag + 1 < arguments.count, let seconds = Double(arguments[flag + 1]) {
        limit = seconds
    }
    exit(try Pathological.run(findings: count, limit: limit) ? 0 : 1)
}
// Past the flags above, only folders or files to bench remain: anything else is a mistake to say so.
for argument in arguments {
    if argument.hasPrefix("-") {
        FileHandle.standardError.write(Data("huelint-bench: unknown option '\(argument)'\n\(usage)".utf8))
        exit(2)
    }
    if !FileManager.default.fileExists(atPath: argument) {
        FileHandle.standardError.write(Data("huelint-bench: no such file or directory: \(argument)\n".utf8))
        exit(2)
    }
}
let jobs = ProcessInfo.processInfo.activeProcessorCount
let cwd = FileManager.default.currentDirectoryPath

var sources: [SourceFile] = []
var label: String
if arguments.isEmpty {
    sources = SyntheticCorpus.generate(files: fileCount)
    label = "synthetic corpus (\(fileCount) files)"
} else {
    label = arguments.joined(separator: " ")
    let walked = FileWalker().collect(arguments, currentDirectory: cwd)
    for file in walked.files {
        guard let data = FileManager.default.contents(atPath: file.absolutePath) else { continue }
        sources.append(SourceFile(path: file.path, bytes: [UInt8](data), language: file.language))
    }
}
let totalBytes = sources.reduce(0) { $0 + $1.bytes.count }
let megabytes = Double(totalBytes) / 1_000_000
print("corpus: \(label): \(sources.count) files, \(String(format: "%.1f", megabytes)) MB")

// Lexing alone, one core (thread CPU time).
var tokenCount = 0
let lexTime = cpuSeconds {
    for source in sources { tokenCount += Lexer.tokenize(source.bytes, language: source.language).count }
}
print(String(format: "lex only, 1 core:          %7.1f MB/s  (%d tokens)", megabytes / lexTime, tokenCount))

// Lexing as the lint does it, one core (best of 3): no layout tokens, the significant-token view
// and token index built as the lexer goes (`FileContext`), every file whether or not a rule needs it.
var viewTime = Double.infinity
for _ in 0..<3 {
    viewTime = min(viewTime, cpuSeconds { for source in sources { _ = FileContext(file: source).count } })
}
print(String(format: "lex for the lint, 1 core:  %7.1f MB/s", megabytes / viewTime))

// Lexing, structure and every rule, one core: the per-core figure (thread CPU time, best of 3).
let linter = FileLinter(configuration: .defaults)

// The prefilter alone, one core (best of 3): what it costs to decide which files to lex.
var admitted = 0, admittedBytes = 0
var prefilterTime = Double.infinity
for _ in 0..<3 {
    admitted = 0
    admittedBytes = 0
    prefilterTime = min(prefilterTime, cpuSeconds {
        for source in sources where linter.mayReport(in: source) {
            admitted += 1
            admittedBytes += source.bytes.count
        }
    })
}
print(String(format: "prefilter only, 1 core:    %7.1f MB/s  (admits %d files, %.0f%% of bytes)",
             megabytes / prefilterTime, admitted, 100 * Double(admittedBytes) / Double(max(1, totalBytes))))
var findingCount = 0
var lintTime = Double.infinity
for _ in 0..<3 {
    findingCount = 0
    lintTime = min(lintTime, cpuSeconds {
        for source in sources { findingCount += linter.lint(source).count }
    })
}
print(String(format: "lex + all rules, 1 core:   %7.1f MB/s  %8.0f files/s  (%d findings)",
             megabytes / lintTime, Double(sources.count) / lintTime, findingCount))

// The same with every file lexed and checked: what the prefilter saves.
var unfilteredConfiguration = Configuration.defaults
unfilteredConfiguration.usesPrefilter = false
let unfiltered = FileLinter(configuration: unfilteredConfiguration)
var unfilteredTime = Double.infinity
for _ in 0..<3 {
    unfilteredTime = min(unfilteredTime, cpuSeconds { for source in sources { _ = unfiltered.lint(source) } })
}
print(String(format: "same, no prefilter, 1 core: %7.1f MB/s  %8.0f files/s", megabytes / unfilteredTime,
             Double(sources.count) / unfilteredTime))

// The same work across every core.
let parallelTime = seconds {
    DispatchQueue.concurrentPerform(iterations: sources.count) { index in _ = linter.lint(sources[index]) }
}
print(String(format: "lex + all rules, %d cores:  %7.1f MB/s  %8.0f files/s", jobs,
             megabytes / parallelTime, Double(sources.count) / parallelTime))

// Whole runs from disk (walk, read, lint, settle, sort) when given real folders.
if !arguments.isEmpty {
    var report: LintReport?
    let runTime = seconds {
        report = LintEngine.run(paths: arguments, currentDirectory: cwd, configuration: .defaults, jobs: jobs)
    }
    print(String(format: "full run from disk, %d jobs: %.3f s, %7.1f MB/s, %d findings", jobs, runTime,
                 megabytes / runTime, report?.findings.count ?? 0))
}
print(String(format: "peak RSS: %.1f MiB", peakRSSMiB()))
