// Draws the collapsed mail scene: the list or the pushed detail full-window, sliding with parallax.
import SplitKit

extension MailScene {
    /// The stack's visible pages: the list underneath (shifted, dimmed as it is covered) and the detail
    /// sliding over it with a short shadow on its leading edge.
    func drawCollapsed(into list: inout DisplayList) {
        let layout = split.layout
        let cover = split.detailCover
        if cover < 1 {
            drawPrimary(in: layout.primary, into: &list)
            if cover > 0 { list.fill(layout.primary, Theme.dim.withOpacity(Theme.coveredDim * cover)) }
        }
        guard cover > 0, let page = split.navigation.visible.top == split.navigation.root ? nil : split.navigation.visible.top
        else { return }
        if cover < 1 {
            list.commands.append(.shadow(layout.secondary, side: .left, length: Theme.pushShadowLength,
                                         opacity: Theme.pushShadowOpacity * cover))
        }
        drawDetailPage(page, in: layout.secondary, into: &list)
    }

    /// A pushed detail page: toolbar with the back button and title, and the item's text.
    private func drawDetailPage(_ page: NavigationPage, in frame: Rect, into list: inout DisplayList) {
        list.clipped(to: frame) { list in
            list.fill(frame, Theme.background)
            drawToolbar(page.title, in: frame, into: &list)
            let back = Rect(x: frame.x, y: frame.y, width: SplitViewState.backButtonWidth, height: Theme.toolbarHeight)
            let style = split.pressOnButton ? TextStyle(size: 17, color: Theme.accent.withOpacity(0.4)) : Theme.backButton
            list.text(split.backButtonTitle, style, in: back.inset(by: Insets(left: 8)), alignment: .leading)
            let body = Rect(x: frame.x, y: frame.y + Theme.toolbarHeight, width: frame.width,
                            height: max(0, frame.height - Theme.toolbarHeight))
            if let row = Int(page.id) { list.text(Self.body(ofRow: row), Theme.body, in: body, alignment: .center) }
        }
    }
}
