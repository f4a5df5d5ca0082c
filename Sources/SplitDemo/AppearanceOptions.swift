// The command-line options that set what the desktop would otherwise decide: contrast, accent colour, text size.
import SplitKit

/// `--contrast normal|high`.
public enum ContrastOption: String, CommandLineValue, CaseIterable, Sendable {
    case normal, high
}

/// `--accent #RRGGBB`: an opaque sRGB colour.
public struct AccentOption: CommandLineValue, Hashable, Sendable {
    /// The colour asked for.
    public let color: Color

    public init?(argument: String) {
        var hex = Substring(argument)
        if hex.first == "#" { hex = hex.dropFirst() }
        guard hex.count == 6, hex.allSatisfy(\.isHexDigit), let value = UInt32(hex, radix: 16) else { return nil }
        color = Color(hex: value)
    }

    public var defaultValueDescription: String { color.description }
}

extension SplitviewOptions {
    /// What the options set of the desktop's appearance settings; unset fields follow the desktop in a window.
    public var preferenceOverrides: DesktopPreferences {
        DesktopPreferences(colorScheme: theme.flatMap { $0 == .system ? nil : $0.colorScheme() },
                           reducedMotion: reduceMotion ? true : nil,
                           highContrast: contrast.map { $0 == .high },
                           accent: accent?.color, textScale: textScale)
    }
}
