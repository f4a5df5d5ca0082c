// Draws a split view's chrome around any scene's content: tiled, overlay (Mail style) and collapsed stack.
import SplitKit

/// Draws the parts every split scene shares, calling back for each column's or page's content.
///
/// Scenes supply closures that draw into a frame; this type decides where those frames are for the
/// split's band, and draws the separator, the overlay's dim/shadow/rounded panel/border, the toolbar
/// button and the collapsed stack's slide.
@MainActor
struct SplitChrome {
    /// Draws a column's content (toolbar included) into a frame; `corners` are the toolbar's rounded corners.
    typealias Column = (_ frame: Rect, _ corners: Corners, _ list: inout DisplayList) -> Void
    /// Draws a stack page into a frame.
    typealias Page = (_ page: NavigationPage, _ frame: Rect, _ list: inout DisplayList) -> Void

    let split: SplitViewState
    /// Leaves out the back button (a page shows a modal with its own toolbar buttons).
    var hidesBackButton = false

    /// Draws the whole frame: the secondary (or the collapsed stack), the primary where the band puts it.
    func draw(primary: Column, secondary: Column, page: Page, into list: inout DisplayList) {
        let layout = split.layout
        list.fill(Rect(x: 0, y: 0, width: split.window.width, height: split.window.height), Theme.background)
        switch split.band {
        case .tiled:
            column(secondary, in: layout.secondary, into: &list)
            if let button = split.primaryButton { drawSidebarButton(button, into: &list) }
            column(primary, in: layout.primary, into: &list)
            if let separator = layout.separator { drawSeparator(separator, into: &list) }
        case .overlay:
            column(secondary, in: layout.secondary, into: &list)
            if let button = split.primaryButton { drawSidebarButton(button, into: &list) }  // under the overlay
            if split.overlay.value > 0 { drawOverlay(primary, in: layout.primary, into: &list) }
        case .compact:
            drawCollapsed(page, into: &list)
        }
        list.cursor = split.separatorHovered || split.separatorDrag != nil ? .resizeHorizontal : .arrow
    }

    private func column(_ content: Column, in frame: Rect, into list: inout DisplayList) {
        guard !frame.isEmpty else { return }
        list.clipped(to: frame) { list in
            list.fill(frame, Theme.background)
            content(frame, [], &list)
        }
    }

    /// A toolbar across the top of `frame`: background, hairline, centred title.
    static func drawToolbar(_ title: String, in frame: Rect, corners: Corners = [], into list: inout DisplayList) {
        let bar = Rect(x: frame.x, y: frame.y, width: frame.width, height: Theme.toolbarHeight)
        list.commands.append(.roundedRect(bar, radius: Theme.overlayCornerRadius, corners: corners, Theme.toolbarBackground))
        list.horizontalLine(x: bar.x, y: bar.maxY - 1, width: bar.width, Theme.hairline)
        list.text(title, Theme.title, in: bar.inset(by: .horizontal(Theme.rowInset + 80)), alignment: .center)
    }

    /// A toolbar text button (back, Cancel, Save) in accent colour, dimmed while pressed or disabled.
    static func drawToolbarButton(_ title: String, in frame: Rect, alignment: TextAlignment, pressed: Bool = false,
                                  bold: Bool = false, into list: inout DisplayList) {
        let style = TextStyle(size: 17, weight: bold ? .bold : .regular, color: pressed ? Theme.accent.withOpacity(0.4) : Theme.accent)
        list.text(title, style, in: frame.inset(by: .horizontal(8)), alignment: alignment)
    }

    /// The primary over the dimmed secondary: shadow towards the secondary, rounded corners on that side,
    /// a 1-point border (SPEC §5).
    private func drawOverlay(_ content: Column, in frame: Rect, into list: inout DisplayList) {
        let leading = split.configuration.primaryEdge == .leading
        let r = Theme.overlayCornerRadius
        let corners: Corners = leading ? .right : .left
        list.fill(split.layout.secondary, Theme.dim.withOpacity(split.secondaryDim))
        // The shadow starts under the panel by the corner radius, so it also darkens the rounded corners' cut-outs.
        let caster = leading ? Rect(x: frame.x, y: frame.y, width: frame.width - r, height: frame.height)
            : Rect(x: frame.x + r, y: frame.y, width: frame.width - r, height: frame.height)
        list.commands.append(.shadow(caster, side: leading ? .right : .left, length: Theme.overlayShadowLength + r,
                                     opacity: Theme.overlayShadowOpacity * min(1, split.overlay.value * 2)))
        list.commands.append(.roundedRect(frame, radius: r, corners: corners, Theme.primaryBackground))
        // Content stays out of the rounded bottom corner; the toolbar rounds the top one itself.
        let body = Rect(x: frame.x, y: frame.y, width: frame.width, height: frame.height - r)
        let besideCorner = leading
            ? Rect(x: frame.x, y: frame.maxY - r, width: frame.width - r, height: r)
            : Rect(x: frame.x + r, y: frame.maxY - r, width: frame.width - r, height: r)
        list.clipped(to: body) { content(frame, leading ? .topRight : .topLeft, &$0) }
        list.clipped(to: besideCorner) { content(frame, leading ? .topRight : .topLeft, &$0) }
        let edges: Edges = leading ? [.top, .bottom, .right] : [.top, .bottom, .left]
        list.commands.append(.border(frame, radius: r, corners: corners, edges: edges, Theme.overlayBorder))
    }

    /// The separator band: a light fill, 1-point lines on both edges and a grip in the middle.
    private func drawSeparator(_ frame: Rect, into list: inout DisplayList) {
        list.fill(frame, split.separatorFocused ? Theme.accent.withOpacity(0.25) : Theme.separatorBand)
        list.verticalLine(x: frame.x, y: frame.y, height: frame.height, Theme.hairline)
        list.verticalLine(x: frame.maxX - 1, y: frame.y, height: frame.height, Theme.hairline)
        guard frame.width >= 6 else { return }
        let grip = Rect(x: frame.midX - 1, y: frame.midY - 18, width: 2, height: 36)
        list.fill(grip, split.separatorDrag != nil || split.separatorFocused ? Theme.accent : Theme.separatorGrip)
    }

    /// The toolbar button that shows the primary: a sidebar icon (a window with its primary pane filled).
    private func drawSidebarButton(_ frame: Rect, into list: inout DisplayList) {
        let icon = Rect(x: frame.midX - 11, y: frame.midY - 8, width: 22, height: 16)
        let color = split.pressOnButton ? Theme.accent.withOpacity(0.4) : Theme.accent
        let paneOnLeft = split.configuration.primaryEdge == .leading
        let pane = Rect(x: paneOnLeft ? icon.x + 2 : icon.maxX - 9, y: icon.y + 2, width: 7, height: icon.height - 4)
        list.fill(pane, color.withOpacity(Double(color.alpha) / 255 * 0.55))
        list.commands.append(.border(icon, radius: 3, corners: .all, edges: .all, color))
    }

    /// The stack's visible pages: the one underneath (shifted, dimmed as it is covered) and the one on top
    /// sliding over it with a short shadow on its leading edge, plus the back button.
    private func drawCollapsed(_ page: Page, into list: inout DisplayList) {
        let w = split.window.width, h = split.window.height
        let visible = split.navigation.visible
        let full = Rect(x: 0, y: 0, width: w, height: h)
        guard let below = visible.below else {
            drawPage(page, visible.top, in: full, into: &list)
            return
        }
        let cover = visible.cover
        let underneath = full.offsetBy(dx: (-SplitLayout.collapsedParallax * w * cover).rounded(), dy: 0)
        drawPage(page, below, in: underneath, into: &list)
        list.fill(underneath, Theme.dim.withOpacity(Theme.coveredDim * cover))
        let top = full.offsetBy(dx: ((1 - cover) * w).rounded(), dy: 0)
        list.commands.append(.shadow(top, side: .left, length: Theme.pushShadowLength, opacity: Theme.pushShadowOpacity * cover))
        drawPage(page, visible.top, in: top, into: &list)
    }

    private func drawPage(_ page: Page, _ shown: NavigationPage, in frame: Rect, into list: inout DisplayList) {
        list.clipped(to: frame) { list in
            list.fill(frame, Theme.background)
            page(shown, frame, &list)
            // Every page above the root has a back button titled after the page below it, drawn within
            // the button's hit area.
            if !hidesBackButton, let below = split.navigation.title(below: shown) {
                let back = Rect(x: frame.x, y: frame.y, width: SplitViewState.backButtonWidth, height: Theme.toolbarHeight)
                let pressed = split.pressOnButton && shown == split.navigation.top
                Self.drawToolbarButton("‹ " + below, in: back, alignment: .leading, pressed: pressed, into: &list)
            }
        }
    }
}
