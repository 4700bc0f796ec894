import FileReading
import FoundationEssentials
import Glibc
import ThemeTemplates

/// `themeswitch setup --undo` on the programs' files: each file in the ledger (``SetupLedger``) is
/// given back exactly when untouched since (a file setup created is removed), else loses only
/// setup's own lines; every other file a program reads is searched for setup's marker (an older
/// setup kept no ledger). Files are written in place through ``UserFile``; one line is printed for
/// each file, and each that cannot be read or written is named with the reason.
enum SetupUndo {
    /// Undoes what the ledger and the markers show; returns the exit status (1 when a file could not be given back).
    static func run(_ paths: ConfigurationPaths, environment: [String: String]) -> Int32 {
        let read = SetupLedger.readOrSay(in: paths.stateDirectory, "undo goes by the markers alone")
        var undo = SetupUndo.State(ledger: read ?? SetupLedger(), failed: read == nil)
        let places = SetupPlaces(paths: paths, environment: environment)
        let configuration = try? ConfigurationParser.load(paths.configFile, paths: paths)
        let outputs = configuration.map { SetupProgram.outputs($0, paths: paths) } ?? [:]
        let orders = SetupProgram.all.map { $0.search(places) }
        let syntaxes = orders.flatMap { $0.candidates.map(\.syntax) + [$0.own.syntax] }
        undo.markers = Set(syntaxes.map(\.marker))
        undo.setupLines = Set(zip(SetupProgram.all, orders).flatMap { program, order in
            let output = (outputs[program.template] ?? paths.configHome.appendingPathComponent(program.template.suggestedPath)).path
            let suggested = paths.configHome.appendingPathComponent(program.template.suggestedPath).path
            return (order.candidates + [order.own]).flatMap { [$0.syntax.loadLine(output), $0.syntax.loadLine(suggested)] + $0.syntax.formerLines }
        })
        // The lines the ledger says setup wrote, whatever config.yaml says now.
        let markers = undo.markers
        undo.setupLines.formUnion(undo.ledger.files.flatMap { entry in
            [entry.appended, entry.prepended ?? ""].flatMap { SetupLines.blocks(in: Array($0.utf8), markers: markers) }
        })
        for entry in undo.ledger.files { undo.give(back: entry.path, entry: entry) }
        // Every file of the search orders, and `$XDG_CONFIG_HOME/emacs/init.el`, where an older setup wrote Emacs' line.
        let scanned = orders.flatMap { order in (order.candidates + [order.own]).filter { $0.owner != .system }.map(\.path) }
            + [paths.configHome.appendingPathComponent("emacs/init.el").path]
        for path in scanned where !undo.done.contains(AtomicFile.target(of: path)) { undo.give(back: path, entry: nil) }
        do {
            // A ledger that could not be read stays for a look; any other keeps what could not be given back.
            if read != nil { try undo.ledger.write(in: paths.stateDirectory) }
        } catch {
            StandardError.write("could not write \(paths.stateDirectory.appendingPathComponent(SetupLedger.name).path) (\(error))")
            undo.failed = true
        }
        if undo.changed == 0 && !undo.failed { print("nothing to undo: no configuration file has a line themeswitch setup added") }
        return undo.failed ? 1 : 0
    }

    /// One undo run as it goes.
    private struct State {
        var ledger: SetupLedger
        var failed: Bool
        var markers: Set<String> = []
        var setupLines: Set<String> = []
        /// The files handled (symlinks resolved).
        var done: Set<String> = []
        var changed = 0

        /// Gives back the file at `path`, by its ledger `entry` when there is one; drops the entry
        /// once the file is given back, keeps it when it cannot be.
        mutating func give(back path: String, entry: SetupLedger.Entry?) {
            done.insert(AtomicFile.target(of: path))
            let file: UserFile
            do {
                file = try UserFile(path: path)
            } catch {
                return fail("\(path) \(error); its themeswitch setup lines stay")
            }
            guard let bytes = file.bytes else {
                if entry != nil { print("\(path): gone already") }
                return forget(path)
            }
            let outcome = SetupLines.undo(
                bytes, appended: entry.map { Array($0.appended.utf8) }, prepended: entry?.prepended.map { Array($0.utf8) },
                created: entry?.created ?? false,
                markers: markers, setupLines: setupLines)
            if let keys = entry?.keys, !keys.isEmpty {
                return giveBackKeys(path, file: file, bytes: bytes, lines: outcome, keys: keys, created: entry?.created == true)
            }
            let created = entry?.created == true
            let stays = created ? "; the file stays: themeswitch setup created it, but it holds lines of yours" : ""
            do {
                switch outcome {
                case .untouched:
                    if entry != nil { print("\(path): no line of themeswitch setup's is left in it; left as it is") }
                case .delete:
                    guard unlink(path) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
                    print("\(path): removed (themeswitch setup created it)")
                case .restored(let before):
                    try file.write(before)
                    print("\(path): removed the lines themeswitch setup added\(stays)")
                case .edited(let after, let kept):
                    try file.write(after)
                    let since = entry == nil ? "" : " (the file changed since: only setup's own lines went, the rest stays as it is now)"
                    print("\(path): removed the lines themeswitch setup added\(since)\(stays)")
                    sayKept(kept, in: path)
                }
            } catch {
                return fail("could not write \(path) (\(error)); its themeswitch setup lines stay")
            }
            if outcome != .untouched { changed += 1 }
            forget(path)
        }

        /// Gives back the keys setup set in the file at `path` (btop.conf, qt5ct.conf, Helix's
        /// config.toml, delta's features), after its `lines` (git's include): each key still
        /// holding setup's line gets its original line back, or goes; a file setup created that
        /// holds nothing else goes.
        private mutating func giveBackKeys(_ path: String, file: UserFile, bytes: [UInt8], lines: SetupLines.Undo, keys: [SetupKey], created: Bool) {
            let withoutLines: [UInt8]
            switch lines {
            case .untouched: withoutLines = bytes
            case .delete: withoutLines = []
            case .restored(let before), .edited(let before, _): withoutLines = before
            }
            let (after, moved) = SetupKeys.restore(keys, in: withoutLines)
            do {
                if created && TextLines(after).lines.allSatisfy({ $0.text.hasPrefix("[") || $0.content.isEmpty }) {
                    guard unlink(path) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
                    print("\(path): removed (themeswitch setup created it)")
                } else if after != bytes {
                    try file.write(after)
                    if withoutLines != bytes { print("\(path): removed the lines themeswitch setup added") }
                    if after != withoutLines { print("\(path): gave back the settings themeswitch setup changed") }
                }
            } catch {
                return fail("could not write \(path) (\(error)); its themeswitch setup settings stay")
            }
            if case .edited(_, let kept) = lines { sayKept(kept, in: path) }
            for key in moved {
                print("\(path): \(key.key) is no longer what themeswitch setup set; left as it is")
            }
            if after != bytes || created { self.changed += 1 }
            forget(path)
        }

        /// Says that each of `kept`, a line of the user's under a marker, stayed in the file at `path`.
        private func sayKept(_ kept: [String], in path: String) {
            for line in kept {
                print("\(path): kept \"\(line)\" under a themeswitch setup marker: setup did not write that line, so only the marker was removed")
            }
        }

        private mutating func forget(_ path: String) {
            ledger = SetupLedger(files: ledger.files.filter { $0.path != path })
        }

        private mutating func fail(_ sentence: String) {
            StandardError.write(sentence)
            failed = true
        }
    }
}
