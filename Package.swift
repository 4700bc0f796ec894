// swift-tools-version: 6.1
import PackageDescription

/// For the shipped targets: a file sees only the members of modules it imports itself, so a file
/// that imports FoundationEssentials cannot lean on full Foundation imported by another file
/// (full Foundation links ICU's 34 MB of data; docs/PERFORMANCE.md).
let lean: [SwiftSetting] = [.enableUpcomingFeature("MemberImportVisibility")]

let package = Package(
    name: "Themeswitch",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "DBus", targets: ["DBus"]),
        .library(name: "ThemeCore", targets: ["ThemeCore"]),
        .library(name: "ThemeClient", targets: ["ThemeClient"]),
        .library(name: "ThemeTemplates", targets: ["ThemeTemplates"]),
        .executable(name: "themeswitch", targets: ["themeswitch"]),
        .executable(name: "themeswitch-cli", targets: ["themeswitch-cli"]),
        .executable(name: "themeswitch-settings", targets: ["themeswitch-settings"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    ],
    targets: [
        .systemLibrary(
            name: "CDBus",
            pkgConfig: "dbus-1",
            providers: [.apt(["libdbus-1-dev"])]
        ),
        // The wire format without libdbus: the DBus layer's writer, and the one call the
        // `themeswitch` front makes before it would load libdbus (docs/PERFORMANCE.md, "CLI").
        .target(name: "DBusWire", swiftSettings: lean),
        .target(name: "DBus", dependencies: ["CDBus", "DBusWire"]),
        .target(name: "ThemeCore"),
        // Issue 28 §1: a YAML reader that bounds what aliases expand to, on libyaml's event parser.
        .systemLibrary(name: "CYAML", pkgConfig: "yaml-0.1", providers: [.apt(["libyaml-dev"])]),
        .target(name: "YAML", dependencies: ["CYAML"]),
        .testTarget(name: "YAMLTests", dependencies: ["YAML"]),
        // Issue 22: decoding wallpaper images for their colors with Debian's libraries.
        .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        .systemLibrary(name: "CTurboJPEG", pkgConfig: "libturbojpeg", providers: [.apt(["libturbojpeg0-dev"])]),
        .systemLibrary(name: "CWebP", pkgConfig: "libwebp", providers: [.apt(["libwebp-dev"])]),
        .target(name: "ImageDecoding", dependencies: ["CPNG", "CTurboJPEG", "CWebP", "FileReading", "ThemeCore"]),
        .testTarget(name: "ImageDecodingTests", dependencies: ["ImageDecoding", "ThemeCore", "TestSupport"], exclude: ["Photographs"]),
        .target(name: "ThemeBusNames", swiftSettings: lean),
        // The release's version, written once: the executables print it, scripts/version.sh reads it.
        .target(name: "ThemeswitchRelease", swiftSettings: lean),
        .target(name: "ThemeContract", dependencies: ["DBus", "ThemeBusNames", "ThemeCore"], swiftSettings: lean),
        .target(name: "TestSupport", dependencies: ["DBus", "Spawn", "ThemeContract"], path: "Tests/TestSupport"),
        .testTarget(name: "DBusTests", dependencies: ["DBus", "DBusWire", "TestSupport"]),
        .testTarget(name: "ThemeCoreTests", dependencies: ["ThemeCore"]),
        // Templates for the apps people run, the sun schedule and GNOME's accent mapping (issue 13).
        .target(name: "ThemeTemplates", dependencies: ["ThemeCore"], swiftSettings: lean),
        .testTarget(name: "ThemeTemplatesTests", dependencies: ["ThemeTemplates", "ThemeCore", "TestSupport"]),
        .target(name: "ThemeDocs", dependencies: ["DBus", "ThemeCore", "ThemeContract", "ThemeDaemon"]),
        .executableTarget(name: "themeswitch-docs", dependencies: ["ThemeDocs"]),
        .target(name: "Spawn"),
        // Issue 28 §2: reads a file a user names only when it is a regular file, bounded; and
        // writes files atomically (AtomicFile), for the daemon and the editor alike.
        .target(name: "FileReading"),
        // Issue 37 §1: what works without the daemon (config.yaml, `template`, `schedule`,
        // `setup`), linked by `themeswitch-cli` and by the daemon.
        .target(name: "ThemeConfiguration", dependencies: [
            "FileReading", "Spawn", "ThemeContract", "ThemeCore", "ThemeTemplates", "YAML",
        ], swiftSettings: lean),
        // Issue 38 §1: the schedule's wall-clock alarm, a CLOCK_REALTIME timerfd that a set clock cancels.
        .systemLibrary(name: "CTimerFD"),
        .target(name: "ThemeDaemon", dependencies: [
            "CTimerFD", "DBus", "ThemeConfiguration", "ThemeCore", "ThemeContract", "Spawn", .product(name: "Logging", package: "swift-log"),
            "ThemeTemplates", "YAML", "FileReading", "ImageDecoding",
        ], swiftSettings: lean),
        .executableTarget(name: "themeswitchd", dependencies: [
            "ThemeDaemon", "DBus", "ThemeConfiguration", "ThemeswitchRelease",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
            .product(name: "Logging", package: "swift-log"),
        ], swiftSettings: lean),
        .testTarget(name: "ThemeDaemonTests", dependencies: ["ThemeDaemon", "ThemeConfiguration", "ThemeContract", "ThemeCore", "ThemeDocs", "DBus", "TestSupport", "ImageDecoding", "FileReading"]),
        .target(name: "ThemeClient", dependencies: ["DBus", "ThemeCore", "ThemeContract"], swiftSettings: lean),
        // Issue 14: a small termios + escape-sequence layer, and `themeswitch pick` on top of it.
        .target(name: "TerminalUI"),
        .target(name: "ThemePicker", dependencies: ["TerminalUI", "ThemeClient", "ThemeCore", "ThemeTemplates", "FileReading"]),
        .testTarget(name: "ThemePickerTests", dependencies: ["ThemePicker", "TerminalUI", "ThemeCore"]),
        // `themeswitch`: `apply`, `scheme` and `get` over its own socket, everything else by running
        // `themeswitch-cli`, the commands themselves (docs/PERFORMANCE.md, "CLI").
        .target(name: "ProgramLocations", swiftSettings: lean),
        .executableTarget(name: "themeswitch", dependencies: ["DBusWire", "ProgramLocations", "ThemeBusNames"], swiftSettings: lean),
        .executableTarget(name: "themeswitch-cli", dependencies: [
            "ThemeClient", "ThemeConfiguration", "ThemeContract", "ThemeCore", "ThemePicker", "ThemeTemplates", "FileReading", "ImageDecoding",
            "ThemeswitchRelease",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ], swiftSettings: lean),
        // Issue 41: the settings app on GTK 4.8 and libadwaita 1.2. Only these targets link GTK;
        // `swift build --product themeswitchd` compiles none of them.
        .systemLibrary(name: "CAdwaita", pkgConfig: "libadwaita-1", providers: [.apt(["libadwaita-1-dev", "libgtk-4-dev"])]),
        // What the app needs of GObject, theme-agnostic: signals with Swift closures, references, the main loop.
        .target(name: "GObjectKit", dependencies: ["CAdwaita"], linkerSettings: [.linkedLibrary("dispatch")]),
        .executableTarget(name: "gobjectkit-probe", dependencies: ["CAdwaita", "GObjectKit"], path: "Tests/GObjectKitProbe"),
        .testTarget(name: "GObjectKitTests", dependencies: ["CAdwaita", "GObjectKit", "TestSupport"]),
        .executableTarget(name: "themeswitch-settings", dependencies: [
            "CAdwaita", "GObjectKit", "ImageDecoding", "FileReading", "ProgramLocations", "ThemeClient", "ThemeConfiguration", "ThemeCore", "ThemePicker", "ThemeTemplates",
            "ThemeswitchRelease",
        ]),
        // The app under Xvfb against the real daemon, driven through the accessibility tree (AT-SPI).
        .testTarget(name: "SettingsAppTests", dependencies: ["ThemeClient", "TestSupport"], exclude: ["settings-driver.py"]),
        .executableTarget(name: "themeswitch-live-card", dependencies: ["ThemeClient", "ThemeCore"], path: "Examples/LiveCard"),
        .testTarget(name: "ThemeClientTests", dependencies: ["ThemeClient", "ThemeCore", "DBus", "TestSupport"]),
        .testTarget(name: "CLITests", dependencies: ["ThemeCore", "TestSupport"]),
        .executableTarget(name: "bench-themecore", dependencies: ["BenchmarkSupport", "ThemeCore"], path: "Benchmarks/ThemeCore"),
        .executableTarget(name: "bench-dbus", dependencies: ["BenchmarkSupport", "DBus", "TestSupport"], path: "Benchmarks/DBus", exclude: ["floor"]),
        .target(name: "BenchmarkSupport", dependencies: ["TestSupport"], path: "Benchmarks/Support"),
        .executableTarget(name: "bench-daemon", dependencies: [
            "BenchmarkSupport", "DBus", "TestSupport", "ThemeContract", "ThemeCore", "ThemeDaemon",
        ], path: "Benchmarks/Daemon", exclude: ["floor"]),
        .executableTarget(name: "bench-decode", dependencies: [
            "BenchmarkSupport", "CDBus", "DBus", "ThemeClient", "ThemeContract", "ThemeCore",
        ], path: "Benchmarks/Decode"),
        // Issue 28 §2: start-up and edits with 5 000 user themes against the same daemon with one.
        .executableTarget(name: "bench-catalog", dependencies: [
            "BenchmarkSupport", "DBus", "TestSupport", "ThemeContract", "ThemeCore",
        ], path: "Benchmarks/Catalog"),
        // Issue 22: an image to a token set, against ImageMagick and materialyoucolor.
        .executableTarget(name: "bench-dyncolor", dependencies: ["BenchmarkSupport", "ImageDecoding", "Spawn", "ThemeCore"],
                          path: "Benchmarks/DynamicColor", exclude: ["materialyoucolor_peer.py", "floor"]),
        .executableTarget(name: "fuzz-marshal", dependencies: ["CDBus", "DBus", "DBusWire"], path: "Tests/Reliability/FuzzMarshal"),
        .executableTarget(name: "fuzz-readers", dependencies: ["DBusWire", "ThemeConfiguration", "ThemeDaemon", "ThemeCore"], path: "Tests/Reliability/FuzzReaders",
                          exclude: ["seeds", "yaml.dict"]),
        .executableTarget(name: "reliability-restart", dependencies: ["ThemeClient", "ThemeDaemon", "Spawn"], path: "Tests/Reliability/Restart"),
        // Issues 12 and 19: 100 apps with overrides in another process, one global Apply → each app holds its own set.
        .executableTarget(name: "bench-layers", dependencies: [
            "BenchmarkSupport", "DBus", "TestSupport", "ThemeContract", "ThemeCore",
        ], path: "Benchmarks/Layers", exclude: ["floor"]),
    ],
    swiftLanguageModes: [.v6]
)
