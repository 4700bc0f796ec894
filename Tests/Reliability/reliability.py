#!/usr/bin/python3
"""The reliability suite: crash safety, API fuzz, Marshal differential fuzz, churn, restart,
bad settings files, the YAML and JSON readers' fuzz. Prints each figure with its goal; exits 1 when any check fails.

    Tests/Reliability/reliability.py --bin DIR [--quick] [--only PART,...]

DIR holds the built themeswitchd, fuzz-marshal and reliability-restart (`swift build
--show-bin-path`). --quick runs the short parts `make test` runs (about 1000 fuzz calls,
20 kills, every bad file, 2000 marshal cases); `make reliability` runs everything in full.
Needs Debian's python3-dbus (and python3-gi for churn), run with /usr/bin/python3."""

import argparse
import os
import signal
import sys
import time
import traceback

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
# A value the fuzz makes that python-dbus passes on unchecked makes libdbus print a warning
# instead of aborting this process; the buses and daemons started get the default back.
os.environ["DBUS_FATAL_WARNINGS"] = "0"

import api_fuzz  # noqa: E402
import bad_files  # noqa: E402
import churn  # noqa: E402
import crash  # noqa: E402
import marshal_fuzz  # noqa: E402
import readers_fuzz  # noqa: E402
import restart  # noqa: E402
from harness import CheckFailed, Figure  # noqa: E402

PARTS = {
    "crash": crash.run,
    "api-fuzz": api_fuzz.run,
    "marshal": marshal_fuzz.run,
    "bad-files": bad_files.run,
    "churn": churn.run,
    "restart": restart.run,
    "readers-fuzz": readers_fuzz.run,
}
QUICK = ["crash", "api-fuzz", "marshal", "bad-files"]


def main():
    # On SIGTERM (a time limit), unwind so that every bus and daemon started is stopped.
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--bin", required=True, help="directory of the built themeswitchd, fuzz-marshal, reliability-restart")
    parser.add_argument("--quick", action="store_true", help="the short run of make test")
    parser.add_argument("--only", default="", help="comma-separated parts: " + ", ".join(PARTS))
    options = parser.parse_args()
    names = [name for name in options.only.split(",") if name] or (QUICK if options.quick else list(PARTS))
    unknown = [name for name in names if name not in PARTS]
    if unknown:
        parser.error(f"unknown part '{unknown[0]}'; the parts are {', '.join(PARTS)}")
    failed = []
    for name in names:
        started = time.monotonic()
        print(f"== {name}", flush=True)
        try:
            figures = PARTS[name](os.path.abspath(options.bin), options.quick)
        except CheckFailed as error:
            figures = [Figure(name, "aborted", "completes", False, str(error))]
        except Exception as error:  # a bug in the check itself: say where
            figures = [Figure(name, "aborted", "completes", False,
                              f"{type(error).__name__}: {error} at {traceback.extract_tb(error.__traceback__)[-1]}")]
        for figure in figures:
            print(figure.line(), flush=True)
            if not figure.ok:
                failed.append(figure)
        print(f"   ({time.monotonic() - started:.0f} s)", flush=True)
    if failed:
        print(f"\n{len(failed)} reliability check(s) failed:")
        for figure in failed:
            print(f"  {figure.name}: {figure.problem}")
        return 1
    print("\nevery reliability check met its goal")
    return 0


if __name__ == "__main__":
    sys.exit(main())
