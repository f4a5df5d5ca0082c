// A live tour's stage and real time: frames shown in a visible window with a marker where each synthetic
// touch lands, repainted once per refresh, and the window kept responsive while the tour waits.
import SplitKit
import SplitKitSDL
import SplitKitScripting

/// Shows a played script in an `AppWindow`: resizes that really resize the window, a marker for each press,
/// drag or swipe, at most one present per display refresh (a late frame waits for the next refresh, as in
/// the live loop). As the `RealTimeSource` of a `PacedClock` it repaints while the tour waits (so the
/// marker fades smoothly) and listens to the viewer: real input is not played, but closing the window or
/// Ctrl+Q stops the tour.
@MainActor
public final class WindowStage: ScriptStage, RealTimeSource {
    /// Seconds the last frame stays on screen after the script ends, so the end can be seen.
    public static let holdAtEnd = 0.7

    private let window: AppWindow
    private var marker = InputMarker()
    /// The frame last drawn, without the marker (what a shot saves).
    private var frame: DisplayList?
    /// The live loop's rule for when a frame may go out: one per refresh, on the refresh grid.
    private var scheduler: FrameScheduler
    private var isVisible = false
    /// True once the viewer closed the window or pressed Ctrl+Q.
    public private(set) var stoppedByViewer = false

    /// A stage showing frames in `window`; the window is shown with the first frame, so it never shows garbage.
    public init(window: AppWindow) {
        self.window = window
        scheduler = FrameScheduler(refreshInterval: window.refreshInterval)
    }

    /// Asks the window manager for the new size.
    public func resize(to size: Size) {
        window.resize(to: size)
    }

    /// Moves the marker to where the event lands.
    public func note(_ event: ScriptEvent) {
        marker.note(event, at: realNow)
    }

    /// Presents the frame if a refresh is due; otherwise it waits for the next repaint (zero cost then).
    public func show(_ list: DisplayList) -> (render: Double, present: Double) {
        frame = list
        guard refreshIsDue else { return (0, 0) }
        return present()
    }

    /// Draws the last frame (without the marker) and writes the window's pixels.
    public func saveShot(to path: String) throws {
        guard let frame else { return }
        try window.savePNG(frame, to: path)
    }

    /// Holds the last frame for ``holdAtEnd`` seconds, repainting as the marker fades, unless the viewer stops.
    public func finish() {
        let end = realNow + Self.holdAtEnd
        while realNow < end, idle(upTo: end - realNow) {}
    }

    /// The window's fine clock.
    public var realNow: Double { SDLHostWindow.preciseNow }

    /// Waits for the viewer's events until `seconds` have passed or a repaint is due, then repaints if it is.
    public func idle(upTo seconds: Double) -> Bool {
        let timeout = max(0, min(seconds, scheduler.waitTimeout(at: realNow, animating: true) ?? seconds))
        for event in window.waitEvents(timeout: timeout) {
            switch event {
            case .quit, .input(.key(.character("Q"), .control, _)): stoppedByViewer = true
            default: break
            }
        }
        if !stoppedByViewer, refreshIsDue { _ = present() }
        return !stoppedByViewer
    }

    private var refreshIsDue: Bool { scheduler.isFrameDue(at: realNow, animating: true) }

    /// Draws the frame with the marker on top and shows it; returns the seconds spent drawing and presenting.
    private func present() -> (render: Double, present: Double) {
        guard var list = frame else { return (0, 0) }
        let start = realNow
        marker.draw(into: &list, at: start)
        window.render(list)
        let rendered = realNow
        window.flip()
        scheduler.didPresent(at: start, size: window.size)
        let presented = realNow
        if !isVisible {
            window.show()
            isVisible = true
        }
        return (rendered - start, presented - rendered)
    }
}
