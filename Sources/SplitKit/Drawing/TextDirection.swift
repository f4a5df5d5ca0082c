// Which way a piece of text reads as a whole: the interface's, its own, or one given — its base direction.

/// The base direction of a piece of text: which way the line reads as a whole, so where a number, a Latin word or a
/// full stop goes among right-to-left words (Unicode's bidi algorithm, UAX #9, calls it the paragraph direction).
///
/// Interface text — a title, a list row, a button, a label — reads in the interface's direction, whatever letter it
/// starts with: in a right-to-left window "Swift 6.3 שוחררה עם שיפורים ב-Linux" starts at the right, as a Hebrew
/// sentence (Android's `textDirection="locale"`, CSS's `dir`). Text a user wrote — a message's body — reads in the
/// direction of its own first strong letter (``content``), as HTML's `dir="auto"` does.
///
/// ``TextStyle/direction`` holds it, ``interface`` unless set. A ``DisplayList`` puts the interface's direction in
/// place of ``interface`` when text is appended (``DisplayList/text(_:_:in:alignment:)``), and a renderer reads a
/// ``DrawCommand/text(_:_:in:alignment:)`` still holding it in the list's ``DisplayList/layoutDirection``.
public enum TextDirection: Hashable, Sendable, CaseIterable {
    /// The interface's direction: the split's ``SplitConfiguration/layoutDirection`` where it draws.
    case interface
    /// The direction of the text's own first strong letter (``LayoutDirection/init(firstStrongIn:)``); left to right
    /// when it has none.
    case content
    /// Left to right, whatever the text holds.
    case leftToRight
    /// Right to left, whatever the text holds.
    case rightToLeft

    /// This direction with ``interface`` replaced by `interface`'s: ``leftToRight`` or ``rightToLeft``; the others as
    /// they are.
    public func resolved(in interface: LayoutDirection) -> TextDirection {
        guard self == .interface else { return self }
        return interface == .rightToLeft ? .rightToLeft : .leftToRight
    }

    /// The direction `text` reads in, as a whole, in an interface of direction `interface`.
    public func paragraphDirection(of text: String, in interface: LayoutDirection) -> LayoutDirection {
        switch resolved(in: interface) {
        case .rightToLeft: return .rightToLeft
        case .content: return LayoutDirection(firstStrongIn: text) ?? .leftToRight
        default: return .leftToRight
        }
    }
}

extension TextStyle {
    /// This style with an ``TextDirection/interface`` direction replaced by `interface`'s (see
    /// ``TextDirection/resolved(in:)``).
    public func resolved(in interface: LayoutDirection) -> TextStyle {
        var style = self
        style.direction = direction.resolved(in: interface)
        return style
    }
}
