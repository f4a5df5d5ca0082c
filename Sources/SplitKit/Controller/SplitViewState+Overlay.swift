// The overlay in the overlay band: swipes that track the pointer, taps on the dim, and the settle rule (SPEC §5).

/// Where a released overlay or page goes (SPEC §5): flung faster than `flingSpeed` it goes the way it was
/// flung, otherwise to the nearer end.
public enum OverlaySettle {
    /// The end (0 hidden, 1 shown) for an overlay released at `progress` moving at `velocityTowardsOpen`
    /// points per second (positive means towards shown); `flingSpeed` is the metrics' (SPEC: 300 points/s).
    public static func target(progress: Double, velocityTowardsOpen: Double, flingSpeed: Double = Metrics.standard.flingSpeed) -> Double {
        if abs(velocityTowardsOpen) > flingSpeed { return velocityTowardsOpen > 0 ? 1 : 0 }
        return progress >= 0.5 ? 1 : 0
    }
}

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
        guard swipe.phase != .idle else { return .ignored }
        swipe.move(to: p, time: time)
        guard swipe.isClaimed else { return pressOnDim ? .consumed : .ignored }
        let width = max(1, primaryWidth.width)
        overlay.set(min(1, max(0, swipeStartProgress + openDirection * swipe.translation / width)))
        return .consumed
    }

    mutating func overlayRelease(at p: Point, time: Double) -> SplitViewResult {
        swipeDrives = nil
        let onDim = pressOnDim
        pressOnDim = false
        switch swipe.release(at: p, time: time) {
        case .none:
            return .ignored
        case .swipe(_, let velocity):
            let width = max(1, primaryWidth.width)
            let towardsOpen = openDirection * velocity
            let target = OverlaySettle.target(progress: overlay.value, velocityTowardsOpen: towardsOpen,
                                              flingSpeed: appearance.metrics.flingSpeed)
            overlay.animate(to: target, velocity: towardsOpen / width, spring: appearance.motion.overlaySpring, at: time)
            return .consumed
        case .tap:
            if onDim {
                hidePrimary(at: time)
                return .consumed
            }
            settleIfStranded(at: time)
            return .ignored
        case .cancelled:
            settleIfStranded(at: time)
            return onDim ? .consumed : .ignored
        }
    }

    /// An overlay caught mid-way and let go without a swipe goes to the nearer end.
    private mutating func settleIfStranded(at time: Double) {
        guard overlay.value > 0, overlay.value < 1, !overlay.isAnimating else { return }
        overlay.animate(
            to: OverlaySettle.target(progress: overlay.value, velocityTowardsOpen: 0), velocity: 0,
            spring: appearance.motion.overlaySpring, at: time)
    }
}
