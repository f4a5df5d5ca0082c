// Issue 13 / SPEC §5: the overlay's shadow is libadwaita's two gradients, probed in pixels on both edges.
import Testing
import SplitKit
import SplitKitTestSupport
@testable import SplitKitSDL

@MainActor
@Suite("Overlay shadow pixels", .serialized)
struct OverlayShadowTests {
    /// The split at 700 × 400 (overlay band) with the primary fully in, drawn over white columns.
    func drawn(edge: PrimaryEdge, theme: Appearance = .light) throws -> (OffscreenCanvas, SplitViewState) {
        var c = SplitConfiguration.specExample
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

    /// libadwaita's shade colour's opacity, as SPEC §5 and §11 give it: black at 7 % light, 36 % dark.
    func shade(_ theme: Appearance) -> Double { theme == .dark ? 0.36 : 0.07 }

    /// SPEC §5's two gradients, as fractions of the shade colour: 70 % → 14 % at 40 → 0 at 56, 40 % → 14 % at 7 → 0 at 24.
    func gradientOpacities(at d: Double, shade: Double) -> [Double] {
        func ramp(_ stops: [(Double, Double)]) -> Double {
            for (a, b) in zip(stops, stops.dropFirst()) where d <= b.0 { return a.1 + (b.1 - a.1) * (d - a.0) / (b.0 - a.0) }
            return 0
        }
        return [ramp([(0, 0.7), (40, 0.14), (56, 0)]), ramp([(0, 0.4), (7, 0.14), (24, 0)])].map { $0 * shade }
    }

    /// What SPEC §5 asks for `d` points out from the panel's edge: both gradients over the secondary dimmed by the shade.
    func expected(_ d: Double, theme: Appearance) -> Double {
        let under = Double(theme.palette.background.red) * (1 - shade(theme))
        return gradientOpacities(at: d, shade: shade(theme)).reduce(under) { $0 * (1 - $1) }
    }

    @Test(arguments: [PrimaryEdge.leading, .trailing], ["light", "dark"])
    func theShadowFollowsLibadwaitasTwoGradientsOfTheShade(edge: PrimaryEdge, name: String) throws {
        let theme: Appearance = name == "dark" ? .dark : .light
        let (canvas, s) = try drawn(edge: edge, theme: theme)
        let panel = s.layout.primary, y = 200
        // Pixel n out from the edge covers n ... n + 1 points; its centre is n + 0.5 out.
        for n in [0, 1, 3, 6, 10, 20, 30, 39, 45, 55, 60, 80] {
            let x = edge == .leading ? Int(panel.maxX) + n : Int(panel.x) - 1 - n
            let seen = Double(canvas.pixel(x: x, y: y).red)
            let want = expected(Double(n) + 0.5, theme: theme)
            // SDL's software blending rounds down once per layer (dim and two gradients), and its flipped copy (the
            // trailing edge) lands up to a pixel nearer the edge: up to 4.5 levels darker. The near-black band this
            // replaces was 180 levels off in the light theme and 8 in the dark.
            #expect(abs(seen - want) <= 4.5, "\(name), \(edge) edge, \(n) points out: \(seen), SPEC §5 gives \(want)")
        }
        // Far from the panel only the dim is left: the secondary darkened by the shade itself.
        let far = Double(canvas.pixel(x: edge == .leading ? Int(panel.maxX) + 200 : Int(panel.x) - 200, y: y).red)
        #expect(abs(far - Double(theme.palette.background.red) * (1 - shade(theme))) <= 1, "\(name): dim \(far)")
        // At the edge the shadow darkens the dimmed secondary by 1 − (1 − 0.7 s)(1 − 0.4 s): 7.6 % in the light
        // theme (a near-black band was 82 %), 36 % in the dark.
        let first = Double(canvas.pixel(x: edge == .leading ? Int(panel.maxX) : Int(panel.x) - 1, y: y).red)
        let darkening = 1 - first / far
        let want = theme == .dark ? 0.36 : 0.076
        #expect(abs(darkening - want) < (theme == .dark ? 0.08 : 0.015), "\(name): the edge darkens by \(darkening)")
    }

    /// Issue 16: with reduced motion the overlay fades in as a whole, so the shadow that starts under the panel
    /// (by the corner radius) never shows through it as a darker stripe inside the panel's edge.
    @Test(arguments: [(PrimaryEdge.leading, false), (.trailing, false), (.leading, true)])
    func midFadeThePanelIsEvenUpToItsBorder(edge: PrimaryEdge, dark: Bool) throws {
        var c = SplitConfiguration.specExample
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
