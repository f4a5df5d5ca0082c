// A damped spring's parameters and its closed-form motion (no stepping, so any time can be sampled).

/// A damped harmonic spring (libadwaita's `AdwSpringParams`): damping ratio, mass and stiffness.
public struct Spring: Hashable, Sendable {
    /// 1 is critically damped (fastest without overshoot); below 1 bounces, above 1 is sluggish.
    public var dampingRatio: Double
    /// Mass of the moving body.
    public var mass: Double
    /// Stiffness of the spring.
    public var stiffness: Double

    /// Creates a spring.
    public init(dampingRatio: Double, mass: Double, stiffness: Double) {
        self.dampingRatio = dampingRatio
        self.mass = mass
        self.stiffness = stiffness
    }

    /// The overlay's spring (SPEC §5): critically damped, mass 0.5, stiffness 500.
    public static let overlay = Spring(dampingRatio: 1, mass: 0.5, stiffness: 500)
    /// The navigation stack's push/pop spring (SPEC §6): damping 1, stiffness 1000, mass 1.
    public static let navigation = Spring(dampingRatio: 1, mass: 1, stiffness: 1000)

    /// Undamped angular frequency, √(k/m).
    public var naturalFrequency: Double { (stiffness / mass).squareRoot() }

    /// Displacement from the rest point and velocity `t` seconds after starting at displacement `x0`
    /// with velocity `v0`.
    public func motion(x0: Double, v0: Double, t: Double) -> (x: Double, v: Double) {
        let w0 = naturalFrequency, zeta = dampingRatio
        if abs(zeta - 1) < 1e-9 {
            let e = exp(-w0 * t)
            let c = v0 + w0 * x0
            return ((x0 + c * t) * e, (c - w0 * (x0 + c * t)) * e)
        } else if zeta < 1 {
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            let e = exp(-zeta * w0 * t)
            let b = (v0 + zeta * w0 * x0) / wd
            let cosine = cos(wd * t), sine = sin(wd * t)
            let x = e * (x0 * cosine + b * sine)
            let v = e * ((b * wd - zeta * w0 * x0) * cosine - (x0 * wd + zeta * w0 * b) * sine)
            return (x, v)
        } else {
            let root = (zeta * zeta - 1).squareRoot()
            let r1 = -w0 * (zeta - root), r2 = -w0 * (zeta + root)
            let c1 = (v0 - r2 * x0) / (r1 - r2), c2 = x0 - c1
            let e1 = exp(r1 * t), e2 = exp(r2 * t)
            return (c1 * e1 + c2 * e2, c1 * r1 * e1 + c2 * r2 * e2)
        }
    }
}

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif
