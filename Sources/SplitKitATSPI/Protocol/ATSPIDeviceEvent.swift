// A key as the registry's DeviceEventController takes it: AT-SPI's DeviceEvent structure.
import SplitKitDBus
import SplitKit

extension ATSPI {
    /// `key` as AT-SPI's `DeviceEvent`: type (0 press, 1 release), keysym, hardware keycode, modifier mask, timestamp,
    /// the text or the key's name, and whether that is text — what `NotifyListenersSync` passes to Orca. The registry
    /// of at-spi2-core 2.46 reads it as `(uiiiisb)`, as GTK's bridge sends it; the `(uiuuisb)` its introspection data
    /// names is refused with InvalidArgs (tried: Orca then hears no key).
    static func deviceEvent(_ key: AccessibilityKeyEvent) -> DBusValue {
        .structure([.uint32(key.isPress ? 0 : 1), .int32(Int32(bitPattern: key.keysym)), .int32(Int32(bitPattern: key.keycode)),
                    .int32(Int32(bitPattern: key.modifiers)), .int32(Int32(bitPattern: key.timestamp)), .string(key.text), .boolean(key.isText)])
    }
}
