// huelint-fuzz: libFuzzer target for both lexers and the whole rule engine.
//
//   swift build -c release --product huelint-fuzz -Xswiftc -sanitize=fuzzer -Xswiftc -DFUZZING \
//       --scratch-path .build-fuzz
//   SWIFT_BACKTRACE=enable=no .build-fuzz/release/huelint-fuzz CORPUS -max_total_time=600  # see Architecture.md (Fuzzing)
//
// Each input is linted as Swift and as Kotlin. Checked on every input: no crash; the tokens cover
// the input byte for byte; findings and fix edits lie inside the file; a fix's edits never overlap;
// the prefilter changes no finding.
// Lexing and linting are linear, so libFuzzer's -timeout catches a hang or a quadratic case.
import Foundation
import HueLintKit

/// The default linter, and the same without its prefilter.
private func linters() -> (FileLinter, FileLinter) {
    var unfiltered = Configuration.defaults
    unfiltered.usesPrefilter = false
    return (FileLinter(configuration: .defaults), FileLinter(configuration: unfiltered))
}

#if FUZZING
private let (linter, unfiltered) = linters()

@_cdecl("LLVMFuzzerTestOneInput")
public func huelintFuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    for language in Language.allCases {
        FuzzChecks.check(bytes, language: language, linter: linter, unfiltered: unfiltered)
    }
    return 0
}

// SwiftPM links an executable's entry point as `<target>_main`; hand control to libFuzzer's driver.
@_silgen_name("LLVMFuzzerRunDriver")
private func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32) -> Int32

@_cdecl("huelint_fuzz_main")
public func fuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    var argc = argc
    var argv = argv
    return runFuzzerDriver(&argc, &argv) { data, size in huelintFuzz(data, size) }
}
#else
@main
struct FuzzTargetNeedsTheFuzzer {
    static func main() {
        print("huelint-fuzz is a libFuzzer target: build it with -Xswiftc -sanitize=fuzzer -Xswiftc -DFUZZING")
        // Without the fuzzer, run the same checks once over each file named on the command line,
        // so the properties can be replayed on a crash input or a corpus.
        let (linter, unfiltered) = linters()
        for path in CommandLine.arguments.dropFirst() {
            guard let data = FileManager.default.contents(atPath: path) else { continue }
            for language in Language.allCases {
                FuzzChecks.check([UInt8](data), language: language, linter: linter, unfiltered: unfiltered)
            }
        }
    }
}
#endif
