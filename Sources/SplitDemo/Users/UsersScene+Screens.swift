// The container's screens, each its own structure: a table of fields, a map, a form, and the edit screen.
import SplitKit

extension UsersScene {
    /// Draws one container screen into `frame`; a section's toolbar leaves `toolbarLeading` free (the back button).
    func drawScreen(_ screen: ContainerScreen, in frame: Rect, toolbarLeading: ToolbarItem? = nil, into list: inout DisplayList) {
        let layout = screenLayout(in: frame)
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
        if case .section(let section, _) = screen {
            list.toolbar(words.section(section), in: frame, appearance: split.appearance, leading: toolbarLeading)
        }
    }

    private func drawGroup(_ box: Rect, into list: inout DisplayList) {
        list.commands.append(.roundedRect(box, radius: 10, corners: .all, theme.groupedCell))
    }

    /// `rows` as the screens' grouped rows, SplitKit's label and value rows side by side in a box `width` wide: the
    /// labels ``UserScreenLayout/labelWidth(in:)`` wide inside the rows' insets, `trailingRoom` more points kept
    /// clear at the trailing end (for a chevron), rows a field row's height apart.
    func groupedRows(_ rows: [LabeledValue], width: Double, trailingRoom: Double = 0) -> LabeledValueList {
        let start = Theme.rowInset, end = Theme.rowInset + trailingRoom
        return LabeledValueList(rows, layout: .sideBySide(labelWidth: UserScreenLayout.labelWidth(in: width - 2 * Theme.rowInset)),
                                insets: isRightToLeft ? Insets(left: end, right: start) : Insets(left: start, right: end))
    }

    /// Personal info's fields, label and value, in its group; each row opens the field's edit screen.
    func personalInfo(of user: User, in layout: UserScreenLayout) -> LabeledValueList {
        groupedRows(UserField.allCases.map { LabeledValue(words.field($0), $0.value(of: user)) }, width: layout.personalBox.width, trailingRoom: 20)
    }

    /// Personal info: a grouped table of the editable fields, each with a chevron, opening the edit screen.
    private func drawPersonalInfo(of user: User, layout: UserScreenLayout, into list: inout DisplayList) {
        drawGroup(layout.personalBox, into: &list)
        personalInfo(of: user, in: layout).draw(in: layout.personalBox, into: &list, appearance: split.appearance)
        for field in UserField.allCases {
            let row = layout.row(of: field), inner = row.inset(by: .horizontal(Theme.rowInset))
            list.text(disclosureChevron, TextStyle(size: theme.sp(20), color: theme.secondaryLabel), in: inner, alignment: .trailing)
            if field != UserField.allCases.last {
                list.horizontalLine(x: isRightToLeft ? row.x : inner.x, y: row.maxY - 1, width: row.maxX - inner.x, theme.rowSeparator)
            }
        }
        let note = Rect(x: layout.personalBox.x + Theme.rowInset, y: layout.personalBox.maxY + 8,
                        width: layout.personalBox.width - 2 * Theme.rowInset, height: 20)  // inset at both ends: right to left it ends inside
        list.text(words.chooseAField, theme.caption, in: note)
    }

    /// Location: a drawn street map with a pin at the user's coordinates, and the address below.
    private func drawLocation(of user: User, layout: UserScreenLayout, into list: inout DisplayList) {
        let map = layout.map
        let drawn = LocationMap(latitude: user.latitude, longitude: user.longitude, dark: theme.isDark,
                                scaleLabel: words(UsersWord.meters, words.number(200)))
        list.clipped(to: map) { drawn.draw(in: map, into: &$0) }
        list.commands.append(.border(map, radius: 0, corners: [], edges: .all, theme.hairline))
        var y = map.maxY + 14
        for (text, style) in [(user.street, theme.body), (user.city, theme.body),
                              (words.coordinates(latitude: user.latitude, longitude: user.longitude), theme.caption)] {
            list.text(text, style, in: Rect(x: map.x, y: y, width: map.width, height: 24))
            y += 24
        }
    }

    /// Credentials: the user ID, and a form to change the password with masked fields.
    private func drawCredentials(of user: User, layout: UserScreenLayout, into list: inout DisplayList) {
        drawGroup(layout.userIDRow, into: &list)
        groupedRows([LabeledValue(words(UsersWord.userID), user.id)], width: layout.userIDRow.width)
            .draw(in: layout.userIDRow, into: &list, appearance: split.appearance)
        let header = Rect(x: layout.userIDRow.x + Theme.rowInset, y: layout.passwordRow(0).y - 28,
                          width: layout.userIDRow.width - 2 * Theme.rowInset, height: 20)  // inset at both ends, as Personal info's note
        list.text(words(UsersWord.changePasswordHeading), theme.caption, in: header)
        let box = Rect(x: layout.passwordRow(0).x, y: layout.passwordRow(0).y, width: layout.passwordRow(0).width,
                       height: 2 * UserScreenLayout.fieldRowHeight)
        drawGroup(box, into: &list)
        for (index, label) in [words(UsersWord.current), words(UsersWord.new)].enumerated() {
            let row = layout.passwordRow(index), inner = row.inset(by: .horizontal(Theme.rowInset))
            let labelWidth = UserScreenLayout.labelWidth(in: inner.width), id = Self.passwordIDs[index], frame = passwordField(index, in: layout)
            list.text(label, TextStyle(size: theme.sp(15), color: theme.secondaryLabel),
                      in: leading(Rect(x: inner.x, y: inner.y, width: labelWidth - 8, height: inner.height), in: inner))
            list.addFieldArea(id: id, frame: row)  // a press on its label focuses the field too
            fitted(shownPasswordField(index), in: frame)
                .drawBox(in: frame, into: &list, appearance: split.appearance, isFocused: passwordFocus == index, id: id)
            if index == 0 {
                list.horizontalLine(x: isRightToLeft ? row.x : inner.x, y: row.maxY - 1, width: row.maxX - inner.x, theme.rowSeparator)
            }
        }
        let button = layout.changePasswordButton
        placedChangePasswordButton(in: layout).draw(into: &list, appearance: split.appearance)
        if let outcome = passwordForm.outcome {
            list.text(words.message(outcome), TextStyle(size: theme.sp(15), color: outcome.succeeded ? theme.success : theme.error),
                      in: Rect(x: button.x, y: button.maxY + 10, width: layout.userIDRow.width, height: 22))
        }
    }

    /// The edit screen: Cancel and Save in its toolbar, the field's label, a text field with a caret, and what was
    /// wrong.
    private func drawEdit(_ field: UserField, of user: User, layout: UserScreenLayout, into list: inout DisplayList) {
        let session = edit.flatMap { $0.field == field ? $0 : nil }
        let ends = editToolbarEnds, buttons = placedEditButtons(field, in: layout.frame)
        list.toolbar(words.editTitle(field), in: layout.frame, appearance: split.appearance, leading: ends.leading, trailing: ends.trailing)
        buttons.cancel.draw(into: &list, appearance: split.appearance)
        buttons.save.draw(into: &list, appearance: split.appearance)
        let fieldBox = layout.editField
        list.text(words.field(field).uppercased(), theme.caption, in: Rect(x: fieldBox.x + 4, y: fieldBox.y - 26, width: fieldBox.width, height: 20))
        let text = fitted(session?.text ?? TextField(field.value(of: user), limits: UserStore.textLimits), in: fieldBox)
        text.drawBox(in: fieldBox, into: &list, appearance: split.appearance, isFocused: split.focusedNodeID == Self.editFieldID,
                     id: Self.editFieldID)
        if session?.problem != nil { list.commands.append(.border(fieldBox, radius: 8, corners: .all, edges: .all, theme.error)) }
        let below = Rect(x: fieldBox.x + 4, y: fieldBox.maxY + 8, width: fieldBox.width, height: 22)
        if let problem = session?.problem {
            list.text(words.message(problem), TextStyle(size: theme.sp(15), color: theme.error), in: below)
        } else {
            list.text(words(UsersWord.editHint), theme.caption, in: below)
        }
    }
}
