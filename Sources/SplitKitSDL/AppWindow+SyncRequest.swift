// X11's _NET_WM_SYNC_REQUEST for the window: the window manager's requests kept, and answered once the frame
// of the new size is shown (or at once when no frame will come).
import CSDL2
import CSDLPlatform

extension AppWindow {
    /// Tells the window manager that the window is drawn for its current size, if it asked (X11's
    /// _NET_WM_SYNC_REQUEST); it waits for that before showing the window at a new size. ``flip()`` does this
    /// itself; call it when about to wait for events with no frame to draw, so the window manager never waits
    /// on a frame that will not come (an unchanged size, an idle window). Does nothing when nothing is pending.
    public func answerSyncRequest() {
        guard let value = pendingSyncValue else { return }
        pendingSyncValue = nil
        csdl_platform_sync_answer(syncCounter, value)
    }

    /// Keeps the value of a sync request (the answer comes after the next frame).
    func noteSyncRequest(_ event: inout SDL_Event) {
        var value: UInt64 = 0
        if csdl_platform_sync_request(syncCounter, &event, &value) != 0 { pendingSyncValue = value }
    }
}
