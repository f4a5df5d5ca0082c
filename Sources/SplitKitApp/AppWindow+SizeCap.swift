// The largest window AppWindow draws at its scale, and keeping the window within it when something makes it bigger.
import SplitKitSDL
import SplitKit

extension AppWindow {
    /// The largest window drawn: `SplitConfiguration.largestWindowSide` points square (a bigger one costs
    /// gigabytes and a second a frame).
    public static let largestSize = Size(width: SplitConfiguration.largestWindowSide, height: SplitConfiguration.largestWindowSide)

    /// The largest window drawn at `scale` window pixels per point: `largestSize`, or less where that would be more
    /// than `CanvasLimits.largestPixelSide` pixels either way (at `--scale 3`, 5461 points).
    public static func largestSize(atScale scale: Double) -> Size {
        let side = CanvasLimits.largestSide(atScale: scale)
        return Size(width: side, height: side)
    }

    /// The window's size, after shrinking it back to the largest it draws at its scale (``largestSize(atScale:)``)
    /// when something made it bigger (without a window manager, X lets any client resize any window); says so once.
    public func cappedSize() -> Size {
        let actual = size, largest = Self.largestSize(atScale: pointScale)
        let capped = Size(width: min(actual.width, largest.width), height: min(actual.height, largest.height))
        guard capped != actual else { return actual }
        resize(to: capped)
        if !reportedCap {
            reportedCap = true
            reportProblem("the window was \(Int(actual.width)) × \(Int(actual.height)) points; it is kept to "
                + "\(Int(capped.width)) × \(Int(capped.height)), the largest it draws")
        }
        return capped
    }

    /// Asks for a new window size (the window manager may adjust it).
    public func resize(to newSize: Size) {
        SDL_SetWindowSize(window, Int32((newSize.width * pointScale).rounded()), Int32((newSize.height * pointScale).rounded()))
    }
}
