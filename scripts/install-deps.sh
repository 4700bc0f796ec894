#!/usr/bin/env bash
# Installs, on Debian, what building, running and testing Themeswitch needs and is missing.
# Idempotent and quiet when nothing is missing.
#   scripts/install-deps.sh            what `make test` needs: running, packaging and every program the tests drive
#   scripts/install-deps.sh --run      only what building and running needs (`make run`): libdbus, dbus-daemon,
#                                      libyaml and the image libraries, and the tools the demo calls
#   scripts/install-deps.sh --package  what running and `make deb`/`make dist` need (dpkg-dev, lintian, strip)
#   scripts/install-deps.sh --bench    also what `make bench` needs (hyperfine, a C compiler for the C floors and probes, valgrind, perf)
set -euo pipefail

scope=test
bench=false
for arg in "$@"; do
    case "$arg" in
        --run) scope=run ;;
        --package) scope=package ;;
        --bench) bench=true ;;
        *) echo "install-deps.sh: unknown option '$arg' (accepted: --run, --package, --bench)" >&2; exit 2 ;;
    esac
done

missing=()

# need_package PACKAGE: wanted when dpkg does not list it as installed.
need_package() {
    if ! dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q "install ok installed"; then
        missing+=("$1")
    fi
}

# need_command PACKAGE COMMAND...: wanted when any of the commands is absent.
need_command() {
    local package=$1; shift
    for command in "$@"; do
        if ! command -v "$command" >/dev/null 2>&1; then
            missing+=("$package")
            return
        fi
    done
}

# Building and running: the libraries the executables link, the bus, and what the demo (scripts/run-demo.sh) calls.
need_package libdbus-1-dev
need_package libyaml-dev
# Issue 22: decoding wallpaper images for their colors (PNG, JPEG through TurboJPEG, WebP).
need_package libpng-dev
need_package libturbojpeg0-dev
need_package libwebp-dev
need_command pkg-config pkg-config
need_command dbus-daemon dbus-daemon
need_command dbus-bin dbus-send dbus-monitor
need_command libglib2.0-bin gdbus gsettings

# `make deb` and `make dist` (scripts/deb.sh, scripts/dist.sh): Debian's packaging tools, strip, and lintian.
if [ "$scope" != run ]; then
    need_command dpkg-dev dpkg-shlibdeps dpkg-gencontrol
    need_command binutils strip
    need_command lintian lintian
    # The settings app (issue 41): GTK 4 and libadwaita headers, for its build and its package.
    need_package libgtk-4-dev
    need_package libadwaita-1-dev
fi

if [ "$scope" = test ]; then
    # The test suite: every program the tests start or check against. ImageMagick makes the test images.
    need_command imagemagick convert
    need_package dconf-service
    need_command dconf-cli dconf
    need_package gsettings-desktop-schemas
    need_package xdg-desktop-portal
    need_command systemd busctl systemd-analyze
    # SandboxedInstallTests: the session bus of a systemd user manager (its dbus.socket).
    need_package dbus-user-session
    need_command mandoc mandoc
    need_command strace strace
    # The lean-path examples and the reliability suite: jq, a C compiler, Debian's python3 with dbus and GLib.
    need_command jq jq
    need_command gcc cc
    need_package python3-dbus
    need_package python3-gi
    # ForecastAgreesWithAstralTests: a virtual environment of Debian's python3 for astral 3 from PyPI.
    need_package python3-venv
    # ThemeTemplatesTests: the built-in templates loaded by the programs they target.
    need_command foot foot
    need_command kitty kitty
    need_command neovim nvim
    need_command alacritty alacritty
    need_package python3-yaml
    need_command i3-wm i3
    need_command sway sway
    need_command rofi rofi
    need_command vim vim
    need_command emacs-nox emacs
    need_command x11-xserver-utils xrdb
    need_command fzf fzf
    need_command dunst dunst
    need_command zathura zathura
    # Issue 23: the templates for bars, launchers, notifications, TUIs, shells and X settings, loaded by their programs
    # (swaync: its style sheet is what the template is checked against).
    need_command polybar polybar
    need_command fuzzel fuzzel
    need_command bemenu bemenu
    need_package libbemenu-x11
    need_command btop btop
    need_command bat batcat
    need_command git git
    need_command lf lf
    need_command fish fish
    need_command mako-notifier mako
    need_command sway-notification-center swaync
    need_command xsettingsd xsettingsd
    # Issue 36 §2: setup finds qt5ct and qt6ct by their executables and sets their color scheme in qt5ct.conf/qt6ct.conf.
    need_command qt5ct qt5ct
    need_command qt6ct qt6ct
    # PaletteFormatImportTests: RON's own parser (Debian's ron crate) loads the COSMIC export (Tests/Programs/cosmic-ron-check).
    need_command cargo cargo
    need_package librust-ron-dev
    need_package librust-serde-derive-dev
    # DTCGSchemaTests: the community group's 2025.10 JSON Schema (Tests/Schemas) checked by jsonschema.
    need_package python3-jsonschema
    need_command xvfb Xvfb
    # DeliveryStatusTests: that a kitty without remote control is up is seen in the X server's window tree.
    need_command x11-utils xwininfo
    need_command imagemagick import
    need_command python3 /usr/bin/python3
    need_package gir1.2-gtk-4.0
    need_package gir1.2-adw-1
    # SettingsAppTests: the settings app driven through the accessibility tree (the AT-SPI bus launcher).
    need_package python3-pyatspi
    need_command at-spi2-core /usr/libexec/at-spi-bus-launcher
    # SettingsInstallTests: the settings app's desktop entry checked by freedesktop's own validator.
    need_command desktop-file-utils desktop-file-validate
    # DesktopSyncTests: KDE's own reader of kdeglobals; a stand-in schema compiled for GNOME 47's accent-color.
    need_command libkf5config-bin kreadconfig5
    need_command libglib2.0-bin glib-compile-schemas
    # SwatchesCommandTests: the swatch sheet rendered by headless Chromium, its pixels read by PIL.
    need_command chromium chromium
    need_package python3-pil
    # ConfigCommandTests: `schedule show` under de_DE, en_US and en_GB (times through the C library's LC_TIME).
    need_package locales-all
    # PickTests: themeswitch pick driven in a real terminal.
    need_command tmux tmux
    # DesktopSessionTests: a headless sway session with foot, waybar and a libadwaita app, captured by grim.
    need_command waybar waybar
    need_command grim grim
    need_command sway swaymsg
    need_command util-linux setpriv
    # The session's fonts (foot fails without a monospace one).
    need_package fonts-dejavu-core
fi
if $bench; then
    need_command hyperfine hyperfine
    need_command gcc cc
    # Benchmarks/CLI/startup-profile.sh: instructions, system calls, page faults.
    need_command valgrind valgrind
    need_command strace strace
    need_command linux-perf perf
    # bench-daemon's CPU per change with fsync excluded: LD_PRELOAD makes fsync a no-op.
    need_package libeatmydata1
    # bench-settings: the window on a private Xvfb, watched with X's DAMAGE extension; gtk4-demo is its peer.
    need_command xvfb Xvfb
    need_command x11-utils xwininfo
    need_package libx11-dev
    need_package libxdamage-dev
    need_command gtk-4-examples gtk4-demo
fi

# bench-dyncolor's peer: Material's color utilities ported to Python, from PyPI (not in Debian).
if $bench && ! python3 -c 'import materialyoucolor' 2>/dev/null; then
    echo "install-deps.sh: installing materialyoucolor from PyPI"
    python3 -m pip install --user --quiet materialyoucolor
fi

[ ${#missing[@]} -eq 0 ] && exit 0

if ! command -v apt-get >/dev/null 2>&1; then
    echo "install-deps.sh: missing ${missing[*]}, and there is no apt-get to install them; install them by hand" >&2
    exit 1
fi
sudo=()
if [ "$(id -u)" -ne 0 ]; then sudo=(sudo); fi
echo "install-deps.sh: installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
"${sudo[@]}" apt-get update -qq
"${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
