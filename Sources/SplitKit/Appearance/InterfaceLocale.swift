// The interface's locale as the split uses it: which way it reads and the words it draws and speaks.

/// Which way the interface reads and the words the split draws and speaks in it: what a window runner hands a scene
/// from the desktop's settings (SplitKitApp reads them: `InterfaceLocale.ofDesktop()`), and what
/// ``SplitViewAction/setLocale(_:)`` applies to a split in one step.
public struct InterfaceLocale: Hashable, Sendable {
    /// The direction the split is laid out in and interface text reads in.
    public var direction: LayoutDirection
    /// The split's words (the back button, the separator's name and value, "No selection" …).
    public var strings: SplitStrings

    /// A locale of `direction` and `strings`.
    public init(direction: LayoutDirection, strings: SplitStrings) {
        self.direction = direction
        self.strings = strings
    }

    /// Left to right, the library's English words: a split made without a locale.
    public static let english = InterfaceLocale(direction: .leftToRight, strings: .english)
}
