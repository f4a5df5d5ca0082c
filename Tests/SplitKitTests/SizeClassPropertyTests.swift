// Property test: random resizes, selections, back, overlay toggles and time never break SPEC §4/§6's promises.
import PropertyBased
import Testing
import SplitKit
import SplitKitTestSupport

@Suite("Size class properties")
struct SizeClassPropertyTests {
    static let widths: [Double] = [420, 599, 600, 750, 899, 900, 1300]

    enum Action: CustomStringConvertible {
        case resize(Double), select(Int), back, toggle, wait(Double), swipe(Double)
        init(code: Int) {
            switch code % 6 {
            case 0: self = .resize(SizeClassPropertyTests.widths[(code / 6) % SizeClassPropertyTests.widths.count])
            case 1: self = .select((code / 6) % 20)
            case 2: self = .back
            case 3: self = .toggle
            case 4: self = .wait(Double((code / 6) % 5) * 0.04)
            default: self = .swipe(Double((code / 6) % 7) * 60 - 180)
            }
        }
        var description: String {
            switch self {
            case .resize(let w): "resize \(w)"
            case .select(let r): "select \(r)"
            case .back: "back"
            case .toggle: "F9"
            case .wait(let t): "wait \(t)"
            case .swipe(let dx): "swipe \(dx)"
            }
        }
    }

    /// Checks that the layout is the one the window's band calls for.
    static func checkLayoutMatchesWindow(_ s: SplitViewState, after actions: [Action]) {
        let w = s.size.width, layout = s.layout
        #expect(!s.navigation.pages.isEmpty && !s.stackTitles.isEmpty)
        #expect(s.sizeClass == (w < 600 ? .compact : .regular))
        #expect(s.isCollapsed == (w < 600), "\(actions)")
        switch s.band {
        case .compact:
            #expect(w < 600)
            #expect(layout.separator == nil)
            #expect(layout.primary.width == w && layout.secondary.width == w)
            #expect(s.overlay.value == 0)
        case .overlay:
            #expect(w >= 600 && w < 900)
            #expect(layout.separator == nil)
            #expect(layout.secondary == Rect(x: 0, y: 0, width: w, height: s.size.height))
            #expect(s.stackTitles == ["Items"] + s.detailPages.map(\.title) && s.detailPages.count <= 1)
        case .tiled:
            #expect(w >= 900)
            let separator = layout.separator
            #expect(separator != nil)
            if let separator, s.collapse.value == 0 {
                #expect(layout.primary.width + separator.width + layout.secondary.width == w)
                #expect(s.displayMode == .oneBesideSecondary)
            }
            #expect(s.stackTitles == ["Items"] + s.detailPages.map(\.title) && s.detailPages.count <= 1)
        }
    }

    @Test func stackNeverEmptyDetailSurvivesSizeClassChangesLayoutAlwaysMatches() async {
        await propertyCheck(count: 300, input: Gen.int(in: 0...999).array(of: 1...40), Gen.int(in: 0...6)) { codes, start in
            let items = NavigationPage(id: "items", title: "Items")
            var s = try! SplitViewState(
                configuration: .specExample, size: Size(width: Self.widths[start], height: 700), primaryPage: items)
            var t = 0.0
            var done: [Action] = []
            for code in codes {
                let action = Action(code: code)
                done.append(action)
                t += 1.0 / 60
                switch action {
                case .resize(let width):
                    let before = s.detail, classBefore = s.sizeClass
                    _ = s.send(.resize(Size(width: width, height: 700), time: t))
                    if s.sizeClass != classBefore {
                        #expect(s.detail == before, "a detail on screen stays on screen: \(done)")
                    }
                case .select(let row):
                    s.send(.showDetail(NavigationPage(id: String(row), title: "Item \(row + 1)"), time: t))
                    #expect(s.detail?.id == String(row))
                case .back:
                    let wasPushed = s.isCollapsed && s.navigation.canPop
                    let effects = s.send(.back(time: t)).effects
                    #expect(effects == (wasPushed ? [.detailDismissed] : []))
                    if wasPushed { #expect(s.detail == nil) }
                case .toggle:
                    _ = s.send(.key(.f9, [], time: t))
                case .wait(let seconds):
                    t += seconds
                    s.advance(to: t)
                case .swipe(let dx):
                    let x = dx > 0 ? 5.0 : 300.0
                    _ = s.send(.pointerDown(Point(x: x, y: 300), time: t))
                    for i in 1...4 {
                        _ = s.send(.pointerMove(Point(x: x + dx * Double(i) / 4, y: 300), time: t + Double(i) / 60))
                    }
                    t += 4.0 / 60
                    _ = s.send(.pointerUp(Point(x: x + dx, y: 300), time: t))
                }
                Self.checkLayoutMatchesWindow(s, after: done)
            }
        }
    }
}
