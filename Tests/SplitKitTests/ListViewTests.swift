// The list widget without a window: hit testing, taps within the slop, scrolling, keys, reveal and drawing.
import Testing
import SplitKit

@Suite("List view")
struct ListViewTests {
    /// 20 rows of 44 points under a 44-point toolbar in an 800-point window: 756 points show.
    func list(selection: Int? = nil) -> ListView {
        var list = ListView(count: 20, rowHeight: 44, selection: selection)
        list.place(in: Rect(x: 0, y: 44, width: 320, height: 756))
        return list
    }
    func tap(_ list: inout ListView, at p: Point) -> ListViewResult {
        list.send(.pointerDown(p, time: 0))
        return list.send(.pointerUp(p, time: 0.1))
    }
    func key(_ k: Key, _ m: KeyModifiers = []) -> InputEvent { .key(k, m, time: 0) }

    /// `ListView.keys` names what the list takes (the fuzz presses them): each is used, and other keys are left alone.
    @Test func theListTakesExactlyItsKeys() {
        for k in ListView.keys {
            var l = list(selection: 5)
            #expect(l.send(key(k)).handled, "\(k.name)")
        }
        for k in [Key.left, .right, .tab, .escape, .space, .backspace, .f9, .character("A")] {
            var l = list(selection: 5)
            #expect(!l.send(key(k)).handled, "\(k.name)")
        }
    }

    @Test func rowsAreHitWhereTheyAreDrawn() {
        var l = list()
        #expect(l.row(at: Point(x: 10, y: 44 + 22)) == 0)
        #expect(l.row(at: Point(x: 10, y: 44 + 44 * 2 + 22)) == 2)  // row 3 centred at y = 44 + 44 × 2 + 22
        #expect(l.row(at: Point(x: 10, y: 20)) == nil)  // the toolbar
        #expect(l.frame(ofRow: 2) == Rect(x: 0, y: 132, width: 320, height: 44))
        l.scroll(by: 30)
        #expect(l.row(at: Point(x: 10, y: 44 + 15)) == 1)
        #expect(l.frame(ofRow: 1).y == 44 + 44 - 30)
        l.place(in: l.frame, interactive: nil)  // hidden: no rows to hit
        #expect(l.row(at: Point(x: 10, y: 100)) == nil)
    }

    @Test func aTapSelectsItsRowAndAPressThatMovesTooFarDoesNot() {
        var l = list()
        let result = tap(&l, at: Point(x: 100, y: 154))
        #expect(result == ListViewResult(handled: true, selectionChanged: true, tapped: 2))
        #expect(l.selection == 2)
        #expect(tap(&l, at: Point(x: 100, y: 154)).tapped == 2)  // tapping it again still reports it
        l.send(.pointerDown(Point(x: 100, y: 300), time: 0))
        l.send(.pointerMove(Point(x: 100, y: 309), time: 0.05))  // 9 points: beyond the 8-point slop
        let moved = l.send(.pointerUp(Point(x: 100, y: 309), time: 0.1))
        #expect(moved.tapped == nil && !moved.selectionChanged && l.selection == 2)
        l.send(.pointerDown(Point(x: 100, y: 300), time: 0))
        l.cancelPress()  // the split took the press for a swipe
        #expect(l.send(.pointerUp(Point(x: 100, y: 300), time: 0.1)) == .ignored)
        #expect(tap(&l, at: Point(x: 100, y: 20)) == .ignored)  // above the rows
    }

    @Test func wheelAndTouchpadScrollOverTheListWithinTheContent() {
        var l = list()
        #expect(l.maximumScroll == 20 * 44 - 756)
        #expect(l.send(.scroll(dx: 0, dy: 100, at: Point(x: 100, y: 400), time: 0)).handled)
        #expect(l.scroll == 100)
        l.send(.scroll(dx: 0, dy: 1000, at: Point(x: 100, y: 400), time: 0))
        #expect(l.scroll == l.maximumScroll)
        #expect(!l.send(.scroll(dx: 0, dy: -50, at: Point(x: 500, y: 400), time: 0)).handled)  // not over the list
        #expect(!l.send(.scroll(dx: 30, dy: 0, at: Point(x: 100, y: 400), time: 0)).handled)  // sideways: not the list's
        l.send(.scroll(dx: 0, dy: -5000, at: Point(x: 100, y: 400), time: 0))
        #expect(l.scroll == 0)
        l.scroll(by: 124)
        l.place(in: Rect(x: 0, y: 44, width: 320, height: 856))  // a taller window: less to scroll
        #expect(l.scroll == 20 * 44 - 856)
    }

    @Test func keysMoveTheSelectionAndKeepItInView() {
        var l = list()
        #expect(l.send(key(.down)) == ListViewResult(handled: true, selectionChanged: true, movedTo: 0))
        #expect(l.selection == 0)
        l.send(key(.end))
        #expect(l.selection == 19 && l.scroll == l.maximumScroll)
        #expect(l.send(key(.down)) == ListViewResult(handled: true, selectionChanged: false))  // at the end already
        l.send(key(.home))
        #expect(l.selection == 0 && l.scroll == 0)
        #expect(l.pageRows == 16)  // 756 / 44 = 17 rows show; a page keeps one in sight
        l.send(key(.pageDown))
        #expect(l.selection == 16 && l.scroll == 0)  // the 17th row shows whole already
        l.send(key(.pageDown))
        #expect(l.selection == 19)
        #expect(l.frame(ofRow: 19).maxY == l.frame.maxY)  // revealed at the bottom, the least scroll
        l.send(key(.pageUp))
        #expect(l.selection == 3 && l.scroll == l.maximumScroll)  // row 4 still shows: no scrolling
        l.send(key(.pageUp))
        #expect(l.selection == 0 && l.scroll == 0)
        var fresh = list()
        fresh.send(key(.up))
        #expect(fresh.selection == 19)  // up with nothing selected starts at the end
        #expect(!fresh.send(key(.down, .control)).handled)  // the host's shortcut, not the list's
        #expect(fresh.send(key(.enter)) == ListViewResult(handled: true, activated: 19))
        var empty = list()
        #expect(!empty.send(key(.enter)).handled)  // nothing selected: nothing to open
    }

    @Test func fewerRowsKeepTheSelectionAndScrollWithinThem() {
        var l = list(selection: 18)
        l.scroll(by: 500)
        l.count = 5
        #expect(l.selection == 4 && l.scroll == 0)
        l.count = 0
        #expect(l.selection == nil && l.visibleRows.isEmpty)
    }

    @Test func itDrawsOnlyVisibleRowsTheSelectionAndTheLinesBetween() {
        var l = list(selection: 1)
        l.scroll(by: 22)
        let appearance = Appearance.light, palette = appearance.palette
        var drawn = DisplayList()
        l.draw(into: &drawn, appearance: appearance) { "Item \($0 + 1)" }
        let texts = drawn.commands.compactMap { if case .text(let s, let style, let r, _) = $0 { (s, style.color, r) } else { nil } }
        #expect(texts.map(\.0) == (1...18).map { "Item \($0)" })  // half of row 1 to half of row 18
        #expect(texts[1].1 == palette.labelOnAccent && texts[0].1 == palette.label)
        #expect(texts[0].2 == Rect(x: 16, y: 44 - 22, width: 288, height: 44))
        let fills = drawn.commands.compactMap { if case .fill(let r, let c) = $0 { (r, c) } else { nil } }
        #expect(fills.filter { $0.1 == palette.accent }.map(\.0) == [Rect(x: 0, y: 66, width: 320, height: 44)])
        // A line under every row but the accented one.
        #expect(fills.filter { $0.1 == palette.rowSeparator }.count == 17)
        // The keyboard's place on a collapsed list: the highlight, text in the label colour, its line kept.
        var highlighted = DisplayList()
        l.draw(into: &highlighted, appearance: appearance, selectionStyle: .highlight) { "Item \($0 + 1)" }
        #expect(highlighted.commands.contains(.fill(Rect(x: 0, y: 66, width: 320, height: 44), palette.highlight)))
        #expect(!highlighted.commands.contains { if case .fill(_, palette.accent) = $0 { true } else { false } })
        // Custom rows get their index and frame, drawn where the host says (an overlay sliding in).
        var custom = DisplayList(), seen: [ListRow] = []
        l.draw(in: Rect(x: -100, y: 44, width: 320, height: 756), into: &custom, appearance: appearance, separatorInset: 64) { row, _ in
            seen.append(row)
        }
        #expect(seen.first == ListRow(index: 0, frame: Rect(x: -100, y: 22, width: 320, height: 44), isOnAccent: false))
        #expect(seen[1].isOnAccent)
        #expect(custom.commands.contains(.fill(Rect(x: -36, y: 65, width: 256, height: 1), palette.rowSeparator)))
    }

    /// Issue 37: a list of a million rows gives screen readers the rows near those on screen and the selection, each
    /// with its place among all of them — not a million nodes every frame.
    @Test func aLongListsNodeHoldsTheRowsNearThoseShownAndTheSelectionWithTheirPlaces() {
        var list = ListView(count: 1_000_000, rowHeight: 44, selection: 3)
        list.place(in: Rect(x: 0, y: 0, width: 320, height: 880))  // 20 rows show
        for _ in 0..<5_000 { _ = list.send(.scroll(dx: 0, dy: 4_400, at: Point(x: 10, y: 10), time: 0)) }
        let first = list.visibleRows.lowerBound
        #expect(first == 500_000)
        var named: [Int] = []
        let node = list.accessibilityNodes(id: "rows", name: "Rows") { named.append($0); return "Row \($0 + 1)" }
        let rows = node.children.map { Int($0.id.split(separator: ".").last!)! }
        #expect(rows.first == 3 && rows.dropFirst() == ArraySlice(first - 50..<first + 20 + 50))  // the selection, then in order
        #expect(named == rows)  // only the rows it holds are named
        #expect(node.children.first?.states.contains(.selected) == true && node.children.first?.states.contains(.showing) == false)
        let shown = node.children.first { $0.id == ListView.rowID(first, in: "rows") }
        #expect(shown?.setPosition == AccessibleSetPosition(position: first + 1, size: 1_000_000) && shown?.states.contains(.showing) == true)
        #expect(shown?.name == "Row 500001")
        let short = ListView(count: 30, rowHeight: 44).accessibilityNodes(id: "s", name: "S") { "\($0)" }
        #expect(short.children.count == 30)  // a short list holds every row
    }
}
