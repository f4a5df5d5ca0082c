// The windowed program: idle until input, every pending event drained before a frame, one frame per refresh.
import SplitKit
import SplitKitSDL

/// Runs a scene in a visible window until the user closes it or presses Ctrl+Q.
///
/// Each turn of the loop waits for events (forever when nothing moves), drains every queued event,
/// merges runs of pointer moves and resizes, hands them to the scene, and presents a frame only when
/// one is due (`FrameScheduler`): at most one per display refresh, laid out for the window's size at
/// that moment, with animations sampled at the same moment, and none when nothing changed.
@MainActor
public final class InteractiveRunner {
    /// The scene and its inspector.
    public let host: SceneHost
    private let window: AppWindow
    private let stateLog: StateLog?
    private let perform: (SceneEffect) -> Void
    private var frame = 0
    private var layoutSize: Size
    private var scheduler: FrameScheduler
    /// The frame on screen, to skip presenting an identical one.
    private var shownList: DisplayList?
    /// The window was exposed: present even an identical frame.
    private var mustRedraw = true

    /// Creates a runner for `scene` in `window`.
    public init(scene: any Scene, window: AppWindow, initialSize: Size, stateLog: StateLog?,
                perform: @escaping (SceneEffect) -> Void) {
        self.host = SceneHost(scene: scene)
        self.window = window
        self.stateLog = stateLog
        self.perform = perform
        self.layoutSize = initialSize
        self.scheduler = FrameScheduler(refreshInterval: window.refreshInterval)
    }

    /// Shows the window and handles events until it is closed or Ctrl+Q is pressed.
    ///
    /// Frames are paced on the precise clock; animations and the state log use the event clock (SDL ticks),
    /// so event times and animation times compare directly.
    public func run() throws {
        try presentFrame()
        window.onLiveResize { [unowned self] size in
            if self.scheduler.liveResizeShouldDraw(size: size, at: self.window.preciseNow) { try? self.presentFrame() }
        }
        window.show()
        defer { stateLog?.flush() }
        while !host.quitRequested {
            let timeout = scheduler.waitTimeout(at: window.preciseNow, animating: host.isAnimating)
            let events = window.waitEvents(timeout: timeout)
            scheduler.mainLoopResumed()
            var inputs: [InputEvent] = []
            for event in events {
                switch event {
                case .quit: return
                case .redraw:
                    mustRedraw = true
                    scheduler.invalidate()
                case .input(let input): inputs.append(input)
                }
            }
            for input in InputEvent.coalesced(inputs) where !host.quitRequested {
                handle(input)
            }
            if !host.quitRequested, scheduler.isFrameDue(at: window.preciseNow, animating: host.isAnimating) {
                try presentFrame()
            }
        }
    }

    private func handle(_ input: InputEvent) {
        if case .resize(let size, _) = input { layoutSize = size }
        for effect in host.handle(input) { perform(effect) }
        scheduler.invalidate()
    }

    /// Lays out for the window's size now (never a stale one), samples animations now, and presents the
    /// frame unless it is the one already on screen.
    private func presentFrame() throws {
        let size = window.size, now = window.now
        if size != layoutSize { handle(.resize(size, time: now)) }
        host.advance(to: now)
        let buildStart = window.preciseNow
        let list = host.displayList()
        let buildEnd = window.preciseNow
        if !mustRedraw, size == scheduler.presentedSize, list == shownList {
            scheduler.nothingChanged()
            host.recordUnchanged(at: buildStart)
            return
        }
        try window.render(list)
        let renderEnd = window.preciseNow
        window.flip()
        let presentEnd = window.preciseNow
        scheduler.didPresent(at: buildStart, size: size)
        shownList = list
        mustRedraw = false
        host.record(FrameTiming(build: buildEnd - buildStart, render: renderEnd - buildEnd, present: presentEnd - renderEnd),
                    at: buildStart)
        if let stateLog {
            stateLog.append(StateLog.record(frame: frame, time: now, fields: host.stateFields()))
            stateLog.flush()  // someone may be tailing it; frames are rare when idle
        }
        frame += 1
    }
}
