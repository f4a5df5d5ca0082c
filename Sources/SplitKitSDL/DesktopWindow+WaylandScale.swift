// Wayland: a change of the scale of the output the window is on, which SDL 2 does not follow by itself.
import CSDL2
import CSDLPlatform

extension DesktopWindow {
    /// When an output's scale changed, has SDL read the window's scale again: SDL then queues a resize event with
    /// the same size in points and a drawable of the new size in pixels, and the next frame is drawn at the new
    /// scale (``FrameScheduler/isOnScreen(size:scale:)``), text rasterised anew for it.
    func noteScaleChange(_ event: inout SDL_Event) {
        guard csdl_platform_wayland_scale_changed(scaleWatch, &event) != 0 else { return }
        csdl_platform_wayland_scale_refresh(scaleWatch)
    }
}
