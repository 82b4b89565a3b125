// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "HueLint",
    products: [
        .executable(name: "huelint", targets: ["huelint"]),
        .library(name: "HueLintKit", targets: ["HueLintKit"]),
    ],
    targets: [
        .target(name: "HueLintKit"),
        // Linked statically on Linux: loading and relocating the shared Swift and Foundation
        // libraries took 8 of the 12 ms a run starts in, most of a pre-commit run on a few files.
        .executableTarget(name: "huelint", dependencies: ["HueLintKit"],
                          swiftSettings: [.unsafeFlags(["-static-stdlib"], .when(platforms: [.linux]))],
                          linkerSettings: [.unsafeFlags(["-static-stdlib"], .when(platforms: [.linux]))]),
        .executableTarget(name: "huelint-bench", dependencies: ["HueLintKit"]),
        // A libFuzzer target: build with -Xswiftc -sanitize=fuzzer -Xswiftc -DFUZZING (see its source).
        .executableTarget(name: "huelint-fuzz", dependencies: ["HueLintKit"]),
        .testTarget(name: "HueLintKitTests", dependencies: ["HueLintKit"]),
    ]
)
