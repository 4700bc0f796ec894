import ThemeConfiguration

/// The machine policy applied to a user's settings (issue 42), decided without I/O: what is in
/// force for the user's own settings, and whether a request may change what it changes.
enum SettingsPolicy {
    /// The settings in force for a user whose own are `own`: each locked name at its lock's value
    /// (else the default's, else the built-in one), each name the user has not chosen at the
    /// default, everything else as the user chose.
    static func inForce(_ own: Settings, under policy: MachinePolicy) -> Settings {
        var shown = own
        let forced = policy.forcedValues
        for key in policy.locks.keys {
            shown.take(key, from: Settings.defaults)
            shown.take(key, from: forced)
        }
        for key in policy.defaults.keys where policy.locks[key] == nil && !isChosen(key, in: own) {
            shown.take(key, from: policy.defaults)
        }
        return shown
    }

    /// Decides a request: `proposed` is the settings in force, `current`, with the request's change.
    /// A request that changes a locked name is refused, naming the name and the file. Otherwise
    /// the user's own settings take what the request changed and keep every other name as the user
    /// had it (not the default or the lock in force); a changed name is chosen from now on, unless
    /// it was set to the machine default, which it then follows again.
    static func decide(
        _ proposed: Settings, current: Settings, own: Settings, policy: MachinePolicy
    ) throws(LockedSetting) -> (own: Settings, inForce: Settings) {
        let overrideKeys = proposed.overriddenKeys.union(current.overriddenKeys).union(own.overriddenKeys)
        let keys = PolicySetting.allCases.map(PolicyKey.setting) + overrideKeys.sorted().map(PolicyKey.override)
        let changed = keys.filter { !proposed.same($0, as: current) }
        if let refusal = changed.lazy.compactMap(policy.refusal(changing:)).first { throw refusal }
        var next = proposed
        var chosen = own.chosen
        for key in keys {
            let choiceChanged: Bool
            switch key {
            case .override(let name):
                choiceChanged = !proposed.sameGlobalOverride(name, as: current)
                if !changed.contains(key) {
                    next.take(key, from: own)
                } else if !choiceChanged {
                    next.takeGlobalOverride(name, from: own)
                }
            case .setting:
                choiceChanged = changed.contains(key)
                if !choiceChanged { next.take(key, from: own) }
            }
            guard choiceChanged else { continue }
            var asDefault = proposed
            if asDefault.take(key, from: policy.defaults), isSame(key, asDefault, proposed) {
                chosen.keys.remove(key)
            } else {
                chosen.keys.insert(key)
            }
        }
        next.chosen = chosen
        return (next, inForce(next, under: policy))
    }

    /// Whether the user chose `key`: named in their choices, or, for a token key, overridden globally.
    private static func isChosen(_ key: PolicyKey, in own: Settings) -> Bool {
        if own.chosen.contains(key) { return true }
        guard case .override(let name) = key else { return false }
        return !own.sameGlobalOverride(name, as: .defaults)
    }

    /// Whether `key`'s choice is the same in both: for a token key, its global override.
    private static func isSame(_ key: PolicyKey, _ left: Settings, _ right: Settings) -> Bool {
        if case .override(let name) = key { return left.sameGlobalOverride(name, as: right) }
        return left.same(key, as: right)
    }
}
