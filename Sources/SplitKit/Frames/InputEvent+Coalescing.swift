// Merging a burst of events into what a frame needs: the last of each run of pointer moves and resizes.

extension InputEvent {
    /// `events` with every run of consecutive pointer moves, and of consecutive resizes, reduced to its last
    /// event (SPEC §12), so a frame after a burst reflects the burst's end and lays out once. Presses,
    /// releases, keys, text and wheel steps all stay, in order: only positions in between are dropped.
    public static func coalesced(_ events: [InputEvent]) -> [InputEvent] {
        var result: [InputEvent] = []
        result.reserveCapacity(events.count)
        for event in events {
            if let last = result.last, last.supersedes(by: event) {
                result[result.count - 1] = event
            } else {
                result.append(event)
            }
        }
        return result
    }

    /// True when `next` makes this event redundant: both pointer moves, or both resizes.
    private func supersedes(by next: InputEvent) -> Bool {
        switch (self, next) {
        case (.pointerMove, .pointerMove), (.resize, .resize): return true
        default: return false
        }
    }
}
