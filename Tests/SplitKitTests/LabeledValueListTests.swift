// Label and value rows: where each row goes in both layouts and directions, how it is drawn, what a screen reader hears.
import Testing
import SplitKit

@Suite("Label and value rows")
struct LabeledValueListTests {
    let rows = [LabeledValue("Subject", "Lunch"), LabeledValue("Participants", "Ava, דנה", readsInInterfaceDirection: true)]
    let frame = Rect(x: 800, y: 44, width: 300, height: 500)

    func texts(_ list: LabeledValueList, _ appearance: Appearance = .light, _ direction: LayoutDirection = .leftToRight) -> [(String, TextStyle, Rect)] {
        var display = DisplayList()
        display.layoutDirection = direction
        list.draw(in: frame, into: &display, appearance: appearance)
        return display.commands.compactMap { if case .text(let s, let style, let box, _) = $0 { return (s, style, box) } else { return nil } }
    }

    @Test(arguments: [Appearance.light, .dark])
    func stackedRowsAreACaptionOverItsValue(appearance: Appearance) {
        let drawn = texts(LabeledValueList(rows), appearance)
        #expect(drawn.map(\.0) == ["Subject", "Lunch", "Participants", "\u{200E}Ava, דנה"])
        #expect(drawn.map(\.2) == [Rect(x: 816, y: 60, width: 268, height: 18), Rect(x: 816, y: 78, width: 268, height: 26),
                                   Rect(x: 816, y: 112, width: 268, height: 18), Rect(x: 816, y: 130, width: 268, height: 26)])
        #expect(drawn[0].1.color == appearance.palette.secondaryLabel && drawn[1].1.color == appearance.palette.label)
        #expect(texts(LabeledValueList(rows), appearance, .rightToLeft)[3].0 == "\u{200F}Ava, דנה")  // the window's direction
    }

    @Test func sideBySideTheLabelSitsAtTheLeadingSide() {
        let list = LabeledValueList(rows, layout: .sideBySide(labelWidth: 120))
        #expect(texts(list).map(\.2)[0...1] == [Rect(x: 816, y: 60, width: 112, height: 44), Rect(x: 936, y: 60, width: 148, height: 44)])
        #expect(texts(list, .light, .rightToLeft).map(\.2)[0...1]
                == [Rect(x: 972, y: 60, width: 112, height: 44), Rect(x: 816, y: 60, width: 148, height: 44)])
    }

    @Test func itsNodeReadsEveryRowAndNamesEachOne() {
        let node = LabeledValueList(rows).accessibilityNode(id: "mail.inspector", name: "Details of Lunch", in: frame)
        #expect(node.role == .text && node.takesFocus && node.states.contains(.readOnly))
        #expect(node.text == "Subject: Lunch\nParticipants: Ava, דנה")
        #expect(node.children.map(\.role) == [.label, .label] && node.children.map(\.name) == ["Subject", "Participants"])
        #expect(node.children[1].description == "Ava, דנה" && node.children[1].bounds == Rect(x: 816, y: 112, width: 268, height: 52))
    }
}
