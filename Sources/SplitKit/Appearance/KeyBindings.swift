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
    /// Show or hide the inspector column (collapsed: push its page, or go back from it); not used without one.
    case toggleInspector
    /// Take back a separator drag under way (the width from before the press, nothing saved), else hide the overlay, or
    /// give the focus back from the separator to where it was.
    case dismiss
    /// Go back one page: in the compact stack, or in the secondary once something was drilled into.
    case back
    /// Give the separator keyboard focus, or take it away (unbound by default: F8's ``focusSeparator`` does this).
    case toggleSeparatorFocus
    /// Move the focused separator this many points to the right (negative: left).
    case nudgeSeparator(Double)
    /// Move the keyboard focus to the next control in document order, wrapping round (Tab).
    case focusNext
    /// Move the keyboard focus to the previous control, wrapping round (Shift+Tab).
    case focusPrevious
    /// Move the keyboard focus to the first control of the next pane: primary, secondary, a stack page (F6).
    case focusNextPane
    /// Move the keyboard focus to the first control of the previous pane (Shift+F6).
    case focusPreviousPane
    /// Give the separator keyboard focus, remembering where the focus was; on the focused separator, give it back
    /// (F8, GtkPaned's cycle-handle-focus).
    case focusSeparator
    /// Press the focused button of the split (the sidebar or back button), or collapse / restore the primary
    /// from the focused separator (Return, Space); not used when the focus is elsewhere.
    case activateFocused
    /// Move the focused separator to the narrowest primary it allows (Home).
    case separatorToMinimum
    /// Move the focused separator to the widest primary it allows (End).
    case separatorToMaximum
    /// Widen the primary by this many points from the focused separator (negative: narrow it), whichever edge it
    /// is on (Page Down / Page Up).
    case resizePrimary(Double)
    /// Widen the primary by this many points (negative: narrow it) wherever the keyboard focus is, which stays there;
    /// a collapsed primary opens at its width instead when widened. Tiled band; saved at once.
    case resizeSidebar(Double)
    /// Set the primary back to its preferred width (the configuration's fraction, clamped), forgetting the user's,
    /// animated; wherever the focus is. Tiled and overlay bands.
    case resetSidebarWidth
    /// Widen the shown inspector column by this many points (negative: narrow it) wherever the focus is; saved at once.
    case resizeInspector(Double)
    /// Set the inspector column back to its preferred width, forgetting the user's; wherever the focus is.
    case resetInspectorWidth
    /// Let the detail fill the window (the sidebar and the inspector out of the way), or bring back what was there
    /// (Ctrl+Shift+F12, as JetBrains' "hide all tool windows").
    case toggleFillWindow
    /// Step the focused separator to the next snap anchor towards this side of the screen, round to the other end after
    /// the last (Ctrl+Left / Ctrl+Right; SPEC §15.3); not used without anchors.
    case stepSeparatorAnchor(towards: Side)

    /// True for the commands that move the keyboard focus through the window's controls (and so need its tree).
    public var movesFocus: Bool {
        switch self {
        case .focusNext, .focusPrevious, .focusNextPane, .focusPreviousPane, .focusSeparator: return true
        default: return false
        }
    }
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

    /// SPEC §9's keys with GTK's keyboard reach: F9 sidebar (GNOME's convention), Ctrl+Alt+I the inspector column (as
    /// ⌥⌘I shows the inspector on macOS), Esc, Alt+Left and Backspace
    /// back; Tab / Shift+Tab through the controls, F6 / Shift+F6 through the panes, F8 to the separator, Return and
    /// Space pressing a focused button; on the focused separator Left/Right move it 10 points (Shift: 50), Home/End
    /// to its limits, Page Up / Page Down 100 points narrower / wider, Ctrl+Left / Ctrl+Right to the next snap anchor that
    /// way (with anchors). From anywhere, the focus staying where it is: Ctrl+Alt+= / Ctrl+Alt+- widen / narrow the
    /// sidebar by 50 points and Ctrl+Alt+0 sets it back to its preferred width; with Shift too, the inspector (keys no
    /// Linux desktop takes by default: GNOME, KDE and Xfce use Ctrl+Alt with the arrows, T, D, Delete and the F keys);
    /// Ctrl+Shift+F12 lets the detail fill the window and brings the columns back.
    public static let standard = KeyBindings([
        KeyChord(.f9): .toggleSidebar,
        KeyChord(.character("I"), [.control, .alt]): .toggleInspector,
        KeyChord(.escape): .dismiss,
        KeyChord(.left, .alt): .back,
        KeyChord(.backspace): .back,
        KeyChord(.tab): .focusNext,
        KeyChord(.tab, .shift): .focusPrevious,
        KeyChord(.f6): .focusNextPane,
        KeyChord(.f6, .shift): .focusPreviousPane,
        KeyChord(.f8): .focusSeparator,
        KeyChord(.enter): .activateFocused,
        KeyChord(.space): .activateFocused,
        KeyChord(.left): .nudgeSeparator(-10),
        KeyChord(.right): .nudgeSeparator(10),
        KeyChord(.left, .shift): .nudgeSeparator(-50),
        KeyChord(.right, .shift): .nudgeSeparator(50),
        KeyChord(.home): .separatorToMinimum,
        KeyChord(.end): .separatorToMaximum,
        KeyChord(.pageUp): .resizePrimary(-100),
        KeyChord(.pageDown): .resizePrimary(100),
        KeyChord(.left, .control): .stepSeparatorAnchor(towards: .left),
        KeyChord(.right, .control): .stepSeparatorAnchor(towards: .right),
        KeyChord(Key(name: "F12"), [.control, .shift]): .toggleFillWindow,
        KeyChord(.character("="), [.control, .alt]): .resizeSidebar(50),
        KeyChord(.character("-"), [.control, .alt]): .resizeSidebar(-50),
        KeyChord(.character("0"), [.control, .alt]): .resetSidebarWidth,
        KeyChord(.character("="), [.control, .alt, .shift]): .resizeInspector(50),
        KeyChord(.character("-"), [.control, .alt, .shift]): .resizeInspector(-50),
        KeyChord(.character("0"), [.control, .alt, .shift]): .resetInspectorWidth,
    ])

    /// No keys at all: the host handles every key itself and sends commands.
    public static let none = KeyBindings([:])
}
