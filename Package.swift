// swift-tools-version:5.9
import PackageDescription

// ThreadSanitizer cannot see into a statically linked runtime (its libdispatch hooks crash and
// `swift_once` looks like a race), so sanitizer builds can ask for the shared one.
let staticStdlib: [String] = Context.environment["HUELINT_SHARED_STDLIB"] == nil ? ["-static-stdlib"] : []

let package = Package(
    name: "HueLint",
    products: [
        .executable(name: "huelint", targets: ["huelint"]),
        .library(name: "HueLintKit", targets: ["HueLintKit"]),
    ],
    targets: [
        .target(name: "HueLintKit"),
        // The commands, their flags and help: what `huelint` runs, kept apart from the library.
        .target(name: "HueLintCLI", dependencies: ["HueLintKit"]),
        // Linked statically on Linux: loading and relocating the shared Swift and Foundation
        // libraries took 8 of the 12 ms a run starts in, most of a pre-commit run on a few files.
        .executableTarget(name: "huelint", dependencies: ["HueLintCLI"],
                          swiftSettings: [.unsafeFlags(staticStdlib, .when(platforms: [.linux]))],
                          linkerSettings: [.unsafeFlags(staticStdlib, .when(platforms: [.linux]))]),
        .executableTarget(name: "huelint-bench", dependencies: ["HueLintKit"]),
        // A libFuzzer target: build with -Xswiftc -sanitize=fuzzer -Xswiftc -DFUZZING (see its source).
        .executableTarget(name: "huelint-fuzz", dependencies: ["HueLintKit"]),
        .testTarget(name: "HueLintKitTests", dependencies: ["HueLintKit", "HueLintCLI"]),
    ]
)
