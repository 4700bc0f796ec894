"""The parts every reliability check runs on: a private dbus-daemon, the real themeswitchd
on it (as an unprivileged user when run as root, so that mode 000 means something), its
settings file, and waits that always have a time limit."""

import contextlib
import ctypes
import json
import os
import pwd
import shutil
import signal
import subprocess
import tempfile
import time

import dbus

NAME = "org.themeswitch.Theme1"
PATH = "/org/themeswitch/Theme1"
INTERFACE = "org.themeswitch.Theme1"
PORTAL_NAME = "org.freedesktop.impl.portal.desktop.themeswitch"
THEMES = ["default", "midnight", "forest", "sunset", "lavender", "rose"]
SCHEMES = ["system", "light", "dark"]

BUS_CONFIG = """<!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
 "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
<busconfig>
  <type>session</type>
  <keep_umask/>
  <listen>unix:dir={sockets}</listen>
  <standard_session_servicedirs/>
  <policy context="default">
    <allow user="*"/>
    <allow send_destination="*" eavesdrop="true"/>
    <allow eavesdrop="true"/>
    <allow own="*"/>
  </policy>
  <limit name="max_message_size">134217728</limit>
  <limit name="max_completed_connections">100000</limit>
  <limit name="max_incomplete_connections">10000</limit>
  <limit name="max_connections_per_user">100000</limit>
  <limit name="max_match_rules_per_connection">50000</limit>
</busconfig>
"""


class CheckFailed(Exception):
    """A reliability check found something wrong; the message says what, in one sentence."""


def wait_until(condition, timeout, what):
    """Polls `condition` until it is true; raises CheckFailed naming `what` after `timeout` seconds."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        value = condition()
        if value:
            return value
        time.sleep(0.005)
    raise CheckFailed(f"{what} did not happen within {timeout:g} s")


def owner_pid(connection):
    """The process id of the connection owning the daemon's name, or None when nobody owns it."""
    try:
        return int(connection.call_blocking("org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus",
                                            "GetConnectionUnixProcessID", "s", [NAME], timeout=5))
    except dbus.DBusException:
        return None


def die_with_parent():
    """In a child before exec: SIGKILL it when this process dies, however it dies."""
    ctypes.CDLL(None, use_errno=True).prctl(1, signal.SIGKILL)  # PR_SET_PDEATHSIG


def unprivileged_user():
    """(uid, gid) to run the daemon as: `nobody` when we are root, else ourselves."""
    if os.geteuid() != 0:
        return None
    entry = pwd.getpwnam("nobody")
    return entry.pw_uid, entry.pw_gid


class Bus:
    """A private `dbus-daemon --session` in its own temporary directory with its own XDG dirs."""

    def __init__(self):
        self.root = tempfile.mkdtemp(prefix="themeswitch-rel-")
        os.chmod(self.root, 0o755)
        self.user = unprivileged_user()
        for sub in ["config", "data", "runtime", "home", "sockets"]:
            os.mkdir(os.path.join(self.root, sub), 0o700 if sub != "sockets" else 0o755)
            if self.user and sub != "sockets":
                os.chown(os.path.join(self.root, sub), *self.user)
        config = os.path.join(self.root, "bus.conf")
        with open(config, "w") as file:
            file.write(BUS_CONFIG.format(sockets=os.path.join(self.root, "sockets")))
        self.environment = dict(os.environ)
        self.environment.update({
            "XDG_CONFIG_HOME": os.path.join(self.root, "config"),
            "XDG_DATA_HOME": os.path.join(self.root, "data"),
            "XDG_RUNTIME_DIR": os.path.join(self.root, "runtime"),
            "HOME": os.path.join(self.root, "home"),
            "GSETTINGS_BACKEND": "memory",
        })
        self.environment.pop("DBUS_SESSION_BUS_ADDRESS", None)
        self.environment.pop("DBUS_FATAL_WARNINGS", None)  # the daemon's libdbus aborts on misuse, as in real life
        self.process = subprocess.Popen(
            ["dbus-daemon", f"--config-file={config}", "--nofork", "--print-address=1"],
            stdout=subprocess.PIPE, stderr=open(os.path.join(self.root, "bus.log"), "w"),
            env=self.environment, preexec_fn=die_with_parent)
        line = self.process.stdout.readline().decode().strip()
        if not line:
            self.stop()
            raise CheckFailed("the private dbus-daemon did not start (see its log)")
        self.address = line
        self.environment["DBUS_SESSION_BUS_ADDRESS"] = line

    @property
    def settings_file(self):
        return os.path.join(self.root, "config", "themeswitch", "settings.json")

    def connect(self):
        """A new, private python-dbus connection to this bus."""
        return dbus.bus.BusConnection(self.address)

    def stop(self):
        with contextlib.suppress(ProcessLookupError):
            self.process.kill()
        self.process.wait(timeout=10)
        shutil.rmtree(self.root, ignore_errors=True)


class Daemon:
    """The real `themeswitchd --bus-address` on `bus`, as `bus.user` when that is set."""

    def __init__(self, binary, bus, timeout=10):
        self.bus = bus
        self.log_path = os.path.join(bus.root, "runtime", f"themeswitchd-{time.monotonic_ns()}.log")
        command = [binary, "--bus-address", bus.address]
        if bus.user:
            command = ["setpriv", f"--reuid={bus.user[0]}", f"--regid={bus.user[1]}", "--clear-groups",
                       "--pdeathsig", "SIGKILL", "--"] + command
        log = open(self.log_path, "w")
        self.process = subprocess.Popen(command, stdin=subprocess.DEVNULL, stdout=log, stderr=log,
                                        env=bus.environment, preexec_fn=die_with_parent)
        log.close()
        try:
            watcher = bus.connect()
            try:
                # Owned by this process: a killed daemon's name stays owned until the bus notices.
                wait_until(lambda: self.process.poll() is not None or owner_pid(watcher) == self.process.pid, timeout,
                           f"themeswitchd owning {NAME}")
            finally:
                watcher.close()
            if self.process.poll() is not None:
                raise CheckFailed(f"themeswitchd exited with status {self.process.returncode} at start: {self.log_tail()}")
        except BaseException:
            self.kill()
            raise

    @property
    def pid(self):
        return self.process.pid

    def alive(self):
        return self.process.poll() is None

    def kill(self):
        """SIGKILL (a crash), reap it, and wait until the bus has dropped its name, so that
        no call is routed to the dead process and the next daemon can own the name."""
        with contextlib.suppress(ProcessLookupError):
            self.process.send_signal(signal.SIGKILL)
        self.process.wait(timeout=10)
        with contextlib.suppress(dbus.DBusException):
            watcher = self.bus.connect()
            try:
                wait_until(lambda: owner_pid(watcher) != self.process.pid, 10, f"the bus dropping the killed daemon's {NAME}")
            finally:
                watcher.close()

    def stop(self):
        """SIGTERM, and reap it (SIGKILL after 10 s)."""
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.kill()

    def status(self, field):
        """A field of /proc/PID/status in kB (VmRSS, VmHWM)."""
        with open(f"/proc/{self.pid}/status") as file:
            for line in file:
                if line.startswith(field + ":"):
                    return int(line.split()[1])
        raise CheckFailed(f"/proc/{self.pid}/status has no {field}")

    def log(self):
        with open(self.log_path, errors="replace") as file:
            return file.read()

    def log_tail(self):
        lines = self.log().strip().splitlines()
        return " | ".join(lines[-3:]) if lines else "(nothing logged)"


@contextlib.contextmanager
def running(binary):
    """A bus and a daemon on it, both stopped on the way out, whatever happens."""
    bus = Bus()
    daemon = None
    try:
        daemon = Daemon(binary, bus)
        yield bus, daemon
    finally:
        if daemon:
            daemon.kill()
        bus.stop()


def state(connection, timeout=5):
    """The daemon's published state: every property of org.themeswitch.Theme1."""
    properties = connection.call_blocking(NAME, PATH, "org.freedesktop.DBus.Properties", "GetAll", "s",
                                          [INTERFACE], timeout=timeout)
    return {str(key): (bool(value) if isinstance(value, dbus.Boolean) else
                       int(value) if isinstance(value, (dbus.UInt64, dbus.Int32, dbus.UInt32)) else str(value))
            for key, value in properties.items()}


def settings_json(path):
    """The parsed settings file, or None when there is none; raises CheckFailed when it does not parse."""
    try:
        with open(path, "rb") as file:
            data = file.read()
    except FileNotFoundError:
        return None
    try:
        return json.loads(data)
    except ValueError as error:
        raise CheckFailed(f"{path} does not parse as JSON ({error}); its {len(data)} bytes start {data[:40]!r}")


class Figure:
    """One measured figure, its goal, and whether it met it."""

    def __init__(self, name, value, goal, ok, problem=""):
        self.name, self.value, self.goal, self.ok, self.problem = name, value, goal, ok, problem

    def line(self):
        verdict = "ok" if self.ok else f"FAIL: {self.problem}"
        return f"{self.name}: {self.value} (goal: {self.goal}) — {verdict}"
