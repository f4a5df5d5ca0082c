// X11's _NET_WM_SYNC_REQUEST for the window: the window manager's requests kept, and answered once the frame
// of the new size is shown (or at once when no frame will come); the extended counter marks each frame.
import CSDL2
import CSDLPlatform

extension DesktopWindow {
    /// Tells the window manager that the window is drawn for its current size, if it asked (X11's
    /// _NET_WM_SYNC_REQUEST); it waits for that before showing the window at a new size. ``frameShown()`` answers after a
    /// frame; call this when about to wait for events with no frame to draw, so the window manager never waits
    /// on a frame that will not come (an unchanged size, an idle window). Does nothing when nothing is pending.
    public func answerSyncRequest() {
        guard syncSequence.isPending else { return }
        write(syncSequence.answerWithoutFrame())
    }

    /// Keeps the value of a sync request (the answer comes after the next frame).
    func noteSyncRequest(_ event: inout SDL_Event) {
        var value: UInt64 = 0
        var extended: Int32 = 0
        if csdl_platform_sync_request(syncCounter, &event, &value, &extended) != 0 {
            syncSequence.request(value: value, extended: extended != 0)
        }
    }

    /// A frame is about to be drawn (the extended counter goes odd, once the window manager uses it).
    public func frameStarting() {
        guard syncCounter != nil, let mark = syncSequence.frameStarted() else { return }
        write([mark])
    }

    /// The frame is shown: the extended counter goes even, a pending basic request is answered.
    public func frameShown() {
        guard syncCounter != nil else { return }
        write(syncSequence.framePresented())
    }

    private func write(_ writes: [SyncCounterSequence.Write]) {
        for w in writes {
            csdl_platform_sync_set(syncCounter, w.counter == .basic ? CSDL_SYNC_BASIC : CSDL_SYNC_EXTENDED, w.value)
        }
    }
}
