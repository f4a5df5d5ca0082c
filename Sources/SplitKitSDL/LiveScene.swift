// What a window (or a script) shows: input in, animations advanced, frames out.
import SplitKit

/// Anything a window loop can show (SplitKitApp's `WindowRunner`, or your own): it takes input, moves its animations to a time, and builds frames.
@MainActor
public protocol LiveScene: AnyObject {
    /// Handles one input event (a `.resize` carries the window's new size).
    func handle(_ event: InputEvent)
    /// Moves animations to `time` (seconds, the clock of event times).
    func advance(to time: Double)
    /// True while something moves by itself, so the runner keeps drawing instead of waiting for input.
    var isAnimating: Bool { get }
    /// The frame to draw now.
    func displayList() -> DisplayList
    /// True once the scene wants the program to end (for example after Ctrl+Q).
    var wantsToQuit: Bool { get }
    /// Told after each presented frame what it cost, with the figures so far (for an inspector).
    func framePresented(_ timing: FrameTiming, stats: FrameStats)
    /// Told how wide the window's font draws text, before the first frame and whenever the scale changes: put
    /// it in the split's appearance (`appearance.textMeasure`) so toolbars lay out with the real widths.
    func adoptTextMeasure(_ measure: TextMeasure)
    /// Told the interface's locale before the first frame — which way it reads and the split's words in the desktop's
    /// language: SplitKitApp's `WindowRunner` and `AppLauncher` tell the desktop's unless the program said otherwise.
    /// Apply it to the split (`split.send(.setLocale(locale))`), so it mirrors right to left, its titles, rows and
    /// buttons read that way, and its back button and spoken names are in the user's language.
    func adoptLocale(_ locale: InterfaceLocale)
    /// Told the desktop's appearance settings before the first frame and whenever they change (SplitKitApp's
    /// `WindowRunner`, given a `DesktopSettingsSource`): lay the program's own choices over them and restyle the split,
    /// `split.send(.setAppearance(look.following(preferences.overridden(by: mine))))`. Unset fields are no preference:
    /// fall back to the program's defaults for those, or a setting the desktop drops stays applied.
    func adoptDesktopPreferences(_ preferences: DesktopPreferences)
    /// What assistive technologies see of the frame now: the window's content, whose root the backend puts
    /// inside the window's frame object (nil: nothing but the window). Built from the same state as
    /// ``displayList()``, after ``advance(to:)``. Declare it returning `AccessibleNode?` exactly: a method returning
    /// `AccessibleNode` does not implement this requirement, and the default (nothing) would be used instead.
    func accessibilityTree() -> AccessibleNode?
    /// Answers an assistive technology's request (press, set a value, focus, select); false when no object of
    /// the scene took it.
    func performAccessibility(_ request: AccessibilityRequest, time: Double) -> Bool
    /// Told that the window is closing (the user quit, or a script's run ended), after any press was ended as a
    /// release: end what is under way as the focus leaving the window would. A split's keyboard resize is accepted
    /// then: send `split.send(.focus(nil))` and save what its effects ask (`.saveUserPrimaryWidth`).
    func windowWillClose(at time: Double)
}

extension LiveScene {
    /// Never, unless the scene says so.
    public var wantsToQuit: Bool { false }
    /// Nothing to do by default.
    public func framePresented(_ timing: FrameTiming, stats: FrameStats) {}
    /// Ignored by default (text is then laid out with `TextMeasure.estimated`).
    public func adoptTextMeasure(_ measure: TextMeasure) {}
    /// Ignored by default (the split keeps the direction and words it was made with).
    public func adoptLocale(_ locale: InterfaceLocale) {}
    /// Ignored by default (the split keeps the appearance it was made with).
    public func adoptDesktopPreferences(_ preferences: DesktopPreferences) {}
    /// Nothing but the window, by default.
    public func accessibilityTree() -> AccessibleNode? { nil }
    /// No objects to take requests, by default.
    public func performAccessibility(_ request: AccessibilityRequest, time: Double) -> Bool { false }
    /// Nothing to end, by default.
    public func windowWillClose(at time: Double) {}
}
