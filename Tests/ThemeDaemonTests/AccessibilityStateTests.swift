import DBus
import Testing
import ThemeContract
import ThemeCore
@testable import ThemeDaemon

/// The accessibility component's rule (``AccessibilityState/decide(_:_:)``), without a daemon: a
/// request changes only the preferences it names and is saved durably; a reading of the desktop
/// changes only the desktop's part and is saved without fsync; a refused preference refuses the
/// whole request. The flags follow from the preferences over the desktop (a forced flag wins, a
/// `system` one is the desktop's).
@Suite struct AccessibilityStateTests {
    @Test func theOldBooleanRequestForcesOnlyTheFlagsItGives() throws {
        let state = AccessibilityState(desktop: DesktopAccessibility(highContrast: true, textScale: 1.5))
        let (next, effects) = try AccessibilityState.decide(
            state, .force(highContrast: false, reduceTransparency: nil, reducedMotion: true))
        #expect(next.preferences == AccessibilityPreferences(highContrast: .off, reduceTransparency: .system,
                                                             reducedMotion: .on, textScale: .system))
        #expect(next.desktop == state.desktop)
        #expect(effects.durable)
        // Forced off beats the desktop's on; the text scale still follows the desktop.
        #expect(next.flags == AccessibilityFlags(highContrast: false, reduceTransparency: false, reducedMotion: true, textScale: 1.5))
    }

    @Test func aBooleanRequestWithNoFlagsChangesNothing() throws {
        let state = AccessibilityState(preferences: AccessibilityPreferences(reducedMotion: .on))
        let (next, effects) = try AccessibilityState.decide(state, .force(highContrast: nil, reduceTransparency: nil, reducedMotion: nil))
        #expect(next == state)
        #expect(effects.durable)
    }

    @Test func preferencesByNameChangeOnlyTheNamedOnes() throws {
        let state = AccessibilityState(preferences: AccessibilityPreferences(reducedMotion: .off),
                                       desktop: DesktopAccessibility(reducedMotion: true))
        let (next, effects) = try AccessibilityState.decide(
            state, .setPreferences([(key: "high-contrast", value: "on"), (key: "text-scale", value: "1.25")]))
        #expect(next.preferences == AccessibilityPreferences(highContrast: .on, reducedMotion: .off, textScale: .factor(1.25)))
        #expect(next.desktop == state.desktop)
        #expect(effects.durable)
        #expect(next.flags == AccessibilityFlags(highContrast: true, reducedMotion: false, textScale: 1.25))
    }

    @Test func aPreferenceBackToSystemFollowsTheDesktopAgain() throws {
        let state = AccessibilityState(preferences: AccessibilityPreferences(highContrast: .off),
                                       desktop: DesktopAccessibility(highContrast: true))
        #expect(state.flags.highContrast == false)
        let (next, _) = try AccessibilityState.decide(state, .setPreferences([(key: "high-contrast", value: "system")]))
        #expect(next.preferences.highContrast == .system)
        #expect(next.flags.highContrast)
    }

    @Test(arguments: [
        ([("high-contrast", "on"), ("text-scale", "9")], "text-scale '9' is not system or a factor from 0.5 to 3.0"),
        ([("reduced-motion", "yes")], "reduced-motion 'yes' is not one of system, on, off"),
        ([("contrast", "on")],
         "unknown accessibility preference 'contrast'; accepted: high-contrast, reduce-transparency, reduced-motion, text-scale"),
    ])
    func aRefusedPreferenceRefusesTheWholeRequest(texts: [(String, String)], message: String) {
        let state = AccessibilityState()
        do throws(DBusError) {
            let (next, _) = try AccessibilityState.decide(state, .setPreferences(texts.map { (key: $0.0, value: $0.1) }))
            Issue.record("accepted, giving \(next)")
        } catch {
            #expect(error.name == ThemeErrorName.invalidArgument.fullName)
            #expect(error.message == message)
        }
    }

    @Test func aReadingOfTheDesktopChangesOnlyItsPartAndIsNotSynced() throws {
        let preferences = AccessibilityPreferences(reducedMotion: .off)
        let reading = DesktopAccessibility(highContrast: true, reducedMotion: true, textScale: 1.5)
        let (next, effects) = try AccessibilityState.decide(AccessibilityState(preferences: preferences), .desktopRead(reading))
        #expect(next == AccessibilityState(preferences: preferences, desktop: reading))
        #expect(effects.durable == false)
        // High contrast and the text scale follow the desktop; reduced motion is forced off.
        #expect(next.flags == AccessibilityFlags(highContrast: true, reducedMotion: false, textScale: 1.5))
    }

    @Test func aDesktopTextScaleOutsideTheRangeIsHeldToIt() throws {
        let (large, _) = try AccessibilityState.decide(AccessibilityState(), .desktopRead(DesktopAccessibility(textScale: 4)))
        #expect(large.flags.textScale == 3)
        let (small, _) = try AccessibilityState.decide(AccessibilityState(), .desktopRead(DesktopAccessibility(textScale: 0.25)))
        #expect(small.flags.textScale == 0.5)
    }
}
