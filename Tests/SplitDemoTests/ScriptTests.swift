// Script parsing (SPEC §8.1): every step form, and rejections that name the step and what is wrong.
import Foundation
import Testing
import SplitKit
import SplitKitScripting
import SplitKitSDL
@testable import SplitDemo

@MainActor
@Suite("Scripts")
struct ScriptTests {
    func parse(_ text: String) throws(ScriptError) -> [ScriptStep] {
        try Script.parse(text, keyNamed: EventTranslator.key(named:)).steps
    }

    @Test func everyStepFormParses() throws {
        let steps = try parse("""
            [{"resize": [1200, 800]}, {"shot": "tiled"},
             {"drag": {"from": [400, 300], "to": [600, 300], "duration": 0.3}},
             {"down": [10, 300]}, {"move": [200, 300]}, {"up": [200, 300]},
             {"tap": [900, 400]}, {"doubleTap": [364, 10]}, {"key": "Escape"}, {"key": "Ctrl+Shift+Left"},
             {"text": "héllo"}, {"wheel": {"at": [100, 100], "dy": 44}}, {"wait": 0.5},
             {"expect": {"sizeClass": "regular", "primary.w": 320, "selection": null}}]
            """)
        #expect(steps.count == 14)
        #expect(steps[0] == .resize(Size(width: 1200, height: 800)))
        #expect(steps[2] == .drag(from: Point(x: 400, y: 300), to: Point(x: 600, y: 300), duration: 0.3))
        #expect(steps[9] == .key(.left, [.control, .shift]))
        #expect(steps[10] == .text("héllo"))
        guard case .expect(let expected, let order) = steps[13] else {
            Issue.record("not an expect")
            return
        }
        #expect(order == ["primary.w", "selection", "sizeClass"])  // sorted by key
        #expect(expected["selection"] == .null)
    }

    @Test(arguments: [
        ("{\"shot\": 1}", nil as Int?, "a JSON array of steps"),
        ("[{\"shot\": \"a\"}, {\"fly\": 1}]", 1, "unknown step 'fly'"),
        ("[{\"resize\": [100]}]", 0, "resize needs [width, height]"),
        ("[{\"resize\": [0, 100]}]", 0, "out of range"),
        ("[{\"wait\": -1}]", 0, "wait needs a number of seconds"),
        ("[{\"key\": \"Hyper+A\"}]", 0, "unknown modifier 'Hyper'"),
        ("[{\"key\": \"Nope\"}]", 0, "unknown key name 'Nope'"),
        ("[{\"drag\": {\"from\": [0, 0]}}]", 0, "drag needs"),
        ("[{\"shot\": \"../x\"}]", 0, "without '/'"),
        ("[{\"expect\": {}}]", 0, "expect needs"),
        ("[{\"tap\": [1, 2], \"up\": [1, 2]}]", 0, "exactly one key"),
        ("[{\"wait\": 1}, 5]", 1, "each step is an object with exactly one key, one of: resize, down"),
        ("[{\"drag\": {\"from\": [0, \"0\"], \"to\": [1, 1], \"duration\": 1}}]", 0, "drag.from needs [x, y], two numbers"),
        ("[{\"tap\": [1, 2]}", nil, "line 1, column 17: the text ends early: expected ',' or ']'"),
        ("[{\"wait\": +1}]", nil, "line 1, column 11"),
        ("[{\"wait\": 01}]", nil, "line 1, column 12: the number 01 has a leading zero"),
        ("[{\"wait\": 1.}]", nil, "line 1, column 13"),
        ("[{\"wait\": .5}]", nil, "line 1, column 11"),
        ("[{\"text\": \"\\u+12a\"}]", nil, "line 1, column 12: the escape \\u+12a needs four hex digits after \\u"),
        ("[{\"wait\": 1},\n {\"shot\": \"a\"},\n]", nil, "line 2, column 15: a trailing comma before ']'"),
        ("[{\"expect\": {\"a\": 1,}}]", nil, "line 1, column 20: a trailing comma before '}'"),
        ("[{\"key\": \"Hyper++\"}]", 0, "unknown modifier 'Hyper'"),
        (String(repeating: "[", count: 5000) + String(repeating: "]", count: 5000), nil, "nested more than 512 levels deep"),
    ])
    func malformedScriptsAreRejectedWithTheStepAndTheProblem(text: String, step: Int?, message: String) {
        expectRejection(text, step: step, message)
    }

    // Issue 16: a range message names the value and the range the check really uses.
    @Test(arguments: [
        (#"[{"drag": {"from": [10,10], "to": [20,20], "duration": 1e9}}]"#, 0,
         "drag duration 1000000000 is out of range: drag needs a duration from 0 to 600 seconds"),
        (#"[{"drag": {"from": [0, 0], "to": [1, 1]}}]"#, 0, #""duration": seconds from 0 to 600}"#),
        (#"[{"scroll": {"at": [5, 5], "dx": 10, "duration": 601}}]"#, 0,
         "scroll duration 601 is out of range: scroll needs a duration from 0 to 600 seconds"),
        (#"[{"wait": 0}, {"touch": {"from": [1, 1], "to": [1, 1], "duration": -0.5}}]"#, 1,
         "touch duration -0.5 is out of range: touch needs a duration from 0 to 600 seconds"),
        (#"[{"wait": 600.5}]"#, 0, "wait 600.5 is out of range: wait needs a number of seconds from 0 to 600"),
        (#"[{"wait": -0.00001}]"#, 0, "wait -1e-05 is out of range"),  // not rounded to "-0"
        (#"[{"scroll": {"at": [5, 5], "dx": 0, "duration": 1}}]"#, 0, #"scroll needs a nonzero "dx" or "dy""#),
        (#"[{"resize": [1.7976931348623157e308, 800]}]"#, 0, "resize [1.7976931348623157e+308, 800] is out of range"),
    ])
    func outOfRangeNumbersAreNamedWithTheRangeTheyMustBeIn(text: String, step: Int, message: String) {
        expectRejection(text, step: step, message)
    }

    // Issue 16: Foundation refuses numbers beyond a Double without saying where they are.
    @Test(arguments: [
        (#"[{"wait": 1e309}]"#, 0 as Int?,
         "step 0: line 1, column 11: the number 1e309 is too large (beyond ±1.8e308); wait needs a number of seconds from 0 to 600"),
        ("[{\"shot\": \"a\"},\n {\"drag\": {\"from\": [0, -1E+999], \"to\": [1, 1], \"duration\": 1}}]", 1,
         #"step 1: line 2, column 24: the number -1E+999 is too large (beyond ±1.8e308); drag needs {"from""#),
        (#"[{"wait": 1.7976931348623159e308}]"#, 0, "line 1, column 11: the number 1.7976931348623159e308 is too large"),
        (#"[1e309]"#, 0, "step 0: line 1, column 2: the number 1e309 is too large (beyond ±1.8e308)"),
        (#"1e999"#, nil, "line 1, column 1: the number 1e999 is too large"),
        (#"{"0": 1e999}"#, nil, "line 1, column 7: the number 1e999 is too large"),  // a key "0" is not step 0
    ])
    func numbersTooLargeForADoubleAreNamedInTheirStepWithItsRule(text: String, step: Int?, message: String) {
        expectRejection(text, step: step, message)
    }

    // Issue 25: JSONDecoder kept one of two equal keys without a word ({"wait": 1, "wait": 700} waited 1 s);
    // a key twice in one object, anywhere in a step, names the step, the line and column, and the first one.
    @Test(arguments: [
        (#"[{"wait":1,"wait":700}]"#, 0 as Int?,
         #"step 0: line 1, column 12: the key "wait" appears twice in one object (first at line 1, column 3); "#
            + "JSON objects take each key once, and one of the two would be lost: remove one"),
        ("[{\"wait\": 0},\n {\"drag\": {\"from\": [0, 0], \"to\": [1, 1],\n  \"from\": [2, 2], \"duration\": 1}}]", 1,
         #"step 1: line 3, column 3: the key "from" appears twice in one object (first at line 2, column 12)"#),
        (#"[{"shot": "a"}, {"wait": 0}, {"expect": {"primary.w": 1, "stack": ["a"], "primary.w": 2}}]"#, 2,
         #"column 74: the key "primary.w" appears twice in one object (first at line 1, column 42)"#),
        // Equal as JSONDecoder reads them: an escape, or the same text in another Unicode form.
        (#"[{"w\u0061it": 1, "wait": 2}]"#, 0, #"column 19: the key "wait" appears twice"#),
        ("[{\"expect\": {\"\u{E9}\": 1, \"e\\u0301\": 2}}]", 0, "column 22: the key \"e\u{301}\" appears twice"),
        (#"{"a": {"b": 1}, "a": 2}"#, nil, #"line 1, column 17: the key "a" appears twice in one object (first at line 1, column 2)"#),
    ])
    func aKeyTwiceInOneObjectIsNamedWithItsStepLineAndColumn(text: String, step: Int?, message: String) {
        expectRejection(text, step: step, message)
    }

    @Test func equalKeysInDifferentObjectsAreFine() throws {
        #expect(try parse(#"[{"wait": 1}, {"wait": 2}, {"expect": {"a": {"a": 1}, "b": {"a": 2}}}]"#).count == 3)
        let value = try JSONReader.parse(#"{"a": {"b": 1}, "b": [{"b": 2}, {"b": 3}]}"#)
        #expect(value.value(at: "b.1.b") == .number(3))
    }

    // Issue 25: `[{"key": "Ctrl+Q"}, {"expect": ...}]` passed with its expect never checked; a script must end at
    // the key its scene quits on, and says so before anything runs.
    @Test(arguments: [
        (#"[{"key": "Ctrl+Q"}, {"expect": {"primary.w": 1}}]"#,
         "step 1 comes after Ctrl+Q at step 0 and would never run: Ctrl+Q quits. Make Ctrl+Q the last step, or remove step 1"),
        (#"[{"wait": 1}, {"key": "control+q"}, {"shot": "a"}, {"wait": 1}]"#,
         "step 2 comes after control+q at step 1 and would never run: control+q quits. Make control+q the last step, or remove steps 2 to 3"),
    ])
    func stepsAfterTheQuitKeyAreRefusedBeforeTheRun(text: String, message: String) {
        #expect {
            try Script.parse(text, keyNamed: EventTranslator.key(named:), quits: SceneHost.isQuitKey)
        } throws: { error in
            "\(error)" == message
        }
    }

    @Test func aQuitKeyMayEndAScriptAndOtherKeysDoNotQuit() throws {
        #expect(try parse(#"[{"wait": 1}, {"key": "Ctrl+Q"}]"#).count == 2)
        #expect(try parse(#"[{"key": "Ctrl+Shift+Q"}, {"key": "Q"}, {"wait": 1}]"#).count == 3)
        // The scene says which keys quit it.
        #expect(try Script.parse(#"[{"key": "Ctrl+Q"}, {"wait": 1}]"#, keyNamed: EventTranslator.key(named:), quits: { _, _ in false })
            .steps.count == 2)
        #expect {
            try Script.parse(#"[{"key": "Escape"}, {"wait": 1}]"#, keyNamed: EventTranslator.key(named:), quits: { key, _ in key == .escape })
        } throws: { error in
            "\(error)".hasPrefix("step 1 comes after Escape at step 0")
        }
        // The host's rule is the one its input handling follows.
        let host = SceneHost(scene: try MailScene(configuration: MailScene.configuration, window: Size(width: 1200, height: 800), appearance: .light, savedPrimaryWidth: nil))
        #expect(host.quits(on: .character("Q"), .control) && SceneHost.isQuitKey(.character("Q"), .control))
        host.handle(.key(.character("Q"), [.control, .shift], time: 0))
        #expect(!host.wantsToQuit && !host.quits(on: .character("Q"), [.control, .shift]))
        host.handle(.key(.character("Q"), .control, time: 0))
        #expect(host.wantsToQuit)
    }

    // Issue 25: a NUL wrote a file under a shorter name and blamed a full disk; ".." was refused as "without '/'";
    // a name too long for a file said "check the folder exists". Each is named before the run, with what to do.
    @Test(arguments: [
        (#"[{"shot": "a\u0000b"}]"#, #"step 0: shot "a\u0000b" holds a NUL character (\u0000), which no file name can hold: remove it"#),
        (#"[{"shot": ".."}]"#, #"step 0: shot ".." is the name of a folder (the one above), not of a screenshot: "#
            + #"give it a file name such as "tiled" (it writes NAME.png in the output folder)"#),
        (#"[{"shot": "."}]"#, #"step 0: shot "." is the name of a folder (this one)"#),
        (#"[{"wait": 0}, {"shot": "\#(String(repeating: "é", count: 126))"}]"#,
         #"step 1: shot "ééééééééééééééééééééééééééééé…" (252 bytes) is too long: the file NAME.png would be 256 bytes, "#
            + "and a file name can be at most 255 bytes: shorten the name to 251 bytes or fewer"),
        (#"[{"shot": ""}]"#, #"step 0: shot "" has no name: shot needs a file name without '/'"#),
        (#"[{"shot": "a/b"}]"#, #"step 0: shot "a/b" holds a '/': shot needs a file name without '/'"#),
    ])
    func shotNamesNoFileCanHaveAreNamedWithWhatIsWrong(text: String, message: String) {
        #expect {
            try parse(text)
        } throws: { error in
            "\(error)" == message || "\(error)".hasPrefix(message)
        }
    }

    @Test func theLongestShotNameFillsAFileNameExactly() throws {
        let name = String(repeating: "x", count: 251)
        #expect(try parse(#"[{"shot": "\#(name)"}, {"shot": "...x"}]"#) == [.shot(name), .shot("...x")])
    }

    private func expectRejection(_ text: String, step: Int?, _ message: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(sourceLocation: sourceLocation) {
            try parse(text)
        } throws: { error in
            guard let error = error as? ScriptError else { return false }
            return error.step == step && error.description.contains(message)
                && (step == nil || error.description.hasPrefix("step \(step!):"))
        }
    }
}

@MainActor
@Suite("Strict JSON")
struct StrictJSONTests {
    @Test func surrogatePairsAreOneCharacterAndAPlusIsAKey() throws {
        let steps = try Script.parse(#"[{"text": "\ud83d\ude00"}, {"key": "+"}, {"key": "Ctrl++"}]"#, keyNamed: EventTranslator.key(named:)).steps
        #expect(steps[0] == .text("😀"))
        #expect(steps[1] == .key(.character("+"), []))
        #expect(steps[2] == .key(.character("+"), .control))
    }

    // Issue 25: a script saved with a UTF-8 byte order mark (as some editors save) was refused at its first
    // character, an invisible one; the mark is passed over, and lines and columns are counted without it.
    @Test func aByteOrderMarkAtTheStartIsPassedOver() throws {
        let mark = Data([0xEF, 0xBB, 0xBF])
        let steps = try Script.parse(mark + Data(#"[{"wait": 1}, {"text": "\u00e9"}]"#.utf8), keyNamed: EventTranslator.key(named:)).steps
        #expect(steps == [.wait(1), .text("é")])
        #expect(try JSONReader.parse(mark + Data("[1]".utf8)) == .array([.number(1)]))
        #expect {
            try Script.parse(mark + Data(#"[{"wait": 01}]"#.utf8), keyNamed: EventTranslator.key(named:))
        } throws: { error in
            "\(error)" == "not valid JSON: line 1, column 12: the number 01 has a leading zero; JSON writes no zeros before a number's first digit"
        }
        // Only at the start: anywhere else U+FEFF is a character JSON does not allow between values.
        #expect {
            try JSONReader.parse(Data("[1,".utf8) + mark + Data("2]".utf8))
        } throws: { error in
            "\(error)".hasPrefix("line 1, column 4: expected a value")
        }
    }

    @Test func textThatIsNotUTF8IsNamedAsSuch() {
        let bytes = Data([0x5B, 0x7B, 0x22, 0x74, 0x65, 0x78, 0x74, 0x22, 0x3A, 0x20, 0x22, 0xFF, 0x22, 0x7D, 0x5D])  // [{"text": "\xFF"}]
        #expect {
            try Script.parse(bytes, keyNamed: EventTranslator.key(named:))
        } throws: { error in
            "\(error)".contains("line 1, column 12: not UTF-8 text (byte 0xFF)")
        }
    }

    // Issue 16: Foundation blames a lone surrogate on the end of the file; the escape itself is named instead.
    @Test(arguments: [
        (#"[{"text": "a\ud800b"}]"#, "not valid JSON: line 1, column 13: the escape \\ud800 is a lone surrogate: "
            + "a high surrogate (\\ud800–\\udbff) must be followed by a low one (\\udc00–\\udfff)"),
        (#"[{"text": "\uDC00"}]"#, "line 1, column 12: the escape \\uDC00 is a lone surrogate: "
            + "a low surrogate (\\udc00–\\udfff) must follow a high one (\\ud800–\\udbff)"),
        (#"["é\ud800"]"#, "line 1, column 4: the escape \\ud800 is a lone surrogate"),  // columns count characters
        // An escaped backslash and a whole pair are passed over; a high surrogate followed by another is lone.
        ("[{\"text\": \"\\\\ud800 \\ud83d\\ude00\"},\n {\"text\": \"\\ud83d\\ud83d\\ude00\"}]",
         "line 2, column 12: the escape \\ud83d is a lone surrogate: a high surrogate"),
    ])
    func loneSurrogateEscapesAreNamedWhereTheyAre(text: String, message: String) {
        #expect {
            try Script.parse(text, keyNamed: EventTranslator.key(named:))
        } throws: { error in
            "\(error)".contains(message)
        }
    }

    @Test func theFirstMistakeInTheTextIsTheOneReported() {
        #expect {
            try JSONReader.parse("[1e309, 01]")
        } throws: { error in
            "\(error)".hasPrefix("line 1, column 2: the number 1e309 is too large")
        }
        #expect {
            try JSONReader.parse("[01, 1e309, \"\\ud800\"]")
        } throws: { error in
            "\(error)".hasPrefix("line 1, column 3: the number 01 has a leading zero")
        }
    }

    // Issue 16: a caller can place a number too large to read in the document, to say what belongs there.
    @Test func aNumberTooLargeCarriesItsPathIntoTheDocument() {
        func mistake(_ text: String) -> JSONSyntaxError? {
            do {
                _ = try JSONReader.parse(text)
                return nil
            } catch {
                return error
            }
        }
        let nested = mistake(#"{"a": [1, {"s": "[,{", "b": -1e999}]}"#)
        #expect(nested?.kind == .numberTooLarge)
        #expect(nested?.path == [.key("a"), .index(1), .key("b")])
        #expect(nested?.line == 1)
        #expect(nested?.column == 29)
        #expect(mistake(#"{"\u0061\"": 1e999}"#)?.path == [.key("a\"")])  // keys are read with their escapes
        #expect(mistake(#"["x", {"k": 1}, 1e999]"#)?.path == [.index(2)])
        #expect(mistake("[01]")?.kind == .grammar)
    }

    // Issue 25: a caller can place a repeated key in the document, as a number too large.
    @Test func aKeyTwiceCarriesItsPathEndingWithTheKey() {
        #expect {
            try JSONReader.parse(#"[0, {"x": [{"k": 1, "k": 2}]}]"#)
        } throws: { error in
            guard let error = error as? JSONSyntaxError else { return false }
            return error.kind == .duplicateKey && error.path == [.index(1), .key("x"), .index(0), .key("k")]
                && error.line == 1 && error.column == 21
        }
    }

    @Test func anythingAcceptedIsValidJSONAndRoundTrips() throws {
        let deepest = String(repeating: "[", count: JSONReader.maximumDepth) + String(repeating: "]", count: JSONReader.maximumDepth)
        for text in [#"{"b": [1, -2.5, 3e2, true, false, null], "a": "x\"y\\z\n\u00e9/\b"}"#, "[]", "{}", "0", #""\u0000""#,
                     "[0e-999, -0.0e-400]", " {\"a\" :\t[ ] }\r\n", deepest] {
            let value = try JSONReader.parse(text)
            #expect(try JSONReader.parse(value.compactText) == value)
        }
        // Tiny numbers a Double holds are read (the state log's 4 decimals would write them as 0).
        #expect(try JSONReader.parse("[1e-310, 5e-324]") == .array([.number(1e-310), .number(5e-324)]))
    }

    // Issue 17: the reader's own scan names each mistake and its place (no Foundation message is parsed).
    @Test(arguments: [
        ("", "line 1, column 1: the text ends early: expected a value"),
        ("[1 2]", "line 1, column 4: expected ',' or ']', found '2'"),
        ("[1] x", "line 1, column 5: expected the end of the text, found 'x'"),
        ("[tru]", "line 1, column 2: expected a value (a string, number, object, array, true, false or null), found 't'"),
        ("{1: 2}", "line 1, column 2: expected a member's key, a string in double quotes, found '1'"),
        (#"{"a" 1}"#, "line 1, column 6: expected ':' after the key, found '1'"),
        ("[\"a\tb\"]", "line 1, column 4: a raw control character (U+0009) in a string"),
        (#"["\x"]"#, #"line 1, column 3: the escape \x is not one of"#),
        (#"["abc"#, #"line 1, column 6: the text ends early: expected the '"' that closes the string"#),
        ("[-]", "line 1, column 3: expected a digit after '-'"),
        ("[1e]", "line 1, column 4: expected a digit after the exponent's 'e'"),
        ("[\n  é]", "line 2, column 3: expected a value (a string, number, object, array, true, false or null), found 'é'"),
        (String(repeating: "[", count: 513) + String(repeating: "]", count: 513), "line 1, column 513: nested more than 512 levels deep"),
    ])
    func eachMistakeIsNamedWhereItIs(text: String, message: String) {
        #expect {
            try JSONReader.parse(text)
        } throws: { error in
            "\(error)".hasPrefix(message)
        }
    }

    // Issue 17: JSONDecoder refuses a number that rounds to 0 from nonzero digits; it is named like one too large.
    @Test func aNumberTooSmallForADoubleIsNamedInItsStep() {
        #expect {
            try JSONReader.parse("[0, 1e-400]")
        } throws: { error in
            (error as? JSONSyntaxError)?.kind == .numberTooSmall && (error as? JSONSyntaxError)?.path == [.index(1)]
                && "\(error)" == "line 1, column 5: the number 1e-400 is too small (nearer to 0 than ±4.9e-324); write 0"
        }
        #expect {
            try Script.parse(#"[{"wait": 1}, {"wait": -2e-324}]"#, keyNamed: EventTranslator.key(named:))
        } throws: { error in
            "\(error)" == "step 1: line 1, column 24: the number -2e-324 is too small (nearer to 0 than ±4.9e-324); write 0; "
                + "wait needs a number of seconds from 0 to 600"
        }
    }

    // Issue 17: from 1e15 on, ×10000 rounding overflowed to "inf", which is not JSON.
    @Test(arguments: [1e15, -1e15, 123456789012345680, 1e20, 1e305, -Double.greatestFiniteMagnitude, Double.greatestFiniteMagnitude])
    func largeNumbersAreWrittenAsJSONNumbersInFull(value: Double) throws {
        let text = JSONValue.array([.number(value)]).compactText
        #expect(!text.contains("inf"))
        #expect(try JSONReader.parse(text) == .array([.number(value)]), "\(text)")
    }

    @Test func stateLogNumbersKeepFourDecimalsAndStringsAreEscaped() {
        let record = StateLog.record(frame: 3, time: 0.41666666, fields: [("w", .number(319.99999)), ("s", .string("a/\"b\"\n\u{1}"))])
        #expect(record.compactText == #"{"frame":3,"t":0.4167,"w":320,"s":"a/\"b\"\n\u0001"}"#)
    }
}
