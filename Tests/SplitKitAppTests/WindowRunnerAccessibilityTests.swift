// Issue 26: the window's loop runs the accessibility exporter it is given (SplitKitATSPI's bridge, or this stand-in)
// through the exporter's one call per frame, and builds no tree while nothing listens.
import Foundation
import Testing
import SplitKit
@testable import SplitKitApp
@testable import SplitKitSDL

/// An exporter that records what the runner does with it and hands back the requests it is told to.
@MainActor
final class RecordingExporter: AccessibilityExporter {
    static var made: [RecordingExporter] = []
    static var connects = true
    static var requests: [AccessibilityRequest] = []

    let applicationName: String
    var published: [AccessibilitySnapshot] = []
    var stopped = false
    var reportProblem: (String) -> Void = { _ in }
    var isConnected: Bool { Self.connects }
    var status: String { isConnected ? "on (test)" : "off: test" }

    init(applicationName: String, wake: @escaping @Sendable () -> Void) {
        self.applicationName = applicationName
        Self.made.append(self)
        wake()  // as the bridge does once connected: the loop then makes the first snapshot
    }

    func publish(_ snapshot: AccessibilitySnapshot) { published.append(snapshot) }
    func takeRequests() -> [AccessibilityRequest] {
        defer { Self.requests = [] }
        return Self.requests
    }
    func stop() { stopped = true }
}

/// A scene with one button, which a screen reader's press turns into quitting; counts the trees it builds.
@MainActor
final class PressToQuitScene: LiveScene {
    var treesBuilt = 0
    var performed: [AccessibilityRequest] = []
    private(set) var wantsToQuit = false
    func handle(_ event: InputEvent) {}
    func advance(to time: Double) {}
    var isAnimating: Bool { false }
    func displayList() -> DisplayList {
        var list = DisplayList()
        list.title = "Quitter"
        return list
    }
    func accessibilityTree() -> AccessibleNode? {
        treesBuilt += 1
        return AccessibleNode(id: "quit", role: .pushButton, name: "Quit", bounds: Rect(x: 0, y: 0, width: 80, height: 30), actions: [.press])
    }
    func performAccessibility(_ request: AccessibilityRequest, time: Double) -> Bool {
        performed.append(request)
        wantsToQuit = true
        return true
    }
}

@MainActor
@Suite("Window runner: the accessibility exporter (dummy video driver)", .serialized)
struct WindowRunnerAccessibilityTests {
    let font = try! FontLocator.fontPath(explicitPath: nil)

    func window() throws -> AppWindow {
        setenv("SDL_VIDEODRIVER", "dummy", 1)
        return try AppWindow(title: "t", size: Size(width: 800, height: 600), minimumSize: Size(width: 320, height: 240), fontPath: font)
    }

    @Test func theRunnerStartsTheExporterPublishesTheFramePassesRequestsOnAndStopsIt() throws {
        RecordingExporter.made = []
        RecordingExporter.connects = true
        RecordingExporter.requests = [.perform(.press, node: "quit")]
        let scene = PressToQuitScene()
        let runner = WindowRunner(scene: scene, window: try window(), accessibility: RecordingExporter.self, applicationName: "Quitter")
        #expect(RecordingExporter.made.isEmpty, "started by run(), not before")
        runner.run()
        let exporter = try #require(RecordingExporter.made.first)
        #expect(RecordingExporter.made.count == 1)
        #expect(exporter.applicationName == "Quitter")
        #expect(exporter.published.first?.title == "Quitter")
        #expect(exporter.published.first?.size == Size(width: 800, height: 600))
        #expect(exporter.published.first?.content?.id == "quit")
        #expect(scene.performed == [.perform(.press, node: "quit")])
        #expect(exporter.stopped)
        #expect(runner.accessibilityStatus == "on (test)")
    }

    @Test func noTreeIsBuiltWhileTheExporterIsNotConnectedOrWithoutOne() throws {
        RecordingExporter.made = []
        RecordingExporter.connects = false
        RecordingExporter.requests = [.perform(.press, node: "quit")]  // taken all the same: requests never wait for a tree
        let scene = PressToQuitScene()
        WindowRunner(scene: scene, window: try window(), accessibility: RecordingExporter.self).run()
        #expect(scene.performed == [.perform(.press, node: "quit")])
        #expect(scene.treesBuilt == 0)
        #expect(RecordingExporter.made.first?.published == [])

        let alone = RecordingScene()
        alone.quitOnKey = true
        let runner = WindowRunner(scene: alone, window: try window())
        var key = SDL_Event()
        key.type = SDL_KEYDOWN.rawValue
        key.key.keysym.sym = SDL_Keycode(SDLK_q.rawValue)
        SDL_PushEvent(&key)
        runner.run()
        #expect(runner.accessibilityStatus == nil)
    }
}
