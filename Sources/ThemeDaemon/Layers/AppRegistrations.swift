import ThemeCore

/// The apps that asked for their own token set (`RegisterApp`), per caller, and what each was
/// sent last, so that an app is sent its set when, and only when, that set changed.
struct AppRegistrations: Sendable {
    /// One caller following one scope.
    struct Registration: Hashable, Sendable {
        /// The caller's unique bus name: the signal's destination.
        let sender: String
        let scope: OverrideScope
    }

    /// How many scopes one caller may follow.
    static let maximumPerSender = 16

    /// The set last sent to each registration; nil while it follows the global set.
    private var delivered: [Registration: TokenSet?] = [:]

    /// Whether nobody is registered.
    var isEmpty: Bool { delivered.isEmpty }

    /// Every registration.
    var registrations: Dictionary<Registration, TokenSet?>.Keys { delivered.keys }

    /// Records `registration`, which now holds `own` (nil: the global set); false when its
    /// sender already follows ``maximumPerSender`` other scopes.
    mutating func register(_ registration: Registration, holding own: TokenSet?) -> Bool {
        guard delivered[registration] != nil
            || delivered.keys.count(where: { $0.sender == registration.sender }) < AppRegistrations.maximumPerSender
        else { return false }
        delivered[registration] = .some(own)
        return true
    }

    /// Forgets every registration of a caller that left the bus.
    mutating func drop(sender: String) {
        delivered = delivered.filter { $0.key.sender != sender }
    }

    /// Records that `registration` now holds `own` (nil: the global set); true when that differs
    /// from what it held, i.e. when it must be sent the new set.
    mutating func update(_ registration: Registration, to own: TokenSet?) -> Bool {
        guard let held = delivered[registration], held != own else { return false }
        delivered[registration] = .some(own)
        return true
    }
}
