/// Why an output (a file, a signal, a command) did not take a change, in one sentence.
public struct OutputError: Error, CustomStringConvertible {
    public let description: String

    init(_ description: String) { self.description = description }
}
