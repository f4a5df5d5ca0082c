// The answers to AT-SPI's method calls and property reads, from the latest snapshot: pure, so every answer is
// tested without a bus. What an assistive technology asks the window to do comes out as requests.
import SplitKit

/// One method call as the bridge received it.
struct ATSPICall: Equatable {
    var path: String
    /// The interface named by the caller (D-Bus lets a call leave it out).
    var interface: String?
    var member: String
    var arguments: [DBusValue]
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
        .error(name: "org.freedesktop.DBus.Error.InvalidArgs",
               message: "\(call.member) takes (\(expected)), not (\(call.arguments.map(\.signature).joined()))")
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
            guard call.member == "GetItems" else { return (.unknownMethod(call), []) }
            return (.values([.array(element: "((so)(so)(so)iiassusau)", [])]), [])
        }
        guard let interfaces = interfaces(at: call.path, in: tree) else {
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
        if let method = ATSPIIntrospection.methods(of: interface).first(where: { $0.name == call.member }),
           method.input != call.arguments.map(\.signature).joined() {
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
            return (.values([.array(element: "(sss)", node.actions.map { .structure([.string($0.atspiName), .string($0.summary), .string("")]) })]), [])
        case "GetName": return (.values([.string(action?.atspiName ?? "")]), [])
        case "GetLocalizedName": return (.values([.string(action?.localizedName ?? "")]), [])
        case "GetDescription": return (.values([.string(action?.summary ?? "")]), [])
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

    // MARK: - Text

    private func textMethod(_ call: ATSPICall, entry: ATSPITree.Entry, in tree: ATSPITree) -> ATSPIReply {
        let text = Array((Self.readableText(of: entry.node) ?? "").unicodeScalars)
        let args = call.arguments
        let offset = args.first?.intValue ?? 0
        func string(_ range: Range<Int>) -> String {
            var s = String.UnicodeScalarView()
            s.append(contentsOf: text[range])
            return String(s)
        }
        func segmentReply(_ segment: Range<Int>?) -> ATSPIReply {
            guard let segment else { return .values([.string(""), .int32(0), .int32(0)]) }
            return .values([.string(string(segment)), .int32(Int32(segment.lowerBound)), .int32(Int32(segment.upperBound))])
        }
        func box() -> [DBusValue] {  // the coordinate type is the last argument of the extents calls
            let r = tree.extents(of: entry, in: ATSPI.CoordType(rawValue: UInt32(clamping: args.last?.intValue ?? 0)) ?? .screen)
            return [.int32(Int32(r.x)), .int32(Int32(r.y)), .int32(Int32(r.width)), .int32(Int32(r.height))]
        }
        switch call.member {
        case "GetText":
            let start = min(max(0, offset), text.count)
            let endArgument = args.count > 1 ? args[1].intValue ?? -1 : -1
            let end = endArgument < 0 ? text.count : min(max(start, endArgument), text.count)
            return .values([.string(string(start..<end))])
        case "GetCharacterAtOffset":
            return .values([.int32(text.indices.contains(offset) ? Int32(bitPattern: text[offset].value) : 0)])
        case "GetStringAtOffset":
            let granularity = ATSPI.Granularity(granularity: UInt32(clamping: args.count > 1 ? args[1].intValue ?? 0 : 0)) ?? .character
            return segmentReply(TextSegments(text, granularity).segment(containing: offset))
        case "GetTextAtOffset", "GetTextBeforeOffset", "GetTextAfterOffset":
            let granularity = ATSPI.Granularity(boundary: UInt32(clamping: args.count > 1 ? args[1].intValue ?? 0 : 0)) ?? .character
            let segments = TextSegments(text, granularity)
            let step = call.member == "GetTextBeforeOffset" ? -1 : call.member == "GetTextAfterOffset" ? 1 : 0
            return segmentReply(segments.segment(containing: offset, step: step))
        case "GetNSelections": return .values([.int32(0)])
        case "GetSelection": return .values([.int32(0), .int32(0)])
        case "AddSelection", "RemoveSelection", "SetSelection", "SetCaretOffset", "ScrollSubstringTo", "ScrollSubstringToPoint":
            return .values([.boolean(false)])
        case "GetAttributes", "GetAttributeRun":
            return .values([.stringDictionary([]), .int32(0), .int32(Int32(text.count))])
        case "GetDefaultAttributes", "GetDefaultAttributeSet": return .values([.stringDictionary([])])
        case "GetCharacterExtents", "GetRangeExtents": return .values(box())  // the whole object's: no glyph positions here
        case "GetAttributeValue": return .values([.string("")])
        case "GetBoundedRanges": return .values([.array(element: "(iisv)", [])])
        case "GetOffsetAtPoint": return .values([.int32(-1)])
        default: return .unknownMethod(call)
        }
    }

    // MARK: - Properties

    /// The value of property `name` of `interface` on the object at `path`, or nil when it has none.
    func property(_ name: String, of interface: String, at path: String, in tree: ATSPITree) -> DBusValue? {
        if path == ATSPI.rootPath {
            switch (interface, name) {
            case (ATSPI.accessible, "Name"): return .string(applicationName)
            case (ATSPI.accessible, "Description"): return .string("")
            case (ATSPI.accessible, "Parent"): return desktop ?? nullReference
            case (ATSPI.accessible, "ChildCount"): return .int32(1)
            case (ATSPI.accessible, "Locale"): return .string(locale)
            case (ATSPI.accessible, "AccessibleId"): return .string("")
            case (ATSPI.application, "ToolkitName"): return .string(toolkitName)
            case (ATSPI.application, "Version"): return .string(toolkitVersion)
            case (ATSPI.application, "AtspiVersion"): return .string("2.1")
            case (ATSPI.application, "Id"): return .int32(applicationID)
            default: return nil
            }
        }
        guard let entry = tree[path] else { return nil }
        let node = entry.node
        switch (interface, name) {
        case (ATSPI.accessible, "Name"): return .string(node.name)
        case (ATSPI.accessible, "Description"): return .string(node.description)
        case (ATSPI.accessible, "Parent"): return reference(entry.parentPath)
        case (ATSPI.accessible, "ChildCount"): return .int32(Int32(entry.childPaths.count))
        case (ATSPI.accessible, "Locale"): return .string(locale)
        case (ATSPI.accessible, "AccessibleId"): return .string(node.id)
        case (ATSPI.action, "NActions"): return .int32(Int32(node.actions.count))
        case (ATSPI.value, "MinimumValue"): return node.value.map { .double($0.minimum) }
        case (ATSPI.value, "MaximumValue"): return node.value.map { .double($0.maximum) }
        case (ATSPI.value, "MinimumIncrement"): return node.value.map { .double($0.step) }
        case (ATSPI.value, "CurrentValue"): return node.value.map { .double($0.current) }
        case (ATSPI.value, "Text"): return node.value.map { .string($0.text) }
        case (ATSPI.selection, "NSelectedChildren"):
            return .int32(Int32(entry.childPaths.filter { tree[$0]?.node.states.contains(.selected) == true }.count))
        case (ATSPI.text, "CharacterCount"): return .int32(Int32((Self.readableText(of: node) ?? "").unicodeScalars.count))
        case (ATSPI.text, "CaretOffset"): return .int32(Int32(node.caretOffset ?? -1))
        default: return nil
        }
    }

    private mutating func respondToProperties(_ call: ATSPICall, interfaces: [String], in tree: ATSPITree) -> (ATSPIReply, [AccessibilityRequest]) {
        let args = call.arguments
        switch call.member {
        case "Get":
            guard args.count == 2, let interface = args[0].stringValue, let name = args[1].stringValue else {
                return (.invalidArguments(call, expected: "ss"), [])
            }
            guard interfaces.contains(interface), let value = property(name, of: interface, at: call.path, in: tree) else {
                return (.error(name: "org.freedesktop.DBus.Error.UnknownProperty", message: "No property \(interface).\(name) on \(call.path)"), [])
            }
            return (.values([.variant(value)]), [])
        case "GetAll":
            guard args.count == 1, let interface = args[0].stringValue else { return (.invalidArguments(call, expected: "s"), []) }
            let names = interfaces.contains(interface) ? ATSPIIntrospection.properties(of: interface).map(\.name) : []
            return (.values([.properties(names.compactMap { name in property(name, of: interface, at: call.path, in: tree).map { (name, $0) } })]), [])
        case "Set":
            guard args.count == 3, let interface = args[0].stringValue, let name = args[1].stringValue else {
                return (.invalidArguments(call, expected: "ssv"), [])
            }
            switch (interface, name) {
            case (ATSPI.application, "Id") where call.path == ATSPI.rootPath:
                guard let id = args[2].intValue else { return (.invalidArguments(call, expected: "ss(v: i)"), []) }
                applicationID = Int32(truncatingIfNeeded: id)
                return (.values([]), [])
            case (ATSPI.value, "CurrentValue"):
                guard let entry = tree[call.path], entry.node.value != nil, let value = args[2].doubleValue, value.isFinite else {
                    return (.error(name: "org.freedesktop.DBus.Error.InvalidArgs", message: "CurrentValue takes a number, on an object with a value"), [])
                }
                return (.values([]), [.setValue(value, node: entry.node.id)])
            default:
                return (.error(name: "org.freedesktop.DBus.Error.PropertyReadOnly", message: "\(interface).\(name) cannot be set"), [])
            }
        default:
            return (.unknownMethod(call), [])
        }
    }
}

/// A text cut into characters, words, sentences or lines, for the Text interface's `…AtOffset` calls.
struct TextSegments {
    let segments: [Range<Int>]

    init(_ text: [Unicode.Scalar], _ granularity: ATSPI.Granularity) {
        var segments: [Range<Int>] = []
        var start = 0
        func isSpace(_ i: Int) -> Bool { text[i].properties.isWhitespace }
        switch granularity {
        case .character:
            segments = (0..<text.count).map { $0..<($0 + 1) }
        case .word:
            // A word and the spaces after it, up to the next word's start (AT-SPI's "word start" boundaries).
            var i = 0
            while i < text.count {
                while i < text.count, !isSpace(i) { i += 1 }
                while i < text.count, isSpace(i) { i += 1 }
                segments.append(start..<i)
                start = i
            }
        case .sentence:
            var i = 0
            while i < text.count {
                let ends = "." == text[i] || "!" == text[i] || "?" == text[i]
                i += 1
                if ends {
                    while i < text.count, isSpace(i) { i += 1 }
                    segments.append(start..<i)
                    start = i
                }
            }
            if start < text.count { segments.append(start..<text.count) }
        case .line, .paragraph:
            for (i, scalar) in text.enumerated() where scalar == "\n" {
                segments.append(start..<(i + 1))
                start = i + 1
            }
            if start < text.count || segments.isEmpty { segments.append(start..<text.count) }
        }
        self.segments = segments
    }

    /// The segment holding `offset` (the last one for the end of the text), or the one `step` segments away.
    func segment(containing offset: Int, step: Int = 0) -> Range<Int>? {
        guard let index = segments.firstIndex(where: { $0.contains(offset) }) ?? (offset >= (segments.last?.upperBound ?? 0) ? segments.indices.last : nil)
        else { return nil }
        let wanted = index + step
        return segments.indices.contains(wanted) ? segments[wanted] : nil
    }
}
