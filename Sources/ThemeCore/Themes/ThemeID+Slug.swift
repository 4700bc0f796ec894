extension ThemeID {
    /// Ids that name templates rather than themes, so no theme may take them.
    public static let reserved: Set<String> = [UserTheme.blankTemplate, "current"]

    /// The problem with `id` as a user theme's id, or `nil` when it is usable.
    public static func problem(with id: String, field: String = "id") -> ValidationProblem? {
        if !isValid(id) {
            return ValidationProblem(field: field, message: "theme id '\(id)' is invalid; expected 1 to 64 "
                + "characters of a-z, 0-9 and '-', starting with a letter or digit")
        }
        if reserved.contains(id) {
            return ValidationProblem(field: field, message: "theme id '\(id)' is reserved for a template; "
                + "expected another id")
        }
        return nil
    }

    /// The id for a theme named `name` (issue 11 §1): lowercase ASCII letters and digits (a Latin
    /// letter with a diacritic as its letter, ``latinLetters``), every
    /// other run of characters one '-', at most 64 characters, `theme` when nothing is left; an
    /// id in `taken` (or reserved) gets `-2`, `-3`, … (shortened to stay within 64 characters).
    public static func slug(from name: String, taken: Set<String>) -> String {
        var slug = ""
        for scalar in name.lowercased().unicodeScalars {
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                slug.unicodeScalars.append(scalar)
            } else if let letters = latinLetters[scalar] {
                slug += letters
            } else if !slug.isEmpty, !slug.hasSuffix("-") {
                slug += "-"
            }
        }
        var base = String(slug.prefix(64))
        while base.hasSuffix("-") { base.removeLast() }
        if base.isEmpty { base = "theme" }
        var candidate = base
        var number = 2
        while taken.contains(candidate) || reserved.contains(candidate) {
            let suffix = "-\(number)"
            var head = String(base.prefix(64 - suffix.count))
            while head.hasSuffix("-") { head.removeLast() }
            candidate = head + suffix
            number += 1
        }
        return candidate
    }
}
