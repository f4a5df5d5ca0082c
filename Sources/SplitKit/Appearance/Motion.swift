// How the split view moves: its springs and durations.

/// Springs and durations of the split view's animations.
public struct Motion: Hashable, Sendable {
    /// The overlay sliding in and out, and the tiled primary collapsing (SPEC §5: damping 1, mass 0.5, stiffness 500).
    public var overlaySpring: Spring
    /// Pages pushed and popped in the compact stack (SPEC §6: damping 1, mass 1, stiffness 1000).
    public var navigationSpring: Spring
    /// How long the primary takes to reach a new width after a width setting changes (SPEC §2: 0.3 s).
    public var widthChangeDuration: Double

    /// Creates motion settings.
    public init(overlaySpring: Spring = .overlay, navigationSpring: Spring = .navigation, widthChangeDuration: Double = 0.3) {
        self.overlaySpring = overlaySpring
        self.navigationSpring = navigationSpring
        self.widthChangeDuration = widthChangeDuration
    }

    /// SPEC's springs and durations.
    public static let standard = Motion()
}
