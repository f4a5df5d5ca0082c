// The one-way resize cursors (an arrow to or from a bar), drawn as pixels at the window's scale for SDL's colour cursors.
import SplitKit

/// A resize cursor that points one way only — "←|" or "|→" — for a separator at a limit: black with a white outline,
/// 24 points square, drawn at the window's pixels per point so it stays sharp on HiDPI screens.
struct OneWayCursor: Equatable {
    /// The side of the screen the arrow points to.
    let side: Side
    /// Pixels each side.
    let size: Int
    /// The hot spot, in pixels: the middle of the bar (where the separator is).
    let hotX: Int, hotY: Int
    /// ARGB8888, row by row from the top.
    let pixels: [UInt32]

    /// The cursor pointing to `side`, drawn at `scale` pixels per point (1 ... 4).
    init(pointing side: Side, scale: Double) {
        let scale = min(4, max(1, scale.isFinite ? scale : 1))
        self.side = side
        size = Int((24 * scale).rounded())
        let mirrored = side == .right
        // The shapes in points on a 24-point square, for "←|"; "|→" is its mirror image.
        func inShape(_ x: Double, _ y: Double) -> Bool {
            let x = mirrored ? 24 - x : x
            let bar = x >= 15 && x <= 17.5 && y >= 5 && y <= 19
            let shaft = x >= 7 && x <= 14 && y >= 10.75 && y <= 13.25
            // The head: a triangle with its tip at (3, 12) and its base at x = 9, from y = 7 to 17.
            let head = x >= 3 && x <= 9 && abs(y - 12) <= (x - 3) * 5 / 6
            return bar || shaft || head
        }
        let outline = 1.25  // points of white around the black
        let offsets = stride(from: 0.0, to: 2 * Double.pi, by: Double.pi / 8).map { (cos($0) * outline, sin($0) * outline) }
        var pixels = [UInt32](repeating: 0, count: size * size)
        for row in 0..<size {
            for column in 0..<size {
                let x = (Double(column) + 0.5) / scale, y = (Double(row) + 0.5) / scale
                if inShape(x, y) {
                    pixels[row * size + column] = 0xFF00_0000
                } else if offsets.contains(where: { inShape(x + $0.0, y + $0.1) }) {
                    pixels[row * size + column] = 0xFFFF_FFFF
                }
            }
        }
        self.pixels = pixels
        hotX = Int(((mirrored ? 24 - 16.25 : 16.25) * scale).rounded(.down))
        hotY = Int((12 * scale).rounded(.down))
    }
}
