// SDL key presses and releases as AT-SPI's keystroke listeners see them: X keysyms, X modifier masks, key names.
import CSDL2
import CSDLPlatform
import SplitKit

extension EventTranslator {
    /// `event` as a screen reader's keystroke listeners are offered it, when it is a key press or release: the key's
    /// X keysym (from SDL's key and the modifiers held), the hardware keycode `keycode` gives that keysym (the X
    /// server's), the X modifier mask, and the text it types or its keysym's name.
    public static func assistiveKey(_ event: SDL_Event, keycode: (UInt32) -> UInt32 = { _ in 0 }) -> AccessibilityKeyEvent? {
        let type = SDL_EventType(event.type)
        guard type == SDL_KEYDOWN || type == SDL_KEYUP else { return nil }
        let keysym = xKeysym(event.key.keysym)
        guard keysym != 0 else { return nil }
        let typed = typedText(keysym)
        let name = csdl_platform_keysym_name(keysym).map { String(cString: $0) } ?? typed ?? ""
        return AccessibilityKeyEvent(isPress: type == SDL_KEYDOWN, keysym: keysym, keycode: keycode(keysym),
                                     modifiers: xModifiers(UInt32(event.key.keysym.mod)), timestamp: event.key.timestamp,
                                     text: typed ?? name, isText: typed != nil)
    }

    /// The X modifier mask of SDL's modifier state: Shift 1, Lock 2, Control 4, Mod1 (Alt) 8, Mod2 (Num Lock) 16,
    /// Mod4 (Super) 64.
    static func xModifiers(_ mod: UInt32) -> UInt32 {
        let bits: [(UInt32, UInt32)] = [
            (KMOD_LSHIFT.rawValue | KMOD_RSHIFT.rawValue, 1), (KMOD_CAPS.rawValue, 2),
            (KMOD_LCTRL.rawValue | KMOD_RCTRL.rawValue, 4), (KMOD_LALT.rawValue | KMOD_RALT.rawValue, 8),
            (KMOD_NUM.rawValue, 16), (KMOD_LGUI.rawValue | KMOD_RGUI.rawValue, 64),
        ]
        return bits.reduce(0) { mask, bit in mod & bit.0 != 0 ? mask | bit.1 : mask }
    }

    /// The text a keysym types: a printable Latin-1 character or a Unicode keysym's character; nil for keys that
    /// type nothing.
    static func typedText(_ keysym: UInt32) -> String? {
        let scalar: UInt32
        switch keysym {
        case 0x20...0x7e, 0xa0...0xff: scalar = keysym
        case 0x0100_0100...0x0110_ffff: scalar = keysym - 0x0100_0000
        default: return nil
        }
        return Unicode.Scalar(scalar).map { String(Character($0)) }
    }

    /// The X keysym of an SDL key: printable keys by their character (a letter shifted as Shift and Caps Lock make
    /// it), the others from X's keysym table; the keypad by Num Lock, as X maps it. 0 for keys X has no keysym for.
    static func xKeysym(_ key: SDL_Keysym) -> UInt32 {
        let sym = UInt32(bitPattern: key.sym), mod = UInt32(key.mod)
        if sym & UInt32(SDLK_SCANCODE_MASK) == 0 {
            switch sym {
            case 0x08: return 0xff08  // BackSpace
            case 0x09: return 0xff09  // Tab
            case 0x0d: return 0xff0d  // Return
            case 0x1b: return 0xff1b  // Escape
            case 0x7f: return 0xffff  // Delete
            case 0x61...0x7a:
                let shifted = (mod & (KMOD_LSHIFT.rawValue | KMOD_RSHIFT.rawValue) != 0) != (mod & KMOD_CAPS.rawValue != 0)
                return shifted ? sym - 0x20 : sym
            case 0x20...0xff: return sym
            case 0x100...0x10ffff: return 0x0100_0000 + sym
            default: return 0
            }
        }
        let numLock = mod & KMOD_NUM.rawValue != 0
        let scancode = SDL_Scancode(sym & ~UInt32(SDLK_SCANCODE_MASK))
        if let keypad = keypadKeysyms[scancode.rawValue] { return numLock ? keypad.numLock : keypad.navigation }
        if scancode.rawValue >= SDL_SCANCODE_F1.rawValue && scancode.rawValue <= SDL_SCANCODE_F12.rawValue {
            return 0xffbe + scancode.rawValue - SDL_SCANCODE_F1.rawValue
        }
        return otherKeysyms[scancode.rawValue] ?? 0
    }

    /// The keypad's keys: their keysym with Num Lock on, and off.
    private static let keypadKeysyms: [UInt32: (numLock: UInt32, navigation: UInt32)] = [
        SDL_SCANCODE_KP_0.rawValue: (0xffb0, 0xff9e), SDL_SCANCODE_KP_1.rawValue: (0xffb1, 0xff9c),
        SDL_SCANCODE_KP_2.rawValue: (0xffb2, 0xff99), SDL_SCANCODE_KP_3.rawValue: (0xffb3, 0xff9b),
        SDL_SCANCODE_KP_4.rawValue: (0xffb4, 0xff96), SDL_SCANCODE_KP_5.rawValue: (0xffb5, 0xff9d),
        SDL_SCANCODE_KP_6.rawValue: (0xffb6, 0xff98), SDL_SCANCODE_KP_7.rawValue: (0xffb7, 0xff95),
        SDL_SCANCODE_KP_8.rawValue: (0xffb8, 0xff97), SDL_SCANCODE_KP_9.rawValue: (0xffb9, 0xff9a),
        SDL_SCANCODE_KP_PERIOD.rawValue: (0xffae, 0xff9f),
    ]

    /// The other keys that type nothing, by scancode.
    private static let otherKeysyms: [UInt32: UInt32] = [
        SDL_SCANCODE_INSERT.rawValue: 0xff63, SDL_SCANCODE_HOME.rawValue: 0xff50, SDL_SCANCODE_END.rawValue: 0xff57,
        SDL_SCANCODE_PAGEUP.rawValue: 0xff55, SDL_SCANCODE_PAGEDOWN.rawValue: 0xff56, SDL_SCANCODE_LEFT.rawValue: 0xff51,
        SDL_SCANCODE_UP.rawValue: 0xff52, SDL_SCANCODE_RIGHT.rawValue: 0xff53, SDL_SCANCODE_DOWN.rawValue: 0xff54,
        SDL_SCANCODE_KP_ENTER.rawValue: 0xff8d, SDL_SCANCODE_KP_DIVIDE.rawValue: 0xffaf,
        SDL_SCANCODE_KP_MULTIPLY.rawValue: 0xffaa, SDL_SCANCODE_KP_MINUS.rawValue: 0xffad,
        SDL_SCANCODE_KP_PLUS.rawValue: 0xffab, SDL_SCANCODE_LSHIFT.rawValue: 0xffe1, SDL_SCANCODE_RSHIFT.rawValue: 0xffe2,
        SDL_SCANCODE_LCTRL.rawValue: 0xffe3, SDL_SCANCODE_RCTRL.rawValue: 0xffe4, SDL_SCANCODE_CAPSLOCK.rawValue: 0xffe5,
        SDL_SCANCODE_LALT.rawValue: 0xffe9, SDL_SCANCODE_RALT.rawValue: 0xffea, SDL_SCANCODE_LGUI.rawValue: 0xffeb,
        SDL_SCANCODE_RGUI.rawValue: 0xffec, SDL_SCANCODE_NUMLOCKCLEAR.rawValue: 0xff7f,
        SDL_SCANCODE_APPLICATION.rawValue: 0xff67, SDL_SCANCODE_PRINTSCREEN.rawValue: 0xff61,
        SDL_SCANCODE_SCROLLLOCK.rawValue: 0xff14, SDL_SCANCODE_PAUSE.rawValue: 0xff13,
    ]
}
