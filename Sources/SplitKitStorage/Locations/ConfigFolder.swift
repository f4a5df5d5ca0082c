// Where an app keeps its settings by the XDG base directory rules, with HOME and XDG_CONFIG_HOME checked, not trusted.
import FoundationEssentials
import Glibc

/// The place for an app's settings file: `$XDG_CONFIG_HOME/FILE`, else `$HOME/.config/FILE`.
///
/// Neither variable is taken on trust. XDG_CONFIG_HOME is used only when it is an absolute path and not a file (the
/// specification says a relative one is to be ignored). HOME is used only when it is an absolute path: empty or
/// relative, it is treated as unset — the home folder of the user database (`getpwuid`) is used, as it is when HOME
/// is unset — so `HOME=""` never puts settings in `/.config` at the root of the file system, nor a relative HOME
/// in whatever folder the program started in. Each variable passed over is named in a warning.
public enum ConfigFolder {
    /// Where `file` (a path under the configuration folder, such as `APP/settings.json`) goes, and a warning for each
    /// variable that was set but could not be used, each ending in what to do; the path is nil (with a warning) when
    /// there is no home folder at all — HOME is unusable or unset and the user database has none: nothing can be kept.
    public static func locate(
        _ file: String, environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> (path: String?, warnings: [String]) {
        var warnings: [String] = []
        let home = homeFolder(environment: environment)
        let fallback = home.path.map { ($0 == "/" ? "" : $0) + "/.config/" + file }
        let goTo = fallback.map { "settings go to \($0)" } ?? "there is nowhere to keep settings"
        if let fallback, let problem = home.problem {
            warnings.append("\(problem), so it is treated as unset and settings go to \(fallback), under the home folder "
                + "the user database gives; set HOME to your home folder's full path")
        } else if fallback == nil {
            warnings.append("\(home.problem ?? "HOME is not set"), and the user database has no home folder for user "
                + "\(geteuid()) either, so there is nowhere to keep settings; set HOME to a folder's full path")
        }
        guard let xdg = environment["XDG_CONFIG_HOME"], !xdg.isEmpty else { return (fallback, warnings) }
        guard xdg.hasPrefix("/") else {
            warnings.insert("XDG_CONFIG_HOME is \(xdg), not an absolute path, so it is ignored (as the XDG base directory "
                + "specification says) and \(goTo); set it to a folder's full path", at: 0)
            return (fallback, warnings)
        }
        var info = stat()
        if stat(xdg, &info) == 0, info.st_mode & S_IFMT != S_IFDIR {
            warnings.insert("XDG_CONFIG_HOME is \(xdg), which is a file, not a folder, so \(goTo) instead; point "
                + "XDG_CONFIG_HOME at a folder", at: 0)
            return (fallback, warnings)
        }
        return ((xdg.hasSuffix("/") ? String(xdg.dropLast()) : xdg) + "/" + file, [])  // HOME is not needed
    }

    /// The home folder: HOME when it is an absolute path, else the user database's; with what was wrong with HOME
    /// when it was set and passed over.
    private static func homeFolder(environment: [String: String]) -> (path: String?, problem: String?) {
        guard let home = environment["HOME"] else { return (userDatabaseHome(), nil) }
        if home.hasPrefix("/") { return (home, nil) }
        return (userDatabaseHome(), home.isEmpty ? "HOME is set but empty" : "HOME is \(home), not an absolute path")
    }

    /// The home folder the user database (`/etc/passwd`, or whatever the system's name service uses) gives this
    /// user, when it is an absolute path.
    private static func userDatabaseHome() -> String? {
        var entry = passwd()
        var result: UnsafeMutablePointer<passwd>?
        var buffer = [CChar](repeating: 0, count: 16_384)
        guard getpwuid_r(geteuid(), &entry, &buffer, buffer.count, &result) == 0, result != nil,
              let directory = entry.pw_dir else { return nil }
        let home = String(cString: directory)
        return home.hasPrefix("/") ? home : nil
    }
}
