// The users scene's screen container: every transition reaches its end, switching mid-transition ends on the last choice.
import Testing
import SplitKit
@testable import SplitDemo

@Suite("Screen container")
struct ScreenContainerTests {
    let frame = Rect(x: 100, y: 0, width: 400, height: 300)

    @Test(arguments: [ScreenTransitionKind.crossFade, .slideFromTrailing, .slideFromLeading, .slideUp, .slideDown])
    func everyTransitionReachesItsEndState(kind: ScreenTransitionKind) {
        var c = ScreenContainer(showing: "a")
        c.show("b", transition: kind, at: 1)
        #expect(c.isAnimating && c.previous == "a" && c.current == "b" && c.progress == 0)
        c.advance(to: 1 + kind.duration / 2)
        #expect(c.progress > 0 && c.progress < 1)
        let middle = c.placements(in: frame)
        #expect(middle.map(\.screen).sorted() == ["a", "b"])
        c.advance(to: 1 + kind.duration)
        #expect(!c.isAnimating && c.previous == nil && c.kind == nil && c.progress == 1)
        let end = c.placements(in: frame)
        #expect(end.count == 1)
        #expect(end[0].screen == "b" && end[0].placement == ScreenPlacement(frame: frame, opacity: 1, dim: 0))
    }

    @Test func placementsMoveTheRightWay() {
        var c = ScreenContainer(showing: "a")
        c.show("b", transition: .slideFromTrailing, at: 0)
        c.advance(to: 0.175)
        let p = c.placements(in: frame)
        #expect(p[1].screen == "b" && p[1].placement.frame.x > frame.x && p[1].placement.frame.x < frame.maxX)
        #expect(p[0].placement.frame.x < frame.x)  // the old one moves a little the other way
        var up = ScreenContainer(showing: "list")
        up.show("edit", transition: .slideUp, at: 0)
        up.advance(to: 0.2)
        let q = up.placements(in: frame)
        #expect(q[1].screen == "edit" && q[1].placement.frame.y > 0 && q[1].placement.frame.x == frame.x)
        #expect(q[0].placement.dim > 0)
        var fade = ScreenContainer(showing: "a")
        fade.show("b", transition: .crossFade, at: 0)
        fade.advance(to: 0.125)
        let f = fade.placements(in: frame)
        #expect(f[1].placement.opacity > 0.3 && f[1].placement.opacity < 0.7 && f[1].placement.frame == frame)
    }

    @Test func switchingMidTransitionEndsOnTheLastChoice() {
        var c = ScreenContainer(showing: "personal")
        c.show("location", transition: .slideFromTrailing, at: 0)
        c.advance(to: 0.1)
        c.show("credentials", transition: .slideFromTrailing, at: 0.1)
        #expect(c.previous == "location" && c.current == "credentials")
        c.advance(to: 0.2)
        c.show("personal", transition: .slideFromLeading, at: 0.2)
        c.advance(to: 5)
        #expect(c.current == "personal" && !c.isAnimating)
        #expect(c.placements(in: frame).map(\.screen) == ["personal"])
    }

    @Test func showingTheSameScreenOrWithoutAnimationChangesAtOnce() {
        var c = ScreenContainer(showing: "a")
        c.show("a", transition: .crossFade, at: 0)
        #expect(!c.isAnimating)
        c.show("b", transition: .crossFade, animated: false, at: 0)
        #expect(c.current == "b" && !c.isAnimating && c.previous == nil)
    }
}
