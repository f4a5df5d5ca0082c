// The edit screen (a field of Personal info) and the password form: typing, saving, validating, cancelling.
import SplitKit

extension UsersScene {
    /// Opens the edit screen for `field` of `user`, with its current value; the menu is disabled meanwhile.
    func startEditing(_ field: UserField, of user: Int, at time: Double) {
        show(.edit(field, user: user), animated: true, at: time)  // first: the focus goes to its field
        setEdit(EditSession(field: field, user: user, text: TextField(field.value(of: store.users[user]), limits: UserStore.textLimits)))
    }

    /// Validates and stores the edited value; on success the list, menu and pages show it at once.
    func saveEdit(at time: Double) -> [SceneEffect] {
        guard var session = edit else { return [] }
        do {
            try store.set(session.field, of: session.user, to: session.text.text)
        } catch {
            session.problem = error
            edit = session
            return []
        }
        show(.section(.personal, user: session.user), animated: true, at: time)  // first: the focus goes back to its row
        setEdit(nil)
        let name = store.users[session.user].name
        // The user's menu page and the secondary are titled with the name; section pages keep theirs.
        split.send(.retitlePages(id: String(session.user), title: name))
        if let secondary = split.secondary, UserPage(secondary)?.user == session.user { split.send(.retitleSecondary(name)) }
        return [.saveUsers(store.edits)]
    }

    /// Leaves the edit screen without saving.
    func cancelEdit(at time: Double) {
        guard let session = edit else { return }
        show(.section(.personal, user: session.user), animated: true, at: time)  // first: the focus goes back to its row
        setEdit(nil)
    }

    /// Input while the edit screen is up; nil lets the event through (to the split, the users list). Cancel and Save
    /// take theirs first: a click, or Return or Space while one has the focus (an assistive technology can put it there).
    func handleEditing(_ event: InputEvent) -> [SceneEffect]? {
        guard var session = edit else { return nil }
        if let effects = pressEditButtons(event) { return effects }
        switch event {
        case .key(.enter, _, let t):
            return saveEdit(at: t)
        case .key(.escape, _, let t):
            cancelEdit(at: t)
            return []
        case .text, .composition, .key(.backspace, _, _), .key(.delete, _, _), .key(.left, _, _), .key(.right, _, _),
            .key(.home, _, _), .key(.end, _, _), .key(.character, .control, _):
            session.text = fitted(session.text, in: containerFrame.map { screenLayout(in: $0).editField })
            if session.text.send(event, clipboard: clipboard) {
                session.problem = nil
                edit = session
            }
            return []
        case .pointerDown, .pointerMove, .pointerUp:  // a press in the field puts the caret there, a drag from it selects
            session.text = fitted(session.text, in: containerFrame.map { screenLayout(in: $0).editField })
            if session.text.send(event) {
                edit = session
                return []
            }
            guard case .pointerDown(let p, _) = event else { return nil }
            if let menu = menuFrame, menu.contains(p) { return [] }  // disabled: the press goes nowhere
            if let container = containerFrame, container.contains(p) { return [] }  // modal: nothing under it reacts
            return nil
        case .key(.up, _, _), .key(.down, _, _), .key(.tab, _, _):
            return []  // the menu is disabled, and moving the users list by key would drop the typing
        case .key(let key, let modifiers, _) where split.appearance.keys.command(for: key, modifiers)?.movesFocus == true:
            return []  // modal: F6 and F8 do not take the focus away from the field being edited
        default:
            return nil
        }
    }

    /// Cancel or Save pressed by `event`: the effects of cancelling or saving, [] for a press on one still under way,
    /// nil when neither used it. A click starts on them only while the edit screen is still and not under the overlay.
    private func pressEditButtons(_ event: InputEvent) -> [SceneEffect]? {
        guard let placed = editButtons else { return nil }
        if case .pointerDown = event, container?.isAnimating != false || (split.band == .overlay && split.overlay.value > 0) { return nil }
        (cancelButton.frame, saveButton.frame) = (placed.cancel.frame, placed.save.frame)
        let cancel = cancelButton.send(event, isFocused: split.focusedNodeID == Self.cancelID)
        if cancel.activated {
            cancelEdit(at: event.time)
            return []
        }
        let save = saveButton.send(event, isFocused: split.focusedNodeID == Self.saveID)
        if save.activated { return saveEdit(at: event.time) }
        return cancel.handled || save.handled ? [] : nil
    }

    /// Typing into the password form while one of its fields has focus; nil lets the event through (Tab to the
    /// split's focus chain, which goes from the current password to the new one and on; Escape to the split, which
    /// takes the focus off the field).
    func handlePasswordForm(_ event: InputEvent) -> [SceneEffect]? {
        guard let focus = passwordFocus, case .section(.credentials, _)? = container?.current else { return nil }
        switch event {
        case .key(.enter, _, _):
            return changePassword()
        case .text, .composition, .key(.backspace, _, _), .key(.delete, _, _), .key(.left, _, _), .key(.right, _, _),
            .key(.home, _, _), .key(.end, _, _), .key(.character, .control, _):
            var field = fitted(focus == 0 ? passwordForm.current : passwordForm.new, in: passwordFieldFrame(focus))
            guard field.send(event, clipboard: clipboard) else { return nil }
            if focus == 0 { passwordForm.current = field } else { passwordForm.new = field }
            passwordForm.outcome = nil
            return []
        case .pointerDown, .pointerMove, .pointerUp:  // a press in the field puts the caret there, a drag from it selects
            var field = fitted(focus == 0 ? passwordForm.current : passwordForm.new, in: passwordFieldFrame(focus))
            guard field.send(event) else { return nil }
            if focus == 0 { passwordForm.current = field } else { passwordForm.new = field }
            return []
        default:
            return nil
        }
    }

    /// `field` in the theme's body text, measured as drawn, placed in its whole box `frame` (nil: where it was), so its
    /// caret scrolls into view and a press finds its characters.
    func fitted(_ field: TextField, in frame: Rect?) -> TextField {
        var field = field
        field.style = theme.body
        field.measure = split.appearance.textMeasure
        if let frame { field.place(in: frame, direction: split.configuration.layoutDirection) }
        return field
    }

    /// Where password field `index` is on screen now (nil with no screen shown).
    func passwordFieldFrame(_ index: Int) -> Rect? {
        containerFrame.map { passwordField(index, in: screenLayout(in: $0)) }
    }

    /// Checks the form and changes the password; the form says what happened. scrypt's check and new hash take a
    /// tenth of a second and more: in a window they run on another thread, the form saying "Checking…" meanwhile and
    /// a later frame picking up the answer (``advance(to:)``); headless runs and tours wait for it, so that each frame
    /// stays what it was.
    func changePassword() -> [SceneEffect] {
        guard passwordCheck == nil, let user = selectedUser else { return [] }
        let check = PasswordCheck(user: user, stored: store.users[user].passwordHash, current: passwordForm.current.text,
                                  new: passwordForm.new.text)
        guard checksPasswordsInBackground else { return finishPasswordChange(check, check.waitForResult()) }
        passwordCheck = check
        passwordForm.outcome = .checking
        return []
    }

    /// Takes a password check's answer: the new hash stored and saved, or the form saying why not (when the user is
    /// still the one shown).
    func finishPasswordChange(_ check: PasswordCheck, _ result: Result<PasswordHash, UserEditError>) -> [SceneEffect] {
        let shown = selectedUser == check.user
        switch result {
        case .failure(let error):
            if shown { passwordForm.outcome = .refused(error) }
            return []
        case .success(let hash):
            store.setPasswordHash(of: check.user, to: hash)
            if shown {
                passwordForm = PasswordForm()
                passwordForm.outcome = .changed
            }
            return [.saveUsers(store.edits)]
        }
    }
}
