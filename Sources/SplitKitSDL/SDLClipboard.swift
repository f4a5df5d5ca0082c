// The desktop's clipboard through SDL, for a text field's Ctrl+C, Ctrl+X and Ctrl+V.
import CSDL2
import CSDLPlatform  // for SDL_TRUE: see ModuleImportsTests
import SplitKit

/// The desktop's clipboard (SDL's `SDL_GetClipboardText` and `SDL_SetClipboardText`), for SplitKit's `TextField`:
/// copy, cut and paste. It needs SDL's video started (a window open); use SplitKit's `MemoryClipboard` in headless runs,
/// so that a script never reads or changes the desktop's clipboard.
public final class SDLClipboard: Clipboard {
    /// The desktop's clipboard.
    public init() {}

    /// The clipboard's text, or nil when it holds none (or SDL cannot read it).
    public func readText() -> String? {
        guard SDL_HasClipboardText() == SDL_TRUE, let text = SDL_GetClipboardText() else { return nil }
        defer { SDL_free(text) }
        let string = String(cString: text)
        return string.isEmpty ? nil : string
    }

    /// Puts `text` on the clipboard.
    public func writeText(_ text: String) {
        _ = SDL_SetClipboardText(text)
    }
}
