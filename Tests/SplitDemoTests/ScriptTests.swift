// Script parsing (SPEC §8): every step form, and rejections that name the step and what is wrong.
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
        ("[{\"tap\": [1, 2]}", nil, "line 1, column 17: Unexpected end of file"),
        ("[{\"wait\": +1}]", nil, "line 1, column 11"),
        ("[{\"wait\": 01}]", nil, "line 1, column 12: Number with leading zero"),
        ("[{\"wait\": 1.}]", nil, "line 1, column 13"),
        ("[{\"wait\": .5}]", nil, "line 1, column 11"),
        ("[{\"text\": \"\\u+12a\"}]", nil, "Invalid hex encoded sequence"),
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
            "\(error)".hasPrefix("line 1, column 3: Number with leading zero")
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

    @Test func anythingAcceptedIsValidJSONAndRoundTrips() throws {
        for text in [#"{"b": [1, -2.5, 3e2, true, false, null], "a": "x\"y\\z\n\u00e9"}"#, "[]", "{}", "0", #""\u0000""#] {
            let value = try JSONReader.parse(text)
            #expect(try JSONReader.parse(value.compactText) == value)
        }
    }
}
