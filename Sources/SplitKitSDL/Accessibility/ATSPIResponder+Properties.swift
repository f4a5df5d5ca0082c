// AT-SPI's property reads (Name, Description, Value, Application's Id …) from the latest snapshot.
import SplitKit

extension ATSPIResponder {
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

    mutating func respondToProperties(_ call: ATSPICall, interfaces: [String], in tree: ATSPITree) -> (ATSPIReply, [AccessibilityRequest]) {
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
