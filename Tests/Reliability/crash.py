"""Crash safety: SIGKILL the daemon at random points while Apply/SetColorScheme calls run,
restart it each time. The settings file must always parse, and after the restart the state
must be the one of the last call that returned success, or of the call in flight when the
daemon died (a later one); never an older one."""

import os
import random
import threading
import time

import dbus

from harness import (INTERFACE, NAME, PATH, SCHEMES, THEMES, CheckFailed, Daemon, Figure, running,
                     settings_json, state)


class Caller(threading.Thread):
    """Sends calls back to back until the daemon dies; keeps the state each call asks for."""

    def __init__(self, bus, start, rng, limit):
        super().__init__(daemon=True)
        self.connection = bus.connect()
        self.current = dict(start)
        self.rng = rng
        self.limit = limit
        self.succeeded = []   # the state after each call that returned success
        self.in_flight = None  # the state the unanswered call asked for
        self.completed = 0

    def run(self):
        try:
            while self.completed < self.limit:
                wanted = dict(self.current)
                if self.rng.random() < 0.5:
                    wanted["ThemeId"] = self.rng.choice(THEMES)
                    method, argument = "Apply", wanted["ThemeId"]
                else:
                    wanted["ColorScheme"] = self.rng.choice(SCHEMES)
                    method, argument = "SetColorScheme", wanted["ColorScheme"]
                self.in_flight = wanted
                try:
                    self.connection.call_blocking(NAME, PATH, INTERFACE, method, "s", [argument], timeout=5)
                except dbus.DBusException:
                    return  # the daemon died mid-call
                self.in_flight = None
                self.current = wanted
                self.succeeded.append(wanted)
                self.completed += 1
        finally:
            self.connection.close()


def run(bin_dir, quick, seed=1):
    binary = os.path.join(bin_dir, "themeswitchd")
    # The full run kills at random points until 1000 calls were made; the quick one 20 times.
    kills_goal, calls_goal = (20, 0) if quick else (0, 1000)
    rng = random.Random(seed)
    kills = lost = calls = mid_call = later = 0
    problems = []
    with running(binary) as (bus, daemon):
        client = bus.connect()
        try:
            current = {key: value for key, value in state(client).items() if key in ("ThemeId", "ColorScheme")}
            while kills < kills_goal or calls < calls_goal:
                caller = Caller(bus, current, rng, limit=rng.randint(1, 10))
                caller.start()
                # A random point: after a few calls, and some microseconds into the next one.
                target = rng.randint(0, caller.limit - 1)
                deadline = time.monotonic() + 10
                while caller.completed < target and caller.is_alive() and time.monotonic() < deadline:
                    time.sleep(0.0002)
                time.sleep(rng.uniform(0, 0.004))
                daemon.kill()
                kills += 1
                caller.join(timeout=10)
                if caller.is_alive():
                    raise CheckFailed("a call to the killed daemon did not return within 10 s")
                calls += len(caller.succeeded) + (1 if caller.in_flight else 0)
                mid_call += 1 if caller.in_flight else 0
                settings = settings_json(bus.settings_file)  # raises when it does not parse
                daemon = Daemon(binary, bus)
                after = {key: value for key, value in state(client).items() if key in ("ThemeId", "ColorScheme")}
                last = caller.succeeded[-1] if caller.succeeded else current
                allowed = [last] + ([caller.in_flight] if caller.in_flight else [])
                if caller.in_flight and after == caller.in_flight != last:
                    later += 1  # persisted, though its reply never came
                if after not in allowed:
                    lost += 1
                    problems.append(f"kill {kills}: restarted on {after}, but the last call that succeeded left {last}"
                                    f" (settings file: {settings})")
                current = after
        finally:
            client.close()
            daemon.kill()
    return [
        Figure("crash safety: kills tried", f"{kills} during {calls} calls ({mid_call} with a call in flight, "
               f"{later} of those restarting on the unanswered call's state)",
               f"{kills_goal} kills" if quick else f"kills at random points during {calls_goal} calls",
               kills >= kills_goal and calls >= calls_goal),
        Figure("crash safety: states lost", lost, "0", lost == 0, "; ".join(problems[:3])),
    ]
