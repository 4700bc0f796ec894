#!/usr/bin/python3
"""Follows one app's token set (python3-dbus, python3-gi): RegisterAppForChanges, then each
AppTokenChanges applied in sequence; while the app has no set of its own, the global set on
TokensChanged. Prints the set as one JSON line per change. Usage: app_changes.py APP_ID"""
import json
import sys

import dbus
from dbus.mainloop.glib import DBusGMainLoop
from gi.repository import GLib

THEME = "org.themeswitch.Theme1"
PATH = "/org/themeswitch/Theme1"
APP = sys.argv[1]

DBusGMainLoop(set_as_default=True)
bus = dbus.SessionBus()
state = {}
daemon = None  # the unique name of the daemon registered with


def plain(value):
    """A D-Bus value as JSON: colors and names are strings, sizes floats, weights integers."""
    if isinstance(value, dbus.Boolean):
        return bool(value)
    if isinstance(value, (dbus.UInt32, dbus.Int32, dbus.UInt64)):
        return int(value)
    if isinstance(value, dbus.Double):
        return float(value)
    return str(value)


def register():
    """Registers the app (again) and takes its whole set from the reply."""
    global daemon
    daemon = bus.get_name_owner(THEME)
    reply = bus.get_object(THEME, PATH).RegisterAppForChanges(APP, "", dbus_interface=THEME)
    own, theme, scheme, serial, tokens, sequence = reply
    state.update(sequence=int(sequence), serial=int(serial), own=bool(own), theme=str(theme), scheme=str(scheme),
                 tokens={str(key): plain(value) for key, value in tokens.items()})
    print(json.dumps(state), flush=True)


def changes(app, context, theme, scheme, sequence, serial, own, complete, removed, changed, sender=None):
    if sender != daemon:
        return  # sent by a daemon that has gone
    if sequence <= state["sequence"]:
        return  # already in the set the reply carried
    if sequence != state["sequence"] + 1:
        register()  # a change was missed: take the whole set again
        return
    tokens = {} if complete else state["tokens"]
    for key in removed:
        tokens.pop(str(key), None)
    tokens.update({str(key): plain(value) for key, value in changed.items()})
    state.update(sequence=int(sequence), serial=int(serial), own=bool(own), theme=str(theme), scheme=str(scheme), tokens=tokens)
    print(json.dumps(state), flush=True)


def tokens_changed(serial, theme, scheme, sender=None):
    if sender != daemon or state["own"] or serial <= state["serial"]:
        return  # the app's own set comes with AppTokenChanges
    theme, scheme, serial, tokens = bus.get_object(THEME, PATH).GetTokens(APP, dbus_interface=THEME)
    state.update(serial=int(serial), theme=str(theme), scheme=str(scheme), tokens={str(key): plain(value) for key, value in tokens.items()})
    print(json.dumps(state), flush=True)


bus.add_signal_receiver(changes, "AppTokenChanges", THEME, THEME, PATH, sender_keyword="sender")
bus.add_signal_receiver(tokens_changed, "TokensChanged", THEME, THEME, PATH, sender_keyword="sender")
register()
bus.watch_name_owner(THEME, lambda owner: owner and owner != daemon and register())  # a restarted daemon
GLib.MainLoop().run()
