// A key press or release as a screen reader's keystroke listeners see it, offered to them before the window acts on it.

/// A key press or release in the terms of AT-SPI's keystroke listeners (its `DeviceEvent`): what a screen reader
/// needs to recognise its own commands (Orca's Insert+H, "where am I", flat review) and to echo keys, and may then
/// consume so the window never acts on them.
///
/// An ``AccessibilityExporter`` that offers keys (``AccessibilityExporter/offerKey(_:)``) passes each one to the
/// listeners before the window handles it, as GTK's and Qt's bridges do; a backend makes these from its key events
/// (SplitKitSDL's `EventTranslator.assistiveKey`).
public struct AccessibilityKeyEvent: Hashable, Sendable {
    /// True for a press, false for a release.
    public var isPress: Bool
    /// The key's X keysym (`0xff09` Tab, `0xffc6` F9, `0x61` a): what listeners match commands by.
    public var keysym: UInt32
    /// The key's hardware keycode on the X server (X11: the keycode the server gave the key; 0 when unknown).
    public var keycode: UInt32
    /// The modifiers held, as an X modifier mask (Shift 1, Lock 2, Control 4, Alt 8, Num Lock 16, Super 64).
    public var modifiers: UInt32
    /// When it happened, in milliseconds of the event clock.
    public var timestamp: UInt32
    /// The text it types (`"a"`), or its keysym's name for a key that types nothing (`"Tab"`, `"F9"`, `"Insert"`).
    public var text: String
    /// True when `text` is what the key types, false when it is the key's name.
    public var isText: Bool

    /// A key event as given.
    public init(isPress: Bool, keysym: UInt32, keycode: UInt32, modifiers: UInt32, timestamp: UInt32, text: String, isText: Bool) {
        self.isPress = isPress
        self.keysym = keysym
        self.keycode = keycode
        self.modifiers = modifiers
        self.timestamp = timestamp
        self.text = text
        self.isText = isText
    }
}
