"""Drives Themeswitch Settings through the accessibility tree, as a screen-reader user would.

Run with Debian's python3 (python3-pyatspi), DBUS_SESSION_BUS_ADDRESS set to the bus that runs the
AT-SPI bus launcher and the app. One command per run; each waits at most TIMEOUT seconds:
  press NAME          activate the control named NAME: its first action (click, toggle)
  checked NAME        wait until the control named NAME reads as checked or pressed
  shows TEXT          wait until some object's name contains TEXT (a label, a toast)
  value NAME NUMBER   set the value of the control named NAME (a spin button)
  type NAME TEXT      replace the text of the entry named NAME with TEXT
  sensitive NAME      wait until the control named NAME can be used
  insensitive NAME    wait until the control named NAME is greyed out (a lock, an absent daemon)
  described TEXT      wait until some object's accessible description contains TEXT (a tooltip's reason)
  follow NAME COMMAND...  run COMMAND (a change made elsewhere), then wait until the control named NAME
                      becomes checked or pressed; print the milliseconds from COMMAND's end to that event
  controls            print each control (buttons, check boxes, switches, spin buttons, page tabs) as
                      role<TAB>name<TAB>focusable, one a line
Exit status 0 on success, 1 with a message on standard error when the wait ran out.
"""
import os
import subprocess
import sys
import time

import pyatspi
from gi.repository import GLib

# The waits with a time limit that the reliability checks use.
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Reliability"))
from harness import CheckFailed, wait_until  # noqa: E402

APP = "themeswitch-settings"
TIMEOUT = 10.0
CONTROLS = {"push button", "toggle button", "check box", "radio button", "switch", "spin button", "page tab", "text", "slider"}


def app():
    for candidate in pyatspi.Registry.getDesktop(0):
        if candidate is not None and candidate.name == APP:
            return candidate
    return None


def nodes(root):
    """Every object under root, depth first, skipping those that vanish while walked."""
    stack = [root]
    while stack:
        node = stack.pop()
        if node is None:
            continue
        yield node
        try:
            stack.extend(node.getChildAtIndex(i) for i in reversed(range(node.childCount)))
        except Exception:
            continue


def find(predicate):
    root = app()
    if root is None:
        return None
    for node in nodes(root):
        try:
            if predicate(node):
                return node
        except Exception:
            continue
    return None


def control(name):
    return find(lambda n: n.name == name and n.getRoleName() in CONTROLS)


def until(what, description):
    """What `what` returns once it is something, polled for at most TIMEOUT seconds; else exits naming `description`."""
    try:
        return wait_until(what, TIMEOUT, description)
    except CheckFailed as failure:
        sys.exit(f"settings-driver: {failure}")


def is_checked(node):
    states = node.getState()
    return states.contains(pyatspi.STATE_CHECKED) or states.contains(pyatspi.STATE_PRESSED)


def follow(name, command):
    """Milliseconds from the end of `command` until the window marks `name`, by the accessibility
    event; negative when the window showed it before the command had ended."""
    until(lambda: control(name), f"a control named '{name}'")
    times = {}

    def finish_when_both():
        if "seen" in times and "done" in times:
            pyatspi.Registry.stop()

    def changed(event):
        if event.detail1 == 1 and event.source is not None and event.source.name == name and "seen" not in times:
            times["seen"] = time.monotonic()
            finish_when_both()

    def ended(_pid, status):
        times["done"] = time.monotonic()
        times["status"] = status
        finish_when_both()

    def start():
        child = subprocess.Popen(command)
        GLib.child_watch_add(GLib.PRIORITY_HIGH, child.pid, ended)
        return False

    def give_up():
        pyatspi.Registry.stop()
        return False

    pyatspi.Registry.registerEventListener(changed, "object:state-changed:checked", "object:state-changed:pressed")
    GLib.idle_add(start)
    GLib.timeout_add(int(TIMEOUT * 1000), give_up)
    pyatspi.Registry.start()
    if times.get("status") != 0 or "seen" not in times:
        sys.exit(f"settings-driver: '{name}' was not marked within {TIMEOUT} s of {' '.join(command)} ({times})")
    print(f"{(times['seen'] - times['done']) * 1000:.1f}")


def main(arguments):
    command = arguments[0]
    if command == "press":
        node = until(lambda: control(arguments[1]), f"a control named '{arguments[1]}'")
        node.queryAction().doAction(0)
    elif command == "checked":
        until(lambda: (lambda n: n is not None and is_checked(n))(control(arguments[1])),
              f"'{arguments[1]}' checked")
    elif command == "shows":
        until(lambda: find(lambda n: arguments[1] in (n.name or "")), f"something showing '{arguments[1]}'")
    elif command in ("sensitive", "insensitive"):
        wanted = command == "sensitive"
        until(lambda: (lambda n: n is not None and n.getState().contains(pyatspi.STATE_SENSITIVE) == wanted)(control(arguments[1])),
              f"'{arguments[1]}' {command}")
    elif command == "described":
        until(lambda: find(lambda n: arguments[1] in (n.description or "")), f"something described as '{arguments[1]}'")
    elif command == "value":
        node = until(lambda: control(arguments[1]), f"a control named '{arguments[1]}'")
        node.queryValue().currentValue = float(arguments[2])
    elif command == "type":
        node = until(lambda: control(arguments[1]), f"an entry named '{arguments[1]}'")
        node.queryEditableText().setTextContents(arguments[2])
    elif command == "follow":
        follow(arguments[1], arguments[2:])
    elif command == "controls":
        root = until(app, f"{APP} on the accessibility bus")
        for node in nodes(root):
            try:
                if node.getRoleName() in CONTROLS:
                    focusable = node.getState().contains(pyatspi.STATE_FOCUSABLE)
                    print(f"{node.getRoleName()}\t{node.name}\t{'focusable' if focusable else 'not focusable'}")
            except Exception:
                continue
    else:
        sys.exit(f"settings-driver: unknown command '{command}'")


if __name__ == "__main__":
    main(sys.argv[1:])
