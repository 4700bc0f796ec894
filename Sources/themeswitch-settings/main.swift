import Glibc
import ThemeswitchRelease

// Themeswitch Settings (issue 41): a client of the theme daemon on GTK 4 and libadwaita (docs/settings.md).
// `--version` is answered before GTK starts (no display needed); every other option is GApplication's.
if CommandLine.arguments.dropFirst().elementsEqual(["--version"]) {
    print(ThemeswitchVersion.string)
    exit(0)
}
exit(SettingsApplication().run(CommandLine.arguments))
