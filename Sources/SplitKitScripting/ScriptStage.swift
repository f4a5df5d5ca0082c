// Where a script player's frames go: drawn offscreen (headless runs) or shown in a window (live tours).
import SplitKit
import SplitKitSDL

/// The output of a ``ScriptPlayer``: it draws each frame, takes the script's screenshots, and hears of the
/// synthetic input as it is played.
@MainActor
public protocol ScriptStage: AnyObject {
    /// Takes the size a `resize` step gives the window, before the frame laid out for it is drawn.
    func resize(to size: Size) throws
    /// Hears of one synthetic input event as it is played (a window marks where it lands).
    func note(_ event: ScriptEvent)
    /// Draws a frame (and shows it, when there is a screen); returns the seconds spent drawing and presenting.
    func show(_ list: DisplayList) throws -> (render: Double, present: Double)
    /// Writes the frame last drawn as a PNG file at `path`.
    func saveShot(to path: String) throws
    /// Told once after the script's last step (a window holds its last frame a moment, so the end is seen).
    func finish()
}

extension ScriptStage {
    /// Ignores the event: nothing marks input offscreen.
    public func note(_ event: ScriptEvent) {}
    /// Nothing to hold offscreen.
    public func finish() {}
}

/// Frames drawn on an `OffscreenCanvas` (SDL's software renderer, no window): deterministic pixels.
///
/// Nobody sees a frame offscreen until it is saved, so by default a frame is drawn only when a shot (or a recorded
/// frame) needs it, and the last one when the script ends: a long script at a large scale costs building its frames,
/// not painting each one (100,000 steps at scale 3 took over 5 minutes). Every frame covers the whole canvas, so the
/// pixels saved are the same either way.
@MainActor
public final class OffscreenStage: ScriptStage {
    /// The canvas drawn on.
    public let canvas: OffscreenCanvas
    /// Whether every frame is drawn as it comes (for its render time, as `--stats` reports it).
    public let drawsEveryFrame: Bool
    /// The frame shown last and not drawn yet.
    private var undrawn: DisplayList?

    /// A stage drawing on `canvas`: each frame as it comes when `drawsEveryFrame`, else only the frames saved.
    public init(canvas: OffscreenCanvas, drawsEveryFrame: Bool = false) {
        self.canvas = canvas
        self.drawsEveryFrame = drawsEveryFrame
    }

    /// Resizes the canvas (what it held is gone; the next frame is laid out for the new size).
    public func resize(to size: Size) throws {
        undrawn = nil
        try canvas.resize(to: size)
    }

    /// Draws the frame on the canvas, or keeps it to draw when it is saved; presenting costs nothing here.
    public func show(_ list: DisplayList) throws -> (render: Double, present: Double) {
        guard drawsEveryFrame else {
            undrawn = list
            return (0, 0)
        }
        let clock = ContinuousClock()
        let start = clock.now
        canvas.draw(list)
        return ((clock.now - start).seconds, 0)
    }

    /// Writes the canvas's pixels, drawing the last frame first if it is not drawn yet.
    public func saveShot(to path: String) throws {
        drawPending()
        try canvas.savePNG(to: path)
    }

    /// Draws the last frame, so the canvas holds it when the script ends.
    public func finish() {
        drawPending()
    }

    private func drawPending() {
        guard let list = undrawn else { return }
        undrawn = nil
        canvas.draw(list)
    }
}

extension Duration {
    /// The duration in seconds.
    var seconds: Double { Double(components.seconds) + Double(components.attoseconds) / 1e18 }
}
