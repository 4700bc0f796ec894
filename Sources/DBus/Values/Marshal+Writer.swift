extension Marshal {
    /// `values` as the body of a signal built the way the layer builds every signal (its own
    /// writer, the bytes taken in and checked by libdbus), read back with libdbus's iterator; nil
    /// when the signal could not be built. For `fuzz-marshal`, which checks that the writer writes
    /// exactly the values it was given.
    package static func throughSignalWriter(_ values: [Value]) -> [Value]? {
        guard let message = try? RawMessage.signal(
            path: "/org/example/Fuzz", interface: "org.example.Fuzz", member: "Take", arguments: values, destination: nil)
        else { return nil }
        return readWithIterator(from: message.pointer)
    }
}
