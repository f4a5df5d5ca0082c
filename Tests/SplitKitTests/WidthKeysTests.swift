// Ctrl+Alt+= / - / 0 (and with Shift the inspector): the columns resized from anywhere, the focus staying where it is.
import SplitKit
import Testing

@Suite("Width keys from anywhere (issue 38)")
struct WidthKeysTests {
    private func key(_ character: Character, shift: Bool = false) -> InputEvent {
        .key(.character(character), shift ? [.control, .alt, .shift] : [.control, .alt], time: 1)
    }

    @Test func theSidebarWidensNarrowsAndGoesBackToItsPreferredWidthWithoutTheFocusMoving() throws {
        var host = MailLikeHost(width: 1200)
        host.split.send(.focus("items"))
        #expect(host.split.send(key("=")).effects == [.saveUserPrimaryWidth(410)])
        #expect(host.split.send(key("=")).effects == [.saveUserPrimaryWidth(460)])
        #expect(host.split.send(key("-")).effects == [.saveUserPrimaryWidth(410)])
        #expect(host.split.focusedNodeID == "items" && host.split.layout.primaryWidth.width == 410)
        // Back to the preferred width (0.3 of 1200), animated from where it is; the saved width is forgotten.
        #expect(host.split.send(key("0")).effects == [.forgetUserPrimaryWidth])
        #expect(host.split.userPrimaryWidth == nil && host.split.isWidthAnimating)
        host.split.advance(to: 2)
        #expect(host.split.layout.primaryWidth.width == 360)
        #expect(host.split.send(key("0")).effects.isEmpty)  // nothing more to forget
        // Clamped by SPEC §2 like every other width.
        for _ in 0..<10 { host.split.send(key("=")) }
        #expect(host.split.userPrimaryWidth == 640)
    }

    @Test func aCollapsedSidebarOpensWhenWidenedAndStaysShutWhenNarrowed() throws {
        var s = try SplitViewState(configuration: .specExample, size: Size(width: 1200, height: 800), userPrimaryWidth: 300)
        s.send(.togglePrimary(time: 0))
        s.advance(to: 1)
        #expect(!s.send(key("-")).handled && s.collapse.target == 1)
        #expect(s.send(key("=")).handled && s.collapse.target == 0 && s.userPrimaryWidth == 300)
    }

    @Test func theInspectorTakesTheSameKeysWithShift() throws {
        var c = SplitConfiguration.specExample
        c.preferredInspectorColumnWidth = 280
        c.maximumInspectorColumnWidth = 400
        var s = try SplitViewState(configuration: c, size: Size(width: 1400, height: 800),
                                   inspectorPage: NavigationPage(id: "info", title: "Info"))
        #expect(!s.send(key("=", shift: true)).handled)  // hidden: nothing to widen
        s.send(.showInspector(time: 0))
        s.advance(to: 1)
        #expect(s.send(key("=", shift: true)).effects == [.saveUserInspectorWidth(330)])
        #expect(s.send(key("-", shift: true)).effects == [.saveUserInspectorWidth(280)])
        #expect(s.send(key("=", shift: true)).effects == [.saveUserInspectorWidth(330)])
        #expect(s.send(key("0", shift: true)).effects == [.forgetUserInspectorWidth] && s.layout.inspector?.width == 280)
    }
}
