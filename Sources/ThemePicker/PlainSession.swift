#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TerminalUI
import ThemeClient

/// `themeswitch pick --plain`: prints ``PlainMenu``'s lines, reads one answer a line from
/// standard input, does it and says what happened in one sentence. Ends at `q` or the end of input.
public struct PlainSession: Sendable {
    private let client: ThemeClient

    /// A session with a connected client.
    public init(client: ThemeClient) {
        self.client = client
    }

    /// Runs until `q` or the end of input; returns whether every answer was taken.
    public func run() async throws(ThemeClientError) -> Bool {
        var state = try await readState()
        var allTaken = true
        say(PlainMenu.lines(state))
        while let line = readLine() {
            switch PlainMenu.choice(for: line, in: state) {
            case .failure(let error):
                allTaken = false
                say([error.description])
            case .success(.quit):
                return allTaken
            case .success(.menu):
                say(PlainMenu.lines(state))
            case .success(let choice):
                do {
                    say([try await perform(choice)])
                    state = try await readState()
                } catch {
                    allTaken = false
                    say([error.description])
                }
            }
        }
        return allTaken
    }

    /// Does a choice; returns the sentence that says it is done.
    private func perform(_ choice: PlainMenu.Choice) async throws(ThemeClientError) -> String {
        switch choice {
        case .apply(let theme):
            try await client.apply(theme.id)
            return "Applied \(theme.displayName)."
        case .scheme(let preference):
            try await client.setColorScheme(preference)
            return "Appearance set to \(PickerState.label(preference))."
        case .toggle(let toggle):
            let value = !toggle.value(in: try await client.status().accessibility)
            try await toggle.send(value, to: client)
            return "\(toggle.label) turned \(value ? "on" : "off")."
        case .darkVariant(let variant):
            try await client.setDarkVariant(variant)
            return "Dark variant set to \(variant)."
        case .menu, .quit:
            return ""
        }
    }

    private func readState() async throws(ThemeClientError) -> PickerState {
        let status = try await client.status()
        return PickerState(catalog: try await client.catalog(), themeID: status.themeID, preference: status.colorScheme,
                           resolvedScheme: status.resolvedScheme, accessibility: status.accessibility,
                           darkVariant: status.darkVariant)
    }

    private func say(_ lines: [String]) {
        writeAll(lines.map { $0 + "\n" }.joined(), to: STDOUT_FILENO)
    }
}
