// Smooth touchpad scrolling on X11 for a host's window: XInput 2 scroll valuators read in an event watch (their
// data lives only while SDL pushes the event), turned into scroll events at their place in the queue, and the wheel
// notches the X server makes up from them dropped.
import CSDL2
import CSDLPlatform
import FoundationEssentials
import Glibc
import SplitKit

extension SDLHostWindow {
    /// Makes the XInput 2 valuators for the native window `window` has now, if it is not the one they were made for
    /// (SDL makes the X window anew for an OpenGL renderer), installing the event watch the first time, and takes
    /// the valuators' baselines from the server again. ``inputEvents(for:)`` calls it on each window event; a
    /// ``DesktopWindow`` calls it when it finds the native window replaced.
    public func followNativeWindow() {
        let native = csdl_platform_native_window(window)
        guard native != xi2Window else { return }
        let hadWatch = xi2 != nil
        csdl_platform_xi2_free(xi2)
        xi2 = csdl_platform_xi2_make(window)
        xi2Window = native
        if xi2 != nil {
            SDL_EventState(Uint32(SDL_SYSWMEVENT.rawValue), SDL_ENABLE)  // the XInput events come as raw X events
            if !hadWatch { SDL_AddEventWatch(smoothScrollWatch, Unmanaged.passUnretained(self).toOpaque()) }
            smoothScroll.rebase(on: currentScrollValues())
        } else if hadWatch {
            SDL_DelEventWatch(smoothScrollWatch, Unmanaged.passUnretained(self).toOpaque())
        }
        smoothScrollQueue.removeAll()
        emulatedWheelQueue.removeAll()
    }

    /// Called by the event watch for each event as SDL queues it, in queue order.
    fileprivate func watch(_ event: UnsafeMutablePointer<SDL_Event>) {
        switch SDL_EventType(event.pointee.type) {
        case SDL_SYSWMEVENT:
            var read = csdl_xi2_event()
            switch csdl_platform_xi2_read(xi2, event, &read) {
            case CSDL_XI2_MOTION:
                smoothScrollQueue.append(scroll(read))
            case CSDL_XI2_DEVICE_CHANGED:
                smoothScroll.update(from: currentScrollValues(), renewing: Int(read.device))
            case CSDL_XI2_DEVICES_CHANGED:
                smoothScroll.update(from: currentScrollValues())  // a device came (its first swipe counts too) or went
            case CSDL_XI2_WHEEL_BUTTON:
                wheelButtonEmulated = smoothScroll.isEmulatedWheel(button: Int(read.button), time: read.time)
            default:
                break
            }
        case SDL_MOUSEWHEEL:
            emulatedWheelQueue.append(wheelButtonEmulated)
            wheelButtonEmulated = false
        case SDL_WINDOWEVENT where SDL_WindowEventID(UInt32(event.pointee.window.event)) == SDL_WINDOWEVENT_ENTER:
            smoothScroll.rebase(on: currentScrollValues())  // the valuators went on counting while it was elsewhere
        default:
            break
        }
    }

    /// Every pointer's scroll valuators as the X server holds them now (one round trip).
    func currentScrollValues() -> [(device: Int, reading: ScrollValuatorReading)] {
        var values = [csdl_xi2_device_scroll](repeating: csdl_xi2_device_scroll(), count: 64)
        let count = Int(csdl_platform_xi2_scroll_values(xi2, &values, Int32(values.count)))
        return values.prefix(count).map {
            (Int($0.device), ScrollValuatorReading(number: Int($0.scroll.number), horizontal: $0.scroll.horizontal != 0,
                                                   increment: $0.scroll.increment, value: $0.scroll.value))
        }
    }

    /// The scroll a motion event makes, in window pixels for the position and points for the distance.
    private func scroll(_ read: csdl_xi2_event) -> InputEvent? {
        let readings = withUnsafeBytes(of: read.scroll) { raw in
            raw.bindMemory(to: csdl_xi2_scroll.self).prefix(Int(read.scroll_count)).map {
                ScrollValuatorReading(number: Int($0.number), horizontal: $0.horizontal != 0, increment: $0.increment, value: $0.value)
            }
        }
        guard !readings.isEmpty,
              let (dx, dy) = smoothScroll.motion(device: Int(read.device), time: read.time, emulated: read.emulated != 0, readings: readings)
        else { return nil }
        // When the server says it happened, not when the loop read it (a busy frame would bunch the swipe's events).
        let time = scrollClock.hostTime(ofServerTime: read.time, readAt: Self.now)
        return .scroll(dx: dx, dy: dy, at: Point(x: read.x, y: read.y), time: time)
    }

    /// For an XI_Motion event taken from the queue: `.some` with the scroll the watch made of it (or `.some(nil)`);
    /// nil for any other event.
    func smoothScrollEvent(_ event: inout SDL_Event) -> InputEvent?? {
        guard csdl_platform_xi2_is_motion(xi2, &event) != 0 else { return nil }
        let scroll = smoothScrollQueue.isEmpty ? nil : smoothScrollQueue.removeFirst()
        // None left in SDL's queue: whatever else the watch noted was dropped (a full queue, a host's flush).
        if !Self.queued(SDL_SYSWMEVENT) { smoothScrollQueue.removeAll(keepingCapacity: true) }
        return .some(scroll)
    }

    /// True for an SDL_MOUSEWHEEL taken from the queue that the X server made up from a smooth scroll.
    func isEmulatedWheel(_ event: SDL_Event) -> Bool {
        guard event.type == SDL_MOUSEWHEEL.rawValue, !emulatedWheelQueue.isEmpty else { return false }
        let emulated = emulatedWheelQueue.removeFirst()
        if !Self.queued(SDL_MOUSEWHEEL) { emulatedWheelQueue.removeAll(keepingCapacity: true) }
        return emulated
    }

    /// True while SDL's queue holds an event of `type` (a look, without pumping or taking any).
    private static func queued(_ type: SDL_EventType) -> Bool {
        SDL_PeepEvents(nil, 0, SDL_PEEKEVENT, type.rawValue, type.rawValue) > 0
    }
}

/// SDL calls this for every event as it is queued, on the thread pumping events.
let smoothScrollWatch: SDL_EventFilter = { userdata, event in
    guard let userdata, let event else { return 1 }
    let window = Unmanaged<SDLHostWindow>.fromOpaque(userdata).takeUnretainedValue()
    guard pthread_equal(window.ownerThread, pthread_self()) != 0 else { return 1 }
    nonisolated(unsafe) let pushed = event  // read on this thread, within this call only
    MainActor.assumeIsolated { window.watch(pushed) }
    return 1
}
