// An app's picture files as textures (ListIcon.image), read with SDL_image once each and reused every frame.
import CSDL2
import CSDLPlatform
import SplitKit

/// The textures of picture files drawn with ``DrawCommand/image(_:in:)``: each file is read once (SDL_image, opened
/// on first use) and kept for the renderer's life; one that cannot be read is not tried again.
@MainActor
final class ImageCache {
    private let renderer: OpaquePointer
    private var textures: [String: OpaquePointer] = [:]
    private var unreadable: [String: String] = [:]
    /// How many files this cache has read (for tests: each once).
    private(set) var filesRead = 0

    init(renderer: OpaquePointer) {
        self.renderer = renderer
    }

    isolated deinit {
        releaseTextures()
    }

    /// Destroys every texture (files are read again when next drawn).
    func releaseTextures() {
        for texture in textures.values { SDL_DestroyTexture(texture) }
        textures.removeAll()
    }

    /// The texture of the file at `path`, smoothly scaled when drawn; throws why it cannot be read (each time it is
    /// asked for, the file read only once).
    func texture(for path: String) throws(ImageError) -> OpaquePointer {
        if let texture = textures[path] { return texture }
        if let reason = unreadable[path] { throw ImageError(path: path, reason: reason) }
        filesRead += 1
        guard let surface = csdl_platform_load_image(path) else {
            return try fail(path, String(cString: SDL_GetError()))
        }
        defer { SDL_FreeSurface(surface) }
        guard let texture = SDL_CreateTextureFromSurface(renderer, surface) else { return try fail(path, String(cString: SDL_GetError())) }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear)
        textures[path] = texture
        return texture
    }

    private func fail(_ path: String, _ reason: String) throws(ImageError) -> OpaquePointer {
        unreadable[path] = reason
        throw ImageError(path: path, reason: reason)
    }
}

/// A picture file that could not be drawn: its path and SDL_image's reason.
struct ImageError: Error, CustomStringConvertible {
    var path: String
    var reason: String
    var description: String { "the picture \(path) could not be read (\(reason))" }
}
