import ThemeClient
#if canImport(Glibc)
import Glibc
#endif

/// `themeswitch-live-card`: a sample card, chips and buttons drawn in 24-bit color from the
/// current tokens, redrawn on every theme change. Run it, then `themeswitch apply sunset` in
/// another terminal.
///
/// Usage: `themeswitch-live-card [--bus-address ADDR] [--once]`
@main
struct LiveCard {
    static func main() async {
        var busAddress: String?
        var once = false
        var arguments = CommandLine.arguments.dropFirst()
        while let argument = arguments.popFirst() {
            switch argument {
            case "--bus-address": busAddress = arguments.popFirst()
            case "--once": once = true
            case "-h", "--help":
                print("usage: themeswitch-live-card [--bus-address ADDR] [--once]")
                return
            default:
                writeError("unknown option '\(argument)': use --bus-address ADDR or --once")
                exit(64)
            }
        }
        do {
            let client = try ThemeClient(appID: "org.themeswitch.LiveCard", busAddress: busAddress)
            defer { client.close() }
            if once {
                writeOut(CardRenderer.render(try await client.current(), clear: false))
                return
            }
            for await snapshot in client.updates() {
                writeOut(CardRenderer.render(snapshot, clear: true))
            }
        } catch {
            writeError("\(error)")
            exit(69)
        }
    }

    /// Writes straight to standard output, unbuffered, so each frame appears at once.
    static func writeOut(_ text: String) {
        var text = text
        text.withUTF8 { buffer in
            var offset = 0
            while offset < buffer.count, let base = buffer.baseAddress {
                let written = write(STDOUT_FILENO, base + offset, buffer.count - offset)
                if written <= 0 { return }
                offset += written
            }
        }
    }

    /// Writes one line to standard error.
    static func writeError(_ message: String) {
        var line = message + "\n"
        line.withUTF8 { _ = write(STDERR_FILENO, $0.baseAddress, $0.count) }
    }
}
