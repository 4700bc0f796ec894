import FileReading
import FoundationEssentials
import Glibc

/// The desktop's own values of the settings the daemon writes (docs/config.md, `desktop`): each
/// is remembered before the daemon's first write of it, in `desktop-originals.json` in the state
/// directory, and put back, then forgotten, when the daemon stops writing it.
package struct DesktopOriginals: Codable, Sendable, Equatable {
    /// GSettings `org.gnome.desktop.interface` keys: their values as `gsettings get` printed them.
    package var gsettings: [String: String] = [:]
    /// kdeglobals, once the daemon has changed it.
    package var kdeglobals: KDEOriginals?

    /// A record that exists but cannot be used, in one sentence.
    package struct Unreadable: Error, CustomStringConvertible {
        package let description: String
    }

    /// `desktop-originals.json` in the state directory.
    package static func file(_ paths: ConfigurationPaths) -> URL {
        paths.stateDirectory.appendingPathComponent("desktop-originals.json")
    }

    /// `$XDG_CONFIG_HOME/kdeglobals`.
    package static func kdeglobals(_ paths: ConfigurationPaths) -> String {
        paths.configHome.appendingPathComponent("kdeglobals").path
    }

    /// The record kept for `paths`, empty when there is none; throws ``Unreadable`` when it
    /// cannot be read or is not such a record (nothing is then written over it).
    package static func load(_ paths: ConfigurationPaths) throws(Unreadable) -> DesktopOriginals {
        let path = file(paths).path
        let bytes: [UInt8]
        do {
            bytes = try RegularFile.read(path, maximumBytes: 1 << 20)
        } catch .missing {
            return DesktopOriginals()
        } catch {
            throw Unreadable(description: "\(path) cannot be read (\(error))")
        }
        do {
            return try JSONDecoder().decode(DesktopOriginals.self, from: Data(bytes))
        } catch {
            throw Unreadable(description: "\(path) is not a record of the desktop's own values (\(error))")
        }
    }

    /// Writes the record (mode 0600, its directory made when missing), or removes it when
    /// nothing is remembered any more.
    package func save(_ paths: ConfigurationPaths) throws {
        let url = DesktopOriginals.file(paths)
        guard !gsettings.isEmpty || kdeglobals != nil else {
            guard unlink(url.path) == 0 || errno == ENOENT else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
            return
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try AtomicFile.write(Array(try encoder.encode(self)), to: url, mode: 0o600)
    }

    /// Puts GSettings `key`'s remembered value back and forgets it; returns that value, or nil
    /// when none is remembered. On failure the value stays remembered.
    package mutating func restore(gsettings key: String, with interface: GSettingsInterface, paths: ConfigurationPaths) async throws -> String? {
        guard let value = gsettings[key] else { return nil }
        try await interface.set(key, value)
        gsettings[key] = nil
        try save(paths)
        return value
    }

    /// Gives kdeglobals back as the user had it (their lines put back, the daemon's removed, a
    /// file the daemon created removed when nothing else is in it) and forgets it; returns
    /// false when nothing is remembered. On failure (it cannot be read or written) nothing is
    /// written and it stays remembered.
    package mutating func restoreKDE(paths: ConfigurationPaths) throws -> Bool {
        guard let record = kdeglobals else { return false }
        let file = try UserFile(path: DesktopOriginals.kdeglobals(paths))
        if let bytes = file.bytes {
            var globals = KDEGlobals(bytes: bytes)
            record.restore(in: &globals)
            if record.created, globals.bytes.isEmpty {
                guard unlink(file.target) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
            } else if globals.bytes != bytes {
                try file.write(globals.bytes)
            }
        }
        kdeglobals = nil
        try save(paths)
        return true
    }

    /// `themeswitch setup --undo`: puts every remembered value back and forgets it, without the
    /// daemon, printing one line for each; returns whether every one was put back.
    @discardableResult
    package static func restoreAll(paths: ConfigurationPaths, environment: [String: String]) async -> Bool {
        var originals: DesktopOriginals
        do {
            originals = try load(paths)
        } catch {
            StandardError.write("\(error); the desktop's settings are left as they are")
            return false
        }
        var restoredAll = true
        let interface = GSettingsInterface(environment: environment)
        for key in originals.gsettings.keys.sorted() {
            do {
                if let value = try await originals.restore(gsettings: key, with: interface, paths: paths) {
                    print("GSettings \(GSettingsInterface.schema) \(key): put back \(value)")
                }
            } catch {
                StandardError.write("GSettings \(GSettingsInterface.schema) \(key): could not put back \(originals.gsettings[key] ?? "") (\(error))")
                restoredAll = false
            }
        }
        do {
            if try originals.restoreKDE(paths: paths) {
                print("\(kdeglobals(paths)): put back the lines the daemon changed")
            }
        } catch {
            StandardError.write("\(kdeglobals(paths)): could not put back the lines the daemon changed (\(error))")
            restoredAll = false
        }
        return restoredAll
    }
}
