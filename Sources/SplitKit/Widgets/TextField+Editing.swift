// The field's keys: typing, moving and selecting (Shift), by words (Ctrl), the clipboard's Ctrl+A/C/X/V; Alt chords
// and Escape are left to the split and the host.

extension TextField {
    /// Applies a key, typed text or a composition; returns false when the field does not use the event.
    ///
    /// - Typed text replaces the selection; a composition in progress owns the editing keys (the input method edits it).
    /// - Left / Right, Home / End move the caret; with Shift they select (from where the caret was), with Ctrl Left /
    ///   Right go by words. Without Shift, Left / Right over a selection go to its start / end.
    /// - Backspace / Delete remove the selection, else a character (with Ctrl, a word) before / after the caret.
    /// - Ctrl+A selects everything; Ctrl+C copies the selection to `clipboard`, Ctrl+X cuts it, Ctrl+V pastes in its
    ///   place (as typed text, within the ``limits``). A secure field copies and cuts nothing: its text stays hidden.
    /// - Once placed (``place(in:direction:)``), a press in the field puts the caret under the pointer and a drag from
    ///   there selects (the split focuses a field drawn with its id on the same press).
    /// - Alt chords, Escape, Tab, Return, Up and Down are not the field's (false): Alt chords and Escape stay with the
    ///   split and the host as ``Key/isTextEditing(with:)`` says — ``SplitView`` takes the focus off a field on Escape.
    @discardableResult
    public mutating func send(_ event: InputEvent, clipboard: (any Clipboard)? = nil) -> Bool {
        switch event {
        case .text(let typed, _):
            compositionText = nil
            insert(typed)
        case .composition(let marked, let cursor, _):
            let marked = limits.limited(marked)
            if !marked.isEmpty { deleteSelection() }  // the composition takes the selection's place, as typing would
            compositionText = marked.isEmpty ? nil : marked
            compositionCursor = min(max(0, cursor), marked.count)
        case .key(_, let modifiers, _) where modifiers.contains(.alt):
            return false  // Alt+Left is "back", Alt chords are the split's and the host's
        case .key(let key, _, _) where compositionText != nil && Self.editingKeys.contains(key):
            return true  // the input method edits its composition itself
        case .key(let key, let modifiers, _):
            guard edit(key, modifiers, clipboard: clipboard) else { return false }
        case .pointerDown, .pointerMove, .pointerUp:
            guard sendPointer(event) else { return false }
        default:
            return false
        }
        revealCaret()
        return true
    }

    /// The keys a field edits with while it has the keyboard (typed text arrives as ``InputEvent/text(_:time:)``):
    /// Backspace and Delete remove, Left/Right and Home/End move the caret (and select, with Shift).
    public static let editingKeys: Set<Key> = [.backspace, .delete, .left, .right, .home, .end]

    /// One key with its modifiers (no Alt); false when it is not the field's.
    private mutating func edit(_ key: Key, _ modifiers: KeyModifiers, clipboard: (any Clipboard)?) -> Bool {
        let extending = modifiers.contains(.shift), byWord = modifiers.contains(.control)
        switch key {
        case .left where hasSelection && !extending && !byWord:
            moveCaret(to: selectedRange.lowerBound, extending: false)
        case .right where hasSelection && !extending && !byWord:
            moveCaret(to: selectedRange.upperBound, extending: false)
        case .left:
            moveCaret(to: byWord ? wordStart(before: caret) : caret - 1, extending: extending)
        case .right:
            moveCaret(to: byWord ? wordEnd(after: caret) : caret + 1, extending: extending)
        case .home:
            moveCaret(to: 0, extending: extending)
        case .end:
            moveCaret(to: text.count, extending: extending)
        case .backspace:
            if !deleteSelection(), caret > 0 { remove((byWord ? wordStart(before: caret) : caret - 1)..<caret) }
        case .delete:
            if !deleteSelection(), caret < text.count { remove(caret..<(byWord ? wordEnd(after: caret) : caret + 1)) }
        case .character(let c) where modifiers == .control:
            return clipboardCommand(Character(c.lowercased()), clipboard: clipboard)
        default:
            return false
        }
        return true
    }

    /// Ctrl+A, C, X and V; false for any other Ctrl+letter (a host's shortcut).
    private mutating func clipboardCommand(_ letter: Character, clipboard: (any Clipboard)?) -> Bool {
        let selected = String(Array(text)[selectedRange])
        switch letter {
        case "a":
            selectionAnchor = 0
            caret = text.count
            if selectionAnchor == caret { selectionAnchor = nil }
        case "c":
            if hasSelection && !isSecure { clipboard?.writeText(selected) }
        case "x":
            guard hasSelection && !isSecure else { return true }
            clipboard?.writeText(selected)
            deleteSelection()
        case "v":
            if let pasted = clipboard?.readText() { insert(pasted) }
        default:
            return false
        }
        return true
    }

    /// Where the word before `position` starts: back over spaces, then over the word's letters.
    func wordStart(before position: Int) -> Int {
        let characters = Array(text)
        var i = min(position, characters.count)
        while i > 0, !characters[i - 1].isWordCharacter { i -= 1 }
        while i > 0, characters[i - 1].isWordCharacter { i -= 1 }
        return i
    }

    /// Where the word after `position` ends: on over spaces, then over the word's letters.
    func wordEnd(after position: Int) -> Int {
        let characters = Array(text)
        var i = max(0, position)
        while i < characters.count, !characters[i].isWordCharacter { i += 1 }
        while i < characters.count, characters[i].isWordCharacter { i += 1 }
        return i
    }
}

extension Character {
    /// True for a letter, digit or mark of a word (not white space or punctuation), for moving by words.
    fileprivate var isWordCharacter: Bool { isLetter || isNumber || unicodeScalars.first?.properties.generalCategory == .nonspacingMark }
}
