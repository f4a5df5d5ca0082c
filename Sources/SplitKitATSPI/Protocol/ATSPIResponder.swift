// The answers to AT-SPI's method calls and property reads, from the latest snapshot: pure, so every answer is
// tested without a bus. What an assistive technology asks the window to do comes out as requests.
import SplitKitDBus
import SplitKit

/// One method call as the bridge received it.
struct ATSPICall: Equatable {
    var path: String
    /// The interface named by the caller (D-Bus lets a call leave it out).
    var interface: String?
    var member: String
    var arguments: [DBusValue]
    /// The arguments' signature as the message carries it: what the caller sent, even of types the bridge does
    /// not read into values (file descriptors).
    var signature: String

    /// A call; `signature` defaults to the arguments' own.
    init(path: String, interface: String?, member: String, arguments: [DBusValue], signature: String? = nil) {
        self.path = path
        self.interface = interface
        self.member = member
        self.arguments = arguments
        self.signature = signature ?? arguments.map(\.signature).joined()
    }

    /// True for `Introspectable.Introspect` (named with its interface or without).
    var isIntrospect: Bool { member == "Introspect" && (interface == nil || interface == ATSPI.introspectable) }
}

/// What to send back.
enum ATSPIReply: Equatable {
    /// A method return with these values.
    case values([DBusValue])
    /// An error reply.
    case error(name: String, message: String)

    static func unknownMethod(_ call: ATSPICall) -> ATSPIReply {
        .error(name: "org.freedesktop.DBus.Error.UnknownMethod",
               message: "No method \(call.interface.map { $0 + "." } ?? "")\(call.member) on \(call.path)")
    }

    static func invalidArguments(_ call: ATSPICall, expected: String) -> ATSPIReply {
        .error(name: "org.freedesktop.DBus.Error.InvalidArgs", message: "\(call.member) takes (\(expected)), not (\(call.signature))")
    }
}

/// Answers calls to the exported objects: the application at the root path, the frame, and the scene's nodes.
struct ATSPIResponder {
    /// Our unique name on the accessibility bus (object references carry it).
    var busName: String
    /// The application's name (the program's).
    var applicationName: String
    /// The toolkit named in `ToolkitName` and the `toolkit` attribute.
    var toolkitName = "SplitKit"
    var toolkitVersion = "1.0"
    /// The reference the registry gave back from `Socket.Embed`: the application's parent (the desktop).
    var desktop: DBusValue?
    /// The id the registry set on the application.
    var applicationID: Int32 = 0
    /// The locale in `Locale` and `GetLocale` (POSIX style, from LC_ALL, LC_MESSAGES or LANG).
    var locale = "C"
    /// This machine's D-Bus id, for `Peer.GetMachineId`.
    var machineID = ""
    /// The words actions are described in: the latest snapshot's (the split's, in the user's language).
    var words = SplitStrings.english

    /// The paths of every object the bridge exports now: the application, the cache, the frame and the nodes.
    func objectPaths(in tree: ATSPITree) -> [String] { [ATSPI.rootPath, ATSPI.cachePath] + tree.paths }

    /// A reference to the object at `path` in this application.
    func reference(_ path: String) -> DBusValue { .reference(bus: busName, path: path) }

    /// The reference AT-SPI uses for "no object".
    var nullReference: DBusValue { .reference(bus: "", path: ATSPI.nullPath) }

    // MARK: - Interfaces

    /// The AT-SPI interfaces the object at `path` implements (D-Bus's own are left out, as GTK leaves them out).
    func interfaces(at path: String, in tree: ATSPITree) -> [String]? {
        if path == ATSPI.rootPath { return [ATSPI.accessible, ATSPI.application] }
        guard let entry = tree[path] else { return nil }
        var names = [ATSPI.accessible, ATSPI.component]
        let node = entry.node
        if !node.actions.isEmpty { names.append(ATSPI.action) }
        if node.value != nil { names.append(ATSPI.value) }
        if Self.hasSelection(node) { names.append(ATSPI.selection) }
        if Self.readableText(of: node) != nil { names.append(ATSPI.text) }
        return names
    }

    /// A list, or anything whose children can be selected, offers Selection.
    static func hasSelection(_ node: AccessibleNode) -> Bool {
        node.role == .list || node.children.contains { $0.states.contains(.selectable) }
    }

    /// The text the Text interface reads: the node's text, a label's or heading's name, or an empty field's "".
    static func readableText(of node: AccessibleNode) -> String? {
        if let text = node.text { return text }
        switch node.role {
        case .label, .heading: return node.name
        case .entry, .text, .passwordText: return ""
        default: return nil
        }
    }

    // MARK: - Calls

    /// The reply to `call`, and what it asks the window to do.
    mutating func respond(to call: ATSPICall, in tree: ATSPITree) -> (ATSPIReply, [AccessibilityRequest]) {
        if call.interface == ATSPI.peer || (call.interface == nil && ["Ping", "GetMachineId"].contains(call.member)) {
            switch call.member {
            case "Ping": return (.values([]), [])
            case "GetMachineId": return (.values([.string(machineID)]), [])
            default: return (.unknownMethod(call), [])
            }
        }
        if call.path == ATSPI.cachePath {
            // libatspi asks for a cache of every object; an empty one makes it ask object by object.
            if call.isIntrospect { return (.values([.string(ATSPIIntrospection.xml(for: [ATSPI.cache]))]), []) }
            guard call.member == "GetItems", call.interface ?? ATSPI.cache == ATSPI.cache else { return (.unknownMethod(call), []) }
            guard call.signature.isEmpty else { return (.invalidArguments(call, expected: ""), []) }
            return (.values([.array(element: ATSPIIntrospection.cacheItem, [])]), [])
        }
        guard let interfaces = interfaces(at: call.path, in: tree) else {
            // A path above the objects ("/", "/org" …): introspection tools walk down from "/" by its child nodes.
            if call.isIntrospect, let children = ATSPIIntrospection.childNodes(of: call.path, objects: objectPaths(in: tree)) {
                return (.values([.string(ATSPIIntrospection.xml(childNodes: children))]), [])
            }
            return (.error(name: "org.freedesktop.DBus.Error.UnknownObject", message: "No object at \(call.path) (it may have gone)"), [])
        }
        if call.interface == ATSPI.introspectable || (call.interface == nil && call.member == "Introspect") {
            guard call.member == "Introspect" else { return (.unknownMethod(call), []) }
            return (.values([.string(ATSPIIntrospection.xml(for: interfaces))]), [])
        }
        if call.interface == ATSPI.properties {
            return respondToProperties(call, interfaces: interfaces, in: tree)
        }
        let interface = call.interface ?? interfaces.first { ATSPIIntrospection.methods(of: $0).contains { $0.name == call.member } }
        guard let interface, interfaces.contains(interface) else { return (.unknownMethod(call), []) }
        if let method = ATSPIIntrospection.methods(of: interface).first(where: { $0.name == call.member }), method.input != call.signature {
            return (.invalidArguments(call, expected: method.input), [])
        }
        if call.path == ATSPI.rootPath {
            return (applicationMethod(call, interface: interface, in: tree), [])
        }
        guard let entry = tree[call.path] else { return (.unknownMethod(call), []) }
        switch interface {
        case ATSPI.accessible: return (accessibleMethod(call, entry: entry, in: tree), [])
        case ATSPI.component: return componentMethod(call, entry: entry, in: tree)
        case ATSPI.action: return actionMethod(call, node: entry.node)
        case ATSPI.selection: return selectionMethod(call, entry: entry, in: tree)
        case ATSPI.text: return (textMethod(call, entry: entry, in: tree), [])
        default: return (.unknownMethod(call), [])
        }
    }

    // MARK: - The application (root)

    private func applicationMethod(_ call: ATSPICall, interface: String, in tree: ATSPITree) -> ATSPIReply {
        switch (interface, call.member) {
        case (ATSPI.accessible, "GetChildAtIndex"):
            return .values([call.arguments.first?.intValue == 0 ? reference(ATSPIPath.frame) : nullReference])
        case (ATSPI.accessible, "GetChildren"): return .values([.array(element: "(so)", [reference(ATSPIPath.frame)])])
        case (ATSPI.accessible, "GetIndexInParent"): return .values([.int32(-1)])
        case (ATSPI.accessible, "GetRelationSet"): return .values([.array(element: "(ua(so))", [])])
        case (ATSPI.accessible, "GetRole"): return .values([.uint32(ATSPI.Role.application.rawValue)])
        case (ATSPI.accessible, "GetRoleName"), (ATSPI.accessible, "GetLocalizedRoleName"):
            return .values([.string(ATSPI.Role.application.name)])
        case (ATSPI.accessible, "GetState"): return .values([.array(element: "u", ATSPI.StateSet().words.map { .uint32($0) })])
        case (ATSPI.accessible, "GetAttributes"): return .values([.stringDictionary([("toolkit", toolkitName)])])
        case (ATSPI.accessible, "GetApplication"): return .values([nullReference])
        case (ATSPI.accessible, "GetInterfaces"): return .values([.array(element: "s", [.string(ATSPI.accessible), .string(ATSPI.application)])])
        case (ATSPI.application, "GetLocale"): return .values([.string(locale)])
        case (ATSPI.application, "GetApplicationBusAddress"): return .values([.string("")])  // no peer-to-peer connection
        default: return .unknownMethod(call)
        }
    }

    // MARK: - Accessible

    private func accessibleMethod(_ call: ATSPICall, entry: ATSPITree.Entry, in tree: ATSPITree) -> ATSPIReply {
        let node = entry.node
        switch call.member {
        case "GetChildAtIndex":
            let index = call.arguments.first?.intValue ?? -1
            return .values([entry.childPaths.indices.contains(index) ? reference(entry.childPaths[index]) : nullReference])
        case "GetChildren": return .values([.array(element: "(so)", entry.childPaths.map(reference))])
        case "GetIndexInParent": return .values([.int32(Int32(entry.index))])
        case "GetRelationSet": return .values([.array(element: "(ua(so))", [])])
        case "GetRole": return .values([.uint32(node.role.atspiRole.rawValue)])
        case "GetRoleName", "GetLocalizedRoleName": return .values([.string(node.role.atspiRole.name)])
        case "GetState": return .values([.array(element: "u", node.states.atspiStates.words.map { .uint32($0) })])
        case "GetAttributes": return .values([attributes(of: node)])
        case "GetApplication": return .values([reference(ATSPI.rootPath)])
        case "GetInterfaces": return .values([.array(element: "s", (interfaces(at: entry.path, in: tree) ?? []).map { .string($0) })])
        default: return .unknownMethod(call)
        }
    }

    private func attributes(of node: AccessibleNode) -> DBusValue {
        var pairs = [("toolkit", toolkitName)]
        if !node.id.isEmpty { pairs.append(("id", node.id)) }
        // ARIA's aria-valuetext, which Orca speaks instead of the bare number ("360 points", "sidebar hidden"); its
        // Value.Text property is newer than the AT-SPI Orca 43 reads.
        if let text = node.value?.text, !text.isEmpty { pairs.append(("valuetext", text)) }
        // ARIA's aria-posinset and aria-setsize, as browsers export them: a long list holds only the rows near those
        // shown, so the index among its children is not the row's place.
        if let place = node.setPosition { pairs += [("posinset", String(place.position)), ("setsize", String(place.size))] }
        return .stringDictionary(pairs)
    }

    // MARK: - Component

    private func componentMethod(_ call: ATSPICall, entry: ATSPITree.Entry, in tree: ATSPITree) -> (ATSPIReply, [AccessibilityRequest]) {
        let args = call.arguments
        func coordinates(_ i: Int) -> ATSPI.CoordType { args.indices.contains(i) ? ATSPI.CoordType(rawValue: UInt32(clamping: args[i].intValue ?? 0)) ?? .screen : .screen }
        func point() -> (x: Int, y: Int) {
            tree.windowPoint(x: args[0].intValue ?? 0, y: args[1].intValue ?? 0, in: coordinates(2), relativeTo: entry)
        }
        switch call.member {
        case "GetExtents":
            let r = tree.extents(of: entry, in: coordinates(0))
            return (.values([.structure([.int32(Int32(r.x)), .int32(Int32(r.y)), .int32(Int32(r.width)), .int32(Int32(r.height))])]), [])
        case "GetPosition":
            let r = tree.extents(of: entry, in: coordinates(0))
            return (.values([.int32(Int32(r.x)), .int32(Int32(r.y))]), [])
        case "GetSize":
            let r = tree.windowRect(of: entry)
            return (.values([.int32(Int32(r.width)), .int32(Int32(r.height))]), [])
        case "Contains":
            let p = point()
            return (.values([.boolean(tree.contains(entry, x: p.x, y: p.y))]), [])
        case "GetAccessibleAtPoint":
            let p = point()
            return (.values([tree.descendant(of: entry, atX: p.x, y: p.y).map { reference($0.path) } ?? nullReference]), [])
        case "GrabFocus":
            guard entry.path != ATSPIPath.frame, entry.node.states.contains(.focusable) else { return (.values([.boolean(false)]), []) }
            return (.values([.boolean(true)]), [.focus(node: entry.node.id)])
        case "GetLayer": return (.values([.uint32(entry.path == ATSPIPath.frame ? ATSPI.layerWindow : ATSPI.layerWidget)]), [])
        case "GetMDIZOrder": return (.values([.int16(0)]), [])
        case "GetAlpha": return (.values([.double(1)]), [])
        case "SetExtents", "SetPosition", "SetSize", "ScrollTo", "ScrollToPoint": return (.values([.boolean(false)]), [])
        default: return (.unknownMethod(call), [])
        }
    }

    // MARK: - Action

    private func actionMethod(_ call: ATSPICall, node: AccessibleNode) -> (ATSPIReply, [AccessibilityRequest]) {
        let index = call.arguments.first?.intValue ?? -1
        let action = node.actions.indices.contains(index) ? node.actions[index] : nil
        switch call.member {
        case "GetActions":
            return (.values([.array(element: "(sss)", node.actions.map { .structure([.string($0.atspiName), .string($0.summary(in: words)), .string("")]) })]), [])
        case "GetName": return (.values([.string(action?.atspiName ?? "")]), [])
        case "GetLocalizedName": return (.values([.string(action?.localizedName ?? "")]), [])
        case "GetDescription": return (.values([.string(action?.summary(in: words) ?? "")]), [])
        case "GetKeyBinding": return (.values([.string("")]), [])
        case "DoAction":
            guard let action else { return (.values([.boolean(false)]), []) }
            return (.values([.boolean(true)]), [.perform(action, node: node.id)])
        default: return (.unknownMethod(call), [])
        }
    }

    // MARK: - Selection

    private func selectionMethod(_ call: ATSPICall, entry: ATSPITree.Entry, in tree: ATSPITree) -> (ATSPIReply, [AccessibilityRequest]) {
        let children = entry.childPaths.compactMap { tree[$0] }
        let selected = children.filter { $0.node.states.contains(.selected) }
        let index = call.arguments.first?.intValue ?? -1
        let child = children.indices.contains(index) ? children[index] : nil
        let selectedChild = selected.indices.contains(index) ? selected[index] : nil
        switch call.member {
        case "GetSelectedChild": return (.values([selectedChild.map { reference($0.path) } ?? nullReference]), [])
        case "IsChildSelected": return (.values([.boolean(child?.node.states.contains(.selected) ?? false)]), [])
        case "SelectChild":
            guard let child, child.node.states.contains(.selectable) else { return (.values([.boolean(false)]), []) }
            return (.values([.boolean(true)]), [.select(node: child.node.id, true)])
        case "DeselectChild":
            guard let child, child.node.states.contains(.selected) else { return (.values([.boolean(false)]), []) }
            return (.values([.boolean(true)]), [.select(node: child.node.id, false)])
        case "DeselectSelectedChild":
            guard let selectedChild else { return (.values([.boolean(false)]), []) }
            return (.values([.boolean(true)]), [.select(node: selectedChild.node.id, false)])
        case "ClearSelection":
            return (.values([.boolean(true)]), selected.map { .select(node: $0.node.id, false) })
        case "SelectAll":
            return (.values([.boolean(false)]), [])  // the lists hold one selection
        default: return (.unknownMethod(call), [])
        }
    }
}
