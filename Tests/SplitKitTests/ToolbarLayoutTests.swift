// Toolbar text that fits: a title centred when there is room, else beside the buttons and cut; back titles shorten.
import PropertyBased
import Testing
import SplitKit

@Suite("Toolbar layout (issue 13: text that fits)")
struct ToolbarLayoutTests {
    /// Every character 10 points wide, in any style: widths are easy to reason about.
    static let tenPoints = TextMeasure(id: "ten") { text, _ in Double(text.count) * 10 }
    static var look: Appearance {
        var a = Appearance.light
        a.textMeasure = tenPoints
        return a
    }
    static func bar(_ width: Double) -> Rect { Rect(x: 0, y: 0, width: width, height: 600) }

    @Test func aTitleWithRoomIsCentredOnTheBar() {
        let t = ToolbarLayout(title: "Personal info", in: Self.bar(600), leading: .back("Users"), appearance: Self.look)
        #expect(t.leading?.text == "‹ Users")
        #expect(t.leading?.frame == Rect(x: 0, y: 0, width: 70 + 16, height: 44))
        #expect(t.title.alignment == .center && t.title.frame.midX == 300 && t.titleFits)
    }

    @Test func aTitleCrowdedByAWideButtonMovesAsideWhole() {
        // "‹ Ava Lindqvist" = 150 + 16 > 140: too wide for a button, so "‹ Back" (60 + 16 = 76); the 130-point
        // title centred on a 320 bar would start at 95, clear of the 76 + 8 button: centred.
        let t = ToolbarLayout(title: "Personal info", in: Self.bar(320), leading: .back("Ava Lindqvist"), appearance: Self.look)
        #expect(t.leading?.text == "‹ Back")
        #expect(t.title.alignment == .center && t.titleFits)
        // A back title that fits its button but crowds the centre: the title is pushed aside, still whole.
        let shifted = ToolbarLayout(title: "Personal info", in: Self.bar(360), leading: .back("Ava L"), appearance: Self.look)
        #expect(shifted.leading?.text == "‹ Ava L")  // 70 + 16 = 86: the centred title would start at 115 ≥ 94
        let pushed = ToolbarLayout(title: "Personal information", in: Self.bar(360), leading: .back("Ava L"), appearance: Self.look)
        #expect(pushed.leading?.text == "‹ Ava L")  // 200 points of title: centred from 80, so pushed to 94
        #expect(pushed.title.alignment == .leading && pushed.title.frame.x == 86 + 8 && pushed.titleFits)
    }

    @Test func theBackTitleShortensToBackThenToTheChevronBeforeTheTitleIsCut() {
        func back(_ width: Double, _ title: String) -> String? {
            ToolbarLayout(title: title, in: Self.bar(width), leading: .back("Items"), appearance: Self.look).leading?.text
        }
        #expect(back(400, "Ten chars!") == "‹ Items")
        #expect(back(300, "A title of twenty ch") == "‹ Back")  // "‹ Items" (86) leaves 300 − 94 − 8 = 198 < 200
        #expect(back(260, "A title of twenty ch") == "‹")  // "‹ Back" (76) leaves 260 − 84 − 8 = 168 < 200
        let cut = ToolbarLayout(title: "A title of twenty ch", in: Self.bar(200), leading: .back("Items"), appearance: Self.look)
        #expect(cut.leading?.text == "‹" && !cut.titleFits)
        #expect(cut.title.frame == Rect(x: 44 + 8, y: 0, width: 200 - 52 - 8, height: 44))  // the renderer ends it with "…"
    }

    @Test func textButtonsAtBothEndsKeepTheTitleBetweenThem() {
        let t = ToolbarLayout(title: "Edit Email", in: Self.bar(320), leading: .text("Cancel"),
                              trailing: .text("Save", bold: true), appearance: Self.look)
        #expect(t.leading?.frame == Rect(x: 0, y: 0, width: 76, height: 44))
        #expect(t.trailing?.frame == Rect(x: 320 - 56, y: 0, width: 56, height: 44))
        #expect(t.title.frame.x >= 84 && t.title.frame.maxX <= 320 - 64 && t.titleFits)
    }

    @Test func aSpaceItemIsRoomOnly() {
        let t = ToolbarLayout(title: "Inbox", in: Self.bar(300), leading: .space(48), appearance: Self.look)
        #expect(t.leading?.text == "" && t.leading?.frame.width == 48)
    }

    /// Whatever the width, titles and buttons: buttons stay in the bar, and the title's box never reaches a button.
    @Test func nothingOverlapsAtAnyWidth() async {
        let words = Gen.int(in: 0...40).map { String(repeating: "x", count: $0) }
        await propertyCheck(input: Gen.double(in: 0...1400), words, words, Gen.int(in: 0...3)) { width, title, back, kind in
            let leading: ToolbarItem? = kind == 0 ? nil : kind == 1 ? .back(back) : .text(back)
            let trailing: ToolbarItem? = kind == 3 ? .text("Save", bold: true) : nil
            let t = ToolbarLayout(title: title, in: Self.bar(width.rounded()), leading: leading, trailing: trailing, appearance: Self.look)
            for item in [t.leading, t.trailing].compactMap({ $0 }) {
                #expect(item.frame.x >= t.bar.x - 1e-9 && item.frame.maxX <= t.bar.maxX + 1e-9)
                #expect(item.frame.width <= 140)
            }
            if let l = t.leading, t.title.frame.width > 0 { #expect(t.title.frame.x >= l.frame.maxX) }
            if let r = t.trailing, t.title.frame.width > 0 { #expect(t.title.frame.maxX <= r.frame.x) }
            if let l = t.leading, let r = t.trailing { #expect(l.frame.maxX <= r.frame.x + 1e-9) }
            // A title said to fit has a box at least as wide as its text.
            if t.titleFits { #expect(t.title.frame.width + 1e-9 >= Double(title.count) * 10) }
        }
    }
}
