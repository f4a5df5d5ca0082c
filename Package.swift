// swift-tools-version: 6.1
// splitview: a split view controller for SDL2 apps, with a demo program and headless scripted runs.
import PackageDescription

let package = Package(
    name: "splitview",
    products: [
        .library(name: "SplitKit", targets: ["SplitKit"]),
        .library(name: "SplitKitSDL", targets: ["SplitKitSDL"]),
        // Files and where they go, without SDL: atomic writes, locks, the XDG and session-bus locations, kept stores.
        .library(name: "SplitKitStorage", targets: ["SplitKitStorage"]),
        // Screen readers on the Linux desktop (AT-SPI over libdbus): an app that wants them adds this product and
        // passes AccessibilityBridge to its WindowRunner; SplitKitSDL alone links no D-Bus.
        .library(name: "SplitKitATSPI", targets: ["SplitKitATSPI"]),
        // The desktop's appearance settings (the XDG desktop portal over libdbus, gsettings without it), followed live:
        // an app that wants them adds this product and passes DesktopSettingsWatch to its WindowRunner.
        .library(name: "SplitKitDesktop", targets: ["SplitKitDesktop"]),
        .library(name: "SplitKitScripting", targets: ["SplitKitScripting"]),
        // The window an app runs in (AppLauncher, WindowRunner, AppWindow), built on the other products' public API only.
        .library(name: "SplitKitApp", targets: ["SplitKitApp"]),
        // An app's own LANG.lproj/TABLE.strings built into its code, as the library's are (StringsCatalog(table:texts:)).
        .plugin(name: "EmbedStrings", targets: ["EmbedStrings"]),
        // No product for the demo program: `swift build` and `swift run splitview` still build it here (SwiftPM
        // makes a root package's executable targets products of their own). A package that depends on the libraries
        // fetches no other package: the one dependency below is the tests' (scripts/check-example.sh checks that).
    ],
    dependencies: [
        .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CSDL2",
            providers: [.apt(["libsdl2-dev", "libsdl2-ttf-dev", "libsdl2-image-dev", "libfontconfig-dev", "libx11-dev", "libxext-dev", "libxi-dev", "libwayland-dev"])]
        ),
        // libdbus-1 for the AT-SPI bridge, SplitKitATSPI alone (its include folders come from pkg-config; no -D flags,
        // so dependents build without SwiftPM's warning).
        // GNU FriBidi and HarfBuzz for the text layer: bidirectional order and each character's script.
        .systemLibrary(name: "CTextShaping", providers: [.apt(["libfribidi-dev", "libharfbuzz-dev"])]),
        .systemLibrary(name: "CDBus", pkgConfig: "dbus-1", providers: [.apt(["libdbus-1-dev"])]),
        .target(name: "SplitKit"),
        // FoundationEssentials and the pure core alone (SplitViewEffect for the width store): no SDL, no D-Bus.
        // Its Resources are the split's words in each shipped language (LANG.lproj/SplitKit.strings), built into its
        // code by the EmbedStrings plugin: a SwiftPM resource bundle is found through Foundation's Bundle, which would
        // link all of Foundation (CoreFoundation, its ICU and initialisers) into every app for a few tables of text.
        .target(
            name: "SplitKitStorage", dependencies: ["SplitKit", "CChildProcess"], exclude: ["Resources"], plugins: ["EmbedStrings"]
        ),
        // Writes a module's Resources/LANG.lproj/TABLE.strings into a Swift file as text (ShippedStrings.tables).
        .executableTarget(name: "embed-strings"),
        .plugin(name: "EmbedStrings", capability: .buildTool(), dependencies: ["embed-strings"]),
        .target(
            name: "CSDLPlatform", dependencies: ["CSDL2"],
            linkerSettings: [.linkedLibrary("X11"), .linkedLibrary("Xext"), .linkedLibrary("Xi"), .linkedLibrary("wayland-client")]
        ),
        .target(name: "SplitKitSDL", dependencies: ["SplitKit", "SplitKitStorage", "CSDL2", "CSDLPlatform", "CTextShaping"]),
        // Needs neither SDL nor SplitKitSDL: the loop that runs it passes a thread-safe wake (SDLHostWindow.wakeUp).
        .target(name: "SplitKitATSPI", dependencies: ["SplitKit", "SplitKitStorage", "SplitKitDBus", "CDBus"]),
        // What the two D-Bus modules share (values, the codec, joining a bus within a deadline): no product, `package` API.
        .target(name: "SplitKitDBus", dependencies: ["CDBus"]),
        // Helper programs that end with the thread that started them (gsettings monitor), whatever ends the program.
        .target(name: "CChildProcess"),
        .target(name: "SplitKitDesktop", dependencies: ["SplitKit", "SplitKitStorage", "SplitKitDBus", "CDBus"]),
        .target(name: "SplitKitScripting", dependencies: ["SplitKit", "SplitKitStorage", "SplitKitSDL"]),
        // One host among others: it sees SplitKitSDL's public API only, as an app that owns its SDL loop does.
        .target(name: "SplitKitApp", dependencies: ["SplitKit", "SplitKitStorage", "SplitKitSDL", "SplitKitScripting"]),
        .target(
            name: "SplitDemo",
            dependencies: [
                "SplitKit", "SplitKitStorage", "SplitKitSDL", "SplitKitScripting", "SplitKitATSPI", "SplitKitDesktop", "SplitKitApp",
            ],
            // The demo's own words in each language it ships (Resources/LANG.lproj/Demo.strings), built in as the
            // library's are.
            exclude: ["Resources"],
            plugins: ["EmbedStrings"]
        ),
        .executableTarget(name: "splitview", dependencies: ["SplitDemo"]),
        // Fixtures the tests share (SPEC §2's worked example configuration, a server that never answers).
        .target(name: "SplitKitTestSupport", dependencies: ["SplitKit"], path: "Tests/SplitKitTestSupport"),
        .testTarget(
            name: "SplitKitTests",
            dependencies: ["SplitKit", "SplitKitTestSupport", .product(name: "PropertyBased", package: "swift-property-based")]
        ),
        // No SDL: the storage module's tests build and run without a display or SDL's libraries.
        .testTarget(name: "SplitKitStorageTests", dependencies: ["SplitKitStorage", "SplitKitTestSupport"]),
        .testTarget(name: "SplitKitSDLTests", dependencies: ["SplitKitSDL", "SplitKitStorage", "SplitKitTestSupport", "CSDL2", "CSDLPlatform"]),
        .testTarget(name: "SplitKitATSPITests", dependencies: ["SplitKitATSPI", "SplitKitDBus", "SplitKit", "SplitKitTestSupport", "CDBus"]),
        .testTarget(name: "SplitKitDesktopTests", dependencies: ["SplitKitDesktop", "SplitKitDBus", "SplitKit"]),
        .testTarget(
            name: "SplitKitAppTests",
            dependencies: ["SplitKitApp", "SplitKitStorage", "SplitKitSDL", "SplitKitScripting", "SplitKitTestSupport", "CSDL2", "CSDLPlatform"]
        ),
        .testTarget(name: "SplitKitScriptingTests", dependencies: ["SplitKitScripting", "SplitKit", "SplitKitStorage", "SplitKitSDL", "SplitKitTestSupport"]),
        .testTarget(name: "SplitDemoTests", dependencies: ["SplitDemo", "SplitKit", "SplitKitStorage", "SplitKitSDL", "SplitKitScripting", "SplitKitApp", "SplitKitTestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
