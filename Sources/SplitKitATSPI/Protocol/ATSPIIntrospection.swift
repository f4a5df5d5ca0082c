// The signatures of the AT-SPI interfaces the bridge implements (at-spi2-core's xml/*.xml), for checking calls'
// arguments, listing properties for GetAll, and answering Introspect.

/// Method and property signatures of the interfaces the bridge exports.
enum ATSPIIntrospection {
    struct Method {
        var name: String
        /// The input arguments' signature, all of them run together ("iiu").
        var input: String
        /// Each output argument's type.
        var outputs: [String]
    }

    struct Property {
        var name: String
        var type: String
        var writable = false
    }

    /// One item of `Cache.GetItems`'s answer (the bridge's cache is always empty).
    static let cacheItem = "((so)(so)(so)iiassusau)"

    static func methods(of interface: String) -> [Method] {
        func m(_ name: String, _ input: String = "", _ outputs: String...) -> Method { Method(name: name, input: input, outputs: outputs) }
        switch interface {
        case ATSPI.accessible:
            return [m("GetChildAtIndex", "i", "(so)"), m("GetChildren", "", "a(so)"), m("GetIndexInParent", "", "i"),
                    m("GetRelationSet", "", "a(ua(so))"), m("GetRole", "", "u"), m("GetRoleName", "", "s"), m("GetLocalizedRoleName", "", "s"),
                    m("GetState", "", "au"), m("GetAttributes", "", "a{ss}"), m("GetApplication", "", "(so)"), m("GetInterfaces", "", "as")]
        case ATSPI.application:
            return [m("GetLocale", "u", "s"), m("GetApplicationBusAddress", "", "s")]
        case ATSPI.component:
            return [m("Contains", "iiu", "b"), m("GetAccessibleAtPoint", "iiu", "(so)"), m("GetExtents", "u", "(iiii)"),
                    m("GetPosition", "u", "i", "i"), m("GetSize", "", "i", "i"), m("GetLayer", "", "u"), m("GetMDIZOrder", "", "n"),
                    m("GrabFocus", "", "b"), m("GetAlpha", "", "d"), m("SetExtents", "iiiiu", "b"), m("SetPosition", "iiu", "b"),
                    m("SetSize", "ii", "b"), m("ScrollTo", "u", "b"), m("ScrollToPoint", "uii", "b")]
        case ATSPI.action:
            return [m("GetDescription", "i", "s"), m("GetName", "i", "s"), m("GetLocalizedName", "i", "s"), m("GetKeyBinding", "i", "s"),
                    m("GetActions", "", "a(sss)"), m("DoAction", "i", "b")]
        case ATSPI.selection:
            return [m("GetSelectedChild", "i", "(so)"), m("SelectChild", "i", "b"), m("DeselectSelectedChild", "i", "b"),
                    m("IsChildSelected", "i", "b"), m("SelectAll", "", "b"), m("ClearSelection", "", "b"), m("DeselectChild", "i", "b")]
        case ATSPI.cache:
            return [m("GetItems", "", "a" + cacheItem)]
        case ATSPI.text:
            return [m("GetStringAtOffset", "iu", "s", "i", "i"), m("GetText", "ii", "s"), m("SetCaretOffset", "i", "b"),
                    m("GetTextBeforeOffset", "iu", "s", "i", "i"), m("GetTextAtOffset", "iu", "s", "i", "i"),
                    m("GetTextAfterOffset", "iu", "s", "i", "i"), m("GetCharacterAtOffset", "i", "i"), m("GetAttributeValue", "is", "s"),
                    m("GetAttributes", "i", "a{ss}", "i", "i"), m("GetDefaultAttributes", "", "a{ss}"),
                    m("GetCharacterExtents", "iu", "i", "i", "i", "i"), m("GetOffsetAtPoint", "iiu", "i"), m("GetNSelections", "", "i"),
                    m("GetSelection", "i", "i", "i"), m("AddSelection", "ii", "b"), m("RemoveSelection", "i", "b"),
                    m("SetSelection", "iii", "b"), m("GetRangeExtents", "iiu", "i", "i", "i", "i"),
                    m("GetBoundedRanges", "iiiiuuu", "a(iisv)"), m("GetAttributeRun", "ib", "a{ss}", "i", "i"),
                    m("GetDefaultAttributeSet", "", "a{ss}"), m("ScrollSubstringTo", "iiu", "b"), m("ScrollSubstringToPoint", "iiuii", "b")]
        default:
            return []
        }
    }

    static func properties(of interface: String) -> [Property] {
        switch interface {
        case ATSPI.accessible:
            return [Property(name: "Name", type: "s"), Property(name: "Description", type: "s"), Property(name: "Parent", type: "(so)"),
                    Property(name: "ChildCount", type: "i"), Property(name: "Locale", type: "s"), Property(name: "AccessibleId", type: "s")]
        case ATSPI.application:
            return [Property(name: "ToolkitName", type: "s"), Property(name: "Version", type: "s"), Property(name: "AtspiVersion", type: "s"),
                    Property(name: "Id", type: "i", writable: true)]
        case ATSPI.action: return [Property(name: "NActions", type: "i")]
        case ATSPI.value:
            return [Property(name: "MinimumValue", type: "d"), Property(name: "MaximumValue", type: "d"), Property(name: "MinimumIncrement", type: "d"),
                    Property(name: "CurrentValue", type: "d", writable: true), Property(name: "Text", type: "s")]
        case ATSPI.selection: return [Property(name: "NSelectedChildren", type: "i")]
        case ATSPI.text: return [Property(name: "CharacterCount", type: "i"), Property(name: "CaretOffset", type: "i")]
        default: return []
        }
    }

    /// The introspection document of an object implementing `interfaces` (and D-Bus's Properties, Introspectable
    /// and Peer, which every object answers).
    static func xml(for interfaces: [String]) -> String {
        var out = header
        for interface in interfaces {
            out += "  <interface name=\"\(interface)\">\n"
            for method in methods(of: interface) {
                out += "    <method name=\"\(method.name)\">\n"
                for type in splitSignature(method.input) { out += "      <arg direction=\"in\" type=\"\(type)\"/>\n" }
                for type in method.outputs { out += "      <arg direction=\"out\" type=\"\(type)\"/>\n" }
                out += "    </method>\n"
            }
            for property in properties(of: interface) {
                out += "    <property name=\"\(property.name)\" type=\"\(property.type)\" access=\"\(property.writable ? "readwrite" : "read")\"/>\n"
            }
            out += "  </interface>\n"
        }
        out += """
              <interface name="org.freedesktop.DBus.Properties">
                <method name="Get"><arg direction="in" type="s"/><arg direction="in" type="s"/><arg direction="out" type="v"/></method>
                <method name="GetAll"><arg direction="in" type="s"/><arg direction="out" type="a{sv}"/></method>
                <method name="Set"><arg direction="in" type="s"/><arg direction="in" type="s"/><arg direction="in" type="v"/></method>
              </interface>

            """
        return out + introspectableAndPeer + "</node>\n"
    }

    /// The names of the nodes one level below `path` on the way to `objects` ("org" below "/", "a11y" below
    /// "/org"), sorted; nil when no object lies below `path` (D-Bus answers Introspect on such paths too).
    static func childNodes(of path: String, objects: [String]) -> [String]? {
        let prefix = path.hasSuffix("/") ? path : path + "/"
        let names = Set(objects.compactMap { object -> Substring? in
            guard object.hasPrefix(prefix), object.count > prefix.count else { return nil }
            return object.dropFirst(prefix.count).split(separator: "/").first
        })
        return names.isEmpty ? nil : names.map(String.init).sorted()
    }

    /// The introspection document of a path above the objects: no interfaces of its own but D-Bus's Introspectable
    /// and Peer, and its child nodes.
    static func xml(childNodes: [String]) -> String {
        header + introspectableAndPeer + childNodes.map { "  <node name=\"\($0)\"/>\n" }.joined() + "</node>\n"
    }

    private static let header = "<!DOCTYPE node PUBLIC \"-//freedesktop//DTD D-BUS Object Introspection 1.0//EN\"\n"
        + " \"http://www.freedesktop.org/standards/dbus/1.0/introspect.dtd\">\n<node>\n"

    private static let introspectableAndPeer = """
          <interface name="org.freedesktop.DBus.Introspectable">
            <method name="Introspect"><arg direction="out" type="s"/></method>
          </interface>
          <interface name="org.freedesktop.DBus.Peer">
            <method name="Ping"/>
            <method name="GetMachineId"><arg direction="out" type="s"/></method>
          </interface>

        """

    /// A signature cut into its complete types: "ia(so)u" → ["i", "a(so)", "u"].
    static func splitSignature(_ signature: String) -> [String] {
        var types: [String] = []
        var current = "", depth = 0
        for c in signature {
            current.append(c)
            switch c {
            case "(", "{": depth += 1
            case ")", "}": depth -= 1
            default: break
            }
            if depth == 0 && c != "a" {
                types.append(current)
                current = ""
            }
        }
        return types
    }
}
