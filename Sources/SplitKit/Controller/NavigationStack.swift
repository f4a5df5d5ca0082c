// A navigation stack of pages: push, pop and interactive pop, each sliding on the navigation spring (SPEC §6).

/// One page of a navigation stack, identified by the app.
public struct NavigationPage: Hashable, Sendable {
    /// The app's identifier for what the page shows (for example a row number).
    public var id: String
    /// The page's title, shown in its toolbar and in the back button of the page above it.
    public var title: String

    /// Creates a page.
    public init(id: String, title: String) {
        self.id = id
        self.title = title
    }
}

/// Pages root first, never empty, with the slide of the page that is entering or leaving.
///
/// `pages` is always the committed stack: a pop removes the page at once, and `moving` keeps it on
/// screen while it slides out. `slide` is how far the moving page covers the one below (1 = fully).
public struct NavigationStack: Hashable, Sendable {
    /// The committed pages, root first; never empty.
    public private(set) var pages: [NavigationPage]
    /// The page sliding in or out, if any.
    public private(set) var moving: NavigationPage?
    /// How far `moving` covers the page below it: 0 (off to the trailing side) ... 1 (fully on screen).
    public private(set) var slide = AnimatedValue(1)
    /// True while a swipe drives the slide.
    public private(set) var isInteractive = false

    /// A stack holding only `root`.
    public init(root: NavigationPage) {
        pages = [root]
    }

    /// The root page.
    public var root: NavigationPage { pages[0] }
    /// The committed top page.
    public var top: NavigationPage { pages[pages.count - 1] }
    /// True when there is a page above the root to go back from.
    public var canPop: Bool { pages.count > 1 }
    /// True while a page slides.
    public var isAnimating: Bool { slide.isAnimating }

    /// What is on screen: the page on top (sliding when `offset` < 1) and, while it slides, the page below.
    public var visible: (below: NavigationPage?, top: NavigationPage, cover: Double) {
        guard let moving else { return (nil, top, 1) }
        if moving == top, pages.count > 1 { return (pages[pages.count - 2], moving, slide.value) }  // pushing
        return (top, moving, slide.value)  // popping
    }

    /// Replaces every page (collapsing or separating decides the pages at once, without animation). An empty
    /// list leaves just the root: a stack is never empty.
    public mutating func setPages(_ newPages: [NavigationPage]) {
        pages = newPages.isEmpty ? [root] : newPages
        moving = nil
        isInteractive = false
        slide.set(1)
    }

    /// Pushes `page`, sliding it in from the trailing edge on `spring` (nil: at once).
    public mutating func push(_ page: NavigationPage, spring: Spring?, at time: Double) {
        pages.append(page)
        isInteractive = false
        guard let spring else {
            moving = nil
            slide.set(1)
            return
        }
        moving = page
        slide.set(0)
        slide.animate(to: 1, spring: spring, at: time)
    }

    /// Replaces the top page (above the root) without animation, or pushes on `spring` when only the root is there.
    public mutating func replaceTop(with page: NavigationPage, spring: Spring?, at time: Double) {
        guard canPop else { return push(page, spring: spring, at: time) }
        pages[pages.count - 1] = page
        if moving != nil { moving = page }
    }

    /// Pops the top page (never the root), sliding it out on `spring` (nil: at once); returns it.
    @discardableResult
    public mutating func pop(spring: Spring?, at time: Double) -> NavigationPage? {
        guard canPop else { return nil }
        let page = pages.removeLast()
        isInteractive = false
        guard let spring else {
            moving = nil
            slide.set(1)
            return page
        }
        if moving != page { slide.set(1) }  // popping a page that is still sliding in starts from where it is
        moving = page
        slide.animate(to: 0, spring: spring, at: time)
        return page
    }

    /// Starts a swipe-driven pop: the top page follows the pointer until the swipe ends.
    public mutating func beginInteractivePop(at time: Double) {
        guard canPop else { return }
        if moving == nil || moving == top {
            moving = top
            slide.stop(at: time)
            isInteractive = true
        }
    }

    /// Moves the top page with the swipe: `translation` points towards the trailing edge of a `width`-wide page.
    public mutating func trackInteractivePop(translation: Double, width: Double, from start: Double) {
        guard isInteractive else { return }
        slide.set(min(1, max(0, start - translation / max(1, width))))
    }

    /// Ends a swipe-driven pop as `settle` decided (target 1: the page goes), sliding on `spring` from the
    /// swipe's velocity; returns the popped page when it went.
    @discardableResult
    public mutating func endInteractivePop(_ settle: SwipeSettle, spring: Spring = .navigation, at time: Double) -> NavigationPage? {
        guard isInteractive else { return nil }
        isInteractive = false
        if settle.target == 1 {
            let page = pages.removeLast()
            moving = page
            slide.animate(to: 0, velocity: -settle.velocity, spring: spring, at: time)
            return page
        }
        slide.animate(to: 1, velocity: -settle.velocity, spring: spring, at: time)
        return nil
    }

    /// The title of the page under `page` — what its back button is called — or nil for the root. A page
    /// sliding out after a pop sits on the committed top.
    public func title(below page: NavigationPage) -> String? {
        if let index = pages.firstIndex(of: page) { return index > 0 ? pages[index - 1].title : nil }
        return page == moving ? top.title : nil
    }

    /// Renames pages in place (ids stay the same).
    public mutating func retitle(_ title: (NavigationPage) -> String) {
        for index in pages.indices { pages[index].title = title(pages[index]) }
        if var page = moving {
            page.title = title(page)
            moving = page
        }
    }

    /// Moves the slide to `time`; a page that has finished sliding stops being `moving`.
    public mutating func advance(to time: Double) {
        slide.advance(to: time)
        if !slide.isAnimating && !isInteractive { moving = nil }
    }
}
