// Dynamic color benchmark (issue 22; not a test). Run in release: `make bench`, or
//   swift run -c release bench-dyncolor
// Makes a 3840×2160 JPEG and ten 1280×720 "photographs" (seeded plasma fractals, licence-free)
// with ImageMagick, then times, on the same files in the same run:
//   ours: file → decoded (1/8 in the IDCT) → source color → theme → resolved light and dark token sets,
//   ImageMagick: `convert FILE -resize 25% -colors 16 -unique-colors txt:-` (what pywal runs), whole process,
//   materialyoucolor: the same steps in Material's Python port (materialyoucolor_peer.py), in process,
// and prints the ratios of CPU time (the machines these run on are shared: wall time would measure
// the other load; ImageMagick's is its process's user + system time, all threads), then how often our source hue agrees with materialyoucolor's within 15°.
#if canImport(Glibc)
import Glibc
#endif
import BenchmarkSupport
import ImageDecoding
import Spawn
import ThemeCore

/// Runs `program` with output to /dev/null (or to `output`); its exit status.
func run(_ program: String, _ arguments: [String], output: String = "/dev/null") -> Int32 {
    guard let pid = try? Spawn.start(program, arguments, environment: ["PATH": String(cString: getenv("PATH"))],
                                     standardInput: .file(path: "/dev/null", flags: O_RDONLY),
                                     standardOutput: .file(path: output, flags: O_WRONLY | O_CREAT | O_TRUNC),
                                     standardError: .file(path: "/dev/null", flags: O_WRONLY)) else { return -1 }
    return Spawn.waitForExit(pid)
}

func readText(_ path: String) -> String {
    (try? ImageFile.read(path)).map { String(decoding: $0, as: UTF8.self) } ?? ""
}

var template = Array("/tmp/bench-dyncolor-XXXXXX".utf8CString)
guard let made = mkdtemp(&template) else { fail("cannot make a temporary directory") }
let directory = String(cString: made)
defer { _ = run("rm", ["-rf", directory]) }

let big = directory + "/uhd.jpg"
guard run("convert", ["-size", "3840x2160", "-seed", "3", "plasma:#1565C0-#FFB74D", "-blur", "0x4", big]) == 0 else {
    fail("ImageMagick's convert could not make the test image (scripts/install-deps.sh installs it)")
}
let gradients = ["#2E7D32-#A5D6A7", "#B71C1C-#FFCDD2", "#4A148C-#FF8A65", "#006064-#FFF59D", "#3E2723-#FFAB91",
                 "#0D47A1-#90CAF9", "#F57F17-#5D4037", "#880E4F-#B2DFDB", "#1B5E20-#FFE082", "#263238-#FF7043"]
var photos: [String] = []
for (index, colors) in gradients.enumerated() {
    let path = directory + "/photo\(index).jpg"
    guard run("convert", ["-size", "1280x720", "-seed", "\(index + 11)", "plasma:\(colors)", "-blur", "0x3", path]) == 0 else {
        fail("convert could not make \(path)")
    }
    photos.append(path)
}

// Ours, in process: the daemon's work for `wallpaper set --image FILE --dynamic` up to the token sets.
func ours(_ path: String) -> (RGBAColor, Int) {
    guard let pixels = try? ImageFile.pixels(at: path), let source = ImageColors(pixels: pixels).candidates.first else {
        fail("cannot decode \(path)")
    }
    var stack = LayerStack()
    stack.wallpaper = Wallpaper(source: .image(path: path, format: .jpeg))
    stack.wallpaper.dynamicColors = WallpaperDynamicColors(source: source.color, style: .tonalSpot)
    var count = 0
    for scheme in ColorScheme.allCases {
        count += (try? ThemeRegistry.builtIn.tokens(themeID: "default", stack: stack, scheme: scheme,
                                                    accessibility: AccessibilityFlags()))?.count ?? 0
    }
    return (source.color, count)
}
let (ourTime, _) = measure(iterations: 20, clock: BenchmarkClock.threadCPU) { _ in ours(big).1 }
let oursMilliseconds = ourTime.p50 / 1_000_000
print("ours: 3840×2160 JPEG → token sets (light + dark), median \(format(oursMilliseconds)) ms CPU, p99 \(format(ourTime.p99 / 1_000_000)) ms (goal ≤ 100 ms)")

// Where the time goes: decoding, extraction (quantize + score), theme + both resolves.
guard let bigPixels = try? ImageFile.pixels(at: big), let bigSource = ImageColors(pixels: bigPixels).candidates.first else {
    fail("cannot decode \(big)")
}
let decodeTime = measure(iterations: 20, clock: BenchmarkClock.threadCPU) { _ in (try? ImageFile.pixels(at: big))?.width ?? 0 }.percentiles.p50 / 1_000_000
let extractTime = measure(iterations: 20, clock: BenchmarkClock.threadCPU) { _ in ImageColors(pixels: bigPixels).candidates.count }.percentiles.p50 / 1_000_000
let themeTime = measure(iterations: 20, clock: BenchmarkClock.threadCPU) { _ in
    WallpaperDynamicColors(source: bigSource.color, style: .tonalSpot).values[.light].count
}.percentiles.p50 / 1_000_000
print("  of which: read + decode \(format(decodeTime)) ms, quantize + score \(format(extractTime)) ms, theme (both schemes) \(format(themeTime)) ms")

// WebP against its floor (issue 36 §3): the same 4096×4096 picture as WebP and as JPEG, decoded
// for its colors by ImageDecoder, against libwebp's own scaled decode to the same size in C
// (floor/webp-decode.c). JPEG scales in its IDCT; WebP has no such shortcut: libwebp decodes
// every pixel and scales the rows as they come, which is the floor's cost too.
let square = directory + "/square.png"
// Noise gives it a photograph's detail (a 5.5 MB WebP at quality 85): a smooth picture decodes faster.
guard run("convert", ["-size", "4096x4096", "-seed", "5", "plasma:#6A1B9A-#80CBC4", "-attenuate", "0.6", "+noise", "Gaussian", square]) == 0,
      run("convert", [square, "-quality", "85", directory + "/square.webp"]) == 0,
      run("convert", [square, "-quality", "85", directory + "/square.jpg"]) == 0 else {
    fail("convert could not make the 4096×4096 WebP and JPEG (scripts/install-deps.sh installs ImageMagick)")
}
guard let webpPixels = try? ImageFile.pixels(at: directory + "/square.webp") else { fail("cannot decode the WebP") }
let webpTime = measure(iterations: 10, clock: BenchmarkClock.threadCPU) { _ in (try? ImageFile.pixels(at: directory + "/square.webp"))?.width ?? 0 }.percentiles.p50 / 1_000_000
let jpegTime = measure(iterations: 10, clock: BenchmarkClock.threadCPU) { _ in (try? ImageFile.pixels(at: directory + "/square.jpg"))?.width ?? 0 }.percentiles.p50 / 1_000_000
let webpFloor = await compileC(String(#filePath.dropLast("main.swift".count)) + "floor/webp-decode.c", packages: ["libwebp"])
let floorOutput = directory + "/floor.txt"
guard run(webpFloor, [directory + "/square.webp", "\(webpPixels.width)", "\(webpPixels.height)", "10"], output: floorOutput) == 0,
      let floorNanoseconds = readText(floorOutput).split(separator: "\n").first.flatMap({ Double($0) }) else {
    fail("the WebP floor did not run")
}
let webpFloorTime = floorNanoseconds / 1_000_000
print("4096×4096 WebP → \(webpPixels.width)×\(webpPixels.height) RGB: ours median \(format(webpTime)) ms CPU, libwebp's scaled decode in C \(format(webpFloorTime)) ms: \(format(webpTime / webpFloorTime, digits: 2))× the floor; the same picture as JPEG \(format(jpegTime)) ms")

// ImageMagick, as pywal runs it: the whole process.
func childrenCPU() -> UInt64 {
    var usage = rusage()
    getrusage(__rusage_who_t(RUSAGE_CHILDREN.rawValue), &usage)
    let microseconds = (usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1_000_000 + usage.ru_utime.tv_usec + usage.ru_stime.tv_usec
    return UInt64(microseconds) * 1000
}
var magickSamples: [UInt64] = []
for _ in 0..<5 {
    let start = childrenCPU()
    _ = run("convert", [big, "-resize", "25%", "-colors", "16", "-unique-colors", "txt:-"])
    magickSamples.append(childrenCPU() - start)
}
let magick = Percentiles(magickSamples).p50 / 1_000_000
print("ImageMagick convert -resize 25% -colors 16: median \(format(magick)) ms CPU; ours is \(format(magick / oursMilliseconds, digits: 1))× faster")

// materialyoucolor, when installed (python3 -m pip install materialyoucolor).
let script = String(#filePath.dropLast("main.swift".count)) + "materialyoucolor_peer.py"
let peerOutput = directory + "/peer.txt"
if run("python3", [script, "5", big] + photos, output: peerOutput) == 0 {
    let lines = readText(peerOutput).split(separator: "\n").map { $0.split(separator: " ") }
    if let first = lines.first, first.count == 4, let peer = Double(first[3]) {
        print("materialyoucolor (Python, same steps, in process): median \(format(peer)) ms CPU; ours is \(format(peer / oursMilliseconds, digits: 1))× faster")
    }
    var agree = 0
    for (path, fields) in zip([big] + photos, lines) where fields.count == 4 {
        let (color, _) = ours(path)
        let theirs = Double(fields[2]) ?? 0
        let difference = 180 - abs(abs(HCT(color).hue - theirs) - 180)
        if path != big, difference <= 15 { agree += 1 }
        print("  \(path.split(separator: "/").last ?? "")\tours \(color.hex) hue \(format(HCT(color).hue, digits: 0))\tmaterialyoucolor \(fields[1]) hue \(format(theirs, digits: 0))\tΔ \(format(difference, digits: 1))°")
    }
    print("source hue within 15° of materialyoucolor's: \(agree) of \(photos.count) photographs (goal ≥ 8)")
} else {
    print("materialyoucolor: not installed (python3 -m pip install materialyoucolor); comparison skipped")
}
