// XInput 2 scroll valuators to points: increments, both directions and axes, baselines from the server without a jump,
// counters wrapping round, and the server's emulated wheel buttons told from real ones by their time.
import Testing
@testable import SplitKitSDL

@Suite("Smooth scroll")
struct SmoothScrollTests {
    /// A touchpad as xf86-input-libinput makes it: valuator 2 horizontal, 3 vertical, 15 units a notch.
    func touchpad(h: Double? = nil, v: Double? = nil, increment: Double = 15) -> [ScrollValuatorReading] {
        (h.map { [ScrollValuatorReading(number: 2, horizontal: true, increment: increment, value: $0)] } ?? [])
            + (v.map { [ScrollValuatorReading(number: 3, horizontal: false, increment: increment, value: $0)] } ?? [])
    }

    func close(_ a: (dx: Double, dy: Double)?, _ b: (Double, Double)) -> Bool {
        guard let a else { return false }
        return abs(a.dx - b.0) < 1e-9 && abs(a.dy - b.1) < 1e-9
    }

    @Test func theFirstReadingOnlySetsTheBaseline() {
        var scroll = SmoothScroll()
        #expect(scroll.motion(device: 11, time: 1, emulated: false, readings: touchpad(v: 1000)) == nil)
        #expect(close(scroll.motion(device: 11, time: 2, emulated: false, readings: touchpad(v: 1015)), (0, 48)))
    }

    @Test func anIncrementIsANotchOf48Points() {
        var scroll = SmoothScroll()
        _ = scroll.motion(device: 11, time: 1, emulated: false, readings: touchpad(h: 0, v: 0))
        // 5 units of 15: a third of a notch, 16 points; fractions are kept, not rounded to notches.
        #expect(close(scroll.motion(device: 11, time: 2, emulated: false, readings: touchpad(v: 5)), (0, 16)))
        #expect(close(scroll.motion(device: 11, time: 3, emulated: false, readings: touchpad(v: 5.75)), (0, 2.4)))
        // Another device's increment: 120 units a notch (a high-resolution wheel).
        _ = scroll.motion(device: 12, time: 4, emulated: false, readings: touchpad(v: 0, increment: 120))
        #expect(close(scroll.motion(device: 12, time: 5, emulated: false, readings: touchpad(v: 30, increment: 120)), (0, 12)))
    }

    @Test func negativeChangesScrollUpAndLeft() {
        var scroll = SmoothScroll()
        _ = scroll.motion(device: 11, time: 1, emulated: false, readings: touchpad(h: 300, v: 300))
        #expect(close(scroll.motion(device: 11, time: 2, emulated: false, readings: touchpad(h: 285, v: 270)), (-48, -96)))
    }

    @Test func bothAxesInOneEvent() {
        var scroll = SmoothScroll()
        _ = scroll.motion(device: 11, time: 1, emulated: false, readings: touchpad(h: 0, v: 0))
        #expect(close(scroll.motion(device: 11, time: 2, emulated: false, readings: touchpad(h: 7.5, v: -3)), (24, -9.6)))
        // One axis alone leaves the other's baseline where it was.
        #expect(close(scroll.motion(device: 11, time: 3, emulated: false, readings: touchpad(h: 22.5)), (48, 0)))
        #expect(close(scroll.motion(device: 11, time: 4, emulated: false, readings: touchpad(v: 0)), (0, 9.6)))
    }

    @Test func aHorizontalSwipeScrollsTheWayWaylandDoes() {
        // Fingers moving so that the valuator grows: scrolling right, dx > 0, as SDL reports a Wayland axis value
        // > 0 (preciseX > 0 → dx > 0); the split view opens the overlay for dx < 0 and closes it for dx > 0 alike.
        var scroll = SmoothScroll()
        _ = scroll.motion(device: 11, time: 1, emulated: false, readings: touchpad(h: 0))
        var total = 0.0
        for (i, x) in stride(from: -3.0, through: -30, by: -3).enumerated() {
            total += scroll.motion(device: 11, time: UInt32(2 + i), emulated: false, readings: touchpad(h: x))?.dx ?? 0
        }
        #expect(abs(total + 96) < 1e-9)  // two notches' worth, tracked in 9.6-point steps, not 48-point jumps
        // A negative increment (a driver's inverted axis): the same change scrolls the other way.
        _ = scroll.motion(device: 13, time: 20, emulated: false, readings: touchpad(h: 0, increment: -15))
        #expect(close(scroll.motion(device: 13, time: 21, emulated: false, readings: touchpad(h: 15, increment: -15)), (-48, 0)))
    }

    @Test func rebasingTakesTheServersValuesInsteadOfJumping() {
        var scroll = SmoothScroll()
        _ = scroll.motion(device: 11, time: 1, emulated: false, readings: touchpad(v: 0))
        _ = scroll.motion(device: 12, time: 1, emulated: false, readings: touchpad(v: 0))
        // The pointer left, scrolled another window by 600 units, and came back: the server says where both are.
        scroll.rebase(on: [(11, ScrollValuatorReading(number: 3, horizontal: false, increment: 15, value: 600)),
                           (12, ScrollValuatorReading(number: 3, horizontal: false, increment: 15, value: 0))])
        #expect(close(scroll.motion(device: 11, time: 2, emulated: false, readings: touchpad(v: 615)), (0, 48)))
        #expect(close(scroll.motion(device: 12, time: 3, emulated: false, readings: touchpad(v: 15)), (0, 48)))
        // A device the server did not report starts without a baseline: its first reading sets it, no jump.
        scroll.rebase(on: [])
        #expect(scroll.motion(device: 11, time: 4, emulated: false, readings: touchpad(v: 0)) == nil)
        #expect(close(scroll.motion(device: 11, time: 5, emulated: false, readings: touchpad(v: 15)), (0, 48)))
    }

    @Test func aCounterWrappingRoundIsNotAScroll() {
        var scroll = SmoothScroll()
        // The value travels as a signed 32.32 fixed-point number: past 2³¹ it comes back from -2³¹.
        _ = scroll.motion(device: 11, time: 1, emulated: false, readings: touchpad(v: 2_147_483_640))
        #expect(scroll.motion(device: 11, time: 2, emulated: false, readings: touchpad(v: -2_147_483_641)) == nil)
        #expect(close(scroll.motion(device: 11, time: 3, emulated: false, readings: touchpad(v: -2_147_483_626)), (0, 48)))
        // Large honest scrolls still count: a thousand notches in one event.
        #expect(close(scroll.motion(device: 11, time: 4, emulated: false, readings: touchpad(v: -2_147_468_626)), (0, 48_000)))
    }

    @Test func wheelButtonsMadeUpFromASmoothScrollAreKnownByTheirTime() {
        var scroll = SmoothScroll()
        _ = scroll.motion(device: 11, time: 90, emulated: false, readings: touchpad(h: 0, v: 0))
        #expect(!scroll.isEmulatedWheel(button: 5, time: 100))  // no scroll at that time
        _ = scroll.motion(device: 11, time: 116, emulated: false, readings: touchpad(v: 16))
        // The server crossed 15 in that motion and sent button 5 with its time: already counted, dropped.
        #expect(scroll.isEmulatedWheel(button: 5, time: 116))
        #expect(scroll.isEmulatedWheel(button: 4, time: 116))
        #expect(!scroll.isEmulatedWheel(button: 6, time: 116))  // no horizontal scroll at that time
        #expect(!scroll.isEmulatedWheel(button: 5, time: 117))  // a wheel's own notch a millisecond later
        #expect(!scroll.isEmulatedWheel(button: 1, time: 116))
        _ = scroll.motion(device: 11, time: 130, emulated: false, readings: touchpad(h: -15))
        #expect(scroll.isEmulatedWheel(button: 6, time: 130))
    }

    @Test func aMotionMadeUpFromARealWheelButtonScrollsNothingAndKeepsTheButton() {
        // xdotool click 5 on a device with scroll classes: the server turns the button into an emulated motion
        // of one increment, then sends the button itself, unflagged. The notch is SDL's wheel event.
        var scroll = SmoothScroll()
        _ = scroll.motion(device: 4, time: 1, emulated: false, readings: touchpad(v: 0))
        #expect(scroll.motion(device: 4, time: 50, emulated: true, readings: touchpad(v: 15)) == nil)
        #expect(!scroll.isEmulatedWheel(button: 5, time: 50))
        // Its value still moved the baseline: a smooth scroll after it counts from there.
        #expect(close(scroll.motion(device: 4, time: 60, emulated: false, readings: touchpad(v: 22.5)), (0, 24)))
    }

    /// Issue 24: an inputtest pointer (120 units a notch) had scrolled 90 units left over another window, so its
    /// valuator stood 3/4 of a notch past a multiple of the increment; entering the window, the fingers go on in
    /// quarter notches. The first one moves a quarter notch, as every later one does — and the notch the server
    /// makes up as that first quarter crosses −120 is not counted again.
    @Test func theFirstScrollAfterThePointerEntersMovesAsFarAsTheFingers() {
        var scroll = SmoothScroll()
        _ = scroll.motion(device: 7, time: 10, emulated: false, readings: touchpad(h: 0, increment: 120))
        // Outside: −90, unseen. Entering: the server's values are the baselines.
        scroll.rebase(on: [(7, ScrollValuatorReading(number: 2, horizontal: true, increment: 120, value: -90))])
        var steps: [Double] = []
        for (i, value) in stride(from: -120.0, through: -210, by: -30).enumerated() {
            steps.append(scroll.motion(device: 7, time: UInt32(200 + i), emulated: false, readings: touchpad(h: value, increment: 120))?.dx ?? 0)
            // The press the server sends right after the motion that crosses −120 (button 6: left) is that motion's.
            if i == 0 { #expect(scroll.isEmulatedWheel(button: 6, time: 200)) }
        }
        #expect(steps == [-12, -12, -12, -12])
    }

    /// When the server did not report a valuator (or the scroll was already queued when the pointer entered) the
    /// first reading sets its baseline — and the server's press for that same motion is still its, not a notch.
    @Test func aReadingThatOnlySetsTheBaselineStillOwnsItsEmulatedPress() {
        var scroll = SmoothScroll()
        scroll.rebase(on: [])
        #expect(scroll.motion(device: 7, time: 300, emulated: false, readings: touchpad(h: -120, increment: 120)) == nil)
        #expect(scroll.isEmulatedWheel(button: 6, time: 300))
        #expect(scroll.isEmulatedWheel(button: 7, time: 300))
        #expect(!scroll.isEmulatedWheel(button: 4, time: 300))  // no vertical reading at that time
        #expect(close(scroll.motion(device: 7, time: 301, emulated: false, readings: touchpad(h: -150, increment: 120)), (-12, 0)))
        // Entering replaces every baseline: another device's too.
        scroll.rebase(on: [(8, ScrollValuatorReading(number: 3, horizontal: false, increment: 15, value: 45))])
        #expect(scroll.motion(device: 7, time: 302, emulated: false, readings: touchpad(h: -180, increment: 120)) == nil)
        #expect(close(scroll.motion(device: 8, time: 303, emulated: false, readings: touchpad(v: 60)), (0, 48)))
    }

    /// A device coming or going (XI_HierarchyChanged) or one changing its classes: the other devices keep the baselines
    /// their motions here kept up to date (a value read from the server could be ahead of motions still queued);
    /// only new valuators and the changed device's take the server's values.
    @Test func devicesChangingKeepTheBaselinesOfTheOthers() {
        var scroll = SmoothScroll()
        scroll.rebase(on: [(11, ScrollValuatorReading(number: 3, horizontal: false, increment: 15, value: 0))])
        // The server already holds 30 for device 11 (two motions still queued here); device 12 is new at 45.
        let server = [(11, ScrollValuatorReading(number: 3, horizontal: false, increment: 15, value: 30)),
                      (12, ScrollValuatorReading(number: 3, horizontal: false, increment: 15, value: 45))]
        scroll.update(from: server)
        #expect(close(scroll.motion(device: 11, time: 1, emulated: false, readings: touchpad(v: 15)), (0, 48)))
        #expect(close(scroll.motion(device: 11, time: 2, emulated: false, readings: touchpad(v: 30)), (0, 48)))
        #expect(close(scroll.motion(device: 12, time: 3, emulated: false, readings: touchpad(v: 60)), (0, 48)))
        // Device 12's classes changed: its baseline is the server's again; device 11 keeps its own.
        scroll.update(from: [(11, ScrollValuatorReading(number: 3, horizontal: false, increment: 15, value: 999)),
                             (12, ScrollValuatorReading(number: 3, horizontal: false, increment: 15, value: 90))], renewing: 12)
        #expect(close(scroll.motion(device: 12, time: 4, emulated: false, readings: touchpad(v: 105)), (0, 48)))
        #expect(close(scroll.motion(device: 11, time: 5, emulated: false, readings: touchpad(v: 45)), (0, 48)))
    }

    @Test func readingsWithoutAnIncrementAreIgnored() {
        var scroll = SmoothScroll()
        _ = scroll.motion(device: 11, time: 1, emulated: false, readings: touchpad(v: 0, increment: 0))
        #expect(scroll.motion(device: 11, time: 2, emulated: false, readings: touchpad(v: 15, increment: 0)) == nil)
        #expect(scroll.motion(device: 11, time: 3, emulated: false, readings: []) == nil)
    }
}
