// What every runner shows around a scene: the F1 inspector and Ctrl+Q; the scene's effects go to the program.
import SplitKit
import SplitKitApp
import SplitKitSDL
import SplitKitScripting

/// Wraps a demo scene for the window and script runners: F1 toggles the inspector, drawn over any scene;
/// F7 toggles slow motion (F8 is the split's: it focuses the separator); Ctrl+Q quits; what the scene asks to
/// remember goes to `perform`, also when an assistive technology asked for it.
@MainActor
public final class SceneHost: ScriptableScene {
    /// The scene shown.
    public let scene: any Scene
    /// True while the inspector is up.
    public private(set) var showsInspector = false
    /// True while the `?` overlay lists the controls.
    public private(set) var showsHelp = false
    /// How far the controls list is scrolled.
    private var helpScroll = 0.0
    /// The window's size, from the latest resize (the scene's split may fill only part of it).
    private var windowSize = Size(width: 0, height: 0)
    /// True once the user asked to quit (Ctrl+Q).
    public private(set) var wantsToQuit = false
    /// What the presented frames cost, as the runner last reported.
    public private(set) var stats = FrameStats()
    /// The last 120 frames' times, for the inspector's graph.
    var frameTimes = FrameTimes()
    /// False on the virtual clock: measured times differ from run to run, so the inspector leaves them out
    /// and headless screenshots stay byte-for-byte the same.
    let showsMeasuredTimes: Bool
    private let perform: (SceneEffect) -> Void
    /// The window shown in, for the video driver and pixel scale in the state log and the inspector; nil on the
    /// virtual clock (a headless run has no video driver, and its output stays the same on every machine).
    public weak var window: AppWindow?
    /// How much slower F7 makes everything (the `--slow-motion` factor, or 4).
    let slowMotionFactor: Double
    /// What the command line set of the desktop's appearance settings: these win over the desktop's.
    public var preferenceOverrides = DesktopPreferences()

    /// Hosts `scene`; `showsMeasuredTimes` is false for headless runs; `perform` carries out its effects; F7
    /// toggles between normal speed and `slowMotionFactor`.
    public init(scene: any Scene, showsMeasuredTimes: Bool = true, slowMotionFactor: Double = 4,
                perform: @escaping (SceneEffect) -> Void = { _ in }) {
        self.scene = scene
        self.showsMeasuredTimes = showsMeasuredTimes
        self.slowMotionFactor = slowMotionFactor > 1 ? slowMotionFactor : 4
        self.perform = perform
    }

    /// The key that toggles slow motion: F7, free in every scene (F8 focuses the separator, as in GTK).
    nonisolated static let slowMotionKey = Key.other("F7")

    /// True for Ctrl+Q, which quits whatever is shown (the controls list, a text field): scripts must end there.
    public nonisolated static func isQuitKey(_ key: Key, _ modifiers: KeyModifiers) -> Bool { Script.isControlQ(key, modifiers) }

    /// True for Ctrl+Q (``isQuitKey(_:_:)``).
    public func quits(on key: Key, _ modifiers: KeyModifiers) -> Bool { Self.isQuitKey(key, modifiers) }

    /// Sends input to the scene; F1, F7, `?` and Ctrl+Q are the host's own. While the controls are listed, the
    /// scene gets only resizes: `?`, Esc or a click hides the list.
    public func handle(_ event: InputEvent) {
        if case .resize(let size, _) = event { windowSize = size }
        if showsHelp {
            switch event {
            case .key(.escape, _, _), .key(.character("?"), _, _), .pointerUp, .backButton:
                showsHelp = false
                return
            case .text(let typed, _) where Self.isQuestionMark(typed):
                showsHelp = false
                return
            case .scroll(_, let dy, _, _): return scrollHelp(by: dy)
            case .key(.up, _, _): return scrollHelp(by: -36)
            case .key(.down, _, _): return scrollHelp(by: 36)
            case .key(.pageUp, _, _): return scrollHelp(pages: -1)
            case .key(.pageDown, _, _), .key(.space, _, _): return scrollHelp(pages: 1)
            case .key(.home, _, _): return scrollHelp(by: -.infinity)
            case .key(.end, _, _): return scrollHelp(by: .infinity)
            case .key(let key, let modifiers, _) where Self.isQuitKey(key, modifiers): break
            case .resize, .key(.f1, _, _), .key(Self.slowMotionKey, _, _):
                break
            default:
                return
            }
        }
        switch event {
        case .key(.character("?"), _, _) where !scene.acceptsText:
            showsHelp = true
            helpScroll = 0
        case .text(let typed, _) where !scene.acceptsText && Self.isQuestionMark(typed):
            showsHelp = true
            helpScroll = 0
        case .key(.f1, _, _):
            showsInspector.toggle()
        case .key(let key, let modifiers, _) where Self.isQuitKey(key, modifiers):
            wantsToQuit = true
        case .key(Self.slowMotionKey, [], _):
            var appearance = scene.split.appearance
            appearance.motion.slowMotion = appearance.motion.timeScale > 1 ? 1 : slowMotionFactor
            scene.setAppearance(appearance)
        default:
            for effect in scene.handle(event) { perform(effect) }
        }
    }

    /// Whether typed text is "?" alone. Its length is checked first: `==` on strings compares them as Unicode
    /// normalises them, which for one letter with a megabyte of combining marks typed at once takes 20 ms.
    static func isQuestionMark(_ typed: String) -> Bool {
        typed.utf8.count == 1 && typed == "?"
    }

    /// The frame: the scene's, with the inspector on top when it is up.
    public func displayList() -> DisplayList {
        var list = scene.displayList()
        if showsInspector {
            Inspector(split: scene.split.state, frameTimes: showsMeasuredTimes ? frameTimes : nil, stats: showsMeasuredTimes ? stats : nil,
                      display: window.map { Self.displaySummary($0, words: DemoWords(scene.split.appearance.strings)) })
                .draw(into: &list)
        }
        helpOverlay?.draw(into: &list)
        return list
    }

    /// Remembers what a presented frame cost (for the inspector).
    public func framePresented(_ timing: FrameTiming, stats: FrameStats) {
        frameTimes.record(timing.total)
        self.stats = stats
    }

    /// The scene's accessibility tree (the inspector and the controls list are not in it).
    public func accessibilityTree() -> AccessibleNode? { scene.accessibilityTree() }

    /// Passes an assistive technology's request to the scene and carries out what it asks to remember.
    public func performAccessibility(_ request: AccessibilityRequest, time: Double) -> Bool {
        guard let effects = scene.performAccessibility(request, time: time) else { return false }
        for effect in effects { perform(effect) }
        return true
    }

    /// The window closes (or the script's run ends): the focus leaves the window, so a separator's keyboard resize is
    /// accepted and its width saved, as Return or Tab would have.
    public func windowWillClose(at time: Double) {
        for effect in SceneEffect.forSplit(scene.split.send(.focus(nil)).effects) { perform(effect) }
    }

    /// Restyles the scene for the desktop's settings, with the command line's over them and the standard look where
    /// neither says anything (a setting the desktop drops goes back to standard).
    public func adoptDesktopPreferences(_ preferences: DesktopPreferences) {
        let followed = DesktopPreferences.standard.overridden(by: preferences).overridden(by: preferenceOverrides)
        let look = scene.split.appearance.following(followed)
        guard look != scene.split.appearance else { return }
        scene.setAppearance(look)
    }

    /// Lays the scene's text out with the font it is drawn with.
    public func adoptTextMeasure(_ measure: TextMeasure) {
        var appearance = scene.split.appearance
        guard appearance.textMeasure != measure else { return }
        appearance.textMeasure = measure
        scene.setAppearance(appearance)
    }

    /// The controls list of the scene and band on screen, while it is up.
    private var helpOverlay: HelpOverlay? {
        guard showsHelp, let name = SceneName(rawValue: scene.name) else { return nil }
        return HelpOverlay(scene: name, band: scene.split.band, controls: Controls(of: scene.split.state), window: windowSize, measure: scene.split.appearance.textMeasure,
                           scroll: helpScroll)
    }

    /// Scrolls the controls list by `points` and `pages` (a page is the list's height less one line).
    private func scrollHelp(by points: Double = 0, pages: Double = 0) {
        guard let overlay = helpOverlay else { return }
        let page = max(36, overlay.listFrame.height - 36)
        helpScroll = min(max(0, helpScroll + points + pages * page), overlay.maximumScroll)
    }

    /// Moves the scene's animations to `time`, and carries out what work finished meanwhile asks (a checked password
    /// change to save).
    public func advance(to time: Double) {
        for effect in scene.advance(to: time) { perform(effect) }
    }

    /// True while the scene animates.
    public var isAnimating: Bool { scene.isAnimating }

    /// The state log fields: the scene's, whether the inspector is up and whether the controls are listed, and in
    /// a window its video driver, renderer and device pixels per point.
    public func stateFields() -> [(String, JSONValue)] {
        let display: [(String, JSONValue)] = window.map {
            [("videoDriver", .string($0.videoDriver)), ("renderer", .string($0.rendererName)),
             ("rasterizer", $0.rasterizer.map(JSONValue.string) ?? .null), ("pixelScale", .number($0.scale))]
        } ?? []
        return scene.stateFields() + [("inspector", .bool(showsInspector)), ("help", .bool(showsHelp))] + display
    }

    /// The window's video driver and scale in `words`, for the inspector: `x11 · 2 pixels per point`.
    static func displaySummary(_ window: AppWindow, words: DemoWords) -> String {
        "\(window.videoDriver) · " + words(InspectorWord.pixelsPerPoint, words.measure((window.scale * 100).rounded() / 100))
    }
}
