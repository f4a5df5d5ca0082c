// The one-way resize cursors: drawn at the window's scale, mirrored for the two directions, the hot spot on the bar.
@testable import SplitKitSDL
import SplitKit
import Testing

@Suite("One-way resize cursors")
struct OneWayCursorTests {
    private func opaque(_ c: OneWayCursor) -> Int { c.pixels.filter { $0 >> 24 != 0 }.count }

    @Test func theyAreDrawnAtTheWindowsScaleWithTheHotSpotOnTheBar() {
        let one = OneWayCursor(pointing: .left, scale: 1), two = OneWayCursor(pointing: .left, scale: 2)
        #expect(one.size == 24 && two.size == 48)
        #expect(one.hotX == 16 && one.hotY == 12 && two.hotX == 32 && two.hotY == 24)
        // Twice the scale, four times the pixels (within the rounding of edges).
        let ratio = Double(opaque(two)) / Double(opaque(one))
        #expect(ratio > 3.6 && ratio < 4.4, "\(ratio)")
        // Black on a white outline, nothing else.
        #expect(Set(two.pixels).isSubset(of: [0, 0xFF00_0000, 0xFFFF_FFFF]))
        #expect(two.pixels.contains(0xFF00_0000) && two.pixels.contains(0xFFFF_FFFF))
        // The hot spot is on the bar (black).
        #expect(two.pixels[two.hotY * two.size + two.hotX] == 0xFF00_0000)
    }

    @Test func rightIsTheMirrorImageOfLeft() {
        let left = OneWayCursor(pointing: .left, scale: 1.5), right = OneWayCursor(pointing: .right, scale: 1.5)
        let n = left.size
        var mirrored = true
        for row in 0..<n { for column in 0..<n where left.pixels[row * n + column] != right.pixels[row * n + n - 1 - column] { mirrored = false } }
        #expect(mirrored)
        #expect(right.hotX == n - 1 - left.hotX || right.hotX == n - left.hotX)
        // The arrow's tip is at the side it points to: the leftmost black pixel column of "←|" is near the left edge.
        let leftmost = (0..<n).first { column in (0..<n).contains { left.pixels[$0 * n + column] == 0xFF00_0000 } }!
        #expect(leftmost < n / 4)
    }
}
