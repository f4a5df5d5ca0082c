// XInput 2.1 scroll valuators turned into scroll distances in points, and the server's emulated wheel buttons told
// from a real wheel's: pure bookkeeping, fed by the window's event watch (AppWindow+SmoothScroll).

/// One scroll valuator's reading in an XInput 2 motion event: its absolute value and its scroll class.
struct ScrollValuatorReading: Hashable, Sendable {
    /// The valuator's number on its device.
    var number: Int
    /// True for a horizontal scroll class, false for a vertical one.
    var horizontal: Bool
    /// The change of value worth one wheel notch (negative when the device scrolls the other way).
    var increment: Double
    /// The valuator's absolute value after the event.
    var value: Double

    init(number: Int, horizontal: Bool, increment: Double, value: Double) {
        self.number = number
        self.horizontal = horizontal
        self.increment = increment
        self.value = value
    }
}

/// Turns the absolute values of XInput 2 scroll valuators into scroll distances, and says which core wheel
/// buttons the X server made up from them.
///
/// A scroll valuator carries the device's total scrolling so far: the distance is the change since the device's
/// last reading of it, divided by the class's increment (one wheel notch), times ``pointsPerNotch`` — the points
/// a wheel notch scrolls, so a wheel mouse read this way scrolls as far as its notches did. A positive change
/// scrolls down or right (the way of X's buttons 5 and 7), which is ``InputEvent/scroll``'s direction and the sign
/// SDL gives a Wayland touchpad's axis values: the desktop's natural-scrolling setting is applied before either.
///
/// The valuators go on counting while the pointer is in other windows, so when the pointer enters the window the
/// baselines become the values the server holds then (``rebase(on:)``, read with XIQueryDevice as Qt does): the
/// first scroll in the window moves as far as the fingers did. While the pointer is in the window every motion of
/// every device comes here (unless another client grabs the pointer), so the baselines stay right until it leaves:
/// when devices come, go or change their classes only the new and changed ones take the server's values
/// (``update(from:renewing:)``), and a master following another of its devices changes nothing, since readings are
/// per device. A value read from the server may already hold motions still queued here, if a scroll was under way
/// as the pointer came in: those then count from the newer value, back by what they had moved (a pointer comes
/// into a window by moving, not scrolling, so this is rare; Qt's reading has the same race, and the alternative,
/// raw events from every device all the time, would wake the program whenever the pointer moves anywhere). A
/// valuator with no baseline (the server did not report it) only sets it on its first reading: no jump. A change of 2³¹ or more is the value wrapping round
/// (it travels as a signed 32.32 fixed-point number) and is dropped too.
///
/// The server makes a core button 4–7 press each time a valuator crosses a multiple of its increment, in the same
/// input event as the motion, so with the motion's time (``isEmulatedWheel(button:time:)``); SDL 2 turns those
/// presses into wheel notches, which would scroll a second time. Every scroll reading's time counts, a
/// baseline-setting one included: its press is the same fingers' motion, not a notch of its own. When the motion is itself made up from a real
/// wheel button (a device with scroll classes whose driver sends buttons, or XTEST's `xdotool click 4`) the server
/// flags the motion as emulated and the button is the real input: then the motion scrolls nothing
/// (``motion(device:time:emulated:readings:)`` returns nil) and the button is kept.
struct SmoothScroll: Sendable {
    /// Points scrolled per notch's worth of valuator change.
    var pointsPerNotch: Double
    private var baselines: [Key: Double] = [:]
    private var lastVerticalTime: UInt32?
    private var lastHorizontalTime: UInt32?

    /// A change this large is the 32.32 fixed-point value wrapping round, not scrolling.
    static let wrap = Double(1 << 31)

    private struct Key: Hashable {
        var device: Int
        var number: Int
    }

    init(pointsPerNotch: Double = EventTranslator.pointsPerWheelNotch) {
        self.pointsPerNotch = pointsPerNotch
    }

    /// The distance a motion event scrolls, in points (`dx` positive to the right, `dy` downwards), or nil when
    /// it scrolls nothing: no earlier reading of its valuators (the baseline is set now), emulated, or no change.
    mutating func motion(device: Int, time: UInt32, emulated: Bool, readings: [ScrollValuatorReading]) -> (dx: Double, dy: Double)? {
        var dx = 0.0, dy = 0.0
        var horizontal = false, vertical = false
        for reading in readings where reading.increment != 0 && reading.increment.isFinite && reading.value.isFinite {
            let key = Key(device: device, number: reading.number)
            defer { baselines[key] = reading.value }
            if reading.horizontal { horizontal = true } else { vertical = true }
            guard let baseline = baselines[key] else { continue }
            let change = reading.value - baseline
            guard abs(change) < Self.wrap else { continue }
            let notches = change / reading.increment
            if reading.horizontal { dx += notches * pointsPerNotch } else { dy += notches * pointsPerNotch }
        }
        guard !emulated else { return nil }
        // Before the distance is looked at: a reading that only set a baseline still made the server's press.
        if horizontal { lastHorizontalTime = time }
        if vertical { lastVerticalTime = time }
        guard dx != 0 || dy != 0 else { return nil }
        return (dx, dy)
    }

    /// True when a core wheel button press (4 up, 5 down, 6 left, 7 right) at X server time `time` was made up by
    /// the server from a smooth scroll already counted: it came with a scrolling motion of the same time.
    func isEmulatedWheel(button: Int, time: UInt32) -> Bool {
        switch button {
        case 4, 5: return lastVerticalTime == time
        case 6, 7: return lastHorizontalTime == time
        default: return false
        }
    }

    /// The baselines become the valuators' values the server holds now, `current` (device and reading): the pointer
    /// entered the window (they hold what was scrolled in other windows), or devices came, went or changed. A
    /// valuator missing from it starts without one.
    mutating func rebase(on current: [(device: Int, reading: ScrollValuatorReading)]) {
        baselines.removeAll()
        update(from: current)
    }

    /// Devices came, went or changed their classes (`renewing`: the one whose classes changed, whose valuators may
    /// be others now): valuators without a baseline, and the renewed device's, take the server's values `current`;
    /// the others keep theirs, which every motion since came here to keep up to date.
    mutating func update(from current: [(device: Int, reading: ScrollValuatorReading)], renewing device: Int? = nil) {
        if let device { baselines = baselines.filter { $0.key.device != device } }
        for (device, reading) in current where reading.value.isFinite {
            let key = Key(device: device, number: reading.number)
            if baselines[key] == nil { baselines[key] = reading.value }
        }
    }
}
