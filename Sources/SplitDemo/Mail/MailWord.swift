// The sample mail's interface words in the split's language (Demo.strings): when a message was sent, and the language a
// sender writes in. What people wrote (names, subjects, bodies) stays as they wrote it.

/// The sample mail's words that are the interface's, not the senders', read through ``DemoWords``.
enum MailWord: String, DemoWordKey {
    // The sample mail's interface words: when a message was sent, and a sender's language.
    case yesterday = "mail.sent.yesterday"
    case monday = "mail.sent.monday"
    case writesIn = "mail.writesIn"
    case languageSwedish = "mail.language.swedish"
    case languageHebrew = "mail.language.hebrew"
    case languageArabic = "mail.language.arabic"
    case languageJapanese = "mail.language.japanese"
    case languageFrench = "mail.language.french"
    case languageEnglish = "mail.language.english"

    /// The English, word for word what en.lproj/Demo.strings says.
    var english: String {
        switch self {
        case .yesterday: "Yesterday"
        case .monday: "Monday"
        case .writesIn: "Writes in %@"
        case .languageSwedish: "Swedish"
        case .languageHebrew: "Hebrew"
        case .languageArabic: "Arabic"
        case .languageJapanese: "Japanese"
        case .languageFrench: "French"
        case .languageEnglish: "English"
        }
    }
}

extension DemoWords {
    /// When a message was sent, in the split's language: "Yesterday", "אתמול", a time in the language's digits ("٠٩:١٤").
    func sent(_ time: SentTime) -> String {
        switch time {
        case .clock(let text): return text.map { $0.wholeNumberValue.map { number($0) } ?? String($0) }.joined()
        case .yesterday: return self(MailWord.yesterday)
        case .monday: return self(MailWord.monday)
        }
    }

    /// What a sender's card says under their address: "Writes in Swedish", in the split's language.
    func writesIn(_ contact: MailContact) -> String { self(MailWord.writesIn, self(contact.language)) }
}
