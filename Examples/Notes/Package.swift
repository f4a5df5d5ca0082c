// swift-tools-version: 6.1
// Notes: a small app of its own on SplitKit's split view and widgets (depends on this repository by path).
import PackageDescription

let package = Package(
    name: "Notes",
    dependencies: [.package(name: "splitview", path: "../..")],
    targets: [
        .executableTarget(
            name: "Notes",
            dependencies: [
                .product(name: "SplitKit", package: "splitview"),
                .product(name: "SplitKitSDL", package: "splitview"),
                .product(name: "SplitKitStorage", package: "splitview"),  // SplitWidthStore
                .product(name: "SplitKitScripting", package: "splitview"),
                .product(name: "SplitKitApp", package: "splitview"),  // AppLauncher: the window, or a script replayed headless
                .product(name: "SplitKitATSPI", package: "splitview"),  // screen readers (AT-SPI over D-Bus)
            ])
    ],
    swiftLanguageModes: [.v6]
)
