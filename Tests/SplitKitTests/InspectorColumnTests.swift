// The inspector column (SPEC §15.2): hidden at first, shown beside the secondary by its key or button, its separator
// dragged 1:1 with the secondary's minimum kept, over the secondary when the window cannot hold it, a page when
// collapsed, mirrored right to left, and operable by assistive technologies.
import Testing
import SplitKit
import SplitKitTestSupport

@Suite("Inspector column")
struct InspectorColumnTests {
    let items = NavigationPage(id: "items", title: "Items")
    let thread = NavigationPage(id: "2", title: "Item 3")
    let details = NavigationPage(id: "details", title: "Details")
    let ctrlAltI = KeyModifiers([.control, .alt])

    /// SPEC §2's worked example with the mail scene's inspector (0.3 of the width, 280 ... 360), Item 3 chosen.
    func split(width: Double = 1200, direction: LayoutDirection = .leftToRight, maximum: Double = 360,
               inspector: Bool = true, preferred: Double? = nil, minimumSecondary: Double = 360,
               compactInspector: CompactInspector = .sheet) -> SplitViewState {
        var c = SplitConfiguration.specExample
        c.compactInspector = compactInspector
        c.minimumSecondaryColumnWidth = minimumSecondary
        c.layoutDirection = direction
        c.preferredInspectorColumnWidthFraction = 0.3
        c.minimumInspectorColumnWidth = 280
        c.maximumInspectorColumnWidth = maximum
        c.preferredInspectorColumnWidth = preferred
        var s = try! SplitViewState(configuration: c, size: Size(width: width, height: 700), primaryPage: items,
                                    inspectorPage: inspector ? details : nil)
        s.send(.showDetail(thread, time: 0))
        return s
    }

    func shown(width: Double = 1200, direction: LayoutDirection = .leftToRight, maximum: Double = 360,
               minimumSecondary: Double = 360, compactInspector: CompactInspector = .sheet) -> SplitViewState {
        var s = split(width: width, direction: direction, maximum: maximum, minimumSecondary: minimumSecondary,
                      compactInspector: compactInspector)
        s.send(.key(.character("I"), ctrlAltI, time: 0))
        s.advance(to: 2)
        return s
    }

    func click(_ s: inout SplitViewState, _ p: Point, at t: Double) {
        s.send(.pointerDown(p, time: t))
        s.send(.pointerUp(p, time: t + 0.05))
    }

    /// Found by the fuzz: the inspector beside the secondary widened at once when F9 began to collapse the primary, as
    /// if the primary were already gone, and the secondary lost 36 points below its minimum for that frame (and 80 in
    /// other set-ups); coming back, the inspector narrowed at once likewise. It follows the primary as it slides.
    @Test func theInspectorFollowsThePrimarySlidingShutAndOpenTheSecondaryKeepingItsMinimum() {
        var s = split(width: 1000, preferred: 360)  // primary 300 | 8 | secondary 360 | 8 | inspector 324 of its 360
        s.send(.key(.character("I"), ctrlAltI, time: 0))
        s.advance(to: 2)
        #expect(s.inspectorFrame?.width == 324 && s.layout.secondary.width == 360)
        for (start, shut) in [(2.0, true), (4.0, false)] {
            let before = s.inspectorFrame!.width
            #expect(s.send(.key(.f9, [], time: start)).handled)
            #expect(s.inspectorFrame?.width == before)  // the primary has not moved yet, nor has the inspector
            for frame in 0...120 {
                s.advance(to: start + Double(frame) / 60)
                #expect(s.layout.secondary.width >= 360, "\(shut ? "shutting" : "opening"), frame \(frame)")
            }
            #expect(s.inspectorFrame?.width == (shut ? 360 : 324) && !s.isAnimating)
        }
    }

    /// Issue 35: with the inspector beside the secondary, screen readers were told the separator reached 640 while a
    /// drag stopped at 544 (1200 − the inspector's 280 and its separator − 8 − the secondary's 360).
    @Test func theSeparatorsRangeLeavesTheInspectorsRoom() {
        var s = shown()
        #expect(s.separatorRange == 200...544)
        let separator = s.accessibilityTree(content: { _ in .placeholder("", appearance: .light) }).node(withID: AccessibleNode.ID.separator)
        #expect(separator?.value?.maximum == 544)
        s.send(.key(.character("I"), ctrlAltI, time: 2))
        s.advance(to: 4)
        #expect(s.separatorRange == 200...640)  // hidden: the secondary's minimum alone (1200 − 8 − 360 = 832 > 640)
    }

    @Test func hiddenAtFirstThenCtrlAltIShowsItBesideTheSecondaryAndHidesItAgain() {
        var s = split()
        #expect(!s.isInspectorShown && s.layout.inspector == nil && s.inspectorFrame == nil)
        #expect(s.send(.key(.character("I"), ctrlAltI, time: 0)).handled)
        s.advance(to: 0.1)
        let sliding = s.layout.inspector!
        #expect(sliding.x > 840 && sliding.x < 1200 && s.isAnimating)  // on its way in from the trailing edge
        s.advance(to: 2)
        // 360 | 8 | 464 | 8 | 360: the primary keeps its width, the secondary gives the inspector room.
        #expect(s.inspectorFrame == Rect(x: 840, y: 0, width: 360, height: 700))
        #expect(s.layout.inspectorSeparator == Rect(x: 832, y: 0, width: 8, height: 700))
        #expect(s.layout.secondary == Rect(x: 368, y: 0, width: 464, height: 700) && s.layout.primary.width == 360)
        #expect(s.inspectorPlacement == .beside && s.inspectorWidth.rule == .fraction)
        s.send(.key(.character("I"), ctrlAltI, time: 2))
        s.advance(to: 4)
        #expect(s.inspectorFrame == nil && s.layout.secondary.width == 832 && !s.isAnimating)
    }

    @Test func aSplitWithoutAnInspectorHasNoButtonAndLeavesTheKeyToTheHost() {
        var s = split(inspector: false)
        #expect(s.inspectorButton == nil && !s.send(.key(.character("I"), ctrlAltI, time: 0)).handled)
        s.advance(to: 2)
        #expect(s.layout.inspector == nil)
        #expect(split().inspectorButton == Rect(x: 1200 - 4 - 44, y: 0, width: 44, height: 44))
    }

    @Test func itsButtonAtTheSecondarysTrailingEndTogglesIt() {
        var s = split()
        let button = s.inspectorButton!
        click(&s, Point(x: button.midX, y: button.midY), at: 0)
        s.advance(to: 2)
        #expect(s.isInspectorShown && s.inspectorFrame?.x == 840)
        click(&s, Point(x: s.inspectorButton!.midX, y: s.inspectorButton!.midY), at: 2)
        s.advance(to: 4)
        #expect(!s.isInspectorShown && s.inspectorFrame == nil)
    }

    @Test func itsWidthComesFromTheUserThePreferredWidthOrTheFractionClampedToItsLimits() {
        var c = SplitConfiguration()
        c.minimumInspectorColumnWidth = 200
        c.maximumInspectorColumnWidth = 400
        #expect(InspectorColumnWidth.resolve(splitWidth: 1000, userWidth: nil, configuration: c) == InspectorColumnWidth(width: 300, rule: .fraction))
        #expect(InspectorColumnWidth.resolve(splitWidth: 500, userWidth: nil, configuration: c) == InspectorColumnWidth(width: 200, rule: .minimum))
        #expect(InspectorColumnWidth.resolve(splitWidth: 2000, userWidth: nil, configuration: c) == InspectorColumnWidth(width: 400, rule: .maximum))
        c.preferredInspectorColumnWidth = 250
        #expect(InspectorColumnWidth.resolve(splitWidth: 2000, userWidth: nil, configuration: c) == InspectorColumnWidth(width: 250, rule: .preferred))
        #expect(InspectorColumnWidth.resolve(splitWidth: 2000, userWidth: 333, configuration: c) == InspectorColumnWidth(width: 333, rule: .user))
        c.maximumInspectorColumnWidth = 100
        #expect(c.errors.map(\.setting) == [.maximumInspectorColumnWidth])
        #expect(split(preferred: 300).inspectorWidth == InspectorColumnWidth(width: 300, rule: .preferred))
    }

    @Test func besideATiledPrimaryTheSecondaryKeepsItsMinimumThePrimaryGivingWayFirst() {
        // 900: the primary's 270 gives way to 244 so the inspector keeps its 280 minimum and the secondary its 360.
        var s = shown(width: 900)
        #expect(s.inspectorPlacement == .beside && s.layout.primary.width == 244 && s.layout.secondary.width == 360)
        #expect(s.inspectorFrame == Rect(x: 620, y: 0, width: 280, height: 700) && s.inspectorWidth.rule == .minimum)
        // Hidden again, the primary moves back to its own width (animated, not at once).
        var hidden = s
        hidden.send(.hideInspector(time: 2))
        hidden.advance(to: 2.05)
        #expect(hidden.layout.primary.width > 244 && hidden.layout.primary.width < 270)
        hidden.advance(to: 4)
        #expect(hidden.layout.primary.width == 270)
        // The primary dragged wider cannot push the secondary under its minimum either.
        let handle = s.layout.separator!
        s.send(.pointerDown(Point(x: handle.midX, y: 300), time: 2))
        s.send(.pointerMove(Point(x: handle.midX + 100, y: 300), time: 2.1))
        s.send(.pointerUp(Point(x: handle.midX + 100, y: 300), time: 2.2))
        #expect(s.layout.primary.width == 244 && s.layout.secondary.width == 360 && s.inspectorFrame?.width == 280)
    }

    @Test func itsSeparatorFollowsThePointer1to1WithinItsLimitsAndTheSecondarysMinimumThenIsSaved() {
        var s = shown(maximum: 600)  // 0.3 × 1200 = 360
        let handle = s.layout.inspectorSeparator!
        let y = 300.0, x = handle.midX
        s.send(.pointerDown(Point(x: x, y: y), time: 2))
        #expect(s.interaction.name == "inspectorSeparatorDrag")
        s.send(.pointerMove(Point(x: x + 50, y: y), time: 2.1))
        #expect(s.inspectorFrame?.width == 310 && s.layout.secondary.width == 514)  // 50 points right: 50 narrower
        s.send(.pointerMove(Point(x: x - 60, y: y), time: 2.2))
        #expect(s.inspectorFrame?.width == 420)
        s.send(.pointerMove(Point(x: x - 300, y: y), time: 2.3))
        // 1200 − 360 − 8 − 360 − 8 = 464: the secondary stays at its 360 minimum.
        #expect(s.inspectorFrame?.width == 464 && s.layout.secondary.width == 360 && s.inspectorWidth.rule == .secondaryMinimum)
        s.send(.pointerMove(Point(x: x + 500, y: y), time: 2.4))
        #expect(s.inspectorFrame?.width == 280)  // its minimum
        s.send(.pointerMove(Point(x: x + 40, y: y), time: 2.5))
        let released = s.send(.pointerUp(Point(x: x + 40, y: y), time: 2.6))
        #expect(released.effects == [.saveUserInspectorWidth(320)] && s.userInspectorWidth == 320 && s.inspectorFrame?.width == 320)
    }

    /// Issue 38: Escape during a drag of its separator puts the inspector back at the width it had; nothing is saved.
    @Test func escapeTakesBackADragOfItsSeparator() {
        var s = shown(maximum: 600)
        let handle = s.layout.inspectorSeparator!
        let y = 300.0, x = handle.midX
        s.send(.pointerDown(Point(x: x, y: y), time: 2))
        s.send(.pointerMove(Point(x: x - 60, y: y), time: 2.1))
        #expect(s.inspectorFrame?.width == 420)
        let escape = s.send(.key(.escape, [], time: 2.2))
        #expect(escape.handled && escape.effects.isEmpty && s.inspectorFrame?.width == 360 && s.userInspectorWidth == nil)
        s.send(.pointerMove(Point(x: x - 100, y: y), time: 2.3))
        #expect(s.inspectorFrame?.width == 360)
        let released = s.send(.pointerUp(Point(x: x - 100, y: y), time: 2.4))
        #expect(released.handled && released.effects.isEmpty && s.inspectorSeparatorDrag == nil)
    }

    @Test func itsSeparatorGrabbedWhileItSlidesInLetsItFinishSliding() {
        var s = split()
        s.send(.showInspector(time: 0))
        s.advance(to: 0.08)
        let handle = s.layout.inspectorSeparator!
        s.send(.pointerDown(Point(x: handle.midX, y: 300), time: 0.08))
        s.send(.pointerUp(Point(x: handle.midX, y: 300), time: 0.1))
        s.advance(to: 2)
        #expect(s.inspectorFrame == Rect(x: 840, y: 0, width: 360, height: 700) && !s.isAnimating)
    }

    @Test func overTheSecondaryWhenTheWindowCannotHoldItWithDimShadowAndTapsThatHideIt() {
        var s = shown(width: 840)  // the overlay band: no room beside
        #expect(s.inspectorPlacement == .over && s.inspectorFrame == Rect(x: 560, y: 0, width: 280, height: 700))
        #expect(s.layout.secondary.width == 840 && s.inspectorDim > 0 && s.detailContentFrame == nil && s.inspectorButton == nil)
        click(&s, Point(x: 300, y: 400), at: 2)  // a tap on the dim
        s.advance(to: 4)
        #expect(!s.isInspectorShown && s.inspectorFrame == nil && s.detailContentFrame != nil)
        s.send(.showInspector(time: 4))
        s.advance(to: 6)
        #expect(s.send(.key(.escape, [], time: 6)).handled)
        s.advance(to: 8)
        #expect(!s.isInspectorShown)
        // Tiled but too narrow for the primary (at its 200 minimum), a secondary's 560 and the inspector's 280: over.
        #expect(shown(width: 1056, minimumSecondary: 560).inspectorPlacement == .beside)
        let over = shown(width: 1055, minimumSecondary: 560)
        #expect(over.inspectorPlacement == .over && over.layout.primary.width == 317 && over.inspectorFrame?.x == 1055 - 317)
    }

    @Test func aSwipeFromTheTrailingEdgeBringsItInOverTheSecondary1to1AndASwipeBackTakesItOut() {
        var s = split(width: 840)
        let y = 400.0
        s.send(.pointerDown(Point(x: 835, y: y), time: 0))
        s.send(.pointerMove(Point(x: 815, y: y), time: 0.02))
        s.send(.pointerMove(Point(x: 695, y: y), time: 0.2))
        #expect(s.inspectorFrame?.x == 700 && s.interaction.name == "swipe")  // 140 of 280 points in: half-way
        s.send(.pointerMove(Point(x: 600, y: y), time: 0.3))
        s.send(.pointerUp(Point(x: 600, y: y), time: 0.31))
        s.advance(to: 2)
        #expect(s.isInspectorShown && s.inspectorFrame?.x == 560)
        // On the panel, towards its edge: it follows, and a fling that way takes it out.
        s.send(.pointerDown(Point(x: 700, y: y), time: 2))
        s.send(.pointerMove(Point(x: 720, y: y), time: 2.02))
        s.send(.pointerMove(Point(x: 780, y: y), time: 2.06))
        #expect(s.inspectorFrame!.x > 560)
        s.send(.pointerUp(Point(x: 800, y: y), time: 2.08))
        s.advance(to: 4)
        #expect(!s.isInspectorShown && s.inspectorFrame == nil)
    }

    @Test func aTouchpadSwipeOverTheSecondaryBringsInAnInspectorThatGoesOverIt() {
        var s = split(width: 840)
        var t = 0.0
        for _ in 0..<12 {
            s.send(.scroll(dx: 24, dy: 0, at: Point(x: 400, y: 400), time: t))  // the content moves left
            t += 0.016
        }
        #expect(s.interaction.name == "swipe" && s.inspectorFrame != nil)
        s.advance(to: t + 1)
        #expect(s.isInspectorShown && s.inspectorFrame?.x == 560)
    }

    @Test func oneOverlayAtATimeThePrimaryOrTheInspector() {
        var s = shown(width: 840)
        s.send(.showPrimary(time: 2))
        s.advance(to: 4)
        #expect(s.overlay.value == 1 && !s.isInspectorShown)
        s.send(.showInspector(time: 4))
        s.advance(to: 6)
        #expect(s.overlay.value == 0 && s.isInspectorShown)
    }

    @Test func collapsedItIsAPageOfTheStackAndSeparatingShowsItAgain() {
        var s = shown(compactInspector: .page)
        s.send(.input(.resize(Size(width: 500, height: 700), time: 2)))
        #expect(s.stackTitles == ["Items", "Item 3", "Details"] && s.inspectorPlacement == .page)
        #expect(s.inspectorFrame == Rect(x: 0, y: 0, width: 500, height: 700) && s.detail == thread && s.detailPages == [thread])
        s.send(.input(.resize(Size(width: 1200, height: 700), time: 2.5)))
        #expect(s.stackTitles == ["Items", "Item 3"] && s.inspectorFrame?.x == 840)
        s.send(.input(.resize(Size(width: 500, height: 700), time: 3)))
        #expect(s.send(.key(.backspace, [], time: 3)).handled)  // back from the inspector's page: it is hidden
        s.advance(to: 5)
        #expect(s.stackTitles == ["Items", "Item 3"] && !s.isInspectorShown)
        // On the detail page its button pushes the page again.
        let button = s.inspectorButton!
        #expect(button == Rect(x: 500 - 4 - 44, y: 0, width: 44, height: 44))
        click(&s, Point(x: button.midX, y: button.midY), at: 5)
        s.advance(to: 7)
        #expect(s.stackTitles == ["Items", "Item 3", "Details"] && s.inspectorButton == nil && s.backButtonTitle == "‹ Item 3")
        s.send(.input(.resize(Size(width: 1200, height: 700), time: 7)))
        #expect(s.isInspectorShown && s.stackTitles == ["Items", "Item 3"])
    }

    @Test func rightToLeftItIsOnTheLeftAndItsSeparatorMirrors() {
        var s = shown(direction: .rightToLeft)
        #expect(s.inspectorFrame == Rect(x: 0, y: 0, width: 360, height: 700) && s.layout.inspectorSeparator?.x == 360)
        #expect(s.layout.secondary == Rect(x: 368, y: 0, width: 464, height: 700) && s.layout.primary.x == 840)
        #expect(split(direction: .rightToLeft).inspectorButton?.x == 4)
        let x = s.layout.inspectorSeparator!.midX
        s.send(.pointerDown(Point(x: x, y: 300), time: 2))
        s.send(.pointerMove(Point(x: x - 30, y: 300), time: 2.1))
        #expect(s.inspectorFrame?.width == 330)  // to the left: narrower
        s.send(.pointerUp(Point(x: x - 30, y: 300), time: 2.2))
    }

    @Test func itsNodesAreNamedAndOperableAndF6ReachesIt() {
        var host = MailLikeHost(width: 1200)
        host.split = shown()
        let tree = host.tree
        let ids = tree.flattened.map(\.id)
        typealias ID = AccessibleNode.ID
        #expect(ids.contains(ID.inspector) && ids.contains(ID.inspectorSeparator) && ids.contains(ID.inspectorButton))
        #expect(ids.firstIndex(of: ID.secondary)! < ids.firstIndex(of: ID.inspectorSeparator)!)
        #expect(ids.firstIndex(of: ID.inspectorSeparator)! < ids.firstIndex(of: ID.inspector)!)
        let separator = tree.node(withID: ID.inspectorSeparator)!
        #expect(separator.name == "Inspector width" && separator.value?.current == 360 && separator.value?.text == "360 points")
        #expect(separator.value?.minimum == 280 && separator.value?.maximum == 360)
        #expect(tree.node(withID: ID.inspectorButton)?.name == "Hide inspector")
        #expect(tree.node(withID: ID.inspector)?.name == "Details")
        let set = host.split.send(.accessibility(.setValue(300, node: ID.inspectorSeparator), time: 3))
        #expect(set.effects == [.saveUserInspectorWidth(300)] && host.split.inspectorFrame?.width == 300)
        // F6 from the list: the secondary, then the inspector, then round to the primary.
        host.split.send(.focus("items"))
        host.key(.f6, at: 3)
        host.key(.f6, at: 3)
        #expect(host.split.focusedNodeID == "details")
        host.key(.f6, at: 3)
        #expect(host.split.focusedNodeID == "items")
        // The focused inspector separator moves with the arrow keys: right makes a trailing inspector narrower.
        host.split.send(.focus(ID.inspectorSeparator))
        #expect(host.key(.right, at: 3).effects == [])  // a keyboard resize: saved when accepted
        #expect(host.split.inspectorFrame?.width == 290)
        host.key(.right, at: 3)
        // Escape takes the moves back (to the 300 it had when it took the focus) and saves nothing; the focus stays.
        #expect(host.key(.escape, at: 3).effects == [] && host.split.inspectorFrame?.width == 300)
        #expect(host.split.focusedNodeID == ID.inspectorSeparator)
        host.key(.left, at: 3)
        // Return accepts: saved once, the focus stays on the separator.
        #expect(host.key(.enter, at: 3).effects == [.saveUserInspectorWidth(310)] && host.split.focusedNodeID == ID.inspectorSeparator)
        host.key(.right, at: 3)
        // The focus leaving accepts too.
        #expect(host.split.send(.focus("items")).effects == [.saveUserInspectorWidth(300)])
        #expect(host.split.send(.accessibility(.perform(.press, node: ID.inspectorButton), time: 4)).handled)
        host.split.advance(to: 6)
        #expect(!host.split.isInspectorShown && host.tree.node(withID: ID.inspector) == nil)
    }

    @Test func overTheDetailItTakesTheFocusFromTheKeyboardAndGivesItBack() {
        typealias ID = AccessibleNode.ID
        var host = MailLikeHost(width: 840)
        host.split = split(width: 840)
        host.key(.tab)
        host.key(.tab)
        #expect(host.split.focusedNodeID == ID.inspectorButton)
        // Every frame while it slides in and out, as a host settles the focus once a frame.
        var seen: [String?] = []
        func frames(from start: Double) {
            for frame in 0...40 {
                host.settle(at: start + Double(frame) / 60)
                seen.append(host.split.focusedNodeID)
            }
        }
        host.key(.character("I"), ctrlAltI, at: 1)
        frames(from: 1)
        #expect(host.split.inspectorPlacement == .over && host.split.isInspectorShown)
        // Into the inspector at once (its panel until its first frame shows it), and never anywhere else while it comes.
        #expect(seen.last == "details" && Set(seen).isSubset(of: [ID.inspector, "details"]))
        host.key(.tab, at: 2)
        #expect(host.split.focusedNodeID == "details")  // the only control not under the dim
        seen = []
        host.key(.escape, at: 3)
        frames(from: 3)
        #expect(!host.split.isInspectorShown && host.split.inspectorFrame == nil)
        // In the inspector while it slides away, then back where it was: never nowhere, never the first control.
        let back = seen.firstIndex(of: ID.inspectorButton)
        #expect(back != nil && seen[..<back!].allSatisfy { $0 == "details" } && seen[back!...].allSatisfy { $0 == ID.inspectorButton })
    }
}
