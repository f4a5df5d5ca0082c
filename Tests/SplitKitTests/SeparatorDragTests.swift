// The separator drag and keyboard moves of SPEC §3, sent as events to the split view reducer.
import Testing
import SplitKit
import SplitKitTestSupport

@Suite("Separator (SPEC §3)")
struct SeparatorDragTests {
    func state(_ width: Double = 1200, edge: PrimaryEdge = .leading, user: Double? = nil) -> SplitViewState {
        var c = SplitConfiguration.specExample
        c.primaryEdge = edge
        return try! SplitViewState(configuration: c, size: Size(width: width, height: 800), userPrimaryWidth: user)
    }

    func p(_ x: Double) -> Point { Point(x: x, y: 300) }

    @Test func followsThePointerOneToOneAndSavesOnlyOnRelease() {
        var s = state()
        #expect(s.send(.pointerDown(p(364), time: 0)).handled)
        for x in stride(from: 370.0, through: 564, by: 13) {
            let result = s.send(.pointerMove(p(x), time: 0))
            #expect(result.effects.isEmpty)
            #expect(s.layout.primaryWidth.width == (x - 4).rounded())
            #expect(s.layout.separator?.x == (x - 4).rounded())
        }
        let release = s.send(.pointerUp(p(564), time: 0))
        #expect(release.effects == [.saveUserPrimaryWidth(560)])
        #expect(s.layout.primaryWidth == PrimaryColumnWidth(width: 560, rule: .user))
        #expect(s.separatorDrag == nil)
    }

    /// Issue 38: Escape during a drag puts the width back where it was before the press, animated from where the
    /// column is, saves nothing, and the rest of the press (moves, the release) does nothing.
    @Test func escapeTakesADragBackAndSavesNothing() {
        var s = state(user: 300)
        #expect(s.send(.pointerDown(p(304), time: 0)).handled)
        _ = s.send(.pointerMove(p(504), time: 0.1))
        #expect(s.layout.primaryWidth.width == 500)
        let escape = s.send(.key(.escape, [], time: 0.2))
        #expect(escape.handled && escape.effects.isEmpty)
        #expect(s.userPrimaryWidth == 300 && s.primaryWidth == PrimaryColumnWidth(width: 300, rule: .user))
        #expect(s.displayedPrimaryWidth.width == 500)  // it goes back from where it is, not at a jump
        s.advance(to: 2)
        #expect(s.displayedPrimaryWidth.width == 300 && s.layout.primaryWidth == PrimaryColumnWidth(width: 300, rule: .user))
        let move = s.send(.pointerMove(p(604), time: 2.1))
        #expect(move.handled && s.layout.primaryWidth.width == 300)  // the pointer no longer holds the separator
        let release = s.send(.pointerUp(p(604), time: 2.2))
        #expect(release.handled && release.effects.isEmpty && s.separatorDrag == nil && s.userPrimaryWidth == 300)
        // The next drag is a drag again.
        _ = s.send(.pointerDown(p(304), time: 3))
        _ = s.send(.pointerMove(p(404), time: 3.1))
        #expect(s.send(.pointerUp(p(404), time: 3.2)).effects == [.saveUserPrimaryWidth(400)])
    }

    @Test func escapeAfterASnapShutOpensTheColumnAgainAndADragOutOfTheHandleShutsIt() {
        var s = state()
        _ = s.send(.pointerDown(p(364), time: 0))
        _ = s.send(.pointerMove(p(60), time: 0.1))  // past the snap point: shuts
        #expect(s.collapse.target == 1)
        #expect(s.send(.key(.escape, [], time: 0.2)).effects.isEmpty)
        s.advance(to: 2)
        #expect(s.collapse.value == 0 && s.layout.primaryWidth.width == 360)  // open, at the width from before
        #expect(s.send(.pointerUp(p(60), time: 2.1)).effects.isEmpty)
        // Shut by a double-click, dragged out of the edge handle, taken back: shut again.
        var shut = state()
        _ = shut.send(.pointerDown(p(364), time: 0)); _ = shut.send(.pointerUp(p(364), time: 0.01))
        _ = shut.send(.pointerDown(p(364), time: 0.1)); _ = shut.send(.pointerUp(p(364), time: 0.11))
        shut.advance(to: 2)
        #expect(shut.displayMode == .secondaryOnly)
        let handle = shut.layout.separator!
        _ = shut.send(.pointerDown(p(handle.midX), time: 2))
        _ = shut.send(.pointerMove(p(300), time: 2.1))
        #expect(shut.collapse.value == 0)
        #expect(shut.send(.key(.escape, [], time: 2.2)).effects.isEmpty)
        shut.advance(to: 4)
        #expect(shut.displayMode == .secondaryOnly)
        #expect(shut.send(.pointerUp(p(300), time: 4.1)).effects.isEmpty)
    }

    /// Issue 13: the width a drag showed when a resize into the compact band cut it short is kept and saved.
    @Test func aDragCutShortByCompactIsKeptAndSaved() {
        var s = state()
        _ = s.send(.pointerDown(p(364), time: 0))
        _ = s.send(.pointerMove(p(464), time: 0.1))
        let resize = s.send(.resize(Size(width: 500, height: 800), time: 0.2))
        #expect(resize.effects == [.saveUserPrimaryWidth(460)])
        #expect(s.separatorDrag == nil && s.userPrimaryWidth == 460)
        #expect(s.send(.pointerUp(p(300), time: 0.3)).effects.isEmpty)  // the release is nobody's now
        _ = s.send(.resize(Size(width: 1200, height: 800), time: 0.4))
        #expect(s.layout.primaryWidth == PrimaryColumnWidth(width: 460, rule: .user))
    }

    @Test func aPressCutShortByCompactSavesNothing() {
        var s = state()
        _ = s.send(.pointerDown(p(364), time: 0))
        #expect(s.send(.resize(Size(width: 500, height: 800), time: 0.2)).effects.isEmpty)
        #expect(s.userPrimaryWidth == nil)
    }

    @Test func stopsAtTheMaximumAndComesBackWithoutDrift() {
        var s = state()
        _ = s.send(.pointerDown(p(364), time: 0))
        _ = s.send(.pointerMove(p(1100), time: 0))
        #expect(s.layout.primaryWidth == PrimaryColumnWidth(width: 640, rule: .maximum))
        _ = s.send(.pointerMove(p(1150), time: 0))
        #expect(s.layout.primaryWidth.width == 640)
        _ = s.send(.pointerMove(p(464), time: 0))
        #expect(s.layout.primaryWidth == PrimaryColumnWidth(width: 460, rule: .user))
        #expect(s.layout.separator?.x == 460)  // the pointer is still 4 points into the separator
    }

    @Test func stopsAtTheMinimumAndComesBackWithoutDrift() {
        var s = state()
        _ = s.send(.pointerDown(p(364), time: 0))
        _ = s.send(.pointerMove(p(104), time: 0))  // 100 points short of the minimum: held there (not yet snapping)
        #expect(s.layout.primaryWidth == PrimaryColumnWidth(width: 200, rule: .minimum))
        _ = s.send(.pointerMove(p(304), time: 0))
        #expect(s.layout.primaryWidth == PrimaryColumnWidth(width: 300, rule: .user))
    }

    /// SPEC §3 snap-collapse: more than half the minimum (200) past the minimum, the primary shuts.
    @Test func draggingFarPastTheMinimumSnapsThePrimaryShutAndBackOpen() {
        var s = state()
        _ = s.send(.pointerDown(p(364), time: 0))
        _ = s.send(.pointerMove(p(110), time: 0.1))  // asks for 106: held at the minimum
        #expect(s.layout.primaryWidth.width == 200 && s.collapse.target == 0)
        _ = s.send(.pointerMove(p(98), time: 0.2))  // asks for 94 < 100: shuts, animated
        #expect(s.collapse.target == 1 && s.collapse.isAnimating)
        s.advance(to: 0.3)
        #expect(s.collapse.value > 0 && s.collapse.value < 1)  // sliding off its edge
        s.advance(to: 1)
        #expect(s.displayMode == .secondaryOnly)
        #expect(s.layout.primary.maxX <= 0 && s.layout.separator?.x == 0)  // the handle at the edge
        _ = s.send(.pointerMove(p(150), time: 1))  // back inside the snap distance: open at the clamp, in this move
        #expect(s.collapse.value == 0 && !s.collapse.isAnimating)
        #expect(s.displayMode == .oneBesideSecondary && s.layout.primary == Rect(x: 0, y: 0, width: 200, height: 800))
        _ = s.send(.pointerMove(p(304), time: 2))
        #expect(s.layout.primaryWidth == PrimaryColumnWidth(width: 300, rule: .user))
    }

    /// Issue 16: after a snap-collapse the pointer owns the separator again at once: in every frame after the
    /// reopen the separator is at the pointer minus the grab offset (clamped by SPEC §2), with no spring behind it.
    @Test func afterASnapTheReopenedSeparatorIsUnderThePointerInEveryFrame() {
        var s = state()
        _ = s.send(.pointerDown(p(364), time: 0))  // grabs the separator (at 360) 4 points in
        var t = 0.0
        func frame(_ x: Double) {
            t += 1.0 / 60
            _ = s.send(.pointerMove(p(x), time: t))
            s.advance(to: t)
        }
        for x in stride(from: 300.0, through: 0, by: -100) { frame(x) }  // fast to the left edge: snaps shut
        #expect(s.collapse.target == 1)
        for x in [50.0, 120, 300, 404, 404, 404, 520, 640, 700, 404] {
            frame(x)
            if x - 4 < 100 {
                #expect(s.collapse.target == 1)  // still shut (sliding off): only the collapse animates
            } else {
                #expect(s.layout.separator?.x == min(640, max(200, x - 4)), "pointer at \(x)")
                #expect(s.collapse.value == 0 && !s.isAnimating)
            }
        }
        let release = s.send(.pointerUp(p(404), time: t))
        #expect(release.effects == [.saveUserPrimaryWidth(400)] && s.layout.separator?.x == 400 && !s.isAnimating)
    }

    /// Issue 16: the collapse shrinks the column from the width on screen, however far the pointer jumped.
    @Test func theSnapCollapseShrinksFromTheWidthOnScreen() {
        var s = state(user: 496)
        _ = s.send(.pointerDown(p(500), time: 0))
        _ = s.send(.pointerMove(p(2), time: 0.01))  // one motion event from 496 to the edge
        var shown = [s.layout.primary.maxX]
        for frame in 1...40 {
            s.advance(to: 0.01 + Double(frame) / 60)
            shown.append(s.layout.primary.maxX)
        }
        #expect(shown.first == 496)
        #expect(zip(shown, shown.dropFirst()).allSatisfy { $0 >= $1 })
        #expect(shown.last == 0 && s.layout.separator?.x == 0)
    }

    /// Issue 16: while the separator is held, keys that would move the column leave it to the pointer.
    @Test func theDragOwnsTheSeparatorUntilRelease() {
        var s = state()
        _ = s.send(.pointerDown(p(364), time: 0))
        _ = s.send(.pointerMove(p(504), time: 0.1))
        #expect(!s.send(.key(.f9, [], time: 0.2)).handled)
        s.advance(to: 1)
        #expect(s.collapse.value == 0 && s.layout.separator?.x == 500)
        _ = s.send(.pointerMove(p(454), time: 1.1))
        #expect(s.layout.separator?.x == 450)
        #expect(s.send(.pointerUp(p(454), time: 1.2)).effects == [.saveUserPrimaryWidth(450)])
        #expect(s.interaction == .idle)
    }

    /// A press whose release never arrived is ended by the next press: the drag keeps the width it showed.
    @Test func aNewPressEndsADragThatNeverSawItsRelease() {
        var s = state()
        _ = s.send(.pointerDown(p(364), time: 0))
        _ = s.send(.pointerMove(p(464), time: 0.1))
        let press = s.send(.pointerDown(p(900), time: 0.2))
        #expect(press.effects == [.saveUserPrimaryWidth(460)])
        #expect(s.interaction == .idle && s.layout.separator?.x == 460)
        _ = s.send(.pointerMove(p(700), time: 0.3))
        #expect(s.layout.separator?.x == 460)  // motion without a drag moves nothing
    }

    @Test func releasedWhileShutItStaysShutAndTheRestoreBringsBackTheOldWidth() {
        var s = state(user: 500)
        _ = s.send(.pointerDown(p(504), time: 0))
        _ = s.send(.pointerMove(p(300), time: 0.1))
        _ = s.send(.pointerMove(p(40), time: 0.2))
        let release = s.send(.pointerUp(p(40), time: 0.25))
        #expect(release.handled && release.effects.isEmpty)  // nothing new to save
        #expect(s.userPrimaryWidth == 500)
        var shown: [Double] = []
        for frame in 1...60 {
            s.advance(to: 0.25 + Double(frame) / 60)
            shown.append(s.layout.primary.maxX)
        }
        #expect(zip(shown, shown.dropFirst()).allSatisfy { $0 >= $1 })  // slides off without a jump back
        #expect(s.displayMode == .secondaryOnly && !s.isAnimating)
        _ = s.send(.key(.f9, [], time: 2))  // restore
        s.advance(to: 4)
        #expect(s.layout.primaryWidth == PrimaryColumnWidth(width: 500, rule: .user))
        #expect(s.layout.primary.x == 0)
    }

    @Test func withoutAMinimumNothingSnaps() {
        var c = SplitConfiguration.specExample
        c.minimumPrimaryColumnWidth = 0
        var s = try! SplitViewState(configuration: c, size: Size(width: 1200, height: 800))
        _ = s.send(.pointerDown(p(364), time: 0))
        _ = s.send(.pointerMove(p(-300), time: 0.1))
        #expect(s.collapse.target == 0 && s.layout.primaryWidth.width == 0)
    }

    @Test func aDragThatComesBackToWhereItStartedIsStillADrag() {
        var s = state(user: 560)
        _ = s.send(.pointerDown(p(564), time: 0))
        _ = s.send(.pointerMove(p(900), time: 0.1))
        let release = s.send(.pointerUp(p(564), time: 0.2))
        #expect(release.effects == [.saveUserPrimaryWidth(560)])  // a drag's release saves; a click's would not
        #expect(s.layout.primaryWidth.width == 560 && !s.isAnimating)  // under the pointer at once
    }

    @Test func aClickMidAnimationLetsTheAnimationCarryOn() {
        var s = state()
        s.send(.setWidthSettings(WidthSettings(fraction: 0.5), time: 0))
        s.advance(to: 0.1)
        let shown = s.layout.primary.width, x = s.layout.separator!.midX
        _ = s.send(.pointerDown(p(x), time: 0.1))
        #expect(s.send(.pointerUp(p(x), time: 0.1)).effects.isEmpty)
        #expect(s.layout.primary.width == shown && s.isAnimating)  // no jump to the end
        s.advance(to: 1)
        #expect(s.layout.primary.width == 600)
    }

    @Test func theDetailNeverGetsNarrowerThanItsMinimum() {
        var s = state(920)
        _ = s.send(.pointerDown(p(280), time: 0))
        _ = s.send(.pointerMove(p(900), time: 0))
        #expect(s.layout.primaryWidth == PrimaryColumnWidth(width: 552, rule: .secondaryMinimum))
        #expect(s.layout.secondary.width == 360)
        let release = s.send(.pointerUp(p(900), time: 0))
        #expect(release.effects == [.saveUserPrimaryWidth(552)])  // what the user saw, not where the pointer went
    }

    @Test func aClickOnTheSeparatorChangesNothing() {
        var s = state(920, user: 560)
        #expect(s.layout.primaryWidth.width == 552)
        _ = s.send(.pointerDown(p(555), time: 0))
        let release = s.send(.pointerUp(p(555), time: 0))
        #expect(release.handled)
        #expect(release.effects.isEmpty)
        #expect(s.userPrimaryWidth == 560)
    }

    @Test func pressesAwayFromTheSeparatorAreNotTaken() {
        var s = state()
        #expect(!s.send(.pointerDown(p(300), time: 0)).handled)
        #expect(!s.send(.pointerMove(p(500), time: 0)).handled)
        #expect(!s.send(.pointerUp(p(500), time: 0)).handled)
        #expect(s.userPrimaryWidth == nil)
    }

    @Test func windowResizesKeepTheUserWidth() {
        var s = state(user: 560)
        _ = s.send(.resize(Size(width: 920, height: 800), time: 0))
        #expect(s.layout.primaryWidth == PrimaryColumnWidth(width: 552, rule: .secondaryMinimum))
        _ = s.send(.resize(Size(width: 1600, height: 800), time: 0))
        #expect(s.layout.primaryWidth == PrimaryColumnWidth(width: 560, rule: .user))
        #expect(s.layout.secondary.width == 1600 - 568)
    }

    @Test func trailingPrimaryGrowsWhenDraggedLeft() {
        var s = state(edge: .trailing)
        #expect(s.layout.separator?.x == 832)
        _ = s.send(.pointerDown(p(836), time: 0))
        _ = s.send(.pointerMove(p(636), time: 0))
        #expect(s.layout.primaryWidth == PrimaryColumnWidth(width: 560, rule: .user))
        #expect(s.layout.primary.x == 640)
        let release = s.send(.pointerUp(p(636), time: 0))
        #expect(release.effects == [.saveUserPrimaryWidth(560)])
    }

    @Test func keyboardMovesTheFocusedSeparator() {
        var s = state()
        #expect(!s.send(.key(.right, [], time: 0)).handled)  // not focused yet
        #expect(s.send(.key(.tab, [], time: 0)).handled)
        #expect(s.separatorFocused)
        // Each move shows at once; none is saved while the separator keeps the focus.
        #expect(s.send(.key(.right, [], time: 0)).effects == [] && s.userPrimaryWidth == 370)
        #expect(s.send(.key(.right, .shift, time: 0)).effects == [] && s.userPrimaryWidth == 420)
        #expect(s.send(.key(.left, [], time: 0)).effects == [] && s.layout.primaryWidth.width == 410)
        // The focus leaving (F8 gives it back) accepts them: the width is saved once.
        #expect(s.send(.key(.f8, [], time: 0)).effects == [.saveUserPrimaryWidth(410)])
        #expect(!s.separatorFocused)
    }

    /// GTK's paned: Escape after key moves puts the width back to where it was when the focus came, saving nothing.
    @Test func escapeTakesKeyMovesBackAndSavesNothing() {
        var s = state()
        _ = s.send(.key(.f8, [], time: 0))
        for _ in 0..<3 { _ = s.send(.key(.right, .shift, time: 0)) }
        #expect(s.userPrimaryWidth == 510)
        let escape = s.send(.key(.escape, [], time: 1))
        #expect(escape.handled && escape.effects == [] && !s.separatorFocused)
        #expect(s.userPrimaryWidth == nil)  // none chosen when the focus came: the fraction decides again
        #expect(s.isWidthAnimating)  // from the width on screen, not a jump
        s.advance(to: 2)
        #expect(s.layout.primaryWidth.width == 360)
        // Nothing is saved later either: the focus comes and goes with nothing to accept.
        #expect(s.send(.key(.f8, [], time: 2)).effects.isEmpty && s.send(.key(.f8, [], time: 2)).effects.isEmpty)
    }

    /// Return after key moves accepts them: the width is saved and the focus goes back to where it was before F8.
    @Test func returnAcceptsKeyMovesAndSpaceStillCollapses() {
        var s = state()
        _ = s.send(.key(.f8, [], time: 0))
        _ = s.send(.key(.left, [], time: 0))
        #expect(s.send(.key(.enter, [], time: 0)).effects == [.saveUserPrimaryWidth(350)])
        #expect(!s.separatorFocused && s.collapse.target == 0)
        // Without moves, Return collapses as before; so does Space after moves (and nothing is saved by it).
        _ = s.send(.key(.f8, [], time: 1))
        _ = s.send(.key(.enter, [], time: 1))
        #expect(s.collapse.target == 1 && s.separatorFocused)
        _ = s.send(.key(.enter, [], time: 2))
        _ = s.send(.key(.left, [], time: 3))
        #expect(s.send(.key(.space, [], time: 3)).effects == [] && s.collapse.target == 1)
    }

    /// A key that opens a collapsed primary and Escape: it is collapsed again, at the width it had.
    @Test func escapeAfterKeysOpenedACollapsedPrimaryCollapsesItAgain() {
        var s = state(user: 300)
        _ = s.send(.key(.f8, [], time: 0))
        _ = s.send(.key(.enter, [], time: 0))  // collapse (no moves yet)
        s.advance(to: 1)
        _ = s.send(.key(.f8, [], time: 1))  // the focus goes and comes back: a new keyboard resize starts collapsed
        _ = s.send(.key(.f8, [], time: 1))
        _ = s.send(.key(.right, [], time: 1))  // opens it at 310
        #expect(s.collapse.target == 0 && s.userPrimaryWidth == 310)
        #expect(s.send(.key(.escape, [], time: 2)).effects == [])
        #expect(s.collapse.target == 1 && s.userPrimaryWidth == 300)
    }

    @Test func keyboardOnATrailingPrimaryMirrors() {
        var s = state(edge: .trailing)
        _ = s.send(.key(.tab, [], time: 0))
        #expect(s.send(.key(.left, [], time: 0)).handled && s.userPrimaryWidth == 370)
    }

    @Test func savedWidthsOfZeroOrLessAreIgnored() {
        #expect(state(user: 0).userPrimaryWidth == nil)
        #expect(state(user: -40).userPrimaryWidth == nil)
        #expect(state(user: 500).userPrimaryWidth == 500)
    }

    @Test func hoveringTheSeparatorAsksForTheResizeCursor() {
        var s = state()
        _ = s.send(.pointerMove(p(365), time: 0))
        #expect(s.separatorHovered)
        _ = s.send(.pointerMove(p(500), time: 0))
        #expect(!s.separatorHovered)
    }
}
