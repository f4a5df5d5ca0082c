// `--theme light|dark|system`, and what the desktop's colour-scheme setting says when asked for `system`.
import ArgumentParser
import Foundation
import SplitKit

/// The palette `--theme` asks for.
public enum ThemeOption: String, ExpressibleByArgument, CaseIterable, Sendable {
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
        guard let gsettings = executable(named: "gsettings", path: environment["PATH"] ?? "") else { return false }
        return run(gsettings, ["get", "org.gnome.desktop.interface", "color-scheme"])?.contains("prefer-dark") ?? false
    }

    private static func executable(named name: String, path: String) -> String? {
        path.split(separator: ":").map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Standard output of a short command, or nil when it fails or takes more than a second.
    private static func run(_ program: String, _ arguments: [String]) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        let deadline = Date().addingTimeInterval(1)
        while process.isRunning && Date() < deadline { usleep(10_000) }
        if process.isRunning {
            process.terminate()
            return nil
        }
        return String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    }
}
