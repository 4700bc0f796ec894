// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Themeswitch",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "DBus", targets: ["DBus"]),
        .library(name: "ThemeCore", targets: ["ThemeCore"]),
    ],
    targets: [
        .systemLibrary(
            name: "CDBus",
            pkgConfig: "dbus-1",
            providers: [.apt(["libdbus-1-dev"])]
        ),
        .target(name: "DBus", dependencies: ["CDBus"]),
        .target(name: "ThemeCore"),
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "DBusTests", dependencies: ["DBus", "TestSupport"]),
        .testTarget(name: "ThemeCoreTests", dependencies: ["ThemeCore"]),
        .executableTarget(name: "themeswitch-docs", dependencies: ["ThemeCore"]),
        .executableTarget(name: "bench-themecore", dependencies: ["ThemeCore"], path: "Benchmarks/ThemeCore"),
    ],
    swiftLanguageModes: [.v6]
)
