#!/usr/bin/env python3
"""Runs vkd3d-proton's d3d12 test binary one process per test and compares with a baseline.

Called by tools/vkd3d-proton-tests.sh (which builds the binary); usable alone:
  vkd3d_proton_suite.py --binary BUILD/tests/d3d12 --baseline reference/vkd3d-proton/baseline-lavapipe25.tsv \
      --tests reference/vkd3d-proton/dxil-tests.txt --out dxil.tsv

Each test's status comes from the binary's closing line
  "d3d12: N tests executed (F failures, T successful todo, S skipped, X todo, B bugs)."
PASS (F = 0, N > 0 or nothing skipped), SKIP (N = 0, S > 0), FAIL (F > 0), CRASH (no closing line,
or a non-zero exit without failures), TIMEOUT. The TSV has the baseline's columns:
name, status, checks (N), failures (F), skips (S), seconds.

A test the baseline passes (PASS, or UNSTABLE: passed in one of its two runs and crashed in the
other) regresses when we do not pass it (a crash of an UNSTABLE test excepted: the baseline has
it too), or pass it executing fewer checks than the baseline did (an early skip path is not a
pass). A test the baseline fails regresses when we crash or time out on it. Regressed tests
are run again alone (a crash up to five times): one that then passes was flakiness (reported,
not counted), as the baseline's README rules for crashes; logs of those runs are TEST.aloneN.log. Tests named in the known-gaps file are reported as known
gaps and do not fail the run. Exit status 1 when a regression is left.
"""
import argparse
import concurrent.futures
import os
import re
import subprocess
import sys
import time

CLOSING = re.compile(r"^d3d12: (\d+) tests executed \((\d+) failures, (\d+) successful todo, (\d+) skipped, "
                     r"(\d+) todo, (\d+) bugs\)", re.M)
STATUSES = ["PASS", "FAIL", "SKIP", "CRASH", "TIMEOUT"]


class Result:
    def __init__(self, name, status, checks=0, failures=0, skips=0, seconds=0.0):
        self.name, self.status = name, status
        self.checks, self.failures, self.skips, self.seconds = checks, failures, skips, seconds

    def row(self):
        return f"{self.name}\t{self.status}\t{self.checks}\t{self.failures}\t{self.skips}\t{round(self.seconds)}"


def read_list(path):
    """Names, one a line; '#' starts a comment. Returns {name: rest of line}."""
    entries = {}
    with open(path) as f:
        for line in f:
            line = line.split("#", 1)[0].strip()
            if not line:
                continue
            parts = line.split(None, 1)
            entries[parts[0]] = parts[1].strip() if len(parts) > 1 else ""
    return entries


def read_known_gaps(path):
    """'name<whitespace>reason' lines; a gap without a reason is an error (each must say why)."""
    gaps = {}
    if not path or not os.path.exists(path):
        return gaps
    with open(path) as f:
        for number, line in enumerate(f, 1):
            if not line.strip() or line.lstrip().startswith("#"):
                continue
            parts = line.strip().split(None, 1)
            if len(parts) < 2:
                sys.exit(f"{path}:{number}: known gap '{parts[0]}' has no reason")
            gaps[parts[0]] = parts[1]
    return gaps


def read_baseline(path, unstable_path):
    base = {}
    with open(path) as f:
        for line in f:
            cols = line.rstrip("\n").split("\t")
            if len(cols) < 6 or line.startswith("#"):
                continue
            base[cols[0]] = Result(cols[0], cols[1], int(cols[2]), int(cols[3]), int(cols[4]), float(cols[5]))
    # An UNSTABLE row's checks may come from its crashing run: take its passing run's count.
    if unstable_path and os.path.exists(unstable_path):
        with open(unstable_path) as f:
            for line in f:
                m = re.match(r"(\S+)\s.*run\d=PASS \((\d+) checks\)", line)
                if m and m.group(1) in base:
                    base[m.group(1)].checks = max(base[m.group(1)].checks, int(m.group(2)))
    return base


def run_one(binary, name, env, timeout, log_dir, suffix=""):
    start = time.monotonic()
    log_path = os.path.join(log_dir, name + suffix + ".log")
    test_env = dict(env, VKD3D_TEST_MATCH=name)
    with open(log_path, "wb") as log:
        try:
            proc = subprocess.run([binary], env=test_env, stdout=log, stderr=subprocess.STDOUT,
                                  timeout=timeout, cwd=os.path.dirname(binary))
            rc = proc.returncode
        except subprocess.TimeoutExpired:
            rc = None
    seconds = time.monotonic() - start
    with open(log_path, "rb") as log:
        text = log.read().decode("utf-8", "replace")
    if rc is None:
        return Result(name, "TIMEOUT", seconds=seconds)
    m = None
    for m in CLOSING.finditer(text):
        pass
    if not m:
        return Result(name, "CRASH", seconds=seconds)
    checks, failures, skips = int(m.group(1)), int(m.group(2)), int(m.group(4))
    if failures:
        status = "FAIL"
    elif rc != 0:
        status = "CRASH"
    elif checks == 0 and skips > 0:
        status = "SKIP"
    else:
        status = "PASS"
    return Result(name, status, checks, failures, skips, seconds)


def run_all(binary, names, env, timeout, jobs, log_dir, suffix="", progress=False):
    results = {}
    with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as pool:
        futures = {pool.submit(run_one, binary, n, env, timeout, log_dir, suffix): n for n in names}
        for future in concurrent.futures.as_completed(futures):
            r = future.result()
            results[r.name] = r
            if progress:  # a run cut short still leaves each finished test's line
                print(f"   [{len(results)}/{len(names)}] {r.name} {r.status} {r.checks} checks "
                      f"{r.failures} failures {r.seconds:.0f} s", flush=True)
    return results


def base_passes(b):
    return b.status in ("PASS", "UNSTABLE")


def regression(ours, base):
    """Why `ours` is worse than the baseline's row, or None."""
    if base is None:
        return None
    if base_passes(base):
        if base.status == "UNSTABLE" and ours.status == "CRASH":
            return None  # the baseline crashed on it too (in one of its two runs)
        if ours.status != "PASS":
            return f"{ours.status}, baseline {base.status}"
        if ours.checks < base.checks:
            return f"PASS with {ours.checks} checks, baseline {base.checks} (an early skip is not a pass)"
        return None
    if base.status == "FAIL" and ours.status in ("CRASH", "TIMEOUT"):
        return f"{ours.status}, baseline FAIL (a crash the baseline does not have)"
    return None


def write_junit(path, label, names, results, base, gaps):
    """One testcase per compared test: a regression fails, a known gap or our SKIP is skipped."""
    import xml.etree.ElementTree as ET
    suite = ET.Element("testsuite", name=label, tests=str(len(names)))
    for n in names:
        r = results[n]
        case = ET.SubElement(suite, "testcase", name="vkd3d-proton." + n, time=f"{r.seconds:.1f}")
        reason = regression(r, base.get(n))
        if reason and n in gaps:
            ET.SubElement(case, "skipped", message="known gap: " + gaps[n])
        elif reason:
            ET.SubElement(case, "failure", message=reason)
        elif r.status != "PASS":
            ET.SubElement(case, "skipped", message=f"{r.status}, as the baseline")
    root = ET.Element("testsuites")
    root.append(suite)
    ET.ElementTree(root).write(path, encoding="utf-8", xml_declaration=True)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--binary", required=True)
    ap.add_argument("--baseline", required=True)
    ap.add_argument("--unstable", help="the baseline's list of tests that differed between its two runs")
    ap.add_argument("--tests", help="file of test names to run (default: every test of the baseline)")
    ap.add_argument("--compare-exclude", help="file of test names run but not compared (reported apart)")
    ap.add_argument("--known-gaps")
    ap.add_argument("--label", default="run")
    ap.add_argument("--out", required=True, help="TSV to write, in the baseline's format")
    ap.add_argument("--log-dir", required=True)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--timeout", type=int, default=300)
    ap.add_argument("--filter", help="only tests whose name matches this regular expression")
    ap.add_argument("--no-rerun", action="store_true", help="do not run regressed tests again alone")
    ap.add_argument("--progress", action="store_true", help="print each test's result as it finishes")
    ap.add_argument("--env", action="append", default=[], help="NAME=VALUE for the test processes")
    ap.add_argument("--junit", help="also write the compared tests as a JUnit report (tools/test_summary.py)")
    args = ap.parse_args()

    base = read_baseline(args.baseline, args.unstable)
    names = list(read_list(args.tests)) if args.tests else sorted(base)
    if args.filter:
        names = [n for n in names if re.search(args.filter, n)]
    excluded = set(read_list(args.compare_exclude)) if args.compare_exclude else set()
    gaps = read_known_gaps(args.known_gaps)
    env = dict(os.environ)
    for item in args.env:
        key, _, value = item.partition("=")
        env[key] = value
    os.makedirs(args.log_dir, exist_ok=True)

    start = time.monotonic()
    # Tests the baseline timed out on run last, one at a time: a hung GPU context can wedge the
    # device for every process after it (NVIDIA: Xid 109 "CTX SWITCH TIMEOUT", after which
    # every graphics test hangs until the machine restarts), which would turn the rest of the
    # run into timeouts.
    hangers = [n for n in names if n in base and base[n].status == "TIMEOUT"]
    first = [n for n in names if n not in hangers]
    results = run_all(args.binary, first, env, args.timeout, args.jobs, args.log_dir, progress=args.progress)
    if hangers:
        if args.progress:
            print(f"   -- {len(hangers)} tests the baseline timed out on, one at a time:", flush=True)
        results.update(run_all(args.binary, hangers, env, args.timeout, 1, args.log_dir, progress=args.progress))
    elapsed = time.monotonic() - start

    compared = [n for n in names if n not in excluded]
    # Known gaps are expected to regress: not run again.
    regressed = [n for n in compared if regression(results[n], base.get(n)) and n not in gaps]
    flaky = {}
    if regressed and not args.no_rerun:
        # Alone, one at a time: a crash up to five times (lavapipe crashes at random in its own
        # threads, more often on a loaded machine; see the baseline's unstable list), anything
        # else once.
        rerun_start = time.monotonic()
        left = list(regressed)
        for attempt in range(1, 6):
            alone = run_all(args.binary, left, env, args.timeout, 1, args.log_dir, f".alone{attempt}")
            still = []
            for n in left:
                if not regression(alone[n], base.get(n)):
                    flaky[n] = results[n]
                    results[n] = alone[n]
                elif results[n].status == "CRASH" and alone[n].status == "CRASH":
                    still.append(n)
            left = still
            if not left:
                break
        elapsed_rerun = time.monotonic() - rerun_start
    else:
        elapsed_rerun = 0.0

    with open(args.out, "w") as f:
        for n in names:
            f.write(results[n].row() + "\n")

    # Counts over the compared tests, next to the baseline's statuses for the same tests.
    def counts(rows):
        c = {}
        for r in rows:
            c[r.status] = c.get(r.status, 0) + 1
        return c
    ours_c = counts(results[n] for n in compared)
    base_c = counts(base[n] for n in compared if n in base)
    print(f"== {args.label}: {len(names)} tests run ({len(compared)} compared with the baseline), "
          f"{elapsed:.0f} s at {args.jobs} at a time" + (f", {elapsed_rerun:.0f} s of reruns alone" if elapsed_rerun else ""))
    print(f"   {'status':8} {'ours':>5} {'baseline':>9}")
    for s in STATUSES + ["UNSTABLE", "NOTRUN"]:
        if ours_c.get(s) or base_c.get(s):
            print(f"   {s:8} {ours_c.get(s, 0):5} {base_c.get(s, 0):9}")
    missing = [n for n in compared if n not in base]
    if missing:
        print(f"   not in the baseline: {', '.join(missing)}")

    def differs(r, b):
        if regression(r, b):
            return True
        return r.status != b.status and not (b.status == "UNSTABLE" and r.status == "PASS")
    differ = [n for n in compared if n in base and differs(results[n], base[n])]
    if differ:
        print(f"-- {len(differ)} tests whose status differs from the baseline (ours / baseline):")
        for n in differ:
            r, b = results[n], base[n]
            note = ""
            reason = regression(r, b)
            if reason:
                note = "  KNOWN GAP: " + gaps[n] if n in gaps else "  REGRESSION: " + reason
            elif b.status == "FAIL" and r.status == "PASS":
                note = "  (better than the baseline)"
            elif b.status == "UNSTABLE" and r.status == "CRASH":
                note = "  (the baseline crashed on it in one of its two runs)"
            print(f"   {n:60} {r.status:7} {r.checks:5} / {b.status:8} {b.checks:5}{note}")
    if flaky:
        print(f"-- {len(flaky)} tests regressed under load but passed run again alone (flaky, not counted):")
        for n, r in flaky.items():
            print(f"   {n:60} {r.status} {r.checks} checks under load; alone {results[n].status} {results[n].checks}")
    if excluded:
        ex = counts(results[n] for n in names if n in excluded)
        print(f"-- {sum(ex.values())} tests run but not compared: " +
              ", ".join(f"{s} {ex[s]}" for s in STATUSES if ex.get(s)))

    failing = [n for n in compared if regression(results[n], base.get(n))]
    known = [n for n in failing if n in gaps]
    real = [n for n in failing if n not in gaps]
    fixed_gaps = [n for n in gaps if n in results and n in compared and not regression(results[n], base.get(n))]
    if known:
        print(f"-- {len(known)} known gaps (tools/vkd3d-proton-known-gaps.txt; the issue stays open while any is left)")
    if fixed_gaps:
        print(f"-- known gaps that pass now, remove them from the list: {', '.join(fixed_gaps)}")
    if args.junit:
        write_junit(args.junit, args.label, compared, results, base, gaps)
    print(f"== {args.label}: {len(real)} regressions, {len(known)} known gaps; TSV {args.out}; logs {args.log_dir}")
    return 1 if real else 0


if __name__ == "__main__":
    sys.exit(main())
