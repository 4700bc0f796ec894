"""The Marshal differential fuzz: runs fuzz-marshal and turns its report into figures."""

import os
import re
import subprocess

from harness import CheckFailed, Figure


def run(binary_dir, quick):
    cases = 2000 if quick else 200000
    try:
        result = subprocess.run([os.path.join(binary_dir, "fuzz-marshal"), "--cases", str(cases)],
                                capture_output=True, text=True, timeout=600)
    except subprocess.TimeoutExpired:
        raise CheckFailed(f"fuzz-marshal did not finish {cases} cases within 600 s")
    report = result.stdout
    mismatches = re.search(r"marshal mismatches: (\d+)", report)
    run_count = re.search(r"marshal cases run: (\d+) \(seed \d+; (\d+) generated", report)
    if not mismatches or not run_count or result.returncode not in (0, 1):
        raise CheckFailed(f"fuzz-marshal ended with status {result.returncode}: {(result.stderr or report)[-400:]}")
    built_refused = re.search(r"marshal messages built by the layer that libdbus then refused: (\d+) \(goal: 0\)(.*)", report)
    if not built_refused:
        raise CheckFailed(f"fuzz-marshal's report has no count of built messages libdbus refused: {report[-400:]}")
    accepted = re.search(r"libdbus accepted: (\d+), refused: (\d+)", report)
    compared = re.search(r"wire reader same values as libdbus's iterator: (\d+); declined \(iterator used instead\): (\d+)", report)
    if not accepted or not compared:
        raise CheckFailed(f"fuzz-marshal's report has no counts of accepted, compared and declined messages: {report[-400:]}")
    details = [line.strip() for line in report.splitlines() if not line.startswith("marshal ")
               and not line.startswith("libdbus accepted") and not line.startswith("wire reader same")]
    run, skipped = int(run_count.group(1)), int(run_count.group(2))
    libdbus_accepted, libdbus_refused = int(accepted.group(1)), int(accepted.group(2))
    same, declined = int(compared.group(1)), int(compared.group(2))
    # A case counts only when both readers read the same message: at most 5% may be skipped (types over
    # D-Bus limits), at least a quarter must reach the comparison (libdbus accepts them; the others are
    # damaged bytes it refuses), and the wire reader may decline at most 1% of those (the daemon then
    # uses the slower iterator): a reader that declined everything would otherwise pass.
    figures = [
        Figure("marshal: cases run", f"{run} of {cases} generated ({skipped} over D-Bus limits skipped)",
               f"at least {cases * 95 // 100}", run >= cases * 95 // 100 and run + skipped == cases,
               f"only {run} of {cases} cases ran"),
        Figure("marshal: cases libdbus accepted, so both readers compared", f"{libdbus_accepted} ({libdbus_refused} damaged "
               "messages refused)", f"at least {run // 4}", libdbus_accepted >= run // 4,
               f"only {libdbus_accepted} of {run} cases reached the comparison"),
        Figure("marshal: accepted messages the wire reader declined", f"{declined} ({same} read the same as libdbus)",
               f"at most {libdbus_accepted // 100}", declined <= libdbus_accepted // 100 and same + declined <= libdbus_accepted,
               f"the wire reader declined {declined} of {libdbus_accepted} messages libdbus accepted"),
        Figure("marshal: mismatches wire reader vs libdbus", mismatches.group(1), "0", mismatches.group(1) == "0",
               " ".join(details)[:1500]),
        Figure("marshal: messages the layer built that libdbus refused", built_refused.group(1), "0",
               built_refused.group(1) == "0", built_refused.group(2).strip("; ")),
    ]
    for line in details:
        if not line.startswith("case "):
            figures.append(Figure("marshal: " + line.split(":")[0], line.split(":", 1)[-1].strip(), "(recorded)", True))
    return figures
