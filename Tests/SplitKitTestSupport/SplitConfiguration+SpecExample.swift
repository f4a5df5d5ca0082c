// The configuration of SPEC §2's worked example, shared by the core's and the SDL layer's tests.
import SplitKit

extension SplitConfiguration {
    /// SPEC §2's worked example: fraction 0.3, primary 200 ... 640, secondary at least 360. Unlike the library's
    /// defaults (0 ... 320) it leaves room to drag the separator and hits every width rule in a 1200-wide window.
    /// The demo's mail scene happens to use the same numbers; the tests keep their own copy so they do not
    /// depend on the demo.
    public static let specExample = SplitConfiguration(
        preferredPrimaryColumnWidthFraction: 0.3,
        minimumPrimaryColumnWidth: 200,
        maximumPrimaryColumnWidth: 640,
        minimumSecondaryColumnWidth: 360)
}
