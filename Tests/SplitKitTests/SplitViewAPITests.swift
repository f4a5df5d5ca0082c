// The split view as a component: whole states compared, placed anywhere, keys only through bindings,
// appearance read by hit testing, policies checked instead of trapping.
import Testing
import SplitKit
import SplitKitTestSupport

@Suite("Split view API")
struct SplitViewAPITests {
    let items = NavigationPage(id: "items", title: "Items")
    func page(_ n: Int) -> NavigationPage { NavigationPage(id: String(n), title: "Item \(n)") }
    func split(_ width: Double = 1200, appearance: Appearance = .light) -> SplitViewState {
        try! SplitViewState(configuration: .specExample, size: Size(width: width, height: 800), appearance: appearance, primaryPage: items)
    }

    /// Where a host's detail takes taps: below the toolbar, never under the overlay or a moving page.
    @Test func theDetailContentFrameIsWhereTheDetailTakesTaps() {
        let tiled = split()
        #expect(tiled.detailContentFrame == Rect(x: 368, y: 44, width: 832, height: 756))
        var overlay = split(700)
        #expect(overlay.detailContentFrame == Rect(x: 0, y: 44, width: 700, height: 756))
        overlay.send(.showPrimary(time: 0))
        overlay.advance(to: 0.05)
        #expect(overlay.detailContentFrame == nil)  // the overlay is coming in over it
        var compact = split(500)
        #expect(compact.detailContentFrame == nil)  // the list is on top
        compact.send(.showDetail(page(2), time: 0))
        #expect(compact.detailContentFrame == nil)  // still sliding in
        compact.advance(to: 2)
        #expect(compact.detailContentFrame == Rect(x: 0, y: 44, width: 500, height: 756))
    }

    @Test func wholeStatesCompare() {
        var a = split(), b = split()
        #expect(a == b)
        a.send(.showDetail(page(3), time: 0))
        #expect(a != b)
        // Another route to the same place ends in the same state.
        b.send(.showDetail(page(5), time: 0))
        b.send(.showDetail(page(3), time: 0))
        #expect(a == b)
        // Going compact and back through the policy keeps the detail, equal to never having left.
        var c = a
        c.send(.setBounds(Rect(x: 0, y: 0, width: 500, height: 800), time: 1))
        c.send(.setBounds(Rect(x: 0, y: 0, width: 1200, height: 800), time: 2))
        c.advance(to: 0)  // animation time is part of the state; bring the copy level
        a.advance(to: 2)
        #expect(c.secondary == a.secondary && c.navigation == a.navigation && c.bounds == a.bounds)
    }

    @Test func aResizeKeepsThePushedDetailThatSettingTheWindowWouldHaveLost() {
        var s = split(500)
        s.send(.showDetail(page(2), time: 0))
        #expect(s.stackTitles == ["Items", "Item 2"])
        s.send(.input(.resize(Size(width: 1200, height: 800), time: 1)))
        #expect(s.secondary == page(2) && s.detail == page(2))
    }

    @Test func theSplitSitsAnywhereInTheWindow() {
        var s = try! SplitViewState(configuration: .specExample, bounds: Rect(x: 100, y: 50, width: 1200, height: 700), primaryPage: items)
        let layout = s.layout
        #expect(layout.primary == Rect(x: 100, y: 50, width: 360, height: 700))
        #expect(layout.separator == Rect(x: 460, y: 50, width: 8, height: 700))
        #expect(layout.secondary == Rect(x: 468, y: 50, width: 832, height: 700))
        // A drag of the separator where it is drawn moves it 1:1.
        s.send(.pointerDown(Point(x: 464, y: 300), time: 0))
        s.send(.pointerMove(Point(x: 564, y: 300), time: 0.1))
        let result = s.send(.pointerUp(Point(x: 564, y: 300), time: 0.1))
        #expect(result.effects == [.saveUserPrimaryWidth(460)])
        #expect(s.layout.separator?.x == 560)
        // Overlay band: the edge band is at the split's own edge.
        s.send(.setBounds(Rect(x: 100, y: 50, width: 800, height: 700), time: 1))
        #expect(s.edgeBand == Rect(x: 100, y: 50, width: 32, height: 700))
        #expect(s.primaryButton == Rect(x: 104, y: 50, width: 44, height: 44))
        #expect(s.primaryContentFrame == nil)
    }

    @Test func keysReachTheSplitOnlyThroughItsBindings() {
        var s = split(800)
        #expect(s.send(.key(.f9, [], time: 0)).handled)
        #expect(s.overlay.target == 1)
        var look = Appearance.light
        look.keys = .none
        s.send(.setAppearance(look))
        #expect(!s.send(.key(.f9, [], time: 1)).handled)  // the host keeps F9
        #expect(!s.send(.key(.escape, [], time: 1)).handled)
        #expect(s.overlay.target == 1)
        look.keys.bindings[KeyChord(.character("S"), .control)] = .toggleSidebar
        s.send(.setAppearance(look))
        #expect(s.send(.key(.character("S"), .control, time: 2)).handled)
        #expect(s.overlay.target == 0)
        #expect(KeyBindings.standard.chords(for: .back).map(\.description) == ["Alt+Left", "Backspace"])
    }

    @Test func hitAreasFollowTheAppearanceDrawingReads() {
        var look = Appearance.light
        look.metrics.toolbarHeight = 60
        look.metrics.sidebarButtonSize = 52
        look.metrics.edgeBandWidth = 50
        var s = split(800, appearance: look)
        #expect(s.primaryButton == Rect(x: 4, y: 4, width: 52, height: 52))  // centred in the 60-point toolbar
        #expect(s.contentFrame(in: s.layout.secondary).y == 60)
        // A press at 40 points from the edge starts a swipe with the wider band.
        s.send(.showDetail(page(1), time: 0))
        #expect(s.edgeBand.width == 50)
        var drawn = DisplayList()
        s.draw(into: &drawn) { _ in ColumnContent(title: "T") { _, _ in } }
        // The toolbar is drawn 60 points tall: its hairline sits at y = 59.
        #expect(drawn.commands.contains(.fill(Rect(x: 0, y: 59, width: 800, height: 1), look.palette.hairline)))
    }

    @Test func aPolicyThatBreaksTheStackIsRefusedNotTrapped() {
        struct Empty: CollapsePolicy {
            func collapse(primary: NavigationPage, secondary: NavigationPage?) -> [NavigationPage] { [] }
            func separate(stack: [NavigationPage]) -> NavigationPage? { nil }
        }
        struct WrongRoot: CollapsePolicy {
            func collapse(primary: NavigationPage, secondary: NavigationPage?) -> [NavigationPage] {
                [NavigationPage(id: "x", title: "Elsewhere")]
            }
            func separate(stack: [NavigationPage]) -> NavigationPage? { nil }
        }
        var s = try! SplitViewState(configuration: .specExample, size: Size(width: 1200, height: 800), primaryPage: items, policy: Empty())
        s.send(.showDetail(page(4), time: 0))
        let result = s.send(.setBounds(Rect(x: 0, y: 0, width: 500, height: 800), time: 1))
        #expect(result.effects == [.policyRejected(.emptyStack(policy: "Empty"))])
        #expect(s.stackTitles == ["Items", "Item 4"])  // the default policy's stack
        var w = try! SplitViewState(configuration: .specExample, size: Size(width: 1200, height: 800), primaryPage: items, policy: WrongRoot())
        let refused = w.send(.setBounds(Rect(x: 0, y: 0, width: 500, height: 800), time: 1))
        #expect(refused.effects.first.map { "\($0)" }?.contains("Elsewhere") == true)
        #expect(w.navigation.root == items)
        var stack = NavigationStack(root: items)
        stack.setPages([])
        #expect(stack.pages == [items])
    }

    @Test func aHiddenBackButtonIsNeitherDrawnNorPressable() {
        var s = split(500)
        s.send(.showDetail(page(2), time: 0))
        s.advance(to: 1)
        #expect(s.backButton != nil)
        s.send(.setBackButtonHidden(true))
        #expect(s.backButton == nil)
        #expect(!s.send(.pointerDown(Point(x: 30, y: 22), time: 2)).handled)
        var drawn = DisplayList()
        s.draw(into: &drawn) { _ in ColumnContent(title: nil) { _, _ in } }
        #expect(!drawn.commands.contains { if case .text(let t, _, _, _) = $0 { t.hasPrefix("‹") } else { false } })
    }

    @Test func aTextMeasureReplacesOnlyTheMeasureOfTheAppearance() {
        var s = split(appearance: .dark)
        let wide = TextMeasure(id: "wide") { text, style in Double(text.count) * style.size }
        #expect(s.send(.setTextMeasure(wide)).handled)
        var expected = Appearance.dark
        expected.textMeasure = wide
        #expect(s.appearance == expected && s.appearance.textMeasure.id == "wide")
    }

    @Test func theDimNeverExceedsItsFullValueInEitherPalette() {
        for look in [Appearance.light, .dark] {
            var s = split(800, appearance: look)
            s.send(.showPrimary(time: 0))
            s.advance(to: 2)
            #expect(s.secondaryDim == look.palette.fullDim)
        }
        #expect(Palette.light.fullDim == 0.07 && Palette.dark.fullDim == 0.36)  // libadwaita's shade colour
    }
}
