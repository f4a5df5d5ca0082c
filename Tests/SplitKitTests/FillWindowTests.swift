// The detail filling the window and the way back (issue 38): what was shown comes back exactly, widths untouched.
import SplitKit
import Testing

@Suite("Fill the window (issue 38)")
struct FillWindowTests {
    private func state(width: Double = 1400, inspectorShown: Bool = true) throws -> SplitViewState {
        var c = SplitConfiguration.specExample
        c.preferredInspectorColumnWidth = 300
        var s = try SplitViewState(configuration: c, size: Size(width: width, height: 800), userPrimaryWidth: 320,
                                   inspectorPage: NavigationPage(id: "info", title: "Info"), userInspectorWidth: 310)
        if inspectorShown { s.send(.showInspector(time: 0)) }
        s.advance(to: 1)
        return s
    }

    @Test func ctrlShiftF12HidesBothColumnsAndBringsBackExactlyWhatWasThere() throws {
        var s = try state()
        let before = s.layout
        #expect(s.send(.key(Key(name: "F12"), [.control, .shift], time: 1)).handled)
        #expect(s.collapse.target == 1 && s.inspectorReveal.target == 0 && s.isFillingWindow)
        s.advance(to: 1.05)
        #expect(s.collapse.value > 0 && s.collapse.value < 1)  // animated, not a jump
        s.advance(to: 3)
        #expect(s.layout.secondary.width == 1400 - s.configuration.separatorWidth)  // only the sidebar's handle is left
        s.send(.key(Key(name: "F12"), [.control, .shift], time: 3))
        s.advance(to: 5)
        #expect(!s.isFillingWindow && s.layout == before && s.userPrimaryWidth == 320 && s.userInspectorWidth == 310)
    }

    @Test func whatWasHiddenBeforeStaysHiddenOnTheWayBack() throws {
        var s = try state(inspectorShown: false)
        s.send(.togglePrimary(time: 1))
        s.advance(to: 2)
        #expect(s.send(.toggleFillWindow(time: 2)).handled && s.isFillingWindow)
        s.send(.showInspector(time: 3))  // the user brings one back: the detail no longer fills the window
        s.advance(to: 4)
        #expect(!s.isFillingWindow)
        // The same key now fills the window again from what is shown: the inspector goes, and comes back after.
        s.send(.toggleFillWindow(time: 4))
        s.advance(to: 5)
        #expect(s.isFillingWindow && s.inspectorReveal.value == 0)
        s.send(.toggleFillWindow(time: 5))
        s.advance(to: 6)
        #expect(s.inspectorReveal.value == 1 && s.collapse.value == 1)  // the primary was collapsed before: it stays so
    }

    @Test func theCompactBandHasNothingToHide() throws {
        var s = try state(width: 500)
        #expect(!s.send(.toggleFillWindow(time: 1)).handled && !s.isFillingWindow)
    }
}
