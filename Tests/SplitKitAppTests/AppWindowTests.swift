// The real window on SDL's dummy video driver: live resize, and a clear failure when there is no display.
import CSDL2
import Foundation
import Synchronization
import Testing
import SplitKit
@testable import SplitKitApp
@testable import SplitKitSDL

@MainActor
@Suite("App window (dummy video driver)", .serialized)
struct AppWindowTests {
    let font = try! FontLocator.fontPath(explicitPath: nil)

    /// Runs `body` with the environment variables changed as given (nil unsets), restoring them after.
    func withEnvironment(_ changes: [String: String?], _ body: () throws -> Void) rethrows {
        let saved = changes.keys.map { ($0, ProcessInfo.processInfo.environment[$0]) }
        for (name, value) in changes {
            if let value { setenv(name, value, 1) } else { unsetenv(name) }
        }
        defer { for (name, value) in saved { if let value { setenv(name, value, 1) } else { unsetenv(name) } } }
        try body()
    }

    @Test func resizingCallsTheLiveResizeHandlerAtOnceWithTheNewSize() throws {
        try withEnvironment(["SDL_VIDEODRIVER": "dummy"]) {
            let window = try AppWindow(
                title: "test", size: Size(width: 800, height: 600), minimumSize: Size(width: 320, height: 240), fontPath: font)
            var seen: [Size] = []
            window.onLiveResize { seen.append($0) }
            window.resize(to: Size(width: 640, height: 480))
            // Delivered synchronously from the event watch, before anything reads the queue.
            #expect(seen.last == Size(width: 640, height: 480))
            #expect(window.size == Size(width: 640, height: 480))
            var list = DisplayList()
            list.fill(Rect(x: 0, y: 0, width: 640, height: 480), Color(hex: 0x336699))
            window.present(list)
            let events = window.waitEvents(timeout: 0)
            #expect(events.contains(.input(.resize(Size(width: 640, height: 480), time: events.compactMap {
                if case .input(.resize(_, let t)) = $0 { t } else { nil }
            }.first ?? 0))))
            #expect(window.rendererName == "software")  // the dummy driver has no GPU
            #expect(window.desktop.scaleWatch == nil)  // only on Wayland
            #expect(window.refreshInterval > 0)
        }
    }

    @Test func theFontIsFoundOffTheMainThreadAndItsErrorStopsTheWindow() throws {
        try withEnvironment(["SDL_VIDEODRIVER": "dummy"]) {
            // The lookup runs on a thread of its own (while SDL's video starts), not before the window on the main one.
            let onMain = Mutex<Bool?>(nil)
            let font = font
            let window = try AppWindow(title: "t", size: Size(width: 400, height: 300), minimumSize: Size(width: 320, height: 240),
                                       fontPath: { onMain.withLock { $0 = Thread.isMainThread }; return font }())
            #expect(onMain.withLock { $0 } == false)
            #expect(window.textMeasure.width(of: "Hello", style: TextStyle(size: 17, color: Color(hex: 0))) > 20)
        }
        try withEnvironment(["SDL_VIDEODRIVER": "dummy"]) {
            // An unusable font stops the start with its own error, and leaves SDL's video as it found it.
            #expect(throws: FontError.self) {
                _ = try AppWindow(title: "t", size: Size(width: 400, height: 300), minimumSize: Size(width: 320, height: 240),
                                  fontPath: try FontLocator.fontPath(explicitPath: "/nonexistent/font.ttf"))
            }
            #expect(SDL_WasInit(SDL_INIT_VIDEO) == 0)
            _ = try AppWindow(title: "t", size: Size(width: 400, height: 300), minimumSize: Size(width: 320, height: 240), fontPath: font)
        }
    }

    /// An app's window size that is no size (not a number, infinite, 0 or less) is refused with
    /// a message, before SDL starts; it once trapped converting the size for a message or for SDL.
    @Test func aSizeThatIsNoSizeIsRefusedBeforeAnythingStarts() throws {
        let minimum = Size(width: 320, height: 240)
        for bad in [Size(width: .nan, height: 600), Size(width: 800, height: .infinity), Size(width: 0, height: 600), Size(width: 800, height: -5)] {
            let error = #expect(throws: CanvasError.self) {  // by type: a NaN size equals no size
                _ = try AppWindow(title: "t", size: bad, minimumSize: minimum, fontPath: font)
            }
            guard case .notASize? = error else { Issue.record("\(String(describing: error)) for \(bad)"); continue }
            #expect(error.map(String.init(describing:))?.contains("each side must be a finite number of points above 0") == true)
            #expect(SDL_WasInit(SDL_INIT_VIDEO) == 0)
        }
        for scale in [Double.nan, 0, 1e19] {  // forced: refused as well, not traded for the desktop's or trapped on
            let error = #expect(throws: CanvasError.self) {
                _ = try AppWindow(title: "t", size: Size(width: 800, height: 600), minimumSize: minimum, fontPath: font, scale: scale)
            }
            guard case .notAScale? = error else { Issue.record("\(String(describing: error)) at \(scale)"); continue }
        }
        #expect(throws: CanvasError.self) {
            _ = try AppWindow(title: "t", size: Size(width: 800, height: 600), minimumSize: Size(width: .nan, height: 240), fontPath: font)
        }
        #expect(SDL_WasInit(SDL_INIT_VIDEO) == 0)
        #expect(CanvasError.notASize(Size(width: .nan, height: 600)).description
            == "Cannot draw a canvas or open a window of nan × 600 points: each side must be a finite number of points above 0.")
        // Huge but finite: opened at the largest window, and the message about it names the size asked for.
        var problems: [String] = []
        let window = try AppWindow(title: "t", size: Size(width: 1e20, height: 600), minimumSize: minimum, fontPath: font,
                                   reportProblem: { problems.append($0) })
        #expect(window.size.width == AppWindow.largestSize(atScale: window.pointScale).width)
        #expect(problems.first?.hasPrefix("a window of 1e+20 × 600 points at 1 pixels per point") == true, "\(problems)")
    }

    @Test func withoutADisplayTheWindowFailsAtOnceNamingWhatToDo() {
        withEnvironment(["SDL_VIDEODRIVER": nil, "DISPLAY": nil, "WAYLAND_DISPLAY": nil]) {
            let started = Date()
            let error = #expect(throws: DisplayError.self) {
                _ = try AppWindow(title: "t", size: Size(width: 800, height: 600), minimumSize: Size(width: 320, height: 240), fontPath: font)
            }
            let text = error.map(String.init(describing:)) ?? ""
            #expect(text.contains("DISPLAY") && text.contains("WAYLAND_DISPLAY") && text.contains("Xvfb"))
            #expect(!text.contains("--"), "the library names no program's options: \(text)")
            #expect(Date().timeIntervalSince(started) < 1)
        }
    }

    @Test func anInvisibleFallbackDriverIsRefusedUnlessAskedFor() {
        // A DISPLAY that does not answer: SDL would fall back to its invisible offscreen driver.
        withEnvironment(["SDL_VIDEODRIVER": nil, "DISPLAY": ":4242", "WAYLAND_DISPLAY": nil, "XDG_RUNTIME_DIR": "/nonexistent"]) {
            let error = #expect(throws: DisplayError.self) {
                _ = try AppWindow(title: "t", size: Size(width: 800, height: 600), minimumSize: Size(width: 320, height: 240), fontPath: font)
            }
            let text = error.map(String.init(describing:)) ?? ""
            #expect(text.contains("fell back") && text.contains("DISPLAY"), "\(text)")
        }
    }

    @Test func theWindowNamesItsDriverAndTakesNoX11DesktopScaleElsewhere() throws {
        // GDK_SCALE is an X11 desktop's setting: a window on another driver (here dummy) does not scale by it.
        try withEnvironment(["SDL_VIDEODRIVER": "dummy", "GDK_SCALE": "2"]) {
            let window = try AppWindow(
                title: "test", size: Size(width: 800, height: 600), minimumSize: Size(width: 320, height: 240), fontPath: font)
            #expect(window.videoDriver == "dummy")
            #expect(window.pointScale == 1)
            #expect(window.scale == 1)
            let forced = try AppWindow(
                title: "test", size: Size(width: 400, height: 300), minimumSize: Size(width: 320, height: 240), fontPath: font, scale: 2)
            #expect(forced.pointScale == 2)
        }
    }
}
