// What splitview remembers between launches, read and written with Foundation's JSON coders, keeping every
// part of the file it does not know.
import FoundationEssentials
import Glibc
import SplitKit
import SplitKitScripting
import Synchronization

/// Remembered per scene.
public struct SceneSettings: Hashable, Sendable {
    /// The primary width the user chose with the separator, in points.
    public var primaryWidth: Double?
    /// The inspector column width the user chose with its separator, in points (the mail scene's).
    public var inspectorWidth: Double?
    /// Whether the columns scene's animated-constraints switch is on.
    public var switchOn: Bool?
    /// Whether the user left the mail scene's list a rail (with `--rail-width`).
    public var primaryRail: Bool?
    /// Members of the scene this version does not know (or could not read), written back as they were.
    var unknown: [String: KeptJSON] = [:]

    /// Creates scene settings.
    public init(primaryWidth: Double? = nil, inspectorWidth: Double? = nil, switchOn: Bool? = nil) {
        self.primaryWidth = primaryWidth
        self.inspectorWidth = inspectorWidth
        self.switchOn = switchOn
    }

    public static func == (a: SceneSettings, b: SceneSettings) -> Bool {
        a.primaryWidth == b.primaryWidth && a.inspectorWidth == b.inspectorWidth && a.switchOn == b.switchOn && a.primaryRail == b.primaryRail
            && a.unknown.mapValues(\.value.compactText) == b.unknown.mapValues(\.value.compactText)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(primaryWidth)
        hasher.combine(inspectorWidth)
        hasher.combine(switchOn)
        hasher.combine(primaryRail)
    }
}

/// Everything splitview remembers between launches.
///
/// Reading keeps what it does not understand — unknown keys at the top and inside scenes, user records it
/// cannot read, everything a newer version added — and writing puts it back, so an older splitview never
/// loses a newer one's settings.
public struct Settings: Hashable, Sendable {
    /// The format version this splitview writes.
    public static let currentVersion = 1
    /// Format version of the file (a newer file keeps its number).
    public var version: Int = Settings.currentVersion
    /// Per-scene settings, keyed by scene name (`mail`, `users`, `columns`).
    public var scenes: [String: SceneSettings] = [:]
    /// Users edited in the users scene, by login; users not here are as the samples have them.
    public var users: [String: User] = [:]
    /// Top-level members this version does not know, written back as they were.
    var unknown: [String: KeptJSON] = [:]
    /// User records that could not be read, by login, written back as they were (unless the user is saved anew).
    var unreadableUsers: [String: KeptJSON] = [:]
    /// User records as the file had them, written back as they were while the user is unchanged (so members a
    /// newer version added stay).
    var loadedUsers: [String: KeptJSON] = [:]
    /// Scenes that are not objects, written back as they were (unless the scene is saved anew).
    var unreadableScenes: [String: KeptJSON] = [:]

    /// Empty settings: nothing remembered yet.
    public init() {}

    /// The users whose records in the file hold a password's text (from before passwords were hashed): saving them
    /// again writes the hash instead.
    public var usersWithPlainTextPasswords: [String] {
        loadedUsers.filter { Self.holdsPasswordText($0.value) }.keys.sorted()
    }

    /// True for a user record that holds a password's text (from before passwords were hashed).
    static func holdsPasswordText(_ record: KeptJSON) -> Bool {
        if case .object(let members) = record.value { return members.contains { $0.0 == "password" } }
        return false
    }

    /// The settings of one scene (empty when none were saved).
    public subscript(scene name: String) -> SceneSettings {
        get { scenes[name] ?? SceneSettings() }
        set { scenes[name] = newValue }
    }

    public static func == (a: Settings, b: Settings) -> Bool {
        (try? a.fileText()) == (try? b.fileText())
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(try? fileText())
    }

    /// How deep the file's arrays and objects may nest, the document itself counted: the deepest Foundation's
    /// `JSONEncoder` writes (it refuses the 512 levels its decoder reads). Reading refuses deeper files, so every
    /// file read can be written back whole.
    public static let deepestNesting = 511

    /// The settings as the file has them: pretty JSON, keys sorted, known members and everything kept. Throws
    /// when they cannot be written as JSON (they never should: reading refuses what writing could not do); a save
    /// then keeps the file as it was.
    public func fileText() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return String(decoding: try encoder.encode(self), as: UTF8.self)
    }

    /// Reads settings from the file's bytes; `warn` hears about every part that could not be read (it is kept
    /// and written back as it was). Throws ``JSONSyntaxError`` (with line and column) when the bytes are not
    /// JSON, and ``SettingsShapeError`` when the document is not a settings object.
    public static func decode(_ data: Data, warn: (String) -> Void) throws -> Settings {
        let depth = JSONNesting.depth(of: data)
        guard depth <= deepestNesting else {
            try JSONReader.validate(data)  // not JSON at all: that is what to say
            throw SettingsShapeError("it nests arrays and objects \(depth) levels deep, more than the \(deepestNesting) "
                + "splitview can write back")
        }
        let warnings = SettingsWarnings()
        let decoder = JSONDecoder()
        decoder.userInfo[SettingsWarnings.key] = warnings
        do {
            let settings = try decoder.decode(Settings.self, from: data)
            warnings.messages.withLock { $0 }.forEach(warn)
            return settings
        } catch let error as SettingsShapeError {
            throw error
        } catch {
            // JSONDecoder says little about where the syntax breaks; JSONReader names the line and column.
            try JSONReader.validate(data)
            throw SettingsShapeError("\(error)")
        }
    }
}

extension Settings: Codable {
    public init(from decoder: any Decoder) throws {
        let warnings = decoder.userInfo[SettingsWarnings.key] as? SettingsWarnings
        let warn: (String) -> Void = { message in warnings?.messages.withLock { $0.append(message) } }
        guard let members = try? decoder.container(keyedBy: SettingsKey.self) else {
            throw SettingsShapeError("the file is not a JSON object of settings")
        }
        for key in members.allKeys.sorted(by: { $0.stringValue < $1.stringValue }) {
            let kept = try members.decode(KeptJSON.self, forKey: key)
            switch key.stringValue {
            case "version":
                guard let n = try? members.decode(Double.self, forKey: key), n == n.rounded(), n >= 1, n < 1e9 else {
                    throw SettingsShapeError("'version' must be a whole number from 1, not \(kept.value.compactText)")
                }
                version = Int(n)
            case "scenes":
                guard let sceneMembers = try? members.nestedContainer(keyedBy: SettingsKey.self, forKey: key) else {
                    warn("'scenes' is not an object: it was left as it is and no scene settings were read")
                    unknown[key.stringValue] = kept
                    continue
                }
                for name in sceneMembers.allKeys.sorted(by: { $0.stringValue < $1.stringValue }) {
                    guard let fields = try? sceneMembers.nestedContainer(keyedBy: SettingsKey.self, forKey: name) else {
                        warn("'scenes.\(name.stringValue)' is not an object: it was left as it is")
                        unreadableScenes[name.stringValue] = try sceneMembers.decode(KeptJSON.self, forKey: name)
                        continue
                    }
                    scenes[name.stringValue] = try SceneSettings(name.stringValue, fields, warn: warn)
                }
            case "users":
                guard let records = try? members.nestedContainer(keyedBy: SettingsKey.self, forKey: key) else {
                    warn("'users' is not an object: it was left as it is and the sample users are used")
                    unknown[key.stringValue] = kept
                    continue
                }
                for login in records.allKeys.sorted(by: { $0.stringValue < $1.stringValue }) {
                    let record = try records.decode(KeptJSON.self, forKey: login)
                    let path = "users.\(UserText.excerpt(login.stringValue))"
                    do {
                        // Held to what an edit must be: texts a field could hold, a name that shows.
                        users[login.stringValue] = try UserStore.loaded(records.decode(User.self, forKey: login)) { warn("'\(path)': \($0)") }
                        loadedUsers[login.stringValue] = record
                    } catch {
                        warn("the user record '\(path)' could not be read (\(Self.explain(error, below: 2))); "
                            + "it was skipped and kept as it is")
                        unreadableUsers[login.stringValue] = record
                    }
                }
            default:
                unknown[key.stringValue] = kept
            }
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var members = encoder.container(keyedBy: SettingsKey.self)
        for (key, value) in unknown where !["version", "scenes", "users"].contains(key) {
            try members.encode(value, forKey: SettingsKey(key))
        }
        try members.encode(version, forKey: SettingsKey("version"))
        var sceneRecords = members.nestedContainer(keyedBy: SettingsKey.self, forKey: SettingsKey("scenes"))
        for (name, record) in unreadableScenes where scenes[name] == nil {
            try sceneRecords.encode(record, forKey: SettingsKey(name))
        }
        for (name, scene) in scenes { try sceneRecords.encode(scene, forKey: SettingsKey(name)) }
        var userRecords = unreadableUsers
        for (login, user) in users {
            // A record with a password's text is written anew (with the hash) without decoding it again: that would
            // derive another hash for nothing.
            if let loaded = loadedUsers[login], !Self.holdsPasswordText(loaded), loaded.decoded(as: User.self) == user {
                userRecords[login] = loaded
            } else if let written = try? KeptJSON(JSONReader.parse(JSONEncoder().encode(user))) {
                userRecords[login] = written
            } else if let loaded = loadedUsers[login] {
                // Not writable anew (a password's text that could not be hashed: no scrypt on this system): the record
                // stays as it was read, never replaced by less.
                userRecords[login] = loaded
            }
        }
        if !userRecords.isEmpty || unknown["users"] != nil {
            try members.encode(userRecords, forKey: SettingsKey("users"))
        }
    }

    /// A decoding error in words, its path counted from `below` levels down (a user record's own members).
    private static func explain(_ error: any Error, below: Int) -> String {
        switch error as? DecodingError {
        case .keyNotFound(let key, _)?: return "'\(key.stringValue)' is missing"
        case .typeMismatch(_, let context)?, .valueNotFound(_, let context)?, .dataCorrupted(let context)?:
            let path = context.codingPath.dropFirst(below).map(\.stringValue).joined(separator: ".")
            return path.isEmpty ? context.debugDescription : "'\(path)': \(context.debugDescription)"
        default: return "\(error)"
        }
    }
}

extension SceneSettings: Codable {
    /// Reads the scene `name`'s fields; a known field of the wrong type is reported through `warn` and kept.
    init(_ name: String, _ fields: KeyedDecodingContainer<SettingsKey>, warn: (String) -> Void) throws {
        for field in fields.allKeys.sorted(by: { $0.stringValue < $1.stringValue }) {
            let kept = try fields.decode(KeptJSON.self, forKey: field)
            switch field.stringValue {
            case "primaryWidth":
                if case .number(let width) = kept.value { primaryWidth = width; continue }
            case "inspectorWidth":
                if case .number(let width) = kept.value { inspectorWidth = width; continue }
            case "switchOn":
                if case .bool(let on) = kept.value { switchOn = on; continue }
            case "primaryRail":
                if case .bool(let rail) = kept.value { primaryRail = rail; continue }
            default:
                unknown[field.stringValue] = kept
                continue
            }
            warn("'scenes.\(name).\(field.stringValue)' has the wrong type (\(kept.value.compactText)); it was ignored and kept as it is")
            unknown[field.stringValue] = kept
        }
    }

    public init(from decoder: any Decoder) throws {
        try self.init("", decoder.container(keyedBy: SettingsKey.self), warn: { _ in })
    }

    public func encode(to encoder: any Encoder) throws {
        var fields = encoder.container(keyedBy: SettingsKey.self)
        for (field, value) in unknown where !["primaryWidth", "inspectorWidth", "switchOn", "primaryRail"].contains(field) {
            try fields.encode(value, forKey: SettingsKey(field))
        }
        // A field of the wrong type is kept until the user sets it anew.
        for (field, width) in [("primaryWidth", primaryWidth), ("inspectorWidth", inspectorWidth)] {
            if let width { try fields.encode(width, forKey: SettingsKey(field)) }
            else if let kept = unknown[field] { try fields.encode(kept, forKey: SettingsKey(field)) }
        }
        for (field, flag) in [("switchOn", switchOn), ("primaryRail", primaryRail)] {
            if let flag { try fields.encode(flag, forKey: SettingsKey(field)) }
            else if let kept = unknown[field] { try fields.encode(kept, forKey: SettingsKey(field)) }
        }
    }
}

/// The warnings of one decoding, collected where the decoder's `userInfo` can reach them.
final class SettingsWarnings: Sendable {
    /// Where decoders find the collector.
    static let key = CodingUserInfoKey(rawValue: "splitview.settingsWarnings")!
    /// What could not be read, in the order it was met.
    let messages = Mutex<[String]>([])
}

/// The settings document as a whole is not settings (not an object, or an impossible version).
public struct SettingsShapeError: Error, CustomStringConvertible, Sendable {
    /// What is wrong.
    public var description: String

    init(_ description: String) { self.description = description }
}
