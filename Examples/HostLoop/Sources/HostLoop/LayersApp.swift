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

/// The host's toolbar buttons, drawn and hit-tested by the host itself.
enum ToolbarButton: String, CaseIterable {
    case layers = "Show or hide the layers", add = "Add a layer"
    var id: String { "toolbar.\(self == .layers ? "layers" : "add")" }
    var frame: Rect { Rect(x: self == .layers ? 8 : 52, y: 4, width: 36, height: 36) }
}

@MainActor
final class LayersApp {
    static let toolbarHeight = 44.0, rowHeight = 44.0, nameFieldID = "layers.name"
    let split: SplitView
    var windowSize: Size
    var layers = [Layer(name: "Sky", frame: Rect(x: 0, y: 0, width: 520, height: 180), color: Color(hex: 0x8EC5FC)),
                  Layer(name: "Hills", frame: Rect(x: 0, y: 140, width: 520, height: 120), color: Color(hex: 0x6AB04C)),
                  Layer(name: "Sun", frame: Rect(x: 380, y: 30, width: 70, height: 70), color: Color(hex: 0xF9CA24)),
                  Layer(name: "House", frame: Rect(x: 90, y: 150, width: 110, height: 90), color: Color(hex: 0xC0392B))]
    var selected = 0
    var nameField = TextField()
    var rowTap = TapTracker<Int>()
    var pressedButton: ToolbarButton?

    init(size: Size, time: Double) throws {
        windowSize = size
        split = SplitView(try SplitViewState(configuration: SplitConfiguration(minimumPrimaryColumnWidth: 240),
                                             bounds: Self.splitBounds(in: size), primaryPage: NavigationPage(id: "layers", title: "Layers")))
        split.content = { [unowned self] in content(for: $0) }
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

    func advance(to time: Double) { split.advance(to: time) }

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
        if split.send(event).handled { rowTap.cancel(); pressedButton = nil; return true }
        if split.focusedNodeID == Self.nameFieldID, nameField.send(event) {  // Backspace included: the split left it
            layers[selected].name = nameField.text
            return true
        }
        switch event {
        case .pointerDown(let p, _):
            pressedButton = ToolbarButton.allCases.first { $0.frame.contains(p) }
            rowTap.press(row(at: p), at: p)
            if nameFieldFrame.map({ $0.contains(p) }) == true { split.send(.focus(Self.nameFieldID)) }
        case .pointerMove(let p, _): rowTap.move(to: p)
        case .pointerUp(let p, let t):
            if let button = pressedButton, button.frame.contains(p) { press(button, time: t) }
            pressedButton = nil
            if let row = rowTap.release(at: p, over: row(at: p)) { select(row) }
        case .key(.enter, _, let t), .key(.space, _, let t):
            if let button = ToolbarButton.allCases.first(where: { $0.id == split.focusedNodeID }) { press(button, time: t) }
            if let row = layers.indices.first(where: { "layers.\($0)" == split.focusedNodeID }) { select(row) }
        default: break
        }
        return true
    }

    /// A screen reader's request: the split's nodes and focus first, then the app's buttons and rows.
    func perform(_ request: AccessibilityRequest, time: Double) {
        guard split.perform(request, time: time) == nil else { return }
        switch request {
        case .perform(.press, let id): ToolbarButton.allCases.first { $0.id == id }.map { press($0, time: time) }
        case .perform(.activate, let id), .select(let id, true): layers.indices.first { "layers.\($0)" == id }.map(select)
        default: break
        }
    }

    func press(_ button: ToolbarButton, time: Double) {
        switch button {
        case .layers: split.send(.togglePrimary(time: time))
        case .add:
            let n = layers.count
            layers.append(Layer(name: "Layer \(n + 1)", frame: Rect(x: Double(20 + 30 * n), y: Double(20 + 24 * n), width: 90, height: 60),
                                color: Color(hex: 0x9B59B6)))
            select(n)
        }
    }

    func select(_ row: Int) {
        selected = row
        nameField.setText(layers[row].name)
    }

    func row(at point: Point) -> Int? {
        guard split.primaryContentFrame?.contains(point) == true else { return nil }
        return layers.indices.first { rowFrame($0, in: split.primaryContentLayout).contains(point) }
    }
    func rowFrame(_ row: Int, in list: Rect) -> Rect { Rect(x: list.x, y: list.y + Double(row) * Self.rowHeight, width: list.width, height: Self.rowHeight) }
    func fieldFrame(in list: Rect) -> Rect { Rect(x: list.x + 16, y: list.y + Double(layers.count) * Self.rowHeight + 16, width: list.width - 32, height: 36) }
    var nameFieldFrame: Rect? { split.primaryContentFrame.map { _ in fieldFrame(in: split.primaryContentLayout) } }

    // MARK: What the split shows, drawn and read alike.

    func content(for column: SplitColumn) -> ColumnContent {
        let appearance = split.appearance
        guard case .primary = column else {
            return ColumnContent(title: "Canvas", accessibility: { [AccessibleNode(id: "canvas", role: .label, name: "Canvas, \(self.layers.count) layers", bounds: $0)] }) { frame, list in
                list.host(HostDrawing("canvas"), in: frame)  // drawCanvas, under the dim, clipped and faded with the column
            }
        }
        return ColumnContent(title: "Layers", accessibility: { frame in
            self.layers.indices.map { row in
                AccessibleNode(id: "layers.\(row)", role: .listItem, name: self.layers[row].name,
                               states: AccessibleStates([.visible, .showing, .enabled, .focusable, .selectable]).union(row == self.selected ? .selected : []),
                               bounds: self.rowFrame(row, in: frame), actions: [.activate])
            } + [self.nameField.accessibilityNode(id: Self.nameFieldID, name: "Layer name", bounds: self.fieldFrame(in: frame))]
        }) { frame, list in
            for (row, layer) in self.layers.enumerated() {
                let box = self.rowFrame(row, in: frame)
                if row == self.selected { list.fill(box, appearance.palette.highlight) }
                list.commands.append(.roundedRect(Rect(x: box.x + 16, y: box.midY - 10, width: 20, height: 20), radius: 5, corners: .all, layer.color))
                list.text(layer.name, TextStyle(size: 17, color: appearance.palette.label), in: box.inset(by: Insets(left: 48, right: 16)))
                if self.split.focusedNodeID == "layers.\(row)" { list.focusRing(around: box, appearance: appearance, inside: true) }
            }
            let field = self.fieldFrame(in: frame), editing = self.split.focusedNodeID == Self.nameFieldID
            list.commands.append(.roundedRect(field, radius: 6, corners: .all, appearance.palette.hairline))
            list.commands.append(.roundedRect(field.inset(by: .all(1)), radius: 5, corners: .all, appearance.palette.background))
            self.nameField.width = field.width - 20
            self.nameField.draw(in: field.inset(by: .horizontal(10)), into: &list, appearance: appearance, showsCaret: editing)
            if editing { list.focusRing(around: field, appearance: appearance) }
        }
    }

    func windowTree(around split: AccessibleNode) -> AccessibleNode {
        let buttons = ToolbarButton.allCases.map { button in
            AccessibleNode(id: button.id, role: .pushButton, name: button.rawValue,
                           states: AccessibleStates([.visible, .showing, .enabled, .focusable]).union(self.split.focusedNodeID == button.id ? .focused : []),
                           bounds: button.frame, actions: [.press])
        }
        let toolbar = AccessibleNode(id: "toolbar", role: .toolBar, name: "Tools", bounds: Rect(x: 0, y: 0, width: windowSize.width, height: Self.toolbarHeight), children: buttons)
        return AccessibleNode(id: "window", role: .panel, name: "Layers", bounds: Rect(origin: .zero, size: windowSize), children: [toolbar, split])
    }

    func displayList() -> DisplayList {
        var list = DisplayList()
        split.draw(into: &list)
        list.title = "\(layers[selected].name) — Layers"
        return list
    }

    // MARK: The host's own SDL drawing.

    /// The toolbar strip above the split, drawn before it.
    func drawToolbar(on renderer: OpaquePointer, scale: Double) {
        fill(Rect(x: 0, y: 0, width: windowSize.width, height: Self.toolbarHeight), 0x2F3238, on: renderer, scale: scale)
        for button in ToolbarButton.allCases {
            let f = button.frame
            if button == pressedButton || split.focusedNodeID == button.id { fill(f, button == pressedButton ? 0x5A6070 : 0x3D7BD9, on: renderer, scale: scale) }
            if button == .layers {  // three bars
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
            if index == selected {
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
