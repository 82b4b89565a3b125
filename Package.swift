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
        .executableTarget(name: "huelint", dependencies: ["HueLintKit"]),
        .executableTarget(name: "huelint-bench", dependencies: ["HueLintKit"]),
        // A libFuzzer target: build with -Xswiftc -sanitize=fuzzer -Xswiftc -DFUZZING (see its source).
        .executableTarget(name: "huelint-fuzz", dependencies: ["HueLintKit"]),
        .testTarget(name: "HueLintKitTests", dependencies: ["HueLintKit"]),
    ]
)
