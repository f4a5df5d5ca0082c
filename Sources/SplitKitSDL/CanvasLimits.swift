// The largest canvas drawn: 16384 device pixels each way, so one frame's pixels take at most 1 GB.
import SplitKit

/// How large a canvas (or window) is drawn. A frame of `w × h` device pixels takes `4 w h` bytes, and drawing it
/// takes time in proportion: 8192 × 8192 points at scale 3 would be 2.4 GB a frame, and a resize or a faded group
/// needs a second such buffer for a moment.
public enum CanvasLimits {
    /// The most device pixels drawn each way (a 16384 × 16384 frame is 1 GB); the window system's and GPU
    /// renderers' usual limit too.
    public static let largestPixelSide = 16384

    /// The most device pixels per point drawn: geometry as far as 100,000 points each side of the origin then stays
    /// within Int32 pixels, edge to edge.
    public static let largestScale: Double = 10_000

    /// The device pixels of `size` points at `scale` pixels per point, as canvases round them (at least 1).
    public static func pixels(_ size: Size, scale: Double) -> (width: Int, height: Int) {
        func side(_ points: Double) -> Int {
            let pixels = (points * scale).rounded()
            return pixels.isFinite ? max(1, Int(min(pixels, 1e12))) : Int(1e12)
        }
        return (side(size.width), side(size.height))
    }

    /// The longest side in points drawn at `scale`: ``SplitConfiguration/largestWindowSide``, or less where that
    /// many points would be more than ``largestPixelSide`` pixels.
    public static func largestSide(atScale scale: Double) -> Double {
        guard scale.isFinite, scale > 0 else { return SplitConfiguration.largestWindowSide }
        return min(SplitConfiguration.largestWindowSide, (Double(largestPixelSide) / scale).rounded(.down))
    }

    /// Why `size` points cannot be drawn at `scale` (what it would take, the limit and what fits), or nil when they can.
    public static func problem(_ size: Size, scale: Double) -> String? {
        let (w, h) = pixels(size, scale: scale)
        guard w > largestPixelSide || h > largestPixelSide else { return nil }
        let largest = Int(largestSide(atScale: scale))
        return "\(NumberForm.western.format(size.width)) × \(NumberForm.western.format(size.height)) points at \(NumberForm.western.format(scale)) pixels per point are \(w) × \(h) pixels "
            + "(\(gigabytes(w, h)) a frame); a canvas is at most \(largestPixelSide) pixels each way (1 GB): at this scale "
            + "at most \(largest) × \(largest) points"
    }

    /// Throws what is wrong with drawing `size` points at `scale` pixels per point: a scale that is not a finite number
    /// above 0 and at most ``largestScale``, a side that is not a finite number above 0, or more than
    /// ``largestPixelSide`` pixels either way.
    public static func check(_ size: Size, scale: Double) throws(CanvasError) {
        try checkNumbers(size, scale: scale)
        if problem(size, scale: scale) != nil { throw .tooLarge(size: size, scale: scale) }
    }

    /// Throws when `scale` is not a finite number above 0 and at most ``largestScale``, or a side of `size` is not a
    /// finite number above 0: what no canvas or window can be asked for, however large it may be.
    public static func checkNumbers(_ size: Size, scale: Double) throws(CanvasError) {
        guard isScale(scale) else { throw .notAScale(scale) }
        guard [size.width, size.height].allSatisfy({ $0.isFinite && $0 > 0 }) else { throw .notASize(size) }
    }

    /// Whether `scale` is one a canvas or window is drawn at: a finite number above 0, at most ``largestScale``.
    public static func isScale(_ scale: Double) -> Bool { scale.isFinite && scale > 0 && scale <= largestScale }

    private static func gigabytes(_ w: Int, _ h: Int) -> String {
        let tenths = (Double(w) * Double(h) * 4 / 1_073_741_824 * 10).rounded()
        return "\(tenths / 10) GB"
    }
}

/// A canvas or window asked for more pixels than ``CanvasLimits/largestPixelSide`` each way, or for a size that is no size.
public enum CanvasError: Error, CustomStringConvertible, Sendable, Hashable {
    /// `size` points at `scale` pixels per point are too many pixels.
    case tooLarge(size: Size, scale: Double)
    /// A canvas or window was asked for at `size`, which is not a finite number of points above 0 each way.
    case notASize(Size)
    /// A canvas or window was asked for at `scale` pixels per point, which is not a finite number above 0 and at most
    /// ``CanvasLimits/largestScale``.
    case notAScale(Double)

    public var description: String {
        switch self {
        case .tooLarge(let size, let scale):
            return "Cannot draw a canvas of " + (CanvasLimits.problem(size, scale: scale) ?? "\(size) at \(scale)") + "."
        case .notASize(let size):
            return "Cannot draw a canvas or open a window of \(NumberForm.western.format(size.width)) × \(NumberForm.western.format(size.height)) "
                + "points: each side must be a finite number of points above 0."
        case .notAScale(let scale):
            return "Cannot draw at \(NumberForm.western.format(scale)) pixels per point: a scale must be a finite number above 0, "
                + "at most \(NumberForm.western.format(CanvasLimits.largestScale))."
        }
    }
}
