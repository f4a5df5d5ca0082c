// Issue 36: a window runner gives its scene the desktop's locale — its direction and the split's words — unless told otherwise.
import Foundation
import Testing
import SplitKit
@testable import SplitKitApp
@testable import SplitKitSDL

/// A scene with a split that takes the direction it is told, as an app's does.
@MainActor
final class DirectionScene: LiveScene {
    let split = SplitView(try! SplitViewState(configuration: SplitConfiguration(), size: Size(width: 800, height: 600)))
    var told: [InterfaceLocale] = []
    func handle(_ event: InputEvent) { split.send(event) }
    func advance(to time: Double) {}
    var isAnimating: Bool { false }
    func displayList() -> DisplayList { DisplayList() }
    func adoptLocale(_ locale: InterfaceLocale) {
        told.append(locale)
        split.send(.setLocale(locale))
    }
}

@MainActor
@Suite("Window runner: the locale's direction (dummy video driver)", .serialized)
struct LayoutDirectionLaunchTests {
    let font = try! FontLocator.fontPath(explicitPath: nil)

    @Test func theDesktopsDirectionComesFromItsLocale() {
        #expect(LayoutDirection.ofDesktop(environment: ["LANG": "he_IL.UTF-8"]) == .rightToLeft)
        #expect(LayoutDirection.ofDesktop(environment: ["LC_ALL": "ar_EG.UTF-8", "LANG": "en_US.UTF-8"]) == .rightToLeft)
        #expect(LayoutDirection.ofDesktop(environment: ["LANG": "de_DE.UTF-8"]) == .leftToRight)
        #expect(LayoutDirection.ofDesktop(environment: [:]) == .leftToRight)
    }

    @Test func aRunnerTellsItsSceneTheDirectionBeforeTheFirstFrame() throws {
        setenv("SDL_VIDEODRIVER", "dummy", 1)
        let window = try AppWindow(title: "t", size: Size(width: 800, height: 600), minimumSize: Size(width: 320, height: 240), fontPath: font)
        let scene = DirectionScene()
        let hebrew = InterfaceLocale.ofDesktop(environment: ["LANG": "he_IL.UTF-8"])
        #expect(hebrew.direction == .rightToLeft && hebrew.strings.language == "he")
        _ = WindowRunner(scene: scene, window: window, locale: hebrew)
        #expect(scene.told == [hebrew])
        #expect(scene.split.appearance.strings == hebrew.strings)  // the split's words in the desktop's language
        #expect(scene.split.accessibilityTree.node(withID: AccessibleNode.ID.sidebarButton)?.name == hebrew.strings[.showSidebar])  // spoken so
        #expect(scene.split.configuration.layoutDirection == .rightToLeft)
        #expect(scene.split.configuration.primarySide == .right && scene.split.state.layout.primary.x >= 400)  // mirrored
        #expect(scene.split.appearance.textMeasure.interfaceDirection == .rightToLeft)  // interface text measured so
        // By default, the desktop's (tests run in C.UTF-8: left to right); nil tells the scene nothing.
        let byLocale = DirectionScene()
        _ = WindowRunner(scene: byLocale, window: window)
        #expect(byLocale.told == [InterfaceLocale.ofDesktop()])
        let untold = DirectionScene()
        _ = WindowRunner(scene: untold, window: window, locale: nil)
        #expect(untold.told.isEmpty)
    }
}
