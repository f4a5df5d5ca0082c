// Keys offered to the screen reader first: SDL keys as X keysyms and masks, and the window's input held behind an
// offered key until its answer, let through in order, a consumed press dropping its key and text.
import CSDL2
import SplitKit
import Testing
@testable import SplitKitSDL

@Suite("Keys offered to assistive technologies")
struct AssistiveKeyTests {
    func sdlKey(_ sym: Int, scancode: SDL_Scancode = SDL_SCANCODE_UNKNOWN, mod: SDL_Keymod = KMOD_NONE, up: Bool = false) -> SDL_Event {
        var event = SDL_Event()
        event.type = (up ? SDL_KEYUP : SDL_KEYDOWN).rawValue
        event.key.keysym.sym = SDL_Keycode(sym)
        event.key.keysym.scancode = scancode
        event.key.keysym.mod = UInt16(mod.rawValue)
        event.key.timestamp = 4242
        return event
    }

    @Test func sdlKeysBecomeXKeysymsWithTheirNamesOrText() throws {
        let f9 = try #require(EventTranslator.assistiveKey(sdlKey(Int(SDLK_F9.rawValue), scancode: SDL_SCANCODE_F9)) { $0 == 0xffc6 ? 75 : 0 })
        #expect(f9 == AccessibilityKeyEvent(isPress: true, keysym: 0xffc6, keycode: 75, modifiers: 0, timestamp: 4242, text: "F9", isText: false))
        let shiftedA = try #require(EventTranslator.assistiveKey(sdlKey(0x61, mod: KMOD_LSHIFT, up: true)))
        #expect(shiftedA.keysym == 0x41 && shiftedA.text == "A" && shiftedA.isText && !shiftedA.isPress && shiftedA.modifiers == 1)
        let insert = try #require(EventTranslator.assistiveKey(sdlKey(Int(SDLK_INSERT.rawValue), scancode: SDL_SCANCODE_INSERT)))
        #expect(insert.keysym == 0xff63 && insert.text == "Insert" && !insert.isText)
        // The keypad as X maps it: Num Lock off gives Orca's modifier KP_Insert and its "where am I" KP_Enter.
        #expect(EventTranslator.xKeysym(sdlKey(Int(SDLK_KP_0.rawValue), scancode: SDL_SCANCODE_KP_0).key.keysym) == 0xff9e)
        #expect(EventTranslator.xKeysym(sdlKey(Int(SDLK_KP_0.rawValue), scancode: SDL_SCANCODE_KP_0, mod: KMOD_NUM).key.keysym) == 0xffb0)
        #expect(EventTranslator.xKeysym(sdlKey(Int(SDLK_KP_ENTER.rawValue), scancode: SDL_SCANCODE_KP_ENTER).key.keysym) == 0xff8d)
        #expect(EventTranslator.xKeysym(sdlKey(0x09).key.keysym) == 0xff09)
        #expect(EventTranslator.xKeysym(sdlKey(0x05d0).key.keysym) == 0x0100_05d0)  // Hebrew alef, a Unicode keysym
        #expect(EventTranslator.xModifiers(UInt32(KMOD_LCTRL.rawValue | KMOD_RALT.rawValue | KMOD_CAPS.rawValue | KMOD_NUM.rawValue)) == 4 | 8 | 2 | 16)
        var motion = SDL_Event()
        motion.type = SDL_MOUSEMOTION.rawValue
        #expect(EventTranslator.assistiveKey(motion) == nil)
    }

    let press = AccessibilityKeyEvent(isPress: true, keysym: 0x68, keycode: 43, modifiers: 0, timestamp: 1, text: "h", isText: true)
    var release: AccessibilityKeyEvent {
        AccessibilityKeyEvent(isPress: false, keysym: 0x68, keycode: 43, modifiers: 0, timestamp: 2, text: "h", isText: true)
    }

    /// One key press as the window reads it: offered, its key input, the text it typed; then its release.
    var typedH: [WindowEvent] {
        [.assistiveKey(press), .input(.key(.character("h"), [], time: 1)), .input(.text("h", time: 1)), .assistiveKey(release)]
    }

    @Test func inputWaitsBehindAnOfferedKeyAndComesOutInOrder() {
        var gate = AssistiveKeyGate()
        let move = WindowEvent.input(.pointerMove(Point(x: 5, y: 5), time: 1.5))
        #expect(gate.admit(typedH + [move, .redraw], now: 0) { _ in true } == [.redraw])  // never held: a redraw
        #expect(gate.isHolding)
        #expect(gate.release(answers: [], now: 0.1).isEmpty)
        #expect(gate.release(answers: [false], now: 0.1) == [typedH[1], typedH[2]])  // not consumed: as if never held
        #expect(gate.release(answers: [false], now: 0.2) == [move])
        #expect(!gate.isHolding)
    }

    @Test func aConsumedPressDropsItsKeyAndTextButNotWhatFollows() {
        var gate = AssistiveKeyGate()
        let f9 = AccessibilityKeyEvent(isPress: true, keysym: 0xffc6, keycode: 75, modifiers: 0, timestamp: 3, text: "F9", isText: false)
        let next: [WindowEvent] = [.assistiveKey(f9), .input(.key(.f9, [], time: 3))]
        _ = gate.admit(typedH + next, now: 0) { _ in true }
        #expect(gate.release(answers: [true, true, false], now: 0.1) == [.input(.key(.f9, [], time: 3))])
        #expect(!gate.isHolding)
    }

    @Test func aKeyNotOfferedIsHandledAtOnceAndALateAnswerLetsItThrough() {
        var gate = AssistiveKeyGate()
        #expect(gate.admit(typedH, now: 0) { _ in false } == [typedH[1], typedH[2]])
        var slow = AssistiveKeyGate()
        _ = slow.admit(Array(typedH.prefix(3)), now: 0) { _ in true }
        #expect(slow.release(answers: [], now: AssistiveKeyGate.giveUpAfter - 0.01).isEmpty)
        #expect(slow.release(answers: [], now: AssistiveKeyGate.giveUpAfter) == [typedH[1], typedH[2]])
        // Its answer, when it comes, is not taken for the next key's.
        _ = slow.admit(Array(typedH.prefix(3)), now: 2) { _ in true }
        #expect(slow.release(answers: [true], now: 2.1).isEmpty)
        #expect(slow.release(answers: [true], now: 2.2).isEmpty)  // consumed: its key and text dropped
        #expect(!slow.isHolding)
    }
}
