// Draws the users scene: users list, section menu, and the container with its transition, in the split's chrome.
import SplitKit

extension UsersScene {
    static let avatarColors: [Color] = [
        Color(hex: 0x5E5CE6), Color(hex: 0xFF9F0A), Color(hex: 0x30B0C7), Color(hex: 0xFF375F),
        Color(hex: 0x34C759), Color(hex: 0xAF52DE), Color(hex: 0x0A84FF), Color(hex: 0xA2845E),
    ]

    public func displayList() -> DisplayList {
        var list = DisplayList()
        split.draw(into: &list)
        // The name is the user's own text: isolated, so a direction override in it cannot turn " — splitview" around.
        list.title = selectedUser.map { "\(UserText.isolated(store.users[$0].name)) — splitview" } ?? "splitview"
        return list
    }

    /// What goes in a column or page: the users list, the user's own split, a page of the stack, or the placeholder;
    /// each with its accessibility nodes.
    func content(for column: SplitColumn) -> ColumnContent {
        switch column {
        case .primary:
            return ColumnContent(title: primaryTitle, accessibility: { _ in [self.usersListNode] }) { frame, list in
                self.drawUsers(in: frame, into: &list)
            }
        case .secondary:
            guard selectedUser != nil else { return .placeholder(split.appearance.strings[.noSelection], appearance: split.appearance) }
            return ColumnContent(title: nil, accessibility: { _ in self.userSplitNodes }) { frame, list in
                self.drawUserSplit(in: frame, into: &list)
            }
        case .page(let page), .inspector(let page):  // the scene has no inspector column
            return ColumnContent(title: nil, accessibility: { frame in self.pageNodes(page, in: frame) }) { frame, list in
                self.drawPage(page, in: frame, into: &list)
            }
        }
    }

    /// A page of the compact stack: a user's menu, or the container showing a section.
    private func drawPage(_ page: NavigationPage, in frame: Rect, into list: inout DisplayList) {
        guard let shown = UserPage(page) else { return }
        let back = split.state.backButtonSpace(on: page)  // the split draws its back button over this page's own toolbar
        if shown.section == nil { return drawMenu(of: shown.user, in: frame, title: page.title, toolbarLeading: back, into: &list) }
        drawContainer(in: frame, toolbarLeading: back, into: &list)
    }

    /// A round avatar with the user's initials.
    func drawAvatar(of index: Int, in frame: Rect, into list: inout DisplayList) {
        let user = store.users[index]
        list.commands.append(.roundedRect(frame, radius: frame.width / 2, corners: .all, Self.avatarColors[index % Self.avatarColors.count]))
        list.text(user.initials, TextStyle(size: (frame.width * 0.4).rounded(), weight: .bold, color: Color(hex: 0xFFFFFF)),
                  in: frame, alignment: .center)
    }

    /// The users list's rows: avatar, name and job title per row, in the content frame below the toolbar.
    private func drawUsers(in rows: Rect, into list: inout DisplayList) {
        let theme = self.theme
        let style: ListSelectionStyle = selectedUser != nil && selectedUser == self.list.selection ? .accent : .highlight
        self.list.draw(in: rows, into: &list, appearance: split.appearance, selectionStyle: style, separatorInset: 64) { row, list in
            let frame = row.frame, user = store.users[row.index]
            drawAvatar(of: row.index, in: leading(Rect(x: frame.x + 16, y: frame.y + 10, width: 36, height: 36), in: frame), into: &list)
            let text = leading(Rect(x: frame.x + 64, y: frame.y, width: max(0, frame.width - 72), height: frame.height), in: frame)
            list.text(user.name, row.isOnAccent ? theme.selectedRowText : theme.rowText,
                      in: Rect(x: text.x, y: text.y + 7, width: text.width, height: 24))
            list.text(user.jobTitle, TextStyle(size: theme.sp(13), color: row.isOnAccent ? theme.selectedText : theme.secondaryLabel),
                      in: Rect(x: text.x, y: text.y + 30, width: text.width, height: 18))
        }
    }

    /// The secondary when separate: the user's menu beside the container.
    private func drawUserSplit(in frame: Rect, into list: inout DisplayList) {
        guard let user = selectedUser, let menu = menuFrame, let container = containerFrame else { return }
        list.clipped(to: menu) { drawMenu(of: user, in: menu, title: "", into: &$0) }
        list.verticalLine(x: isRightToLeft ? menu.x - 1 : menu.maxX, y: frame.y, height: frame.height, theme.hairline)
        list.clipped(to: container) { drawContainer(in: container, into: &$0) }
    }

    /// The section menu: the user's avatar and name first, then the sections; dimmed while editing.
    private func drawMenu(of user: Int, in frame: Rect, title: String, toolbarLeading: ToolbarItem? = nil, into list: inout DisplayList) {
        let theme = self.theme
        list.fill(frame, theme.groupedBackground)
        let header = Rect(x: frame.x, y: frame.y + theme.toolbarHeight, width: frame.width, height: Self.menuHeaderHeight)
        drawAvatar(of: user, in: leading(Rect(x: header.x + 16, y: header.y + 14, width: 44, height: 44), in: header), into: &list)
        list.text(store.users[user].name, theme.title,
                  in: leading(Rect(x: header.x + 72, y: header.y, width: max(0, header.width - 80), height: header.height), in: header))
        let highlighted = split.isCollapsed ? nil : selectedSection
        for section in UserSection.allCases {
            let row = menuRow(section, in: frame)
            let selected = section == highlighted
            list.fill(row, selected ? theme.accent : theme.groupedCell)
            list.text(words.section(section), selected ? theme.selectedRowText : theme.rowText, in: row.inset(by: .horizontal(Theme.rowInset)))
            if split.isCollapsed {
                list.text(disclosureChevron, TextStyle(size: theme.sp(20), color: theme.secondaryLabel), in: row.inset(by: .horizontal(Theme.rowInset)),
                          alignment: .trailing)
            }
            if !selected {
                list.horizontalLine(x: isRightToLeft ? row.x : row.x + Theme.rowInset, y: row.maxY - 1, width: row.width - Theme.rowInset,
                                    theme.rowSeparator)
            }
        }
        list.toolbar(title, in: frame, appearance: split.appearance, leading: toolbarLeading)
        if !menuEnabled { list.fill(frame, theme.disabledVeil) }  // disabled while the edit screen is up
    }

    /// The container: its screens where the transition puts them.
    private func drawContainer(in frame: Rect, toolbarLeading: ToolbarItem? = nil, into list: inout DisplayList) {
        guard let container else { return }
        let theme = self.theme
        for (screen, placement) in container.placements(in: frame) {
            list.faded(placement.opacity) { list in
                list.clipped(to: placement.frame.intersection(frame)) { list in
                    list.fill(placement.frame, theme.groupedBackground)
                    drawScreen(screen, in: placement.frame, toolbarLeading: toolbarLeading, into: &list)
                    if placement.dim > 0 { list.fill(placement.frame, theme.dim.withOpacity(placement.dim)) }
                }
            }
        }
    }
}
