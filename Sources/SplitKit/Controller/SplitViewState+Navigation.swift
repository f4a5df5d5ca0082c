// Showing a detail and going back: the secondary when separate, the navigation stack when collapsed (SPEC §6).

extension SplitViewState {
    /// Shows `page` as the detail: the secondary when separate (an overlay then goes away), pushed onto the
    /// stack when collapsed (or replacing the detail already on top).
    public mutating func showDetail(_ page: NavigationPage, at time: Double) {
        advance(to: time)
        if isCollapsed {
            if navigation.canPop { navigation.replaceTop(with: page, at: time) } else { navigation.push(page, animated: true, at: time) }
        } else {
            secondary = page
            hidePrimary(at: time)
        }
    }

    /// Shows a page one level deeper than the current detail: pushed when collapsed (a section of a user,
    /// say), the new secondary when separate.
    public mutating func pushDetail(_ page: NavigationPage, at time: Double) {
        advance(to: time)
        if isCollapsed { navigation.push(page, animated: true, at: time) } else { secondary = page }
    }

    /// Renames pages in place, for example after the user edits a name: `title` gets each page and whether
    /// it is the secondary (whose title may mean something else than a stack page's with the same id).
    public mutating func retitlePages(_ title: (NavigationPage, _ isSecondary: Bool) -> String) {
        if var page = secondary {
            page.title = title(page, true)
            secondary = page
        }
        navigation.retitle { title($0, false) }
    }

    /// Goes back from the detail to the list when collapsed (back button, Alt+Left, Backspace); the detail
    /// is dismissed, so the host clears its selection.
    public mutating func goBack(at time: Double) -> [SplitViewEffect] {
        guard isCollapsed, navigation.pop(animated: true, at: time) != nil else { return [] }
        return navigation.canPop ? [] : [.detailDismissed]
    }

    /// A press on a pushed page's leading edge band may become a swipe that pops it interactively.
    mutating func navigationPress(at p: Point, time: Double) -> SplitViewResult {
        guard navigation.canPop, p.x < Self.edgeBandWidth else { return .ignored }
        swipe.press(at: p, time: time)
        swipeDrives = .navigation
        return .ignored
    }

    mutating func navigationMove(to p: Point, time: Double) -> SplitViewResult {
        let claimedNow = swipe.move(to: p, time: time)
        if claimedNow {
            navigation.beginInteractivePop(at: time)
            swipeStartProgress = navigation.slide.value
        }
        guard swipe.isClaimed, navigation.isInteractive else { return .ignored }
        navigation.trackInteractivePop(translation: swipe.translation, width: window.width, from: swipeStartProgress)
        return .consumed
    }

    mutating func navigationRelease(at p: Point, time: Double) -> SplitViewResult {
        swipeDrives = nil
        guard case .swipe(_, let velocity) = swipe.release(at: p, time: time), navigation.isInteractive else {
            return .ignored
        }
        let popped = navigation.endInteractivePop(velocity: velocity, width: window.width, at: time)
        let effects: [SplitViewEffect] = popped != nil && !navigation.canPop ? [.detailDismissed] : []
        return SplitViewResult(handled: true, effects: effects)
    }
}
