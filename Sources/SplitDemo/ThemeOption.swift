// `--theme light|dark|system`, and what the desktop's colour-scheme setting says when asked for `system`.
import FoundationEssentials
import Glibc
import SplitKit
import SplitKitSDL
import SplitKitStorage

/// The palette `--theme` asks for.
public enum ThemeOption: String, CommandLineValue, CaseIterable, Sendable {
    case light, dark, system

    /// The colour scheme to use: `system` follows the desktop where it can be read, else light.
    public func colorScheme(environment: [String: String] = ProcessInfo.processInfo.environment) -> ColorScheme {
        switch self {
        case .light: return .light
        case .dark: return .dark
        case .system: return Self.desktopPrefersDark(environment: environment) ? .dark : .light
        }
    }

    /// True when the desktop asks for dark: `GTK_THEME` ending in `:dark`, or GNOME's `color-scheme` setting
    /// `prefer-dark` (read with `gsettings` when it is installed; nothing new is needed).
    static func desktopPrefersDark(environment: [String: String]) -> Bool {
        if let gtkTheme = environment["GTK_THEME"], !gtkTheme.isEmpty { return gtkTheme.lowercased().hasSuffix(":dark") }
        guard let gsettings = Subprocess.executable(named: "gsettings", searchPath: environment["PATH"] ?? "") else { return false }
        let scheme = try? Subprocess.output(of: gsettings, ["get", "org.gnome.desktop.interface", "color-scheme"], timeLimit: 1)
        return scheme?.contains("prefer-dark") ?? false
    }
}
