// Differential fuzz of the DBus layer's wire reader against libdbus's own iterator (not a test;
// `make reliability` runs it, `make test` a short run):
//   fuzz-marshal [--cases N] [--seed S] [--max-string BYTES]
// Each case: a random signature and values (every basic type but `h`, arrays, dictionaries,
// structs, variants, deep nesting, long strings), appended with libdbus (`Marshal.append`),
// serialised with `dbus_message_marshal`, usually damaged by `WireMutator`, then given to
// `dbus_message_demarshal`. When libdbus accepts the bytes, `WireReader` must read the same
// values as libdbus's iterator or decline (the daemon then uses the iterator); when libdbus
// refuses them, `WireReader` still reads the raw bytes, which must not crash it.
// It also checks that every unmutated message the layer builds is one libdbus accepts, and that
// the same values written as a signal by the layer's own writer (how every signal is sent) are
// accepted by libdbus and read back by its iterator as they were given.
// Prints its figures and exits 1 when any case mismatched or a built message was refused.
import CDBus
import DBus
import DBusWire
import Glibc

func option(_ name: String, _ fallback: UInt64) -> UInt64 {
    let arguments = CommandLine.arguments
    guard let index = arguments.firstIndex(of: name) else { return fallback }
    guard index + 1 < arguments.count, let value = UInt64(arguments[index + 1]) else {
        _ = "fuzz-marshal: \(name) needs a whole number, e.g. \(name) \(fallback)\n".withCString { write(2, $0, strlen($0)) }
        exit(2)
    }
    return value
}

let cases = option("--cases", 100_000)
let seed = option("--seed", 1)
let maximumStringBytes = Int(max(4096, option("--max-string", 65536)))

/// What became of one case.
enum Outcome {
    case same, wireDeclined(signature: String), mismatch(String), bothRefused(wireAccepted: Bool, reason: String)
}

func hex(_ bytes: [UInt8]) -> String {
    bytes.prefix(96).map { String($0, radix: 16).count == 1 ? "0" + String($0, radix: 16) : String($0, radix: 16) }.joined()
        + (bytes.count > 96 ? "…" : "")
}

/// The marshalled bytes of a method call carrying `values`, or nil when libdbus cannot build it.
func marshal(_ values: [Value]) -> [UInt8]? {
    guard let message = dbus_message_new_method_call("org.example.Fuzz", "/org/example/Fuzz", "org.example.Fuzz", "Take")
    else { return nil }
    defer { dbus_message_unref(message) }
    guard (try? Marshal.append(values, to: message)) != nil else { return nil }
    dbus_message_set_serial(message, 1)
    var data: UnsafeMutablePointer<CChar>?
    var length: Int32 = 0
    guard dbus_message_marshal(message, &data, &length) != 0, let data else { return nil }
    defer { dbus_free(data) }
    return Array(UnsafeRawBufferPointer(start: data, count: Int(length)))
}

/// Both readers on `bytes`; `signature` is the unmutated body type, for the raw read of refused bytes.
func compare(_ bytes: [UInt8], signature: String) -> Outcome {
    var error = DBusError()
    dbus_error_init(&error)
    defer { dbus_error_free(&error) }
    let message = bytes.withUnsafeBufferPointer { buffer in
        buffer.withMemoryRebound(to: CChar.self) { dbus_message_demarshal($0.baseAddress, Int32(buffer.count), &error) }
    }
    guard let message else {
        let raw = bytes.withUnsafeBytes { wire in
            Array(signature.utf8).withUnsafeBufferPointer { WireReader.read(wire: wire, signature: $0) }
        }
        let reason = error.message.map { String(cString: $0) } ?? "no reason given"
        return .bothRefused(wireAccepted: raw != nil, reason: reason)
    }
    defer { dbus_message_unref(message) }
    let iterator = Marshal.readWithIterator(from: message)
    let type = dbus_message_get_signature(message).map { String(cString: $0) } ?? "?"
    guard let wire = WireReader.read(message) else { return .wireDeclined(signature: type) }
    if identical(wire, iterator) { return .same }
    return .mismatch("signature '\(type)': wire reader \(wire), iterator \(iterator)")
}

var same = 0, declined = 0, refused = 0, lenient = 0, skipped = 0, refusedUnmutated = 0, writtenSame = 0
var mismatches: [String] = []
var refusedUnmutatedReasons: Set<String> = []
var declinedCases: [String] = []
for index in 0..<cases {
    var random = SeededRandom(seed: seed &* 0x1_0000_0001 &+ index)
    var generator = ValueGenerator(random: random, maximumStringBytes: maximumStringBytes)
    var values: [Value] = []
    for _ in 0..<Int.random(in: 1...3, using: &random) {
        if let value = generator.value(of: TypeTree.random(depth: 4, using: &generator.random)) { values.append(value) }
    }
    random = generator.random
    let signature = values.map { $0.signature.rawValue }.joined()
    guard Signature.isValid(signature), let original = marshal(values) else {
        skipped += 1
        continue
    }
    if let written = Marshal.throughSignalWriter(values) {
        if identical(written, values) {
            writtenSame += 1
        } else {
            mismatches.append("case \(index) (--seed \(seed)), the layer's signal writer: signature '\(signature)' read back as \(written), written \(values)")
        }
    } else {
        refusedUnmutated += 1
        refusedUnmutatedReasons.insert("a signal written by the layer's writer, signature '\(signature.prefix(40))'")
    }
    let mutate = random.chance(70)
    var mutator = WireMutator(random: random)
    let bytes = mutate ? mutator.mutate(original) : original
    switch compare(bytes, signature: signature) {
    case .same: same += 1
    case .wireDeclined(let type):
        declined += 1
        if declinedCases.count < 3 { declinedCases.append("case \(index), signature '\(type)'") }
    case .bothRefused(let wireAccepted, let reason):
        refused += 1
        if wireAccepted { lenient += 1 }
        if !mutate {
            refusedUnmutated += 1
            refusedUnmutatedReasons.insert(reason)
        }
    case .mismatch(let detail):
        mismatches.append("case \(index) (--seed \(seed)), \(mutate ? "mutated" : "unmutated") bytes \(hex(bytes)): \(detail)")
    }
}

let run = cases - UInt64(skipped)
print("marshal cases run: \(run) (seed \(seed); \(skipped) generated types over D-Bus limits skipped)")
print("libdbus accepted: \(same + declined + mismatches.count), refused: \(refused)")
print("wire reader same values as libdbus's iterator: \(same); declined (iterator used instead): \(declined)"
      + (declinedCases.isEmpty ? "" : ", e.g. " + declinedCases.joined(separator: "; ")))
print("libdbus refused bytes the wire reader would read (unreachable: libdbus validates every received message): \(lenient)")
print("marshal messages built by the layer that libdbus then refused: \(refusedUnmutated) (goal: 0)\(refusedUnmutatedReasons.isEmpty ? "" : "; \(refusedUnmutatedReasons.sorted().joined(separator: "; "))")")
print("signals written by the layer's writer and read back the same by libdbus's iterator: \(writtenSame) of \(run)")
print("marshal mismatches: \(mismatches.count) (goal: 0)")
for mismatch in mismatches.prefix(5) { print("  \(mismatch.prefix(2000))") }
exit(mismatches.isEmpty && refusedUnmutated == 0 ? 0 : 1)
