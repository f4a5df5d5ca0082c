// The container's screens, each its own structure: a table of fields, a map, a form, and the edit screen.
import SplitKit

extension UsersScene {
    /// Draws one container screen into `frame`.
    func drawScreen(_ screen: ContainerScreen, in frame: Rect, into list: inout DisplayList) {
        let layout = UserScreenLayout(frame: frame)
        switch screen {
        case .section(.personal, let user):
            drawPersonalInfo(of: store.users[user], layout: layout, into: &list)
        case .section(.location, let user):
            drawLocation(of: store.users[user], layout: layout, into: &list)
        case .section(.credentials, let user):
            drawCredentials(of: store.users[user], layout: layout, into: &list)
        case .edit(let field, let user):
            drawEdit(field, of: store.users[user], layout: layout, into: &list)
        }
        if case .edit = screen { return }  // the edit screen draws its own toolbar with Cancel and Save
        if case .section(let section, _) = screen { SplitChrome.drawToolbar(section.title, in: frame, into: &list) }
    }

    private func drawGroup(_ box: Rect, into list: inout DisplayList) {
        list.commands.append(.roundedRect(box, radius: 10, corners: .all, Theme.background))
    }

    private func drawLabelledRow(_ label: String, _ value: String, in row: Rect, chevron: Bool, last: Bool,
                                 into list: inout DisplayList) {
        let inner = row.inset(by: .horizontal(Theme.rowInset))
        list.text(label, TextStyle(size: 15, color: Theme.secondaryLabel),
                  in: Rect(x: inner.x, y: inner.y, width: UserScreenLayout.labelWidth, height: inner.height))
        let valueBox = Rect(x: inner.x + UserScreenLayout.labelWidth, y: inner.y,
                            width: max(0, inner.width - UserScreenLayout.labelWidth - (chevron ? 20 : 0)), height: inner.height)
        list.text(value, Theme.body, in: valueBox)
        if chevron { list.text("›", TextStyle(size: 20, color: Theme.secondaryLabel), in: inner, alignment: .trailing) }
        if !last { list.horizontalLine(x: inner.x, y: row.maxY - 1, width: row.maxX - inner.x, Theme.rowSeparator) }
    }

    /// Personal info: a grouped table of the editable fields, each opening the edit screen.
    private func drawPersonalInfo(of user: User, layout: UserScreenLayout, into list: inout DisplayList) {
        drawGroup(layout.personalBox, into: &list)
        for field in UserField.allCases {
            drawLabelledRow(field.label, field.value(of: user), in: layout.row(of: field), chevron: true,
                            last: field == UserField.allCases.last, into: &list)
        }
        let note = Rect(x: layout.personalBox.x + Theme.rowInset, y: layout.personalBox.maxY + 8,
                        width: layout.personalBox.width, height: 20)
        list.text("Choose a field to change it.", Theme.caption, in: note)
    }

    /// Location: a drawn street map with a pin at the user's coordinates, and the address below.
    private func drawLocation(of user: User, layout: UserScreenLayout, into list: inout DisplayList) {
        let map = layout.map
        list.clipped(to: map) { LocationMap(latitude: user.latitude, longitude: user.longitude).draw(in: map, into: &$0) }
        list.commands.append(.border(map, radius: 0, corners: [], edges: .all, Theme.hairline))
        var y = map.maxY + 14
        for (text, style) in [(user.street, Theme.body), (user.city, Theme.body),
                              (LocationMap.coordinates(user.latitude, user.longitude), Theme.caption)] {
            list.text(text, style, in: Rect(x: map.x, y: y, width: map.width, height: 24))
            y += 24
        }
    }

    /// Credentials: the user ID, and a form to change the password with masked fields.
    private func drawCredentials(of user: User, layout: UserScreenLayout, into list: inout DisplayList) {
        drawGroup(layout.userIDRow, into: &list)
        drawLabelledRow("User ID", user.id, in: layout.userIDRow, chevron: false, last: true, into: &list)
        let header = Rect(x: layout.userIDRow.x + Theme.rowInset, y: layout.passwordRow(0).y - 28, width: layout.userIDRow.width, height: 20)
        list.text("CHANGE PASSWORD", Theme.caption, in: header)
        let box = Rect(x: layout.passwordRow(0).x, y: layout.passwordRow(0).y, width: layout.passwordRow(0).width,
                       height: 2 * UserScreenLayout.fieldRowHeight)
        drawGroup(box, into: &list)
        for (index, label) in ["Current", "New"].enumerated() {
            let row = layout.passwordRow(index)
            let field = index == 0 ? passwordForm.current : passwordForm.new
            let inner = row.inset(by: .horizontal(Theme.rowInset))
            list.text(label, TextStyle(size: 15, color: Theme.secondaryLabel),
                      in: Rect(x: inner.x, y: inner.y, width: UserScreenLayout.labelWidth, height: inner.height))
            let box = Rect(x: inner.x + UserScreenLayout.labelWidth, y: inner.y, width: max(0, inner.width - UserScreenLayout.labelWidth), height: inner.height)
            if passwordForm.focus == index {
                list.commands.append(.textWithCaret(field.displayText, Theme.body, in: box, caretOffset: field.caret, caretColor: Theme.accent))
            } else if field.text.isEmpty {
                list.text(index == 0 ? "Required" : "At least \(UserStore.minimumPasswordLength) characters", TextStyle(size: 17, color: Theme.placeholder.color), in: box)
            } else {
                list.text(field.displayText, Theme.body, in: box)
            }
            if index == 0 { list.horizontalLine(x: inner.x, y: row.maxY - 1, width: row.maxX - inner.x, Theme.rowSeparator) }
        }
        let button = layout.changePasswordButton
        list.commands.append(.roundedRect(button, radius: 8, corners: .all, Theme.accent))
        list.text("Change password", TextStyle(size: 17, weight: .bold, color: Theme.selectedText), in: button, alignment: .center)
        if let message = passwordForm.message {
            list.text(message, TextStyle(size: 15, color: passwordForm.succeeded ? Theme.success : Theme.error),
                      in: Rect(x: button.x, y: button.maxY + 10, width: layout.userIDRow.width, height: 22))
        }
    }

    /// The edit screen: Cancel and Save, the field's label, a text field with a caret, and what was wrong.
    private func drawEdit(_ field: UserField, of user: User, layout: UserScreenLayout, into list: inout DisplayList) {
        let session = edit.flatMap { $0.field == field ? $0 : nil }
        SplitChrome.drawToolbar("Edit \(field.label)", in: layout.frame, into: &list)
        let pressed = press?.target
        SplitChrome.drawToolbarButton("Cancel", in: layout.cancelButton, alignment: .leading, pressed: pressed == .cancel, into: &list)
        SplitChrome.drawToolbarButton("Save", in: layout.saveButton, alignment: .trailing, pressed: pressed == .save, bold: true, into: &list)
        let fieldBox = layout.editField
        list.text(field.label.uppercased(), Theme.caption, in: Rect(x: fieldBox.x + 4, y: fieldBox.y - 26, width: fieldBox.width, height: 20))
        list.commands.append(.roundedRect(fieldBox, radius: 8, corners: .all, Theme.background))
        let invalid = session?.message != nil
        list.commands.append(.border(fieldBox, radius: 8, corners: .all, edges: .all, invalid ? Theme.error : Theme.accent))
        let text = session?.text ?? TextFieldState(field.value(of: user))
        list.commands.append(.textWithCaret(text.displayText, Theme.body, in: fieldBox.inset(by: .horizontal(12)),
                                            caretOffset: text.caret, caretColor: Theme.accent))
        let below = Rect(x: fieldBox.x + 4, y: fieldBox.maxY + 8, width: fieldBox.width, height: 22)
        if let message = session?.message {
            list.text(message, TextStyle(size: 15, color: Theme.error), in: below)
        } else {
            list.text("Return saves · Esc cancels", Theme.caption, in: below)
        }
    }
}
