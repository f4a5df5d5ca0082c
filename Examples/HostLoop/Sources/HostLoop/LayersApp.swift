// The layers app: its layers listed in the split's primary with a name field, their canvas (drawn by the host with
// SDL) in the secondary, and a toolbar of the host's own above the split.
import CSDL2
import SplitKit
import SplitKitSDL

/// One layer of the picture: a coloured rectangle on the canvas.
struct Layer {
    var name: String
    var frame: Rect  // on the canvas, in points from its top-left corner
    var color: Color
}

/// The host's toolbar buttons: the library's `Button` for their behaviour (press, keys, node), drawn by the host with SDL.
enum Tool: String, CaseIterable {
    case layers = "Show or hide the layers", add = "Add a layer"
    var id: String { "toolbar.\(self == .layers ? "layers" : "add")" }
    var button: Button { Button(.symbol("", name: rawValue), style: .plain, frame: Rect(x: self == .layers ? 8 : 52, y: 4, width: 36, height: 36)) }
}

@MainActor
final class LayersApp {
    static let toolbarHeight = 44.0, nameFieldID = "layers.name"
    let split: SplitView
    var windowSize: Size
    var layers = [Layer(name: "Sky", frame: Rect(x: 0, y: 0, width: 520, height: 180), color: Color(hex: 0x8EC5FC)),
                  Layer(name: "Hills", frame: Rect(x: 0, y: 140, width: 520, height: 120), color: Color(hex: 0x6AB04C)),
                  Layer(name: "Sun", frame: Rect(x: 380, y: 30, width: 70, height: 70), color: Color(hex: 0xF9CA24)),
                  Layer(name: "House", frame: Rect(x: 90, y: 150, width: 110, height: 90), color: Color(hex: 0xC0392B))]
    var list = ListView(count: 4, rowHeight: 44, selection: 0)  // rows, selection, taps, keys, and their nodes
    var nameField = TextField()
    var tools = Tool.allCases.map(\.button)

    init(size: Size, time: Double) throws {
        windowSize = size
        split = SplitView(try SplitViewState(configuration: SplitConfiguration(minimumPrimaryColumnWidth: 240),
                                             bounds: Self.splitBounds(in: size), primaryPage: NavigationPage(id: "layers", title: "Layers")))
        split.content = { [unowned self] in layOut(); return content(for: $0) }  // the list placed as the primary shows now
        split.windowTree = { [unowned self] in windowTree(around: $0) }  // Tab and screen readers reach the toolbar too
        split.send(.showDetail(NavigationPage(id: "canvas", title: "Canvas"), time: time))
        nameField.setText(layers[0].name)
    }

    /// The split fills the window below the host's toolbar.
    static func splitBounds(in size: Size) -> Rect { Rect(x: 0, y: toolbarHeight, width: size.width, height: size.height - toolbarHeight) }

    func adopt(_ measure: TextMeasure) {
        split.send(.setTextMeasure(measure))
        nameField.measure = measure
    }

    // MARK: Input: the split first (as Dear ImGui's WantCaptureMouse), then the field, then the host.

    /// Handles one event; false when the user asked to quit.
    func handle(_ event: InputEvent) -> Bool {
        switch event {
        case .key(.character("Q"), .control, _): return false
        case .resize(let size, let time):
            windowSize = size
            split.send(.setBounds(Self.splitBounds(in: size), time: time))
            return true
        default: break
        }
        if split.send(event).handled { list.cancelPress(); tools.indices.forEach { tools[$0].cancelPress() }; return true }
        if split.focusedNodeID == Self.nameFieldID, nameField.send(event) {  // Backspace and a press in it included
            if let row = list.selection { layers[row].name = nameField.text }
            return true
        }
        for (index, tool) in Tool.allCases.enumerated() {
            let result = tools[index].send(event, isFocused: split.focusedNodeID == tool.id)
            if result.activated { press(tool, time: event.time) }
            if result.handled { return true }
        }
        layOut()
        if let row = list.send(event).shown { select(row) }
        return true
    }

    /// A screen reader's request: the split's nodes and focus first, then the app's buttons and rows.
    func perform(_ request: AccessibilityRequest, time: Double) {
        guard split.perform(request, time: time) == nil else { return }
        if let (tool, _) = zip(Tool.allCases, tools).first(where: { $1.performs(request, id: $0.id) }) { return press(tool, time: time) }
        if let row = list.perform(request, id: "layers")?.chosen { select(row) }
    }

    func press(_ tool: Tool, time: Double) {
        switch tool {
        case .layers: split.send(.togglePrimary(time: time))
        case .add:
            let n = layers.count
            layers.append(Layer(name: "Layer \(n + 1)", frame: Rect(x: Double(20 + 30 * n), y: Double(20 + 24 * n), width: 90, height: 60),
                                color: Color(hex: 0x9B59B6)))
            list.count = layers.count
            select(n)
        }
    }

    func select(_ row: Int) {
        list.select(row)
        nameField.setText(layers[row].name)
    }

    /// Puts the rows where the primary shows them now (taking pointer input only where it is on screen).
    func layOut() { list.place(in: listFrame(in: split.primaryContentLayout), interactive: split.primaryContentFrame) }

    /// The rows at the top of the primary, and the name field below them.
    func listFrame(in column: Rect) -> Rect { Rect(x: column.x, y: column.y, width: column.width, height: Double(layers.count) * list.rowHeight) }
    func fieldFrame(in column: Rect) -> Rect { Rect(x: column.x + 16, y: listFrame(in: column).maxY + 16, width: column.width - 32, height: 36) }

    // MARK: What the split shows, drawn and read alike.

    func content(for column: SplitColumn) -> ColumnContent {
        let appearance = split.appearance
        guard case .primary = column else {
            return ColumnContent(title: "Canvas", accessibility: { [AccessibleNode(id: "canvas", role: .label, name: "Canvas, \(self.layers.count) layers", bounds: $0)] }) { frame, list in
                list.host(HostDrawing("canvas"), in: frame)  // drawCanvas, under the dim, clipped and faded with the column
            }
        }
        return ColumnContent(title: "Layers", accessibility: { frame in
            [self.list.accessibilityNodes(id: "layers", name: "Layers") { self.layers[$0].name },
             self.nameField.accessibilityNode(id: Self.nameFieldID, name: "Layer name", bounds: self.fieldFrame(in: frame))]
        }) { frame, out in
            self.list.draw(in: self.listFrame(in: frame), into: &out, appearance: appearance) { row, out in
                let layer = self.layers[row.index], box = row.frame
                out.commands.append(.roundedRect(Rect(x: box.x + 16, y: box.midY - 10, width: 20, height: 20), radius: 5, corners: .all, layer.color))
                let color = row.isOnAccent ? appearance.palette.labelOnAccent : appearance.palette.label
                out.text(layer.name, TextStyle(size: 17, color: color), in: box.inset(by: Insets(left: 48, right: 16)))
            }
            let field = self.fieldFrame(in: frame)  // its box, text and ring; a press on it gives it the focus and the caret
            self.nameField.place(in: field, direction: out.layoutDirection)
            self.nameField.drawBox(in: field, into: &out, appearance: appearance, isFocused: self.split.focusedNodeID == Self.nameFieldID, id: Self.nameFieldID)
        }
    }

    func windowTree(around split: AccessibleNode) -> AccessibleNode {
        let buttons = zip(Tool.allCases, tools).map { $1.accessibilityNode(id: $0.id) }  // the split marks the focused one
        let toolbar = AccessibleNode(id: "toolbar", role: .toolBar, name: "Tools", bounds: Rect(x: 0, y: 0, width: windowSize.width, height: Self.toolbarHeight), children: buttons)
        return AccessibleNode(id: "window", role: .panel, name: "Layers", bounds: Rect(origin: .zero, size: windowSize), children: [toolbar, split])
    }

    func displayList() -> DisplayList {
        var out = DisplayList()
        split.draw(into: &out)
        out.title = list.selection.map { "\(layers[$0].name) — Layers" } ?? "Layers"
        return out
    }

    // MARK: The host's own SDL drawing.

    /// The toolbar strip above the split, drawn before it.
    func drawToolbar(on renderer: OpaquePointer, scale: Double) {
        fill(Rect(x: 0, y: 0, width: windowSize.width, height: Self.toolbarHeight), 0x2F3238, on: renderer, scale: scale)
        for (tool, button) in zip(Tool.allCases, tools) {
            let f = button.frame
            if button.isPressed || split.focusedNodeID == tool.id { fill(f, button.isPressed ? 0x5A6070 : 0x3D7BD9, on: renderer, scale: scale) }
            if tool == .layers {  // three bars
                for i in 0..<3 { fill(Rect(x: f.x + 9, y: f.y + 11 + Double(i) * 6, width: 18, height: 2), 0xE8EAED, on: renderer, scale: scale) }
            } else {  // a plus
                fill(Rect(x: f.x + 9, y: f.midY - 1, width: 18, height: 2), 0xE8EAED, on: renderer, scale: scale)
                fill(Rect(x: f.midX - 1, y: f.y + 9, width: 2, height: 18), 0xE8EAED, on: renderer, scale: scale)
            }
        }
    }

    /// A light in the bottom right corner, drawn after the split, over it: green when still, amber while it moves.
    func drawActivityLight(on renderer: OpaquePointer, scale: Double) {
        fill(Rect(x: windowSize.width - 20, y: windowSize.height - 20, width: 12, height: 12), split.isAnimating ? 0xF0A020 : 0x2ECC71, on: renderer, scale: scale)
    }

    /// The canvas, drawn when the renderer reaches it in the split's display list.
    func drawCanvas(_ context: HostDrawingContext) {
        let alpha = UInt8((255 * context.opacity).rounded())
        var paper = context.pixels
        SDL_SetRenderDrawColor(context.renderer, 0xFA, 0xF7, 0xF0, alpha)
        SDL_RenderFillRect(context.renderer, &paper)
        for (index, layer) in layers.enumerated() {
            var r = context.pixelRect(layer.frame.offsetBy(dx: context.rect.x + 24, dy: context.rect.y + 24))
            SDL_SetRenderDrawColor(context.renderer, layer.color.red, layer.color.green, layer.color.blue, alpha)
            SDL_RenderFillRect(context.renderer, &r)
            if index == list.selection {
                SDL_SetRenderDrawColor(context.renderer, 0x1E, 0x6F, 0xE8, alpha)
                SDL_RenderDrawRect(context.renderer, &r)
            }
        }
    }

    private func fill(_ rect: Rect, _ rgb: UInt32, on renderer: OpaquePointer, scale: Double) {
        SDL_SetRenderDrawColor(renderer, UInt8(rgb >> 16 & 0xFF), UInt8(rgb >> 8 & 0xFF), UInt8(rgb & 0xFF), 255)
        var r = SDL_FRect(x: Float(rect.x * scale), y: Float(rect.y * scale), w: Float(rect.width * scale), h: Float(rect.height * scale))
        SDL_RenderFillRectF(renderer, &r)
    }
}
