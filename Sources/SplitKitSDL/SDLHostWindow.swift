// A window a host owns, as the split sees it: its SDL events as input in points, and what each frame asks of it.
import CSDL2
import CSDLPlatform
import FoundationEssentials
import Glibc
import SplitKit

/// The split view's side of an SDL window that the host made and runs, in the spirit of Dear ImGui's
/// `ImGui_ImplSDL2`: SDL events become ``InputEvent``s in points (``inputEvents(for:)``), and what a frame asks of
/// the window — the cursor, the title, where text is typed — is applied to it (``apply(_:)``).
///
/// Make it once the window's renderer exists (SDL makes the X window anew for an OpenGL renderer) and keep it while
/// the window lives: on X11 it reads the touchpad's smooth scrolling from XInput 2 as SDL queues events (SDL 2
/// reports only whole notches), so events must reach ``inputEvents(for:)`` in the order SDL queued them.
///
/// **Units.** Positions are points: SDL's window coordinates divided by ``pixelsPerPoint`` — 1 unless the host
/// draws at a scale of its own where the platform does not scale (SDL 2 on X11: a host that draws everything twice
/// as large gives 2). Draw at ``drawingScale(of:)`` device pixels per point.
///
/// **Clock.** Every event's time is SDL's event clock in seconds: the event's `timestamp` (milliseconds since
/// SDL started) ÷ 1000, the clock of ``now``. Advance the split to the same clock (`split.advance(to:
/// SDLHostWindow.now)`), so that velocities and animations compare with event times.
@MainActor
public final class SDLHostWindow {
    /// The host's window.
    public let window: OpaquePointer
    /// SDL window coordinates per point: positions are divided by it, and ``apply(_:)`` multiplies the text-input
    /// area by it.
    public var pixelsPerPoint: Double
    /// SDL's video driver (`x11`, `wayland`, …).
    public let videoDriver: String
    /// How the driver turns a finger's position into the fractions of a touch event.
    let touchNormalization: TouchNormalization
    /// The first finger on a touchscreen, turned into pointer events.
    private var touches = TouchPointer()
    private let arrowCursor: OpaquePointer?
    private let resizeCursor: OpaquePointer?
    private let resizeVerticalCursor: OpaquePointer?
    /// The one-way resize cursors ("←|", "|→") for a separator at a limit, drawn at the window's scale; the two-way
    /// one where a colour cursor cannot be made.
    private let resizeLeftCursor: OpaquePointer?, resizeRightCursor: OpaquePointer?
    private var shownCursor: Cursor?
    /// The title last set through ``apply(_:)`` or ``setTitle(_:)``.
    public private(set) var title: String?
    private var shownTextInputArea: Rect??

    // Smooth scrolling on X11 (SDLHostWindow+SmoothScroll.swift).
    /// The thread that made the window: the event watch acts only there.
    nonisolated let ownerThread = pthread_self()
    /// XInput 2 scroll valuators of the native window they were made for (X11 with XInput 2.2; nil elsewhere).
    var xi2: OpaquePointer?
    /// The native window `xi2` was made for (nil before the first).
    var xi2Window: UInt64?
    /// The valuators' baselines and the times of the smooth scrolls they gave.
    var smoothScroll = SmoothScroll()
    /// The smooth scrolls' times on the host's clock, from the server's.
    var scrollClock = ServerEventClock()
    /// What the event watch made of each XI_Motion event queued (a scroll, or nil), in queue order: the events
    /// reach ``inputEvents(for:)`` after their cookie data is gone.
    var smoothScrollQueue: [InputEvent?] = []
    /// For each SDL_MOUSEWHEEL queued, in queue order: true when the server made it up from a smooth scroll.
    var emulatedWheelQueue: [Bool] = []
    /// The last core wheel button press the watch saw was made up from a smooth scroll; its SDL_MOUSEWHEEL is next.
    var wheelButtonEmulated = false

    /// The split's side of `window`, whose SDL coordinates are `pixelsPerPoint` per point.
    public init(window: OpaquePointer, pixelsPerPoint: Double = 1) {
        self.window = window
        self.pixelsPerPoint = pixelsPerPoint.isFinite && pixelsPerPoint > 0 ? pixelsPerPoint : 1
        videoDriver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? "unknown"
        touchNormalization = TouchNormalization(videoDriver: videoDriver)
        arrowCursor = SDL_CreateSystemCursor(SDL_SYSTEM_CURSOR_ARROW)
        resizeCursor = SDL_CreateSystemCursor(SDL_SYSTEM_CURSOR_SIZEWE)
        resizeVerticalCursor = SDL_CreateSystemCursor(SDL_SYSTEM_CURSOR_SIZENS)
        resizeLeftCursor = Self.colorCursor(OneWayCursor(pointing: .left, scale: self.pixelsPerPoint))
        resizeRightCursor = Self.colorCursor(OneWayCursor(pointing: .right, scale: self.pixelsPerPoint))
        followNativeWindow()
    }

    isolated deinit {
        if xi2 != nil { SDL_DelEventWatch(smoothScrollWatch, Unmanaged.passUnretained(self).toOpaque()) }
        csdl_platform_xi2_free(xi2)
        if let arrowCursor { SDL_FreeCursor(arrowCursor) }
        if let resizeCursor { SDL_FreeCursor(resizeCursor) }
        if let resizeVerticalCursor { SDL_FreeCursor(resizeVerticalCursor) }
        if let resizeLeftCursor { SDL_FreeCursor(resizeLeftCursor) }
        if let resizeRightCursor { SDL_FreeCursor(resizeRightCursor) }
    }

    /// An SDL colour cursor of `image` (nil where the video driver has none: the two-way cursor is used instead).
    private static func colorCursor(_ image: OneWayCursor) -> OpaquePointer? {
        var pixels = image.pixels
        return pixels.withUnsafeMutableBytes { bytes -> OpaquePointer? in
            guard let surface = SDL_CreateRGBSurfaceWithFormatFrom(bytes.baseAddress, Int32(image.size), Int32(image.size), 32,
                                                                    Int32(image.size * 4), SDL_PIXELFORMAT_ARGB8888.rawValue) else { return nil }
            defer { SDL_FreeSurface(surface) }
            return SDL_CreateColorCursor(surface, Int32(image.hotX), Int32(image.hotY))  // SDL copies the pixels
        }
    }

    /// The SDL cursor for `cursor`.
    private func sdlCursor(_ cursor: Cursor) -> OpaquePointer? {
        switch cursor {
        case .arrow: return arrowCursor
        case .resizeHorizontal: return resizeCursor
        case .resizeLeft: return resizeLeftCursor ?? resizeCursor
        case .resizeRight: return resizeRightCursor ?? resizeCursor
        case .resizeVertical: return resizeVerticalCursor
        }
    }

    /// Seconds on SDL's event clock (the clock of every event's time): the one clock events, animations and
    /// accessibility requests are timed on.
    public static var now: Double { Double(SDL_GetTicks64()) / 1000 }

    /// Seconds on a fine clock, for measuring and pacing frames (not the event clock: never compare the two).
    public static var preciseNow: Double { Double(SDL_GetPerformanceCounter()) / Double(SDL_GetPerformanceFrequency()) }

    /// The window's top-left corner on the screen, in the window system's units (X11: pixels; Wayland: zero, as it
    /// tells no positions): the `origin` an accessibility exporter's `update` wants.
    public var position: Point {
        var x: Int32 = 0, y: Int32 = 0
        SDL_GetWindowPosition(window, &x, &y)
        return Point(x: Double(x), y: Double(y))
    }

    /// True while the window has keyboard focus (an accessibility exporter's `isActive`).
    public var hasKeyboardFocus: Bool { SDL_GetWindowFlags(window) & SDL_WINDOW_INPUT_FOCUS.rawValue != 0 }

    /// The SDL event type that wakes the loop for the accessibility bridge (registered once).
    nonisolated static let wakeEventType: UInt32 = SDL_RegisterEvents(1)

    /// Wakes the window's loop from any thread (an SDL user event, which ``windowEvents(for:)`` returns as
    /// ``WindowEvent/accessibility``): the `wake` to give an accessibility exporter (SplitKitATSPI's
    /// `AccessibilityBridge`), which calls it when requests are waiting.
    public nonisolated static let wakeUp: @Sendable () -> Void = {
        var event = SDL_Event()
        event.type = wakeEventType
        _ = SDL_PushEvent(&event)
    }

    /// The window's size in points.
    public var size: Size {
        let sdl = sdlSize
        return Size(width: sdl.width / pixelsPerPoint, height: sdl.height / pixelsPerPoint)
    }

    /// The window's size in SDL's window coordinates (pixels on X11; points on Wayland), those of its events.
    var sdlSize: Size {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetWindowSize(window, &w, &h)
        return Size(width: Double(w), height: Double(h))
    }

    /// Device pixels per point for drawing with `renderer` on this window (its output's width over the window's in
    /// points): the `scale` for ``DisplayListRenderer/draw(_:scale:in:)`` and for the split's text measure.
    public func drawingScale(of renderer: OpaquePointer) -> Double {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &w, &h)
        return DisplayListRenderer.scale(points: size, pixelWidth: w)
    }

    /// The split view's input for `event`, in points: pointer presses, moves and releases (left button), the back
    /// button, wheel and touchpad scrolling (smooth on X11, with the notches the X server makes up from it dropped),
    /// keys, typed text, an input method's composition, and the window's new size (``InputEvent/resize(_:time:)``;
    /// a host whose split does not fill the window sends ``SplitViewAction/setBounds(_:time:)`` instead).
    ///
    /// Touches become pointer events: the first finger down is the pointer until it lifts, others are ignored, and
    /// the mouse events SDL makes up from touches are dropped, so nothing happens twice. Empty for everything else
    /// (quit, expose, the host's own user events): the host handles those itself.
    public func inputEvents(for event: SDL_Event) -> [InputEvent] {
        windowEvents(for: event).flatMap { windowEvent -> [InputEvent] in
            guard case .input(let input) = windowEvent else { return [] }
            return touches.pointerEvents(for: input)
        }
    }

    /// What `event` means to the window, in points, for a loop that also wants what ``inputEvents(for:)`` leaves out:
    /// the quit (closing the window, a quit signal), a redraw the window system asks for, the accessibility bridge's
    /// wake (``wakeUp``), and each key as assistive technologies are offered it (``WindowEvent/assistiveKey(_:)``, for
    /// an ``AssistiveKeyGate``). Touches are not yet made pointer events: pass the inputs through a `TouchPointer`.
    public func windowEvents(for event: SDL_Event) -> [WindowEvent] {
        var event = event
        if event.type == SDL_WINDOWEVENT.rawValue { followNativeWindow() }
        if let smooth = smoothScrollEvent(&event) {
            return smooth.map { [WindowEvent.input($0).inPoints(pixelsPerPoint: pixelsPerPoint)] } ?? []
        }
        if isEmulatedWheel(event) { return [] }
        let window = self.window
        let key = EventTranslator.assistiveKey(event) { csdl_platform_x11_keycode(window, $0) }.map { [WindowEvent.assistiveKey($0)] } ?? []
        guard let translated = EventTranslator.translate(event, windowSize: sdlSize, touches: touchNormalization) else { return key }
        return key + [pixelsPerPoint == 1 ? translated : translated.inPoints(pixelsPerPoint: pixelsPerPoint)]
    }

    /// Applies what `list` asks of the window, changing only what differs from the last frame: its cursor, its
    /// title (when it has one: an empty title leaves the host's), and its text-input area — the input method's
    /// candidates placed at the caret while a field takes text. Text input is turned on for a field and never off:
    /// typed characters keep arriving as text outside fields too, where shortcuts such as `?` read them. A host that
    /// wants its input method off while nothing is edited calls `SDL_StopTextInput` itself when
    /// ``DisplayList/textInputArea`` is `nil`.
    public func apply(_ list: DisplayList) {
        if list.cursor != shownCursor {
            SDL_SetCursor(sdlCursor(list.cursor))
            shownCursor = list.cursor
        }
        if !list.title.isEmpty, list.title != title { setTitle(list.title) }
        applyTextInputArea(list.textInputArea)
    }

    /// Sets the window's title, UTF-8 included: on X11, where SDL 2 leaves a non-ASCII title mangled in the legacy
    /// `WM_NAME`, both `_NET_WM_NAME` and `WM_NAME` are set as UTF-8 as well.
    public func setTitle(_ title: String) {
        Self.setTitle(title, of: window)
        self.title = title
    }

    /// Sets `window`'s title, UTF-8 included, for a window without an `SDLHostWindow`.
    public static func setTitle(_ title: String, of window: OpaquePointer) {
        SDL_SetWindowTitle(window, title)
        csdl_platform_set_utf8_title(window, title)
    }

    private func applyTextInputArea(_ area: Rect?) {
        guard shownTextInputArea != .some(area) else { return }
        shownTextInputArea = .some(area)
        guard let area = area.flatMap(DrawCommand.placed) else { return }  // an app's NaN field frame: no input area
        let s = pixelsPerPoint
        var rect = SDL_Rect(x: Int32((area.x * s).rounded()), y: Int32((area.y * s).rounded()),
                            w: max(1, Int32((area.width * s).rounded())), h: max(1, Int32((area.height * s).rounded())))
        SDL_SetTextInputRect(&rect)
        if SDL_IsTextInputActive() != SDL_TRUE { SDL_StartTextInput() }
    }
}
