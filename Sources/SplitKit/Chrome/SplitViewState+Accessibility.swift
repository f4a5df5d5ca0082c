// What assistive technologies see of the split, built like `draw(into:content:)` from the same state: the columns
// as panes with their toolbar titles and the host's content nodes, the separator with its value, the buttons.

extension SplitViewState {
    /// The split's accessibility tree for this frame: a ``AccessibleRole/splitPane`` (id ``AccessibleNode/ID/split``,
    /// named by the primary page's title, bounds the split's) holding, as the band shows them,
    /// - tiled: the primary panel, the separator (the primary's width as its value, SPEC §2's reachable limits as its
    ///   range, the key step, collapse / expand, with snap anchors the next-anchor action) and the secondary panel —
    ///   named after the top page of its stack — whose toolbar holds the sidebar button while the primary is collapsed
    ///   and the back button once something was drilled into — in reading order, so a primary at the trailing edge
    ///   comes after the secondary;
    /// - overlay: the secondary panel with the sidebar button, and the overlay panel, visible and showing only while it
    ///   is out; meanwhile nothing in the dimmed secondary is focusable or enabled;
    /// - compact: every page of the stack as a panel, only the top one showing, with the back button on it;
    /// - with an inspector (SPEC §15.2): the inspector's button in the secondary's toolbar (on a detail page when
    ///   collapsed); while it is shown beside the secondary, its separator (the inspector's width as its value) and its
    ///   panel (id ``AccessibleNode/ID/inspector``) after the secondary; over the secondary, its panel last, the rest of the
    ///   split dimmed; collapsed, its page.
    ///
    /// Each panel is a pane (F6), named by its page's title ("No selection" for an empty secondary), with its toolbar
    /// title as a heading and then the nodes of `content`'s ``ColumnContent/accessibility`` for the frame its content
    /// is drawn in. The focused node (``focusedNodeID``) has ``AccessibleStates/focused``.
    public func accessibilityTree(content: (SplitColumn) -> ColumnContent) -> AccessibleNode {
        typealias ID = AccessibleNode.ID
        let layout = self.layout
        var children: [AccessibleNode] = []
        switch band {
        case .tiled:
            let primary = panel(ID.primary, name: primaryPage.title, column: content(.primary), frame: layout.primary)
            children.append(collapse.value >= 1 ? primary.hidden() : primary)
            if let separator = layout.separator { children.append(separatorNode(separator)) }
            children.append(secondaryPanel(content, frame: layout.secondary))
        case .overlay:
            let secondary = secondaryPanel(content, frame: layout.secondary)
            children.append(overlay.value > 0 ? secondary.dimmingDescendants() : secondary)
            let primary = panel(ID.primary, name: primaryPage.title, column: content(.primary), frame: layout.primary)
            children.append(overlay.value > 0 ? primary : primary.hidden())
        case .compact:
            children = stackPanels(layout, content: content)
        }
        if let strip = inspectorGrabStrip { children.append(inspectorGrabStripNode(strip)) }
        if let page = inspectorPage, let frame = layout.inspector {
            if let separator = layout.inspectorSeparator { children.append(inspectorSeparatorNode(separator)) }
            let inspector = inspectorIsSheet ? sheetPanel(page, column: content(.inspector(page)), frame: frame)
                : panel(ID.inspector, name: page.title, column: content(.inspector(page)), frame: frame)
            if inspectorIsOver { children = children.map { $0.dimmingDescendants() } }
            children.append(inspector)
        }
        // Side by side, the columns come in reading order (Tab, F6 and a screen reader's walk): a primary at the
        // trailing edge comes after the secondary (and an inspector beside it, then on the leading side, before).
        if band == .tiled && configuration.primaryEdge == .trailing {
            let over = inspectorIsOver && layout.inspector != nil ? children.popLast() : nil
            children = children.reversed() + [over].compactMap { $0 }
        }
        // Named after the primary page ("Items split pane"), the one title that holds in every band.
        let split = AccessibleNode(id: ID.split, role: .splitPane, name: primaryPage.title, bounds: bounds, children: children)
        return split.markingFocus(focusedNodeID)
    }

    /// The split's tree without the host's content (the columns empty): enough where only the split's own nodes
    /// matter (its focus keys without a tree from the host, a request to focus one of its nodes).
    var chromeAccessibilityTree: AccessibleNode {
        accessibilityTree { _ in ColumnContent(title: nil) { _, _ in } }
    }

    /// A column or page: a pane named `name`, with its toolbar in the order it is drawn from the leading edge — the
    /// split's `leading` buttons, the title as a heading, the host's toolbar buttons (laid out beside `trailing`), then
    /// the split's own button at that end (`trailingNode`) — and then the content's nodes.
    private func panel(
        _ id: String, name: String, column: ColumnContent, frame: Rect, leading: [AccessibleNode] = [], trailing: ToolbarItem? = nil,
        trailingNode: AccessibleNode? = nil
    ) -> AccessibleNode {
        var children = leading
        var body = frame
        if let title = column.title {
            body = contentFrame(in: frame)
            if !title.isEmpty {
                let bar = Rect(x: frame.x, y: frame.y, width: frame.width, height: min(frame.height, appearance.toolbarHeight))
                children.append(AccessibleNode(id: AccessibleNode.ID.heading(of: id), role: .heading, name: title, bounds: bar))
            }
            let toolbar = ToolbarLayout(title: title, in: frame, trailing: trailing, actions: column.toolbarItems, appearance: appearance,
                                        direction: configuration.layoutDirection)
            for (action, placed) in zip(column.toolbarItems, toolbar.actions) {
                let states: AccessibleStates = action.isEnabled ? [.visible, .showing, .enabled, .focusable] : [.visible, .showing]
                children.append(AccessibleNode(id: AccessibleNode.ID.toolbarAction(action.id), role: .pushButton, name: action.accessibleName,
                                               states: states, bounds: placed.frame, actions: action.isEnabled ? [.press] : []))
            }
        }
        if let trailingNode { children.append(trailingNode) }
        children += column.accessibility(body)
        return AccessibleNode(id: id, role: .panel, name: name, bounds: frame, isPane: true, children: children)
    }

    /// The secondary, named after the page on top of its stack, with the sidebar button at the start of its toolbar
    /// when the button is there and the back button after it once something was drilled into.
    private func secondaryPanel(_ content: (SplitColumn) -> ColumnContent, frame: Rect) -> AccessibleNode {
        let button = primaryButton.map { rect in
            AccessibleNode(id: AccessibleNode.ID.sidebarButton, role: .pushButton, name: sidebarButtonName,
                           states: [.visible, .showing, .enabled, .focusable], bounds: rect, actions: [.press])
        }
        let top = secondaryNavigation?.top
        let column = secondaryColumn(top, content: content)
        let back = top.flatMap(backButtonNode(on:))
        return panel(AccessibleNode.ID.secondary, name: top?.title ?? appearance.strings[.noSelection], column: column, frame: frame,
                     leading: [button, back].compactMap { $0 }, trailing: secondaryToolbarItems.trailing, trailingNode: inspectorButtonNode)
    }

    /// The inspector's button where it can be pressed: "Show inspector" or "Hide inspector" in the appearance's words.
    private var inspectorButtonNode: AccessibleNode? {
        inspectorButton.map { rect in
            AccessibleNode(id: AccessibleNode.ID.inspectorButton, role: .pushButton, name: inspectorButtonName,
                           states: [.visible, .showing, .enabled, .focusable], bounds: rect, actions: [.press])
        }
    }

    /// The inspector's separator: the inspector's width within what its separator can reach, a key press apart, read
    /// as "300 points"; focusable, moving sideways; collapsing it hides the inspector.
    private func inspectorSeparatorNode(_ frame: Rect) -> AccessibleNode {
        let width = inspectorWidth.width, range = inspectorSeparatorRange
        let value = AccessibleValue(current: width, minimum: range.lowerBound, maximum: range.upperBound, step: separatorKeyStep,
                                    text: appearance.strings.points(width))
        return AccessibleNode(id: AccessibleNode.ID.inspectorSeparator, role: .separator, name: appearance.strings[.inspectorWidth],
                              states: [.visible, .showing, .enabled, .focusable, .horizontal, .expandable, .expanded], bounds: frame,
                              value: value, actions: [.collapse])
    }

    /// The inspector's sheet (SPEC §15.5): its panel, the whole sheet, modal while it is open over the dimmed detail,
    /// with its handle first — "Inspector height", read as "closed", "half height" or "full height", focusable, whose
    /// *expand* and *collapse* move it a detent — then its toolbar and content as any column's.
    private func sheetPanel(_ page: NavigationPage, column: ColumnContent, frame: Rect) -> AccessibleNode {
        var column = column
        // Closed to its peek bar the sheet shows its handle and title only: its content is neither read nor reached.
        if shownSheetPosition <= 0 { column.accessibility = { _ in [] } }
        var node = panel(AccessibleNode.ID.inspector, name: page.title, column: column, frame: sheetContentFrame(in: frame))
        node.bounds = frame
        if inspectorIsOver { node.states.insert(.modal) }
        let detent = inspectorSheetDetent ?? .closed
        let words: [InspectorSheetDetent: SplitStrings.Key] = [.closed: .sheetClosed, .half: .sheetHalf, .full: .sheetFull]
        let value = AccessibleValue(current: detent.position, minimum: 0, maximum: InspectorSheetDetent.full.position, step: 1,
                                    text: appearance.strings[words[detent] ?? .sheetClosed])
        var actions: [AccessibleAction] = []
        if detent < .full { actions.append(.expand) }
        if detent > .closed { actions.append(.collapse) }
        let strip = Rect(x: frame.x, y: frame.y, width: frame.width, height: min(frame.height, InspectorSheetGeometry.handleStripHeight))
        var states: AccessibleStates = [.visible, .showing, .enabled, .focusable, .vertical, .expandable]
        states.insert(detent > .closed ? .expanded : .collapsed)
        let handle = AccessibleNode(id: AccessibleNode.ID.inspectorSheetHandle, role: .separator, name: appearance.strings[.inspectorHeight],
                                    states: states, bounds: strip, value: value, actions: actions)
        node.children.insert(handle, at: 0)
        return node
    }

    /// The grab strip of an inspector hidden beside the secondary: the inspector's separator, collapsed — "Inspector
    /// width", read as "inspector hidden", focusable, whose *expand* (or Return, Space) brings the inspector back.
    private func inspectorGrabStripNode(_ frame: Rect) -> AccessibleNode {
        let range = inspectorSeparatorRange
        let value = AccessibleValue(current: 0, minimum: 0, maximum: range.upperBound, step: separatorKeyStep,
                                    text: appearance.strings[.inspectorHidden])
        return AccessibleNode(id: AccessibleNode.ID.inspectorSeparator, role: .separator, name: appearance.strings[.inspectorWidth],
                              states: [.visible, .showing, .enabled, .focusable, .horizontal, .expandable], bounds: frame,
                              value: value, actions: [.expand])
    }

    /// The back button on `page` when it is the top of the stack the back commands move and has one: "Back to" the
    /// page below, its title isolated (a page's title may be a user's text, and its direction stays its own).
    private func backButtonNode(on page: NavigationPage) -> AccessibleNode? {
        guard let stack = backStack, page == stack.top, let rect = backButton, let below = stack.title(below: page) else { return nil }
        return AccessibleNode(id: AccessibleNode.ID.backButton, role: .pushButton, name: appearance.strings.text(.backTo, UserText.isolated(below)),
                              states: [.visible, .showing, .enabled, .focusable], bounds: rect, actions: [.press])
    }

    /// What the sidebar button does now: it hides an overlay that is out (or coming), else shows the primary.
    public var sidebarButtonName: String {
        appearance.strings[band == .overlay && overlay.target > 0 ? .hideSidebar : .showSidebar]
    }

    /// The separator: the primary's width on screen, within the widths the separator can reach here, a key press
    /// apart, read as "360 points" (or "sidebar hidden" once collapsed); focusable, moving sideways, expanded or
    /// collapsed; with snap anchors, the action that steps it to the next one. While the width moves by itself (a
    /// settings change, a settle on an anchor) the value is where it is heading, so a screen reader hears one number.
    private func separatorNode(_ frame: Rect) -> AccessibleNode {
        let width = isWidthAnimating ? primaryWidth.width : layout.primaryWidth.width
        let range = separatorRange, collapsed = collapse.target >= 1
        var states: AccessibleStates = [.visible, .showing, .enabled, .focusable, .horizontal, .expandable]
        states.insert(collapsed ? .collapsed : .expanded)
        let rail = primaryPresentation == .rail
        let text = collapsed ? appearance.strings[.sidebarHidden] : rail ? appearance.strings[.sidebarRail] : appearance.strings.points(width)
        let value = AccessibleValue(current: rail ? layout.primaryWidth.width : width, minimum: rail ? 0 : range.lowerBound,
                                    maximum: range.upperBound, step: separatorKeyStep, text: text)
        let step: [AccessibleAction] = separatorSnap.isEmpty ? [] : [.nextAnchor]
        // A rail goes either way: expand brings the list back at its width, collapse hides it.
        let actions: [AccessibleAction] = collapsed ? [.expand] : rail ? [.expand, .collapse] : [.collapse]
        return AccessibleNode(id: AccessibleNode.ID.separator, role: .separator, name: appearance.strings[.sidebarWidth], states: states, bounds: frame,
                              value: value, actions: actions + step)
    }

    /// How far one unmodified arrow key moves the separator (the smallest such binding; 10 in the standard keys).
    public var separatorKeyStep: Double {
        appearance.keys.bindings.compactMap { chord, command -> Double? in
            guard chord.modifiers.isEmpty, case .nudgeSeparator(let points) = command else { return nil }
            return abs(points)
        }.min() ?? 0
    }

    /// The stack's pages, root first; the top one showing, with the back button before its heading.
    private func stackPanels(_ layout: SplitLayout, content: (SplitColumn) -> ColumnContent) -> [AccessibleNode] {
        let visible = navigation.visible
        let topFrame = visible.below == nil && layout.secondary.x != bounds.x ? layout.primary : layout.secondary
        return navigation.pages.map { page in
            let isTop = page == navigation.top
            let column = content(stackColumn(page))
            let inspectorButton = isTop && compactTrailingItem(on: page) != nil ? inspectorButtonNode : nil
            let node = panel(AccessibleNode.ID.page(page.id), name: page.title, column: column, frame: isTop ? topFrame : layout.primary,
                             leading: [backButtonNode(on: page)].compactMap { $0 }, trailing: compactTrailingItem(on: page),
                             trailingNode: inspectorButton)
            return isTop ? node : node.hidden()
        }
    }
}
