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
@MainActor
public final class OffscreenStage: ScriptStage {
    /// The canvas drawn on.
    public let canvas: OffscreenCanvas

    /// A stage drawing on `canvas`.
    public init(canvas: OffscreenCanvas) {
        self.canvas = canvas
    }

    /// Resizes the canvas.
    public func resize(to size: Size) throws {
        try canvas.resize(to: size)
    }

    /// Draws the frame on the canvas; presenting costs nothing here.
    public func show(_ list: DisplayList) throws -> (render: Double, present: Double) {
        let clock = ContinuousClock()
        let start = clock.now
        canvas.draw(list)
        return ((clock.now - start).seconds, 0)
    }

    /// Writes the canvas's pixels.
    public func saveShot(to path: String) throws {
        try canvas.savePNG(to: path)
    }
}

extension Duration {
    /// The duration in seconds.
    var seconds: Double { Double(components.seconds) + Double(components.attoseconds) / 1e18 }
}
