import FileReading
import FoundationEssentials
import Glibc
import Logging
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
    /// The global set shown now in a scheme (``Provider/globalTokens(in:)``): the other half of a pair.
    private let tokensIn: @Sendable (ColorScheme) async -> TokenSet
    private let environment: [String: String]
    /// `$XDG_CONFIG_HOME`: a built-in template's missing output directory under it is made.
    private let configHome: String
    /// Which files at output paths are ours, what was moved aside, what fails.
    private let record: OutputRecord
    private let problems: OnceLog
    private let logger: Logger

    /// `tokensIn` gives the global set shown now in a scheme; `environment` is what reload
    /// commands run with; `record` is where what the outputs hold and what fails is kept.
    public init(tokensIn: @escaping @Sendable (ColorScheme) async -> TokenSet, environment: [String: String], record: OutputRecord, logger: Logger) {
        self.tokensIn = tokensIn
        self.environment = environment
        configHome = ConfigurationPaths(environment: environment).configHome.path
        self.record = record
        self.logger = logger
        problems = OnceLog(logger: logger, record: record)
    }

    /// The largest template file read: 1 MiB.
    static let maximumTemplateBytes = 1 << 20

    /// The text of `entry` in `scheme`, from the light and dark sets; throws a sentence naming the template.
    public static func text(of entry: TemplateEntry, tokens: SchemePair<TokenSet>, scheme: ColorScheme) throws -> String {
        let template: Template
        switch entry.source {
        case .builtIn(let builtIn):
            template = try builtIn.template
        case .file(let url):
            let bytes: [UInt8]
            do {
                bytes = try RegularFile.read(url.path, maximumBytes: maximumTemplateBytes)
            } catch {
                throw OutputError("template \(url.path) \(error)")
            }
            guard let source = String(validating: bytes, as: UTF8.self) else {
                throw OutputError("template \(url.path) is not UTF-8 text")
            }
            template = try Template(name: url.path, source: source)
        }
        return try template.render(TemplateContext(tokens: tokens, scheme: scheme))
    }

    /// Whether `configuration` has templates to render.
    static func renders(_ configuration: Configuration) -> Bool {
        !configuration.templates.isEmpty
    }

    /// Renders every template of `configuration` for `snapshot`; returns, when all are written,
    /// the outputs in the scheme in force that were rewritten (for ``LiveReload``).
    @discardableResult
    public func render(_ snapshot: ThemeSnapshot, configuration: Configuration, reloadTimeout: Duration) async -> [URL] {
        var rewrittenCurrent: [URL] = []
        guard TemplateOutputs.renders(configuration) else { return [] }
        // The published set in its own scheme, exactly; the other scheme resolved the same way.
        let tokens = snapshot.resolvedScheme == .light
            ? SchemePair(light: snapshot.tokens, dark: await tokensIn(.dark))
            : SchemePair(light: await tokensIn(.light), dark: snapshot.tokens)
        for entry in configuration.templates {
            var rewritten = false
            for (url, choice) in entry.outputs {
                let scheme: ColorScheme = switch choice {
                case .current: snapshot.resolvedScheme
                case .light: .light
                case .dark: .dark
                }
                let subject = "template \(entry.name) → \(url.path)"
                do {
                    let text = try TemplateOutputs.text(of: entry, tokens: tokens, scheme: scheme)
                    let createsDirectory = entry.isBuiltIn && url.path.hasPrefix(configHome + "/")
                    if try write(text, to: url, createsDirectory: createsDirectory, for: "template \(entry.name)") {
                        rewritten = true
                        if choice == .current { rewrittenCurrent.append(url) }
                    }
                    problems.resolved(subject)
                } catch {
                    problems.problem(subject, "template \(entry.name): not written to \(url.path): \(error)")
                }
            }
            if rewritten, let program = entry.reload.first {
                let arguments = Array(entry.reload.dropFirst())
                Task { [environment, problems, logger] in
                    await problems.run(
                        program, arguments, subject: "the reload command of template \(entry.name)", environment: environment,
                        timeout: reloadTimeout, logger: logger)
                }
            }
        }
        return rewrittenCurrent
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

/// Why an output was not written, in one sentence.
struct OutputError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
