// ThemeCore benchmarks (not tests). Run in release:
//   swift run -c release --scratch-path .build-core bench-themecore
// Prints: resolve time of one full token set (median, p99) against a floor measured in the
// same run (filling a set's storage, one value per documented key, from a prebuilt array); the same with four
// override layers that each set values in both schemes (issue 12: goal ≤ 2× plain); the catalog rebuilt
// after one edit of 20 user themes, reusing the unchanged ones against compiling all; heap held by the
// registry with all built-in themes (mallinfo2); the size of ThemeCore's release objects; and importing
// a terminal scheme in each format against its reference parser (TerminalImportBench.swift).
#if canImport(Glibc)
import Glibc
#endif
import BenchmarkSupport
import ThemeCore

/// Median and 99th percentile, in microseconds, of `body` timed one call at a time.
func microseconds(iterations: Int, _ body: (Int) -> Int) -> (median: Double, p99: Double, sink: Int) {
    let (result, sink) = measure(iterations: iterations, body)
    return (result.p50 / 1000, result.p99 / 1000, sink)
}

/// Bytes in use on the malloc heap, from glibc's `malloc_stats()` ("Total (incl. mmap): … in use bytes").
/// `malloc_stats` is looked up with dlsym (its header, malloc.h, is not in the Glibc module) and
/// writes to stderr, which is pointed at a pipe for the call.
func heapInUse() -> Int? {
    typealias MallocStats = @convention(c) () -> Void
    guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "malloc_stats") else { return nil }
    let mallocStats = unsafeBitCast(symbol, to: MallocStats.self)
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else { return nil }
    let savedStderr = dup(2)
    dup2(ends[1], 2)
    mallocStats()
    dup2(savedStderr, 2)
    close(savedStderr)
    close(ends[1])
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
        let count = read(ends[0], &buffer, buffer.count)
        if count <= 0 { break }
        bytes += buffer[..<count]
    }
    close(ends[0])
    let report = String(decoding: bytes, as: UTF8.self)
    guard let total = report.split(separator: "Total (incl. mmap):").last,
          let line = total.split(separator: "\n").first(where: { $0.contains("in use bytes") }),
          let number = line.split(separator: "=").last?.split(separator: " ").first else { return nil }
    return Int(number)
}

// 1. Heap held by the registry: first use builds all themes and their variants (the popular
// palettes fitted from their Base16 palettes); timed too, against importing one Base16 scheme.
let heapBefore = heapInUse() ?? 0
let buildStart = BenchmarkClock.monotonic()
let registry = ThemeRegistry.builtIn
let buildNanoseconds = BenchmarkClock.monotonic() - buildStart
let heapAfter = heapInUse() ?? 0
let registryBytes = heapAfter - heapBefore
// Peer: one Base16 import (Gruvbox dark, medium: fit both schemes, the light one derived, and compile).
let gruvbox = ["282828", "3c3836", "504945", "665c54", "bdae93", "d5c4a1", "ebdbb2", "fbf1c7",
               "fb4934", "fe8019", "fabd2f", "b8bb26", "8ec07c", "83a598", "d3869b", "d65d0e"]
let gruvboxFields = ["system": "base16", "name": "Gruvbox bench", "author": "morhetz", "variant": "dark"]
let gruvboxPalette = Dictionary(uniqueKeysWithValues: gruvbox.enumerated().map { (Base16Scheme.slotName($0.offset), $0.element) })
let importStart = BenchmarkClock.monotonic()
let importedCount = (try? Base16SchemeFile.scheme(fields: gruvboxFields, palette: gruvboxPalette))
    .flatMap { Base16Mapping.userTheme(light: nil, dark: $0) }
    .flatMap { try? registry.adding($0.theme) }?.themes.count ?? 0
let importNanoseconds = BenchmarkClock.monotonic() - importStart

// 2. Resolve one full token set, cycling through every theme, scheme and variant.
let themes = registry.themes.map(\.id)
let flags = AccessibilityFlags.allCombinations
let resolve = microseconds(iterations: 200_000) { index in
    let set = try? registry.tokens(themeID: themes[index % themes.count],
                                   scheme: index & 1 == 0 ? .light : .dark,
                                   accessibility: flags[(index >> 1) % flags.count])
    return set?.count ?? 0
}

// 2b. The same with every layer set: global, a preset wallpaper (cycling through the six, so its tints
// and their contrast check run), app, context; each override layer sets values in both schemes, the app
// layer an accent (so the accent family is re-derived, and moved in high contrast).
func layer(_ values: [(String, ThemeValueInput)]) -> SemanticOverrides {
    var overrides = SemanticOverrides()
    for (key, value) in values { try? overrides.set(key, value, for: .both) }
    return overrides
}
let stacks = WallpaperPreset.allCases.map { preset in
    LayerStack(
        below: [layer([("color.surface", .string("#FAFAF7")), ("spacing.lg", .number(18))])],
        wallpaper: Wallpaper(source: .preset(preset)),
        above: [layer([("color.accent", .string("#7B3FA0")), ("shape.large", .number(10))]),
                layer([("typography.bodyLarge.size", .number(18)), ("typography.bodyLarge.weight", .number(500))])])
}
let layered = microseconds(iterations: 200_000) { index in
    let set = try? registry.tokens(themeID: themes[index % themes.count], stack: stacks[(index >> 3) % stacks.count],
                                   scheme: index & 1 == 0 ? .light : .dark,
                                   accessibility: flags[(index >> 1) % flags.count])
    return set?.count ?? 0
}
let normalFlags = flags.filter { !$0.highContrast }
let layeredNormal = microseconds(iterations: 200_000) { index in
    let set = try? registry.tokens(themeID: themes[index % themes.count], stack: stacks[(index >> 3) % stacks.count],
                                   scheme: index & 1 == 0 ? .light : .dark,
                                   accessibility: normalFlags[(index >> 1) % normalFlags.count])
    return set?.count ?? 0
}

// 2c. The catalog rebuilt after one edit of one of 20 user themes (each with an accent set for both
// schemes that fails in one, so the engine derives a counterpart and fits the derived colors): reusing
// the unchanged themes' compiled forms, as the daemon does, against the peer that compiles all 20 again.
let userThemes: [UserTheme] = (0..<20).map { number in
    var values = SemanticOverrides()
    try? values.set("color.accent", .string(number.isMultiple(of: 2) ? "#FF00AA" : "#B00070"), for: .both)
    return UserTheme(id: "user-\(number)", metadata: ThemeMetadata(name: "User \(number)", category: .vibrant),
                     template: "sunset", values: values)
}
func catalog(_ themes: [UserTheme], reusing earlier: ThemeRegistry?) -> ThemeRegistry {
    let rebuilt = registry.includingUnchecked(themes, reusing: earlier).registry
    // Themes compile on first use: resolve every user theme once, as the daemon's catalog and audit do.
    for theme in themes { _ = try? rebuilt.tokens(themeID: theme.id, scheme: .light, accessibility: AccessibilityFlags()) }
    return rebuilt
}
let userCatalog = catalog(userThemes, reusing: nil)
func edited(_ index: Int) -> [UserTheme] {
    var themes = userThemes
    try? themes[index % themes.count].values.set("spacing.lg", .number(Double(10 + index % 7)), for: .both)
    return themes
}
let rebuildReusing = microseconds(iterations: 300) { index in catalog(edited(index), reusing: userCatalog).themes.count }
let rebuildAll = microseconds(iterations: 300) { index in catalog(edited(index), reusing: nil).themes.count }

// Floor: the least any resolver can do — fill a set's storage (a value for each documented key, in
// documentation order, as `TokenSet` keeps them) from a prebuilt array.
let defaultSet = try? registry.tokens(themeID: "default", scheme: .light, accessibility: AccessibilityFlags())
let prebuilt: [TokenValue?] = TokenSet.allKeys.map { defaultSet?[$0] }
let floor = microseconds(iterations: 200_000) { _ in
    var values: [TokenValue?] = []
    values.reserveCapacity(prebuilt.count)
    for value in prebuilt { values.append(value) }
    return values.count
}

print("ThemeCore benchmarks (\(prebuilt.count) tokens per set)")
print("resolve one token set:  median \(format(resolve.median)) µs, p99 \(format(resolve.p99)) µs  (goal ≤ 20 µs median)")
print("floor (fill the storage): median \(format(floor.median)) µs, p99 \(format(floor.p99)) µs")
print("resolve / floor:        \(format(resolve.median / floor.median, digits: 1))× at the median")
print("resolve, all layers:    median \(format(layered.median)) µs, p99 \(format(layered.p99)) µs  "
    + "= \(format(layered.median / resolve.median, digits: 1))× plain at the median (goal ≤ 2×)")
print("  without high contrast: median \(format(layeredNormal.median)) µs, p99 \(format(layeredNormal.p99)) µs  "
    + "= \(format(layeredNormal.median / resolve.median, digits: 1))× plain")
print("catalog after one edit of 20 user themes: median \(format(rebuildReusing.median)) µs reusing the others, "
    + "\(format(rebuildAll.median)) µs compiling all (peer) = \(format(rebuildAll.median / rebuildReusing.median, digits: 1))× faster")
print("registry heap:          \(registryBytes) bytes = \(format(Double(registryBytes) / 1024, digits: 1)) KiB  (goal ≤ 2 MB)")
let perTheme = Double(buildNanoseconds) / 1_000_000 / Double(max(registry.themes.count, 1))
let importMilliseconds = Double(importNanoseconds) / 1_000_000
print("registry first use:     \(format(Double(buildNanoseconds) / 1_000_000)) ms for \(registry.themes.count) themes = "
    + "\(format(perTheme)) ms each; one Base16 import \(format(importMilliseconds)) ms (\(importedCount) themes after) "
    + "= \(format(importMilliseconds / perTheme, digits: 1))× a built-in")

// 3. Size: ThemeCore's release objects (`size`: text + data), and the bytes of ThemeCore symbols
// linked into this executable (`nm -S`, mangled names containing `9ThemeCore`).
func run(_ command: String) -> String {
    guard let pipe = popen(command, "r") else { return "" }
    var output: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
        let count = fread(&buffer, 1, buffer.count, pipe)
        if count == 0 { break }
        output += buffer[..<count]
    }
    pclose(pipe)
    return String(decoding: output, as: UTF8.self)
}

var pathBuffer = [UInt8](repeating: 0, count: 4096)
let length = pathBuffer.withUnsafeMutableBufferPointer { buffer in
    buffer.baseAddress.map { $0.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
        readlink("/proc/self/exe", $0, buffer.count - 1)
    } } ?? -1
}
let executable = length > 0 ? String(decoding: pathBuffer[..<length], as: UTF8.self) : ""
let buildDirectory = executable.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
let totals = run("size -t \(buildDirectory)/ThemeCore.build/*.o 2>/dev/null | tail -1")
    .split(whereSeparator: { $0 == " " || $0 == "\t" }).compactMap { Int($0) }
if totals.count >= 2 {
    let bytes = totals[0] + totals[1]
    print("ThemeCore objects:      text \(totals[0]) + data \(totals[1]) = \(format(Double(bytes) / 1024, digits: 1)) KiB")
}
var linked = 0
var linkedDocs = 0
for line in run("nm -S \(executable) 2>/dev/null").split(separator: "\n") {
    let fields = line.split(separator: " ")
    guard fields.count == 4, fields[3].contains("9ThemeCore"), let size = Int(fields[1], radix: 16) else { continue }
    linked += size
    if fields[3].contains("TokenDocumentation") { linkedDocs += size }
}
print("linked ThemeCore code:  \(format(Double(linked) / 1024, digits: 1)) KiB in this executable, of which "
    + "TokenDocumentation \(format(Double(linkedDocs) / 1024, digits: 1)) KiB  (goal ≤ 50 KB)")
for line in TerminalImportBench.report() { print(line) }
if resolve.sink == 0 || floor.sink == 0 || layered.sink == 0 || layeredNormal.sink == 0 || rebuildReusing.sink == 0
    || rebuildAll.sink == 0 { print("(no work done)") }
