// The settings as the document of a kept file: read with the parts it cannot read kept, written as JSON text.
import FoundationEssentials
import Glibc
import SplitKitScripting
import SplitKitStorage

extension Settings: KeptDocument {
    /// Reads the settings file's bytes; `note` hears the parts that could not be read and a newer version's.
    public init(fileBytes: Data, note: (String) -> Void) throws {
        do {
            self = try Settings.decode(fileBytes, warn: note)
        } catch let error as JSONSyntaxError {
            throw SettingsFileText(reason: "not valid JSON: \(error)")
        }
        if version > Settings.currentVersion {
            note("version \(version) is newer than this splitview's (\(Settings.currentVersion)): what it knows was "
                + "read, and the rest is kept as it is when it saves")
        }
    }

    /// The file's text, as bytes.
    public func fileBytes() throws -> [UInt8] {
        Array(try fileText().utf8)
    }
}

/// Why the settings file's text is not settings, worded for ``SettingsError``.
struct SettingsFileText: Error, CustomStringConvertible {
    var reason: String
    var description: String { reason }
}
