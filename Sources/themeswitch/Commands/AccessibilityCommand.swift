import ArgumentParser
import ThemeClient

/// `themeswitch a11y [--high-contrast on|off] [--reduce-transparency on|off] [--reduced-motion on|off]`.
struct AccessibilityCommand: ClientCommand {
    static let configuration = CommandConfiguration(
        commandName: "a11y",
        abstract: "Show or set high contrast, reduce transparency and reduced motion.",
        discussion: """
        Without options, prints the flags. Flags not given keep their value.

        Examples:
          themeswitch a11y --high-contrast on
          themeswitch a11y
          high-contrast: on, reduce-transparency: off, reduced-motion: off
        """)

    @Option(help: ArgumentHelp("Text pairs at 7:1, 2 pt borders.", valueName: "on|off"))
    var highContrast: ToggleArgument?

    @Option(help: ArgumentHelp("Every color solid.", valueName: "on|off"))
    var reduceTransparency: ToggleArgument?

    @Option(help: ArgumentHelp("motion.scale becomes 0.", valueName: "on|off"))
    var reducedMotion: ToggleArgument?

    @OptionGroup var global: GlobalOptions

    func validate() throws {
        try CommandFailure.checkingUsage {
            _ = try highContrast?.value(for: "--high-contrast")
            _ = try reduceTransparency?.value(for: "--reduce-transparency")
            _ = try reducedMotion?.value(for: "--reduced-motion")
        }
    }

    func run(client: ThemeClient) async throws {
        let high = try highContrast?.value(for: "--high-contrast")
        let transparency = try reduceTransparency?.value(for: "--reduce-transparency")
        let motion = try reducedMotion?.value(for: "--reduced-motion")
        if high == nil, transparency == nil, motion == nil {
            Output.line(Self.describe(try await client.status().accessibility))
        } else {
            try await client.setAccessibility(highContrast: high, reduceTransparency: transparency,
                                              reducedMotion: motion)
        }
    }

    /// `high-contrast: on, reduce-transparency: off, reduced-motion: off`.
    static func describe(_ flags: AccessibilityFlags) -> String {
        func state(_ value: Bool) -> String { value ? "on" : "off" }
        return "high-contrast: \(state(flags.highContrast)), reduce-transparency: \(state(flags.reduceTransparency)), "
            + "reduced-motion: \(state(flags.reducedMotion))"
    }
}
