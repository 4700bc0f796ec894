extension ThemeID {
    /// The ASCII letters of Latin letters with diacritics and ligatures, for ids (`é` → `e`,
    /// `ß` → `ss`; issue 36 §1: `Rosé Pine` → `rose-pine`). Lower case only: names are lowercased first.
    static let latinLetters: [Unicode.Scalar: String] = {
        let groups: [(String, String)] = [
            ("a", "àáâãäåāăą"), ("c", "çćĉċč"), ("d", "ďđð"), ("e", "èéêëēĕėęě"), ("g", "ĝğġģ"), ("h", "ĥħ"),
            ("i", "ìíîïĩīĭįı"), ("j", "ĵ"), ("k", "ķ"), ("l", "ĺļľŀł"), ("n", "ñńņňŉ"), ("o", "òóôõöøōŏő"),
            ("r", "ŕŗř"), ("s", "śŝşšș"), ("t", "ţťŧț"), ("u", "ùúûüũūŭůűų"), ("w", "ŵ"), ("y", "ýÿŷ"), ("z", "źżž"),
            ("ss", "ß"), ("ae", "æ"), ("oe", "œ"), ("th", "þ"),
        ]
        var letters: [Unicode.Scalar: String] = [:]
        for (ascii, accented) in groups {
            for scalar in accented.unicodeScalars { letters[scalar] = ascii }
        }
        return letters
    }()
}
