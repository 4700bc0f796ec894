import FileReading
import FoundationEssentials
import Glibc

extension SetupImport {
    /// Why the origin's templates cannot be read, in one sentence.
    struct SourceError: Error, CustomStringConvertible {
        let description: String
    }

    /// The largest matugen config.toml read.
    static let maximumConfigBytes = 256 * 1024

    /// `$XDG_CONFIG_HOME/matugen/config.toml`'s `[templates.NAME]` tables: `input_path` and each
    /// `output_path`, `mode` (`Light`/`Dark`: that scheme's output only), and `post_hook` as the
    /// reload when it is a plain command. What cannot be carried over is said, one line each.
    static func matugenTemplates(_ paths: ConfigurationPaths, environment: [String: String]) throws(SourceError) -> [Found] {
        let url = paths.configHome.appendingPathComponent("matugen/config.toml")
        let bytes: [UInt8]
        do {
            bytes = try RegularFile.read(url.path, maximumBytes: maximumConfigBytes)
        } catch {
            throw SourceError(description: "\(url.path) \(error)")
        }
        guard let text = String(validating: bytes, as: UTF8.self) else { throw SourceError(description: "\(url.path) is not UTF-8 text") }
        let config: MatugenConfigFile
        do {
            config = try MatugenConfigFile(text)
        } catch {
            throw SourceError(description: "\(url.path) is not TOML that setup reads: \(error)")
        }
        let base = url.deletingLastPathComponent()
        var found: [Found] = []
        print("\(url.path): \(config.templates.count) template\(config.templates.count == 1 ? "" : "s")")
        for (name, values) in config.templates {
            if case .text("false")? = values["enabled"] { continue }
            guard case .text(let input)? = values["input_path"] else {
                print("\(name): has no input_path; left out")
                continue
            }
            var outputs: [String] = []
            switch values["output_path"] {
            case .text(let output)?: outputs = [output]
            case .list(let items)?: outputs = items.compactMap { if case .text(let output) = $0 { output } else { nil } }
            default: break
            }
            guard !outputs.isEmpty else {
                print("\(name): has no output_path (matugen only includes it elsewhere); left out")
                continue
            }
            var outputKey = "output"
            if case .text(let mode)? = values["mode"] {
                switch mode.lowercased() {
                case "light": outputKey = "light-output"
                case "dark": outputKey = "dark-output"
                default: print("\(name): mode '\(mode)' is not Light or Dark; the output follows the scheme in force")
                }
            }
            for key in ["pre_hook", "input_path_modes", "colors_to_compare", "expr_prefix", "block_prefix", "type"] where values[key] != nil {
                print("\(name): '\(key)' is not carried over (docs/templates.md says what each becomes)")
            }
            var reload: [String] = []
            if case .text(let hook)? = values["post_hook"] {
                if let command = plainCommand(hook) {
                    reload = command
                } else {
                    print("\(name): post_hook '\(hook)' is a shell command, not carried over; run it from a hook (docs/config.md, hooks)")
                }
            }
            let template = resolve(input, base: base, paths: paths).path
            for (index, output) in outputs.enumerated() {
                found.append(Found(name: "matugen-\(name)" + (index == 0 ? "" : "-\(index + 1)"), template: template,
                                   outputKey: outputKey, output: resolve(output, base: base, paths: paths).path, reload: reload))
            }
        }
        return found
    }

    /// Every file under pywal's template folder (`$XDG_CONFIG_HOME/wal/templates`, recursively, as
    /// pywal walks it), written to the same relative path under pywal's cache
    /// (`$PYWAL_CACHE_DIR`, else `$XDG_CACHE_HOME/wal`).
    static func pywalTemplates(_ paths: ConfigurationPaths, environment: [String: String]) throws(SourceError) -> [Found] {
        let folder = paths.configHome.appendingPathComponent("wal/templates")
        guard isFolder(folder.path) else { throw SourceError(description: "\(folder.path) is not a folder of pywal templates") }
        let cacheHome = environment["XDG_CACHE_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? paths.home.path + "/.cache"
        let cache = environment["PYWAL_CACHE_DIR"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? cacheHome + "/wal"
        let relatives = files(under: folder.path, relativeTo: "").filter { relative in
            let name = relative.split(separator: "/").last.map(String.init) ?? relative
            return name != ".DS_Store" && !name.hasSuffix(".swp")
        }.sorted()
        print("\(folder.path): \(relatives.count) template\(relatives.count == 1 ? "" : "s")")
        return relatives.map { relative in
            Found(name: "pywal-" + relative.replacing("/", with: "-"), template: folder.path + "/" + relative,
                  outputKey: "output", output: cache + "/" + relative, reload: [])
        }
    }

    private static func isFolder(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
    }

    /// The paths of the files under `folder`, relative to it (folders walked, as pywal walks them).
    private static func files(under folder: String, relativeTo prefix: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.flatMap { name -> [String] in
            let relative = prefix.isEmpty ? name : prefix + "/" + name
            return isFolder(folder + "/" + name) ? files(under: folder + "/" + name, relativeTo: relative) : [relative]
        }
    }

    /// A path of matugen's: `~/…` from home, a relative one from config.toml's folder.
    private static func resolve(_ path: String, base: URL, paths: ConfigurationPaths) -> URL {
        if path.hasPrefix("/") { return URL(fileURLWithPath: path) }
        if path == "~" { return paths.home }
        if path.hasPrefix("~/") { return paths.home.appendingPathComponent(String(path.dropFirst(2))) }
        return base.appendingPathComponent(path).standardizedFileURL
    }

    /// `hook` as a program and its arguments when it is a plain command (words without quotes,
    /// variables, keywords, redirections or other shell syntax; a trailing `&`, which only runs
    /// it in the background as reloads always run, aside); nil otherwise.
    static func plainCommand(_ hook: String) -> [String]? {
        var words = hook.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        if words.last == "&" { words.removeLast() }
        let shell = Set("|&;<>()$`\\\"'*?[]{}#~=%!\n")
        guard let first = words.first, !first.contains("="), words.allSatisfy({ !$0.contains(where: shell.contains) }) else { return nil }
        return words
    }
}
