// Property test: whatever the window, configuration and pointer path, tiled frames stay sound.
import PropertyBased
import Testing
import SplitKit
import SplitKitTestSupport

@Suite("Tiled layout properties")
struct SplitLayoutPropertyTests {
    static let configurations = zip(
        Gen.double(in: 0...1), Gen.double(in: 0...600), Gen.double(in: 0...900), Gen.double(in: 0...900),
        Gen.double(in: 1...64), Gen.bool()
    ).map { fraction, minimum, extra, minSecondary, separator, trailing in
        SplitConfiguration(
            preferredPrimaryColumnWidthFraction: fraction, minimumPrimaryColumnWidth: minimum.rounded(),
            maximumPrimaryColumnWidth: (minimum + extra).rounded(), minimumSecondaryColumnWidth: minSecondary.rounded(),
            separatorWidth: separator.rounded(), primaryEdge: trailing ? .trailing : .leading,
            compactBreakpoint: 0, overlayBreakpoint: 0)  // tiled at every width: this checks the tiled layout
    }

    /// Checks the invariants of one layout pass.
    static func checkSound(_ s: SplitViewState) {
        let layout = s.layout
        let c = s.configuration
        let window = s.size.width
        guard let separator = layout.separator else {
            Issue.record("tiled layout without a separator")
            return
        }
        #expect(layout.primary.width >= 0 && separator.width >= 0 && layout.secondary.width >= 0)
        // The part of the primary on screen: all of it, or less while it slides off its edge (snap-collapse).
        let visible = layout.primary.intersection(Rect(x: 0, y: 0, width: window, height: s.size.height)).width
        #expect(visible + separator.width + layout.secondary.width == window)
        #expect(s.collapse.value > 0 || visible == layout.primary.width)
        // Side by side with no overlap and no gap, in the order the primary edge asks for.
        let order = c.primaryEdge == .leading ? [layout.primary, separator, layout.secondary]
            : [layout.secondary, separator, layout.primary]
        #expect(order[0].x == 0 || (c.primaryEdge == .leading && s.collapse.value > 0))
        #expect(order[0].maxX == order[1].x && order[1].maxX == order[2].x)
        #expect(order[2].maxX == window || (c.primaryEdge == .trailing && s.collapse.value > 0))
        // Limits hold at rest; a width on its way (carrying on after a snap-collapse release) may pass through
        // widths a resize has since ruled out, as a settings change may (SPEC §2.4).
        if window >= c.minimumPrimaryColumnWidth + c.separatorWidth + c.minimumSecondaryColumnWidth, !s.isWidthAnimating {
            #expect(layout.secondary.width >= c.minimumSecondaryColumnWidth || s.collapse.value > 0)
            #expect(layout.primary.width >= c.minimumPrimaryColumnWidth.rounded())
            #expect(layout.primary.width <= c.maximumPrimaryColumnWidth.rounded())
        }
    }

    @Test func framesNeverOverlapNorGoNegativeAndFillTheWindow() async {
        await propertyCheck(
            count: 300, input: Self.configurations, Gen.int(in: 320...3000), Gen.int(in: 320...3000),
            Gen.double(in: -300...3300).array(of: 1...30)
        ) { configuration, startWidth, resizedWidth, path in
            var s = try! SplitViewState(configuration: configuration, size: Size(width: Double(startWidth), height: 700))
            Self.checkSound(s)
            let grab = s.layout.separator!.midX
            _ = s.send(.pointerDown(Point(x: grab, y: 100), time: 0))
            for x in path {
                _ = s.send(.pointerMove(Point(x: x, y: 100), time: 0))
                Self.checkSound(s)
            }
            _ = s.send(.pointerUp(Point(x: path.last!, y: 100), time: 0))
            Self.checkSound(s)
            _ = s.send(.resize(Size(width: Double(resizedWidth), height: 700), time: 0))
            Self.checkSound(s)
        }
    }

    @Test func theSeparatorTracksThePointerWheneverNoClampApplies() async {
        await propertyCheck(count: 200, input: Gen.double(in: 200...640).array(of: 1...20)) { widths in
            var s = try! SplitViewState(configuration: .specExample, size: Size(width: 1600, height: 700))
            _ = s.send(.pointerDown(Point(x: 480, y: 10), time: 0))  // separator 480..488: offset 0
            for w in widths {
                _ = s.send(.pointerMove(Point(x: w, y: 10), time: 0))
                #expect(s.layout.separator!.x == w.rounded())
            }
        }
    }
}
