// Which keys the split view reacts to: the only way keys reach the core, so a host can take any of them back.

/// A key with the modifiers held with it.
public struct KeyChord: Hashable, Sendable, CustomStringConvertible {
    /// The key.
    public var key: Key
    /// The modifiers, exactly.
    public var modifiers: KeyModifiers

    /// Creates a chord.
    public init(_ key: Key, _ modifiers: KeyModifiers = []) {
        self.key = key
        self.modifiers = modifiers
    }

    public var description: String {
        var prefix = ""
        if modifiers.contains(.control) { prefix += "Ctrl+" }
        if modifiers.contains(.alt) { prefix += "Alt+" }
        if modifiers.contains(.shift) { prefix += "Shift+" }
        return prefix + key.name
    }
}

/// What a bound key asks the split view to do.
public enum SplitKeyCommand: Hashable, Sendable {
    /// Show or hide the primary (tiled: collapse or restore it).
    case toggleSidebar
    /// Hide the overlay, or take focus away from the separator.
    case dismiss
    /// Go back one page in the compact stack.
    case back
    /// Give the separator keyboard focus, or take it away.
    case toggleSeparatorFocus
    /// Move the focused separator this many points to the right (negative: left).
    case nudgeSeparator(Double)
}

/// The keys the split view takes, and what each does. Remove a binding to keep the key for the host.
public struct KeyBindings: Hashable, Sendable {
    /// Chord → command.
    public var bindings: [KeyChord: SplitKeyCommand]

    /// Creates bindings.
    public init(_ bindings: [KeyChord: SplitKeyCommand]) {
        self.bindings = bindings
    }

    /// The command for a key press, if it is bound.
    public func command(for key: Key, _ modifiers: KeyModifiers) -> SplitKeyCommand? {
        bindings[KeyChord(key, modifiers)]
    }

    /// The chords bound to `command`, sorted by name (for help texts).
    public func chords(for command: SplitKeyCommand) -> [KeyChord] {
        bindings.filter { $0.value == command }.map(\.key).sorted { $0.description < $1.description }
    }

    /// SPEC §9's keys: F9 sidebar (GNOME's convention), Esc, Alt+Left and Backspace back, Tab separator focus,
    /// Left/Right moving the focused separator 10 points, with Shift 50.
    public static let standard = KeyBindings([
        KeyChord(.f9): .toggleSidebar,
        KeyChord(.escape): .dismiss,
        KeyChord(.left, .alt): .back,
        KeyChord(.backspace): .back,
        KeyChord(.tab): .toggleSeparatorFocus,
        KeyChord(.left): .nudgeSeparator(-10),
        KeyChord(.right): .nudgeSeparator(10),
        KeyChord(.left, .shift): .nudgeSeparator(-50),
        KeyChord(.right, .shift): .nudgeSeparator(50),
    ])

    /// No keys at all: the host handles every key itself and sends commands.
    public static let none = KeyBindings([:])
}
