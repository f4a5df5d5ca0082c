// Property test: no fling, from any device at any speed and for any column width (0 included), carries the
// overlay or a page outside 0 ... 1, or the dim past its full value (SPEC §5).
import PropertyBased
import Testing
import SplitKit
import SplitKitTestSupport

@Suite("Animations cannot run away")
struct RunawayPropertyTests {
    /// Every frame for `seconds` from `start`: progress and dim stay in range.
    static func checkFrames(_ s: inout SplitViewState, from start: Double, seconds: Double, _ context: String) {
        for frame in 0...Int(seconds * 60) {
            s.advance(to: start + Double(frame) / 60)
            #expect((0...1).contains(s.overlay.value), "\(context): overlay \(s.overlay.value)")
            #expect((0...1).contains(s.navigation.slide.value), "\(context): slide \(s.navigation.slide.value)")
            #expect((0...1).contains(s.collapse.value), "\(context): collapse \(s.collapse.value)")
            #expect(s.secondaryDim <= s.appearance.palette.fullDim, "\(context): dim \(s.secondaryDim)")
            #expect(s.layout.primary.x <= s.bounds.x + 0.5 || s.configuration.primaryEdge == .trailing, "\(context)")
        }
    }

    @Test func theIssuesFlickStaysInRange() {
        // One-frame flick at 700 wide, and the same with a zero-width primary (--fraction 0 --min-primary 0).
        for (fraction, minimum) in [(0.3, 200.0), (0, 0)] {
            var c = SplitConfiguration.specExample
            c.preferredPrimaryColumnWidthFraction = fraction
            c.minimumPrimaryColumnWidth = minimum
            var s = try! SplitViewState(configuration: c, size: Size(width: 700, height: 500))
            s.send(.pointerDown(Point(x: 40, y: 200), time: 0))
            for i in 1...6 { s.send(.pointerMove(Point(x: 40 + Double(i) * 50, y: 200), time: Double(i) / 60)) }
            s.send(.pointerUp(Point(x: 340, y: 200), time: 6 / 60))
            Self.checkFrames(&s, from: 6 / 60, seconds: 1.5, "flick with fraction \(fraction)")
            #expect(s.overlay.value == 1)
        }
    }

    @Test func randomFlingsFromEveryDeviceStayInRange() async {
        await propertyCheck(count: 400, input: Gen.int(in: 0...2), Gen.int(in: 0...400), Gen.int(in: -40_000...40_000),
                            Gen.int(in: 0...3)) { device, width, speed, band in
            var c = SplitConfiguration.specExample
            c.preferredPrimaryColumnWidthFraction = 0
            c.minimumPrimaryColumnWidth = Double(width)
            c.maximumPrimaryColumnWidth = max(Double(width), 640)
            c.minimumSecondaryColumnWidth = 0
            let windowWidth: Double = band == 0 ? 480 : 760
            var s = try! SplitViewState(configuration: c, size: Size(width: windowWidth, height: 600))
            if band == 0 { s.send(.showDetail(NavigationPage(id: "1", title: "One"), time: 0)) }
            if band == 2 { s.send(.showPrimary(time: 0)) }
            s.advance(to: 1)
            // Travel `speed` points per second for three frames from x = 10, by the chosen device.
            let step = Double(speed) / 60
            switch device {
            case 0:
                s.send(.pointerDown(Point(x: 10, y: 300), time: 1))
                for i in 1...3 { s.send(.pointerMove(Point(x: 10 + step * Double(i), y: 300), time: 1 + Double(i) / 60)) }
                s.send(.pointerUp(Point(x: 10 + step * 3, y: 300), time: 1 + 3 / 60))
            case 1:
                for i in 0..<3 { s.send(.scroll(dx: -step, dy: 0, at: Point(x: 200, y: 300), time: 1 + Double(i) / 60)) }
            default:
                var touch = TouchPointer()
                var events: [InputEvent] = [.touch(.down, finger: 4, at: Point(x: 10, y: 300), time: 1)]
                for i in 1...3 {
                    let x: Double = 10 + step * Double(i)
                    events.append(.touch(.move, finger: 4, at: Point(x: x, y: 300), time: 1 + Double(i) / 60))
                }
                events.append(.touch(.up, finger: 4, at: Point(x: 10 + step * 3, y: 300), time: 1 + 3 / 60))
                for e in events { for p in touch.pointerEvents(for: e) { s.send(p) } }
            }
            Self.checkFrames(&s, from: 1, seconds: 1.5, "device \(device) width \(width) speed \(speed) band \(band)")
        }
    }
}
