// Where the lab's parts are: the split preview on top, and the controls panel below it, for drawing and hits.
import SplitKit

extension ColumnsScene {
    static let padding = 24.0
    static let sliderRowHeight = 58.0

    /// Where the split preview sits: the full width across the top part of the window.
    static func previewFrame(in window: Size) -> Rect {
        Rect(x: 0, y: 0, width: window.width, height: max(200, (window.height * 0.42).rounded()))
    }

    /// The controls panel: everything under the preview.
    var controlsPanel: Rect {
        let top = split.bounds.maxY
        return Rect(x: 0, y: top, width: canvas.width, height: max(0, canvas.height - top))
    }

    /// Side by side in a wide window: sliders on the left, the switch and panes on the right.
    private var sideBySide: Bool { canvas.width >= 760 }

    private var inner: Rect {
        controlsPanel.inset(by: Insets(top: 18, left: Self.padding, bottom: Self.padding, right: Self.padding))
    }

    /// The column the sliders and readout go in.
    var slidersColumn: Rect {
        let i = inner
        return sideBySide ? Rect(x: i.x, y: i.y, width: (i.width * 0.55 - 12).rounded(), height: i.height) : i
    }

    /// A slider's whole row (label, value, track) and its track.
    func sliderRow(_ slider: LabControl) -> (row: Rect, track: Rect) {
        let column = slidersColumn
        let row = Rect(x: column.x, y: column.y + Double(slider.rawValue) * Self.sliderRowHeight, width: column.width, height: Self.sliderRowHeight)
        let track = Rect(x: row.x + 11, y: row.y + 36, width: max(0, row.width - 22), height: 4)
        return (row, track)
    }

    /// The readout line under the sliders.
    var readoutBox: Rect {
        let last = sliderRow(LabControl.sliders[LabControl.sliders.count - 1]).row
        return Rect(x: last.x, y: last.maxY + 2, width: last.width, height: 24)
    }

    /// The column of the switch and the panes.
    private var demoColumn: Rect {
        let i = inner
        if sideBySide {
            let x = i.x + (i.width * 0.55).rounded() + 12
            return Rect(x: x, y: i.y, width: i.maxX - x, height: i.height)
        }
        let top = readoutBox.maxY + 12
        return Rect(x: i.x, y: top, width: i.width, height: max(0, i.maxY - top))
    }

    /// The switch, right-aligned on its row, and the row's label box.
    var switchRow: (label: Rect, toggle: Rect) {
        let column = demoColumn
        return (Rect(x: column.x, y: column.y, width: max(0, column.width - 60), height: 31),
                Rect(x: column.maxX - 51, y: column.y, width: 51, height: 31))
    }

    /// The snap anchors under the switch: the label, the field, and the line under it (the widths they resolve to, or
    /// what is wrong with them).
    var anchorsRow: (label: Rect, field: Rect, note: Rect) {
        let column = demoColumn, top = switchRow.toggle.maxY + 12
        return (Rect(x: column.x, y: top, width: column.width, height: 22),
                Rect(x: column.x, y: top + 24, width: column.width, height: 32),
                Rect(x: column.x, y: top + 58, width: column.width, height: 18))
    }

    /// Where the yellow and blue panes play.
    var demoArea: Rect {
        let column = demoColumn
        let top = anchorsRow.note.maxY + 12
        return Rect(x: column.x, y: top, width: column.width, height: max(40, column.maxY - top))
    }
}
