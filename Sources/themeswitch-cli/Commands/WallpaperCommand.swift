import ArgumentParser
import FileReading
import FoundationEssentials
import ThemeClient
import ThemeCore

/// `themeswitch wallpaper list|set|clear`: the wallpaper and the tints it gives the palette (issue 12 §5).
struct WallpaperCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "wallpaper",
        abstract: "Choose a wallpaper apps draw behind their content: a preset, a pattern, a gradient or an image.",
        discussion: """
        A preset also tints the palette (the wallpaper layer: over global overrides, under per-app ones); \
        a pattern repeats a preset's tile without tinting. With --app (and --context) the wallpaper is \
        that app's (context's) own and changes only its set. The choice is published in every token set \
        as wallpaper.* (docs/tokens.md).

        Examples:
          themeswitch wallpaper set cats
          themeswitch wallpaper set --pattern hearts
          themeswitch wallpaper set travel --app org.example.Chat --context family
          themeswitch wallpaper set --gradient linear --colors '#1E3C72,#2A5298' --angle 135
          themeswitch wallpaper set --image ~/Pictures/beach.jpg --intensity 0.6 --blur 0.2
          themeswitch wallpaper set --image ~/Pictures/beach.jpg --dynamic --style vibrant
          themeswitch wallpaper colors ~/Pictures/beach.jpg
          themeswitch wallpaper clear
        """,
        subcommands: [WallpaperListCommand.self, WallpaperSetCommand.self, WallpaperColorsCommand.self, WallpaperClearCommand.self])
}

/// `themeswitch wallpaper list [--json]`.
struct WallpaperListCommand: ClientCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "List the preset wallpapers with the colors they give the current theme.",
        discussion: """
        One line per preset, tab-separated: name, background, tint, description, then 'default' for the \
        preset chosen when none is named and 'current' for the one set now. Then one line per app (and \
        app context) with a wallpaper of its own: 'app', the app id, the context ('-' for the whole app), \
        the kind, what it shows (preset or pattern name, gradient colors, image path), intensity and blur. \
        --json prints one array: the presets' objects, then one object per app wallpaper (with an "app" \
        member: app, context, kind, shows, intensity, blur).

        Example:
          themeswitch wallpaper list --json | jq -r '.[] | select(.current) | .name'
          themeswitch wallpaper list --json | jq -r '.[] | select(.app) | .app + " " + .shows'
        """)

    @Flag(help: "Print a JSON array.") var json = false
    @OptionGroup var global: GlobalOptions

    func run(client: ThemeClient) async throws {
        let presets = try await client.wallpapers()
        let current = try await client.current()
        let apps = try await client.appWallpapers()
        let chosen = current.tokens["wallpaper.kind"] == .text("preset") ? current.tokens["wallpaper.preset"]?.formatted : nil
        if json {
            let presetObjects = presets.map { preset in
                var object = JSONObject()
                object.add("name", preset.name)
                object.add("background", preset.background)
                object.add("tint", preset.tint)
                object.add("description", preset.summary)
                object.add("default", preset.isDefault)
                object.add("current", preset.name == chosen)
                return object
            }
            let appObjects = apps.map { entry in
                var object = JSONObject()
                object.add("app", entry.app)
                object.add("context", entry.context)
                object.add("kind", entry.tokens.text("wallpaper.kind") ?? "")
                object.add("shows", Self.shown(entry.tokens))
                object.add("intensity", json: JSONText.number(entry.tokens.dimension("wallpaper.intensity") ?? 0))
                object.add("blur", json: JSONText.number(entry.tokens.dimension("wallpaper.blur") ?? 0))
                return object
            }
            Output.line(JSONObject.array(presetObjects + appObjects))
            return
        }
        for preset in presets {
            let marks = (preset.isDefault ? ["default"] : []) + (preset.name == chosen ? ["current"] : [])
            Output.line(([preset.name, preset.background, preset.tint, preset.summary] + marks).joined(separator: "\t"))
        }
        for entry in apps {
            let tokens = entry.tokens
            Output.line(["app", entry.app, entry.context.isEmpty ? "-" : entry.context, tokens.text("wallpaper.kind") ?? "",
                         Self.shown(tokens), tokens["wallpaper.intensity"]?.formatted ?? "", tokens["wallpaper.blur"]?.formatted ?? ""]
                .joined(separator: "\t"))
        }
    }

    /// What a wallpaper shows: the preset's or pattern's name, the gradient's colors, the image's path.
    private static func shown(_ tokens: ThemeTokens) -> String {
        switch tokens.text("wallpaper.kind") {
        case "preset", "pattern": tokens.text("wallpaper.preset") ?? ""
        case "gradient": tokens.text("wallpaper.colors") ?? ""
        case "image": tokens.text("wallpaper.image") ?? ""
        default: ""
        }
    }
}

/// `themeswitch wallpaper set [PRESET] [--pattern NAME] [--gradient KIND --colors LIST [--angle DEG]] [--image FILE [--dynamic [--style S] [--pick N]]] [--intensity N] [--blur N] [--scale X] [--scale-type fill|fit|repeat] [--app ID [--context C]]`.
struct WallpaperSetCommand: ClientCommand {
    static let configuration = CommandConfiguration(
        commandName: "set", abstract: "Set the wallpaper, or only its intensity or blur.",
        discussion: """
        Give one of PRESET, --pattern, --gradient or --image, and/or --intensity and --blur (each 0 to 1), \
        --scale (0.5 to 2: how large a preset's pattern or a repeated image is drawn) and --scale-type \
        (fill, fit or repeat: how an image is scaled). \
        A pattern repeats a preset's tile in its tint over the theme's own background (the palette is \
        not tinted). A new kind of wallpaper starts at intensity 0.7 and blur 0.8 for a pattern, gradient \
        or image (seed 003), 1 and 0 for a preset, unless given. \
        A gradient has 2 to 8 colors, spread evenly; the angle is in degrees. An image must be a PNG or \
        JPEG of at most 20 MiB; the daemon keeps a copy, so the file may be moved afterwards. \
        --dynamic makes the theme take its colors from the image (docs/dynamic-color.md): --style is one of \
        \(DynamicSchemeStyle.allCases.map(\.rawValue).joined(separator: ", ")) (default tonal-spot), --pick N \
        the N-th candidate color of 'themeswitch wallpaper colors' (default 1). Setting a preset, a gradient \
        or an image without --dynamic gives the theme its own colors back. \
        With --app (and --context) the wallpaper is that app's (context's) own: it starts from the one \
        the app shows now, and only the app's set (GetTokens with its id) changes.

        Examples:
          themeswitch wallpaper set school
          themeswitch wallpaper set --image ~/Pictures/beach.jpg --dynamic --pick 2
          themeswitch wallpaper set --gradient radial --colors '#FFB347,#FFCC33'
          themeswitch wallpaper set --intensity 0.5
          themeswitch wallpaper set cats --scale 0.75
          themeswitch wallpaper set --image ~/Pictures/tile.png --scale-type repeat
          themeswitch wallpaper set --pattern cats --app org.example.Chat
        """)

    @Argument(help: ArgumentHelp("A preset: cats, flowers, hearts, kids, school, travel.", valueName: "preset"),
              completion: .list(WallpaperPreset.allCases.map(\.rawValue)))
    var preset: String?
    @Option(help: ArgumentHelp("A gradient instead of a preset.", valueName: "linear|radial|angular"),
            completion: .list(WallpaperGradient.Kind.allCases.map(\.rawValue))) var gradient: String?
    @Option(help: ArgumentHelp("A preset's tile repeated, the palette untinted.", valueName: "preset"),
            completion: .list(WallpaperPreset.allCases.map(\.rawValue))) var pattern: String?
    @Option(help: ArgumentHelp("The gradient's colors, comma-separated.", valueName: "#RRGGBB,#RRGGBB[,…]")) var colors: String?
    @Option(help: ArgumentHelp("The gradient's angle in degrees.", valueName: "deg")) var angle: Double?
    @Option(help: ArgumentHelp("A PNG, JPEG or WebP image instead of a preset.", valueName: "file")) var image: String?
    @Option(help: ArgumentHelp("How strongly apps draw the wallpaper, 0 to 1.", valueName: "0..1")) var intensity: Double?
    @Option(help: ArgumentHelp("How much surfaces blur the wallpaper, 0 to 1.", valueName: "0..1")) var blur: Double?
    @Flag(help: "Take the theme's colors from the image.") var dynamic = false
    @Option(help: ArgumentHelp("The dynamic colors' style (default tonal-spot).", valueName: "style")) var style: String?
    @Option(help: ArgumentHelp("Which candidate color is the source, from 1 (default 1).", valueName: "n")) var pick: UInt32?
    @Option(help: ArgumentHelp("How large a preset's pattern or a repeated image is drawn, 0.5 to 2.", valueName: "x")) var scale: Double?
    @Option(help: ArgumentHelp("How an image is scaled: fill, fit or repeat.", valueName: "fill|fit|repeat"),
            completion: .list(WallpaperScaleType.allCases.map(\.rawValue))) var scaleType: String?
    @OptionGroup var scope: WallpaperScopeOptions
    @OptionGroup var global: GlobalOptions

    func validate() throws {
        if dynamic, image == nil { throw ValidationError("--dynamic takes the colors from an image; give --image FILE") }
        if !dynamic, style != nil || pick != nil { throw ValidationError("--style and --pick need --dynamic") }
        if let style, DynamicSchemeStyle(rawValue: style) == nil {
            throw ValidationError("unknown style '\(style)'; accepted: \(DynamicSchemeStyle.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        let sources = [preset, pattern, gradient, image].compactMap { $0 }.count
        if sources > 1 { throw ValidationError("give only one of a preset, --pattern, --gradient or --image") }
        for name in [preset, pattern].compactMap(\.self) {
            if case .failure(let problem) = WallpaperPreset.named(name) { throw ValidationError(problem.message) }
        }
        if let gradient, WallpaperGradient.Kind(rawValue: gradient) == nil {
            throw CommandFailure.invalidUsage(gradient, for: "--gradient", accepted: WallpaperGradient.Kind.allCases.map(\.rawValue))
        }
        for (name, value) in [("--intensity", intensity), ("--blur", blur)] {
            if let value, !(0...1).contains(value) { throw ValidationError("invalid \(name) '\(value)': use a number from 0 to 1") }
        }
        if let scale, !Wallpaper.scaleRange.contains(scale) { throw ValidationError("invalid --scale '\(scale)': use a number from 0.5 to 2") }
        if let scaleType, WallpaperScaleType(rawValue: scaleType) == nil {
            throw CommandFailure.invalidUsage(scaleType, for: "--scale-type", accepted: WallpaperScaleType.allCases.map(\.rawValue))
        }
        if sources == 0, intensity == nil, blur == nil, scale == nil, scaleType == nil {
            throw ValidationError("give a preset, --pattern, --gradient, --image, --intensity, --blur, --scale or --scale-type")
        }
        if gradient == nil, colors != nil || angle != nil { throw ValidationError("--colors and --angle need --gradient") }
        if gradient != nil, colors == nil { throw ValidationError("--gradient needs --colors '#RRGGBB,#RRGGBB[,…]'") }
    }

    func run(client: ThemeClient) async throws {
        // The daemon reads the image and follows no symlink: hand it the absolute path of the
        // file a link named here ends at (Debian's wallpapers are links through the alternatives).
        let absolute = image.map {
            AtomicFile.target(of: URL(fileURLWithPath: $0, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)).standardizedFileURL.path)
        }
        try await client.setWallpaper(
            preset: preset, pattern: pattern, gradient: gradient,
            colors: colors.map { $0.split(separator: ",", omittingEmptySubsequences: false).map(\.trimmed) },
            angle: angle, image: absolute, intensity: intensity, blur: blur, dynamic: dynamic ? true : nil, style: style, pick: pick,
            scale: scale, scaleType: scaleType, app: scope.app, context: scope.context)
    }
}

/// `themeswitch wallpaper clear [--app ID [--context C]]`.
struct WallpaperClearCommand: ClientCommand {
    static let configuration = CommandConfiguration(
        commandName: "clear", abstract: "Remove the wallpaper and its tints, or one app's own wallpaper.",
        discussion: """
        With --app (and --context), removes that app's (context's) own wallpaper, so it shows its app's \
        or everyone's again; it is an error when it has none.

        Examples:
          themeswitch wallpaper clear
          themeswitch wallpaper clear --app org.example.Chat --context family
        """)

    @OptionGroup var scope: WallpaperScopeOptions
    @OptionGroup var global: GlobalOptions

    func run(client: ThemeClient) async throws {
        try await client.clearWallpaper(app: scope.app ?? "", context: scope.context ?? "")
    }
}
