// Every key each scene takes, as data: the split's bindings, the host's keys and the scene's own content's, which the
// fuzz in `make test` presses at random (`splitview --print-keys`).
import SplitKit

extension SceneHost {
    /// The host's own keys in every scene: F1 (the inspector), F7 (slow motion), `?` (the controls list), Ctrl+Q.
    nonisolated static let keys: [KeyChord] = [KeyChord(.f1), KeyChord(slowMotionKey), KeyChord(.character("?")),
                                               KeyChord(.character("Q"), .control)]
}

extension MailScene {
    /// The mail scene's own keys: the list's and a message's text view's, Return and Space on a message's sender.
    nonisolated static let keys: [KeyChord] = (ListView.keys.union(TextView.keys).union([.enter, .space])).map { KeyChord($0) }
}

extension UsersScene {
    /// The users scene's own keys: the lists' (Up/Down also move in the section menu), the edit screen's fields, which
    /// Return saves and Esc cancels, and Return or Space on a focused control of a screen.
    nonisolated static let keys: [KeyChord] = ListView.keys.union(TextField.editingKeys).union([.enter, .escape, .space])
        .map { KeyChord($0) }
}

extension ColumnsScene {
    /// The lab's own keys: a focused slider's arrows, Home and End (Shift for large steps), the anchors field's editing
    /// keys with Return to apply and Esc to leave, and Return or Space on the switch.
    nonisolated static let keys: [KeyChord] = {
        let slider: Set<Key> = [.left, .right, .up, .down, .home, .end]
        let plain = slider.union(TextField.editingKeys).union([.enter, .escape, .space]).map { KeyChord($0) }
        return plain + slider.map { KeyChord($0, .shift) }
    }()
}

extension SceneName {
    /// Every chord the scene takes with the standard key bindings, each once, sorted as scripts spell them.
    public var keys: [String] {
        let own: [KeyChord]
        switch self {
        case .mail: own = MailScene.keys
        case .users: own = UsersScene.keys
        case .columns: own = ColumnsScene.keys
        }
        let all = Array(KeyBindings.standard.bindings.keys) + SceneHost.keys + own
        return Set(all.map(\.description)).sorted()
    }
}
