// The host's toolbar buttons (issue 36.4): laid out beside the split's own, drawn, focused, spoken and pressed by it.
import SplitKit
import SplitKitTestSupport
import Testing

@Suite("Host toolbar items")
struct ToolbarActionTests {
    static let look = ToolbarLayoutTests.look  // every character 10 points wide
    static let flag = ToolbarAction(id: "flag", label: .text("Flag"))  // 40 + 2 × 8 = 56 points
    static let share = ToolbarAction(id: "share", label: .symbol("⇪", name: "Share"), isEnabled: false)  // a 44-point square
    static let compose = ToolbarAction(id: "compose", label: .symbol("+", name: "Compose"))
    static let bar = Rect(x: 0, y: 0, width: 600, height: 600)

    @Test func theyGoInsideTheTrailingButtonTheFirstNearestTheEndMirroredRightToLeft() {
        let ltr = ToolbarLayout(title: "Inbox", in: Self.bar, trailing: .space(48), actions: [Self.flag, Self.share], appearance: Self.look)
        #expect(ltr.trailing?.frame == Rect(x: 552, y: 0, width: 48, height: 44))
        #expect(ltr.actions.map(\.frame) == [Rect(x: 496, y: 0, width: 56, height: 44), Rect(x: 452, y: 0, width: 44, height: 44)])
        #expect(ltr.actions.map(\.text) == ["Flag", "⇪"])
        #expect(ltr.title.frame.maxX <= 452 && ltr.titleFits)
        let rtl = ToolbarLayout(title: "Inbox", in: Self.bar, trailing: .space(48), actions: [Self.flag, Self.share], appearance: Self.look,
                                direction: .rightToLeft)
        #expect(rtl.trailing?.frame.x == 0)
        #expect(rtl.actions.map(\.frame) == [Rect(x: 48, y: 0, width: 56, height: 44), Rect(x: 104, y: 0, width: 44, height: 44)])
        #expect(rtl.title.frame.x >= 148)
    }

    @Test func thoseBeyondTheTrailingHalfAreLeftOutFromTheLast() {
        let three = [Self.flag, ToolbarAction(id: "b", label: .text("Flag")), ToolbarAction(id: "c", label: .text("Flag"))]
        let t = ToolbarLayout(title: "", in: Rect(x: 0, y: 0, width: 300, height: 44), actions: three, appearance: Self.look)
        #expect(t.actions.map(\.frame.x) == [244, 188])  // the third would start at 132, before the middle (150)
    }

    @Test func theyAreDrawnAsTheSplitsButtonsPaleWhilePressedGreyWhileDisabled() {
        var list = DisplayList()
        let other = ToolbarAction(id: "other", label: .text("Mark"))
        list.toolbar("Inbox", in: Self.bar, appearance: Self.look, actions: [Self.flag, other, Self.share], pressedAction: "flag")
        let texts = list.commands.compactMap { command -> (String, Color, Rect)? in
            if case .text(let text, let style, let frame, _) = command { (text, style.color, frame) } else { nil }
        }
        let p = Self.look.palette
        #expect(texts.first { $0.0 == "Flag" }.map { $0.1 == p.accent.withOpacity(0.4) && $0.2.x == 544 } == true)
        #expect(texts.first { $0.0 == "Mark" }?.1 == p.accent)
        #expect(texts.first { $0.0 == "⇪" }?.1 == p.secondaryLabel)
    }

    /// A tiled split with an inspector: "Compose" on the primary's toolbar, "Flag" and a disabled "Share" on the detail's.
    private func splitView(direction: LayoutDirection = .leftToRight) throws -> (SplitView, Box) {
        var configuration = SplitConfiguration.specExample
        configuration.layoutDirection = direction
        let split = SplitView(try SplitViewState(configuration: configuration, size: Size(width: 1200, height: 800), appearance: Self.look,
                                                 inspectorPage: NavigationPage(id: "info", title: "Info")))
        split.content = { column in
            switch column {
            case .primary: ColumnContent(title: "Mail", toolbarItems: [Self.compose]) { _, _ in }
            case .secondary(let page?): ColumnContent(title: page.title, toolbarItems: [Self.flag, Self.share]) { _, _ in }
            default: SplitView.untitledContent(column)
            }
        }
        let effects = Box()
        split.onEffect = { effects.list.append($0) }
        split.send(.showDetail(NavigationPage(id: "m1", title: "Hello"), time: 0))
        split.advance(to: 1)
        var list = DisplayList()
        split.draw(into: &list)
        return (split, effects)
    }

    final class Box { var list: [SplitViewEffect] = [] }


    private func frame(_ split: SplitView, _ id: String) throws -> Rect {
        try #require(split.accessibilityTree.node(withID: AccessibleNode.ID.toolbarAction(id))).bounds
    }

    @Test func aPressReleasedOnItActsOnceAndOneThatLeavesDoesNot() throws {
        let (split, effects) = try splitView()
        let flag = try frame(split, "flag")
        let inspector = try #require(split.inspectorButton)
        #expect(flag.maxX <= inspector.x)
        #expect(split.send(.pointerDown(flag.center, time: 2)).handled)
        #expect(split.pressedButton == .action("flag"))
        var list = DisplayList()
        split.draw(into: &list)
        #expect(list.commands.contains { if case .text("Flag", let style, _, _) = $0 { style.color == Self.look.palette.accent.withOpacity(0.4) } else { false } })
        split.send(.pointerUp(flag.center, time: 2.1))
        #expect(effects.list == [.toolbarAction(id: "flag")] && split.pressedButton == nil)
        split.send(.pointerDown(flag.center, time: 3))
        split.send(.pointerMove(Point(x: flag.center.x, y: 300), time: 3.1))
        split.send(.pointerUp(Point(x: flag.center.x, y: 300), time: 3.2))
        #expect(effects.list == [.toolbarAction(id: "flag")])
        // The disabled one takes no press; the primary's acts as well.
        split.send(.pointerDown(try frame(split, "share").center, time: 4))
        split.send(.pointerUp(try frame(split, "share").center, time: 4.1))
        let compose = try frame(split, "compose")
        split.send(.pointerDown(compose.center, time: 5))
        split.send(.pointerUp(compose.center, time: 5.1))
        #expect(effects.list == [.toolbarAction(id: "flag"), .toolbarAction(id: "compose")])
    }

    @Test func theSplitsOwnButtonKeepsItsPresses() throws {
        let (split, effects) = try splitView()
        let inspector = try #require(split.inspectorButton), shown = split.inspectorReveal.target
        #expect(inspector.intersection(try frame(split, "flag")).isEmpty)
        split.send(.pointerDown(inspector.center, time: 2))
        #expect(split.pressedButton == .inspector)
        split.send(.pointerUp(inspector.center, time: 2.1))
        #expect(effects.list.isEmpty && split.inspectorReveal.target == 1 - shown)  // toggled
    }

    @Test func rightToLeftTheySitMirroredAndStillAct() throws {
        let (split, effects) = try splitView(direction: .rightToLeft)
        let flag = try frame(split, "flag"), inspector = try #require(split.inspectorButton)
        #expect(flag.x >= inspector.maxX && flag.x < split.layout.secondary.midX)
        split.send(.pointerDown(flag.center, time: 2))
        split.send(.pointerUp(flag.center, time: 2.1))
        #expect(effects.list == [.toolbarAction(id: "flag")])
    }

    /// Tab goes through a toolbar in the order it is drawn from the leading edge: the host's Flag, then the split's
    /// inspector button at the trailing end (right to left, mirrored: the same order, read from the right).
    @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func tabReachesTheHostsItemsBeforeTheInspectorButtonAtTheTrailingEnd(direction: LayoutDirection) throws {
        let (split, _) = try splitView(direction: direction)
        let order = split.accessibilityTree.focusOrder
        let flag = try #require(order.firstIndex(of: AccessibleNode.ID.toolbarAction("flag")))
        let inspector = try #require(order.firstIndex(of: AccessibleNode.ID.inspectorButton))
        #expect(flag < inspector, "\(order)")
        let flagX = try frame(split, "flag").x, inspectorX = try #require(split.inspectorButton).x
        #expect(direction == .leftToRight ? flagX < inspectorX : flagX > inspectorX)
    }

    @Test func tabReachesItReturnAndSpaceActAndItIsAPushButtonAnAssistiveTechnologyPresses() throws {
        let (split, effects) = try splitView()
        let id = AccessibleNode.ID.toolbarAction("flag")
        var time = 2.0
        for _ in 0..<20 where split.focusedNodeID != id {
            split.send(.key(.tab, [], time: time))
            time += 0.1
        }
        #expect(split.focusedNodeID == id)
        #expect(!split.accessibilityTree.focusOrder.contains(AccessibleNode.ID.toolbarAction("share")))  // disabled: no focus
        split.send(.key(.enter, [], time: time) as InputEvent)
        split.send(.key(.space, [], time: time + 0.1))
        #expect(effects.list == [.toolbarAction(id: "flag"), .toolbarAction(id: "flag")])
        let node = try #require(split.accessibilityTree.node(withID: id))
        #expect(node.role == .pushButton && node.name == "Flag" && node.actions == [.press])
        #expect(node.states.isSuperset(of: [.visible, .showing, .enabled, .focusable, .focused]))
        let share = try #require(split.accessibilityTree.node(withID: AccessibleNode.ID.toolbarAction("share")))
        #expect(share.name == "Share" && !share.states.contains(.enabled) && share.actions.isEmpty)
        #expect(split.perform(.perform(.press, node: AccessibleNode.ID.toolbarAction("compose")), time: time + 1)?.handled == true)
        #expect(split.perform(.perform(.press, node: AccessibleNode.ID.toolbarAction("share")), time: time + 1) == nil)
        #expect(effects.list.last == .toolbarAction(id: "compose") && effects.list.count == 3)
    }
}

extension Rect {
    fileprivate var center: Point { Point(x: midX, y: midY) }
}
