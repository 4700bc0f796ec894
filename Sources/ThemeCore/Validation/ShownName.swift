/// A name read from a file (a field, a token's path) as an error message may show it: a name
/// made of letters, digits and `$ - _ . @` of at most 64 characters is shown as it is; anything
/// else could be a line of some other file (a symlink to `/etc/shadow` given as a theme), so
/// only its length is told. Errors never echo a file's contents.
enum ShownName {
    /// The longest name shown.
    static let maximumLength = 64

    /// `'name'`, or `a name of 31 bytes (not shown)`.
    static func quoted(_ name: String) -> String {
        isShown(name) ? "'\(name)'" : "a name of \(name.utf8.count) bytes (not shown)"
    }

    /// The name, or `(a name of 31 bytes)`, for a problem's field.
    static func field(_ name: String) -> String {
        isShown(name) ? name : "(a name of \(name.utf8.count) bytes)"
    }

    private static func isShown(_ name: String) -> Bool {
        !name.isEmpty && name.utf8.count <= maximumLength && name.unicodeScalars.allSatisfy {
            $0.properties.isAlphabetic || ("0"..."9").contains($0) || "$-_.@ ".unicodeScalars.contains($0)
        }
    }
}
