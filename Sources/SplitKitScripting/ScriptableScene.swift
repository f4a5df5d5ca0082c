// What an app's scene adds to be scripted: a description of each frame for the state log, and its quit key.
import SplitKit
import SplitKitSDL

/// A scene that can be scripted headless or live: a `LiveScene` (SplitKitSDL) that also describes each frame
/// for the state log.
@MainActor
public protocol ScriptableScene: LiveScene {
    /// The state log fields of the frame just built (without `frame` and `t`, which the player adds), in the
    /// order they should appear. `SplitViewState.stateFields(selection:scene:)` gives a split's.
    func stateFields() -> [(String, JSONValue)]
    /// True when pressing `key` with `modifiers` makes the scene quit (`LiveScene.wantsToQuit`), whatever it
    /// shows: a script with steps after such a key is refused before it runs, as they would never run.
    func quits(on key: Key, _ modifiers: KeyModifiers) -> Bool
}

extension ScriptableScene {
    /// Ctrl+Q, unless the scene says otherwise: the key a live tour's viewer stops the tour with too.
    public func quits(on key: Key, _ modifiers: KeyModifiers) -> Bool { Script.isControlQ(key, modifiers) }
}
