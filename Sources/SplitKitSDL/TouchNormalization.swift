// How SDL's video drivers turn a finger's place in the window into the 0 … 1 fractions of a touch event, and back.

/// How an SDL 2 video driver normalises a finger's position for `SDL_TouchFingerEvent`, so that the position can
/// be read back exactly.
///
/// SDL's X11 driver divides by one less than the window's size (`xinput2_normalize_touch_coordinates`: x ÷ (w − 1)),
/// so that both edges are 0 and 1; reading that back × w puts a finger up to a whole pixel too far right and down —
/// at the bottom of an 800-pixel window a tap at y = 659 would land on 659.8, the next row. Its Wayland driver
/// divides by the window's size in points (x ÷ w).
public enum TouchNormalization: Sendable, Hashable {
    /// x ÷ w, y ÷ h: Wayland, and SDL's other drivers.
    case bySize
    /// x ÷ (w − 1), y ÷ (h − 1), in window pixels: SDL 2's X11 driver (XInput 2 touches).
    case bySizeLessOne

    /// The normalisation of SDL's video driver `driver` (as `SDL_GetCurrentVideoDriver` names it).
    public init(videoDriver driver: String) {
        self = driver.lowercased() == "x11" ? .bySizeLessOne : .bySize
    }

    /// The finger's position in the window's own units (those of `windowSize`: pixels on X11, points on Wayland),
    /// rounded to whole units as the driver had it, from SDL's fractions `x` and `y`.
    public func position(x: Double, y: Double, windowSize: Size) -> Point {
        func axis(_ fraction: Double, _ length: Double) -> Double {
            switch self {
            case .bySize: return (fraction * length).rounded()
            case .bySizeLessOne: return length <= 1 ? 0 : (fraction * (length - 1)).rounded()
            }
        }
        return Point(x: axis(x, windowSize.width), y: axis(y, windowSize.height))
    }
}
