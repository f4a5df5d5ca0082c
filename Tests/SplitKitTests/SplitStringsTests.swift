// The split's words: looked up in the appearance's table with English behind it, extended and replaced by an app,
// placeholders filled, numbers in the language's form, and read by the chrome's drawing and accessibility tree.
import Testing
import SplitKit
import SplitKitTestSupport

@Suite("Split strings")
struct SplitStringsTests {
    typealias ID = AccessibleNode.ID

    /// A Hebrew table as a loader would make it (the shipped catalog's words for the keys these tests read), with
    /// numbers written by a stand-in form that marks them, so a test sees the form was used.
    static let hebrew = SplitStrings(language: "he", words: [
        "split.back": "חזרה", "split.backTo": "חזרה אל %@", "split.noSelection": "לא נבחר דבר",
        "split.sidebarWidth": "רוחב סרגל הצד", "split.sidebarHidden": "סרגל הצד מוסתר", "split.points": "%@ נקודות",
        "split.showSidebar": "הצגת סרגל הצד", "split.showInspector": "הצגת חלונית המידע",
    ], numbers: NumberForm(id: "marked") { "#\(Int($0))" })

    @Test func englishIsBuiltInForEveryKey() {
        for key in SplitStrings.Key.allCases {
            #expect(SplitStrings.english[key] == key.english && !key.english.isEmpty)
        }
        #expect(SplitStrings.english[.back] == "Back" && SplitStrings.english.points(320) == "320 points")
        #expect(Appearance.light.strings == .english)
    }

    @Test func aMissingWordFallsBackToEnglish() {
        let partial = SplitStrings(language: "he", words: ["split.back": "חזרה"])
        #expect(partial[.back] == "חזרה")
        #expect(partial[.sidebarWidth] == "Sidebar width")
        #expect(partial.text("app.title", default: "Notes") == "Notes")
    }

    @Test func anAppExtendsAndReplacesTheTable() {
        let extended = Self.hebrew.merging(["notes.title": "פתקים", "split.back": "אחורה"])
        #expect(extended.text("notes.title", default: "Notes") == "פתקים")  // its own word
        #expect(extended[.back] == "אחורה")  // one of the library's, replaced
        #expect(extended[.sidebarWidth] == "רוחב סרגל הצד")  // the rest kept
        var replaced = SplitStrings(language: "x-pirate")
        replaced.words[SplitStrings.Key.back.rawValue] = "Retreat"
        #expect(replaced[.back] == "Retreat")
    }

    @Test func placeholdersAreFilledInOrderOrByPosition() {
        #expect(SplitStrings.fill("Back to %@", with: ["Items"]) == "Back to Items")
        #expect(SplitStrings.fill("%2$@ ← %1$@", with: ["a", "b"]) == "b ← a")
        #expect(SplitStrings.fill("100%% of %@", with: ["x"]) == "100% of x")
        #expect(SplitStrings.fill("%@ and %@", with: ["one"]) == "one and ")
        #expect(SplitStrings.fill("no placeholder", with: ["x"]) == "no placeholder")
        #expect(Self.hebrew.text("notes.count", default: "%@ notes", "3") == "3 notes")
    }

    @Test func numbersAreWrittenInTheTablesForm() {
        #expect(Self.hebrew.points(320.7) == "#320 נקודות")
        #expect(NumberForm.western.format(320) == "320" && NumberForm.western.format(12.5) == "12.5")
        #expect(NumberForm(id: "a") { _ in "x" } == NumberForm(id: "a") { _ in "y" })  // named alike, equal
    }

    @Test func theAccessibilityTreeSpeaksTheTable() throws {
        var host = MailLikeHost(width: 1200)
        var look = host.split.appearance
        look.strings = Self.hebrew
        host.split.send(.setAppearance(look))
        var tree = host.tree
        let separator = try #require(tree.node(withID: ID.separator))
        #expect(separator.name == "רוחב סרגל הצד" && separator.value?.text == "#360 נקודות")
        #expect(tree.node(withID: ID.secondary)?.name == "לא נבחר דבר")
        host.split.send(.hidePrimary(time: 0))
        host.settle(at: 2)
        tree = host.tree
        #expect(tree.node(withID: ID.separator)?.value?.text == "סרגל הצד מוסתר")
        #expect(tree.node(withID: ID.sidebarButton)?.name == "הצגת סרגל הצד")
        #expect(AccessibleAction.collapse.summary(in: Self.hebrew) == "Hides the sidebar")  // not in this table: English
    }

    @Test func theBackButtonIsDrawnAndNamedFromTheTable() throws {
        var look = Appearance.light
        look.strings = Self.hebrew
        var s = try SplitViewState(configuration: .specExample, size: Size(width: 1200, height: 700), appearance: look,
                                   primaryPage: NavigationPage(id: "items", title: "Items"))
        s.send(.showDetail(NavigationPage(id: "2", title: "A title far too long for the back button to show"), time: 0))
        s.send(.pushDetail(NavigationPage(id: "2/m", title: "Message"), time: 0))
        s.advance(to: 2)
        let tree = s.accessibilityTree(content: SplitView.untitledContent)
        let back = try #require(tree.node(withID: ID.backButton))
        #expect(back.name.hasPrefix("חזרה אל "))
        var drawn = DisplayList()
        s.draw(into: &drawn, content: SplitView.untitledContent)
        let texts = drawn.commands.compactMap { command -> String? in if case .text(let t, _, _, _) = command { t } else { nil } }
        #expect(texts.contains("\u{200E}‹ חזרה"))  // the short back text, the chevron kept at the left
        #expect(!texts.contains { $0.contains("Back") })
    }

    @Test func aRightToLeftToolbarPutsTheShortBackTextInItsOrder() {
        var look = Appearance.light
        look.strings = Self.hebrew
        look.textMeasure = TextMeasure(id: "ten") { text, _ in Double(text.count) * 10 }
        let bar = Rect(x: 0, y: 0, width: 320, height: 600)
        let rtl = ToolbarLayout(title: "A title of twenty ch", in: bar, leading: .back("Long items"), appearance: look, direction: .rightToLeft)
        #expect(rtl.leading?.text == "\u{200F}‹ חזרה")
        let ltr = ToolbarLayout(title: "A title of twenty ch", in: bar, leading: .back("Long items"), appearance: look)
        #expect(ltr.leading?.text == "\u{200E}‹ חזרה")
    }

    /// Issue 36: the untitled columns' "Primary" and "No selection" are the table's words, in the appearance's colours.
    @Test func untitledColumnsAreNamedFromTheTable() throws {
        var look = Appearance.dark
        look.strings = SplitStrings(language: "de", words: ["split.primary": "Primär", "split.noSelection": "Keine Auswahl"])
        let state = try SplitViewState(configuration: .specExample, size: Size(width: 1200, height: 700), appearance: look)
        func texts(_ list: DisplayList) -> [String] {
            list.commands.compactMap { command -> String? in if case .text(let t, _, _, _) = command { t } else { nil } }
        }
        var drawn = DisplayList()
        state.draw(into: &drawn) { SplitView.untitledContent($0, appearance: look) }
        #expect(texts(drawn).contains("Primär") && texts(drawn).contains("Keine Auswahl"))
        #expect(!texts(drawn).contains("Primary") && !texts(drawn).contains("No selection"))
        #expect(state.stackTitles == ["Primär"])  // the default primary page is titled in the table's words too
        let placeholder = drawn.commands.first { if case .text("Keine Auswahl", _, _, _) = $0 { true } else { false } }
        if case .text(_, let style, _, _)? = placeholder { #expect(style.color == Appearance.dark.palette.secondaryLabel) }
        // A split view made without content follows its own appearance, a new one included.
        let split = SplitView(state)
        var own = DisplayList()
        split.draw(into: &own)
        #expect(texts(own).contains("Primär") && texts(own).contains("Keine Auswahl"))
        split.send(.setAppearance(.light))
        own = DisplayList()
        split.draw(into: &own)
        #expect(texts(own).contains("Primary") && texts(own).contains("No selection"))
        // The function without an appearance stays the English it always was.
        #expect(SplitView.untitledContent(.primary).title == "Primary" && SplitStrings.Key.primary.english == "Primary")
    }
}
