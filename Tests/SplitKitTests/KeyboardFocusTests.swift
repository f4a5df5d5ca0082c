// Keyboard reach as GTK has it: Tab / Shift+Tab through the controls, F6 through the panes, F8 to the separator and
// Esc back, the separator's keys, focus following the overlay, a focused node that goes away, and the focus ring.
import Testing
import SplitKit
import SplitKitTestSupport

@Suite("Keyboard focus")
struct KeyboardFocusTests {
    typealias ID = AccessibleNode.ID

    @Test func tabGoesThroughTheControlsInDocumentOrderAndWraps() {
        var host = MailLikeHost(width: 1200)
        host.choose(2)
        #expect(host.split.focusedNodeID == nil)
        var seen: [String?] = []
        for _ in 0..<4 {
            #expect(host.key(.tab).handled)
            seen.append(host.split.focusedNodeID)
        }
        #expect(seen == ["items", ID.separator, "detail", "items"])
        #expect(host.tree.node(withID: "items")?.states.contains(.focused) == true)
        // The list, and within it the selected row it hands the focus to (what a screen reader announces).
        #expect(host.tree.flattened.filter { $0.states.contains(.focused) }.map(\.id) == ["items", "items.row.2"])
        seen = []
        for _ in 0..<3 {
            host.key(.tab, .shift)
            seen.append(host.split.focusedNodeID)
        }
        #expect(seen == ["detail", ID.separator, "items"])
        var fresh = MailLikeHost(width: 1200)
        fresh.key(.tab, .shift)
        #expect(fresh.split.focusedNodeID == ID.separator)  // the placeholder is a label: nothing to focus
    }

    @Test func f6CyclesThePanesAndSkipsTheSeparator() {
        var host = MailLikeHost(width: 1200)
        host.choose(2)
        var seen: [String?] = []
        for _ in 0..<3 {
            host.key(.f6)
            seen.append(host.split.focusedNodeID)
        }
        #expect(seen == ["items", "detail", "items"])
        host.key(.f6, .shift)
        #expect(host.split.focusedNodeID == "detail")
        host.key(.f8)
        host.key(.f6)  // from the separator, between the panes: the next pane after it
        #expect(host.split.focusedNodeID == "detail")
    }

    @Test func f8FocusesTheSeparatorAndEscOrF8GivesTheFocusBack() {
        var host = MailLikeHost(width: 1200)
        host.key(.tab)
        #expect(host.split.focusedNodeID == "items")
        #expect(host.key(.f8).handled)
        #expect(host.split.separatorFocused && host.tree.node(withID: ID.separator)?.states.contains(.focused) == true)
        #expect(host.key(.escape).handled)
        #expect(host.split.focusedNodeID == "items" && !host.split.separatorFocused)
        host.key(.f8)
        host.key(.f8)
        #expect(host.split.focusedNodeID == "items")
        var fresh = MailLikeHost(width: 1200)
        fresh.key(.f8)
        fresh.key(.escape)
        #expect(fresh.split.focusedNodeID == nil)
        var overlay = MailLikeHost(width: 800)
        #expect(!overlay.key(.f8).handled)  // no separator in the overlay band
    }

    @Test func theFocusedSeparatorTakesArrowsHomeEndAndPageKeys() {
        var host = MailLikeHost(width: 1200)
        #expect(!host.key(.home).handled)  // not focused: Home is the list's
        host.key(.f8)
        // Each key shows its width at once (the separator's value follows); Return or the focus leaving saves it.
        for (key, modifiers, width) in [(Key.right, KeyModifiers(), 370.0), (.right, .shift, 420), (.pageDown, [], 520), (.pageUp, [], 420),
                                        (.end, [], 640), (.pageDown, [], 640) /* clamped */, (.home, [], 200)] {
            #expect(host.key(key, modifiers).effects == [])
            #expect(host.split.userPrimaryWidth == width)
        }
        #expect(host.tree.node(withID: ID.separator)?.value?.current == 200)
        #expect(host.key(.f8).effects == [.saveUserPrimaryWidth(200)])  // F8 gives the focus back: accepted
        var narrow = MailLikeHost(width: 920)
        narrow.key(.f8)
        narrow.key(.end)
        #expect(narrow.key(.enter).effects == [.saveUserPrimaryWidth(552)])  // where the secondary keeps its 360
        var trailing = MailLikeHost(width: 1200, edge: .trailing)
        trailing.key(.f8)
        trailing.key(.pageDown)
        #expect(trailing.key(.enter).effects == [.saveUserPrimaryWidth(460)])  // wider, whichever side it is on
    }

    @Test func returnOnTheSeparatorCollapsesAndRestores() {
        var host = MailLikeHost(width: 1200)
        host.key(.f8)
        #expect(host.key(.enter).handled)
        host.settle(at: 2)
        #expect(host.split.displayMode == .secondaryOnly && host.split.separatorFocused)
        host.key(.space, at: 2)
        host.settle(at: 4)
        #expect(host.split.displayMode == .oneBesideSecondary)
        host.key(.escape, at: 4)
        #expect(!host.key(.enter, at: 4).handled)  // nothing of the split's focused: Return is the host's
    }

    @Test func theFocusMovesIntoTheOverlayAndBackOut() {
        var host = MailLikeHost(width: 800)
        host.choose(2)
        host.key(.tab)
        #expect(host.split.focusedNodeID == ID.sidebarButton)
        #expect(host.key(.enter).handled)  // presses "Show sidebar"
        host.settle(at: 2)
        #expect(host.split.displayMode == .oneOverSecondary)
        #expect(host.split.focusedNodeID == "items")
        host.key(.tab, at: 2)
        #expect(host.split.focusedNodeID == "items")  // the only control not under the dim
        host.key(.escape, at: 2)
        host.settle(at: 4)
        #expect(host.split.displayMode == .secondaryOnly && host.split.focusedNodeID == ID.sidebarButton)
        host.key(.f9, at: 4)  // F9 with the focus elsewhere: it goes in all the same
        host.settle(at: 6)
        #expect(host.split.focusedNodeID == "items")
    }

    @Test func theOverlayGivesTheFocusBackWhereItWasWithTheFocusSettledEveryFrame() {
        var host = MailLikeHost(width: 800)
        host.choose(2)
        host.split.send(.focus("detail"))  // not the first control of the window
        host.key(.f9, at: 1)
        var seen: [String?] = []
        for frame in 0...40 {
            host.settle(at: 1 + Double(frame) / 60)
            seen.append(host.split.focusedNodeID)
        }
        #expect(seen.last == "items")
        host.key(.escape, at: 2)
        seen = []
        for frame in 0...40 {
            host.settle(at: 2 + Double(frame) / 60)
            seen.append(host.split.focusedNodeID)
        }
        #expect(host.split.displayMode == .secondaryOnly)
        // In the list while the overlay slides away, then back on the detail (it went to the sidebar button before).
        let back = seen.firstIndex(of: "detail")
        #expect(back != nil && seen[..<back!].allSatisfy { $0 == "items" } && seen[back!...].allSatisfy { $0 == "detail" })
    }

    @Test func anOverlayOpenedByThePointerLeavesANilFocusAlone() {
        var host = MailLikeHost(width: 800)
        _ = host.split.send(.pointerDown(Point(x: 20, y: 20), time: 0))
        _ = host.split.send(.pointerUp(Point(x: 20, y: 20), time: 0.05))
        host.settle(at: 2)
        #expect(host.split.displayMode == .oneOverSecondary && host.split.focusedNodeID == nil)
    }

    @Test func aClickThatFocusesAFieldInAnOverlayOpenedByThePointerFocusesThatField() {
        var host = MailLikeHost(width: 800)
        _ = host.split.send(.pointerDown(Point(x: 20, y: 20), time: 0))
        _ = host.split.send(.pointerUp(Point(x: 20, y: 20), time: 0.05))
        host.settle(at: 2)
        host.split.send(.focus("items.search"))  // the host's field in the overlay, clicked
        #expect(host.split.focusedNodeID == "items.search")  // not pulled to the panel's first control
        host.key(.escape, at: 2)
        host.settle(at: 4)
        #expect(host.split.displayMode == .secondaryOnly && host.split.focusedNodeID == nil)  // it left with the overlay
    }

    @Test func aFocusedNodeThatGoesAwayHandsTheFocusOn() {
        var host = MailLikeHost(width: 1200)
        host.key(.f8)
        host.split.send(.setBounds(Rect(x: 0, y: 0, width: 800, height: 800), time: 0))
        host.settle(at: 0)
        #expect(host.split.focusedNodeID == ID.sidebarButton)  // the separator is gone: the first pane's first control
        var compact = MailLikeHost(width: 400)
        compact.choose(3)
        compact.settle(at: 2)
        compact.key(.tab, at: 2)
        #expect(compact.split.focusedNodeID == ID.backButton)
        #expect(compact.key(.enter, at: 2).effects == [.detailDismissed])
        compact.settle(at: 4)
        #expect(compact.split.focusedNodeID == "items")
        var tiled = MailLikeHost(width: 1200)
        tiled.key(.tab)
        tiled.split.send(.setBounds(Rect(x: 0, y: 0, width: 400, height: 800), time: 0))
        tiled.settle(at: 0)
        #expect(tiled.split.focusedNodeID == "items")  // the list is the compact stack's root page: it keeps the focus
    }

    @Test func aPressOutsideTheFocusedNodeTakesTheFocusAway() {
        var host = MailLikeHost(width: 1200)
        host.key(.tab)
        _ = host.split.send(.pointerDown(Point(x: 100, y: 100), time: 0), focusChain: host.tree)
        #expect(host.split.focusedNodeID == "items")
        _ = host.split.send(.pointerDown(Point(x: 700, y: 100), time: 0), focusChain: host.tree)
        #expect(host.split.focusedNodeID == nil)
    }

    @Test func withoutATreeTheFocusKeysGoThroughTheSplitsOwnControls() {
        var s = MailLikeHost(width: 1200).split
        #expect(s.send(.key(.tab, [], time: 0)).handled)
        #expect(s.focusedNodeID == ID.separator)
        #expect(s.send(.key(.f8, [], time: 0)).handled)
        #expect(s.focusedNodeID == nil)
    }

    @Test func theFocusRingIsDrawnAroundTheFocusedNode() throws {
        var host = MailLikeHost(width: 1200)
        func rings(_ host: MailLikeHost) -> [Rect] {
            var list = DisplayList()
            host.split.draw(into: &list, content: host.content)
            return list.commands.compactMap {
                // The ring: two accent outlines rounded by 6 and 5 points (the sidebar icon's own outline is smaller).
                if case .border(let rect, let radius, .all, .all, let color) = $0, radius == 6 || radius == 5,
                    color == host.split.appearance.palette.accent { return rect }
                return nil
            }
        }
        #expect(rings(host).isEmpty)
        host.key(.tab)
        let list = try #require(host.tree.node(withID: "items")).bounds  // 0, 44, 360 × 756
        // A list fills its column: the ring runs along its inside.
        #expect(rings(host) == [Rect(x: 0, y: 44, width: 360, height: 756), Rect(x: 1, y: 45, width: 358, height: 754)])
        #expect(list == Rect(x: 0, y: 44, width: 360, height: 756))
        _ = host.split.send(.pointerDown(Point(x: 100, y: 100), time: 0), focusChain: host.tree)
        #expect(host.split.focusedNodeID == "items" && rings(host).isEmpty)  // a click keeps the focus, hides the ring
        host.key(.f8)
        #expect(rings(host).isEmpty)  // the separator shows its focus by its tint
        var overlay = MailLikeHost(width: 800)
        overlay.key(.f9)
        overlay.settle(at: 2)
        #expect(overlay.split.focusedNodeID == "items" && rings(overlay).isEmpty)  // F9 from nothing: focus in, no ring
        overlay.key(.escape, at: 2)
        overlay.settle(at: 4)
        overlay.key(.tab, at: 4)
        #expect(overlay.split.focusedNodeID == ID.sidebarButton)
        let button = try #require(overlay.split.primaryButton)
        // A button's ring is 2 points outside it, kept inside the window at its top edge.
        #expect(rings(overlay) == [Rect(x: 2, y: 0, width: 48, height: 46), Rect(x: 3, y: 1, width: 46, height: 44)])
        #expect(button == Rect(x: 4, y: 0, width: 44, height: 44))
    }
}

@Suite("Keyboard focus: content asked for by assistive technologies")
struct ContentFocusRequestTests {
    @Test func aFocusRequestForAContentNodeFocusesItOnlyWhenItTakesFocus() {
        var host = MailLikeHost(width: 1200)
        host.choose(2)
        let tree = host.tree
        let focused = host.split.focusContent(for: .focus(node: "items"), in: tree)
        #expect(focused && host.split.focusedNodeID == "items")
        let row = host.split.focusContent(for: .focus(node: "items.row.3"), in: tree)  // a row is not a Tab stop
        let missing = host.split.focusContent(for: .focus(node: "nowhere"), in: tree)
        let select = host.split.focusContent(for: .select(node: "items.row.3", true), in: tree)
        #expect(!row && !missing && !select)
        #expect(host.split.focusedNodeID == "items")
    }
}
