// Swipes from every device in one place: what a swipe drives, 1:1 tracking, the touchpad's path, and the
// settle with its spring, for the overlay and the back swipe (compact or in the secondary) alike (SPEC §5, §6, §9).

extension SplitViewState {
    /// How far the value a swipe drives moves per point of travel, and where its 1 is, in points.
    private var swipeDistance: Double {
        switch interaction.swipeGesture?.target {
        case .navigation: return max(1, isCollapsed ? bounds.width : layout.secondary.width)
        case .inspector:
            // Beside the secondary its separator comes out with it: the edge moves with the pointer, point for point.
            let separator = inspectorPlacement == .beside && band == .tiled ? configuration.separatorWidth : 0
            return max(1, inspectorWidth.width + separator)
        case .overlay, nil: return max(1, primaryWidth.width)
        }
    }

    /// +1 when a back swipe pulls the page to the right (left to right), -1 when to the left (right to left).
    private var backSign: Double { configuration.layoutDirection.sign }

    /// Moves what the swipe drives to follow its translation 1:1.
    mutating func trackSwipe() {
        guard let gesture = interaction.swipeGesture else { return }
        switch gesture.target {
        case .overlay:
            primaryColumn.trackOverlay(to: min(1, max(0, gesture.startProgress + openDirection * swipe.translation / swipeDistance)))
        case .inspector:
            // Beside the secondary the primary gives up room once the inspector is there at all: it eases, never jumps.
            let reserved = inspectorReserve, primaryShown = displayedPrimaryWidth.width
            inspectorColumn.trackReveal(to: min(1, max(0, gesture.startProgress + inspectorOpenDirection * swipe.translation / swipeDistance)))
            if inspectorReserve != reserved, band == .tiled, collapse.value < 1 { carryOn(from: primaryShown, at: animationTime) }
        case .navigation:
            // Towards the trailing side pulls the page off: to the right left to right, to the left right to left.
            let translation = backSign * swipe.translation, width = swipeDistance
            pages.updateBackStack { $0.trackInteractivePop(translation: translation, width: width, from: gesture.startProgress) }
        }
    }

    /// A swipe let go moving at `velocity` points per second (positive to the right): the driven value
    /// springs to the end the settle rule picks, starting at the swipe's speed.
    mutating func finishSwipe(velocity: Double, at time: Double) -> [SplitViewEffect] {
        guard let gesture = interaction.swipeGesture else { return [] }
        gestureState.end()
        let flingSpeed = appearance.metrics.flingSpeed
        switch gesture.target {
        case .overlay:
            let settle = SwipeSettle(progress: overlay.value, velocityTowardsOne: openDirection * velocity,
                                     distance: swipeDistance, flingSpeed: flingSpeed)
            primaryColumn.settleOverlay(to: settle.target, velocity: appearance.motion.velocity(settle.velocity), spring: appearance.motion.overlay,
                                        at: time)
            return []
        case .inspector:
            let settle = SwipeSettle(progress: inspectorReveal.value, velocityTowardsOne: inspectorOpenDirection * velocity,
                                     distance: swipeDistance, flingSpeed: flingSpeed)
            let primaryShown = displayedPrimaryWidth.width
            inspectorColumn.settle(to: settle.target, velocity: appearance.motion.velocity(settle.velocity),
                                   spring: appearance.motion.overlay, at: time)
            // Beside the secondary (from its grab strip), the primary moves to the width the inspector leaves it, as when
            // the button shows or hides it.
            if band == .tiled, inspectorPlacement == .beside, collapse.value < 1 { carryOn(from: primaryShown, at: time) }
            return []
        case .navigation:
            // The back swipe's "1" is the page gone: it leaves towards the trailing side.
            var settle = SwipeSettle(progress: 1 - (backStack?.slide.value ?? 1), velocityTowardsOne: backSign * velocity,
                                     distance: swipeDistance, flingSpeed: flingSpeed)
            settle.velocity = appearance.motion.velocity(settle.velocity)
            let spring = appearance.motion.navigation
            let popped = pages.updateBackStack { $0.endInteractivePop(settle, spring: spring, at: time) } ?? nil
            return popped != nil && isCollapsed && !navigation.canPop ? [.detailDismissed] : []
        }
    }

    /// A scroll event: a mostly horizontal one drives the overlay or the back swipe like a pointer would;
    /// the rest is left to the content (lists scroll).
    mutating func scroll(dx: Double, dy: Double, at p: Point, time: Double) -> SplitViewResult {
        guard bounds.contains(p) || swipe.isScrolling else { return .ignored }
        switch gestureState.scroll(dx: dx, dy: dy, at: p, time: time) {
        case .notASwipe:
            return .ignored
        case .began:
            guard let target = scrollSwipeTarget(contentMotion: -dx, at: p) else {
                gestureState.refuseScroll()
                return .ignored
            }
            if target == .overlay {
                primaryColumn.catchOverlay(at: time)
                gestureState.follow(SwipeGesture(target: .overlay, startProgress: overlay.value))
            } else if target == .inspector {
                inspectorColumn.catchReveal(at: time)
                gestureState.follow(SwipeGesture(target: .inspector, startProgress: inspectorReveal.value))
            } else {
                pages.updateBackStack { $0.beginInteractivePop(at: time) }
                gestureState.follow(SwipeGesture(target: .navigation, startProgress: backStack?.slide.value ?? 1))
            }
            trackSwipe()
            return .consumed
        case .continued:
            trackSwipe()
            return .consumed
        }
    }

    /// What a touchpad swipe starting with `contentMotion` (points, positive to the right) at `p` may drive: a pushed
    /// page when the scroll pulls it back (over the secondary when separate, before the overlay: the detail's own back
    /// comes first, as a navigation controller's does), else the overlay when the scroll reveals it or it is in; nil
    /// when there is nothing to move that way.
    private func scrollSwipeTarget(contentMotion: Double, at p: Point) -> SwipeGesture.Target? {
        let pullsBack = canGoBack && backSign * contentMotion > 0 && backStack?.isAnimating == false
        if inspectorGoesOver, overlay.target == 0 {
            // An inspector over the secondary: a swipe moves it while it is in, and one towards the primary's side
            // over the secondary brings it in.
            if inspectorReveal.target > 0 { return .inspector }
            if contentMotion * inspectorOpenDirection > 0, layout.secondary.contains(p) { return .inspector }
        }
        switch band {
        case .overlay:
            if overlay.target == 0, pullsBack, layout.secondary.contains(p) { return .navigation }
            let opening = contentMotion * openDirection > 0
            return opening || overlay.target > 0 ? .overlay : nil
        case .compact:
            return pullsBack && !inspectorIsOver ? .navigation : nil  // not under the inspector's open sheet
        case .tiled:
            return pullsBack && layout.secondary.contains(p) ? .navigation : nil
        }
    }

    /// Ends a touchpad swipe that has gone quiet, at the moment it went quiet, so the settle starts where the
    /// fingers left it.
    mutating func endQuietScroll(upTo time: Double) -> [SplitViewEffect] {
        guard let end = swipe.scrollEndTime, time >= end else { return [] }
        guard case .swipe(_, let velocity) = gestureState.endScroll(), interaction.swipeGesture != nil else {
            if interaction.swipeGesture != nil { gestureState.end() }
            return []
        }
        primaryColumn.advanceOverlay(to: end)
        inspectorColumn.advance(to: end)
        pages.advance(to: end)
        return finishSwipe(velocity: velocity, at: end)
    }
}
