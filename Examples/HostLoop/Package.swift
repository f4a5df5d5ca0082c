// swift-tools-version: 6.1
// HostLoop: an SDL app that owns its loop, window and renderer and embeds SplitKit's split view below its own
// toolbar, as apps embed Dear ImGui (depends on this repository by path).
import PackageDescription

let package = Package(
    name: "HostLoop",
    dependencies: [.package(name: "splitview", path: "../..")],
    targets: [
        .executableTarget(
            name: "HostLoop",
            dependencies: [
                .product(name: "SplitKit", package: "splitview"),
                .product(name: "SplitKitSDL", package: "splitview"),  // SDLHostWindow, DisplayListRenderer
                .product(name: "SplitKitATSPI", package: "splitview"),  // screen readers (AT-SPI over D-Bus)
            ])
    ],
    swiftLanguageModes: [.v6]
)
