// Issue 13, text that fits: at 320 ... 400 points wide and at 200 × 150 no toolbar texts overlap, and cut texts end in "…".
import Testing
import SplitKit
import SplitKitSDL
@testable import SplitDemo

@MainActor
@Suite("Text in narrow windows", .serialized)
struct NarrowLayoutTests {
    let canvas = try! OffscreenCanvas(size: Size(width: 320, height: 640), fontPath: FontLocator.fontPath(explicitPath: nil))

    /// A text as the renderer draws it: the string it shows (cut with "…" to fit) and its horizontal extent.
    struct Drawn {
        var shown: String
        var from: Double, to: Double
        var box: Rect
    }

    func drawnTexts(_ list: DisplayList) -> [Drawn] {
        let cache = canvas.displayListRenderer.textCache
        return list.commands.compactMap { command in
            guard case .text(let string, let style, let box, let alignment) = command else { return nil }
            let width = Int32(box.width.rounded())
            let shown = try! cache.fitted(string, style: style, scale: 1, maxWidth: width)
            let w = Double(try! cache.width(of: shown, style: style, scale: 1))
            let x = alignment == .leading ? box.x : alignment == .trailing ? box.maxX - w : box.x + ((box.width - w) / 2).rounded(.down)
            return Drawn(shown: shown, from: x, to: x + w, box: box)
        }
    }

    /// The users scene at `size`, measuring with the real font, after `steps` of taps (x, y).
    func users(_ size: Size, taps: [(Double, Double)] = []) -> UsersScene {
        let s = try! UsersScene(configuration: UsersScene.configuration, window: size, appearance: .light, savedPrimaryWidth: nil,
                                store: UserStore())
        var look = s.split.appearance
        look.textMeasure = canvas.textMeasure
        s.setAppearance(look)
        var t = 0.0
        for (x, y) in taps {
            _ = s.handle(.pointerDown(Point(x: x, y: y), time: t))
            _ = s.handle(.pointerUp(Point(x: x, y: y), time: t))
            t += 1
            s.advance(to: t)
        }
        return s
    }

    /// Texts in the toolbar band never overlap one another, and `whole` is shown uncut.
    func expectToolbarClear(_ s: UsersScene, _ label: String, whole: String) {
        let bar = drawnTexts(s.displayList()).filter { $0.box.maxY <= 44 && !$0.shown.isEmpty }
        #expect(bar.count >= 2, "\(label): a title and a button")
        #expect(bar.contains { $0.shown == whole }, "\(label): \(bar.map(\.shown))")
        for (i, a) in bar.enumerated() {
            for b in bar[(i + 1)...] {
                #expect(a.to <= b.from || b.to <= a.from, "\(label): \"\(a.shown)\" \(a.from)...\(a.to) and \"\(b.shown)\" \(b.from)...\(b.to)")
            }
        }
    }

    @Test(arguments: Array(stride(from: 320.0, through: 400, by: 10)))
    func theBackButtonAndThePageTitleNeverOverlap(width: Double) {
        let size = Size(width: width, height: 640)
        let menu = users(size, taps: [(150, 72)])
        expectToolbarClear(menu, "menu at \(width)", whole: "Ava Lindqvist")
        for (row, section) in [(138.0, UserSection.personal), (182, .location), (226, .credentials)] {
            let s = users(size, taps: [(150, 72), (150, row)])
            #expect(s.selectedSection == section)
            expectToolbarClear(s, "\(section) at \(width)", whole: section.title)
        }
        let edit = users(size, taps: [(150, 72), (150, 138), (200, 134)])  // Email: Cancel, title, Save
        #expect(edit.edit?.field == .email)
        expectToolbarClear(edit, "edit at \(width)", whole: "Edit Email")
    }

    @Test func aValueThatDoesNotFitEndsInAnEllipsis() {
        let s = users(Size(width: 320, height: 640), taps: [(150, 72), (150, 138)])
        let email = drawnTexts(s.displayList()).first { $0.shown.hasPrefix("ava.lindqvist") }
        #expect(email?.shown.hasSuffix("…") == true, "\(String(describing: email))")
        #expect(email.map { $0.to <= $0.box.maxX } == true)
    }

    @Test func aTinyWindowShowsWholeWordsOrEllipses() {
        let s = users(Size(width: 200, height: 150))
        let texts = drawnTexts(s.displayList()).filter { !$0.shown.isEmpty }
        #expect(!texts.isEmpty)
        for text in texts {
            #expect(text.to <= text.box.maxX + 0.5 && text.from >= text.box.x - 0.5, "\(text)")
        }
        #expect(texts.contains { $0.shown == "Users" })  // the list's title, whole
    }
}
