"""Bad settings files (INTERFACE item 7): a file missing a key or with an unknown key keeps
its valid keys (with a warning naming the key); an unparseable, unreadable, oversized or
newer-schema file is moved aside as settings.json.corrupt-<UTC> and the daemon starts on
defaults; none of them crashes the daemon, and a 100 MB file is never read into memory."""

import json
import os

from harness import INTERFACE, NAME, PATH, Bus, CheckFailed, Daemon, Figure, state

VALID = {"schemaVersion": 1, "themeID": "forest", "colorScheme": "dark",
         "accessibility": {"highContrast": False, "reduceTransparency": False, "reducedMotion": False},
         "serial": 7}


def write(content):
    def make(path):
        with open(path, "wb") as file:
            file.write(content)
    return make


def directory(path):
    os.mkdir(path)


def unreadable(path):
    write(json.dumps(VALID).encode())(path)
    os.chmod(path, 0)


def symlink_loop(path):
    os.symlink(os.path.basename(path) + ".other", path)
    os.symlink(os.path.basename(path), path + ".other")


def huge(path):
    with open(path, "wb") as file:
        file.write(b'{"schemaVersion": 1, "themeID": "forest", "pad": "')
        block = b"x" * (1 << 20)
        for _ in range(100):
            file.write(block)
        file.write(b'"}')


def without(key):
    return {k: v for k, v in VALID.items() if k != key}


# name, how to make the file, expected (ThemeId, ColorScheme), moved aside?, key a warning must name
CASES = [
    ("truncated", write(json.dumps(VALID).encode()[:40]), ("default", "system"), True, None),
    ("empty", write(b""), ("default", "system"), True, None),
    ("binary", write(bytes(range(256)) * 64), ("default", "system"), True, None),
    ("directory in place of the file", directory, ("default", "system"), True, None),
    ("unreadable (mode 000)", unreadable, ("default", "system"), True, None),
    ("symlink loop", symlink_loop, ("default", "system"), True, None),
    ("100 MB file", huge, ("default", "system"), True, None),
    ("newer schema", write(json.dumps(dict(VALID, schemaVersion=99)).encode()), ("default", "system"), True, None),
    ("missing key colorScheme", write(json.dumps(without("colorScheme")).encode()), ("forest", "system"), False, "colorScheme"),
    ("missing key accessibility", write(json.dumps(without("accessibility")).encode()), ("forest", "dark"), False, "accessibility"),
    ("unknown extra key", write(json.dumps(dict(VALID, futureKnob=True)).encode()), ("forest", "dark"), False, "futureKnob"),
]


def check(binary, name, make, expected, moved_aside, warned_key, baseline_peak):
    """Runs one case on a fresh bus; returns a problem sentence, or None when all is well."""
    bus = Bus()
    daemon = None
    try:
        directory_path = os.path.dirname(bus.settings_file)
        os.makedirs(directory_path)
        make(bus.settings_file)
        if bus.user:
            os.chown(directory_path, *bus.user)
            if os.path.isfile(bus.settings_file) and not os.path.islink(bus.settings_file):
                os.chown(bus.settings_file, *bus.user)
        try:
            daemon = Daemon(binary, bus)
        except CheckFailed as error:
            return f"the daemon did not start: {error}"
        client = bus.connect()
        try:
            now = state(client)
            got = (now["ThemeId"], now["ColorScheme"])
            if got != expected:
                return f"the daemon started on {got}, expected {expected}"
            aside = [entry for entry in os.listdir(directory_path) if entry.startswith("settings.json.corrupt-")]
            if moved_aside and not aside:
                return f"the file was not moved aside as settings.json.corrupt-<UTC> (log: {daemon.log_tail()})"
            if not moved_aside and aside:
                return f"the file was moved aside as {aside[0]}, but its valid keys should have been kept"
            if warned_key and warned_key not in daemon.log():
                return f"no warning names the key '{warned_key}' (log: {daemon.log_tail()})"
            peak = daemon.status("VmHWM")
            if peak > baseline_peak + 20 * 1024:
                return f"the daemon's peak RSS is {peak // 1024} MB, {baseline_peak // 1024} MB with no file: it read the file into memory"
            client.call_blocking(NAME, PATH, INTERFACE, "Apply", "s", ["rose"], timeout=5)
            if not daemon.alive():
                return f"the daemon died (status {daemon.process.returncode})"
            with open(bus.settings_file) as file:
                if json.load(file).get("themeID") != "rose":
                    return "after Apply the settings file does not hold the new theme"
        finally:
            client.close()
        return None
    finally:
        if daemon:
            daemon.kill()
        bus.stop()


def baseline(binary):
    """The daemon's peak RSS (kB) when it starts with no settings file."""
    bus = Bus()
    try:
        daemon = Daemon(binary, bus)
        peak = daemon.status("VmHWM")
        daemon.kill()
        return peak
    finally:
        bus.stop()


def run(bin_dir, quick):
    binary = os.path.join(bin_dir, "themeswitchd")
    peak = baseline(binary)
    figures = []
    for name, make, expected, moved_aside, warned_key in CASES:
        problem = check(binary, name, make, expected, moved_aside, warned_key, peak)
        figures.append(Figure(f"bad file: {name}", "handled" if problem is None else "not handled",
                              "moved aside, defaults" if moved_aside else "valid keys kept, warning",
                              problem is None, problem or ""))
    return figures
