// The windowed program: waits for input (idle when nothing moves), updates the scene, presents frames.
import SplitKit
import SplitKitSDL

/// Runs a scene in a visible window until the user closes it.
@MainActor
public final class InteractiveRunner {
    private let host: SceneHost
    private let window: AppWindow
    private let stateLog: StateLog?
    private let perform: (SceneEffect) -> Void
    private var frame = 0
    private var layoutSize: Size

    /// Creates a runner for `scene` in `window`.
    public init(scene: any Scene, window: AppWindow, initialSize: Size, stateLog: StateLog?,
                perform: @escaping (SceneEffect) -> Void) {
        self.host = SceneHost(scene: scene)
        self.window = window
        self.stateLog = stateLog
        self.perform = perform
        self.layoutSize = initialSize
    }

    /// Shows the window and handles events until it is closed.
    public func run() throws {
        try present()
        window.onLiveResize { [unowned self] _ in try? self.present() }
        window.show()
        while true {
            // Block while idle; while something animates, vsync in present() paces the loop.
            let events = window.waitEvents(timeout: host.isAnimating ? 0 : nil)
            var needsFrame = host.isAnimating
            for event in events {
                switch event {
                case .quit:
                    stateLog?.flush()
                    return
                case .redraw:
                    needsFrame = true
                case .input(let input):
                    if case .resize(let size, _) = input { layoutSize = size }
                    for effect in host.handle(input) { perform(effect) }
                    needsFrame = true
                }
            }
            if needsFrame { try present() }
        }
    }

    /// Lays out for the window's current size (never a stale one), then draws and presents.
    private func present() throws {
        let size = window.size
        if size != layoutSize {
            layoutSize = size
            for effect in host.handle(.resize(size, time: window.now)) { perform(effect) }
        }
        let now = window.now
        host.advance(to: now)
        let started = ContinuousClock.now
        try window.render(host.displayList())
        host.record(frameTime: (ContinuousClock.now - started).seconds)
        window.flip()
        if let stateLog {
            stateLog.append(StateLog.record(frame: frame, time: now, fields: host.stateFields()))
            stateLog.flush()  // someone may be tailing it; frames are rare when idle
        }
        frame += 1
    }
}
