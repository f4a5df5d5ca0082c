// A host's own SDL window through SDLHostWindow (dummy video driver): events in points, touches as the pointer, the
// text-input area switching text input on and off.
import CSDL2
import CSDLPlatform
import Foundation
import Testing
import SplitKit
@testable import SplitKitSDL

@MainActor
@Suite("Host window adapter (dummy video driver)", .serialized)
struct SDLHostWindowTests {
    /// Runs `body` with a 400 × 300-pixel window a host made itself, as a host loop does.
    func withHostWindow(_ body: (OpaquePointer) throws -> Void) throws {
        setenv("SDL_VIDEODRIVER", "dummy", 1)
        #expect(SDL_InitSubSystem(SDL_INIT_VIDEO) == 0)
        defer { SDL_QuitSubSystem(SDL_INIT_VIDEO) }
        let window = try #require(SDL_CreateWindow("host", 0, 0, 400, 300, SDL_WINDOW_HIDDEN.rawValue))
        defer { SDL_DestroyWindow(window) }
        try body(window)
    }

    func mouse(_ type: SDL_EventType, x: Int32, y: Int32, ms: UInt32, which: UInt32 = 0) -> SDL_Event {
        var e = SDL_Event()
        e.type = type.rawValue
        if type == SDL_MOUSEMOTION {
            e.motion.timestamp = ms
            e.motion.x = x
            e.motion.y = y
            e.motion.which = which
        } else {
            e.button.timestamp = ms
            e.button.x = x
            e.button.y = y
            e.button.button = UInt8(SDL_BUTTON_LEFT)
            e.button.which = which
        }
        return e
    }

    func finger(_ type: SDL_EventType, id: Int64, x: Float, y: Float, ms: UInt32) -> SDL_Event {
        var e = SDL_Event()
        e.type = type.rawValue
        e.tfinger.timestamp = ms
        e.tfinger.fingerId = id
        e.tfinger.x = x
        e.tfinger.y = y
        return e
    }

    @Test func eventsArriveInPointsOnTheEventClock() throws {
        try withHostWindow { window in
            let host = SDLHostWindow(window: window, pixelsPerPoint: 2)  // a host drawing twice as large on X11
            #expect(host.size == Size(width: 200, height: 150))
            #expect(host.inputEvents(for: mouse(SDL_MOUSEBUTTONDOWN, x: 100, y: 60, ms: 1500))
                == [.pointerDown(Point(x: 50, y: 30), time: 1.5)])
            #expect(host.inputEvents(for: mouse(SDL_MOUSEMOTION, x: 101, y: 61, ms: 1516))
                == [.pointerMove(Point(x: 50.5, y: 30.5), time: 1.516)])
            var resize = SDL_Event()
            resize.type = SDL_WINDOWEVENT.rawValue
            resize.window.event = UInt8(SDL_WINDOWEVENT_SIZE_CHANGED.rawValue)
            resize.window.data1 = 640
            resize.window.data2 = 480
            resize.window.timestamp = 2000
            #expect(host.inputEvents(for: resize) == [.resize(Size(width: 320, height: 240), time: 2)])
            var quit = SDL_Event()
            quit.type = SDL_QUIT.rawValue
            #expect(host.inputEvents(for: quit).isEmpty)  // the host's own business
            let before = SDLHostWindow.now
            #expect(before >= 0 && abs(before - Double(SDL_GetTicks64()) / 1000) < 0.1)
        }
    }

    @Test func theFirstFingerIsThePointerAndTheMouseSDLMakesOfItIsDropped() throws {
        try withHostWindow { window in
            let host = SDLHostWindow(window: window)
            // The dummy driver normalises as Wayland does (x ÷ w).
            let down = Point(x: 200, y: 150)
            #expect(host.inputEvents(for: finger(SDL_FINGERDOWN, id: 7, x: 0.5, y: 0.5, ms: 100))
                == [.touch(.down, finger: 7, at: down, time: 0.1), .pointerMove(down, time: 0.1), .pointerDown(down, time: 0.1)])
            #expect(host.inputEvents(for: finger(SDL_FINGERDOWN, id: 8, x: 0.1, y: 0.1, ms: 110)).isEmpty)  // a second finger
            #expect(host.inputEvents(for: mouse(SDL_MOUSEBUTTONDOWN, x: 200, y: 150, ms: 100, which: csdl_touch_mouseid())).isEmpty)
            #expect(host.inputEvents(for: finger(SDL_FINGERMOTION, id: 7, x: 0.25, y: 0.5, ms: 120))
                == [.pointerMove(Point(x: 100, y: 150), time: 0.12)])
            #expect(host.inputEvents(for: finger(SDL_FINGERUP, id: 7, x: 0.25, y: 0.5, ms: 130))
                == [.pointerUp(Point(x: 100, y: 150), time: 0.13)])
        }
    }

    @Test func textInputTurnsOnForAFieldAndStaysOnForShortcutsAndTheTitleIsTheHostsUnlessAFrameSetsOne() throws {
        try withHostWindow { window in
            let host = SDLHostWindow(window: window, pixelsPerPoint: 2)
            SDLHostWindow.setTitle("Paint — ünïcode", of: window)
            SDL_StartTextInput()
            var list = DisplayList()
            host.apply(list)
            #expect(SDL_IsTextInputActive() == SDL_TRUE)  // a typed "?" still arrives as text for the help shortcut
            #expect(String(cString: SDL_GetWindowTitle(window)) == "Paint — ünïcode")  // an empty title leaves the host's
            SDL_StopTextInput()  // the host's choice while nothing is edited
            list.textInputArea = Rect(x: 10, y: 20, width: 1, height: 21)
            list.title = "Layers"
            host.apply(list)
            #expect(SDL_IsTextInputActive() == SDL_TRUE)
            #expect(host.title == "Layers")
            list.textInputArea = nil
            host.apply(list)
            #expect(SDL_IsTextInputActive() == SDL_TRUE)
        }
    }
}
