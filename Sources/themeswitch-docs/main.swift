// Writes the generated documentation: docs/tokens.md from TokenDocumentation, and the
// generated block of docs/dbus-api.md from the daemon's interface tables (DBusAPIReference).
// Usage: swift run themeswitch-docs [docs directory]   (default: docs, relative to the working directory)
import Foundation
import ThemeDocs

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("themeswitch-docs: \(message)\n".utf8))
    exit(1)
}

let directory = URL(fileURLWithPath: CommandLine.arguments.dropFirst().first ?? "docs")
let tokens = directory.appendingPathComponent("tokens.md")
let api = directory.appendingPathComponent("dbus-api.md")
do {
    try Data(TokenDocumentation.markdown().utf8).write(to: tokens)
    print("wrote \(tokens.path)")
    let document = try String(contentsOf: api, encoding: .utf8)
    guard let updated = DBusAPIReference.updating(document) else {
        fail("\(api.path) has no generated block (\(DBusAPIReference.beginMarker) … \(DBusAPIReference.endMarker))")
    }
    try Data(updated.utf8).write(to: api)
    print("updated the reference tables in \(api.path)")
} catch {
    fail("\(error.localizedDescription)")
}
