// What every demo scene offers its host: input in, frames and state out, and what to remember.
import SplitKit
import SplitKitScripting

/// A request from a scene to its host.
public enum SceneEffect: Hashable, Sendable {
    /// Remember this primary width for the scene (a separator drag ended).
    case savePrimaryWidth(Double)
    /// Remember this inspector width for the scene (its separator drag ended).
    case saveInspectorWidth(Double)
    /// Forget the scene's primary width (the user set it back to its preferred width).
    case forgetPrimaryWidth
    /// Remember whether the list is a rail (the mail scene with `--rail-width`).
    case savePrimaryRail(Bool)
    /// Forget the scene's inspector width.
    case forgetInspectorWidth
    /// Remember these edited users (by login), replacing what was saved before.
    case saveUsers([String: User])
    /// Remember where the columns scene's animated-constraints switch is.
    case saveConstraintsSwitch(Bool)
    /// Tell the user about something that went wrong but did not stop the scene.
    case report(String)
}

extension SceneEffect {
    /// What the host does for a split's effects: widths to save, problems to report (a dismissed detail is
    /// the scene's own business).
    static func forSplit(_ effects: [SplitViewEffect]) -> [SceneEffect] {
        effects.compactMap { effect in
            switch effect {
            case .saveUserPrimaryWidth(let width): return .savePrimaryWidth(width)
            case .saveUserInspectorWidth(let width): return .saveInspectorWidth(width)
            case .forgetUserPrimaryWidth: return .forgetPrimaryWidth
            case .forgetUserInspectorWidth: return .forgetInspectorWidth
            case .saveUserPrimaryRail(let rail): return .savePrimaryRail(rail)
            case .policyRejected(let error): return .report(error.description)
            case .detailDismissed, .toolbarAction: return nil
            }
        }
    }
}

/// A demo scene: the host feeds it input and time and draws what it returns.
@MainActor
public protocol Scene: AnyObject {
    /// The scene's name as used by `--scene` and in the state log.
    var name: String { get }
    /// The split view the scene is built on, with the scene's content: it keeps the window's keyboard focus (the
    /// inspector, the controls list and the state log read its `state`).
    var split: SplitView { get }
    /// Handles one input event; returns what the host should remember or report.
    func handle(_ event: InputEvent) -> [SceneEffect]
    /// Moves animations to `time` (seconds, the same clock as event times).
    /// Returns what the host should remember or report of work that finished meanwhile (a password change checked
    /// off the main thread).
    @discardableResult
    func advance(to time: Double) -> [SceneEffect]
    /// True while something moves by itself, so the host keeps drawing instead of waiting for input.
    var isAnimating: Bool { get }
    /// The frame to draw now.
    func displayList() -> DisplayList
    /// The state log fields for this frame (without `frame` and `t`, which the runner adds).
    func stateFields() -> [(String, JSONValue)]
    /// Switches the look and motion (slow motion toggled live, for one).
    func setAppearance(_ appearance: Appearance)
    /// True while typed text goes into a field (so `?` is a character there, not the controls list).
    var acceptsText: Bool { get }
    /// What assistive technologies see of the scene now: its split's tree with the scene's content (and, in the lab,
    /// the controls under the preview), the focused node marked. The same tree is the focus chain Tab and F6 walk.
    func accessibilityTree() -> AccessibleNode
    /// Answers an assistive technology's request: the split's own nodes first, then the scene's widgets. Nil when no
    /// node of the scene took it; else what the host should remember or report.
    func performAccessibility(_ request: AccessibilityRequest, time: Double) -> [SceneEffect]?
}

extension Scene {
    /// No text fields by default.
    public var acceptsText: Bool { false }
}
