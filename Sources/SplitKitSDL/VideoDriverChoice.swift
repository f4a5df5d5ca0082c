// Which SDL video driver to ask for, from the environment alone: native Wayland before Xwayland.
import CSDL2

/// The SDL hints to set before starting video, worked out from the environment (a pure rule, tested without SDL).
///
/// SDL 2.26 tries X11 before Wayland, so on a Wayland desktop (where Xwayland sets DISPLAY too) a window would be
/// an Xwayland client: blurry when scaled, without the compositor's own decorations or scale. When
/// WAYLAND_DISPLAY is set, Wayland is asked for first. SDL_VIDEODRIVER, when set, decides on its own.
public struct VideoDriverChoice: Sendable, Hashable {
    /// Values for SDL_HINT_VIDEODRIVER (a comma list is tried in order by SDL 2.0.22 and later), each tried
    /// until SDL's video starts; empty: no hint is set and SDL_VIDEODRIVER or SDL's own order decides.
    public let driverOrders: [String]
    /// Other hints to set before starting video, as (name, value).
    public let hints: [Hint]

    /// An SDL hint's name and value.
    public struct Hint: Sendable, Hashable {
        /// The hint's name (`SDL_VIDEO_WAYLAND_ALLOW_LIBDECOR`).
        public let name: String
        /// Its value.
        public let value: String
    }

    /// The choice for `environment` (the process's variables: name → value; an empty value counts as unset).
    public init(environment: [String: String]) {
        func has(_ name: String) -> Bool { !(environment[name] ?? "").isEmpty }
        let forced = environment["SDL_VIDEODRIVER"].flatMap { $0.isEmpty ? nil : $0.lowercased() }
        if let forced {
            driverOrders = []
            hints = forced.contains("wayland") ? Self.waylandHints : []
        } else if has("WAYLAND_DISPLAY") {
            // "wayland,x11" falls to X11 when no Wayland driver can be made; the plain "x11" after it covers a
            // Wayland driver that is made but then fails to start (SDL does not go on down the list then).
            driverOrders = has("DISPLAY") ? ["wayland,x11", "x11"] : ["wayland"]
            hints = Self.waylandHints
        } else {
            driverOrders = []
            hints = []
        }
    }

    /// Decorations: the compositor's own where it draws them (KDE, sway), else libdecor's (GNOME draws none for
    /// Wayland clients, and without libdecor the window would have no title bar to move or close it by).
    static let waylandHints = [
        Hint(name: SDL_HINT_VIDEO_WAYLAND_ALLOW_LIBDECOR, value: "1"),
        Hint(name: SDL_HINT_VIDEO_WAYLAND_PREFER_LIBDECOR, value: "0"),
    ]
}
