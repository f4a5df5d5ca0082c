// Textures kept by what they show while they are drawn, and destroyed once unused for a while: the text and shape caches.
import CSDL2

/// Textures by key, each with what its cache keeps beside it (`Value`: a text's size in pixels, say). A texture not asked
/// for in `evictAfterFrames` frames is destroyed at the next sweep, once every 60 frames.
@MainActor
struct TexturesInUse<Key: Hashable, Value> {
    private struct Entry {
        var texture: OpaquePointer
        var value: Value
        var lastUsedFrame: Int
    }

    private var entries: [Key: Entry] = [:]
    private var frame = 0
    /// Frames an unused texture survives before it is destroyed.
    var evictAfterFrames = 120
    /// How many textures are alive.
    var count: Int { entries.count }

    /// The texture kept for `key` and its value, marked as drawn this frame; nil when none is kept.
    mutating func use(_ key: Key) -> (texture: OpaquePointer, value: Value)? {
        guard let entry = entries[key] else { return nil }
        entries[key]?.lastUsedFrame = frame
        return (entry.texture, entry.value)
    }

    /// Whether a texture is kept for `key` (without marking it drawn).
    func contains(_ key: Key) -> Bool { entries[key] != nil }

    /// Keeps `texture` (now owned here) with `value` for `key`, as drawn this frame.
    mutating func keep(_ texture: OpaquePointer, _ value: Value, for key: Key) {
        entries[key] = Entry(texture: texture, value: value, lastUsedFrame: frame)
    }

    /// Marks the end of a frame and destroys the textures that have not been used for a while.
    mutating func endFrame() {
        frame += 1
        guard frame % 60 == 0 else { return }  // sweeping is rare work; once a second is plenty
        for (key, entry) in entries where frame - entry.lastUsedFrame > evictAfterFrames {
            SDL_DestroyTexture(entry.texture)
            entries[key] = nil
        }
    }

    /// Destroys every texture.
    mutating func destroyAll() {
        for entry in entries.values { SDL_DestroyTexture(entry.texture) }
        entries.removeAll()
    }
}
