// The Swift floor for bench-cli: the least a Swift program with the static runtime can do to
// apply a theme. One blocking libdbus call (`Apply`), no argument parsing, no error texts, no
// project code: what any Swift client pays on top of `dbus-send` is start-up of the runtime.
//
//   apply THEME ADDRESS    exits 0 when the daemon applied THEME, 1 otherwise
//
// Build (bench-cli.sh does): swiftc -O -static-stdlib -I Sources/CDBus \
//     $(pkg-config --cflags-only-I dbus-1 | sed 's/-I/-Xcc -I/g') apply.swift -o apply
import CDBus
import Glibc

let arguments = CommandLine.arguments
guard arguments.count == 3 else { exit(2) }
var error = DBusError()
dbus_error_init(&error)
guard let connection = dbus_connection_open_private(arguments[2], &error), dbus_bus_register(connection, &error) != 0,
      let call = dbus_message_new_method_call(
          "org.themeswitch.Theme1", "/org/themeswitch/Theme1", "org.themeswitch.Theme1", "Apply") else { exit(1) }
var iter = DBusMessageIter()
dbus_message_iter_init_append(call, &iter)
let appended = arguments[1].withCString { text in
    var pointer: UnsafePointer<CChar>? = text
    return dbus_message_iter_append_basic(&iter, Int32(UInt8(ascii: "s")), &pointer) != 0
}
let reply = appended ? dbus_connection_send_with_reply_and_block(connection, call, 25_000, &error) : nil
dbus_connection_close(connection)
exit(reply == nil ? 1 : 0)
