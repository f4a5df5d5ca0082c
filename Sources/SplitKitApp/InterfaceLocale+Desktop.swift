// The desktop's direction and language, read from the process's environment: SplitKit does no I/O, so it is read here.
import FoundationEssentials
import Glibc
import SplitKit
import SplitKitStorage

extension LayoutDirection {
    /// The direction of the desktop's locale: right to left when the first set of `LC_ALL`, `LC_MESSAGES` and `LANG`
    /// names a language written right to left (`he_IL.UTF-8`, `ar_EG`, `fa_IR`…), left to right otherwise — what
    /// `WindowRunner` and `AppLauncher` lay a scene out in unless told otherwise.
    public static func ofDesktop(environment: [String: String] = ProcessInfo.processInfo.environment) -> LayoutDirection {
        ofLocale(environment: environment)
    }
}

extension InterfaceLocale {
    /// The desktop's locale: its direction (``LayoutDirection/ofDesktop(environment:)``) and the split's words in its
    /// language (SplitKitStorage's `SplitStrings.forDesktop`: `LANGUAGE`, `LC_ALL`, `LC_MESSAGES`, `LANG`), with an
    /// app's own `catalogs` over the library's — what `WindowRunner` and `AppLauncher` hand a scene unless told
    /// otherwise. A catalog that cannot be read is told to `problems` (its words stay English).
    public static func ofDesktop(
        environment: [String: String] = ProcessInfo.processInfo.environment, catalogs: [StringsCatalog] = [],
        problems: (StringsCatalogError) -> Void = { _ in }
    ) -> InterfaceLocale {
        InterfaceLocale(direction: .ofDesktop(environment: environment),
                        strings: .forDesktop(environment: environment, catalogs: catalogs, problems: problems))
    }
}
