// A scene built around one split view: what a window loop and a script player ask of it, answered by the split.
import SplitKit
import SplitKitSDL

/// A ``ScriptableScene`` whose window is one `SplitView`: the split answers everything a window loop and a script
/// player ask that the app has no words of its own for, so an app writes only its input, its content and its
/// outcomes.
///
/// ```swift
/// final class Contacts: SplitScene {
///     let split: SplitView
///     func handle(_ event: InputEvent) { if split.send(event).handled { return } /* then the app's own */ }
/// }
/// ```
///
/// Each default is an ordinary method: write the method in the scene to do more (call the split's part in it too).
/// - `LiveScene.advance(to:)` and `LiveScene.isAnimating`: the split's animations.
/// - `LiveScene.adoptTextMeasure(_:)`: the split's toolbars laid out with the window font's widths (a scene with
///   its own text views gives them the measure too).
/// - `LiveScene.adoptLocale(_:)`: the desktop's direction and words in the split.
/// - `LiveScene.displayList()`: the split drawn, the window titled "Detail — Primary" after the shown detail and
///   the primary page (the primary page's title alone with no detail).
/// - `LiveScene.accessibilityTree()` and `LiveScene.performAccessibility(_:time:)`: the split's tree (with the
///   content's nodes) and the split's answer to a screen reader's request; a scene whose content takes requests (a
///   `ListView`'s rows) asks the split first and the content after.
/// - ``ScriptableScene/stateFields()``: the split's state log fields, the shown detail's title as the `selection`
///   and ``sceneName`` as the `scene`.
@MainActor
public protocol SplitScene: ScriptableScene {
    /// The split the scene shows and feeds.
    var split: SplitView { get }
    /// What the state log calls the scene (`"scene"`): by default the primary page's id.
    var sceneName: String { get }
}

extension SplitScene {
    /// The primary page's id.
    public var sceneName: String { split.primaryPage.id }

    /// Moves the split's animations on; the keyboard focus stays on something shown.
    public func advance(to time: Double) { split.advance(to: time) }
    /// True while the split animates.
    public var isAnimating: Bool { split.isAnimating }
    /// Lays the split's toolbars out with the widths the window's font draws.
    public func adoptTextMeasure(_ measure: TextMeasure) { split.send(.setTextMeasure(measure)) }
    /// Puts the desktop's direction and words in the split.
    public func adoptLocale(_ locale: InterfaceLocale) { split.send(.setLocale(locale)) }

    /// The split drawn, titled "Detail — Primary" (the primary page's title alone with no detail).
    public func displayList() -> DisplayList {
        var frame = DisplayList()
        split.draw(into: &frame)
        frame.title = split.detail.map { "\($0.title) — \(split.primaryPage.title)" } ?? split.primaryPage.title
        return frame
    }

    /// The split's nodes with the content's: what a screen reader sees, and what Tab, F6 and F8 walk.
    public func accessibilityTree() -> AccessibleNode? { split.accessibilityTree }
    /// The split's answer to a screen reader's request (the separator's value, its buttons, the focus).
    public func performAccessibility(_ request: AccessibilityRequest, time: Double) -> Bool {
        split.perform(request, time: time)?.handled ?? false
    }

    /// The split's state log fields, with the shown detail's title as the selection.
    public func stateFields() -> [(String, JSONValue)] {
        split.state.stateFields(selection: split.detail?.title, scene: sceneName)
    }
}
