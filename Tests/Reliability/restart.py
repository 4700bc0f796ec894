"""Restart: how fast ThemeClient.updates() resumes after the daemon is killed and restarted
(reliability-restart, p99 over 50 restarts), and whether the desktop portal keeps answering
through the real xdg-desktop-portal after a restart."""

import os
import re
import shutil
import subprocess
import time

import dbus

from harness import INTERFACE, NAME, PATH, Bus, CheckFailed, Daemon, Figure, die_with_parent, running, wait_until

FRONTEND = "/usr/libexec/xdg-desktop-portal"
PORTAL = ("org.freedesktop.portal.Desktop", "/org/freedesktop/portal/desktop", "org.freedesktop.portal.Settings")
REPOSITORY = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def resume(bin_dir, restarts):
    """Runs reliability-restart on a fresh bus (as the daemon's user); its figure line."""
    bus = Bus()
    try:
        command = [os.path.join(bin_dir, "reliability-restart"), "--bus-address", bus.address,
                   "--daemon", os.path.join(bin_dir, "themeswitchd"), "--restarts", str(restarts)]
        if bus.user:
            command = ["setpriv", f"--reuid={bus.user[0]}", f"--regid={bus.user[1]}", "--clear-groups",
                       "--pdeathsig", "SIGKILL", "--"] + command
        try:
            result = subprocess.run(command, capture_output=True, text=True, env=bus.environment, timeout=300,
                                    preexec_fn=die_with_parent)
        except subprocess.TimeoutExpired:
            raise CheckFailed(f"reliability-restart did not finish {restarts} restarts within 300 s")
        times = re.search(r"p50 (\d+) ms, p99 (\d+) ms", result.stdout)
        if not times:
            raise CheckFailed(f"reliability-restart failed (status {result.returncode}): {result.stderr.strip()[-400:]}")
        p50, p99 = int(times.group(1)), int(times.group(2))
        return Figure(f"restart: updates() resumed after a restart, over {restarts}", f"p50 {p50} ms, p99 {p99} ms",
                      "p99 < 1000 ms", p99 < 1000, f"p99 is {p99} ms")
    finally:
        bus.stop()


def portal_color_scheme(connection):
    reply = connection.call_blocking(*PORTAL, "Read", "ss", ["org.freedesktop.appearance", "color-scheme"], timeout=5)
    return int(reply)  # python-dbus unwraps both variants


def portal(bin_dir):
    """The portal through xdg-desktop-portal before and after a kill -9 and restart."""
    if not os.access(FRONTEND, os.X_OK):
        raise CheckFailed(f"{FRONTEND} is missing: install xdg-desktop-portal (scripts/install-deps.sh)")
    binary = os.path.join(bin_dir, "themeswitchd")
    with running(binary) as (bus, daemon):
        portals = os.path.join(bus.root, "portals")
        os.mkdir(portals)
        shutil.copy(os.path.join(REPOSITORY, "systemd", "themeswitch.portal"), portals)
        configuration = os.path.join(bus.root, "config", "xdg-desktop-portal")
        os.makedirs(configuration, exist_ok=True)
        with open(os.path.join(configuration, "portals.conf"), "w") as file:
            file.write("[preferred]\ndefault=none\norg.freedesktop.impl.portal.Settings=themeswitch\n")
        environment = dict(bus.environment, XDG_DESKTOP_PORTAL_DIR=portals, XDG_CURRENT_DESKTOP="themeswitch-test")
        frontend = subprocess.Popen([FRONTEND, "--replace"], env=environment, stdout=subprocess.DEVNULL,
                                    stderr=open(os.path.join(bus.root, "portal.log"), "w"), preexec_fn=die_with_parent)
        client = bus.connect()
        try:
            wait_until(lambda: client.name_has_owner(PORTAL[0]), 10, "xdg-desktop-portal owning its name")
            client.call_blocking(NAME, PATH, INTERFACE, "SetColorScheme", "s", ["dark"], timeout=5)
            before = portal_color_scheme(client)
            daemon.kill()
            started = time.monotonic()
            daemon = Daemon(binary, bus)

            def answers():
                try:
                    return portal_color_scheme(client) == 1
                except dbus.DBusException:
                    return False
            wait_until(answers, 5, "the portal answering color-scheme 1 (dark) after the restart")
            answered = time.monotonic() - started
            client.call_blocking(NAME, PATH, INTERFACE, "SetColorScheme", "s", ["light"], timeout=5)
            wait_until(lambda: portal_color_scheme(client) == 2, 5,
                       "the portal following the restarted daemon's switch to light")
        finally:
            client.close()
            frontend.kill()
            frontend.wait(timeout=10)
            daemon.kill()
    return Figure("restart: portal through xdg-desktop-portal after a restart",
                  f"answers (dark = {before} before; dark {answered * 1000:.0f} ms after the restart; then follows light)",
                  "keeps answering", before == 1)


def run(bin_dir, quick):
    return [resume(bin_dir, 10 if quick else 50), portal(bin_dir)]
