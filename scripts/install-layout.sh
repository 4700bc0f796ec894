# Where install.sh puts each file under PREFIX; sourced by install.sh and uninstall.sh so
# that the two always agree. Paths are relative to PREFIX.

# unit_dir PREFIX: the directory of the systemd user unit, relative to PREFIX.
# systemd reads user units from $XDG_DATA_HOME/systemd/user (~/.local/share/systemd/user)
# and from /usr/lib/systemd/user and /usr/local/lib/systemd/user; so a prefix in the home
# directory gets share/systemd/user and any other prefix lib/systemd/user.
unit_dir() {
    case "$1/" in
        "${HOME:-/nonexistent}"/*) echo "share/systemd/user" ;;
        *) echo "lib/systemd/user" ;;
    esac
}

# completion_file SHELL: where the completion script for SHELL (bash, zsh or fish) goes, relative to PREFIX.
completion_file() {
    case "$1" in
        bash) echo "share/bash-completion/completions/themeswitch" ;;
        zsh) echo "share/zsh/site-functions/_themeswitch" ;;
        fish) echo "share/fish/vendor_completions.d/themeswitch.fish" ;;
    esac
}

# The settings app (issue 41), installed when the build has it; its own Debian package (scripts/deb.sh).
settings_files=(
    bin/themeswitch-settings
    share/man/man1/themeswitch-settings.1
    share/applications/org.themeswitch.Settings.desktop
    share/icons/hicolor/scalable/apps/org.themeswitch.Settings.svg
)

# Every other file, relative to PREFIX (the unit and the doc directory aside).
installed_files=(
    bin/themeswitchd
    bin/themeswitch
    libexec/themeswitch/themeswitch-cli
    share/man/man1/themeswitch.1
    share/man/man1/themeswitchd.1
    share/dbus-1/services/org.themeswitch.Theme1.service
    share/dbus-1/services/org.freedesktop.impl.portal.desktop.themeswitch.service
    share/dbus-1/interfaces/org.themeswitch.Theme1.xml
    share/xdg-desktop-portal/portals/themeswitch.portal
    share/bash-completion/completions/themeswitch
    share/zsh/site-functions/_themeswitch
    share/fish/vendor_completions.d/themeswitch.fish
    "${settings_files[@]}"
)
doc_dir=share/doc/themeswitch
