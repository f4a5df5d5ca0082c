// The events assistive technologies follow, found by comparing two successive snapshots.
import SplitKitDBus
import SplitKit

/// One signal to emit: `interface.member` from the object at `path`, with AT-SPI's event arguments
/// `(s detail, i detail1, i detail2, v any_data, a{sv} properties)`.
struct ATSPISignal: Equatable {
    var path: String
    var interface: String
    var member: String
    var detail: String
    var detail1: Int32 = 0
    var detail2: Int32 = 0
    var data: DBusValue = .string("")

    /// The signal's arguments, signature `siiva{sv}`.
    var arguments: [DBusValue] {
        [.string(detail), .int32(detail1), .int32(detail2), .variant(data), .properties([])]
    }

    /// The event's name as libatspi reports it (`object:state-changed:focused`, `focus:`), for logs and tests.
    var eventName: String {
        switch (interface, member) {
        case (ATSPI.eventFocus, _): return "focus:"
        case (ATSPI.eventWindow, _): return "window:" + member.lowercased()
        default:
            let kebab = member.reduce(into: "") { out, c in
                if c.isUppercase, !out.isEmpty { out += "-" }
                out += c.lowercased()
            }
            return "object:" + kebab + (detail.isEmpty ? "" : ":" + detail)
        }
    }
}

/// The events between two snapshots, in the order a screen reader wants them: children removed and added first
/// (so new objects exist before anything is said about them), then per object name, value, text and states, the
/// old focus losing it before the new one gains it, and `focus:` last.
enum ATSPIEvents {
    static func between(_ old: ATSPITree, _ new: ATSPITree, bus: String) -> [ATSPISignal] {
        var structure: [ATSPISignal] = [], changes: [ATSPISignal] = [], focusLost: [ATSPISignal] = [], focusGained: [ATSPISignal] = []
        func reference(_ path: String) -> DBusValue { .reference(bus: bus, path: path) }

        // Walk the new tree in order, so events come in reading order.
        var order: [String] = []
        func visit(_ path: String) {
            order.append(path)
            for child in new[path]?.childPaths ?? [] { visit(child) }
        }
        visit(ATSPIPath.frame)

        /// `path` has the focus now: its state-changed:focused and then `focus:`.
        func gainFocus(_ path: String) {
            focusGained.append(ATSPISignal(path: path, interface: ATSPI.eventObject, member: "StateChanged", detail: ATSPI.State.focused.name,
                                           detail1: 1, data: .int32(0)))
            focusGained.append(ATSPISignal(path: path, interface: ATSPI.eventFocus, member: "Focus", detail: "", data: .int32(0)))
        }

        for path in order {
            guard let now = new[path] else { continue }
            guard let before = old[path] else {
                // A node that comes with the focus (the first control of a panel that has just opened, as the inspector's
                // sheet's handle) says so, or a screen reader would not know where the keys went.
                if now.node.states.contains(.focused) { gainFocus(path) }
                continue
            }
            // Children: removals from the end first (indices stay right), then additions in order.
            if before.childPaths != now.childPaths {
                let kept = Set(now.childPaths)
                for (i, child) in before.childPaths.enumerated().reversed() where !kept.contains(child) {
                    structure.append(ATSPISignal(path: path, interface: ATSPI.eventObject, member: "ChildrenChanged", detail: "remove",
                                                 detail1: Int32(i), data: reference(child)))
                }
                var remaining = before.childPaths.filter { kept.contains($0) }
                let nowKept = now.childPaths.filter { Set(remaining).contains($0) }
                if remaining != nowKept {
                    // Reordered: take the moved ones out and put them back where they are now.
                    for (i, child) in remaining.enumerated().reversed() {
                        structure.append(ATSPISignal(path: path, interface: ATSPI.eventObject, member: "ChildrenChanged", detail: "remove",
                                                     detail1: Int32(i), data: reference(child)))
                    }
                    remaining = []
                }
                let present = Set(remaining)
                for (i, child) in now.childPaths.enumerated() where !present.contains(child) {
                    structure.append(ATSPISignal(path: path, interface: ATSPI.eventObject, member: "ChildrenChanged", detail: "add",
                                                 detail1: Int32(i), data: reference(child)))
                }
            }
            let a = before.node, b = now.node
            if a.name != b.name {
                changes.append(ATSPISignal(path: path, interface: ATSPI.eventObject, member: "PropertyChange", detail: "accessible-name",
                                           data: .string(b.name)))
            }
            if a.description != b.description {
                changes.append(ATSPISignal(path: path, interface: ATSPI.eventObject, member: "PropertyChange",
                                           detail: "accessible-description", data: .string(b.description)))
            }
            if a.role != b.role {
                changes.append(ATSPISignal(path: path, interface: ATSPI.eventObject, member: "PropertyChange", detail: "accessible-role",
                                           data: .uint32(b.role.atspiRole.rawValue)))
            }
            if let value = b.value, a.value?.current != value.current {
                changes.append(ATSPISignal(path: path, interface: ATSPI.eventObject, member: "PropertyChange", detail: "accessible-value",
                                           data: .double(value.current)))
            }
            let oldText = ATSPIResponder.readableText(of: a), newText = ATSPIResponder.readableText(of: b)
            if a.text != nil || b.text != nil, let oldText, let newText, oldText != newText {
                changes += textChanged(path: path, from: oldText, to: newText)
            }
            if b.caretOffset != a.caretOffset, let caret = b.caretOffset {
                changes.append(ATSPISignal(path: path, interface: ATSPI.eventObject, member: "TextCaretMoved", detail: "", detail1: Int32(caret)))
            }
            let oldStates = a.states.atspiStates, newStates = b.states.atspiStates
            if oldStates != newStates {
                for state in ATSPI.State.allCases where oldStates.contains(state) != newStates.contains(state) {
                    let on = newStates.contains(state)
                    let signal = ATSPISignal(path: path, interface: ATSPI.eventObject, member: "StateChanged", detail: state.name,
                                             detail1: on ? 1 : 0, data: .int32(0))
                    switch state {
                    case .focused where on:
                        gainFocus(path)
                    case .focused: focusLost.append(signal)
                    case .active where path == ATSPIPath.frame:
                        changes.append(signal)
                        changes.append(ATSPISignal(path: path, interface: ATSPI.eventWindow, member: on ? "Activate" : "Deactivate", detail: "",
                                                   data: .string(b.name)))
                    default: changes.append(signal)
                    }
                }
            }
            let oldSelection = before.childPaths.filter { old[$0]?.node.states.contains(.selected) == true }
            let newSelection = now.childPaths.filter { new[$0]?.node.states.contains(.selected) == true }
            if oldSelection != newSelection {
                changes.append(ATSPISignal(path: path, interface: ATSPI.eventObject, member: "SelectionChanged", detail: ""))
            }
        }
        return structure + changes + focusLost + focusGained
    }

    /// A text edit as a deletion and an insertion, around what the old and new texts share at both ends.
    static func textChanged(path: String, from old: String, to new: String) -> [ATSPISignal] {
        let a = Array(old.unicodeScalars), b = Array(new.unicodeScalars)
        var prefix = 0
        while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix, suffix < b.count - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
        func text(_ s: ArraySlice<Unicode.Scalar>) -> String {
            var view = String.UnicodeScalarView()
            view.append(contentsOf: s)
            return String(view)
        }
        var signals: [ATSPISignal] = []
        let removed = a[prefix..<(a.count - suffix)], inserted = b[prefix..<(b.count - suffix)]
        if !removed.isEmpty {
            signals.append(ATSPISignal(path: path, interface: ATSPI.eventObject, member: "TextChanged", detail: "delete",
                                       detail1: Int32(prefix), detail2: Int32(removed.count), data: .string(text(removed))))
        }
        if !inserted.isEmpty {
            signals.append(ATSPISignal(path: path, interface: ATSPI.eventObject, member: "TextChanged", detail: "insert",
                                       detail1: Int32(prefix), detail2: Int32(inserted.count), data: .string(text(inserted))))
        }
        return signals
    }
}
