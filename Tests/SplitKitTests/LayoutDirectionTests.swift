// Right to left mirrors the split (issue 27): layout in every band, the overlay's side and shadow, swipes, toolbars,
// the separator's arrows, Tab and F6, text alignment, and the direction a locale name asks for.
import Testing
@testable import SplitKit
import SplitKitTestSupport

@Suite("Layout direction")
struct LayoutDirectionTests {
    typealias ID = AccessibleNode.ID

    func split(width: Double, height: Double = 700, edge: PrimaryEdge = .leading, _ direction: LayoutDirection) -> SplitViewState {
        var c = SplitConfiguration.specExample
        c.primaryEdge = edge
        c.layoutDirection = direction
        return try! SplitViewState(configuration: c, size: Size(width: width, height: height),
                                   primaryPage: NavigationPage(id: "items", title: "Items"))
    }

    func p(_ x: Double, _ y: Double = 300) -> Point { Point(x: x, y: y) }

    /// A press, a move per frame from `from` to `to`, and a release, starting at `time`.
    func drag(_ s: inout SplitViewState, from: Double, to: Double, frames: Int = 4, at time: Double) {
        s.send(.pointerDown(p(from), time: time))
        for i in 1...frames {
            s.send(.pointerMove(p(from + (to - from) * Double(i) / Double(frames)), time: time + Double(i) / 60))
        }
        s.send(.pointerUp(p(to), time: time + Double(frames) / 60))
        s.advance(to: time + 2)
    }

    func shadowSides(_ s: SplitViewState) -> [Side] {
        var list = DisplayList()
        s.draw(into: &list) { _ in ColumnContent(title: "Title") { _, _ in } }
        return list.commands.compactMap { if case .shadow(_, let side, _, _) = $0 { return side } else { return nil } }
    }

    // MARK: - Layout in each band

    @Test func tiledPutsTheLeadingPrimaryOnTheRightRightToLeft() {
        let ltr = split(width: 1200, .leftToRight).layout
        #expect(ltr.primary == Rect(x: 0, y: 0, width: 360, height: 700))
        #expect(ltr.secondary == Rect(x: 368, y: 0, width: 832, height: 700))
        let rtl = split(width: 1200, .rightToLeft).layout
        #expect(rtl.primary == Rect(x: 840, y: 0, width: 360, height: 700))
        #expect(rtl.separator == Rect(x: 832, y: 0, width: 8, height: 700))
        #expect(rtl.secondary == Rect(x: 0, y: 0, width: 832, height: 700))
    }

    @Test func aTrailingPrimaryRightToLeftIsOnTheLeft() {
        let s = split(width: 1200, edge: .trailing, .rightToLeft)
        #expect(s.configuration.primarySide == .left)
        #expect(s.layout.primary.x == 0 && s.layout.secondary.x == 368)
        #expect(split(width: 1200, edge: .trailing, .leftToRight).layout.primary.x == 840)
    }

    @Test func theOverlayComesInFromTheRightWithItsShadowOnItsLeft() {
        var s = split(width: 800, .rightToLeft)
        #expect(s.band == .overlay)
        #expect(s.layout.primary == Rect(x: 800, y: 0, width: 240, height: 700))  // hidden beyond the right edge
        #expect(s.primaryButton == Rect(x: 752, y: 0, width: 44, height: 44))  // the secondary toolbar's right end
        #expect(s.edgeBand.maxX == 800 && s.edgeBand.x > 700)
        s.send(.showPrimary(time: 0))
        s.advance(to: 2)
        #expect(s.layout.primary == Rect(x: 560, y: 0, width: 240, height: 700))
        #expect(shadowSides(s) == [Side](repeating: .left, count: shadowSides(s).count) && !shadowSides(s).isEmpty)
        var ltr = split(width: 800, .leftToRight)
        ltr.send(.showPrimary(time: 0))
        ltr.advance(to: 2)
        #expect(ltr.layout.primary.x == 0 && shadowSides(ltr).allSatisfy { $0 == .right })
    }

    @Test func compactPagesComeInFromTheLeftRightToLeft() {
        var s = split(width: 500, .rightToLeft)
        #expect(s.band == .compact)
        s.send(.showDetail(NavigationPage(id: "3", title: "Item 3"), time: 0))
        s.advance(to: 0.1)
        #expect(s.layout.secondary.x < 0 && s.layout.secondary.x > -500)  // sliding in from the left
        #expect(s.layout.primary.x > 0)  // the list moves aside to the right (parallax)
        #expect(shadowSides(s).allSatisfy { $0 == .right } && !shadowSides(s).isEmpty)  // the page's leading edge
        s.advance(to: 2)
        #expect(s.layout.secondary == Rect(x: 0, y: 0, width: 500, height: 700))
        #expect(s.layout.primary.x == 150)  // 0.3 of the width, to the right
    }

    // MARK: - Swipes

    @Test func theEdgeSwipeRevealsTheOverlayFromTheRightEdge() {
        var s = split(width: 800, .rightToLeft)
        drag(&s, from: 5, to: 125, at: 0)  // the left-to-right gesture does nothing here
        #expect(s.overlay.value == 0)
        drag(&s, from: 795, to: 675, at: 3)
        #expect(s.overlay.value == 1)
        drag(&s, from: 600, to: 720, at: 6)  // towards the right edge hides it
        #expect(s.overlay.value == 0)
    }

    @Test func theCompactBackSwipeStartsAtTheRightEdge() {
        var s = split(width: 500, .rightToLeft)
        s.send(.showDetail(NavigationPage(id: "3", title: "Item 3"), time: 0))
        s.advance(to: 2)
        drag(&s, from: 5, to: 120, at: 2)  // the left edge is the trailing one: nothing
        #expect(s.navigation.pages.count == 2)
        s.send(.pointerDown(p(495), time: 5))
        s.send(.pointerMove(p(475), time: 5.02))
        s.send(.pointerMove(p(225), time: 5.04))
        #expect(s.layout.secondary.x == -270)  // the page follows the finger leftwards
        s.send(.pointerMove(p(400), time: 5.06))
        s.send(.pointerUp(p(400), time: 5.5))
        s.advance(to: 7)
        #expect(s.navigation.pages.count == 2 && s.layout.secondary.x == 0)
        drag(&s, from: 495, to: 380, at: 8)
        #expect(s.navigation.pages.count == 1)
    }

    // MARK: - Toolbars

    @Test func toolbarsMirrorWithTheChevronPointingRight() {
        let frame = Rect(x: 0, y: 0, width: 500, height: 700)
        let rtl = ToolbarLayout(title: "Item 3", in: frame, leading: .back("Items"), trailing: .text("Save"), appearance: .light,
                                direction: .rightToLeft)
        #expect(rtl.leading?.text == "Items ›")
        #expect(rtl.leading?.frame.maxX == 500)
        #expect(rtl.trailing?.frame.x == 0)
        let ltr = ToolbarLayout(title: "Item 3", in: frame, leading: .back("Items"), trailing: .text("Save"), appearance: .light)
        #expect(ltr.leading?.text == "‹ Items" && ltr.leading?.frame.x == 0)
        #expect(rtl.leading?.frame.width == ltr.leading?.frame.width)
        var s = split(width: 500, .rightToLeft)
        s.send(.showDetail(NavigationPage(id: "3", title: "Item 3"), time: 0))
        s.advance(to: 2)
        #expect(s.backButton?.maxX == 500)
        #expect(s.backButtonTitle == "Items ›")
    }

    @Test func aBackTitleWrittenRightToLeftKeepsItsChevronOutside() {
        // The marks fix the line's direction, so the text layer's bidi puts the chevron at the button's outer end:
        // at the right in right to left ("‹" first, mirrored to "›" there), at the left otherwise.
        let frame = Rect(x: 0, y: 0, width: 500, height: 700)
        let rtl = ToolbarLayout(title: "", in: frame, leading: .back("פריטים"), trailing: nil, appearance: .light, direction: .rightToLeft)
        #expect(rtl.leading?.text == "\u{200F}‹ פריטים")
        let ltr = ToolbarLayout(title: "", in: frame, leading: .back("פריטים"), trailing: nil, appearance: .light)
        #expect(ltr.leading?.text == "\u{200E}‹ פריטים")
        #expect(ToolbarLayout(title: "", in: frame, leading: .back("Items"), trailing: nil, appearance: .light,
                              direction: .rightToLeft).leading?.text == "Items ›")
    }

    @Test func aBackTitleWithADirectionOverrideIsIsolatedSoTheChevronKeepsItsPlace() {
        // "Ava ‮exe ›": the override ran on over " ›", which came out mirrored beside the name ("Ava‹ exe").
        let frame = Rect(x: 0, y: 0, width: 500, height: 700)
        let title = "Ava \u{202E}exe"
        #expect(ToolbarLayout(title: "", in: frame, leading: .back(title), trailing: nil, appearance: .light, direction: .rightToLeft)
            .leading?.text == "\u{2068}" + title + "\u{2069} ›")
        #expect(ToolbarLayout(title: "", in: frame, leading: .back(title), trailing: nil, appearance: .light).leading?.text
            == "‹ \u{2068}" + title + "\u{2069}")
    }

    @Test func leadingTextIsRightAlignedRightToLeft() {
        var list = DisplayList()
        list.layoutDirection = .rightToLeft
        list.text("a", TextStyle(size: 17, color: Palette.light.label), in: Rect(x: 0, y: 0, width: 100, height: 20))
        list.text("b", TextStyle(size: 17, color: Palette.light.label), in: Rect(x: 0, y: 0, width: 100, height: 20), alignment: .trailing)
        list.text("c", TextStyle(size: 17, color: Palette.light.label), in: Rect(x: 0, y: 0, width: 100, height: 20), alignment: .center)
        let alignments = list.commands.compactMap { if case .text(_, _, _, let a) = $0 { return a } else { return nil } }
        #expect(alignments == [.trailing, .leading, .center])
        // The split draws its host's content in its direction, and leaves the list's own direction as it was.
        let s = split(width: 1200, .rightToLeft)
        var drawn = DisplayList()
        s.draw(into: &drawn) { _ in
            ColumnContent(title: nil) { frame, list in list.text("row", TextStyle(size: 17, color: Palette.light.label), in: frame) }
        }
        #expect(drawn.commands.contains { if case .text("row", _, _, .trailing) = $0 { return true } else { return false } })
        #expect(drawn.layoutDirection == .leftToRight)
    }

    // MARK: - Keys

    @Test func leftAndRightMoveTheFocusedSeparatorTheWayTheyPoint() {
        var host = MailLikeHost(width: 1200, direction: .rightToLeft)
        host.key(.f8)
        let before = host.split.layout.separator!.x
        #expect(host.key(.right).handled && host.split.userPrimaryWidth == 350)  // the primary, on the right, narrower
        #expect(host.split.layout.separator!.x == before + 10)
        host.key(.left)
        host.key(.left)
        #expect(host.split.layout.separator!.x == before - 10)
        #expect(host.split.layout.primaryWidth.width == 370)
    }

    @Test func tabAndF6GoRightToLeft() {
        var host = MailLikeHost(width: 1200, direction: .rightToLeft)
        host.choose(2)
        var xs: [Double] = []
        for _ in 0..<3 {
            host.key(.tab)
            xs.append(host.tree.node(withID: host.split.focusedNodeID!)!.bounds.midX)
        }
        #expect(xs == xs.sorted(by: >) && Set(xs).count == 3)  // items (right), separator, detail (left)
        var panes = MailLikeHost(width: 1200, direction: .rightToLeft)
        panes.choose(2)
        panes.key(.f6)
        let first = panes.tree.node(withID: panes.split.focusedNodeID!)!.bounds.midX
        panes.key(.f6)
        let second = panes.tree.node(withID: panes.split.focusedNodeID!)!.bounds.midX
        #expect(first > 840 && second < 832)  // the list on the right first, then the detail on the left
        var ltr = MailLikeHost(width: 1200)
        ltr.choose(2)
        ltr.key(.tab)
        ltr.key(.tab)
        #expect(ltr.tree.node(withID: ID.separator)!.bounds.x < 400)
    }

    @Test(arguments: LayoutDirection.allCases)
    func aTrailingPrimaryComesAfterTheDetailInTabAndF6(direction: LayoutDirection) {
        var host = MailLikeHost(width: 1200, edge: .trailing, direction: direction)
        host.choose(2)
        var xs: [Double] = []
        for _ in 0..<3 {
            host.key(.tab)
            xs.append(host.tree.node(withID: host.split.focusedNodeID!)!.bounds.midX)
        }
        // detail, separator, items: left to right reading ltr, right to left reading rtl
        #expect(xs == (direction == .leftToRight ? xs.sorted() : xs.sorted(by: >)) && Set(xs).count == 3)
        var panes = MailLikeHost(width: 1200, edge: .trailing, direction: direction)
        panes.choose(2)
        panes.key(.f6)
        #expect(panes.split.focusedNodeID == "detail")
        panes.key(.f6)
        #expect(panes.tree.pane(containing: panes.split.focusedNodeID!)?.id == ID.primary)
    }

    // MARK: - Locale

    @Test(arguments: [
        (["LANG": "he_IL.UTF-8"], LayoutDirection.rightToLeft),
        (["LANG": "ar"], .rightToLeft),
        (["LANG": "fa_IR"], .rightToLeft),
        (["LANG": "en_US"], .leftToRight),
        (["LANG": "en_US.UTF-8"], .leftToRight),
        (["LANG": "C"], .leftToRight),
        (["LANG": ""], .leftToRight),
        ([:], .leftToRight),
        (["LC_ALL": "en_US.UTF-8", "LC_MESSAGES": "he_IL.UTF-8", "LANG": "ar_EG.UTF-8"], .leftToRight),
        (["LC_ALL": "he_IL.UTF-8", "LANG": "en_US.UTF-8"], .rightToLeft),
        (["LC_ALL": "", "LC_MESSAGES": "ur_PK", "LANG": "en_US.UTF-8"], .rightToLeft),
        (["LC_ALL": "", "LC_MESSAGES": "", "LANG": "yi"], .rightToLeft),
        (["LANG": "iw_IL"], .rightToLeft),
        (["LANG": "ckb_IQ.UTF-8"], .rightToLeft),
        (["LANG": "de_DE@euro"], .leftToRight),
        (["LANG": "POSIX"], .leftToRight),
    ])
    func aLocaleAsksForItsDirection(environment: [String: String], expected: LayoutDirection) {
        #expect(LayoutDirection.ofLocale(environment: environment) == expected)
    }

    @Test func aLocaleNameIsReadUpToItsTerritoryCodesetOrModifier() {
        #expect(LayoutDirection.ofLocale(named: "HE") == .rightToLeft)
        #expect(LayoutDirection.ofLocale(named: "ar-SA") == .rightToLeft)
        #expect(LayoutDirection.ofLocale(named: "fa.UTF-8") == .rightToLeft)
        #expect(LayoutDirection.ofLocale(named: "ps_AF") == .rightToLeft)
        #expect(LayoutDirection.ofLocale(named: "hea") == .leftToRight)  // not Hebrew: the whole code counts
    }
}
