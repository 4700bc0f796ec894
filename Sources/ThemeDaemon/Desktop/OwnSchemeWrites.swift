import Synchronization
import ThemeCore

/// Keeps the GSettings follower from taking the daemon's own `color-scheme` writes for the
/// desktop's choice, which would bounce them back as system scheme changes.
///
/// While the preference is `light` or `dark` and synced to GSettings, the GSettings value is
/// ours: every read is an echo. When the preference returns to `system`, the desktop's own value,
/// remembered before the first write (``DesktopOriginals``), is written back; reads are echoes
/// until its scheme is read back (older notifications still report our override). After that,
/// reads are the desktop's again.
public final class OwnSchemeWrites: Sendable {
    private enum Mode {
        /// Reads are the desktop's.
        case following
        /// The daemon's explicit scheme is in GSettings.
        case overriding
        /// The desktop's own value is being written back.
        case restoring(ColorScheme)
    }

    private let mode: Mutex<Mode> = Mutex(.following)

    public init() {}

    /// The daemon writes its explicit scheme to GSettings.
    func override() {
        mode.withLock { $0 = .overriding }
    }

    /// The preference is `system` again: an override ends. When the desktop's own value, whose
    /// scheme is `scheme`, is written back, reads are echoes until `scheme` is read; with nothing
    /// written back (nil: `setup --undo` put the desktop's value back already) they are the
    /// desktop's at once.
    func endOverride(restoring scheme: ColorScheme?) {
        mode.withLock { mode in
            guard case .overriding = mode else { return }
            mode = scheme.map { .restoring($0) } ?? .following
        }
    }

    /// GSettings is no longer written (sync switched off, or a write failed): reads are the desktop's.
    func follow() {
        mode.withLock { $0 = .following }
    }

    /// Whether reading `scheme` from GSettings is only our own write coming back.
    func isEcho(_ scheme: ColorScheme) -> Bool {
        mode.withLock { mode in
            switch mode {
            case .following:
                return false
            case .overriding:
                return true
            case .restoring(let restored):
                if restored == scheme { mode = .following }
                return true
            }
        }
    }
}
