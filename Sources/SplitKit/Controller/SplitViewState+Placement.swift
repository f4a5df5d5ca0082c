// New bounds: crossing into another band carries the pages over and drops what belonged to the old band (SPEC §5).

extension SplitViewState {
    /// New bounds. Crossing into another band drops what belonged to the old one at once, so no frame shows
    /// an overlay or a drag laid out for a band the split has left (SPEC §5).
    mutating func place(in rect: Rect) -> [SplitViewEffect] {
        rearrange { $0.bounds = rect }
    }

    /// Makes `change` (new bounds, or a text size that moves breakpoints given in text points), then carries the split
    /// into the band it puts it in, as a resize would.
    mutating func rearrange(_ change: (inout SplitViewState) -> Void) -> [SplitViewEffect] {
        let before = band, placementBefore = inspectorPlacement
        let widthSeen = primaryWidth.width
        change(&self)
        guard band != before || inspectorPlacement != placementBefore else { return [] }
        // A drag cut short by the resize ends where it was: the width shown is the width kept, and saved.
        var effects = abandonSeparatorDrag(widthSeen: widthSeen) + abandonInspectorSeparatorDrag()
        if case .swipe(let gesture) = interaction, gesture.target == .inspector { gestureState.cancelSwipe() }
        guard band != before else { return effects }  // the inspector changed between beside and over: nothing else did
        if band == .compact {
            let detail = secondaryNavigation?.pages ?? []
            switch policy.collapse(primary: primaryPage, detail: detail) {
            case .success(let stack): pages.collapse(into: stack)
            case .failure(let error):
                effects.append(.policyRejected(error))
                pages.collapse(into: DefaultCollapsePolicy().collapse(primary: primaryPage, detail: detail))
            }
            carryInspector(collapsing: true)
        } else if before == .compact {
            carryInspector(collapsing: false)
            let detail = policy.separate(stack: pagesWithoutInspector(navigation.pages))
            pages.separate(primaryPage: primaryPage, detail: detail)
        }
        gestureState.cancelSwipe()
        primaryColumn.leaveBand(from: before, to: band)
        separatorState.hover(nil)
        return effects
    }
}
