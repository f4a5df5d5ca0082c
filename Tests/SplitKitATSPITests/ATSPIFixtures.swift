// A small split-shaped accessibility tree for the AT-SPI bridge's tests (the shape the split view builds).
import SplitKitDBus
import SplitKit
@testable import SplitKitATSPI

enum ATSPIFixtures {
    static let bus = ":1.42"

    /// frame "Mail" › split pane › [panel "Items" › (heading, list of 5 rows, row 3 selected), separator 280 in
    /// 200…400 step 10, panel "Item 3" › (push button "Hide sidebar", label)].
    static func tree(width: Double = 280, focused: String? = nil, selectedRow: Int? = 3, rows: Int = 5, buttonName: String = "Hide sidebar") -> AccessibleNode {
        func states(_ id: String, _ base: AccessibleStates) -> AccessibleStates {
            var s = base
            if id == focused { s.insert(.focused) }
            return s
        }
        let shown: AccessibleStates = [.visible, .showing, .enabled]
        let rowNodes = (1...rows).map { i in
            AccessibleNode(id: "items.row.\(i)", role: .listItem, name: "Item \(i)",
                           states: states("items.row.\(i)", shown.union(i == selectedRow ? [.selectable, .selected] : [.selectable])),
                           bounds: Rect(x: 0, y: 47 + Double(i - 1) * 44, width: width, height: 44), actions: [.activate])
        }
        let primary = AccessibleNode(
            id: "split.primary", role: .panel, name: "Items", bounds: Rect(x: 0, y: 0, width: width, height: 800), isPane: true,
            children: [
                AccessibleNode(id: "split.primary.title", role: .heading, name: "Items", bounds: Rect(x: 0, y: 0, width: width, height: 47)),
                AccessibleNode(id: "items", role: .list, name: "Items", states: states("items", shown.union(.focusable)),
                               bounds: Rect(x: 0, y: 47, width: width, height: 753), children: rowNodes),
            ])
        let separator = AccessibleNode(
            id: "split.separator", role: .separator, name: "Sidebar width",
            states: states("split.separator", shown.union([.focusable, .horizontal, .expandable, .expanded])),
            bounds: Rect(x: width, y: 0, width: 1, height: 800),
            value: AccessibleValue(current: width, minimum: 200, maximum: 400, step: 10, text: "\(Int(width)) points"),
            actions: [.collapse])
        let secondary = AccessibleNode(
            id: "split.secondary", role: .panel, name: selectedRow.map { "Item \($0)" } ?? "No selection",
            bounds: Rect(x: width + 1, y: 0, width: 1199 - width, height: 800), isPane: true,
            children: [
                AccessibleNode(id: "split.sidebarButton", role: .pushButton, name: buttonName,
                               states: states("split.sidebarButton", shown.union(.focusable)),
                               bounds: Rect(x: width + 9, y: 6, width: 110, height: 34), actions: [.press]),
                AccessibleNode(id: "detail.body", role: .label, name: "Hello, world. Second line", bounds: Rect(x: width + 20, y: 60, width: 400, height: 20)),
            ])
        return AccessibleNode(id: "split", role: .splitPane, name: "Mail", bounds: Rect(x: 0, y: 0, width: 1200, height: 800),
                              children: [primary, separator, secondary])
    }

    static func snapshot(_ content: AccessibleNode? = tree(), origin: Point = Point(x: 100, y: 50), scale: Double = 1, active: Bool = true) -> AccessibilitySnapshot {
        AccessibilitySnapshot(title: "splitview — Mail", origin: origin, size: Size(width: 1200, height: 800), unitsPerPoint: scale,
                              isActive: active, content: content)
    }

    static func responder() -> ATSPIResponder {
        var r = ATSPIResponder(busName: bus, applicationName: "splitview")
        r.desktop = .reference(bus: ":1.0", path: ATSPI.rootPath)
        return r
    }

    static func path(_ id: String) -> String { ATSPIPath.path(forID: id) }

    static func ref(_ id: String) -> DBusValue { .reference(bus: bus, path: path(id)) }
}
