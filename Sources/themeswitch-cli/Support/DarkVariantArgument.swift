import ArgumentParser

/// `black`, `dim` or `simplex`, the dark scheme's variants (docs/dbus-api.md, `SetDarkVariant`), as typed.
struct DarkVariantArgument: LenientArgument {
    let raw: String

    static var allValueStrings: [String] { ["black", "dim", "simplex"] }

    /// The variant's name, or a failure that lists what is accepted.
    func variant() throws -> String {
        guard Self.allValueStrings.contains(raw) else {
            throw CommandFailure.invalid(raw, for: "--variant", accepted: Self.allValueStrings)
        }
        return raw
    }
}
