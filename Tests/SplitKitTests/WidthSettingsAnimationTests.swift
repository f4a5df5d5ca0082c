// Animated width settings (SPEC §2.4): start and end frames, monotonic motion, interruption, and a drag taking over.
import Testing
import SplitKit
import SplitKitTestSupport

@Suite("Animated width settings")
struct WidthSettingsAnimationTests {
    func state() -> SplitViewState { try! SplitViewState(configuration: .specExample, size: Size(width: 1200, height: 800)) }

    @Test func loweringTheMaximumAnimatesTheColumnNarrower() {
        var s = state()
        #expect(s.layout.primary.width == 360)
        s.send(.setWidthSettings(WidthSettings(maximum: 300), time: 1))
        #expect(s.primaryWidth == PrimaryColumnWidth(width: 300, rule: .maximum))  // the rule changes at once
        #expect(s.layout.primary.width == 360)  // the column starts where it was
        #expect(s.isAnimating)
        var widths: [Double] = []
        for frame in 1...24 {
            s.advance(to: 1 + Double(frame) / 60)
            widths.append(s.layout.primary.width)
            #expect(s.layout.separator!.x == s.layout.primary.maxX)
        }
        #expect(zip(widths, widths.dropFirst()).allSatisfy { $0 >= $1 })  // only ever narrower
        #expect(widths.contains { $0 < 360 && $0 > 300 })  // really in between for a while
        #expect(s.layout.primary.width == 300 && !s.isAnimating)
        #expect(s.displayedPrimaryWidth.rule == .maximum)
    }

    @Test func everySettingAnimatesToItsNewWidth() {
        let changes: [(inout SplitViewState) -> Void] = [
            { $0.send(.setWidthSettings(WidthSettings(fraction: 0.5), time: 0)) },
            { $0.send(.setWidthSettings(WidthSettings(minimum: 500), time: 0)) },
            { $0.send(.setWidthSettings(WidthSettings(maximum: 250), time: 0)) },
            { $0.send(.setWidthSettings(WidthSettings(minimumSecondary: 1000), time: 0)) },
        ]
        let ends: [Double] = [600, 500, 250, 200]  // the last: squeezed, but never under the 200-point minimum
        for (change, end) in zip(changes, ends) {
            var s = state()
            change(&s)
            #expect(s.layout.primary.width == 360)
            s.advance(to: 0.15)
            #expect(s.layout.primary.width != 360 && s.layout.primary.width != end)
            s.advance(to: 0.3)
            #expect(s.layout.primary.width == end)
        }
    }

    @Test func aFurtherChangeTakesOverFromTheWidthOnScreen() {
        var s = state()
        s.send(.setWidthSettings(WidthSettings(maximum: 200), time: 0))
        s.advance(to: 0.1)
        let midway = s.layout.primary.width
        #expect(midway < 360 && midway > 200)
        s.send(.setWidthSettings(WidthSettings(maximum: 640), time: 0.1))  // changed its mind: back towards 360
        #expect(s.layout.primary.width == midway)  // no jump
        s.advance(to: 0.1 + 1.0 / 60)
        #expect(abs(s.layout.primary.width - midway) <= 2)
        s.advance(to: 0.5)
        #expect(s.layout.primary.width == 360)
    }

    @Test func aDragTakesOverFromTheWidthOnScreen() {
        var s = state()
        s.send(.setWidthSettings(WidthSettings(fraction: 0.5), time: 0))
        s.advance(to: 0.15)
        let shown = s.layout.primary.width
        let separator = s.layout.separator!
        #expect(s.send(.pointerDown(Point(x: separator.midX, y: 300), time: 0.15)).handled)
        #expect(!s.isWidthAnimating)
        #expect(s.layout.primary.width == shown)  // held where it was grabbed
        _ = s.send(.pointerMove(Point(x: separator.midX + 20, y: 300), time: 0.2))
        #expect(s.layout.primary.width == shown + 20)
    }

    /// Issue 13: the column on its way down to a lowered maximum is grabbed above it; nothing jumps.
    @Test func aDragGrabbingTheColumnOutsideTheNewLimitHoldsItThere() {
        var s = state()
        s.send(.setWidthSettings(WidthSettings(maximum: 300), time: 0))
        s.advance(to: 0.15)
        let shown = s.layout.primary.width
        #expect(shown > 300 && shown < 360)
        let x = s.layout.separator!.midX
        #expect(s.send(.pointerDown(Point(x: x, y: 300), time: 0.15)).handled)
        #expect(s.layout.primary.width == shown)  // not 300
        _ = s.send(.pointerMove(Point(x: x + 30, y: 300), time: 0.2))
        #expect(s.layout.primary.width == shown)  // never further out than it was
        _ = s.send(.pointerMove(Point(x: x - 10, y: 300), time: 0.25))
        #expect(s.layout.primary.width == shown - 10)  // follows the pointer back in
        _ = s.send(.pointerMove(Point(x: x, y: 300), time: 0.3))
        #expect(s.layout.primary.width == shown - 10)  // and does not go out again
        _ = s.send(.pointerMove(Point(x: x - 60, y: 300), time: 0.35))
        #expect(s.layout.primary.width == shown - 60)  // inside the limit: an ordinary drag
        _ = s.send(.pointerMove(Point(x: x + 100, y: 300), time: 0.4))
        #expect(s.layout.primary.width == 300)  // which stops at the maximum
        let result = s.send(.pointerUp(Point(x: x + 100, y: 300), time: 0.45))
        #expect(result.effects == [.saveUserPrimaryWidth(300)] && !s.isAnimating)
    }

    @Test func releasedOutsideTheLimitTheColumnCarriesOnToIt() {
        var s = state()
        s.send(.setWidthSettings(WidthSettings(maximum: 300), time: 0))
        s.advance(to: 0.15)
        let shown = s.layout.primary.width, x = s.layout.separator!.midX
        _ = s.send(.pointerDown(Point(x: x, y: 300), time: 0.15))
        _ = s.send(.pointerMove(Point(x: x - 5, y: 300), time: 0.2))
        let result = s.send(.pointerUp(Point(x: x - 5, y: 300), time: 0.25))
        #expect(result.effects == [.saveUserPrimaryWidth(300)])  // the width it ends at
        #expect(s.layout.primary.width == shown - 5 && s.isAnimating)  // from where it was let go
        var widths: [Double] = []
        for frame in 1...30 {
            s.advance(to: 0.25 + Double(frame) / 60)
            widths.append(s.layout.primary.width)
        }
        #expect(zip([shown - 5] + widths, widths).allSatisfy { $0 >= $1 && $0 - $1 <= 4 })  // smoothly narrower
        #expect(s.layout.primary.width == 300 && !s.isAnimating)
    }

    @Test func aResizeDuringTheAnimationIsFollowed() {
        var s = state()
        s.send(.setWidthSettings(WidthSettings(fraction: 0.5), time: 0))
        _ = s.send(.resize(Size(width: 1000, height: 800), time: 0.1))
        s.advance(to: 1)
        #expect(s.layout.primary.width == 500)  // 0.5 × the new window, not the old one
    }

    @Test func settingsStayValidWhenALimitPassesTheOther() {
        var s = state()
        s.send(.setWidthSettings(WidthSettings(minimum: 700), time: 0))
        #expect(s.configuration.minimumPrimaryColumnWidth == 700 && s.configuration.maximumPrimaryColumnWidth == 700)
        s.send(.setWidthSettings(WidthSettings(maximum: 100), time: 1))
        #expect(s.configuration.minimumPrimaryColumnWidth == 100 && s.configuration.maximumPrimaryColumnWidth == 100)
        #expect(s.configuration.errors.isEmpty)
    }

    @Test func anUnchangedWidthDoesNotAnimate() {
        var s = state()
        s.send(.setWidthSettings(WidthSettings(maximum: 700), time: 0))  // 360 is still below the maximum
        #expect(!s.isAnimating)
    }
}
