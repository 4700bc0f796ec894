import DBus
import Logging
import ThemeConfiguration

/// The machine policy (issue 42) in the provider: every request is decided under it in
/// ``Provider/commit(_:durable:)``, and a new policy is put in force like any change.
extension Provider {
    /// `proposed` decided under the policy (``SettingsPolicy/decide(_:current:own:policy:)``):
    /// the user's own settings and those in force; `Locked` when it changes a locked name.
    func decideUnderPolicy(_ proposed: Settings) throws(DBusError) -> (own: Settings, inForce: Settings) {
        do {
            return try SettingsPolicy.decide(proposed, current: settings, own: ownSettings, policy: policy)
        } catch {
            throw ThemeRequestError.locked(error)
        }
    }

    /// Puts `new` in force: the user's own settings under it, published like any change; the
    /// user's own choices are kept, and come back when a lock on them is lifted.
    public func usePolicy(_ new: MachinePolicy) {
        guard new != policy else { return }
        policy = new
        do {
            try commit(settings)
        } catch {
            logger.error("could not put the machine policy in force: \(error)")
        }
    }

    /// Throws `Locked` when `setting` is locked: for requests that change what is shown without
    /// changing a setting (a preview of another theme, holding the scheme).
    func checkUnlocked(_ setting: PolicySetting) throws(DBusError) {
        if let refusal = policy.refusal(changing: .setting(setting)) { throw ThemeRequestError.locked(refusal) }
    }
}
