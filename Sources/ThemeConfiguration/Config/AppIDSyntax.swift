/// What an app id is (issue 12 §2): a D-Bus-style or reverse-DNS id. The one rule for the
/// daemon's override scopes and for `app-files` in config.yaml.
public enum AppIDSyntax {
    /// The longest app id accepted, as for a D-Bus name.
    public static let maximumBytes = 255

    /// Why `appID` is not an app id, as the end of a sentence that names it ("app id 'x' is not
    /// …"), or nil: at least two dot-separated elements of `A-Z a-z 0-9 _ -`, none empty or
    /// starting with a digit, at most 255 bytes.
    public static func problem(_ appID: String) -> String? {
        let elements = appID.split(separator: ".", omittingEmptySubsequences: false)
        let valid = appID.utf8.count <= maximumBytes && elements.count >= 2 && elements.allSatisfy { element in
            guard let first = element.utf8.first, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) else { return false }
            return element.utf8.allSatisfy { byte in
                (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                    || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
            }
        }
        guard !valid else { return nil }
        return "is not a D-Bus-style or reverse-DNS id: expected at least two dot-separated elements of A-Z, a-z, 0-9, '_' and '-', none starting with a digit, at most \(maximumBytes) bytes"
    }
}
