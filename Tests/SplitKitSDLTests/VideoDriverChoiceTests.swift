// The driver-choice rule: native Wayland first when WAYLAND_DISPLAY is set, SDL_VIDEODRIVER above all.
import Testing
@testable import SplitKitSDL

@Suite("Video driver choice")
struct VideoDriverChoiceTests {
    let libdecor = [
        VideoDriverChoice.Hint(name: "SDL_VIDEO_WAYLAND_ALLOW_LIBDECOR", value: "1"),
        VideoDriverChoice.Hint(name: "SDL_VIDEO_WAYLAND_PREFER_LIBDECOR", value: "0"),
    ]

    @Test func onAWaylandDesktopWithXwaylandWaylandIsTriedFirstThenX11() {
        let choice = VideoDriverChoice(environment: ["WAYLAND_DISPLAY": "wayland-0", "DISPLAY": ":0"])
        #expect(choice.driverOrders == ["wayland,x11", "x11"])
        #expect(choice.hints == libdecor)
    }

    @Test func onWaylandWithoutXwaylandOnlyWaylandIsAskedFor() {
        let choice = VideoDriverChoice(environment: ["WAYLAND_DISPLAY": "wayland-1"])
        #expect(choice.driverOrders == ["wayland"])
        #expect(choice.hints == libdecor)
    }

    @Test func onX11AloneNothingIsSetAndSDLChoosesAsBefore() {
        let choice = VideoDriverChoice(environment: ["DISPLAY": ":0", "WAYLAND_DISPLAY": ""])
        #expect(choice.driverOrders.isEmpty)
        #expect(choice.hints.isEmpty)
        #expect(VideoDriverChoice(environment: [:]).driverOrders.isEmpty)
    }

    @Test func sdlVideoDriverOverridesTheWaylandRule() {
        let x11 = VideoDriverChoice(environment: ["SDL_VIDEODRIVER": "x11", "WAYLAND_DISPLAY": "wayland-0", "DISPLAY": ":0"])
        #expect(x11.driverOrders.isEmpty)
        #expect(x11.hints.isEmpty)
        let wayland = VideoDriverChoice(environment: ["SDL_VIDEODRIVER": "Wayland", "DISPLAY": ":0"])
        #expect(wayland.driverOrders.isEmpty)
        #expect(wayland.hints == libdecor, "a window SDL_VIDEODRIVER puts on Wayland still gets decorations")
    }

    @Test func anEmptySDLVideoDriverCountsAsUnset() {
        let choice = VideoDriverChoice(environment: ["SDL_VIDEODRIVER": "", "WAYLAND_DISPLAY": "wayland-0", "DISPLAY": ":0"])
        #expect(choice.driverOrders == ["wayland,x11", "x11"])
    }
}
