// The real window on SDL's dummy video driver: live resize reaches the host from inside the event pump.
import Foundation
import Testing
import SplitKit
@testable import SplitKitSDL

@MainActor
@Suite("App window (dummy video driver)", .serialized)
struct AppWindowTests {
    @Test func resizingCallsTheLiveResizeHandlerAtOnceWithTheNewSize() throws {
        setenv("SDL_VIDEODRIVER", "dummy", 1)
        let window = try AppWindow(
            title: "test", size: Size(width: 800, height: 600), minimumSize: Size(width: 320, height: 240),
            fontPath: FontLocator.fontPath(explicitPath: nil))
        var seen: [Size] = []
        window.onLiveResize { seen.append($0) }
        window.resize(to: Size(width: 640, height: 480))
        // Delivered synchronously from the event watch, before anything reads the queue.
        #expect(seen.last == Size(width: 640, height: 480))
        #expect(window.size == Size(width: 640, height: 480))
        var list = DisplayList()
        list.fill(Rect(x: 0, y: 0, width: 640, height: 480), Color(hex: 0x336699))
        try window.present(list)
        let events = window.waitEvents(timeout: 0)
        #expect(events.contains(.input(.resize(Size(width: 640, height: 480), time: events.compactMap {
            if case .input(.resize(_, let t)) = $0 { t } else { nil }
        }.first ?? 0))))
    }
}
