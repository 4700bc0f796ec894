import FoundationEssentials
import ThemeCore
import ThemeTemplates

/// What `$XDG_CONFIG_HOME/themeswitch/config.yaml` asks for (docs/config.md). A missing file
/// is ``defaults``: no templates, hooks with a 10 s timeout, darkman's directories honoured.
public struct Configuration: Sendable, Equatable {
    /// The templates rendered on every published change, in file order.
    public var templates: [TemplateEntry] = []
    /// How hooks run.
    public var hooks = HookOptions()
    /// Which running programs are told to reload their colors.
    public var liveReload = LiveReloadOptions()
    /// Which desktop settings follow the theme.
    public var desktop = DesktopOptions()
    /// The light/dark schedule that replaces the desktop's setting while the preference is `system`.
    public var schedule: ScheduleSetting?
    /// Which apps read their per-app file, so that only those files are written.
    public var appFiles = AppFileReaders.all

    public init() {}

    /// The configuration without a file.
    public static let defaults = Configuration()

    /// Whether a template writes foot's paired light/dark themes, which tells that the user's
    /// foot switches themes on SIGUSR1/SIGUSR2 (an older foot dies of them).
    public var writesPairedFootThemes: Bool {
        templates.contains { $0.source == .builtIn(.footPaired) }
    }
}

/// One template to render: which text, where to, and what to run after a write.
public struct TemplateEntry: Sendable, Equatable {
    /// Where the template's text comes from.
    public enum Source: Sendable, Equatable {
        case builtIn(BuiltInTemplate)
        case file(URL)
    }

    /// The name `template render` takes and log lines give: the built-in's name, or `name:`
    /// (by default the template file's name without its extension).
    public var name: String
    public var source: Source
    /// The language the template file is written in (`engine:`); built-ins are Themeswitch's.
    public var engine: TemplateEngine
    /// Rendered in the scheme now in force.
    public var output: URL?
    /// Always rendered light, and always dark (the paired-theme request).
    public var lightOutput: URL?
    public var darkOutput: URL?
    /// Run (no shell) after any of the outputs was rewritten; empty for none.
    public var reload: [String]

    /// A template with its outputs.
    public init(name: String, source: Source, engine: TemplateEngine = .themeswitch, output: URL? = nil, lightOutput: URL? = nil,
                darkOutput: URL? = nil, reload: [String]) {
        self.name = name
        self.source = source
        self.engine = engine
        self.output = output
        self.lightOutput = lightOutput
        self.darkOutput = darkOutput
        self.reload = reload
    }

    /// Whether the text is a built-in template's (whose output directory is made when missing).
    public var isBuiltIn: Bool {
        if case .builtIn = source { true } else { false }
    }

    /// Each output and the scheme it is rendered in (nil: the current one).
    public var outputs: [(url: URL, scheme: ColorSchemeChoice)] {
        [(output, ColorSchemeChoice.current), (lightOutput, .light), (darkOutput, .dark)].compactMap { url, scheme in
            url.map { ($0, scheme) }
        }
    }
}

/// Which scheme an output is rendered in.
public enum ColorSchemeChoice: Sendable, Equatable {
    case current, light, dark
}

/// How hooks run (docs/config.md `hooks`).
public struct HookOptions: Sendable, Equatable {
    /// How long a hook may run before it is killed.
    public var timeout: Duration = .seconds(10)
    /// Whether darkman's `$XDG_DATA_HOME/dark-mode.d` and `light-mode.d` run on scheme changes.
    public var darkman = true
}

/// Which running programs are told to reload after their template output was rewritten
/// (docs/config.md `live-reload`); each through the mechanism the program documents.
public struct LiveReloadOptions: Sendable, Equatable {
    /// `kitty @ set-colors --all --configured FILE` to kitty's remote-control sockets.
    public var kitty = true
    /// kitty sockets (`unix:PATH`) besides those found in `$XDG_RUNTIME_DIR` and `/tmp`.
    public var kittySockets: [String] = []
    /// `nvim --server SOCKET --remote-send` to Neovim's sockets in `$XDG_RUNTIME_DIR`.
    public var neovim = true
    /// Neovim sockets besides those found.
    public var neovimSockets: [String] = []
    /// SIGUSR2 to the user's waybar processes.
    public var waybar = true
    /// SIGUSR1 (dark) or SIGUSR2 (light) to the user's foot processes, when a `foot-paired`
    /// template is configured (foot 1.23+ switches between its two color themes on them).
    public var foot = true
    /// `makoctl reload`.
    public var mako = true
    /// OSC 4/10/11/12 color sequences written to the user's own terminals (off by default).
    public var terminals = false
}

/// Which desktop settings are written on every change (docs/config.md `desktop`); all off by default.
public struct DesktopOptions: Sendable, Equatable {
    /// GSettings `org.gnome.desktop.interface color-scheme`: `prefer-dark` or `default`.
    public var colorScheme = false
    /// GSettings `org.gnome.desktop.interface accent-color` (GNOME 47+): the nearest named accent.
    public var accentColor = false
    /// GSettings `org.gnome.desktop.interface gtk-theme`: one name for light, one for dark.
    public var gtkTheme: SchemePair<String>?
    /// KDE's `kdeglobals` colors and `org.kde.KGlobalSettings.notifyChange`.
    public var kde = false

    public init() {}
}
