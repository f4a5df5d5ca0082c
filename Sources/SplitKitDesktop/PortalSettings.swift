// The desktop's settings as the XDG portal's Settings interface gives them, and what they ask of an app's look.
import SplitKit
import SplitKitDBus

/// The settings read from the portal (`ReadAll`, then each `SettingChanged`), by namespace and key, and the
/// ``DesktopPreferences`` they amount to.
///
/// The portal's own namespace, `org.freedesktop.appearance`, comes first: `color-scheme` (u: 1 dark, 2 light),
/// `contrast` (u: 1 higher), `reduced-motion` (u: 1 reduced) and `accent-color` ((ddd) in 0 … 1). GNOME's keys, which
/// its portal forwards and `gsettings` reads where no portal runs, fill in what that leaves unset:
/// `org.gnome.desktop.interface` `color-scheme` ('prefer-dark' …), `accent-color` ('blue', 'teal' …),
/// `enable-animations` (false: reduced motion) and `text-scaling-factor` (the only source of the text size), and
/// `org.gnome.desktop.a11y.interface` `high-contrast`. A value of the wrong type, out of range or not a number is no
/// preference: nothing another process sends can make a colour or a scale the window cannot draw.
struct PortalSettings: Equatable, Sendable {
    /// The namespaces read and watched.
    static let namespaces = [appearance, gnomeInterface, gnomeAccessibility]
    static let appearance = "org.freedesktop.appearance"
    static let gnomeInterface = "org.gnome.desktop.interface"
    static let gnomeAccessibility = "org.gnome.desktop.a11y.interface"

    /// The values by namespace, then key.
    private(set) var values: [String: [String: DBusValue]] = [:]

    /// Sets one value (a `SettingChanged` signal, or one entry of `ReadAll`'s answer); namespaces not read are
    /// ignored. The value's variant wrapping is taken off.
    mutating func set(namespace: String, key: String, value: DBusValue) {
        guard Self.namespaces.contains(namespace) else { return }
        values[namespace, default: [:]][key] = value.unwrapped
    }

    /// Takes `ReadAll`'s answer, `a{sa{sv}}`, replacing what was read before.
    mutating func replace(withReadAll answer: DBusValue) {
        values = [:]
        guard case .array(_, let namespaces) = answer else { return }
        for case .dictEntry(let namespace, let entries) in namespaces {
            guard let name = namespace.stringValue, case .array(_, let pairs) = entries else { continue }
            for case .dictEntry(let key, let value) in pairs {
                if let key = key.stringValue { set(namespace: name, key: key, value: value) }
            }
        }
    }

    private func value(_ namespace: String, _ key: String) -> DBusValue? { values[namespace]?[key] }

    /// What the settings ask for.
    var preferences: DesktopPreferences {
        DesktopPreferences(colorScheme: colorScheme, reducedMotion: reducedMotion, highContrast: highContrast, accent: accent,
                           textScale: textScale)
    }

    private var colorScheme: ColorScheme? {
        switch value(Self.appearance, "color-scheme")?.intValue {
        case 1: return .dark
        case 2: return .light
        default: break
        }
        switch value(Self.gnomeInterface, "color-scheme")?.stringValue {
        case "prefer-dark": return .dark
        case "prefer-light": return .light
        default: return nil
        }
    }

    private var highContrast: Bool? {
        if value(Self.appearance, "contrast")?.intValue == 1 { return true }
        if let gnome = value(Self.gnomeAccessibility, "high-contrast")?.boolValue { return gnome }
        return value(Self.appearance, "contrast")?.intValue == 0 ? false : nil
    }

    private var reducedMotion: Bool? {
        if value(Self.appearance, "reduced-motion")?.intValue == 1 { return true }
        if let animations = value(Self.gnomeInterface, "enable-animations")?.boolValue { return !animations }
        return value(Self.appearance, "reduced-motion")?.intValue == 0 ? false : nil
    }

    private var accent: Color? {
        if case .structure(let fields)? = value(Self.appearance, "accent-color"), fields.count == 3 {
            let channels = fields.compactMap { field -> Double? in
                guard case .double(let v) = field, v.isFinite, (0...1).contains(v) else { return nil }
                return v
            }
            if channels.count == 3 {
                func byte(_ v: Double) -> UInt8 { UInt8((v * 255).rounded()) }
                return Color(red: byte(channels[0]), green: byte(channels[1]), blue: byte(channels[2]))
            }
        }
        return value(Self.gnomeInterface, "accent-color")?.stringValue.flatMap { Self.gnomeAccents[$0] }
    }

    private var textScale: Double? {
        guard let factor = value(Self.gnomeInterface, "text-scaling-factor")?.doubleValue, factor.isFinite, factor > 0 else { return nil }
        return min(Appearance.textScaleRange.upperBound, max(Appearance.textScaleRange.lowerBound, factor))
    }

    /// GNOME 47's named accent colours, as libadwaita draws them (its `accent_bg_color`s).
    static let gnomeAccents: [String: Color] = [
        "blue": Color(hex: 0x3584E4), "teal": Color(hex: 0x2190A4), "green": Color(hex: 0x3A944A), "yellow": Color(hex: 0xC88800),
        "orange": Color(hex: 0xED5B00), "red": Color(hex: 0xE62D42), "pink": Color(hex: 0xD56199), "purple": Color(hex: 0x9141AC),
        "slate": Color(hex: 0x6F8396),
    ]
}

extension DBusValue {
    /// The value inside any variants (the portal's deprecated `Read` wraps its answer twice).
    var unwrapped: DBusValue {
        if case .variant(let inner) = self { return inner.unwrapped }
        return self
    }
}
