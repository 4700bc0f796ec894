/// The theme id syntax shared by the registry, the settings file and the CLI.
public enum ThemeID {
    /// Whether `string` matches `[a-z0-9][a-z0-9-]{0,63}`.
    public static func isValid(_ string: String) -> Bool {
        let bytes = string.utf8
        guard let first = bytes.first, bytes.count <= 64, isLowerAlphanumeric(first) else { return false }
        return bytes.allSatisfy { isLowerAlphanumeric($0) || $0 == UInt8(ascii: "-") }
    }

    private static func isLowerAlphanumeric(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}
