// Slow motion and reduced motion (SPEC §10): everything takes longer, or nothing slides.
import Testing
import SplitKit
import SplitKitTestSupport

@Suite("Motion")
struct MotionTests {
    func split(_ width: Double, motion: Motion) -> SplitViewState {
        var look = Appearance.light
        look.motion = motion
        return try! SplitViewState(configuration: .specExample, size: Size(width: width, height: 700), appearance: look,
                                   primaryPage: NavigationPage(id: "items", title: "Items"))
    }

    /// Frames (at 60 per second) from `start` until nothing animates.
    func framesToSettle(_ s: inout SplitViewState, from start: Double) -> Int {
        var frames = 0
        while s.isAnimating && frames < 10_000 {
            frames += 1
            s.advance(to: start + Double(frames) / 60)
        }
        return frames
    }

    @Test func aSlowedSpringIsTheSameMotionStretched() {
        let spring = Spring.overlay, slow = spring.slowed(by: 4)
        for t in stride(from: 0.0, through: 0.5, by: 0.05) {
            let normal = spring.motion(x0: -1, v0: 3, t: t)
            let stretched = slow.motion(x0: -1, v0: 3.0 / 4, t: t * 4)
            #expect(abs(normal.x - stretched.x) < 1e-9)
        }
    }

    @Test func slowMotionFourMakesTheRevealTakeFourTimesTheFrames() {
        var normal = split(800, motion: .standard)
        normal.send(.key(.f9, [], time: 0))
        let n = framesToSettle(&normal, from: 0)
        var slow = split(800, motion: Motion(slowMotion: 4))
        slow.send(.key(.f9, [], time: 0))
        let s = framesToSettle(&slow, from: 0)
        #expect(n > 10)
        #expect(abs(Double(s) / Double(n) - 4) < 0.15, "\(n) frames, slowed \(s)")
        #expect(Motion(slowMotion: 40).timeScale == 10 && Motion(slowMotion: 0.5).timeScale == 1)
    }

    @Test func withReducedMotionTheOverlayFadesInWhereItEnds() {
        var s = split(800, motion: Motion(reduceMotion: true))
        s.send(.key(.f9, [], time: 0))
        var sawFade = false
        for frame in 1...30 {
            s.advance(to: Double(frame) / 60)
            #expect(s.layout.primary.x == 0)  // never travels
            var list = DisplayList()
            s.draw(into: &list) { _ in ColumnContent(title: "T") { _, _ in } }
            if s.overlay.value < 1, list.commands.contains(.pushOpacity(s.overlay.value)) { sawFade = true }
        }
        #expect(sawFade)
        #expect(s.overlay.value == 1)
    }

    @Test func withReducedMotionPagesCrossFadeInPlace() {
        var s = split(500, motion: Motion(reduceMotion: true))
        s.send(.showDetail(NavigationPage(id: "1", title: "Item 2"), time: 0))
        s.advance(to: 0.03)
        #expect(s.navigation.isAnimating)
        #expect(s.layout.secondary.x == 0 && s.layout.primary.x == 0)
        var list = DisplayList()
        s.draw(into: &list) { _ in ColumnContent(title: "T") { _, _ in } }
        #expect(list.commands.contains(.pushOpacity(s.navigation.slide.value)))
        #expect(!list.commands.contains { if case .shadow = $0 { true } else { false } })
    }

    @Test func withReducedMotionAWidthChangeIsThereAtOnceAndCrossFades() {
        var s = split(1200, motion: Motion(reduceMotion: true))
        s.send(.setWidthSettings(WidthSettings(maximum: 300), time: 0))
        s.advance(to: 0.1)
        #expect(s.displayedPrimaryWidth.width == 300 && s.layout.primary.width == 300)
        var list = DisplayList()
        s.draw(into: &list) { _ in ColumnContent(title: "T") { _, _ in } }
        #expect(list.commands.contains { if case .pushOpacity(let o) = $0 { o > 0 && o < 1 } else { false } })
        // Collapsing the tiled primary fades it out in place too.
        s.send(.key(.f9, [], time: 1))
        s.advance(to: 1.02)
        #expect(s.layout.separator?.x == 0)  // already where it is going
        #expect(s.collapse.isAnimating)
    }
}
