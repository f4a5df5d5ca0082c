// The press a stopping host ends as a release: where the pointer last was, and only while the button is held.
import Testing
import SplitKit

@Suite("Held pointer")
struct HeldPointerTests {
    @Test func aPressUnderWayIsReleasedWhereThePointerLastWas() {
        var held = HeldPointer()
        held.note(.pointerMove(Point(x: 10, y: 20), time: 0))
        held.note(.pointerDown(Point(x: 364, y: 300), time: 0.1))
        held.note(.pointerMove(Point(x: 420, y: 310), time: 0.2))
        held.note(.key(.right, [], time: 0.25))  // not a pointer event: nothing changes
        #expect(held.isPressed)
        #expect(held.release(at: 0.3) == .pointerUp(Point(x: 420, y: 310), time: 0.3))
        #expect(held.release(at: 0.4) == nil, "taking the release ends the press")
    }

    @Test func nothingIsReleasedWithoutAPressOrAfterTheRealRelease() {
        var held = HeldPointer()
        #expect(held.release(at: 0) == nil)
        held.note(.pointerMove(Point(x: 5, y: 5), time: 0))
        #expect(held.release(at: 0) == nil, "a hovering pointer holds nothing")
        held.note(.pointerDown(Point(x: 5, y: 5), time: 0.1))
        held.note(.pointerUp(Point(x: 7, y: 5), time: 0.2))
        #expect(!held.isPressed)
        #expect(held.position == Point(x: 7, y: 5))
        #expect(held.release(at: 0.3) == nil)
    }
}
