/// The release's version: the one place it is written. `themeswitch --version` and `themeswitchd
/// --version` print it, and `scripts/version.sh` reads it from this file for the Debian package
/// and the release tarball (`make deb`, `make dist`; docs/INSTALL.md).
public enum ThemeswitchVersion {
    /// Semantic version of the release.
    public static let string = "0.1.0"
}
