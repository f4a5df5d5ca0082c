// The overlay in the overlay band: presses that may become swipes, and taps on the dim (SPEC §5); an inspector over the
// secondary is let go the same way (SPEC §15.2).

extension SplitViewState {
    /// +1 when opening the overlay moves the pointer right (a primary on the left), -1 when left (on the right).
    var openDirection: Double { configuration.primarySide == .left ? 1 : -1 }

    /// A press in the overlay band may become a swipe of the overlay: on a shown overlay it catches it where it
    /// is (and a press on the dim beside it is the split's, a tap there hides it); on a hidden one it must land in
    /// the edge band or on the secondary.
    mutating func overlayPress(at p: Point, time: Double) -> SplitViewResult {
        guard band == .overlay else { return .ignored }
        if overlay.value > 0 {
            primaryColumn.catchOverlay(at: time)  // a press catches a moving overlay where it is
            let onPanel = visibleOverlay?.contains(p) == true
            let gesture = SwipeGesture(target: .overlay, startProgress: overlay.value, pressedDim: !onPanel)
            gestureState.pressSwipe(gesture, at: p, time: time)
            return onPanel ? .ignored : .consumed  // the list on the panel may take a tap
        }
        guard edgeBand.contains(p) || layout.secondary.contains(p) else { return .ignored }
        gestureState.pressSwipe(SwipeGesture(target: .overlay, startProgress: 0), at: p, time: time)
        return .ignored
    }

    mutating func overlayMove(to p: Point, time: Double) -> SplitViewResult {
        guard let gesture = interaction.swipeGesture, swipe.phase != .idle, swipe.input == .pointer else { return .ignored }
        gestureState.moveSwipe(to: p, time: time)
        guard swipe.isClaimed else { return gesture.pressedDim ? .consumed : .ignored }
        trackSwipe()
        return .consumed
    }

    /// Ends a press of the overlay's, or of an inspector over the secondary (`gesture`'s target): a swipe settles, a
    /// tap on the dim hides the panel, a panel caught mid-way goes to the nearer end.
    mutating func overlayRelease(at p: Point, time: Double) -> SplitViewResult {
        let onDim = interaction.swipeGesture?.pressedDim ?? false
        let target = interaction.swipeGesture?.target ?? .overlay
        switch gestureState.releaseSwipe(at: p, time: time) {
        case .none:
            gestureState.end()
            return .ignored
        case .swipe(_, let velocity):
            return SplitViewResult(handled: true, effects: finishSwipe(velocity: velocity, at: time))
        case .tap:
            gestureState.end()
            if onDim {
                if target == .inspector { _ = hideInspector(at: time) } else { hidePrimary(at: time) }
                return .consumed
            }
            settleIfStranded(target, at: time)
            return .ignored
        case .cancelled:
            gestureState.end()
            settleIfStranded(target, at: time)
            return onDim ? .consumed : .ignored
        }
    }

    /// An overlay (or an inspector over the secondary: `target`) caught mid-way and let go without a swipe goes to the
    /// nearer end.
    mutating func settleIfStranded(_ target: SwipeGesture.Target = .overlay, at time: Double) {
        let flingSpeed = appearance.metrics.flingSpeed, spring = appearance.motion.overlay
        if target == .inspector {
            inspectorColumn.settleIfStranded(flingSpeed: flingSpeed, spring: spring, at: time)
        } else {
            primaryColumn.settleOverlayIfStranded(flingSpeed: flingSpeed, spring: spring, at: time)
        }
    }
}
