import FileReading
import FoundationEssentials
import Glibc
import Logging
import ThemeConfiguration
import ThemeCore
import ThemeContract
import ThemeTemplates

/// Renders the configured templates (docs/config.md `templates`) for a published snapshot and
/// writes each output atomically, only when its text changed; then runs the template's reload
/// command. A file of the user's at an output path is moved aside first, never lost
/// (``OutputPlacement``). A template that fails (unknown token, unwritable output directory, a
/// missing output directory outside `$XDG_CONFIG_HOME` or of a template file, a symlink into a
/// missing directory) is logged once, kept as a finding for `themeswitch status`, and skipped;
/// the others are written all the same.
public struct TemplateOutputs: Sendable {
    private let environment: [String: String]
    /// `$XDG_CONFIG_HOME`: a built-in template's missing output directory under it is made.
    private let configHome: String
    /// Which files at output paths are ours, what was moved aside, what fails.
    private let record: OutputRecord
    private let problems: OnceLog
    private let ledger: DeliveryLedger?
    private let logger: Logger

    /// `environment` is what reload commands run with; `record` is where which files are ours and
    /// what fails is kept; `ledger` is where each output's serial goes.
    public init(environment: [String: String], record: OutputRecord, ledger: DeliveryLedger? = nil, logger: Logger) {
        self.environment = environment
        configHome = ConfigurationPaths(environment: environment).configHome.path
        self.record = record
        self.logger = logger
        problems = OnceLog(logger: logger, record: record, ledger: ledger)
        self.ledger = ledger
    }

    /// Whether `configuration` has templates to render.
    static func renders(_ configuration: Configuration) -> Bool {
        !configuration.templates.isEmpty
    }

    /// Renders every template of `configuration` for `snapshot` (both halves of a light/dark pair
    /// from its two sets); returns, when all are written, the outputs in the scheme in force that
    /// were rewritten (for ``LiveReload``). Each output's serial, or why it failed, goes to the ledger.
    @discardableResult
    public func render(_ snapshot: ThemeSnapshot, configuration: Configuration, reloadTimeout: Duration) async -> [URL] {
        var rewrittenCurrent: [URL] = []
        let mark = DeliveryLedger.Mark(kind: .template, serial: snapshot.serial)
        ledger?.keep(.template, only: Set(configuration.templates.flatMap { entry in entry.outputs.map { TemplateOutputs.subject(entry, $0.url) } }))
        guard TemplateOutputs.renders(configuration) else { return [] }
        let tokens = snapshot.bothSchemes
        // A matugen template's Material roles, from the wallpaper's source color when it gives the colors.
        let dynamic = configuration.templates.contains { $0.engine == .matugen }
            ? snapshot.dynamicColors.map { DynamicTheme(source: $0.source, style: $0.style) } : nil
        for entry in configuration.templates {
            var rewritten = false
            for (url, choice) in entry.outputs {
                let scheme: ColorScheme = switch choice {
                case .current: snapshot.resolvedScheme
                case .light: .light
                case .dark: .dark
                }
                let subject = TemplateOutputs.subject(entry, url)
                do {
                    let text = try entry.text(tokens: tokens, scheme: scheme, dynamic: dynamic)
                    let createsDirectory = entry.isBuiltIn && url.path.hasPrefix(configHome + "/")
                    if try write(text, to: url, createsDirectory: createsDirectory, for: "template \(entry.name)") {
                        rewritten = true
                        if choice == .current { rewrittenCurrent.append(url) }
                    }
                    problems.resolved(subject, for: mark)
                } catch {
                    problems.problem(subject, "template \(entry.name): not written to \(url.path): \(error)", for: mark)
                }
            }
            if rewritten, let program = entry.reload.first {
                let arguments = Array(entry.reload.dropFirst())
                Task { [environment, problems, logger] in
                    await problems.run(
                        program, arguments, subject: "the reload command of template \(entry.name)",
                        for: DeliveryLedger.Mark(kind: .reload, serial: snapshot.serial), environment: environment,
                        timeout: reloadTimeout, logger: logger)
                }
            }
        }
        return rewrittenCurrent
    }

    /// How an output is named in the log, the record and the ledger: `template kitty → PATH`.
    static func subject(_ entry: TemplateEntry, _ url: URL) -> String {
        "template \(entry.name) → \(url.path)"
    }

    /// Writes `text` to `url` atomically unless the file already holds it; returns whether it wrote.
    /// What is at the path decides how (``OutputPlacement``): a file of the user's is moved aside
    /// first and recorded; a symlink is written through only when its target's directory exists.
    /// A built-in template's output directory in `$XDG_CONFIG_HOME` (`~/.config/gtk-4.0` on a
    /// fresh account) is made when missing, private (0700) like the programs make their own
    /// (`createsDirectory`); elsewhere, or for a template file, a missing directory is a mistake
    /// in the path, not made up.
    private func write(_ text: String, to url: URL, createsDirectory: Bool, for subject: String) throws -> Bool {
        let bytes = Array(text.utf8)
        let placement = try OutputPlacement(url.path, createsDirectory: createsDirectory, isOurs: record.isOurs)
        if placement.existing == bytes { return false }
        if let entry = placement.movingAside {
            let movedTo: String
            do {
                movedTo = try MoveAside.move(entry)
            } catch {
                throw OutputError("\(entry) is not Themeswitch's and could not be moved aside (\(error.systemReason)); it was left as it is")
            }
            record.movedAside(entry, to: movedTo, by: subject)
            logger.notice("\(entry) was not written by Themeswitch: moved it aside to \(movedTo) to make room for \(subject)")
        }
        let target = placement.target
        do {
            try AtomicFile.write(bytes, to: URL(fileURLWithPath: target), mode: 0o644, durable: false, createsDirectory: placement.makesDirectory)
        } catch {
            throw OutputError("the output directory \(url.deletingLastPathComponent().path) is not writable (\(error.systemReason))")
        }
        record.wrote(target, bytes)
        logger.info("wrote \(url.path)")
        return true
    }
}
