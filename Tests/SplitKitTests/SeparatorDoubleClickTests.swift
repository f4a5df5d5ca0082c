// A double-click on the separator does what the app configured (issue 38): collapse, back to the preferred width, or fit.
import SplitKit
import Testing

@Suite("Separator double-click (SPEC §3)")
@MainActor
struct SeparatorDoubleClickTests {
    private func split(_ action: SeparatorDoubleClick, user: Double? = 300, fitting: Double? = 254) throws -> SplitView {
        var c = SplitConfiguration.specExample
        c.separatorDoubleClick = action
        let view = SplitView(try SplitViewState(configuration: c, size: Size(width: 1200, height: 800), userPrimaryWidth: user))
        view.content = { column in
            column == .primary ? ColumnContent(title: "Items", fittingWidth: fitting) { _, _ in } : ColumnContent(title: "Detail") { _, _ in }
        }
        var list = DisplayList()
        view.draw(into: &list)  // the split learns the content's fitting width from what it draws
        return view
    }

    /// Two clicks 0.1 s apart on the separator; the effects of the second.
    private func doubleClick(_ view: SplitView, at time: Double = 1) -> [SplitViewEffect] {
        let x = (view.state.layout.separator?.midX)!, p = Point(x: x, y: 300)
        view.send(.pointerDown(p, time: time))
        view.send(.pointerUp(p, time: time + 0.02))
        view.send(.pointerDown(p, time: time + 0.1))
        return view.send(.pointerUp(p, time: time + 0.12)).effects
    }

    @Test func byDefaultItCollapsesAndTheHandleRestores() throws {
        let view = try split(.collapse)
        #expect(doubleClick(view).isEmpty && view.state.collapse.target == 1)
        view.advance(to: 2)
        #expect(doubleClick(view, at: 3).isEmpty && view.state.collapse.target == 0 && view.state.userPrimaryWidth == 300)
    }

    @Test func resetWidthGoesBackToThePreferredWidthAndForgetsTheUsers() throws {
        let view = try split(.resetWidth)
        #expect(doubleClick(view) == [.forgetUserPrimaryWidth])
        view.advance(to: 2)
        #expect(view.state.layout.primaryWidth.width == 360 && view.state.collapse.target == 0)
    }

    @Test func fitContentGivesThePrimaryItsContentsWidthClampedAndSaved() throws {
        let view = try split(.fitContent)
        #expect(doubleClick(view) == [.saveUserPrimaryWidth(254)])
        #expect(view.state.isWidthAnimating)  // from the width on screen
        view.advance(to: 2)
        #expect(view.state.layout.primaryWidth.width == 254)
        // Content wider than the maximum: the maximum (SPEC §2), saved as the width seen.
        let wide = try split(.fitContent, fitting: 2000)
        #expect(doubleClick(wide) == [.saveUserPrimaryWidth(640)])
        // No fitting width from the content: the preferred width.
        let none = try split(.fitContent, fitting: nil)
        #expect(doubleClick(none) == [.forgetUserPrimaryWidth])
    }

    /// Measuring a long list's every row is not a frame's work: frames leave the fitting width alone, and the double-click
    /// that fits reads it then, as the content says it is at that moment.
    @Test func theFittingWidthIsReadForTheDoubleClickOnly() throws {
        var c = SplitConfiguration.specExample
        c.separatorDoubleClick = .fitContent
        let view = SplitView(try SplitViewState(configuration: c, size: Size(width: 1200, height: 800), userPrimaryWidth: 300))
        var reads = 0, width = 254.0
        func fitting() -> Double { reads += 1; return width }
        view.content = { column in
            column == .primary ? ColumnContent(title: "Items", fittingWidth: fitting()) { _, _ in } : ColumnContent(title: "Detail") { _, _ in }
        }
        var list = DisplayList()
        for time in [0.1, 0.2, 0.3] {
            view.advance(to: time)
            view.draw(into: &list)
        }
        #expect(reads == 0)
        width = 280  // the content changed since it was drawn (a language, a font)
        #expect(doubleClick(view) == [.saveUserPrimaryWidth(280)])
        #expect(reads > 0)
    }

    @Test func aCollapsedPrimarysHandleRestoresWhateverTheSetting() throws {
        for action in SeparatorDoubleClick.allCases {
            let view = try split(action)
            view.send(.togglePrimary(time: 0))
            view.advance(to: 1)
            #expect(doubleClick(view, at: 1).isEmpty && view.state.collapse.target == 0, "\(action)")
        }
    }
}
