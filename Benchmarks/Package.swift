// swift-tools-version: 6.1
// Benchmarks for splitview, kept in their own package so `make test` never builds the benchmark tooling.
import PackageDescription

let package = Package(
    name: "splitview-benchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "splitview", path: ".."),
        .package(url: "https://github.com/ordo-one/package-benchmark.git", from: "1.0.0", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "SplitKitBenchmarks",
            dependencies: [
                .product(name: "SplitKit", package: "splitview"),
                .product(name: "SplitKitSDL", package: "splitview"),
                .product(name: "SplitKitApp", package: "splitview"),  // AppWindow, for the live resize
                .product(name: "Benchmark", package: "package-benchmark"),
            ],
            path: "Benchmarks/SplitKitBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]
        )
    ]
)
