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
}
