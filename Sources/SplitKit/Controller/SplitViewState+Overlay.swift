// The overlay in the overlay band: presses that may become swipes, and taps on the dim (SPEC §5).

extension SplitViewState {
    /// +1 when opening the overlay moves the pointer right (leading primary), -1 when left (trailing).
    var openDirection: Double { configuration.primaryEdge == .leading ? 1 : -1 }

    mutating func overlayPress(at p: Point, time: Double) -> SplitViewResult {
        guard band == .overlay else { return .ignored }
        pressOnDim = false
        if overlay.value > 0 {
            overlay.stop(at: time)  // a press catches a moving overlay where it is
            swipe.press(at: p, time: time)
            swipeDrives = .overlay
            swipeStartProgress = overlay.value
            if visibleOverlay?.contains(p) == true { return .ignored }  // the list below may take a tap
            pressOnDim = true
            return .consumed
        }
        // Hidden: a swipe may start in the edge band or anywhere on the secondary.
        guard edgeBand.contains(p) || layout.secondary.contains(p) else { return .ignored }
        swipe.press(at: p, time: time)
        swipeDrives = .overlay
        swipeStartProgress = 0
        return .ignored
    }

    mutating func overlayMove(to p: Point, time: Double) -> SplitViewResult {
        guard swipe.phase != .idle, swipe.input == .pointer else { return .ignored }
        swipe.move(to: p, time: time)
        guard swipe.isClaimed else { return pressOnDim ? .consumed : .ignored }
        trackSwipe()
        return .consumed
    }

    mutating func overlayRelease(at p: Point, time: Double) -> SplitViewResult {
        let onDim = pressOnDim
        pressOnDim = false
        switch swipe.release(at: p, time: time) {
        case .none:
            swipeDrives = nil
            return .ignored
        case .swipe(_, let velocity):
            return SplitViewResult(handled: true, effects: finishSwipe(velocity: velocity, at: time))
        case .tap:
            swipeDrives = nil
            if onDim {
                hidePrimary(at: time)
                return .consumed
            }
            settleIfStranded(at: time)
            return .ignored
        case .cancelled:
            swipeDrives = nil
            settleIfStranded(at: time)
            return onDim ? .consumed : .ignored
        }
    }

    /// An overlay caught mid-way and let go without a swipe goes to the nearer end.
    private mutating func settleIfStranded(at time: Double) {
        guard overlay.value > 0, overlay.value < 1, !overlay.isAnimating else { return }
        let settle = SwipeSettle(progress: overlay.value, velocityTowardsOne: 0, distance: 1, flingSpeed: appearance.metrics.flingSpeed)
        overlay.animate(to: settle.target, velocity: 0, spring: appearance.motion.overlay, at: time)
    }
}
