// SPEC §6: collapsing into one stack and separating again, both directions, and going back.
import Testing
import SplitKit
import SplitKitTestSupport

@Suite("Collapse and separate (SPEC §6)")
struct CollapseSeparateTests {
    let items = NavigationPage(id: "items", title: "Items")
    func item(_ n: Int) -> NavigationPage { NavigationPage(id: String(n - 1), title: "Item \(n)") }

    func state(width: Double) -> SplitViewState {
        try! SplitViewState(configuration: .specExample, size: Size(width: width, height: 700), primaryPage: items)
    }

    func resize(_ s: inout SplitViewState, _ width: Double, at t: Double = 0) {
        _ = s.send(.resize(Size(width: width, height: 700), time: t))
    }

    @Test(arguments: [1200.0, 800.0])
    func anEmptyDetailCollapsesOntoTheList(from width: Double) {
        var s = state(width: width)
        _ = s.send(.resize(Size(width: 500, height: 700), time: 0))
        #expect(s.isCollapsed && s.sizeClass == .compact)
        #expect(s.navigation.pages == [items])
        #expect(s.stackTitles == ["Items"])
        #expect(s.detail == nil)
        #expect(s.layout.primary == Rect(x: 0, y: 0, width: 500, height: 700))
        #expect(s.layout.separator == nil)
        #expect(s.backButton == nil)
    }

    @Test(arguments: [1200.0, 800.0])
    func aShownDetailStaysOnTopWhenCollapsing(from width: Double) {
        var s = state(width: width)
        s.send(.showDetail(item(3), time: 0))
        _ = s.send(.resize(Size(width: 500, height: 700), time: 1))
        #expect(s.stackTitles == ["Items", "Item 3"])
        #expect(s.detail == item(3))
        #expect(s.layout.secondary == Rect(x: 0, y: 0, width: 500, height: 700))  // on screen, no animation
        #expect(!s.isAnimating)
        // As wide as its title plus padding on both sides.
        let titleWidth = TextMeasure.estimated.width(of: "‹ Items", style: TextStyle(size: 17, color: Color(hex: 0)))
        #expect(s.backButton == Rect(x: 0, y: 0, width: titleWidth + 16, height: 44))
        #expect(s.backButtonTitle == "‹ Items")
    }

    @Test(arguments: [1200.0, 800.0])
    func separatingKeepsTheDetailOnTop(to width: Double) {
        var s = state(width: 500)
        s.send(.showDetail(item(5), time: 0))
        s.advance(to: 1)
        _ = s.send(.resize(Size(width: width, height: 700), time: 1))
        #expect(!s.isCollapsed)
        #expect(s.secondary == item(5) && s.detail == item(5))
        #expect(s.stackTitles == ["Items", "Item 5"])  // every page in every band
        #expect(s.navigation.pages == [items])
    }

    @Test(arguments: [1200.0, 800.0])
    func separatingFromTheListShowsThePlaceholder(to width: Double) {
        var s = state(width: 1200)
        s.send(.showDetail(item(2), time: 0))
        resize(&s, 500)
        let effects = s.send(.back(time: 1)).effects
        #expect(effects == [.detailDismissed])  // popping back to the list clears the selection
        #expect(s.detail == nil)
        s.advance(to: 2)
        resize(&s, width, at: 2)
        #expect(s.secondary == nil && s.detail == nil)
    }

    @Test func separatingMidPushKeepsTheDetailAndMidPopShowsThePlaceholder() {
        var s = state(width: 500)
        s.send(.showDetail(item(4), time: 0))
        s.advance(to: 0.02)
        #expect(s.isAnimating)
        resize(&s, 1200, at: 0.02)
        #expect(s.secondary == item(4) && !s.isAnimating)
        resize(&s, 500, at: 1)
        _ = s.send(.back(time: 1)).effects
        s.advance(to: 1.02)
        resize(&s, 1200, at: 1.02)
        #expect(s.secondary == nil && !s.isAnimating)
    }

    @Test func tappingARowWhenCollapsedPushesItsDetail() {
        var s = state(width: 500)
        s.send(.showDetail(item(7), time: 0))
        #expect(s.stackTitles == ["Items", "Item 7"])
        #expect(s.detailCover == 0)
        s.advance(to: 0.05)
        #expect(s.detailCover > 0 && s.detailCover < 1)
        #expect(s.layout.secondary.x > 0 && s.layout.secondary.x < 500)
        #expect(s.layout.primary.x < 0)  // the list slides a little the other way underneath
        s.advance(to: 1)
        #expect(s.detailCover == 1 && !s.isAnimating)
        #expect(s.layout.secondary.x == 0)
        s.send(.showDetail(item(8), time: 2))  // another detail replaces the one on top
        #expect(s.stackTitles == ["Items", "Item 8"])
    }

    @Test func backButtonAltLeftAndBackspaceGoBack() {
        for back in [InputEvent.key(.left, .alt, time: 2), .key(.backspace, [], time: 2), .pointerDown(Point(x: 30, y: 20), time: 2)] {
            var s = state(width: 500)
            s.send(.showDetail(item(1), time: 0))
            s.advance(to: 1)
            var result = s.send(back)
            if case .pointerDown = back { result = s.send(.pointerUp(Point(x: 30, y: 20), time: 2.05)) }
            #expect(result.handled)
            #expect(result.effects == [.detailDismissed])
            #expect(s.stackTitles == ["Items"])
            #expect(s.detailCover > 0)  // still sliding out
            s.advance(to: 3)
            #expect(s.detailCover == 0 && s.layout.primary.x == 0)
        }
    }

    @Test func backKeysDoNothingOnTheListOrWhenSeparate() {
        var s = state(width: 500)
        #expect(!s.send(.key(.backspace, [], time: 0)).handled)
        var wide = state(width: 1200)
        wide.send(.showDetail(item(1), time: 0))
        #expect(!wide.send(.key(.left, .alt, time: 0)).handled)
        #expect(wide.detail == item(1))
    }

    @Test func anEdgeSwipeTracksThePageAndPopsOrStays() {
        var s = state(width: 500)
        s.send(.showDetail(item(2), time: 0))
        s.advance(to: 1)
        _ = s.send(.pointerDown(Point(x: 5, y: 300), time: 2))
        _ = s.send(.pointerMove(Point(x: 25, y: 300), time: 2.02))
        _ = s.send(.pointerMove(Point(x: 225, y: 300), time: 2.2))
        #expect(s.layout.secondary.x == 220)  // 1:1 from the press, the 20 points of the claim included
        #expect(s.stackTitles == ["Items", "Item 2"])  // not gone until released
        _ = s.send(.pointerMove(Point(x: 100, y: 300), time: 2.5))
        _ = s.send(.pointerMove(Point(x: 100, y: 300), time: 2.8))
        let stay = s.send(.pointerUp(Point(x: 100, y: 300), time: 2.8))  // slow, before half: stays
        #expect(stay.effects.isEmpty)
        s.advance(to: 4)
        #expect(s.stackTitles == ["Items", "Item 2"] && s.layout.secondary.x == 0)
        _ = s.send(.pointerDown(Point(x: 5, y: 300), time: 5))
        _ = s.send(.pointerMove(Point(x: 45, y: 300), time: 5.02))
        let pop = s.send(.pointerUp(Point(x: 85, y: 300), time: 5.04))  // fast flick: goes
        #expect(pop.effects == [.detailDismissed])
        #expect(s.stackTitles == ["Items"])
        s.advance(to: 6)
        #expect(s.layout.primary.x == 0)
    }

    @Test func aSwipeAwayFromTheEdgeDoesNotPop() {
        var s = state(width: 500)
        s.send(.showDetail(item(2), time: 0))
        s.advance(to: 1)
        _ = s.send(.pointerDown(Point(x: 200, y: 300), time: 2))
        _ = s.send(.pointerMove(Point(x: 400, y: 300), time: 2.05))
        _ = s.send(.pointerUp(Point(x: 400, y: 300), time: 2.05))
        #expect(s.stackTitles == ["Items", "Item 2"] && s.layout.secondary.x == 0)
    }

    @Test func aCustomPolicyDecides() {
        struct AlwaysList: CollapsePolicy {
            func collapse(primary: NavigationPage, secondary: NavigationPage?) -> [NavigationPage] { [primary] }
            func separate(stack: [NavigationPage]) -> NavigationPage? { NavigationPage(id: "x", title: "Welcome") }
        }
        var s = try! SplitViewState(configuration: .specExample, size: Size(width: 1200, height: 700), primaryPage: items, policy: AlwaysList())
        s.send(.showDetail(item(3), time: 0))
        resize(&s, 500)
        #expect(s.stackTitles == ["Items"])
        resize(&s, 1200)
        #expect(s.secondary?.title == "Welcome")
    }

    @Test func backButtonsAreTitledAfterThePageBelowEvenWhileOneSlidesOut() {
        var stack = NavigationStack(root: items)
        stack.push(item(1), spring: nil, at: 0)
        stack.push(NavigationPage(id: "0/notes", title: "Notes"), spring: nil, at: 0)
        #expect(stack.title(below: stack.top) == "Item 1")
        #expect(stack.title(below: items) == nil)
        let leaving = stack.pop(spring: .navigation, at: 1)!
        #expect(stack.title(below: leaving) == "Item 1")  // still sliding out over Item 1
        #expect(stack.title(below: stack.top) == "Items")
        #expect(stack.title(below: NavigationPage(id: "x", title: "Elsewhere")) == nil)
    }
}
