// Draws the mail scene's content — the item list and the detail — inside the split view's own chrome, and says what
// assistive technologies see there.
import SplitKit

extension MailScene {
    /// The accessibility node ids of the scene's content.
    static let listID = "mail.items"
    static let detailID = "mail.detail"

    public func displayList() -> DisplayList {
        var list = DisplayList()
        split.draw(into: &list)
        drawRailTooltip(into: &list)
        list.title = selectionTitle.map { "\($0) — splitview" } ?? "splitview"
        return list
    }

    /// What goes in a column or page: the list of items, or an item's detail, or the placeholder.
    func content(for column: SplitColumn) -> ColumnContent {
        switch column {
        case .primary:
            return ColumnContent(title: primaryTitle, fittingWidth: self.listFittingWidth, accessibility: { _ in
                [self.list.accessibilityNodes(id: Self.listID, name: self.primaryTitle, rowName: self.title(ofRow:))]
            }) { frame, list in self.drawList(in: frame, into: &list) }
        case .secondary(let page?), .page(let page):
            return MailPage(page).map(detail) ?? .placeholder(split.appearance.strings[.noSelection], appearance: split.appearance)
        case .secondary(nil):
            return .placeholder(split.appearance.strings[.noSelection], appearance: split.appearance)
        case .inspector:
            return inspectorContent()
        }
    }

    /// The rows of the list, in the content frame below its toolbar: the row whose detail is shown in the accent,
    /// the keyboard's place on a collapsed list highlighted; each row's title and who started its thread.
    /// As wide as the widest row wants: its title, a gap, its sender, inside the row's insets (measured with the text
    /// measure in use; what a double-click on the separator fits the list to with `--separator-double-click fitContent`).
    var listFittingWidth: Double {
        let measure = split.appearance.textMeasure, language = split.appearance.strings.language
        if let cached = fittingWidthCache, cached.measure == measure.id, cached.language == language { return cached.width }
        let theme = self.theme, from = TextStyle(size: theme.sp(15), color: theme.secondaryLabel, direction: .content)
        let widest = SampleMail.items.indices.map { index in
            measure.width(of: title(ofRow: index), style: theme.rowText) + 24 + measure.width(of: SampleMail.items[index].from.name, style: from)
        }.max() ?? 0
        let width = (widest + 2 * Theme.rowInset).rounded(.up)
        fittingWidthCache = (measure.id, language, width)
        return width
    }

    /// The title of the rail's row under the pointer, in a dark box beside the rail (the row's accessible name is the
    /// same title): a rail shows icons only, so this is how a sighted pointer user reads which is which.
    private func drawRailTooltip(into list: inout DisplayList) {
        guard let point = hoverPoint, self.list.frame.width < split.state.configuration.minimumPrimaryColumnWidth,
            let row = self.list.row(at: point) else { return }
        let text = title(ofRow: row) + " · " + SampleMail.items[row].from.name
        let style = TextStyle(size: theme.sp(13), color: Color(hex: 0xFFFFFF), direction: .content)
        let width = (split.appearance.textMeasure.width(of: text, style: style) + 16).rounded(.up), height = (theme.sp(13) * 2).rounded()
        let rowFrame = self.list.frame(ofRow: row)
        let side = split.state.configuration.primarySide
        var box = Rect(x: side == .left ? rowFrame.maxX + 6 : rowFrame.x - 6 - width, y: (rowFrame.midY - height / 2).rounded(),
                       width: width, height: height)
        box.x = min(max(split.state.bounds.x, box.x), split.state.bounds.maxX - box.width)
        // Dark on a light window, lighter grey on a dark one, with a hairline: it stands off the columns in both.
        list.commands.append(.roundedRect(box, radius: 6, corners: .all, theme.isDark ? Color(hex: 0x48484A) : Color(hex: 0x1C1C1E, alpha: 235)))
        list.commands.append(.border(box, radius: 6, corners: .all, edges: .all, theme.hairline))
        list.text(text, style, in: box.inset(by: .horizontal(8)), alignment: .center)
    }

    /// A row's icon: its sender's initial on a circle in the colour of the language they write in.
    static func icon(ofRow row: Int) -> ListIcon {
        let sender = SampleMail.items[row].from
        let colors: [MailWord: UInt32] = [.languageSwedish: 0x1C71D8, .languageHebrew: 0x2190A4, .languageArabic: 0x2E7D32,
                                          .languageJapanese: 0xC01C28, .languageFrench: 0x813D9C, .languageEnglish: 0xB5530A]
        return .initials(String(sender.name.prefix(1)), Color(hex: colors[sender.language] ?? 0x5E5C64))
    }

    private func drawList(in rows: Rect, into list: inout DisplayList) {
        let style: ListSelectionStyle = selectedRow != nil && selectedRow == self.list.selection ? .accent : .highlight
        let theme = self.theme, appearance = split.appearance
        // Narrower than the list's minimum (a rail, or a drag squeezing it through one), each row is its sender's icon.
        if rows.width < split.state.configuration.minimumPrimaryColumnWidth {
            self.list.draw(in: rows, into: &list, appearance: appearance, selectionStyle: style) { row, list in
                list.icon(Self.icon(ofRow: row.index), in: row.frame, size: min(32, row.frame.height - 8), appearance: appearance,
                          onAccent: row.isOnAccent)
            }
            return
        }
        self.list.draw(in: rows, into: &list, appearance: appearance, selectionStyle: style) { row, list in
            // The title at the leading end, who started the thread at the trailing end in grey, cut with "…" first.
            let box = row.frame.inset(by: .horizontal(Theme.rowInset))
            list.text(title(ofRow: row.index), row.isOnAccent ? theme.selectedRowText : theme.rowText, in: box)
            let from = Rect(x: box.x + 80, y: box.y, width: max(0, box.width - 80), height: box.height)
            list.text(SampleMail.items[row.index].from.name, TextStyle(size: theme.sp(15), color: row.isOnAccent ? theme.selectedText : theme.secondaryLabel, direction: .content),
                      in: split.state.configuration.layoutDirection.place(from, in: box), alignment: .trailing)
        }
    }
}
