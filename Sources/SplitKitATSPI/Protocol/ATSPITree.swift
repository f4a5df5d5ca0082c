// The window as the bridge exports it: object paths for the nodes, and a snapshot indexed for answering calls.
import SplitKit

extension AccessibilitySnapshot {
    /// The frame object: the window, named by its title, with the scene's tree as its only child.
    var frame: AccessibleNode {
        var states: AccessibleStates = [.visible, .showing, .enabled]
        if isActive { states.insert(.active) }
        return AccessibleNode(id: "", role: .frame, name: title, states: states, bounds: Rect(x: 0, y: 0, width: size.width, height: size.height),
                              children: content.map { [$0] } ?? [])
    }
}

/// Object paths for the tree's nodes: the application at `…/accessible/root`, the frame at `…/accessible/frame`,
/// and a node at `…/accessible/n` followed by its id with every byte that is not a letter or digit written as
/// `_XX` (hex), so any id makes a valid path and the id can be read back from it.
enum ATSPIPath {
    static let frame = ATSPI.pathPrefix + "/frame"

    /// The path of the node with `id`.
    static func path(forID id: String) -> String {
        var element = "n"
        for byte in id.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                element.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                element += "_" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return ATSPI.pathPrefix + "/" + element
    }

    /// The id a node path was made from; nil for the root, the frame or a path not made by ``path(forID:)``.
    static func id(in path: String) -> String? {
        let prefix = ATSPI.pathPrefix + "/n"
        guard path.hasPrefix(prefix) else { return nil }
        var bytes: [UInt8] = []
        var rest = Substring(path.dropFirst(prefix.count)).utf8[...]
        while let byte = rest.first {
            rest = rest.dropFirst()
            if byte == UInt8(ascii: "_") {
                guard rest.count >= 2, let value = UInt8(String(decoding: rest.prefix(2), as: UTF8.self), radix: 16) else { return nil }
                bytes.append(value)
                rest = rest.dropFirst(2)
            } else {
                bytes.append(byte)
            }
        }
        return String(validating: bytes, as: UTF8.self)
    }
}

/// A snapshot indexed for answering: every object by path, with its parent and place among its siblings.
/// Built once per snapshot on the bridge's thread.
struct ATSPITree {
    /// One exported object (the frame or a node of the scene's tree).
    struct Entry {
        var node: AccessibleNode
        var path: String
        /// The parent's path: the application's root for the frame.
        var parentPath: String
        /// Its index among its parent's children.
        var index: Int
        var childPaths: [String]
    }

    let snapshot: AccessibilitySnapshot
    private(set) var entries: [String: Entry] = [:]

    init(_ snapshot: AccessibilitySnapshot) {
        self.snapshot = snapshot
        add(snapshot.frame, path: ATSPIPath.frame, parentPath: ATSPI.rootPath, index: 0)
    }

    /// Adds `node` and its subtree; a node whose id is already taken keeps the first one's place (ids are meant
    /// to be unique).
    private mutating func add(_ node: AccessibleNode, path: String, parentPath: String, index: Int) {
        var childPaths: [String] = []
        entries[path] = Entry(node: node, path: path, parentPath: parentPath, index: index, childPaths: [])
        for child in node.children {
            let childPath = ATSPIPath.path(forID: child.id)
            guard entries[childPath] == nil else { continue }
            add(child, path: childPath, parentPath: path, index: childPaths.count)
            childPaths.append(childPath)
        }
        entries[path]?.childPaths = childPaths
    }

    /// The object at `path`.
    subscript(path: String) -> Entry? { entries[path] }

    /// The paths of every object: the frame and the scene's nodes.
    var paths: [String] { Array(entries.keys) }

    /// The object's rectangle in window-system units relative to the window's top-left corner.
    func windowRect(of entry: Entry) -> (x: Int, y: Int, width: Int, height: Int) {
        let s = snapshot.unitsPerPoint, b = entry.node.bounds
        let x = (b.x * s).rounded(), y = (b.y * s).rounded()
        return (Self.whole(x), Self.whole(y), Self.whole((b.x * s + b.width * s).rounded() - x), Self.whole((b.y * s + b.height * s).rounded() - y))
    }

    /// A coordinate as a whole number D-Bus's 32 bits hold (a non-finite one, which a scene should never give, is 0).
    static func whole(_ value: Double) -> Int {
        guard value.isFinite else { return 0 }
        return Int(min(max(value, -1_000_000_000), 1_000_000_000))
    }

    /// The object's rectangle in `coordinates`: on the screen, in the window, or relative to its parent.
    func extents(of entry: Entry, in coordinates: ATSPI.CoordType) -> (x: Int, y: Int, width: Int, height: Int) {
        var r = windowRect(of: entry)
        switch coordinates {
        case .screen:
            r.x += Self.whole(snapshot.origin.x.rounded())
            r.y += Self.whole(snapshot.origin.y.rounded())
        case .window:
            break
        case .parent:
            if let parent = entries[entry.parentPath] {
                let p = windowRect(of: parent)
                r.x -= p.x
                r.y -= p.y
            }
        }
        return r
    }

    /// A point given in `coordinates` (relative to `entry`'s parent for `.parent`), in window-system units relative
    /// to the window.
    func windowPoint(x: Int, y: Int, in coordinates: ATSPI.CoordType, relativeTo entry: Entry) -> (x: Int, y: Int) {
        switch coordinates {
        case .screen: return (x - Self.whole(snapshot.origin.x.rounded()), y - Self.whole(snapshot.origin.y.rounded()))
        case .window: return (x, y)
        case .parent:
            guard let parent = entries[entry.parentPath] else { return (x, y) }
            let p = windowRect(of: parent)
            return (x + p.x, y + p.y)
        }
    }

    /// True when the window-relative point lies in the object's rectangle.
    func contains(_ entry: Entry, x: Int, y: Int) -> Bool {
        let r = windowRect(of: entry)
        return x >= r.x && y >= r.y && x < r.x + r.width && y < r.y + r.height
    }

    /// The deepest showing descendant of `entry` under the window-relative point (later children first: they are
    /// drawn on top), or nil when none is.
    func descendant(of entry: Entry, atX x: Int, y: Int) -> Entry? {
        for path in entry.childPaths.reversed() {
            guard let child = entries[path], child.node.states.contains(.showing), contains(child, x: x, y: y) else { continue }
            return descendant(of: child, atX: x, y: y) ?? child
        }
        return nil
    }
}
