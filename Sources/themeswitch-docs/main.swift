// Writes docs/tokens.md from TokenDocumentation.markdown().
// Usage: swift run themeswitch-docs [path]   (default: docs/tokens.md, relative to the working directory)
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import ThemeCore

func fail(_ message: String) -> Never {
    var line = "themeswitch-docs: \(message): \(String(cString: strerror(errno)))\n"
    line.withUTF8 { _ = write(2, $0.baseAddress, $0.count) }
    exit(1)
}

let path = CommandLine.arguments.dropFirst().first ?? "docs/tokens.md"
let bytes = Array(TokenDocumentation.markdown().utf8)
guard let file = fopen(path, "w") else {
    fail("cannot open \(path) for writing")
}
let written = fwrite(bytes, 1, bytes.count, file)
guard fclose(file) == 0, written == bytes.count else {
    fail("cannot write \(path)")
}
print("wrote \(path) (\(bytes.count) bytes)")
