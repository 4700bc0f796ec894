import DBus
import FoundationEssentials
import ThemeCore

/// The shared snapshot of the lean path, `$XDG_RUNTIME_DIR/themeswitch/tokens.json`
/// (docs/dbus-api.md): one JSON object whose members are, in this order, `serial`,
/// `theme`, `scheme` and `tokens` (key → value as in `ThemeChanged`: colors and designs
/// as strings, numbers as numbers; a number under a key ending in `.weight` is a font
/// weight, any other number a dimension), then `sender`, the unique bus name of the daemon
/// that wrote it (the sender of its signals), so a reader can tell a file of another daemon.
public enum TokenSnapshotFile {
    /// The file, relative to `$XDG_RUNTIME_DIR`.
    public static let relativePath = "themeswitch/tokens.json"
    /// The largest file a reader accepts; a snapshot is about 10 KB.
    public static let maximumBytes = 1 << 20

    /// The file's path for a runtime directory, or nil when there is none (`XDG_RUNTIME_DIR` unset or relative).
    public static func path(runtimeDirectory: String?) -> String? {
        guard let runtimeDirectory, runtimeDirectory.hasPrefix("/") else { return nil }
        return runtimeDirectory + (runtimeDirectory.hasSuffix("/") ? "" : "/") + relativePath
    }

    /// What one file holds.
    public struct Contents: Sendable, Equatable {
        public let serial: UInt64
        public let themeID: String
        public let scheme: String
        public let tokens: TokenSet
        /// The unique bus name of the daemon that wrote the file.
        public let sender: String

        public init(serial: UInt64, themeID: String, scheme: String, tokens: TokenSet, sender: String) {
            self.serial = serial
            self.themeID = themeID
            self.scheme = scheme
            self.tokens = tokens
            self.sender = sender
        }
    }

    /// The file's bytes for one published set (one line of JSON and a newline). Built as bytes,
    /// with the documented keys escaped once for the process: this runs on the publish path.
    public static func encode(_ contents: Contents) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(32 * 1024)
        bytes += "{\"serial\":\(contents.serial),\"theme\":\(JSONText.string(contents.themeID)),".utf8
        bytes += "\"scheme\":\(JSONText.string(contents.scheme)),\"tokens\":{".utf8
        var first = true
        contents.tokens.forEachInOrder { position, key, token in
            if !first { bytes.append(UInt8(ascii: ",")) }
            first = false
            if let position { bytes += escapedKeys[position] } else { bytes += (JSONText.string(key) + ":").utf8 }
            switch token {
            case .color(let color):
                bytes.append(UInt8(ascii: "\""))
                color.appendHex(to: &bytes)
                bytes.append(UInt8(ascii: "\""))
            case .dimension(let points): bytes += JSONText.number(points).utf8
            case .fontWeight(let weight): bytes += String(weight).utf8
            case .fontDesign(let design): appendQuoted(design.rawValue, to: &bytes)
            case .text(let text): bytes += JSONText.string(text).utf8
            case .flag(let flag): bytes += (flag ? "true" : "false").utf8
            }
        }
        bytes += "},\"sender\":\(JSONText.string(contents.sender))}\n".utf8
        return bytes
    }

    /// `"key":` for every documented key, escaped once, at the key's position in ``TokenSet/allKeys``.
    private static let escapedKeys: [[UInt8]] = TokenSet.allKeys.map { Array((JSONText.string($0) + ":").utf8) }

    /// Appends text that needs no escaping (design names) in quotes.
    private static func appendQuoted(_ text: String, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        bytes += text.utf8
        bytes.append(UInt8(ascii: "\""))
    }

    /// Reads a file's bytes; throws when they are not a snapshot.
    public static func decode(_ bytes: [UInt8]) throws(TokenWireError) -> Contents {
        let document: Document
        do {
            document = try JSONDecoder().decode(Document.self, from: Data(bytes))
        } catch {
            throw TokenWireError("the snapshot file is not a token snapshot: \(error)")
        }
        var values = TokenSet()
        for (key, scalar) in document.tokens {
            switch scalar {
            case .text(let text):
                if let token = TokenCodec.token(.string(text)) { values[key] = token }
            case .number(let number):
                if key.hasSuffix(".weight") {
                    if number >= 0, number <= Double(UInt32.max), number == number.rounded() { values[key] = .fontWeight(UInt32(number)) }
                } else {
                    values[key] = .dimension(number)
                }
            case .flag(let flag):
                values[key] = .flag(flag)
            case .other:
                continue
            }
        }
        return Contents(serial: document.serial, themeID: document.theme, scheme: document.scheme, tokens: values,
                        sender: document.sender ?? "")
    }

    private struct Document: Decodable {
        let serial: UInt64
        let theme: String
        let scheme: String
        let tokens: [String: Scalar]
        let sender: String?
    }

    /// A token's JSON value; kinds a newer daemon may add are kept as `other` and skipped.
    private enum Scalar: Decodable {
        case text(String)
        case number(Double)
        case flag(Bool)
        case other

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let text = try? container.decode(String.self) {
                self = .text(text)
            } else if let number = try? container.decode(Double.self) {
                self = .number(number)
            } else if let flag = try? container.decode(Bool.self) {
                self = .flag(flag)
            } else {
                self = .other
            }
        }
    }
}
