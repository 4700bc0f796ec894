"""Churn: subscriber connections join and leave for 60 s while another process calls Apply
every 10 ms. The daemon's RSS must stay within ±10 % of its size after a 10 s warm-up, the
bus must hold no more match rules after every subscriber left than before they came
(dbus-daemon's Debug.Stats), and every subscriber still connected at the end must have seen
the latest serial.

Subscribers match PropertiesChanged (which carries Serial) rather than the 12 KB
ThemeChanged: at 100 changes a second, 100 python-dbus subscribers of ThemeChanged would
be 120 MB/s, beyond what one Python process on a 2-core machine can read."""

import os
import random
import subprocess
import sys
import time

import dbus
import dbus.mainloop.glib
from gi.repository import GLib

from harness import INTERFACE, NAME, PATH, THEMES, CheckFailed, Figure, running, wait_until

SECONDS, WARM_UP, LIVE, JOINS = 60, 10, 100, 1000
STATS = ("org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus.Debug.Stats")


class Subscriber:
    """One connection following Serial: PropertiesChanged, after reading it once on joining."""

    def __init__(self, address):
        self.serial = 0
        self.connection = dbus.bus.BusConnection(address, mainloop=dbus.mainloop.glib.DBusGMainLoop())
        self.connection.add_signal_receiver(
            self.changed, signal_name="PropertiesChanged", dbus_interface="org.freedesktop.DBus.Properties",
            bus_name=NAME, path=PATH, arg0=INTERFACE)
        self.connection.call_async(NAME, PATH, "org.freedesktop.DBus.Properties", "Get", "ss", (INTERFACE, "Serial"),
                                   self.read, lambda error: None)

    def read(self, serial):
        self.serial = max(self.serial, int(serial))

    def changed(self, interface, changed, invalidated):
        if "Serial" in changed:
            self.read(changed["Serial"])

    def close(self):
        self.connection.close()


def match_rules(connection, unique_name=None):
    """The bus's match rules, in all or of one connection."""
    if unique_name:
        stats = connection.call_blocking(*STATS, "GetConnectionStats", "s", [unique_name], timeout=10)
    else:
        stats = connection.call_blocking(*STATS, "GetStats", "", [], timeout=10)
    return int(stats["MatchRules"])


def run(bin_dir, quick):
    binary = os.path.join(bin_dir, "themeswitchd")
    rng = random.Random(3)
    with running(binary) as (bus, daemon):
        control = bus.connect()
        daemon_name = control.get_name_owner(NAME)
        rules_before, daemon_rules_before = match_rules(control), match_rules(control, daemon_name)
        loop = GLib.MainLoop()
        subscribers = [Subscriber(bus.address) for _ in range(LIVE)]
        joins = [0]
        samples = []
        started = time.monotonic()

        def churn():
            # Evenly over all but the last second, catching up when the loop was busy.
            due = min(JOINS, int((time.monotonic() - started) * JOINS / (SECONDS - 1)))
            while joins[0] < due:
                subscribers.pop(rng.randrange(len(subscribers))).close()
                subscribers.append(Subscriber(bus.address))
                joins[0] += 1
            return joins[0] < JOINS

        def sample():
            samples.append((time.monotonic() - started, daemon.status("VmRSS")))
            if time.monotonic() - started >= SECONDS:
                loop.quit()
                return False
            return True

        applier = subprocess.Popen([sys.executable, __file__, "--apply", bus.address, str(SECONDS)],
                                   stdout=subprocess.PIPE, text=True)
        try:
            GLib.timeout_add(20, churn)
            GLib.timeout_add(1000, sample)
            GLib.timeout_add((SECONDS + 30) * 1000, loop.quit)  # the time limit of the whole run
            loop.run()
            applies = applier.communicate(timeout=30)[0].strip()
        finally:
            if applier.poll() is None:
                applier.kill()
                applier.wait()
        if applier.returncode != 0 or not applies.isdigit():
            raise CheckFailed(f"the process calling Apply every 10 ms failed (status {applier.returncode}); "
                              f"the daemon is {'alive' if daemon.alive() else 'dead: ' + daemon.log_tail()}")
        if not daemon.alive():
            raise CheckFailed(f"the daemon died during churn (status {daemon.process.returncode}): {daemon.log_tail()}")
        final = int(control.call_blocking(NAME, PATH, "org.freedesktop.DBus.Properties", "Get", "ss",
                                          [INTERFACE, "Serial"], timeout=10))
        deadline = time.monotonic() + 30
        context = GLib.MainContext.default()
        while time.monotonic() < deadline and any(each.serial < final for each in subscribers):
            context.iteration(False) or time.sleep(0.001)
        behind = sum(1 for each in subscribers if each.serial < final)
        for each in subscribers:
            each.close()
        try:
            wait_until(lambda: match_rules(control) <= rules_before, 10, "the bus dropping the subscribers' match rules")
        except CheckFailed:
            pass  # reported below as leaked rules
        rules_after, daemon_rules_after = match_rules(control), match_rules(control, daemon_name)
        control.close()
    warm = [rss for at, rss in samples if at >= WARM_UP]
    if len(warm) < 2:
        raise CheckFailed(f"only {len(samples)} RSS samples in {SECONDS} s")
    start, end = warm[0], warm[-1]
    growth = (end - start) * 100 / start
    return [
        Figure("churn: subscribers", f"{joins[0]} joined and left, {LIVE} live; {applies} Apply calls in {SECONDS} s "
               f"(one every {SECONDS * 1000 / max(1, int(applies)):.1f} ms)", f"{JOINS} joins, Apply every 10 ms",
               joins[0] >= JOINS, f"only {joins[0]} subscribers joined"),
        Figure("churn: daemon RSS after warm-up → end", f"{start // 1024} MB → {end // 1024} MB ({growth:+.1f} %, peak "
               f"{max(warm) // 1024} MB)", "within ±10 %", abs(growth) <= 10,
               f"the daemon's RSS grew {growth:+.1f} % under churn"),
        Figure("churn: leaked match rules", f"{rules_after - rules_before} on the bus "
               f"({rules_before} before, {rules_after} after); daemon's own {daemon_rules_before} → {daemon_rules_after}",
               "0", rules_after <= rules_before and daemon_rules_after <= daemon_rules_before,
               "match rules remained after every subscriber left"),
        Figure("churn: subscribers not on the latest serial", f"{behind} of {len(subscribers)} (serial {final})", "0",
               behind == 0, f"{behind} subscribers did not see serial {final} within 30 s"),
    ]


def apply_every_10_ms(address, seconds):
    """The applier process: Apply every 10 ms for `seconds`; prints how many calls it made."""
    connection = dbus.bus.BusConnection(address)
    count, start = 0, time.monotonic()
    while time.monotonic() - start < seconds:
        connection.call_blocking(NAME, PATH, INTERFACE, "Apply", "s", [THEMES[count % len(THEMES)]], timeout=10)
        count += 1
        time.sleep(max(0, start + count * 0.01 - time.monotonic()))
    print(count)


if __name__ == "__main__" and sys.argv[1:2] == ["--apply"]:
    apply_every_10_ms(sys.argv[2], float(sys.argv[3]))
