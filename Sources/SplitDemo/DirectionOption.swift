// `--direction ltr|rtl|auto`, and the desktop locale's direction when asked for `auto`.
import FoundationEssentials
import Glibc
import SplitKit

/// The layout direction `--direction` asks for.
public enum DirectionOption: String, CommandLineValue, CaseIterable, Sendable {
    case ltr, rtl, auto

    /// The direction to lay the split out in: `auto` follows the desktop's locale (`LC_ALL`, then `LC_MESSAGES`, then
    /// `LANG`), right to left for Arabic, Hebrew, Persian, Urdu and the other languages written so.
    public func layoutDirection(environment: [String: String] = ProcessInfo.processInfo.environment) -> LayoutDirection {
        switch self {
        case .ltr: return .leftToRight
        case .rtl: return .rightToLeft
        case .auto: return .ofLocale(environment: environment)
        }
    }
}
