import Foundation
import Testing
import ThemeCore
@testable import ThemeDaemon

/// Overrides in `settings.json`: written with the settings, read back entry by entry.
@Suite struct OverrideSettingsTests {
    private func withStore(_ body: (SettingsStore) throws -> Void) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("overrides-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try body(SettingsStore(fileURL: directory.appendingPathComponent("settings.json")))
    }

    @Test func savedOverridesLoadBackEqual() throws {
        try withStore { store in
            var settings = Settings.defaults
            try settings.overrides.set("color.accent", .string("#123456"), scheme: .dark, in: .global)
            try settings.overrides.set("typography.bodyLarge.weight", .number(600), scheme: .both,
                                       in: try OverrideScope(appID: "org.example.Mail", context: ""))
            try settings.overrides.set("typography.bodyLarge.design", .string("serif"), scheme: .light,
                                       in: try OverrideScope(appID: "org.example.Mail", context: "compose"))
            try store.save(settings)
            let loaded = store.load(registry: .builtIn)
            #expect(loaded.settings.overrides == settings.overrides)
            #expect(loaded.warnings.isEmpty)
        }
    }

    @Test func aBadEntryIsDroppedWithAWarningAndTheRestKept() throws {
        try withStore { store in
            let file = #"""
            {"schemaVersion": 1, "themeID": "default", "colorScheme": "system", "serial": 3, "systemScheme": "light",
             "accessibility": {"highContrast": false, "reduceTransparency": false, "reducedMotion": false},
             "overrides": [
               {"app": "", "context": "", "scheme": "dark", "key": "color.accent", "value": "#FF0000"},
               {"app": "", "context": "", "scheme": "dark", "key": "color.acent", "value": "#00FF00"},
               {"app": "not an id", "context": "", "scheme": "light", "key": "color.accent", "value": "#00FF00"},
               {"app": "org.example.Mail", "context": "", "scheme": "light", "key": "shape.medium", "value": -3},
               {"app": "org.example.Mail", "context": "", "scheme": "light", "key": "shape.medium", "value": 14},
               42
             ]}
            """#
            try Data(file.utf8).write(to: store.fileURL)
            let loaded = store.load(registry: .builtIn)
            let entries = loaded.settings.overrides.entries()
            #expect(entries.map { "\($0.scope.appID) \($0.scheme) \($0.key.key) \($0.value.formatted)" } == [
                " dark color.accent #FF0000",
                "org.example.Mail light shape.medium 14.0",
            ])
            #expect(loaded.warnings.count == 4, "\(loaded.warnings)")
            #expect(loaded.warnings.contains { $0.contains("override 1 is dropped") && $0.contains("did you mean 'color.accent'?") })
            #expect(loaded.warnings.contains { $0.contains("override 2 is dropped") && $0.contains("reverse-DNS") })
            #expect(loaded.warnings.contains { $0.contains("override 5 is malformed") })
            #expect(loaded.settings.serial == 3)
        }
    }

    /// Issue 28 §1: whatever the overrides can hold, the settings file keeping them loads again.
    /// The worst case: every value stored with the longest app id, a context of 64 characters
    /// JSON writes escaped, and a long color key.
    @Test func overridesAtEveryLimitLoadBackFromTheSettingsFile() throws {
        try withStore { store in
            let keys = SemanticKey.all.filter { $0.type == .color }.map(\.key).sorted { $0.utf8.count > $1.utf8.count }
            var scopes: [OverrideScope] = []
            while scopes.count < Overrides.maximumScopes {
                let appID = "org." + String(repeating: "a", count: 245) + ".a\(String(scopes.count).leftPadded(to: 4))"
                for context in 0...Overrides.maximumContextsPerApp where scopes.count < Overrides.maximumScopes {
                    let name = context == 0 ? "" : String(repeating: "\"/", count: 31) + String(context).leftPadded(to: 2)
                    scopes.append(try OverrideScope(appID: appID, context: name))
                }
            }
            var settings = Settings.defaults
            for value in 0..<Overrides.maximumValues {
                try settings.overrides.set(keys[value / scopes.count], .string("#11223344"), scheme: .dark, in: scopes[value % scopes.count])
            }
            try store.save(settings)
            let size = try #require(try FileManager.default.attributesOfItem(atPath: store.fileURL.path)[.size] as? Int)
            #expect(size > SettingsStore.maximumBytes / 2, "the worst case should come near the limit: \(size) bytes")
            let loaded = store.load(registry: .builtIn)
            #expect(loaded.warnings.isEmpty, "\(loaded.warnings.prefix(3))")
            #expect(loaded.settings.overrides == settings.overrides)
        }
    }

    /// One value past each limit is refused with `TooLarge`, and the overrides stay as they were.
    @Test func oneValuePastALimitIsRefusedAndChangesNothing() throws {
        var overrides = Overrides()
        for context in 0..<Overrides.maximumContextsPerApp {
            try overrides.set("color.accent", .string("#102030"), scheme: .light, in: try OverrideScope(appID: "org.example.App", context: "c\(context)"))
        }
        let withContexts = overrides
        #expect { try overrides.set("color.accent", .string("#102030"), scheme: .light, in: try OverrideScope(appID: "org.example.App", context: "one-more")) } throws: { error in
            "\(error)".contains("TooLarge") && "\(error)".contains("already has overrides in \(Overrides.maximumContextsPerApp) contexts")
        }
        #expect(overrides == withContexts)
        for app in 0..<(Overrides.maximumScopes - Overrides.maximumContextsPerApp) {
            try overrides.set("color.accent", .string("#102030"), scheme: .dark, in: try OverrideScope(appID: "org.example.App\(app)", context: ""))
        }
        let full = overrides
        #expect { try overrides.set("color.accent", .string("#102030"), scheme: .dark, in: try OverrideScope(appID: "org.example.OneMore", context: "")) } throws: { error in
            "\(error)".contains("TooLarge") && "\(error)".contains("\(Overrides.maximumScopes) apps and app contexts already have overrides")
        }
        #expect(overrides == full)
        try overrides.set("color.border", .string("#102030"), scheme: .both, in: .global)
        var filled = 0
        do {
            for key in SemanticKey.all.filter({ $0.type == .color }).map(\.key) {
                for app in 0..<(Overrides.maximumScopes - Overrides.maximumContextsPerApp) {
                    try overrides.set(key, .string("#405060"), scheme: .both, in: try OverrideScope(appID: "org.example.App\(app)", context: ""))
                    filled += 1
                }
            }
            Issue.record("more than \(Overrides.maximumValues) values were kept")
        } catch {
            #expect("\(error)".contains("at most \(Overrides.maximumValues) are kept"), "\(error)")
        }
        #expect((Overrides.maximumValues - 1)...Overrides.maximumValues ~= overrides.entries().count)
        #expect(filled > 0)
    }
}

private extension String {
    func leftPadded(to width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}
