// The windowed loop: idle until input, every pending event drained before a frame, one frame per refresh.
import FoundationEssentials
import Glibc
import SplitKit
import SplitKitSDL

/// Runs a scene in a visible window until the user closes it or the scene wants to quit.
///
/// Each turn of the loop waits for events (forever when nothing moves), drains every queued event, merges
/// runs of pointer moves and resizes, hands them to the scene, and presents a frame only when one is due
/// (`FrameScheduler`): at most one per display refresh, laid out for the window's size at that moment,
/// with animations sampled at the same moment, and none when the frame comes out identical.
@MainActor
public final class WindowRunner {
    /// The scene shown.
    public let scene: any LiveScene
    private let window: AppWindow
    /// Called after each presented frame with its number (from 0) and time on the event clock.
    public var framePresented: ((_ frame: Int, _ time: Double) -> Void)?
    /// What the presented frames cost.
    public private(set) var stats = FrameStats()
    private var frame = 0
    private var layoutSize: Size
    private var scheduler: FrameScheduler
    /// The frame on screen, to skip presenting an identical one.
    private var shownList: DisplayList?
    /// The window was exposed: present even an identical frame.
    private var mustRedraw = true
    /// The first finger on a touchscreen, turned into pointer events.
    private var touches = TouchPointer()
    /// The press under way, ended as a release when the loop stops.
    private var heldPointer = HeldPointer()
    /// What ``run()`` starts to show the scene to screen readers (nil: nothing).
    private let exporterType: (any AccessibilityExporter.Type)?
    /// The exporter while ``run()`` runs.
    private var accessibility: (any AccessibilityExporter)?
    /// Something assistive technologies see may have changed since the last snapshot, or requests may be waiting.
    private var accessibilityDirty = false
    /// Input held while the screen reader decides on a key.
    private var keyGate = AssistiveKeyGate()
    /// The words the screen reader's action list is in: the locale's given to the scene.
    private var words: SplitStrings
    /// The name assistive technologies announce for the application.
    private let applicationName: String
    /// Where the desktop's appearance settings come from (nil: the scene keeps its own look).
    private let desktopSettings: (any DesktopSettingsSource)?
    /// The desktop's settings the scene was last told.
    private var followedPreferences: DesktopPreferences?

    /// Creates a runner for `scene` in `window`; the scene is told the window's size as its first event.
    ///
    /// Given an `accessibility` exporter type — SplitKitATSPI's `AccessibilityBridge` on the Linux desktop — ``run()``
    /// starts one (named `applicationName`, by default the program's name, and woken by `SDLHostWindow.wakeUp`), hands
    /// it the scene's `LiveScene.accessibilityTree()` after frames while a screen reader is connected, passes its
    /// requests to `LiveScene.performAccessibility(_:time:)`, and stops it when the window closes. Without one
    /// (the default) no tree is ever built, and nothing of D-Bus is linked:
    ///
    /// ```swift
    /// import SplitKitATSPI  // the package's SplitKitATSPI product: AT-SPI over libdbus
    /// WindowRunner(scene: scene, window: window, accessibility: AccessibilityBridge.self).run()
    /// ```
    ///
    /// The scene is told `locale` first (`LiveScene.adoptLocale(_:)`): by default the desktop's
    /// (`InterfaceLocale.ofDesktop(environment:catalogs:problems:)`), so a Hebrew or Arabic desktop gets a mirrored split
    /// whose titles read right to left and whose words are in the user's language; nil tells it nothing, for a program
    /// that chose its direction and words itself.
    ///
    /// Given `desktopSettings` — SplitKitDesktop's `DesktopSettingsWatch` on the Linux desktop — the scene is told the
    /// desktop's appearance settings before the first frame and whenever they change
    /// (`LiveScene.adoptDesktopPreferences(_:)`), and the runner stops the source when the window closes.
    public init(scene: any LiveScene, window: AppWindow, accessibility: (any AccessibilityExporter.Type)? = nil,
                applicationName: String = ProcessInfo.processInfo.processName,
                locale: InterfaceLocale? = .ofDesktop(), desktopSettings: (any DesktopSettingsSource)? = nil) {
        self.scene = scene
        self.window = window
        exporterType = accessibility
        self.desktopSettings = desktopSettings
        self.applicationName = applicationName
        layoutSize = window.size
        scheduler = FrameScheduler(refreshInterval: window.refreshInterval)
        if let locale { scene.adoptLocale(locale) }
        words = locale?.strings ?? .english
        if let measure = window.newTextMeasure() { scene.adoptTextMeasure(measure) }  // always one the first time
        followDesktop()
        scene.handle(.resize(layoutSize, time: SDLHostWindow.now))
    }

    /// Tells the scene the desktop's settings when they differ from those it was last told; true when they did.
    @discardableResult
    private func followDesktop() -> Bool {
        guard let desktopSettings else { return false }
        let preferences = desktopSettings.preferences
        guard preferences != followedPreferences else { return false }
        followedPreferences = preferences
        scene.adoptDesktopPreferences(preferences)
        return true
    }

    /// Where the desktop's settings come from (`portal (…)`, `gsettings (…)`, `off: …`); nil without a source.
    public var desktopSettingsStatus: String? { desktopSettings?.status }

    /// Shows the window and handles events until it is closed, the process gets a quit signal (SIGTERM, SIGINT,
    /// SIGHUP) or the scene wants to quit.
    ///
    /// However it stops, a press under way ends as a release where the pointer last was, so a separator drag
    /// keeps (and the scene saves) the width on screen. Frames are paced on the precise clock; animations use the
    /// event clock (SDL ticks), so event times and animation times compare directly.
    public func run() {
        if let exporterType {
            let exporter = exporterType.init(applicationName: applicationName, wake: SDLHostWindow.wakeUp)
            exporter.reportProblem = { [unowned self] in self.window.reportProblem($0) }
            accessibility = exporter
        }
        defer {
            accessibility?.stop()
            desktopSettings?.stop()
        }
        presentFrame()
        window.onLiveResize { [unowned self] size in
            if self.scheduler.liveResizeShouldDraw(size: size, at: SDLHostWindow.preciseNow) { self.presentFrame() }
        }
        window.show()
        defer { endInteraction() }
        while !scene.wantsToQuit {
            let timeout = scheduler.waitTimeout(at: SDLHostWindow.preciseNow, animating: scene.isAnimating)
            // Nothing to draw: a window manager's sync request would otherwise wait for a frame that never comes.
            // With a frame due, that frame (or finding it unchanged) answers instead.
            if timeout == nil { window.answerSyncRequest() }
            // Input held for a screen reader's answer is let through after a bounded wait, even with nothing to wake.
            if handleEvents(readEvents(timeout: keyGate.isHolding ? min(timeout ?? 0.1, 0.1) : timeout)) { return }
            // A change of the desktop's settings (its thread woke the loop) restyles the scene: a frame, as input asks.
            if !scene.wantsToQuit, followDesktop() { scheduler.invalidate() }
            if !scene.wantsToQuit, scheduler.isFrameDue(at: SDLHostWindow.preciseNow, animating: scene.isAnimating) {
                // A frame that moves things to the time now first takes the input that came while the loop was busy:
                // a touchpad swipe whose next events wait in the queue is not taken for one that went quiet. (Only
                // then: a resize or a drag draws what was handled, and reading the queue again costs them a pump.)
                if scene.isAnimating, handleEvents(readEvents(timeout: 0)) { return }
                if !scene.wantsToQuit { presentFrame() }
            } else if !scene.wantsToQuit, scheduler.shouldDrawAhead(at: SDLHostWindow.preciseNow, animating: scene.isAnimating) {
                drawAhead()
            }
            if !scene.wantsToQuit { updateAccessibility() }
        }
    }

    /// The window's events, waited for up to `timeout` seconds (nil: until one comes), with the scheduler told that
    /// the main loop has control again: a live-resize watch that ran inside the wait leaves the drawing to it.
    private func readEvents(timeout: Double?) -> [WindowEvent] {
        let incoming = window.waitEvents(timeout: timeout)
        scheduler.mainLoopResumed()
        return incoming
    }

    /// Handles the events the window gave (input first, then what the accessibility bus asks, coalesced); returns
    /// true, quitting, when one of them was a quit, after the input before it was handled.
    private func handleEvents(_ incoming: [WindowEvent]) -> Bool {
        let events = offeringKeys(incoming)
        var inputs: [InputEvent] = []
        var quitting = false
        for event in events where !quitting {
            switch event {
            case .quit: quitting = true  // the input before it is still handled: the press ends where it was
            case .redraw:
                mustRedraw = true
                scheduler.invalidate()
            case .accessibility:
                accessibilityDirty = true
            case .input(let input): inputs.append(input)
            case .assistiveKey: break  // offered, or not, by offeringKeys
            }
        }
        // Input first: what the user does is never behind what the accessibility bus asks. The requests come after,
        // coalesced (a flood is one value per control) — but not after a quit: what the window last showed stays.
        for input in InputEvent.coalesced(inputs.flatMap { touches.pointerEvents(for: $0) }) where !scene.wantsToQuit {
            handle(input)
        }
        return quitting
    }

    /// `incoming` with the keys offered to the screen reader first (`AccessibilityExporter.offerKey(_:)`): the input
    /// that may be handled now, in order — what earlier answers let through, then what is not held behind a key.
    private func offeringKeys(_ incoming: [WindowEvent]) -> [WindowEvent] {
        guard let accessibility else { return incoming }
        let now = SDLHostWindow.preciseNow
        let released = keyGate.release(answers: accessibility.takeKeyAnswers(), now: now)
        return released + keyGate.admit(incoming, now: now) { accessibility.offerKey($0) }
    }

    /// What the accessibility exporter says it is doing (`on (…)`, `off: no session bus …`), once ``run()`` started
    /// it; nil when the runner was made without one.
    public var accessibilityStatus: String? { accessibility?.status }

    /// The exporter's one call per frame, as any loop makes it: the window and the scene's tree handed over when
    /// something may have changed (built only while a screen reader is connected; the exporter compares it with the
    /// last one and never waits), then the requests assistive technologies made (press, set a value, focus, select)
    /// handed to the scene; each one taken asks for a frame, as input does.
    private func updateAccessibility() {
        guard accessibilityDirty, let accessibility else { return }
        accessibilityDirty = false
        let requests = accessibility.update(
            tree: scene.accessibilityTree(), title: shownList?.title ?? "", origin: window.position, size: layoutSize,
            unitsPerPoint: window.pointScale, isActive: window.hasKeyboardFocus, words: words)
        for request in requests where scene.performAccessibility(request, time: SDLHostWindow.now) {
            scheduler.invalidate()
            accessibilityDirty = true
        }
    }

    private func handle(_ input: InputEvent) {
        var input = input
        if case .resize(_, let t) = input {
            layoutSize = window.cappedSize()
            input = .resize(layoutSize, time: t)
        }
        heldPointer.note(input)
        scene.handle(input)
        scheduler.invalidate()
    }

    /// Ends the press under way as a release where the pointer last was, then tells the scene the window is closing
    /// (the loop is stopping): a keyboard resize is accepted as the focus leaving would.
    private func endInteraction() {
        if let release = heldPointer.release(at: SDLHostWindow.now) { scene.handle(release) }
        scene.windowWillClose(at: SDLHostWindow.now)
    }

    /// A frame built and drawn, not yet shown.
    private struct DrawnFrame {
        let list: DisplayList
        let size: Size
        let scale: Double
        let buildStart: Double
        let build: Double
        let render: Double
    }

    /// The frame drawn ahead of its slot, presented when due unless input overtook it.
    private var frameAhead: DrawnFrame?

    /// Lays out for the window's size now (never a stale one), samples animations now, and presents the
    /// frame unless it is the one already on screen; a frame drawn ahead for the same size and scale, with no input
    /// since, is presented as it is.
    private func presentFrame() {
        let ahead = frameAhead
        frameAhead = nil
        if let ahead, !scheduler.isDirty, ahead.size == window.cappedSize(), ahead.scale == window.scale {
            show(ahead)
        } else if let frame = drawFrame() {
            show(frame)
        }
    }

    /// Builds and draws the frame for what happened so far without showing it (`FrameScheduler.shouldDrawAhead`):
    /// the slot then only presents it.
    private func drawAhead() {
        guard let frame = drawFrame() else { return }
        frameAhead = frame
        scheduler.didDrawAhead()
    }

    /// Lays out for the window's size now, samples animations now and draws the frame, or tells the scheduler and
    /// the window manager that the frame on screen is the same and returns nil.
    private func drawFrame() -> DrawnFrame? {
        let size = window.cappedSize(), now = SDLHostWindow.now
        if size != layoutSize { handle(.resize(size, time: now)) }
        let scale = window.scale
        if let measure = window.newTextMeasure() { scene.adoptTextMeasure(measure) }
        scene.advance(to: now)
        let buildStart = SDLHostWindow.preciseNow
        let list = scene.displayList()
        let buildEnd = SDLHostWindow.preciseNow
        accessibilityDirty = true
        // The same list at a new scale (another output, or the output's scale changed) is drawn again: same
        // layout in points, new pixels.
        if !mustRedraw, scheduler.isOnScreen(size: size, scale: scale), list == shownList {
            scheduler.nothingChanged()
            window.answerSyncRequest()  // the frame for this size is already on screen
            stats.recordUnchanged(at: buildStart, animating: scene.isAnimating)
            return nil
        }
        window.render(list)
        return DrawnFrame(list: list, size: size, scale: scale, buildStart: buildStart, build: buildEnd - buildStart,
                          render: SDLHostWindow.preciseNow - buildEnd)
    }

    /// Presents a drawn frame and records it.
    private func show(_ drawn: DrawnFrame) {
        let presentStart = SDLHostWindow.preciseNow
        window.flip()
        let timing = FrameTiming(build: drawn.build, render: drawn.render, present: SDLHostWindow.preciseNow - presentStart)
        scheduler.refreshInterval = window.refreshInterval  // the window may have moved to another display
        // The slot is when the frame would have begun had it been drawn now: its build start, or for a frame drawn
        // ahead, as long before the present as it took to draw.
        scheduler.didPresent(at: max(drawn.buildStart, presentStart - drawn.build - drawn.render), size: drawn.size, scale: drawn.scale)
        shownList = drawn.list
        mustRedraw = false
        stats.record(timing, at: drawn.buildStart, animating: scene.isAnimating)
        scene.framePresented(timing, stats: stats)
        framePresented?(frame, SDLHostWindow.now)
        frame += 1
    }
}
