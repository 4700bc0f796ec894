"""The readers' fuzz (issue 28): runs fuzz-readers, a libFuzzer target built with
-sanitize=fuzzer,address, over the YAML theme, overrides and config.yaml readers and the
`.theme` and DTCG JSON readers, and turns libFuzzer's final statistics into figures. Any crash,
input slower than 2 s, or memory past 2 GB ends the run with the input saved; the goal is none."""

import os
import re
import subprocess
import tempfile

from harness import CheckFailed, Figure

HERE = os.path.dirname(os.path.abspath(__file__))
SECONDS = 180
# `make reliability` builds the target with libFuzzer into a build directory of its own.
FUZZER = os.environ.get("FUZZ_READERS", os.path.join(HERE, "..", "..", ".build-fuzz", "debug", "fuzz-readers"))


def run(_binary_dir, quick):
    fuzzer = os.path.realpath(FUZZER)
    if not os.access(fuzzer, os.X_OK):
        raise CheckFailed(f"{fuzzer} is missing: `make reliability` builds it with libFuzzer into .build-fuzz")
    # A failing input is kept next to the build, to replay with `fuzz-readers FILE` from an ordinary build.
    saved = os.path.normpath(os.path.join(os.path.dirname(fuzzer), "..", "..", "fuzz-artifacts"))
    os.makedirs(saved, exist_ok=True)
    kept_before = set(os.listdir(saved))
    seconds = 20 if quick else SECONDS
    seeds = os.path.join(HERE, "FuzzReaders", "seeds")
    with tempfile.TemporaryDirectory(prefix="fuzz-readers-") as work:
        corpus = os.path.join(work, "corpus")
        os.mkdir(corpus)
        command = [fuzzer, f"-max_total_time={seconds}", "-timeout=2", "-rss_limit_mb=2048", "-max_len=16384",
                   "-print_final_stats=1", f"-dict={os.path.join(HERE, 'FuzzReaders', 'yaml.dict')}",
                   f"-artifact_prefix={os.path.abspath(saved)}/", corpus, seeds]
        try:
            # Swift's interactive crash backtracer would hold a crashing input for minutes; libFuzzer reports it.
            result = subprocess.run(command, capture_output=True, text=True, timeout=seconds + 120,
                                    env=dict(os.environ, SWIFT_BACKTRACE="enable=no"))
        except subprocess.TimeoutExpired:
            raise CheckFailed(f"fuzz-readers did not stop within {seconds + 120} s")
        corpus_size = len(os.listdir(corpus))
    log = result.stderr
    artifacts = [os.path.join(os.path.abspath(saved), name) for name in sorted(set(os.listdir(saved)) - kept_before)]

    def stat(name):
        found = re.search(rf"stat::{name}:\s+(\d+)", log)
        return int(found.group(1)) if found else None

    runs, speed, peak = stat("number_of_executed_units"), stat("average_exec_per_sec"), stat("peak_rss_mb")
    coverage = re.findall(r"cov: (\d+) ft: (\d+)", log)
    failure = re.search(r"==\d+== ?ERROR: (?:libFuzzer|AddressSanitizer): ([^\n]+)", log)
    fatal = re.search(r"Fatal error: ([^\n]+)", log)
    problem = (fatal.group(1) if fatal else failure.group(1) if failure else "") + (f"; input saved as {artifacts[0]}" if artifacts else "")
    if runs is None and not problem:
        raise CheckFailed(f"fuzz-readers ended with status {result.returncode} and no statistics: {log[-400:]}")
    return [
        Figure("readers fuzz: inputs run", f"{runs} in {seconds} s ({speed} a second), {corpus_size} new inputs kept, "
               f"coverage {coverage[-1][0] if coverage else '?'} edges / {coverage[-1][1] if coverage else '?'} features",
               f"fuzzed {seconds} s", runs is not None),
        Figure("readers fuzz: crashes, hangs over 2 s, memory over 2 GB", "1" if problem else "0", "0", not problem,
               problem[:400]),
        Figure("readers fuzz: peak RSS (with AddressSanitizer)", f"{peak} MB", "(recorded)", True),
    ]
