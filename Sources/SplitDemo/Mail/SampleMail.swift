// The mail scene's sample items: twenty threads from people who write in several scripts, each a few messages long.

/// Someone who writes to the mailbox.
struct MailContact: Hashable, Sendable {
    /// The name as its owner writes it (Hebrew, Arabic, Japanese, Latin; one with an emoji).
    let name: String
    let address: String
    /// The language they write in (``DemoWords/writesIn(_:)`` names it in the split's language).
    let language: MailWord
}

/// When a message was sent, as the list shows it: a time of day, or a day (``DemoWords/sent(_:)`` in the split's language).
enum SentTime: Hashable, Sendable {
    /// A time today, `09:14`.
    case clock(String)
    case yesterday, monday
}

/// One message of a thread.
struct MailMessage: Hashable, Sendable {
    let from: MailContact
    /// When it was sent.
    let sent: SentTime
    /// Its text: paragraphs separated by newlines, some mixing directions.
    let body: String

    /// The first line of the body, for the thread's list.
    var preview: String { String(body.prefix { $0 != "\n" }) }
}

/// An item of the list: a thread of messages, titled "Item N" in the list and the detail's toolbar.
struct MailItem: Hashable, Sendable {
    /// 1 ... 20.
    let number: Int
    let subject: String
    let messages: [MailMessage]

    var title: String { "Item \(number)" }
    /// Who started the thread.
    var from: MailContact { messages[0].from }
    /// How many bytes of text the thread holds (UTF-8), for the inspector.
    var size: Int { messages.reduce(0) { $0 + $1.body.utf8.count } }
}

enum SampleMail {
    static let contacts = [
        MailContact(name: "Ava Lindqvist", address: "ava@lindqvist.se", language: .languageSwedish),
        MailContact(name: "דנה לוי", address: "dana@levi.co.il", language: .languageHebrew),
        MailContact(name: "يوسف حداد", address: "youssef@haddad.lb", language: .languageArabic),
        MailContact(name: "山田 花子", address: "hanako@yamada.jp", language: .languageJapanese),
        MailContact(name: "Chloé Martin", address: "chloe@martin.fr", language: .languageFrench),
        MailContact(name: "Noah Park 🚀", address: "noah@park.dev", language: .languageEnglish),
    ]

    static let subjects = [
        "Quarterly numbers", "שאלה על הפרויקט", "موعد الاجتماع", "来週の予定", "Relecture du chapitre 3", "Launch checklist 🚀",
    ]

    /// Bodies by language: the first paragraph is the preview; the Hebrew and Arabic ones carry Latin names and
    /// numbers, so their wrapped lines mix directions.
    static let bodies = [
        "Hi! The numbers for Q3 are in the shared folder.\nRevenue is up 12% on Q2; costs are flat. Could you check the table on page 4 before Friday?",
        "שלום, רציתי לשאול על הפרויקט SplitKit.\nהאם הגרסה 2.1 כבר זמינה ב-GitHub? ראיתי שה-build עבר ב-CI, אבל לא מצאתי release notes.",
        "مرحبا، هل يناسبك الاجتماع يوم الثلاثاء؟\nيمكننا أن نلتقي في المكتب الساعة 10:30 أو عبر Zoom إذا كان ذلك أسهل.",
        "こんにちは。来週の予定を送ります。\n月曜日は東京で会議、水曜日はリリースの準備です。金曜日に SplitKit のデモをしましょう。",
        "Bonjour, j'ai relu le chapitre 3.\nQuelques coquilles à la page 12, et la figure 3.2 mérite une légende plus longue. Rien de grave !",
        "Launch is on Thursday 🎉\nChecklist: screenshots ✅, release notes ✅, the tour GIFs still to record. Ping me if anything blocks you.",
    ]

    static let times: [SentTime] = [.clock("09:14"), .clock("10:02"), .clock("11:47"), .clock("13:30"), .clock("15:05"), .clock("16:58"),
                                    .yesterday, .monday]

    /// The twenty items: item N is started by contact N-1 (cycling), answered by the next ones; 2 to 4 messages.
    static let items: [MailItem] = (1...20).map { number in
        let first = (number - 1) % contacts.count
        let count = 2 + (number - 1) % 3
        let messages = (0..<count).map { k in
            let who = (first + k) % contacts.count
            return MailMessage(from: contacts[who], sent: times[(number + k) % times.count], body: bodies[who])
        }
        return MailItem(number: number, subject: subjects[first], messages: messages)
    }
}
