// The `?` list's groups of the narrower bands and of each scene — the overlay, drilling down, the inspector column,
// compact, the users scene, the column-width lab — in the list's language, sides mirrored with the split.
import SplitKit

extension Controls {
    /// The groups of the overlay and compact bands and of the scenes' own controls, in the order the list shows them.
    var sceneGroups: [ControlGroup] {
        let w = words, p = points, c = configuration
        let sidebar = chords(.toggleSidebar), dismiss = chords(.dismiss), back = chords(.back)
        let tab = [chords(.focusNext), chords(.focusPrevious)].compactMap { $0 }.joined(separator: " / ")
        // The overlay comes in from the primary's side; a page is pulled back from the leading edge.
        let listSide = c.primarySide, leading = c.layoutDirection.leadingSide
        let overlayKeys = [dismiss, sidebar, w(HelpWord.mouseBackButton)].compactMap { $0 }.joined(separator: " / ")
        let overlayEffects = [dismiss.map { _ in w(HelpEffect.hidesTheList) }, sidebar.map { _ in w(HelpEffect.togglesIt) }, w(HelpEffect.hidesIt)]
            .compactMap { $0 }.joined(separator: " / ")
        let quiet = p((SwipeTracker(metrics: metrics).scrollQuiet * 1000).rounded())
        let anywhere = w(HelpWord.anywhere), list = w(HelpWord.list), toolbar = w(HelpWord.detailToolbar)
        let dragBack = sided(leading, HelpWord.dragRight, HelpWord.dragLeft)
        let scrollBack = sided(leading, HelpWord.swipeScrollingLeft, HelpWord.swipeScrollingRight)
        return [
            ControlGroup(title: w(HelpWord.overlay, p(c.compactBreakpoint), p(c.overlayBreakpoint - 1)), scenes: Self.allScenes,
                         bands: [.overlay], controls: [
                Control(place: toolbar, input: sided(listSide, HelpWord.sidebarButtonTopLeft, HelpWord.sidebarButtonTopRight),
                        effect: w(HelpEffect.slidesTheListIn)),
                Control(place: sided(listSide, HelpWord.leftEdgeOrDetail, HelpWord.rightEdgeOrDetail),
                        input: sided(listSide, HelpWord.dragRight, HelpWord.dragLeft),
                        effect: w(HelpEffect.pullsTheListOut, p(metrics.swipeClaimDistance), p(metrics.flingSpeed))),
                Control(place: w(HelpWord.dimmedDetail), input: w(HelpWord.click), effect: w(HelpEffect.sendsTheListBack)),
                Control(place: w(HelpWord.listOrDetail), input: sided(listSide, HelpWord.dragLeft, HelpWord.dragRight),
                        effect: w(HelpEffect.pushesTheListBack)),
                Control(place: list, input: w(HelpWord.clickARow), effect: w(HelpEffect.selectsItAndSendsTheListBack)),
                Control(place: anywhere, input: overlayKeys, effect: overlayEffects),
                Control(place: w(HelpWord.detailOrList), input: w(HelpWord.touchpadSwipe),
                        effect: sided(listSide, HelpEffect.scrollingLeftPullsTheList, HelpEffect.scrollingRightPullsTheList, quiet)),
                Control(place: w(HelpWord.touchscreen), input: w(HelpWord.swipeTap), effect: w(HelpEffect.asTheMouse)),
            ]),
            ControlGroup(title: w(HelpWord.drillingDown), scenes: [.mail], bands: [.tiled, .overlay], controls: [
                Control(place: w(HelpWord.aThread), input: w(HelpWord.clickAMessage), effect: w(HelpEffect.pushesTheMessage)),
                Control(place: w(HelpWord.aMessage), input: w(HelpWord.clickTheFromRow), effect: w(HelpEffect.pushesTheSender)),
                Control(place: toolbar, input: w(HelpWord.backButtonAfterTheSidebarButton), effect: w(HelpEffect.goesBackOnePage)),
                back.map { Control(place: anywhere, input: $0 + " / " + w(HelpWord.mouseBackButton), effect: w(HelpEffect.goesBackOnePage)) },
                Control(place: sided(leading, HelpWord.leftEdgeOfTheDetail, HelpWord.rightEdgeOfTheDetail), input: dragBack,
                        effect: w(HelpEffect.pullsThePageAway)),
                Control(place: w(HelpWord.theDetail), input: scrollBack, effect: w(HelpEffect.theSame)),
                Control(place: w(HelpWord.anyBand), input: w(HelpWord.resize), effect: w(HelpEffect.collapsingMakesOneStack)),
            ].compactMap { $0 }),
            ControlGroup(title: w(HelpWord.inspectorColumn), scenes: [.mail], bands: Self.allBands, controls: [
                Control(place: toolbar, input: w(HelpWord.inspectorButton), effect: w(HelpEffect.showsOrHidesTheDetails)),
                chords(.toggleInspector).map { Control(place: anywhere, input: $0, effect: w(HelpEffect.theSame)) },
                Control(place: w(HelpWord.inspectorSeparator), input: w(HelpWord.drag),
                        effect: w(HelpEffect.followsThePointer, p(c.minimumInspectorColumnWidth), p(c.maximumInspectorColumnWidth),
                                  p(c.minimumSecondaryColumnWidth))),
                Control(place: w(HelpWord.focusedInspectorSeparator), input: "Left / Right, Home / End, Page Up / Page Down",
                        effect: w(HelpEffect.movesItAsTheListsSeparator)),
                Control(place: w(HelpWord.edgeAwayFromTheList), input: w(HelpWord.dragTowardsTheList), effect: w(HelpEffect.bringsInAnInspector)),
                Control(place: w(HelpWord.hiddenInspectorStrip), input: w(HelpWord.drag), effect: w(HelpEffect.pullsTheInspectorBackOut)),
                c.compactInspector == .sheet
                    ? Control(place: w(HelpWord.sheetBar), input: w(HelpWord.drag), effect: w(HelpEffect.sheetFollows, p(metrics.flingSpeed))) : nil,
                c.compactInspector == .sheet ? Control(place: w(HelpWord.sheetBar), input: w(HelpWord.click), effect: w(HelpEffect.sheetStepsUp)) : nil,
                c.compactInspector == .sheet
                    ? Control(place: w(HelpWord.focusedSheetHandle), input: "Up / Down", effect: w(HelpEffect.sheetStepsUpOrDown)) : nil,
                c.compactInspector == .sheet
                    ? Control(place: w(HelpWord.dimAboveTheSheet), input: w(HelpWord.click), effect: w(HelpEffect.closesTheSheet)) : nil,
                resizeKeys(wider: { if case .resizeInspector(let by) = $0, by > 0 { by } else { nil } },
                           narrower: { if case .resizeInspector(let by) = $0, by < 0 { by } else { nil } }).map { keys in
                    Control(place: anywhere, input: keys.chords, effect: w(HelpEffect.widensOrNarrowsFromAnywhere, p(keys.step)))
                },
                chords(.resetInspectorWidth).map { Control(place: anywhere, input: $0, effect: w(HelpEffect.backToThePreferredWidth)) },
            ].compactMap { $0 }),
            ControlGroup(title: w(HelpWord.compact, p(c.compactBreakpoint)), scenes: Self.allScenes, bands: [.compact], controls: [
                Control(place: list, input: w(HelpWord.clickARowOrEnter), effect: w(HelpEffect.pushesTheRowsDetail)),
                Control(place: toolbar, input: w(HelpWord.backButton), effect: w(HelpEffect.goesBackToTheList)),
                back.map { Control(place: anywhere, input: $0, effect: w(HelpEffect.goesBack)) },
                Control(place: sided(leading, HelpWord.leftEdgeOfADetail, HelpWord.rightEdgeOfADetail), input: dragBack,
                        effect: w(HelpEffect.pullsTheDetailAway)),
                Control(place: w(HelpWord.aDetail), input: scrollBack, effect: w(HelpEffect.theSameAnywhere)),
                Control(place: anywhere, input: w(HelpWord.mouseBackButton), effect: w(HelpEffect.goesBack)),
            ].compactMap { $0 }),
            ControlGroup(title: w(HelpWord.usersScene), scenes: [.users], bands: Self.allBands, controls: [
                Control(place: w(HelpWord.sectionMenu), input: w(HelpWord.clickOrUpDown),
                        effect: w(HelpEffect.showsASection, w.section(.personal), w.section(.location), w.section(.credentials))),
                Control(place: w.section(.personal), input: w(HelpWord.clickAField), effect: w(HelpEffect.opensTheEditScreen)),
                Control(place: w(HelpWord.editScreen), input: w(HelpWord.typing), effect: w(HelpEffect.editsTheValue)),
                Control(place: w(HelpWord.editScreen), input: w(HelpWord.saveOrCancel), effect: w(HelpEffect.savesOrCancels)),
                Control(place: w.section(.credentials), input: w(HelpWord.clickAPasswordField), effect: w(HelpEffect.fillsTheForm)),
                Control(place: w.section(.credentials), input: w(HelpWord.changePassword), effect: w(HelpEffect.checksThePassword)),
            ]),
            ControlGroup(title: w(HelpWord.lab), scenes: [.columns], bands: Self.allBands, controls: [
                Control(place: w(HelpWord.slider), input: w(HelpWord.dragOrClick), effect: w(HelpEffect.setsAWidth)),
                Control(place: anywhere, input: tab.isEmpty ? w(HelpWord.click) : tab, effect: w(HelpEffect.movesTheFocusThroughTheLab)),
                Control(place: w(HelpWord.focusedSlider), input: "Left / Right (Up / Down), Home / End", effect: w(HelpEffect.oneStep)),
                Control(place: w(HelpWord.constraintsSwitch), input: w(HelpWord.clickSpaceOrReturn), effect: w(HelpEffect.slidesTheBluePane)),
                Control(place: w(HelpWord.anchorsField), input: w(HelpWord.clickAndType), effect: w(HelpEffect.setsTheAnchors)),
            ]),
        ]
    }
}
