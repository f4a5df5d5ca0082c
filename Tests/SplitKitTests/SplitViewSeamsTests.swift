// Issue 36: what a first app reached for and could not — the state's methods through SplitView, and one place to lay
// out a detail's content however deep it was drilled.
import Testing
import SplitKit
import SplitKitTestSupport

@MainActor
struct SplitViewSeamsTests {
    @Test func theStatesMethodsAreReachableOnTheSplitView() throws {
        let split = SplitView(try SplitViewState(configuration: .specExample, size: Size(width: 1200, height: 700)))
        let frame = split.layout.secondary
        #expect(split.contentFrame(in: frame) == split.state.contentFrame(in: frame))
        let page = NavigationPage(id: "p", title: "Page")
        #expect(split.pageToolbar(page, in: frame) == split.state.pageToolbar(page, in: frame))
        #expect(split.backButtonSpace(on: page) == split.state.backButtonSpace(on: page))
    }

    /// The detail's layout is its top page's frame below the toolbar in every band, a drilled-down page included, and
    /// the frame that takes taps is inside it once the page is still.
    @Test(arguments: [1200.0, 800, 500])
    func theDetailsContentLayoutIsTheTopPageBelowItsToolbar(width: Double) {
        let split = SplitView(try! SplitViewState(configuration: .specExample, size: Size(width: width, height: 700)))
        split.send(.showDetail(NavigationPage(id: "thread", title: "Thread"), time: 0))
        split.send(.pushDetail(NavigationPage(id: "message", title: "Message"), time: 0.1))
        split.advance(to: 3)
        #expect(split.detail?.id == "message")
        let toolbar = split.appearance.metrics.toolbarHeight
        #expect(split.detailContentLayout == split.layout.secondary.inset(by: Insets(top: toolbar)))
        let taps = try! #require(split.detailContentFrame)
        #expect(split.detailContentLayout.intersection(split.bounds) == taps)
    }

    /// The desktop's locale in one step: the direction (mirrored, interface text measured that way) and the words.
    @Test func aLocaleSetsTheDirectionAndTheWordsInOneStep() throws {
        let split = SplitView(try SplitViewState(configuration: .specExample, size: Size(width: 1200, height: 700)))
        let words = SplitStrings(language: "xx", words: [SplitStrings.Key.sidebarWidth.rawValue: "Largeur"])
        split.send(.setLocale(InterfaceLocale(direction: .rightToLeft, strings: words)))
        #expect(split.configuration.layoutDirection == .rightToLeft && split.appearance.textMeasure.interfaceDirection == .rightToLeft)
        #expect(split.appearance.strings == words)
        #expect(split.accessibilityTree.node(withID: AccessibleNode.ID.separator)?.name == "Largeur")
        #expect(split.layout.primary.x > split.layout.secondary.x)  // the primary on the right
    }

    /// A host's control outside the split (a toolbar button added in `windowTree`) is marked focused by the split, as its
    /// own nodes are: the host never marks the focus itself.
    @Test func theSplitMarksTheFocusedNodeOfTheHostsWindowTree() throws {
        let split = SplitView(try SplitViewState(configuration: .specExample, bounds: Rect(x: 0, y: 44, width: 1200, height: 656)))
        split.windowTree = { tree in
            let add = AccessibleNode(id: "toolbar.add", role: .pushButton, name: "Add", states: [.visible, .showing, .enabled, .focusable],
                                     bounds: Rect(x: 8, y: 4, width: 36, height: 36), actions: [.press])
            return AccessibleNode(id: "window", role: .panel, name: "App", bounds: Rect(x: 0, y: 0, width: 1200, height: 700), children: [add, tree])
        }
        split.send(.focus("toolbar.add"))
        #expect(split.focusedNodeID == "toolbar.add")
        #expect(split.accessibilityTree.node(withID: "toolbar.add")?.states.contains(.focused) == true)
        split.send(.focus(AccessibleNode.ID.separator))
        #expect(split.accessibilityTree.node(withID: "toolbar.add")?.states.contains(.focused) == false)
        #expect(split.accessibilityTree.node(withID: AccessibleNode.ID.separator)?.states.contains(.focused) == true)
    }
}
