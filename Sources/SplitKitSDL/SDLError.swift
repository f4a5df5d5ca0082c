// Errors from SDL, SDL_ttf, SDL_image and font lookup, with what to do about them.
import CSDL2

/// A failure in the SDL layer; the description says what failed, SDL's reason, and what to do.
public struct SDLError: Error, CustomStringConvertible, Sendable {
    /// What the program was doing.
    public var operation: String
    /// SDL's own reason, if any.
    public var reason: String
    /// What the user can do about it.
    public var hint: String

    /// Creates an error.
    public init(_ operation: String, reason: String, hint: String = "") {
        self.operation = operation
        self.reason = reason
        self.hint = hint
    }

    /// An error carrying `SDL_GetError()`'s current text.
    public static func sdl(_ operation: String, hint: String = "") -> SDLError {
        SDLError(operation, reason: String(cString: SDL_GetError()), hint: hint)
    }

    /// An error carrying `TTF_GetError()`'s current text.
    static func ttf(_ operation: String, hint: String = "") -> SDLError {
        SDLError(operation, reason: String(cString: csdl_ttf_get_error()), hint: hint)
    }

    public var description: String {
        var text = "\(operation) failed"
        if !reason.isEmpty { text += ": \(reason)" }
        if !hint.isEmpty { text += ". \(hint)" }
        return text
    }
}
