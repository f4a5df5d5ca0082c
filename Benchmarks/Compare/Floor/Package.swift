// swift-tools-version:5.9
// The floor for make compare: bare_sdl.c's window opened from Swift, linked as splitview is (RELEASE_FLAGS).
import PackageDescription

let package = Package(
    name: "floor",
    targets: [
        .systemLibrary(name: "CSDL", path: "Sources/CSDL"),
        .executableTarget(name: "floor", dependencies: ["CSDL"]),
    ]
)
