// The split's direction changed while it runs: the layout mirrors, and interface text is measured the new way.

extension SplitViewState {
    /// Lays the split out in `direction` from now on: the configuration's ``SplitConfiguration/layoutDirection``, and
    /// the appearance's measure, which measures text in the interface's direction that way (what the toolbars' titles
    /// are laid out with).
    mutating func setLayoutDirection(_ direction: LayoutDirection) {
        configuration.layoutDirection = direction
        appearance.textMeasure.interfaceDirection = direction
    }
}
