// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Themeswitch",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "DBus", targets: ["DBus"]),
        .library(name: "ThemeCore", targets: ["ThemeCore"]),
        .library(name: "ThemeClient", targets: ["ThemeClient"]),
        .executable(name: "themeswitch", targets: ["themeswitch"]),
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
        .target(name: "DBus", dependencies: ["CDBus"]),
        .target(name: "ThemeCore"),
        .target(name: "TestSupport", dependencies: ["Spawn"], path: "Tests/TestSupport"),
        .testTarget(name: "DBusTests", dependencies: ["DBus", "TestSupport"]),
        .testTarget(name: "ThemeCoreTests", dependencies: ["ThemeCore"]),
        .executableTarget(name: "themeswitch-docs", dependencies: ["ThemeCore"]),
        .target(name: "Spawn"),
        .target(name: "ThemeDaemon", dependencies: ["DBus", "ThemeCore", "Spawn", .product(name: "Logging", package: "swift-log")]),
        .executableTarget(name: "themeswitchd", dependencies: [
            "ThemeDaemon", "DBus", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            .product(name: "Logging", package: "swift-log"),
        ]),
        .testTarget(name: "ThemeDaemonTests", dependencies: ["ThemeDaemon", "ThemeCore", "DBus", "TestSupport"]),
        .target(name: "ThemeClient", dependencies: ["DBus", "ThemeCore"]),
        .executableTarget(name: "themeswitch", dependencies: [
            "ThemeClient", "ThemeCore", .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .executableTarget(name: "themeswitch-live-card", dependencies: ["ThemeClient", "ThemeCore"], path: "Examples/LiveCard"),
        .testTarget(name: "ThemeClientTests", dependencies: ["ThemeClient", "ThemeCore", "DBus", "TestSupport"]),
        .testTarget(name: "CLITests", dependencies: ["ThemeCore", "TestSupport"]),
        .executableTarget(name: "bench-themecore", dependencies: ["ThemeCore"], path: "Benchmarks/ThemeCore"),
        .executableTarget(name: "bench-dbus", dependencies: ["DBus"], path: "Benchmarks/DBus", exclude: ["floor"]),
        .executableTarget(name: "bench-daemon", dependencies: ["DBus"], path: "Benchmarks/Daemon", exclude: ["floor"]),
        .executableTarget(name: "bench-decode", dependencies: ["CDBus", "DBus", "ThemeCore", "ThemeClient"], path: "Benchmarks/Decode"),
        .executableTarget(name: "fuzz-marshal", dependencies: ["CDBus", "DBus"], path: "Tests/Reliability/FuzzMarshal"),
        .executableTarget(name: "reliability-restart", dependencies: ["ThemeClient", "ThemeDaemon", "Spawn"], path: "Tests/Reliability/Restart"),
    ],
    swiftLanguageModes: [.v6]
)
