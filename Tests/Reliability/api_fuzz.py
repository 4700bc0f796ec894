"""Fuzzing the API: random members, interfaces, paths, signatures and values (deep nesting,
huge arrays, invalid UTF-8 in byte arrays, empty and 1 MB strings) sent to the daemon through
python-dbus, and well-formed but doubtful arguments for the methods that change state (SetOverride,
CreateTheme, ImportTheme, SetWallpaper, PreviewTheme, RegisterApp, RegisterAppForChanges). Every call must get a reply or
a named error with a message, the daemon must never die, and a refused call must change nothing:
not the published properties, the catalog, the overrides, nor any file the daemon keeps."""

import contextlib
import os
import random

import dbus

from harness import INTERFACE, NAME, PATH, SCHEMES, THEMES, CheckFailed, Figure, running, state

METHODS = [
    ("org.themeswitch.Theme1", "Apply", "s"), ("org.themeswitch.Theme1", "SetColorScheme", "s"),
    ("org.themeswitch.Theme1", "SetAccessibility", "a{sv}"), ("org.themeswitch.Theme1", "ListThemes", ""),
    ("org.themeswitch.Theme1", "GetTokens", "s"), ("org.themeswitch.Theme1", "GetThemeTokens", "ss"),
    ("org.freedesktop.DBus.Properties", "Get", "ss"), ("org.freedesktop.DBus.Properties", "GetAll", "s"),
    ("org.freedesktop.DBus.Properties", "Set", "ssv"), ("org.freedesktop.DBus.Introspectable", "Introspect", ""),
    ("org.freedesktop.DBus.Peer", "Ping", ""), ("org.freedesktop.DBus.Peer", "GetMachineId", ""),
    ("org.freedesktop.impl.portal.Settings", "Read", "ss"), ("org.freedesktop.impl.portal.Settings", "ReadAll", "as"),
    ("org.themeswitch.Theme1", "SetOverride", "svsss"), ("org.themeswitch.Theme1", "CreateTheme", "ss"),
    ("org.themeswitch.Theme1", "ImportTheme", "ss"), ("org.themeswitch.Theme1", "SetWallpaper", "a{sv}"),
    ("org.themeswitch.Theme1", "PreviewTheme", "su"), ("org.themeswitch.Theme1", "RegisterApp", "ss"),
    ("org.themeswitch.Theme1", "RegisterAppForChanges", "ss"),
]
# The methods that change state, each with arguments that are well-formed D-Bus and often nearly right.
PLAUSIBLE = {"SetOverride", "CreateTheme", "ImportTheme", "SetWallpaper", "PreviewTheme", "RegisterApp", "RegisterAppForChanges"}
KEYS = ["color.accent", "color.background", "radius.md", "spacing.lg", "typography.body.size", "component.card.background",
        "colr.accent", "", "color.accent.x"]
APP_IDS = ["", "org.example.App", "org.example.Mail", "*", "bad id", "org..example", "a" * 300, "org.example.App/x"]
CONTEXTS = ["", "sidebar", "../x", "x" * 300, "Side Bar"]
PATHS = [PATH, "/org/freedesktop/portal/desktop", "/", "/org/themeswitch", "/org/themeswitch/Theme1/x"]
DESTINATIONS = [NAME, "org.freedesktop.impl.portal.desktop.themeswitch"]
BASIC = "ybnqiuxtdsog"
# Errors that mean no reply came from the daemon (made up by libdbus or the bus, not the daemon).
NO_REPLY = {"org.freedesktop.DBus.Error.NoReply", "org.freedesktop.DBus.Error.Timeout",
            "org.freedesktop.DBus.Error.Disconnected", "org.freedesktop.DBus.Error.ServiceUnknown",
            "org.freedesktop.DBus.Error.NameHasNoOwner"}


class Generator:
    """Random D-Bus types and python-dbus values of them."""

    def __init__(self, rng):
        self.rng = rng
        self.budget = 0  # values left for the current call, so that nested arrays stay small

    def values(self, signature):
        """Values for every complete type of `signature`, at most about 2000 in all."""
        self.budget = 2000
        return [self.value(each) for each in split(signature)]

    def name(self):
        first = self.rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz_")
        length = self.rng.choice([0, 3, 8, 20, 254])
        return first + "".join(self.rng.choice("abcXYZ019_") for _ in range(length))

    def path(self):
        if self.rng.random() < 0.7:
            return self.rng.choice(PATHS)
        return "/" + "/".join(self.name()[:12] for _ in range(self.rng.randint(1, 4)))

    def type(self, depth=3, outermost=True):
        """A complete type as a signature string; now and then, when outermost, 32 arrays or structs
        deep (inside another container that would exceed D-Bus's limit, and libdbus aborts on it)."""
        roll = self.rng.random()
        if outermost and roll < 0.01:
            inner = self.rng.choice(BASIC)
            return "a" * 32 + inner if self.rng.random() < 0.5 else "(" * 32 + inner + ")" * 32
        if depth == 0 or roll < 0.5:
            return self.rng.choice(BASIC + "v")
        kind = self.rng.randrange(3)
        if kind == 0:
            return "a" + self.type(depth - 1, False)
        if kind == 1:
            return "a{" + self.rng.choice(BASIC) + self.type(depth - 1, False) + "}"
        return "(" + "".join(self.type(depth - 1, False) for _ in range(self.rng.randint(1, 3))) + ")"

    def signature(self):
        text = "".join(self.type() for _ in range(self.rng.randint(0, 3)))
        return text if len(text) <= 255 else ""

    def string(self):
        roll = self.rng.random()
        if roll < 0.01:
            return "x" * (1 << 20)
        if roll < 0.02:
            return "é" * 100_000
        if roll < 0.15:
            return ""
        if roll < 0.45:
            return self.rng.choice(THEMES + SCHEMES + ["high-contrast", "reduced-motion", "org.freedesktop.appearance",
                                                       "org.themeswitch", "color-scheme", "org.freedesktop.*", "*"])
        if roll < 0.6:
            return self.rng.choice(["Default", "forest ", "-forest", "a" * 65, "../etc", "\u202eevil", "ø", "x\u0301"])
        return "".join(chr(self.rng.choice([self.rng.randint(32, 126), self.rng.randint(0x80, 0xD7FF),
                                            self.rng.randint(0xE000, 0x10FFFF)]))
                       for _ in range(self.rng.randint(1, 30)))

    def count(self):
        roll = self.rng.random()
        if roll < 0.2 or self.budget <= 0:
            return 0
        return self.rng.randint(1, 5)

    def value(self, signature, variants=0):
        """A python-dbus value of the complete type `signature`."""
        code = signature[0]
        self.budget -= 1
        integers = {"y": (dbus.Byte, 0, 255), "n": (dbus.Int16, -2**15, 2**15 - 1), "q": (dbus.UInt16, 0, 2**16 - 1),
                    "i": (dbus.Int32, -2**31, 2**31 - 1), "u": (dbus.UInt32, 0, 2**32 - 1),
                    "x": (dbus.Int64, -2**63, 2**63 - 1), "t": (dbus.UInt64, 0, 2**64 - 1)}
        if code in integers:
            kind, low, high = integers[code]
            return kind(self.rng.choice([low, high, 0, 1, self.rng.randint(low, high)]))
        if code == "b":
            return dbus.Boolean(self.rng.random() < 0.5)
        if code == "d":
            return dbus.Double(self.rng.choice([0.0, -0.0, float("inf"), float("nan"), 1e308, self.rng.uniform(-1e9, 1e9)]))
        if code == "s":
            return dbus.String(self.string())
        if code == "o":
            return dbus.ObjectPath(self.path())
        if code == "g":
            return dbus.Signature(self.type(2))
        if code == "v":
            if variants < 30 and self.rng.random() < 0.2:
                return self.value("v", variants + 1)  # python-dbus nests it one level more
            inner = self.type(2)
            value = self.value(inner, variants)
            return self.in_variant(value, inner, variants + 1)
        if code == "(":
            members = split(signature[1:-1])
            return dbus.Struct([self.value(member, variants) for member in members], signature=signature[1:-1])
        # an array or a dictionary
        element = signature[1:]
        if element.startswith("{"):
            key, value = element[1], element[2:-1]
            return dbus.Dictionary({self.value(key, variants): self.value(value, variants) for _ in range(self.count())},
                                   signature=key + value)
        if element == "y":
            roll = self.rng.random()
            if roll < 0.3:  # invalid UTF-8: the wire allows it in a byte array, never in a string
                return dbus.ByteArray(self.rng.choice([b"\xff\xfe", b"\xc0\x80", b"\xed\xa0\x80", b"caf\xe9", b"\x00" * 8]))
            if roll < 0.32:
                return dbus.ByteArray(os.urandom(1 << 20))
        if element == "i" and self.rng.random() < 0.02:
            return dbus.Array([dbus.Int32(n) for n in range(250_000)], signature="i")
        return dbus.Array([self.value(element, variants) for _ in range(self.count())], signature=element)

    @staticmethod
    def in_variant(value, signature, level):
        """`value` sent as a variant of type `signature`, `level` variants deep."""
        if isinstance(value, (dbus.Array, dbus.Dictionary, dbus.Struct)):
            kind = type(value)
            inner = signature[1:-1] if kind is dbus.Struct else (signature[2:-1] if kind is dbus.Dictionary else signature[1:])
            return kind(value, signature=inner, variant_level=level)
        if isinstance(value, dbus.ByteArray):
            return dbus.Array(list(value), signature="y", variant_level=level)
        return type(value)(value, variant_level=level)


class Plausible:
    """Arguments for the methods in PLAUSIBLE: the right D-Bus types, values near the valid ones."""

    def __init__(self, rng, generate, imports, image):
        self.rng, self.generate, self.imports, self.image = rng, generate, imports, image
        self.valid = False
        self.doubtful = -1  # which argument is not chosen valid: -1 none, 99 all

    def pick(self, position, choices):
        """choices[0] (a valid value), unless `position` is the call's doubtful argument: then any of
        the choices or a random string."""
        if self.doubtful not in (position, 99):
            return choices[0]
        return self.rng.choice(choices) if self.rng.random() < 0.8 else self.generate.string()

    def variant(self):
        return self.rng.choice([dbus.String("#0055AA"), dbus.String("#0055aa80"), dbus.String("#GG0000"), dbus.String("12"),
                                dbus.String("rounded"), dbus.String("off"), dbus.String(""), dbus.Double(1e300),
                                dbus.Double(float("nan")), dbus.Int32(-5), dbus.UInt32(8), dbus.Boolean(True),
                                dbus.Array([dbus.String("#000")], signature="s")])

    def contents(self):
        text = self.rng.choice(self.imports) if self.imports else ""
        roll = self.rng.random() if self.doubtful in (0, 99) else 0.0
        if roll < 0.3:
            return text
        if roll < 0.5:
            return text[:self.rng.randint(0, len(text))]
        if roll < 0.7 and text:
            at = self.rng.randrange(len(text))
            return text[:at] + self.generate.string() + text[at + 1:]
        return self.generate.string()

    def wallpaper(self):
        if self.valid:
            return dbus.Dictionary(self.rng.choice([
                {"preset": dbus.String("", variant_level=1)}, {"intensity": dbus.Double(0.5, variant_level=1)},
                {"gradient": dbus.String("linear", variant_level=1),
                 "colors": dbus.Array([dbus.String("#fff"), dbus.String("#102030")], signature="s", variant_level=1)},
                {"image": dbus.String(self.image, variant_level=1)}]), signature="sv")
        changes = {}
        for _ in range(self.rng.randint(0, 3)):
            key = self.pick(self.doubtful, ["preset", "gradient", "colors", "angle", "image", "intensity", "blur"])
            if key == "preset":
                changes[key] = dbus.String(self.pick(self.doubtful, ["", "school", "dots", "schol"]), variant_level=1)
            elif key == "gradient":
                changes[key] = dbus.String(self.pick(self.doubtful, ["linear", "radial", "angular", "conic"]), variant_level=1)
            elif key == "colors":
                count = self.rng.choice([0, 1, 2, 3, 8, 9])
                changes[key] = dbus.Array([dbus.String(self.rng.choice(["#fff", "#102030", "#10203040", "#12", "red"]))
                                           for _ in range(count)], signature="s", variant_level=1)
            elif key == "image":
                changes[key] = dbus.String(self.pick(self.doubtful, [self.image, "relative.png", "/etc/passwd", "/nonexistent.png", "/dev/zero"]),
                                           variant_level=1)
            else:
                changes[key] = self.rng.choice([dbus.Double(self.rng.choice([0.0, 0.5, 1.0, -0.1, 1.5, float("inf"), 45.0]),
                                                            variant_level=1), dbus.String("0.5", variant_level=1)])
        return dbus.Dictionary(changes, signature="sv")

    def arguments(self, member):
        """Arguments for `member`: in about a third of the calls all valid, otherwise each doubtful."""
        self.valid = self.rng.random() < 0.3
        # Otherwise one argument is doubtful (each of them equally often), or now and then all.
        self.doubtful = -1 if self.valid else (99 if self.rng.random() < 0.2 else self.rng.randrange(5))
        themes = THEMES + ["nope", "../x", ""]
        if member == "SetOverride":
            key, value = self.rng.choice([("color.accent", dbus.String("#0055AA")), ("color.background", dbus.String("#FAFAFA"))])
            if self.doubtful in (0, 99):
                key, value = self.pick(0, KEYS), self.variant()
            elif self.doubtful == 1:
                value = self.variant()
            return [dbus.String(key), value, dbus.String(self.pick(2, ["light", "dark", "both", "system", ""])),
                    dbus.String(self.pick(3, APP_IDS)), dbus.String(self.pick(4, CONTEXTS))]
        if member == "CreateTheme":
            return [dbus.String(self.pick(0, ["Fuzzed", "", " ", "x" * 300, "Ünïcode"])), dbus.String(self.pick(1, themes))]
        if member == "ImportTheme":
            return [dbus.String(self.contents()), dbus.String(self.pick(1, ["theme", "dtcg", "yaml", "auto", "json", ""]))]
        if member == "SetWallpaper":
            return [self.wallpaper()]
        if member == "PreviewTheme":
            return [dbus.String(self.pick(0, themes)), dbus.UInt32(self.pick(1, [5, 0, 1, 3600, 3601, 2**32 - 1]))]
        return [dbus.String(self.pick(0, APP_IDS[1:] + APP_IDS[:1])), dbus.String(self.pick(1, CONTEXTS))]


def whole_state(connection, root):
    """Everything a refused call must leave as it was: the published properties, the catalog,
    every override, and the content of every file under the bus's directories but its own (the
    socket, the bus's configuration and the logs) and the drafts: those of unsaved themes are
    written at most every 2 s, so an accepted call's may land during a later call; the drafts'
    own checks are in DraftTests."""
    def call(member, signature="", arguments=()):
        return connection.call_blocking(NAME, PATH, INTERFACE, member, signature, list(arguments), timeout=5)
    files = {}
    for directory, _, names in os.walk(root):
        relative = os.path.relpath(directory, root)
        if relative.split(os.sep)[0] == "sockets" or relative.endswith(os.path.join("themeswitch", "drafts")):
            continue
        for name in names:
            path = os.path.join(directory, name)
            if name.endswith(".log") or name == "bus.conf":
                continue
            files[os.path.relpath(path, root)] = fingerprint(path)
    return {"properties": state(connection), "catalog": repr(call("ListCatalog")),
            "overrides": str(call("ExportOverrides")), "files": files}


def split(signature):
    """The complete types of `signature`."""
    types, depth, start = [], 0, 0
    for index, code in enumerate(signature):
        if code in "({":
            depth += 1
        elif code in ")}":
            depth -= 1
        if depth == 0 and code != "a":
            types.append(signature[start:index + 1])
            start = index + 1
    return types


def fingerprint(path):
    try:
        with open(path, "rb") as file:
            return file.read()
    except (FileNotFoundError, IsADirectoryError):
        return None


def run(bin_dir, quick, seed=2):
    binary = os.path.join(bin_dir, "themeswitchd")
    goal = 1000 if quick else 10000
    rng = random.Random(seed)
    generate = Generator(rng)
    sent = replied = refused = unnamed = no_reply = changed = reconnects = unsendable = 0
    plausible_sent = {member: 0 for member in sorted(PLAUSIBLE)}
    plausible_replied = dict(plausible_sent)
    problems = []
    with running(binary) as (bus, daemon):
        client = bus.connect()
        observer = bus.connect()
        try:
            # What ImportTheme may be given: a user theme exported in each format (then deleted), and an image.
            made = observer.call_blocking(NAME, PATH, INTERFACE, "CreateTheme", "ss", ["Fuzz Source", "forest"], timeout=5)
            imports = [str(observer.call_blocking(NAME, PATH, INTERFACE, "ExportTheme", "ss", [made, kind], timeout=5))
                       for kind in ["theme", "dtcg", "yaml"]]
            observer.call_blocking(NAME, PATH, INTERFACE, "DeleteTheme", "s", [made], timeout=5)
            image = os.path.join(bus.root, "home", "wallpaper.png")
            with open(image, "wb") as file:  # a 1×1 PNG
                file.write(bytes.fromhex("89504e470d0a1a0a0000000d4948445200000001000000010806000000"
                                         "1f15c4890000000d49444154789c6360f8cfc0f01f0005000201a5b1f1c50000000049454e44ae426082"))
            os.chmod(image, 0o644)
            nearly = Plausible(rng, generate, imports, image)
            before = whole_state(observer, bus.root)
            while sent < goal:
                roll = rng.random()
                interface, member, signature = rng.choice(METHODS)
                if member in PLAUSIBLE and roll < 0.6:
                    roll = 1.0  # the method as declared, with arguments from Plausible below
                elif roll < 0.25:
                    signature = generate.signature()
                elif roll < 0.5:
                    member, signature = generate.name(), generate.signature()
                elif roll < 0.6:
                    interface = None if rng.random() < 0.5 else generate.name() + "." + generate.name()
                    signature = generate.signature()
                destination = NAME if rng.random() < 0.8 else rng.choice(DESTINATIONS)
                path = PATH if rng.random() < 0.8 else generate.path()
                try:
                    declared = roll == 1.0 and interface == INTERFACE and path == PATH and destination == NAME
                    arguments = nearly.arguments(member) if declared else generate.values(signature)
                    # Marshal first, so that values python-dbus refuses to send are not counted as calls.
                    dbus.lowlevel.MethodCallMessage(destination, path, interface, member).append(
                        signature=signature, *arguments)
                except (TypeError, ValueError, OverflowError, dbus.DBusException):
                    unsendable += 1
                    continue
                sent += 1
                if declared:
                    plausible_sent[member] += 1
                try:
                    client.call_blocking(destination, path, interface, member, signature, arguments, timeout=10)
                    replied += 1
                    if declared:
                        plausible_replied[member] += 1
                    if member == "PreviewTheme":  # it would end by itself later, between two calls
                        with contextlib.suppress(dbus.DBusException):
                            client.call_blocking(NAME, PATH, INTERFACE, "EndPreview", "", [], timeout=10)
                    before = whole_state(observer, bus.root)
                    continue
                except dbus.DBusException as error:
                    name = error.get_dbus_name() or ""
                    if name in NO_REPLY:
                        if not daemon.alive():
                            raise CheckFailed(f"the daemon died (status {daemon.process.returncode}) on call {sent}: "
                                              f"{interface}.{member}({signature}): {daemon.log_tail()}")
                        if name == "org.freedesktop.DBus.Error.Disconnected":
                            reconnects += 1  # the bus dropped the fuzzer, not the daemon's doing
                            client = bus.connect()
                            continue
                        no_reply += 1
                        problems.append(f"call {sent} {interface}.{member}({signature}) got no reply: {name}")
                        continue
                    refused += 1
                    if not name or not (error.get_dbus_message() or "").strip():
                        unnamed += 1
                        problems.append(f"call {sent} {interface}.{member}({signature}) was refused without a name or message")
                after = whole_state(observer, bus.root)
                if after != before:
                    changed += 1
                    what = [part for part in after if after[part] != before[part]]
                    if after["files"] != before["files"]:
                        what += sorted(name for name in set(after["files"]) | set(before["files"])
                                       if after["files"].get(name) != before["files"].get(name))
                    problems.append(f"refused call {sent} {interface}.{member}({signature}) changed {', '.join(what)}")
                    before = after
            deaths = 0 if daemon.alive() and observer.name_has_owner(NAME) else 1
        finally:
            client.close()
            observer.close()
    figures = [
        Figure("API fuzz: calls", f"{sent} ({replied} replied, {refused} named errors; {unsendable} values python-dbus "
               f"would not send skipped; {reconnects} times the bus dropped the fuzzer)", f"{goal}", sent >= goal),
        Figure("API fuzz: well-formed calls of the methods that change state",
               ", ".join(f"{member} {plausible_sent[member]} ({plausible_replied[member]} replied)" for member in plausible_sent),
               "each sent 20 times or more, and each accepted at least once (quick: 5)",
               all(plausible_sent[member] >= (5 if quick else 20) and plausible_replied[member] >= 1 for member in plausible_sent),
               "a method was hardly sent or never accepted, so its refusals were not checked against its acceptances"),
        Figure("API fuzz: daemon deaths", deaths, "0", deaths == 0),
        Figure("API fuzz: calls without a reply or a named error", no_reply + unnamed, "0", no_reply + unnamed == 0,
               "; ".join(p for p in problems if "changed" not in p)[:600]),
        Figure("API fuzz: refused calls that changed state or file", changed, "0", changed == 0,
               "; ".join(p for p in problems if "changed" in p)[:600]),
    ]
    return figures
