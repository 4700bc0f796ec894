#!/usr/bin/python3
"""Follows the theme on the lean path: TokensChanged, then the snapshot file (python3-dbus, python3-gi)."""
import json
import os

import dbus
from dbus.mainloop.glib import DBusGMainLoop
from gi.repository import GLib

THEME = "org.themeswitch.Theme1"
PATH = "/org/themeswitch/Theme1"
SNAPSHOT = os.path.join(os.environ.get("XDG_RUNTIME_DIR", ""), "themeswitch", "tokens.json")

DBusGMainLoop(set_as_default=True)
bus = dbus.SessionBus()


def tokens_changed(serial, theme, scheme):
    try:
        with open(SNAPSHOT, encoding="utf-8") as file:
            state = json.load(file)
    except (OSError, ValueError):
        state = None
    if state is None or state["serial"] < serial:  # missing or stale: ask the daemon
        theme, scheme, serial, tokens = bus.get_object(THEME, PATH).GetTokens("", dbus_interface=THEME)
        state = {"serial": int(serial), "theme": str(theme), "scheme": str(scheme), "tokens": dict(tokens)}
    print(state["serial"], state["theme"], state["scheme"], state["tokens"]["color.accent"], flush=True)
    # Re-rendered: tell the daemon, so that `themeswitch status` lists this app as following.
    bus.get_object(THEME, PATH).Acknowledge(dbus.UInt64(state["serial"]), dbus_interface=THEME)


bus.add_signal_receiver(tokens_changed, "TokensChanged", THEME, THEME, PATH)
print("ready", flush=True)
GLib.MainLoop().run()
