// Issue 37: a frame fills each pixel of the split's background once. The tiled columns lie side by side on it, so
// filling theirs again doubled the pixels a frame fills — what a software GPU rasteriser (llvmpipe) spends most of a
// separator drag's CPU on.
import SplitKit
import SplitKitTestSupport
import Testing

@Suite("Background filled once")
struct BackgroundFillTests {
    /// The area of the window's background colour a frame fills, in square points.
    private func backgroundFilled(_ state: SplitViewState) -> Double {
        var list = DisplayList()
        state.draw(into: &list) { column in
            if case .primary = column { return ColumnContent(title: "Items") { _, _ in } }
            return ColumnContent(title: "Detail") { _, _ in }
        }
        return list.commands.reduce(0) { sum, command in
            if case .fill(let rect, let colour) = command, colour == state.appearance.palette.background { return sum + rect.width * rect.height }
            return sum
        }
    }

    @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func aTiledFrameFillsTheBackgroundOnce(direction: LayoutDirection) throws {
        var configuration = SplitConfiguration.specExample
        configuration.layoutDirection = direction
        var state = try SplitViewState(configuration: configuration, size: Size(width: 1200, height: 800))
        #expect(backgroundFilled(state) == 1200 * 800)
        state.send(.showDetail(NavigationPage(id: "m", title: "Message"), time: 0))  // a detail with its own stack
        state.advance(to: 2)
        #expect(backgroundFilled(state) == 1200 * 800)
    }

    /// Where a column is drawn over something else — a page sliding over the one below — it still fills its own.
    @Test func aPageSlidingOverAnotherStillFillsItsOwn() throws {
        var state = try SplitViewState(configuration: .specExample, size: Size(width: 1200, height: 800))
        state.send(.showDetail(NavigationPage(id: "m", title: "Message"), time: 0))
        state.send(.pushDetail(NavigationPage(id: "p", title: "Part"), time: 0.1))
        state.advance(to: 0.2)  // mid-slide
        #expect(backgroundFilled(state) > 1200 * 800)
    }
}
