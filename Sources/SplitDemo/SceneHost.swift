// What every runner does around a scene: the F1 inspector, frame times, and the state log record.
import SplitKit

/// Wraps a scene for the runners: F1 toggles the inspector, which is drawn over any scene.
@MainActor
public final class SceneHost {
    /// The scene shown.
    public let scene: any Scene
    /// True while the inspector is up.
    public private(set) var showsInspector = false
    var frameTimes = FrameTimes()

    /// Hosts `scene`.
    public init(scene: any Scene) {
        self.scene = scene
    }

    /// Sends input to the scene; F1 is the host's own.
    public func handle(_ event: InputEvent) -> [SceneEffect] {
        if case .key(.f1, _, _) = event {
            showsInspector.toggle()
            return []
        }
        return scene.handle(event)
    }

    /// The frame: the scene's, with the inspector on top when it is up.
    public func displayList() -> DisplayList {
        var list = scene.displayList()
        if showsInspector { Inspector(split: scene.split, frameTimes: frameTimes).draw(into: &list) }
        return list
    }

    /// Remembers how long a frame took to build and draw (for the inspector's graph).
    public func record(frameTime seconds: Double) {
        frameTimes.record(seconds)
    }

    /// Moves the scene's animations to `time`.
    public func advance(to time: Double) { scene.advance(to: time) }

    /// True while the scene animates.
    public var isAnimating: Bool { scene.isAnimating }

    /// The state log fields: the scene's and whether the inspector is up.
    public func stateFields() -> [(String, JSONValue)] {
        scene.stateFields() + [("inspector", .bool(showsInspector))]
    }
}

extension Duration {
    /// The duration in seconds.
    var seconds: Double { Double(components.seconds) + Double(components.attoseconds) / 1e18 }
}
