// How the split view moves: its springs and durations, slowed down for demonstrations or reduced to fades.

/// Springs and durations of the split view's animations, with the two ways a user may change them:
/// slow motion (everything takes `slowMotion` times as long) and reduced motion (nothing slides).
public struct Motion: Hashable, Sendable {
    /// The overlay sliding in and out, and the tiled primary collapsing (SPEC §5: damping 1, mass 0.5, stiffness 500).
    public var overlaySpring: Spring
    /// Pages pushed and popped in the compact stack (SPEC §6: damping 1, mass 1, stiffness 1000).
    public var navigationSpring: Spring
    /// How long the primary takes to reach a new width after a width setting changes (SPEC §2.4: 0.3 s).
    public var widthChangeDuration: Double
    /// Every animation and settle takes this many times as long (1 ... 10; SPEC §10).
    public var slowMotion: Double
    /// Slides (overlay, push and pop, width changes, collapsing) become short cross-fades in place (SPEC §10).
    public var reduceMotion: Bool

    /// Creates motion settings.
    public init(overlaySpring: Spring = .overlay, navigationSpring: Spring = .navigation, widthChangeDuration: Double = 0.3,
                slowMotion: Double = 1, reduceMotion: Bool = false) {
        self.overlaySpring = overlaySpring
        self.navigationSpring = navigationSpring
        self.widthChangeDuration = widthChangeDuration
        self.slowMotion = slowMotion
        self.reduceMotion = reduceMotion
    }

    /// SPEC's springs and durations, at normal speed, sliding.
    public static let standard = Motion()

    /// The slow-motion factor in use, kept within 1 ... 10.
    public var timeScale: Double { slowMotion.isFinite ? min(10, max(1, slowMotion)) : 1 }

    /// The overlay's spring as it runs now (slowed when slow motion is on).
    public var overlay: Spring { overlaySpring.slowed(by: timeScale) }

    /// The navigation spring as it runs now.
    public var navigation: Spring { navigationSpring.slowed(by: timeScale) }

    /// A duration as it runs now.
    public func duration(_ seconds: Double) -> Double { seconds * timeScale }

    /// A release velocity (value units per second) as it carries on in slow motion: the same motion, slower.
    public func velocity(_ perSecond: Double) -> Double { perSecond / timeScale }
}

extension Spring {
    /// The same motion `factor` times slower: the stiffness divided by factor², mass and damping ratio kept.
    public func slowed(by factor: Double) -> Spring {
        guard factor != 1 else { return self }
        return Spring(dampingRatio: dampingRatio, mass: mass, stiffness: stiffness / (factor * factor))
    }
}
