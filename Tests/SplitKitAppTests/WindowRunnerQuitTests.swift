// How the window's loop stops: a press under way ends as a release where the pointer was, however it stops.
import Foundation
import Testing
import CSDL2
import SplitKit
@testable import SplitKitApp
@testable import SplitKitSDL

/// A scene that only remembers the input it was given.
@MainActor
final class RecordingScene: LiveScene {
    var inputs: [InputEvent] = []
    var quitOnKey = false
    private(set) var wantsToQuit = false
    func handle(_ event: InputEvent) {
        inputs.append(event)
        if quitOnKey, case .key = event { wantsToQuit = true }
    }
    func advance(to time: Double) {}
    var isAnimating: Bool { false }
    func displayList() -> DisplayList { DisplayList() }
}

@MainActor
@Suite("Window runner: stopping (dummy video driver)", .serialized)
struct WindowRunnerQuitTests {
    let font = try! FontLocator.fontPath(explicitPath: nil)

    func push(_ type: SDL_EventType, _ fill: (inout SDL_Event) -> Void = { _ in }) {
        var event = SDL_Event()
        event.type = type.rawValue
        fill(&event)
        SDL_PushEvent(&event)
    }

    func pushDrag() {
        push(SDL_MOUSEBUTTONDOWN) {
            $0.button.button = UInt8(SDL_BUTTON_LEFT)
            $0.button.x = 364
            $0.button.y = 300
        }
        push(SDL_MOUSEMOTION) {
            $0.motion.x = 450
            $0.motion.y = 305
            $0.motion.state = csdl_button_lmask()
        }
    }

    func releases(_ scene: RecordingScene) -> [Point] {
        scene.inputs.compactMap { if case .pointerUp(let p, _) = $0 { p } else { nil } }
    }

    @Test func closingTheWindowMidDragEndsTheDragAsAReleaseWhereThePointerWas() throws {
        setenv("SDL_VIDEODRIVER", "dummy", 1)
        let window = try AppWindow(title: "t", size: Size(width: 800, height: 600), minimumSize: Size(width: 320, height: 240), fontPath: font)
        let scene = RecordingScene()
        let runner = WindowRunner(scene: scene, window: window)
        pushDrag()
        push(SDL_QUIT)  // in the same batch as the motion: the motion still counts
        runner.run()
        #expect(releases(scene) == [Point(x: 450, y: 305)], "\(scene.inputs)")
    }

    @Test func quittingFromTheSceneMidDragEndsTheDragToo() throws {
        setenv("SDL_VIDEODRIVER", "dummy", 1)
        let window = try AppWindow(title: "t", size: Size(width: 800, height: 600), minimumSize: Size(width: 320, height: 240), fontPath: font)
        let scene = RecordingScene()
        scene.quitOnKey = true  // as Ctrl+Q does in the demo
        let runner = WindowRunner(scene: scene, window: window)
        pushDrag()
        push(SDL_KEYDOWN) { $0.key.keysym.sym = SDL_Keycode(SDLK_q.rawValue) }
        runner.run()
        #expect(releases(scene) == [Point(x: 450, y: 305)], "\(scene.inputs)")
    }

    @Test func aQuitWithNothingPressedSendsNoRelease() throws {
        setenv("SDL_VIDEODRIVER", "dummy", 1)
        let window = try AppWindow(title: "t", size: Size(width: 800, height: 600), minimumSize: Size(width: 320, height: 240), fontPath: font)
        let scene = RecordingScene()
        let runner = WindowRunner(scene: scene, window: window)
        push(SDL_MOUSEMOTION) {
            $0.motion.x = 100
            $0.motion.y = 100
        }
        push(SDL_QUIT)
        runner.run()
        #expect(releases(scene).isEmpty, "\(scene.inputs)")
    }
}
