#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FoundationEssentials

/// Times as the user's locale writes them, through the C library: `setlocale(LC_TIME, "")` reads
/// `LC_ALL`, `LC_TIME` or `LANG`, and `nl_langinfo` gives that locale's formats. `C`/`POSIX` and
/// most European locales give a 24-hour `18:43`, `en_US` `06:43 PM`. No ICU is involved.
public enum LocaleTime {
    /// Hours and minutes: the locale's time format without its seconds.
    public static func time(_ instant: Date, in zone: LocalZone) -> String {
        zone.format(instant, timePattern())
    }

    /// A transition window as people read it: `19:00–19:30`, or `at 19:00` when it is an instant.
    public static func span(from start: Date, to end: Date, in zone: LocalZone) -> String {
        start == end ? "at \(time(start, in: zone))" : "\(time(start, in: zone))–\(time(end, in: zone))"
    }

    /// The locale's numeric date, then the time as ``time(_:in:)`` writes it.
    public static func dateTime(_ instant: Date, in zone: LocalZone) -> String {
        zone.format(instant, expand(langinfo(D_FMT), fallback: "%m/%d/%y") + " " + timePattern())
    }

    /// ISO 8601 with the zone's offset: `2026-11-25T18:38:00+01:00` (for `--json`).
    public static func iso8601(_ instant: Date, in zone: LocalZone) -> String {
        let offset = zone.offset(at: instant)
        let minutes = abs(offset) / 60
        let sign = offset < 0 ? "-" : "+"
        return zone.format(instant, "%Y-%m-%dT%H:%M:%S") + sign + twoDigits(minutes / 60) + ":" + twoDigits(minutes % 60)
    }

    /// The locale's time format (`%r`, `%T` and `%X` expanded) with `:%S` and `.%S` removed.
    static func timePattern() -> String {
        let pattern = expand(langinfo(T_FMT), fallback: "%H:%M:%S")
            .replacing(":%S", with: "")
            .replacing(".%S", with: "")
        return pattern.contains("%M") ? pattern : "%H:%M"
    }

    private static func expand(_ pattern: String, fallback: String) -> String {
        let pattern = pattern.isEmpty ? fallback : pattern
        return pattern
            .replacing("%r", with: nonEmpty(langinfo(T_FMT_AMPM), "%I:%M:%S %p"))
            .replacing("%T", with: "%H:%M:%S")
            .replacing("%R", with: "%H:%M")
            .replacing("%D", with: "%m/%d/%y")
            .replacing("%X", with: "%H:%M:%S")
            .replacing("%x", with: "%m/%d/%y")
    }

    private static func langinfo(_ item: Int) -> String {
        setlocale(LC_TIME, "")
        return nl_langinfo(nl_item(item)).map { String(cString: $0) } ?? ""
    }

    private static func nonEmpty(_ text: String, _ fallback: String) -> String { text.isEmpty ? fallback : text }

    private static func twoDigits(_ value: Int) -> String { (value < 10 ? "0" : "") + String(value) }
}
