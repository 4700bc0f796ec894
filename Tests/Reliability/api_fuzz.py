"""Fuzzing the API: random members, interfaces, paths, signatures and values (deep nesting,
huge arrays, invalid UTF-8 in byte arrays, empty and 1 MB strings) sent to the daemon through
python-dbus. Every call must get a reply or a named error with a message, the daemon must
never die, and a refused call must change neither the published state nor the settings file."""

import os
import random

import dbus

from harness import NAME, PATH, SCHEMES, THEMES, CheckFailed, Figure, running, state

METHODS = [
    ("org.themeswitch.Theme1", "Apply", "s"), ("org.themeswitch.Theme1", "SetColorScheme", "s"),
    ("org.themeswitch.Theme1", "SetAccessibility", "a{sv}"), ("org.themeswitch.Theme1", "ListThemes", ""),
    ("org.themeswitch.Theme1", "GetTokens", "s"), ("org.themeswitch.Theme1", "GetThemeTokens", "ss"),
    ("org.freedesktop.DBus.Properties", "Get", "ss"), ("org.freedesktop.DBus.Properties", "GetAll", "s"),
    ("org.freedesktop.DBus.Properties", "Set", "ssv"), ("org.freedesktop.DBus.Introspectable", "Introspect", ""),
    ("org.freedesktop.DBus.Peer", "Ping", ""), ("org.freedesktop.DBus.Peer", "GetMachineId", ""),
    ("org.freedesktop.impl.portal.Settings", "Read", "ss"), ("org.freedesktop.impl.portal.Settings", "ReadAll", "as"),
]
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
    except FileNotFoundError:
        return None


def run(bin_dir, quick, seed=2):
    binary = os.path.join(bin_dir, "themeswitchd")
    goal = 1000 if quick else 10000
    rng = random.Random(seed)
    generate = Generator(rng)
    sent = replied = refused = unnamed = no_reply = changed = reconnects = unsendable = 0
    problems = []
    with running(binary) as (bus, daemon):
        client = bus.connect()
        observer = bus.connect()
        try:
            before, before_file = state(observer), fingerprint(bus.settings_file)
            while sent < goal:
                roll = rng.random()
                interface, member, signature = rng.choice(METHODS)
                if roll < 0.25:
                    signature = generate.signature()
                elif roll < 0.5:
                    member, signature = generate.name(), generate.signature()
                elif roll < 0.6:
                    interface = None if rng.random() < 0.5 else generate.name() + "." + generate.name()
                    signature = generate.signature()
                destination = NAME if rng.random() < 0.8 else rng.choice(DESTINATIONS)
                path = PATH if rng.random() < 0.8 else generate.path()
                try:
                    arguments = generate.values(signature)
                    # Marshal first, so that values python-dbus refuses to send are not counted as calls.
                    dbus.lowlevel.MethodCallMessage(destination, path, interface, member).append(
                        signature=signature, *arguments)
                except (TypeError, ValueError, OverflowError, dbus.DBusException):
                    unsendable += 1
                    continue
                sent += 1
                try:
                    client.call_blocking(destination, path, interface, member, signature, arguments, timeout=10)
                    replied += 1
                    before, before_file = state(observer), fingerprint(bus.settings_file)
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
                after, after_file = state(observer), fingerprint(bus.settings_file)
                if after != before or after_file != before_file:
                    changed += 1
                    problems.append(f"refused call {sent} {interface}.{member}({signature}) changed "
                                    f"{'the state' if after != before else 'the settings file'}")
                    before, before_file = after, after_file
            deaths = 0 if daemon.alive() and observer.name_has_owner(NAME) else 1
        finally:
            client.close()
            observer.close()
    figures = [
        Figure("API fuzz: calls", f"{sent} ({replied} replied, {refused} named errors; {unsendable} values python-dbus "
               f"would not send skipped; {reconnects} times the bus dropped the fuzzer)", f"{goal}", sent >= goal),
        Figure("API fuzz: daemon deaths", deaths, "0", deaths == 0),
        Figure("API fuzz: calls without a reply or a named error", no_reply + unnamed, "0", no_reply + unnamed == 0,
               "; ".join(p for p in problems if "changed" not in p)[:600]),
        Figure("API fuzz: refused calls that changed state or file", changed, "0", changed == 0,
               "; ".join(p for p in problems if "changed" in p)[:600]),
    ]
    return figures
