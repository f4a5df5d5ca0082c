// The window's accessibility tree on the AT-SPI bus, so Orca, Accerciser and other assistive technologies see it.
import CDBus
import FoundationEssentials
import Glibc
import SplitKit
import SplitKitDBus
import SplitKitStorage
import Synchronization

/// Exports a window's accessibility tree over AT-SPI (the Linux desktop's accessibility protocol, on D-Bus) and
/// hands the requests of assistive technologies back to the main thread: SplitKit's `AccessibilityExporter` for the
/// Linux desktop, so Orca and Accerciser see and operate the window.
///
/// All D-Bus work happens on a thread of its own: it finds the accessibility bus (`org.a11y.Bus.GetAddress` on the
/// session bus, or `AT_SPI_BUS_ADDRESS`), connects, registers the application with the registry
/// (`Socket.Embed`), answers every call from the latest `AccessibilitySnapshot`, and turns the differences between
/// successive snapshots into events (focus, states, names, values, children, selection). The main thread only
/// hands over snapshots (``publish(_:)``, which compares first and never waits) and takes requests
/// (``takeRequests()``) when `wake` tells it there are some. Requests wait coalesced and bounded: a value set,
/// focus or selection replaces the waiting one it makes moot, and at most 256 wait, so a client flooding the bus
/// costs the window one request per control a turn; what a flood made the bridge drop is told to
/// ``reportProblem`` once the flood is over.
///
/// With no session bus, no accessibility bus, or `NO_AT_BRIDGE=1`, the thread ends at once, ``isConnected``
/// stays false, and no tree is ever built: the bridge then costs nothing. ``status`` says which.
///
/// ### In a loop of your own: two calls
///
/// Start it once the window is open, then call `update(tree:title:origin:size:unitsPerPoint:isActive:words:)` (which
/// comes with `AccessibilityExporter`) once per frame, after drawing: it publishes the window while connected (the
/// tree is built only then) and returns the requests waiting, for the scene to answer before the next frame.
///
/// ```swift
/// let bridge = AccessibilityBridge(applicationName: "Paint", wake: SDLHostWindow.wakeUp)  // start
/// while running {
///     // … your events, then draw and present the frame …
///     for request in bridge.update(tree: split.accessibilityTree(content: content(for:)), title: "Paint",
///                                  origin: window.position, size: size, unitsPerPoint: window.pointScale) {
///         _ = split.send(.accessibility(request, time: now))  // and your own widgets'
///     }
/// }
/// bridge.stop()
/// ```
///
/// `wake` must wake your loop from any thread (with SplitKitSDL, `SDLHostWindow.wakeUp` posts an SDL event). With
/// SplitKitSDL's `WindowRunner`, pass the type instead and it does all this:
/// `WindowRunner(scene: scene, window: window, accessibility: AccessibilityBridge.self)`.
@MainActor
public final class AccessibilityBridge: AccessibilityExporter {
    private let mailbox: BridgeMailbox?
    private var published: AccessibilitySnapshot?
    /// A flood in progress: requests received and dropped since the first turn that dropped some.
    private var flood: (received: Int, dropped: Int)?

    /// Told once about each flood of requests the bridge had to drop some of; by default nothing (SplitKitSDL's
    /// `WindowRunner` passes its window's `reportProblem`).
    public var reportProblem: (String) -> Void = { _ in }

    /// Starts the bridge's thread for an application called `applicationName` (what screen readers announce:
    /// the program's name). `wake` is called from that thread when requests are waiting or the bridge has just
    /// connected; it must be safe from any thread (`SDL_PushEvent` is: SplitKitSDL's `SDLHostWindow.wakeUp`).
    public convenience init(applicationName: String, wake: @escaping @Sendable () -> Void) {
        self.init(applicationName: applicationName, environment: ProcessInfo.processInfo.environment, wake: wake)
    }

    /// Starts the bridge's thread as ``init(applicationName:wake:)`` does, finding the buses in `environment`
    /// instead of the process's (`AT_SPI_BUS_ADDRESS`, `DBUS_SESSION_BUS_ADDRESS`, `XDG_RUNTIME_DIR`, `NO_AT_BRIDGE`).
    public init(applicationName: String, environment: [String: String], wake: @escaping @Sendable () -> Void) {
        if environment["NO_AT_BRIDGE"] == "1" {
            mailbox = nil
            offReason = "off: NO_AT_BRIDGE is set"
            return
        }
        guard let mailbox = BridgeMailbox() else {
            self.mailbox = nil
            offReason = "off: no pipe to wake its thread"
            return
        }
        self.mailbox = mailbox
        offReason = nil
        let configuration = ATSPIServer.Configuration(applicationName: applicationName, environment: environment, wake: wake)
        DetachedThread.start("AT-SPI bridge") { ATSPIServer(mailbox: mailbox, configuration: configuration).run() }
    }

    private let offReason: String?

    /// True once connected to the accessibility bus: snapshots are then worth making.
    public var isConnected: Bool { mailbox?.shared.withLock { $0.isConnected } ?? false }

    /// One line on what the bridge is doing: `on (…)`, `starting`, or `off: …` with the reason.
    public var status: String { offReason ?? mailbox?.shared.withLock { $0.status } ?? "off" }

    /// Hands `snapshot` to the bridge's thread if it differs from the last one (events are found from the
    /// differences); does nothing while not connected. Never waits for D-Bus.
    public func publish(_ snapshot: AccessibilitySnapshot) {
        guard let mailbox, isConnected, snapshot != published else { return }
        published = snapshot
        mailbox.shared.withLock { $0.snapshot = snapshot }
        mailbox.poke()
    }

    /// The requests of assistive technologies received since the last call, oldest first, coalesced (the last value
    /// set on a node, the last focus) and at most 256.
    public func takeRequests() -> [AccessibilityRequest] {
        guard let mailbox else { return [] }
        let batch = mailbox.shared.withLock { $0.requests.take() }
        if batch.dropped > 0 {
            flood = ((flood?.received ?? 0) + batch.received, (flood?.dropped ?? 0) + batch.dropped)
        } else {
            endFlood(receivedSince: batch.received)
        }
        return batch.requests
    }

    /// Reports a flood that is over (a turn dropped nothing).
    private func endFlood(receivedSince: Int = 0) {
        guard let flood else { return }
        self.flood = nil
        reportProblem("the accessibility bus sent \(flood.received + receivedSince) requests faster than the window could take "
            + "them; it kept the last value and focus asked for and the newest \(AccessibilityRequestQueue.limit) requests, "
            + "and dropped \(flood.dropped)")
    }

    /// Offers `key` to the screen reader's keystroke listeners (the registry's `NotifyListenersSync`, as GTK's and Qt's
    /// bridges do), so its own commands and key echo work in this window. True once the bridge has joined the desktop:
    /// hold the key until ``takeKeyAnswers()`` gives its answer. Never waits for D-Bus.
    public func offerKey(_ key: AccessibilityKeyEvent) -> Bool {
        guard let mailbox else { return false }
        let taken = mailbox.shared.withLock { shared in
            guard shared.takesKeys, !shared.stopping else { return false }
            shared.offeredKeys.append(key)
            return true
        }
        if taken { mailbox.poke() }
        return taken
    }

    /// Whether a listener consumed each key offered, in order, since the last call. Each key gets its answer within
    /// ``keyAnswerLimit`` (unconsumed when the registry is slower, or the bridge stopped).
    public func takeKeyAnswers() -> [Bool] {
        mailbox?.shared.withLock { shared in
            defer { shared.keyAnswers = [] }
            return shared.keyAnswers
        } ?? []
    }

    /// How long the bridge waits for the registry to answer for a key before letting it through unconsumed; after
    /// such a wait it lets keys through at once for ``slowRegistryPause`` (a hung registry never freezes typing).
    public nonisolated static let keyAnswerLimit = 0.5
    /// See ``keyAnswerLimit``.
    public nonisolated static let slowRegistryPause = 10.0

    /// Ends the bridge: its thread leaves the bus (assistive technologies see the application go) and ends. Does
    /// not wait for it.
    public func stop() {
        endFlood()
        guard let mailbox else { return }
        mailbox.shared.withLock { $0.stopping = true }
        mailbox.poke()
    }

    isolated deinit {
        stop()
    }
}

/// What the main thread and the bridge's thread share, behind a lock, and the pipe that wakes the thread.
final class BridgeMailbox: Sendable {
    struct Shared {
        /// The newest snapshot the thread has not taken yet.
        var snapshot: AccessibilitySnapshot?
        var requests = AccessibilityRequestQueue()
        var stopping = false
        var isConnected = false
        /// True while the bridge has joined the desktop and passes keys to the registry.
        var takesKeys = false
        /// Keys offered, not yet sent to the registry.
        var offeredKeys: [AccessibilityKeyEvent] = []
        /// Answers for keys offered (true: consumed), not yet taken by the main thread.
        var keyAnswers: [Bool] = []
        var status = "starting"
    }

    let shared = Mutex(Shared())
    /// Wakes the bridge's thread.
    let pipe: WakePipe

    init?() {
        guard let pipe = WakePipe() else { return nil }
        self.pipe = pipe
    }

    /// Wakes the bridge's thread.
    func poke() { pipe.poke() }

    /// Empties the pipe (on the bridge's thread).
    func drain() { pipe.drain() }
}
