// What splitview remembers between launches, as a value.

/// Remembered per scene.
public struct SceneSettings: Codable, Hashable, Sendable {
    /// The primary width the user chose with the separator, in points.
    public var primaryWidth: Double?
    /// Whether the columns scene's animated-constraints switch is on.
    public var switchOn: Bool?

    /// Creates scene settings.
    public init(primaryWidth: Double? = nil, switchOn: Bool? = nil) {
        self.primaryWidth = primaryWidth
        self.switchOn = switchOn
    }
}

/// Everything splitview remembers between launches.
public struct Settings: Codable, Hashable, Sendable {
    /// Format version of the file; bumped if the meaning of a field changes.
    public var version: Int = 1
    /// Per-scene settings, keyed by scene name (`mail`, `users`, `columns`).
    public var scenes: [String: SceneSettings] = [:]
    /// Users edited in the users scene, by login; users not here are as the samples have them.
    public var users: [String: User] = [:]

    /// Empty settings: nothing remembered yet.
    public init() {}

    /// Reads settings; missing fields take their defaults so older or hand-edited files still load.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        version = try container.decodeIfPresent(Int.self, forKey: .version) ?? 1
        scenes = try container.decodeIfPresent([String: SceneSettings].self, forKey: .scenes) ?? [:]
        users = try container.decodeIfPresent([String: User].self, forKey: .users) ?? [:]
    }

    /// The settings of one scene (empty when none were saved).
    public subscript(scene name: String) -> SceneSettings {
        get { scenes[name] ?? SceneSettings() }
        set { scenes[name] = newValue }
    }
}
