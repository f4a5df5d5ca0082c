// A list row's icon, drawn by the library from shapes at any scale: what a list shows of each row as a rail (issue 39).

/// A small symbol drawn from rounded rectangles and lines, crisp at every scale and in both directions.
public enum ListSymbol: String, Hashable, Sendable, CaseIterable {
    /// A head and shoulders: a person, a sender.
    case person
    /// A folder with its tab.
    case folder
    /// A page with lines of text.
    case document
    /// A tray: an inbox.
    case tray
    /// A flag on its pole.
    case flag
}

/// A list row's icon: a symbol in a colour, up to two letters on a filled circle (a sender's initials), or an app's
/// own picture.
public enum ListIcon: Hashable, Sendable {
    /// The picture file at a path (a PNG; SplitKitSDL reads it with SDL_image), scaled into the icon's square.
    case image(String)
    /// One of the library's symbols, in `color` (the label colour when nil, the text-on-accent colour on a selected row).
    case symbol(ListSymbol, Color?)
    /// Up to two letters (the first two `Character`s of `text`) in white on a circle of `color`.
    case initials(String, Color)
}

extension DisplayList {
    /// Appends `icon` centred in `box`, as large as the smaller of its sides allows (at most `size` points); on a row
    /// drawn on the accent (`onAccent`) a symbol takes the text-on-accent colour.
    public mutating func icon(_ icon: ListIcon, in box: Rect, size: Double = 32, appearance: Appearance, onAccent: Bool = false) {
        let side = max(0, min(size, box.width, box.height)).rounded(.down)
        guard side >= 4 else { return }
        let r = Rect(x: (box.midX - side / 2).rounded(), y: (box.midY - side / 2).rounded(), width: side, height: side)
        switch icon {
        case .initials(let text, let color):
            commands.append(.roundedRect(r, radius: side / 2, corners: .all, color))
            let letters = String(text.prefix(2))
            let style = TextStyle(size: (side * 0.42).rounded(), weight: .bold, color: Color(hex: 0xFFFFFF), direction: .content)
            self.text(letters, style, in: r, alignment: .center)
        case .image(let path):
            image(path, in: r)
        case .symbol(let symbol, let color):
            let ink = onAccent ? appearance.palette.labelOnAccent : color ?? appearance.palette.label
            drawSymbol(symbol, in: r, ink: ink)
        }
    }

    /// The symbol's shapes in `r` (a square), in `ink`, with strokes a twelfth of its side (at least one point).
    private mutating func drawSymbol(_ symbol: ListSymbol, in r: Rect, ink: Color) {
        let u = r.width / 12, stroke = max(1, (r.width / 12).rounded())
        // The flag flies towards the trailing side: mirrored right to left.
        let mirrored = symbol == .flag && layoutDirection == .rightToLeft
        func box(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect {
            let x = mirrored ? 12 - x - w : x
            return Rect(x: (r.x + x * u).rounded(), y: (r.y + y * u).rounded(), width: (w * u).rounded(), height: (h * u).rounded())
        }
        switch symbol {
        case .person:
            commands.append(.roundedRect(box(4, 1.5, 4, 4), radius: 2 * u, corners: .all, ink))
            commands.append(.roundedRect(box(2, 6.5, 8, 4.5), radius: 2 * u, corners: [.topLeft, .topRight], ink))
        case .folder:
            commands.append(.roundedRect(box(1, 2.5, 4.5, 2), radius: u, corners: [.topLeft, .topRight], ink))
            commands.append(.roundedRect(box(1, 4, 10, 6.5), radius: u, corners: .all, ink))
        case .document:
            commands.append(.border(box(2.5, 1, 7, 10), radius: u, corners: .all, edges: .all, ink))
            for line in 0..<3 { fill(Rect(x: box(4, 0, 0, 0).x, y: box(0, 3.5 + Double(line) * 2, 0, 0).y, width: (4 * u).rounded(), height: stroke), ink) }
        case .tray:
            commands.append(.border(box(1, 3, 10, 7), radius: u, corners: .all, edges: [.left, .right, .bottom], ink))
            fill(Rect(x: box(1, 0, 0, 0).x, y: box(0, 7, 0, 0).y, width: (3.5 * u).rounded(), height: stroke), ink)
            fill(Rect(x: box(7.5, 0, 0, 0).x, y: box(0, 7, 0, 0).y, width: (3.5 * u).rounded(), height: stroke), ink)
        case .flag:
            fill(box(2.5, 1, 1, 10), ink)
            commands.append(.roundedRect(box(3, 1.5, 7, 5), radius: u / 2, corners: mirrored ? .left : .right, ink))
        }
    }
}
