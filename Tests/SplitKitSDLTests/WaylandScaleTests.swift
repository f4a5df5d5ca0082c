// Wayland: the watch that makes SDL 2 follow a change of the scale of the window's output (the live check under
// sway, Tests/Live/wayland_checks.py, shows it working; these are its rules).
import CSDL2
import CSDLPlatform
import Testing

@Suite("Wayland output scale")
struct WaylandScaleTests {
    @Test func anOutputsFirstScaleIsNotAChangeLaterOnesAre() {
        var scale: Int32 = 1, known: Int32 = 0
        #expect(csdl_platform_output_scale_done(&scale, &known, 2) == 0)  // the window entered it at 2
        #expect(scale == 2 && known == 1)
        #expect(csdl_platform_output_scale_done(&scale, &known, 2) == 0)  // a done for another property
        #expect(csdl_platform_output_scale_done(&scale, &known, 1) == 1)
        #expect(csdl_platform_output_scale_done(&scale, &known, 3) == 1)
        #expect(scale == 3)
    }

    @Test func theRefreshIsOnlyForTheSDLVersionsItIsWrittenFor() {
        #expect(csdl_platform_wayland_scale_refresh_supported(2, 26, 5) == 1)
        #expect(csdl_platform_wayland_scale_refresh_supported(2, 24, 0) == 1)
        #expect(csdl_platform_wayland_scale_refresh_supported(2, 30, 12) == 1)
        #expect(csdl_platform_wayland_scale_refresh_supported(2, 22, 0) == 0)
        #expect(csdl_platform_wayland_scale_refresh_supported(2, 32, 0) == 0)  // display modes changed there
        #expect(csdl_platform_wayland_scale_refresh_supported(3, 0, 0) == 0)
    }

    @Test func withoutAWatchNothingIsAScaleChange() {
        var event = SDL_Event()
        event.type = SDL_USEREVENT.rawValue
        #expect(csdl_platform_wayland_scale_changed(nil, &event) == 0)
        csdl_platform_wayland_scale_refresh(nil)  // nothing to refresh: must not crash
        csdl_platform_wayland_scale_watch_free(nil)
    }
}
