// The users scene's input: edit screen and password form first, then the split, then taps and keys.
import SplitKit

extension UsersScene {
    public func handle(_ event: InputEvent) -> [SceneEffect] {
        now = max(now, event.time)
        if case .resize = event {
            let effects = split.send(event).effects  // a drag cut short by the resize is saved; a policy may object
            placeList()
            followSplit()
            return SceneEffect.forSplit(effects)
        }
        if edit != nil, let effects = handleEditing(event) { return effects }
        if let effects = handlePasswordForm(event) { return effects }
        let result = split.send(event)  // Tab and F6 walk users, menu, the screen's controls and the split's own
        let effects = SceneEffect.forSplit(result.effects)
        if case .pointerDown = event, passwordFocus != nil, handlePasswordForm(event) != nil { return effects }  // focused by it
        placeList()
        if result.handled {
            press.cancel()
            list.cancelPress()
            changePasswordButton.cancelPress()
            return effects
        }
        return effects + handleContent(event)
    }

    /// After the split collapsed or separated, the container shows what the split's detail names.
    func followSplit() {
        guard edit == nil, let user = selectedUser else { return }
        let screen = ContainerScreen.section(selectedSection ?? container?.currentSection ?? .personal, user: user)
        if container == nil { container = ScreenContainer(showing: screen) } else { container?.show(screen, transition: .crossFade, animated: false, at: now) }
    }

    private func handleContent(_ event: InputEvent) -> [SceneEffect] {
        if case .key(let key, let modifiers, let t) = event, let focused = split.focusedNodeID, focused != Self.listID, focused != Self.menuID {
            // A focused control of the screen: Return or Space presses it; the lists' keys are not for it.
            guard modifiers.isEmpty, key == .enter || key == .space, let target = Self.target(ofNode: focused) else { return [] }
            return activate(target, at: t)
        }
        if let frame = changePasswordButtonFrame {
            changePasswordButton.frame = frame
            let pressed = changePasswordButton.send(event)
            if pressed.activated { return activate(.changePassword, at: event.time) }
            if pressed.handled { return [] }
        } else {
            changePasswordButton.cancelPress()
        }
        let column = split.focusedNodeID == Self.menuID ? .menu : split.focusedNodeID == Self.listID ? .users : focus
        let menuTakesKeys = column == .menu && menuEnabled && selectedUser != nil
        if !(menuTakesKeys && isNavigationKey(event)), let effects = handleList(event) { return effects }
        switch event {
        case .pointerDown(let p, _):
            press.press(target(at: p), at: p)
            if case .user? = press.target { focus = .users }
            if case .section? = press.target { focus = .menu }
        case .pointerMove(let p, _):
            press.move(to: p)
        case .pointerUp(let p, let t):
            if let tapped = press.release(at: p, over: target(at: p)) { return activate(tapped, at: t) }
        case .key(.up, [], let t): moveMenu(by: -1, at: t)
        case .key(.down, [], let t): moveMenu(by: 1, at: t)
        default:
            break
        }
        return []
    }

    /// Up/Down, Home/End and Page Up/Down: they move in the focused column.
    private func isNavigationKey(_ event: InputEvent) -> Bool {
        guard case .key(let key, _, _) = event else { return false }
        return [.up, .down, .home, .end, .pageUp, .pageDown].contains(key)
    }

    /// The users list's part: a tap chooses a user; keys move the selection, which the split follows unless
    /// collapsed (there only the highlight moves, and Enter opens it). Nil when the list did not use the event.
    private func handleList(_ event: InputEvent) -> [SceneEffect]? {
        let result = list.send(event)
        guard result.handled else { return nil }
        if case .pointerMove(let p, _) = event { press.move(to: p) }
        if case .pointerDown = event {
            press.cancel()
            focus = .users
        }
        if let row = result.tapped {
            chooseUser(row, at: event.time)
        } else if let row = result.activated {
            if split.isCollapsed && !split.navigation.canPop { chooseUser(row, at: event.time) }
        } else if result.selectionChanged, let row = list.selection, !split.isCollapsed {
            chooseUser(row, at: event.time)
        }
        return []
    }

    /// Up/Down in the section menu, while it has the focus and is enabled.
    private func moveMenu(by delta: Int, at time: Double) {
        guard let user = selectedUser else { return }
        let order = UserSection.allCases
        let current = order.firstIndex(of: selectedSection ?? .personal) ?? 0
        let next = order[min(order.count - 1, max(0, current + delta))]
        if next != selectedSection { chooseSection(next, of: user, at: time) }
    }

    /// Carries out a tap.
    func activate(_ target: Target, at time: Double) -> [SceneEffect] {
        switch target {
        case .user(let index): chooseUser(index, at: time)
        case .section(let section):
            if menuEnabled, let user = selectedUser { chooseSection(section, of: user, at: time) }
        case .field(let field):
            if let user = selectedUser { startEditing(field, of: user, at: time) }
        case .changePassword:
            return changePassword()
        }
        return []
    }

    /// Shows a user: their menu page when collapsed, else their split with the first section chosen.
    func chooseUser(_ index: Int, at time: Double) {
        if edit != nil { cancelEdit(at: time) }
        list.select(index)
        passwordForm = PasswordForm()
        let name = store.users[index].name
        if split.isCollapsed {
            split.send(.showDetail(UserPage.menu(index, name: name), time: time))
            show(.section(.personal, user: index), animated: false, at: time)
        } else {
            split.send(.showDetail(UserPage.section(index, .personal, title: name), time: time))
            show(.section(.personal, user: index), animated: true, at: time)
        }
    }

    /// Shows a section of the user: pushed when collapsed, in the container otherwise.
    func chooseSection(_ section: UserSection, of user: Int, at time: Double) {
        passwordForm = PasswordForm()
        if split.isCollapsed {
            if UserPage(split.navigation.top) != UserPage(user: user) { split.send(.back(time: time)) }  // from one section to another
            split.send(.pushDetail(UserPage.section(user, section, title: words.section(section)), time: time))
            show(.section(section, user: user), animated: false, at: time)
        } else {
            split.send(.showDetail(UserPage.section(user, section, title: store.users[user].name), time: time))
            show(.section(section, user: user), animated: true, at: time)
        }
    }

    /// Brings a screen into the container with the transition its pair calls for.
    func show(_ screen: ContainerScreen, animated: Bool, at time: Double) {
        guard var container else {
            self.container = ScreenContainer(showing: screen)
            return
        }
        container.show(screen, transition: container.current.transition(to: screen), animated: animated,
                       motion: split.appearance.motion, at: time)
        self.container = container
    }
}

extension ScreenContainer<ContainerScreen> {
    /// The section shown or arriving, if the current screen is a section.
    var currentSection: UserSection? {
        if case .section(let section, _) = current { return section }
        return nil
    }
}
