import CAdwaita
import GObjectKit
import ThemeClient
import ThemeCore

/// The Wallpaper page: the presets, the patterns and three gradients in the theme's colors; a
/// picture of one's own ("Add Picture…"), whose dynamic-color styles are shown as swatches before
/// it is chosen; the intensity, the blur and the tint. What the daemon refuses (a file that is not
/// a picture) is said in the window and changes nothing.
@MainActor
final class WallpaperPage {
    /// The `AdwPreferencesPage`.
    let page: Widget
    private let link: DaemonLink
    private let window: Widget
    private let presets = Controls.group("Presets", description: "A pattern that also tints the palette.")
    private let patterns = Controls.group("Patterns", description: "A preset's tile over the theme's own colors.")
    private var presetRows: [(group: Widget, row: Widget)] = []
    private var kindButtons: [String: Widget] = [:]
    private let pictureStyles: Widget = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 2)
    private let pictureRow = Controls.row("Picture", subtitle: "PNG, JPEG or WebP")
    private let stylesRow = Controls.row("Colors from the picture")
    private let usePicture = Controls.button("Use Picture")
    private let intensity: Widget = gtk_scale_new_with_range(GTK_ORIENTATION_HORIZONTAL, 0, 1, 0.05)
    private let blur: Widget = gtk_scale_new_with_range(GTK_ORIENTATION_HORIZONTAL, 0, 1, 0.05)
    private let tintEntry = Controls.entry(name: "Wallpaper tint", width: 9)
    private var picture: PictureColors?
    private var chosenStyle: DynamicSchemeStyle?
    private var accents: [RGBAColor] = []
    private var connections: [SignalConnection] = []
    private var presetConnections: [SignalConnection] = []
    private var styleConnections: [SignalConnection] = []
    private var showing = false
    /// The controls that choose the wallpaper, which the policy name `wallpaper` locks.
    private var wallpaperControls: [Widget] = []
    private var tintRow: Widget?
    /// A sentence for the window.
    var onReport: (String) -> Void = { _ in }

    init(link: DaemonLink, window: Widget) {
        self.link = link
        self.window = window
        page = Controls.page("Wallpaper", icon: "preferences-desktop-wallpaper-symbolic")
        adw_preferences_page_add(page.cast(), presets.cast())
        adw_preferences_page_add(page.cast(), patterns.cast())

        let gradients = Controls.group("Gradients", description: "In the theme's accent colors.")
        let gradientRow = Controls.row("Gradient")
        let gradientBox: Widget = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 4)
        for kind in ["linear", "radial", "angular"] {
            let button = Controls.button(kind.capitalizedWord, name: "Gradient: \(kind.capitalizedWord)")
            gtk_box_append(gradientBox.cast(), button)
            connections.append(SignalConnection(button.object, "clicked") { [unowned self] in chooseGradient(kind) })
        }
        let none = Controls.button("None", name: "No wallpaper")
        gtk_box_append(gradientBox.cast(), none)
        connections.append(SignalConnection(none.object, "clicked") { link.perform { try await $0.clearWallpaper() } })
        adw_action_row_add_suffix(gradientRow.cast(), gradientBox)
        adw_preferences_group_add(gradients.cast(), gradientRow)
        adw_preferences_page_add(page.cast(), gradients.cast())

        let pictures = Controls.group("Your picture")
        let add = Controls.button("Add Picture…")
        adw_action_row_add_suffix(pictureRow.cast(), add)
        gtk_widget_set_valign(pictureStyles, GTK_ALIGN_CENTER)
        adw_action_row_add_suffix(stylesRow.cast(), pictureStyles)
        adw_action_row_add_suffix(stylesRow.cast(), usePicture)
        gtk_widget_add_css_class(usePicture, "suggested-action")
        gtk_widget_set_visible(stylesRow, 0)
        adw_preferences_group_add(pictures.cast(), pictureRow)
        adw_preferences_group_add(pictures.cast(), stylesRow)
        adw_preferences_page_add(page.cast(), pictures.cast())
        connections.append(SignalConnection(add.object, "clicked") { [unowned self] in choosePicture() })
        connections.append(SignalConnection(usePicture.object, "clicked") { [unowned self] in applyPicture() })

        let adjust = Controls.group("Adjust")
        for (title, scale, key) in [("Intensity", intensity, "intensity"), ("Blur", blur, "blur")] {
            gtk_widget_set_size_request(scale, 240, -1)
            gtk_widget_set_valign(scale, GTK_ALIGN_CENTER)
            scale.setAccessibleLabel("Wallpaper \(key)")
            let row = Controls.row(title)
            wallpaperControls.append(row)
            adw_action_row_add_suffix(row.cast(), scale)
            adw_preferences_group_add(adjust.cast(), row)
            connections.append(SignalConnection(scale.object, "value-changed") { [unowned self] in
                guard !showing else { return }
                let value = (gtk_range_get_value(scale.cast()) * 100).rounded() / 100
                link.perform { key == "intensity" ? try await $0.setWallpaper(intensity: value) : try await $0.setWallpaper(blur: value) }
            })
        }
        let tintRow = Controls.row("Tint", subtitle: "The color the pattern is drawn in, #RRGGBB")
        self.tintRow = tintRow
        wallpaperControls += [presets, patterns, gradients, pictures]
        let useTint = Controls.button("Use", name: "Use wallpaper tint")
        let clearTint = Controls.iconButton("edit-clear-symbolic", name: "The wallpaper's own tint")
        [tintEntry, useTint, clearTint].forEach { adw_action_row_add_suffix(tintRow.cast(), $0) }
        adw_preferences_group_add(adjust.cast(), tintRow)
        adw_preferences_page_add(page.cast(), adjust.cast())
        connections.append(SignalConnection(tintEntry.object, "activate") { [unowned self] in useTypedTint() })
        connections.append(SignalConnection(useTint.object, "clicked") { [unowned self] in useTypedTint() })
        connections.append(SignalConnection(clearTint.object, "clicked") {
            link.perform(quietly: true) { try await $0.clearOverride("wallpaper.tint") }
        })
    }

    /// Makes `locks` grey the wallpaper's controls and the tint's when a machine policy locks them.
    func register(in locks: PolicyLocks) {
        locks.register("wallpaper") { [unowned self] in wallpaperControls }
        locks.register("wallpaper.tint") { [unowned self] in tintRow.map { [$0] } ?? [] }
    }

    /// Shows the presets (`ListWallpapers`), each drawn in its background and tint.
    func show(presets list: [ThemeClient.WallpaperPreset]) {
        presetConnections.forEach { $0.disconnect() }
        presetConnections = []
        presetRows.forEach { adw_preferences_group_remove($0.group.cast(), $0.row) }
        presetRows = []
        kindButtons = [:]
        for (group, kind) in [(presets, "preset"), (patterns, "pattern")] {
            let row = Controls.row(kind == "preset" ? "Preset" : "Pattern")
            let box: Widget = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 2)
            for preset in list {
                let name = preset.name.capitalizedWord
                let button: Widget = gtk_toggle_button_new()
                gtk_widget_add_css_class(button, "flat")
                let background = (try? RGBAColor(hex: preset.background)) ?? RGBAColor(rgb: 0x808080)
                let tint = (try? RGBAColor(hex: preset.tint)) ?? background
                let content: Widget = gtk_box_new(GTK_ORIENTATION_VERTICAL, 2)
                gtk_box_append(content.cast(), Drawing.area(width: 40, height: 28) { cairo, width, height in
                    Drawing.roundedRectangle(cairo, x: 0, y: 0, width: width, height: height, radius: 4)
                    Drawing.setColor(cairo, kind == "preset" ? background : background.withAlpha(0.4))
                    cairo_fill(cairo)
                    Drawing.setColor(cairo, tint)
                    for x in stride(from: 6.0, to: width, by: 12) { cairo_arc(cairo, x, height / 2, 3, 0, 2 * Double.pi); cairo_fill(cairo) }
                })
                gtk_box_append(content.cast(), gtk_label_new(name))
                gtk_button_set_child(button.cast(), content)
                let accessible = "\(kind == "preset" ? "Wallpaper" : "Pattern"): \(name)"
                button.setAccessibleLabel(accessible)
                gtk_box_append(box.cast(), button)
                kindButtons["\(kind):\(preset.name)"] = button
                presetConnections.append(SignalConnection(button.object, "toggled") { [unowned self] in
                    guard !showing, gtk_toggle_button_get_active(button.cast()) != 0 else { return }
                    let name = preset.name
                    link.perform { kind == "preset" ? try await $0.setWallpaper(preset: name) : try await $0.setWallpaper(pattern: name) }
                })
            }
            adw_action_row_add_suffix(row.cast(), box)
            adw_preferences_group_add(group.cast(), row)
            presetRows.append((group, row))
        }
    }

    /// Shows the wallpaper in force, from the token set.
    func show(_ tokens: ThemeTokens) {
        showing = true
        defer { showing = false }
        let kind = tokens.text("wallpaper.kind") ?? "none"
        let preset = tokens.text("wallpaper.preset") ?? ""
        for (key, button) in kindButtons {
            gtk_toggle_button_set_active(button.cast(), key == "\(kind):\(preset)" ? 1 : 0)
        }
        gtk_range_set_value(intensity.cast(), tokens.dimension("wallpaper.intensity") ?? 1)
        gtk_range_set_value(blur.cast(), tokens.dimension("wallpaper.blur") ?? 0)
        accents = [tokens.color.accent, tokens.color.accentMuted, tokens.color.background]
        if kind == "image", let path = tokens.text("wallpaper.image"), !path.isEmpty {
            adw_action_row_set_subtitle(pictureRow.cast(), "In use: \(path.split(separator: "/").last.map(String.init) ?? path)")
        }
    }

    private func chooseGradient(_ kind: String) {
        let colors = accents.map(\.hex)
        guard colors.count >= 2 else { return }
        link.perform { try await $0.setWallpaper(gradient: kind, colors: colors, angle: 135) }
    }

    private func useTypedTint() {
        let text = Controls.text(of: tintEntry).trimmed
        guard let color = try? RGBAColor(hex: text) else { return onReport("“\(text)” is not a color; write it as #RRGGBB.") }
        link.perform { try await $0.setOverride("wallpaper.tint", value: color.hex) }
    }

    private func choosePicture() {
        FileChooser(title: "Pictures", parent: window, accept: "Choose", mimeTypes: ["image/png", "image/jpeg", "image/webp"]) { [unowned self] path in
            show(picture: path)
        }.present()
    }

    /// Reads `path` for its colors (away from the main thread) and shows its styles.
    func show(picture path: String) {
        adw_action_row_set_subtitle(pictureRow.cast(), "Reading \(path.split(separator: "/").last.map(String.init) ?? path)…")
        Task {
            let result = await Task.detached { () -> Result<PictureColors, ImageDecodeErrorText> in
                do { return .success(try PictureColors.load(path)) } catch { return .failure(ImageDecodeErrorText(sentence: "\(error)")) }
            }.value
            switch result {
            case .success(let colors): show(colors)
            case .failure(let failure):
                adw_action_row_set_subtitle(pictureRow.cast(), "PNG, JPEG or WebP")
                onReport(failure.sentence)
            }
        }
    }

    private func show(_ colors: PictureColors) {
        picture = colors
        adw_action_row_set_subtitle(pictureRow.cast(), colors.path.split(separator: "/").last.map(String.init) ?? colors.path)
        styleConnections.forEach { $0.disconnect() }
        styleConnections = []
        Controls.empty(pictureStyles)
        var first: Widget?
        for (style, swatches) in colors.styles {
            let button: Widget = gtk_toggle_button_new()
            gtk_widget_add_css_class(button, "flat")
            gtk_button_set_child(button.cast(), Drawing.swatches(swatches, size: 12))
            let name = style.rawValue.split(separator: "-").joined(separator: " ").capitalizedWord
            button.setAccessibleLabel("Colors: \(name)")
            gtk_widget_set_tooltip_text(button, name)
            if let first { gtk_toggle_button_set_group(button.cast(), first.cast()) } else { first = button }
            gtk_box_append(pictureStyles.cast(), button)
            styleConnections.append(SignalConnection(button.object, "toggled") { [unowned self] in
                if gtk_toggle_button_get_active(button.cast()) != 0 { chosenStyle = style }
            })
        }
        chosenStyle = colors.styles.first?.style
        if let first { gtk_toggle_button_set_active(first.cast(), 1) }
        gtk_widget_set_visible(stylesRow, 1)
    }

    private func applyPicture() {
        guard let picture else { return }
        let path = picture.path, style = chosenStyle?.rawValue
        link.perform({ try await $0.setWallpaper(image: path, dynamic: true, style: style) }, then: { [unowned self] in
            gtk_widget_set_visible(stylesRow, 0)
            onReport("The picture is the wallpaper, and the theme takes its colors")
        })
    }
}

/// An image decoding failure carried as its sentence.
struct ImageDecodeErrorText: Error {
    let sentence: String
}

extension String {
    /// The text with its first letter uppercased ("cats" → "Cats").
    var capitalizedWord: String { prefix(1).uppercased() + dropFirst() }
}
