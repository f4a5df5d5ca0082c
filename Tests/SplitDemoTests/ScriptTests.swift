// Script parsing (SPEC §8): every step form, and rejections that name the step and what is wrong.
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
        #expect(order == ["sizeClass", "primary.w", "selection"])
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
        ("[{\"tap\": [1, 2]}", nil, "line 1, column"),
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
