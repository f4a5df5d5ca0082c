// Issue 19, the AT-SPI bridge's pure parts: roles and states as AT-SPI numbers them, object paths, and the
// answers to what Orca, Accerciser and libatspi ask, from a snapshot, with the requests they turn into.
import SplitKitDBus
import SplitKit
import Testing
@testable import SplitKitATSPI

/// A word with bits `n` set.
func bits(_ n: Int...) -> UInt32 { n.reduce(0) { $0 | 1 << UInt32($1) } }

@Suite("AT-SPI vocabulary and paths")
struct ATSPIVocabularyTests {
    /// The numbers are at-spi2-core's (atspi-constants.h); libatspi names roles from them.
    @Test func rolesMapToATSPINumbers() {
        let expected: [AccessibleRole: (UInt32, String)] = [
            .frame: (23, "frame"), .splitPane: (53, "split pane"), .panel: (39, "panel"), .separator: (53, "split pane"),
            .pushButton: (43, "push button"), .toggleButton: (62, "toggle button"), .toolBar: (63, "tool bar"),
            .heading: (83, "heading"), .label: (29, "label"), .list: (31, "list"), .listItem: (32, "list item"),
            .text: (61, "text"), .entry: (79, "entry"), .passwordText: (40, "password text"), .slider: (51, "slider"),
            .group: (39, "panel"),
        ]
        for role in AccessibleRole.allCases {
            #expect(role.atspiRole.rawValue == expected[role]?.0, "\(role)")
            #expect(role.atspiRole.name == expected[role]?.1, "\(role)")
        }
    }

    /// GetState's two words: enabled is ENABLED (8) and SENSITIVE (24), as GTK sends it; read-only (43) is in the
    /// second word.
    @Test func statesMapToTheTwoWordBitset() {
        #expect(AccessibleStates.enabled.atspiStates.words == [bits(8, 24), 0])
        #expect(AccessibleStates([.visible, .showing, .focusable, .focused]).atspiStates.words == [bits(30, 25, 11, 12), 0])
        #expect(AccessibleStates([.selectable, .selected]).atspiStates.words == [bits(22, 23), 0])
        #expect(AccessibleStates([.expandable, .expanded, .collapsed, .horizontal]).atspiStates.words == [bits(9, 10, 5, 14), 0])
        #expect(AccessibleStates.readOnly.atspiStates.words == [0, bits(11)])
        #expect(AccessibleStates([.checked, .pressed, .editable, .singleLine, .multiLine, .vertical, .active]).atspiStates.words
            == [bits(4, 20, 7, 26, 17, 29, 1), 0])
    }

    @Test func actionNamesAreATSPIs() {
        #expect(AccessibleAction.press.atspiName == "click")
        #expect(AccessibleAction.collapse.atspiName == "collapse")
    }

    /// Any id makes a valid object path (letters, digits and `_` only), and reads back.
    @Test(arguments: ["items.row.3", "split.separator", "", "a_b", "Élan 2/3", "n", "x_2E"])
    func idsMakeValidPathsThatReadBack(id: String) {
        let path = ATSPIPath.path(forID: id)
        let element = path.dropFirst(ATSPI.pathPrefix.count + 1)
        #expect(path.hasPrefix(ATSPI.pathPrefix + "/n"))
        #expect(element.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") })
        #expect(ATSPIPath.id(in: path) == id)
    }

    @Test func pathsOfTheRowsAreReadable() {
        #expect(ATSPIPath.path(forID: "items.row.3") == "/org/a11y/atspi/accessible/nitems_2Erow_2E3")
        #expect(ATSPIPath.id(in: ATSPI.rootPath) == nil)
        #expect(ATSPIPath.id(in: ATSPIPath.frame) == nil)
        #expect(ATSPIPath.id(in: ATSPI.pathPrefix + "/nbad_Z") == nil)
    }

    @Test func signaturesAreComputedAndSplit() {
        #expect(DBusValue.reference(bus: ":1.1", path: "/a").signature == "(so)")
        #expect(DBusValue.properties([("x", .int32(1))]).signature == "a{sv}")
        #expect(DBusValue.array(element: "(ua(so))", []).signature == "a(ua(so))")
        #expect(ATSPIIntrospection.splitSignature("ia(so)ua{sv}(ii)") == ["i", "a(so)", "u", "a{sv}", "(ii)"])
    }
}

@Suite("AT-SPI answers from a snapshot")
struct ATSPIResponderTests {
    let tree = ATSPITree(ATSPIFixtures.snapshot())
    var responder = ATSPIFixtures.responder()

    mutating func call(_ id: String?, _ interface: String?, _ member: String, _ args: [DBusValue] = [], path: String? = nil)
        -> (ATSPIReply, [AccessibilityRequest]) {
        responder.respond(to: ATSPICall(path: path ?? id.map(ATSPIFixtures.path) ?? ATSPIPath.frame, interface: interface, member: member,
                                        arguments: args), in: tree)
    }

    mutating func property(_ id: String?, _ interface: String, _ name: String, path: String? = nil) -> DBusValue? {
        guard case .values(let values) = call(id, ATSPI.properties, "Get", [.string(interface), .string(name)], path: path).0,
              case .variant(let value)? = values.first else { return nil }
        return value
    }

    @Test mutating func theApplicationHasTheFrameAsOnlyChildAndTheDesktopAsParent() {
        let root = ATSPI.rootPath
        #expect(property(nil, ATSPI.accessible, "Name", path: root) == .string("splitview"))
        #expect(property(nil, ATSPI.accessible, "ChildCount", path: root) == .int32(1))
        #expect(property(nil, ATSPI.accessible, "Parent", path: root) == .reference(bus: ":1.0", path: ATSPI.rootPath))
        #expect(property(nil, ATSPI.application, "ToolkitName", path: root) == .string("SplitKit"))
        #expect(call(nil, ATSPI.accessible, "GetChildren", path: root).0
            == .values([.array(element: "(so)", [.reference(bus: ATSPIFixtures.bus, path: ATSPIPath.frame)])]))
        #expect(call(nil, ATSPI.accessible, "GetRole", path: root).0 == .values([.uint32(75)]))
        // The registry sets the application's id.
        #expect(call(nil, ATSPI.properties, "Set", [.string(ATSPI.application), .string("Id"), .variant(.int32(7))], path: root).0 == .values([]))
        #expect(property(nil, ATSPI.application, "Id", path: root) == .int32(7))
    }

    @Test mutating func theFrameIsNamedByTheTitleAndHoldsTheScenesTree() {
        #expect(property(nil, ATSPI.accessible, "Name") == .string("splitview — Mail"))
        #expect(call(nil, ATSPI.accessible, "GetRole").0 == .values([.uint32(23)]))
        #expect(property(nil, ATSPI.accessible, "Parent") == .reference(bus: ATSPIFixtures.bus, path: ATSPI.rootPath))
        #expect(call(nil, ATSPI.accessible, "GetChildren").0 == .values([.array(element: "(so)", [ATSPIFixtures.ref("split")])]))
        guard case .values(let states) = call(nil, ATSPI.accessible, "GetState").0 else { Issue.record("no states"); return }
        #expect(states == [.array(element: "u", [.uint32(bits(1, 8, 24, 25, 30)), .uint32(0)])])
    }

    @Test mutating func childrenParentsAndIndices() {
        #expect(call("split", ATSPI.accessible, "GetChildren").0
            == .values([.array(element: "(so)", [ATSPIFixtures.ref("split.primary"), ATSPIFixtures.ref("split.separator"), ATSPIFixtures.ref("split.secondary")])]))
        #expect(call("split", ATSPI.accessible, "GetChildAtIndex", [.int32(1)]).0 == .values([ATSPIFixtures.ref("split.separator")]))
        #expect(call("split", ATSPI.accessible, "GetChildAtIndex", [.int32(9)]).0 == .values([.reference(bus: "", path: ATSPI.nullPath)]))
        #expect(call("items.row.4", ATSPI.accessible, "GetIndexInParent").0 == .values([.int32(3)]))
        #expect(property("items.row.4", ATSPI.accessible, "Parent") == ATSPIFixtures.ref("items"))
        #expect(property("items.row.4", ATSPI.accessible, "Name") == .string("Item 4"))
        #expect(property("items.row.4", ATSPI.accessible, "AccessibleId") == .string("items.row.4"))
        #expect(call("items.row.4", ATSPI.accessible, "GetApplication").0 == .values([.reference(bus: ATSPIFixtures.bus, path: ATSPI.rootPath)]))
    }

    @Test mutating func interfacesFollowWhatANodeHas() {
        func names(_ id: String) -> [String] { responder.interfaces(at: ATSPIFixtures.path(id), in: tree) ?? [] }
        #expect(names("split.separator") == [ATSPI.accessible, ATSPI.component, ATSPI.action, ATSPI.value])
        #expect(names("items") == [ATSPI.accessible, ATSPI.component, ATSPI.selection])
        #expect(names("split.sidebarButton") == [ATSPI.accessible, ATSPI.component, ATSPI.action])
        #expect(names("detail.body") == [ATSPI.accessible, ATSPI.component, ATSPI.text])
        #expect(call("split.separator", ATSPI.accessible, "GetInterfaces").0
            == .values([.array(element: "s", names("split.separator").map { .string($0) })]))
        guard case .values(let xml) = call("split.separator", ATSPI.introspectable, "Introspect").0 else { Issue.record("no XML"); return }
        #expect(xml.first?.stringValue?.contains("<interface name=\"org.a11y.atspi.Value\">") == true)
        #expect(xml.first?.stringValue?.contains("<property name=\"CurrentValue\" type=\"d\" access=\"readwrite\"/>") == true)
    }

    /// The separator: its value, range and step; setting the value asks the window to move it.
    @Test mutating func theSeparatorsValueIsReadAndSet() {
        #expect(property("split.separator", ATSPI.value, "CurrentValue") == .double(280))
        #expect(property("split.separator", ATSPI.value, "MinimumValue") == .double(200))
        #expect(property("split.separator", ATSPI.value, "MaximumValue") == .double(400))
        #expect(property("split.separator", ATSPI.value, "MinimumIncrement") == .double(10))
        #expect(property("split.separator", ATSPI.value, "Text") == .string("280 points"))
        // Issue 24: Orca 43 speaks the value as the `valuetext` attribute says it (aria-valuetext), and speaks the value
        // of a split pane at all — a separator's it never speaks.
        #expect(call("split.separator", ATSPI.accessible, "GetAttributes").0
            == .values([.stringDictionary([("toolkit", "SplitKit"), ("id", "split.separator"), ("valuetext", "280 points")])]))
        #expect(call("split.separator", ATSPI.accessible, "GetRole").0 == .values([.uint32(53)]))
        #expect(call("items", ATSPI.accessible, "GetAttributes").0 == .values([.stringDictionary([("toolkit", "SplitKit"), ("id", "items")])]))
        // Issue 37: a row of a long list, which holds only the rows near those shown, says its place among all of them.
        var row = AccessibleNode(id: "rows.row.41", role: .listItem, name: "Row 42", setPosition: AccessibleSetPosition(position: 42, size: 1_000_000))
        row.bounds = Rect(x: 0, y: 0, width: 100, height: 44)
        let long = ATSPITree(ATSPIFixtures.snapshot(AccessibleNode(id: "rows", role: .list, name: "Rows", children: [row])))
        let asked = ATSPICall(path: ATSPIFixtures.path("rows.row.41"), interface: ATSPI.accessible, member: "GetAttributes", arguments: [])
        #expect(responder.respond(to: asked, in: long).0 == .values([.stringDictionary(
            [("toolkit", "SplitKit"), ("id", "rows.row.41"), ("posinset", "42"), ("setsize", "1000000")])]))
        let (reply, requests) = call("split.separator", ATSPI.properties, "Set", [.string(ATSPI.value), .string("CurrentValue"), .variant(.double(333))])
        #expect(reply == .values([]))
        #expect(requests == [.setValue(333, node: "split.separator")])
        guard case .values(let all) = call("split.separator", ATSPI.properties, "GetAll", [.string(ATSPI.value)]).0,
              case .array(_, let entries)? = all.first else { Issue.record("no GetAll"); return }
        #expect(entries.count == 5)
        // Not settable: a read-only property, or a value on an object without one.
        #expect(call("split.separator", ATSPI.properties, "Set", [.string(ATSPI.value), .string("MaximumValue"), .variant(.double(1))]).1.isEmpty)
        #expect(call("items", ATSPI.properties, "Set", [.string(ATSPI.value), .string("CurrentValue"), .variant(.double(1))]).1.isEmpty)
    }

    @Test mutating func actionsAreListedAndDone() {
        #expect(property("split.sidebarButton", ATSPI.action, "NActions") == .int32(1))
        #expect(call("split.sidebarButton", ATSPI.action, "GetName", [.int32(0)]).0 == .values([.string("click")]))
        #expect(call("split.separator", ATSPI.action, "GetActions").0
            == .values([.array(element: "(sss)", [.structure([.string("collapse"), .string("Hides the sidebar"), .string("")])])]))
        let (reply, requests) = call("split.sidebarButton", ATSPI.action, "DoAction", [.int32(0)])
        #expect(reply == .values([.boolean(true)]))
        #expect(requests == [.perform(.press, node: "split.sidebarButton")])
        #expect(call("split.sidebarButton", ATSPI.action, "DoAction", [.int32(3)]) == (.values([.boolean(false)]), []))
        // The arguments are checked against the interface's signature.
        if case .error(let name, _) = call("split.sidebarButton", ATSPI.action, "DoAction", [.string("0")]).0 {
            #expect(name == "org.freedesktop.DBus.Error.InvalidArgs")
        } else {
            Issue.record("DoAction(s) was taken")
        }
    }

    /// Issue 36: the action list is in the split's words, the user's language, as the snapshot brings them.
    @Test mutating func actionsAreDescribedInTheSplitsWords() {
        responder.words = SplitStrings(language: "he", words: [SplitStrings.Key.actionCollapse.rawValue: "מסתיר את סרגל הצד"])
        #expect(call("split.separator", ATSPI.action, "GetActions").0
            == .values([.array(element: "(sss)", [.structure([.string("collapse"), .string("מסתיר את סרגל הצד"), .string("")])])]))
        #expect(call("split.separator", ATSPI.action, "GetDescription", [.int32(0)]).0 == .values([.string("מסתיר את סרגל הצד")]))
        #expect(call("split.separator", ATSPI.action, "GetName", [.int32(0)]).0 == .values([.string("collapse")]))  // a name, not words
    }

    @Test mutating func theListsSelection() {
        #expect(property("items", ATSPI.selection, "NSelectedChildren") == .int32(1))
        #expect(call("items", ATSPI.selection, "GetSelectedChild", [.int32(0)]).0 == .values([ATSPIFixtures.ref("items.row.3")]))
        #expect(call("items", ATSPI.selection, "IsChildSelected", [.int32(2)]).0 == .values([.boolean(true)]))
        #expect(call("items", ATSPI.selection, "IsChildSelected", [.int32(0)]).0 == .values([.boolean(false)]))
        #expect(call("items", ATSPI.selection, "SelectChild", [.int32(4)]).1 == [.select(node: "items.row.5", true)])
        #expect(call("items", ATSPI.selection, "DeselectSelectedChild", [.int32(0)]).1 == [.select(node: "items.row.3", false)])
        #expect(call("items", ATSPI.selection, "ClearSelection").1 == [.select(node: "items.row.3", false)])
        #expect(call("items", ATSPI.selection, "SelectChild", [.int32(9)]) == (.values([.boolean(false)]), []))
    }

    /// Extents in window points times the window's units, moved by the window's origin on the screen.
    @Test func extentsOnTheScreenInTheWindowAndInTheParent() {
        var r = ATSPIFixtures.responder()
        let scaled = ATSPITree(ATSPIFixtures.snapshot(origin: Point(x: 100, y: 50), scale: 2))
        func extents(_ id: String, _ type: ATSPI.CoordType) -> ATSPIReply {
            r.respond(to: ATSPICall(path: ATSPIFixtures.path(id), interface: ATSPI.component, member: "GetExtents", arguments: [.uint32(type.rawValue)]),
                      in: scaled).0
        }
        func box(_ x: Int32, _ y: Int32, _ w: Int32, _ h: Int32) -> ATSPIReply { .values([.structure([.int32(x), .int32(y), .int32(w), .int32(h)])]) }
        #expect(extents("split.separator", .window) == box(560, 0, 2, 1600))
        #expect(extents("split.separator", .screen) == box(660, 50, 2, 1600))
        #expect(extents("items.row.2", .parent) == box(0, 88, 560, 88))  // its list starts at y 47 points
        let frame = r.respond(to: ATSPICall(path: ATSPIPath.frame, interface: ATSPI.component, member: "GetExtents", arguments: [.uint32(0)]), in: scaled).0
        #expect(frame == box(100, 50, 2400, 1600))
    }

    @Test mutating func theObjectAtAPointIsTheDeepestShowingOne() {
        // Screen point (100 + 30, 50 + 47 + 44 + 5): the second row.
        #expect(call("split", ATSPI.component, "GetAccessibleAtPoint", [.int32(130), .int32(146), .uint32(0)]).0 == .values([ATSPIFixtures.ref("items.row.2")]))
        #expect(call("split", ATSPI.component, "Contains", [.int32(30), .int32(30), .uint32(1)]).0 == .values([.boolean(true)]))
        #expect(call(nil, ATSPI.component, "GetAccessibleAtPoint", [.int32(5000), .int32(5), .uint32(1)]).0
            == .values([.reference(bus: "", path: ATSPI.nullPath)]))
    }

    @Test mutating func grabFocusAsksOnlyForFocusableObjects() {
        #expect(call("split.separator", ATSPI.component, "GrabFocus") == (.values([.boolean(true)]), [.focus(node: "split.separator")]))
        #expect(call("detail.body", ATSPI.component, "GrabFocus") == (.values([.boolean(false)]), []))
    }

    @Test mutating func textIsReadByCharacterWordAndLine() {
        #expect(property("detail.body", ATSPI.text, "CharacterCount") == .int32(25))
        #expect(call("detail.body", ATSPI.text, "GetText", [.int32(0), .int32(-1)]).0 == .values([.string("Hello, world. Second line")]))
        #expect(call("detail.body", ATSPI.text, "GetText", [.int32(7), .int32(12)]).0 == .values([.string("world")]))
        #expect(call("detail.body", ATSPI.text, "GetCharacterAtOffset", [.int32(1)]).0 == .values([.int32(Int32(UInt8(ascii: "e")))]))
        #expect(call("detail.body", ATSPI.text, "GetStringAtOffset", [.int32(8), .uint32(1)]).0 == .values([.string("world. "), .int32(7), .int32(14)]))
        #expect(call("detail.body", ATSPI.text, "GetStringAtOffset", [.int32(3), .uint32(2)]).0 == .values([.string("Hello, world. "), .int32(0), .int32(14)]))
        #expect(call("detail.body", ATSPI.text, "GetTextAfterOffset", [.int32(3), .uint32(1)]).0 == .values([.string("world. "), .int32(7), .int32(14)]))
        #expect(call("detail.body", ATSPI.text, "GetStringAtOffset", [.int32(0), .uint32(3)]).0
            == .values([.string("Hello, world. Second line"), .int32(0), .int32(25)]))
    }

    // Issue 25: a byte argument came back as "(u)": bytes were read as uint32, and the reply named the arguments as
    // read, not as sent. It names the message's own signature now, and a byte is no longer taken for a uint32.
    @Test mutating func wrongArgumentsAreNamedByTheSignatureTheCallerSent() {
        let invalid = "org.freedesktop.DBus.Error.InvalidArgs"
        #expect(call("items", ATSPI.accessible, "GetChildAtIndex", [.byte(1)]).0
            == .error(name: invalid, message: "GetChildAtIndex takes (i), not (y)"))
        #expect(call(nil, ATSPI.application, "GetLocale", [.byte(5)], path: ATSPI.rootPath).0
            == .error(name: invalid, message: "GetLocale takes (u), not (y)"))
        #expect(call("items", ATSPI.accessible, "GetChildAtIndex", [.uint16(1), .int64(2), .uint64(3), .signature("i")]).0
            == .error(name: invalid, message: "GetChildAtIndex takes (i), not (qxtg)"))
        // A file descriptor is not read into a value; the signature still names it.
        let fd = ATSPICall(path: ATSPIFixtures.path("items"), interface: ATSPI.accessible, member: "GetChildAtIndex", arguments: [],
                           signature: "h")
        #expect(responder.respond(to: fd, in: tree).0 == .error(name: invalid, message: "GetChildAtIndex takes (i), not (h)"))
        #expect(call("items", ATSPI.properties, "Get", [.string(ATSPI.accessible), .byte(1)]).0
            == .error(name: invalid, message: "Get takes (ss), not (sy)"))
    }

    // Issue 25: Id is an int32 in AT-SPI (xml/Application.xml); 2³²−1 was stored as −1. An integer that fits is
    // stored whatever its D-Bus type; one that does not is refused, and the id kept.
    @Test mutating func theApplicationIdIsAnInt32AndNeverWraps() {
        let root = ATSPI.rootPath, invalid = "org.freedesktop.DBus.Error.InvalidArgs"
        func set(_ value: DBusValue) -> ATSPIReply {
            call(nil, ATSPI.properties, "Set", [.string(ATSPI.application), .string("Id"), value], path: root).0
        }
        #expect(set(.variant(.int32(41))) == .values([]))
        #expect(set(.variant(.uint32(4_294_967_295)))
            == .error(name: invalid, message: "Application.Id is an int32 (i): 4294967295 (u) is out of its range -2147483648 ... 2147483647"))
        #expect(set(.variant(.uint64(.max)))
            == .error(name: invalid, message: "Application.Id is an int32 (i): 18446744073709551615 (t) is out of its range -2147483648 ... 2147483647"))
        #expect(set(.variant(.int64(-2_147_483_649)))
            == .error(name: invalid, message: "Application.Id is an int32 (i): -2147483649 (x) is out of its range -2147483648 ... 2147483647"))
        #expect(set(.variant(.string("7"))) == .error(name: invalid, message: "Application.Id is an int32 (i): it takes an integer, not a value of type s"))
        #expect(property(nil, ATSPI.application, "Id", path: root) == .int32(41))
        #expect(set(.variant(.uint32(2_147_483_647))) == .values([]))
        #expect(property(nil, ATSPI.application, "Id", path: root) == .int32(2_147_483_647))
        #expect(set(.variant(.int64(-3))) == .values([]))
        #expect(property(nil, ATSPI.application, "Id", path: root) == .int32(-3))
    }

    // Issue 25: Introspect on "/" was refused as an unknown object; tools walk the tree down from "/" by the child
    // nodes each path lists, as D-Bus answers for paths above objects.
    @Test mutating func pathsAboveTheObjectsAnswerIntrospectWithTheirChildNodes() {
        func introspect(_ path: String) -> String? {
            guard case .values(let values) = call(nil, ATSPI.introspectable, "Introspect", path: path).0 else { return nil }
            return values.first?.stringValue
        }
        func nodes(_ xml: String?) -> [String] {
            (xml ?? "").components(separatedBy: "<node name=\"").dropFirst().compactMap { $0.split(separator: "\"").first.map(String.init) }
        }
        let top = introspect("/")
        #expect(nodes(top) == ["org"])
        #expect(top?.contains("<interface name=\"org.freedesktop.DBus.Introspectable\">") == true)
        #expect(top?.hasSuffix("</node>\n") == true)
        #expect(nodes(introspect("/org")) == ["a11y"])
        #expect(nodes(introspect("/org/a11y/atspi")) == ["accessible", "cache"])
        let objects = nodes(introspect("/org/a11y/atspi/accessible"))
        #expect(objects.contains("root") && objects.contains("frame") && objects.contains("nitems_2Erow_2E3"))
        #expect(objects.count == 2 + 13)  // the root, the frame and the scene's 13 nodes
        // Without the interface named too; the cache answers with its own interface.
        #expect(call(nil, nil, "Introspect", path: "/").0 == .values([.string(top ?? "")]))
        #expect(introspect(ATSPI.cachePath)?.contains("<method name=\"GetItems\">") == true)
        // Only Introspect: anything else there, or anything on a path with nothing below, is an unknown object.
        for (path, member) in [("/", "GetRole"), ("/nothing", "Introspect"), ("/org/a11y/atspi/accessible/nowhere", "Introspect")] {
            if case .error(let name, _) = call(nil, member == "Introspect" ? ATSPI.introspectable : ATSPI.accessible, member, path: path).0 {
                #expect(name == "org.freedesktop.DBus.Error.UnknownObject", "\(member) on \(path)")
            } else {
                Issue.record("\(member) on \(path) answered")
            }
        }
    }

    @Test mutating func unknownObjectsMethodsAndThePeerInterface() {
        if case .error(let name, _) = call("gone", ATSPI.accessible, "GetRole").0 {
            #expect(name == "org.freedesktop.DBus.Error.UnknownObject")
        } else {
            Issue.record("a vanished object answered")
        }
        if case .error(let name, _) = call("split", ATSPI.value, "GetRole").0 {
            #expect(name == "org.freedesktop.DBus.Error.UnknownMethod")
        } else {
            Issue.record("an interface the object lacks answered")
        }
        #expect(call("gone", ATSPI.peer, "Ping").0 == .values([]))
        // libatspi asks for a cache; an empty one is a valid answer.
        #expect(call(nil, ATSPI.cache, "GetItems", path: ATSPI.cachePath).0 == .values([.array(element: "((so)(so)(so)iiassusau)", [])]))
        // A call without an interface finds the method among the object's interfaces.
        #expect(call("items.row.4", nil, "GetIndexInParent").0 == .values([.int32(3)]))
    }
}
