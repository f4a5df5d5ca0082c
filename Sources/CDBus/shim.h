// C shim: libdbus-1 for Swift (the AT-SPI bridge). Only non-variadic calls are used from Swift: messages are
// built and read with DBusMessageIter, never with dbus_message_append_args or dbus_message_get_args.
#ifndef CDBUS_SHIM_H
#define CDBUS_SHIM_H
#include <dbus/dbus.h>

/// A DBusError that says nothing yet (the struct's bitfields are not for Swift to set up).
static inline DBusError cdbus_error_make(void) {
    DBusError error;
    dbus_error_init(&error);
    return error;
}
#endif
