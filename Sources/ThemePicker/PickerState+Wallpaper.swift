import ThemeCore

/// The wallpaper row (issue 25 §6): none, the presets, and the chosen image when there is one.
/// Moving along the row previews each choice through the daemon, like the grid previews themes;
/// Enter chooses it; leaving the picker ends the preview.
extension PickerState {
    /// The choice for no wallpaper.
    public static let noWallpaper = "none"
    /// The choice for the chosen image, offered only while one is chosen.
    public static let imageWallpaper = "image"

    /// The row's choices, in the order shown.
    public var wallpaperChoices: [String] {
        [Self.noWallpaper] + WallpaperPreset.allCases.map(\.rawValue) + (chosenWallpaper == Self.imageWallpaper ? [Self.imageWallpaper] : [])
    }

    /// The row's choice for a token set's `wallpaper.kind` and `wallpaper.preset`.
    public static func wallpaperChoice(kind: String?, preset: String?) -> String {
        switch kind {
        case "preset": preset ?? noWallpaper
        case nil, "none": noWallpaper
        case let other?: other
        }
    }

    /// Takes the chosen wallpaper from the daemon's set; ignored while the picker previews one,
    /// since the set then shows the preview.
    public mutating func update(wallpaper choice: String) {
        guard previewWallpaper == nil else { return }
        chosenWallpaper = choice
        status = describeFocus()
    }

    /// Previews the focused choice; the chosen one drops the wallpaper from the preview.
    mutating func focusWallpaper() -> [PickerEffect] {
        guard !locks.contains("wallpaper") else { return [] }
        let choice = wallpaperChoices[index(in: .wallpaper)]
        if choice == chosenWallpaper {
            guard previewWallpaper != nil else { return [] }
            previewWallpaper = nil
            return [.previewWallpaper("current")]
        }
        previewWallpaper = choice
        return [.previewWallpaper(choice)]
    }

    /// Chooses the focused choice, persisted; the chosen image needs nothing but the preview's end.
    mutating func chooseWallpaper() -> [PickerEffect] {
        let choice = wallpaperChoices[index(in: .wallpaper)]
        let wasPreviewing = previewWallpaper != nil
        previewWallpaper = nil
        defer { status = describeFocus() }
        guard choice != chosenWallpaper else { return wasPreviewing ? [.previewWallpaper("current")] : [] }
        chosenWallpaper = choice
        return [.setWallpaper(choice)]
    }

    /// The status sentence for the choice at `index`.
    func describeWallpaper(at index: Int) -> String {
        let choices = wallpaperChoices
        let choice = choices[min(index, choices.count - 1)]
        let name = switch choice {
        case Self.noWallpaper: "No wallpaper"
        case Self.imageWallpaper: "The chosen image as wallpaper"
        default: "\(Self.label(choice)) wallpaper"
        }
        return choice == chosenWallpaper ? "\(name), chosen." : "\(name), not chosen. Enter chooses it."
    }
}
