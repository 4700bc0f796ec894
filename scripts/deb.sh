#!/usr/bin/env bash
# Builds the Debian packages of packaging/deb/control with Debian's own tools: each package's
# files are staged by `make install DESTDIR=… PREFIX=/usr` (scripts/install.sh), made to Debian's
# rules (stripped executables, man pages and large documents compressed with gzip -9n, the DEP-5
# copyright file, changelog.Debian.gz), its Depends: taken from the executables' real library needs
# by dpkg-shlibdeps, its control file written by dpkg-gencontrol and the archive by dpkg-deb.
# Prints the path of each package built. Why not dpkg-buildpackage: docs/INSTALL.md, "The Debian package".
# Usage: scripts/deb.sh [--from DIR [--man DIR]] [--output DIR] [--lintian]      (make deb)
#   --from DIR, --man DIR  take the executables and man pages from there (as install.sh does) instead of
#                          building in release (scripts/release-build.sh)
#   --output DIR           where the packages go (default: the checkout's top directory)
#   --lintian              check each package with lintian afterwards; an error fails the build
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/release-files.sh
. scripts/install-layout.sh
umask 022

sources=()
output=$(pwd)
lint=false
while [ $# -gt 0 ]; do
    case "$1" in
        --from | --man) sources+=("$1" "${2:?deb.sh: $1 needs a directory}"); shift 2 ;;
        --output) output="${2:?deb.sh: --output needs a directory}"; shift 2 ;;
        --lintian) lint=true; shift ;;
        *) echo "deb.sh: unknown argument '$1' (accepted: --from DIR, --man DIR, --output DIR, --lintian)" >&2; exit 2 ;;
    esac
done
if [ ${#sources[@]} -eq 0 ]; then
    built=$(scripts/release-build.sh)
    { read -r from; read -r man; } <<<"$built"
    sources=(--from "$from" --man "$man")
fi

# The package's version: the release's, with Debian revision 1 (the packaging is made here, not by Debian).
version="$(scripts/version.sh)-1"
architecture=$(dpkg --print-architecture)
# The files' times and the changelog's date: the last commit's, so that the same commit gives the same package.
export SOURCE_DATE_EPOCH="${SOURCE_DATE_EPOCH:-$(git log -1 --format=%ct 2>/dev/null || date +%s)}"

work=$(mktemp -d "${TMPDIR:-/tmp}/themeswitch-deb-XXXXXX")
trap 'rm -rf "$work"' EXIT
mkdir "$work/debian"
cp packaging/deb/control "$work/debian/control"
maintainer=$(sed -n 's/^Maintainer: //p' packaging/deb/control)
cat > "$work/debian/changelog" <<CHANGES
themeswitch ($version) unstable; urgency=medium

  * Release $(scripts/version.sh), packaged by \`make deb\`.

 -- $maintainer  $(date -u -R -d "@$SOURCE_DATE_EPOCH")
CHANGES

# debianize ROOT PACKAGE: what every package's tree gets: its copyright file and changelog, its man
# pages and documents over 4 KiB compressed (Debian policy 12.3), its ELF files stripped as dh_strip does.
debianize() {
    local root=$1 package=$2 file
    install -Dm644 packaging/deb/copyright "$root/usr/share/doc/$package/copyright"
    gzip -9n -c "$work/debian/changelog" > "$root/usr/share/doc/$package/changelog.Debian.gz"
    while IFS= read -r -d '' file; do
        if [[ "$file" == "$root/usr/share/man/"* ]] || { [[ "$file" == "$root/usr/share/doc/"* ]] && [ "$(stat -c %s "$file")" -gt 4096 ]; }; then
            gzip -9n "$file"
        elif is_elf "$file"; then
            strip_elf "$file"
        fi
    done < <(find "$root" -type f ! -name '*.gz' ! -name copyright -print0)
}

# stage_themeswitch ROOT: the daemon's package: what `make install PREFIX=/usr` installs, with the zsh
# completion where Debian's zsh looks for packaged ones, the bash completion without the `#!` line
# (bash sources it), and the licence in the copyright file (Debian keeps Apache-2.0's text in
# /usr/share/common-licenses) rather than as a file of its own.
stage_themeswitch() {
    DESTDIR="$1" scripts/install.sh "${sources[@]}" /usr >/dev/null
    rm "$1/usr/share/doc/themeswitch/LICENSE"
    sed -i '1{/^#!/d}' "$1/usr/share/bash-completion/completions/themeswitch"
    mkdir -p "$1/usr/share/zsh/vendor-completions"
    mv "$1/usr/share/zsh/site-functions/_themeswitch" "$1/usr/share/zsh/vendor-completions/_themeswitch"
    rmdir "$1/usr/share/zsh/site-functions"
    # The settings app links GTK: it has a package of its own, so that this one never needs GTK.
    local file
    for file in "${settings_files[@]}"; do rm -f "$1/usr/$file"; done
    find "$1/usr/share" -type d -empty -delete
}

# stage_themeswitch_settings ROOT: the settings app's package (issue 41): of the same staged install,
# only the app, its man page, desktop entry and icon. The build must have the app (GTK 4 and libadwaita
# installed: scripts/install-deps.sh --package).
stage_themeswitch_settings() {
    local staged="$work/settings-install" file
    DESTDIR="$staged" scripts/install.sh "${sources[@]}" /usr >/dev/null
    for file in "${settings_files[@]}"; do
        if [ ! -f "$staged/usr/$file" ]; then
            echo "deb.sh: the build has no settings app ($file is missing): install libgtk-4-dev and libadwaita-1-dev" >&2
            exit 1
        fi
        install -D -m "$(stat -c %a "$staged/usr/$file")" "$staged/usr/$file" "$1/usr/$file"
    done
}

for package in $(sed -n 's/^Package: //p' packaging/deb/control); do
    root="$work/debian/$package"
    mkdir -p "$root/DEBIAN"
    chmod 755 "$root" "$root/DEBIAN"
    "stage_${package//-/_}" "$root"
    debianize "$root" "$package"
    executables=()
    while IFS= read -r -d '' file; do
        if is_elf "$work/$file"; then executables+=("$file"); fi
    done < <(cd "$work" && find "debian/$package" -type f -perm -u+x -print0)
    touch "$work/debian/$package.substvars"
    if [ ${#executables[@]} -gt 0 ]; then
        (cd "$work" && dpkg-shlibdeps -T"debian/$package.substvars" "${executables[@]}")
    fi
    (cd "$work" && dpkg-gencontrol -p"$package" -T"debian/$package.substvars" -P"debian/$package")
    (cd "$root" && find . -type f ! -path './DEBIAN/*' -printf '%P\0' | sort -z | xargs -0 md5sum > DEBIAN/md5sums)
    chmod 644 "$root/DEBIAN/md5sums"
    deb="$output/${package}_${version}_${architecture}.deb"
    dpkg-deb --root-owner-group -Zxz --build "$root" "$deb" >/dev/null
    echo "$deb"
    if $lint; then
        lintian --fail-on error --tag-display-limit 0 "$deb" >&2
    fi
done
