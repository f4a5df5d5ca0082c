// The scale an X11 desktop asks programs to draw at: GDK_SCALE, else Xft.dpi in the X resource database.
import FoundationEssentials
import Glibc
import SplitKit

/// Device pixels per point for a window on X11, where SDL 2 does not scale: read as GTK and Xft programs read it.
public enum DesktopScale {
    /// The smallest and largest scale used (the range `--scale` accepts too).
    public static let range: ClosedRange<Double> = 1...3

    /// The scale from `GDK_SCALE` (the environment variable's text) when it is a whole number of at least 1,
    /// else from `Xft.dpi` in `resources` (the root window's RESOURCE_MANAGER text), else 1.
    public static func scale(gdkScale: String?, resources: String?) -> Double {
        if let gdkScale, let whole = Int(gdkScale.trimmingBlanks()), whole >= 1 {
            return min(range.upperBound, Double(whole))
        }
        return resources.flatMap(dpi(inResources:)).map(scale(dpi:)) ?? 1
    }

    /// The `Xft.dpi` value in an X resource database's text (lines `name:<spaces or tabs>value`); nil when there
    /// is none or it is not a positive number.
    public static func dpi(inResources text: String) -> Double? {
        var found: Double?
        for line in text.split(whereSeparator: \.isNewline) {
            guard let colon = line.firstIndex(of: ":") else { continue }
            guard line[..<colon].trimmingBlanks() == "Xft.dpi" else { continue }
            let value = Double(line[line.index(after: colon)...].trimmingBlanks())
            // The last line wins, as in Xlib's database; garbage there means no dpi rather than an older one.
            found = value.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        }
        return found
    }

    /// `dpi` over 96, to the nearest quarter, within ``range`` (below 96 dpi is 1: text is not drawn smaller).
    public static func scale(dpi: Double) -> Double {
        let quarters = (dpi / 96 * 4).rounded() / 4
        return min(range.upperBound, max(range.lowerBound, quarters))
    }
}
