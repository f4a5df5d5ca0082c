// What a window's loop talks to when it shows its tree to screen readers, so the loop never links the platform's bus:
// SplitKitATSPI's AccessibilityBridge (AT-SPI on D-Bus) is one, and an app adds it only if it wants it.

/// Shows a window's accessibility tree to assistive technologies and hands their requests back to the main thread.
///
/// A loop needs two calls: make one when the window opens (``init(applicationName:wake:)``), then call
/// `update(tree:title:origin:size:unitsPerPoint:isActive:words:)` once per frame, which hands over the tree when it is
/// worth it and returns the requests waiting (an exporter implements ``publish(_:)`` and ``takeRequests()``; `update`
/// comes with the protocol); ``stop()`` when the window closes. SplitKitSDL's `WindowRunner` does
/// this for the exporter type it is given; SplitKitATSPI's `AccessibilityBridge` is the exporter for the Linux
/// desktop. SplitKit itself never talks to a bus: the protocol lives here so that the window's loop (SplitKitSDL)
/// and the bridge (SplitKitATSPI) need not know each other, and an app links D-Bus only when it adds the bridge.
@MainActor
public protocol AccessibilityExporter: AnyObject {
    /// Starts exporting for the application called `applicationName` (what screen readers announce: the program's
    /// name). `wake` is called, from any thread, when requests are waiting or the exporter has just connected: it
    /// must wake the main thread's loop and be safe from any thread (SplitKitSDL's `SDLHostWindow.wakeUp` is).
    init(applicationName: String, wake: @escaping @Sendable () -> Void)

    /// True while connected to the assistive technologies: snapshots are then worth making.
    var isConnected: Bool { get }

    /// One line on what the exporter is doing: `on (…)`, `starting`, or `off: …` with the reason.
    var status: String { get }

    /// Told about problems the exporter met that the user should know of (a flood of requests it had to drop).
    var reportProblem: (String) -> Void { get set }

    /// Hands over `snapshot` if it differs from the last one; does nothing while not connected. Never waits.
    func publish(_ snapshot: AccessibilitySnapshot)

    /// The requests received since the last call, oldest first.
    func takeRequests() -> [AccessibilityRequest]

    /// Stops exporting: assistive technologies see the application go. Does not wait.
    func stop()

    /// Offers a key to the assistive technologies' keystroke listeners before the window acts on it (a screen
    /// reader's own commands, its key echo). True when the exporter took it: hold the key, and every event after it,
    /// until ``takeKeyAnswers()`` says whether a listener consumed it (then drop it, and the text it typed) or not
    /// (then handle it and the events held behind it). False: handle it now (not connected, or nobody listens).
    /// Never waits. The default offers nothing.
    func offerKey(_ key: AccessibilityKeyEvent) -> Bool

    /// The answers for the keys offered, in the order they were offered since the last call: true where a listener
    /// consumed the key. Every key offered is answered, within a bounded time, and `wake` is called when answers
    /// wait. The default has none.
    func takeKeyAnswers() -> [Bool]
}

extension AccessibilityExporter {
    /// Offers nothing: the window handles every key itself.
    public func offerKey(_ key: AccessibilityKeyEvent) -> Bool { false }

    /// No answers: no key was offered.
    public func takeKeyAnswers() -> [Bool] { [] }
}

extension AccessibilityExporter {
    /// The one call per frame of a loop that runs an exporter: hands over a snapshot of the window with `tree` in it
    /// while connected (``publish(_:)``, which passes it on only when it differs from the last), and returns the
    /// requests waiting (``takeRequests()``), for the scene to answer before the next frame.
    ///
    /// `tree` is built only while connected, so with no screen reader about a frame costs nothing more. Call it after
    /// drawing a frame, with the state that frame showed; perform the requests, and a frame that shows what they
    /// changed follows as one after input does:
    ///
    /// ```swift
    /// let bridge = AccessibilityBridge(applicationName: "Paint", wake: SDLHostWindow.wakeUp)  // start
    /// while running {
    ///     // … events, then draw and present the frame …
    ///     for request in bridge.update(tree: split.accessibilityTree(content: content(for:)), title: "Paint",
    ///                                  origin: window.position, size: size, unitsPerPoint: window.pointScale) {
    ///         _ = split.send(.accessibility(request, time: now))  // and your own widgets'
    ///     }
    /// }
    /// bridge.stop()
    /// ```
    ///
    /// - Parameters:
    ///   - tree: The scene's accessibility tree, put inside the window's frame object (nil: an empty window).
    ///   - title: The window's title: the frame object's name.
    ///   - origin: The window's top-left corner on the screen, in the window system's units.
    ///   - size: The window's size in points.
    ///   - unitsPerPoint: Window-system units per point.
    ///   - isActive: True while the window has keyboard focus.
    ///   - words: The words actions are described in, the split's (`split.appearance.strings`): in the user's language.
    public func update(tree: @autoclosure () -> AccessibleNode?, title: String, origin: Point = .zero, size: Size,
                       unitsPerPoint: Double = 1, isActive: Bool = true, words: SplitStrings = .english) -> [AccessibilityRequest] {
        if isConnected {
            publish(AccessibilitySnapshot(title: title, origin: origin, size: size, unitsPerPoint: unitsPerPoint,
                                          isActive: isActive, content: tree(), words: words))
        }
        return takeRequests()
    }
}
