// The pages of the mail scene's detail: an item's thread, one of its messages, and the message's sender.
import SplitKit

/// What a page of the mail detail shows, read from and written to a ``NavigationPage``'s id (`"2"`, `"2/0"`,
/// `"2/0/from"`): the thread of row 2, its first message, that message's sender.
enum MailPage: Hashable {
    case thread(row: Int)
    case message(row: Int, index: Int)
    case contact(row: Int, index: Int)

    init?(_ page: NavigationPage) {
        let parts = page.id.split(separator: "/", omittingEmptySubsequences: false)
        guard let row = parts.first.flatMap({ Int($0) }), SampleMail.items.indices.contains(row) else { return nil }
        let messages = SampleMail.items[row].messages.indices
        switch parts.count {
        case 1: self = .thread(row: row)
        case 2: guard let index = Int(parts[1]), messages.contains(index) else { return nil }; self = .message(row: row, index: index)
        case 3: guard let index = Int(parts[1]), messages.contains(index), parts[2] == "from" else { return nil }; self = .contact(row: row, index: index)
        default: return nil
        }
    }

    /// The row of the list the page belongs to.
    var row: Int {
        switch self {
        case .thread(let row), .message(let row, _), .contact(let row, _): return row
        }
    }

    var item: MailItem { SampleMail.items[row] }

    /// The page, titled as its toolbar shows it: the item, the sender's name, "Contact".
    func page(_ words: DemoWords) -> NavigationPage {
        switch self {
        case .thread(let row): return NavigationPage(id: String(row), title: words.item(item.number))
        case .message(let row, let index): return NavigationPage(id: "\(row)/\(index)", title: item.messages[index].from.name)
        case .contact(let row, let index): return NavigationPage(id: "\(row)/\(index)/from", title: words.contact)
        }
    }
}
