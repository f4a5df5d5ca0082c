// AT-SPI's property reads (Name, Description, Value, Application's Id …) from the latest snapshot.
import SplitKitDBus
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

    /// Why a value cannot be the application's id.
    struct InvalidValue: Error { var message: String }

    /// The application's id from the variant `Properties.Set` carries: an integer that fits AT-SPI's `Id`, an int32
    /// (`i`). Any integer type is taken when its value fits (registries send `i`); others are refused, never wrapped.
    static func applicationID(from value: DBusValue) -> Result<Int32, InvalidValue> {
        guard case .variant(let inner) = value else {
            return .failure(InvalidValue(message: "Application.Id is set with a variant holding an int32 (v), not (\(value.signature))"))
        }
        guard ["y", "n", "q", "i", "u", "x", "t"].contains(inner.signature) else {
            return .failure(InvalidValue(message: "Application.Id is an int32 (i): it takes an integer, not a value of type \(inner.signature)"))
        }
        guard let id = inner.intValue.flatMap({ Int32(exactly: $0) }) else {
            let written = if case .uint64(let n) = inner { String(n) } else { inner.intValue.map(String.init) ?? "?" }
            return .failure(InvalidValue(message: "Application.Id is an int32 (i): \(written) (\(inner.signature)) is out of its range "
                + "\(Int32.min) ... \(Int32.max)"))
        }
        return .success(id)
    }

    mutating func respondToProperties(_ call: ATSPICall, interfaces: [String], in tree: ATSPITree) -> (ATSPIReply, [AccessibilityRequest]) {
        let args = call.arguments
        switch call.member {
        case "Get":
            guard call.signature == "ss", let interface = args[0].stringValue, let name = args[1].stringValue else {
                return (.invalidArguments(call, expected: "ss"), [])
            }
            guard interfaces.contains(interface), let value = property(name, of: interface, at: call.path, in: tree) else {
                return (.error(name: "org.freedesktop.DBus.Error.UnknownProperty", message: "No property \(interface).\(name) on \(call.path)"), [])
            }
            return (.values([.variant(value)]), [])
        case "GetAll":
            guard call.signature == "s", let interface = args[0].stringValue else { return (.invalidArguments(call, expected: "s"), []) }
            let names = interfaces.contains(interface) ? ATSPIIntrospection.properties(of: interface).map(\.name) : []
            return (.values([.properties(names.compactMap { name in property(name, of: interface, at: call.path, in: tree).map { (name, $0) } })]), [])
        case "Set":
            guard call.signature == "ssv", let interface = args[0].stringValue, let name = args[1].stringValue else {
                return (.invalidArguments(call, expected: "ssv"), [])
            }
            switch (interface, name) {
            case (ATSPI.application, "Id") where call.path == ATSPI.rootPath:
                switch Self.applicationID(from: args[2]) {
                case .success(let id):
                    applicationID = id
                    return (.values([]), [])
                case .failure(let problem):
                    return (.error(name: "org.freedesktop.DBus.Error.InvalidArgs", message: problem.message), [])
                }
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
