// The push button: a click that ends on it, Return and Space while focused, its node, its pressed look in each style.
import Testing
import SplitKit

@Suite("Button")
struct ButtonTests {
    let frame = Rect(x: 20, y: 100, width: 160, height: 40)
    func down(_ x: Double, _ y: Double) -> InputEvent { .pointerDown(Point(x: x, y: y), time: 0) }
    func up(_ x: Double, _ y: Double) -> InputEvent { .pointerUp(Point(x: x, y: y), time: 0) }

    @Test func aClickThatEndsOnItActivatesIt() {
        var button = Button(.text("Save"), frame: frame)
        #expect(!button.send(down(5, 5)).handled && !button.isPressed)  // elsewhere: not the button's
        #expect(button.send(down(50, 120)).handled && button.isPressed)
        button.send(.pointerMove(Point(x: 400, y: 120), time: 0))
        #expect(!button.isPressed)  // dragged off: the pressed look goes, and a release there does nothing
        #expect(button.send(up(400, 120)) == ButtonResult(handled: true, activated: false))
        button.send(down(50, 120))
        #expect(button.send(up(60, 110)) == ButtonResult(handled: true, activated: true))
        #expect(!button.isPressed)
    }

    @Test func returnAndSpacePressItOnlyWhileFocused() {
        var button = Button(.symbol("+", name: "Add"), frame: frame)
        #expect(!button.send(.key(.enter, [], time: 0)).activated)
        #expect(button.send(.key(.enter, [], time: 0), isFocused: true).activated)
        #expect(button.send(.key(.space, [], time: 0), isFocused: true).activated)
        #expect(!button.send(.key(.space, .alt, time: 0), isFocused: true).handled)
        button.isEnabled = false
        #expect(!button.send(.key(.enter, [], time: 0), isFocused: true).handled)
        #expect(!button.send(down(50, 120)).handled)
    }

    @Test func itsNodeIsAPushButtonNamedByItsLabel() {
        var button = Button(.symbol("+", name: "Add"), frame: frame)
        var node = button.accessibilityNode(id: "app.add")
        #expect(node.role == .pushButton && node.name == "Add" && node.bounds == frame && node.actions == [.press])
        #expect(node.takesFocus && !node.states.contains(.pressed))
        button.send(down(50, 120))
        #expect(button.accessibilityNode(id: "app.add").states.contains(.pressed))
        #expect(button.performs(.perform(.press, node: "app.add"), id: "app.add"))
        #expect(!button.performs(.perform(.press, node: "other"), id: "app.add"))
        button.isEnabled = false
        node = button.accessibilityNode(id: "app.add")
        #expect(!node.takesFocus && !node.states.contains(.enabled))
        #expect(!button.performs(.perform(.press, node: "app.add"), id: "app.add"))
    }

    func commands(_ button: Button, _ appearance: Appearance, _ direction: LayoutDirection) -> [DrawCommand] {
        var list = DisplayList()
        list.layoutDirection = direction
        button.draw(into: &list, appearance: appearance)
        return list.commands
    }

    @Test(arguments: [Appearance.light, .dark], [LayoutDirection.leftToRight, .rightToLeft])
    func eachStyleHasAPressedLook(appearance: Appearance, direction: LayoutDirection) {
        let p = appearance.palette
        let reads = TextDirection.interface.resolved(in: direction)  // a button's label reads the interface's way
        var prominent = Button(.text("Change password"), style: .prominent, frame: frame)
        #expect(commands(prominent, appearance, direction).first == .roundedRect(frame, radius: 8, corners: .all, p.accent))
        #expect(commands(prominent, appearance, direction).last
                == .text("Change password", TextStyle(size: 17, weight: .bold, color: p.labelOnAccent, direction: reads), in: frame.inset(by: .horizontal(8)),
                         alignment: .center))
        prominent.send(down(50, 120))
        #expect(commands(prominent, appearance, direction).first == .roundedRect(frame, radius: 8, corners: .all, p.accent.withOpacity(0.6)))
        var bordered = Button(.text("Edit"), frame: frame)
        #expect(commands(bordered, appearance, direction).first == .roundedRect(frame, radius: 8, corners: .all, p.highlight))
        bordered.send(down(50, 120))
        #expect(commands(bordered, appearance, direction).first == .roundedRect(frame, radius: 8, corners: .all, p.accent.withOpacity(0.25)))
        var plain = Button(.symbol("⋯", name: "More"), style: .plain, frame: frame)
        #expect(commands(plain, appearance, direction) == [.text("⋯", TextStyle(size: 22, color: p.accent, direction: reads), in: frame.inset(by: .horizontal(8)), alignment: .center)])
        plain.send(down(50, 120))
        #expect(commands(plain, appearance, direction) == [.text("⋯", TextStyle(size: 22, color: p.accent.withOpacity(0.4), direction: reads), in: frame.inset(by: .horizontal(8)), alignment: .center)])
    }
}
