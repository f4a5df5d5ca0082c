// Issue 13 / SPEC §5: the overlay's shadow is libadwaita's two gradients, probed in pixels on both edges.
import Testing
import SplitKit
@testable import SplitKitSDL

@MainActor
@Suite("Overlay shadow pixels", .serialized)
struct OverlayShadowTests {
    /// The split at 700 × 400 (overlay band) with the primary fully in, drawn over white columns.
    func drawn(edge: PrimaryEdge, theme: Appearance = .light) throws -> (OffscreenCanvas, SplitViewState) {
        var c = SplitConfiguration.mail
        c.primaryEdge = edge
        var s = try SplitViewState(configuration: c, size: Size(width: 700, height: 400), appearance: theme)
        s.send(.showPrimary(time: 0))
        s.advance(to: 2)
        #expect(s.overlay.value == 1)
        let canvas = try OffscreenCanvas(size: s.size, fontPath: FontLocator.fontPath(explicitPath: nil))
        var list = DisplayList()
        s.draw(into: &list) { _ in ColumnContent(title: nil) { frame, list in list.fill(frame, theme.palette.background) } }
        canvas.draw(list)
        return (canvas, s)
    }

    /// What SPEC §5 asks for `d` points out from the panel's edge: both gradients over the dimmed secondary.
    func expected(_ d: Double, theme: Appearance) -> Double {
        let shadows = Palette.libadwaitaShadow.map { $0.opacity(at: d) }
        let under = Double(theme.palette.background.red) * (1 - theme.palette.fullDim)
        return shadows.reduce(under) { $0 * (1 - $1) }
    }

    @Test(arguments: [PrimaryEdge.leading, .trailing])
    func theShadowFollowsLibadwaitasTwoGradients(edge: PrimaryEdge) throws {
        let (canvas, s) = try drawn(edge: edge)
        let panel = s.layout.primary, y = 200
        // Pixel n out from the edge covers n ... n + 1 points; its centre is n + 0.5 out.
        for n in [0, 1, 3, 6, 10, 20, 30, 39, 45, 55, 60, 80] {
            let x = edge == .leading ? Int(panel.maxX) + n : Int(panel.x) - 1 - n
            let seen = Double(canvas.pixel(x: x, y: y).red)
            let want = expected(Double(n) + 0.5, theme: .light)
            #expect(abs(seen - want) <= 2.5, "\(edge) edge, \(n) points out: \(seen), SPEC §5 gives \(want)")
        }
        // At the edge: 1 − (1 − 0.7)(1 − 0.4) = 82 % black over the dim, not the 54 % it was.
        let first = Double(canvas.pixel(x: edge == .leading ? Int(panel.maxX) : Int(panel.x) - 1, y: y).red)
        #expect(first < 255 * 0.93 * 0.2)
    }

    /// Issue 16: with reduced motion the overlay fades in as a whole, so the shadow that starts under the panel
    /// (by the corner radius) never shows through it as a darker stripe inside the panel's edge.
    @Test(arguments: [(PrimaryEdge.leading, false), (.trailing, false), (.leading, true)])
    func midFadeThePanelIsEvenUpToItsBorder(edge: PrimaryEdge, dark: Bool) throws {
        var c = SplitConfiguration.mail
        c.primaryEdge = edge
        let theme: Appearance = dark ? .dark : .light
        var appearance = theme
        appearance.motion.reduceMotion = true
        var s = try SplitViewState(configuration: c, size: Size(width: 800, height: 600), appearance: appearance)
        s.send(.showPrimary(time: 0))
        var t = 0.0
        while s.overlay.value < 0.4, t < 2 { t += 0.01; s.advance(to: t) }
        #expect(s.overlay.value > 0.3 && s.overlay.value < 0.8, "mid-fade: \(s.overlay.value)")
        let canvas = try OffscreenCanvas(size: s.size, fontPath: FontLocator.fontPath(explicitPath: nil))
        var list = DisplayList()
        let background = theme.palette.background
        s.draw(into: &list) { _ in ColumnContent(title: nil) { frame, list in list.fill(frame, background) } }
        canvas.draw(list)
        let panel = s.layout.primary, y = 300
        let middle = Int(canvas.pixel(x: Int(panel.midX), y: y).red)
        // Just inside the border (1 point), across the corner radius where the shadow starts.
        let inside = edge == .leading ? (Int(panel.maxX) - 8)...(Int(panel.maxX) - 2) : (Int(panel.x) + 1)...(Int(panel.x) + 7)
        for x in inside {
            let seen = Int(canvas.pixel(x: x, y: y).red)
            #expect(abs(seen - middle) <= 2, "\(edge) edge, x \(x): \(seen), the panel's middle is \(middle)")
        }
    }

    @Test func theBorderIsOnePointOnTheSideFacingTheSecondary() throws {
        let (canvas, s) = try drawn(edge: .leading)
        let edge = Int(s.layout.primary.maxX) - 1
        let seen = canvas.pixel(x: edge, y: 200), inside = canvas.pixel(x: edge - 1, y: 200)
        let outside = canvas.pixel(x: edge + 1, y: 200)
        #expect(inside == s.appearance.palette.background)
        #expect(seen != inside && seen != outside)  // one column of border between panel and shadow
        #expect(canvas.pixel(x: edge - 1, y: 200) == canvas.pixel(x: edge - 10, y: 200))
    }
}
