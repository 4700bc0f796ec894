import Foundation
import Testing
import ThemeConfiguration
import ThemeCore
import ThemeTemplates
@testable import ThemeDaemon

/// Machine defaults and locks (issue 42), decided without a file, a bus or a clock:
/// the files' text to a policy, and (policy, the user's settings, a request) to a decision.
@Suite struct MachinePolicyTests {
    private static let locksFile = "/etc/xdg/themeswitch/locks.yaml"

    private func parse(_ text: String, _ kind: PolicyFileParser.Kind) throws -> PolicyFileParser.Contents {
        try PolicyFileParser.parse(text, kind: kind, file: "/etc/xdg/themeswitch/\(kind.rawValue)", imageFormat: { _ in nil })
    }

    private func policy(defaults: String = "", locks: String = "") throws -> MachinePolicy {
        let locked = try parse(locks, .locks)
        return MachinePolicy(
            defaults: try parse(defaults, .defaults).values, lockValues: locked.values,
            locks: Dictionary(uniqueKeysWithValues: locked.locked.map { ($0, Self.locksFile) }))
    }

    @Test func defaultsFileGivesEachNamedValue() throws {
        let values = try parse("""
            theme: forest
            scheme: dark
            dark-variant: dim
            high-contrast: on
            reduced-motion: off
            text-scale: 1.25
            wallpaper:
              preset: cats
            overrides:
              color.accent: "#3584E4"
            schedule:
              light: "07:00"
              dark: "19:30"
            """, .defaults).values
        #expect(values.theme == "forest")
        #expect(values.scheme == .dark)
        #expect(values.darkVariant == .dim)
        #expect(values.highContrast == .on)
        #expect(values.reducedMotion == .off)
        #expect(values.reduceTransparency == nil)
        #expect(values.textScale == .factor(1.25))
        #expect(values.wallpaper == Wallpaper(source: .preset(.cats)))
        let accent = try RGBAColor(hex: "#3584E4")
        #expect(values.overrides["color.accent"]?[.dark][.color(.accent)] == .color(accent))
        #expect(values.schedule != nil)
    }

    @Test(arguments: [
        ("scheme: dark\ntext-scale: 9\n", 2, "text-scale"),
        ("theme: forest\nsheme: dark\n", 2, "'sheme'"),
        ("overrides:\n  color.acent: \"#112233\"\n", 2, "color.acent"),
        ("hold: yes\n", 1, "'hold'"),
    ])
    func malformedFileIsRefusedWholeWithTheLine(text: String, line: Int, naming: String) throws {
        let kind: PolicyFileParser.Kind = text.hasPrefix("hold") ? .defaults : .locks
        let error = try #require(throws: ConfigurationError.self) { try parse(text, kind) }
        #expect(error.line == line)
        #expect(error.description.contains(naming))
    }

    @Test func lockWithoutAValueHoldsTheDefaultAndTheFirstDirectoryWins() throws {
        let earlier = try parse("scheme: dark\n", .defaults).values
        let later = try parse("scheme: light\ntheme: rose\n", .defaults).values
        let merged = earlier.filled(from: later)
        #expect(merged.scheme == .dark)
        #expect(merged.theme == "rose")
        let policy = MachinePolicy(defaults: merged, locks: [.setting(.scheme): Self.locksFile])
        #expect(SettingsPolicy.inForce(.defaults, under: policy).colorScheme == .dark)
        #expect(policy.lockedNames == ["scheme"])
    }

    @Test func changingALockedNameIsRefusedNamingItAndItsFile() throws {
        let policy = try policy(locks: "scheme: dark\noverrides:\n  color.accent:\n")
        let current = SettingsPolicy.inForce(.defaults, under: policy)
        var proposed = current
        proposed.colorScheme = .light
        let refusal = try #require(throws: LockedSetting.self) {
            try SettingsPolicy.decide(proposed, current: current, own: .defaults, policy: policy)
        }
        #expect(refusal.description == "scheme is locked by \(Self.locksFile); it cannot be changed on this machine")

        var appOverride = current
        try appOverride.overrides.set("color.accent", .string("#FF0000"), scheme: .both, in: OverrideScope(appID: "org.example.Mail", context: ""))
        #expect(throws: LockedSetting(key: .override("color.accent"), file: Self.locksFile)) {
            try SettingsPolicy.decide(appOverride, current: current, own: .defaults, policy: policy)
        }
    }

    @Test func theUsersOwnChoiceStaysUnderALockAndComesBackWhenItIsLifted() throws {
        var own = Settings.defaults
        own.colorScheme = .light
        own.chosen = ChosenSettings([.setting(.scheme)])
        let policy = try policy(locks: "scheme: dark\n")
        let current = SettingsPolicy.inForce(own, under: policy)
        #expect(current.colorScheme == .dark)

        var proposed = current
        proposed.themeID = "forest"
        let decided = try SettingsPolicy.decide(proposed, current: current, own: own, policy: policy)
        #expect(decided.inForce.colorScheme == .dark)
        #expect(decided.inForce.themeID == "forest")
        #expect(decided.own.colorScheme == .light)
        #expect(SettingsPolicy.inForce(decided.own, under: .none).colorScheme == .light)
    }

    @Test func aDefaultAppliesUntilTheUserChoosesAndAgainWhenTheyChooseIt() throws {
        let policy = try policy(defaults: "scheme: dark\n")
        let fresh = SettingsPolicy.inForce(.defaults, under: policy)
        #expect(fresh.colorScheme == .dark)

        var system = fresh
        system.colorScheme = .system
        let chosen = try SettingsPolicy.decide(system, current: fresh, own: .defaults, policy: policy)
        #expect(chosen.inForce.colorScheme == .system)
        #expect(chosen.own.chosen.contains(.setting(.scheme)))

        var dark = chosen.inForce
        dark.colorScheme = .dark
        let following = try SettingsPolicy.decide(dark, current: chosen.inForce, own: chosen.own, policy: policy)
        #expect(!following.own.chosen.contains(.setting(.scheme)))
    }

    @Test func aDefaultOverrideIsNotStoredAsTheUsersOwn() throws {
        let policy = try policy(defaults: "overrides:\n  color.accent: \"#3584E4\"\n")
        let current = SettingsPolicy.inForce(.defaults, under: policy)
        #expect(current.overrides[.global][.light][.color(.accent)] != nil)
        var proposed = current
        proposed.themeID = "forest"
        let decided = try SettingsPolicy.decide(proposed, current: current, own: .defaults, policy: policy)
        #expect(decided.own.overrides.isEmpty)
        #expect(decided.inForce.overrides[.global][.light][.color(.accent)] != nil)
    }

    /// docs/config.md's two examples are files the daemon accepts, and mean what the page says.
    @Test func theDocumentedPolicyFilesParse() throws {
        let text = try String(contentsOf: SystemdUnitTests.repository.appendingPathComponent("docs/config.md"), encoding: .utf8)
        let section = try #require(text.firstRange(of: "## Machine defaults and locks").map { text[$0.lowerBound...] })
        let end = section.dropFirst(3).firstRange(of: "\n## ").map { section[..<$0.lowerBound] } ?? section
        let blocks = end.split(separator: "```yaml\n").dropFirst().compactMap { $0.components(separatedBy: "```").first }
        #expect(blocks.count == 2)
        let policy = try policy(defaults: try #require(blocks.first), locks: try #require(blocks.last))
        #expect(policy.lockedNames == ["theme", "scheme", "schedule", "color.accent"])
        let inForce = SettingsPolicy.inForce(.defaults, under: policy)
        #expect(inForce.themeID == "forest")
        #expect(inForce.colorScheme == .dark)
        #expect(inForce.accessibilityPreferences.textScale == .factor(1.25))
        #expect(policy.schedule(configured: nil) == nil)
    }

    @Test func aLockedScheduleIsThePolicysWhateverConfigYAMLSays() throws {
        let policy = try policy(defaults: "schedule:\n  sun: time-zone\n", locks: "schedule:\n")
        let own = try ScheduleSetting(rule: .fixed(light: ClockTime("07:00"), dark: ClockTime("19:30")))
        #expect(policy.schedule(configured: own) == policy.defaults.schedule)
        #expect(MachinePolicy(defaults: policy.defaults).schedule(configured: own) == own)
        #expect(MachinePolicy(defaults: policy.defaults).schedule(configured: nil) == policy.defaults.schedule)
    }
}
