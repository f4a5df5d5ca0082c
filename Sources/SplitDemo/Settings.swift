// What splitview remembers between launches, as a value that keeps every part of the file it does not know.
import Foundation
import SplitKitScripting

/// Remembered per scene.
public struct SceneSettings: Hashable, Sendable {
    /// The primary width the user chose with the separator, in points.
    public var primaryWidth: Double?
    /// Whether the columns scene's animated-constraints switch is on.
    public var switchOn: Bool?
    /// Members of the scene this version does not know (or could not read), written back as they were.
    var unknown: [String: JSONValue] = [:]

    /// Creates scene settings.
    public init(primaryWidth: Double? = nil, switchOn: Bool? = nil) {
        self.primaryWidth = primaryWidth
        self.switchOn = switchOn
    }

    public static func == (a: SceneSettings, b: SceneSettings) -> Bool {
        a.primaryWidth == b.primaryWidth && a.switchOn == b.switchOn && a.unknown.mapValues(\.compactText) == b.unknown.mapValues(\.compactText)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(primaryWidth)
        hasher.combine(switchOn)
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
    var unknown: [String: JSONValue] = [:]
    /// User records that could not be read, by login, written back as they were (unless the user is saved anew).
    var unreadableUsers: [String: JSONValue] = [:]
    /// User records as the file had them, written back as they were while the user is unchanged (so members a
    /// newer version added stay).
    var loadedUsers: [String: JSONValue] = [:]
    /// Scenes that are not objects, written back as they were (unless the scene is saved anew).
    var unreadableScenes: [String: JSONValue] = [:]

    /// Empty settings: nothing remembered yet.
    public init() {}

    /// The settings of one scene (empty when none were saved).
    public subscript(scene name: String) -> SceneSettings {
        get { scenes[name] ?? SceneSettings() }
        set { scenes[name] = newValue }
    }

    public static func == (a: Settings, b: Settings) -> Bool {
        a.json.compactText == b.json.compactText
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(json.compactText)
    }

    /// The settings as the file's JSON: known members and everything kept, keys sorted.
    public var json: JSONValue {
        var members = unknown
        members["version"] = .number(Double(version))
        var sceneRecords = unreadableScenes
        for (name, scene) in scenes {
            var fields = scene.unknown
            if let width = scene.primaryWidth { fields["primaryWidth"] = .number(width) }
            if let on = scene.switchOn { fields["switchOn"] = .bool(on) }
            sceneRecords[name] = .object(fields.sorted { $0.key < $1.key })
        }
        members["scenes"] = .object(sceneRecords.sorted { $0.key < $1.key })
        var userRecords = unreadableUsers
        for (login, user) in users {
            if let loaded = loadedUsers[login], Self.user(from: loaded) == user {
                userRecords[login] = loaded
            } else {
                userRecords[login] = Self.record(of: user)
            }
        }
        if !userRecords.isEmpty || members["users"] != nil { members["users"] = .object(userRecords.sorted { $0.key < $1.key }) }
        return .object(members.sorted { $0.key < $1.key })
    }

    private static func user(from record: JSONValue) -> User? {
        try? JSONDecoder().decode(User.self, from: Data(record.compactText.utf8))
    }

    private static func record(of user: User) -> JSONValue {
        let data = (try? JSONEncoder().encode(user)) ?? Data("{}".utf8)
        return (try? JSONReader.parse(data)) ?? .object([])
    }

    /// Reads settings from the file's JSON; `warn` hears about every part that could not be read (it is kept
    /// and written back as it was). Throws when the whole document is not a settings object.
    public init(json document: JSONValue, warn: (String) -> Void) throws(SettingsShapeError) {
        guard case .object(let members) = document else { throw SettingsShapeError("the file is not a JSON object of settings") }
        for (key, value) in members {
            switch key {
            case "version":
                guard case .number(let n) = value, n == n.rounded(), n >= 1, n < 1e9 else {
                    throw SettingsShapeError("'version' must be a whole number from 1, not \(value.compactText)")
                }
                version = Int(n)
            case "scenes":
                guard case .object(let scenes) = value else {
                    warn("'scenes' is not an object: it was left as it is and no scene settings were read")
                    unknown[key] = value
                    continue
                }
                for (name, sceneValue) in scenes {
                    guard case .object = sceneValue else {
                        warn("'scenes.\(name)' is not an object: it was left as it is")
                        unreadableScenes[name] = sceneValue
                        continue
                    }
                    self.scenes[name] = Self.scene(name, sceneValue, warn: warn)
                }
            case "users":
                guard case .object(let records) = value else {
                    warn("'users' is not an object: it was left as it is and the sample users are used")
                    unknown[key] = value
                    continue
                }
                for (login, record) in records {
                    do {
                        users[login] = try JSONDecoder().decode(User.self, from: Data(record.compactText.utf8))
                        loadedUsers[login] = record
                    } catch {
                        warn("the user record 'users.\(login)' could not be read (\(Self.explain(error))); it was skipped and kept as it is")
                        unreadableUsers[login] = record
                    }
                }
            default:
                unknown[key] = value
            }
        }
    }

    private static func scene(_ name: String, _ value: JSONValue, warn: (String) -> Void) -> SceneSettings {
        var scene = SceneSettings()
        guard case .object(let fields) = value else { return scene }
        for (field, v) in fields {
            switch (field, v) {
            case ("primaryWidth", .number(let width)): scene.primaryWidth = width
            case ("switchOn", .bool(let on)): scene.switchOn = on
            case ("primaryWidth", _), ("switchOn", _):
                warn("'scenes.\(name).\(field)' has the wrong type (\(v.compactText)); it was ignored and kept as it is")
                scene.unknown[field] = v
            default:
                scene.unknown[field] = v
            }
        }
        return scene
    }

    private static func explain(_ error: any Error) -> String {
        switch error as? DecodingError {
        case .keyNotFound(let key, _)?: return "'\(key.stringValue)' is missing"
        case .typeMismatch(_, let context)?, .valueNotFound(_, let context)?, .dataCorrupted(let context)?:
            let path = context.codingPath.map(\.stringValue).joined(separator: ".")
            return path.isEmpty ? context.debugDescription : "'\(path)': \(context.debugDescription)"
        default: return "\(error)"
        }
    }
}

/// The settings document as a whole is not settings (not an object, or an impossible version).
public struct SettingsShapeError: Error, CustomStringConvertible, Sendable {
    /// What is wrong.
    public var description: String

    init(_ description: String) { self.description = description }
}
