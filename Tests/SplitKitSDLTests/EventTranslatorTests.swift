// SDL events to the core's input: scroll directions with natural scrolling, touch, the back button.
import CSDL2
import Testing
import SplitKit
@testable import SplitKitSDL

@Suite("Event translator")
struct EventTranslatorTests {
    func wheel(x: Float, y: Float, flipped: Bool = false, which: UInt32 = 0) -> SDL_Event {
        var e = SDL_Event()
        e.type = SDL_MOUSEWHEEL.rawValue
        e.wheel.timestamp = 1500
        e.wheel.preciseX = x
        e.wheel.preciseY = y
        e.wheel.mouseX = 300
        e.wheel.mouseY = 200
        e.wheel.which = which
        e.wheel.direction = flipped ? SDL_MOUSEWHEEL_FLIPPED.rawValue : SDL_MOUSEWHEEL_NORMAL.rawValue
        return e
    }

    @Test func wheelsAndTouchpadsBecomeScrollsInPoints() {
        let at = Point(x: 300, y: 200)
        // Tilt right (button 7) scrolls right; a notch down scrolls down (shows what is below).
        #expect(EventTranslator.translate(wheel(x: 1, y: 0)) == .input(.scroll(dx: 48, dy: 0, at: at, time: 1.5)))
        #expect(EventTranslator.translate(wheel(x: 0, y: -1)) == .input(.scroll(dx: 0, dy: 48, at: at, time: 1.5)))
        // Natural scrolling: SDL reports the other way and says so; the scroll means the same.
        #expect(EventTranslator.translate(wheel(x: -0.5, y: 1, flipped: true)) == .input(.scroll(dx: 24, dy: 48, at: at, time: 1.5)))
    }

    @Test func mouseEventsMadeUpFromTouchesAreIgnored() {
        #expect(EventTranslator.translate(wheel(x: 1, y: 0, which: csdl_touch_mouseid())) == nil)
        var press = SDL_Event()
        press.type = SDL_MOUSEBUTTONDOWN.rawValue
        press.button.button = UInt8(SDL_BUTTON_LEFT)
        press.button.which = csdl_touch_mouseid()
        #expect(EventTranslator.translate(press) == nil)
        press.button.which = 0
        #expect(EventTranslator.translate(press) == .input(.pointerDown(Point(x: 0, y: 0), time: 0)))
    }

    @Test func fingersArriveInWindowPoints() {
        var e = SDL_Event()
        e.type = SDL_FINGERDOWN.rawValue
        e.tfinger.timestamp = 250
        e.tfinger.fingerId = 3
        e.tfinger.x = 0.25
        e.tfinger.y = 0.5
        #expect(EventTranslator.translate(e, windowSize: Size(width: 800, height: 600))
            == .input(.touch(.down, finger: 3, at: Point(x: 200, y: 300), time: 0.25)))
        e.type = SDL_FINGERUP.rawValue
        #expect(EventTranslator.translate(e, windowSize: Size(width: 800, height: 600))
            == .input(.touch(.up, finger: 3, at: Point(x: 200, y: 300), time: 0.25)))
    }

    /// Issue 24: SDL's X11 driver divides a finger's pixel by one less than the window's size; read back with the
    /// same divisor, a tap at y = 659 on the row spanning 616 … 660 stays on it (× h gave 659.8, the next row), and
    /// both edges are the window's first and last pixels.
    @Test func onX11AFingerLandsOnThePixelSDLNormalised() {
        var e = SDL_Event()
        e.type = SDL_FINGERDOWN.rawValue
        e.tfinger.fingerId = 1
        let window = Size(width: 1200, height: 800)
        func tap(_ x: Double, _ y: Double, _ normalization: TouchNormalization) -> Point? {
            e.tfinger.x = Float(x / (window.width - 1))  // what X11_HandleXinput2Event sends
            e.tfinger.y = Float(y / (window.height - 1))
            guard case .input(.touch(_, _, let at, _)) = EventTranslator.translate(e, windowSize: window, touches: normalization) else { return nil }
            return at
        }
        let x11 = TouchNormalization(videoDriver: "x11")
        #expect(x11 == .bySizeLessOne)
        #expect(tap(150, 659, x11) == Point(x: 150, y: 659))
        #expect(tap(1199, 799, x11) == Point(x: 1199, y: 799))
        #expect(tap(0, 0, x11) == Point(x: 0, y: 0))
        for y in stride(from: 0.0, through: 799, by: 1) { #expect(tap(600, y, x11)?.y == y) }
        #expect(tap(150, 659, .bySize) == Point(x: 150, y: 660))  // the old reading: a whole pixel off
        #expect(TouchNormalization(videoDriver: "wayland") == .bySize)
        #expect(TouchNormalization.bySizeLessOne.position(x: 0.5, y: 0.5, windowSize: Size(width: 1, height: 1)) == Point(x: 0, y: 0))
    }

    @Test func fingersAtAForcedScaleArriveInPoints() {
        let pixels = WindowEvent.input(.touch(.move, finger: 2, at: Point(x: 300, y: 1318), time: 1))
        #expect(pixels.inPoints(pixelsPerPoint: 2) == .input(.touch(.move, finger: 2, at: Point(x: 150, y: 659), time: 1)))
    }

    @Test func theBackButtonIsX1() {
        var e = SDL_Event()
        e.type = SDL_MOUSEBUTTONDOWN.rawValue
        e.button.timestamp = 2000
        e.button.button = UInt8(SDL_BUTTON_X1)
        #expect(EventTranslator.translate(e) == .input(.backButton(time: 2)))
        e.button.button = UInt8(SDL_BUTTON_X2)
        #expect(EventTranslator.translate(e) == nil)
    }

    @Test func anInputMethodsCompositionArrivesWithItsCursor() {
        var e = SDL_Event()
        e.type = SDL_TEXTEDITING.rawValue
        e.edit.timestamp = 750
        e.edit.start = 2
        e.edit.length = 0
        withUnsafeMutableBytes(of: &e.edit.text) { raw in
            let bytes = Array("にほ".utf8)
            raw.copyBytes(from: bytes)
            raw[bytes.count] = 0
        }
        #expect(EventTranslator.translate(e) == .input(.composition("にほ", cursor: 2, time: 0.75)))
        // The composition ends with an empty one; the committed text comes as text input.
        withUnsafeMutableBytes(of: &e.edit.text) { $0[0] = 0 }
        e.edit.start = 0
        #expect(EventTranslator.translate(e) == .input(.composition("", cursor: 0, time: 0.75)))
    }

    @Test func pageKeysHaveNames() {
        #expect(EventTranslator.key(named: "PageUp") == .pageUp)
        #expect(EventTranslator.key(named: "PageDown") == .pageDown)
        #expect(Key.pageUp.name == "PageUp" && Key.pageDown.name == "PageDown")
    }
}
