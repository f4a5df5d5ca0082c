// The `?` list's groups about the split itself — everywhere, the lists, the tiled band, keyboard focus, the separator
// from the keyboard — with the split's keys, widths and metrics, in the list's language.
import SplitKit

extension Controls {
    /// The groups of controls every scene's split has, in the order the list shows them.
    var splitGroups: [ControlGroup] {
        let w = words, p = points, c = configuration
        let sidebar = chords(.toggleSidebar), dismiss = chords(.dismiss), focus = chords(.focusSeparator)
        let tab = [chords(.focusNext), chords(.focusPrevious)].compactMap { $0 }.joined(separator: " / ")
        let panes = [chords(.focusNextPane), chords(.focusPreviousPane)].compactMap { $0 }.joined(separator: " / ")
        let ends = [chords(.separatorToMinimum), chords(.separatorToMaximum)].compactMap { $0 }.joined(separator: " / ")
        let pageKeys = keys.bindings.compactMap { chord, command -> (KeyChord, Double)? in
            if case .resizePrimary(let by) = command { return (chord, by) }
            return nil
        }.sorted { $0.1 < $1.1 }
        let minimum = p(c.minimumPrimaryColumnWidth), maximum = p(c.maximumPrimaryColumnWidth)
        let detailMinimum = p(c.minimumSecondaryColumnWidth), fling = p(metrics.flingSpeed)
        let settles = anchors.map { w(HelpEffect.settleOnAnchors, $0, fling) } ?? w(HelpEffect.settleWithoutAnchors, fling)
        let widerNarrower = resizeKeys(wider: { if case .resizeSidebar(let by) = $0, by > 0 { by } else { nil } },
                                       narrower: { if case .resizeSidebar(let by) = $0, by < 0 { by } else { nil } })
        let anywhere = w(HelpWord.anywhere), separator = w(HelpWord.separator), focused = w(HelpWord.focusedSeparator)
        return [
            ControlGroup(title: w(HelpWord.everywhere), scenes: Self.allScenes, bands: Self.allBands, controls: [
                Control(place: anywhere, input: "?", effect: w(HelpEffect.showsThisList)),
                Control(place: anywhere, input: "F1", effect: w(HelpEffect.showsTheInspector)),
                Control(place: anywhere, input: SceneHost.slowMotionKey.name, effect: w(HelpEffect.slowMotion)),
                Control(place: anywhere, input: "Ctrl+Q", effect: w(HelpEffect.quits)),
            ]),
            ControlGroup(title: w(HelpWord.lists), scenes: [.mail, .users], bands: [.tiled, .overlay], controls: [
                Control(place: w(HelpWord.list), input: w(HelpWord.clickARow), effect: w(HelpEffect.selectsIt)),
                Control(place: w(HelpWord.list), input: "Up / Down", effect: w(HelpEffect.movesTheSelection)),
                Control(place: w(HelpWord.list), input: w(HelpWord.mouseWheel), effect: w(HelpEffect.scrolls)),
            ]),
            ControlGroup(title: w(HelpWord.tiled, p(c.overlayBreakpoint)), scenes: Self.allScenes, bands: [.tiled], controls: [
                Control(place: separator, input: w(HelpWord.hover), effect: w(HelpEffect.resizeCursor)),
                Control(place: separator, input: w(HelpWord.drag), effect: w(HelpEffect.resizesTheList, minimum, maximum, detailMinimum)),
                c.minimumPrimaryColumnWidth > 0 && c.railWidth == nil
                    ? Control(place: separator, input: w(HelpWord.dragPastTheMinimum, p(c.minimumPrimaryColumnWidth / 2)),
                              effect: w(HelpEffect.snapsShut))
                    : nil,
                c.railWidth.map { rail in
                    Control(place: separator, input: w(HelpWord.dragBelowTheMinimum, p(c.minimumPrimaryColumnWidth)),
                            effect: w(HelpEffect.squeezesThroughARail, p(rail)))
                },
                dismiss.map { Control(place: separator, input: w(HelpWord.keyWhileDragging, $0), effect: w(HelpEffect.takesTheDragBack)) },
                Control(place: separator, input: w(HelpWord.letGo),
                        effect: c.minimumPrimaryColumnWidth > 0 && c.railWidth == nil ? w(HelpEffect.stillSnapsShut, settles) : settles),
                Control(place: separator, input: w(HelpWord.doubleClick), effect: {
                    switch c.separatorDoubleClick {
                    case .collapse: sidebar.map { w(HelpEffect.collapsesToAHandleOrKey, $0) } ?? w(HelpEffect.collapsesToAHandle)
                    case .resetWidth: w(HelpEffect.backToThePreferredWidth)
                    case .fitContent: w(HelpEffect.fitsItsWidestRow)
                    }
                }()),
                sidebar.map { Control(place: anywhere, input: $0, effect: w(c.railWidth == nil ? HelpEffect.collapsesOrRestores : HelpEffect.cyclesListRailHidden)) },
                widerNarrower.map { keys in
                    Control(place: anywhere, input: keys.chords, effect: w(HelpEffect.widensOrNarrowsFromAnywhere, p(keys.step)))
                },
                chords(.resetSidebarWidth).map { Control(place: anywhere, input: $0, effect: w(HelpEffect.backToThePreferredWidth)) },
                chords(.toggleFillWindow).map { Control(place: anywhere, input: $0, effect: w(HelpEffect.fillsTheWindow)) },
            ].compactMap { $0 }),
            ControlGroup(title: w(HelpWord.keyboardFocus), scenes: Self.allScenes, bands: Self.allBands, controls: [
                tab.isEmpty ? nil : Control(place: anywhere, input: tab, effect: w(HelpEffect.movesTheFocus)),
                panes.isEmpty ? nil : Control(place: anywhere, input: panes, effect: w(HelpEffect.movesTheFocusToAPane)),
                chords(.activateFocused).map { Control(place: w(HelpWord.focusedButton), input: $0, effect: w(HelpEffect.pressesIt)) },
                Control(place: w(HelpWord.overlayBand), input: w(HelpWord.somethingSlidesIn), effect: w(HelpEffect.theFocusGoesIntoIt)),
            ].compactMap { $0 }),
            ControlGroup(title: w(HelpWord.separatorKeys), scenes: Self.allScenes, bands: [.tiled], controls: [
                focus.map { focus in
                    let unfocus = dismiss.map { w(HelpWord.or, focus, $0) } ?? focus
                    return Control(place: anywhere, input: focus, effect: w(HelpEffect.focusesTheSeparator, unfocus))
                },
                nudges.map { nudge in
                    Control(place: focused, input: nudge.keys,
                            effect: nudge.shiftStep.map { w(HelpEffect.nudgesWithShift, p(nudge.step), p($0)) } ?? w(HelpEffect.nudges, p(nudge.step)))
                },
                ends.isEmpty ? nil : Control(place: focused, input: ends, effect: w(HelpEffect.movesItToTheEnds, minimum, maximum, detailMinimum)),
                pageKeys.isEmpty ? nil : Control(place: focused, input: pageKeys.map { $0.0.description }.joined(separator: " / "),
                                                 effect: w(HelpEffect.pages, p(abs(pageKeys[0].1)))),
                anchorSteps.map {
                    Control(place: focused, input: $0,
                            effect: anchors.map { w(HelpEffect.stepsOnAnchors, $0) } ?? w(HelpEffect.stepsWithoutAnchors))
                },
                dismiss.map { Control(place: focused, input: w(HelpWord.keyAfterKeyMoves, $0), effect: w(HelpEffect.takesTheKeyMovesBack)) },
                Control(place: focused, input: w(HelpWord.keyAfterKeyMoves, Key.enter.name), effect: w(HelpEffect.acceptsTheKeyMoves)),
                chords(.activateFocused).map { Control(place: focused, input: $0, effect: w(HelpEffect.collapsesOrRestores)) },
            ].compactMap { $0 }),
        ]
    }

    /// The word for a place, an input or an effect that names a side of the screen: `left` when `side` is the left,
    /// else `right` (the overlay comes in from the primary's side; a page is pulled back from the leading edge).
    func sided<Key: DemoWordKey>(_ side: Side, _ left: Key, _ right: Key, _ arguments: String...) -> String {
        words.text(side == .left ? left : right, arguments)
    }

    /// The chords that widen and narrow a column from anywhere (`wider` and `narrower` pick the commands and their
    /// step), written "wider / narrower", with the wider step; nil unless both are bound.
    func resizeKeys(wider: (SplitKeyCommand) -> Double?, narrower: (SplitKeyCommand) -> Double?) -> (chords: String, step: Double)? {
        let widen = keys.bindings.compactMap { chord, command in wider(command).map { (chord, $0) } }.sorted { $0.0.description < $1.0.description }
        let narrow = keys.bindings.compactMap { chord, command in narrower(command).map { (chord, $0) } }.sorted { $0.0.description < $1.0.description }
        guard let first = widen.first, let other = narrow.first else { return nil }
        return ("\(first.0) / \(other.0)", first.1)
    }
}
