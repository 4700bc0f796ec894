# What the release's files get before they ship, in a Debian package (deb.sh) or a tarball (dist.sh);
# sourced by both.

# is_elf FILE: whether FILE is an ELF object (an executable or a library).
is_elf() { cmp -s -n 4 "$1" <(printf '\177ELF'); }

# strip_elf FILE: FILE without its symbols and debug information, as Debian's dh_strip leaves an
# executable (the Swift runtime's own sections, which it reads at run time, stay).
strip_elf() { strip --remove-section=.comment --remove-section=.note --strip-unneeded "$1"; }
