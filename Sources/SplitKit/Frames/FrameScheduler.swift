// When a window presents a frame (SPEC §12): at most one per refresh, none when nothing changed.

/// Decides when a live window draws, from what changed and when the last frame went out; time is injected.
///
/// The host drains every pending event, tells the scheduler what happened (`invalidate()`), and asks
/// `isFrameDue(at:animating:)`; when a frame is not due yet it waits for more events for at most
/// `waitTimeout(at:animating:)` seconds, so a burst of events becomes one frame laid out for the last of them.
///
/// A host may also draw a frame ahead of its slot (`shouldDrawAhead(at:animating:)`, `didDrawAhead()`): when input
/// comes one event at a time, the frame for it is built and drawn at once and only presented at the slot, so what
/// the event changed reaches the screen as soon as the display may show it rather than a build and a draw later.
/// Input that comes in before that slot overtakes the frame (it is drawn again when due), and drawing ahead stops
/// until the input is sparse again, so a continuous drag draws each frame once.
public struct FrameScheduler: Hashable, Sendable {
    /// Seconds between display refreshes (1/60 unless the display says otherwise).
    public var refreshInterval: Double
    /// Early-wake slack: a frame counts as due this close to its slot, since timers wake in whole milliseconds.
    public static let slack = 0.002
    /// The refresh slot of the last frame presented: its start time, or the slot one refresh after the one
    /// before while frames follow each other (so an animation keeps the display's pace, not a timer's
    /// rounding); nil before the first frame.
    public private(set) var lastPresentTime: Double?
    /// The window size the last frame was laid out for.
    public private(set) var presentedSize: Size?
    /// The device pixels per point the last frame was drawn at.
    public private(set) var presentedScale: Double?
    /// Something changed since the last frame.
    public private(set) var isDirty = true
    /// A frame drawn ahead of its slot waits to be presented (``didDrawAhead()``).
    public private(set) var hasFrameAhead = false
    /// Whether frames may be drawn ahead: off once input overtook one (it comes continuously), on again after a
    /// frame that came a whole refresh after its slot (the input is sparse again).
    public private(set) var drawsAhead = true
    /// When the event watch was first called since the main loop last had control (a live-resize burst).
    private var watchBurstStart: Double?

    /// A scheduler for a display refreshing every `refreshInterval` seconds.
    public init(refreshInterval: Double = 1.0 / 60) {
        self.refreshInterval = refreshInterval > 0 && refreshInterval.isFinite ? refreshInterval : 1.0 / 60
    }

    /// Something on screen may have changed (input, a resize, an expose): the next slot draws.
    public mutating func invalidate() {
        isDirty = true
        if hasFrameAhead { drawsAhead = false }  // overtaken: the input is continuous
    }

    /// When the next frame may go out: one refresh after the last one.
    public var nextSlot: Double { (lastPresentTime ?? -.infinity) + refreshInterval }

    /// True when a frame should be built and presented now.
    public func isFrameDue(at now: Double, animating: Bool) -> Bool {
        (isDirty || animating || hasFrameAhead) && now >= nextSlot - Self.slack
    }

    /// True when a frame should be built and drawn now, ahead of its slot, and presented when it is due: something
    /// changed, nothing moves by itself, no frame is drawn ahead already, and the last one drawn ahead was not
    /// overtaken by more input.
    public func shouldDrawAhead(at now: Double, animating: Bool) -> Bool {
        isDirty && !animating && !hasFrameAhead && drawsAhead && now < nextSlot - Self.slack
    }

    /// Records a frame drawn ahead: it shows everything so far and is presented when due (``isFrameDue(at:animating:)``,
    /// then ``didPresent(at:size:scale:)``); an ``invalidate()`` before then means it must be drawn again.
    public mutating func didDrawAhead() {
        hasFrameAhead = true
        isDirty = false
    }

    /// How long to wait for events before checking again: nil waits for input (nothing to draw), 0 polls. The wait
    /// ends when the frame is first due (``slack`` before its slot): a timer rounded up to whole milliseconds then
    /// wakes within the slack rather than after the slot, so a waiting frame goes out as soon as the rate allows.
    public func waitTimeout(at now: Double, animating: Bool) -> Double? {
        guard isDirty || animating || hasFrameAhead else { return nil }
        return max(0, nextSlot - Self.slack - now)
    }

    /// Records a presented frame: presenting began at `time`, laid out for `size` and drawn at `scale` device
    /// pixels per point.
    public mutating func didPresent(at time: Double, size: Size, scale: Double = 1) {
        let slot = nextSlot
        if time - slot >= refreshInterval { drawsAhead = true }  // after a quiet spell: the input is sparse
        lastPresentTime = time - slot < refreshInterval ? max(slot, time - Self.slack) : time
        presentedSize = size
        presentedScale = scale
        isDirty = false
        hasFrameAhead = false
    }

    /// Whether the frame on screen was laid out for `size` and drawn at `scale`: only then may an identical
    /// display list skip presenting. A new scale (the window moved to another output, or the output's scale
    /// changed) leaves the layout in points as it was but needs every pixel drawn again.
    public func isOnScreen(size: Size, scale: Double) -> Bool {
        size == presentedSize && scale == presentedScale
    }

    /// The frame built for this slot turned out the same as the one on screen: nothing to present.
    public mutating func nothingChanged() {
        isDirty = false
        hasFrameAhead = false
    }

    /// The main loop has control again (its wait for events returned): it draws next if anything is due.
    public mutating func mainLoopResumed() {
        watchBurstStart = nil
    }

    /// Whether the live-resize event watch should draw for `size` now.
    ///
    /// The watch runs inside SDL's event pump. Where the pump returns at once (X11, Wayland) the main loop
    /// draws right after, so the watch must not: it draws only when the pump has kept the main loop away
    /// for a whole refresh (a platform's modal resize loop), for a size not on screen yet, at most once per
    /// refresh.
    public mutating func liveResizeShouldDraw(size: Size, at now: Double) -> Bool {
        let burstStart = watchBurstStart ?? now
        watchBurstStart = burstStart
        guard size != presentedSize else { return false }
        return now - burstStart >= refreshInterval - Self.slack && now >= nextSlot - Self.slack
    }
}
