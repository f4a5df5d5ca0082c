// The desktop's direction, read from the process's environment: SplitKit does no I/O, so it is read here.
import Foundation
import SplitKit

extension LayoutDirection {
    /// The direction of the desktop's locale: right to left when the first set of `LC_ALL`, `LC_MESSAGES` and `LANG`
    /// names a language written right to left (`he_IL.UTF-8`, `ar_EG`, `fa_IR`…), left to right otherwise — what
    /// `WindowRunner` and `AppLauncher` lay a scene out in unless told otherwise.
    public static func ofDesktop(environment: [String: String] = ProcessInfo.processInfo.environment) -> LayoutDirection {
        ofLocale(environment: environment)
    }
}
