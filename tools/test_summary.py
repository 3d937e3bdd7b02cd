#!/usr/bin/env python3
"""Sums ctest JUnit reports: the Vulkan device and driver the execution cases ran on (the
"[exec] device:" line each exec process prints), execution cases (ran / passed / skipped /
failed, with the skip reasons grouped) and a closing total over every test run by tools/test.sh."""
import collections
import sys
import xml.etree.ElementTree as ET


def cases(path):
    for case in ET.parse(path).getroot().iter("testcase"):
        status = case.get("status", "run")
        if case.find("failure") is not None or case.find("error") is not None:
            status = "fail"
        elif case.find("skipped") is not None or status in ("notrun", "disabled", "skipped"):
            status = "skip"
        else:
            status = "pass"
        output = case.findtext("system-out") or ""
        yield case.get("name", ""), status, output


def main(paths):
    total = collections.Counter()
    exec_counts = collections.Counter()
    reasons = collections.Counter()
    devices = collections.Counter()
    for path in paths:
        for name, status, output in cases(path):
            total[status] += 1
            if name.startswith("exec."):
                exec_counts[status] += 1
                for line in output.splitlines():
                    if line.startswith(("[exec] device: ", "[exec] no device: ")):
                        devices[line[len("[exec] "):].strip()] += 1
                if status == "skip":
                    lines = [l.strip() for l in output.splitlines()]
                    at = next((i for i, l in enumerate(lines) if l.endswith("Skipped")), None)
                    line = next((l for l in lines[at + 1:] if l), "") if at is not None else ""
                    reasons[line.strip()[:120] or "(no reason printed)"] += 1
    for device, count in devices.most_common():
        print(f"execution {device} ({count} test processes)")
    ran = exec_counts["pass"] + exec_counts["fail"]
    print(f"execution cases: {ran} ran, {exec_counts['pass']} passed, {exec_counts['skip']} skipped, "
          f"{exec_counts['fail']} failed")
    for reason, count in reasons.most_common(12):
        print(f"  skipped x{count}: {reason}")
    print(f"total: {total['pass']} passed, {total['fail']} failed, {total['skip']} skipped")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
