// Showing a detail, drilling down and going back: the secondary's own stack when separate, the one navigation stack
// when collapsed (SPEC §6, §15.1).

extension SplitViewState {
    /// Shows `page` as the detail: the secondary's only page when separate (whatever was drilled into goes, and an
    /// overlay goes away), pushed onto the stack when collapsed (or replacing the detail already on top).
    mutating func showDetail(_ page: NavigationPage, at time: Double) {
        pages.show(page, spring: appearance.motion.navigation, at: time)
        if band == .overlay { hidePrimary(at: time) }
    }

    /// Drills one level deeper than the detail on screen (a message of a thread, a section of a user): pushed onto
    /// the one stack when collapsed, onto the secondary's own stack when separate — sliding in inside the secondary
    /// with a back button — or the secondary's first page when it showed the placeholder.
    mutating func pushDetail(_ page: NavigationPage, at time: Double) {
        pages.push(page, spring: appearance.motion.navigation, at: time)
    }

    /// True when there is a page to go back from: above the list when collapsed, above the chosen detail in the
    /// secondary otherwise.
    public var canGoBack: Bool {
        isCollapsed ? navigation.canPop : secondaryNavigation?.canPop == true
    }

    /// Goes back one page (back button, Alt+Left, Backspace, the mouse's back button): collapsed, towards the list,
    /// the detail dismissed when the list is on top again so the host clears its selection; separate, to the page
    /// below in the secondary.
    mutating func goBack(at time: Double) -> [SplitViewEffect] {
        // Every way back (keys, the mouse button, `SplitViewAction.back`, an assistive technology) closes the inspector's
        // open sheet first, as the page of the stack would be left first (SPEC §15.5).
        if inspectorSheetIsOpen { return hideInspector(at: time) }
        let spring = appearance.motion.navigation
        let popped = pages.updateBackStack { $0.pop(spring: spring, at: time) } ?? nil
        guard case .collapsed(let stack) = pages, popped != nil else { return [] }
        return stack.canPop ? [] : [.detailDismissed]
    }

    /// Collapsed: back to the root (the list), however deep the stack, the top page sliding off as one pop.
    mutating func goBackToRoot(at time: Double) -> [SplitViewEffect] {
        guard isCollapsed, navigation.canPop else { return [] }
        if inspectorSheetIsOpen { return hideInspector(at: time) }  // the sheet first, the stack as it was
        pages.keepRootAndTop()
        return goBack(at: time)
    }

    /// The stack the back commands and the back swipe move: the one stack when collapsed, the secondary's own when
    /// separate (nil while the secondary shows the placeholder).
    var backStack: NavigationStack? { pages.backStack }

    /// True when a press at `p` may start a back swipe: there is a page to go back from and `p` is in the back swipe
    /// band (``backSwipeBand``).
    func startsBackSwipe(at p: Point) -> Bool {
        canGoBack && backSwipeBand.contains(p)
    }

    /// A press in the back swipe band of a pushed page (``startsBackSwipe(at:)``) may become a swipe that pops it
    /// interactively.
    mutating func navigationPress(at p: Point, time: Double) -> SplitViewResult {
        guard startsBackSwipe(at: p), let stack = backStack else { return .ignored }
        gestureState.pressSwipe(SwipeGesture(target: .navigation, startProgress: stack.slide.value), at: p, time: time)
        return .ignored
    }

    mutating func navigationMove(to p: Point, time: Double) -> SplitViewResult {
        let claimedNow = gestureState.moveSwipe(to: p, time: time)
        if claimedNow {
            pages.updateBackStack { $0.beginInteractivePop(at: time) }
            gestureState.follow(SwipeGesture(target: .navigation, startProgress: backStack?.slide.value ?? 1))
        }
        guard swipe.isClaimed, backStack?.isInteractive == true else { return .ignored }
        trackSwipe()
        return .consumed
    }

    mutating func navigationRelease(at p: Point, time: Double) -> SplitViewResult {
        guard case .swipe(_, let velocity) = gestureState.releaseSwipe(at: p, time: time), backStack?.isInteractive == true else {
            gestureState.end()
            return .ignored
        }
        return SplitViewResult(handled: true, effects: finishSwipe(velocity: velocity, at: time))
    }
}
