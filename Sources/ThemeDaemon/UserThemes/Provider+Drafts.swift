import Logging
import FoundationEssentials
import ThemeCore
import ThemeContract

/// Drafts of unsaved edits (issue 11 §3), so that they survive a crash of the daemon.
extension Provider {
    /// Keeps drafts in `store` from now on. `restored` are the drafts on disk whose edits are
    /// back in the library; any other draft there (say its template is missing) is left alone,
    /// so a draft is only ever removed after its theme was saved, reverted or deleted.
    func keepDrafts(in store: UserThemeStore, restored: [UserTheme]) {
        drafts.store = store
        drafts.written = Dictionary(restored.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// Writes the drafts now, or when their turn comes (at most every 2 s).
    func draftsChanged() {
        guard drafts.store != nil, drafts.pending == nil else { return }
        if let last = drafts.last, ContinuousClock.now - last < DraftKeeping.interval {
            drafts.pending = Task { [weak self] in
                try? await Task.sleep(until: last + DraftKeeping.interval)
                await self?.writeDrafts()
            }
        } else {
            writeDrafts()
        }
    }

    /// Writes a draft of every dirty theme that changed since it was last written, and removes
    /// the drafts of themes that are no longer dirty.
    func writeDrafts() {
        drafts.pending?.cancel()
        drafts.pending = nil
        guard let store = drafts.store else { return }
        drafts.last = .now
        let dirty = userThemes.entries.values.filter(\.isDirty).map(\.current)
        for theme in dirty where drafts.written[theme.id] != theme {
            do {
                try store.save(theme)
                drafts.written[theme.id] = theme
            } catch {
                logger.error("could not keep a draft of theme '\(theme.id)' in \(store.fileURL(of: theme.id).path): \(error.systemReason)")
            }
        }
        let kept = Set(dirty.map(\.id))
        for id in drafts.written.keys where !kept.contains(id) {
            do {
                try store.delete(id: id)
                drafts.written[id] = nil
            } catch {
                logger.error("could not remove the draft \(store.fileURL(of: id).path): \(error.systemReason)")
            }
        }
    }
}
