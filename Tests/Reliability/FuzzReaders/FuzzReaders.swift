// The readers' fuzz target (issue 28): every input goes through each reader of text the daemon
// takes from files and callers — the YAML theme, overrides and config.yaml readers (on the bounded
// YAML reader) and the `.theme` and DTCG JSON readers — and the D-Bus message header reader the
// `themeswitch` front reads the bus's replies with. A reader may refuse an input, but must not
// crash, hang or grow without bound (libFuzzer's -timeout and -rss_limit_mb), and what it accepts
// must survive a round trip when it is YAML: written back and read again, it is the same theme or
// overrides; a header read is written back and read again the same.
//
// Built with libFuzzer by `make reliability` (Tests/Reliability/readers_fuzz.py):
//   swift build --product fuzz-readers --scratch-path .build-fuzz -Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING
// An ordinary build gives a replayer instead: `fuzz-readers FILE...` runs each file through the readers.
import DBusWire
import Foundation
import ThemeConfiguration
import ThemeCore
import ThemeDaemon

/// Runs one input through every reader; traps (a crash libFuzzer reports) when a round trip differs.
func readEveryWay(_ bytes: UnsafeBufferPointer<UInt8>) {
    let text = String(decoding: bytes, as: UTF8.self)
    for format in ["theme", "dtcg"] { _ = try? ThemeFormats.decode(text, format: format) }
    if let theme = try? ThemeFormats.decode(text, format: "yaml") {
        guard (try? ThemeFormats.decode(ThemeYAML.encode(theme), format: "yaml")) == theme else {
            fatalError("a YAML theme read from the input did not read back the same after export")
        }
    }
    if let overrides = try? OverridesYAML.overrides(from: text) {
        guard (try? OverridesYAML.overrides(from: OverridesYAML.text(of: overrides))) == overrides else {
            fatalError("overrides read from the input did not read back the same after export")
        }
    }
    let paths = ConfigurationPaths(environment: ["HOME": "/home/fuzz"])
    _ = try? ConfigurationParser.parse(text, file: "config.yaml", paths: paths)
    readMessageHeader(UnsafeRawBufferPointer(bytes))
}

/// The input as the start of a D-Bus message, as the front reads the bus's replies.
func readMessageHeader(_ bytes: UnsafeRawBufferPointer) {
    _ = try? MessageHeader.messageLength(prefix: bytes)
    guard let header = try? MessageHeader(parsing: bytes) else { return }
    var writer = WireWriter()
    guard header.write(into: &writer) else { return }
    guard (try? writer.withBytes { written throws(WireFormatError) in try MessageHeader(parsing: written) }) == header else {
        fatalError("a message header read from the input did not read back the same after writing")
    }
}

/// libFuzzer's entry point: one input.
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    readEveryWay(UnsafeBufferPointer(start: data, count: size))
    return 0
}

#if FUZZING
/// libFuzzer's driver (in the runtime `-sanitize=fuzzer` links), called from our own entry point
/// because SwiftPM names an executable's `main` itself.
@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<Int32>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ body: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32) -> Int32

@main enum Fuzz {
    static func main() {
        var argc = CommandLine.argc
        var argv = CommandLine.unsafeArgv
        exit(runFuzzerDriver(&argc, &argv, testOneInput))
    }
}
#else
/// Without libFuzzer: replays the files given (a crash found earlier, or the seeds).
@main enum Replay {
    static func main() {
        for path in CommandLine.arguments.dropFirst() {
            guard let contents = FileManager.default.contents(atPath: path) else {
                print("fuzz-readers: cannot read \(path)")
                exit(2)
            }
            contents.withUnsafeBytes { readEveryWay($0.bindMemory(to: UInt8.self)) }
            print("fuzz-readers: \(path) read")
        }
    }
}
#endif
