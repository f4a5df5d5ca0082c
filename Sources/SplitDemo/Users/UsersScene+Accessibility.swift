// The users scene to assistive technologies: the users list, the section menu and the screens' controls as nodes,
// and their requests.
import SplitKit

extension UsersScene {
    static let listID = "users.list"
    static let menuID = "users.menu"
    static let containerID = "users.container"
    static let editFieldID = "users.edit.field"
    static let passwordIDs = ["users.password.current", "users.password.new"]
    static let changePasswordID = "users.changePassword"
    static let cancelID = "users.edit.cancel"
    static let saveID = "users.edit.save"
    static let personalInfoID = "users.personal"

    /// The node id of Personal info's row for `field` (a button that opens its edit screen).
    static func fieldID(_ field: UserField) -> String { "users.field." + field.rawValue }

    /// What pressing the node `id` does, for Return and Space on a focused control and an assistive technology's press
    /// (the edit screen's Cancel and Save are buttons that answer for themselves).
    static func target(ofNode id: String) -> Target? {
        if let field = UserField.allCases.first(where: { fieldID($0) == id }) { return .field(field) }
        return id == changePasswordID ? .changePassword : nil
    }

    public func accessibilityTree() -> AccessibleNode {
        split.accessibilityTree
    }

    /// The users list, each row named by the user.
    var usersListNode: AccessibleNode {
        list.accessibilityNodes(id: Self.listID, name: primaryTitle) { self.store.users[$0].name }
    }

    /// The secondary when separate: the section menu and the container, each a pane of its own for F6.
    var userSplitNodes: [AccessibleNode] {
        guard let user = selectedUser, let menu = menuFrame, let container = containerFrame else { return [] }
        return [menuPane(of: user, in: menu), containerPane(in: container)]
    }

    /// A page of the compact stack: a user's menu, or the container showing a section.
    func pageNodes(_ page: NavigationPage, in frame: Rect) -> [AccessibleNode] {
        guard let shown = UserPage(page) else { return [] }
        return shown.section == nil ? [menuPane(of: shown.user, in: frame)] : [containerPane(in: frame)]
    }

    /// The section menu: a list of the three sections, the one shown selected; out of reach while the edit screen is up.
    private func menuPane(of user: Int, in frame: Rect) -> AccessibleNode {
        let highlighted = split.isCollapsed ? nil : selectedSection
        let rows = UserSection.allCases.map { section in
            var states: AccessibleStates = [.visible, .showing, .enabled, .selectable]
            if section == highlighted { states.insert(.selected) }
            return AccessibleNode(id: Self.menuID + ".row." + section.rawValue, role: .listItem, name: words.section(section), states: states,
                                  bounds: menuRow(section, in: frame), actions: [.activate])
        }
        var menu = AccessibleNode(id: Self.menuID, role: .list, name: words(UsersWord.sections), states: [.visible, .showing, .enabled, .focusable],
                                  bounds: frame, children: rows)
        if !menuEnabled {  // dimmed under the edit screen: nothing in it can be used
            menu = menu.dimmingDescendants()
            menu.states.subtract([.focusable, .enabled])
        }
        return AccessibleNode(id: "users.menuPane", role: .panel, name: store.users[user].name, bounds: frame, isPane: true, children: [menu])
    }

    /// The container: the screen shown (or arriving), its title and controls.
    private func containerPane(in frame: Rect) -> AccessibleNode {
        guard let container else { return AccessibleNode(id: Self.containerID, role: .panel, name: "", bounds: frame, isPane: true) }
        let layout = screenLayout(in: frame)
        let bar = Rect(x: frame.x, y: frame.y, width: frame.width, height: layout.toolbarHeight)
        var children: [AccessibleNode] = []
        let title: String
        switch container.current {
        case .section(let section, let index):
            title = words.section(section)
            children.append(AccessibleNode(id: "users.screen.title", role: .heading, name: title, bounds: bar))
            children += sectionNodes(section, of: store.users[index], layout: layout)
        case .edit(let field, _):
            title = words.editTitle(field)
            let buttons = placedEditButtons(field, in: frame)
            children.append(buttons.cancel.accessibilityNode(id: Self.cancelID))
            children.append(AccessibleNode(id: "users.screen.title", role: .heading, name: title, bounds: editToolbar(field, in: frame).title.frame))
            children.append(buttons.save.accessibilityNode(id: Self.saveID))
            if let session = edit {
                children.append(session.text.accessibilityNode(id: Self.editFieldID, name: words.field(field), bounds: layout.editField))
                if let problem = session.problem {
                    children.append(AccessibleNode(id: "users.edit.message", role: .label, name: words.message(problem),
                                                   bounds: Rect(x: layout.editField.x, y: layout.editField.maxY + 8, width: layout.editField.width, height: 22)))
                }
            }
        }
        return AccessibleNode(id: Self.containerID, role: .panel, name: title, bounds: frame, isPane: true, children: children)
    }

    /// Personal info's rows: the ``LabeledValueList``'s node, named by the section, whose text is every row as
    /// "Label: value"; not a Tab stop itself, for its rows are: each a button named by its label and described by its
    /// value, over the whole row, that opens the row's edit screen.
    private func personalInfoNode(of user: User, layout: UserScreenLayout) -> AccessibleNode {
        var node = personalInfo(of: user, in: layout).accessibilityNode(id: Self.personalInfoID, name: words.section(.personal), in: layout.personalBox)
        node.states.remove(.focusable)
        node.children = zip(UserField.allCases, node.children).map { field, row in
            AccessibleNode(id: Self.fieldID(field), role: .pushButton, name: row.name, description: row.description,
                           states: [.visible, .showing, .enabled, .focusable], bounds: layout.row(of: field), actions: [.press])
        }
        return node
    }

    /// A section's controls: Personal info's rows (each a button that opens its edit screen), Location's address, the
    /// Credentials form.
    private func sectionNodes(_ section: UserSection, of user: User, layout: UserScreenLayout) -> [AccessibleNode] {
        switch section {
        case .personal:
            return [personalInfoNode(of: user, layout: layout)]
        case .location:
            return [AccessibleNode(id: "users.address", role: .label, name: "\(UserText.isolated(user.street)), \(UserText.isolated(user.city))",
                                   bounds: Rect(x: layout.map.x, y: layout.map.maxY + 14, width: layout.map.width, height: 48))]
        case .credentials:
            var nodes = [AccessibleNode(id: "users.userID", role: .label, name: words(UsersWord.userIDSpoken, UserText.isolated(user.id)),
                                        bounds: layout.userIDRow)]
            for index in Self.passwordIDs.indices {
                nodes.append(shownPasswordField(index).accessibilityNode(
                    id: Self.passwordIDs[index], name: words(index == 0 ? UsersWord.currentPassword : UsersWord.newPassword),
                    bounds: passwordField(index, in: layout)))
            }
            nodes.append(placedChangePasswordButton(in: layout).accessibilityNode(id: Self.changePasswordID))
            if let outcome = passwordForm.outcome {
                let below = layout.changePasswordButton
                nodes.append(AccessibleNode(id: "users.password.message", role: .label, name: words.message(outcome),
                                            bounds: Rect(x: below.x, y: below.maxY + 10, width: layout.userIDRow.width, height: 22)))
            }
            return nodes
        }
    }

    /// The split answers for its own nodes and focuses the scene's controls when asked; then the users list and the
    /// menu's rows (chosen as a tap would), the screens' buttons (pressed as a tap would).
    public func performAccessibility(_ request: AccessibilityRequest, time: Double) -> [SceneEffect]? {
        now = max(now, time)
        if let result = split.perform(request, time: time) {
            placeList()
            followSplit()
            return SceneEffect.forSplit(result.effects)
        }
        if let answer = list.perform(request, id: Self.listID) {
            if let row = answer.chosen { chooseUser(row, at: time) }
            return []
        }
        switch request {
        case .select(let id, true), .perform(.activate, let id):
            guard menuEnabled, let user = selectedUser,
                let section = UserSection.allCases.first(where: { Self.menuID + ".row." + $0.rawValue == id }) else { return nil }
            chooseSection(section, of: user, at: time)
            return []
        case .perform(.press, let id):
            if let buttons = editButtons {  // Cancel and Save say whether the press is theirs
                if buttons.cancel.performs(request, id: Self.cancelID) {
                    cancelEdit(at: time)
                    return []
                }
                if buttons.save.performs(request, id: Self.saveID) { return saveEdit(at: time) }
            }
            guard let target = Self.target(ofNode: id), accessibilityTree().node(withID: id)?.states.contains(.enabled) == true else { return nil }
            return activate(target, at: time)
        default:
            return nil
        }
    }
}
