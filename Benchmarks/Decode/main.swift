// Signal decoding benchmark (not a test). Run in release:
//   swift run -c release --scratch-path .build-perf bench-decode [ITERATIONS]
// Builds the daemon's `ThemeChanged(s theme, s scheme, t serial, a{sv} tokens)` for the
// default theme (every token, as `TokenEncoding` sends them) with raw libdbus, passes it
// through dbus_message_marshal/demarshal so it is exactly what a connection receives, and
// times, per signal, in thread CPU time (steady on a shared machine): `Message(decoding:)`
// (the layer's decode, through its `package` hook); that plus `stringKeyedDictionary` (what
// a plain DBus-layer client does); that plus the client's token decode (`TokenWire.snapshot`,
// what `ThemeClient.updates()` does); and a floor: walking the same message with libdbus's
// iterator, reading every key and value, building nothing.
import BenchmarkSupport
import CDBus
import DBus
import Glibc
import ThemeClient
import ThemeContract
import ThemeCore

let iterations = CommandLine.arguments.dropFirst().first.flatMap { Int($0) } ?? 10_000

// The token set the daemon publishes for the default theme.
guard let tokens = try? ThemeRegistry.builtIn.tokens(themeID: "default", scheme: .light,
                                                      accessibility: AccessibilityFlags()) else {
    fail("cannot resolve the default theme")
}

func appendBasic<T: BitwiseCopyable>(_ iter: inout DBusMessageIter, _ type: Character, _ value: T) {
    var copy = value
    guard let code = type.asciiValue, dbus_message_iter_append_basic(&iter, Int32(code), &copy) != 0 else {
        fail("out of memory")
    }
}

func appendString(_ iter: inout DBusMessageIter, _ text: String) {
    text.withCString { pointer in
        var cString: UnsafePointer<CChar>? = pointer
        guard dbus_message_iter_append_basic(&iter, Int32(UInt8(ascii: "s")), &cString) != 0 else { fail("out of memory") }
    }
}

/// ThemeChanged as the daemon sends it (keys sorted), marshalled and demarshalled.
func buildSignal() -> OpaquePointer {
    guard let message = dbus_message_new_signal(ThemeBus.path.rawValue, ThemeBus.interface, ThemeBus.themeChanged) else {
        fail("out of memory")
    }
    defer { dbus_message_unref(message) }
    var iter = DBusMessageIter()
    dbus_message_iter_init_append(message, &iter)
    appendString(&iter, "default")
    appendString(&iter, "light")
    appendBasic(&iter, "t", UInt64(42))
    var array = DBusMessageIter()
    guard dbus_message_iter_open_container(&iter, Int32(UInt8(ascii: "a")), "{sv}", &array) != 0 else { fail("oom") }
    for key in tokens.sortedKeys {
        guard let token = tokens[key] else { continue }
        var entry = DBusMessageIter(), variant = DBusMessageIter()
        guard dbus_message_iter_open_container(&array, Int32(UInt8(ascii: "e")), nil, &entry) != 0 else { fail("oom") }
        appendString(&entry, key)
        let signature = switch token {
        case .color, .fontDesign, .text: "s"
        case .dimension: "d"
        case .fontWeight: "u"
        case .flag: "b"
        }
        guard dbus_message_iter_open_container(&entry, Int32(UInt8(ascii: "v")), signature, &variant) != 0 else { fail("oom") }
        switch token {
        case .color(let color): appendString(&variant, color.hex)
        case .fontDesign(let design): appendString(&variant, design.rawValue)
        case .dimension(let points): appendBasic(&variant, "d", points)
        case .fontWeight(let weight): appendBasic(&variant, "u", weight)
        case .text(let text): appendString(&variant, text)
        case .flag(let flag): appendBasic(&variant, "b", dbus_bool_t(flag ? 1 : 0))
        }
        dbus_message_iter_close_container(&entry, &variant)
        dbus_message_iter_close_container(&array, &entry)
    }
    dbus_message_iter_close_container(&iter, &array)
    dbus_message_set_serial(message, 7)
    dbus_message_set_sender(message, ":1.1")
    var bytes: UnsafeMutablePointer<CChar>?
    var length: Int32 = 0
    guard dbus_message_marshal(message, &bytes, &length) != 0, let bytes else { fail("cannot marshal") }
    defer { dbus_free(bytes) }
    var error = DBusError()
    dbus_error_init(&error)
    guard let received = dbus_message_demarshal(bytes, length, &error) else { fail("cannot demarshal") }
    print("ThemeChanged: \(tokens.count) tokens, \(length) bytes")
    return received
}

let signal = buildSignal()
defer { dbus_message_unref(signal) }

/// The floor: libdbus's iterator over every argument and entry, reading each key and value.
func walk(_ message: OpaquePointer) -> Int {
    var iter = DBusMessageIter()
    guard dbus_message_iter_init(message, &iter) != 0 else { return 0 }
    var total = 0
    var text: UnsafePointer<CChar>?
    repeat {
        let type = dbus_message_iter_get_arg_type(&iter)
        if type == Int32(UInt8(ascii: "a")) {
            var array = DBusMessageIter()
            dbus_message_iter_recurse(&iter, &array)
            while dbus_message_iter_get_arg_type(&array) == Int32(UInt8(ascii: "e")) {
                var entry = DBusMessageIter(), variant = DBusMessageIter()
                dbus_message_iter_recurse(&array, &entry)
                dbus_message_iter_get_basic(&entry, &text)
                total &+= Int(text?.pointee ?? 0)
                dbus_message_iter_next(&entry)
                dbus_message_iter_recurse(&entry, &variant)
                var scalar: UInt64 = 0
                if dbus_message_iter_get_arg_type(&variant) == Int32(UInt8(ascii: "s")) {
                    dbus_message_iter_get_basic(&variant, &text)
                    total &+= Int(text?.pointee ?? 0)
                } else {
                    dbus_message_iter_get_basic(&variant, &scalar)
                    total &+= Int(truncatingIfNeeded: scalar)
                }
                dbus_message_iter_next(&array)
            }
        } else {
            var scalar: UInt64 = 0
            dbus_message_iter_get_basic(&iter, &scalar)
            total &+= Int(truncatingIfNeeded: scalar)
        }
    } while dbus_message_iter_next(&iter) != 0
    return total
}

/// CPU µs per call of `body`, in thread CPU time, after at least 100 warm-up calls.
func cpuMicroseconds(_ body: () -> Int) -> (median: Double, p99: Double) {
    let (result, sink) = measure(iterations: iterations, minimumWarmup: 100, clock: BenchmarkClock.threadCPU) { _ in body() }
    if sink == 42 { print("") }
    return (result.p50 / 1000, result.p99 / 1000)
}

let floor = cpuMicroseconds { walk(signal) }
let layer = cpuMicroseconds { Message(decoding: signal).arguments.count }
let dictionary = cpuMicroseconds {
    let message = Message(decoding: signal)
    guard message.arguments.count == 4, message.arguments[2].uint64 != nil,
          let tokens = message.arguments[3].stringKeyedDictionary else { fail("bad decode") }
    return tokens.count
}
let client = cpuMicroseconds {
    let message = Message(decoding: signal)
    guard let snapshot = try? TokenWire.snapshot(message.arguments) else { fail("bad client decode") }
    return snapshot.tokens.tokenSet.count
}

print("CPU per signal, median / p99 (µs), \(iterations) iterations:")
for (name, result) in [("floor: libdbus iterator, nothing built", floor),
                       ("Message(decoding:)", layer),
                       ("  + stringKeyedDictionary (a plain client)", dictionary),
                       ("  + TokenWire.snapshot (ThemeClient)", client)] {
    print(pad(name, 44) + "\(format(result.median, digits: 1)) / \(format(result.p99, digits: 1))   "
        + "\(format(result.median / floor.median, digits: 1))× floor")
}
