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
    details = [line.strip() for line in report.splitlines() if not line.startswith("marshal ")]
    figures = [
        Figure("marshal: cases run", f"{run_count.group(1)} ({run_count.group(2)} more generated beyond D-Bus limits, "
               "which the layer refuses to build)", f"{cases} generated", True),
        Figure("marshal: mismatches wire reader vs libdbus", mismatches.group(1), "0", mismatches.group(1) == "0",
               " ".join(details)[:1500]),
        Figure("marshal: messages the layer built that libdbus refused", built_refused.group(1), "0",
               built_refused.group(1) == "0", built_refused.group(2).strip("; ")),
    ]
    for line in details:
        if not line.startswith("case "):
            figures.append(Figure("marshal: " + line.split(":")[0], line.split(":", 1)[-1].strip(), "(recorded)", True))
    return figures
