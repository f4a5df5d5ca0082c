// GNOME's appearance settings read with gsettings: the fallback where no desktop portal answers.
import SplitKitDBus
import SplitKitStorage

/// Reads GNOME's settings (`gsettings list-recursively SCHEMA`, one call per schema) into the portal's form, so one
/// rule (``PortalSettings/preferences``) reads both. Only the keys the portal's GNOME namespaces carry are kept.
enum GnomeSettings {
    static let keys: [String: Set<String>] = [
        PortalSettings.gnomeInterface: ["color-scheme", "accent-color", "enable-animations", "text-scaling-factor"],
        PortalSettings.gnomeAccessibility: ["high-contrast"],
    ]

    /// The settings `gsettings` (at the path `program`) reads, one process per schema, all at once; a schema it does
    /// not know, or a call that fails or takes over a second, gives nothing.
    static func read(with program: String) -> PortalSettings {
        var settings = PortalSettings()
        let schemas = keys.keys.sorted()
        let listings = Subprocess.outputs(of: program, schemas.map { ["list-recursively", $0] }, timeLimit: 1)
        for (schema, listing) in zip(schemas, listings) {
            guard case .success(let listing) = listing, let wanted = keys[schema] else { continue }
            for (key, value) in parse(listing, schema: schema) where wanted.contains(key) {
                settings.set(namespace: schema, key: key, value: value)
            }
        }
        return settings
    }

    /// The `SCHEMA KEY VALUE` lines of `gsettings list-recursively` for `schema`, each value as a D-Bus value: a quoted
    /// string, true or false, a number (`1.25`, `uint32 1`); other values are left out.
    static func parse(_ listing: String, schema: String) -> [(String, DBusValue)] {
        listing.split(separator: "\n").compactMap { line in
            let parts = line.split(separator: " ", maxSplits: 2)
            guard parts.count == 3, parts[0] == schema, let value = value(String(parts[2])) else { return nil }
            return (String(parts[1]), value)
        }
    }

    /// One line of `gsettings monitor SCHEMA`, `KEY: VALUE`, as the key and its value.
    static func change(_ line: String) -> (String, DBusValue)? {
        guard let colon = line.firstRange(of: ": "), let value = value(String(line[colon.upperBound...])) else { return nil }
        return (String(line[..<colon.lowerBound]), value)
    }

    private static func value(_ text: String) -> DBusValue? {
        if text.count >= 2, text.first == "'", text.last == "'" { return .string(String(text.dropFirst().dropLast())) }
        if text == "true" || text == "false" { return .boolean(text == "true") }
        let number = text.split(separator: " ").last.map(String.init) ?? text  // "uint32 1"
        return Double(number).map(DBusValue.double)
    }
}
