#!/usr/bin/python3
"""Prints the schedule's next transitions and how far into the coming one it is now (python3-dbus)."""
import time

import dbus

THEME = "org.themeswitch.Theme1"
PATH = "/org/themeswitch/Theme1"

daemon = dbus.SessionBus().get_object(THEME, PATH)
transitions = daemon.GetForecast(dbus.UInt32(2), dbus_interface=THEME)
now = time.time() * 1_000_000
for scheme, start, end in transitions:
    # 0 before the window, 1 after it: an app can blend its colors across dusk with this.
    progress = 0.0 if now <= start else 1.0 if now >= end else (now - start) / (end - start)
    print(f"{scheme} {int(start)} {int(end)} {progress:.2f}")
held = daemon.Get(THEME, "HeldUntil", dbus_interface="org.freedesktop.DBus.Properties")
print("held until", int(held))
