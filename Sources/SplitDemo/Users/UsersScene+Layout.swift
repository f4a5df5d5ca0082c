// Where the users scene's parts are: columns, menu rows, and each screen's controls, for drawing and taps alike.
import SplitKit

/// Geometry of the container's screens inside a frame, shared by drawing and hit testing.
struct UserScreenLayout {
    let frame: Rect
    /// The area under the screen's toolbar (the split's rule for content below a toolbar).
    let body: Rect
    static let inset = 16.0
    static let fieldRowHeight = 44.0
    /// How wide the Change password button is, within its row: 220 points, more for a label that needs it
    /// ("Changer le mot de passe"; ``UsersScene/screenLayout(in:)`` measures it).
    var changePasswordWidth = 220.0

    /// The height of the screen's own toolbar, the same as the split's.
    var toolbarHeight: Double { body.y - frame.y }

    /// The grouped box of Personal info's rows.
    var personalBox: Rect {
        Rect(x: body.x + Self.inset, y: body.y + 24, width: max(0, body.width - 2 * Self.inset),
             height: Double(UserField.allCases.count) * Self.fieldRowHeight)
    }

    /// Personal info's row for `field`.
    func row(of field: UserField) -> Rect {
        let index = Double(UserField.allCases.firstIndex(of: field)!)
        return Rect(x: personalBox.x, y: personalBox.y + index * Self.fieldRowHeight, width: personalBox.width, height: Self.fieldRowHeight)
    }

    /// Location's map.
    var map: Rect {
        Rect(x: body.x + Self.inset, y: body.y + Self.inset, width: max(0, body.width - 2 * Self.inset),
             height: max(120, min(340, body.height * 0.6)))
    }

    /// Credentials: the user ID row, the two password rows (current, new) and the button.
    var userIDRow: Rect { Rect(x: body.x + Self.inset, y: body.y + 24, width: max(0, body.width - 2 * Self.inset), height: Self.fieldRowHeight) }
    func passwordRow(_ index: Int) -> Rect {
        userIDRow.offsetBy(dx: 0, dy: 2 * Self.fieldRowHeight + 8 + Double(index) * Self.fieldRowHeight)
    }
    var changePasswordButton: Rect {
        let below = passwordRow(1)
        return Rect(x: below.x, y: below.maxY + 16, width: min(below.width, changePasswordWidth), height: 40)
    }
    /// How wide a row's label is in a row `width` points wide (inside its insets): 120, and at most 40 % of a
    /// narrow row so the value keeps room.
    static func labelWidth(in width: Double) -> Double { min(120, (width * 0.4).rounded()) }

    /// The edit screen's text field (Cancel and Save are in its toolbar: ``UsersScene/editToolbar(_:in:)``).
    var editField: Rect { Rect(x: body.x + Self.inset, y: body.y + 52, width: max(0, body.width - 2 * Self.inset), height: 44) }

    /// Password field `index` (0 current, 1 new): its box after its label, left to right (the scene mirrors it with
    /// the row: ``UsersScene/passwordField(_:in:)``).
    func passwordField(_ index: Int) -> Rect {
        let inner = passwordRow(index).inset(by: .horizontal(Theme.rowInset)), labelWidth = Self.labelWidth(in: inner.width)
        return Rect(x: inner.x + labelWidth, y: inner.y + 4, width: max(0, inner.width - labelWidth), height: inner.height - 8)
    }
}

extension UsersScene {
    /// The Credentials screen's Change password button where `layout` puts it.
    func placedChangePasswordButton(in layout: UserScreenLayout) -> Button {
        var button = changePasswordButton
        button.frame = layout.changePasswordButton
        return button
    }

    /// The Change password button's frame while the Credentials screen is shown and still, else nil.
    var changePasswordButtonFrame: Rect? {
        guard let frame = containerFrame, let container, !container.isAnimating, case .section(.credentials, _) = container.current,
            split.band != .overlay || split.overlay.value == 0 else { return nil }
        return screenLayout(in: frame).changePasswordButton
    }

    /// The layout of a container screen drawn in `frame`; the Change password button is wide enough for its label in
    /// the split's language, 16 points either side of it.
    func screenLayout(in frame: Rect) -> UserScreenLayout {
        var layout = UserScreenLayout(frame: frame, body: split.state.contentFrame(in: frame))
        layout.changePasswordWidth = max(layout.changePasswordWidth, (labelWidth(of: changePasswordButton) + 32).rounded(.up))
        return layout
    }

    /// Password field `index` (0 current, 1 new) as the form holds it, saying what to type while it is empty in the
    /// split's language: "Required", "At least 8 characters".
    func shownPasswordField(_ index: Int) -> TextField {
        var field = index == 0 ? passwordForm.current : passwordForm.new
        field.placeholder = index == 0 ? words(UsersWord.required) : words(UsersWord.atLeast, words.number(UserStore.minimumPasswordLength))
        return field
    }

    /// Password field `index`'s box in `layout`, on the trailing side of its label in the split's direction.
    func passwordField(_ index: Int, in layout: UserScreenLayout) -> Rect {
        leading(layout.passwordField(index), in: layout.passwordRow(index))
    }

    /// The edit screen's toolbar ends: room for Cancel (leading) and Save (trailing), which are drawn apart.
    var editToolbarEnds: (leading: ToolbarItem, trailing: ToolbarItem) { (.space(room(for: cancelButton)), .space(room(for: saveButton))) }

    /// The edit screen's toolbar in `frame`: its title between Cancel's room and Save's.
    func editToolbar(_ field: UserField, in frame: Rect) -> ToolbarLayout {
        let ends = editToolbarEnds
        return ToolbarLayout(title: words.editTitle(field), in: frame, leading: ends.leading, trailing: ends.trailing, appearance: split.appearance,
                             direction: split.configuration.layoutDirection)
    }

    /// How wide a toolbar end must be for `button`: its text, 16 points either side inside it and 8 outside.
    private func room(for button: Button) -> Double {
        (labelWidth(of: button) + 48).rounded(.up)
    }

    /// How wide `button`'s label is drawn.
    private func labelWidth(of button: Button) -> Double {
        let style = TextStyle(size: split.appearance.textPoints(Button.fontSize), weight: button.style == .prominent ? .bold : .regular, color: theme.label)
        return split.appearance.textMeasure.width(of: button.label.shown, style: style)
    }

    /// Cancel and Save where the edit screen's toolbar in `frame` puts them: each in its end's room, 8 points in from
    /// its sides and 6 from the bar's top and bottom.
    func placedEditButtons(_ field: UserField, in frame: Rect) -> (cancel: Button, save: Button) {
        let toolbar = editToolbar(field, in: frame)
        var cancel = cancelButton, save = saveButton
        cancel.frame = (toolbar.leading?.frame ?? .zero).inset(by: Insets(top: 6, left: 8, bottom: 6, right: 8))
        save.frame = (toolbar.trailing?.frame ?? .zero).inset(by: Insets(top: 6, left: 8, bottom: 6, right: 8))
        return (cancel, save)
    }

    /// Cancel and Save placed, while the edit screen is the container's screen (arriving or still); else nil.
    var editButtons: (cancel: Button, save: Button)? {
        guard edit != nil, let frame = containerFrame, case .edit(let field, _)? = container?.current else { return nil }
        return placedEditButtons(field, in: frame)
    }

    /// The users list's row under `p`, when the list is on screen and takes taps there.
    func userRow(at p: Point) -> Int? {
        list.row(at: p)
    }

    /// True when the split is laid out right to left: the scene's own rows and menu mirror with it.
    var isRightToLeft: Bool { split.configuration.layoutDirection == .rightToLeft }

    /// `rect`, laid out from the left of `frame`, placed as far from `frame`'s right instead when right to left.
    func leading(_ rect: Rect, in frame: Rect) -> Rect {
        split.configuration.layoutDirection.place(rect, in: frame)
    }

    /// The chevron of a row that opens another screen, pointing the way the reading goes.
    var disclosureChevron: String { split.configuration.layoutDirection.disclosureChevron }

    /// The section menu's frame: the secondary's leading part when separate, the whole split for its page.
    var menuFrame: Rect? {
        if split.isCollapsed {
            guard !split.navigation.isAnimating, UserPage(split.navigation.top)?.section == nil,
                split.navigation.canPop else { return nil }
            return split.bounds
        }
        guard selectedUser != nil else { return nil }
        let secondary = split.layout.secondary
        return leading(Rect(x: secondary.x, y: secondary.y, width: min(Self.menuWidth, secondary.width), height: secondary.height), in: secondary)
    }

    /// The container's frame: the rest of the secondary when separate, the whole split for a section page.
    var containerFrame: Rect? {
        if split.isCollapsed {
            guard !split.navigation.isAnimating, UserPage(split.navigation.top)?.section != nil else { return nil }
            return split.bounds
        }
        guard selectedUser != nil else { return nil }
        let secondary = split.layout.secondary
        return leading(Rect(x: secondary.x + Self.menuWidth + 1, y: secondary.y,
                            width: max(0, secondary.width - Self.menuWidth - 1), height: secondary.height), in: secondary)
    }

    /// The menu row for each section (below the header with the avatar).
    func menuRow(_ section: UserSection, in menu: Rect) -> Rect {
        let index = Double(UserSection.allCases.firstIndex(of: section)!)
        return Rect(x: menu.x, y: menu.y + split.appearance.toolbarHeight + Self.menuHeaderHeight + index * theme.rowHeight,
                    width: menu.width, height: theme.rowHeight)
    }

    /// What a tap at `p` would hit, taking the overlay and the collapsed stack into account.
    func target(at p: Point) -> Target? {
        if let row = userRow(at: p) { return .user(row) }
        if split.band == .overlay, split.overlay.value > 0 { return nil }  // the dimmed rest belongs to the split
        if let menu = menuFrame, menu.contains(p) {
            return UserSection.allCases.first { menuRow($0, in: menu).contains(p) }.map(Target.section)
        }
        guard let frame = containerFrame, frame.contains(p), let container, !container.isAnimating else { return nil }
        let layout = screenLayout(in: frame)
        // Personal info's rows; the buttons take their own presses, and the split focuses the password fields.
        guard case .section(.personal, _) = container.current else { return nil }
        return UserField.allCases.first { layout.row(of: $0).contains(p) }.map(Target.field)
    }
}
