import FoundationEssentials
import Glibc

/// Where a program reads its configuration, as `themeswitch setup` sees it: the files it looks for,
/// in its own order, and where a file of the user's belongs (pure: existence is asked of
/// ``SetupPlaces/exists``).
struct SetupSearchOrder: Sendable, Equatable {
    /// The files the program reads instead of one another, first first (files it reads in
    /// addition, such as `/etc/zathurarc`, are not listed: a new file cannot shadow them).
    let candidates: [SetupConfigFile]
    /// Where the user's own file belongs: created there when ``creates``, else named in the advice.
    let own: SetupConfigFile
    /// Whether setup may create ``own`` when no candidate exists (never where a missing file
    /// means the system's is in use: i3, sway, polybar, Hyprland).
    let creates: Bool
    /// A state in which the program reads none of its files (Neovim with both init.vim and
    /// init.lua), said instead of editing.
    let conflict: String?
    /// How the program reads the template's output by itself (lf's colors, dunst's drop-in), said
    /// instead of editing; nil when it needs a line of ours.
    let readsOutput: String?

    /// `candidates` without repeats (`$XDG_CONFIG_HOME` is often `~/.config`).
    init(candidates: [SetupConfigFile], own: SetupConfigFile, creates: Bool, conflict: String? = nil, readsOutput: String? = nil) {
        var seen = Set<String>()
        self.candidates = candidates.filter { seen.insert($0.path).inserted }
        self.own = own
        self.creates = creates
        self.conflict = conflict
        self.readsOutput = readsOutput
    }
}

/// One configuration file a program may read.
struct SetupConfigFile: Sendable, Equatable {
    /// Whose file it is.
    enum Owner: Sendable, Equatable {
        /// The user's, for this program: setup edits it.
        case user
        /// The user's, for another program this one falls back on (sway reading `~/.i3/config`).
        case program(String)
        /// The system's (`/etc/…`): never edited.
        case system
    }

    /// The absolute path.
    let path: String
    /// How the file writes comments and the line that loads our output.
    let syntax: SetupSyntax
    let owner: Owner

    init(_ path: String, _ syntax: SetupSyntax, _ owner: Owner = .user) {
        self.path = path
        self.syntax = syntax
        self.owner = owner
    }

    /// The directory the file is in.
    var directory: String { path.lastIndex(of: "/").map { String(path[..<$0]) } ?? "." }
}

/// The home and the XDG variables the search orders are written in, and a way to ask whether a
/// path exists (any directory entry, a dangling symlink too), so that the orders stay pure.
struct SetupPlaces: Sendable {
    /// `$HOME`.
    let home: String
    /// `$XDG_CONFIG_HOME`, or `~/.config`.
    let configHome: String
    /// The environment, for variables a single program reads (`KITTY_CONFIG_DIRECTORY`).
    let environment: [String: String]
    let exists: @Sendable (String) -> Bool

    /// `$XDG_CONFIG_DIRS`' directories when set, else nil.
    var configDirectoriesSet: [String]? {
        ConfigurationPaths.configDirectories(in: environment)
    }

    /// `$XDG_CONFIG_DIRS`' directories, `/etc/xdg` when unset.
    var configDirectories: [String] { configDirectoriesSet ?? ["/etc/xdg"] }

    /// `~/.config`, which some programs read besides `$XDG_CONFIG_HOME`.
    var dotConfig: String { home + "/.config" }
}

/// What setup does for one program (pure).
enum SetupDecision: Equatable {
    /// Append to the first existing file the program reads.
    case edit(SetupConfigFile)
    /// Create the file (no file of the program's exists, and a new one shadows none).
    case create(SetupConfigFile)
    /// Touch nothing: the sentence says why, and the load line for `file` is printed for the user to add.
    case advise(String, SetupConfigFile)
    /// Touch nothing: the program reads the output by itself, as the sentence says.
    case readsOutput(String)
    /// The program is not in use: no file or directory of its own.
    case notFound

    /// The decision for a program named `name` reading `order`.
    static func decide(_ name: String, _ order: SetupSearchOrder, exists: (String) -> Bool) -> SetupDecision {
        let existing = order.candidates.filter { exists($0.path) }
        guard existing.contains(where: { $0.owner == .user }) || exists(order.own.directory) else { return .notFound }
        if let conflict = order.conflict { return .advise(conflict, order.own) }
        if let reads = order.readsOutput {
            guard let first = existing.first, first.owner == .system else { return .readsOutput(reads) }
            let copy = SetupConfigFile(order.own.path, .command("cp \(first.path) \(order.own.path)"))
            return .advise("\(name) reads \(first.path), the system's, and only the files beside the one it reads; setup creates none, since yours would be read instead of it: copy it", copy)
        }
        guard let first = existing.first else {
            if order.creates { return .create(order.own) }
            let places = order.candidates.map(\.path).joined(separator: ", ")
            return .advise("\(name) reads none of \(places) now (it runs on its defaults); setup creates none, since a new file would replace the system's: make \(order.own.path) (from the system's, if any) and add", order.own)
        }
        switch first.owner {
        case .user:
            return .edit(first)
        case .program(let other):
            return .advise("\(name) reads \(first.path), \(other)'s configuration, for want of its own; setup leaves that file to \(other): for \(name), copy it to \(order.own.path) and add", order.own)
        case .system:
            return .advise("\(name) reads \(first.path), the system's; a file of yours would be read instead of it, so setup creates none: copy it to \(order.own.path) and add", order.own)
        }
    }
}

extension SetupPlaces {
    /// The places of `environment`, asking this machine's file system what exists.
    init(paths: ConfigurationPaths, environment: [String: String]) {
        self.init(home: paths.home.path, configHome: paths.configHome.path, environment: environment) { path in
            var info = stat()
            return lstat(path, &info) == 0
        }
    }
}
