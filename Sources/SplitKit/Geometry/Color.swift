// An sRGB colour with alpha, and the palette the demo draws with.

/// An sRGB colour with 8-bit channels and alpha.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    /// Red, 0...255.
    public var red: UInt8
    /// Green, 0...255.
    public var green: UInt8
    /// Blue, 0...255.
    public var blue: UInt8
    /// Opacity, 0 (transparent) ... 255 (opaque).
    public var alpha: UInt8

    /// Creates a colour from 8-bit channels.
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Creates an opaque colour from a 0xRRGGBB literal.
    public init(hex: UInt32, alpha: UInt8 = 255) {
        self.init(
            red: UInt8((hex >> 16) & 0xFF), green: UInt8((hex >> 8) & 0xFF), blue: UInt8(hex & 0xFF), alpha: alpha)
    }

    /// The same colour with another opacity (0...1).
    public func withOpacity(_ opacity: Double) -> Color {
        var copy = self
        copy.alpha = UInt8((max(0, min(1, opacity)) * 255).rounded())
        return copy
    }

    /// Relative luminance (0 black ... 1 white), ignoring alpha: tells light colours from dark ones.
    public var luminance: Double {
        func linear(_ c: UInt8) -> Double {
            let v = Double(c) / 255
            return v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// The WCAG 2 contrast ratio between this colour and `other` (1 … 21), alpha ignored: text needs 4.5 (AA), large
    /// text and lines 3.
    public func contrast(with other: Color) -> Double {
        let (a, b) = (luminance, other.luminance)
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// This colour mixed with `other`: 0 is this colour, 1 is `other` (alpha kept).
    public func mixed(with other: Color, _ amount: Double) -> Color {
        let t = max(0, min(1, amount))
        func mix(_ a: UInt8, _ b: UInt8) -> UInt8 { UInt8((Double(a) + (Double(b) - Double(a)) * t).rounded()) }
        return Color(red: mix(red, other.red), green: mix(green, other.green), blue: mix(blue, other.blue), alpha: alpha)
    }

    /// This colour, darkened towards black or lightened towards white (whichever way gains contrast against
    /// `background`) by the least that reaches `ratio`; unchanged when it already does. Keeps its hue, as libadwaita
    /// keeps an accent readable on its backgrounds.
    public func readable(on background: Color, ratio: Double = 4.5) -> Color {
        guard contrast(with: background) < ratio else { return self }
        // Towards whichever end reads better on the background (they read alike near luminance 0.18, not 0.5); when even
        // that end falls short of the ratio, the end itself.
        let white = Color(hex: 0xFFFFFF, alpha: alpha), black = Color(hex: 0x000000, alpha: alpha)
        let toward = white.contrast(with: background) >= black.contrast(with: background) ? white : black
        guard toward.contrast(with: background) >= ratio else { return toward }
        var low = 0.0, high = 1.0
        for _ in 0..<16 {
            let mid = (low + high) / 2
            if mixed(with: toward, mid).contrast(with: background) >= ratio { high = mid } else { low = mid }
        }
        return mixed(with: toward, high)
    }

    public var description: String {
        func hex(_ v: UInt8) -> String { String(v, radix: 16).count == 1 ? "0" + String(v, radix: 16) : String(v, radix: 16) }
        return "#" + hex(red) + hex(green) + hex(blue) + (alpha == 255 ? "" : hex(alpha))
    }
}

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif
