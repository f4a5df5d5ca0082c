// fontconfig's answers kept between runs: a second start with nothing changed asks fontconfig nothing and draws with
// the same faces; a change to anything fontconfig reads, or to its language, drops them; a file that is not theirs is
// passed over and replaced; and paths of any bytes survive the file.
import CSDL2
import Foundation
import Glibc
import SplitKit
import SplitKitStorage
import Testing
@testable import SplitKitSDL

@Suite("fontconfig answers")
struct FontconfigAnswersTests {
    let style = TextStyle(size: 17, color: Color(hex: 0x000000))

    /// A private folder (removed afterwards) standing for HOME, the answers' file in it, and the environment of a
    /// run whose HOME it is.
    static func withHome(_ body: (_ home: String, _ file: String, _ environment: [String: String]) throws -> Void) throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("splitview-answers-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: home + "/.cache/app", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: home) }
        try body(home, home + "/.cache/app/fontconfig-answers", ["HOME": home, "LANG": "C.UTF-8"])
    }

    @Test func aSecondStartWithNothingChangedAsksFontconfigNothing() throws {
        try Self.withHome { _, file, environment in
            let first = FontconfigAnswers(file: file, environment: environment)
            let sans = try #require(first.sansSerif())
            let emoji = first.face(.init(family: "emoji", scalar: 0x1F680, colourOnly: true))
            let ideograph = first.face(.init(family: "sans-serif", scalar: 0x65E5, colourOnly: false))
            let nothing = first.face(.init(family: "sans-serif", scalar: 0x10FFFD, colourOnly: false))  // no font has it
            #expect(first.fontconfigQuestions == 4)
            try first.save()
            #expect(FileInput.kind(of: file) == .regular)

            let second = FontconfigAnswers(file: file, environment: environment)
            #expect(second.sansSerif() == sans)
            #expect(second.face(.init(family: "emoji", scalar: 0x1F680, colourOnly: true)) == emoji)
            #expect(second.face(.init(family: "sans-serif", scalar: 0x65E5, colourOnly: false)) == ideograph)
            #expect(second.face(.init(family: "sans-serif", scalar: 0x10FFFD, colourOnly: false)) == nothing)
            #expect(second.fontconfigQuestions == 0)
            // A question the file does not hold is asked, and kept for the next start.
            _ = second.face(.init(family: "sans-serif", scalar: 0x0E01, colourOnly: false))  // Thai
            #expect(second.fontconfigQuestions == 1)
        }
    }

    @Test func textDrawnWithKeptAnswersUsesTheSameFacesWithoutFontconfig() throws {
        try Self.withHome { _, file, environment in
            let text = "日本語 🚀 שלום"
            let asked = FontconfigAnswers(file: file, environment: environment)
            let first = try FontSet(path: try FontLocator.fontPath(explicitPath: nil, answers: asked), answers: asked)
            let width = try first.pixelWidth(of: text, style: style, scale: 1)
            #expect(asked.fontconfigQuestions >= 2)
            try asked.save()

            let kept = FontconfigAnswers(file: file, environment: environment)
            let second = try FontSet(path: try FontLocator.fontPath(explicitPath: nil, answers: kept), answers: kept)
            #expect(try second.pixelWidth(of: text, style: style, scale: 1) == width)
            #expect(second.withLock { second.fallbackFiles.map(\.path) } == first.withLock { first.fallbackFiles.map(\.path) })
            #expect(kept.fontconfigQuestions == 0)
        }
    }

    @Test func aChangeToWhatFontconfigReadsDropsTheAnswers() throws {
        try Self.withHome { home, file, environment in
            let first = FontconfigAnswers(file: file, environment: environment)
            _ = first.sansSerif()
            try first.save()
            // The user's fonts.conf appears (fontconfig reads it only when it exists).
            try "<fontconfig/>".write(toFile: home + "/.fonts.conf", atomically: false, encoding: .utf8)
            let afterConfig = FontconfigAnswers(file: file, environment: environment)
            _ = afterConfig.sansSerif()
            #expect(afterConfig.fontconfigQuestions == 1)
            try afterConfig.save()
            // Kept again for the new state; then another language drops them.
            let again = FontconfigAnswers(file: file, environment: environment)
            _ = again.sansSerif()
            #expect(again.fontconfigQuestions == 0)
            var japanese = environment
            japanese["LC_ALL"] = "ja_JP.UTF-8"
            let otherLanguage = FontconfigAnswers(file: file, environment: japanese)
            _ = otherLanguage.sansSerif()
            #expect(otherLanguage.fontconfigQuestions == 1)
            // More font folders for a sandbox's session (XDG_DATA_DIRS) are another set of fonts.
            var sandbox = environment
            sandbox["XDG_DATA_DIRS"] = home + "/share:/usr/share"
            let otherFolders = FontconfigAnswers(file: file, environment: sandbox)
            _ = otherFolders.sansSerif()
            #expect(otherFolders.fontconfigQuestions == 1)
            // LC_ALL, LC_CTYPE or LANG: the same language is the same answers.
            let sameLanguage = FontconfigAnswers(file: file, environment: ["HOME": home, "LC_ALL": "C.UTF-8"])
            _ = sameLanguage.sansSerif()
            #expect(sameLanguage.fontconfigQuestions == 0)
        }
    }

    @Test(arguments: ["", "not the answers\n", "splitview-fontconfig-answers\t2\nface\tx\t/p\tnot-a-number\t1\t0\n",
                      "splitview-fontconfig-answers\t1\n", "splitview-fontconfig-answers\t2\nwhat\tis\tthis\n"])
    func aFileThatIsNotTheAnswersIsPassedOverAndReplaced(_ content: String) throws {
        try Self.withHome { _, file, environment in
            try content.write(toFile: file, atomically: false, encoding: .utf8)
            let answers = FontconfigAnswers(file: file, environment: environment)
            #expect(answers.sansSerif() != nil)
            #expect(answers.fontconfigQuestions == 1)
            try answers.save()
            let next = FontconfigAnswers(file: file, environment: environment)
            _ = next.sansSerif()
            #expect(next.fontconfigQuestions == 0)
        }
    }

    @Test func aFolderOrAPipeWhereTheFileGoesIsNotRead() throws {
        try Self.withHome { _, file, environment in
            #expect(mkfifo(file, 0o600) == 0)  // read, it would wait forever
            let answers = FontconfigAnswers(file: file, environment: environment)
            #expect(answers.sansSerif() != nil)
            #expect(answers.fontconfigQuestions == 1)
            unlink(file)
            try FileManager.default.createDirectory(atPath: file, withIntermediateDirectories: true)
            let beside = FontconfigAnswers(file: file, environment: environment)
            #expect(beside.sansSerif() != nil)
            #expect(beside.fontconfigQuestions == 1)
            #expect(throws: FileError.self) { try beside.save() }  // a folder is not replaced
            #expect(FileInput.kind(of: file) == .directory)
        }
    }

    @Test func answersSomeoneElseCouldHaveWrittenAreNotRead() throws {
        try Self.withHome { _, file, environment in
            let first = FontconfigAnswers(file: file, environment: environment)
            _ = first.sansSerif()
            try first.save()
            #expect(chmod(file, 0o666) == 0)  // writable by anyone: not read
            let planted = FontconfigAnswers(file: file, environment: environment)
            _ = planted.sansSerif()
            #expect(planted.fontconfigQuestions == 1)
            #expect(chmod(file, 0o600) == 0)
            let own = FontconfigAnswers(file: file, environment: environment)
            _ = own.sansSerif()
            #expect(own.fontconfigQuestions == 0)
            // Nor a file of more than a megabyte.
            let huge = String(repeating: "x", count: FontconfigAnswers.largestFile + 1)
            try (FontconfigAnswers.Kept.firstLine + "\n" + huge).write(toFile: file, atomically: false, encoding: .utf8)
            let big = FontconfigAnswers(file: file, environment: environment)
            _ = big.sansSerif()
            #expect(big.fontconfigQuestions == 1)
        }
    }

    @Test func pathsOfAnyCharactersSurviveTheFile() throws {
        var kept = FontconfigAnswers.Kept(environment: ["HOME": "/home/a\tb", "language": "he_IL.UTF-8"],
                                          inputs: ["/etc/fonts\\conf\nx": "1:2:3:4.5:6.7", "/missing": "-"])
        kept.sansSerif = "/fonts/tab\there/new\nline/back\\slash ✓\r.ttf\r"
        kept.faces["emoji 1f680 colour"] = FallbackFace(path: "/e\\t.ttf", index: 3, hasOutlines: false, hasColour: true)
        kept.faces["sans-serif 10fffd"] = .some(nil)
        #expect(FontconfigAnswers.Kept(text: kept.text) == kept)
    }
}
