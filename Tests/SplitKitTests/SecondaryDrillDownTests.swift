// Drilling down inside the secondary while tiled or in the overlay band: pushing slides a page in with a back button,
// every back (button, keys, mouse button, swipe from the secondary's leading edge, touchpad) pops it, and collapsing
// and separating keep the depth.
import Testing
import SplitKit
import SplitKitTestSupport

@Suite("Drill-down in the secondary")
struct SecondaryDrillDownTests {
    let items = NavigationPage(id: "items", title: "Items")
    let thread = NavigationPage(id: "2", title: "Item 3")
    let message = NavigationPage(id: "2/m1", title: "Dana Levi")
    let contact = NavigationPage(id: "2/m1/from", title: "Contact")

    /// Tiled at 1200 (overlay from 600, compact under 600), Item 3 chosen and one message pushed and settled.
    func drilled(width: Double = 1200, direction: LayoutDirection = .leftToRight) -> SplitViewState {
        var c = SplitConfiguration.specExample
        c.layoutDirection = direction
        var s = try! SplitViewState(configuration: c, size: Size(width: width, height: 700), primaryPage: items)
        s.send(.showDetail(thread, time: 0))
        s.send(.pushDetail(message, time: 0))
        s.advance(to: 2)
        return s
    }

    @Test func pushingWhileTiledSlidesThePageInInsideTheSecondaryWithABackButton() {
        var s = try! SplitViewState(configuration: .specExample, size: Size(width: 1200, height: 700), primaryPage: items)
        s.send(.showDetail(thread, time: 0))
        #expect(s.backButton == nil && !s.canGoBack)
        s.send(.pushDetail(message, time: 0))
        #expect(s.isAnimating && s.stackTitles == ["Items", "Item 3", "Dana Levi"] && s.detail == message)
        s.advance(to: 0.1)
        let moving = s.secondaryNavigation!.slide.value
        #expect(moving > 0 && moving < 1)  // on its way in
        s.advance(to: 2)
        #expect(!s.isAnimating && s.secondary == thread && s.detailPages == [thread, message])
        let back = s.backButton!
        let secondary = s.layout.secondary
        // At the secondary's leading end, in its toolbar; the primary beside it is unchanged.
        #expect(back.x == secondary.x && back.y == secondary.y && back.height == 44)
        #expect(s.backButtonTitle == "‹ Item 3")
        s.send(.pushDetail(contact, time: 2))
        s.advance(to: 4)
        #expect(s.stackTitles == ["Items", "Item 3", "Dana Levi", "Contact"] && s.backButtonTitle == "‹ Dana Levi")
    }

    @Test func theBackButtonAltLeftBackspaceAndTheMouseButtonEachGoBackOnePage() {
        for back: InputEvent in [.key(.left, .alt, time: 2), .key(.backspace, [], time: 2), .backButton(time: 2)] {
            var s = drilled()
            s.send(.pushDetail(contact, time: 2))
            s.advance(to: 4)
            #expect(s.send(back).handled)
            s.advance(to: 6)
            #expect(s.detailPages == [thread, message], "\(back)")
        }
        var s = drilled()
        let button = s.backButton!
        s.send(.pointerDown(Point(x: button.midX, y: button.midY), time: 2))
        s.send(.pointerUp(Point(x: button.midX, y: button.midY), time: 2.05))
        s.advance(to: 4)
        #expect(s.detailPages == [thread] && s.backButton == nil && s.detail == thread)
        // At the chosen detail there is nothing to go back from: the keys are not used.
        #expect(!s.send(.key(.left, .alt, time: 4)).handled && s.detailPages == [thread])
    }

    @Test func aSwipeFromTheSecondarysLeadingEdgeTracksOneToOneAndSettles() {
        var s = drilled()
        let secondary = s.layout.secondary, y = 400.0
        #expect(s.backSwipeBand.x == secondary.x && s.backSwipeBand.width == 32)
        s.send(.pointerDown(Point(x: secondary.x + 10, y: y), time: 2))
        for (i, dx) in [20.0, 60, 100].enumerated() { s.send(.pointerMove(Point(x: secondary.x + 10 + dx, y: y), time: 2.1 + Double(i) * 0.1)) }
        // 1:1: the page has moved 100 points of the secondary's width.
        #expect(abs(s.secondaryNavigation!.slide.value - (1 - 100 / secondary.width)) < 1e-9)
        #expect(s.separatorDrag == nil)
        s.send(.pointerUp(Point(x: secondary.x + 110, y: y), time: 2.5))  // slow and short: stays
        s.advance(to: 4)
        #expect(s.detailPages == [thread, message] && s.secondaryNavigation!.slide.value == 1)
        // A fling to the trailing side pops it.
        s.send(.pointerDown(Point(x: secondary.x + 10, y: y), time: 5))
        s.send(.pointerMove(Point(x: secondary.x + 40, y: y), time: 5.02))
        s.send(.pointerMove(Point(x: secondary.x + 90, y: y), time: 5.04))
        s.send(.pointerUp(Point(x: secondary.x + 90, y: y), time: 5.05))
        s.advance(to: 7)
        #expect(s.detailPages == [thread] && s.detail == thread)
    }

    @Test func theSeparatorStillTakesAPressOnItsHitArea() {
        var s = drilled()
        let separator = s.layout.separator!
        s.send(.pointerDown(Point(x: separator.midX, y: 400), time: 2))
        #expect(s.separatorDrag != nil)
    }

    @Test func rightToLeftTheBackSwipeStartsAtTheSecondarysRightEdgeAndPullsLeft() {
        var s = drilled(direction: .rightToLeft)
        let secondary = s.layout.secondary
        #expect(secondary.x == 0 && s.backSwipeBand.maxX == secondary.maxX)
        #expect(s.backButton!.maxX == secondary.maxX)
        s.send(.pointerDown(Point(x: secondary.maxX - 10, y: 400), time: 2))
        s.send(.pointerMove(Point(x: secondary.maxX - 40, y: 400), time: 2.02))
        s.send(.pointerMove(Point(x: secondary.maxX - 90, y: 400), time: 2.04))
        s.send(.pointerUp(Point(x: secondary.maxX - 90, y: 400), time: 2.05))
        s.advance(to: 4)
        #expect(s.detailPages == [thread])
    }

    @Test func aTouchpadSwipeOverTheSecondaryPopsIt() {
        var s = drilled()
        let over = Point(x: s.layout.secondary.midX, y: 400)
        for i in 0..<12 { s.send(.scroll(dx: -20, dy: 0, at: over, time: 2 + Double(i) * 0.016)) }  // content moves right
        #expect(s.secondaryNavigation!.isInteractive)
        s.advance(to: 4)
        #expect(s.detailPages == [thread])
    }

    @Test func inTheOverlayBandTheDetailsOwnBackComesBeforeTheOverlaysEdgeSwipe() {
        var s = drilled(width: 800)
        #expect(s.band == .overlay && s.backButton != nil)
        // The back button sits after the sidebar button, which keeps its place.
        #expect(s.backButton!.x >= s.primaryButton!.maxX)
        s.send(.pointerDown(Point(x: 10, y: 400), time: 2))
        s.send(.pointerMove(Point(x: 40, y: 400), time: 2.02))
        s.send(.pointerMove(Point(x: 120, y: 400), time: 2.04))
        s.send(.pointerUp(Point(x: 120, y: 400), time: 2.05))
        s.advance(to: 4)
        #expect(s.detailPages == [thread] && s.overlay.value == 0)
        // With nothing to go back from, the same swipe brings the overlay in.
        s.send(.pointerDown(Point(x: 10, y: 400), time: 5))
        s.send(.pointerMove(Point(x: 40, y: 400), time: 5.02))
        s.send(.pointerMove(Point(x: 120, y: 400), time: 5.04))
        s.send(.pointerUp(Point(x: 120, y: 400), time: 5.05))
        s.advance(to: 7)
        #expect(s.overlay.value == 1)
    }

    @Test func collapsingMakesOneStackOfEverythingAndSeparatingKeepsTheDepth() {
        var s = drilled()
        s.send(.resize(Size(width: 500, height: 700), time: 2))
        #expect(s.isCollapsed && s.navigation.pages == [items, thread, message] && s.secondary == nil)
        #expect(s.stackTitles == ["Items", "Item 3", "Dana Levi"] && s.backButtonTitle == "‹ Item 3")
        s.send(.resize(Size(width: 1200, height: 700), time: 3))
        #expect(!s.isCollapsed && s.detailPages == [thread, message] && s.navigation.pages == [items])
        #expect(s.backButton != nil)
    }

    @Test func choosingAnotherDetailStartsItsStackAfresh() {
        var s = drilled()
        let other = NavigationPage(id: "4", title: "Item 5")
        s.send(.showDetail(other, time: 2))
        #expect(s.detailPages == [other] && s.backButton == nil)
    }

    @Test func aScreenReaderSeesTheTopPageAndPressesItsBackButton() {
        var s = drilled()
        let tree = s.accessibilityTree { _ in ColumnContent(title: "x") { _, _ in } }
        let secondary = tree.node(withID: AccessibleNode.ID.secondary)!
        #expect(secondary.name == "Dana Levi")
        #expect(tree.node(withID: AccessibleNode.ID.backButton)?.name == "Back to \u{2068}Item 3\u{2069}")  // the title isolated: it may be a user's text
        #expect(s.send(.accessibility(.perform(.press, node: AccessibleNode.ID.backButton), time: 2)).handled)
        s.advance(to: 4)
        #expect(s.detailPages == [thread])
    }

    @Test func withReducedMotionThePushedPageFadesInPlace() {
        var appearance = Appearance.light
        appearance.motion = Motion(reduceMotion: true)
        var s = try! SplitViewState(configuration: .specExample, size: Size(width: 1200, height: 700), appearance: appearance, primaryPage: items)
        s.send(.showDetail(thread, time: 0))
        s.send(.pushDetail(message, time: 0))
        s.advance(to: 0.1)
        var list = DisplayList()
        var drawnAt: [Double] = []
        s.draw(into: &list) { column in
            ColumnContent(title: "t") { frame, _ in if case .page = column { drawnAt.append(frame.x) } }
        }
        #expect(list.commands.contains { if case .pushOpacity = $0 { true } else { false } })
        #expect(drawnAt == [s.layout.secondary.x])  // the message page where it ends, not sliding
    }
}
