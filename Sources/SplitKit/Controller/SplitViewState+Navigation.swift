// Showing a detail and going back: the secondary when separate, the navigation stack when collapsed (SPEC §6).

extension SplitViewState {
    /// Shows `page` as the detail: the secondary when separate (an overlay then goes away), pushed onto the
    /// stack when collapsed (or replacing the detail already on top).
    mutating func showDetail(_ page: NavigationPage, at time: Double) {
        if isCollapsed {
            let spring = appearance.motion.navigation
            if navigation.canPop { navigation.replaceTop(with: page, spring: spring, at: time) } else { navigation.push(page, spring: spring, at: time) }
        } else {
            secondary = page
            if band == .overlay { hidePrimary(at: time) }
        }
    }

    /// Shows a page one level deeper than the current detail: pushed when collapsed (a section of a user,
    /// say), the new secondary when separate.
    mutating func pushDetail(_ page: NavigationPage, at time: Double) {
        if isCollapsed { navigation.push(page, spring: appearance.motion.navigation, at: time) } else { secondary = page }
    }

    /// Goes back from the detail to the list when collapsed (back button, Alt+Left, Backspace); the detail
    /// is dismissed when the list is on top again, so the host clears its selection.
    mutating func goBack(at time: Double) -> [SplitViewEffect] {
        guard isCollapsed, navigation.pop(spring: appearance.motion.navigation, at: time) != nil else { return [] }
        return navigation.canPop ? [] : [.detailDismissed]
    }

    /// Collapsed: back to the root (the list), however deep the stack, the top page sliding off as one pop.
    mutating func goBackToRoot(at time: Double) -> [SplitViewEffect] {
        guard isCollapsed, navigation.canPop else { return [] }
        if navigation.pages.count > 2 { navigation.setPages([navigation.pages[0], navigation.top]) }
        return goBack(at: time)
    }

    /// A press in the leading edge band (``backSwipeBand``) of a pushed page may become a swipe that pops it
    /// interactively.
    mutating func navigationPress(at p: Point, time: Double) -> SplitViewResult {
        guard navigation.canPop, backSwipeBand.contains(p) else { return .ignored }
        swipe.press(at: p, time: time)
        interaction = .swipe(SwipeGesture(target: .navigation, startProgress: navigation.slide.value))
        return .ignored
    }

    mutating func navigationMove(to p: Point, time: Double) -> SplitViewResult {
        let claimedNow = swipe.move(to: p, time: time)
        if claimedNow {
            navigation.beginInteractivePop(at: time)
            interaction = .swipe(SwipeGesture(target: .navigation, startProgress: navigation.slide.value))
        }
        guard swipe.isClaimed, navigation.isInteractive else { return .ignored }
        trackSwipe()
        return .consumed
    }

    mutating func navigationRelease(at p: Point, time: Double) -> SplitViewResult {
        guard case .swipe(_, let velocity) = swipe.release(at: p, time: time), navigation.isInteractive else {
            interaction = .idle
            return .ignored
        }
        return SplitViewResult(handled: true, effects: finishSwipe(velocity: velocity, at: time))
    }
}
