// An editable single-line text value with a caret: typing, Backspace, Delete, Left/Right, Home/End.
import SplitKit

/// The contents of a text field and where the caret is, edited by input events.
///
/// Positions count `Character`s (grapheme clusters), so multibyte UTF-8 such as "é" or "日本" and
/// combining sequences are moved over and deleted whole.
struct TextFieldState: Hashable, Sendable {
    /// The text.
    private(set) var text: String
    /// Caret position in characters from the start (0 ... text.count).
    private(set) var caret: Int
    /// Shows bullets instead of the text (passwords).
    var isSecure: Bool
    /// Longest text accepted, in characters.
    var maximumLength = 200

    /// A field holding `text` with the caret at its end.
    init(_ text: String = "", isSecure: Bool = false) {
        self.text = text
        self.caret = text.count
        self.isSecure = isSecure
    }

    /// What to draw: the text, or one bullet per character when secure.
    var displayText: String { isSecure ? String(repeating: "•", count: text.count) : text }

    /// What the key or text event does to the field; returns false when the field does not use it.
    mutating func handle(_ event: InputEvent) -> Bool {
        switch event {
        case .text(let typed, _):
            insert(typed)
        case .key(.backspace, _, _):
            guard caret > 0 else { return true }
            remove(at: caret - 1)
            caret -= 1
        case .key(.delete, _, _):
            guard caret < text.count else { return true }
            remove(at: caret)
        case .key(.left, _, _):
            caret = max(0, caret - 1)
        case .key(.right, _, _):
            caret = min(text.count, caret + 1)
        case .key(.home, _, _):
            caret = 0
        case .key(.end, _, _):
            caret = text.count
        default:
            return false
        }
        return true
    }

    /// Inserts typed text at the caret (control characters are dropped), up to `maximumLength`.
    mutating func insert(_ typed: String) {
        let clean = String(typed.filter { !($0.isNewline || $0.asciiValue.map { $0 < 0x20 } ?? false) })
        let room = max(0, maximumLength - text.count)
        let accepted = String(clean.prefix(room))
        guard !accepted.isEmpty else { return }
        let index = text.index(text.startIndex, offsetBy: caret)
        // Count what was added by the change in length: a combining mark may merge with the character before.
        let before = text.count
        text.insert(contentsOf: accepted, at: index)
        caret = min(text.count, caret + (text.count - before))
    }

    private mutating func remove(at position: Int) {
        text.remove(at: text.index(text.startIndex, offsetBy: position))
    }
}
