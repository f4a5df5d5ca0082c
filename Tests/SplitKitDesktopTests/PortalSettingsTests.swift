// The portal's and GNOME's settings read into what they ask of the look, and junk read as no preference.
import SplitKit
import SplitKitDBus
import Testing

@testable import SplitKitDesktop

@Suite struct PortalSettingsTests {
    /// `ReadAll`'s answer, `a{sa{sv}}`, from namespace → key → value.
    func readAll(_ namespaces: [(String, [(String, DBusValue)])]) -> DBusValue {
        .array(element: "{sa{sv}}", namespaces.map { name, entries in
            .dictEntry(.string(name), .array(element: "{sv}", entries.map { .dictEntry(.string($0.0), .variant($0.1)) }))
        })
    }

    @Test func thePortalsOwnKeysAreRead() {
        var settings = PortalSettings()
        settings.replace(withReadAll: readAll([
            ("org.freedesktop.appearance", [
                ("color-scheme", .uint32(1)), ("contrast", .uint32(1)), ("reduced-motion", .uint32(1)),
                ("accent-color", .structure([.double(0.878), .double(0.106), .double(0.141)])),
            ]),
            ("org.gnome.desktop.interface", [("text-scaling-factor", .double(1.5))]),
        ]))
        #expect(settings.preferences == DesktopPreferences(colorScheme: .dark, reducedMotion: true, highContrast: true,
                                                            accent: Color(hex: 0xE01B24), textScale: 1.5))
    }

    @Test func noPreferenceIsUnsetAndGnomesKeysFillIn() {
        var settings = PortalSettings()
        settings.replace(withReadAll: readAll([
            ("org.freedesktop.appearance", [("color-scheme", .uint32(0)), ("contrast", .uint32(0)), ("reduced-motion", .uint32(0))]),
        ]))
        #expect(settings.preferences == DesktopPreferences(reducedMotion: false, highContrast: false))
        settings.set(namespace: "org.gnome.desktop.interface", key: "color-scheme", value: .variant(.string("prefer-dark")))
        settings.set(namespace: "org.gnome.desktop.interface", key: "enable-animations", value: .variant(.boolean(false)))
        settings.set(namespace: "org.gnome.desktop.interface", key: "accent-color", value: .variant(.string("teal")))
        settings.set(namespace: "org.gnome.desktop.a11y.interface", key: "high-contrast", value: .variant(.boolean(true)))
        #expect(settings.preferences == DesktopPreferences(colorScheme: .dark, reducedMotion: true, highContrast: true,
                                                            accent: Color(hex: 0x2190A4)))
        // The portal's own key wins where it states a preference.
        settings.set(namespace: "org.freedesktop.appearance", key: "color-scheme", value: .variant(.uint32(2)))
        #expect(settings.preferences.colorScheme == .light)
    }

    /// Values of the wrong type, out of range or not a number, and namespaces not asked for, change nothing.
    @Test(arguments: [
        ("org.freedesktop.appearance", "accent-color", DBusValue.structure([.double(1.5), .double(0), .double(0)])),
        ("org.freedesktop.appearance", "accent-color", DBusValue.structure([.double(.nan), .double(0), .double(0)])),
        ("org.freedesktop.appearance", "accent-color", DBusValue.structure([.double(0), .double(0)])),
        ("org.freedesktop.appearance", "accent-color", DBusValue.string("#ff0000")),
        ("org.freedesktop.appearance", "color-scheme", DBusValue.string("dark")),
        ("org.freedesktop.appearance", "color-scheme", DBusValue.uint32(7)),
        ("org.gnome.desktop.interface", "text-scaling-factor", DBusValue.double(.infinity)),
        ("org.gnome.desktop.interface", "text-scaling-factor", DBusValue.double(-2)),
        ("org.gnome.desktop.interface", "text-scaling-factor", DBusValue.string("2")),
        ("org.gnome.desktop.interface", "accent-color", DBusValue.string("chartreuse")),
        ("org.example.other", "color-scheme", DBusValue.uint32(1)),
    ])
    func junkIsNoPreference(namespace: String, key: String, value: DBusValue) {
        var settings = PortalSettings()
        settings.set(namespace: namespace, key: key, value: .variant(value))
        #expect(settings.preferences == DesktopPreferences())
    }

    @Test func theTextScaleIsKeptWithinWhatCanBeDrawn() {
        var settings = PortalSettings()
        settings.set(namespace: "org.gnome.desktop.interface", key: "text-scaling-factor", value: .double(40))
        #expect(settings.preferences.textScale == 3)
        settings.set(namespace: "org.gnome.desktop.interface", key: "text-scaling-factor", value: .double(0.01))
        #expect(settings.preferences.textScale == 0.5)
    }

    @Test func gsettingsListingsAreParsed() {
        let listing = """
            org.gnome.desktop.interface color-scheme 'prefer-dark'
            org.gnome.desktop.interface text-scaling-factor 1.25
            org.gnome.desktop.interface enable-animations false
            org.gnome.desktop.interface cursor-size 24
            org.gnome.desktop.interface gtk-theme 'Adwaita'
            org.gnome.desktop.interface.extra toolkit-accessibility true
            """
        let parsed = GnomeSettings.parse(listing, schema: "org.gnome.desktop.interface")
        #expect(parsed.map(\.0) == ["color-scheme", "text-scaling-factor", "enable-animations", "cursor-size", "gtk-theme"])
        var settings = PortalSettings()
        for (key, value) in parsed { settings.set(namespace: "org.gnome.desktop.interface", key: key, value: value) }
        #expect(settings.preferences == DesktopPreferences(colorScheme: .dark, reducedMotion: true, textScale: 1.25))
        #expect(GnomeSettings.parse("org.gnome.desktop.a11y.interface high-contrast true", schema: "org.gnome.desktop.a11y.interface")
            .first?.1 == .boolean(true))
        // `gsettings monitor SCHEMA` prints KEY: VALUE.
        #expect(GnomeSettings.change("text-scaling-factor: 1.25").map { [$0.0] } == ["text-scaling-factor"])
        #expect(GnomeSettings.change("text-scaling-factor: 1.25")?.1 == .double(1.25))
        #expect(GnomeSettings.change("color-scheme: 'prefer-light'")?.1 == .string("prefer-light"))
        #expect(GnomeSettings.change("no colon here") == nil)
    }
}
