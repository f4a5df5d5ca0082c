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
        #expect {
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
        #expect(steps[1] == .key(.other("+"), []))
        #expect(steps[2] == .key(.other("+"), .control))
    }

    @Test func textThatIsNotUTF8IsNamedAsSuch() {
        let bytes = Data([0x5B, 0x7B, 0x22, 0x74, 0x65, 0x78, 0x74, 0x22, 0x3A, 0x20, 0x22, 0xFF, 0x22, 0x7D, 0x5D])  // [{"text": "\xFF"}]
        #expect {
            try Script.parse(bytes, keyNamed: EventTranslator.key(named:))
        } throws: { error in
            "\(error)".contains("line 1, column 12: not UTF-8 text (byte 0xFF)")
        }
    }

    @Test func anythingAcceptedIsValidJSONAndRoundTrips() throws {
        for text in [#"{"b": [1, -2.5, 3e2, true, false, null], "a": "x\"y\\z\n\u00e9"}"#, "[]", "{}", "0", #""\u0000""#] {
            let value = try JSONReader.parse(text)
            #expect(try JSONReader.parse(value.compactText) == value)
        }
    }
}
