// What an app's scene adds to be scripted: a description of each frame for the state log.
import SplitKitSDL

/// A scene that can be scripted headless or live: a `LiveScene` (SplitKitSDL) that also describes each frame
/// for the state log.
@MainActor
public protocol ScriptableScene: LiveScene {
    /// The state log fields of the frame just built (without `frame` and `t`, which the player adds), in the
    /// order they should appear. `SplitViewState.stateFields(selection:scene:)` gives a split's.
    func stateFields() -> [(String, JSONValue)]
}
